"""``skryba train``: judged rewrites from the audit store as fine-tuning data.

- ``sft.jsonl`` — one ``{"messages": [system, user, assistant]}`` record per rewritten passage
  whose winner passed the judge: the OpenAI chat fine-tuning format, which is also TRL's
  conversational language-modeling format (SFTTrainer).
- ``preferences.jsonl`` — ``{"prompt": [system, user], "chosen": [assistant],
  "rejected": [assistant]}``: TRL's conversational preference format (DPOTrainer).
- ``manifest.json`` — the run, its profile, models and threshold, the counts, and for every
  record the audit-store ids (passage, candidate, evaluation) it was built from.

Records carry nothing but the trainers' own keys; the manifest's entries follow the files' line
order. System and user messages are the generator's own prompt (``skryba.prompts``).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterable
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from typing import IO, NamedTuple

from pydantic import BaseModel, ConfigDict

from models.audit_views import PassageHistory
from models.chat import ChatMessage
from models.evaluation import validate_minimum_quality
from models.profile import RewriteProfile
from models.run import RunParameters, RunSummary
from skryba.audit.store import AuditStore
from skryba.benchmark.history import JudgedText, iter_passage_histories, judged_texts, winner
from skryba.prompts import generator_messages
from skryba.runner import RunDriver, run_corpus
from skryba.settings import Settings

SFT_FILE = "sft.jsonl"
PREFERENCES_FILE = "preferences.jsonl"
MANIFEST_FILE = "manifest.json"
REWRITE_DIR = "rewrite"


class SftRecord(BaseModel):
    """One chat-format supervised example: the generator's prompt and the winning rewrite."""

    model_config = ConfigDict(frozen=True)

    messages: list[ChatMessage]


class PreferenceRecord(BaseModel):
    """One conversational preference pair: the winner (chosen) against a worse candidate."""

    model_config = ConfigDict(frozen=True)

    prompt: list[ChatMessage]
    chosen: list[ChatMessage]
    rejected: list[ChatMessage]


class RejectedBecause(StrEnum):
    """Why a candidate is the rejected side of a pair."""

    FAILED_JUDGE = "failed_judge"
    HIGHER_AI_PROBABILITY = "higher_ai_probability"


class CandidateTrace(BaseModel):
    """Where a candidate text sits in the audit store, and what was decided about it."""

    model_config = ConfigDict(frozen=True)

    candidate_id: str
    evaluation_id: str
    positions: list[int]
    passed: bool
    quality_score: float | None
    ai_probability: float | None

    @classmethod
    def of(cls, judged: JudgedText) -> CandidateTrace:
        """The trace of one judged text."""
        return cls(
            candidate_id=judged.candidate_id,
            evaluation_id=judged.evaluation.id,
            positions=list(judged.evaluation.positions),
            passed=judged.passed,
            quality_score=judged.quality_score,
            ai_probability=judged.ai_probability,
        )


class SftTrace(BaseModel):
    """Where an SFT record came from (``line`` is its 1-based line in ``sft.jsonl``)."""

    model_config = ConfigDict(frozen=True)

    line: int
    run_id: str
    passage_id: str
    passage: str
    winner: CandidateTrace


class PreferenceTrace(BaseModel):
    """Where a preference pair came from (``line`` is its 1-based line in the file)."""

    model_config = ConfigDict(frozen=True)

    line: int
    run_id: str
    passage_id: str
    passage: str
    rejected_because: RejectedBecause
    chosen: CandidateTrace
    rejected: CandidateTrace


class TrainingCounts(BaseModel):
    """How many passages ended how, and how many records were written."""

    model_config = ConfigDict(frozen=True)

    passages: dict[str, int]
    sft_records: int
    preference_pairs: int
    pairs_failed_judge: int
    pairs_higher_ai_probability: int


class TrainingManifest(BaseModel):
    """What ``manifest.json`` holds."""

    model_config = ConfigDict(frozen=True)

    created_at: datetime
    run_id: str
    audit_store: str
    profile: RewriteProfile
    generator_model: str
    judge_model: str
    minimum_quality: float
    files: dict[str, str]
    counts: TrainingCounts
    sft: list[SftTrace]
    preferences: list[PreferenceTrace]


class TrainingSummary(BaseModel):
    """What ``skryba train`` returns."""

    model_config = ConfigDict(frozen=True)

    run: RunSummary
    out: str
    sft_path: str
    preferences_path: str
    manifest_path: str
    sft_records: int
    preference_pairs: int


# --- building records from one passage's history -------------------------------------------------


def _prompt(profile: RewriteProfile, source: str) -> list[ChatMessage]:
    return list(generator_messages(profile, source))


def _assistant(text: str) -> list[ChatMessage]:
    return [ChatMessage(role="assistant", content=text)]


def passing_winner(history: PassageHistory, judged: list[JudgedText]) -> JudgedText | None:
    """The rewritten passage's winner, if the judge passed it (never a source fallback)."""
    chosen = winner(history, judged)
    if chosen is None or not chosen.passed or chosen.text != history.passage.chosen_text:
        return None
    return chosen


class SftExample(NamedTuple):
    """An SFT record and the judged winner it was built from."""

    record: SftRecord
    winner: JudgedText


class PreferenceExample(NamedTuple):
    """A preference record, why its rejected side is worse, and the judged texts of both sides."""

    record: PreferenceRecord
    because: RejectedBecause
    chosen: JudgedText
    rejected: JudgedText


