"""``core capability all``: every auditor's verdict fields side by side, and one exit code.

The suite exits 0 iff every auditor's own exit rule gives 0 (depth curve: assertion holds;
the others: passed) and the composite gate passed.
"""
from __future__ import annotations

from collections.abc import Sequence

import msgspec

from evals.auditors import adversarial, depth_curve, gate, pack_provenance, perturbation

VERDICT_FIELDS = ("mechanism_wired", "assertion_holds", "coverage_sufficient", "all_buckets_covered", "passed",
                  "composite_gate_passed", "refusal_reason")

_EXIT = {
    "depth_curve": depth_curve.exit_code,
    "adversarial": adversarial.exit_code,
    "perturbation": perturbation.exit_code,
    "pack_provenance": pack_provenance.exit_code,
    "math_expert_gate": gate.exit_code,
}


class AuditorVerdict(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True):
    auditor: str
    exit_code: int
    mechanism_wired: bool | None = None
    assertion_holds: bool | None = None
    coverage_sufficient: bool | None = None
    all_buckets_covered: bool | None = None
    passed: bool | None = None
    composite_gate_passed: bool | None = None
    claim_digest: str | None = None
    refusal_reason: str = ""


class SuiteReport(msgspec.Struct, frozen=True, kw_only=True):
    auditors: tuple[AuditorVerdict, ...]
    composite_gate_passed: bool
    all_passed: bool


def verdict(report) -> AuditorVerdict:
    name = report.auditor
    if name not in _EXIT:
        raise ValueError(f"unknown auditor report {name!r}")
    fields = {f: getattr(report, f) for f in VERDICT_FIELDS if hasattr(report, f)}
    if hasattr(report, "claim_digest"):
        fields["claim_digest"] = report.claim_digest
    return AuditorVerdict(auditor=name, exit_code=_EXIT[name](report), **fields)


def combine(reports: Sequence) -> SuiteReport:
    verdicts = tuple(sorted((verdict(r) for r in reports), key=lambda v: v.auditor))
    gates = [v for v in verdicts if v.auditor == "math_expert_gate"]
    gate_passed = bool(gates) and all(v.composite_gate_passed for v in gates)
    return SuiteReport(auditors=verdicts, composite_gate_passed=gate_passed,
                       all_passed=gate_passed and all(v.exit_code == 0 for v in verdicts))


def exit_code(report: SuiteReport) -> int:
    return 0 if report.all_passed else 1
