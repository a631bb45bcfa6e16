"""The protected-facts guard: a deterministic comparison of a candidate with its source."""

from skryba.guard.check import check_candidate, failed_rules
from skryba.guard.stage import guard_texts, texts_for_judge

__all__ = ["check_candidate", "failed_rules", "guard_texts", "texts_for_judge"]
