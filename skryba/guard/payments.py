"""How a thing is paid for: by card, in cash, by transfer (docs/guard.md, round 4).

A means of payment is a fact a rewrite keeps and a translation renders ("by card" is "kartą",
"in cash" "gotówką"): one the candidate adds ("€60, payable by card only") is invented, one it
drops is lost. A card that is no means of payment (an ID card, a yellow card) is none.
"""

from __future__ import annotations

import re
from functools import lru_cache

from models.guard import FindingKind, GuardFinding
from skryba.guard.facts import Fact, added_fact, fact, folded

# What a card listed after another means follows: "gotówka, karta", "przelew lub karta".
_LISTED = ("gotówka", "gotówkę", "gotówki", "blik", "przelew")
_JOINTS = (", ", " lub ", " albo ", " i ", " oraz ", " czy ")
_MEANS: tuple[tuple[str, str], ...] = (
    (
        "card",
        # not a card's name ("z Kartą Dużej Rodziny"): the Polish words in lower case
        r"by\s+card|card\s+(?:payments?|transactions?)|card(?=[\s-]+only)"
        r"|(?:credit|debit|bank|payment)\s+cards?"
        # a card named beside another means: "card and phone payments", "cash or card"
        # (each alternative opens with its letters, which the engine skips to)
        r"|card(?<!ID card)(?<!identity card)(?=\s+(?:or|and|&)\s+(?:cash|[\w-]+\s+payments?))"
        r"|card(?:(?<=cash or card)|(?<=cash and card)|(?<=cash, or card))"
        # the card a booking or a purchase was paid with: "the card used for booking", "the card
        # you booked with", "kartę użytą do rezerwacji"
        r"|card(?<!ID card)(?<!identity card)(?=\s+(?:you\s+)?used?\s+(?:for|to|when)\s+"
        r"(?:the\s+)?(?:pay|book|buy|bought|purchas)|\s+you\s+(?:booked|paid|bought)\s+with\b)"
        r"|(?-i:kart[aęy])(?=\s+użyt\w*\s+(?:do|przy)\s+(?:rezerwacj|płatno|zakup|zapłat))"
        # paying "with your card", not showing ID "with your card"
        r"|(?:pay\w*|paid|buy|bought|purchas\w*|settl\w*)\s+(?:[^\W\d_]+\s+){0,3}?with\s+(?:a|your)\s+card"
        # a seller's: "most venues take cards", "we accept debit cards"
        r"|(?:take|takes|accept|accepts|accepted)\s+(?:credit\s+|debit\s+|bank\s+)?cards"
        # "kartą", but not a card the next word names as another ("kartą parkingową", "kartą
        # mieszkańca"); a payment card's own names and the words that go on from one are no
        # such name ("kartą lub gotówką", "kartą przy kasie")
        # (one opening a sentence only before a verb of paying: "Kartą zapłacicie", not a gift
        # card's "Kartą można płacić")
        r"|(?-i:kartą|Kartą(?=\s+(?:za)?płac))(?!\s+(?!(?:płatniczą|kredytową|debetową|bankową|lub|albo|oraz|czy|ani"
        r"|bądź|przy|przez|bez|tylko|wyłącznie|też|także|online|zbliżeniowo"
        # nor a verb the sentence goes on with ("płatność kartą jest możliwa")
        r"|jest|są|była|było|był|były|będzie|będą|nie|działa[a-ząćęłńóśźż]*|można|możesz|możliwa"
        r"|możliwe|zapłac[a-ząćęłńóśźż]*|płac[a-ząćęłńóśźż]*)(?![\w]))"
        r"[a-ząćęłńóśźż]{3,}(?![\w]))"
        r"|(?-i:[Kk]art(?:a|y|ę|ami|ach|om)?)\s+(?:płatnicz\w*|kredytow\w*|debetow\w*|bankow\w*)"
        # a seller's refusal: "kart nie przyjmujemy" is "nie prowadzimy sprzedaży kartą"
        r"|(?-i:[Kk]art)(?=\s+nie\s+(?:przyjmuj|akceptuj|obsługuj))"
        r"|(?:przyjmuj\w*|akceptuj\w*)\s+(?-i:kart)(?![\w])"
        # a card listed beside another means: "Płatność: gotówka, karta lub BLIK"
        # (not a card of another kind: "gotówka, karty podarunkowe, bony")
        r"|(?-i:kart[aęy])(?=(?:,|\s+(?:lub|albo|i|oraz|czy|bądź))\s+(?:gotówk|blik|przelew))"
        r"|(?:"
        + "|".join(f"(?<={re.escape(means + joint)})" for means in _LISTED for joint in _JOINTS)
        + r")(?-i:kart[aęy])(?=\s*(?:[,;.)\u2013-]|\Z|\s(?:lub|albo|i|oraz|czy|bądź)\b))",
    ),
    # "gotówce" is a case of "gotówka"; "gotów" (ready) is none
    (
        "cash",
        # what a voucher or points are exchanged for is cash, however said: "nie można wymienić
        # na gotówkę" is "nie wymienisz na pieniądze"
        r"(?:wymieni\w*|zamieni\w*|exchang\w*|swap\w*|convert\w*|redeem\w*)\s+(?:\w+\s+){0,2}?"
        r"(?:na|for|into)\s+(?:pieniądze|money|gotówk\w*|cash)"
        # (a "cash prize" is money won, a "cash desk" a place: no way to pay; a "cash
        # equivalent" is a sum in place of a thing, "ekwiwalent pieniężny")
        r"|cash(?!\s+(?:prizes?|awards?|pots?|desks?|registers?|points?|machines?|tills?"
        r"|equivalents?|value|alternatives?)\b)"
        # ("płatność bezgotówkowa" names cash as "nie przyjmują gotówki" does)
        # (a "non-cash prize" is a prize in kind, "nagroda rzeczowa")
        r"|gotówk\w*|gotówce|bezgotówkow\w*|cashless"
        # sent "za pobraniem" (a "przesyłka pobraniowa") is paid in cash on delivery
        r"|za\s+pobraniem|pobraniow\w*"
        r"|non-cash(?!\s+(?:prizes?|awards?|rewards?|gifts?|benefits?)\b)",
    ),
    # not "przelewać" (to pour)
    (
        "transfer",
        r"by\s+(?:bank\s+)?transfer|(?:bank|wire|money)\s+transfers?|przelew(?:em|u|y|ów|ami|ie)?"
        # "limit przelewów" is the "transfer limit"; "zlecić przelew" is "order the transfer"
        r"|transfer\s+limits?|(?:order|make|send|set\s+up)\w*\s+(?:the|a|your)\s+transfers?"
        # a banking app's: "transfers scheduled for the weekend", "instant transfers"
        r"|transfers?\s+(?:scheduled|sent|made|ordered)|(?:scheduled|instant|outgoing|incoming"
        r"|domestic|international|recurring)\s+transfers?"
        # one on its way: "the transfer usually reaches your account" ("przelew trafia na konto")
        r"|transfers?\s+(?:[^\W\d_]+\s+)?(?:reach\w*|arriv\w*|clear\w*)",
    ),
    # money paid into an account: a transfer's counterpart, never required ("Wpłat można
    # dokonywać na konto parafii" is "wesprzeć przelewem na konto parafii", while a rewrite may
    # say "wpłaty na konto" with no means named at all)
    (
        "account",
        r"wpła\w*\s+(?:[^\W\d_]+\s+){0,3}?na\s+(?:[^\W\d_]+\s+)?(?:konto|rachunek)"
        r"|pa(?:y|id|ying)\s+(?:[^\W\d_]+\s+){0,3}?into\s+(?:[^\W\d_]+\s+)?(?:bank\s+)?account",
    ),
    # not a fob, a reader or a key that opens a door ("breloki zbliżeniowe")
    (
        "contactless",
        r"contactless(?!\s+(?:fobs?|readers?|keys?|tags?))"
        r"|(?<!brelok )(?<!breloki )(?<!breloka )(?<!czytnik )(?<!klucz )zbliżeniow\w*",
    ),
    # (not "czeka", which also waits)
    ("cheque", r"cheques?|czek(?:iem|ami|i|ów|u|ach|om)?"),
    # ("płacić BLIKIEM")
    ("BLIK", r"blik(?:iem|a|u)?"),
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
    # ("w gotówce": the locative's stem ends "gotówc")
    "gotówc",
    "bezgotówk",
    "pobrani",
    "pieniądz",
    "money",
    "transfer",
    "przelew",
    "wpła",
    "account",
    "contactless",
    "zbliżeniow",
    "cheque",
    "czek",
    "blik",
    "paypal",
)


