"""A run's reports: report.json, report.md and the editor's page report.html."""
