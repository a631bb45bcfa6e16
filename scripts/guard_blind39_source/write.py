"""Write tests/data/guard_blind39.jsonl from the blind-39 data modules, validating as it goes.

Run from anywhere: `python scripts/guard_blind39_source/write.py`; the checks are
`scripts/guard_blind_pairs/writer.py`'s.
"""

from __future__ import annotations

import sys
from pathlib import Path

# The case shapes and the writer are shared by the blind sets; the data modules import `common`.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "guard_blind_pairs"))

import en
import pl
from writer import write_set

if __name__ == "__main__":
    write_set([*pl.CASES, *en.CASES], "guard_blind39.jsonl", "b39")
