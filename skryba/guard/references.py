"""Code, URLs, e-mails, DOIs, ISBNs, legal and page references, and citations."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Collection, Iterable

from models.guard import FindingKind
from skryba.guard.facts import Fact, fact, folded, hint_starts, run_starts, scan, scan_at
from skryba.guard.sentences import STOP_BEFORE_CAPITAL, sentence_spans

_FENCE = re.compile(r"^[ \t]*(`{3,}|~{3,})[^\n]*\n(.*?)^[ \t]*\1[ \t]*$", re.DOTALL | re.MULTILINE)
_INLINE_CODE = re.compile(r"`([^`\n]+)`")
_TRAILING = ".,;:!?»”\"'"
_URL = re.compile(r"\b(?:https?://|www\.)[^\s<>()\[\]\"'`]+", re.IGNORECASE)
# A URL written without its scheme or "www." ("podatki.gov.pl/e-pit"): a host and a path. The
# path is required, so "config.toml" or "e.g." stay words.
# Possessive: a host's part ends where its letters do, before its dot.
_BARE_URL = re.compile(
    r"(?<![\w@./-])(?:[a-z0-9-]++\.)+[a-z]{2,}/[^\s<>()\[\]\"'`]*", re.IGNORECASE
)
# What every bare URL has: a domain and the slash after it (a search that skips to each dot).
_BARE_URL_HINT = re.compile(r"\.[a-z]{2,}/", re.IGNORECASE)
# A host name alone ("airport.gdansk.pl", "mnk.pl"), known by its top-level domain; lower case,
# so "Dz.U." or "e.g." stay words.
_HOST = re.compile(
    r"(?<![\w@./-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+"
    r"(?:pl|com|org|net|eu|uk|de|fr|io|info|gov|edu|int|biz|app|dev|ai|co|us|ca|cz|ua)"
    r"(?![\w-]|\.[a-z0-9])"
)
_TLD_HINT = re.compile(
    r"\.(?:pl|com|org|net|eu|uk|de|fr|io|info|gov|edu|int|biz|app|dev|ai|co|us|ca|cz|ua)\b"
)
_EMAIL = re.compile(r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b")
_DOI = re.compile(r"\b(?:doi:\s*)?(10\.\d{4,9}/[^\s\"<>()\[\]]+)", re.IGNORECASE)
_ISBN = re.compile(r"\bISBN(?:-1[03])?:?\s*(\d[\d\- ]{8,16}[\dXx])\b")
# An ISBN-13 known by its shape, whatever words stand between it and "ISBN"
_ISBN_SHAPE = re.compile(r"(?<![\w-])(97[89](?:[- ]?\d){9}[- ]?[\dX])(?![\w-])")
_DOI_IN_URL = re.compile(r"(10\.\d{4,9}/\S+)")

# An identifier: a capital letter, maybe more letters, then digits ("NCT04812345", "KH-220",
# "E24", "COVID-19"), compared whole. Its digits are no number to paraphrase: a changed digit is
# a changed identifier. Read case-blind and without hyphens ("KH220" is "KH-220").
# (a chemical formula's digits may be written as subscripts: "NO₂" is "NO2")
_IDENTIFIER = re.compile(
    # "TL-R2": a letter group before the one the digits follow
    # (a lower-case word after a hyphen is no part of it: "A1-level", "COVID-19-related")
    # (after a "#" only with its hyphen: "job #R-20931" is "nr R-20931", "#EU2025" a hashtag)
    r"(?<![\w./@-])(?:(?<!#)|(?=[A-Z][A-Za-z]{0,7}(?:-[A-Z]{1,3})?-[\d₀-₉]))"
    r"[A-Z][A-Za-z]{0,7}(?:-[A-Z]{1,3})?-?[\d₀-₉][A-Za-z\d₀-₉]*"
    r"(?:[-/](?![a-z]+(?![\w/-]))[A-Za-z\d]+)*"
    r"(?![\w@])"
)
_IDENTIFIER_HINT = re.compile(
    r"[A-Z](?<![\w./@-].)(?:(?<!#.)|(?=[A-Za-z]{0,7}(?:-[A-Z]{1,3})?-[\d₀-₉]))"
    r"[A-Za-z]{0,7}(?:-[A-Z]{1,3})?-?[\d₀-₉]"
)
_SUBSCRIPTS = str.maketrans("₀₁₂₃₄₅₆₇₈₉", "0123456789")
# An office's case signature, letters and dotted numbers: "DKN.5131.482.2025", "WOŚ.6220.1.2024"
# (its numbers and year are the signature's, compared whole)
_SIGNATURE = re.compile(r"(?<![\w./@#-])[A-ZĄĆĘŁŃÓŚŹŻ]{2,8}(?:\.\d+){2,}(?!\w|\.\d)")
_SIGNATURE_HINT = re.compile(r"[A-ZĄĆĘŁŃÓŚŹŻ]\.\d")
# A reference number's pattern or a slashed one, capitals before it, two groups or more:
# "OG/2026/xxxx", "POL-XXXXX-A" (a placeholder group of X, x or N stands for its digits). The
# identifier above wants its digits straight after the letters, so these were read as no code.
_PLACEHOLDER = r"(?:X{2,}|x{2,}|N{2,})"
_SEGMENT = r"(?:\d+|" + _PLACEHOLDER + r"|[A-Z]{1,3})"
# (a placeholder group after a separator: "POL-XXXXX-A" has one, "KH-220-B" none)
_PLACEHOLDER_GROUP = re.compile(r"[-/]" + _PLACEHOLDER)
_PATTERNED = re.compile(
    r"(?<![\w./@#-])[A-ZĄĆĘŁŃÓŚŹŻ]{2,8}(?:[-/]" + _SEGMENT + r"){2,}(?![\w@/-])"
)
_PATTERNED_HINT = re.compile(r"[A-Z][/-](?:\d|X{2}|x{2}|N{2})")


def _patterned(match: re.Match[str]) -> list[Fact]:
    token = match.group(0)
    # two or more groups, one of them a slash's or a placeholder: "KH-220-B" is the identifier's
    if "/" not in token and not _PLACEHOLDER_GROUP.search(token):
        return []
    return [fact(FindingKind.CODE, token, ["id:" + token.upper()])]


# Quarters and halves of a year are dates the numbers module reads ("Q3" is "III kwartał").
_PERIOD_SIGNS = frozenset({"Q1", "Q2", "Q3", "Q4", "H1", "H2"})


_AGE_TEAM = re.compile(r"U-?\d{1,2}")


def _identifier(match: re.Match[str]) -> list[Fact]:
    token = match.group(0)
    letters, hyphen, _ = token.partition("-")
    # "Under-16s" is an age group, "KH-220" a model: before a hyphen, capitals only
    if token.upper() in _PERIOD_SIGNS or (hyphen and not letters.isupper()):
        return []
    if _AGE_TEAM.fullmatch(token):
        # "U-9", "U16": an age group's team, "Under-9"/"do lat 9", whose number is the age
        age = token.lstrip("U-")
        return [fact(FindingKind.NUMBER, token, [f"num:{int(age)}"])]
    key = token.replace("-", "").translate(_SUBSCRIPTS).upper()
    return [fact(FindingKind.CODE, token, ["id:" + key])]


_MONTH_NAMES = (
    r"(?:January|February|March|April|May|June|July|August|September|October|November|December"
    r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec"
    r"|Styczeń|Stycznia|Luty|Lutego|Marzec|Marca|Kwiecień|Kwietnia|Maj|Maja|Czerwiec"
    r"|Czerwca|Lipiec|Lipca|Sierpień|Sierpnia|Wrzesień|Września|Październik"
    r"|Października|Listopad|Listopada|Grudzień|Grudnia)\b"
)
# A month name is not an author: "(as of 3 May 2024)" is an update note, not a citation.
# Nor is the name of a law: "(regulation 16, Building Regulations 2010)" cites an act's part.
_LAW_NAMES = (
    r"(?:Acts?|Regulations?|Directive|Rules|Order|Code|Statute|Ustaw\w*|Rozporządzen\w*"
    r"|Dyrektyw\w*|Kodeks\w*|Konstytucj\w*)\b"
)
# Nor is a Roman numeral: "(wyd. II, 2023)" and "(vol. IV, 1998)" give an edition or a volume.
_ROMAN_WORD = r"[IVXLCDM]+\b(?!['\u2019-])"
# Nor is a journal's title word: "History Workshop Journal (2006)" and "(Environmental Research,
# 2023, vol. 231)" name where a work appeared.
_JOURNAL_WORDS = (
    r"(?:Journal|Review|Reviews|Research|Letters|Proceedings|Bulletin|Quarterly|Annals|Studies"
    r"|Magazine|Transactions|Archives|Science|Sciences|Medicine)\b"
)
# (the capital looked for first: a lazy scan for a surname tries it at every character, and
# the names it must not be are many)
_SURNAME = (
    r"(?=[A-ZĄĆĘŁŃÓŚŹŻ])(?!"
    + _MONTH_NAMES
    + r"|"
    + _LAW_NAMES
    + r"|"
    + _ROMAN_WORD
    + r"|"
    + _JOURNAL_WORDS
    + r")[A-ZĄĆĘŁŃÓŚŹŻ][\w'\u2019-]+"
)
# A year that is part of an identifier ("KX/2024/11/5531", "ISO-2024") is no citation's year.
# (not a height or a weight: "(Diablak, 1725 m n.p.m.)" cites no Diablak)
_YEAR = (
    r"(?<![/\w-])(?:1[5-9]\d{2}|20\d{2})[a-z]?(?![/\w-]|[.,:]\d)"
    r"(?!\s?(?:m|km|cm|mm|kg|g|t|l|ml|ha|zł|ft|lb)(?![\w²³]))"
)
_ET_AL = (
    r"(?:et\s+al\.?|i\s+in\.|i\s+wsp\.|i\s+współ(?:pracow|autor)\w*"
    r"|and\s+(?:colleagues|co-?workers|co-?authors))"
)
_AND = r"(?:\s*&\s*|\s+(?:and|i|oraz)\s+)"


def _authors(join: str) -> str:
    """The authors of one citation: "Nowak & Lis", "Smith, Jones and Brown", "Kowalski i in."."""
    return (
        r"(?P<authors>" + _SURNAME + r"(?:" + join + _SURNAME + r")*)"
        r"(?P<etal>\s*,?\s*" + _ET_AL + r")?"
    )


# (Kowalski, 2019), (Smith et al., 2020, p. 5; Nowak 2018)
_PAREN_CITATION = re.compile(r"\(([^()\n]*?" + _SURNAME + r"[^()\n]*?\b" + _YEAR + r"[^()\n]*)\)")
# One citation of a parenthesis: its authors right before its year, as citations are written.
_CITATION_PART = re.compile(
    _authors(r"(?:\s*,\s*|" + _AND + ")") + r"\s*,?\s*(?P<year>" + _YEAR + r")"
)
# Kowalski (2019), Smith and Jones (2020), Nowak i in. (2021); no commas between the authors, as
# "However, Smith and Jones (2018)" names two.
# (an author in the possessive may have the work named before the year: "Oke's review (1982)")
_NARRATIVE_CITATION = re.compile(
    r"\b"
    + _authors(_AND)
    + r"(?:(?<=['\u2019]s)(?:\s+[a-z]+){1,2})?\s+\((?P<year>"
    + _YEAR
    + r")(?:,\s*[^()\n]*)?\)"
)
_SURNAME_WORD = re.compile(_SURNAME)
# An acronym and a year said bare ("LRST 2025, the 9th Workshop"): an event's, a standard's or an
# organisation's name, which stands for the same parenthesised "(LRST 2025)" a source gives as if
# it cited it. Read weak: never required, never an invention of its own.
# A currency's code is no name: "PLN 2025" is an amount.
_ACRONYM_YEAR = re.compile(
    r"\b(?!(?:PLN|EUR|USD|GBP|CHF|JPY|CZK|SEK|NOK|DKK|CAD|AUD|UAH|HUF|RON|ZŁ)\b)"
    r"([A-Z][A-Z&]{1,9})\s+(" + _YEAR + r")"
)
# [12], [3, 4], [1\u20133]; not a Markdown link's text, not a footnote
_BRACKET_CITATION = re.compile(r"\[(\d+(?:\s*[,\u2013-]\s*\d+)*)\](?!\()")

# A Polish act numbers an inserted article or paragraph with a superscript: "art. 385¹", "§ 3²".
_SUPERSCRIPT = "[\u00b9\u00b2\u00b3\u2070\u2074-\u2079]*"
_ROMAN_OR_NUM = r"\d+" + _SUPERSCRIPT + r"[a-z]?"
_ARTICLE = re.compile(
    # ("Articles 693-709" is "art. 693-709": the plural names a range by its first article)
    r"(?<![\w])(?:art\.|artykuł\w*|articles?)\s*(" + _ROMAN_OR_NUM + r")"
    # "art. 673 § 3" (a code's article and its paragraph) is "Article 673(3)" in English
    r"((?:\s*\(\w{1,3}\)|,?\s*(?:ust\.|paragraph|para\.|§)\s*\d+" + _SUPERSCRIPT + r"[a-z]?"
    r"|,?\s*(?:pkt\.?|point)\s*\d+[a-z]?|,?\s*(?:lit\.|letter)\s*[a-z]\b)*)",
    re.IGNORECASE,
)
# No statute has an article numbered this high: a number that long is a journal's article.
_JOURNAL_ARTICLE_DIGITS = 5
_TAIL_PART = re.compile(
    r"\((\w{1,3})\)|(\d+" + _SUPERSCRIPT + r"[a-z]?)|(?:lit\.|letter)\s*([a-z])\b", re.IGNORECASE
)
# "Section 4.2" is "punkt 4.2", "sekcja 4.2" in Polish; "§ 7" is "paragraf 7", "paragraph 7";
# a contract's "Clause 9.2" is its "punkt 9.2" ("pkt 9.2").
_SECTION = re.compile(
    # (a "pkt" under a paragraph's "ust." is a number of it, as "§ 68 ust. 1 pkt 3" is
    # "§ 68(1)(3)": not a section of its own)
    r"(?:§§?|\b(?:section|sec\.|sekcj\w*|punk\w*|(?<!ust\.\s\d\s)(?<!ust\.\s\d\d\s)pkt\.?"
    r"|paragra\w*|clauses?|klauzul\w*"
    # a UK act's section abbreviated: "Landlord and Tenant Act 1985, s. 11", "s. 11(6)" (a
    # page, "s. 45" of a Polish citation, has no subsection and follows no act)
    r"|(?<=\bAct\s\d{4},\s)s\.|s\.(?=\s?\d+\s?\(\d{1,2}\))))"
    r"\s*(\d+" + _SUPERSCRIPT + r"[a-z]?(?:\.\d+)*)"
    # its subsections: "Section 4(d)", "sekcja 4 lit. d" (not "section 5 (UK)"; "ust. 2" is read
    # as the number it is, and "§ 9 ust. 2" keeps its words for the sentences' alignment)
    r"((?:\s?\((?-i:[a-z]{1,2}|[ivx]{1,4})\)|\s?\(\d{1,2}\)"
    r"|,?\s+(?:lit\.|letter)\s*(?-i:[a-z])\b)*)",
    re.IGNORECASE,
)
_SUBSECTION = re.compile(r"\((\w+)\)|(?:lit\.|letter)\s*(\w+)", re.IGNORECASE)
# A clause numbered in levels ("5.1") is the same clause said bare, as a list of terms numbers it
# ("5.1 A deposit of 30% …" is "Clause 5.1: a deposit …").
_LEVELLED = re.compile(r"\d+\.\d+")


def _section(match: re.Match[str]) -> list[Fact]:
    number = match.group(1).lower()
    bare = ["num:" + number] if _LEVELLED.fullmatch(number) else []
    # a subsection's number is a number ("§ 18(3)" is "§ 18 ust. 3"), its letter a reference
    # of its own ("Section 4(d)" is "sekcja 4 lit. d")
    parts = [
        (part.group(1) or part.group(2)).lower() for part in _SUBSECTION.finditer(match.group(2))
    ]
    return [
        fact(FindingKind.LEGAL_REFERENCE, match.group(0), ["sect:" + number, *bare]),
        *(
            fact(FindingKind.NUMBER, part, ["num:" + part])
            if part.isdigit()
            else fact(FindingKind.LEGAL_REFERENCE, f"({part})", ["lit:" + part])
            for part in parts
        ),
    ]


# A numbered heading whose clauses are numbered under it ("12. Termination\n12.1 …") numbers a
# section: "Clause 12" or "Section 12" names the same one.
# So does a number opening a passage, a clause of terms on its own ("7. Deposit and early
# termination. The Resident must …"), where no later line opens with one (a list's).
_HEADED_SECTION = re.compile(
    r"^(\d{1,3})\.(?=[ \t]+[^\W\d_][^\n]*\n[\s\S]*?(?<![\d.])\1\.\d)"
    r"|\A(\d{1,3})\.(?=[ \t]+[A-ZĄĆĘŁŃÓŚŹŻ])(?![\s\S]*\n[ \t]*\d{1,3}[.)][ \t])",
    re.MULTILINE,
)


def _headed_section(match: re.Match[str]) -> list[Fact]:
    number = match.group(1) or match.group(2)
    return [fact(FindingKind.LEGAL_REFERENCE, match.group(0), ["sect:" + number, "num:" + number])]


_CHAPTER = re.compile(r"(?<![\w])(?:rozdzia\w*|chapter|rozdz\.)\s+(\d+|[IVXLC]+)\b", re.IGNORECASE)
# One space at most before the number: a masked URL's blanks ("na stronie https://… 15
# sierpnia") end no page reference, nor does a way there ("bilet w obie strony 45 zł").
_PAGE = re.compile(
    r"(?<![\w])(?:s\.|str\.|p\.|pp\.|pages?|(?<!obie\s)(?<!obu\s)(?<!dwie\s)stron\w*)"
    # (not a price: "pół strony 32 £" is half a page for £32)
    r"[ \u00a0]?(\d+)(?:\s*[\u2013-]\s*(\d+))?(?![\w])(?![ \u00a0]?(?:£|€|\$|zł|%))",
    re.IGNORECASE,
)
# Every page reference has one of these.
_PAGE_WORDS = ("s.", "str.", "p.", "page", "stron")
_ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}
_ITEM = re.compile(r"(?<![\w])(?:poz\.|item)\s*(\d+)\b", re.IGNORECASE)
# A Polish act's "ust. 4" is the number of a paragraph ("Schedule 1, paragraph 4" is "załącznik 1
# ust. 4"), and the number it is ("§ 18(3)" is "§ 18 ust. 3").
# Only its number is masked: the word stays for the sentences' alignment, as a section's does.
_UST = re.compile(r"(?:(?<=\bust\.\s)|(?<=\bust\.))(\d+)\b")
# (its digit first, so the regex engine skips to digits: the pattern opens with look-behinds)
_UST_HINT = re.compile(r"\d(?:(?<=ust\.\s\d)|(?<=ust\.\d))")

# Where the matches of a pattern can start (see facts.scan_hinted): a character each opens with,
# checked as the pattern checks the character before it, then for the words the pattern needs
# next. Case-blind, "s" is also the long s and "i" the dotted and dotless ones.
_URL_HINT = re.compile(r"[hHwW](?<![\w].)(?=(?<=[hH])(?i:ttps?://)|(?<=[wW])(?i:ww\.))")
_ARTICLE_HINT = re.compile(r"[aA](?<![\w].)(?=(?i:rt\.|rtykuł\w*|rticles?)\s*\d)")
_PAGE_HINT = re.compile(
    r"[sS\u017fpP](?<![\w].)"
    r"(?=(?i:(?<=[sS\u017f])(?:\.|tr\.|tron\w*)|(?<=[pP])(?:\.|p\.|ages?))\s*\d)"
)
_SECTION_HINT = re.compile(
    r"[§sS\u017fpP](?=(?<=§)§?\s*\d"
    r"|(?<![\w].)(?i:(?<=[sS\u017f])(?:ection|ec\.|ekcj\w*|\.)|(?<=[pP])(?:unk|aragra|kt)\w*\.?)\s*\d)"
    r"|[cCkK](?<![\w].)(?=(?i:(?<=[cC])lauses?|(?<=[kK])lauzul\w*)\s*\d)"
)
# A citation's first author: a capitalised word.
_AUTHOR_HINT = re.compile(r"[A-ZĄĆĘŁŃÓŚŹŻ](?<![\w].)")
# The characters of a host's name, and (case-blind) of a bare URL's host.
_HOST_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789.-")
_URL_HOST_CHARS = _HOST_CHARS | frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ\u0130\u0131\u017f\u212a")


def _email_starts(text: str) -> list[int]:
    # An e-mail's name runs up to its "@" in word characters, points, pluses and hyphens.
    ats = [i for i, ch in enumerate(text) if ch == "@"]
    return run_starts(text, ats, lambda ch: ch.isalnum() or ch in "_.+-")


def _host_starts(text: str) -> list[int]:
    # A host runs in its own characters up to the point before its top-level domain.
    dots = [m.start() for m in _TLD_HINT.finditer(text)]
    return run_starts(text, dots, _HOST_CHARS.__contains__)


def _bare_url_starts(text: str) -> list[int]:
    # A bare URL's host runs up to the point before its last part, which a slash follows.
    dots = [m.start() for m in _BARE_URL_HINT.finditer(text)]
    return run_starts(text, dots, _URL_HOST_CHARS.__contains__)


_Build = Callable[[re.Match[str]], list[Fact]]
_Starts = Callable[[str], Iterable[int]]


def _hinted(hint: re.Pattern[str]) -> _Starts:
    return lambda text: hint_starts(hint, text)


def url_key(url: str) -> str:
    """A URL's reading: scheme and ``www.`` dropped, host lower-cased, no trailing slash."""
    doi = _DOI_IN_URL.search(url)
    if doi is not None and "doi" in url.lower():
        return "doi:" + doi.group(1).rstrip(_TRAILING).lower()
    bare = re.sub(r"^(?:https?://)?(?:www\.)?", "", url.rstrip(_TRAILING), flags=re.IGNORECASE)
    host, _, rest = bare.partition("/")
    return "url:" + host.lower() + ("/" + rest if rest else "").rstrip("/")


