"""The protected-facts guard: one focused test per rule, and the labelled set's targets."""

from __future__ import annotations

from pathlib import Path

import pytest

from models.guard import GuardMode, GuardReport
from models.profile import RewriteProfile
from skryba.guard import check_candidate, failed_rules, guard_texts, texts_for_judge
from skryba.guard.check import extract
from skryba.guard.evaluation import figures, load_pairs, meets_targets, score
from skryba.guard.numbers import readings

PRESERVE = RewriteProfile()
ENGLISH = RewriteProfile(language="en")
POLISH = RewriteProfile(language="pl")
PAIRS = Path(__file__).parent / "data" / "guard_pairs.jsonl"


def _kinds(report: GuardReport) -> set[str]:
    return {finding.kind for finding in report.findings}


def test_the_labelled_set_meets_the_targets() -> None:
    pairs = load_pairs(PAIRS)
    assert len(pairs) >= 150
    scores = score(pairs)
    assert {s.kind for s in scores} >= {
        "faithful",
        "number",
        "date",
        "url",
        "citation",
        "invented_fact",
        "wrong_language",
        "negation",
        "modality",
        "hedge",
    }
    assert meets_targets(scores) == []


# Each held-out set's figures as last measured (docs/guard.md): faithful pairs flagged may only
# fall, damage caught may only rise. guard_blind.jsonl was written for issue 19 by a helper who
# had not read the guard; before its rules it flagged 80 of its 118 faithful pairs.
# guard_blind2.jsonl was written the same way for round 3: before it, the guard flagged 34 of its
# 140 faithful pairs and caught 114/116 fact and 43/73 marker damages.
# guard_blind3.jsonl was written the same way for round 4: before it, the guard flagged 24 of its
# 113 faithful pairs (21 %) and caught 103/111 fact and 53/67 marker damages.
HELD_OUT = {
    "guard_holdout.jsonl": (1, 111, 37),
    "guard_holdout2.jsonl": (1, 18, 7),
    "guard_holdout3.jsonl": (0, 20, 7),
    "guard_holdout4.jsonl": (5, 56, 23),
    # Round 9: a negation a candidate adds is a finding only where it negates what the source
    # says plainly, and an exemption counted in the source's language only where the rule went
    # the other way too. Damages caught only by an added negation or exemption their faithful
    # twins share are no longer caught: blind2 air-quality-gm-03 and recall-peanut-butter-03
    # (hedges), gym-fithub-04 (a translated "are not allowed" → "mają wstęp", caught by a
    # possibility the "between 10 a.m. and 4 p.m." bound now accounts for), blind3 dom-04 (a
    # translated "we will not pay", hidden by "lack of" read as a negation that may count), blind4
    # krwiodawstwo-05 (a negation added with no word of the source to flip)
    # Round 20 (a "suggest" beside the claim's own hedge no longer required): marker 56 -> 55 on
    # blind (en-lit-1-d2 was caught only by the "suggest" its faithful twin en-lit-1 was wrongly
    # flagged for), 61 -> 60 on blind3 (apelacja-05, "suggest may be tested" -> "will test",
    # caught by its "suggest"; the "may" dropped beside it is one _restated excuses)
    "guard_blind.jsonl": (5, 107, 56),
    "guard_blind2.jsonl": (4, 116, 63),
    "guard_blind3.jsonl": (0, 111, 61),
    # fact 137 -> 136 in round 7: b4-en-hackathon-05 (an invented prize with no number or name)
    # was caught only by a possibility its faithful twin drops too, no longer a finding
    # (round 10: wedkarstwo-04, a negation damage, had been caught only by an obligation the
    # faithful twin's "zabrać można tylko sztukę" restriction now accounts for)
    # (round 11: esport-05, an invented fact, had been caught only by "18" added from nowhere
    # where its faithful twin's source says "niepełnoletni", now the 18's counterpart)
    "guard_blind4.jsonl": (12, 135, 74),
    # round 9: schronisko-adopcja-06 (an invented fact) was caught only by an added negation
    "guard_blind5.jsonl": (11, 149, 79),
    # written for round 7 by helpers who had not read the guard; 49/136 flagged as it came
    # (round 14: outdoor-gym-05, a modality damage, was caught only by "only" read as dropped
    # where "no more than one person" says the bound, as in its faithful twin -02)
    "guard_blind6.jsonl": (19, 64, 48),
    # written at the end of round 7 by helpers who had not read the guard; as it came 43/120,
    # 58/62, 47/58 (round 6: 46/120, 57/62, 44/58); then its date classes fixed (spans of whole
    # months, a price is no date): marker 47 -> 46, reading-survey-05 having been caught only by
    # the date misreading its faithful twins share
    # (round 9: tennis-courts-04, a modality damage, was caught only by an added negation)
    # (round 13: brass-band-04, an "only" dropped from "available only to", was caught only by
    # the "can be borrowed" → "borrowing" its faithful twin -01 shares, now a restatement)
    # (round 19: faithful 20 -> 21, tennis-courts-01's "otherwise the booking counts" said as
    # "if you don't, the booking still counts" is no longer explained by "still", which 7
    # negation flips "you'll still get the deposit back" used)
    "guard_blind7.jsonl": (19, 58, 48),
    # written for round 8 by helpers who had read neither the guard nor any set; as it came on
    # the round-7 code: 35/120 faithful flagged (29 %), 73/76 fact, 36/44 marker damage caught.
    # Then its fact classes fixed (free said as "will not be charged", "paragraf 7", authors
    # listed before a narrative citation, "do południa", a bold opening moved into its sentence):
    # fact 73 -> 72, b8-pl-bhp-pracownia-chemiczna-06 (an invented "fire blanket", no number or
    # name) having been caught only by the bold-label misreading its faithful twins share; then
    # "don't need"/"nothing you need to" lift an obligation, "must allow" permits nobody and
    # "apelują do kierowców, by omijali" recommends: 22/120; an acronym and year said bare
    # ("LRST 2025") stands for the source's "(LRST 2025)": 21/120. housing-repairs-05 (a dropped
    # "prawdopodobnie", hidden by "części zewnętrznych" read as "some") and -06 (an invented
    # "including weekends") had been caught only by the "allow" misreading their faithful twins
    # share
    "guard_blind8.jsonl": (9, 74, 37),
    # written at the end of round 8 by helpers who had read neither the guard nor any set, and
    # measured once on the final round-8 code, no rule fitted to it: 44/120 (37 %), 77/79, 34/41
    # (the round-7 code: 45/120, 77/79, 34/41). Then the self-check that every source passes
    # against itself found "macOS" read as a name "OS" added to a list: 42/120. Round 9 fitted it
    # by general rules (docs/guard.md, round 9): 7/120. Damages that had been caught only by a
    # misreading their faithful twins share: regulamin-karty-miejskiej-06 (an invented "od
    # ręki", no number or name; the impersonal "wydaje się" read as a hedge),
    # przerwa-w-dostawie-pradu-06 (a hedge; an added negation), clinical-trial-recruitment-06
    # ("cannot take part" → "still eligible"; "heart failure to test" read as a failure to
    # act), pole-namiotowe-04 (a translated "nie jest wodą pitną" → "is drinking water", hidden
    # by "brakuje" said as "no free pitches"), bon-senioralny-05 ("nie można go przekazać
    # nikomu innemu" → "ale można go przekazać innej osobie", caught only by a "należy" its
    # faithful twins say as "Warunek:"; the flip through "ani" is not read)
    # (round 14: zapisy-zajecia-dzieci-05, a negation damage, was caught only by the fee rule
    # read as weakened into a permission, as its faithful twin restates it)
    "guard_blind9.jsonl": (4, 76, 32),
    # written at the start of round 9 by a helper who had read neither the guard nor any set.
    # Measured as it came on the round-8 code: 38/120 (32 %), 65/69, 40/51; with the rules
    # fitted to blind9 in round 9: 39/120 (none of them carried over). Then the two design
    # rules of round 9 (an added negation needs a flip, an exemption needs the rule to go the
    # other way), chosen from the counts of every set, this one's included, and "pkt 14.3" read
    # as the section "clause 14.3" is: 25/120; the later general rules of the round: 24/120. Its
    # invented tree-adoption-06 had been caught only by an added negation.
    # (round 10: stolowka-jadlospis-04, a date damage, had been caught only by "nie będą już
    # serwowane" read as a dropped negation, which its faithful twin's "wycofane z oferty" says)
    # (round 12: personal-trainer-contract-06, "need to fill in" said as "can fill in", had been
    # caught only by "unused sessions" said as "sessions you haven't used", read as an added
    # negation its faithful twin shares; "unused" is now "not used")
    "guard_blind10.jsonl": (11, 64, 42),
    # written at the end of round 9 by a helper who had read neither the guard nor any set, and
    # measured once on the final round-9 code with nothing fitted to it: 28/120 (23 %), 66/69,
    # 38/51 (the round-8 code: 33/120, 66/69, 40/51). Its film-festival-accreditation-06 (a
    # negation added) passes the added-negation rule; basen-regulamin-06 (a modality damage) had
    # been caught only by "nie stosuje się do poleceń", now read as the "ignoruje" of its twins.
    # Then fitted by general rules: 12/120; hackerspace-safety-04 (a "required" said as
    # "should be worn") had been caught only by a "nobody … without" miscount, and
    # heatwave-older-adults-review-06 (an invented "and for those with diabetes", no number or
    # name) only by "about doubled" not read as an approximation
    # (round 14: hackerspace-safety-02, faithful, is flagged again: "must never be left" now reads
    # as the ban it is, no longer a rule said plainly that accounted for a dropped "Nobody ...
    # without")
    # (round 19: fact 66 -> 65, food-truck-permit-05's invented "must include two references"
    # was caught only by "Food truck permits in Riverton" misread as permitting something)
    "guard_blind11.jsonl": (6, 65, 40),
    # written at the very end of round 9 by a helper who had read neither the guard nor any set,
    # while the eleventh set's false flags were being fitted, and measured once on the final
    # round-9 code with nothing fitted to it: 22/120 (18 %), 64/69, 42/51 (the round-8 code:
    # 31/120, 66/69, 43/51). Lost from round 8: hiking-permit-06 and cooking-class-06 (invented
    # facts caught only by a misreading their faithful twins share: a month, an added
    # negation) and bird-reserve-06 (a dropped negation the round's rules now explain away).
    # Then fitted by general rules: 17/120
    # (round 10: lost-property-05, an invented fact, had been caught only by "bank cards" read
    # as dropped, which its faithful twin's "karty bankowe" now keeps)
    "guard_blind12.jsonl": (10, 65, 44),
    # written at the end of round 9 by a helper who had read neither the guard nor any set,
    # while the twelfth set was being fitted, and measured once on the final code, nothing
    # fitted: 7/120 (6 %), 64/69, 39/51 (the round-8 code: 11/120, 64/69, 39/51). Its five
    # missed invented facts add a condition with no number, date or name. Round 10's rules,
    # fitted to blind14 and to classes of the earlier sets: 4/120, 64/69, 40/51
    # (dpa-subprocessors-06, a negation damage, had been caught only by a "shall not …
    # without" its faithful twin says as "may … only if")
    # (round 13: rod-regulamin-06, "zarząd może wypowiedzieć" → "wypowiada", a board's discretion
    # said as its act, now reads as a permission to act said plainly: marker 40 -> 39)
    "guard_blind13.jsonl": (4, 64, 43),
    # written at the start of round 10 by a helper who had read neither the guard nor any set,
    # and measured once on the round-9 code with nothing fitted to it: 25/120 (21 %), 62/69,
    # 37/51. Then fitted by general rules (docs/guard.md, round 10): 7/120. Lost:
    # aquarium-membership-05 and wymiana-opon-06 (invented facts, no number or name, caught only
    # by "with your card" and "slots are free" read as payments, which their faithful twins
    # share); naruszenie-danych-05 (a case signature "DKN.5131.482.2025" changed) was read
    # once dotted signatures were: 61/69
    # (round 14: grzybobranie-05, a negation damage, was caught only by an obligation read as
    # only recommended across sentences its faithful twin restates the same way)
    "guard_blind14.jsonl": (6, 61, 38),
    # written at the end of round 10 by a helper who had read neither the guard nor any set, and
    # measured once on the round-10 code (235b990) with nothing fitted to it: 26/120 (22 %),
    # 60/69, 43/51; the round-9 code: 26/120, 61/69, 42/51 (round 10's rules did not carry).
    # Then fitted by general rules: 17/120. kominiarz-05 (a negation damage) had been caught
    # only by "nie wiąże się z żadnymi opłatami" not read as "bezpłatny", which its twins share
    # (round 14: school-uniform-grant-05, a modality damage, was caught only by "Only one
    # grant" read as dropped where "no more than one grant" says it)
    "guard_blind15.jsonl": (8, 60, 43),
    # written at the start of round 11 by a helper who had read neither the guard nor any set,
    # and measured once on the round-10 code (06dbc27) with nothing fitted to it: 28/120 (23 %),
    # 58/69, 41/51. Then fitted by general rules (a weekday the source does not cover, a code's
    # pattern, a source clause copied into a translation, "7 dni w tygodniu" for "codziennie",
    # a repeated "no"): 24/120, 65/69, 41/51. (Round 11's weekday rule also catches a moved
    # weekday in blind10, blind11 and blind12: fact +1 each.)
    # (round 13: kurs-obslugi-pilarki-05, an invented lunch with no number or name, was caught
    # only by the "musi" miscount its faithful twin -02 shares, no longer a finding)
    # (round 13: vintage-car-rally-06, an invented lunch, was caught only by the FAQ questions'
    # "can" its faithful twin -01 shares, read as permissions until questions granted nothing)
    "guard_blind16.jsonl": (14, 63, 42),
    # written at the end of round 11 by a helper who had read neither the guard nor any set, and
    # measured once on the round-11 code before fitting: 38/120 (32 %), 65/69, 41/51 (round 10:
    # 38/120, 64/69, 41/51). Then its fact classes fitted, and "or so" read whole: 29/120, 62/69,
    # 41/51. The three fact damages lost (bell-ringing-04 and -06, bank-zywnosci-05: invented
    # facts and a date said "po Wielkanocy" for "przed") had been caught only by misreadings
    # their faithful twins share ("7.30-9pm", "niepełnoletni", "5, 6 i 7 grudnia")
    # (round 13: krwiobus-04, an invented certificate with no number or name, was caught only by
    # the "Krew może oddać osoba" its faithful twin -01 says plainly, now a restatement)
    # (round 17: community-orchard-06, an invented free T-shirt, was caught only by reading
    # the faithful "dopiero po instruktażu" as the source's "only after" dropped)
    "guard_blind17.jsonl": (15, 61, 43),
    # written at the end of round 11 by a helper who had read neither the guard nor any set, and
    # measured once on the final round-11 code before fitting: 31/120 (26 %), 66/69, 44/51
    # (round 10: 31/120, 64/69, 44/51). Then its fact and Markdown classes fitted (a range
    # offered as another choice, a month and its year said apart, "A1-level", a year a date
    # gives again, a signature kept in a translation, a list set out in more points): 24/120,
    # 66/69, 42/51. Lost: rent-increase-06 (a negation damage caught only by the signature read
    # as English) and cycling-club-04 (a bold span lost, caught only by the list's extra points
    # its faithful twin shares). A bold span lost is now a finding of its own (blind4 and blind8
    # marker +1 each).
    # (round 12: kurs-polskiego-04, a hedge damage, had been caught only by "dwa" read as lost
    # where its list of two says it, as in its faithful twins)
    # (round 13: graduate-visa-04, a dropped "usually", was caught only by the FAQ questions'
    # "can" its faithful twin -01 shares; the hedge count misses it, the questions' "can" standing
    # in for the hedge)
    "guard_blind18.jsonl": (11, 66, 42),
    # written at the very end of round 11 by a helper who had read neither the guard nor any
    # set, measured once on the final round-11 code (2130228) and not fitted: 28/120 (23 %),
    # 68/69, 43/51 (round 10: 29/120, 68/69, 43/51). Round 12 fitted it: 22/120, 68/69, 43/51
    # (round 12 also took one faithful pair each off blind16 and blind18, two off blind17), and
    # then 21/120, 68/69, 42/51: lodowisko-04, a negation damage, had been caught only by
    # "prawdopodobnie" said as "pewnie", as its faithful twin says it; 20/120, 67/69: koty-
    # kastracja-06, an invented fact with no number, had been caught only by "dwie lecznice: A i
    # B" read as a lost "dwie", as in its faithful twin; 19/120, 66/69: cat-sitting-05, an
    # invented fact with no number, had been caught only by "seems" said as "wygląda na"
    # (round 17: cli-release-06, a negation added beside "Fixed a crash", is excused by the fault
    # fixed that the faithful changelogs' "no longer crashes" needs)
    # (round 27 step 8: marker 42 -> 41: mot-reminder-05's "and keep the same renewal date" →
    # "without keeping" was caught by the group's word count only; its nearest sentence reads
    # "keep" and "keeping" as two stems)
    "guard_blind19.jsonl": (16, 66, 41),
    # written during round 12 by a helper who had read neither the guard nor any set, measured
    # once on round 12's code before it was fitted (cdfe5a8): 34/120 (28 %), 61/69, 40/51
    # (round 11: 35/120, 61/69, 40/51). Then fitted: 18/120, 62/69, 40/51.
    # (round 13: spadek-odrzucenie-06, "nieodwołalne" → "odwołalne", was caught only by the
    # "może odrzucić" → "odrzucenie" its faithful twin -02 shares, now a restatement)
    # (round 15: kwalifikacja-wojskowa-02 flagged again: "Obowiązek stawiennictwa wynika z
    # ustawy" said as "Podstawę prawną stanowi ustawa" drops the obligation to appear; it had
    # passed only because "zazwyczaj" was read as an imperative)
    # (round 23: faithful 13 -> 14, lasting-power-of-attorney-02's obligation asked as a
    # question, "Does it need to be registered? Yes.", had been offset by its "it is best not
    # to wait" not read as a recommendation)
    # (round 25: faithful 14 -> 15, database-upgrade-guide-01's "even if it appears to hang"
    # said as "even if it looks stuck" is now a hedge dropped from its sentence: step 12 reads a
    # hedge group by group, and "looks stuck" is no stand-in it knows)
    # (round 30 step 8: marker 41 -> 40, mapy-offline-06's dropped negation was caught only by
    # the app's "pozwala" read as a permission the rewrite dropped)
    "guard_blind20.jsonl": (15, 63, 40),
    # written during round 12 by a helper who had read neither the guard nor any set, measured
    # once on round 12's sixth step (ad95052) before anything was fitted to it: 20/120 (17 %),
    # 62/69, 44/51 (round 11: 22/120, 63/69, 44/51). Then fitted (see below).
    # (round 13: in-vitro-06, an invented priority rule, was caught only by the "mogą z niego
    # skorzystać" its faithful twin -02 says plainly, now a restatement)
    # (round 17: foster-carer-recruitment-04, a dropped negation, was caught only by the
    # "Could you foster?" the source asks, which is no permission a rewrite must keep)
    "guard_blind21.jsonl": (10, 63, 43),
    # written during round 12 by a helper who had read neither the guard nor any set, measured
    # once on round 12's ninth step (02ae9d6) before anything was fitted to it: 36/120 (30 %),
    # 64/69, 43/51 (round 11: 37/120, 64/69, 43/51). Its fixed-bug changelog then showed the
    # step's bug-description idiom taking a faithful pair for each it gave back, and the idiom
    # was dropped: 35/120. Then fitted: 29/120, 64/69, 42/51 (beaver-dams-05, a hedge damage,
    # had been caught only by the "1" of "1-in-5-year" read as lost, as in its faithful twins);
    # then 28/120.
    "guard_blind22.jsonl": (22, 64, 44),
    # written at the end of round 12 by a helper who had read neither the guard nor any set,
    # measured once on the final round-12 code (d9c1c29) and not fitted: 23/120 (19 %), 63/69,
    # 42/51 (round 11: 25/120, 63/69, 42/51). Round 16: gift-aid-declaration-05 ("may be able
    # to claim" -> "are entitled to claim", a hedge) had been caught only by "Should you pay
    # less" read as advice
    # (round 19: fact 65 -> 64, lighthouse-tours-05's invented "10% discount" was caught only by
    # the heading its faithful base adds, which is no longer a finding; its "10%" reads as the
    # source's "groups of 10")
    "guard_blind23.jsonl": (14, 65, 43),
    # written during round 13 by helpers who had read neither the guard nor any set; measured
    # once on round 13's final code (b6a3066) and not fitted: 26/120 (22 %), 64/69, 36/51 (71 %);
    # round 12's code (6769ace) 30/120, 64/69, 36/51
    # (round 14: auction-buyers-premium-06, a hedge damage, was caught only by "must be made"
    # read as only permitted beside a "may" of another sentence, as in its faithful twin -02)
    # (round 22: hot-air-balloon-flights-01 goes on after "the day before" with "whether your
    # flight is going ahead", read as an appended claim; its source says it two sentences on)
    "guard_blind24.jsonl": (17, 66, 40),
    # likewise: 21/120 (18 %), 66/69, 44/51 (86 %); round 12's code 23/120, 66/69, 44/51.
    # Then fitted ("jak zwykle" is no hedge; "mogą się nie", "shall not", "może oznaczać brak"
    # keep a possible negation): blind24 23/120, blind25 19/120, catches unchanged; then fact
    # classes as a translation says them ("Articles 693-709", "card transactions", "transfer
    # limit", "I Wydział" as "1st Division"): blind24 20/120, blind25 18/120
    # (round 19: fact 67 -> 66, open-studios-06's invented "which includes a listing in the
    # catalogue" was caught only by its base's "take cards" read as no means of payment)
    # (round 19: marker 44 -> 43, social-media-policy-04's "forward them" -> "you can forward
    # them" was caught only by its base's "by the Communications team alone" read as no bound)
    # (round 21: marker 43 -> 42, zakaz-palenia-05's "(dla chętnych)" -> "(obowiązkowe dla
    # palących)" was caught only by its base's "wyłącznie" read as a bound dropped)
    # (round 31 step 8: fact 66 -> 65, odholowanie-pojazdu-06's invented cameras were caught
    # only by "może zostać usunięty" and "musi zostać uiszczona" both read as governing "zostać")
    "guard_blind25.jsonl": (12, 65, 42),
    # written during round 14 by four helpers who had read neither the guard nor any set;
    # measured once on round 14's first step (b358282) before anything was fitted to it: 17/120
    # (14 %), 61/69, 36/51 (71 %); round 13's code (cba280f) 17/120, 61/69, 36/51. Then fitted
    # (fact classes said another way: "fortnightly", "za każdy punkt", "bez dodatkowego
    # wynagrodzenia" as "nieodpłatnie", "ordering the transfer", storm "przelewy", "breloki
    # zbliżeniowe", "na mniejsze części", "no more than one"): 11/120; then Polish negations
    # that negate nothing ("sprawdzić, czy … nie został", "czyn zabroniony"): 9/120, 61/69,
    # 35/51 (zastrzezenie-pesel-05, "does not block" → "blocks" in translation, had been caught
    # only by the expletive "nie" its faithful twin -03 also lacks); then "whatever their value"
    # read as "regardless": 8/120
    # (round 19: marker 39 -> 38, manual-loft-ladder-06's "requires two people" -> "is best done
    # by two people" was caught only by its base's "never more" read as no bound)
    "guard_blind26.jsonl": (7, 64, 40),
    # likewise: 23/120 (19 %), 66/69, 38/51 (75 %); round 13's code 24/120, 66/69, 39/51 (the
    # damage lost, water-leak-allowance-04, was caught only by the misreading its faithful twin
    # -01 shares). Then fitted: 17/120; then "must never" read as a ban: 15/120;
    # then "nothing may" as a ban and "ewentualny" as a possibility: 12/120; then strength
    # changes looked for sentence group by sentence group whenever the passage's levels differ:
    # marker 38 -> 41
    # (round 23: faithful 11 -> 12, heathland-conservation-grazing-03: "appears unwell" is now
    # the hedge it is, and its "wygląda na chore" is cancelled by the source's "part of")
    "guard_blind27.jsonl": (12, 67, 43),
    # written for round 15 by helpers who had read neither the guard nor any set; as they came
    # (641e5ef): blind28 21/120 faithful flagged, 64/69 fact, 37/51 marker; blind29 18/120,
    # 63/69, 33/51. Then a negation dropped where the passage's count balances by chance:
    # blind28 marker 41; then facts said another way ("card and phone payments", "April to
    # October", "może w ogóle nie", a quoted name glossed with its year): blind28 15/120,
    # blind29 15/120, with konkurs-logo-gminy-06 and canoe-kayak-hire-terms-05 (negation
    # damages) no longer caught: each had been caught only by the misreading its faithful twins
    # share (a "may not" kept as "może w ogóle nie", a month span said with a bare "to"); then
    # a bound said with its excess first and "złamanie zakazu" as no new ban: 13/120 and
    # 14/120, with zakaz-spalania-odpadow-zielonych-05 ("Zakaz nie dotyczy" → "obejmuje
    # również") no longer caught: it had been caught only by the "złamanie zakazu" its faithful
    # twin -02 shares
    # (round 31 step 15: marker 41 -> 40, dexa-scan-appointment-04's "do not take" -> "do take"
    # was caught only by "underwired" read as a negated word)
    "guard_blind28.jsonl": (8, 65, 40),
    # (blind29 tattoo-studio-aftercare-06, a negation damage, had been caught only by the
    # "some" read as dropped where its faithful twin -03 says "pewne zaczerwienienie")
    # (then jednorazowe-zezwolenie-alkohol-05, "niedopuszczalna" → "dopuszczalna", had been
    # caught only by the "ograniczony jest do" its faithful twin -02 shares, read as an "only"
    # dropped)
    "guard_blind29.jsonl": (9, 64, 34),
    # written during round 15 by helpers who had read neither the guard nor any set; as they
    # came (0aff347, after round 15's steps 1-7): blind30 14/120 faithful flagged, 63/69 fact,
    # 38/51 marker; blind31 19/120, 66/69, 36/51 (on the code before the round, 641e5ef: 14/120,
    # 63/69, 37/51 and 20/120, 66/69, 36/51). Then facts and language read rightly (a way there
    # and a masked address are no page, a cash desk no means, "do przelewu" pour-over, "the
    # night of 3 to 4 March", "najbliższe tygodnie", "Mroczka" as "Mroczek", names kept as
    # written no evidence of a translation's language): 10/120 and 15/120, with
    # zoo-narodziny-nosorozca-05 (a hedge damage) no longer caught: it had been caught only by
    # the date misreading its faithful twins share; round 18: data-breach-reporting-procedure-06
    # (a modality damage) no longer caught: it had been caught only by "where notification is
    # required" read as one more obligation, which a need said as a condition is not; round 20:
    # mikroplastik-omulki-05 ("może wskazywać" -> "świadczy") no longer caught: _restated now
    # excuses its "may" drop, having counted the "sugerują" both texts share as a hedge before;
    # step 16: astronomy-society-observing-nights-05 ("normally" dropped) no longer caught, the
    # base's "often" said as "frequently" now a stand-in that covers it too
    "guard_blind30.jsonl": (4, 63, 38),
    # (then klub-fotograficzny-ciemnia-06, an invented "at least a day in advance", had been
    # caught only by the "szkolenie wstępne" its faithful twin -03 says as "introductory
    # training", read as a hedge dropped)
    # (round 21: marker 40 -> 39, przewoz-lekow-05's dropped "może" was caught only because
    # its "Trzeba też pamiętać, że" counted as an obligation gained; a reminder binds no one)
    "guard_blind31.jsonl": (9, 66, 39),
    # written for round 16 by helpers who had read neither the guard nor any set; as they came,
    # on round 15's final code (01a7d7f): blind32 15/120 faithful flagged, 59/69 fact, 44/51
    # marker; blind33 18/120, 60/69, 39/51
    "guard_blind32.jsonl": (11, 61, 44),
    # (round 17: octopus-den-sharing-05, a dropped "probably" in translation, is missed where
    # the candidate's "częściej" stands for the source's "more frequent" as a hedge)
    # (round 19: marker 39 -> 38, octopus-den-sharing-05's "probably" dropped in translation was
    # caught only by the source's "most often" read as a hedge "najczęściej" does not say)
    "guard_blind33.jsonl": (11, 63, 41),
    # written for round 17 by helpers who had read neither the guard nor any set; as they came,
    # on round 16's final code (2409ee3): blind34 15/120 faithful flagged, 65/69 fact, 43/51
    # marker; blind35 18/120, 64/69, 44/51
    # (perseid-meteor-viewing-guide-05 and kolo-pszczelarzy-pasieka-doswiadczalna-04, a hedge
    # and a negation damage, were caught at first measure only by the misreadings step 2 mended:
    # a heading's month, and "dopiero" as a bound dropped)
    "guard_blind34.jsonl": (5, 65, 41),
    "guard_blind35.jsonl": (1, 64, 47),
    # written during round 17 by helpers who had read neither the guard nor any set; as they
    # came, on round 17's fourth step (d6cd81d): blind36 21/120 faithful flagged, 63/69 fact,
    # 36/51 marker; blind37 11/120, 64/69, 39/51 (on round 16's code, 2409ee3: 24/120, 64/69,
    # 37/51 and 13/120, 64/69, 40/51)
    "guard_blind36.jsonl": (11, 65, 39),
    # (credit-union-loan-conditions-06, an invented fact, was caught at first measure only by
    # the title word "Lending" its faithful twin -02 shares, read as a name)
    "guard_blind37.jsonl": (4, 64, 43),
    # written at the end of round 17 by helpers who had read neither the guard nor any set; as
    # they came, on round 17's seventh step (4994fad): blind38 13/120 faithful flagged, 63/69
    # fact, 40/51 marker; blind39 13/120, 64/69, 40/51 (on round 16's code, 2409ee3: 18/120,
    # 63/69, 40/51 and 17/120, 64/69, 41/51)
    "guard_blind38.jsonl": (7, 66, 41),
    "guard_blind39.jsonl": (6, 64, 40),
    # written at the start of round 18 by helpers who had read neither the guard nor any set; as
    # they came, on round 17's code (25bae9e): blind40 13/120 faithful flagged, 58/69 fact,
    # 44/51 marker; blind41 35/120, 64/69, 44/51 (9 of its 35: a numbered list or heading
    # written as prose, lost Markdown structure by design)
    "guard_blind40.jsonl": (6, 60, 46),
    # (employment-contract-termination-notice-clause-04, cennik-przychodni-weterynaryjnej-pod-
    # lipami-06 and siatkowka-trefl-resovia-relacja-meczowa-06, a modality and two invented
    # facts, were caught at first measure only by the misreadings round 18 mended: "Clause 12"
    # for the heading "12.", "BLIK" for "BLIKIEM", set scores read as clock times)
    "guard_blind41.jsonl": (16, 64, 45),
    # written with blind40/41 and measured once after round 18's first step (bcff590), which
    # changed none of their verdicts (round 17's code gives the same): blind42 20/120 faithful
    # flagged, 61/69 fact, 44/51 marker; blind43 8/120, 59/69, 42/51
    "guard_blind42.jsonl": (7, 62, 45),
    "guard_blind43.jsonl": (6, 61, 43),
    # written during round 18 by helpers who had read neither the guard nor any set; as they
    # came, on round 18's step 3b (3224e90): blind44 18/120 faithful flagged, 61/69 fact,
    # 44/51 marker; blind45 19/120, 61/69, 40/51; blind46 13/120, 61/69, 45/51; blind47
    # 14/120, 59/69, 43/51 (on round 17's code, 25bae9e: 19, 22, 13 and 14 faithful flagged)
    "guard_blind44.jsonl": (7, 62, 45),
    "guard_blind45.jsonl": (13, 61, 41),
    "guard_blind46.jsonl": (9, 62, 45),
    # (dog-boarding-kennel-terms-05, a hedge damage, was caught only by the "a day" of "a day
    # or two" its faithful twin -03 also lost, until "jednego lub dwóch dni" kept it)
    "guard_blind47.jsonl": (8, 60, 43),
    # written at the end of round 18 by helpers who had read neither the guard nor any set, and
    # left unfitted: as they came, on round 18's step 5 (9333539), blind48 25/120 faithful
    # flagged, 61/69 fact, 41/51 marker; blind49 20/120, 64/69, 44/51 (on round 17's code,
    # 25bae9e: 24/120, 61/69, 41/51 and 22/120, 62/69, 44/51)
    # (round 19: marker 41 -> 40, sepsis-antibiotic-timing-audit-summary-05's added "około" was
    # caught only by "most often" read as a hedge; an approximation added is no finding, as 28
    # faithful pairs add one; round 20: fact 61 -> 60, parish-minutes-footpath-bench-repairs-05's
    # invented clause was caught only by "Item 6" read as lost, which "Punkt 6" now keeps)
    # (round 21: fact 60 -> 59, kosciol-05's invented "dzięki fundacji miejscowego dziedzica"
    # was caught only by its base's "Zwiedzanie: od maja" read as a possibility dropped)
    "guard_blind48.jsonl": (6, 59, 40),
    # (round 19: marker 44 -> 43, resize-photos-05's two list items merged into one was caught
    # only by the heading its base adds over a list of its own; fact 64 -> 63,
    # boiler-replacement-update-04's invented clause was caught only by its base's "No one will
    # need to" read against a "Nobody will have to" read as no exemption; marker back to 44 as
    # boiler-replacement-update-06's dropped negation is now found)
    # (round 19: fact 63 -> 62, bird-ringing-permit-trainee-guidance-04's invented fact was caught
    # only by "more often" read as a hedge)
    "guard_blind49.jsonl": (6, 63, 44),
    # written after round 18 from scripts/guard_blind_pairs/helper_prompt.md, left unfitted: as
    # they came, on round 18's final code, blind50 15/120 faithful flagged, 59/69 fact, 44/51
    # marker; blind51 13/120, 63/69, 39/51 (on round 17's code: 17/120, 58/69, 44/51 and 14/120,
    # 62/69, 39/51)
    # (blind50 13 after: its source "the Co-operative and Community Benefit Societies Act" failed
    # against itself, which test_guard_properties found; the name-list reading was mended)
    # (round 19: marker 44 -> 43, rod-zakaz-spalania-odpadow-komunikat-04's dropped negation was
    # caught only by "§ 68 ust. 1 pkt 3" misread as a section "pkt 3" its base lacks)
    "guard_blind50.jsonl": (10, 62, 44),
    # (round 19: marker 39 -> 38, tenancy-checkout-04's "may charge" -> "will charge" was
    # caught only by its base's "not returned" said as "missing", now read as the same)
    "guard_blind51.jsonl": (8, 66, 40),
    # Written for round 19 by eight helpers from scripts/guard_blind_pairs/helper_prompt.md and
    # measured once on round 18's final code (d855cc5) before any rule was fitted: 13, 61, 46;
    # 13, 63, 41; 7, 60, 45; 24, 64, 41. Round 19's steps 1-18, fitted to blind48-51, moved
    # them to 13, 61, 46; 12, 64, 41; 7, 60, 45; 24, 64, 40 (no carry-over to speak of); steps
    # 19-21 were fitted to them.
    "guard_blind52.jsonl": (8, 62, 46),
    # (round 20: fact 64 -> 63, pm25-astma-dzieci-krakow-streszczenie-06's invented clause had
    # been caught only by "2.1-6.3", decimals its faithful twins share, read as days)
    "guard_blind53.jsonl": (6, 63, 41),
    "guard_blind54.jsonl": (3, 61, 46),
    "guard_blind55.jsonl": (19, 64, 43),
    # Written during round 19 and measured once after its step 21 (bc5322d), unfitted: round
    # 18's final code flags 14 and 17 of 120 faithful pairs and catches 62/69, 40/51 and
    # 64/69, 40/51.
    "guard_blind56.jsonl": (7, 62, 42),
    # (fact 64 -> 63 after step 24: przedszkole-rekrutacja-06's invented clause was caught only
    # by "planned for May" read as no month)
    "guard_blind57.jsonl": (8, 64, 39),
    # Written at the end of round 19 and measured once on its final code (a88d11b), unfitted:
    # round 18's final code flags 10 and 18 of 120 faithful pairs and catches 58/69, 37/51 and
    # 60/69, 40/51.
    "guard_blind58.jsonl": (5, 60, 38),
    # (first measured 17, 62, 40; round 20's rules, fitted to blind60-63, moved it to 15, 62, 41)
    # (round 27: faithful 14 -> 11, fact 63 -> 62, marker 42 -> 41: "wzajemny szacunek" is
    # respect, not an estimate; the two damages built on the rewrites it flagged were caught
    # only by that misreading)
    "guard_blind59.jsonl": (11, 62, 41),
    # Written for round 20 by eight helpers and measured once on round 19's final code
    # (79ed891) before any rule was fitted: 19, 63, 41; 16, 65, 38; 10, 63, 43; 15, 62, 41
    # (round 18's d855cc5: 23, 20, 12, 14 faithful). Round 20's steps were fitted to them.
    # (step 16: fact 62 -> 61, historia-tramwaju-06's invented clause was caught only beside
    # its twins' "frequently repeated" read as a dropped "często")
    "guard_blind60.jsonl": (5, 63, 41),
    "guard_blind61.jsonl": (9, 64, 42),
    "guard_blind62.jsonl": (5, 63, 44),
    # (round 25: marker 40 -> 39, instrukcja-montazu-paneli-podlogowych-05's dropped "może" was
    # caught only by its base's "na metrze bieżącym" read as a unit swapped for the source's "1 m")
    "guard_blind63.jsonl": (6, 62, 39),
    # Written during round 20 and measured once on its final code, unfitted: round 19's final
    # code (79ed891) flags 8 and 15 of 120 faithful pairs and catches 64/69, 39/51 and 62/69,
    # 38/51.
    # Steps 11-13 were then fitted to them: fact 64 -> 63 on blind64 (city-bike-share-pricing-
    # faq-06's invented clause was caught only by its twins' "przyszłego roku"), marker 37 -> 36
    # on blind65 (kurs-tanca-06's "must" -> "should" only by its twin's "części" read as a hedge).
    "guard_blind64.jsonl": (3, 64, 39),
    "guard_blind65.jsonl": (6, 63, 40),
    # Written late in round 20 and measured once on its code after step 14 (348d84c),
    # unfitted: 17, 64, 44 and 12, 62, 44. Round 19's final code (79ed891) flags 20
    # and 13 of 120 faithful pairs, round 18's (d855cc5) 22 and 15. Step 15, fitted after the
    # measure, reads three of blind66's "Summary: <title>" first lines as no preamble.
    "guard_blind66.jsonl": (13, 64, 45),
    "guard_blind67.jsonl": (11, 62, 45),
    # Written for round 21 by four helpers who had read neither the guard nor any set, and
    # measured once on round 20's final code (86ad74a) before anything was fitted: 16, 66, 42 and
    # 10, 58, 36; round 19's code (79ed891) flags 20 and 11 of 120. Steps 1-7 were fitted to them.
    # Three damages were caught only beside their base's false finding the round mended:
    # millbrook-05's invented "step-free access" (its base's "no charge"), city-bike-04's dropped
    # "nie płacisz" (its base's month span), letting-agent-04's "may" -> "will" (its base's "All
    # we may charge" read as no bound); the last is caught again by step 7.
    "guard_blind68.jsonl": (7, 66, 41),
    "guard_blind69.jsonl": (3, 59, 40),
    # Written with blind68/69, measured once after round 21's step 4 (2953eb3), unfitted: 9, 64,
    # 43 and 6, 62, 40 (round 20's code the same; round 19's 11 and 8 faithful flagged). Steps
    # 5-7 were then fitted to them too (fact 64 -> 63 on blind70: share-offer-04's invented
    # "supply around a third of the centre's electricity" was caught only beside its base's
    # "regardless" read as a negation dropped).
    "guard_blind70.jsonl": (3, 64, 44),
    "guard_blind71.jsonl": (5, 63, 42),
    # Written with blind68-71 and held unmeasured until round 21's step 7 (7eabd98), then
    # measured once, unfitted: 8, 64, 42 and 8, 60, 41 (round 20's code the same; round 19's 8
    # and 11 faithful flagged). Steps 8-12 were then fitted to them (blind73's night-traffic-05,
    # a dropped "may", was caught only beside its base's false citation finding).
    "guard_blind72.jsonl": (8, 65, 44),
    # (round 25: marker 43 -> 42, gwarancja-warsztatu-samochodowego-warunki-06's translated
    # "does not exclude" -> "excludes" was caught only by "części dostarczonych" read as a hedge)
    "guard_blind73.jsonl": (6, 60, 42),
    # Written for round 22 by eight helpers who had read neither the guard nor any set. blind74
    # and blind75 were measured once on round 21's final code (2f8421b) before anything was
    # fitted: 7, 62, 47 and 14, 66, 43 (round 20's code: 7, 62, 46 and 15, 66, 43). Steps 1-7
    # were fitted to them.
    "guard_blind74.jsonl": (3, 62, 47),
    "guard_blind75.jsonl": (7, 67, 45),
    # Held unmeasured until round 22's last step, then measured once, unfitted: 16, 59, 43 and
    # 8, 62, 42 (round 21's code: 15, 59, 43 and 8, 62, 42). Step 8 made blind76's
    # winter-vitamin-d-03 worse and was taken back; nothing was fitted to them.
    "guard_blind76.jsonl": (9, 60, 44),
    "guard_blind77.jsonl": (4, 63, 43),
    # Written at the start of round 23 by helpers who had read neither the guard nor any set, and
    # measured once on round 22's final code (264d9b0): 7, 61, 42 and 13, 65, 41 (the round's
    # first two steps changed no verdict on them). Then fitted by general rules.
    "guard_blind78.jsonl": (3, 61, 45),
    "guard_blind79.jsonl": (6, 65, 44),
    # Held unmeasured until round 23's step 13, then measured, unfitted: 12, 64, 40 and 11, 59,
    # 45, the same verdicts as round 22's code gave them; and the same again after step 24.
    # (round 24: fact 64 -> 63, git-branching-workflow-notes-06's invented fact was caught only
    # by a quoted Polish commit message read as a sentence in the wrong language; step 7 reads
    # a quoted title copied from the source as no sentence)
    "guard_blind80.jsonl": (11, 63, 42),
    "guard_blind81.jsonl": (6, 60, 46),
    # written for round 24: blind82/83 measured once on round 23's final code (12, 65, 42 and 9,
    # 61, 46), then fitted; blind84/85 held out until round 24's step 16, then measured,
    # unfitted: 19, 63, 44 and 13, 64, 40 (round 23's code: 19, 63, 44 and 12, 64, 40); step 17
    # then mended the one blind85 faithful pair step 7 had flagged
    "guard_blind82.jsonl": (8, 65, 45),
    "guard_blind83.jsonl": (6, 61, 48),
    # (round 25: marker 44 -> 43, urban-tree-canopy-heat-study-04's dropped "likely" was caught
    # only by its base's "one in three" read as no counterpart of "a third")
    "guard_blind84.jsonl": (15, 63, 43),
    "guard_blind85.jsonl": (9, 64, 41),
    # written for round 25: measured once on round 24's final code (2e00ab5), unfitted, and on
    # round 23's (5a6640f), the same: 9, 62, 45; 7, 65, 39; 10, 61, 40; 11, 61, 37. blind86/87
    # (and blind84/85) fitted; blind88/89 held out until round 25's step 12, then measured:
    # 10, 61, 40 and 10, 61, 37
    "guard_blind86.jsonl": (4, 62, 45),
    "guard_blind87.jsonl": (5, 65, 39),
    # (round 31 step 11: fact 61 -> 60, urban-street-trees-cooling-review-06's invented London was
    # caught only by its "głównie" read as no "mostly")
    "guard_blind88.jsonl": (10, 60, 40),
    "guard_blind89.jsonl": (9, 61, 37),
    # written for round 26: measured once on round 25's final code (2b86a21): 6, 63, 45; 11, 63,
    # 40; 12, 63, 46; 11, 64, 47. blind90/91 fitted (blind91's fact 63 -> 62: spoldzielnia-06's
    # invented fact was caught only by a possibility count its base's "udostępniamy do wglądu"
    # now meets), blind92/93 held out to its end, then measured: no verdict of their 480 pairs
    # moved. blind94/95 written during it, measured once after step 11 (the same as on
    # 2b86a21: 10, 62, 40 and 6, 62, 45), then fitted
    "guard_blind90.jsonl": (1, 63, 45),
    "guard_blind91.jsonl": (5, 62, 40),
    "guard_blind92.jsonl": (12, 63, 46),
    "guard_blind93.jsonl": (10, 64, 47),
    "guard_blind94.jsonl": (4, 62, 42),
    "guard_blind95.jsonl": (2, 62, 45),
    # written after round 26's step 21, measured once on its code and on 2b86a21: the same
    # findings on every pair (8, 63, 46 and 12, 62, 45); no rule fitted to them
    "guard_blind96.jsonl": (8, 63, 46),
    "guard_blind97.jsonl": (12, 62, 45),
    # written in round 27 after its cost work (which changed no finding), measured once on that
    # code before any rule was fitted
    # (round 27 step 1: faithful 12 -> 10, fact 64 -> 63, marker 43 -> 42: "szacunek dla
    # występujących" is respect; two damages were caught only by reading it as an estimate;
    # step 3: faithful 10 -> 9, marker 42 -> 41: a journal in a citation's bracket is no
    # author, and a hedge damage on the same rewrite was caught only by that misreading)
    "guard_blind98.jsonl": (7, 63, 41),
    "guard_blind99.jsonl": (19, 64, 47),
    "guard_blind100.jsonl": (8, 63, 47),
    "guard_blind101.jsonl": (9, 64, 44),
    # written in round 28, measured once on round 27's code before any rule was fitted (15, 64,
    # 45 and 8, 63, 45; blind104 and 105 are held out of round 28's fitting)
    "guard_blind102.jsonl": (12, 64, 45),
    # (round 28 step 6: fact 63 -> 64, a Saturday moved to Friday beside a range)
    "guard_blind103.jsonl": (6, 64, 45),
    "guard_blind104.jsonl": (12, 63, 48),
    "guard_blind105.jsonl": (7, 62, 47),
    # written after round 28's step 5, measured once on its code (12, 62, 44 for blind106),
    # then blind106/107 fitted (step 6: blind106 fact 62 -> 63; steps 7 and 8: blind107 marker
    # 39 -> 41); blind108/109 held out
    "guard_blind106.jsonl": (11, 63, 44),
    "guard_blind107.jsonl": (4, 62, 41),
    "guard_blind108.jsonl": (9, 61, 44),
    "guard_blind109.jsonl": (9, 64, 42),
    # written in round 30 by eight helpers who had read neither the guard nor any set, measured
    # once on round 29's code before any rule was fitted (12, 63, 41; 12, 66, 46; 5, 62, 45; 12,
    # 64, 44); blind110/111 fitted, blind112/113 held out (round 30 moved none of their verdicts)
    "guard_blind110.jsonl": (7, 63, 42),
    "guard_blind111.jsonl": (10, 66, 46),
    "guard_blind112.jsonl": (5, 62, 45),
    "guard_blind113.jsonl": (12, 64, 44),
    # written during round 30 by eight more helpers, measured once on its code after step 6
    # (33d8efc: 7, 63, 46; 17, 66, 42; 7, 67, 39; 19, 63, 46), then blind115/117 fitted (steps
    # 6-10; blind117's invented fact 63 -> 62 was caught only by a misread exemption) and
    # blind114/116 held out (step 8 took one faithful pair of blind116 off unread)
    "guard_blind114.jsonl": (7, 63, 46),
    "guard_blind115.jsonl": (15, 66, 42),
    "guard_blind116.jsonl": (6, 67, 39),
    "guard_blind117.jsonl": (13, 62, 46),
    # written in round 31 by eight more helpers, measured once on round 30's code (8, 61, 43; 9,
    # 64, 46; 7, 65, 44; 10, 63, 38) before any rule was fitted; blind118/120 fitted,
    # blind119/121 held out (no verdict of theirs moved in round 31)
    "guard_blind118.jsonl": (2, 62, 44),
    "guard_blind119.jsonl": (9, 64, 46),
    "guard_blind120.jsonl": (1, 65, 46),
    "guard_blind121.jsonl": (10, 63, 38),
    # written during round 31 by eight more helpers, measured once at its end: round 30's code
    # gives every pair the same verdict; no rule fitted to them
    "guard_blind122.jsonl": (4, 62, 43),
    "guard_blind123.jsonl": (11, 61, 49),
    "guard_blind124.jsonl": (12, 63, 42),
    "guard_blind125.jsonl": (14, 65, 47),
}


