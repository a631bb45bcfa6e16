"""The route's own limits, shared by every run and shard on it (docs/scaling.md).

``SKRYBA_ROUTE_CONCURRENCY`` (requests in flight), ``SKRYBA_ROUTE_RPM`` (requests per minute)
and ``SKRYBA_ROUTE_TPM`` (tokens per minute) describe what the route allows for all of Skryba
together. With a shared Prefect API they are Prefect global concurrency limits named after the
route, so every worker's calls count against the same numbers; with no shared API (a plain CLI
run and its throwaway server) they hold in this process.

A sharded run's parent passes the limits it resolved to every shard, which keeps the tighter of
them and its own settings: a worker's environment may tighten a run's limits, never loosen them.

A call never costs a Prefect API round trip of its own: the gate takes slots in bulk and spends
them locally. It holds at most its share of the concurrency limit (the limit over the gates
open on the route, which each count themselves in a limit of their own), in leases of half the
share, held while calls keep coming and given back once idle or above the share; rate slots
(requests and tokens) it takes as its share of a second's worth, paced at its share of the rate.

A 429's ``Retry-After`` pauses the whole route: this process at once, every other one through
the hold limit, whose active slots are the seconds of pause left (it decays one slot a second),
which each gate reads once a second while it has calls to make.

Why one long module: the gate is one state machine (leases, fair shares, rate and token
buckets, the 429 hold), with a Prefect-backed and an in-process store behind the same logic.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import time
from collections import deque
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit
from uuid import UUID

import httpx
from pydantic import BaseModel, ConfigDict, Field

from models.chat import ChatRequest, ChatResult
from models.route_usage import RouteUsage
from skryba.errors import SkrybaError
from skryba.route.retry import call_log
from skryba.route.tokens import TokenEstimator, prompt_estimate, reported_tokens

if TYPE_CHECKING:
    from prefect.client.orchestration import PrefectClient

    from skryba.settings import Settings

log = logging.getLogger(__name__)

# A lease unused this long goes back to the pool for other workers.
LEASE_IDLE_S = 0.5
# Leases expire on the server unless renewed, so a killed worker's slots come back by then.
LEASE_DURATION_S = 60.0
RENEW_EVERY_S = 20.0
# How often a busy gate looks at the hold limit (the other workers' 429 pauses).
HOLD_POLL_S = 1.0
# How often a busy gate counts the gates open on the route, for its share of the slots.
GATES_POLL_S = 2.0
# The gates limit only counts (one slot a gate, under a lease): it never refuses.
GATES_LIMIT = 100_000
# A 429 without Retry-After still pauses the route this long.
DEFAULT_429_PAUSE_S = 1.0
# A wait for the route's limit shorter than this is not logged (it is counted).
WAIT_LOG_THRESHOLD_S = 1.0
# Rate tokens not spent within this long are dropped: spent later they would burst.
TOKEN_TTL_S = 1.0
# A gate asks Prefect for rate slots no faster than its share of the rate brings them back,
# with this margin for clocks and Prefect's whole-slot decay.
TAKE_PACE_MARGIN = 1.02
DECAY_LOST_PER_TAKE = 0.5  # slots
# Prefect decays a rate limit in whole slots counted from its last change, so each request to
# it loses the fraction of a slot decayed since the one before. A slot of the requests limit is
# a sixtieth of a request: that loss stays under 1/60 of a request (a slot a request lost half
# of one each time, a fifth of the rate at 10 a second over four processes), and the limit's
# decay reads as the requests per minute it stands for (SKRYBA_ROUTE_RPM=600: 600 a second).
RATE_SLOTS_PER_REQUEST = 60
# Requests to Prefect for one rate limit's slots that a gate may have under way at once.
TAKES_IN_FLIGHT = 3
KEEPER_TICK_S = 0.25
# Prefect answers 423 with a Retry-After; waits are bounded so a freed slot is seen soon.
MAX_LOCKED_WAIT_S = 2.0


class RouteLimitError(SkrybaError):
    """The route's shared limits could not be created, checked or acquired from Prefect."""


def _tighter(mine: int | None, theirs: int | None) -> int | None:
    if mine is None or theirs is None:
        return theirs if mine is None else mine
    return min(mine, theirs)