def extract_code(text: str) -> tuple[list[Fact], str]:
    """Fenced code blocks and inline code spans, compared verbatim; the text masked."""
    # Most texts have no backtick or tilde: the searches are skipped without one.
    fences: list[Fact] = []
    inline: list[Fact] = []
    if "```" in text or "~~~" in text:
        fences, text = scan(text, _FENCE, _fence)
    if "`" in text:
        inline, text = scan(text, _INLINE_CODE, _inline_code)
    return fences + inline, text


def _fence(match: re.Match[str]) -> list[Fact]:
    code = _outdented(match.group(0), match.group(2)).strip()
    # a one-line block is the same command an inline span gives: "`gpx-tnij scal …`" set out
    # as a fenced block is kept, not changed
    same = ["code:" + code] if "\n" not in code else []
    return [fact(FindingKind.CODE_FENCE, match.group(0), ["fence:" + code, *same])]


def _outdented(fence: str, body: str) -> str:
    """A fenced block's body without the indent its opening fence has: a block set under a
    list item ("1. Install:" then the block three spaces in) holds the same code as at the
    margin (CommonMark takes that indent off each line); indents within the code are kept."""
    indent = len(fence) - len(fence.lstrip(" "))
    return re.sub(rf"(?m)^ {{1,{indent}}}", "", body) if indent else body


