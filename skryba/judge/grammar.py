"""Request extras for the embedded server, so its tiny model answers in the judge's schema.

SmolLM2-135M cannot write a valid evaluation on its own (it scores 3 or 120, drops keys). The
llama-cpp-python server accepts a ``grammar`` field (GBNF, ``CreateChatCompletionRequest`` in
``llama_cpp/server/types.py``) that ``app.py`` compiles into the sampler, so decoding can only
produce a valid evaluation. ``response_format`` with a ``schema`` exists too, but the server
silently falls back to unconstrained JSON when a schema does not convert, and its converter has
no numeric bounds; the explicit grammar fails loudly instead and can bound every number.

The grammar is the whole contract and nothing else: it says nothing about which scores are
right, and it is only sent to the embedded server (a real route owns its own decoding).
"""

from __future__ import annotations

from models.evaluation import BOOLEANS, DIMENSIONS

MAX_ISSUES = 3
MAX_ISSUE_CHARS = 80
MAX_RATIONALE_CHARS = 200
# The tiny model rambles until the context is full without a cap; rewrites of a passage fit.
GENERATOR_MAX_TOKENS = 512


def _literal(text: str) -> str:
    """A GBNF string literal matching ``text`` exactly."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    return f'"{escaped}"'


def _key(name: str, *, first: bool = False) -> str:
    return _literal(("" if first else ", ") + f'"{name}": ')


def judge_grammar() -> str:
    """GBNF for one evaluation object: the judge's keys in order, each value in its valid range.

    Scores are ``0``, ``1``, ``1.0`` or ``0.d``/``0.dd``; strings are bounded and hold no
    quote, backslash or control character, so every reply parses and validates, and ends.
    """
    members = [f"{_key(DIMENSIONS[0], first=True)} score"]
    members += [f"{_key(name)} score" for name in DIMENSIONS[1:]]
    members += [f"{_key(name)} boolean" for name in BOOLEANS]
    members += [f"{_key('issues')} issues", f"{_key('rationale')} rationale"]
    more_issues = f"({_literal(', ')} issue){{0,{MAX_ISSUES - 1}}}"
    rules = [
        f'root ::= "{{" {" ".join(members)} "}}"',
        'score ::= "0" | "1" | "1.0" | "0." [0-9] [0-9]?',
        'boolean ::= "true" | "false"',
        f'issues ::= "[]" | "[" issue {more_issues} "]"',
        f'issue ::= "\\"" char{{1,{MAX_ISSUE_CHARS}}} "\\""',
        f'rationale ::= "\\"" char{{1,{MAX_RATIONALE_CHARS}}} "\\""',
        'char ::= [^"\\\\\\x00-\\x1F]',
    ]
    return "\n".join(rules) + "\n"


def judge_extra_body() -> dict[str, object]:
    """Extra body fields for judge calls to the embedded server: the evaluation grammar.

    No ``max_tokens`` and no ``temperature``: the judge states neither (docs/judge.md); the grammar
    bounds the reply's length by itself.
    """
    return {"grammar": judge_grammar()}


def generator_extra_body() -> dict[str, object]:
    """Extra body fields for generator calls to the embedded server: a cap on reply length."""
    return {"max_tokens": GENERATOR_MAX_TOKENS}
