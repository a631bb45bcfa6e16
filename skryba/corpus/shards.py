"""Splitting a corpus into shards, and the folders a shard is read from and written to.

A shard is a list of source files: a text or Markdown file, or a whole JSONL file (its records
are written back as one file, so they stay together). Shards are balanced by passage count.

A shard's worker reads its files through a *view*: a folder of symbolic links that gives every
document the id it has in the whole corpus, so output paths, audit rows and ``--resume`` line up
with an unsharded run. It writes into a staging folder inside ``--out`` (the run's report would
otherwise be written there by every shard at once) and moves the documents into ``--out`` when
it ends.
"""

from __future__ import annotations

import contextlib
import os
import shutil
from collections.abc import Sequence
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from models.corpus import Document, DocumentError, SkippedFile
from skryba.corpus.output_folder import MARKER, FileLog
from skryba.corpus.reader import iter_corpus, relative_path_problem
from skryba.corpus.writer import safe_output_path
from skryba.errors import CorpusError
from skryba.reports.names import REPORT_NAMES

STAGING_FOLDER = ".skryba-shards"


class ShardUnit(BaseModel):
    """One source file of a shard: ``inputs[input]`` itself, or ``path`` inside that folder."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    input: int = Field(ge=0)
    path: str
    passages: int = Field(default=0, ge=0)


class ShardPlan(BaseModel):
    """The corpus split into shards, with what the run reports that no shard reads."""

    model_config = ConfigDict(frozen=True)

    shards: list[list[ShardUnit]]
    passages: int
    document_errors: list[DocumentError] = Field(default_factory=list)
    skipped: list[SkippedFile] = Field(default_factory=list)


def plan_shards(inputs: Sequence[Path], shards: int) -> ShardPlan:
    """Split the corpus into at most ``shards`` shards of whole source files, balanced by passages.

    Unreadable documents and skipped files go to the plan, not to a shard: the run reports them
    once. The split is deterministic for a given corpus.
    """
    if shards < 1:
        raise CorpusError(f"shards must be at least 1, not {shards}")
    passages: dict[tuple[int, str], int] = {}
    input_of: dict[str, int] = {}
    errors: list[DocumentError] = []
    skipped: list[SkippedFile] = []
    for item in iter_corpus(inputs):
        if isinstance(item, SkippedFile):
            skipped.append(item)
        elif isinstance(item, DocumentError):
            errors.append(item)
        elif item.source in REPORT_NAMES:
            # The same refusal as an unsharded run's, which no shard would otherwise report.
            errors.append(_reserved_name(item))
        else:
            if item.source not in input_of:
                input_of[item.source] = _input_of(inputs, item.source)
            key = (input_of[item.source], item.source)
            passages[key] = passages.get(key, 0) + item.passage_count
    units = [ShardUnit(input=i, path=path, passages=n) for (i, path), n in passages.items()]
    return ShardPlan(
        shards=_balance(units, shards),
        passages=sum(passages.values()),
        document_errors=errors,
        skipped=skipped,
    )


def _reserved_name(document: Document) -> DocumentError:
    return DocumentError(
        document=document.id,
        source=document.source,
        message=f"{document.source!r} is reserved for the run's report in the output folder",
    )


def _input_of(inputs: Sequence[Path], source: str) -> int:
    """The first input holding ``source`` (the one whose document id won, as the reader does)."""
    for number, given in enumerate(inputs):
        if given.is_dir() and (given / source).is_file():
            return number
        if given.is_file() and given.name == source:
            return number
    raise CorpusError(f"{source!r} is in none of the inputs")


def _balance(units: list[ShardUnit], shards: int) -> list[list[ShardUnit]]:
    """Largest first onto the lightest shard; each shard keeps the corpus order."""
    count = min(shards, len(units))
    if count == 0:
        return []
    order = {unit: position for position, unit in enumerate(units)}
    bins: list[list[ShardUnit]] = [[] for _ in range(count)]
    loads = [0] * count
    # A document with no passage still costs a read and a write.
    for unit in sorted(units, key=lambda u: -max(u.passages, 1)):
        lightest = min(range(count), key=lambda k: (loads[k], k))
        bins[lightest].append(unit)
        loads[lightest] += max(unit.passages, 1)
    return [sorted(shard, key=order.__getitem__) for shard in bins]


def build_view(inputs: Sequence[Path], units: Sequence[ShardUnit], root: Path) -> list[Path]:
    """Link the units' files under ``root`` so that they keep their corpus ids.

    Returns the inputs to read the shard from: one per original input, in the original order.
    """
    view_inputs: dict[int, Path] = {}
    for unit in units:
        if unit.input >= len(inputs):
            raise CorpusError(f"shard unit {unit.path!r} names input {unit.input} of {len(inputs)}")
        problem = relative_path_problem(unit.path)
        if problem is not None:
            raise CorpusError(f"shard unit {unit.path!r}: {problem}")
        given = inputs[unit.input].absolute()
        base = root / f"input-{unit.input}"
        if not given.exists():
            raise CorpusError(
                f"{given} is not on this machine: every worker needs the corpus at the same path"
            )
        if given.is_dir():
            target, link, view_input = given / unit.path, base / unit.path, base
        else:
            target, link = given, base / given.name
            view_input = link
        if not target.is_file():
            raise CorpusError(f"{target} is not on this machine (or is no longer a file)")
        link.parent.mkdir(parents=True, exist_ok=True)
        link.symlink_to(target)
        view_inputs.setdefault(unit.input, view_input)
    return [view_inputs[number] for number in sorted(view_inputs)]


def staging_dir(out: Path, run_id: str, shard: int) -> Path:
    """Where shard ``shard`` of run ``run_id`` writes before its documents move into ``out``."""
    return out / STAGING_FOLDER / run_id / str(shard)


def publish_outputs(staging: Path, out: Path) -> list[Path]:
    """Move the documents a shard wrote from ``staging`` into ``out``; drop its report and folder.

    Returns the paths written in ``out``.
    """
    moved: list[Path] = []
    if not staging.is_dir():
        return moved
    files = FileLog(out)
    for folder, _, names in os.walk(staging):
        for name in sorted(names):
            source = Path(folder) / name
            relative = source.relative_to(staging).as_posix()
            # The shard's report covers the whole run so far and is replaced by the merged one;
            # dot-files ending in .tmp are a killed writer's leftovers.
            # The staging folder's marker is the shard's own; the run's is in ``out``.
            if (
                relative in REPORT_NAMES
                or relative == MARKER
                or (name.startswith(".") and name.endswith(".tmp"))
            ):
                continue
            target = safe_output_path(out, relative)
            files.record(relative)
            os.replace(source, target)
            moved.append(target)
    files.close()
    shutil.rmtree(staging)
    # Other shards may still be writing beside it: remove the parents only once empty.
    for parent in (staging.parent, staging.parent.parent):
        with contextlib.suppress(OSError):
            parent.rmdir()
    return moved
