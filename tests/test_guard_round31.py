"""Round 31 of the guard (docs/guard.md): readings that blind sets 118 and 120 showed wrong. The
examples are this file's own."""

from __future__ import annotations

from models.guard import FindingKind
from skryba.guard import check_candidate, polarity
from skryba.guard.facts import folded
from tests.guard_checks import ENGLISH, POLISH, PRESERVE, kinds, passes


def test_an_english_sentence_with_few_function_words_is_found() -> None:
    # two of its thirteen words of two letters or more are on the function-word list ("you",
    # "not"): the sign that hands a sentence to the language identifier asks for 15 %, not 25 %
    source = (
        "Zajęcia odbywają się w parku przy każdej pogodzie, także w deszczu. Trener czeka przy "
        "głównej bramie, a grupa liczy najwyżej dwanaście osób. Prosimy zabrać wygodne buty, "
        "bo nie pożyczamy obuwia."
    )
    opening = (
        "Zajęcia są w parku bez względu na pogodę, również gdy pada. Trener czeka przy głównej "
        "bramie, a w grupie jest najwyżej dwanaście osób. "
    )
    kept = opening + "Weź wygodne buty \u2013 obuwia nie pożyczamy."
    assert passes(source, kept, PRESERVE)
    mixed = opening + (
        "Please wear shoes you don't mind getting muddy \u2013 we do not lend boots."
    )
    found = check_candidate(source, mixed, PRESERVE)
    assert FindingKind.LANGUAGE in kinds(found)
    assert "Please wear shoes" in found.findings[0].message


def test_under_a_rule_is_no_bound() -> None:
    # "under the rules" names what a thing is done by: it is not the "under"/"below" of a bound
    # that could stand for the negation a translation dropped
    source = "Zgodnie z regulaminem nie wypożyczamy kajaków bez dowodu osobistego."
    kept = "Under the rules, we do not hire out kayaks without an ID card."
    assert passes(source, kept, ENGLISH)
    dropped = "Under the rules, we hire out kayaks without an ID card."
    assert FindingKind.NEGATION in kinds(check_candidate(source, dropped, ENGLISH))
    # a bound still is one: "under 18" may say what "nie … pełnoletnim" did
    assert passes(
        "Nie sprzedajemy alkoholu osobom, które nie są pełnoletnie.",
        "We do not sell alcohol to anyone under 18.",
        ENGLISH,
    )


def test_the_readers_own_view_stands_in_for_no_hedge() -> None:
    # "if you believe" is the reader's view in a condition, not a claim hedged: it no longer
    # stands in for the "probably" a rewrite dropped
    source = (
        "If you think the charge is wrong, you can appeal within 14 days; "
        "the review will probably take about a month."
    )
    dropped = (
        "If you believe the charge is wrong, you can appeal within 14 days; "
        "the review will take about a month."
    )
    assert FindingKind.HEDGE in kinds(check_candidate(source, dropped, PRESERVE))
    assert passes(source, dropped.replace("will take", "will probably take"), PRESERVE)
    # an attributed view still stands in: "researchers believe" hedges as "probably" does
    assert passes(
        "The wall was probably built in the 14th century.",
        "Researchers believe the wall was built in the 14th century.",
        PRESERVE,
    )


def test_a_possible_link_between_findings_is_an_outcome() -> None:
    # "może wiązać się z" allows for a link, as "may be linked to" does: said as a plain link it
    # states as found what the study only allowed for (not a permission to act, restated)
    source = (
        "Dzieci, które jedzą śniadanie, mają lepsze oceny z matematyki. "
        "Brak śniadania może wiązać się z gorszą koncentracją, choć efekt był słaby."
    )
    dropped = (
        "Dzieci jedzące śniadanie mają lepsze oceny z matematyki. "
        "Brak śniadania wiąże się z gorszą koncentracją, choć efekt był słaby."
    )
    assert FindingKind.MODALITY in kinds(check_candidate(source, dropped, PRESERVE))
    kept = dropped.replace("Brak śniadania wiąże", "Brak śniadania może wiązać")
    assert passes(source, kept, PRESERVE)
    # a chosen action permitted still may be said as the rule it makes
    assert passes(
        "Either party may end this agreement with 7 days' notice.",
        "The agreement ends on 7 days' notice from either party.",
        PRESERVE,
    )


