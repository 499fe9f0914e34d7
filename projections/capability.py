"""Projections for the capability auditors (docs/auditors.md, "Wiring").

* ``capability_traces`` — every reader run as the auditors need it: per case the outcome, the
  exact answer and unit, the refusal reason, the run's own score and the lemma id of every trace
  step, with the pack id the run used. (Kept apart from ``runs`` so the auditors' input does not
  change when the run report's format does.)
* ``capability_fixtures`` — B1/B2 fixtures by id.
* ``capability_lanes`` — B1/B2 lane reports by report id, and the latest per fixture.
* ``capability`` — the latest report of each auditor per lane: what ``core capability …`` shows.

Auditor processes read the first three; nothing reads ``capability``, so recording a report never
changes an auditor's input and re-running an unchanged audit appends nothing.
"""
from __future__ import annotations

from typing import Any

import msgspec

from domain.events.capability import AuditorReported, Failure, FixtureRegistered, LaneReported
from domain.events.runs import CaseRead, RunStarted
from domain.reader.results import Solved
from projections.framework import Projection, register


class TraceRow(msgspec.Struct, kw_only=True, array_like=True):
    case_id: str
    outcome: str
    """``solved`` | ``refused``."""
    score: str
    """The run's own score (correct | wrong | refused | unscored, tolerance scoring)."""
    answer: str = ""
    unit: str = ""
    reason: str = ""
    step_lemmas: list[str] = []


class RunTrace(msgspec.Struct, kw_only=True):
    corpus_id: str
    corpus_name: str
    pack_id: str
    cases: list[TraceRow] = msgspec.field(default_factory=list)


class TracesState(msgspec.Struct, kw_only=True):
    runs: dict[str, RunTrace] = msgspec.field(default_factory=dict)


def trace_row(event: CaseRead) -> TraceRow:
    r = event.result
    if isinstance(r, Solved):
        return TraceRow(case_id=event.case_id, outcome="solved", score=event.score, answer=r.answer, unit=r.unit,
                        step_lemmas=[s.lemma for s in r.steps])
    return TraceRow(case_id=event.case_id, outcome="refused", score=event.score, reason=r.evidence.reason)


class CapabilityTraces(Projection):
    name = "capability_traces"
    version = 1
    handles = (RunStarted, CaseRead)
    state_type = TracesState

    def initial(self) -> TracesState:
        return TracesState()

    def apply(self, state: TracesState, event) -> TracesState:
        if isinstance(event, RunStarted):
            # A run id names its inputs, so a re-run (same id) restarts the same rows.
            state.runs[event.run_id] = RunTrace(corpus_id=event.corpus_id, corpus_name=event.corpus_name,
                                                pack_id=event.pack_id)
        else:
            state.runs[event.run_id].cases.append(trace_row(event))
        return state


class Fixture(msgspec.Struct, kw_only=True):
    lane: str
    name: str
    rows: list[dict[str, Any]]


class FixturesState(msgspec.Struct, kw_only=True):
    by_id: dict[str, Fixture] = msgspec.field(default_factory=dict)
    names: dict[str, str] = msgspec.field(default_factory=dict)


class CapabilityFixtures(Projection):
    name = "capability_fixtures"
    version = 1
    handles = (FixtureRegistered,)
    state_type = FixturesState

    def initial(self) -> FixturesState:
        return FixturesState()

    def apply(self, state: FixturesState, event: FixtureRegistered) -> FixturesState:
        state.by_id[event.fixture_id] = Fixture(lane=event.lane, name=event.name, rows=event.rows)
        state.names[event.name] = event.fixture_id
        return state


class LaneRecord(msgspec.Struct, kw_only=True):
    lane: str
    fixture_id: str
    fixture_name: str
    report: dict[str, Any]
    report_digest: str
    input_position: int


class LanesState(msgspec.Struct, kw_only=True):
    by_id: dict[str, LaneRecord] = msgspec.field(default_factory=dict)
    """Report id (the event's ``report_digest``) → the lane report."""
    latest: dict[str, str] = msgspec.field(default_factory=dict)
    """Fixture name → id of its latest lane report."""


class CapabilityLanes(Projection):
    name = "capability_lanes"
    version = 1
    handles = (LaneReported,)
    state_type = LanesState

    def initial(self) -> LanesState:
        return LanesState()

    def apply(self, state: LanesState, event: LaneReported) -> LanesState:
        state.by_id[event.report_digest] = LaneRecord(
            lane=event.lane, fixture_id=event.fixture_id, fixture_name=event.fixture_name, report=event.report,
            report_digest=event.report_digest, input_position=event.cause.input_position)
        state.latest[event.fixture_name] = event.report_digest
        return state


class AuditorRecord(msgspec.Struct, kw_only=True):
    auditor: str
    lane: str
    subject: dict[str, str]
    report: dict[str, Any]
    report_digest: str
    exit_code: int
    failures: list[Failure]
    process_version: int
    input_position: int


class CapabilityState(msgspec.Struct, kw_only=True):
    latest: dict[str, AuditorRecord] = msgspec.field(default_factory=dict)
    """``"<auditor>|<lane>"`` → the latest report."""
    history: list[str] = msgspec.field(default_factory=list)
    """Report digests in the order they were recorded (a report recorded again moves to the end)."""


def record_key(auditor: str, lane: str) -> str:
    return f"{auditor}|{lane}"


class Capability(Projection):
    name = "capability"
    version = 1
    handles = (AuditorReported,)
    state_type = CapabilityState

    def initial(self) -> CapabilityState:
        return CapabilityState()

    def apply(self, state: CapabilityState, event: AuditorReported) -> CapabilityState:
        state.latest[record_key(event.auditor, event.lane)] = AuditorRecord(
            auditor=event.auditor, lane=event.lane, subject=event.subject, report=event.report,
            report_digest=event.report_digest, exit_code=event.exit_code, failures=event.failures,
            process_version=event.cause.version, input_position=event.cause.input_position)
        if event.report_digest in state.history:
            state.history.remove(event.report_digest)
        state.history.append(event.report_digest)
        return state


register(CapabilityTraces())
register(CapabilityFixtures())
register(CapabilityLanes())
register(Capability())
