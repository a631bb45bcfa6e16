"""What the audit store already holds for an unfinished passage: the answers ``--resume`` reuses.

A passage that was in the stage chain when its run stopped (``kill -9``, Ctrl-C, a lost worker)
keeps every call answered before the stop. Resumed, it is rebuilt from these records and only
what is missing is asked: a recorded generation is that position's candidate, a recorded juror
evaluation of a text is that juror's evaluation of it (docs/judge.md: once per distinct text), and a
recorded detection is that detector's score of the text.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from models.guard import GuardReport
from models.outcome import Detection, Generation, JudgeOutcome


class RecordedCandidate(BaseModel):
    """A candidate row: its generation (text or error) and the guard's report, if any."""

    model_config = ConfigDict(frozen=True)

    id: str
    generation: Generation
    guard: GuardReport | None = None


class RecordedEvaluation(BaseModel):
    """One juror's recorded call on a text of the passage (a candidate's, or the source)."""

    model_config = ConfigDict(frozen=True)

    id: str
    text: str
    # None: the source was judged (subject ``source``).
    candidate_id: str | None
    positions: tuple[int, ...]
    juror: JudgeOutcome


class RecordedDetection(BaseModel):
    """One detector's recorded answer for a text of the passage."""

    model_config = ConfigDict(frozen=True)

    text_sha256: str | None
    detection: Detection


class RecordedPassage(BaseModel):
    """Every recorded call of one unfinished passage."""

    model_config = ConfigDict(frozen=True)

    candidates: dict[int, RecordedCandidate] = Field(default_factory=dict)
    evaluations: list[RecordedEvaluation] = Field(default_factory=list)
    detections: list[RecordedDetection] = Field(default_factory=list)

    def candidate(self, position: int) -> RecordedCandidate | None:
        """The candidate recorded at ``position`` (an original or, later, a revision)."""
        return self.candidates.get(position)

    def evaluation(self, text: str, judge_model: str) -> RecordedEvaluation | None:
        """The juror's recorded evaluation of exactly ``text``, whichever positions shared it."""
        return next(
            (e for e in self.evaluations if e.text == text and e.juror.judge_model == judge_model),
            None,
        )

    def detection(self, text_sha256: str, detector: str) -> Detection | None:
        """The detector's recorded answer for the text with this SHA-256."""
        return next(
            (
                d.detection
                for d in self.detections
                if d.text_sha256 == text_sha256 and d.detection.detector == detector
            ),
            None,
        )


class OpenedPassage(BaseModel):
    """A passage started (or reopened) in the store, with what it already holds."""

    model_config = ConfigDict(frozen=True)

    id: str
    # None: nothing recorded (a new passage, or one whose source changed since).
    recorded: RecordedPassage | None = None
