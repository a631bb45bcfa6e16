"""Fit the local detector's logistic curve and write skryba/detectors/local_calibration.json.

Human-written English: the long fortunes of Debian's ``fortunes`` package (quotations, essays,
jokes and verse written by people, collected decades before language models;
``apt-get install fortunes`` puts them in /usr/share/games/fortunes). Machine-written English:
replies of the bundled SmolLM2-135M-Instruct (the shipped Q4_1 GGUF, as the embedded route runs
it) to prompts built from the starts of other fortunes (continue it, rewrite it, write about its
topic), half greedy and half sampled.

The labelled texts are written once to ``--texts`` (JSONL) and reused by later runs, so that a
refit for a changed model or window scores the very same texts. Per class the first
``--per-class`` scored texts are the fit split and the next ``--held-out`` the held-out split:
``fit_logistic`` fits ``a`` and ``b`` on the fit split (labels: 1 = machine, 0 = human, equal
class sizes, so the curve assumes even odds), and ``auroc`` is reported on both splits.

``--sweep K1,K2,...`` prints, for each bound K on the scored tokens, the held-out AUROC of a
curve fitted on the fit split (one forward pass per text: a causal model's first K positions do
not depend on the tokens after them). ``--model`` and ``--max-tokens 0`` score with another
GGUF file or without a bound, to measure the detector as it was.

Usage: python scripts/fit_local_detector.py [--per-class N] [--held-out N] [--seed S]
       [--threads T] [--texts PATH] [--out PATH] [--model GGUF] [--max-tokens K]
       [--sweep K,...] [--dry-run]
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import time
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from skryba.detectors.calibration import (
    Calibration,
    auroc,
    fit_logistic,
    load_calibration,
    log_loss,
    save_calibration,
)
from skryba.detectors.local import (
    CALIBRATION_PATH,
    MAX_SCORED_TOKENS,
    LocalDetector,
    criterion_from_sums,
)
from skryba.embedded.model import cache_dir, gguf_path
from skryba.errors import UnsupportedText
from skryba.language import detect_language

FORTUNES = Path("/usr/share/games/fortunes")
# The labelled texts stay on the machine (they quote the fortunes), next to the model's copy.
DEFAULT_TEXTS = cache_dir() / "local_detector_texts.jsonl"
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


class LabelledText(BaseModel):
    """One text of the fit or held-out split, and where it came from."""

    model_config = ConfigDict(frozen=True)

    text: str
    label: int  # 1 = machine, 0 = human
    origin: str


class Scored(BaseModel):
    """A labelled text with its per-token Fast-DetectGPT terms (for any bound K)."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    item: LabelledText
    log_likelihood: list[float]
    expected: list[float]
    variance: list[float]

    def criterion(self, bound: int) -> float:
        """The criterion over the first ``bound`` tokens (0: all), as ``LocalDetector`` does."""
        scored = len(self.log_likelihood) if bound <= 0 else bound - 1
        return criterion_from_sums(
            sum(self.log_likelihood[:scored]),
            sum(self.expected[:scored]),
            sum(self.variance[:scored]),
        )


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
        if (index + 1) % 25 == 0:
            print(f"  generated {index + 1}/{len(starts)}", flush=True)
    return texts


def collect(per_class: int, seed: int, threads: int) -> list[LabelledText]:
    """``per_class`` human fortunes and machine replies (plus spares for skipped ones)."""
    rng = random.Random(seed)
    pool = human_texts(FORTUNES)
    rng.shuffle(pool)
    # Disjoint halves: humans scored as they are, and prompt starts for the machine texts.
    humans = pool[:per_class]
    # Some replies come out too short or not English: generate a few spare ones.
    starts = pool[per_class : per_class + per_class * 6 // 5 + 5]
    print(f"{len(pool)} long English fortunes; generating {len(starts)} machine texts", flush=True)
    started = time.perf_counter()
    machines = machine_texts(starts, seed, threads)
    print(f"generated {len(machines)} in {time.perf_counter() - started:.0f} s")
    return [LabelledText(text=t, label=0, origin=o) for o, t in humans] + [
        LabelledText(text=t, label=1, origin=o) for o, t in machines
    ]


def load_or_collect(path: Path, per_class: int, seed: int, threads: int) -> list[LabelledText]:
    """The labelled texts saved at ``path``, collected and saved first if it is missing."""
    if path.is_file():
        lines = path.read_text(encoding="utf-8").splitlines()
        return [LabelledText.model_validate_json(line) for line in lines if line.strip()]
    items = collect(per_class, seed, threads)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(item.model_dump_json() + "\n" for item in items), encoding="utf-8")
    print(f"wrote {len(items)} labelled texts to {path}")
    return items


def score_all(
    detector: LocalDetector, items: list[LabelledText], wanted: int
) -> tuple[list[Scored], int]:
    """Per-token terms of the first ``wanted`` scorable texts of each class; skipped count."""
    scored: list[Scored] = []
    skipped = 0
    for label in (0, 1):
        taken = 0
        for item in items:
            if item.label != label or taken == wanted:
                continue
            if detect_language(item.text) != "en":
                skipped += 1
                continue
            try:
                ll, mu, var = detector.token_terms(item.text)
            except UnsupportedText:
                skipped += 1
                continue
            scored.append(Scored(item=item, log_likelihood=ll, expected=mu, variance=var))
            taken += 1
    return scored, skipped