# (tests/test_guard_repairs.py holds the test that asserts these: it checks each labelled set
# once for all of that set's pins)


def test_the_blind_set_meets_the_damage_targets() -> None:
    measured = figures(score(load_pairs(PAIRS.parent / "guard_blind.jsonl")))
    assert measured.faithful >= 100
    assert measured.fact_caught == measured.fact
    assert measured.marker_caught >= 0.85 * measured.marker


def test_the_third_blind_set_meets_the_first_pass_targets() -> None:
    measured = figures(score(load_pairs(PAIRS.parent / "guard_blind3.jsonl")))
    assert measured.faithful >= 100
    assert measured.faithful_flagged <= 0.10 * measured.faithful
    assert measured.fact_caught == measured.fact
    assert measured.marker_caught >= 0.85 * measured.marker


def test_a_changed_number_fails_with_a_rule_that_names_it() -> None:
    report = check_candidate(
        "The trial enrolled 1,240 patients.", "The trial enrolled 1,420 patients.", PRESERVE
    )
    assert not report.passed
    assert failed_rules(report) == [
        'protected fact changed: number "1,240" has no counterpart in the candidate'
    ]
    assert report.findings[0].candidate_span == "1,420"


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        ("Przyjęto 1 214 osób.", "They admitted 1,214 people.", ENGLISH),
        ("Budżet wynosi 2,4 mln zł.", "The budget is PLN 2.4m.", ENGLISH),
        ("Budżet wynosi 2,4 mln zł.", "The budget is 2.4 million zloty.", ENGLISH),
        ("Poparło to 62 proc. badanych.", "62% of respondents supported it.", ENGLISH),
        ("Dotyczy osób w wieku 18\u201324 lat.", "It concerns people aged 18-24.", ENGLISH),
        ("Spotkało się trzydzieści osób.", "Thirty people met.", ENGLISH),
        ("Thirty people met.", "Spotkało się 30 osób.", POLISH),
    ],
)
def test_numbers_match_across_polish_and_english_forms(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert check_candidate(source, candidate, profile).findings == []


def test_a_number_reads_both_ways_when_its_separator_is_ambiguous() -> None:
    assert {str(v) for v in readings("1,214")} == {"1214", "1.214"}
    assert {str(v) for v in readings("1 214,5")} == {"1214.5"}


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        ("Wyniki ogłoszono 14 marca 2023 r.", "The results came out on March 14, 2023.", ENGLISH),
        ("Wyniki ogłoszono 14.03.2023 r.", "The results came out on 14 March 2023.", ENGLISH),
        ("Start o godz. 14.30.", "It starts at 2:30 pm.", ENGLISH),
        ("We met in March 2020.", "Spotkaliśmy się w marcu 2020 r.", POLISH),
    ],
)
def test_dates_and_times_match_across_forms(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert check_candidate(source, candidate, profile).findings == []


def test_a_changed_date_or_time_is_a_finding() -> None:
    report = check_candidate("It opens on 14 March 2024.", "It opens on 4 March 2024.", PRESERVE)
    assert _kinds(report) == {"date"}
    report = check_candidate("Start o godz. 14.30.", "Start o godz. 15.30.", PRESERVE)
    assert _kinds(report) == {"time"}


def test_references_must_survive() -> None:
    source = (
        "Zgodnie z art. 23 ust. 1 pkt 4 ustawy (Nowak, 2019, s. 14) dane opisano pod "
        "https://example.org/issue/4471, doi:10.1000/xyz123, ISBN 978-83-01-21489-2, "
        "a pytania kieruj na biuro@example.pl."
    )
    faithful = (
        "Under Article 23(1)(4) of the act (Nowak, 2019, p. 14) the data are described at "
        "https://example.org/issue/4471, doi:10.1000/xyz123, ISBN 978-83-01-21489-2; send "
        "questions to biuro@example.pl."
    )
    assert check_candidate(source, faithful, ENGLISH).findings == []
    for old, new, kind in [
        ("Article 23(1)(4) of the act", "the act", "legal reference"),
        ("4471", "4417", "URL"),
        ("xyz123", "xyz124", "DOI"),
        ("21489", "21849", "ISBN"),
        ("(Nowak, 2019, p. 14)", "", "citation"),
        ("biuro@example.pl", "biuro@example.com", "e-mail"),
    ]:
        report = check_candidate(source, faithful.replace(old, new), ENGLISH)
        assert kind in _kinds(report), (old, report)


def test_bracketed_citations_are_compared_one_by_one() -> None:
    report = check_candidate("Earlier work [3, 7] agrees.", "Earlier work [3, 8] agrees.", PRESERVE)
    assert [f.source_span for f in report.findings] == ["[7]"]


def test_code_spans_and_fences_are_verbatim() -> None:
    source = "Run `make test`:\n\n```bash\nmake test\n```\n"
    assert check_candidate(source, source.replace("Run", "Then run"), PRESERVE).passed
    report = check_candidate(source, source.replace("`make test`", "`make check`"), PRESERVE)
    assert _kinds(report) == {"code"}


@pytest.mark.parametrize(
    "added",
    [
        ' {"meaning_preservation": 1.0, "critical_error": false}',
        "\n\n```python\nprint('hi')\n```\n",
        " The survey covered 312 households.",
        " It was published on 3 May 2021.",
        " See https://example.com/more.",
    ],
)
def test_facts_from_nowhere_are_findings(added: str) -> None:
    source = "The survey was short and simple."
    report = check_candidate(source, source + added, PRESERVE)
    assert not report.passed
    assert any(f.message.startswith("fact added from nowhere") for f in report.findings)


def test_a_passage_wrapper_is_a_finding() -> None:
    source = "The library opens at noon."
    report = check_candidate(source, '{"passage": "The library opens at noon."}', PRESERVE)
    assert _kinds(report) == {"JSON object"}


def test_markdown_structure_is_kept() -> None:
    source = "# Wyniki\n\n- pierwszy punkt listy\n- drugi punkt listy\n\nZob. [raport](raport.md)."
    assert check_candidate(source, source.replace("Zob.", "Patrz"), PRESERVE).passed
    lost_heading = check_candidate(source, source.replace("# Wyniki", "Wyniki"), PRESERVE)
    assert _kinds(lost_heading) == {"markdown"}
    lost_item = check_candidate(source, source.replace("- drugi", "drugi"), PRESERVE)
    assert _kinds(lost_item) == {"markdown"}
    new_target = check_candidate(source, source.replace("raport.md", "inny.md"), PRESERVE)
    assert _kinds(new_target) == {"link target"}


def test_emphasis_around_a_protected_fact_is_kept() -> None:
    source = "Budżet wynosi **2,4 mln zł** rocznie."
    assert check_candidate(source, "The budget is **PLN 2.4m** a year.", ENGLISH).passed
    report = check_candidate(source, "The budget is PLN 2.4m a year.", ENGLISH)
    assert [f.message for f in report.findings] == [
        'Markdown structure changed: the emphasis around number "2,4 mln" was lost'
    ]


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        ("Nikt nigdy nie odwołał spotkania.", "Nobody ever cancelled the meeting.", ENGLISH),
        ("Nigdy nie był w Paryżu.", "He has never been to Paris.", ENGLISH),
        ("He has never been to Paris.", "Nigdy nie był w Paryżu.", POLISH),
        ("Submit it no later than Friday.", "Submit it by Friday at the latest.", PRESERVE),
    ],
)
def test_negation_counts_polish_concord_once(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert check_candidate(source, candidate, profile).findings == []


@pytest.mark.parametrize(
    ("source", "candidate", "kind"),
    [
        ("The board does not expect growth.", "The board expects growth.", "negation"),
        ("Zarząd nie oczekuje wzrostu.", "Zarząd oczekuje wzrostu.", "negation"),
        ("Staff must report absences.", "Staff may report absences.", "modality"),
        ("Nieobecność trzeba zgłosić.", "Nieobecność można zgłosić.", "modality"),
        ("Some patients develop a fever.", "Patients develop a fever.", "hedge"),
        ("Część pacjentów ma gorączkę.", "Wszyscy pacjenci mają gorączkę.", "hedge"),
        ("It will probably rain.", "It will rain.", "hedge"),
    ],
)
def test_a_dropped_or_flipped_marker_is_a_finding(source: str, candidate: str, kind: str) -> None:
    assert kind in _kinds(check_candidate(source, candidate, PRESERVE))


def test_the_output_language_must_be_the_requested_one() -> None:
    polish = "Biblioteka miejska będzie otwarta dłużej, od poniedziałku do godz. 20."
    english = "The city library will stay open longer, from Monday until 8 pm."
    assert check_candidate(polish, english, ENGLISH).passed
    assert _kinds(check_candidate(polish, polish, ENGLISH)) == {"language"}
    # under "preserve" the source's language is the requested one
    assert _kinds(check_candidate(polish, english, PRESERVE)) == {"language"}
    assert check_candidate(polish, polish, PRESERVE).passed


def test_the_report_is_a_frozen_model_and_the_guard_is_deterministic() -> None:
    first = check_candidate("Paid 12 500 zł.", "Paid 15 200 zł.", PRESERVE)
    assert first == check_candidate("Paid 12 500 zł.", "Paid 15 200 zł.", PRESERVE)
    assert GuardReport.model_validate_json(first.model_dump_json()) == first


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        ("Spotkanie 5.06.2024 r. o godz. 10:00.", "The meeting is on June 5, 2024 at 10 am."),
        ("Sklep jest czynny od 9 do 17.", "The shop is open from 9 am to 5 pm."),
        ("W maju sprzedaż wzrosła o 12 proc.", "In May, sales rose by 12%."),
        ("Koszt projektu to 1,5 mld euro.", "The project costs EUR 1.5 billion."),
        ("Kosztowało to 3 tys. zł.", "It cost PLN 3,000."),
        ("Budynek powstał w XIX wieku.", "The building dates from the 19th century."),
        ("Przyszło 2 razy więcej osób.", "Twice as many people came."),
        ("Kowalski i współpracownicy (2019) to opisali.", "Kowalski and colleagues (2019) did."),
        ("Art. 5 ust. 1 lit. a RODO tego wymaga.", "Article 5(1)(a) GDPR requires it."),
        ("Szczegóły zawiera rozdział III.", "Details are in chapter 3."),
        ("Zobacz pozycję nr 5 w katalogu.", "See No. 5 in the catalogue."),
        ("Uczestnicy nie muszą nic przynosić.", "Participants don't have to bring anything."),
        ("Być może wyniki się zmienią.", "Perhaps the results will change."),
    ],
)
def test_more_faithful_translations_pass(source: str, candidate: str) -> None:
    assert check_candidate(source, candidate, ENGLISH).findings == []


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        ("Sklep jest czynny od 9 do 17.", "The shop is open from 9 am to 6 pm."),
        ("W maju sprzedaż wzrosła o 12 proc.", "In June, sales rose by 12%."),
        ("Kowalski i współpracownicy (2019) to opisali.", "Kowalski and colleagues did."),
        ("Uczestnicy nie muszą nic przynosić.", "Participants have to bring something."),
        ("Prawdopodobnie nikt nie zauważył błędu.", "Nobody noticed the mistake."),
        ("Dane muszą być usunięte w ciągu 30 dni.", "Data may be deleted within 30 days."),
        ("Art. 5 ust. 1 lit. a RODO tego wymaga.", "Article 5(1)(b) GDPR requires it."),
    ],
)
def test_more_damage_across_translation_is_caught(source: str, candidate: str) -> None:
    assert not check_candidate(source, candidate, ENGLISH).passed


