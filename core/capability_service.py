"""Run the capability auditors on fresh lane runs in the log (docs/auditors.md, "Wiring").

Every entry point first runs what the auditor needs with ``run_cases`` (idempotent: an unchanged
lane with an unchanged pack appends nothing), then derives the auditor (also idempotent), then
reads the report back from the ``capability`` projection. Nothing is read from a committed
report: the only files read are the data sets that enter the log as corpus / fixture events.
"""
from __future__ import annotations

import json
import unicodedata
from pathlib import Path
from typing import Any, NamedTuple, Optional

import msgspec

from core import capability_processes as procs
from core.derivations import Process, derive
from core.errors import UsageError
from core.lanes import SHARED, corpus_cases, lane_cases
from core.run_service import RunResult, run_cases
from domain.codec import content_id
from domain.events.capability import FixtureRegistered
from eventstore.log import EventLog
from evals.auditors import suite
from evals.auditors.rows import AuditInputError
from evals.datasets import DATA
from projections import framework
from projections.capability import AuditorRecord, LaneRecord, record_key
from projections.framework import LiveProjections

B1_PROJECT = DATA / "b1" / "cases.jsonl"
B2_PROJECT = DATA / "b2" / "cases.jsonl"
ORIGINAL_B1 = ("seed-data/evals/math_symbolic_equivalence/v1/cases.jsonl",
               "seed-data/derived-runs/b1_generated_cases_seed131101.jsonl")
ORIGINAL_B2 = ("seed-data/evals/math_teaching_corpus/v1/cases.jsonl",)

AUDITOR_LANES = {
    "depth_curve": ("b3", procs.DEPTH_CURVE),
    "adversarial": ("adversarial", procs.ADVERSARIAL),
    "perturbation": ("b3", procs.PERTURBATION),
    "pack_provenance": ("b3", procs.PACK_PROVENANCE),
}
AUDITORS = ("depth_curve", "adversarial", "perturbation", "pack_provenance", "math_expert_gate")


def _nfc(value: Any) -> Any:
    if isinstance(value, str):
        return unicodedata.normalize("NFC", value)
    if isinstance(value, list):
        return [_nfc(v) for v in value]
    if isinstance(value, dict):
        return {_nfc(k): _nfc(v) for k, v in value.items()}
    return value


def _refuse_float(text: str):
    raise ValueError(f"float {text} (events hold exact numbers only)")


def _read_rows(paths: list[Path]) -> list[dict[str, Any]]:
    rows = []
    for path in paths:
        if not path.is_file():
            raise UsageError(f"{path}: fixture file not found")
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if not line.strip():
                continue
            try:
                row = json.loads(line, parse_float=_refuse_float)
            except ValueError as exc:
                raise UsageError(f"{path}:{number}: not a JSON line without floats ({exc})") from None
            if not isinstance(row, dict):
                raise UsageError(f"{path}:{number}: a fixture row must be a JSON object")
            rows.append(_nfc(row))
    return rows


def register_fixture(log: EventLog, lane: str, name: str, rows: list[dict[str, Any]]) -> str:
    """Appends a fixture (nothing when the same rows are already there); returns its id."""
    if not rows:
        raise UsageError(f"fixture {name}: no rows")
    fixture_id = content_id({"lane": lane, "rows": rows}, "fixture")
    log.append([FixtureRegistered(fixture_id=fixture_id, lane=lane, name=name, rows=rows)])
    return fixture_id


def fixture_files(lane: str, shared: Optional[Path] = SHARED) -> dict[str, list[Path]]:
    """Fixture name → files: the project's own, plus the original's when ../shared is present."""
    own, original = (B1_PROJECT, ORIGINAL_B1) if lane == "b1" else (B2_PROJECT, ORIGINAL_B2)
    out = {f"{lane}:project": [own]}
    if shared is not None and shared.is_dir():
        out[f"{lane}:original"] = [shared / rel for rel in original]
    return out


def derive_one(log: EventLog, process: Process, params: dict[str, str]):
    try:
        output, _ = derive(log, process, params)
    except AuditInputError as exc:
        raise UsageError(f"{process.name}: {exc}") from None
    return output.events[0]


def register_fixtures(log: EventLog, shared: Optional[Path] = SHARED) -> dict[str, dict[str, str]]:
    """Registers every B1 and B2 fixture; returns lane → fixture name → fixture id.

    All of them before any lane derivation: a lane process reads the whole fixture projection, so
    registering one later would change its input and make the next invocation record it again.
    """
    return {lane: {name: register_fixture(log, lane, name, _read_rows(paths))
                   for name, paths in fixture_files(lane, shared).items()} for lane in ("b1", "b2")}


def run_lane(log: EventLog, lane: str, shared: Optional[Path] = SHARED) -> list[LaneRecord]:
    """Registers the B1 and B2 fixtures and runs one lane over each of its fixtures."""
    process = procs.LANE_B1 if lane == "b1" else procs.LANE_B2
    records = []
    for name, fixture_id in register_fixtures(log, shared)[lane].items():
        event = derive_one(log, process, {"fixture": fixture_id})
        records.append(LaneRecord(lane=event.lane, fixture_id=fixture_id, fixture_name=name, report=event.report,
                                  report_digest=event.report_digest, input_position=event.cause.input_position))
    return records


def run_lane_cases(log: EventLog, lane: str, pack: Optional[str] = None) -> RunResult:
    return run_cases(log, f"lane:{lane}", lane_cases(lane), pack)


