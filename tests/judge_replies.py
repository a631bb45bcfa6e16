"""A reusable catalogue of quality-judge reply shapes, valid and invalid.

Replies are built from raw JSON literals (not ``json.dumps``) so each case controls exactly how a
value is spelled: ``NaN``, ``1e400``, a duplicated key, a trailing comma. Expected messages are the
binding refusals written out literally, never imported from the code under test, so a typo in the
code's constants fails the tests instead of being copied into them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import NamedTuple

SCHEMA = "quality judge returned invalid JSON schema"
NO_OBJECT = "quality judge response contains no JSON object"
NO_CLOSING = "quality judge response contains no closing JSON brace"
BOUNDARIES = "quality judge response contains malformed JSON boundaries"
NOT_EVALUATION = "quality judge did not return a valid evaluation"

DIMENSION_NAMES: tuple[str, ...] = (
    "meaning_preservation",
    "factual_consistency",
    "grammar",
    "coherence",
    "naturalness",
    "readability",
)
BOOLEAN_NAMES: tuple[str, ...] = ("critical_error", "style_matched", "language_matched")
FIELD_NAMES: tuple[str, ...] = (*DIMENSION_NAMES, *BOOLEAN_NAMES, "issues", "rationale")

RATIONALE = "Meaning, facts, required register, and output language are preserved."

# The illustrative evaluation from the binding text, as raw JSON literals.
VALID_FIELDS: Mapping[str, str] = {
    "meaning_preservation": "0.97",
    "factual_consistency": "0.96",
    "grammar": "0.98",
    "coherence": "0.95",
    "naturalness": "0.93",
    "readability": "0.94",
    "critical_error": "false",
    "style_matched": "true",
    "language_matched": "true",
    "issues": "[]",
    "rationale": f'"{RATIONALE}"',
}

# What parsing VALID_FIELDS must produce (quality_score excluded: it is derived).
VALID_VALUES: Mapping[str, object] = {
    "meaning_preservation": 0.97,
    "factual_consistency": 0.96,
    "grammar": 0.98,
    "coherence": 0.95,
    "naturalness": 0.93,
    "readability": 0.94,
    "critical_error": False,
    "style_matched": True,
    "language_matched": True,
    "issues": [],
    "rationale": RATIONALE,
}


def render(fields: Iterable[tuple[str, str]], *, indent: bool = False) -> str:
    """A JSON object text from (key, raw literal) pairs; pairs may repeat a key on purpose."""
    members = [f'"{key}": {literal}' for key, literal in fields]
    if indent:
        return "{\n  " + ",\n  ".join(members) + "\n}"
    return "{" + ", ".join(members) + "}"


def evaluation(
    overrides: Mapping[str, str] | None = None,
    *,
    omit: Iterable[str] = (),
    indent: bool = False,
) -> str:
    """The valid evaluation with some fields replaced (raw literals), added or left out."""
    fields = {**VALID_FIELDS, **(overrides or {})}
    for name in omit:
        del fields[name]
    return render(fields.items(), indent=indent)


def values(overrides: Mapping[str, object] | None = None) -> dict[str, object]:
    """The parsed counterpart of ``evaluation``: VALID_VALUES with some values replaced."""
    return {**VALID_VALUES, **(overrides or {})}


def invalid_score(dimension: str, spelled: str) -> str:
    """The binding refusal for one out-of-range or non-finite dimension."""
    return f"quality judge returned invalid {dimension} score {spelled}"


class InvalidReply(NamedTuple):
    """A reply the judge parser must refuse, and the exact refusal."""

    name: str
    reply: str
    expected_message: str


class AcceptedReply(NamedTuple):
    """A reply the judge parser must accept, and the evaluation's fields it must yield."""

    name: str
    reply: str
    expected: dict[str, object]