def test_the_stage_helpers_follow_the_mode() -> None:
    source = "The trial enrolled 1,240 patients."
    good, bad = (
        "In all, 1,240 patients took part in the trial.",
        "The trial enrolled 1,420 patients.",
    )
    texts = [good, bad, good]
    reports = guard_texts(source, texts, PRESERVE, GuardMode.STRICT)
    assert list(reports) == [good, bad]
    assert reports[good].passed and not reports[bad].passed
    assert texts_for_judge(texts, reports, GuardMode.STRICT) == [good]
    assert texts_for_judge(texts, reports, GuardMode.WARN) == [good, bad]
    assert guard_texts(source, texts, PRESERVE, GuardMode.OFF) == {}
    assert texts_for_judge(texts, {}, GuardMode.OFF) == [good, bad]


# Rules found missing by the held-out set (tests/data/guard_holdout.jsonl).


def test_a_code_article_and_its_paragraph_read_as_one_reference() -> None:
    source = "Zgodnie z art. 673 § 3 k.c. umowę można wypowiedzieć."
    assert check_candidate(
        source, "Under Article 673(3) of the Civil Code it may end.", ENGLISH
    ).passed
    assert check_candidate(
        source, "Under Article 673 § 3 of the Civil Code it may end.", ENGLISH
    ).passed
    changed = check_candidate(source, "Under Article 673(2) of the Civil Code it may end.", ENGLISH)
    assert _kinds(changed) == {"legal reference"}


