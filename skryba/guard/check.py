"""The guard's entry point: compare one candidate with its source (docs/guard.md)."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from models.guard import FindingKind, GuardFinding, GuardReport
from models.profile import LANGUAGE_NAMES, RewriteProfile
from skryba.guard.acts import compare_acts
from skryba.guard.additions import appended_claim, clear_addition_caches, read_source_sentences
from skryba.guard.certainty import (
    effect_made_certain,
    hedged_made_proven,
    possible_made_certain,
)
from skryba.guard.dates import extract_dates, invented_periods
from skryba.guard.enumerations import listed_steps
from skryba.guard.facts import Fact, added_fact, mask, word_stems
from skryba.guard.markdown import compare_structure, counted, extract_links, read_structure
from skryba.guard.modal_context import clear_modal_caches, read_modal_context
from skryba.guard.names import (
    added_to_a_list,
    clear_name_caches,
    extract_names,
    foreign_name,
    invented_company,
    invented_name,
    read_names,
)
from skryba.guard.numbers import AMOUNT, extract_numbers, extract_scales, readings
from skryba.guard.payments import extract_payments, invented_free, said_free
from skryba.guard.percentages import (
    clear_percentage_caches,
    percentage_of_a_count,
    read_percentages,
)
from skryba.guard.polarity import clear_polarity_caches, compare_polarity, read_polarity
from skryba.guard.references import (
    extract_code,
    extract_references,
    fence_lines,
    fenced_inline,
    holds_only,
    narrated,
    said_near,
)
from skryba.guard.sentences import with_stops
from skryba.guard.units import compare_units
from skryba.guard.untranslated import clear_untranslated_caches, foreign_sentence
from skryba.guard.weekdays import (
    clear_weekday_caches,
    compare_weekday_ranges,
    compare_weekdays,
    covered_days,
    singled_days,
    weekday_ranges,
)
from skryba.guard.wrapper import compare_wrapping
from skryba.language import DOMINANT_SHARE as MIXED_SHARE
from skryba.language import Language, clear_language_caches, detect_language, language_shares

_JSON_OBJECT = re.compile(r"\{\s*\"[^\"\n]{1,80}\"\s*:")
_EMPHASIS = re.compile(r"(\*\*|__|\*|_)(?=\S)([^\n]+?)(?<=\S)\1")
_FENCE_MARK = re.compile(r"^[ \t]*(?:`{3,}|~{3,})", re.MULTILINE)
# A candidate this short in an unidentifiable language is not evidence of the wrong language.
_LANGUAGE_MIN_LETTERS = 60
_LETTER = re.compile(r"[^\W\d_]")


class Extracted(NamedTuple):
    """A text's protected facts, the text with code masked, and with every fact masked."""

    facts: tuple[Fact, ...]
    without_code: str
    without_facts: str


@lru_cache(maxsize=256)
def extract(text: str) -> Extracted:
    """Every protected fact of a text, and the masked texts the structure and marker rules read.

    Cached: every candidate of a passage is compared with the same source.
    """
    code, without_code = extract_code(text)
    links, masked = extract_links(without_code)
    references, masked = extract_references(masked)
    scales, masked = extract_scales(masked)
    dates, masked = extract_dates(masked)
    numbers, masked = extract_numbers(masked)
    names = (*extract_names(masked), *extract_payments(masked), *listed_steps(without_code))
    facts = (*code, *links, *references, *scales, *dates, *numbers, *names)
    return Extracted(facts, without_code, masked)


def _durations(fact: Fact) -> frozenset[str]:
    return frozenset(key for key in fact.keys if key.startswith("dur:"))


def _date_split(lost: Fact, candidate_keys: frozenset[str]) -> bool:
    """Whether a candidate gives a dated day, or a month of a year, apart from its year ("9
    lipca 2024 r." as "Maturę 2024 ... 9 lipca", "W listopadzie 2025 r." as "listopadowe
    dyżury w 2025 r."), or says the year once for two dates ("on 5 December 2026 and from 19
    to 23 December")."""
    for key in lost.keys:
        year, _, day = key.removeprefix("date:").partition("-")
        if (
            year != "?"
            and day != "?"
            and f"date:?-{day}" in candidate_keys
            and (
                f"num:{year}" in candidate_keys
                or any(other.startswith(f"date:{year}-") for other in candidate_keys)
            )
        ):
            return True
    return False


_YEARLESS_DAY = re.compile(r"date:\?-\d\d-\d\d")
_YEAR_KEY = re.compile(r"num:(1[5-9]\d\d|20\d\d)")


def _year_dated(lost: Fact, candidate_keys: frozenset[str]) -> bool:
    """Whether a bare year of the source ("Christmas Market 2025", the "26" of "2025/26") is the
    year of a date the candidate gives ("until 23 December 2025"): said once, not lost."""
    years = [m.group(1) for key in lost.keys if (m := _YEAR_KEY.fullmatch(key))]
    # a span's second year reads as its short form too ("2025/26": 2026 and 26)
    short = {f"num:{int(year[2:])}" for year in years}
    return (
        len(years) == 1
        and lost.keys <= {f"num:{years[0]}"} | short
        and any(key.startswith(f"date:{years[0]}-") for key in candidate_keys)
    )


