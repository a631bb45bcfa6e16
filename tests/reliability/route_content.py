"""Route replies holding an unpaired UTF-16 surrogate escape (``\\ud800``): valid JSON that
decodes to a Python string UTF-8 cannot encode."""

from __future__ import annotations

from tests.judge_replies import evaluation
from tests.reliability.fault_route import Action, Exchange, reply

JUDGE_WITH_SURROGATE = "A passage whose judge answers with half a surrogate pair."
GENERATOR_WITH_SURROGATE = "A passage whose generator answers with half a surrogate pair."
SURROGATE_REPLY = evaluation({"rationale": '"fine \\ud800 mostly"'})  # JSON text, escape intact
BINDING_REFUSALS = {
    "quality judge response contains no JSON object",
    "quality judge response contains no closing JSON brace",
    "quality judge response contains malformed JSON boundaries",
    "quality judge returned invalid JSON schema",
    "quality judge did not return a valid evaluation",
    "Brama quality evaluation failed",
}


def surrogate_script(exchange: Exchange) -> Action | None:
    """A lone surrogate in the judge's rationale, or in the generated candidate."""
    if exchange.kind == "judge" and exchange.passage == JUDGE_WITH_SURROGATE:
        return reply(SURROGATE_REPLY)
    if exchange.kind == "generate" and exchange.passage == GENERATOR_WITH_SURROGATE:
        return reply("Rewritten \ud800 with half a pair.")
    return None


SURROGATE_DOCUMENTS = {
    "a.txt": JUDGE_WITH_SURROGATE,
    "b.txt": "The second passage is about the night buses.",
    "c.txt": "The third passage is about the river ferries.",
}
