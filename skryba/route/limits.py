"""The route's own limits, shared by every run and shard on it (docs/routes.md).

``SKRYBA_ROUTE_CONCURRENCY`` (requests in flight) and ``SKRYBA_ROUTE_RPM`` (requests per minute)
describe what the route allows for all of Skryba together. With a shared Prefect API they are
Prefect global concurrency limits named after the route, so every worker's calls count against
the same numbers; with no shared API (a plain CLI run and its throwaway server) they hold in
this process.

A call never costs a Prefect API round trip of its own: the gate takes slots in bulk (a lease of
up to ``CHUNK`` concurrency slots, held while calls keep coming and given back once idle; rate
tokens for the calls waiting now, up to ``CHUNK`` per request) and spends them locally.

A 429's ``Retry-After`` pauses the whole route: this process at once, every other one through
the hold limit, whose active slots are the seconds of pause left (it decays one slot a second),
which each gate reads once a second while it has calls to make.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit
from uuid import UUID

import httpx
from pydantic import BaseModel, ConfigDict, Field

from models.route_usage import RouteUsage
from skryba.errors import SkrybaError
from skryba.route.retry import call_log

if TYPE_CHECKING:
    from prefect.client.orchestration import PrefectClient

    from skryba.settings import Settings

log = logging.getLogger(__name__)

# Slots taken from Prefect per request: a lane's worth of connections (skryba.route.brama); rate
# tokens: as many, or half a second's worth at higher rates.
CHUNK = 4
# A lease unused this long goes back to the pool for other workers.
LEASE_IDLE_S = 0.5
# Leases expire on the server unless renewed, so a killed worker's slots come back by then.
LEASE_DURATION_S = 60.0
RENEW_EVERY_S = 20.0
# How often a busy gate looks at the hold limit (the other workers' 429 pauses).
HOLD_POLL_S = 1.0
# A 429 without Retry-After still pauses the route this long.
DEFAULT_429_PAUSE_S = 1.0
# A wait for the route's limit shorter than this is not logged (it is counted).
WAIT_LOG_THRESHOLD_S = 1.0
# Rate tokens not spent within this long are dropped: spent later they would burst.
TOKEN_TTL_S = 1.0
KEEPER_TICK_S = 0.25
# Prefect answers 423 with a Retry-After; waits are bounded so a freed slot is seen soon.
MAX_LOCKED_WAIT_S = 2.0


class RouteLimitError(SkrybaError):
    """The route's shared limits could not be created, checked or acquired from Prefect."""


class RouteLimits(BaseModel):
    """What the route allows, for all workers together (None: no such limit)."""

    model_config = ConfigDict(frozen=True)

    concurrency: int | None = Field(default=None, ge=1)
    rpm: int | None = Field(default=None, ge=1)

    @classmethod
    def from_settings(cls, settings: Settings) -> RouteLimits:
        """``SKRYBA_ROUTE_CONCURRENCY`` and ``SKRYBA_ROUTE_RPM``."""
        return cls(concurrency=settings.route_concurrency, rpm=settings.route_rpm)

    @property
    def any(self) -> bool:
        """Some limit is set."""
        return self.concurrency is not None or self.rpm is not None

    @property
    def per_second(self) -> float | None:
        """The rate limit in requests per second."""
        return None if self.rpm is None else self.rpm / 60.0

    @property
    def burst(self) -> int:
        """Rate tokens that may be spent at once: one second's worth (at least one)."""
        return max(1, math.ceil(self.per_second or 1.0))


