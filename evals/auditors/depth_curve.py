"""Depth curve: does accuracy hold up as problems get deeper?

Bound (exact): accuracy(bucket) ≥ accuracy(depth_1) · (1 − ε)^(N − 1), ε = 5/100, N = the
smallest depth in the bucket. Fixes W5 of the original:

- cases are bucketed by the **case's declared depth** (from the data set), not by the depth the
  engine executed, so a reader that drops an operation cannot move its case to a shallower bucket;
- every expected-answer case counts in its bucket, and **refusals, wrong answers and crashes are
  failures there** (the original counted only solved cases);
- depth-0 cases are "skipped" but counted and shown; a depth > 8 (or negative) is a typed error;
- ``coverage_sufficient`` (≥ 2 buckets with ≥ 3 cases) is reported beside ``assertion_holds``, and
  ``passed`` requires both, so an uncovered curve can no longer pass on the bound alone.

Cases expected to refuse have no answer whose accuracy could decay with depth; they are counted
as ``not_applicable`` and left out of the buckets.

Exit code (``exit_code``): 0 iff ``assertion_holds`` (the issue's rule); ``passed`` is what a
gate should read.
"""
from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import Optional

import msgspec

from evals.auditors.rates import Rate, fraction_text, rate
from evals.auditors.rows import AuditInputError, CaseResult, Expectation, VerdictCounts, count, pair, score

EPSILON = Fraction(5, 100)
MIN_CASES_PER_BUCKET = 3
MIN_BUCKETS = 2
BUCKETS: tuple[tuple[str, int, int], ...] = (
    ("depth_1", 1, 1),
    ("depth_2-3", 2, 3),
    ("depth_4-5", 4, 5),
    ("depth_6-8", 6, 8),
)
MAX_DEPTH = 8


class Bucket(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    bucket: str
    representative_depth: int
    counts: VerdictCounts
    accuracy: Rate
    bound_required: Optional[str]
    """Exact fraction the accuracy must reach; None for depth_1 (the baseline) and empty buckets."""
    bound_satisfied: Optional[bool]
    """None when the bound was not evaluated (baseline or empty bucket)."""
    covered: bool
    """At least MIN_CASES_PER_BUCKET cases."""


class DepthCurveReport(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    auditor: str
    lane: str
    epsilon: str
    cases_total: int
    cases_bucketed: int
    cases_skipped_depth_0: int
    skipped_case_ids: tuple[str, ...]
    cases_not_applicable: int
    """Cases expected to refuse: no accuracy to decay."""
    buckets: tuple[Bucket, ...]
    populated_buckets: tuple[str, ...]
    covered_buckets: tuple[str, ...]
    mechanism_wired: bool
    assertion_holds: bool
    coverage_sufficient: bool
    all_buckets_covered: bool
    passed: bool
    refusal_reason: str


def bucket_of(depth: int) -> Optional[str]:
    """The bucket for a declared depth; None for depth 0; a typed error outside 0..8."""
    if not isinstance(depth, int) or isinstance(depth, bool) or depth < 0 or depth > MAX_DEPTH:
        raise AuditInputError(f"declared depth {depth!r} is out of schema (0..{MAX_DEPTH})")
    for name, low, high in BUCKETS:
        if low <= depth <= high:
            return name
    return None


def bound(depth_1_accuracy: Fraction, representative_depth: int) -> Fraction:
    return depth_1_accuracy * (1 - EPSILON) ** (representative_depth - 1)


def audit(expectations: Iterable[Expectation], results: Iterable[CaseResult], lane: str = "B3") -> DepthCurveReport:
    pairs = pair(expectations, results)
    members: dict[str, list] = {name: [] for name, _, _ in BUCKETS}
    skipped: list[str] = []
    not_applicable = 0
    for expectation, result in pairs:
        if expectation.expect == "refuse":
            if expectation.depth is not None:
                bucket_of(expectation.depth)  # still in schema
            not_applicable += 1
            continue
        if expectation.depth is None:
            raise AuditInputError(f"{expectation.case_id}: no declared depth")
        name = bucket_of(expectation.depth)
        if name is None:
            skipped.append(expectation.case_id)
            continue
        members[name].append(score(expectation, result))

    baseline_rows = members["depth_1"]
    baseline = rate(sum(1 for s in baseline_rows if s.verdict == "correct"), len(baseline_rows))
    buckets = []
    for name, low, _ in BUCKETS:
        rows = members[name]
        counts = count(rows)
        accuracy = rate(counts.correct, counts.cases)
        required: Optional[Fraction] = None
        satisfied: Optional[bool] = None
        if name != "depth_1" and counts.cases and baseline.denominator:
            required = bound(baseline.value(), low)
            satisfied = accuracy.value() >= required
        buckets.append(Bucket(
            bucket=name, representative_depth=low, counts=counts, accuracy=accuracy,
            bound_required=None if required is None else fraction_text(required),
            bound_satisfied=satisfied, covered=counts.cases >= MIN_CASES_PER_BUCKET,
        ))

    populated = tuple(b.bucket for b in buckets if b.counts.cases)
    covered = tuple(b.bucket for b in buckets if b.covered)
    evaluated = [b for b in buckets if b.bound_satisfied is not None]
    mechanism_wired = baseline.denominator > 0 and bool(evaluated)
    assertion_holds = mechanism_wired and all(b.bound_satisfied for b in evaluated)
    coverage_sufficient = len(covered) >= MIN_BUCKETS
    all_covered = len(covered) == len(BUCKETS)

    reasons = []
    if baseline.denominator == 0:
        reasons.append("no depth_1 cases: the bound has no baseline")
    elif not evaluated:
        reasons.append("only depth_1 is populated: no deeper bucket to hold to the bound")
    for b in evaluated:
        if not b.bound_satisfied:
            reasons.append(f"{b.bucket} accuracy {b.accuracy.fraction} is below the bound {b.bound_required}")
    if not coverage_sufficient:
        reasons.append(f"coverage insufficient: buckets with ≥{MIN_CASES_PER_BUCKET} cases: "
                       f"{list(covered)} (need ≥{MIN_BUCKETS})")
    if baseline.denominator and baseline.numerator == 0:
        reasons.append("depth_1 accuracy is 0, so the bound is vacuous")

    return DepthCurveReport(
        auditor="depth_curve", lane=lane, epsilon=fraction_text(EPSILON), cases_total=len(pairs),
        cases_bucketed=sum(len(v) for v in members.values()), cases_skipped_depth_0=len(skipped),
        skipped_case_ids=tuple(skipped), cases_not_applicable=not_applicable, buckets=tuple(buckets),
        populated_buckets=populated, covered_buckets=covered, mechanism_wired=mechanism_wired,
        assertion_holds=assertion_holds, coverage_sufficient=coverage_sufficient,
        all_buckets_covered=all_covered,
        passed=mechanism_wired and assertion_holds and coverage_sufficient and not (baseline.numerator == 0),
        refusal_reason="; ".join(reasons),
    )


def exit_code(report: DepthCurveReport) -> int:
    """0 iff the assertion holds (docs/auditors.md)."""
    return 0 if report.assertion_holds else 1
