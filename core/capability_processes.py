"""The capability auditors as derivations over lane-run events (docs/auditors.md, "Wiring").

Each process reads projection states only (never a file, never a committed report), calls the
pure auditor in ``evals/auditors`` and returns one derived event carrying ``cause``:

| process | reads | params | event |
|---|---|---|---|
| ``capability.depth_curve`` | capability_traces, corpora | run | AuditorReported |
| ``capability.adversarial`` | capability_traces, corpora | run | AuditorReported |
| ``capability.perturbation`` | capability_traces, corpora, packs | run | AuditorReported |
| ``capability.pack_provenance`` | capability_traces, packs | run | AuditorReported |
| ``lane.b1`` / ``lane.b2`` | capability_fixtures | fixture | LaneReported |
| ``capability.gate`` | capability_traces, corpora, capability_lanes | b1, b2, b3, outside | AuditorReported |

Oracles come from the log's corpus rows (the data set's gold, declared depth, family, gold
structure) and the pack projection, never from the reader: the perturbation process is the only
one that reads text, and it reads the variants through the one reader entry point ``read``.
"""
from __future__ import annotations

import json
from typing import Any, Mapping

import msgspec

from core.derivations import Process, register
from domain.codec import content_id
from domain.events.base import Cause, Event
from domain.events.capability import AuditorReported, Failure, LaneReported
from domain.events.corpus import CaseSpec
from domain.reader import Refused, read
from domain.reader.pack import Pack
from evals import perturbation as transforms
from evals.auditors import adversarial, b1, b2, depth_curve, gate, pack_provenance, perturbation
from evals.auditors.rows import AuditInputError, CaseResult, Expectation, ScoredCase, pair, score
from evals.generators import Structure

PASSING = ("correct", "refused_as_expected")
PACK_FIELDS = ("units", "verbs", "modifiers", "times", "activities", "names", "places", "number_words",
               "multipliers", "functions", "descriptive_rules")


# --- adapters: projection rows -> auditor rows ---------------------------------------------------

def _run(inputs: dict[str, Any], run_id: str):
    trace = inputs["capability_traces"].runs.get(run_id)
    if trace is None:
        raise AuditInputError(f"no reader run {run_id!r} in the log")
    return trace


def case_results(trace) -> list[CaseResult]:
    return [CaseResult(case_id=r.case_id, outcome=r.outcome, answer=r.answer or None, unit=r.unit or None,
                       refusal_reason=r.reason or None, lemma_ids=tuple(r.step_lemmas), pack_version=trace.pack_id)
            for r in trace.cases]


def expectation(case: CaseSpec) -> Expectation | None:
    """The data set's oracle for a case; None when the case is unscored (``expect == "any"``)."""
    meta = case.meta
    depth = meta.get("depth")
    family = meta.get("family")
    if case.expect == "refuse":
        return Expectation(case_id=case.id, expect="refuse", depth=depth, family=family)
    if case.expect == "answer" and case.gold is not None:
        return Expectation(case_id=case.id, expect="answer", answer=case.gold, unit=meta.get("unit"),
                           depth=depth, family=family)
    return None


def scored_pairs(inputs: dict[str, Any], trace) -> tuple[list[Expectation], list[CaseResult]]:
    """Expectations and results of one run, joined by case id; unscored cases are left out."""
    cases = inputs["corpora"].by_id.get(trace.corpus_id)
    if cases is None:
        raise AuditInputError(f"corpus {trace.corpus_id} of the run is not in the log")
    expectations = {c.id: e for c in cases if (e := expectation(c)) is not None}
    results = [r for r in case_results(trace) if r.case_id in expectations]
    return list(expectations.values()), results


def pack_lemmas(pack: Pack) -> frozenset[str]:
    """Every entry id the pack version holds: what a trace step's lemma must resolve to."""
    return frozenset(e.id for field in PACK_FIELDS for e in getattr(pack, field))


def _plain(report) -> dict[str, Any]:
    return msgspec.to_builtins(report)


def reported(cause: Cause, auditor: str, lane: str, subject: Mapping[str, str], report, exit_code: int,
             failures: list[Failure]) -> AuditorReported:
    plain = _plain(report)
    return AuditorReported(cause=cause, auditor=auditor, lane=lane, subject=dict(sorted(subject.items())),
                           report=plain, report_digest=content_id(plain, "capability-report"),
                           exit_code=exit_code, failures=sorted(failures, key=lambda f: (f.where, f.case_id)))


def _failure(s: ScoredCase, where: str) -> Failure:
    return Failure(case_id=s.case_id, where=where, verdict=s.verdict, expected=s.expected, actual=s.actual)


class _RunAudit(Process):
    """An auditor over one reader run, named by ``run=<run id>``."""

    def parse_params(self, raw: Mapping[str, str]) -> dict[str, Any]:
        if set(raw) != {"run"} or not raw["run"]:
            raise ValueError(f"{self.name} takes exactly run=<run id>")
        return {"run": raw["run"]}