def fence_lines(fence: str) -> list[str]:
    """The non-blank lines of a fenced block (its span, marks included), each stripped."""
    match = _FENCE.fullmatch(fence.strip())
    body = match.group(2) if match is not None else fence
    return [line.strip() for line in body.splitlines() if line.strip()]


def holds_only(fence: str, commands: Collection[str]) -> bool:
    """Whether a fenced block holds nothing but some of ``commands``, one a line: "Run `a` and
    then `b`." set out as a block of the two commands."""
    lines = fence_lines(fence)
    return bool(lines) and set(lines) <= set(commands)


def fenced_inline(source: str, candidate: str) -> int:
    """How many of the candidate's fenced blocks hold only lines the source writes as inline
    code."""
    if "`" not in source or "```" not in candidate:
        return 0
    inline = {m.group(1).strip() for m in _INLINE_CODE.finditer(source)}
    return sum(holds_only(m.group(0), inline) for m in _FENCE.finditer(candidate))


# A tool's name declined inside its code span, as Polish writes it: "ustawienia `raportownika`"
# is "`raportownik` settings" (one lower-case word, its stem four letters or more).
_CODE_CASE_ENDING = re.compile(r"(?<=\w{4})(?:owi|iem|em|ami|ach|ów|om|a|u|ie|y|ą|ę)$")


