"""Prints the instructions one warm guard check costs, counted by valgrind (steady where CPU time
on a shared machine is not).

.venv/bin/python scripts/guard_instructions.py [tests/data/guard_pairs.jsonl] [--repeats 10]

For each language it runs this script twice under ``valgrind --tool=callgrind``: once reading
the source and checking the candidate ``repeats`` times, once only reading the source; the
difference over ``repeats`` is one check of a 200-token candidate whose source is already read,
as ``scripts/guard_eval.py``'s warm figure. Needs valgrind (Debian's ``valgrind`` package).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Literal

from models.profile import RewriteProfile
from skryba.guard.check import check_candidate, clear_caches, read_source
from skryba.guard.evaluation import cost_texts, load_pairs

DEFAULT = Path(__file__).resolve().parent.parent / "tests" / "data" / "guard_pairs.jsonl"
_COLLECTED = re.compile(r"Collected : (\d+)")


def _checks(pairs: Path, language: Literal["pl", "en"], repeats: int, check: bool) -> None:
    """The measured run: the source read ``repeats`` times, each time checked if ``check``."""
    source, candidate = cost_texts(load_pairs(pairs), language)
    profile = RewriteProfile()
    check_candidate(source, candidate, profile)  # the language model's one-off load
    for _ in range(repeats):
        clear_caches()
        read_source(source)
        if check:
            check_candidate(source, candidate, profile)


def _instructions(pairs: Path, language: str, repeats: int, check: bool) -> int:
    command = [
        "valgrind",
        "--tool=callgrind",
        "--callgrind-out-file=/dev/null",
        sys.executable,
        __file__,
        str(pairs),
        "--repeats",
        str(repeats),
        "--run",
        f"{language}:{int(check)}",
    ]
    # a fixed hash seed: set and dict order, and so the work done, is the same on every run
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    done = subprocess.run(command, capture_output=True, text=True, env=env, check=True)
    found = _COLLECTED.search(done.stderr)
    if found is None:
        raise RuntimeError(f"valgrind printed no instruction count:\n{done.stderr[-2000:]}")
    return int(found.group(1))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pairs", nargs="?", type=Path, default=DEFAULT, help="a labelled set")
    parser.add_argument("--repeats", type=int, default=10, help="checks per count (default 10)")
    parser.add_argument("--run", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if not arguments.pairs.is_file():
        parser.error(f"no such file: {arguments.pairs}")
    if arguments.run:
        language, check = arguments.run.split(":")
        if language not in ("pl", "en"):
            parser.error(f"no such language: {language}")
        _checks(arguments.pairs, language, arguments.repeats, check == "1")
        return 0
    if shutil.which("valgrind") is None:
        parser.error("valgrind is not installed (apt-get install valgrind)")
    print(f"{arguments.pairs.name}: instructions per warm check of a 200-token candidate")
    for language in ("pl", "en"):
        with_checks = _instructions(arguments.pairs, language, arguments.repeats, check=True)
        without = _instructions(arguments.pairs, language, arguments.repeats, check=False)
        per_check = (with_checks - without) / arguments.repeats
        print(f"- {language}: {per_check / 1e6:.1f} million")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