def _bare_pages(lost: Fact, candidate_keys: frozenset[str]) -> bool:
    """Whether a range of pages is given as its two numbers without the word "pages" ("JAMA
    Pediatrics 2016;170:1202-1208"): both ends of the range (the numbers it covers), a single
    page not."""
    ends = {key for key in lost.covers if key.startswith("num:")}
    return len(ends) == 2 and ends <= candidate_keys


def _kept(lost: Fact, candidate: tuple[Fact, ...], candidate_keys: frozenset[str]) -> bool:
    """Whether a candidate fact stands for the source fact: a shared reading, and for a duration
    the same length of time ("14 days" is not "14 weeks", though both read 14)."""
    wanted = lost.keys | lost.stand_ins
    if not wanted & candidate_keys:
        if lost.kind == FindingKind.PAGE_REFERENCE and _bare_pages(lost, candidate_keys):
            return True
        if lost.kind == FindingKind.NUMBER and _year_dated(lost, candidate_keys):
            return True
        if _said_inside(lost, candidate) or _a_line_of_a_fence(lost, candidate):
            return True
        if lost.kind != FindingKind.DATE:
            return False
        # a day the source gives without its year ("od 3 marca do 30 czerwca 2025 r.") is kept
        # by the same day with the year ("Od 3 marca 2025 r.")
        yearless = {key for key in lost.keys if _YEARLESS_DAY.fullmatch(key)}
        if yearless and any(yearless & other.covers for other in candidate):
            return True
        return _date_split(lost, candidate_keys)
    durations = _durations(lost)
    if not durations:
        return True
    # an ordinal is no length of time: "the third reprint" keeps no "3 godziny"
    return any(
        wanted & other.keys and (durations & other.keys if _durations(other) else not other.ordinal)
        for other in candidate
    )


# The fact a rewrite moved inside a larger one, read as that one: a number into a citation's
# brackets ("the Sepsis-3 definitions (Singer et al., 2016)" → "(Sepsis-3 definitions, Singer et
# al., 2016)"), a program's name into its command ("`tidewatch` requires Python" beside
# "`pipx install tidewatch`").
_CODE_KINDS = frozenset({FindingKind.CODE, FindingKind.CODE_FENCE})
_HOLDERS = {
    FindingKind.NUMBER: frozenset({FindingKind.CITATION}),
    FindingKind.CODE: _CODE_KINDS,
}
_WORD_OF_CODE = re.compile(r"`?([\w.-]+)`?")


def _inline_code(fact: Fact) -> str | None:
    span = fact.span.strip()
    if fact.kind != FindingKind.CODE or len(span) < 3 or not span.startswith("`"):
        return None
    return span.strip("`").strip() or None


def _a_line_of_a_fence(lost: Fact, candidate: tuple[Fact, ...]) -> bool:
    """Whether an inline command of the source is a whole line of a fenced block of the
    candidate: "Run `a` and then `b`." set out as a block of the two commands."""
    inner = _inline_code(lost)
    return inner is not None and any(
        f.kind == FindingKind.CODE_FENCE and inner in fence_lines(f.span) for f in candidate
    )


def _inline_block(fact: Fact, source: tuple[Fact, ...]) -> bool:
    """Whether a fenced block of the candidate holds only commands the source writes inline."""
    if fact.kind != FindingKind.CODE_FENCE:
        return False
    return holds_only(fact.span, {code for f in source if (code := _inline_code(f))})


def _written_in(said: str, facts: tuple[Fact, ...], kinds: frozenset[FindingKind]) -> bool:
    """Whether ``said`` stands as a whole word (not part of a longer number) inside a fact of
    one of ``kinds``."""
    inside = re.compile(r"(?<![\w.,])" + re.escape(said) + r"(?![\w]|[.,]\d)")
    return any(f.kind in kinds and inside.search(f.span) for f in facts)


def _in_source_code(added: Fact, source: tuple[Fact, ...]) -> bool:
    """Whether a number the candidate adds is written, as a whole word, in the source's code:
    a version a README installs ("pip install piecyk-ctl==0.4.2") said again in prose
    ("Zainstaluj pakiet w wersji 0.4.2")."""
    if added.kind != FindingKind.NUMBER or not any(ch.isdigit() for ch in added.span):
        return False
    return _written_in(added.span.strip(), source, _CODE_KINDS)


def _said_inside(lost: Fact, candidate: tuple[Fact, ...]) -> bool:
    """Whether the source fact is said as written inside a candidate fact that holds such facts
    (a number in a citation, a one-word code span in other code), as a whole word."""
    holders = _HOLDERS.get(lost.kind)
    if holders is None:
        return False
    word = _WORD_OF_CODE.fullmatch(lost.span) if lost.kind == FindingKind.CODE else None
    said = lost.span if lost.kind != FindingKind.CODE else (word.group(1) if word else None)
    if not said:
        return False
    return _written_in(said, candidate, holders)


