"""How a thing is paid for: by card, in cash, by transfer (docs/guard.md, round 4).

A means of payment is a fact a rewrite keeps and a translation renders ("by card" is "kartą",
"in cash" "gotówką"): one the candidate adds ("€60, payable by card only") is invented, one it
drops is lost. A card that is no means of payment (an ID card, a yellow card) is none.
"""

from __future__ import annotations

import re

from models.guard import FindingKind
from skryba.guard.facts import Fact, fact, folded

_MEANS: tuple[tuple[str, str], ...] = (
    (
        "card",
        # not a card's name ("z Kartą Dużej Rodziny"): the Polish words in lower case
        r"by\s+card|card\s+payments?|card(?=[\s-]+only)|(?:credit|debit|bank|payment)\s+cards?"
        r"|with\s+(?:a|your)\s+card"
        # "kartą", but not a card the next word names as another ("kartą parkingową", "kartą
        # mieszkańca"); a payment card's own names and the words that go on from one are no
        # such name ("kartą lub gotówką", "kartą przy kasie")
        r"|(?-i:kartą)(?!\s+(?!(?:płatniczą|kredytową|debetową|bankową|lub|albo|oraz|czy|ani"
        r"|bądź|przy|przez|bez|tylko|wyłącznie|też|także|online|zbliżeniowo)(?![\w]))"
        r"[a-ząćęłńóśźż]{3,}(?![\w]))"
        r"|(?-i:kart(?:a|y|ę|ami))\s+(?:płatnicz\w*|kredytow\w*|debetow\w*)",
    ),
    # "gotówce" is a case of "gotówka"; "gotów" (ready) is none
    ("cash", r"cash|gotówk\w*|gotówce"),
    # not "przelewać" (to pour)
    (
        "transfer",
        r"by\s+(?:bank\s+)?transfer|(?:bank|wire|money)\s+transfers?|przelew(?:em|u|y|ów|ami|ie)?",
    ),
    ("contactless", r"contactless|zbliżeniow\w*"),
    ("cheque", r"cheques?|czekiem|czekami"),
    ("BLIK", r"blik"),
    ("PayPal", r"paypal"),
)
_PAYMENT = re.compile(
    r"(?<![\w])(?:" + "|".join(f"(?P<{name}>{words})" for name, words in _MEANS) + r")(?![\w])",
    re.IGNORECASE,
)
# What every match has: most texts name no means of payment and are spared the search.
_HINTS = (
    "card",
    "kart",
    "cash",
    "gotówk",
    "transfer",
    "przelew",
    "contactless",
    "zbliżeniow",
    "cheque",
    "czek",
    "blik",
    "paypal",
)


def extract_payments(text: str) -> list[Fact]:
    """The means of payment a text names, one fact each (as it reads in either language)."""
    lower = folded(text)
    if not any(hint in lower for hint in _HINTS):
        return []
    return [
        fact(FindingKind.PAYMENT, match.group(0), ["pay:" + (match.lastgroup or "")])
        for match in _PAYMENT.finditer(text)
    ]