def test_a_url_without_its_scheme_is_still_a_url() -> None:
    source = (
        "Zeznanie można złożyć na stronie https://www.podatki.gov.pl/twoj-e-pit do końca kwietnia."
    )
    kept = "The return can be filed at podatki.gov.pl/twoj-e-pit until the end of April."
    assert check_candidate(source, kept, ENGLISH).findings == []
    changed = check_candidate(source, kept.replace("twoj-e-pit", "e-pit"), ENGLISH)
    assert _kinds(changed) == {"URL"}


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        ("Dług publiczny przekroczył 1,6 bln zł.", "Public debt exceeded PLN 1.6 trillion."),
        ("Dług publiczny przekroczył 1600 mld zł.", "Public debt exceeded PLN 1.6 trillion."),
        ("Związek liczył 10 mln członków.", "The union had ten million members."),
        ("Mecz obejrzały trzy miliony widzów.", "3 million viewers watched the match."),
        ("W latach 80. związek zdelegalizowano.", "The union was banned in the 1980s."),
        ("W latach 80. XX wieku związek zdelegalizowano.", "The union was banned in the 1980s."),
        ("Kościół przebudowano na przełomie XIII i XIV w.", "It was rebuilt in the 13th-14th c."),
    ],
)
def test_number_words_multipliers_decades_and_centuries_match_across_languages(
    source: str, candidate: str
) -> None:
    assert check_candidate(source, candidate, ENGLISH).findings == []


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        ("Public debt exceeded PLN 1.6 trillion.", "Public debt exceeded PLN 1.6 billion."),
        ("The union was banned in the 1980s.", "The union was banned in the 1990s."),
        ("The union had ten million members.", "The union had two million members."),
        ("Python 3.10 or newer is required.", "Python 3.1 or newer is required."),
        ("Downgrade xz to version 5.4.6.", "Downgrade xz to version 5.4.5."),
    ],
)
def test_changed_multipliers_decades_and_versions_are_findings(source: str, candidate: str) -> None:
    assert "number" in _kinds(check_candidate(source, candidate, PRESERVE))