# A text about storm overflows ("przelewy burzowe") uses "przelew" in that sense throughout (one
# sense a discourse): none of them is a bank transfer.
_OVERFLOW = re.compile(r"przelew\w*\s+burzow|burzow\w*\s+przelew", re.IGNORECASE)


# Coffee ground or brewed "do przelewu" is pour-over, no bank transfer.
_BREWING = re.compile(
    r"(?:miel\w*|mielon\w*|zmiel\w*|parz\w*|zaparz\w*)\s+(?:[^\W\d_]+\s+){0,3}?(?:do|na)\s+"
    r"przelew\w*|(?:kaw\w*|metod\w*)\s+(?:z\s+)?przelew\w*",
    re.IGNORECASE,
)


def extract_payments(text: str) -> list[Fact]:
    """The means of payment a text names, one fact each (as it reads in either language)."""
    lower = folded(text)
    if not any(hint in lower for hint in _HINTS):
        return []
    overflows = "burzow" in lower and _OVERFLOW.search(text) is not None
    brewed = [m.span() for m in _BREWING.finditer(text)] if "przelew" in lower else []
    return [
        fact(
            FindingKind.PAYMENT,
            match.group(0),
            ["pay:" + ("transfer" if match.lastgroup == "account" else match.lastgroup or "")],
            weak=match.lastgroup == "account",
        )
        for match in _PAYMENT.finditer(text)
        if not (overflows and match.lastgroup == "transfer" and "przelew" in match.group(0).lower())
        and not any(start <= match.start() < end for start, end in brewed)
        and not _described_card(match)
    ]


