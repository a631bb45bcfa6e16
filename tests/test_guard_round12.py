"""Round 12 of the guard (docs/guard.md): general rules fitted to the nineteenth blind set, each
with the faithful form it must pass and the damage it must still find. The examples are this
file's own."""

from __future__ import annotations

import pytest

from models.guard import FindingKind
from models.profile import RewriteProfile
from skryba.guard import check_candidate
from tests.guard_checks import ENGLISH, PRESERVE, kinds


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # a negation moved across a seam where the rewrite splits its sentences elsewhere
        # (the passage's counts differ elsewhere: "does not work" is "fails")
        (
            "Knock on the office door first. If that does not work, leave a note in the tray. "
            "Please do not phone reception about parcels arriving right now; call the depot on "
            "0161 555 0101 instead.",
            "Knock on the office door first. If that fails, leave a note in the tray. Parcel "
            "arriving right now? Don't phone us — call the depot, 0161 555 0101.",
            PRESERVE,
        ),
        # a refusal said with another verb
        (
            "If you cannot show ID, staff will refuse the sale.",
            "Without ID, staff will turn the sale down.",
            PRESERVE,
        ),
        # a frequency or likelihood said in other words
        (
            "Deer are occasionally seen near the lake.",
            "Now and then deer are seen near the lake.",
            PRESERVE,
        ),
        (
            "The hearing normally lasts two hours.",
            "The hearing ordinarily lasts two hours.",
            PRESERVE,
        ),
        (
            "Pociąg zwykle odjeżdża z peronu 3.",
            "Pociąg najczęściej odjeżdża z peronu 3.",
            PRESERVE,
        ),
        (
            "Wyniki prawdopodobnie zostaną ogłoszone w piątek.",
            "Istnieje prawdopodobieństwo, że wyniki zostaną ogłoszone w piątek.",
            PRESERVE,
        ),
        # a weekday named by its Polish adjective; "any day of the week" is "7 days a week"
        (
            "Kurs obejmuje 5 sobotnich warsztatów po 3 godziny.",
            "The course has 5 Saturday workshops of 3 hours each.",
            ENGLISH,
        ),
        (
            "The depot is open 8am to 8pm, 7 days a week.",
            "You can use the depot any day of the week, from 8am to 8pm.",
            PRESERVE,
        ),
        (
            "Infolinia działa 7 dni w tygodniu.",
            "Infolinia działa każdego dnia tygodnia.",
            PRESERVE,
        ),
        # an act named as the source names it, declined or with its acronym spelled out
        (
            "Zgodnie z art. 22 Kodeksu pracy umowa wymaga formy pisemnej.",
            "Na mocy art. 22 Kodeks pracy wymaga, by umowa miała formę pisemną.",
            PRESERVE,
        ),
        (
            "Ulga wynika z art. 26 ust. 1 ustawy o PIT.",
            "Ulgę przewiduje art. 26 ust. 1 ustawy o podatku dochodowym od osób fizycznych.",
            PRESERVE,
        ),
        (
            "The council may act under section 77 of the Highways Act 1980.",
            "Section 77 of the Highways Act 1980 lets the council act.",
            PRESERVE,
        ),
        (
            "Zgodnie z art. 22 Kodeksu pracy umowa wymaga formy pisemnej.",
            "Under Article 22 of the Labour Code, the contract must be in writing.",
            ENGLISH,
        ),
    ],
)
def test_a_faithful_form_passes(source: str, candidate: str, profile: RewriteProfile) -> None:
    report = check_candidate(source, candidate, profile)
    assert report.findings == []


@pytest.mark.parametrize(
    ("source", "candidate", "kind"),
    [
        # a negation moved onto another verb stays a finding
        (
            "Knock on the office door first. If that does not work, leave a note in the tray. "
            "Please do not phone reception about parcels arriving right now; call the depot on "
            "0161 555 0101 instead.",
            "Knock on the office door first. If that fails, leave a note in the tray. Please "
            "phone reception about parcels arriving right now; don't call the depot on 0161 "
            "555 0101.",
            FindingKind.NEGATION,
        ),
        # a refusal turned into acceptance
        (
            "If you cannot show ID, staff will refuse the sale.",
            "Without ID, staff will accept the sale.",
            FindingKind.NEGATION,
        ),
        # a frequency hedge dropped, and a probability that is a figure, not a hedge
        (
            "Deer are occasionally seen near the lake.",
            "Deer are seen near the lake.",
            FindingKind.HEDGE,
        ),
        (
            "Wyniki prawdopodobnie zostaną ogłoszone w piątek.",
            "Wyniki zostaną ogłoszone w piątek.",
            FindingKind.HEDGE,
        ),
        (
            "Deer are occasionally seen near the lake.",
            "Deer are seen near the lake at times when it is quiet.",
            FindingKind.HEDGE,
        ),
        # a weekday the source's adjective does not name; "środowisko" names no Wednesday
        (
            "Kurs obejmuje 5 sobotnich warsztatów po 3 godziny.",
            "Kurs obejmuje 5 niedzielnych warsztatów po 3 godziny w każdą niedzielę.",
            FindingKind.DATE,
        ),
        (
            "Wydział Środowiska przyjmuje wnioski.",
            "Wydział Środowiska przyjmuje wnioski w środy.",
            FindingKind.DATE,
        ),
        # "any day" alone is no "7 days a week"
        (
            "The depot is open 8am to 8pm, 7 days a week.",
            "The depot is open 8am to 8pm; call any day before noon.",
            FindingKind.NUMBER,
        ),
        # the same article of another act
        (
            "Zgodnie z art. 22 Kodeksu pracy umowa wymaga formy pisemnej.",
            "Zgodnie z art. 22 Kodeksu cywilnego umowa wymaga formy pisemnej.",
            FindingKind.LEGAL_REFERENCE,
        ),
        (
            "Skargę rozpatruje się na podstawie art. 7 ustawy o ochronie zwierząt.",
            "Skargę rozpatruje się na podstawie art. 7 ustawy o ochronie przyrody.",
            FindingKind.LEGAL_REFERENCE,
        ),
        (
            "The council may act under section 77 of the Highways Act 1980.",
            "The council may act under section 77 of the Countryside Act 1980.",
            FindingKind.LEGAL_REFERENCE,
        ),
    ],
)
def test_the_damage_is_still_found(source: str, candidate: str, kind: FindingKind) -> None:
    assert kind in kinds(check_candidate(source, candidate, PRESERVE))