@pytest.mark.parametrize(
    "candidate",
    [
        "The festival runs from 1 to 15 July 2025.",
        "The festival runs July 1\u201315, 2025.",
        "The festival runs 1\u201315 July 2025.",
    ],
)
def test_a_range_of_days_reads_the_same_in_every_form(candidate: str) -> None:
    source = "Festiwal potrwa od 1 do 15 lipca 2025 r."
    assert check_candidate(source, candidate, ENGLISH).findings == []
    report = check_candidate(source, candidate.replace("15", "25"), ENGLISH)
    assert "date" in _kinds(report)


def test_a_polish_month_before_a_number_is_not_a_day() -> None:
    source = "Inflation was 2.4% in March (2.6% in February)."
    candidate = "Inflacja wyniosła w marcu 2,4 proc. (w lutym 2,6 proc.)."
    assert check_candidate(source, candidate, POLISH).findings == []


def test_one_mention_of_a_repeated_value_changed_is_a_finding() -> None:
    source = "He won by 6 minutes and took six stages."
    assert check_candidate(source, "He won by 6 minutes and took six stages.", PRESERVE).passed
    # a rewrite may mention a repeated value once
    assert check_candidate(source, "He won by 6 minutes and took stages too.", PRESERVE).passed
    report = check_candidate(source, "He won by 6 minutes and took five stages.", PRESERVE)
    assert [(f.source_span, f.candidate_span) for f in report.findings] == [("six", "five")]


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # "No" before a number is the number sign, as "No." is
        (
            "Regulation (EC) No 261/2004 applies.",
            "Zastosowanie ma rozporządzenie (WE) nr 261/2004.",
        ),
        # "some 3,000" is an approximation; "z czasem" is "with a time of"
        ("Some 3,000 homes lost power.", "Ok. 3 tys. domów straciło prąd."),
        ("She won in 2:09:56.", "Wygrała z czasem 2:09:56."),
    ],
)
def test_number_signs_and_approximations_are_not_markers(source: str, candidate: str) -> None:
    assert check_candidate(source, candidate, POLISH).findings == []


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        ("Python 3.10 or newer is required.", "Wymagany jest Python 3.10 lub nowszy."),
        ("The code allows the lease to end.", "Na mocy kodeksu najem można wypowiedzieć."),
        ("Few riders have won it so clearly.", "Niewielu kolarzy wygrało tak wyraźnie."),
    ],
)
def test_marker_vocabulary_covers_common_inflections(source: str, candidate: str) -> None:
    assert check_candidate(source, candidate, POLISH).findings == []


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        ("Visitors rarely need to book.", "Visitors need to book."),
        ("Zwiedzający rzadko muszą rezerwować.", "Zwiedzający muszą rezerwować."),
    ],
)
def test_a_dropped_frequency_hedge_is_a_finding(source: str, candidate: str) -> None:
    assert "hedge" in _kinds(check_candidate(source, candidate, PRESERVE))


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        ("Do not exceed 3 g per day.", "Nie należy przekraczać 3 g na dobę."),
        ("You should not exceed 3 g per day.", "Nie przekraczać 3 g na dobę."),
        ("Passengers must not smoke.", "Pasażerowie nie powinni palić."),
        ("Owners must not drive the car.", "Właścicielom nie wolno jeździć autem."),
        ("The results may not be representative.", "Wyniki mogą nie być reprezentatywne."),
    ],
)
def test_a_negated_must_or_should_is_a_prohibition(source: str, candidate: str) -> None:
    assert check_candidate(source, candidate, POLISH).findings == []
    assert check_candidate(candidate, source, ENGLISH).findings == []


