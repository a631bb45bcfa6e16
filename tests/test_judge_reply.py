"""The judge reply parser: every binding refusal, verbatim, and every accepted shape."""

from __future__ import annotations

import math

import pytest

from models.evaluation import JudgeEvaluation
from skryba.errors import InvalidJudgeReply, JudgeError, TransportError
from skryba.judge.reply import extract_json_object, invalid_score_message, parse_judge_reply
from tests.judge_replies import (
    ACCEPTED_REPLIES,
    BOUNDARIES,
    DIMENSION_NAMES,
    FIELD_NAMES,
    INVALID_REPLIES,
    NO_CLOSING,
    NO_OBJECT,
    NOT_EVALUATION,
    SCHEMA,
    AcceptedReply,
    InvalidReply,
    evaluation,
    invalid_score,
    values,
)


def refusal(reply: str) -> str:
    """The message ``parse_judge_reply`` refuses ``reply`` with."""
    with pytest.raises(InvalidJudgeReply) as caught:
        parse_judge_reply(reply)
    return str(caught.value)


def fields_of(parsed: JudgeEvaluation) -> dict[str, object]:
    return parsed.model_dump(exclude={"quality_score"})


# --- the catalogue ---------------------------------------------------------------------------


def test_catalogue_is_large_enough() -> None:
    # The reliability work reuses this catalogue; it must stay broad and unambiguous.
    names = [case.name for case in INVALID_REPLIES]
    assert len(INVALID_REPLIES) >= 30
    assert len(names) == len(set(names))
    assert len({case.name for case in ACCEPTED_REPLIES}) == len(ACCEPTED_REPLIES)


@pytest.mark.parametrize("case", INVALID_REPLIES, ids=[case.name for case in INVALID_REPLIES])
def test_invalid_reply_is_refused_with_the_exact_message(case: InvalidReply) -> None:
    assert refusal(case.reply) == case.expected_message


@pytest.mark.parametrize("case", ACCEPTED_REPLIES, ids=[case.name for case in ACCEPTED_REPLIES])
def test_accepted_reply_yields_the_evaluation(case: AcceptedReply) -> None:
    assert fields_of(parse_judge_reply(case.reply)) == case.expected


# --- the boundary refusals -------------------------------------------------------------------


def test_plain_prose_has_no_json_object() -> None:
    assert refusal("The candidate is excellent.") == (
        "quality judge response contains no JSON object"
    )


def test_opening_brace_without_a_closing_one() -> None:
    assert refusal('Evaluation: {"grammar": 0.9') == (
        "quality judge response contains no closing JSON brace"
    )


def test_closing_brace_before_opening_brace() -> None:
    assert refusal("done } ... {") == "quality judge response contains malformed JSON boundaries"


def test_broken_json_between_the_braces() -> None:
    assert refusal('{"grammar": 0.9, "coherence": }') == (
        "quality judge did not return a valid evaluation"
    )


def test_the_catalogue_messages_are_the_binding_text() -> None:
    # Guards the catalogue itself: its constants are the words of the binding refusals.
    assert (NO_OBJECT, NO_CLOSING, BOUNDARIES, SCHEMA, NOT_EVALUATION) == (
        "quality judge response contains no JSON object",
        "quality judge response contains no closing JSON brace",
        "quality judge response contains malformed JSON boundaries",
        "quality judge returned invalid JSON schema",
        "quality judge did not return a valid evaluation",
    )


def test_extract_json_object_spans_first_opening_to_last_closing_brace() -> None:
    reply = 'Prose {"a": {"b": 1}} more } prose'
    assert extract_json_object(reply) == '{"a": {"b": 1}} more }'


# --- schema refusals -------------------------------------------------------------------------

ELEVEN_FIELDS = [
    "meaning_preservation",
    "factual_consistency",
    "grammar",
    "coherence",
    "naturalness",
    "readability",
    "critical_error",
    "style_matched",
    "language_matched",
    "issues",
    "rationale",
]


def test_the_catalogue_knows_the_eleven_fields() -> None:
    assert list(FIELD_NAMES) == ELEVEN_FIELDS


@pytest.mark.parametrize("field", ELEVEN_FIELDS)
def test_missing_field_is_an_invalid_schema(field: str) -> None:
    # Missing fields never default to a pass, booleans included.
    assert refusal(evaluation(omit=[field])) == "quality judge returned invalid JSON schema"


@pytest.mark.parametrize("dimension", DIMENSION_NAMES)
@pytest.mark.parametrize("literal", ['"0.9"', '"high"', "true", "false", "null", "[]", "{}"])
def test_non_number_score_is_an_invalid_schema(dimension: str, literal: str) -> None:
    assert refusal(evaluation({dimension: literal})) == "quality judge returned invalid JSON schema"