class RouteLimits(BaseModel):
    """What the route allows, for all workers together (None: no such limit)."""

    model_config = ConfigDict(frozen=True)

    concurrency: int | None = Field(default=None, ge=1)
    rpm: int | None = Field(default=None, ge=1)
    tpm: int | None = Field(default=None, ge=1)

    @classmethod
    def from_settings(cls, settings: Settings) -> RouteLimits:
        """``SKRYBA_ROUTE_CONCURRENCY``, ``SKRYBA_ROUTE_RPM`` and ``SKRYBA_ROUTE_TPM``."""
        return cls(
            concurrency=settings.route_concurrency, rpm=settings.route_rpm, tpm=settings.route_tpm
        )

    def tighter(self, other: RouteLimits | None) -> RouteLimits:
        """Each limit the lower of the two (a limit only one sets is kept)."""
        if other is None:
            return self
        return RouteLimits(
            concurrency=_tighter(self.concurrency, other.concurrency),
            rpm=_tighter(self.rpm, other.rpm),
            tpm=_tighter(self.tpm, other.tpm),
        )

    @property
    def any(self) -> bool:
        """Some limit is set."""
        return self.concurrency is not None or self.rpm is not None or self.tpm is not None

    @property
    def per_second(self) -> float | None:
        """The rate limit in requests per second."""
        return None if self.rpm is None else self.rpm / 60.0

    @property
    def burst(self) -> int:
        """Rate tokens that may be spent at once: one second's worth (at least one)."""
        return max(1, math.ceil(self.per_second or 1.0))

    def rate_shape(self) -> tuple[int, float] | None:
        """The Prefect rate limit for requests: its limit and decay a second, in slots of
        ``1 / RATE_SLOTS_PER_REQUEST`` of a request (None: no requests limit)."""
        if self.per_second is None:
            return None
        return self.burst * RATE_SLOTS_PER_REQUEST, self.per_second * RATE_SLOTS_PER_REQUEST

    @property
    def tokens_per_second(self) -> float | None:
        """The token limit in tokens per second."""
        return None if self.tpm is None else self.tpm / 60.0

    @property
    def token_burst(self) -> int:
        """Tokens that may be spent at once: one second's worth (at least one).

        A request estimated above it goes once this much is there, and its excess is owed:
        the next requests wait until it is paid back (RouteGate).
        """
        return max(1, math.ceil(self.tokens_per_second or 1.0))

    def describe(self) -> str:
        """The limits in a few words."""
        parts = []
        if self.concurrency is not None:
            parts.append(f"{self.concurrency} in flight")
        if self.rpm is not None:
            parts.append(f"{self.rpm}/min")
        if self.tpm is not None:
            parts.append(f"{self.tpm} tokens/min")
        return ", ".join(parts) or "none"


class RouteLimitNames(BaseModel):
    """The Prefect global concurrency limits of one route."""

    model_config = ConfigDict(frozen=True)

    route: str
    concurrency: str
    rate: str
    tokens: str
    hold: str
    gates: str


def limit_names(base_url: str) -> RouteLimitNames:
    """Names after the route's host, port and path (no scheme, credentials or query).

    Prefect names may not hold ``/ % & > <``; the path's slashes become colons.
    """
    parts = urlsplit(base_url)
    port = parts.port or (443 if parts.scheme == "https" else 80)
    path = ":".join(segment for segment in parts.path.split("/") if segment)
    route = f"{parts.hostname or ''}:{port}" + (f":{path}" if path else "")
    for banned in "%&<>":
        route = route.replace(banned, "_")
    return RouteLimitNames(
        route=route,
        concurrency=f"skryba-route:{route}",
        rate=f"skryba-route-rpm:{route}",
        tokens=f"skryba-route-tpm:{route}",
        hold=f"skryba-route-hold:{route}",
        gates=f"skryba-route-gates:{route}",
    )


@dataclass
class _Lease:
    id: UUID | None  # None: the limit is inactive in Prefect, nothing to release
    slots: int
    renewed: float


