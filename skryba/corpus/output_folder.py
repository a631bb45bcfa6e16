"""``--out``: the rules that keep a run from overwriting, mixing or re-reading what a user owns.

A run writes into ``--out`` only when the folder is missing or empty, when ``--resume`` names
the run it holds, or with ``--overwrite``, which replaces an earlier Skryba output as a whole.
Skryba recognises its own output folders by a marker file it writes first of all: JSON Lines,
a header naming the run, then one line per document file before that file is written (so
even a killed run's files are known as Skryba's). A file the marker does not account for is
the user's: no ``--overwrite`` removes it. Marked folders are never read as input.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator, Sequence
from enum import StrEnum
from pathlib import Path
from typing import IO

from pydantic import BaseModel, ConfigDict

from skryba.errors import UsageError

MARKER = ".skryba-output.jsonl"
MARKER_FORMAT = "skryba-output"
# Shown beside the first foreign files when refusing an --overwrite.
_SHOWN = 3


class OutputState(StrEnum):
    """What a run does with its ``--out`` folder."""

    NEW = "new"  # missing or empty: the run marks it as its own
    RESUME = "resume"  # holds the run --resume names: written on, marker kept
    OVERWRITE = "overwrite"  # an earlier Skryba output, replaced as a whole


class OutputPlan(BaseModel):
    """The checked ``--out`` and what the run may do with it."""

    model_config = ConfigDict(frozen=True)

    path: Path
    state: OutputState
    previous_run: str | None = None


def marked_run(folder: Path) -> str | None:
    """The run id a Skryba output folder's marker names; None when ``folder`` is not one."""
    try:
        with (folder / MARKER).open("rb") as stream:
            header = json.loads(stream.readline())
    except (OSError, ValueError):
        return None
    if not isinstance(header, dict) or header.get("format") != MARKER_FORMAT:
        return None
    run_id = header.get("run_id")
    return run_id if isinstance(run_id, str) and run_id else None


def is_output_folder(folder: Path) -> bool:
    """Whether ``folder`` is a marked Skryba output folder (never read as input)."""
    return marked_run(folder) is not None


def _is_empty(folder: Path) -> bool:
    with os.scandir(folder) as entries:
        return next(entries, None) is None


def plan_output(
    out: Path, inputs: Sequence[Path], *, resume: str | None = None, overwrite: bool = False
) -> OutputPlan:
    """Check ``--out`` against the rules (module docstring); UsageError, one line, if refused.

    Reads only: nothing is created or removed here.
    """
    if out.exists() and not out.is_dir():
        raise UsageError(f"--out: {out} exists and is not a folder")
    _check_against_inputs(out, inputs)
    if not out.exists() or _is_empty(out):
        return OutputPlan(path=out, state=OutputState.NEW)
    held = marked_run(out)
    if held is None:
        raise UsageError(
            f"--out {out} is not empty and holds no Skryba output: Skryba writes only into a "
            "new or empty folder; choose another --out"
        )
    if resume is not None and resume == held:
        return OutputPlan(path=out, state=OutputState.RESUME, previous_run=held)
    if overwrite:
        foreign = list(foreign_files(out))
        if foreign:
            shown = ", ".join(foreign[:_SHOWN]) + (
                f" and {len(foreign) - _SHOWN} more" if len(foreign) > _SHOWN else ""
            )
            raise UsageError(
                f"--out {out} holds files Skryba did not write ({shown}): --overwrite replaces "
                "only Skryba's own output; move them or choose another --out"
            )
        return OutputPlan(path=out, state=OutputState.OVERWRITE, previous_run=held)
    if resume is not None:
        raise UsageError(
            f"--out {out} holds run {held}, not run {resume}: resume into --out of that run, "
            "add --overwrite, or choose another --out"
        )
    raise UsageError(
        f"--out {out} already holds run {held}: add --resume {held}, --overwrite, "
        "or choose another --out"
    )


