# ruff: noqa: RUF001
"""Round 15 of the guard (docs/guard.md): a negation dropped where the passage's count balances
by chance, as another sentence says a word of the source with a "no"; facts said another way.
The examples are this file's own."""

from __future__ import annotations

import pytest

from models.guard import FindingKind
from models.profile import RewriteProfile
from skryba.guard import check_candidate
from tests.guard_checks import ENGLISH, POLISH, PRESERVE, kinds, passes

_POOL = (
    "Entry to the pool is free of charge for residents. Lessons run on Tuesdays from 17:00 to "
    "18:30. Children under 8 must be accompanied by an adult. Inflatable toys are not allowed "
    "in the main pool."
)
_BASEN = (
    "Mieszkańcy wchodzą na basen bezpłatnie. Zajęcia odbywają się we wtorki od 17:00 do 18:30. "
    "Dzieci poniżej 8 lat muszą przychodzić z dorosłym. Dmuchanych zabawek nie wolno wnosić do "
    "głównej niecki."
)


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # "free of charge" said as "at no charge" adds a "no"; the "not allowed" dropped two
        # sentences on ("are also allowed") leaves the passage's count as it was
        (
            _POOL,
            "Residents can use the pool at no charge. Lessons take place on Tuesdays, "
            "17:00-18:30. An adult has to come with any child under 8. Inflatable toys are "
            "also allowed in the main pool.",
        ),
        (
            _BASEN,
            "Mieszkańcy nic nie płacą za wejście na basen. Zajęcia są we wtorki od 17:00 do "
            "18:30. Dzieci poniżej 8 lat muszą przychodzić z dorosłym. Dmuchane zabawki także "
            "wolno wnosić do głównej niecki.",
        ),
    ],
)
def test_a_negation_dropped_beside_one_said_another_way_is_found(
    source: str, candidate: str
) -> None:
    report = check_candidate(source, candidate, PRESERVE)
    negations = [f for f in report.findings if f.kind == FindingKind.NEGATION]
    assert len(negations) == 1, report.findings
    assert "dropped" in negations[0].message
    assert "nflatable" in negations[0].message or "zabawek" in negations[0].message


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # the same "no" added, with the rule kept: nothing dropped
        (
            _POOL,
            "Residents can use the pool at no charge. Lessons take place on Tuesdays, "
            "17:00-18:30. An adult has to come with any child under 8. Inflatable toys may "
            "not be used in the main pool.",
        ),
        # "not … until" said with "before", and "never refuses anyone" as "always gives
        # everyone": rules kept
        (
            "The hall is free for members. The doors must not be opened until the alarm has "
            "been switched off.",
            "Members use the hall at no cost. Before the doors are opened, the alarm has to be "
            "switched off.",
        ),
        (
            "The hall is free for members. The caretaker never refuses anyone a key during storms.",
            "Members use the hall at no cost. During storms the caretaker always gives everyone "
            "a key too.",
        ),
        # "nie odmawia nikomu" said with "każdemu"
        (
            "Schronisko jest bezpłatne dla członków. W razie burzy gospodarz nie odmawia "
            "nikomu noclegu. Psy nie mogą wchodzić do jadalni.",
            "Członkowie nic nie płacą za schronisko. W czasie burzy gospodarz udziela noclegu "
            "każdemu. Psom wstęp do jadalni jest zabroniony.",
        ),
    ],
)
def test_a_rule_restated_beside_a_no_said_another_way_passes(source: str, candidate: str) -> None:
    report = check_candidate(source, candidate, PRESERVE)
    assert [f for f in report.findings if f.kind == FindingKind.NEGATION] == []


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # a card named beside another means of payment is one
        (
            "From 1 July the machines accept card and phone payments only. A ticket costs £3.",
            "From 1 July you can only pay by card or phone. A ticket costs £3.",
            PRESERVE,
        ),
        (
            "Bilety kupisz u kierowcy, gotówką lub kartą. Bilet kosztuje 5 zł.",
            "Tickets are sold by the driver for cash or card. A ticket costs PLN 5.",
            ENGLISH,
        ),
        # a span of months said with a bare "to", "May" included
        (
            "Boats can be hired from 9am to 5pm, April to October. The terrace is open from May "
            "to September.",
            "You can hire a boat 9am-5pm from April through October. The terrace is open May to "
            "September.",
            PRESERVE,
        ),
        # a possible negation kept as "may decide not to", "może w ogóle nie"
        (
            "The council may not cover the cost if the form is late.",
            "If the form is late, the council may decide not to cover the cost.",
            PRESERVE,
        ),
        (
            "Komisja może nie przyznać nagrody, jeśli żadna praca nie spełni oczekiwań.",
            "Jeśli żadna praca nie spełni oczekiwań, komisja może w ogóle nie przyznać nagrody.",
            PRESERVE,
        ),
        # a quoted name glossed in parentheses, its year with it, cites no one
        (
            "Fundacja ogłasza nabór w programie „Cyfrowe Kroniki 2025”. Dotacja wynosi 5000 zł.",
            "The foundation has opened applications for its “Cyfrowe Kroniki 2025” (Digital "
            "Chronicles 2025) programme. The grant is PLN 5,000.",
            ENGLISH,
        ),
    ],
)
def test_a_fact_said_another_way_passes(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert passes(source, candidate, profile)


@pytest.mark.parametrize(
    ("source", "candidate", "kind"),
    [
        # an ID card is no means of payment, and "by card" added still is one
        (
            "The technician always shows an ID card and never collects payment on site.",
            "The technician always shows an ID card, never collects payment on site and takes "
            "payment by card later.",
            FindingKind.PAYMENT,
        ),
        # a month span changed without a lead
        (
            "Boats can be hired April to October.",
            "Boats can be hired April to September.",
            FindingKind.DATE,
        ),
        # a parenthesis after a quote that does not hold its year is still a citation
        (
            "The report „Clean Rivers” was published last year.",
            "The report „Clean Rivers” (Nowak 2021) was published last year.",
            FindingKind.CITATION,
        ),
        # "may not" made certain is still found beside "may decide"
        (
            "The council may not cover the cost if the form is late.",
            "If the form is late, the council will not cover the cost.",
            FindingKind.HEDGE,
        ),
    ],
)
def test_a_fact_changed_beside_those_readings_is_found(
    source: str, candidate: str, kind: FindingKind
) -> None:
    assert kind in kinds(check_candidate(source, candidate, PRESERVE))


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # a bound said with its excess first, then as the limit
        (
            "Narzędzie konwertuje pliki GPX. Pliki większe niż 200 MB nie są obsługiwane.",
            "Program zamienia pliki GPX. Obsługiwane są pliki do 200 MB.",
        ),
        (
            "Bags heavier than 23 kg cannot be checked in. Check-in opens at 6:00.",
            "You can check in bags of up to 23 kg. Check-in opens at 6:00.",
        ),
        # "nie może przekraczać" said as the permissible speed
        (
            "W garażu prędkość jazdy nie może przekraczać 10 km/h. Mycie aut jest zabronione.",
            "Dopuszczalna prędkość w garażu wynosi 10 km/h. Mycie aut jest zabronione.",
        ),
        # "złamanie zakazu" names the ban, no new one
        (
            "Od 1 kwietnia obowiązuje zakaz spalania liści. Za złamanie zakazu grozi grzywna "
            "do 5000 zł.",
            "Od 1 kwietnia nie wolno palić liści. Temu, kto go złamie, grozi grzywna do 5000 zł.",
        ),
    ],
)
def test_a_bound_or_a_named_ban_said_another_way_passes(source: str, candidate: str) -> None:
    assert passes(source, candidate)


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # the bound lifted, the limit word gone
        (
            "Narzędzie konwertuje pliki GPX. Pliki większe niż 200 MB nie są obsługiwane.",
            "Program zamienia pliki GPX. Obsługiwane są także pliki większe niż 200 MB.",
        ),
        # the ban itself dropped, not only named
        (
            "Od 1 kwietnia obowiązuje zakaz spalania liści. Za złamanie zakazu grozi grzywna "
            "do 5000 zł.",
            "Od 1 kwietnia można palić liście. Temu, kto złamie zasady, grozi grzywna do 5000 zł.",
        ),
    ],
)
def test_a_bound_or_a_ban_dropped_is_still_found(source: str, candidate: str) -> None:
    assert FindingKind.NEGATION in kinds(check_candidate(source, candidate, PRESERVE))


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # an obligation only tried
        (
            "Gdy przyjdzie alert, musisz go potwierdzić w ciągu 15 minut. Dyżur trwa tydzień.",
            "Gdy przyjdzie alert, staraj się go potwierdzić w ciągu 15 minut. Dyżur trwa tydzień.",
        ),
        # a ban said as an instruction only tried not to
        (
            "Your card opens every door. Never lend your card to anyone. Report a lost card "
            "at once.",
            "Your card opens every door. Try not to lend your card to anyone. Report a lost "
            "card at once.",
        ),
        # a permission made "have to", its verb kept
        (
            "If the repair fails, you can ask for a refund. Keep your receipt.",
            "If the repair fails, you have to ask for a refund. Keep your receipt.",
        ),
    ],
)
def test_a_rule_weakened_to_trying_or_a_permission_made_have_to_is_found(
    source: str, candidate: str
) -> None:
    assert FindingKind.MODALITY in kinds(check_candidate(source, candidate, PRESERVE))


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # "try" kept where the source tries too
        (
            "Please try to arrive 10 minutes early. Doors close at 19:00.",
            "Try to be there 10 minutes early, please. Doors close at 19:00.",
        ),
        # "have to" hedged or lifted is no rule made of a permission
        (
            "Trips may be cancelled at short notice. Using the service is not compulsory; you "
            "can go to court instead.",
            "We might have to cancel trips at short notice. You don't have to use the service: "
            "you can go to court instead.",
        ),
        # a notice's "do not" said as "should not" in prose
        (
            "If you need urgent advice, call 111; do not go to A&E unless it is an emergency.",
            "Anyone needing urgent advice should call 111, and people should not go to A&E "
            "unless it is an emergency.",
        ),
    ],
)
def test_trying_kept_or_have_to_hedged_passes(source: str, candidate: str) -> None:
    assert FindingKind.MODALITY not in kinds(check_candidate(source, candidate, PRESERVE))