def _inline_code(match: re.Match[str]) -> list[Fact]:
    code = match.group(1).strip()
    keys = ["code:" + code]
    if code.isalpha() and code.islower():
        stem = _CODE_CASE_ENDING.sub("", code)
        if stem != code:
            keys.append("code:" + stem)
    return [fact(FindingKind.CODE, match.group(0), keys)]


def _urls(match: re.Match[str]) -> list[Fact]:
    url = match.group(0).rstrip(_TRAILING)
    key = url_key(url)
    return [fact(FindingKind.DOI if key.startswith("doi:") else FindingKind.URL, url, [key])]


def _isbn(match: re.Match[str]) -> list[Fact]:
    digits = re.sub(r"[^\dXx]", "", match.group(1)).upper()
    return [fact(FindingKind.ISBN, match.group(0), ["isbn:" + digits])]


# The endings of a Polish adjectival surname by gender: Malinowska is not Malinowski, though
# both inflect (Malinowskiej, Malinowskiego).
_FEMININE = re.compile(r"(?:sk|ck|dzk)(?:a|iej|ą)(?:['\u2019]s)?$")
_MASCULINE = re.compile(r"(?:sk|ck|dzk)(?:i|iego|iemu|im)(?:['\u2019]s)?$")


# A Polish noun surname's case endings (Nowaka, Nowakiem, Nowakowi, Zaręby; Lisa for Lis):
# longest first, each only after a stem of three letters or more.
# (a "y" after a vowel is the name's own: "Crawley" is "Crawleya" in the genitive)
# ("Esiukowa" is "Esiukowej" in the genitive, "Zobkow" the stem of both)
# ("Oduya" is "Oduyi" in the genitive, as "Maya" is "Mayi")
_CASE_ENDING = re.compile(r"(?<=\w{3})(?:owi|iem|em|(?<=ow)ej|a|(?<![aeiou])y|(?<=y)i|ie|ą|ę|u)$")
_MOBILE_E = re.compile(r"(?<=\w{3})i?e([kc])$")
_ADJECTIVAL = re.compile(r"(?:sk|ck|dzk)(?:a|iej|ą|i|iego|iemu|im)$")