# "z aktywną kartą", "ważną kartą biblioteczną": a card an adjective before it describes is a
# member's or reader's card, unless the adjective is a payment card's own.
_WORD_BEFORE = re.compile(r"([^\W\d_]+)\s+\Z")
_PAYMENT_CARD_WORDS = frozenset({"płatniczą", "kredytową", "debetową", "bankową", "zbliżeniową"})
_PAYING_NOUNS = ("płatnoś", "zapłat", "opłat")


def _described_card(match: re.Match[str]) -> bool:
    if match.group(0) not in ("kartą", "Kartą"):
        return False
    before = _WORD_BEFORE.search(match.string, max(0, match.start() - 40), match.start())
    return (
        before is not None
        and before.group(1).endswith("ą")
        and before.group(1).lower() not in _PAYMENT_CARD_WORDS
        # a noun of paying is no adjective: "z płatnością kartą" pays by card
        and not before.group(1).lower().startswith(_PAYING_NOUNS)
    )


# A thing said to cost nothing: a price, so one the source does not state is invented ("seniorzy
# wchodzą za darmo", "free accommodation"). Not "free to" (a permission), "free time", "come
# free", a "-free" compound or "feel free"; nor "no free places" or "any free seats" (none
# available).
_FREE = re.compile(
    r"(?<![\w-])(?:free\b(?<!\bno\sfree)(?<!\bany\sfree)(?!\s+(?:to|time|in)\b|-)|gratis|complimentary|bezpłatn\w*|(?:za\s+)?darmo\w*"
    r"|nieodpłatn\w*|at\s+no\s+(?:extra\s+|additional\s+)?cost|no\s+charge)",
    re.IGNORECASE,
)
# A "free" that is no price: "feel free", "served only if slots are free" (available)
_FREE_NO_PRICE = re.compile(
    # ("20 cm of free space on all sides": room left empty)
    # ("free of symptoms for 48 hours" is no price; "free of charge" is one)
    r"\bfree\s+(?:of|from)\s+(?!(?:any\s+|all\s+)?(?:charges?|costs?|fees?|payments?|tax\w*|duty"
    r"|VAT|commission)\b)(?=[^\W\d_])|"
    r"feel\s+free|\bfree\s+(?:space|room|area|ram|memory|disk|storage|capacity)\b|\b(?:slots?|places?|seats?|spaces?|rooms?|tables?|spots?|pitches|lanes?|beds?"
    r"|plots?|courts?|desks?|berths?|moorings?)"
    r"\s+(?:are|is|remain|still)\s+(?:still\s+)?free\b"
    # ("the first free slots", "plots come free each year": available, as above)
    r"|\b(?:first|next|earliest|nearest)\s+free\b|\b(?:come|comes|came|become|becomes|became)\s+free\b"
    # ("the wait for a free weekend slot": one not yet booked)
    r"|\bfree\s+(?:[^\W\d_]+\s+)?(?:slots?|timeslots?|appointments?)\b",
    re.IGNORECASE,
)
# How a source may say it, in more ways than a claim of it is counted: "not charged", "will not
# be charged", "no fee", "waived", "nie płacą", "bez dodatkowych opłat", "wstęp wolny",
# "included", "exempt".
_SAID_FREE = re.compile(
    r"(?<![\w-])(?:free\b|gratis|complimentary|bezpłatn\w*|darmo\w*|nieodpłatn\w*"
    r"|wstęp\w*\s+(?:\w+\s+){0,4}?woln\w*|woln\w*\s+wstęp\w*"
    # "we will not charge for scuffs", "won't be charged"
    r"|not\s+(?:be\s+)?charg(?:e|ed|ing)\b"
    # ("returned without a charge", "without any fee")
    r"|without\s+(?:a\s+|any\s+)?(?:extra\s+|additional\s+)?(?:charge|fee|cost|payment)s?"
    r"|no\s+(?:[^\W\d_]+\s+){0,2}(?:charge|fee|cost)s?|waiv\w*|exempt\w*|zwolnion\w*"
    # "interest is tax-free" is "free of tax"
    r"|(?:tax|duty|fee|commission|interest|toll|cost)-free"
    r"|included|wliczon\w*|w\s+cenie|nie\s+(?:płac|pobiera|kosztuj)\w*|bez\s+(?:\w+\s+)?(?:opłat|dopłat|koszt)\w*"
    # "przejazd nie jest płatny" is "bezpłatny", "is not chargeable" "free"
    r"|nie\s+(?:jest|są|będzie|będą)\s+(?:\w+\s+)?płatn\w*|(?:is|are)\s+not\s+(?:chargeable|payable)"
    r"|nic\s+nie\s+kosztuj\w*|costs?\s+nothing|pay\s+nothing|nothing\s+to\s+pay"
    # "45 zł za preparat i nic za podanie", "we will not ask you to pay for anything"
    r"|nic\s+za(?=\s)|(?:not|never)\s+(?:\w+\s+){0,3}?pay\b"
    # "nie wiąże się z żadnymi opłatami" is "bezpłatny"
    r"|żadn\w*\s+(?:\w+\s+)?(?:opłat|kosztów|koszt)\w*"
    r"|(?:do|does|don't|doesn't)\s+(?:not\s+)?pay"
    # "unpaid leave" is "urlop bezpłatny"; work done "bez dodatkowego wynagrodzenia" is done
    # "nieodpłatnie"
    r"|unpaid|bez\s+(?:\w+\s+)?wynagrodzeni\w*|without\s+(?:\w+\s+)?pay)"
    # a contraction's "n't" follows its verb's letters: "we don't charge for repairs"
    r"|(?<=\w)n['\u2019]t\s+(?:be\s+)?charg(?:e|ed|ing)\b|(?<=\w)n['\u2019]t\s+(?:\w+\s+){0,3}?pay\b",
    re.IGNORECASE,
)
# What every _FREE match has ("at no extra cost", "no charge" too).
_FREE_HINTS = ("free", "gratis", "complimentary", "płatn", "darmo", "no ")