_VISITORS = (
    "All visitors must sign in at reception. Visitors may use the café on the ground floor "
    "unaccompanied. Photography is not permitted anywhere in the building."
)


def test_a_ban_made_a_permission_in_translation_beside_a_negation_gained_is_found() -> None:
    # "unaccompanied" said as "bez opieki" adds a "bez"; the ban made a permission two
    # sentences on leaves the passage's count as it was
    report = check_candidate(
        _VISITORS,
        "Wszyscy goście muszą wpisać się w recepcji. Z kawiarni na parterze goście mogą "
        "korzystać bez opieki. Fotografowanie jest dozwolone w całym budynku.",
        POLISH,
    )
    assert FindingKind.NEGATION in kinds(report)


def test_the_ban_kept_in_translation_beside_a_negation_gained_passes() -> None:
    assert passes(
        _VISITORS,
        "Wszyscy goście muszą wpisać się w recepcji. Z kawiarni na parterze goście mogą "
        "korzystać bez opieki. Fotografowanie jest zabronione w całym budynku.",
        POLISH,
    )


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # "how often" asks after a frequency and hedges nothing
        (
            "The advantage is probably modest, and it may depend on how often children switch "
            "languages.",
            "The advantage is probably modest and may depend on the frequency with which "
            "children switch languages.",
            PRESERVE,
        ),
        # "some" of a mass noun said as "trochę", "pewne"
        (
            "Please save some seed from your plants. Some redness is normal after a tattoo.",
            "Prosimy zebrać trochę nasion z własnych roślin. Pewne zaczerwienienie po "
            "tatuażu jest normalne.",
            POLISH,
        ),
    ],
)
def test_a_frequency_asked_after_or_some_said_another_way_passes(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert passes(source, candidate, profile)


def test_some_dropped_is_still_a_hedge_dropped() -> None:
    report = check_candidate(
        "Some patients feel dizzy after the injection.",
        "Pacjenci odczuwają zawroty głowy po zastrzyku.",
        POLISH,
    )
    assert FindingKind.HEDGE in kinds(report)


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # an "only" said as "nowhere else than", "limited to"
        (
            "Bilety można kupić wyłącznie u kapitana. Rejs trwa godzinę.",
            "Biletów nie kupimy nigdzie indziej niż u kapitana. Rejs trwa godzinę.",
            PRESERVE,
        ),
        (
            "Zezwolenie mogą uzyskać wyłącznie przedsiębiorcy z koncesją. Opłata wynosi 100 zł.",
            "Krąg uprawnionych ograniczony jest do przedsiębiorców z koncesją. Opłata wynosi "
            "100 zł.",
            PRESERVE,
        ),
        # an exemption with a pronoun after the copula, and one said with a long subject
        (
            "Nie trzeba umieć grać. Opinię nauczyciela można dołączyć, ale nie jest ona "
            "obowiązkowa.",
            "Nie trzeba umieć grać. Opinię nauczyciela można dołączyć, lecz nie jest wymagana.",
            PRESERVE,
        ),
        (
            "Nie trzeba umieć grać na instrumencie. Zajęcia trwają godzinę.",
            "No ability to play any musical instrument is required. Lessons last an hour.",
            ENGLISH,
        ),
    ],
)
def test_a_bound_a_rule_or_an_exemption_said_another_way_passes(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert passes(source, candidate, profile)


def test_an_only_dropped_beside_those_readings_is_still_found() -> None:
    report = check_candidate(
        "Bilety można kupić wyłącznie u kapitana. Rejs trwa godzinę.",
        "Bilety można kupić u kapitana albo w kasie. Rejs trwa godzinę.",
        PRESERVE,
    )
    assert report.findings


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # a way there is no page, nor is a number after a masked address
        (
            "Bilet w obie strony kosztuje 45 zł. Kolej kursuje od 9:00.",
            "Ceny: bilet w obie strony 45 zł. Godziny: od 9:00.",
            PRESERVE,
        ),
        (
            "Sprawy załatwisz na stronie https://urzad.example.pl/e-urzad. W dniu 15 sierpnia "
            "urząd jest nieczynny.",
            "Sprawę możesz załatwić na stronie https://urzad.example.pl/e-urzad. 15 sierpnia "
            "urząd jest zamknięty.",
            PRESERVE,
        ),
        # a cash desk is a place, coffee ground "do przelewu" is pour-over
        (
            "Kasa urzędu przyjmuje wpłaty do 15:00.",
            "The cash desk accepts payments until 15:00.",
            ENGLISH,
        ),
        (
            "We can grind beans for filter coffee. Delivery is free.",
            "Możemy zmielić ziarna do przelewu. Dostawa jest darmowa.",
            POLISH,
        ),
        # "nie zmienia godzin" said as "tak jak dotąd"
        (
            "Urząd zmienia godziny pracy. Wydział Komunikacji nie zmienia godzin obsługi.",
            "Urząd będzie pracował w innych godzinach. Wydział Komunikacji pracuje tak jak dotąd.",
            PRESERVE,
        ),
        # the night between two days, and the coming weeks
        (
            "W nocy z 3 na 4 marca urodziła się samica. Przez najbliższe tygodnie pawilon "
            "będzie zamknięty.",
            "A female was born on the night of 3 to 4 March. The house will stay closed for the "
            "next few weeks.",
            ENGLISH,
        ),
        # a surname declined with its mobile "e"
        (
            "Wyniki odbiegają od danych Mroczka (2019).",
            "The results differ from the data of Mroczek (2019).",
            ENGLISH,
        ),
        # names kept as written are no evidence of a translation's language
        (
            "Regulamin konkursu „Jesienna Filiżanka” – Kawiarnia Ziarenko, Toruń. Konkurs trwa "
            "do 14 października. Opublikuj zdjęcie z hasztagiem #JesiennaFilizanka.",
            "„Jesienna Filiżanka” contest rules – Kawiarnia Ziarenko, Toruń. The contest runs "
            "until 14 October. Post a photo with the hashtag #JesiennaFilizanka.",
            ENGLISH,
        ),
    ],
)
def test_a_fact_or_a_language_read_rightly_passes(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert passes(source, candidate, profile)


@pytest.mark.parametrize(
    ("source", "candidate", "profile", "kind"),
    [
        # a page still is one
        (
            "Zob. strona 45 raportu.",
            "Zob. strona 54 raportu.",
            PRESERVE,
            FindingKind.PAGE_REFERENCE,
        ),
        # paying in cash still is a means of payment
        (
            "Kasa urzędu przyjmuje wpłaty do 15:00.",
            "The cash desk accepts payments in cash until 15:00.",
            ENGLISH,
            FindingKind.PAYMENT,
        ),
        # a translation left in the source's language, its names kept, is still wrong
        (
            "Regulamin konkursu „Jesienna Filiżanka” – Kawiarnia Ziarenko, Toruń. Konkurs trwa "
            "do 14 października. Opublikuj zdjęcie z hasztagiem #JesiennaFilizanka.",
            "Zasady konkursu „Jesienna Filiżanka” – Kawiarnia Ziarenko, Toruń. Konkurs potrwa "
            "do 14 października. Wrzuć zdjęcie z hasztagiem #JesiennaFilizanka.",
            ENGLISH,
            FindingKind.LANGUAGE,
        ),
    ],
)
def test_a_fact_or_a_language_changed_beside_those_readings_is_found(
    source: str, candidate: str, profile: RewriteProfile, kind: FindingKind
) -> None:
    assert kind in kinds(check_candidate(source, candidate, profile))


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # "reguły" are rules, hedging only as "z reguły"
        (
            "Uchwała wprowadza następujące reguły: jeden szyld na działalność.",
            "Uchwała ustanawia następujące wymogi: jeden szyld na działalność.",
            PRESERVE,
        ),
        # an induction training said as "introductory"
        (
            "Z ciemni mogą korzystać członkowie, którzy odbyli szkolenie wstępne.",
            "The darkroom is open to members who have done the introductory training.",
            ENGLISH,
        ),
    ],
)
def test_a_word_that_only_looks_like_a_hedge_passes(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert passes(source, candidate, profile)


def test_z_reguly_dropped_is_still_a_hedge_dropped() -> None:
    report = check_candidate(
        "Wyniki są z reguły dostępne po dwóch dniach.",
        "Wyniki są dostępne po dwóch dniach.",
        PRESERVE,
    )
    assert FindingKind.HEDGE in kinds(report)


def test_a_number_word_after_a_bound_is_a_claim() -> None:
    # "two groups" for "both groups" is wording, but "maksymalnie dwie gry" bounds a count the
    # source never gave
    report = check_candidate(
        "Członkowie mogą wypożyczać gry do domu na 7 dni.",
        "Członkowie mogą wypożyczyć do domu maksymalnie dwie gry na 7 dni.",
        PRESERVE,
    )
    assert FindingKind.NUMBER in kinds(report)


def test_a_number_word_without_a_bound_is_wording() -> None:
    assert passes(
        "Both groups met on 7 May.",
        "The two groups met on 7 May.",
    )


def test_a_bounded_unit_is_a_claim() -> None:
    # "a day" alone may stand for "24 hours"; "at least a day in advance" sets a term
    report = check_candidate(
        "Book the darkroom in the office notebook.",
        "Book the darkroom in the office notebook at least a day in advance.",
        PRESERVE,
    )
    assert FindingKind.NUMBER in kinds(report)


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        ("Zgłoś się co najmniej 24 godziny wcześniej.", "Zgłoś się co najmniej dobę wcześniej."),
        ("The alarm sounds within seconds.", "Within seconds, the alarm sounds."),
    ],
)
def test_a_bounded_unit_said_another_way_passes(source: str, candidate: str) -> None:
    assert passes(source, candidate)


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # an outcome a thing may have, made certain
        (
            "The outsole grips well, although it may wear down faster on tarmac.",
            "The outsole grips well, although it wears down faster on tarmac.",
        ),
        # a comparison made uncertain, then certain
        (
            "The association appeared weaker in the most deprived areas.",
            "The association was weaker in the most deprived areas.",
        ),
        # "usually" dropped beside a permission the rewrite adds
        (
            "Refunds are usually processed within 5 days. Cancellation is possible online.",
            "We process refunds within 5 days. You can cancel online.",
        ),
    ],
)
def test_a_hedge_dropped_is_found(source: str, candidate: str) -> None:
    # (a "may" dropped is reported as the possibility it is)
    found = kinds(check_candidate(source, candidate, PRESERVE))
    assert found & {FindingKind.HEDGE, FindingKind.MODALITY}


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # "wydawał się" seems, as "appeared" does
        (
            "The association appeared weaker in the most deprived areas.",
            "W najbardziej ubogich obszarach związek ten wydawał się słabszy.",
            POLISH,
        ),
        # "to część podatku" names the part
        (
            "Przekazanie 1,5% nic nie kosztuje — to część podatku, która i tak trafi do budżetu.",
            "Przekazanie 1,5% nic cię nie kosztuje: ta część podatku i tak trafi do budżetu.",
            PRESERVE,
        ),
        # "usually" kept as "typically" beside an added "you can"
        (
            "Refunds are usually processed within 5 days. Cancellation is possible online.",
            "Refunds are typically processed within 5 days. You can cancel online.",
            PRESERVE,
        ),
    ],
)
def test_a_hedge_kept_another_way_passes(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert passes(source, candidate, profile)


def test_a_ban_in_one_word_made_a_permission_beside_a_negation_gained_is_found() -> None:
    # "bez usprawiedliwienia" adds a "bez" where the source had "nieusprawiedliwione"; the ban
    # made a permission two sentences on leaves the passage's count balanced
    report = check_candidate(
        "Dopuszczalne są trzy nieusprawiedliwione nieobecności. Zajęcia trwają 90 minut. "
        "Na kolokwiach telefony są zakazane.",
        "Możesz opuścić bez usprawiedliwienia najwyżej trzy zajęcia. Zajęcia trwają 90 minut. "
        "Na kolokwiach telefony są dozwolone.",
        PRESERVE,
    )
    assert FindingKind.NEGATION in kinds(report)


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # the unit of "10-second intervals" is no ordinal
        (
            "With --watch-flags the server polls the file every 10 seconds.",
            "With --watch-flags the file is polled at 10-second intervals.",
        ),
        # a title's capitalised run names nothing new
        (
            "Evening Spanish (Level B1) — course rules. Classes run on Tuesdays.",
            "Evening Spanish (Level B1): Course Regulations. Classes are held on Tuesdays.",
        ),
    ],
)
def test_a_unit_compound_or_a_title_passes(source: str, candidate: str) -> None:
    assert passes(source, candidate)


def test_a_place_named_inside_a_sentence_is_still_invented() -> None:
    report = check_candidate(
        "The plans are available at https://planning.eastcombe.gov.uk. Comments close soon.",
        "The plans are available at https://planning.eastcombe.gov.uk and at Eastcombe "
        "Library. Comments close soon.",
        PRESERVE,
    )
    assert FindingKind.NAME in kinds(report)


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # an exemption said with a relative clause, and "not to have to" in translation
        (
            "IT will reset the laptop after checking that no business data needs to be kept.",
            "IT will reset the laptop after they have checked there's no business data that "
            "needs keeping.",
            PRESERVE,
        ),
        (
            "Chcemy, by młodzież nie musiała jeździć do Warszawy.",
            "We want young people not to have to travel to Warsaw.",
            ENGLISH,
        ),
    ],
)
def test_an_exemption_said_another_way_passes(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert passes(source, candidate, profile)