def run_outside(log: EventLog, pack: Optional[str] = None, shared: Optional[Path] = SHARED) -> list[RunResult]:
    """Runs every outside corpus under ``shared/corpora`` (none when ../shared is absent)."""
    folder = shared / "corpora" if shared is not None else None
    if folder is None or not folder.is_dir():
        return []
    return [run_cases(log, f"corpus:{p.stem}", corpus_cases(p), pack) for p in sorted(folder.glob("*.jsonl"))]


def latest(log: EventLog) -> dict[str, AuditorRecord]:
    live = LiveProjections(log, [framework.get("capability")])
    return live.catch_up().state("capability").latest


def audit_run(log: EventLog, auditor: str, run_id: str) -> AuditorRecord:
    """Derives one auditor over an existing reader run and returns its report from the projection."""
    process = AUDITOR_LANES[auditor][1]
    event = derive_one(log, process, {"run": run_id})
    return latest(log)[record_key(event.auditor, event.lane)]


def audit_lane(log: EventLog, auditor: str, pack: Optional[str] = None) -> AuditorRecord:
    """A fresh run of the auditor's lane, then the auditor over it."""
    lane, _ = AUDITOR_LANES[auditor]
    return audit_run(log, auditor, run_lane_cases(log, lane, pack).run_id)


def run_gate(log: EventLog, pack: Optional[str] = None, shared: Optional[Path] = SHARED,
             b3_run: Optional[str] = None, b1: Optional[list[LaneRecord]] = None,
             b2: Optional[list[LaneRecord]] = None, outside: Optional[list[RunResult]] = None) -> AuditorRecord:
    """Fresh B1, B2 and B3 runs (and outside corpora, disclosed only), then the composite gate.

    Pieces the caller already ran this session may be passed in; the rest are run here.
    """
    b3 = b3_run or run_lane_cases(log, "b3", pack).run_id
    b1 = run_lane(log, "b1", shared) if b1 is None else b1
    b2 = run_lane(log, "b2", shared) if b2 is None else b2
    outside = run_outside(log, pack, shared) if outside is None else outside
    event = derive_one(log, procs.GATE, {"b1": ",".join(r.report_digest for r in b1),
                                      "b2": ",".join(r.report_digest for r in b2), "b3": b3,
                                      "outside": ",".join(r.run_id for r in outside)})
    return latest(log)[record_key(event.auditor, event.lane)]


class AllResult(NamedTuple):
    records: dict[str, AuditorRecord]
    """Auditor name → its report record."""
    lanes: dict[str, list[LaneRecord]]
    runs: dict[str, str]
    """Lane / corpus name → run id."""
    suite: suite.SuiteReport


def run_all(log: EventLog, pack: Optional[str] = None, shared: Optional[Path] = SHARED) -> AllResult:
    """Every lane fresh, every auditor, then the gate: what ``core capability all`` shows."""
    # Every input first, then every derivation over them: an auditor derived before a later
    # run would see a different input on the next invocation and record its report again.
    b3 = run_lane_cases(log, "b3", pack)
    adv = run_lane_cases(log, "adversarial", pack)
    outside = run_outside(log, pack, shared)
    lanes = {"B1": run_lane(log, "b1", shared), "B2": run_lane(log, "b2", shared)}
    records = {name: audit_run(log, name, (adv if lane == "adversarial" else b3).run_id)
               for name, (lane, _) in AUDITOR_LANES.items()}
    records["math_expert_gate"] = run_gate(log, pack, shared, b3_run=b3.run_id, b1=lanes["B1"], b2=lanes["B2"],
                                           outside=outside)
    runs = {"lane:b3": b3.run_id, "lane:adversarial": adv.run_id}
    runs.update({f"corpus:{r_name}": r.run_id for r_name, r in zip(_outside_stems(shared), outside)})
    return AllResult(records=records, lanes=lanes, runs=runs, suite=combine(records))


def _outside_stems(shared: Optional[Path]) -> list[str]:
    folder = shared / "corpora" if shared is not None else None
    return [] if folder is None or not folder.is_dir() else [p.stem for p in sorted(folder.glob("*.jsonl"))]


def typed_report(record: AuditorRecord):
    """The record's report as the auditor's own Struct (for ``suite.combine``)."""
    from evals.auditors import adversarial, depth_curve, gate, pack_provenance, perturbation

    types = {"depth_curve": depth_curve.DepthCurveReport, "adversarial": adversarial.AdversarialReport,
             "perturbation": perturbation.PerturbationReport,
             "pack_provenance": pack_provenance.PackProvenanceReport, "math_expert_gate": gate.GateReport}
    return msgspec.convert(record.report, types[record.auditor])


def combine(records: dict[str, AuditorRecord]) -> suite.SuiteReport:
    return suite.combine([typed_report(records[name]) for name in AUDITORS if name in records])


def all_payload(result: AllResult) -> dict[str, Any]:
    """The ``capability all`` artifact: the suite verdicts, every report, the lane reports and run ids."""
    return {
        "suite": msgspec.to_builtins(result.suite),
        "reports": {name: {"report": r.report, "report_digest": r.report_digest, "exit_code": r.exit_code,
                           "subject": r.subject, "failures": msgspec.to_builtins(r.failures)}
                    for name, r in sorted(result.records.items())},
        "lanes": {lane: [{"fixture": rec.fixture_name, "report_digest": rec.report_digest,
                          "summary": rec.report["summary"]} for rec in recs]
                  for lane, recs in sorted(result.lanes.items())},
        "runs": dict(sorted(result.runs.items())),
    }
