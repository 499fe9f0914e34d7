"""``verdict_index``: every operator verdict, indexed by the shape signature it speaks for."""
from __future__ import annotations

from domain.codec import encode, event_id
from domain.events.loop import VerdictRecorded
from domain.loop.model import SignatureStats, VerdictEntry, VerdictIndexState
from projections.framework import Projection, register


def verdict_id(event: VerdictRecorded) -> str:
    """A verdict's id is its event id (content-addressed; PackChanged points at it)."""
    return event_id(encode(event))


class VerdictIndex(Projection):
    name = "verdict_index"
    version = 1
    handles = (VerdictRecorded,)
    state_type = VerdictIndexState

    def initial(self) -> VerdictIndexState:
        return VerdictIndexState()

    def apply(self, state: VerdictIndexState, event: VerdictRecorded) -> VerdictIndexState:
        entry = VerdictEntry(proposal_id=event.proposal_id, verdict_id=verdict_id(event), decision=event.decision,
                             reviewer=event.reviewer, reason=event.reason, decided_at=event.decided_at,
                             gap=list(event.gap))
        state.by_proposal[event.proposal_id] = entry
        stats = state.signatures.setdefault(event.signature, SignatureStats(change_kind=event.change_kind))
        if event.decision == "ratify":
            stats.ratified += 1
        elif event.decision == "reject":
            stats.rejected += 1
        else:
            stats.refined += 1
            if any(g.startswith("form:") for g in event.gap):
                stats.tighten = True
        stats.verdicts.append(entry)
        return state


register(VerdictIndex())