def _without_diacritics(name: str) -> str:
    decomposed = unicodedata.normalize("NFKD", name.replace("ł", "l"))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def surname_stem(surname: str) -> str:
    """A surname as it reads whatever its case: the possessive and a Polish case ending
    dropped (Kowalskiego and Kowalski, Lisa and Lis, Zaręby and Zaręba), diacritics too, as a
    translation may drop them. An adjectival surname keeps its gender (Malinowska is not
    Malinowski). The whole stem is compared: Lindqvist is not Lindberg."""
    if "-" in surname.strip("-"):
        # each part of a double surname is declined: "Ralskiej-Jasiewiczowej" is "Ralska-
        # Jasiewiczowa"
        return "-".join(surname_stem(part) for part in surname.split("-"))
    # "Smith's"; a foreign surname declined in Polish after an apostrophe: "White'a", "White'owi"
    name = re.sub(r"['\u2019](?:s|a|owi|em|u|ie|y|ego|ą)$", "", surname.lower())
    gender = "f" if _FEMININE.search(name) else "m" if _MASCULINE.search(name) else ""
    adjectival = _ADJECTIVAL.search(name)
    if adjectival is not None:
        name = name[: adjectival.start() + (3 if name[adjectival.start()] == "d" else 2)]
    else:
        # a Polish mobile "e": "Mroczek" is "Mroczka" in the genitive, "Adamiec" "Adamca"
        name = _MOBILE_E.sub(r"\1", _CASE_ENDING.sub("", name))
    return _without_diacritics(name) + gender


_CITED_YEAR = re.compile(_YEAR)
_WITH_ET_AL = re.compile(_ET_AL)
# How far after the last author its year may stand: "Nowak, Lis i Wójcik (2021)".
_YEAR_AFTER = 20