@pytest.mark.parametrize("field", ["critical_error", "style_matched", "language_matched"])
@pytest.mark.parametrize("literal", ['"true"', '"yes"', "1", "0", "0.0", "null", "[]"])
def test_non_boolean_flag_is_an_invalid_schema(field: str, literal: str) -> None:
    assert refusal(evaluation({field: literal})) == "quality judge returned invalid JSON schema"


@pytest.mark.parametrize(
    "literal", ['"none"', '"typo; register"', "null", "0", "{}", "true", "[1]", '["ok", null]']
)
def test_issues_not_a_list_of_strings_is_an_invalid_schema(literal: str) -> None:
    assert refusal(evaluation({"issues": literal})) == "quality judge returned invalid JSON schema"


@pytest.mark.parametrize("literal", ["null", "0", "true", '["fine"]', '{"text": "fine"}'])
def test_rationale_not_a_string_is_an_invalid_schema(literal: str) -> None:
    assert refusal(evaluation({"rationale": literal})) == (
        "quality judge returned invalid JSON schema"
    )


# --- score refusals --------------------------------------------------------------------------


@pytest.mark.parametrize("dimension", DIMENSION_NAMES)
@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity", "-0.01", "1.01", "85"])
def test_invalid_score_names_dimension_and_value(dimension: str, literal: str) -> None:
    assert refusal(evaluation({dimension: literal})) == (
        f"quality judge returned invalid {dimension} score {literal}"
    )


@pytest.mark.parametrize(
    ("literal", "spelled"),
    [
        ("1e400", "Infinity"),
        ("-1e400", "-Infinity"),
        ("100", "100"),
        ("1.5e0", "1.5"),
        # Every digit survives: a rounded "1" would read as a valid score.
        ("1.0000001", "1.0000001"),
        ("-0.123456789", "-0.123456789"),
    ],
)
def test_invalid_score_value_is_spelled_as_json_spells_it(literal: str, spelled: str) -> None:
    assert refusal(evaluation({"grammar": literal})) == invalid_score("grammar", spelled)


@pytest.mark.parametrize(
    ("value", "spelled"),
    [
        (math.nan, "NaN"),
        (math.inf, "Infinity"),
        (-math.inf, "-Infinity"),
        (-0.01, "-0.01"),
        (1.01, "1.01"),
        (85, "85"),
        (1.4, "1.4"),
    ],
)
def test_invalid_score_message(value: float, spelled: str) -> None:
    assert invalid_score_message("grammar", value) == (
        f"quality judge returned invalid grammar score {spelled}"
    )


def test_two_bad_scores_name_one_of_them_exactly() -> None:
    message = refusal(evaluation({"grammar": "1.2", "readability": "-3"}))
    assert message in {invalid_score("grammar", "1.2"), invalid_score("readability", "-3")}


@pytest.mark.parametrize("dimension", DIMENSION_NAMES)
@pytest.mark.parametrize(
    ("literal", "parsed"), [("0", 0.0), ("1", 1.0), ("0.0", 0.0), ("1.0", 1.0)]
)
def test_bounds_are_inclusive_for_each_dimension(
    dimension: str, literal: str, parsed: float
) -> None:
    result = parse_judge_reply(evaluation({dimension: literal}))
    score = getattr(result, dimension)
    assert score == parsed
    assert type(score) is float


# --- the refusal's kind ----------------------------------------------------------------------


def test_invalid_reply_is_a_judge_error_and_never_retried() -> None:
    with pytest.raises(InvalidJudgeReply) as caught:
        parse_judge_reply("no evaluation here")
    assert isinstance(caught.value, JudgeError)
    # The retry loop retries TransportError only; an invalid reply must never be asked again.
    assert not isinstance(caught.value, TransportError)


def test_broken_json_keeps_the_decoder_error_as_cause() -> None:
    with pytest.raises(InvalidJudgeReply) as caught:
        parse_judge_reply("{broken}")
    assert isinstance(caught.value.__cause__, ValueError)


# --- accepted values -------------------------------------------------------------------------


def test_parsed_quality_score_is_the_weakest_dimension() -> None:
    parsed = parse_judge_reply(evaluation({"coherence": "0.41", "grammar": "0.99"}))
    assert parsed.quality_score == 0.41


def test_illustrative_evaluation_round_trips() -> None:
    parsed = parse_judge_reply(evaluation())
    assert fields_of(parsed) == values()
    assert parsed.quality_score == 0.93
