"""Validates blind guard pairs typed as `common.Case`s and writes them as a JSONL set.

It checks the keys, that labels and damages agree, that ids are unique, that every slip's edits
landed exactly once, that no damaged candidate equals a faithful one, and that sources are mostly
60-150 words; then it prints the counts by label, damage, language and source length band.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from common import DAMAGES, LANGUAGES, Bad, Case, Good, Slip

DATA = Path(__file__).resolve().parents[2] / "tests" / "data"
KEYS = ("id", "source", "candidate", "language", "label", "damage")


def words(text: str) -> int:
    """Whitespace-separated word count."""
    return len(text.split())


def band(n: int) -> str:
    """The source length band a word count falls in."""
    if n < 60:
        return "<60"
    if n <= 150:
        return "60-150"
    return ">150"


def apply(slip: Slip, base: Good, where: str) -> str:
    """The base text with the slip's edits; each edit's old text must occur exactly once."""
    text = base.text
    for old, new in slip.edits:
        found = text.count(old)
        if found != 1:
            raise SystemExit(f"{where}: edit {old!r} found {found} times in its base")
        if old == new:
            raise SystemExit(f"{where}: edit {old!r} changes nothing")
        text = text.replace(old, new)
    return text


def rows(case: Case, prefix: str) -> list[dict[str, str | None]]:
    """One case's pairs, faithful first, numbered in order, ids opening with ``prefix``."""
    lang = case.key.split("-", 1)[0]
    if lang not in ("pl", "en"):
        raise SystemExit(f"{case.key}: key must start with the source language")
    out: list[dict[str, str | None]] = []
    faithful = set()
    for good in case.good:
        if good.language not in LANGUAGES:
            raise SystemExit(f"{case.key}: bad language {good.language!r}")
        if good.text == case.source:
            raise SystemExit(f"{case.key}: a faithful candidate copies its source")
        faithful.add(good.text)
        out.append(
            {"candidate": good.text, "language": good.language, "label": "faithful", "damage": None}
        )
    for number, bad in enumerate(case.bad):
        where = f"{case.key} bad #{number}"
        if bad.damage not in DAMAGES:
            raise SystemExit(f"{where}: unknown damage {bad.damage!r}")
        if isinstance(bad, Slip):
            base = case.good[bad.base]
            text, language = apply(bad, base, where), base.language
        else:
            assert isinstance(bad, Bad)
            text, language = bad.text, bad.language
        if language not in LANGUAGES:
            raise SystemExit(f"{where}: bad language {language!r}")
        if text in faithful or text == case.source:
            raise SystemExit(f"{where}: damaged candidate equals a faithful one or the source")
        out.append(
            {"candidate": text, "language": language, "label": "damaged", "damage": bad.damage}
        )
    for index, row in enumerate(out, 1):
        row["id"] = f"{prefix}-{case.key}-{index:02d}"
        row["source"] = case.source
    return [{key: row[key] for key in KEYS} for row in out]


def write_set(cases: list[Case], name: str, prefix: str) -> None:
    """Validate the cases, write them to ``tests/data/<name>`` and print the counts."""
    out = DATA / name
    keys = Counter(case.key for case in cases)
    repeated = [key for key, n in keys.items() if n > 1]
    if repeated:
        raise SystemExit(f"repeated case keys: {repeated}")
    sources = Counter(case.source for case in cases)
    if max(sources.values()) > 1:
        raise SystemExit("two cases share a source")
    every = [row for case in cases for row in rows(case, prefix)]
    ids = Counter(row["id"] for row in every)
    if max(ids.values()) > 1:
        raise SystemExit("repeated ids")
    for row in every:
        if (row["label"] == "faithful") != (row["damage"] is None):
            raise SystemExit(f"{row['id']}: label and damage disagree")
    bands = Counter(band(words(case.source)) for case in cases)
    share = bands["60-150"] / len(cases)
    if share < 0.85:
        raise SystemExit(f"only {share:.0%} of sources are 60-150 words")
    out.write_text(
        "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in every), encoding="utf-8"
    )
    print(f"wrote {len(every)} pairs from {len(cases)} sources to {out}")
    print("by label:", dict(Counter(row["label"] for row in every)))
    print("by damage:", dict(Counter(row["damage"] for row in every if row["damage"])))
    print("by language:", dict(Counter(row["language"] for row in every)))
    print("by source language:", dict(Counter(str(row["id"]).split("-")[1] for row in every)))
    print("source length bands (sources):", dict(bands))
    print(
        "source length bands (pairs):",
        dict(Counter(band(words(str(row["source"]))) for row in every)),
    )