def narrated(citation: str, candidate: str) -> bool:
    """Whether a bracketed citation is said in the candidate's running text with all its
    authors, in order, and its year right after them: "(Zielińska, Mazur i Kowal, 2022)" is
    "opisali już Zielińska, Mazur i Kowal (2022)", which _NARRATIVE_CITATION reads without the
    first author (a comma there may end a phrase: "However, Smith and Jones (2018)"). Only a
    list of authors each named: a dropped "et al." or "i in." is still a finding."""
    if _WITH_ET_AL.search(citation):
        return False
    authors = _SURNAME_WORD.findall(citation)
    year = _CITED_YEAR.search(citation)
    if len(authors) < 2 or year is None:
        return False
    pattern = r"\W+(?:\w+\W+){0,2}?".join(re.escape(a[:5]) + r"\w*" for a in authors)
    return any(
        year.group(0) in candidate[match.start() : match.end() + _YEAR_AFTER]
        for match in re.finditer(pattern, candidate)
    )


# How far from a cited name its year may stand in running text, after it ("Harlow and colleagues
# (The Lancet Neurology, 2023)") and before it ("in 2019, Nowak showed").
_YEAR_AFTER_NAME = 120
_YEAR_BEFORE_NAME = 30
_NAME_WORD = re.compile(r"[^\W\d_][\w'\u2019-]*")


def said_near(citation: str, text: str) -> bool:
    """Whether the text names every author of a citation with its year close by, in any
    order of words, brackets or none: "(Poole et al., BMJ 2017)" said as "Poole and colleagues
    in The BMJ (2017)", "WHO (2019)" as "WHO w przeglądzie z 2019 r.". A changed year or author,
    or an "et al." dropped, is not said."""
    # A citation with names before its bracket has its authors there: a journal the bracket
    # names ("Nowak i Zieliński (2022, „Przegląd Archeologiczny”, t. 70)") is no author, and the
    # source may decline it ("w „Przeglądzie Archeologicznym”"). A bracket with no names before
    # it ("(Nowak & Lis, 2021)") is read whole.
    before, bracket, _ = citation.partition("(")
    authors = _SURNAME_WORD.findall(before) if bracket else []
    if not authors:
        authors = _SURNAME_WORD.findall(citation)
    if not authors:
        return False
    # where the text names each capitalised word, by its surname stem
    named: dict[str, list[re.Match[str]]] = {}
    for word in _NAME_WORD.finditer(text):
        if word.group(0)[0].isupper():
            named.setdefault(surname_stem(word.group(0)), []).append(word)
    year = _CITED_YEAR.search(citation)
    if year is None:
        # (authors named without a year, "Okafor et al.": each need only be named)
        return all(surname_stem(author) in named for author in authors)
    etal = _WITH_ET_AL.search(citation) is not None
    years = [
        m.start() for m in re.finditer(r"(?<![\w/-])" + re.escape(year.group(0)) + r"(?!\w)", text)
    ]

    def near(word: re.Match[str], at: int, first: bool) -> bool:
        if not -_YEAR_BEFORE_NAME <= at - word.start() <= _YEAR_AFTER_NAME:
            return False
        between = text[min(at, word.start()) : max(at, word.end())]
        # (within one sentence: a year a later sentence gives dates something else)
        if STOP_BEFORE_CAPITAL.search(between):
            return False
        # (the "et al." follows the first author, not a journal's name the citation adds:
        # "Gill-Wiehl et al. (Nature Sustainability, 2024)")
        return not (etal and first) or _WITH_ET_AL.search(between) is not None

    return bool(years) and all(
        any(
            near(word, at, index == 0)
            for word in named.get(surname_stem(author), ())
            for at in years
        )
        for index, author in enumerate(authors)
    )


def _citation_key(surname: str, year: str) -> str:
    return f"cite:{surname_stem(surname)}:{year.lower()}"


def _cited(match: re.Match[str], span: str) -> list[Fact]:
    """One fact per named author of a citation, so "(Nowak & Lis, 2021)" turned into "(Nowak,
    2021)" has lost Lis. An "et al." stands for the co-authors after the first: "Nowak, Lis i
    Wójcik (2021)" may be cited as "Nowak et al. (2021)", but not "Nowak et al." as "Nowak"."""
    year = match.group("year")
    authors = _SURNAME_WORD.findall(match.group("authors"))
    first = _citation_key(authors[0], year)
    etal = "etal:" + first
    # (its year accounts for one a rewrite says apart: "a 2020 meta-analysis by Bonnet et al.")
    found = [fact(FindingKind.CITATION, span, [first], ["num:" + year.lower()])]
    found += [
        fact(
            FindingKind.CITATION,
            f"{author} ({year})",
            [_citation_key(author, year)],
            stand_ins=[etal],
        )
        for author in authors[1:]
    ]
    if match.group("etal"):
        # Required: dropped, it drops the co-authors ("Nowak et al." → "Nowak"); a candidate's
        # own is accounted for by the first author's citation in the source
        found.append(fact(FindingKind.CITATION, span, [etal], [first]))
    return found


# An official journal is no author: "(Journal of Laws 2022, item 1691)" is a legal reference,
# as "(Dz.U. 2022 poz. 1691)" is; its year and item are read as such.
_GAZETTE = re.compile(
    r"Journal\s+of\s+Laws|Official\s+Journal|Dz\.\s*U\.|Dz\.\s*Urz\.|Dziennik\w*\s+(?:Ustaw|Urzędow\w*)"
    r"|Monitor\w*\s+Polski\w*|M\.\s*P\.",
    re.IGNORECASE,
)


# A quoted name right before a parenthesis: "„Cyfrowe Kroniki 2025” (Digital Chronicles 2025)"
# glosses the name, year and all, and cites no one.
_QUOTED_BEFORE = re.compile(r"[„“\"«][^„“”\"«»\n]{1,80}[”\"»]\s*\Z")
_YEAR_ONLY = re.compile(_YEAR)


def _glossed(match: re.Match[str]) -> bool:
    quoted = _QUOTED_BEFORE.search(match.string, max(0, match.start() - 90), match.start())
    return quoted is not None and any(
        year in quoted.group(0) for year in _YEAR_ONLY.findall(match.group(1))
    )