_MONTH_ONLY = re.compile(r"date:\?-\d\d-\?")


def _month_said_again(lost: Fact, source: tuple[Fact, ...], candidate: tuple[Fact, ...]) -> bool:
    """Whether a bare month of the source ("How to watch the Perseids this August") is a month
    the source also dates a day in ("on the night of 12-13 August") and the candidate dates a
    day in too: a heading dropped, no date lost."""
    if lost.kind != FindingKind.DATE or not any(_MONTH_ONLY.fullmatch(k) for k in lost.keys):
        return False
    month = lost.keys

    def dated(facts: tuple[Fact, ...]) -> bool:
        return any(f is not lost and f.keys != month and month <= f.covers for f in facts)

    return dated(source) and dated(candidate)


def _claimed(fact: Fact) -> frozenset[str]:
    """The readings a candidate fact needs the source to have one of: its covers, save a dated
    day's month alone ("13 stycznia" is not accounted for by "6 January"), or a citation's
    year alone (which accounts for the same year said apart, not for another author's work)."""
    if fact.kind == FindingKind.CITATION:
        return frozenset(key for key in fact.covers if not key.startswith("num:"))
    if fact.kind != FindingKind.DATE or any(_MONTH_ONLY.fullmatch(key) for key in fact.keys):
        return fact.covers
    # Nor by its year alone: "30 November 2026" for "30 September 2026" is a changed date,
    # though the year, which lets a split day keep its date, is the source's.
    # (a range of decimals read as days of months, "3.9-3.12", claims the decimals it may be:
    # "Python 3.9 to 3.12")
    return frozenset(
        key
        for key in fact.covers
        if (not _MONTH_ONLY.fullmatch(key) and key.startswith("date:"))
        or (key.startswith("num:") and "." in key)
    )


def _amount(fact: Fact) -> bool:
    return fact.kind == FindingKind.NUMBER and any(key.startswith(AMOUNT) for key in fact.keys)


# A bound before a number word makes it a claim: "maksymalnie dwie gry", "up to three guests".
_BOUND_BEFORE = re.compile(
    r"(?:up\s+to|at\s+(?:most|least)|no\s+(?:more|fewer|less)\s+than|not\s+more\s+than"
    r"|a\s+(?:maximum|minimum)\s+of|maksymalnie|maks\.|najwyżej|co\s+najmniej|przynajmniej"
    r"|nie\s+(?:więcej|mniej)\s+niż)\s+\Z",
    re.IGNORECASE,
)


def _bounded_word(fact: Fact, text: str | None) -> bool:
    """Whether a number written as a word follows a bound in the text ("up to two")."""
    if text is None:
        return False
    for match in re.finditer(r"(?<![\w])" + re.escape(fact.span) + r"(?![\w])", text):
        if _BOUND_BEFORE.search(text, max(0, match.start() - 25), match.start()):
            return True
    return False


def _unbracketed(fact: Fact) -> str:
    return fact.span.strip().removeprefix("(").removesuffix(")").strip()


def _unbracketed_citations(source: tuple[Fact, ...], candidate_text: str | None) -> set[str]:
    """The source's bracketed citations the candidate says word for word without brackets."""
    if not candidate_text:
        return set()
    found: set[str] = set()
    for fact in source:
        if fact.kind != FindingKind.CITATION or not fact.span.strip().startswith("("):
            continue
        inner = _unbracketed(fact)
        # (long enough to be the citation itself, not a year or an author alone)
        if len(inner) >= 8 and inner in candidate_text:
            found.add(inner)
    return found


def _compare_facts(
    source: tuple[Fact, ...], candidate: tuple[Fact, ...], candidate_text: str | None = None
) -> list[GuardFinding]:
    candidate_keys = frozenset().union(*(f.keys for f in candidate))
    source_covers = frozenset().union(*(f.covers for f in source))
    # An amount ("10 zł") or a length of time ("10 minut") is accounted for by a number, not by
    # a clock time's hour ("10:00").
    untimed_covers = frozenset().union(*(f.covers for f in source if f.kind != FindingKind.TIME))
    # A candidate fact nothing in the source accounts for: invented, or a changed source fact.
    strays = [
        f
        for f in candidate
        if (not f.weak or f.ordinal)
        and not (_claimed(f) & (untimed_covers if _amount(f) or _durations(f) else source_covers))
        # "two groups" for "both groups" is wording, not evidence: only digits count as added,
        # and durations, which are exact ("half an hour" for "an hour"), and ordinals whose
        # value the source has nowhere ("its fourth win in a row" is a claim of its own)
        and not (
            f.kind == FindingKind.NUMBER
            and not f.ordinal
            and not any(ch.isdigit() for ch in f.span)
            and not any(key.startswith("dur:") for key in f.keys)
            and not _bounded_word(f, candidate_text)
        )
    ]
    # A citation the candidate copies without its brackets ("(Patel et al., BMJ Open 2024;14:
    # e081233)" as "published: Patel et al., BMJ Open 2024;14:e081233") is kept, and the
    # numbers of the copy are the citation's, none of them new.
    strays = [f for f in strays if not _inline_block(f, source) and not _in_source_code(f, source)]
    copied = _unbracketed_citations(source, candidate_text)
    if copied:
        strays = [f for f in strays if not any(f.span in inner for inner in copied)]
    findings: list[GuardFinding] = []
    paired: set[int] = set()
    for lost in source:
        if (
            lost.weak
            or _unbracketed(lost) in copied
            or _kept(lost, candidate, candidate_keys)
            or _month_said_again(lost, source, candidate)
        ):
            continue
        partner = next(
            (i for i, f in enumerate(strays) if f.kind == lost.kind and i not in paired), None
        )
        if partner is not None:
            paired.add(partner)
        findings.append(
            GuardFinding(
                kind=lost.kind,
                source_span=lost.span,
                candidate_span=None if partner is None else strays[partner].span,
                message=(
                    f'protected fact changed: {lost.kind} "{lost.span}" has no counterpart '
                    "in the candidate"
                ),
            )
        )
    for i, added in enumerate(strays):
        if i not in paired:
            findings.append(
                added_fact(
                    added.kind, added.span, f'{added.kind} "{added.span}" is not in the source'
                )
            )
    return findings


