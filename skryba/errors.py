"""Skryba's error hierarchy.

Shaped like httpx's: transport failures form one branch and are the only thing ever retried;
protocol and content failures form another and fail at once. "Is this retried?" is therefore
``isinstance(exc, TransportError)``, never string matching.
"""

from __future__ import annotations


class SkrybaError(Exception):
    """Base of every error Skryba raises on purpose."""


class UsageError(SkrybaError):
    """The caller asked for something Skryba refuses to start with (exit status 2)."""


class ConfigurationError(UsageError):
    """Settings are missing, malformed or contradictory."""


class RouteUnusable(ConfigurationError):
    """The route check before the first passage failed: unreachable, refused, or no such model."""


# --- talking to a route (Brama or a detector service) -------------------------------------------


class RouteError(SkrybaError):
    """Any failure of an HTTP call to a route."""


class TransportError(RouteError):
    """The call did not produce a usable HTTP answer; retrying may help.

    ``retry_after`` is the delay in seconds the server asked for (``Retry-After``), if any.
    """

    def __init__(self, message: str, *, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class ConnectFailed(TransportError):
    """The connection could not be made or broke before an answer arrived."""


class Timeout(TransportError):
    """Connecting, writing, reading or waiting for a pooled connection took too long."""


class RetryableStatus(TransportError):
    """HTTP 408, 429, 500, 502, 503 or 504."""

    def __init__(self, status_code: int, *, retry_after: float | None = None) -> None:
        super().__init__(f"route answered HTTP {status_code}", retry_after=retry_after)
        self.status_code = status_code


class ProtocolError(RouteError):
    """The route answered, but not with something usable; retrying would not help."""


class StatusError(ProtocolError):
    """An HTTP status that is not retried (400, 401, 403, 404, 422, ...)."""

    def __init__(self, status_code: int, detail: str = "") -> None:
        text = f"route answered HTTP {status_code}"
        super().__init__(f"{text}: {detail}" if detail else text)
        self.status_code = status_code


class MalformedResponse(ProtocolError):
    """The body is not the JSON shape the route promises (e.g. not a chat completion)."""


class EmptyCompletion(ProtocolError):
    """A chat completion with no choices or with empty content."""


# --- the quality judge --------------------------------------------------------------------------


class JudgeError(SkrybaError):
    """The quality judge could not produce a verdict; the message is one of the binding refusals."""


class InvalidJudgeReply(JudgeError):
    """The judge answered, but its reply is not a valid evaluation. Never retried.

    ``raw_reply`` and ``chat`` (the call's metadata) are attached once the reply is known, so the
    audit store keeps what the judge actually said.
    """

    def __init__(self, message: str, *, raw_reply: str | None = None, chat: object = None) -> None:
        super().__init__(message)
        self.message = message
        self.raw_reply = raw_reply
        self.chat = chat


# --- detectors, corpus, audit store ------------------------------------------------------------


class DetectorError(SkrybaError):
    """A detector could not score a text. Never decides quality."""


class UnsupportedText(DetectorError):
    """The detector does not support this text's language or length."""


class CorpusError(SkrybaError):
    """An input file, JSONL line or passage cannot be read or processed."""


class AuditStoreError(SkrybaError):
    """The audit store cannot be reached or written."""


class UnknownRun(AuditStoreError, UsageError):
    """The audit store holds no run with the id the caller gave (``audit``, ``--resume``).

    Also a UsageError: the caller named the wrong run (exit status 2), nothing is broken.
    """


class UnknownPassage(AuditStoreError, UsageError):
    """The run holds no passage by the id or ``DOCUMENT#INDEX`` the caller gave."""


class PrefectUnavailable(SkrybaError):
    """No Prefect API to run the flow against: the throwaway server did not start."""