class DepthCurveAudit(_RunAudit):
    name = "capability.depth_curve"
    version = 1
    reads = ("capability_traces", "corpora")

    def run(self, inputs, params, cause) -> list[Event]:
        trace = _run(inputs, params["run"])
        expectations, results = scored_pairs(inputs, trace)
        report = depth_curve.audit(expectations, results, lane=trace.corpus_name)
        failures = []
        for e, r in pair(expectations, results):
            if e.expect == "answer" and e.depth is not None and (bucket := depth_curve.bucket_of(e.depth)):
                s = score(e, r)
                if s.verdict not in PASSING:
                    failures.append(_failure(s, bucket))
        return [reported(cause, "depth_curve", trace.corpus_name, {"run": params["run"], "pack": trace.pack_id},
                         report, depth_curve.exit_code(report), failures)]


class AdversarialAudit(_RunAudit):
    name = "capability.adversarial"
    version = 1
    reads = ("capability_traces", "corpora")

    def run(self, inputs, params, cause) -> list[Event]:
        trace = _run(inputs, params["run"])
        expectations, results = scored_pairs(inputs, trace)
        report = adversarial.audit(expectations, results, lane=trace.corpus_name)
        family = {e.case_id: e.family or "" for e in expectations}
        failures = [_failure(s, family[s.case_id]) for s in report.cases if s.verdict not in PASSING]
        return [reported(cause, "adversarial", trace.corpus_name, {"run": params["run"], "pack": trace.pack_id},
                         report, adversarial.exit_code(report), failures)]


def _read_variant(variant_id: str, text: str, pack: Pack) -> CaseResult:
    try:
        result = read(text, pack)
    except Exception as exc:  # a crash is a crash, never a refusal (W12)
        return CaseResult(case_id=variant_id, outcome="crashed", error=f"{type(exc).__name__}: {exc}")
    if isinstance(result, Refused):
        return CaseResult(case_id=variant_id, outcome="refused", refusal_reason=result.evidence.reason)
    return CaseResult(case_id=variant_id, outcome="solved", answer=result.answer, unit=result.unit)


class PerturbationAudit(_RunAudit):
    """Variants from each case's gold structure, read with the run's pack; predictions from the structure.

    Only cases the run answered correctly are perturbed (a perturbation asks whether a correct
    answer moves exactly as predicted); every other solvable case is a visible skip
    ``base_not_correct`` in each transform, and already counts against the lane itself.
    """

    name = "capability.perturbation"
    version = 1
    reads = ("capability_traces", "corpora", "packs")

    def run(self, inputs, params, cause) -> list[Event]:
        trace = _run(inputs, params["run"])
        pack = inputs["packs"].by_id.get(trace.pack_id)
        if pack is None:
            raise AuditInputError(f"pack {trace.pack_id} of the run is not in the log")
        expectations, results = scored_pairs(inputs, trace)
        correct = {e.case_id for e, r in pair(expectations, results) if score(e, r).verdict == "correct"}
        variants, skips = [], []
        for case in inputs["corpora"].by_id[trace.corpus_id]:
            if case.expect != "answer":
                continue
            if case.id not in correct:
                skips += [transforms.Skip(case.id, t, "base_not_correct") for t in transforms.TRANSFORMS]
                continue
            raw = case.meta.get("structure")
            structure = None if raw is None else msgspec.convert(raw, Structure)
            for r in transforms.perturb(case.id, case.problem, case.gold, structure):
                (variants if isinstance(r, transforms.PerturbedCase) else skips).append(r)
        rows, skip_rows = transforms.auditor_inputs(variants, skips)
        read_results = [_read_variant(v.variant_id, v.problem, pack) for v in variants]
        report = perturbation.audit(rows, skip_rows, read_results, lane=trace.corpus_name)
        failures = [_failure(s, s.case_id.rpartition(":")[2]) for s in report.failures]
        return [reported(cause, "perturbation", trace.corpus_name, {"run": params["run"], "pack": trace.pack_id},
                         report, perturbation.exit_code(report), failures)]


class PackProvenanceAudit(_RunAudit):
    name = "capability.pack_provenance"
    version = 1
    reads = ("capability_traces", "packs")

    def run(self, inputs, params, cause) -> list[Event]:
        trace = _run(inputs, params["run"])
        packs = {pid: pack_lemmas(p) for pid, p in sorted(inputs["packs"].by_id.items())}
        report = pack_provenance.audit(case_results(trace), packs, lane=trace.corpus_name)
        failures = [Failure(case_id=r.case_id, where=r.status, verdict=r.status, expected="every step lemma in pack",
                            actual=r.reason or ",".join(r.unresolved_lemma_ids))
                    for r in report.per_case if r.status in ("violated", "crashed")]
        return [reported(cause, "pack_provenance", trace.corpus_name, {"run": params["run"], "pack": trace.pack_id},
                         report, pack_provenance.exit_code(report), failures)]


