"""What the default local detector costs the user: the same run with and without it.

Starts ``benchmarks.latency_route`` on loopback (fixed latency; candidates are the passages'
sentences rotated, so every candidate passes the guard and the judge and is scored), writes a
corpus of English passages of about ``--tokens`` tokens, and runs ``skryba rewrite`` as a real
CLI process twice on it, each with a fresh audit store: ``--detector none``, then ``--detector
local``. Prints both wall times and their ratio (issue 14's target: at most 1.15 for 24
passages, 3 candidates, a 2 s route and ``--concurrency 8``).

    .venv/bin/python -m benchmarks.detector_overhead
    .venv/bin/python -m benchmarks.detector_overhead --passages 24 --latency 2 --concurrency 8

A first two-passage run with the local detector, not measured, converts the bundled model into
the user's cache (once per machine) and migrates Prefect's database.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

from benchmarks.overhead import SkrybaRun, run_skryba, start_route

# Plain English sentences without numbers; a passage is thirteen of them from a rotating start,
# led by a sentence that makes it distinct.
SENTENCES = (
    "The committee met on Tuesday to review the budget for the coming year.",
    "Several members argued that the library should receive more money.",
    "The number of visitors has grown steadily since the new reading room opened.",
    "Others pointed out that the roads in the northern district still need repair.",
    "The floods last spring left deep holes along the main road to the market.",
    "The council had promised to fix them before the first snow of winter.",
    "After a long discussion, the chair proposed a compromise that pleased few people.",
    "The library would get a modest increase, paid for by postponing new office furniture.",
    "A separate vote next month would decide on an emergency fund for the roads.",
    "Some residents who attended the meeting asked why the debate took so long.",
    "The treasurer explained that every change to the budget needs a second reading.",
    "Local shop owners hope that the repaired roads will bring more customers downtown.",
    "Teachers from the primary school asked for longer opening hours at the library.",
    "The chair thanked everyone for their patience and closed the meeting after dark.",
)
PER_PASSAGE = 13
NAMES = ("Anna", "Bruno", "Clara", "David", "Elena", "Frank", "Greta", "Henry")
PLACES = ("the town hall", "the old school", "the fire station", "the community centre")


def passage(number: int) -> str:
    """About 200 tokens of English prose, distinct for each ``number``."""
    lead = (
        f"These are the notes {NAMES[number % len(NAMES)]} took at "
        f"{PLACES[number // len(NAMES) % len(PLACES)]} in meeting {chr(65 + number % 26)}."
    )
    start = number % len(SENTENCES)
    body = [SENTENCES[(start + i) % len(SENTENCES)] for i in range(PER_PASSAGE)]
    return " ".join([lead, *body])


def write_corpus(folder: Path, passages: int) -> None:
    """One Markdown file of ``passages`` paragraphs."""
    folder.mkdir(parents=True, exist_ok=True)
    text = "\n\n".join(passage(n) for n in range(passages))
    (folder / "minutes.md").write_text(text + "\n", encoding="utf-8")


def _print(label: str, run: SkrybaRun) -> None:
    print(
        f"--detector {label}: wall {run.wall_s:.1f} s (cold start {run.cold_start_s:.1f} s, "
        f"after the route's last answer {run.tail_s:.1f} s); {run.requests} requests, "
        f"{run.rewritten} rewritten",
        flush=True,
    )


def main() -> None:
    """Run both configurations and print the ratio."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--passages", type=int, default=24)
    parser.add_argument("--latency", type=float, default=2.0)
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument("--candidates", type=int, default=3)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="skryba-detector-bench-") as tmp:
        work = Path(tmp)
        route, base = start_route(args.latency, echo=True)
        runs: dict[str, SkrybaRun] = {}
        try:
            for label, passages, detector in (
                ("warm-up", 2, "local"),
                ("none", args.passages, "none"),
                ("local", args.passages, "local"),
            ):
                folder = work / label
                write_corpus(folder / "corpus", passages)
                runs[label] = run_skryba(
                    folder / "corpus",
                    folder,
                    base,
                    args.concurrency,
                    args.candidates,
                    work / "prefect-home",
                    detector=detector,
                )
        finally:
            route.terminate()
            route.wait(10)
    load = os.getloadavg()
    print(
        f"passages={args.passages} (about 200 tokens each) candidates={args.candidates} "
        f"latency={args.latency}s concurrency={args.concurrency}; "
        f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}"
    )
    _print("none", runs["none"])
    _print("local", runs["local"])
    print(f"ratio local / none: {runs['local'].wall_s / runs['none'].wall_s:.3f} (target <= 1.15)")


if __name__ == "__main__":
    main()
