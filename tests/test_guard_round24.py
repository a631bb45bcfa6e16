# ruff: noqa: RUF001
"""Round 24 of the guard (docs/guard.md): readings that blind sets 80 to 83 showed wrong. The
examples are this file's own."""

from __future__ import annotations

from models.guard import FindingKind
from skryba.guard import check_candidate, polarity
from skryba.guard.check import _without_quoted_copies, extract
from tests.guard_checks import ENGLISH, POLISH, PRESERVE, kinds, passes


def test_a_capitalised_word_inside_a_sentence_is_a_name_not_a_hedge_stand_in() -> None:
    # "Pike Point to Mill Cove" names a place: its "Point to" is no "points to" that could
    # stand in for the "likely" the candidate dropped
    source = (
        "The cycle track between Pike Point and Mill Cove is closed after a landslip, and it is"
        " likely to stay closed until the end of May."
    )
    damaged = "Cycle track, Pike Point to Mill Cove: closed after a landslip until the end of May."
    assert FindingKind.HEDGE in kinds(check_candidate(source, damaged, PRESERVE))
    # the verb still stands in for a hedge
    faithful = (
        "After a landslip the cycle track between Pike Point and Mill Cove is closed; everything"
        " points to it staying closed until the end of May."
    )
    assert passes(source, faithful)


def test_a_denied_permission_after_a_bound_is_no_bounded_permission() -> None:
    # "tylko po rozmowie …, a niemowlętom nie wolno" bans after the bound: no permission the
    # translation may say as the bound alone, so the dropped "może" of the effect still counts
    source = (
        "Kobiety karmiące mogą przyjmować syrop tylko po rozmowie z lekarzem, a niemowlętom nie"
        " wolno go podawać. Syrop może wywołać senność."
    )
    damaged = (
        "Breastfeeding women may take the syrup only after talking to a doctor, and it must not"
        " be given to infants. The syrup causes drowsiness."
    )
    assert not check_candidate(source, damaged, ENGLISH).passed
    faithful = damaged.replace("causes", "may cause")
    assert passes(source, faithful, ENGLISH)


def test_an_imperative_the_source_says_inside_a_clause_is_no_invitation_gained() -> None:
    # "w razie objawów zadzwoń" already invites: "Jeśli wystąpią, dzwoń" offsets no dropped "może"
    source = (
        "W sobotę wiatr może osiągnąć 90 km/h. W razie uszkodzenia dachu zadzwoń pod numer 112."
    )
    damaged = "W sobotę wiatr osiągnie 90 km/h. Jeśli dach zostanie uszkodzony, dzwoń pod 112."
    assert FindingKind.MODALITY in kinds(check_candidate(source, damaged, PRESERVE))
    faithful = damaged.replace("wiatr osiągnie", "wiatr może osiągnąć")
    assert passes(source, faithful)


def test_a_possibility_before_a_phrase_and_an_outcome_is_no_chosen_action() -> None:
    # "może w ciągu 20 minut wzrosnąć" allows for an outcome, no permission to act the
    # candidate could say as a rule: it restates no other dropped "może"
    source = (
        "Według prognoz w weekend temperatura może przekroczyć 34°C. Nie zostawiaj dzieci w aucie"
        " – temperatura w środku może w ciągu 20 minut wzrosnąć do ponad 50°C. W razie udaru"
        " zadzwoń pod numer 112. Prawdopodobnie upał potrwa do środy."
    )
    damaged = (
        "Prognozy mówią, że w weekend temperatura przekroczy 34°C, a upał prawdopodobnie potrwa"
        " do środy.\n- Nie zostawiaj dzieci w"
        " aucie: w ciągu 20 minut temperatura w środku może wzrosnąć do ponad 50°C.\n- Udar? Dzwoń"
        " pod 112."
    )
    assert FindingKind.MODALITY in kinds(check_candidate(source, damaged, PRESERVE))


def test_a_negation_is_accounted_for_once_by_a_litotes_or_a_prefix() -> None:
    # "not affected" may be "remain" or "unaffected", not both: in a group of sentences that
    # also lost the "not" of "not issued", the two drops are not both explained
    more = (
        "Passes are not issued for vans.",
        "Monthly passes are not affected by this change and remain valid until they expire.",
    )
    fewer = (
        "We also issue passes for vans.",
        "Monthly passes are unaffected by this change and remain valid until they expire.",
    )
    assert not polarity._explained(fewer, more, translated=False, rules_said=True)
    # one "not" said both ways is explained
    assert polarity._explained(fewer[1:], more[1:], translated=False, rules_said=True)