# --- B1 / B2 lanes over fixtures in the log ------------------------------------------------------

class _FixtureLane(Process):
    reads = ("capability_fixtures",)
    lane: str
    module: Any

    def parse_params(self, raw: Mapping[str, str]) -> dict[str, Any]:
        if set(raw) != {"fixture"} or not raw["fixture"]:
            raise ValueError(f"{self.name} takes exactly fixture=<fixture id>")
        return {"fixture": raw["fixture"]}

    def run(self, inputs, params, cause) -> list[Event]:
        fixture = inputs["capability_fixtures"].by_id.get(params["fixture"])
        if fixture is None or fixture.lane != self.lane.lower():
            raise AuditInputError(f"no {self.lane} fixture {params['fixture']!r} in the log")
        text = "\n".join(json.dumps(row, sort_keys=True) for row in fixture.rows)
        report = self.module.run(self.module.parse_cases(text, fixture.name), lane=self.lane)
        plain = _plain(report)
        return [LaneReported(cause=cause, lane=self.lane, fixture_id=params["fixture"], fixture_name=fixture.name,
                             report=plain, report_digest=content_id(plain, "lane-report"))]


class B1Lane(_FixtureLane):
    name = "lane.b1"
    version = 1
    lane = "B1"
    module = b1


class B2Lane(_FixtureLane):
    name = "lane.b2"
    version = 1
    lane = "B2"
    module = b2


# --- the composite gate --------------------------------------------------------------------------

def _ids(text: str) -> list[str]:
    return sorted({part for part in text.split(",") if part})


def lane_rows(inputs: dict[str, Any], lane: str, report_ids: list[str]) -> list[ScoredCase]:
    """Scored rows of the named B1/B2 lane reports (fresh lane-run events), concatenated."""
    module = b1 if lane == "B1" else b2
    report_type = b1.B1Report if lane == "B1" else b2.B2Report
    rows: list[ScoredCase] = []
    for rid in report_ids:
        record = inputs["capability_lanes"].by_id.get(rid)
        if record is None or record.lane != lane:
            raise AuditInputError(f"no {lane} lane report {rid!r} in the log")
        rows += module.scored_cases(msgspec.convert(record.report, report_type))
    return rows


def disclosed_rows(trace) -> list[ScoredCase]:
    """An outside corpus run as verdicts, from the run's own (tolerance) scores; unscored rows left out."""
    verdict = {"correct": "correct", "wrong": "wrong", "refused": "refused_unexpectedly"}
    out = []
    for r in trace.cases:
        if r.score == "unscored":
            continue
        v = "refused_as_expected" if r.score == "correct" and r.outcome == "refused" else verdict[r.score]
        out.append(ScoredCase(case_id=r.case_id, verdict=v, expected="", actual=r.answer or r.reason))
    return out


class GateAudit(Process):
    name = "capability.gate"
    version = 1
    reads = ("capability_traces", "corpora", "capability_lanes")

    def parse_params(self, raw: Mapping[str, str]) -> dict[str, Any]:
        if not {"b1", "b2", "b3"} <= set(raw) or not set(raw) <= {"b1", "b2", "b3", "outside"}:
            raise ValueError("capability.gate takes b1=<ids>, b2=<ids>, b3=<run id> and optionally outside=<run ids>")
        return {k: ",".join(_ids(v)) for k, v in sorted(raw.items())}

    def run(self, inputs, params, cause) -> list[Event]:
        b3_trace = _run(inputs, params["b3"])
        expectations, results = scored_pairs(inputs, b3_trace)
        lanes = {
            "B1": lane_rows(inputs, "B1", _ids(params["b1"])),
            "B2": lane_rows(inputs, "B2", _ids(params["b2"])),
            "B3": [score(e, r) for e, r in pair(expectations, results)],
        }
        outside = {}
        for rid in _ids(params.get("outside", "")):
            trace = _run(inputs, rid)
            outside[trace.corpus_name] = disclosed_rows(trace)
        sources = {"b1_reports": params["b1"], "b2_reports": params["b2"], "b3_run": params["b3"],
                   "outside_runs": params.get("outside", ""), "pack": b3_trace.pack_id}
        report = gate.audit(lanes, outside, sources)
        failures = [_failure(s, lane) for lane, rows in sorted(lanes.items()) for s in rows if s.verdict not in PASSING]
        return [reported(cause, "math_expert_gate", "composite", sources, report, gate.exit_code(report), failures)]


DEPTH_CURVE = register(DepthCurveAudit())
ADVERSARIAL = register(AdversarialAudit())
PERTURBATION = register(PerturbationAudit())
PACK_PROVENANCE = register(PackProvenanceAudit())
LANE_B1 = register(B1Lane())
LANE_B2 = register(B2Lane())
GATE = register(GateAudit())
