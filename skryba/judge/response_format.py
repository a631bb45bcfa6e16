"""The judge's ``response_format``: the evaluation's JSON Schema, for routes that constrain
decoding (vLLM, llama.cpp's server, LiteLLM, hosted providers).

A constrained reply is still parsed and validated in full (docs/judge.md): the schema helps a route
produce a valid evaluation, it never stands in for the validation.
"""

from __future__ import annotations

from typing import Any

from models.chat import ResponseFormat
from models.evaluation import BOOLEANS, DIMENSIONS, FIELDS

SCHEMA_NAME = "judge_evaluation"


def evaluation_json_schema() -> dict[str, Any]:
    """The evaluation's JSON Schema in the strict subset: every key required, no extras."""
    properties: dict[str, Any] = {
        name: {"type": "number", "minimum": 0, "maximum": 1} for name in DIMENSIONS
    }
    properties.update({name: {"type": "boolean"} for name in BOOLEANS})
    properties["issues"] = {"type": "array", "items": {"type": "string"}}
    properties["rationale"] = {"type": "string"}
    return {
        "type": "object",
        "properties": properties,
        "required": list(FIELDS),
        "additionalProperties": False,
    }


def response_format_body(kind: ResponseFormat) -> dict[str, Any]:
    """The request body fields ``kind`` adds: none, or an OpenAI-style ``response_format``."""
    if kind is ResponseFormat.JSON_OBJECT:
        return {"response_format": {"type": "json_object"}}
    if kind is ResponseFormat.JSON_SCHEMA:
        return {
            "response_format": {
                "type": "json_schema",
                "json_schema": {
                    "name": SCHEMA_NAME,
                    "strict": True,
                    "schema": evaluation_json_schema(),
                },
            }
        }
    return {}
