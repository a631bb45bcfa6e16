"""AI-text detectors."""
