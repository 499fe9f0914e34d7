"""The reader's pack in the log: the base pack registered once, then every applied change."""
from __future__ import annotations

from domain.events.base import Event
from domain.reader.pack import Pack, PackChange


class PackRegistered(Event, frozen=True, kw_only=True, tag="pack.registered/1"):
    """A whole pack entered the log (the shipped base pack, or one imported by an operator)."""

    pack_id: str
    """``domain.reader.pack_digest(pack)``: the id reader runs are keyed by."""
    pack: Pack


class PackChanged(Event, frozen=True, kw_only=True, tag="pack.changed/1"):
    """A ratified (or refined) proposal changed the current pack: ``base`` + ``change`` = ``result``."""

    base: str
    """Pack id the change applies to (must be the current pack when it is appended)."""
    result: str
    """Pack id after the change."""
    change: PackChange
    proposal_id: str
    verdict_id: str


class PackSelected(Event, frozen=True, kw_only=True, tag="pack.selected/1"):
    """An operator made a pack the log already knows current again (``core loop run --pack``):
    later runs and ratified changes start from it. ``previous`` and ``position`` (the log head
    when it was selected) make each selection its own event, so selecting A, then B, then A again
    is three events, not a repeat the log would drop."""

    pack_id: str
    previous: str
    """The pack that was current before."""
    position: int
