"""``corpora``: every registered corpus by id, and the latest id under each name."""
from __future__ import annotations

import msgspec

from domain.events.corpus import CaseSpec, CorpusRegistered
from projections.framework import Projection, register


class CorporaState(msgspec.Struct, kw_only=True):
    by_id: dict[str, list[CaseSpec]] = msgspec.field(default_factory=dict)
    names: dict[str, str] = msgspec.field(default_factory=dict)
    """name → corpus id of its latest registration."""
    labels: dict[str, str] = msgspec.field(default_factory=dict)
    """corpus id → the name it was first registered under (stable, unlike ``names``)."""
    registered_at: dict[str, int] = msgspec.field(default_factory=dict)
    """corpus id → log position of its first registration (a run's input position)."""


class Corpora(Projection):
    name = "corpora"
    version = 1
    handles = (CorpusRegistered,)
    state_type = CorporaState
    positional = True

    def initial(self) -> CorporaState:
        return CorporaState()

    def apply(self, state: CorporaState, event: CorpusRegistered) -> CorporaState:
        return self.apply_at(state, event, 0)

    def apply_at(self, state: CorporaState, event: CorpusRegistered, position: int) -> CorporaState:
        state.by_id[event.corpus_id] = event.cases
        state.names[event.name] = event.corpus_id
        state.labels.setdefault(event.corpus_id, event.name)
        state.registered_at.setdefault(event.corpus_id, position)
        return state


register(Corpora())