_MEGABYTE = 1_000_000
_PROSE = "The rewrite keeps the meaning and reads naturally. "
_HUGE_PROSE = _PROSE * (_MEGABYTE // len(_PROSE))

INVALID_REPLIES: list[InvalidReply] = [
    # --- no object at all --------------------------------------------------------------------
    InvalidReply("plain prose", "The rewrite preserves the meaning well.", NO_OBJECT),
    InvalidReply("refusal prose", "I'm sorry, I cannot evaluate this passage.", NO_OBJECT),
    InvalidReply("empty string", "", NO_OBJECT),
    InvalidReply("only whitespace", " \n\t  \r\n ", NO_OBJECT),
    InvalidReply("array of scores", "[0.97, 0.96, 0.98, 0.95, 0.93, 0.94]", NO_OBJECT),
    InvalidReply("json string", '"meaning_preservation: 0.97"', NO_OBJECT),
    InvalidReply("bare number", "0.95", NO_OBJECT),
    InvalidReply("only a closing brace", "All good }", NO_OBJECT),
    InvalidReply("huge prose without braces (~1 MB)", _HUGE_PROSE, NO_OBJECT),
    # --- an opening brace that is never closed -----------------------------------------------
    InvalidReply("lone opening brace", "{", NO_CLOSING),
    InvalidReply("truncated evaluation", evaluation()[:-1], NO_CLOSING),
    InvalidReply(
        "truncated inside the rationale",
        evaluation()[: evaluation().index(RATIONALE) + 20],
        NO_CLOSING,
    ),
    InvalidReply(
        "code fence around a truncated object",
        "```json\n" + evaluation(indent=True)[:-2] + "\n```",
        NO_CLOSING,
    ),
    InvalidReply("huge reply opened and never closed (~1 MB)", "{" + _HUGE_PROSE, NO_CLOSING),
    # --- the last closing brace comes before the first opening one ---------------------------
    InvalidReply("closing then opening brace", "}{", BOUNDARIES),
    InvalidReply("prose with } then {", "Scores } are below {", BOUNDARIES),
    InvalidReply("reversed object", '} "grammar": 0.9 {', BOUNDARIES),
    # --- text between the braces that is not JSON --------------------------------------------
    InvalidReply("broken JSON between braces", '{"grammar": 0.9,, }', NOT_EVALUATION),
    InvalidReply("prose between braces", "{ not json at all }", NOT_EVALUATION),
    InvalidReply("python dict with single quotes", "{'grammar': 0.9}", NOT_EVALUATION),
    InvalidReply("unquoted keys", "{grammar: 0.9}", NOT_EVALUATION),
    InvalidReply(
        "trailing comma",
        evaluation()[:-1] + ",}",
        NOT_EVALUATION,
    ),
    InvalidReply(
        "javascript comment",
        evaluation()[:-1] + ", // looks fine\n}",
        NOT_EVALUATION,
    ),
    InvalidReply(
        "lowercase nan is not JSON",
        evaluation({"grammar": "nan"}),
        NOT_EVALUATION,
    ),
    InvalidReply(
        "code fence with broken JSON",
        '```json\n{"grammar": 0.9 "coherence": 0.8}\n```',
        NOT_EVALUATION,
    ),
    InvalidReply(
        "two objects: first { to last } spans both",
        "First pass: " + evaluation() + "\nSecond pass: " + evaluation(),
        NOT_EVALUATION,
    ),
    InvalidReply(
        "array of two evaluations",
        "[" + evaluation() + ", " + evaluation() + "]",
        NOT_EVALUATION,
    ),
    InvalidReply(
        "stray closing brace in trailing prose",
        evaluation() + "\nHope this helps :}",
        NOT_EVALUATION,
    ),
    InvalidReply(
        "nesting too deep for the decoder",
        '{"issues": ' + "[" * 100_000 + "]" * 100_000 + "}",
        NOT_EVALUATION,
    ),
    InvalidReply(
        "huge junk after a valid object, then a brace (~1 MB)",
        evaluation() + _HUGE_PROSE + "}",
        NOT_EVALUATION,
    ),
    # --- JSON of the wrong shape -------------------------------------------------------------
    InvalidReply("empty object", "{}", SCHEMA),
    InvalidReply("empty object in prose", "My evaluation: { } (nothing to add)", SCHEMA),
    InvalidReply(
        "nested evaluation object",
        '{"evaluation": ' + evaluation() + "}",
        SCHEMA,
    ),
    InvalidReply("missing rationale", evaluation(omit=["rationale"]), SCHEMA),
    InvalidReply("missing style_matched", evaluation(omit=["style_matched"]), SCHEMA),
    InvalidReply("score as string", evaluation({"grammar": '"0.98"'}), SCHEMA),
    InvalidReply("percent score as string", evaluation({"grammar": '"85%"'}), SCHEMA),
    InvalidReply("score as boolean", evaluation({"coherence": "true"}), SCHEMA),
    InvalidReply("score as null", evaluation({"naturalness": "null"}), SCHEMA),
    InvalidReply("score as list", evaluation({"readability": "[0.9]"}), SCHEMA),
    InvalidReply("score as object", evaluation({"readability": '{"value": 0.9}'}), SCHEMA),
    InvalidReply("boolean as yes", evaluation({"style_matched": '"yes"'}), SCHEMA),
    InvalidReply("boolean as string false", evaluation({"critical_error": '"false"'}), SCHEMA),
    InvalidReply("boolean as integer", evaluation({"critical_error": "0"}), SCHEMA),
    InvalidReply("boolean as null", evaluation({"language_matched": "null"}), SCHEMA),
    InvalidReply("issues as string", evaluation({"issues": '"none"'}), SCHEMA),
    InvalidReply("issues as null", evaluation({"issues": "null"}), SCHEMA),
    InvalidReply("issues as object", evaluation({"issues": '{"grammar": "ok"}'}), SCHEMA),
    InvalidReply("issues with a number", evaluation({"issues": '["typo", 3]'}), SCHEMA),
    InvalidReply("rationale as null", evaluation({"rationale": "null"}), SCHEMA),
    InvalidReply("rationale as list", evaluation({"rationale": '["ok"]'}), SCHEMA),
    InvalidReply(
        "duplicated key, same value",
        render([*VALID_FIELDS.items(), ("grammar", "0.98")]),
        SCHEMA,
    ),
    InvalidReply(
        "duplicated key, conflicting booleans",
        render([*VALID_FIELDS.items(), ("critical_error", "true")]),
        SCHEMA,
    ),
    # --- numbers that are not finite or not in [0, 1] ----------------------------------------
    InvalidReply("NaN score", evaluation({"grammar": "NaN"}), invalid_score("grammar", "NaN")),
    InvalidReply(
        "Infinity score",
        evaluation({"coherence": "Infinity"}),
        invalid_score("coherence", "Infinity"),
    ),
    InvalidReply(
        "-Infinity score",
        evaluation({"readability": "-Infinity"}),
        invalid_score("readability", "-Infinity"),
    ),
    InvalidReply(
        "overflowing exponent is Infinity",
        evaluation({"naturalness": "1e400"}),
        invalid_score("naturalness", "Infinity"),
    ),
    InvalidReply(
        "negative score",
        evaluation({"meaning_preservation": "-0.01"}),
        invalid_score("meaning_preservation", "-0.01"),
    ),
    InvalidReply(
        "score above one",
        evaluation({"factual_consistency": "1.01"}),
        invalid_score("factual_consistency", "1.01"),
    ),
    InvalidReply(
        "percent score",
        evaluation({"grammar": "85"}),
        invalid_score("grammar", "85"),
    ),
    InvalidReply(
        "percent score as float",
        evaluation({"grammar": "85.5"}),
        invalid_score("grammar", "85.5"),
    ),
    InvalidReply(
        "huge integer score",
        evaluation({"coherence": "100000000000000000000"}),
        invalid_score("coherence", "100000000000000000000"),
    ),
    InvalidReply(
        "negative integer score",
        evaluation({"readability": "-1"}),
        invalid_score("readability", "-1"),
    ),
    InvalidReply(
        "out-of-range score inside a code fence",
        "```json\n" + evaluation({"naturalness": "1.5"}, indent=True) + "\n```",
        invalid_score("naturalness", "1.5"),
    ),
]

_BRACED_RATIONALE = "Kept the template {name} intact; stray } and { braces are only text."

ACCEPTED_REPLIES: list[AcceptedReply] = [
    AcceptedReply("bare object", evaluation(), values()),
    AcceptedReply("pretty-printed object", evaluation(indent=True), values()),
    AcceptedReply(
        "inside prose",
        "Here is my evaluation:\n" + evaluation() + "\nLet me know if you need more detail.",
        values(),
    ),
    AcceptedReply("inside a json code fence", "```json\n" + evaluation() + "\n```", values()),
    AcceptedReply("inside a plain code fence", "```\n" + evaluation() + "\n```", values()),
    AcceptedReply(
        "fence inside prose",
        "Sure.\n\n```json\n" + evaluation(indent=True) + "\n```\n\nThat is all.",
        values(),
    ),
    AcceptedReply(
        "rationale containing braces",
        evaluation({"rationale": f'"{_BRACED_RATIONALE}"'}),
        values({"rationale": _BRACED_RATIONALE}),
    ),
    AcceptedReply(
        "issues containing braces",
        evaluation({"issues": '["placeholder {x} translated", "} unbalanced"]'}),
        values({"issues": ["placeholder {x} translated", "} unbalanced"]}),
    ),
    AcceptedReply(
        "Polish rationale and issues",
        evaluation(
            {
                "issues": '["drobna zmiana szyku zdania"]',
                "rationale": '"Znaczenie i fakty zachowane; styl zgodny z żądanym."',
            }
        ),
        values(
            {
                "issues": ["drobna zmiana szyku zdania"],
                "rationale": "Znaczenie i fakty zachowane; styl zgodny z żądanym.",
            }
        ),
    ),
    AcceptedReply(
        "escaped unicode in rationale",
        evaluation({"rationale": '"Zachowano \\u017ar\\u00f3d\\u0142o."'}),
        values({"rationale": "Zachowano źródło."}),
    ),
    AcceptedReply(
        "all scores integer 0",
        evaluation(dict.fromkeys(DIMENSION_NAMES, "0")),
        values(dict.fromkeys(DIMENSION_NAMES, 0.0)),
    ),
    AcceptedReply(
        "all scores integer 1",
        evaluation(dict.fromkeys(DIMENSION_NAMES, "1")),
        values(dict.fromkeys(DIMENSION_NAMES, 1.0)),
    ),
    AcceptedReply(
        "all scores float 0.0",
        evaluation(dict.fromkeys(DIMENSION_NAMES, "0.0")),
        values(dict.fromkeys(DIMENSION_NAMES, 0.0)),
    ),
    AcceptedReply(
        "all scores float 1.0",
        evaluation(dict.fromkeys(DIMENSION_NAMES, "1.0")),
        values(dict.fromkeys(DIMENSION_NAMES, 1.0)),
    ),
    AcceptedReply(
        "exponent notation",
        evaluation({"grammar": "9.8e-1", "coherence": "1E0"}),
        values({"grammar": 0.98, "coherence": 1.0}),
    ),
    AcceptedReply(
        "negative zero is zero",
        evaluation({"grammar": "-0.0"}),
        values({"grammar": 0.0}),
    ),
    AcceptedReply(
        "failing verdict is still a valid evaluation",
        evaluation(
            {
                "critical_error": "true",
                "style_matched": "false",
                "language_matched": "false",
                "issues": '["date changed", "wrong register"]',
            }
        ),
        values(
            {
                "critical_error": True,
                "style_matched": False,
                "language_matched": False,
                "issues": ["date changed", "wrong register"],
            }
        ),
    ),
    AcceptedReply(
        "extra unknown keys",
        evaluation({"confidence": '"high"', "notes": '{"a": [1, 2]}', "model": "null"}),
        values(),
    ),
    AcceptedReply(
        "judge's own quality_score is ignored",
        evaluation({"quality_score": "0.99", "grammar": "0.5"}),
        values({"grammar": 0.5}),
    ),
    AcceptedReply(
        "keys in another order",
        render(reversed(list(VALID_FIELDS.items()))),
        values(),
    ),
    AcceptedReply(
        "one-element array around the object",
        "[" + evaluation() + "]",
        values(),
    ),
    AcceptedReply(
        "huge rationale (~1 MB)",
        evaluation({"rationale": f'"{_HUGE_PROSE}"'}),
        values({"rationale": _HUGE_PROSE}),
    ),
]