class PrefectSlots:
    """The route's limits as Prefect global concurrency limits: every API round trip is here."""

    def __init__(self, client: PrefectClient, names: RouteLimitNames, limits: RouteLimits) -> None:
        self.client = client
        self.names = names
        self.limits = limits
        self.round_trips = 0
        # Round trips by what they were for (lease, take, locked, release, renew, hold, read).
        self.kinds: dict[str, int] = {}
        self.holder: Any = None

    def _trip(self, kind: str) -> None:
        self.round_trips += 1
        self.kinds[kind] = self.kinds.get(kind, 0) + 1

    async def ensure(self, *, loosen: bool = True) -> list[str]:
        """Create the limits, or bring existing ones to the settings; returns what changed.

        ``loosen=False`` (a shard, whose run's parent set them) only ever lowers a limit.
        """
        wanted: list[tuple[str, int, float]] = [
            (self.names.hold, 1, 1.0),
            (self.names.gates, GATES_LIMIT, 0.0),
        ]
        if self.limits.concurrency is not None:
            wanted.append((self.names.concurrency, self.limits.concurrency, 0.0))
        if (rate := self.limits.rate_shape()) is not None:
            wanted.append((self.names.rate, *rate))
        if self.limits.tokens_per_second is not None:
            wanted.append(
                (self.names.tokens, self.limits.token_burst, self.limits.tokens_per_second)
            )
        notes: list[str] = []
        for name, limit, decay in wanted:
            note = await self._ensure_one(name, limit, decay, loosen=loosen)
            if note:
                notes.append(note)
        return notes

    async def _ensure_one(self, name: str, limit: int, decay: float, *, loosen: bool) -> str | None:
        from prefect.client.schemas.actions import (
            GlobalConcurrencyLimitCreate,
            GlobalConcurrencyLimitUpdate,
        )
        from prefect.exceptions import ObjectAlreadyExists, ObjectNotFound

        try:
            self._trip("ensure")
            existing = await self.client.read_global_concurrency_limit_by_name(name)
        except ObjectNotFound:
            try:
                self._trip("ensure")
                await self.client.create_global_concurrency_limit(
                    GlobalConcurrencyLimitCreate(
                        name=name, limit=limit, slot_decay_per_second=decay, active=True
                    )
                )
                return None
            except ObjectAlreadyExists:  # another shard created it meanwhile
                self._trip("ensure")
                existing = await self.client.read_global_concurrency_limit_by_name(name)
        if name in (self.names.hold, self.names.gates):
            return None  # its active slots are a pause, or gates; its shape is Skryba's own
        if not existing.active:
            raise RouteLimitError(
                f"the Prefect concurrency limit {name!r} is inactive, so it would not hold: "
                "activate it in the Prefect UI (Concurrency) or delete it, and Skryba recreates it"
            )
        if existing.limit == limit and math.isclose(existing.slot_decay_per_second, decay):
            return None
        # A rate limit allows what it decays; a concurrency limit what it holds.
        looser = (
            existing.slot_decay_per_second > decay * (1 + 1e-9) if decay else existing.limit > limit
        )
        if not loosen and not looser:
            return None  # the run's parent (or a tighter shard) set it so: keep it
        self._trip("ensure")
        await self.client.update_global_concurrency_limit(
            name, GlobalConcurrencyLimitUpdate(limit=limit, slot_decay_per_second=decay)
        )
        before = f"{existing.limit} (decay {existing.slot_decay_per_second:g}/s)"
        now = f"{limit} (decay {decay:g}/s)"
        if not loosen:
            return (
                f"route limit {name!r} was {before}, now {now}: this worker's SKRYBA_ROUTE_* "
                "settings are tighter than the run's, and a shard may tighten its run's limits "
                "(never loosen them)"
            )
        return (
            f"route limit {name!r} was {before}, now {now} as this run's SKRYBA_ROUTE_* "
            "settings say: give every run on this route the same settings"
        )

    async def lease(self, slots: int, name: str | None = None) -> _Lease:
        """``slots`` of the concurrency limit (or of ``name``), or fewer, down to one, while the
        limit is full, held under a lease."""
        while True:
            self._trip("lease")
            try:
                response = await self.client.increment_concurrency_slots_with_lease(
                    names=[name or self.names.concurrency],
                    slots=slots,
                    mode="concurrency",
                    lease_duration=LEASE_DURATION_S,
                    holder=self.holder,
                )
            except httpx.HTTPStatusError as exc:
                await self._locked(exc)
                # Whatever is free may be less than asked: ask for less next time.
                slots = max(1, slots // 2)
                continue
            data = response.json()
            granted = UUID(data["lease_id"]) if data.get("limits") else None
            return _Lease(id=granted, slots=slots, renewed=time.monotonic())

    async def release(self, lease: _Lease) -> None:
        """Give a lease's slots back."""
        if lease.id is None:
            return
        self._trip("release")
        await self.client.release_concurrency_slots_with_lease(lease_id=lease.id)

    async def renew(self, lease: _Lease) -> None:
        """Keep a lease from expiring."""
        if lease.id is None:
            return
        self._trip("renew")
        await self.client.renew_concurrency_lease(lease.id, lease_duration=LEASE_DURATION_S)
        lease.renewed = time.monotonic()

    async def take(self, name: str, slots: int, per_second: float) -> int:
        """``slots`` of the rate limit ``name`` (decaying ``per_second``), once it has them
        (fewer while short); returns how many it got."""
        while True:
            self._trip("take")
            try:
                await self.client.increment_concurrency_slots(
                    names=[name], slots=slots, mode="rate_limit"
                )
                return slots
            except httpx.HTTPStatusError as exc:
                # Not before the slots can have come back: a denial is a change too, and
                # asking again at once would only be denied again.
                await self._locked(exc, at_least=slots / per_second)
                slots = max(1, slots // 2)

    async def hold(self, seconds: float) -> None:
        """Tell every worker to pause this route for ``seconds``."""
        from prefect.client.schemas.actions import GlobalConcurrencyLimitUpdate

        self._trip("hold")
        await self.client.update_global_concurrency_limit(
            self.names.hold, GlobalConcurrencyLimitUpdate(active_slots=math.ceil(seconds))
        )

    async def gates(self) -> int:
        """How many gates (processes' clients) are open on this route now (at least one)."""
        self._trip("read")
        gates = await self.client.read_global_concurrency_limit_by_name(self.names.gates)
        return max(1, gates.active_slots)

    async def held_for(self) -> float:
        """Seconds of pause another worker asked for that are still left (0: none)."""
        self._trip("read")
        hold = await self.client.read_global_concurrency_limit_by_name(self.names.hold)
        # Slots decay one a second, rounded down from the moment the pause was set.
        return max(0.0, hold.active_slots - 1.0)

    async def _locked(self, exc: httpx.HTTPStatusError, at_least: float = 0.05) -> None:
        if exc.response.status_code != 423:
            raise RouteLimitError(
                f"Prefect refused the route's limit ({exc.response.status_code}): "
                f"{exc.response.text[:200]}"
            ) from exc
        self._trip("locked")
        wait = float(exc.response.headers.get("Retry-After", "0.5"))
        await asyncio.sleep(min(max(wait, at_least), MAX_LOCKED_WAIT_S))


# In-process rate limits' state left by a closed gate, for the route's next gate in this
# process: the route check's probe (skryba.route.check) spends from the run's own buckets.
_CARRIED: dict[tuple[str, float, int], tuple[float, float]] = {}


class _Charge:
    """What one call is charged under the token limit: ``tokens``, or ``request``'s estimate
    (its prompt's counted once; its completion's as the estimator has learnt so far)."""

    def __init__(
        self, estimator: TokenEstimator, request: ChatRequest | None, tokens: int | None
    ) -> None:
        self.estimator = estimator
        self.request = request
        self.tokens = tokens
        self.prompt = prompt_estimate(request) if request is not None else 0

    def now(self) -> int:
        if self.tokens is not None or self.request is None:
            return self.tokens or 0
        return self.prompt + self.estimator.expected_completion(self.request, self.prompt)


@dataclass
class _Bucket:
    """One rate limit's units this process may spend now: requests (one a call) or tokens (a
    call's estimate). In-process it refills itself at ``per_second``; shared, from the Prefect
    rate limit ``name``, whose slots are ``1 / unit`` of a unit each. The balance goes below
    zero when a call owes more than there was."""

    name: str
    per_second: float
    burst: int
    shared: bool
    balance: float
    at: float
    unit: int = 1
    # Shared: requests to Prefect for it under way (see RouteGate._refill).
    takes: int = 0
    # Shared: when the next request to Prefect may go (see RouteGate._refill_once).
    next_take: float = 0.0

    @property
    def key(self) -> tuple[str, float, int]:
        return (self.name, self.per_second, self.burst)

    def short(self, cost: float, now: float) -> float | None:
        """None when a call of ``cost`` may go now; else how long to wait (inf: a refill)."""
        # A call dearer than the burst goes once a burst is there, and owes the rest.
        need = min(cost, float(self.burst))
        if not self.shared:
            self.balance = min(float(self.burst), self.balance + (now - self.at) * self.per_second)
            self.at = now
            return None if self.balance >= need else (need - self.balance) / self.per_second
        if self.balance > 0 and now - self.at > TOKEN_TTL_S:
            self.balance = 0.0  # not spent in time: spent later it would burst
        return None if self.balance >= need else math.inf

    def share(self, gates: int) -> float:
        """This gate's share of a second's worth, in units, with ``gates`` on the route."""
        return self.burst / gates

    def wanted(self, cost: float, gates: int) -> int:
        """Slots to ask Prefect for: the balance topped up to this gate's share of a second's
        worth (few, large requests: each one costs a round trip), or enough for a call of
        ``cost``; never more than half a burst, so that a request Prefect handles a little
        late does not find the one before still there and is refused (a refusal costs a
        wait of what it asked for)."""
        units = max(min(cost, self.burst), self.share(gates)) - self.balance
        slots = math.ceil(units * self.unit - 1e-9)
        return max(1, min(slots, self.burst * self.unit // 2))


class RouteGate:
    """Admits a client's calls within the route's limits, shared or in-process.

    ``want`` is the client's own concurrency: the gate never holds more shared slots than
    that, so what one worker cannot use is left to the others. Shared, it holds no more than
    its share either: the limit over the gates open on the route (each counts itself in the
    gates limit), so shards go at one pace and end together, instead of the first to start
    taking the slots and the last finishing alone.
    """

    def __init__(
        self,
        limits: RouteLimits,
        names: RouteLimitNames,
        *,
        want: int,
        shared: PrefectSlots | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.limits = limits
        self.names = names
        self.want = want
        self.shared = shared
        self.clock = clock
        self.usage = RouteUsage(shared=shared is not None)
        self.estimator = TokenEstimator()
        self._cond = asyncio.Condition()
        self._in_use = 0
        self._held = 0 if shared is not None else min(limits.concurrency or want, want)
        self._leases: list[_Lease] = []
        self._surplus_since: float | None = None
        self._gates = 1
        self._membership: _Lease | None = None
        self._last_count = 0.0
        self._requests = self._bucket(
            names.rate, limits.per_second, limits.burst, unit=RATE_SLOTS_PER_REQUEST
        )
        self._tokens = self._bucket(names.tokens, limits.tokens_per_second, limits.token_burst)
        self._paused_until = 0.0
        self._waiting = 0
        # Calls waiting for the token limit, served in order: a dear call is not overtaken by
        # cheap ones for as long as they keep coming.
        self._token_line: deque[_Charge] = deque()
        self._blocked = 0
        self._episode_began: float | None = None
        self._last_active = 0.0
        self._last_poll = 0.0
        self._background: set[asyncio.Task[None]] = set()
        self._growing = False
        self._failure: BaseException | None = None
        self._keeper: asyncio.Task[None] | None = None

    def _bucket(
        self, name: str, per_second: float | None, burst: int, *, unit: int = 1
    ) -> _Bucket | None:
        if per_second is None:
            return None
        shared = self.shared is not None
        bucket = _Bucket(
            name=name,
            per_second=per_second,
            burst=burst,
            shared=shared,
            unit=unit if shared else 1,
            # In-process the bucket starts full; shared, its slots are Prefect's until taken.
            balance=0.0 if shared else float(burst),
            at=self.clock(),
        )
        if not shared and bucket.key in _CARRIED:
            bucket.balance, bucket.at = _CARRIED[bucket.key]
        return bucket

    @contextlib.asynccontextmanager
    async def admitted(
        self, request: ChatRequest | None = None, *, tokens: int | None = None
    ) -> AsyncIterator[int]:
        """Hold one of the route's slots for the block, having spent a request's worth of its
        rate limit and, under a token limit, ``request``'s estimated tokens (or ``tokens``);
        yields the tokens charged, for ``settle``."""
        charge = None
        if self._tokens is not None:
            charge = _Charge(self.estimator, request, tokens)
        charged = await self._admit(charge)
        try:
            yield charged
        finally:
            async with self._cond:
                self._in_use -= 1
                self._last_active = self.clock()
                self._cond.notify_all()

    def settle(self, request: ChatRequest, charged: int, result: ChatResult) -> None:
        """Charge what the answer's usage reports beyond the ``charged`` estimate: the next
        calls wait until it is paid back. An estimate that was high is not given back."""
        if self._tokens is None:
            return
        self.estimator.learn(request, result)
        reported = reported_tokens(result)
        if reported is None:
            return
        self.usage.tokens_reported += reported
        if reported > charged:
            self._tokens.balance -= reported - charged
            self.usage.tokens_charged += reported - charged

    def saw_429(self, retry_after: float | None) -> None:
        """A 429: pause every call on the route for its Retry-After, here and in every worker."""
        seconds = retry_after if retry_after is not None else DEFAULT_429_PAUSE_S
        until = self.clock() + seconds
        if until <= self._paused_until + 0.5:
            self._paused_until = max(self._paused_until, until)
            return
        self._paused_until = until
        call_log().warning(
            "route answered 429: every call on %s pauses %.1f s (Retry-After)",
            self.names.route,
            seconds,
        )
        if self.shared is not None:
            self._spawn(self.shared.hold(seconds))

    async def start(self) -> None:
        """Count this gate on the route, and start keeping leases and watching other workers'
        pauses and gates (shared limits only)."""
        if self.shared is not None and self._keeper is None:
            self._membership = await self.shared.lease(1, self.names.gates)
            self._gates = await self.shared.gates()
            self._last_count = self.clock()
            self._keeper = asyncio.create_task(self._keep())

    @property
    def target(self) -> int:
        """The concurrency slots this gate may hold: its own concurrency, and shared, its share
        of the limit (rounded up: Prefect keeps the sum inside the limit)."""
        limit = self.limits.concurrency or self.want
        if self.shared is None:
            return min(limit, self.want)
        return max(1, min(self.want, -(-limit // self._gates)))

    async def aclose(self) -> None:
        """Stop the keeper and give every lease back (in-process: leave the rate limits' state
        to the route's next gate in this process)."""
        for bucket in (self._requests, self._tokens):
            if bucket is not None and not bucket.shared:
                _CARRIED[bucket.key] = (bucket.balance, bucket.at)
        if self._keeper is not None:
            self._keeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._keeper
            self._keeper = None
        for task in list(self._background):
            task.cancel()
        await asyncio.gather(*self._background, return_exceptions=True)
        if self.shared is not None:
            leases, self._leases = self._leases, []
            if self._membership is not None:
                leases.append(self._membership)
                self._membership = None
            for lease in leases:
                try:
                    await self.shared.release(lease)
                except Exception as exc:  # the slots come back when the lease expires
                    log.warning("could not release a lease of %s: %s", self.names.route, exc)
            self.usage.api_round_trips = self.shared.round_trips

    async def _admit(self, charge: _Charge | None) -> int:
        async with self._cond:
            self._waiting += 1
            blocked = False
            try:
                while True:
                    if self._failure is not None:
                        raise RouteLimitError(
                            f"the route's shared limit failed: {self._failure}"
                        ) from self._failure
                    delay = self._blocked_for(charge)
                    if delay is None:
                        break
                    if not blocked:
                        blocked = True
                        self._blocked += 1
                        if self._episode_began is None:
                            self._episode_began = self.clock()
                    with contextlib.suppress(TimeoutError):
                        async with asyncio.timeout(None if math.isinf(delay) else delay):
                            await self._cond.wait()
                self._in_use += 1
                if self._requests is not None:
                    self._requests.balance -= 1
                charged = 0
                if self._tokens is not None and charge is not None:
                    # Estimated now, not when the call came: answers meanwhile taught the
                    # estimator (a whole batch's calls come at once, before any answer).
                    charged = charge.now()
                    self._tokens.balance -= charged
                    self.usage.tokens_charged += charged
                self._last_active = self.clock()
                self._top_up()
                return charged
            finally:
                if charge is not None and charge in self._token_line:
                    self._token_line.remove(charge)
                    self._cond.notify_all()  # the next in line may go now
                self._waiting -= 1
                if blocked:
                    self._blocked -= 1
                    self._end_episode()

    def _blocked_for(self, charge: _Charge | None) -> float | None:
        """None when a call may go now, else how long to wait (inf: until notified)."""
        now = self.clock()
        if self._paused_until > now:
            return self._paused_until - now
        if self.limits.concurrency is not None and self._in_use >= self._kept():
            if self.shared is not None:
                self._grow()
            return math.inf
        if self._requests is not None:
            delay = self._requests.short(1, now)
            if delay is not None:
                if math.isinf(delay):
                    self._refill(self._requests, 1)
                return delay
        if self._tokens is not None and charge is not None:
            if charge not in self._token_line:
                self._token_line.append(charge)
            if self._token_line[0] is not charge:
                return math.inf
            cost = charge.now()
            delay = self._tokens.short(cost, now)
            if delay is not None:
                if math.isinf(delay):
                    self._refill(self._tokens, cost)
                return delay
        return None

    def _end_episode(self) -> None:
        if self._blocked or self._episode_began is None:
            return
        waited = self.clock() - self._episode_began
        self._episode_began = None
        self.usage.waits += 1
        self.usage.waited_s += waited
        if waited >= WAIT_LOG_THRESHOLD_S:
            call_log().info(
                "waited %.1f s for the route's limit (%s)", waited, self._describe_limits()
            )

    def _describe_limits(self) -> str:
        where = "across workers, Prefect limit " if self.shared else "in this process, "
        described = self.limits.describe() if self.limits.any else "a 429 pause"
        return f"{described} {where}{self.names.concurrency}"

    def _kept(self) -> int:
        """The slots calls may use: all held, but not the last lease while more than the share
        is held (it goes back once its calls end, see _release_idle; then the gate grows back
        to its share)."""
        if self._leases and self._held > self.target:
            return self._held - self._leases[-1].slots
        return self._held

    def _grow(self) -> None:
        if self._growing or self._held >= self.target:
            return
        self._growing = True
        self._spawn(self._grow_once())

    async def _grow_once(self) -> None:
        assert self.shared is not None and self.limits.concurrency is not None
        try:
            # Leases of half the share: big enough to take few round trips, small enough to
            # give part of it back when the share shrinks (a lease goes back whole).
            target = self.target
            slots = min(max(1, -(-target // 2)), target - self._held)
            lease = await self.shared.lease(max(1, slots))
            async with self._cond:
                self._leases.append(lease)
                self._held += lease.slots
                # Before the calls wake: one still short asks for the next lease itself.
                self._growing = False
                self._cond.notify_all()
        except Exception as exc:
            await self._fail(exc)
        finally:
            self._growing = False

    def _top_up(self) -> None:
        """Shared: ask for the next slots as soon as the bucket is spent, before a call has to
        ask (the request waits for its pace, see _refill_once)."""
        for bucket in (self._requests, self._tokens):
            # Emptied: the next request is paced anyway, and a whole share at once loses
            # less of Prefect's decay than two halves.
            if bucket is not None and bucket.shared and bucket.balance < 1:
                self._refill(bucket, 0)

    def _refill(self, bucket: _Bucket, cost: int) -> None:
        """Ask Prefect for the bucket's next slots at its pace: the next request goes once
        this gate's share of the rate can have decayed what it took last (an early one is
        refused), whether or not the one before has been answered. A Prefect server answering
        late (a busy SQLite one takes seconds) would otherwise cut the gate's rate to one
        share a round trip."""
        if bucket.takes >= TAKES_IN_FLIGHT:
            return
        wanted = bucket.wanted(cost, self._gates)
        asked_at = max(bucket.next_take, self.clock())
        slots_per_second = bucket.per_second * bucket.unit
        # Each request to a rate limit loses the fraction of a slot Prefect had decayed since
        # its last change (half a slot on average): paced for that too. The pace runs from
        # when it is asked, so the round trip is not added to every interval.
        share_per_second = slots_per_second / self._gates
        bucket.next_take = asked_at + (
            (wanted + DECAY_LOST_PER_TAKE) / share_per_second * TAKE_PACE_MARGIN
        )
        bucket.takes += 1
        self._spawn(self._refill_once(bucket, wanted, asked_at))

    async def _refill_once(self, bucket: _Bucket, wanted: int, asked_at: float) -> None:
        assert self.shared is not None
        counted = True
        try:
            pause = asked_at - self.clock()
            if pause > 0:
                await asyncio.sleep(pause)
            if not self._waiting and bucket.balance >= 1:
                return  # the calls stopped meanwhile: slots taken now would be dropped
            got = await self.shared.take(bucket.name, wanted, bucket.per_second * bucket.unit)
            async with self._cond:
                # Slots left over from a second ago were dropped (short); a debt is kept.
                bucket.balance = min(bucket.balance, 0.0) if self._stale(bucket) else bucket.balance
                bucket.balance += got / bucket.unit
                bucket.at = self.clock()
                # Before the calls wake: one still short asks for the next refill itself.
                bucket.takes -= 1
                counted = False
                self._cond.notify_all()
        except Exception as exc:
            await self._fail(exc)
        finally:
            if counted:
                bucket.takes -= 1

    def _stale(self, bucket: _Bucket) -> bool:
        return self.clock() - bucket.at > TOKEN_TTL_S

    async def _fail(self, exc: BaseException) -> None:
        async with self._cond:
            self._failure = exc
            self._cond.notify_all()

    def _spawn(self, work: Any) -> None:
        task: asyncio.Task[None] = asyncio.create_task(work)
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    async def _keep(self) -> None:
        """Give idle leases back, renew the others, and follow other workers' pauses."""
        assert self.shared is not None
        while True:
            await asyncio.sleep(KEEPER_TICK_S)
            try:
                await self._release_idle()
                now = self.clock()
                kept = [*self._leases, *([self._membership] if self._membership else [])]
                for lease in kept:
                    if now - lease.renewed >= RENEW_EVERY_S:
                        await self.shared.renew(lease)
                busy = self._waiting or self._in_use or now - self._last_active < HOLD_POLL_S
                if busy and now - self._last_count >= GATES_POLL_S:
                    self._last_count = now
                    gates = await self.shared.gates()
                    async with self._cond:
                        self._gates = gates
                        self._cond.notify_all()  # a larger share admits calls waiting now
                if busy and now - self._last_poll >= HOLD_POLL_S:
                    self._last_poll = now
                    left = await self.shared.held_for()
                    if left > 0 and self.clock() + left > self._paused_until + 0.5:
                        async with self._cond:
                            self._paused_until = self.clock() + left
                            self._cond.notify_all()
            except Exception as exc:
                # A passing API failure must not end the keeper: leases last a minute.
                log.warning("route limit housekeeping for %s failed: %s", self.names.route, exc)
            self.usage.api_round_trips = self.shared.round_trips

    async def _release_idle(self) -> None:
        assert self.shared is not None
        lease: _Lease | None = None
        async with self._cond:
            last = self._leases[-1] if self._leases else None
            if last is None or self._held - self._in_use < last.slots:
                self._surplus_since = None
                return
            over = self._kept() < self._held
            if not over and self._waiting:
                self._surplus_since = None
                return
            now = self.clock()
            if over:
                # More than the share: back at once, for the gates that came since.
                self._surplus_since = now - LEASE_IDLE_S
            if self._surplus_since is None:
                self._surplus_since = now
                return
            if now - self._surplus_since < LEASE_IDLE_S:
                return
            lease = self._leases.pop()
            self._held -= lease.slots
            self._surplus_since = None
        await self.shared.release(lease)


@contextlib.asynccontextmanager
async def open_gate(
    settings: Settings,
    base_url: str,
    want: int,
    *,
    inherited: RouteLimits | None = None,
) -> AsyncIterator[RouteGate | None]:
    """The route's gate for one client (None when no limit is set), closed at the end.

    ``inherited``: the limits of the run this process is a shard of; the tighter of them and
    the settings hold, and the shared limits are only ever lowered (the parent set them).
    Shared through Prefect when the run reports to a Prefect API other processes can reach,
    in-process otherwise (skryba.orchestration.prefect_api.shared_api_url).
    """
    limits = RouteLimits.from_settings(settings).tighter(inherited)
    if not limits.any:
        yield None
        return
    from skryba.orchestration.prefect_api import shared_api_url

    names = limit_names(base_url)
    if shared_api_url() is None:
        gate = RouteGate(limits, names, want=want)
        try:
            yield gate
        finally:
            await gate.aclose()
        return
    from prefect import get_client

    async with get_client() as client:
        slots = PrefectSlots(client, names, limits)
        slots.holder = _holder()
        await _ensure(slots, loosen=inherited is None)
        gate = RouteGate(limits, names, want=want, shared=slots)
        await gate.start()
        try:
            yield gate
        finally:
            await gate.aclose()


async def set_up_shared_limits(settings: Settings) -> RouteLimits:
    """A sharded run's limits, created or brought to its settings in Prefect before any shard
    starts (so a shard may only tighten them); returns them, for the shards."""
    limits = RouteLimits.from_settings(settings)
    from skryba.orchestration.prefect_api import shared_api_url

    # The embedded model is each worker's own route: nothing shared to set up.
    if settings.brama_url is None or not limits.any or shared_api_url() is None:
        return limits
    from prefect import get_client

    async with get_client() as client:
        await _ensure(PrefectSlots(client, limit_names(settings.brama_url), limits), loosen=True)
    return limits


async def _ensure(slots: PrefectSlots, *, loosen: bool) -> None:
    try:
        for note in await slots.ensure(loosen=loosen):
            call_log().warning("%s", note)
    except httpx.HTTPError as exc:
        raise RouteLimitError(f"could not set up the route's limits in Prefect: {exc}") from exc


def _holder() -> Any:
    """The flow run holding the slots, shown with the lease in Prefect (None outside a run)."""
    from prefect.client.schemas.objects import ConcurrencyLeaseHolder
    from prefect.runtime import flow_run

    run_id = flow_run.get_id()
    return ConcurrencyLeaseHolder(type="flow_run", id=UUID(run_id)) if run_id else None
