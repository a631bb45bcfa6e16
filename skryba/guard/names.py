"""Product and service names written in mixed case ("mPark", "ParentPay", "GitHub").

Such a name is kept as it is in any rewrite and in translation, so it is a protected fact: one
the candidate adds ("pay in the mPark app") is invented, one it drops is lost. A Polish case
ending ("na GitHubie", "w mParku") is read off.
"""

from __future__ import annotations

import re

from models.guard import FindingKind
from skryba.guard.facts import Fact, fact

# A capital inside a word, after a lower-case letter and before two more: "mPark", "ParentPay";
# not an abbreviation such as "PhD" or "AoE".
_NAME = re.compile(r"(?<![\w'\u2019-])[^\W\d_][a-ząćęłńóśźż]*(?<=[a-ząćęłńóśźż])[A-Z][a-z]{2,}\w*")
_CASE_ENDING = re.compile(r"(?:owi|iem|em|ie|a|u|y|ą|ę)$")


def extract_names(text: str) -> list[Fact]:
    """The mixed-case names of a text, each read without a Polish case ending."""
    if not any(ch.isupper() for ch in text):
        return []
    found: list[Fact] = []
    for match in _NAME.finditer(text):
        name = match.group(0)
        found.append(fact(FindingKind.NAME, name, ["name:" + _CASE_ENDING.sub("", name)]))
    return found
