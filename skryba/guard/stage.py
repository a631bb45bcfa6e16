"""What the guard stage does with a passage's distinct candidate texts (docs/guard.md).

Plain functions for the stage task to call between dedup and judge: report on each distinct
text, then keep for the judge only what the mode lets through.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from models.guard import GuardMode, GuardReport
from models.profile import RewriteProfile
from skryba.guard.check import check_candidate, read_source


def guard_texts(
    source: str, texts: Iterable[str], profile: RewriteProfile, mode: GuardMode
) -> dict[str, GuardReport]:
    """The guard's report on each distinct text; none at all under ``off``."""
    if mode is GuardMode.OFF:
        return {}
    distinct = list(dict.fromkeys(texts))
    if distinct:
        read_source(source)
    return {text: check_candidate(source, text, profile) for text in distinct}


def texts_for_judge(
    texts: Iterable[str], reports: Mapping[str, GuardReport], mode: GuardMode
) -> list[str]:
    """The distinct texts the judge still evaluates, in order.

    Under ``strict`` a text with a finding has failed already and costs no judge call; under
    ``warn`` and ``off`` every text is judged.
    """
    distinct = list(dict.fromkeys(texts))
    if mode is not GuardMode.STRICT:
        return distinct
    return [text for text in distinct if text not in reports or reports[text].passed]