def _one_to_one(source: list[Fact], candidate: tuple[Fact, ...]) -> tuple[list[Fact], set[int]]:
    """The source facts left without a counterpart when each candidate fact stands for one source
    fact only, and the indices of the candidate facts used (a maximum bipartite matching)."""
    # the candidate facts holding each reading: pairs that share none are never looked at
    holders: dict[str, list[int]] = {}
    for j, c in enumerate(candidate):
        for key in c.keys:
            holders.setdefault(key, []).append(j)
    # an ordinal stands for an ordinal only: "the second resit" is no mention of "dwa razy";
    # an age said by its unit's ordinal is the age ("piątego tygodnia" is "five weeks")
    options = [
        sorted(
            {
                j
                for key in s.keys
                for j in holders.get(key, ())
                if s.ordinal or not candidate[j].ordinal or key.startswith("dur:")
            }
        )
        for s in source
    ]
    owner: dict[int, int] = {}

    def assign(i: int, seen: set[int]) -> bool:
        for j in options[i]:
            if j not in seen:
                seen.add(j)
                if j not in owner or assign(owner[j], seen):
                    owner[j] = i
                    return True
        return False

    unmatched = [fact for i, fact in enumerate(source) if not assign(i, set())]
    return unmatched, set(owner)


def _shares_a_key(facts: list[Fact]) -> bool:
    """Whether two facts have a reading in common (a value the text mentions twice)."""
    seen: set[str] = set()
    for fact in facts:
        if not seen.isdisjoint(fact.keys):
            return True
        seen |= fact.keys
    return False


def _repeated(source: tuple[Fact, ...], candidate: tuple[Fact, ...]) -> list[GuardFinding]:
    """A repeated source fact one of whose mentions became another value already in the text.

    "6 minutes ... six stages" turned into "6 minutes ... five stages" keeps every value of the
    source somewhere, so the set comparison misses it. Counted one to one, a mention is short and
    a candidate fact of its kind is left over. A shortfall alone is no finding: a rewrite may
    mention a repeated number once.
    """
    strong = [f for f in source if not f.weak]
    if not candidate or not _shares_a_key(strong):
        return []
    short, used = _one_to_one(strong, candidate)
    candidate_keys = frozenset().union(*(f.keys for f in candidate))
    leftover = [f for j, f in enumerate(candidate) if j not in used and not f.weak]
    findings: list[GuardFinding] = []
    for fact in short:
        partner = next((f for f in leftover if f.kind == fact.kind), None)
        # A fact with no counterpart at all is reported by _compare_facts.
        if partner is None or not fact.keys & candidate_keys:
            continue
        leftover.remove(partner)
        findings.append(
            GuardFinding(
                kind=fact.kind,
                source_span=fact.span,
                candidate_span=partner.span,
                message=(
                    f'protected fact changed: one mention of {fact.kind} "{fact.span}" became '
                    f'"{partner.span}"'
                ),
            )
        )
    return findings


def _detached(source: tuple[Fact, ...], candidate: tuple[Fact, ...]) -> list[GuardFinding]:
    """A bare number the candidate adds to a value the source says only as a duration, every
    mention of which the candidate already keeps: "co 8 tygodni" kept, and "otrzyma zestaw 8
    czekolad" added, is 8 of something the source never counts."""
    strong = [f for f in source if not f.weak]
    timed = [f for f in strong if _durations(f)]
    if not timed:
        return []
    timed_keys = frozenset().union(*(f.keys for f in timed))
    findings: list[GuardFinding] = []
    for fact in candidate:
        # digits only: a word ("trzy") or a version ("v2") may count the same thing again
        if (
            fact.kind != FindingKind.NUMBER
            or fact.weak
            or not fact.keys & timed_keys
            or not fact.span.isdigit()
            or _durations(fact)
        ):
            continue
        sharing = [s for s in strong if s.keys & fact.keys]
        if not all(_durations(s) for s in sharing):
            continue
        kept = sum(
            any(s.keys <= other.keys for s in sharing) for other in candidate if other is not fact
        )
        if kept >= len(sharing):
            findings.append(
                added_fact(
                    fact.kind,
                    fact.span,
                    f'number "{fact.span}" counts something the source does not (the '
                    f'source\'s "{sharing[0].span}" is a length of time, kept elsewhere)',
                )
            )
    return findings


