"""The protected-facts guard: a deterministic comparison of a candidate with its source."""

from skryba.guard.check import check_candidate, failed_rules

__all__ = ["check_candidate", "failed_rules"]
