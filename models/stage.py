"""The stages of the chain: the one home of their names and their order (design §2)."""

from __future__ import annotations

from enum import StrEnum


class StageName(StrEnum):
    """Every batch goes through the stages in this order; the plain chain
    (``skryba.pipeline.chain``), the Prefect tasks (``tasks/``) and the spend lines all use it."""

    GENERATE = "generate"
    DEDUP = "dedup"
    GUARD = "guard"
    # Revision calls: the generator asked to fix a guard's findings.
    REPAIR = "repair"
    JUDGE = "judge"
    DETECT = "detect"
    # Includes judging the source itself when no candidate passed.
    FALLBACK = "fallback"