def test_nie_da_sie_negates_the_verb_it_governs() -> None:
    # "nie da się cofnąć" negates "cofnąć" as "nie można cofnąć" does: "można cofnąć" flips it,
    # though "zamiast kopiować" said as "a nie kopiowane" keeps the passage's count
    source = (
        "Aby przenosić pliki zamiast je kopiować, użyj flagi `--move`. Operacji z tą flagą nie da"
        " się cofnąć."
    )
    damaged = (
        "Z flagą `--move` pliki są przenoszone, a nie kopiowane – taką operację można później"
        " cofnąć."
    )
    assert FindingKind.NEGATION in kinds(check_candidate(source, damaged, PRESERVE))
    faithful = (
        "Z flagą `--move` pliki są przenoszone, a nie kopiowane – takiej operacji nie można cofnąć."
    )
    assert passes(source, faithful)


def test_a_short_sentence_left_in_the_other_language_is_found() -> None:
    # its dates masked, "Ogniska są dozwolone wyłącznie … i nigdy w weekendy" keeps few words:
    # "wyłącznie" and "nigdy" are Polish as surely as "są"
    source = (
        "Plot holders must keep at least 75% of their plot under cultivation during the growing"
        " season. Sheds may be put up with the committee's approval, but they must not exceed 2.4"
        " metres in height. Bonfires are allowed only between 1 November and 28 February, and"
        " never at weekends. Hosepipes may be used to fill water butts but should not be left"
        " running. Plot holders who receive two written warnings in one year may lose their"
        " tenancy. The annual rent of £48 is due on 1 October, and members over 65 receive a"
        " 25% discount."
    )
    english = (
        "If you hold a plot, you must keep at least 75% of it cultivated throughout the growing"
        " season. You may build a shed as long as the committee approves, though it mustn't be"
        " more than 2.4 metres high. {} You may use a hosepipe to fill water butts, but you"
        " shouldn't leave it running. Two written warnings in one year may cost you your tenancy."
        " Rent is £48 a year, due on 1 October, with a 25% discount for members over 65."
    )
    damaged = english.format(
        "Ogniska są dozwolone wyłącznie od 1 listopada do 28 lutego i nigdy w weekendy."
    )
    assert FindingKind.LANGUAGE in kinds(check_candidate(source, damaged, PRESERVE))
    faithful = english.format(
        "Bonfires are permitted from 1 November to 28 February only, never at weekends."
    )
    assert passes(source, faithful)


def test_a_sentence_ending_in_a_masked_time_still_ends_for_the_language_check() -> None:
    # "… only after 4 pm." ends its sentence though the time is masked: the English sentence
    # left in a Polish translation is read on its own, not with the Polish one after it
    source = (
        "Plot holders must keep their plots tidy. Bonfires are permitted only between 1 November"
        " and 28 February, and only after 4 pm. Hosepipes must not be used between June and"
        " August. The annual rent of £48 is due on 1 October."
    )
    polish = (
        "Działkowcy muszą utrzymywać działki w porządku. {} Węży ogrodowych nie wolno używać"
        " od czerwca do sierpnia. Roczny czynsz w wysokości 48 GBP jest płatny do 1 października."
    )
    damaged = polish.format(
        "Bonfires are permitted only between 1 November and 28 February, and only after 4 pm."
    )
    assert FindingKind.LANGUAGE in kinds(check_candidate(source, damaged, POLISH))
    faithful = polish.format(
        "Ogniska są dozwolone tylko od 1 listopada do 28 lutego i tylko po godzinie 16:00."
    )
    assert passes(source, faithful, POLISH)


