"""What a run's calls met at the route's own limits (docs/routes.md), as the report shows it."""

from __future__ import annotations

from pydantic import BaseModel


class RouteUsage(BaseModel):
    """Calls made, 429s answered, time held back by the route's limit (``waits`` episodes of at
    least one call waiting, ``waited_s`` their wall time), the Prefect API round trips the
    shared limits cost (0 in-process), and under a token limit the tokens charged to it
    (estimates and what answers reported beyond them) and the tokens the answers reported."""

    calls: int = 0
    http_429: int = 0
    waits: int = 0
    waited_s: float = 0.0
    api_round_trips: int = 0
    shared: bool = False
    tokens_charged: int = 0
    tokens_reported: int = 0

    def plus(self, other: RouteUsage) -> RouteUsage:
        """The sum of two processes' usage."""
        return RouteUsage(
            calls=self.calls + other.calls,
            http_429=self.http_429 + other.http_429,
            waits=self.waits + other.waits,
            waited_s=self.waited_s + other.waited_s,
            api_round_trips=self.api_round_trips + other.api_round_trips,
            shared=self.shared or other.shared,
            tokens_charged=self.tokens_charged + other.tokens_charged,
            tokens_reported=self.tokens_reported + other.tokens_reported,
        )