def _emphasis(source: str, candidate: str) -> list[GuardFinding]:
    """A protected fact emphasised in the source (``**2,4 mln zł**``) but not in the candidate;
    or, where none is, fewer bold spans than the source ("**Helmets are compulsory.**" said
    plain)."""
    kept = frozenset().union(*(f.keys for f in _emphasised(candidate)))
    lost = [
        GuardFinding(
            kind=FindingKind.MARKDOWN,
            source_span=fact.span,
            candidate_span=None,
            message=f'Markdown structure changed: the emphasis around {fact.kind} "{fact.span}" '
            "was lost",
        )
        for fact in _emphasised(source)
        if not fact.weak and not fact.keys & kept
    ]
    before, after = read_structure(source), read_structure(candidate)
    # (a bold title or label lost is the structure rule's finding already)
    if (
        not lost
        and after.bold < before.bold
        and after.titles >= before.titles
        and after.labels >= before.labels
    ):
        lost.append(counted(before.bold, after.bold, "bold span(s)"))
    return lost


@lru_cache(maxsize=256)
def _emphasised(text: str) -> tuple[Fact, ...]:
    # Cached: a passage's source is compared with every candidate.
    return tuple(
        fact for match in _EMPHASIS.finditer(text) for fact in extract(match.group(2)).facts
    )


@lru_cache(maxsize=256)
def _fences(text: str) -> int:
    return len(_FENCE_MARK.findall(text))


def _invented_blocks(source: str, candidate: str) -> list[GuardFinding]:
    """A JSON object, or more code-fence markers, in the candidate than the source has.

    The fence count catches a fence too malformed for the code extractor to read as one.
    """
    findings: list[GuardFinding] = []
    added = _JSON_OBJECT.search(candidate)
    if added is not None and _JSON_OBJECT.search(source) is None:
        span = candidate[added.start() : added.start() + 60]
        findings.append(
            GuardFinding(
                kind=FindingKind.JSON_OBJECT,
                source_span=None,
                candidate_span=span,
                message=f'fact added from nowhere: a JSON object "{span}" is not in the source',
            )
        )
    # (a fence around a command the source writes inline adds no code: its two marks)
    if _fences(candidate) - 2 * fenced_inline(source, candidate) > _fences(source):
        findings.append(
            GuardFinding(
                kind=FindingKind.CODE_FENCE,
                source_span=None,
                candidate_span=None,
                message="fact added from nowhere: the candidate has a code fence the source lacks",
            )
        )
    return findings


@lru_cache(maxsize=256)
def source_language(source: str) -> Language:
    # Every candidate of a passage is compared with the same source.
    return detect_language(source)


def read_source(source: str) -> None:
    """Read a passage's source once, before its candidates are checked: its facts, its language
    and what the marker rules compare. Every reading is cached, so each candidate's check reads
    only the candidate (docs/guard.md, "Cost")."""
    before = extract(source)
    source_language(source)
    _fences(source)
    read_structure(before.without_code)
    _emphasised(before.without_code)
    read_polarity(before.without_facts, before.without_code)
    read_modal_context(before.without_facts)
    read_names(before.without_code)
    weekday_ranges(before.without_code)
    covered_days(before.without_code)
    singled_days(before.without_code)
    read_source_sentences(before.without_code)
    said_free(before.without_code)
    read_percentages(before.without_code)


def clear_caches() -> None:
    """Forget every text the guard has read (the cost benchmark measures reading afresh)."""
    extract.cache_clear()
    source_language.cache_clear()
    _fences.cache_clear()
    _emphasised.cache_clear()
    read_structure.cache_clear()
    clear_polarity_caches()
    clear_modal_caches()
    clear_name_caches()
    clear_untranslated_caches()
    clear_weekday_caches()
    clear_language_caches()
    readings.cache_clear()
    word_stems.cache_clear()
    clear_addition_caches()
    said_free.cache_clear()
    clear_percentage_caches()


def _mostly_other(candidate: str, wanted: Language) -> bool:
    """Whether a candidate of no single language is wrong: partly in the other language, or
    long enough to have been recognised (a short "Kowalski and colleagues did." is not)."""
    shares = language_shares(candidate)
    if shares:
        return shares[wanted] < MIXED_SHARE
    return len(_LETTER.findall(candidate)) >= _LANGUAGE_MIN_LETTERS


# A capitalised word, a hashtag or a handle: what a translation keeps of its source as written.
# (whole words: not the "@bib.example.pl" of an address, which language detection ignores)
_KEPT_WORD = re.compile(r"(?<![\w@.#])(?:[#@]?[A-ZĄĆĘŁŃÓŚŹŻ]\w*|[#@]\w+)(?![\w@])")