# The numbers after a cited year: a journal's volume, issue, pages or article ("(Nowak et al.
# 2014, Ring 36: 45-58)", "(Marchetti et al., 2022, vol. 612, article 128154)"), each a fact, as
# a page is.
_CITED_NUMBER = re.compile(r"(?<![\w.,])\d{1,6}(?![\w]|[.,]\d)")


def _cited_numbers(text: str, start: int, end: int) -> list[Fact]:
    # (a page reference's numbers are its own: "s. 40-58")
    pages = [m.span() for m in _PAGE.finditer(text, start, end)]
    return [
        fact(FindingKind.NUMBER, m.group(0), ["num:" + m.group(0)])
        for m in _CITED_NUMBER.finditer(text, start, end)
        if not any(first <= m.start() < last for first, last in pages)
    ]


# A part that opens with a provision's number is a legal reference, whatever law it names:
# "(section 12 of the city's Micromobility Bylaw 2023)", "(art. 5 ustawy z 2021 r.)".
_PROVISION_FIRST = re.compile(
    r"\s*(?:section|sec\.|§|art\.|article|regulation|reg\.|clause|paragraph|para\.|rule"
    r"|schedule|ust\.|pkt|paragraf|rozdział|rozdz\.)\s*\d",
    re.IGNORECASE,
)


def _paren_citation(match: re.Match[str]) -> list[Fact]:
    if _glossed(match):
        return []
    found: list[Fact] = []
    for part in match.group(1).split(";"):
        cited = (
            None
            if _GAZETTE.search(part) or _PROVISION_FIRST.match(part)
            else _CITATION_PART.search(part)
        )
        if cited is not None:
            found.extend(_cited(cited, f"({part.strip()})"))
            found.extend(_cited_numbers(part, cited.end(), len(part)))
        elif found:
            # a later part of the same work: "(JAMA Pediatrics, 2016; 170: 1202-1208)"
            found.extend(_cited_numbers(part, 0, len(part)))
        page = _PAGE.search(part)
        if page is not None and (cited is not None or found):
            found.extend(_page(page))
    return found


# Surnames listed with commas right before a narrative citation ("by Okafor, Lindqvist and Berg
# (2023)"). They are not read as its authors, since a sentence may open "However, Smith and Jones
# (2018)", but a candidate's citation of them ("(Okafor, Lindqvist & Berg, 2023)") is no invention.
_LISTED_BEFORE = re.compile(r"(?:" + _SURNAME + r"\s*,\s*)+\Z")


# A label with its year in brackets that opens a line, "Terminy (2025): 7-20 lipca", names no
# author: it heads what follows (after any list or heading marks).
_LABEL_END = re.compile(r"\s*:")


def _a_label(match: re.Match[str]) -> bool:
    text = match.string
    line = text.rfind("\n", 0, match.start()) + 1
    return (
        not text[line : match.start()].strip(" \t-*#>")
        and _LABEL_END.match(text, match.end()) is not None
    )


def _narrative_citation(match: re.Match[str]) -> list[Fact]:
    if _a_label(match):
        return []
    # "Zaremska (2018, s. 112-135)": the pages in the parentheses are a fact of their own
    page = _PAGE.search(match.string, match.end("year"), match.end())
    found = _cited(match, match.group(0))
    listed = _LISTED_BEFORE.search(match.string, max(0, match.start() - 120), match.start())
    if listed is not None:
        year = match.group("year")
        first = found[0]
        covers = [_citation_key(name, year) for name in _SURNAME_WORD.findall(listed.group(0))]
        found[0] = fact(first.kind, first.span, first.keys, covers)
    volume = _cited_numbers(match.string, match.end("year"), match.end())
    return found + (_page(page) if page is not None else []) + volume


# A study named by its first author with no year: "Pełne wyniki opublikowali Okafor i wsp." is
# "Okafor et al. published the full results"; the author is a fact as a citation's is.
_AUTHOR_ET_AL = re.compile(r"\b(" + _SURNAME + r")\s+" + _ET_AL)
# (every spelling of _ET_AL: "i współpracowników" as well as "i wsp.")
_ET_AL_HINT = re.compile(
    r"\bet\s+al\b|\bi\s+(?:wsp|in)\.|\bi\s+współ|\band\s+(?:colleagues|co-?workers|co-?authors)\b"
)


def _author_et_al(match: re.Match[str]) -> list[Fact]:
    author = match.group(1)
    keys = ["author:" + surname_stem(author)]
    # a year the sentence gives makes it the citation it is: "a 2020 meta-analysis by Bonnet
    # et al." is "Bonnet et al. (2020)"
    begin, end = next(
        (span for span in sentence_spans(match.string, whole=True) if span[1] >= match.end()),
        (0, len(match.string)),
    )
    for year in _YEAR_ONLY.findall(match.string, begin, end):
        keys += [_citation_key(author, year), "etal:" + _citation_key(author, year)]
    return [fact(FindingKind.CITATION, match.group(0), keys)]


def _acronym_year(match: re.Match[str]) -> list[Fact]:
    return [
        fact(
            FindingKind.CITATION,
            match.group(0),
            [_citation_key(match.group(1), match.group(2))],
            weak=True,
        )
    ]


def _bracket_citation(match: re.Match[str]) -> list[Fact]:
    numbers: list[int] = []
    for part in match.group(1).split(","):
        ends = [int(n) for n in re.findall(r"\d+", part)]
        if len(ends) == 2 and 0 < ends[1] - ends[0] < 50:
            numbers.extend(range(ends[0], ends[1] + 1))
        else:
            numbers.extend(ends)
    # One fact per cited number: [3, 7] turned into [3, 8] has lost [7].
    return [fact(FindingKind.CITATION, f"[{n}]", [f"cite:[{n}]"]) for n in numbers]


