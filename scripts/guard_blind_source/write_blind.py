"""Generates guard_blind.jsonl from the hand-written pairs in data_*.py."""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common
import data_pl1, data_pl2, data_en1, data_en2  # noqa: F401  (register pairs)

# Written where the tests read it: tests/data/guard_blind.jsonl
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tests", "data", "guard_blind.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for e in common.ENTRIES:
        row = {k: e[k] for k in ("id", "source", "candidate", "language", "label", "damage")}
        f.write(json.dumps(row, ensure_ascii=False) + "\n")
print(out, len(common.ENTRIES))