def test_a_listed_name_with_a_one_letter_prefix_is_read_as_the_source_reads_it() -> None:
    # "X-rays" is read from its "rays", as the source's own "X-rays" is
    source = "We cannot do surgery or X-rays at the branch; such cases go to the main clinic."
    kept = "What we can't do at the branch: Surgery and X-rays. Such cases go to the main clinic."
    assert passes(source, kept, PRESERVE)
    added = kept.replace("Surgery and X-rays", "Surgery, X-rays and MRI")
    assert FindingKind.NAME in kinds(check_candidate(source, added, PRESERVE))


def test_a_third_before_a_noun_may_be_the_ordinal() -> None:
    # "a third turbine" is "trzecia turbina", not only a third of something
    source = "A decision on a third turbine is expected in early 2026."
    assert passes(
        source, "Decyzji w sprawie trzeciej turbiny oczekuje się na początku 2026 roku.", POLISH
    )
    assert FindingKind.NUMBER in kinds(
        check_candidate(
            source, "Decyzji w sprawie czwartej turbiny oczekuje się na początku 2026 roku.", POLISH
        )
    )
    # a share of something named stays a share: "a third of the turbines" is no "trzecia"
    assert FindingKind.NUMBER in kinds(
        check_candidate(
            "A third of the turbines will be replaced.",
            "Trzecia turbina zostanie wymieniona.",
            POLISH,
        )
    )


def test_two_months_share_the_year_after_them() -> None:
    # "lipiec i sierpień 2025" is "lipiec\u2013sierpień 2025": the year is July's too
    source = "Kolejny sezon badań zaplanowano na lipiec i sierpień 2025 roku."
    assert passes(source, "Następny sezon badań: lipiec\u2013sierpień 2025 r.", PRESERVE)
    assert passes(source, "The next field season is planned for July and August 2025.", ENGLISH)
    assert FindingKind.DATE in kinds(
        check_candidate(source, "Następny sezon badań: czerwiec\u2013sierpień 2025 r.", PRESERVE)
    )


def test_a_rule_on_a_state_governs_its_participle() -> None:
    # "musi być zarejestrowana" governs "zarejestrowana": the candidate's "powinno być" on
    # another state ("powinno być suche", for "powinno pochodzić z suszarni") is no weakened rule
    source = (
        "Każda łódź musi być zarejestrowana w porcie macierzystym. "
        "Drewno na pokładzie powinno pochodzić z suszarni."
    )
    kept = (
        "Rejestracja łodzi w porcie macierzystym jest obowiązkowa. "
        "Drewno na pokładzie powinno być suszone w suszarni."
    )
    assert passes(source, kept, PRESERVE)
    weakened = (
        "Każda łódź powinna być zarejestrowana w porcie macierzystym. "
        "Drewno na pokładzie powinno pochodzić z suszarni."
    )
    assert FindingKind.MODALITY in kinds(check_candidate(source, weakened, PRESERVE))


def test_mid_may_is_the_month() -> None:
    # "mid-May" names May as "in mid May" does (the modal "may" is never joined so)
    source = "The season usually peaks between mid-May and late June."
    assert passes(source, "Sezon zwykle osiąga szczyt między połową maja a końcem czerwca.", POLISH)
    assert FindingKind.DATE in kinds(
        check_candidate(
            source, "Sezon zwykle osiąga szczyt między połową kwietnia a końcem czerwca.", POLISH
        )
    )


def test_a_surname_in_ya_is_declined_in_yi() -> None:
    # "Oduya" is "Oduyi" in the Polish genitive, as "Maya" is "Mayi"
    source = "A review by Hartmann and Oduya (2019) found a 20% rise in sleep disturbance."
    kept = "Przegląd Hartmanna i Oduyi (2019) wykazał wzrost zaburzeń snu o 20%."
    assert passes(source, kept, POLISH)
    changed = "Przegląd Hartmanna i Odumy (2019) wykazał wzrost zaburzeń snu o 20%."
    assert FindingKind.CITATION in kinds(check_candidate(source, changed, POLISH))