def _without_kept_names(source: str, candidate: str) -> str:
    """A translation without the names it kept from its source as written ("Kawiarnia Ziarenko",
    "#JesiennaFilizanka"): they are no evidence of the language it is written in."""
    kept = {m.group(0) for m in _KEPT_WORD.finditer(source) if len(m.group(0)) > 2}
    if not kept:
        return candidate
    return _KEPT_WORD.sub(
        lambda m: " " * len(m.group(0)) if m.group(0) in kept else m.group(0), candidate
    )


# The title of a work cited after its year, "Zielińska, A. (2019). Zmiany liczebności … .",
# which a translation keeps as published.
_CITED_TITLE = re.compile(r"(?<=\(\d{4}\)\.\s)[^.!?\n]{8,200}[.!?]")


def _without_cited_titles(source: str, candidate: str) -> str:
    """A translation without the cited works' titles it copied from its source: they are no
    evidence of the language it is written in."""
    if "(" not in candidate:
        return candidate
    return _CITED_TITLE.sub(
        lambda m: " " * len(m.group(0)) if m.group(0) in source else m.group(0), candidate
    )


# A quoted title, in any of the quotation marks, opened and closed outside a word (an
# apostrophe, "don't … it's", quotes nothing).
_QUOTED = re.compile(
    "(?<!\\w)[\u201e\u201c\u2018'\"]([^\u201e\u201c\u201d\u2018\u2019'\"\n]{8,200})"
    "[\u201d\u2019'\"](?!\\w)"
)


def _without_quoted_copies(source: str, readable: str, masked: str) -> str:
    """The masked candidate without the quoted titles it copied from its source as written
    (a Polish rewrite's "UrbanNoise-5K: a labelled corpus of city soundscapes"): they are no
    evidence of the language it is written in. Found in the candidate as written, which the
    masked text has the offsets of."""
    for match in _QUOTED.finditer(readable):
        if match.group(1).strip() in source:
            masked = mask(masked, *match.span())
    return masked


def _sentences_read(source: str, candidate: str) -> str:
    """The candidate as its sentences are read for their language: facts masked, with the stops
    they hid put back ("… only after 4 pm. Węże …"), and without the quoted titles it copied."""
    read = extract(candidate)
    masked = with_stops(read.without_facts, read.without_code)
    return _without_quoted_copies(source, read.without_code, masked)


# (a candidate mostly in the other language is told so whole, not sentence by sentence)
_FOREIGN_SENTENCES = 5


def _foreign_sentences(source: str, candidate: str, wanted: Language) -> list[tuple[int, int]]:
    """Each sentence of the candidate in the other language, in order (a few at most)."""
    masked, read = extract(source).without_facts, _sentences_read(source, candidate)
    language = source_language(source)
    spans: list[tuple[int, int]] = []
    where = foreign_sentence(masked, read, wanted, language)
    # (a run found inside a sentence may be found again there: only a later one counts)
    while (
        where is not None
        and len(spans) < _FOREIGN_SENTENCES
        and (not spans or where[0] >= spans[-1][1])
    ):
        spans.append(where)
        where = foreign_sentence(masked, read, wanted, language, after=where[1])
    return spans


def _language(source: str, candidate: str, profile: RewriteProfile) -> list[GuardFinding]:
    wanted = source_language(source) if profile.language == "preserve" else profile.language
    if wanted == "unknown":
        return []
    translated = wanted != source_language(source)
    read = (
        _without_kept_names(source, _without_cited_titles(source, candidate))
        if translated
        else candidate
    )
    got = detect_language(read)
    rule = "the source's language" if profile.language == "preserve" else "the profile asks for"
    # A mixed candidate is told which sentences are in the other language where they can be
    # found, each, as a repair needs all of them; only one wholly in another language, or
    # unlocated, is told so whole.
    spans = _foreign_sentences(source, candidate, wanted) if got in (wanted, "unknown") else []
    if not spans and (got == wanted or (got == "unknown" and not _mostly_other(read, wanted))):
        return []
    if spans:
        other = "en" if wanted == "pl" else "pl"
        return [
            GuardFinding(
                kind=FindingKind.LANGUAGE,
                source_span=None,
                candidate_span=shown[:200],
                message=(
                    f'wrong output language: the candidate\'s sentence "{shown[:80]}" is in '
                    f"{LANGUAGE_NAMES[other]}, {rule} {LANGUAGE_NAMES[wanted]}"
                ),
            )
            for shown in (candidate[slice(*where)].strip() for where in spans)
        ]
    name = LANGUAGE_NAMES.get(got, "no single supported language")
    return [
        GuardFinding(
            kind=FindingKind.LANGUAGE,
            source_span=None,
            candidate_span=None,
            message=(
                f"wrong output language: the candidate is in {name}, "
                f"{rule} {LANGUAGE_NAMES[wanted]}"
            ),
        )
    ]