def split(scored: list[Scored], per_class: int) -> tuple[list[Scored], list[Scored]]:
    """The first ``per_class`` of each class (fit split) and the rest (held-out split)."""
    fit: list[Scored] = []
    held: list[Scored] = []
    for label in (0, 1):
        of_class = [s for s in scored if s.item.label == label]
        fit += of_class[:per_class]
        held += of_class[per_class:]
    return fit, held


def _criteria(samples: list[Scored], bound: int) -> tuple[list[float], list[int]]:
    return [s.criterion(bound) for s in samples], [s.item.label for s in samples]


def main() -> None:
    """Collect or load texts, compute criteria, fit, report, write the calibration file."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-class", type=int, default=150)
    parser.add_argument("--held-out", type=int, default=100)
    parser.add_argument("--seed", type=int, default=20240507)
    parser.add_argument("--texts", type=Path, default=DEFAULT_TEXTS)
    parser.add_argument("--out", type=Path, default=CALIBRATION_PATH)
    parser.add_argument("--model", type=Path, default=None, help="GGUF file (default: shipped)")
    parser.add_argument("--max-tokens", type=int, default=MAX_SCORED_TOKENS)
    parser.add_argument("--sweep", default="", help="comma-separated bounds K to compare")
    parser.add_argument("--dry-run", action="store_true", help="report, write nothing")
    # On a machine whose cores are busy with other work one thread is much faster than two.
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args()

    items = load_or_collect(args.texts, args.per_class + args.held_out, args.seed, args.threads)
    bounds = [int(k) for k in args.sweep.split(",") if k.strip()]
    # For a sweep the terms of every token are computed once and each bound K sums a prefix of
    # them; without one only the tokens the fit needs are evaluated.
    detector = LocalDetector(
        model_path=args.model,
        # The curve is what this script fits: the shipped one only fills the parameter.
        calibration=load_calibration(CALIBRATION_PATH),
        n_threads=args.threads,
        max_tokens=0 if bounds else args.max_tokens,
    )
    started = time.perf_counter()
    scored, skipped = score_all(detector, items, args.per_class + args.held_out)
    print(
        f"scored {len(scored)} texts with {detector.model_path.name} in "
        f"{time.perf_counter() - started:.0f} s ({skipped} skipped)"
    )
    fit, held = split(scored, args.per_class)

    for bound in bounds:
        x, y = _criteria(fit, bound)
        hx, hy = _criteria(held, bound)
        curve = fit_logistic(x, y)
        print(
            f"K={bound or 'all':>4}: fit AUROC {auroc(x, y):.4f}, held-out AUROC "
            f"{auroc(hx, hy):.4f}, held-out log loss {log_loss(curve, hx, hy):.4f}, "
            f"a={curve.a:.4f} b={curve.b:.4f}"
        )

    criteria, labels = _criteria(fit, args.max_tokens)
    held_criteria, held_labels = _criteria(held, args.max_tokens)
    curve = fit_logistic(criteria, labels)
    area = auroc(criteria, labels)
    held_area = auroc(held_criteria, held_labels)
    loss = log_loss(curve, criteria, labels)
    n_ai = sum(labels)
    scope = f"the first {args.max_tokens} tokens" if args.max_tokens > 0 else "every token"
    calibration = Calibration(
        curve=curve,
        n=len(fit),
        n_ai=n_ai,
        n_human=len(fit) - n_ai,
        auroc=round(area, 4),
        log_loss=round(loss, 4),
        held_out_n=len(held),
        held_out_auroc=round(held_area, 4),
        max_tokens=args.max_tokens,
        fitted_on=(
            f"{len(fit) - n_ai} human-written English fortunes ({MIN_WORDS}-{MAX_WORDS} "
            f"words) from Debian's `fortunes` package (/usr/share/games/fortunes) against "
            f"{n_ai} replies of SmolLM2-135M-Instruct (Q4_1 GGUF) to prompts built from the "
            f"first {PROMPT_WORDS} words of other fortunes (continue / rewrite plainly / write "
            f"about the topic), half greedy, half sampled at temperature 0.8; equal class "
            f"sizes; criterion over {scope} of each text with {detector.model_path.name}; "
            f"held out: the next {len(held) // 2} of each class; "
            f"scripts/fit_local_detector.py --per-class {args.per_class} --held-out "
            f"{args.held_out} --seed {args.seed} --max-tokens {args.max_tokens}"
        ),
        model=detector.model_path.name,
    )
    for label, name in ((0, "human"), (1, "machine")):
        values = sorted(c for c, y in zip(criteria, labels, strict=True) if y == label)
        print(
            f"{name:8s} n={len(values)} criterion min {values[0]:.2f} "
            f"median {values[len(values) // 2]:.2f} max {values[-1]:.2f}"
        )
    print(
        f"fit n={calibration.n} AUROC={area:.4f} a={curve.a:.6f} b={curve.b:.6f} "
        f"log_loss={loss:.4f}; held-out n={len(held)} AUROC={held_area:.4f}"
    )
    shipped = load_calibration(CALIBRATION_PATH)
    if shipped.max_tokens == args.max_tokens and shipped.model == calibration.model:
        shipped_loss = log_loss(shipped.curve, held_criteria, held_labels)
        print(f"held-out log loss of the shipped curve: {shipped_loss:.4f}")
    if not args.dry_run:
        save_calibration(calibration, args.out)
        print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
