"""Round 27 of the guard (docs/guard.md): readings that blind sets 98 and 99 showed wrong. The
examples are this file's own."""

from __future__ import annotations

from models.guard import FindingKind
from skryba.guard import check_candidate
from tests.guard_checks import PRESERVE, kinds, passes


def test_szacunek_said_for_respect_is_no_estimate() -> None:
    # "szacunek dla", "wzajemny szacunek", "z szacunkiem" are respect; "według szacunków" and
    # "zgodne z szacunkami dla jezior" stay estimates
    assert passes(
        "W czytelni prosimy o szacunek dla innych: rozmowy prowadzimy na korytarzu.",
        "Szanuj innych w czytelni: rozmawiaj na korytarzu.",
    )
    assert passes(
        "Pracownia jest wspólna, dlatego prosimy o wzajemny szacunek.",
        "Z pracowni korzystamy wszyscy, więc szanujmy się nawzajem.",
    )
    assert passes(
        "Do gości zwracamy się z szacunkiem.",
        "Gości traktujemy uprzejmie.",
    )
    estimated = "Wynik jest zgodny z szacunkami dla podobnych jezior."
    assert FindingKind.HEDGE in kinds(
        check_candidate(estimated, "Wynik jest zgodny z danymi dla podobnych jezior.", PRESERVE)
    )
    said = "Według szacunków gminy z programu skorzysta 400 rodzin."
    assert FindingKind.HEDGE in kinds(
        check_candidate(said, "Z programu skorzysta 400 rodzin.", PRESERVE)
    )