def _listed_name(source: str, candidate: str, profile: RewriteProfile) -> list[GuardFinding]:
    """A name added to a list of the source's names, or one the source has nowhere, in a rewrite
    in the source's language ("France and Belgium" → "France, Belgium and the Netherlands"); in
    a translation, a name the source has nowhere spelled in the source's language."""
    texts = extract(source).without_code, extract(candidate).without_code
    language = source_language(source)
    if profile.language not in ("preserve", language):
        if language == "unknown":
            return []
        added = foreign_name(*texts, language)
        if added is None:
            return []
        return [added_fact(FindingKind.NAME, added, f'name "{added}" is not in the source')]
    added = added_to_a_list(*texts)
    if added is not None:
        return [added_fact(FindingKind.NAME, added, f'name "{added}" is not in the source\'s list')]
    added = invented_name(*texts)
    if added is None:
        return []
    return [added_fact(FindingKind.NAME, added, f'name "{added}" is not in the source')]


def _invented_company(source: str, candidate: str) -> list[GuardFinding]:
    """A firm named with its legal form that the source does not name, in any language."""
    added = invented_company(source, candidate)
    if added is None:
        return []
    return [added_fact(FindingKind.NAME, added, f'the firm "{added}" is not in the source')]


def _quantities(*sides: Extracted) -> tuple[frozenset[str], frozenset[str]]:
    """Each side's metric quantities (the quantity keys of its numbers, units.quantity_keys)."""
    source, candidate = (
        frozenset(key for f in side.facts for key in f.keys if key.startswith(("qty:", "in:")))
        for side in sides
    )
    return source, candidate


def check_candidate(source: str, candidate: str, profile: RewriteProfile) -> GuardReport:
    """Every protected fact of ``source`` the candidate lost or changed, and every one it invented.

    Pure and deterministic; ``passed`` is true when there is no finding. Passing the guard never
    passes a candidate: the judge still decides.
    """
    before, after = extract(source), extract(candidate)
    translated = profile.language not in ("preserve", source_language(source))
    blocks = _invented_blocks(source, candidate)
    json_object = any(finding.kind == FindingKind.JSON_OBJECT for finding in blocks)
    findings = [
        *_compare_facts(before.facts, after.facts, after.without_code),
        *_repeated(before.facts, after.facts),
        *_detached(before.facts, after.facts),
        *compare_units(before.without_code, after.without_code, _quantities(before, after)),
        *compare_weekday_ranges(before.without_code, after.without_code),
        *compare_weekdays(before.without_code, after.without_code),
        *blocks,
        *compare_wrapping(before.without_code, after.without_code, json_object=json_object),
        *compare_structure(before.without_code, after.without_code),
        *_emphasis(before.without_code, after.without_code),
        # Markers are read with facts masked: "May 3" is a date, not a modal verb.
        *compare_polarity(
            before.without_facts,
            after.without_facts,
            (before.without_code, after.without_code),
            translated=translated,
        ),
        *_language(source, candidate, profile),
        *_listed_name(source, candidate, profile),
        *invented_free(before.without_code, after.without_code),
        *hedged_made_proven(before.without_facts, after.without_facts),
        *invented_periods(before.without_code, after.without_code),
        *(compare_acts(source, candidate) if not translated else ()),
        *(appended_claim(before.without_code, after.without_code) if not translated else ()),
        *_invented_company(before.without_code, after.without_code),
        *percentage_of_a_count(before.without_code, after.without_code),
    ]
    if not any(f.kind == FindingKind.MODALITY for f in findings):
        # (where the counts already lost the possibility, one finding says it)
        findings += possible_made_certain(before.without_facts, after.without_facts)
        findings += effect_made_certain(before.without_facts, after.without_facts)
    findings = [
        f
        for f in findings
        if not _kept_name(f, source)
        and not _marked_as_code(f, source)
        and not _stated_total(f, source, candidate)
        and not _narrated(f, candidate)
        and not _cited_alike(f, source, candidate)
    ]
    findings = _without_renamed_references(findings)
    unique = list(dict.fromkeys(_as_written(f, source, before.without_code) for f in findings))
    return GuardReport(passed=not unique, findings=unique)


# A whole number, then the parts it is the sum of: "57 miejscami: 45 dla mężczyzn i 12 dla kobiet",
# "24 places (16 adults, 8 children)".
# (a word between them: "10:00" is a time, no total)
_TOTAL = re.compile(
    r"(?<![\d.,:])(?P<total>\d{1,5})(?![\d.,:]\d)\s*[^\W\d_][^\d\n]{0,25}?[:(\u2013\u2014]"
)
_PART = re.compile(r"(?<![\d.,])\d{1,5}(?![\d.,]\d)")


def _stated_total(finding: GuardFinding, source: str, candidate: str) -> bool:
    """Whether a number "added from nowhere" is the total of the two to four numbers the
    candidate lists right after it, each of them the source's: a rewrite may add up what the
    source gives in parts."""
    span = finding.candidate_span
    if finding.kind != FindingKind.NUMBER or finding.source_span is not None or not span:
        return False
    said = {int(m.group(0)) for m in _PART.finditer(source)}
    for match in _TOTAL.finditer(candidate):
        if match.group("total") != span.strip():
            continue
        parts = [int(m.group(0)) for m in _PART.finditer(candidate[match.end() : match.end() + 90])]
        for count in range(2, 5):
            head = parts[:count]
            if len(head) == count and set(head) <= said and sum(head) == int(span):
                return True
    return False