def _check_against_inputs(out: Path, inputs: Sequence[Path]) -> None:
    """``--out`` may not be an input or hold one; inside an input folder it is excluded from
    reading by its marker (written before the corpus is read)."""
    target = out.resolve()
    for given in inputs:
        if not given.exists():
            continue
        source = given.resolve()
        if source == target:
            raise UsageError(
                f"--out {out} is the input {given}: the outputs would overwrite the sources; "
                "choose another --out"
            )
        if source.is_relative_to(target):
            raise UsageError(
                f"--out {out} holds the input {given}: the outputs could overwrite it; "
                "choose another --out"
            )


def _recorded(out: Path) -> set[str]:
    """The relative paths the marker lists as written by Skryba."""
    files: set[str] = set()
    try:
        with (out / MARKER).open("rb") as stream:
            for raw in stream:
                try:
                    line = json.loads(raw)
                except ValueError:
                    continue  # a line cut by a kill: its file, if any, was never written
                if isinstance(line, dict) and isinstance(line.get("file"), str):
                    files.add(line["file"])
    except OSError:
        pass
    return files


def _own_extra(relative: str, top: bool) -> bool:
    """Files Skryba writes that the marker does not list: reports, temporary files, shards."""
    from skryba.corpus.outputs import is_stale_temp_name
    from skryba.corpus.shards import STAGING_FOLDER
    from skryba.reports.names import REPORT_NAMES

    name = relative.rsplit("/", 1)[-1]
    if relative.split("/", 1)[0] == STAGING_FOLDER:
        return True
    return is_stale_temp_name(name, top=top) or (top and name in (*REPORT_NAMES, MARKER))


def _files(out: Path) -> Iterator[tuple[str, Path]]:
    for folder, folders, names in os.walk(out):
        here = Path(folder)
        for name in [*names, *(f for f in folders if (here / f).is_symlink())]:
            path = here / name
            yield path.relative_to(out).as_posix(), path


def foreign_files(out: Path) -> Iterator[str]:
    """Relative paths under ``out`` that Skryba did not write (links included, not followed)."""
    recorded = _recorded(out)
    for relative, _ in _files(out):
        if relative not in recorded and not _own_extra(relative, "/" not in relative):
            yield relative


def claim_output(plan: OutputPlan, run_id: str) -> None:
    """Make ``plan.path`` this run's: clear an overwritten output, write the marker's header.

    Re-checks the folder (it may have changed since the plan): a file Skryba did not write
    appearing meanwhile is a UsageError, and nothing is removed.
    """
    out = plan.path
    if plan.state is OutputState.RESUME:
        return
    if plan.state is OutputState.OVERWRITE:
        foreign = next(foreign_files(out), None)
        if foreign is not None:
            raise UsageError(f"--out {out} now holds {foreign}, which Skryba did not write")
        _clear(out)
    elif out.exists() and not _is_empty(out):
        raise UsageError(f"--out {out} is no longer empty; choose another --out")
    out.mkdir(parents=True, exist_ok=True)
    header = {"format": MARKER_FORMAT, "version": 1, "run_id": run_id}
    with (out / MARKER).open("w", encoding="utf-8") as stream:
        stream.write(json.dumps(header) + "\n")


def _clear(out: Path) -> None:
    """Remove an earlier Skryba output's files (all of them Skryba's, checked), then its empty
    folders."""
    for _, path in sorted(_files(out), reverse=True):
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path)
        else:
            path.unlink(missing_ok=True)
    for folder, _, _ in sorted(os.walk(out), reverse=True):
        if Path(folder) != out and _is_empty(Path(folder)):
            Path(folder).rmdir()


class FileLog:
    """Appends each document file to the marker before it is written (write-ahead)."""

    def __init__(self, out: Path) -> None:
        self.out = out
        self._seen: set[str] = set()
        self._stream: IO[str] | None = None

    def record(self, relative: str) -> None:
        """Note ``relative`` as Skryba's, once, before the file is created."""
        if relative in self._seen or not (self.out / MARKER).is_file():
            return
        if self._stream is None:
            self._stream = (self.out / MARKER).open("a", encoding="utf-8")
        self._stream.write(json.dumps({"file": relative}, ensure_ascii=False) + "\n")
        self._stream.flush()
        self._seen.add(relative)

    def close(self) -> None:
        """Close the marker."""
        if self._stream is not None:
            self._stream.close()
            self._stream = None
