"""Projections: named, versioned, pure folds over the log, with canonical bytes of their state.

A projection declares ``name``, ``version``, ``handles`` (event classes it folds; empty = all),
``state_type`` (how its state decodes from canonical bytes), ``initial()`` and
``apply(state, event) -> state``. ``apply`` must be pure in the sense that matters for replay:
its result depends only on the state and the event (no clock, randomness, I/O or globals).
It MAY mutate the state object it is given and return it: the fold owns that object and never
shares it (states are copied through their canonical bytes whenever they leave a fold).

Two drivers use the same ``Fold``:
* ``LiveProjections`` (pull runner): reads events after each projection's tracked position and
  writes every new state + tracking position in one transaction; a projection whose version
  changed is rebuilt from 0. Catching up after one append costs one short read, not a rebuild.
* ``core replay``: folds every registered projection from scratch in one pass and compares bytes.
"""
from __future__ import annotations

import importlib
from abc import ABC, abstractmethod
from typing import Any, ClassVar, Iterable, Optional, Sequence

import msgspec

from domain.codec import canonical, decode_raw, digest, upcast
from domain.events.base import Event
from eventstore.backend import Checkpoint
from eventstore.errors import AppendConflict
from eventstore.log import EventLog

STATE_DIGEST_DOMAIN = b"core/projection-state/v1\0"


class Projection(ABC):
    """A fold over the log. Subclass, set the class attributes, implement ``initial``/``apply``."""

    name: ClassVar[str]
    version: ClassVar[int]
    handles: ClassVar[tuple[type[Event], ...]] = ()
    """Event classes (current kinds, after upcasting) this projection folds; () means every event."""
    state_type: ClassVar[Any] = Any
    """Type used to decode the state from its canonical bytes (e.g. ``dict[str, int]``)."""

    @abstractmethod
    def initial(self) -> Any:
        """A fresh initial state (a new object on every call)."""

    @abstractmethod
    def apply(self, state: Any, event: Event) -> Any:
        """The state after ``event``; may mutate and return ``state``."""

    positional: ClassVar[bool] = False
    """Set True to be folded through ``apply_at`` (for states that record where things happened,
    e.g. the position a corpus was registered at, which derivations use as their input position)."""

    def apply_at(self, state: Any, event: Event, position: int) -> Any:
        """Like ``apply`` but also given the event's log position (used when ``positional``)."""
        return self.apply(state, event)

    def encode(self, state: Any) -> bytes:
        """Canonical bytes of a state (sorted keys, no floats)."""
        return canonical(state)

    def decode(self, data: bytes) -> Any:
        """A state from its canonical bytes."""
        return msgspec.json.decode(data, type=self.state_type)

    def wants(self, event_type: type) -> bool:
        return not self.handles or issubclass(event_type, self.handles)


def state_digest(data: bytes) -> str:
    """blake3 digest of a projection state's canonical bytes."""
    return digest(data, STATE_DIGEST_DOMAIN)


# --- registry ------------------------------------------------------------------------------------

_REGISTRY: dict[str, Projection] = {}
_CATALOG = "projections.catalog"  # one import line per projection module lives there


def register(projection: Projection) -> Projection:
    """Adds a projection to the registry (replay rebuilds every registered one). Returns it."""
    existing = _REGISTRY.get(projection.name)
    if existing is not None and type(existing) is not type(projection):
        raise ValueError(f"projection name {projection.name!r} is registered twice")
    _REGISTRY[projection.name] = projection
    return projection


def registered() -> list[Projection]:
    """Every registered projection, by name (imports the catalog first)."""
    importlib.import_module(_CATALOG)
    return [_REGISTRY[name] for name in sorted(_REGISTRY)]


def get(name: str) -> Projection:
    importlib.import_module(_CATALOG)
    try:
        return _REGISTRY[name]
    except KeyError:
        raise KeyError(f"no projection named {name!r}; known: {', '.join(sorted(_REGISTRY))}") from None


# --- folding -------------------------------------------------------------------------------------


class _Slot:
    __slots__ = ("projection", "state", "position", "last_handled", "dirty")

    def __init__(self, projection: Projection, state: Any, position: int, last_handled: int, dirty: bool):
        self.projection, self.state = projection, state
        self.position, self.last_handled, self.dirty = position, last_handled, dirty