def test_lifting_an_obligation_is_not_forbidding() -> None:
    # "nie musi" (need not) read as "must not" turns an exemption into a ban, and back
    source = "Przewoźnik nie musi płacić."
    assert check_candidate(source, "The airline does not have to pay.", ENGLISH).passed
    assert check_candidate(source, "The airline need not pay.", ENGLISH).passed
    assert "modality" in _kinds(check_candidate(source, "The airline must not pay.", ENGLISH))
    ban = "The controller may not pass the data on."
    assert check_candidate(ban, "Administrator nie może przekazywać danych.", POLISH).passed
    report = check_candidate(ban, "Administrator nie musi przekazywać danych.", POLISH)
    assert "modality" in _kinds(report)


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        ("Raport jest dostępny w internecie.", "Raport można znaleźć w internecie."),
        ("The bank may demand a deposit.", "The bank may require a deposit."),
        ("In rare cases it causes a fever.", "Rarely, it causes a fever."),
    ],
)
def test_a_modal_or_hedge_added_by_paraphrase_is_no_finding(source: str, candidate: str) -> None:
    assert check_candidate(source, candidate, PRESERVE).findings == []


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        (
            "Rok można powtarzać nie więcej niż dwa razy.",
            "A year may be repeated no more than twice.",
            ENGLISH,
        ),
        ("Wniosek złóż nie później niż 30 września.", "Apply no later than 30 September.", ENGLISH),
        ("Wymagany jest Node.js 20 lub nowszy.", "Potrzebny jest Node.js 20 lub nowszy.", PRESERVE),
    ],
)
def test_polish_limits_and_requirements_match_their_english_forms(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert check_candidate(source, candidate, profile).findings == []


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        ("Wyrok nie jest prawomocny.", "Wyrok jest nieprawomocny."),
        ("Wyrok jest nieprawomocny.", "Wyrok nie jest prawomocny."),
        ("A cut is not likely this year.", "A cut is unlikely this year."),
    ],
)
def test_a_negation_written_as_a_prefix_is_the_same_negation(source: str, candidate: str) -> None:
    assert check_candidate(source, candidate, PRESERVE).findings == []


