"""The event base type, the cause of a derived event, and the registry of event kinds.

Every event kind is a frozen msgspec Struct with an explicit tag of the form
``"<family>.<kind>/<version>"``. The tag is part of the stored format: renaming one is a
schema change, which needs an upcaster (see ``domain.codec.register_upcaster``).
"""
from __future__ import annotations

from typing import Callable, ClassVar

import msgspec

_generation = [0]  # bumped whenever an event class is defined; invalidates the codec cache


class Event(msgspec.Struct, frozen=True, kw_only=True, tag_field="type", forbid_unknown_fields=True):
    """Base of every event in the log. Subclasses must pass ``tag="family.kind/N"``."""

    # Set on classes kept only to read old log entries; the codec upcasts them on decode.
    superseded: ClassVar[bool] = False

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        _generation[0] += 1


def event_types() -> dict[str, type[Event]]:
    """Every defined event kind by tag (walks the subclass tree; the codec caches it)."""
    found: dict[str, type[Event]] = {}
    stack = list(Event.__subclasses__())
    while stack:
        cls = stack.pop()
        stack.extend(cls.__subclasses__())
        tag = cls.__struct_config__.tag
        if not isinstance(tag, str) or "/" not in tag:
            raise TypeError(f"{cls.__name__}: events need an explicit tag 'family.kind/N', got {tag!r}")
        if tag in found and found[tag] is not cls:
            raise TypeError(f"event tag {tag!r} is defined twice ({found[tag].__name__}, {cls.__name__})")
        found[tag] = cls
    return found


_UPCASTERS: dict[type, Callable[["Event"], "Event"]] = {}


def register_upcaster(old: type["Event"], upcast: Callable[["Event"], "Event"]) -> None:
    """Declare how a superseded event kind becomes its successor when read (``codec.upcast``)."""
    if not old.superseded:
        raise TypeError(f"{old.__name__} must set superseded = True to be upcast")
    _UPCASTERS[old] = upcast


def generation() -> int:
    return _generation[0]


def tag_of(event_or_type) -> str:
    """The stored tag of an event instance or class."""
    return event_or_type.__struct_config__.tag


class Cause(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """What a derived event was computed from, so replay can compute it again.

    ``input_position`` is the position of the last event that the input state depends on
    (not the log head when the process ran), so re-running a process on an unchanged input
    yields byte-identical events and appends nothing.
    """

    process: str
    """Registered process name, e.g. ``"lane.run"``."""
    version: int
    """Process version; bump it whenever its output for the same input may change."""
    input_position: int
    """Log position the input state was read at (0 = the empty log)."""
    input_digest: str
    """blake3 hex digest of the canonical bytes of the input the process read."""
