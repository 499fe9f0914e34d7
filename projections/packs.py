"""``packs``: every pack the log knows (by id), the current one, and how each came to be."""
from __future__ import annotations

import msgspec

from domain.events.packs import PackChanged, PackRegistered, PackSelected
from domain.reader import apply_change
from domain.reader.pack import Pack
from projections.framework import Projection, register


class PackOrigin(msgspec.Struct, kw_only=True):
    base: str = ""
    """Pack id it was derived from ("" for a registered pack)."""
    proposal_id: str = ""
    verdict_id: str = ""


class PacksState(msgspec.Struct, kw_only=True):
    current: str = ""
    """Id of the pack reader runs use by default: the last one registered, changed or selected."""
    by_id: dict[str, Pack] = msgspec.field(default_factory=dict)
    names: dict[str, str] = msgspec.field(default_factory=dict)
    """Registered pack name → its id."""
    origins: dict[str, PackOrigin] = msgspec.field(default_factory=dict)
    lineage: list[str] = msgspec.field(default_factory=list)
    """Ids in the order they became current."""
    known_at: dict[str, int] = msgspec.field(default_factory=dict)
    """Pack id → log position where it first became known (a run's input position)."""


class Packs(Projection):
    name = "packs"
    version = 1
    handles = (PackRegistered, PackChanged, PackSelected)
    state_type = PacksState
    positional = True

    def initial(self) -> PacksState:
        return PacksState()

    def apply(self, state: PacksState, event) -> PacksState:
        return self.apply_at(state, event, 0)

    def apply_at(self, state: PacksState, event, position: int) -> PacksState:
        if isinstance(event, PackRegistered):
            state.by_id[event.pack_id] = event.pack
            state.names[event.pack.name] = event.pack_id
            state.origins.setdefault(event.pack_id, PackOrigin())
            state.known_at.setdefault(event.pack_id, position)
            self._make_current(state, event.pack_id)
        elif isinstance(event, PackSelected):
            if event.pack_id in state.by_id:  # only a known pack can be selected (checked on append)
                self._make_current(state, event.pack_id)
        else:
            # The change is applied by the fold itself (never trusted from the event), so a
            # replay recomputes every pack from the base and the ratified changes.
            base = state.by_id[event.base]
            state.by_id[event.result] = apply_change(base, event.change)
            state.origins[event.result] = PackOrigin(base=event.base, proposal_id=event.proposal_id,
                                                     verdict_id=event.verdict_id)
            state.known_at.setdefault(event.result, position)
            self._make_current(state, event.result)
        return state

    @staticmethod
    def _make_current(state: PacksState, pack_id: str) -> None:
        if state.current != pack_id:
            state.current = pack_id
            state.lineage.append(pack_id)


register(Packs())