def test_mainly_says_mostly() -> None:
    # "mostly" is a hedge a rewrite may say as "mainly" or "głównie"; dropped, it is still one
    source = "Contamination, mostly plastic bags, fell after free liners were handed out."
    assert passes(
        source,
        "Contamination, mainly from plastic bags, fell once free liners were given out.",
        PRESERVE,
    )
    assert passes(
        source,
        "Zanieczyszczenia, głównie foliowe torby, spadły po rozdaniu darmowych worków.",
        POLISH,
    )
    assert FindingKind.HEDGE in kinds(
        check_candidate(
            source,
            "Contamination from plastic bags fell once free liners were given out.",
            PRESERVE,
        )
    )


def test_a_possible_negation_said_as_may_prove_insufficient() -> None:
    # "może nie wystarczyć" is "może okazać się niewystarczające", "may prove insufficient"
    source = "Po kilku latach przerwy jedno strojenie może nie wystarczyć."
    assert passes(
        source,
        "Po kilku latach przerwy jedno strojenie może okazać się niewystarczające.",
        PRESERVE,
    )
    assert passes(
        source, "After a break of several years, one tuning may prove insufficient.", ENGLISH
    )
    assert FindingKind.HEDGE in kinds(
        check_candidate(
            source, "Po kilku latach przerwy jedno strojenie okaże się niewystarczające.", PRESERVE
        )
    )


def test_working_as_usual_is_working_unchanged() -> None:
    # "działają bez zmian" is "działają jak zwykle": the antonym of a change, as "as usual" is
    source = "Biblioteka będzie zamknięta do piątku. Katalog online działa bez zmian."
    assert passes(
        source, "Biblioteka jest zamknięta do piątku. Katalog online działa jak zwykle.", PRESERVE
    )
    assert FindingKind.NEGATION in kinds(
        check_candidate(
            source,
            "Biblioteka jest zamknięta do piątku. Katalog online działa ze zmianami.",
            PRESERVE,
        )
    )


def test_cards_refused_name_the_card() -> None:
    # "kart nie przyjmujemy" names the card "nie prowadzimy sprzedaży kartą" does
    source = "Nie prowadzimy sprzedaży kartą \u2013 kuchnia przyjmuje wyłącznie gotówkę."
    assert passes(source, "Kart nie przyjmujemy, w kuchni zapłacisz tylko gotówką.", PRESERVE)
    assert passes(source, "Nie przyjmujemy kart; w kuchni płacisz tylko gotówką.", PRESERVE)
    assert FindingKind.PAYMENT in kinds(
        check_candidate(source, "W kuchni zapłacisz tylko gotówką.", PRESERVE)
    )


def test_words_opening_with_in_that_negate_nothing() -> None:
    # "instrument", "incident", "ingredient" are no prefixed negations, so they explain no
    # "nie" a rewrite dropped
    source = "Instrumentu nie wolno wynosić z sali. Futerał wydaje woźny."
    dropped = "Instrument wolno wynosić z sali. Futerał wydaje woźny."
    assert FindingKind.NEGATION in kinds(check_candidate(source, dropped, PRESERVE))
    assert passes(source, "Instrumentu nie można wynosić z sali. Futerał wydaje woźny.", PRESERVE)
    # a word its prefix does negate still does: "unavailable" is "niedostępny"
    assert polarity._POLARITY_CUE.search(folded("the room is unavailable")) is not None
    assert polarity._POLARITY_CUE.search(folded("an incident report")) is None
    for word in ("interval", "incremental", "discounted", "disclosed", "unanimously"):
        assert polarity._POLARITY_CUE.search(folded(f"the {word} one")) is None, word
    for word in ("unauthorised", "insufficient", "dissatisfied", "unaccompanied"):
        assert polarity._POLARITY_CUE.search(folded(f"the {word} one")) is not None, word


def test_each_sentence_in_the_other_language_is_named() -> None:
    # a repair needs every sentence left in the other language, not only the first
    source = (
        "Warsztaty trwają trzy godziny. Materiały zapewniamy na miejscu. Prosimy o punktualność, "
        "bo zaczynamy dokładnie o czasie. Po zajęciach można zabrać swoje prace do domu."
    )
    mixed = (
        "Warsztaty trwają trzy godziny. We will provide all the materials on site. Prosimy o "
        "punktualność, bo zaczynamy dokładnie o czasie. You can take your work home with you "
        "after the class."
    )
    found = check_candidate(source, mixed, PRESERVE).findings
    named = [f.candidate_span for f in found if f.kind == FindingKind.LANGUAGE]
    assert named == [
        "We will provide all the materials on site.",
        "You can take your work home with you after the class.",
    ]
