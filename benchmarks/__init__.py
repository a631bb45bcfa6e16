"""Benchmark scripts: they print their figures; nothing here is a test."""
