"""``corpora``: every registered corpus by id, and the latest id under each name."""
from __future__ import annotations

import msgspec

from domain.events.corpus import CaseSpec, CorpusRegistered
from projections.framework import Projection, register


class CorporaState(msgspec.Struct, kw_only=True):
    by_id: dict[str, list[CaseSpec]] = msgspec.field(default_factory=dict)
    names: dict[str, str] = msgspec.field(default_factory=dict)
    """name → corpus id of its latest registration."""


class Corpora(Projection):
    name = "corpora"
    version = 1
    handles = (CorpusRegistered,)
    state_type = CorporaState

    def initial(self) -> CorporaState:
        return CorporaState()

    def apply(self, state: CorporaState, event: CorpusRegistered) -> CorporaState:
        state.by_id[event.corpus_id] = event.cases
        state.names[event.name] = event.corpus_id
        return state


register(Corpora())
