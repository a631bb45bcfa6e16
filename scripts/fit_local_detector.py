"""Fit the local detector's logistic curve and write skryba/detectors/local_calibration.json.

Human-written English: the long fortunes of Debian's ``fortunes`` package (quotations, essays,
jokes and verse written by people, collected decades before language models;
``apt-get install fortunes`` puts them in /usr/share/games/fortunes). Machine-written English:
replies of the bundled SmolLM2-135M-Instruct to prompts built from the starts of other fortunes
(continue it, rewrite it, write about its topic), half greedy and half sampled.

Every text gets its Fast-DetectGPT criterion from ``LocalDetector``; ``fit_logistic`` fits
``a`` and ``b`` (labels: 1 = machine, 0 = human, equal class sizes, so the curve assumes even
odds), and ``auroc`` measures how well the criterion alone separates the two sets.

Usage: python scripts/fit_local_detector.py [--per-class N] [--seed S] [--threads T] [--out PATH]
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from skryba.detectors.calibration import (
    Calibration,
    auroc,
    fit_logistic,
    log_loss,
    save_calibration,
)
from skryba.detectors.local import CALIBRATION_PATH, LocalDetector
from skryba.errors import UnsupportedText
from skryba.language import detect_language
from skryba.local_model import gguf_path

FORTUNES = Path("/usr/share/games/fortunes")
# Files that are pictures, not prose.
SKIPPED_FILES = {"ascii-art"}
MIN_WORDS = 40
MAX_WORDS = 250
PROMPT_WORDS = 12
GENERATION_MAX_TOKENS = 200
PROMPTS = (
    "Continue this text with one paragraph:\n\n{start}",
    "Rewrite this text in plain language, as one paragraph:\n\n{start}",
    "Write a paragraph about the topic of this text:\n\n{start}",
)


@dataclass
class Sample:
    text: str
    label: int  # 1 = machine, 0 = human
    origin: str
    criterion: float


def _clean(fortune: str) -> str:
    # Attribution lines ("-- Mark Twain") are not the author's prose; indentation is layout.
    lines = [line.strip() for line in fortune.splitlines()]
    return " ".join(line for line in lines if line and not line.startswith("--"))


def _is_prose(text: str) -> bool:
    letters = sum(ch.isalpha() or ch.isspace() for ch in text)
    return letters / max(len(text), 1) > 0.9 and detect_language(text) == "en"


def human_texts(directory: Path) -> list[tuple[str, str]]:
    """``(origin, text)`` of every long English prose fortune."""
    if not directory.is_dir():
        sys.exit(f"{directory} is missing: run `apt-get install fortunes` first")
    texts: list[tuple[str, str]] = []
    for path in sorted(directory.iterdir()):
        if path.suffix or path.is_dir() or path.name in SKIPPED_FILES:
            continue
        raw = path.read_text(encoding="utf-8", errors="replace")
        for index, fortune in enumerate(re.split(r"\n%\n", raw)):
            text = _clean(fortune)
            if MIN_WORDS <= len(text.split()) <= MAX_WORDS and _is_prose(text):
                texts.append((f"fortunes/{path.name}#{index}", text))
    return texts


def machine_texts(starts: list[tuple[str, str]], seed: int, threads: int) -> list[tuple[str, str]]:
    """SmolLM2's replies to prompts built from the first words of human texts."""
    from llama_cpp import Llama

    llama = Llama(
        model_path=str(gguf_path()),
        n_ctx=1024,
        n_threads=threads,
        n_threads_batch=threads,
        seed=seed,
        verbose=False,
    )
    texts: list[tuple[str, str]] = []
    for index, (origin, human) in enumerate(starts):
        start = " ".join(human.split()[:PROMPT_WORDS])
        prompt = PROMPTS[index % len(PROMPTS)].format(start=start)
        greedy = index % 2 == 0
        reply = llama.create_chat_completion(
            messages=[{"role": "user", "content": prompt}],
            max_tokens=GENERATION_MAX_TOKENS,
            temperature=0.0 if greedy else 0.8,
            top_p=0.95,
            seed=seed + index,
        )
        if not isinstance(reply, dict):
            raise TypeError("expected a complete (non-streamed) chat completion")
        text = " ".join(str(reply["choices"][0]["message"]["content"]).split())
        mode = "greedy" if greedy else "sampled t=0.8"
        texts.append((f"smollm2 {mode}, prompt {index % len(PROMPTS)} from {origin}", text))
    return texts


