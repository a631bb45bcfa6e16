"""Round 8's general fact rules, each with a faithful form that must pass and a damage that must
still be found. The examples are this file's own, not taken from the labelled sets."""

from __future__ import annotations

import pytest

from models.guard import FindingKind
from models.profile import RewriteProfile
from skryba.guard import check_candidate
from tests.guard_checks import ENGLISH, POLISH, PRESERVE


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # a thing the source says will not be charged for is free
        (
            "The museum trip costs £12; pupils on bursaries will not be charged.",
            "The museum trip costs £12, and there is no charge for pupils on bursaries.",
            PRESERVE,
        ),
        # "bez dodatkowych opłat" says no extra cost
        (
            "Abonament kosztuje 480 zł rocznie i można go opłacić w 12 ratach bez dodatkowych "
            "opłat.",
            "The subscription costs PLN 480 a year and can be paid in 12 instalments at no "
            "extra cost.",
            ENGLISH,
        ),
        # "paragraf 7" is "§ 7"
        (
            "Zgodnie z § 7 statutu zarząd zbiera się raz na kwartał.",
            "Paragraf 7 statutu stanowi, że zarząd zbiera się raz na kwartał.",
            PRESERVE,
        ),
        (
            "Zgodnie z § 7 statutu zarząd zbiera się raz na kwartał.",
            "Under paragraph 7 of the statute, the board meets once a quarter.",
            ENGLISH,
        ),
        # authors listed before a narrative citation
        (
            "The method follows the protocol described by Mensah, Dube and Ortiz (2021).",
            "The method follows an established protocol (Mensah, Dube & Ortiz, 2021).",
            PRESERVE,
        ),
        # "by midday" is "do południa"
        (
            "Results will be posted by midday on Friday.",
            "Wyniki zostaną opublikowane do południa w piątek.",
            POLISH,
        ),
        # an obligation lifted without "not ... need to"
        ("You do not need to do anything.", "There's nothing you need to do.", PRESERVE),
        (
            "You don't need a receipt to return the kettle.",
            "No receipt is needed to return the kettle.",
            PRESERVE,
        ),
        # "must allow" obliges: it permits nobody the text addresses
        (
            "Tenants must allow our contractors access at a reasonable time.",
            "Tenants must let our contractors in at a reasonable time.",
            PRESERVE,
        ),
        # a name inside a word is none: "macOS" lists no "OS"
        (
            "The tool runs on Linux, macOS and Windows.",
            "The tool runs on Linux, macOS and Windows.",
            PRESERVE,
        ),
        # a recommendation said as an appeal or an urging
        (
            "Kierowcy powinni omijać rejon prac przy ul. Długiej.",
            "Drogowcy apelują do kierowców, by omijali rejon prac przy ul. Długiej.",
            PRESERVE,
        ),
        (
            "Drivers should avoid the area around the works on Long Street.",
            "Drivers are urged to avoid the area around the works on Long Street.",
            PRESERVE,
        ),
        # a parenthesised acronym and year names an event, said bare too
        (
            "The 4th Workshop on Coastal Sensing (WCS 2026) invites short papers.",
            "WCS 2026, the 4th Workshop on Coastal Sensing, invites short papers.",
            PRESERVE,
        ),
        # a bold word opening a list item, moved into the item's sentence
        (
            "Rules:\n- **Never** leave the kiln unattended.\n- Wear gloves at all times.",
            "Rules:\n- Do not **ever** leave the kiln unattended.\n- Wear gloves at all times.",
            PRESERVE,
        ),
    ],
)
def test_a_faithful_form_passes(source: str, candidate: str, profile: RewriteProfile) -> None:
    report = check_candidate(source, candidate, profile)
    assert report.passed, [f.message for f in report.findings]


@pytest.mark.parametrize(
    ("source", "candidate", "kind"),
    [
        # a free claim the source never makes is still invented
        (
            "The museum trip costs £12 per pupil.",
            "The museum trip costs £12 per pupil; pupils on bursaries go at no charge.",
            FindingKind.PAYMENT,
        ),
        # another paragraph is still another reference
        (
            "Zgodnie z § 7 statutu zarząd zbiera się raz na kwartał.",
            "Paragraf 8 statutu stanowi, że zarząd zbiera się raz na kwartał.",
            FindingKind.LEGAL_REFERENCE,
        ),
        # a co-author dropped from the citation is still lost
        (
            "The method follows the protocol described by Mensah, Dube and Ortiz (2021).",
            "The method follows an established protocol (Mensah & Ortiz, 2021).",
            FindingKind.CITATION,
        ),
        # an author the source never names is still invented
        (
            "The method follows the protocol described by Dube and Ortiz (2021).",
            "The method follows an established protocol (Mensah, Dube & Ortiz, 2021).",
            FindingKind.CITATION,
        ),
        # a lifted obligation made one is still found
        (
            "You don't need a receipt to return the kettle.",
            "You need a receipt to return the kettle.",
            FindingKind.MODALITY,
        ),
        # a permission made an obligation to allow is still found
        (
            "Residents may allow visitors to park in bay C.",
            "Residents must allow visitors to park in bay C.",
            FindingKind.MODALITY,
        ),
        # a recommendation dropped with no appeal in its place is still found
        (
            "Kierowcy powinni omijać rejon prac przy ul. Długiej.",
            "Kierowcy omijają rejon prac przy ul. Długiej, a sąd rozpatrzy apelację.",
            FindingKind.MODALITY,
        ),
        # its year changed is still a changed reference; a price in a currency's code is no name
        (
            "The 4th Workshop on Coastal Sensing (WCS 2026) invites short papers.",
            "WCS 2027, the 4th Workshop on Coastal Sensing, invites short papers.",
            FindingKind.CITATION,
        ),
        ("The fee is PLN 2025 per team.", "The fee is PLN 2052 per team.", FindingKind.NUMBER),
        # a bold label the candidate drops, with its emphasis, is still lost structure
        (
            "Rules:\n- **Never** leave the kiln unattended.\n- Wear gloves at all times.",
            "Rules:\n- Never leave the kiln unattended.\n- Wear gloves at all times.",
            FindingKind.MARKDOWN,
        ),
    ],
)
def test_the_damage_is_still_found(source: str, candidate: str, kind: FindingKind) -> None:
    report = check_candidate(source, candidate, PRESERVE)
    assert kind in {f.kind for f in report.findings}, [f.message for f in report.findings]