def sft_example(profile: RewriteProfile, history: PassageHistory) -> SftExample | None:
    """The passage's SFT record; None unless it was rewritten with a winner the judge passed."""
    chosen = passing_winner(history, judged_texts(history))
    if chosen is None:
        return None
    messages = [*_prompt(profile, history.source_text), *_assistant(chosen.text)]
    return SftExample(SftRecord(messages=messages), chosen)


def preference_examples(
    profile: RewriteProfile, history: PassageHistory
) -> list[PreferenceExample]:
    """The winner against every distinct candidate that failed the judge, and against every
    passing one with a higher mean AI probability; empty without a passing winner."""
    judged = judged_texts(history)
    chosen = passing_winner(history, judged)
    if chosen is None:
        return []
    examples: list[PreferenceExample] = []
    for other in judged:
        if other.candidate_id == chosen.candidate_id or other.text == chosen.text:
            continue
        because = _rejected_because(chosen, other)
        if because is None:
            continue
        record = PreferenceRecord(
            prompt=_prompt(profile, history.source_text),
            chosen=_assistant(chosen.text),
            rejected=_assistant(other.text),
        )
        examples.append(PreferenceExample(record, because, chosen, other))
    return examples


def _rejected_because(chosen: JudgedText, other: JudgedText) -> RejectedBecause | None:
    if other.error is not None:
        return None  # no verdict at all is not evidence of a worse text
    if not other.passed:
        return RejectedBecause.FAILED_JUDGE
    mine, theirs = chosen.ai_probability, other.ai_probability
    if mine is not None and theirs is not None and theirs > mine:
        return RejectedBecause.HIGHER_AI_PROBABILITY
    return None


# --- writing the files ---------------------------------------------------------------------------


def _line(handle: IO[str], record: BaseModel) -> None:
    handle.write(record.model_dump_json() + "\n")


def write_training_set(database_url: str, run_id: str, out: Path) -> TrainingManifest:
    """Read a finished run from the audit store; write sft.jsonl, preferences.jsonl and
    manifest.json into ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    sft: list[SftTrace] = []
    preferences: list[PreferenceTrace] = []
    with AuditStore.open(database_url) as store:
        run = store.get_run(run_id)
        with (
            (out / SFT_FILE).open("w", encoding="utf-8") as sft_file,
            (out / PREFERENCES_FILE).open("w", encoding="utf-8") as preferences_file,
        ):
            for history in iter_passage_histories(store, run_id):
                where = {
                    "run_id": run_id,
                    "passage_id": history.passage.id,
                    "passage": history.passage.ref.key,
                }
                example = sft_example(run.profile, history)
                if example is None:
                    continue
                _line(sft_file, example.record)
                sft.append(
                    SftTrace(line=len(sft) + 1, winner=CandidateTrace.of(example.winner), **where)
                )
                for pair in preference_examples(run.profile, history):
                    _line(preferences_file, pair.record)
                    preferences.append(
                        PreferenceTrace(
                            line=len(preferences) + 1,
                            rejected_because=pair.because,
                            chosen=CandidateTrace.of(pair.chosen),
                            rejected=CandidateTrace.of(pair.rejected),
                            **where,
                        )
                    )
        manifest = TrainingManifest(
            created_at=datetime.now(UTC),
            run_id=run_id,
            audit_store=store.url,
            profile=run.profile,
            generator_model=run.generator_model,
            judge_model=run.judge_model,
            minimum_quality=run.minimum_quality,
            files={"sft": SFT_FILE, "preferences": PREFERENCES_FILE},
            counts=TrainingCounts(
                passages=store.counts(run_id),
                sft_records=len(sft),
                preference_pairs=len(preferences),
                pairs_failed_judge=_count(preferences, RejectedBecause.FAILED_JUDGE),
                pairs_higher_ai_probability=_count(
                    preferences, RejectedBecause.HIGHER_AI_PROBABILITY
                ),
            ),
            sft=sft,
            preferences=preferences,
        )
    (out / MANIFEST_FILE).write_text(
        json.dumps(manifest.model_dump(mode="json"), ensure_ascii=False, indent=2) + "\n",
        encoding="utf-8",
    )
    return manifest


def _count(preferences: Iterable[PreferenceTrace], because: RejectedBecause) -> int:
    return sum(1 for p in preferences if p.rejected_because is because)


# --- the whole command ---------------------------------------------------------------------------


async def run_training(
    params: RunParameters,
    out: Path,
    driver: RunDriver | None = None,
) -> TrainingSummary:
    """Rewrite the corpus (outputs in ``out/rewrite``), then write the training files to ``out``
    from what the audit store recorded. ``params.out`` is ignored."""
    validate_minimum_quality(params.minimum_quality)
    driver = driver or RunDriver()
    base = driver.settings or Settings()
    # The training folder's own rewrite output: a new train into the same --out replaces it.
    run_params = params.model_copy(update={"out": str(out / REWRITE_DIR), "overwrite": True})
    summary = await run_corpus(run_params, driver.with_settings(base))
    manifest = await asyncio.to_thread(write_training_set, base.database_url, summary.run_id, out)
    return TrainingSummary(
        run=summary,
        out=str(out),
        sft_path=str(out / SFT_FILE),
        preferences_path=str(out / PREFERENCES_FILE),
        manifest_path=str(out / MANIFEST_FILE),
        sft_records=manifest.counts.sft_records,
        preference_pairs=manifest.counts.preference_pairs,
    )