def _narrated(finding: GuardFinding, candidate: str) -> bool:
    """Whether a citation "lost" from its brackets is said in the candidate's running text."""
    span = finding.source_span
    return (
        finding.kind == FindingKind.CITATION
        and span is not None
        and finding.candidate_span is None
        and narrated(span, candidate)
    )


_NAMED_REFERENCES = frozenset({FindingKind.LEGAL_REFERENCE, FindingKind.SECTION_REFERENCE})
# (a lost one may be a number the source gives plain)
_REFERENCES = _NAMED_REFERENCES | {FindingKind.NUMBER}
# A reference's naming word: "Rule", "punktem", "Item", "§", "rozdziały".
_NAMING_WORD = re.compile(r"^\s*(?:§+|[^\W\d_]+\.?)\s*")


def _numbered(span: str | None) -> str | None:
    """What a reference says after its naming word ("14" of "punktem 14"), or a plain number."""
    if not span:
        return None
    rest = _NAMING_WORD.sub("", span, count=1).strip()
    return rest if rest and rest[0].isdigit() else None


def _without_renamed_references(findings: list[GuardFinding]) -> list[GuardFinding]:
    """The findings but those of a numbered provision named by another word, its numbering the
    same: "Rule 14" as "punkt 14", "Item 6" as "Punkt 6", "chapters 15-19" as "rozdziały 15-19"
    (a number the source gives plain and the candidate as a reference, or a reference of one
    kind become another). A lost one and an added one pair up, and each pair goes."""
    lost: dict[str, list[GuardFinding]] = {}
    for f in findings:
        said = _numbered(f.source_span)
        if f.kind in _REFERENCES and said and f.candidate_span is None:
            lost.setdefault(said, []).append(f)
    dropped: set[int] = set()
    for f in findings:
        said = _numbered(f.candidate_span)
        if f.kind not in _NAMED_REFERENCES or f.source_span or not said:
            continue
        partners = [g for g in lost.get(said, []) if id(g) not in dropped]
        if partners:
            dropped.update({id(f), id(partners[0])})
    dropped.update(
        id(f)
        for f in findings
        if f.kind in _NAMED_REFERENCES
        and f.source_span
        and f.candidate_span
        and _numbered(f.source_span) is not None
        and _numbered(f.source_span) == _numbered(f.candidate_span)
    )
    return [f for f in findings if id(f) not in dropped]


def _cited_alike(finding: GuardFinding, source: str, candidate: str) -> bool:
    """Whether a citation finding only moved a work's authors and year between brackets and
    running text: the source's citation is said in the candidate by the same authors near the
    same year, and the candidate's (if any) in the source likewise."""
    if finding.kind != FindingKind.CITATION:
        return False
    lost, added = finding.source_span, finding.candidate_span
    if lost is None and added is None:
        return False
    return (lost is None or said_near(lost, candidate)) and (
        added is None or said_near(added, source)
    )


def _kept_name(finding: GuardFinding, source: str) -> bool:
    """Whether an added "citation" is a name the source says in the same words, which a
    translation gives in brackets after its own ("the "Active Village 2025" (Aktywne Sołectwo
    2025) competition"): no citation of a work."""
    span = finding.candidate_span
    return (
        finding.kind == FindingKind.CITATION
        and finding.source_span is None
        and span is not None
        and span.startswith("(")
        and span.strip("()") in source
    )


def _marked_as_code(finding: GuardFinding, source: str) -> bool:
    """Whether an added code span is a word the source writes plainly: a README rewrite sets
    the tool's name in backticks ("`odpady-ics`" for "odpady-ics"), inventing no code."""
    span = finding.candidate_span
    if finding.kind != FindingKind.CODE or finding.source_span is not None or not span:
        return False
    inner = span.strip()
    if not (len(inner) > 2 and inner.startswith("`") and inner.endswith("`")):
        return False
    inner = inner.strip("`").strip()
    if not inner:
        return False
    return re.search(r"(?<![\w`-])" + re.escape(inner) + r"(?![\w`-])", source) is not None


def _as_written(finding: GuardFinding, source: str, without_code: str) -> GuardFinding:
    """A finding whose source span was read with the code masked (the marker rules read it so)
    given the span as the source writes it: what a person and a repair request see."""
    span = finding.source_span
    if not span or span in source:
        return finding
    at = without_code.find(span)
    if at < 0:
        return finding
    written = source[at : at + len(span)]
    # the message quotes the span whole or its opening (cut at 79 characters)
    shown = span if span in finding.message else span[:79].rstrip()
    message = finding.message.replace(shown, written[: len(shown)])
    return finding.model_copy(update={"source_span": written, "message": message})


def failed_rules(report: GuardReport) -> list[str]:
    """The rule names a failing candidate carries: each finding's message."""
    return [finding.message for finding in report.findings]