def test_a_quoted_title_copied_from_the_source_is_no_sentence_in_the_other_language() -> None:
    source = (
        "The CitySound dataset contains 5,000 audio clips recorded in Kraków and Wrocław between"
        " March 2021 and February 2022. Each clip is labelled with one of 12 sound classes by at"
        " least two annotators; clips on which they disagreed were not included. If you use it,"
        " please cite Nowak and Fischer (2023), 'CitySound: a labelled corpus of city"
        " soundscapes', Applied Acoustics 211, 109512. Version 1.1, released on 15 January 2024,"
        " corrected 37 mislabelled clips."
    )
    candidate = (
        "Zbiór CitySound zawiera 5000 nagrań audio zarejestrowanych w Krakowie i Wrocławiu między"
        " marcem 2021 a lutym 2022 r. Każde nagranie zostało przypisane do jednej z 12 klas"
        " dźwięków przez co najmniej dwóch anotatorów; nagrania, co do których się nie zgadzali,"
        " nie zostały uwzględnione. Korzystając z niego, prosimy o cytowanie pracy: Nowak i"
        " Fischer (2023), „CitySound: a labelled corpus of city soundscapes”, Applied Acoustics"
        " 211, 109512. Wersja 1.1, wydana 15 stycznia 2024 r., poprawiła 37 błędnie oznaczonych"
        " nagrań."
    )
    assert passes(source, candidate, POLISH)


def test_a_table_kept_as_a_table_keeps_its_rows_and_its_delimiter_row() -> None:
    source = (
        "### Backups\n\nThe script runs nightly at 2:00.\n\n| Setting | Value |\n|---|---|\n"
        "| `KEEP_DAYS` | 14 |\n| `COMPRESSION` | `zstd` |\n"
    )
    no_delimiter = source.replace("|---|---|\n", "")
    row_dropped = source.replace("| `COMPRESSION` | `zstd` |\n", "")
    for damaged in (no_delimiter, row_dropped):
        assert FindingKind.MARKDOWN in kinds(check_candidate(source, damaged, PRESERVE))
    as_a_list = (
        "### Backups\n\nThe script runs every night at 2:00. Settings:\n\n- `KEEP_DAYS`: 14\n"
        "- `COMPRESSION`: `zstd`\n"
    )
    assert passes(source, as_a_list)


def test_a_polite_request_permits_nothing() -> None:
    # "grateful if you could assess him" asks for the assessment: its "could" is no possibility
    source = (
        "I would be grateful if you could assess Mr Pryce for suspected sleep apnoea. His"
        " Epworth score today was 14."
    )
    faithful = (
        "I am writing to refer Mr Pryce for assessment of suspected sleep apnoea. Today his"
        " Epworth score was 14."
    )
    assert passes(source, faithful)


def test_an_opinion_said_another_way_stands_in_for_none_dropped() -> None:
    # "I think" and "in my opinion" attribute the same opinion; "in view of" is "given", no
    # opinion: the dropped "probably" is still a finding
    source = (
        "Given his occupation, I think an early assessment is probably warranted; the"
        " questionnaire places him at high risk."
    )
    damaged = (
        "In view of his occupation, an early assessment is, in my opinion, clearly warranted: the"
        " questionnaire places him at high risk."
    )
    assert FindingKind.HEDGE in kinds(check_candidate(source, damaged, PRESERVE))
    faithful = damaged.replace("clearly", "probably")
    assert passes(source, faithful)


def test_not_uniform_is_said_as_uneven() -> None:
    source = "Retreat is not uniform: the southern end has lost more ground."
    faithful = "The retreat is uneven. The southern end has lost more ground."
    assert passes(source, faithful)
    damaged = "The retreat is uniform. The southern end has lost more ground."
    assert FindingKind.NEGATION in kinds(check_candidate(source, damaged, PRESERVE))


def test_end_of_support_says_a_release_no_longer_supports() -> None:
    source = "Wersja 5.0 nie obsługuje już Androida 8. Pozostałe systemy działają bez zmian."
    faithful = (
        "- Koniec wsparcia dla Androida 8 w wersji 5.0.\n- Pozostałe systemy działają bez zmian."
    )
    assert passes(source, faithful)
    english = "Version 5.0 no longer supports Windows 10."
    assert passes(english, "Version 5.0: end of support for Windows 10.")


def test_an_exemption_asked_about_lifts_nothing() -> None:
    source = "If you no longer need a booked room, cancel it in the app so others can use it."
    faithful = "- Don't need the room any more? Cancel it in the app so others can use it."
    assert passes(source, faithful)
    damaged = "You don't need to cancel a booked room in the app; others can use it."
    assert FindingKind.MODALITY in kinds(check_candidate(source, damaged, PRESERVE))


