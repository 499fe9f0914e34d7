"""``log.stats``: how many events of each kind the log holds (folds every event)."""
from __future__ import annotations

from typing import Any

import msgspec

from domain.events.base import Event
from projections.framework import Projection, register


class LogStatsState(msgspec.Struct, kw_only=True):
    events: int = 0
    by_kind: dict[str, int] = msgspec.field(default_factory=dict)
    """Count per event tag, after upcasting (an old ``note.added/1`` counts as ``note.added/2``)."""


class LogStats(Projection):
    name = "log.stats"
    version = 1
    state_type = LogStatsState

    def initial(self) -> LogStatsState:
        return LogStatsState()

    def apply(self, state: LogStatsState, event: Event) -> Any:
        state.events += 1
        tag = type(event).__struct_config__.tag  # = tag_of(event), without the call
        state.by_kind[tag] = state.by_kind.get(tag, 0) + 1
        return state


register(LogStats())