def main() -> None:
    """Collect texts, compute criteria, fit, report, write the calibration file."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-class", type=int, default=150)
    parser.add_argument("--seed", type=int, default=20240507)
    parser.add_argument("--out", type=Path, default=CALIBRATION_PATH)
    # On a machine whose cores are busy with other work one thread is much faster than two.
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args()

    rng = random.Random(args.seed)
    pool = human_texts(FORTUNES)
    rng.shuffle(pool)
    # Disjoint halves: humans scored as they are, and prompt starts for the machine texts.
    humans = pool[: args.per_class]
    # Some replies come out too short or not English: generate a few spare ones.
    starts = pool[args.per_class : args.per_class + args.per_class * 6 // 5 + 5]
    print(f"{len(pool)} long English fortunes; generating up to {len(starts)} machine texts")

    started = time.perf_counter()
    machines = machine_texts(starts, args.seed, args.threads)
    print(f"generated {len(machines)} in {time.perf_counter() - started:.0f} s")

    detector = LocalDetector(n_threads=args.threads)
    samples: list[Sample] = []
    skipped = 0
    started = time.perf_counter()
    for label, texts, wanted in ((0, humans, args.per_class), (1, machines, args.per_class)):
        taken = 0
        for origin, text in texts:
            if taken == wanted:
                break
            if detect_language(text) != "en":
                skipped += 1
                continue
            try:
                result = detector.criterion(text)
            except UnsupportedText:
                skipped += 1
                continue
            samples.append(Sample(text, label, origin, result.criterion))
            taken += 1
    print(
        f"scored {len(samples)} texts in {time.perf_counter() - started:.0f} s ({skipped} skipped)"
    )

    criteria = [s.criterion for s in samples]
    labels = [s.label for s in samples]
    curve = fit_logistic(criteria, labels)
    area = auroc(criteria, labels)
    loss = log_loss(curve, criteria, labels)
    n_ai = sum(labels)
    calibration = Calibration(
        curve=curve,
        n=len(samples),
        n_ai=n_ai,
        n_human=len(samples) - n_ai,
        auroc=round(area, 4),
        log_loss=round(loss, 4),
        fitted_on=(
            f"{len(samples) - n_ai} human-written English fortunes ({MIN_WORDS}-{MAX_WORDS} "
            f"words) from Debian's `fortunes` package (/usr/share/games/fortunes) against "
            f"{n_ai} replies of SmolLM2-135M-Instruct (Q4_1 GGUF) to prompts built from the "
            f"first {PROMPT_WORDS} words of other fortunes (continue / rewrite plainly / write "
            f"about the topic), half greedy, half sampled at temperature 0.8; equal class "
            f"sizes; scripts/fit_local_detector.py --per-class {args.per_class} "
            f"--seed {args.seed}"
        ),
        model=gguf_path().name,
    )
    for label, name in ((0, "human"), (1, "machine")):
        values = sorted(c for c, y in zip(criteria, labels, strict=True) if y == label)
        print(
            f"{name:8s} n={len(values)} criterion min {values[0]:.2f} "
            f"median {values[len(values) // 2]:.2f} max {values[-1]:.2f}"
        )
    print(f"n={calibration.n} AUROC={area:.4f} a={curve.a:.6f} b={curve.b:.6f} log_loss={loss:.4f}")
    save_calibration(calibration, args.out)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
