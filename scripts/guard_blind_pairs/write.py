"""Write tests/data/guard_blindN.jsonl from the set's data modules, validating as it goes.

    python scripts/guard_blind_pairs/write.py 34 [35 ...]

A set N has its Polish and English cases in ``scripts/guard_blindN_source/pl.py`` and ``en.py``
(pairs with ids ``bN-…``); the checks are :mod:`writer`'s. (Set 3, typed in four modules, has a
writer of its own.)
"""

from __future__ import annotations

import argparse
import importlib.util
from pathlib import Path
from types import ModuleType

from writer import write_set

SCRIPTS = Path(__file__).resolve().parents[1]


def load_module(path: Path, name: str) -> ModuleType:
    """A set's data module, loaded under a name of its own (each set's are named alike, "pl"
    and "en")."""
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def write(number: int) -> None:
    """Validate and write blind set ``number``."""
    folder = SCRIPTS / f"guard_blind{number}_source"
    if not folder.is_dir():
        raise SystemExit(f"no such set: {folder}")
    cases = [
        *load_module(folder / "pl.py", f"blind{number}_pl").CASES,
        *load_module(folder / "en.py", f"blind{number}_en").CASES,
    ]
    write_set(cases, f"guard_blind{number}.jsonl", f"b{number}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sets", nargs="+", type=int, help="blind set numbers, e.g. 34 35")
    for number in parser.parse_args().sets:
        write(number)


if __name__ == "__main__":
    main()