def test_pewien_stands_in_for_some() -> None:
    # the masculine "pewien" ("pewien obrzęk", some swelling) is "pewna"/"pewne" as a hedge
    assert passes(
        "Some swelling around the wound is common.",
        "Pewien obrzęk wokół rany to częste zjawisko.",
        POLISH,
    )


def test_a_dropped_do_not_in_translation_is_found_though_it_could_be_an_avoidance() -> None:
    # "Do not use ear drops" may be said "Avoid ear drops" (so the passage's counts may agree),
    # but "zastosuj krople" says the opposite
    source = (
        "Avoid loud noise for at least 24 hours beforehand. If you have a build-up of earwax, the"
        " test may not be completed. Do not use ear drops on the day of the test."
    )
    damaged = (
        "Przez co najmniej 24 godziny przed badaniem unikaj głośnego hałasu. Jeśli masz"
        " nagromadzoną woskowinę, badanie może nie zostać dokończone. W dniu badania zastosuj"
        " krople do uszu."
    )
    assert FindingKind.NEGATION in kinds(check_candidate(source, damaged, POLISH))
    faithful = damaged.replace("zastosuj krople do uszu", "unikaj kropli do uszu")
    assert passes(source, faithful, POLISH)


def test_a_ban_made_a_permission_in_translation_beside_a_kept_not() -> None:
    # "bonfires are not allowed" → "wolno palić ogniska" beside a "nie koguty" the sentence
    # keeps; and "or the offer will pass" is the "w przeciwnym razie" the translation adds
    source = (
        "When you are offered a plot, you must reply within 14 days or the offer will pass to the"
        " next person. Tenants may keep chickens but not cockerels, and bonfires are not allowed"
        " between April and September."
    )
    polish = (
        "Po otrzymaniu oferty musisz odpowiedzieć w ciągu 14 dni, w przeciwnym razie oferta"
        " przejdzie na kolejną osobę. Dzierżawcy mogą trzymać kury, ale nie koguty, a od kwietnia"
        " do września {} palić ognisk{}."
    )
    damaged = polish.format("wolno", "a")
    assert not check_candidate(source, damaged, POLISH).passed
    faithful = polish.format("nie wolno", "")
    assert passes(source, faithful, POLISH)


def test_or_after_a_rule_is_the_otherwise_a_rewrite_says() -> None:
    source = "You must reply within 14 days or the offer will pass to the next person."
    faithful = "Odpowiedz w ciągu 14 dni, w przeciwnym razie oferta przejdzie na kolejną osobę."
    assert passes(source, faithful, POLISH)


def test_a_kept_event_name_on_its_own_line_is_no_sentence_in_the_other_language() -> None:
    # a name of five capitalised words joined by "on" ends in a masked date: split there, it is
    # a name the translation keeps, as a signature is
    source = (
        "Call for papers\nWestern Symposium on Coastal Archaeology, Bristol, 3-5 June 2026.\n"
        "We invite abstracts of up to 300 words on any aspect of coastal heritage. The deadline"
        " for submissions is 31 January 2026, and decisions will be sent by 15 March 2026."
    )
    candidate = (
        "Zaproszenie do zgłaszania referatów\nWestern Symposium on Coastal Archaeology, Bristol,"
        " 3-5 czerwca 2026 r.\nZapraszamy do nadsyłania streszczeń o długości do 300 słów,"
        " dotyczących dowolnego aspektu dziedzictwa wybrzeża. Termin zgłoszeń mija 31 stycznia"
        " 2026 r., a decyzje zostaną przesłane do 15 marca 2026 r."
    )
    assert FindingKind.LANGUAGE not in kinds(check_candidate(source, candidate, POLISH))


def test_apostrophes_quote_nothing_for_the_language_check() -> None:
    # "don't … it's" is no quoted title: the words between the apostrophes stay read
    source = "We don't take dogs that bite, it's the insurer's rule."
    candidate = "Nie przyjmujemy psów. We don't take dogs that bite, it's the insurer's rule."
    masked = extract(candidate).without_facts
    assert _without_quoted_copies(source, candidate, masked) == masked
    quoted = "Prosimy cytować „Dogs that bite and their owners” (Nowak, 2023)."
    blanked = _without_quoted_copies("Dogs that bite and their owners (2023)", quoted, quoted)
    assert "Dogs that bite" not in blanked
