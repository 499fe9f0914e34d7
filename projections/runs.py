"""``runs``: one report per reader run (lane or corpus), with a compact row per case."""
from __future__ import annotations

import msgspec

from domain.events.runs import CaseRead, RunCompleted, RunStarted, Summary
from domain.reader.results import Solved
from projections.framework import Projection, register


class CaseRow(msgspec.Struct, kw_only=True, array_like=True):
    case_id: str
    score: str
    answer: str = ""
    unit: str = ""
    depth: int = 0
    reason: str = ""
    missing_operator: str = ""
    token: str = ""


class RunReport(msgspec.Struct, kw_only=True):
    corpus_id: str
    corpus_name: str
    pack_id: str
    reader_version: int
    started_at: int
    """Log position of the run's start event."""
    summary: Summary | None = None
    """Set when the run completed."""
    cases: list[CaseRow] = msgspec.field(default_factory=list)


class RunsState(msgspec.Struct, kw_only=True):
    runs: dict[str, RunReport] = msgspec.field(default_factory=dict)
    latest: dict[str, str] = msgspec.field(default_factory=dict)
    """Corpus name → id of its latest completed run."""
    order: list[str] = msgspec.field(default_factory=list)
    """Run ids in the order they completed."""


def case_row(event: CaseRead) -> CaseRow:
    r = event.result
    if isinstance(r, Solved):
        return CaseRow(case_id=event.case_id, score=event.score, answer=r.answer, unit=r.unit, depth=r.depth)
    ev = r.evidence
    return CaseRow(case_id=event.case_id, score=event.score, reason=ev.reason,
                   missing_operator=ev.missing_operator, token=ev.token_text)


class Runs(Projection):
    name = "runs"
    version = 1
    handles = (RunStarted, CaseRead, RunCompleted)
    state_type = RunsState

    def initial(self) -> RunsState:
        return RunsState()

    def apply(self, state: RunsState, event) -> RunsState:
        if isinstance(event, RunStarted):
            state.runs[event.run_id] = RunReport(
                corpus_id=event.corpus_id, corpus_name=event.corpus_name, pack_id=event.pack_id,
                reader_version=event.reader_version, started_at=event.cause.input_position)
        elif isinstance(event, CaseRead):
            state.runs[event.run_id].cases.append(case_row(event))
        else:
            report = state.runs[event.run_id]
            report.summary = event.summary
            state.latest[report.corpus_name] = event.run_id
            if event.run_id in state.order:
                state.order.remove(event.run_id)
            state.order.append(event.run_id)
        return state


register(Runs())
