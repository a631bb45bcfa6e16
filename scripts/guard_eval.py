"""Prints the guard's catch rates on the labelled set and its cost per 200-token candidate.

.venv/bin/python scripts/guard_eval.py [tests/data/guard_pairs.jsonl]
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from skryba.guard.evaluation import (
    cost_ms,
    figures,
    load_pairs,
    meets_targets,
    repair_score,
    score,
)

DEFAULT = Path(__file__).resolve().parent.parent / "tests" / "data" / "guard_pairs.jsonl"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "pairs", nargs="?", type=Path, default=DEFAULT, help="a labelled set, one JSON pair a line"
    )
    path: Path = parser.parse_args().pairs
    if not path.is_file():
        parser.error(f"no such file: {path}")
    pairs = load_pairs(path)
    scores = score(pairs)
    print("| kind | flagged | total | share |\n| --- | ---: | ---: | ---: |")
    for s in scores:
        label = "faithful (flagged)" if s.kind == "faithful" else f"{s.kind} (caught)"
        print(f"| {label} | {s.flagged} | {s.total} | {s.share:.0%} |")
    print(f"\n{path.name}: {figures(scores)}")
    print(
        "\nOne scripted repair round (the source sentences each finding names given back; "
        "same-language pairs):"
    )
    repaired = repair_score(pairs)
    for figure in repaired:
        print(f"- {figure}")
    headline = figures(scores)
    still = headline.faithful_flagged - repaired[0].repaired
    print(
        f"- faithful still blocked after it: {still}/{headline.faithful} "
        f"({still / headline.faithful:.0%}; a flagged translation counted as not repaired)"
    )
    print(f"\n{len(pairs)} pairs; guard cost per 200-token candidate, CPU time over 100 checks:")
    for language in ("pl", "en"):
        warm = cost_ms(pairs, cold=False, language=language)
        cold = cost_ms(pairs, language=language)
        print(
            f"- {language}, source already read, as for a passage's second and later "
            f"candidates: {warm}\n"
            f"- {language}, source read too, as for its first: {cold}"
        )
    print(f"(load average {os.getloadavg()[0]:.2f})")
    problems = meets_targets(scores)
    for problem in problems:
        print("MISSED TARGET:", problem)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
