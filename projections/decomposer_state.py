"""``decomposer_state``: open groups, tested hypotheses, pending and decided proposals,
the suppression list and the confidence per signature."""
from __future__ import annotations

from domain.events.loop import (GroupFormed, HypothesisFormed, ProposalEmitted, ProposalSuppressed,
                                ProposalWithheld, VerdictRecorded)
from domain.loop import feedback
from domain.loop.model import DecomposerState, GroupInfo, ProposalRecord, SignatureStats, VerdictIndexState
from projections.framework import Projection, register
from projections.verdict_index import verdict_id

DECIDED = {"ratify": "ratified", "reject": "rejected", "refine": "refined"}


class DecomposerStateProjection(Projection):
    name = "decomposer_state"
    version = 1
    handles = (GroupFormed, HypothesisFormed, ProposalEmitted, ProposalWithheld, ProposalSuppressed, VerdictRecorded)
    state_type = DecomposerState

    def initial(self) -> DecomposerState:
        return DecomposerState()

    def apply(self, state: DecomposerState, event) -> DecomposerState:
        if isinstance(event, GroupFormed):
            state.open_groups[event.group_id] = GroupInfo(
                family=event.family, lemma=event.lemma, shape=event.shape, equivalence_class=event.equivalence_class,
                cases=len(event.evidence_cases) + len(event.held_out_cases))
        elif isinstance(event, HypothesisFormed):
            state.hypotheses_tested += 1
        elif isinstance(event, ProposalEmitted):
            p = event.proposal
            self._record(state, ProposalRecord(proposal=p, status="pending", rank=event.rank))
            state.pending_lemmas[_lemma_key(p)] = p.proposal_id
        elif isinstance(event, ProposalWithheld):
            self._record(state, ProposalRecord(proposal=event.proposal, status="withheld",
                                               failing_arm=event.failing_arm, cases=event.cases, detail=event.detail))
        elif isinstance(event, ProposalSuppressed):
            self._record(state, ProposalRecord(proposal=event.proposal, status="suppressed", failing_arm="suppressed",
                                               detail=f"signature rejected {event.rejected}x, threshold "
                                                      f"{event.threshold}, ratified {event.ratified}x"))
            if event.signature not in state.suppressed_signatures:
                state.suppressed_signatures.append(event.signature)
                state.suppressed_signatures.sort()
        elif isinstance(event, VerdictRecorded):
            record = state.proposals.get(event.proposal_id)
            if record is not None:
                record.status = DECIDED[event.decision]
                record.verdict_id = verdict_id(event)
                state.decided_keys[record.proposal.hypothesis_key] = event.decision
                key = _lemma_key(record.proposal)
                if state.pending_lemmas.get(key) == event.proposal_id:
                    del state.pending_lemmas[key]
                if event.decision != "reject":  # the group is closed: its word is in the pack now
                    for gid in [g for g, info in state.open_groups.items()
                                if f"{info.family}:{info.lemma}" == key]:
                        del state.open_groups[gid]
            index = self._index(state, event)
            state.confidence[event.signature] = feedback.confidence(index, event.signature)
        return state

    @staticmethod
    def _record(state: DecomposerState, record: ProposalRecord) -> None:
        pid = record.proposal.proposal_id
        if pid in state.proposals and state.proposals[pid].status not in ("withheld", "suppressed"):
            return  # already pending or decided: the same proposal re-derived changes nothing
        if pid not in state.proposals:
            state.order.append(pid)
        state.proposals[pid] = record

    @staticmethod
    def _index(state: DecomposerState, event: VerdictRecorded) -> VerdictIndexState:
        # Confidence needs the counts per signature; rebuild them from the decided records.
        index = VerdictIndexState()
        for pid in state.order:
            rec = state.proposals[pid]
            if rec.proposal.signature == event.signature and rec.status in ("ratified", "rejected", "refined"):
                stats = index.signatures.setdefault(event.signature, SignatureStats())
                setattr(stats, rec.status, getattr(stats, rec.status) + 1)
        return index


def _lemma_key(p) -> str:
    return f"{p.family}:{p.lemma}"


register(DecomposerStateProjection())