def test_a_dropped_negation_is_not_mistaken_for_a_prefixed_one() -> None:
    report = check_candidate("Wyrok nie jest prawomocny.", "Wyrok jest prawomocny.", PRESERVE)
    assert "negation" in _kinds(report)


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        ("Lek jest przeciwwskazany u dzieci.", "Leku nie wolno podawać dzieciom.", PRESERVE),
        ("Smoking is prohibited on board.", "Passengers must not smoke on board.", PRESERVE),
        ("Do not drink alcohol during treatment.", "Avoid alcohol during treatment.", PRESERVE),
        # an avoidance is never required: a guard against counting "unikać" as a negation
        ("Kierowcy powinni unikać podróży.", "Kierowcy powinni zrezygnować z podróży.", PRESERVE),
    ],
)
def test_a_ban_or_an_avoidance_in_one_word_matches_a_spelled_out_negation(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert check_candidate(source, candidate, profile).findings == []


def test_a_negation_dropped_next_to_a_one_word_ban_is_still_a_finding() -> None:
    source = "Nie stosować dłużej niż 3 dni. Lek jest przeciwwskazany u dzieci."
    report = check_candidate(
        source, "Stosować dłużej niż 3 dni. Leku nie wolno dawać dzieciom.", PRESERVE
    )
    assert "negation" in _kinds(report)


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        (
            "Report it within 30 days, otherwise we may refuse to pay.",
            "Report it within 30 days; if you don't, we may refuse to pay.",
            PRESERVE,
        ),
        (
            "Processing is lawful except where the data subject objects.",
            "Processing is lawful if the data subject does not object.",
            PRESERVE,
        ),
        (
            "You may enter unless you are under 18.",
            "You may enter if you are not under 18.",
            PRESERVE,
        ),
        # "otherwise" inside a clause is no "if not": a guard against reading every one as one
        ("Otherwise healthy adults may take it.", "Healthy adults may take it.", PRESERVE),
        (
            "Nie zapłacimy, chyba że wykupiono dodatek.",
            "We will not pay unless you bought the add-on.",
            ENGLISH,
        ),
        (
            "Administrator zgłasza naruszenie bez zbędnej zwłoki.",
            "Administrator niezwłocznie zgłasza naruszenie.",
            PRESERVE,
        ),
        (
            "The court ruled (case no. I FSK 567/21).",
            "The court ruled (case I FSK 567/21).",
            PRESERVE,
        ),
    ],
)
def test_conditional_negations_and_idioms_count_as_they_read(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert check_candidate(source, candidate, profile).findings == []


def test_a_negation_behind_a_copula_and_pronoun_is_still_a_prefixed_one() -> None:
    source = "Jeżeli nie jest to możliwe, może je wysłać pocztą."
    candidate = "Gdy jest to niemożliwe, może je wysłać pocztą."
    assert check_candidate(source, candidate, PRESERVE).findings == []


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        ("No experience required.", "Doświadczenie nie jest wymagane.", POLISH),
        ("Potrzebne są dalsze badania.", "Konieczne są dalsze badania.", PRESERVE),
        ("Wymagany jest Python 3.10.", "Potrzebujesz Pythona 3.10.", PRESERVE),
        ("Early evidence suggests a benefit.", "Initial data indicate a benefit.", PRESERVE),
        ("Items must be placed at the kerb.", "Please put items out at the kerb.", PRESERVE),
        ("The fee can be paid by card only.", "The fee is payable only by card.", PRESERVE),
        ("Lek może zmniejszać ryzyko.", "Lek prawdopodobnie obniża ryzyko.", PRESERVE),
        (
            "Some side effects might only appear after years.",
            "Niektóre działania niepożądane mogą ujawnić się dopiero po latach.",
            POLISH,
        ),
    ],
)
def test_a_modal_or_hedge_said_with_a_synonym_or_stand_in_is_no_finding(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert check_candidate(source, candidate, profile).findings == []


@pytest.mark.parametrize(
    ("source", "candidate", "kind"),
    [
        ("Lek może zmniejszać ryzyko.", "Lek obniża ryzyko.", "modality"),
        ("The drug appears to work.", "The drug works.", "hedge"),
        (
            "The report is available online. It may help.",
            "The report is available online. It helps.",
            "modality",
        ),
    ],
)
def test_a_dropped_modal_or_hedge_is_not_excused_by_wording(
    source: str, candidate: str, kind: str
) -> None:
    assert kind in _kinds(check_candidate(source, candidate, PRESERVE))


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        ("Half of the 2,000 tickets were sold.", "50% of the 2,000 tickets were sold.", PRESERVE),
        ("Dodaj 1/2 łyżeczki soli.", "Dodaj pół łyżeczki soli.", PRESERVE),
        ("Two thirds (66%) support it.", "66% support it.", PRESERVE),
        (
            "Three quarters of 40 people agreed.",
            "Trzy czwarte spośród 40 osób się zgodziło.",
            POLISH,
        ),
        ("Gmina wyda 1 500 000 zł.", "Gmina wyda półtora miliona złotych.", PRESERVE),
        ("The tour takes about 3.5 hours.", "Zwiedzanie trwa około trzech i pół godziny.", POLISH),
        ("Płacimy 18 000\u201324 000 zł netto.", "Płacimy od 18 do 24 tys. zł netto.", PRESERVE),
        ("Polska zajęła 3. miejsce.", "Polska uplasowała się na trzecim miejscu.", PRESERVE),
        ("He scored his 100th goal.", "Strzelił swojego setnego gola.", POLISH),
        ("It is rated for 1,000 cycles.", "It is rated for a thousand cycles.", PRESERVE),
        ("It lasts twice as long.", "It offers double the runtime.", PRESERVE),
    ],
)
def test_halves_fractions_ranges_and_ordinals_written_out_match_their_digits(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert check_candidate(source, candidate, profile).findings == []


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        ("Two thirds support it.", "A third support it."),
        ("Płacimy 18 000\u201324 000 zł netto.", "Płacimy od 19 do 24 tys. zł netto."),
        ("Gmina wyda 1 500 000 zł.", "Gmina wyda pół miliona złotych."),
    ],
)
def test_a_changed_fraction_or_range_end_is_still_a_finding(source: str, candidate: str) -> None:
    assert "number" in _kinds(check_candidate(source, candidate, PRESERVE))


# Issue 19 (part 2): rules for text the guard has never seen. Each example is new: none comes
# from a labelled or held-out set.


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        (
            "Leave the dough to rest for 45 minutes.",
            "Leave the dough to rest for three quarters of an hour.",
        ),
        ("Paczka dotrze w ciągu 36 godzin.", "Paczka dotrze w ciągu półtorej doby."),
        ("Spółdzielnia działa od 25 lat.", "Spółdzielnia działa od ćwierć wieku."),
        ("Returns are accepted within 14 days.", "Returns are accepted within a fortnight."),
        ("Zwroty przyjmujemy przez 14 dni.", "Zwroty przyjmujemy przez dwa tygodnie."),
        ("Przerwa między turami trwa 15 minut.", "Przerwa między turami trwa kwadrans."),
        (
            "The gates close 6 hours and 30 minutes after the start.",
            "The gates close 6.5 hours after the start.",
        ),
        ("The lab replaced 12 valves.", "The lab replaced a dozen valves."),
        ("Phase 2 of the works begins soon.", "Phase II of the works begins soon."),
        ("Opłata za wydruk wynosi 0,50 zł.", "Opłata za wydruk wynosi 50 groszy."),
        ("Fees for the 2023 to 2024 season are frozen.", "Fees for the 2023/24 season are frozen."),
        ("The tour takes 2 days.", "The tour takes 48 hours."),
    ],
)
def test_durations_and_quantities_written_another_exact_way_match(
    source: str, candidate: str
) -> None:
    assert check_candidate(source, candidate, PRESERVE).findings == []


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        ("Returns are accepted within 14 days.", "Returns are accepted within 14 weeks."),
        ("The tour takes 2 days.", "The tour takes 48 days."),
        ("Let the glaze set for an hour.", "Let the glaze set for half an hour."),
        ("Przerwa trwa kwadrans.", "Przerwa trwa 20 minut."),
    ],
)
def test_a_changed_duration_is_still_a_finding(source: str, candidate: str) -> None:
    assert "number" in _kinds(check_candidate(source, candidate, PRESERVE))


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        ("The fair runs 1\u201330 June.", "The fair runs throughout June.", PRESERVE),
        (
            "Jarmark potrwa od 1 do 30 czerwca 2025 r.",
            "Jarmark potrwa przez cały czerwiec 2025 r.",
            PRESERVE,
        ),
        (
            "Od 1 lipca do 31 sierpnia czytelnia jest czynna dłużej.",
            "In July and August the reading room stays open longer.",
            ENGLISH,
        ),
        ("Zamknięte 25 i 26 grudnia.", "Closed on 25 and 26 December.", ENGLISH),
        ("Wyniki ogłoszono 9 lipca 2024 r.", "Wyniki matur 2024 ogłoszono 9 lipca.", PRESERVE),
    ],
)
def test_a_whole_month_range_or_a_split_date_reads_as_the_source_says(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert check_candidate(source, candidate, profile).findings == []


def test_a_part_month_range_is_not_the_whole_month() -> None:
    report = check_candidate(
        "The fair runs 1\u201320 June.", "The fair runs throughout June.", PRESERVE
    )
    assert "date" in _kinds(report)


@pytest.mark.parametrize(
    "note",
    ["(nr ref. AB/2023/07/118)", "(as of 14:00, 2 June 2023)", "(stan na 1 marca 2024 r.)"],
)
def test_a_parenthesised_identifier_or_update_note_is_no_citation(note: str) -> None:
    kinds = {f.kind for f in extract(f"Wniosek przyjęto {note}.").facts}
    assert "citation" not in kinds
    moved = check_candidate(f"Wniosek przyjęto {note}.", f"Przyjęto wniosek {note}.", PRESERVE)
    assert moved.findings == []


def test_every_named_author_of_a_citation_is_kept() -> None:
    source = "The effect was confirmed (Kowal & Zając, 2020)."
    report = check_candidate(source, "The effect was confirmed (Kowal, 2020).", PRESERVE)
    assert failed_rules(report) == [
        'protected fact changed: citation "Zając (2020)" has no counterpart in the candidate'
    ]
    swapped = check_candidate(source, "The effect was confirmed (Kowal & Pietras, 2020).", PRESERVE)
    assert "citation" in _kinds(swapped)
    for kept in (
        "Kowal i Zając (2020) potwierdzili ten efekt.",
        "The effect was confirmed (Kowal and Zając, 2020).",
    ):
        assert check_candidate(source, kept, PRESERVE).findings == []
    three = "The effect was confirmed (Kowal, Zając & Pietras, 2020)."
    assert check_candidate(three, "The effect was confirmed (Kowal et al., 2020).", PRESERVE).passed


@pytest.mark.parametrize(
    "candidate",
    [
        "Here is the rewritten passage: The pharmacy opens at 8 am.",
        'The original passage is: "The pharmacy opens at 8 am."}',
        "Sure! Here's a simpler version:\n\nThe pharmacy opens at 8 am.",
        "Certainly! Below is the paragraph rewritten in a friendly tone.\n\n"
        "The pharmacy opens at 8 am.",
        "Oto przepisany tekst: Apteka jest czynna od 8 rano.",
        "Wersja uproszczona:\nApteka jest czynna od 8 rano.",
        '"The pharmacy opens at 8 am."',
        'The pharmacy opens at 8 am."',
        "The pharmacy opens at 8 am. }",
        "The pharmacy opens at 8 am. I hope this helps!",
        "The pharmacy opens at 8 am. I kept every time as it was.",
    ],
)
def test_a_model_wrapper_is_a_finding(candidate: str) -> None:
    report = check_candidate("The pharmacy opens at 8 am.", candidate, RewriteProfile())
    assert "wrapper" in _kinds(report)
    assert all(m.startswith("fact added from nowhere") for m in failed_rules(report))


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        (
            "Kierownik powiedział: „Nie mamy czasu”.",
            "„Nie mamy czasu” \u2013 powiedział kierownik.",
        ),
        ("The pharmacy opens at 8 am.", "Good news: the pharmacy opens at 8 am."),
        (
            "Note the hours: the pharmacy opens at 8 am.",
            "Note the hours: the pharmacy opens at 8 am.",
        ),
    ],
)
def test_a_quotation_or_a_colon_of_the_text_itself_is_no_wrapper(
    source: str, candidate: str
) -> None:
    assert "wrapper" not in _kinds(check_candidate(source, candidate, PRESERVE))


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        ("Tenants must report leaks at once.", "Tenants should report leaks at once."),
        (
            "Najemcy muszą od razu zgłaszać przecieki.",
            "Najemcy powinni od razu zgłaszać przecieki.",
        ),
        ("Każdy uczestnik musi się zarejestrować.", "Każdy uczestnik powinien się zarejestrować."),
        ("Pacjenci nie mogą stosować leku.", "Pacjenci nie powinni raczej stosować leku."),
    ],
)
def test_an_obligation_weakened_to_a_recommendation_is_a_finding(
    source: str, candidate: str
) -> None:
    report = check_candidate(source, candidate, PRESERVE)
    assert "modality" in _kinds(report)
    assert any("weakened" in m for m in failed_rules(report))


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        ("Przed wyjściem należy wyłączyć światło.", "Przed wyjściem wyłącz światło."),
        ("Trzeba zgłosić awarię kierownikowi.", "Zgłoś awarię kierownikowi."),
        ("You must sign the form.", "Remember to sign the form."),
        ("You must back up your files first.", "Back up your files first."),
        ("You must report faults.", "Don't forget to report faults."),
        ("Składniki należy wymieszać.", "Wymieszać składniki."),
    ],
)
def test_an_instruction_keeps_an_obligation(source: str, candidate: str) -> None:
    assert check_candidate(source, candidate, PRESERVE).findings == []


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        ("Visitors must register at the gate.", "Visitors can register at the gate.", PRESERVE),
        (
            "Wnioski należy składać do piątku. Pytania kieruj do biura.",
            "Wnioski można składać do piątku. Pytania kieruj do biura.",
            PRESERVE,
        ),
        ("Goście muszą okazać bilet.", "Guests may show a ticket.", ENGLISH),
    ],
)
def test_an_obligation_turned_into_a_permission_is_a_finding(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert "modality" in _kinds(check_candidate(source, candidate, profile))


def test_a_permission_a_rewrite_adds_elsewhere_is_no_such_finding() -> None:
    report = check_candidate(
        "Residents must sort their waste.",
        "Sort your waste, residents. You can also compost it.",
        PRESERVE,
    )
    assert report.findings == []


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        ("The offer is not open to new customers.", "Only existing customers can use the offer."),
        ("Never leave the grill unattended.", "Always stay with the grill while it is lit."),
        (
            "Wnioski przyjmujemy nie wcześniej niż 3 maja.",
            "Wnioski przyjmujemy najwcześniej 3 maja.",
        ),
        (
            "Do not open the lid during the first 10 minutes.",
            "Keep the lid shut for the first 10 minutes.",
        ),
        (
            "Ochrona nie obejmuje szkód z rażącego niedbalstwa.",
            "Szkody z rażącego niedbalstwa są wyłączone z ochrony.",
        ),
        (
            "The hall is open daily. Pets are not allowed. Parking is free.",
            "The hall opens every day. Pets are excluded. You can park for free.",
        ),
    ],
)
def test_a_negation_said_another_way_in_its_sentence_is_no_finding(
    source: str, candidate: str
) -> None:
    assert "negation" not in _kinds(check_candidate(source, candidate, PRESERVE))


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        ("The offer is not open to new customers.", "The offer is open to new customers."),
        ("None of the rooms has a balcony.", "All of the rooms have a balcony."),
        (
            "The gym is closed on Sundays. Classes will not be affected.",
            "The gym is shut on Sundays, and classes will be cancelled too.",
        ),
        (
            "The tenant may not keep pets. Rent is due monthly.",
            "The tenant may keep pets. Rent is due monthly.",
        ),
        (
            "Bank nie może żądać wynagrodzenia. Wyrok jest prawomocny.",
            "Bank może żądać wynagrodzenia. Wyrok jest prawomocny.",
        ),
    ],
)
def test_a_negation_dropped_or_flipped_in_its_sentence_is_a_finding(
    source: str, candidate: str
) -> None:
    report = check_candidate(source, candidate, PRESERVE)
    assert {"negation", "modality"} & _kinds(report)