class RouteLimitNames(BaseModel):
    """The Prefect global concurrency limits of one route."""

    model_config = ConfigDict(frozen=True)

    route: str
    concurrency: str
    rate: str
    hold: str


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
        hold=f"skryba-route-hold:{route}",
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

    async def ensure(self) -> list[str]:
        """Create the limits, or bring existing ones to the settings; returns what changed."""
        wanted: list[tuple[str, int, float]] = [(self.names.hold, 1, 1.0)]
        if self.limits.concurrency is not None:
            wanted.append((self.names.concurrency, self.limits.concurrency, 0.0))
        if self.limits.per_second is not None:
            wanted.append((self.names.rate, self.limits.burst, self.limits.per_second))
        notes: list[str] = []
        for name, limit, decay in wanted:
            note = await self._ensure_one(name, limit, decay)
            if note:
                notes.append(note)
        return notes

    async def _ensure_one(self, name: str, limit: int, decay: float) -> str | None:
        from prefect.client.schemas.actions import (
            GlobalConcurrencyLimitCreate,
            GlobalConcurrencyLimitUpdate,
        )
        from prefect.exceptions import ObjectAlreadyExists, ObjectNotFound

        try:
            self.round_trips += 1
            existing = await self.client.read_global_concurrency_limit_by_name(name)
        except ObjectNotFound:
            try:
                self.round_trips += 1
                await self.client.create_global_concurrency_limit(
                    GlobalConcurrencyLimitCreate(
                        name=name, limit=limit, slot_decay_per_second=decay, active=True
                    )
                )
                return None
            except ObjectAlreadyExists:  # another shard created it meanwhile
                self.round_trips += 1
                existing = await self.client.read_global_concurrency_limit_by_name(name)
        if name == self.names.hold:
            return None  # its active slots are a pause in progress; its shape is Skryba's own
        if not existing.active:
            raise RouteLimitError(
                f"the Prefect concurrency limit {name!r} is inactive, so it would not hold: "
                "activate it in the Prefect UI (Concurrency) or delete it, and Skryba recreates it"
            )
        if existing.limit == limit and math.isclose(existing.slot_decay_per_second, decay):
            return None
        self.round_trips += 1
        await self.client.update_global_concurrency_limit(
            name, GlobalConcurrencyLimitUpdate(limit=limit, slot_decay_per_second=decay)
        )
        before = f"{existing.limit} (decay {existing.slot_decay_per_second:g}/s)"
        return (
            f"route limit {name!r} was {before}, now {limit} (decay {decay:g}/s) as this "
            "worker's SKRYBA_ROUTE_* settings say: give every worker on this route the same "
            "settings"
        )

    async def lease(self, slots: int) -> _Lease:
        """``slots`` (or fewer, down to one, while the limit is full) held under a lease."""
        while True:
            self._trip("lease")
            try:
                response = await self.client.increment_concurrency_slots_with_lease(
                    names=[self.names.concurrency],
                    slots=slots,
                    mode="concurrency",
                    lease_duration=LEASE_DURATION_S,
                    holder=self.holder,
                )
            except httpx.HTTPStatusError as exc:
                await self._locked(exc)
                # Whatever is free may be less than a chunk: ask for less next time.
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

    async def take(self, tokens: int) -> int:
        """``tokens`` rate tokens, once the rate limit has them (fewer while it is short)."""
        while True:
            self._trip("take")
            try:
                await self.client.increment_concurrency_slots(
                    names=[self.names.rate], slots=tokens, mode="rate_limit"
                )
                return tokens
            except httpx.HTTPStatusError as exc:
                # Not before the tokens can have come back: Prefect decays a limit in whole
                # slots from its last change, and a denial is a change, so asking again early
                # throws the fraction decayed so far away.
                await self._locked(exc, at_least=tokens / (self.limits.per_second or 1.0))
                tokens = max(1, tokens // 2)

    async def hold(self, seconds: float) -> None:
        """Tell every worker to pause this route for ``seconds``."""
        from prefect.client.schemas.actions import GlobalConcurrencyLimitUpdate

        self._trip("hold")
        await self.client.update_global_concurrency_limit(
            self.names.hold, GlobalConcurrencyLimitUpdate(active_slots=math.ceil(seconds))
        )

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
        wait = float(exc.response.headers.get("Retry-After", "0.5"))
        await asyncio.sleep(min(max(wait, at_least), MAX_LOCKED_WAIT_S))


class RouteGate:
    """Admits a client's calls within the route's limits, shared or in-process.

    ``want`` is the client's own concurrency: the gate never holds more shared slots than
    that, so what one worker cannot use is left to the others.
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
        self._cond = asyncio.Condition()
        self._in_use = 0
        self._held = 0 if shared is not None else min(limits.concurrency or want, want)
        self._leases: list[_Lease] = []
        self._surplus_since: float | None = None
        self._tokens = 0.0 if shared is not None else float(limits.burst)
        self._tokens_at = clock()
        self._paused_until = 0.0
        self._waiting = 0
        self._blocked = 0
        self._episode_began: float | None = None
        self._last_active = 0.0
        self._last_poll = 0.0
        self._background: set[asyncio.Task[None]] = set()
        self._growing = False
        self._refilling = False
        self._failure: BaseException | None = None
        self._keeper: asyncio.Task[None] | None = None

    @contextlib.asynccontextmanager
    async def admitted(self) -> AsyncIterator[None]:
        """Hold one of the route's slots (and spend a rate token) for the block."""
        await self._admit()
        try:
            yield
        finally:
            async with self._cond:
                self._in_use -= 1
                self._last_active = self.clock()
                self._cond.notify_all()

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
        """Start keeping leases and watching other workers' pauses (shared limits only)."""
        if self.shared is not None and self._keeper is None:
            self._keeper = asyncio.create_task(self._keep())

    async def aclose(self) -> None:
        """Stop the keeper and give every lease back."""
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
            for lease in leases:
                try:
                    await self.shared.release(lease)
                except Exception as exc:  # the slots come back when the lease expires
                    log.warning("could not release a lease of %s: %s", self.names.route, exc)
            self.usage.api_round_trips = self.shared.round_trips

    async def _admit(self) -> None:
        async with self._cond:
            self._waiting += 1
            blocked = False
            try:
                while True:
                    if self._failure is not None:
                        raise RouteLimitError(
                            f"the route's shared limit failed: {self._failure}"
                        ) from self._failure
                    delay = self._blocked_for()
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
                self._tokens -= 1 if self.limits.rpm is not None else 0
                self._last_active = self.clock()
            finally:
                self._waiting -= 1
                if blocked:
                    self._blocked -= 1
                    self._end_episode()

    def _blocked_for(self) -> float | None:
        """None when a call may go now, else how long to wait (inf: until notified)."""
        now = self.clock()
        if self._paused_until > now:
            return self._paused_until - now
        if self.limits.concurrency is not None and self._in_use >= self._held:
            if self.shared is not None:
                self._grow()
            return math.inf
        if self.limits.per_second is not None:
            if self.shared is None:
                elapsed = now - self._tokens_at
                self._tokens = min(
                    float(self.limits.burst), self._tokens + elapsed * self.limits.per_second
                )
                self._tokens_at = now
                if self._tokens < 1.0:
                    return (1.0 - self._tokens) / self.limits.per_second
            else:
                if self._tokens >= 1.0 and now - self._tokens_at > TOKEN_TTL_S:
                    self._tokens = 0.0
                if self._tokens < 1.0:
                    self._refill()
                    return math.inf
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
        parts = []
        if self.limits.concurrency is not None:
            parts.append(f"{self.limits.concurrency} in flight")
        if self.limits.rpm is not None:
            parts.append(f"{self.limits.rpm}/min")
        where = "across workers, Prefect limit " if self.shared else "in this process, "
        return f"{', '.join(parts) or 'a 429 pause'} {where}{self.names.concurrency}"

    def _grow(self) -> None:
        if self._growing or self._held >= self.want:
            return
        self._growing = True
        self._spawn(self._grow_once())

    async def _grow_once(self) -> None:
        assert self.shared is not None and self.limits.concurrency is not None
        try:
            slots = min(CHUNK, self.want - self._held, self.limits.concurrency)
            lease = await self.shared.lease(slots)
            async with self._cond:
                self._leases.append(lease)
                self._held += lease.slots
                self._cond.notify_all()
        except Exception as exc:
            await self._fail(exc)
        finally:
            self._growing = False

    def _refill(self) -> None:
        if self._refilling:
            return
        self._refilling = True
        self._spawn(self._refill_once())

    async def _refill_once(self) -> None:
        assert self.shared is not None
        try:
            # Only for calls waiting now (tokens kept for later would burst), up to half a
            # second's worth at once: each request is a change that loses Prefect's fractional
            # decay (see PrefectSlots.take), so fewer, larger ones keep the rate.
            chunk = max(CHUNK, math.ceil(self.limits.burst / 2))
            wanted = max(1, min(chunk, self._waiting, self.limits.burst))
            got = await self.shared.take(wanted)
            async with self._cond:
                self._tokens = max(self._tokens, 0.0) + got
                self._tokens_at = self.clock()
                self._cond.notify_all()
        except Exception as exc:
            await self._fail(exc)
        finally:
            self._refilling = False

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
                for lease in list(self._leases):
                    if now - lease.renewed >= RENEW_EVERY_S:
                        await self.shared.renew(lease)
                busy = self._waiting or self._in_use or now - self._last_active < HOLD_POLL_S
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
            surplus = (
                last is not None and not self._waiting and self._held - self._in_use >= last.slots
            )
            if not surplus:
                self._surplus_since = None
                return
            now = self.clock()
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
    settings: Settings, base_url: str, want: int
) -> AsyncIterator[RouteGate | None]:
    """The route's gate for one client (None when no limit is set), closed at the end.

    Shared through Prefect when the run reports to a Prefect API other processes can reach,
    in-process otherwise (skryba.orchestration.prefect_api.shared_api_url).
    """
    limits = RouteLimits.from_settings(settings)
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
        try:
            for note in await slots.ensure():
                call_log().warning("%s", note)
        except httpx.HTTPError as exc:
            raise RouteLimitError(f"could not set up the route's limits in Prefect: {exc}") from exc
        gate = RouteGate(limits, names, want=want, shared=slots)
        await gate.start()
        try:
            yield gate
        finally:
            await gate.aclose()


def _holder() -> Any:
    """The flow run holding the slots, shown with the lease in Prefect (None outside a run)."""
    from prefect.client.schemas.objects import ConcurrencyLeaseHolder
    from prefect.runtime import flow_run

    run_id = flow_run.get_id()
    return ConcurrencyLeaseHolder(type="flow_run", id=UUID(run_id)) if run_id else None