# A heading: a Markdown one, or a short first line with no full stop.
_TITLE_LINE = re.compile(r"\A[^\n.]{1,80}\n|^#{1,6}[ \t][^\n]*$", re.MULTILINE)


@lru_cache(maxsize=256)
def said_free(source: str) -> int:
    """How many times a source says in any way that a thing costs nothing (read once per
    passage, as every candidate is compared with it)."""
    return len(_SAID_FREE.findall(source))


def invented_free(source: str, candidate: str) -> list[GuardFinding]:
    """A thing the candidate says is free more often than the source says so in any way."""
    lower = folded(candidate)
    if not any(hint in lower for hint in _FREE_HINTS):
        return []
    said = said_free(source)
    # a title restates what its text says ("E-booki za darmo: jak to działa?" above "bezpłatny
    # dostęp"): where the source says a thing is free, a heading's claim is no new one
    read = _TITLE_LINE.sub("", candidate) if said else candidate
    # (every _FREE_NO_PRICE match has "free")
    claims = _FREE.findall(_FREE_NO_PRICE.sub(" ", read) if "free" in lower else read)
    if len(claims) <= said:
        return []
    what = f'"{claims[0]}" says a thing costs nothing, which the source does not say'
    return [added_fact(FindingKind.PAYMENT, claims[0], what)]
