"""Placeholder."""

CASES: list = []