class Fold:
    """Folds events into several projections at once, routing each event type only where wanted."""

    def __init__(self, projections: Iterable[Projection], start: Optional[dict[str, Checkpoint]] = None):
        start = start or {}
        self.slots: list[_Slot] = []
        for p in projections:
            cp = start.get(p.name)
            if cp is None:
                self.slots.append(_Slot(p, p.initial(), 0, 0, True))
            else:
                self.slots.append(_Slot(p, p.decode(cp.state), cp.position, cp.last_handled, False))
        self._routes: dict[type, list[_Slot]] = {}

    @property
    def position(self) -> int:
        """The lowest position every slot has reached (events at or below it are done for all)."""
        return min((s.position for s in self.slots), default=0)

    def feed(self, position: int, event: Event) -> None:
        """Folds one (upcast) event at ``position`` into every slot that wants it and is behind."""
        route = self._routes.get(type(event))
        if route is None:
            route = self._routes[type(event)] = [s for s in self.slots if s.projection.wants(type(event))]
        for slot in route:
            if slot.position < position:
                p = slot.projection
                slot.state = p.apply_at(slot.state, event, position) if p.positional else p.apply(slot.state, event)
                slot.last_handled = position

    def feed_many(self, pairs: Iterable[tuple[int, Event]]) -> None:
        """``feed`` for a page of ``(position, upcast event)`` pairs (the replay hot loop)."""
        routes, slots = self._routes, self.slots
        for position, event in pairs:
            kind = type(event)
            route = routes.get(kind)
            if route is None:
                route = routes[kind] = [s for s in slots if s.projection.wants(kind)]
            for slot in route:
                if slot.position < position:
                    p = slot.projection
                    slot.state = (p.apply_at(slot.state, event, position) if p.positional
                                  else p.apply(slot.state, event))
                    slot.last_handled = position

    def advance(self, position: int) -> None:
        """Marks every slot as folded up to ``position`` (all events up to it have been fed)."""
        for slot in self.slots:
            if slot.position < position:
                slot.position = position
                slot.dirty = True

    def checkpoint(self, name: str) -> Checkpoint:
        slot = next(s for s in self.slots if s.projection.name == name)
        return self._checkpoint(slot)

    def checkpoints(self, only_dirty: bool = False) -> list[Checkpoint]:
        return [self._checkpoint(s) for s in self.slots if s.dirty or not only_dirty]

    def state(self, name: str) -> Any:
        return next(s.state for s in self.slots if s.projection.name == name)

    @staticmethod
    def _checkpoint(slot: _Slot) -> Checkpoint:
        p = slot.projection
        return Checkpoint(p.name, p.version, slot.position, slot.last_handled, p.encode(slot.state))


def decode_row(state: bytes) -> Event:
    """Decodes stored bytes to the current kind (the form projections see)."""
    return upcast(decode_raw(state))


# --- live projections ----------------------------------------------------------------------------


class LiveProjections:
    """Pull runner: keeps stored projection checkpoints up to date with the log.

    State between calls stays in memory, so repeated ``catch_up()`` in one process costs only
    the new events plus one checkpoint write; a fresh process loads each checkpoint once.
    """

    def __init__(self, log: EventLog, projections: Optional[Sequence[Projection]] = None,
                 checkpoint_every: int = 200_000):
        self.log = log
        self.projections = list(projections) if projections is not None else registered()
        self.checkpoint_every = checkpoint_every
        self._fold: Optional[Fold] = None
        self._reset: list[str] = []

    def _load(self) -> Fold:
        start: dict[str, Checkpoint] = {}
        self._reset = []
        for p in self.projections:
            cp = self.log.backend.load_checkpoint(p.name)
            if cp is not None and cp.version == p.version:
                start[p.name] = cp
            elif cp is not None:  # version changed: rebuild from 0, dropping the old tracking
                self._reset.append(p.name)
        return Fold(self.projections, start)

    def catch_up(self, upto: Optional[int] = None) -> Fold:
        """Folds every event after the tracked positions (up to ``upto``, default the head) and
        stores the new states + tracking positions atomically.

        Another process may store the same projections between our load and our save (two commands at once, or
        a killed writer whose last commit lands late): the tracking records refuse our save (``AppendConflict``).
        Its states are folds of the same log, so we start again from what it stored (ADR 0077); a refusal that
        persists over ``CONFLICT_RETRIES`` fresh starts is raised."""
        for _ in range(self.CONFLICT_RETRIES):
            try:
                return self._catch_up(upto)
            except AppendConflict:
                self._fold = None  # reload the checkpoints the other process stored
        return self._catch_up(upto)

    CONFLICT_RETRIES: ClassVar[int] = 3

    def _catch_up(self, upto: Optional[int]) -> Fold:
        if self._fold is None:
            self._fold = self._load()
        fold = self._fold
        head = self.log.head().position if upto is None else upto
        since_save = 0
        for row in self.log.read(after=fold.position, upto=head):
            fold.feed(row.position, decode_row(row.state))
            since_save += 1
            if since_save >= self.checkpoint_every:  # bound the work lost if a long catch-up dies
                fold.advance(row.position)
                self._save(fold)
                since_save = 0
        fold.advance(head)
        self._save(fold)
        return fold

    def _save(self, fold: Fold) -> None:
        dirty = [s for s in fold.slots if s.dirty]
        if not dirty:
            return
        self.log.backend.save_checkpoints([Fold._checkpoint(s) for s in dirty], reset=self._reset)
        for s in dirty:
            s.dirty = False
        self._reset = []
