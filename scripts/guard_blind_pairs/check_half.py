"""Validate one helper's half of a blind set before it is written (see helper_prompt.md).

    python scripts/guard_blind_pairs/check_half.py scripts/guard_blind50_source/pl.py A pl

It checks what :mod:`writer` checks, and the half's shape: 20 cases whose keys start with the
source language and are used by no earlier set, sources of 60-150 words, two same-language
rewrites and one translation each, three slips each, and the damage plan's counts (A or B).
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter
from pathlib import Path

from common import Bad, Case
from write import load_module
from writer import rows, words

ROOT = Path(__file__).resolve().parents[2]
# Two damage plans of 60 slips each; a set takes one for each half.
PLANS = {
    "A": {
        "negation": 9, "number": 8, "modality": 8, "hedge": 6, "date": 6, "invented_fact": 6,
        "legal_reference": 4, "code": 3, "url": 3, "citation": 3, "markdown": 2,
        "wrong_language": 2,
    },
    "B": {
        "modality": 9, "number": 9, "negation": 8, "hedge": 6, "date": 6, "invented_fact": 6,
        "url": 4, "markdown": 3, "legal_reference": 3, "citation": 3, "code": 2,
        "wrong_language": 1,
    },
}  # fmt: skip
CASES = 20
_KEY = re.compile(r'key="([^"]+)"')
_ID = re.compile(r"^[a-z0-9]+-(.*)-\d\d$")


def used_keys(besides: Path) -> set[str]:
    """Every case key of the sets already written, but the half being checked (and the pairs
    written from its set, when it is checked again)."""
    keys: set[str] = set()
    for path in (ROOT / "scripts").glob("guard_*source*/*.py"):
        if path.resolve() != besides.resolve():
            keys.update(_KEY.findall(path.read_text(encoding="utf-8")))
    own = besides.resolve().parent.name.removesuffix("_source") + ".jsonl"
    for path in (ROOT / "tests" / "data").glob("guard_*.jsonl"):
        if path.name == own:
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                found = _ID.match(json.loads(line)["id"])
                if found is not None:
                    keys.add(found.group(1))
    return keys


def problems(cases: list[Case], plan: str, language: str, used: set[str]) -> list[str]:
    """What is wrong with a half, in words a helper can act on (nothing when it is right)."""
    other = "en" if language == "pl" else "pl"
    found: list[str] = []
    if len(cases) != CASES:
        found.append(f"{len(cases)} cases, want {CASES}")
    seen: set[str] = set()
    for case in cases:
        if not case.key.startswith(language + "-"):
            found.append(f"{case.key}: key must start with {language}-")
        if case.key in used:
            found.append(f"{case.key}: key already used by another set, pick another")
        if case.key in seen:
            found.append(f"{case.key}: repeated key")
        seen.add(case.key)
        count = words(case.source)
        if not 60 <= count <= 150:
            found.append(f"{case.key}: source has {count} words, want 60-150")
        languages = sorted(good.language for good in case.good)
        if languages != sorted(["preserve", "preserve", other]):
            found.append(f"{case.key}: rewrites {languages}, want two 'preserve' and one {other!r}")
        if len(case.bad) != 3:
            found.append(f"{case.key}: {len(case.bad)} slips, want 3")
        if any(isinstance(bad, Bad) for bad in case.bad):
            found.append(f"{case.key}: use Slip, not Bad")
        try:
            rows(case, "check")
        except SystemExit as error:
            found.append(str(error))
    got = Counter(bad.damage for case in cases for bad in case.bad)
    want = PLANS[plan]
    for damage in sorted(set(got) | set(want)):
        if got[damage] != want.get(damage, 0):
            found.append(f"damage {damage}: {got[damage]}, want {want.get(damage, 0)}")
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "module", type=Path, help="the half, e.g. scripts/guard_blind50_source/pl.py"
    )
    parser.add_argument("plan", choices=sorted(PLANS), help="the damage plan")
    parser.add_argument("language", choices=("pl", "en"), help="the sources' language")
    args = parser.parse_args()
    module = load_module(args.module, "half")
    found = problems(list(module.CASES), args.plan, args.language, used_keys(args.module))
    print("damages:", dict(Counter(bad.damage for case in module.CASES for bad in case.bad)))
    print("OK" if not found else "\n".join(["PROBLEMS:", *found]))
    raise SystemExit(1 if found else 0)


if __name__ == "__main__":
    main()