def test_a_negation_finding_names_the_sentence() -> None:
    report = check_candidate(
        "The pool opens at 7 am. Diving is not allowed.",
        "The pool opens at 7 am. Diving is allowed.",
        PRESERVE,
    )
    assert any('"Diving is not allowed."' in m for m in failed_rules(report))


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        ("About 40,000 people attended the march.", "40,000 people attended the march."),
        ("Przyszło około 40 tys. osób.", "Przyszło 40 tys. osób."),
    ],
)
def test_an_approximation_said_as_exact_is_a_finding(source: str, candidate: str) -> None:
    assert "hedge" in _kinds(check_candidate(source, candidate, PRESERVE))


def test_an_approximation_said_another_way_is_kept() -> None:
    assert check_candidate(
        "Przyszło około 40 tys. osób.", "Przyszło mniej więcej 40 tys. osób.", PRESERVE
    ).passed
    assert check_candidate(
        "Roughly 800 homes lost power.", "Some 800 homes lost power.", PRESERVE
    ).passed


def test_a_permission_restated_as_the_procedure_is_kept_but_a_possibility_made_certain_is_not() -> (
    None
):
    assert check_candidate(
        "Wnioski można składać w urzędzie gminy.", "Urząd gminy przyjmuje wnioski.", PRESERVE
    ).passed
    certain = check_candidate(
        "Low roads may flood overnight.", "Low roads will flood overnight.", PRESERVE
    )
    assert "modality" in _kinds(certain)
    hedged_negation = check_candidate(
        "Wyniki mogą nie dotyczyć osób starszych.", "Wyniki nie dotyczą osób starszych.", PRESERVE
    )
    assert "modality" in _kinds(hedged_negation)


def test_a_host_name_alone_is_a_url_and_an_isbn_is_known_by_its_shape() -> None:
    assert "URL" in _kinds(
        check_candidate("Details at events.krakow.pl.", "Details at krakow-events.pl.", PRESERVE)
    )
    assert check_candidate(
        "Numer ISBN tego wydania to 978-83-240-1234-5.",
        "Wydanie ma ISBN 978-83-240-1234-5.",
        PRESERVE,
    ).passed


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # what makes a thing possible, said with another verb
        (
            "The flaw may allow an attacker to read files.",
            "Błąd może umożliwić odczyt plików.",
            POLISH,
        ),
        ("Allow the glue to set before sanding.", "Let the glue set before you sand it.", PRESERVE),
        # a capability said as a capacity
        (
            "The new depot can store 400 buses.",
            "The new depot has capacity for 400 buses.",
            PRESERVE,
        ),
        # "possible" is a marker, not also a stand-in for itself: "able" stands in for it
        (
            "After 22:00 no boarding will be possible.",
            "After 22:00 nobody will be able to board.",
            PRESERVE,
        ),
    ],
)
def test_a_possibility_said_by_an_enabling_verb_or_a_capacity_is_kept(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert "modality" not in _kinds(check_candidate(source, candidate, profile))


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # looking a thing up, said as where it is
        (
            "You can read the minutes at council.example.org/minutes.",
            "The minutes are at council.example.org/minutes.",
            PRESERVE,
        ),
        # a personal permission said as an action the other party accepts
        (
            "Czytelnicy mogą oddać książki w każdej filii.",
            "Każda filia przyjmuje zwroty książek.",
            PRESERVE,
        ),
        # in translation, a permission said as an action available
        (
            "Karnety można kupić w recepcji i online.",
            "Passes are sold at reception and online.",
            ENGLISH,
        ),
    ],
)
def test_a_permission_restated_as_what_is_available_is_kept(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert "modality" not in _kinds(check_candidate(source, candidate, profile))


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # in translation with nothing said as available, the permission became a fact
        (
            "Umowę można rozwiązać tylko za porozumieniem stron.",
            "The contract is terminated only by mutual agreement.",
            ENGLISH,
        ),
        # an epistemic possibility is no permission, whatever is available
        (
            "Power cuts are possible tonight. The shelter is open.",
            "There will be power cuts tonight. The shelter is open and accepts pets.",
            PRESERVE,
        ),
        (
            "Some residents may lose water. Bottled water is available.",
            "Residents will lose water. Bottled water is available at the hall and is accepted.",
            PRESERVE,
        ),
    ],
)
def test_a_permission_or_possibility_made_a_fact_is_still_a_finding(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert "modality" in _kinds(check_candidate(source, candidate, profile))


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # litotes: a negated word said by its antonym, either way round
        ("Zarząd pozostawił cenę gazu na tym samym poziomie.", "Zarząd nie ruszył ceny gazu."),
        ("The evening classes will not be affected.", "The evening classes go ahead as usual."),
        ("Parking at the depot is free.", "Parking at the depot won't cost you anything."),
        ("The cause of the fault is still not settled.", "The cause of the fault remains open."),
        ("The policy does not cover flood damage.", "Flood damage falls outside the policy."),
        ("Opłata za kurs pozostaje bez zmian.", "Opłata za kurs się utrzymuje."),
        # a one-word ban said with another word
        ("Drones are prohibited over the stadium.", "The city bans drones over the stadium."),
        # "bez żadnego" is one negation, as "nie … żadnego" is
        ("Aplikacja działa bez logowania.", "Aplikacja działa bez żadnego logowania."),
        # a dropped or withdrawn feature is one no longer offered
        ("Dropped support for Python 3.8.", "Python 3.8 is no longer supported."),
        # a warning against an act is a "do not"
        ("Sanepid ostrzega przed piciem wody z kranu.", "Wody z kranu nie należy pić."),
    ],
)
def test_a_negation_said_by_an_antonym_is_no_finding(source: str, candidate: str) -> None:
    assert "negation" not in _kinds(check_candidate(source, candidate, PRESERVE))


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # the antonym must be said on the side without the negation
        ("The bus fare will not change in May.", "The bus fare will change in May."),
        ("The policy does not cover flood damage.", "The policy covers flood damage."),
        ("Parking is free on Sundays.", "Parking is not free on Sundays."),
        ("Zarząd nie ruszył ceny gazu.", "Zarząd ruszył cenę gazu."),
    ],
)
def test_a_negation_flipped_next_to_an_antonyms_stem_is_still_a_finding(
    source: str, candidate: str
) -> None:
    assert "negation" in _kinds(check_candidate(source, candidate, PRESERVE))


def test_the_pages_of_a_narrative_citation_are_a_fact_of_their_own() -> None:
    dropped = check_candidate(
        "Całość omawia Lisowska (2015, s. 40\u201358).", "Całość omawia Lisowska (2015).", PRESERVE
    )
    assert [f.kind for f in dropped.findings] == ["page reference"]
    assert check_candidate(
        "As Brandt (2009, pp. 7\u20139) shows, it held.",
        "It held, as Brandt (2009, pp. 7\u20139) shows.",
        PRESERVE,
    ).passed


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # "there is no need to" lifts an obligation as "you do not need to" does
        (
            "You do not need to print the ticket.",
            "There is no need to print the ticket.",
            PRESERVE,
        ),
        # a thing done without something needs none of it
        ("Wizytę umówisz bez rejestracji w systemie.", "No registration is needed.", ENGLISH),
        # a rule said as "be to"
        (
            "The deposit must be paid within 14 days.",
            "A deposit is due, to be settled within 14 days.",
            PRESERVE,
        ),
        # "normally" and "typically" hedge as "usually" does
        ("Delivery usually takes 3 days.", "Delivery normally takes 3 days.", PRESERVE),
        ("Delivery usually takes 3 days.", "Delivery typically takes 3 days.", PRESERVE),
    ],
)
def test_an_exemption_rule_or_hedge_said_another_way_is_kept(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert _kinds(check_candidate(source, candidate, profile)) == set()


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # an exemption added with no "without" to say it is still a finding
        ("Print the ticket at home.", "There is no need to print the ticket."),
        # "normally" is now a hedge a rewrite must keep
        ("Delivery normally takes 3 days.", "Delivery takes 3 days."),
    ],
)
def test_an_exemption_added_or_a_normally_dropped_is_a_finding(source: str, candidate: str) -> None:
    assert _kinds(check_candidate(source, candidate, PRESERVE)) & {"modality", "hedge"}


def test_a_section_number_keeps_its_subsections() -> None:
    report = check_candidate(
        "The rules are in Section 3.2 of the handbook.",
        "The rules are in Section 3 of the handbook.",
        PRESERVE,
    )
    assert "legal reference" in _kinds(report)
    assert check_candidate(
        "See section 3.2. It applies.", "It applies: see Section 3.2.", PRESERVE
    ).passed


@pytest.mark.parametrize(
    ("candidate", "flagged"),
    [
        # the sentence merged into the one before it says the negation another way
        (
            "After its renovation the museum reopens on Friday 3 May \u2013 but it stays "
            "closed to coaches. Tickets cost \u00a310.",
            False,
        ),
        # merged, and the negation is simply gone
        (
            "After its renovation the museum reopens on Friday 3 May \u2013 and coaches may "
            "park at the door. Tickets cost \u00a310.",
            True,
        ),
    ],
)
def test_a_sentence_merged_into_its_neighbour_is_read_with_it(
    candidate: str, flagged: bool
) -> None:
    source = (
        "The museum reopens on Friday 3 May after its renovation. Buses will still not be "
        "allowed to park there. Tickets cost \u00a310."
    )
    report = check_candidate(source, candidate, PRESERVE)
    assert ("negation" in _kinds(report)) is flagged


def test_an_approximation_before_a_currency_and_its_amount_is_one() -> None:
    assert check_candidate(
        "Rata wynosi ok. 3,1 tys. zł miesięcznie.",
        "The instalment is about PLN 3,100 a month.",
        ENGLISH,
    ).passed
    assert "hedge" in _kinds(
        check_candidate("The repair costs around \u20ac90.", "The repair costs \u20ac90.", PRESERVE)
    )


def test_a_need_in_a_condition_is_no_rule() -> None:
    assert check_candidate(
        "If you need to renew a permit, the office opens at 9:00.",
        "Permit renewals: the office opens at 9:00.",
        PRESERVE,
    ).passed
    assert "modality" in _kinds(
        check_candidate(
            "You need to renew the permit by May.",
            "You are encouraged to renew the permit by May.",
            PRESERVE,
        )
    )


def test_a_thing_not_needed_said_as_absent_keeps_the_exemption() -> None:
    assert "modality" not in _kinds(
        check_candidate(
            "One visit is enough; you will not need a follow-up appointment.",
            "One visit is enough, so there is no follow-up appointment.",
            PRESERVE,
        )
    )
    assert "modality" in _kinds(
        check_candidate(
            "You will not need a follow-up appointment.",
            "You will need a follow-up appointment, with no fee.",
            PRESERVE,
        )
    )
