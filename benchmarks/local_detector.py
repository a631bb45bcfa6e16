"""Seconds the ``local`` detector takes per passage of a given length, and where they go.

    .venv/bin/python -m benchmarks.local_detector --tokens 200 --repeats 10
    .venv/bin/python -m benchmarks.local_detector --max-tokens 0 --model path/to/other.gguf

Prints the median and mean seconds of ``LocalDetector.criterion`` on an English passage cut to
exactly ``--tokens`` tokens, split into the model's forward pass (llama.cpp) and the analytic
sums over the next-token distributions (numpy). The detector runs as shipped (the converted
copy of the bundled model, the first ``MAX_SCORED_TOKENS`` tokens scored) unless the options
say otherwise.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from pathlib import Path

import numpy as np

from skryba.detectors.calibration import load_calibration
from skryba.detectors.local import (
    CALIBRATION_PATH,
    MAX_SCORED_TOKENS,
    N_THREADS,
    LocalDetector,
    analytic_sums,
)

# Plain English prose, repeated as needed and cut to the requested length in tokens.
PROSE = (
    "The committee met on Tuesday to review the budget for the coming year. Several members "
    "argued that the library should receive more money, because the number of visitors has "
    "grown steadily since the new reading room opened. Others pointed out that the roads in "
    "the northern district still need repair after the floods, and that the council had "
    "promised to fix them before winter. After a long discussion, the chair proposed a "
    "compromise: a modest increase for the library, paid for by postponing the purchase of "
    "new office furniture, and a separate vote next month on an emergency fund for the roads. "
)


def passage_of(detector: LocalDetector, tokens: int) -> str:
    """English text that the model splits into exactly ``tokens`` tokens."""
    text = PROSE
    while len(detector.tokenize(text)) < tokens:
        text += PROSE
    return detector.detokenize(detector.tokenize(text)[:tokens])


def main() -> None:
    """Time the criterion and its two parts."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tokens", type=int, default=200)
    parser.add_argument("--repeats", type=int, default=10)
    parser.add_argument("--max-tokens", type=int, default=MAX_SCORED_TOKENS, help="0: all")
    parser.add_argument("--threads", type=int, default=N_THREADS)
    parser.add_argument("--model", type=Path, default=None, help="GGUF file (default: shipped)")
    args = parser.parse_args()

    detector = LocalDetector(
        model_path=args.model,
        # Timing only: any curve will do, so a bound or model without a fitted curve can run.
        calibration=load_calibration(CALIBRATION_PATH),
        n_threads=args.threads,
        max_tokens=args.max_tokens,
    )
    text = passage_of(detector, args.tokens)
    # What criterion() evaluates: the first max_tokens tokens of the passage.
    tokens = detector.tokenize(text)
    tokens = tokens[: args.max_tokens] if args.max_tokens else tokens
    detector.criterion(text)  # load the model and warm the caches

    totals = []
    # CPU seconds of the process (every thread): what a text costs the machine, which stays
    # meaningful when other work shares the cores and stretches the wall time.
    cpu_started = time.process_time()
    for _ in range(args.repeats):
        started = time.perf_counter()
        detector.criterion(text)
        totals.append(time.perf_counter() - started)
    cpu = (time.process_time() - cpu_started) / args.repeats

    llama = detector._model()
    forward, sums = [], []
    for _ in range(args.repeats):
        started = time.perf_counter()
        llama.reset()
        llama.eval(tokens)
        forward.append(time.perf_counter() - started)
        logits = np.asarray(llama.scores[: len(tokens) - 1])
        started = time.perf_counter()
        analytic_sums(logits, np.asarray(tokens[1:], dtype=np.intp))
        sums.append(time.perf_counter() - started)

    print(
        f"passage: {args.tokens} tokens, {len(tokens)} scored; model {detector.model_path.name}; "
        f"{args.repeats} repeats; {detector.n_threads} threads; load average "
        + " ".join(f"{v:.2f}" for v in os.getloadavg())
    )
    print(
        f"criterion: median {statistics.median(totals):.3f} s, "
        f"mean {statistics.fmean(totals):.3f} s per passage; {cpu:.3f} CPU s per passage"
    )
    print(
        f"of which forward pass median {statistics.median(forward):.3f} s, "
        f"analytic sums median {statistics.median(sums):.3f} s"
    )


if __name__ == "__main__":
    main()