def _article(match: re.Match[str]) -> list[Fact]:
    if len(match.group(1)) >= _JOURNAL_ARTICLE_DIGITS and not match.group(2):
        # a journal's article number ("vol. 231, art. 116102"), no statute's
        return [fact(FindingKind.NUMBER, match.group(1), ["num:" + match.group(1)])]
    parts = [match.group(1).lower()]
    for tail in _TAIL_PART.finditer(match.group(2)):
        parts.append(next(g for g in tail.groups() if g is not None).lower())
    return [fact(FindingKind.LEGAL_REFERENCE, match.group(0), ["art:" + ".".join(parts)])]


def _chapter(match: re.Match[str]) -> list[Fact]:
    number = match.group(1)
    value = int(number) if number.isdigit() else roman_value(number.upper())
    return [fact(FindingKind.SECTION_REFERENCE, match.group(0), [f"chap:{value}"])]


def roman_value(numeral: str) -> int:
    """The value of a Roman numeral (``XIX`` is 19)."""
    digits = [_ROMAN[ch] for ch in numeral]
    return sum(-d if i + 1 < len(digits) and d < digits[i + 1] else d for i, d in enumerate(digits))


def _page(match: re.Match[str]) -> list[Fact]:
    first, last = match.group(1), match.group(2)
    key = f"page:{int(first)}" + (f"-{int(last)}" if last else "")
    # (its pages account for the same numbers a rewrite gives bare: "72, 415-423")
    numbers = [f"num:{int(first)}"] + ([f"num:{int(last)}"] if last else [])
    return [fact(FindingKind.PAGE_REFERENCE, match.group(0), [key], numbers)]


def extract_references(text: str) -> tuple[list[Fact], str]:
    """URLs, e-mails, DOIs, ISBNs, citations, legal and page references; the text masked.

    Run after :func:`extract_code` and the Markdown link extractor, which take their spans first.
    """
    found: list[Fact] = []
    # Each search runs only in a text with a word or sign every match of it has ("@" for an
    # e-mail, "art" for an article): most texts are spared most searches, each of which costs
    # far more than the look.
    lower = folded(text)
    # Most patterns are tried only where a match can start (see facts.scan_hinted).
    builders: tuple[tuple[bool, re.Pattern[str], _Build, _Starts | None], ...] = (
        ("http" in lower or "www." in lower, _URL, _urls, _hinted(_URL_HINT)),
        (
            "/" in text and _BARE_URL_HINT.search(text) is not None,
            _BARE_URL,
            _urls,
            _bare_url_starts,
        ),
        (
            "@" in text,
            _EMAIL,
            lambda m: [fact(FindingKind.EMAIL, m.group(0), ["mail:" + m.group(0).lower()])],
            _email_starts,
        ),
        (
            "10." in text,
            _DOI,
            lambda m: [
                fact(FindingKind.DOI, m.group(0), ["doi:" + m.group(1).rstrip(_TRAILING).lower()])
            ],
            None,
        ),
        ("ISBN" in text, _ISBN, _isbn, None),
        ("97" in text, _ISBN_SHAPE, _isbn, None),
        # A host name needs a dot before its domain.
        (_TLD_HINT.search(text) is not None, _HOST, _urls, _host_starts),
        ("(" in text, _PAREN_CITATION, _paren_citation, None),
        # its year opens a parenthesis
        (
            "(1" in text or "(20" in text,
            _NARRATIVE_CITATION,
            _narrative_citation,
            _hinted(_AUTHOR_HINT),
        ),
        (_ACRONYM_YEAR.search(text) is not None, _ACRONYM_YEAR, _acronym_year, None),
        # after the citations with a year, which take their authors first
        (
            _ET_AL_HINT.search(text) is not None,
            _AUTHOR_ET_AL,
            _author_et_al,
            _hinted(_AUTHOR_HINT),
        ),
        ("[" in text, _BRACKET_CITATION, _bracket_citation, None),
        ("art" in lower, _ARTICLE, _article, _hinted(_ARTICLE_HINT)),
        (
            "§" in text
            or "sec" in lower
            or "sekcj" in lower
            or "punk" in lower
            or "pkt" in lower
            or "paragra" in lower
            or "claus" in lower
            or "klauzul" in lower
            or "s." in lower,
            _SECTION,
            _section,
            _hinted(_SECTION_HINT),
        ),
        # a heading's number whose clauses follow in levels: "7. Liability …\n7.1 The User …"
        ("\n" in text or text[:1].isdigit(), _HEADED_SECTION, _headed_section, None),
        ("rozdz" in lower or "chapter" in lower, _CHAPTER, _chapter, None),
        (any(word in lower for word in _PAGE_WORDS), _PAGE, _page, _hinted(_PAGE_HINT)),
        (
            "ust." in lower,
            _UST,
            lambda m: [
                fact(
                    FindingKind.LEGAL_REFERENCE,
                    "ust. " + m.group(1),
                    ["sect:" + m.group(1), "num:" + m.group(1)],
                )
            ],
            _hinted(_UST_HINT),
        ),
        (
            "poz." in lower or "item" in lower,
            _ITEM,
            lambda m: [fact(FindingKind.LEGAL_REFERENCE, m.group(0), ["item:" + m.group(1)])],
            None,
        ),
        (
            _SIGNATURE_HINT.search(text) is not None,
            _SIGNATURE,
            lambda m: [fact(FindingKind.CODE, m.group(0), ["id:" + m.group(0).replace(".", "")])],
            None,
        ),
        (
            _PATTERNED_HINT.search(text) is not None,
            _PATTERNED,
            _patterned,
            None,
        ),
        # last: a URL's, a DOI's or a citation's letters and digits are theirs
        (
            _IDENTIFIER_HINT.search(text) is not None,
            _IDENTIFIER,
            _identifier,
            _hinted(_IDENTIFIER_HINT),
        ),
    )
    for present, pattern, build, starts in builders:
        if present:
            if starts is None:
                more, text = scan(text, pattern, build)
            else:
                more, text = scan_at(text, pattern, build, starts(text))
            found.extend(more)
    return found, text
