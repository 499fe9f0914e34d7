"""Perturbation scoring: does the reader's answer move exactly as the transform predicts?

The transforms themselves live in ``evals/perturbation.py`` (another module); this one scores
their variants. Fixes W2 of the original:

- every variant carries its **predicted** answer, computed analytically from the transform and
  the case's own gold data by the transform author, never by running the reader; a breaking
  variant that predicts the original answer tests nothing and is refused as input;
- refusals, wrong answers and crashes each count against the rate (a variant is held only when
  the reader answers exactly the prediction), and are shown separately;
- skip reasons are counted and shown per transform, and every transform of the closed taxonomy
  must apply to at least one case (``coverage_sufficient``) — commutative reorder included.

Gate (``passed``): preserving rate == 1, breaking rate == 1, both with ≥ 1 variant, coverage
sufficient. Exit 0 iff passed.
"""
from __future__ import annotations

from collections.abc import Iterable

import msgspec

from evals.auditors.rates import Rate, rate
from evals.auditors.rows import AuditInputError, CaseResult, Expectation, ScoredCase, VerdictCounts, count, pair, parse_exact, score

# The closed taxonomy is defined once, beside the transforms that produce the variants.
from evals.perturbation import BREAKING, PRESERVING, TRANSFORMS  # noqa: E402


class Variant(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    variant_id: str
    """Unique, e.g. ``"b3-001:op_verb_flip"``; the result row for the variant uses it as case id."""
    case_id: str
    transform: str
    original_answer: str
    predicted_answer: str
    predicted_unit: str | None = None


class Skip(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    case_id: str
    transform: str
    reason: str


class TransformRow(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    transform: str
    kind: str
    counts: VerdictCounts
    skipped: int
    skip_reasons: tuple[tuple[str, int], ...]


class PerturbationReport(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    auditor: str
    lane: str
    preserving_rate: Rate
    breaking_rate: Rate
    transforms: tuple[TransformRow, ...]
    skipped_total: int
    failures: tuple[ScoredCase, ...]
    mechanism_wired: bool
    assertion_holds: bool
    coverage_sufficient: bool
    passed: bool
    refusal_reason: str


def _check(variant: Variant) -> None:
    kind = TRANSFORMS.get(variant.transform)
    if kind is None:
        raise AuditInputError(f"{variant.variant_id}: transform {variant.transform!r} is not in the closed taxonomy")
    original, predicted = parse_exact(variant.original_answer), parse_exact(variant.predicted_answer)
    if original is None or predicted is None:
        raise AuditInputError(f"{variant.variant_id}: answers must be exact numbers")
    if kind == BREAKING and original == predicted:
        raise AuditInputError(f"{variant.variant_id}: a breaking variant predicts the original answer; skip it instead")
    if kind == PRESERVING and original != predicted:
        raise AuditInputError(f"{variant.variant_id}: a preserving variant must predict the original answer")


def audit(variants: Iterable[Variant], skips: Iterable[Skip], results: Iterable[CaseResult],
          lane: str = "B3") -> PerturbationReport:
    variants = list(variants)
    for v in variants:
        _check(v)
    expectations = [Expectation(case_id=v.variant_id, expect="answer", answer=v.predicted_answer, unit=v.predicted_unit)
                    for v in variants]
    transform_of = {v.variant_id: v.transform for v in variants}
    scored = [score(e, r) for e, r in pair(expectations, results)]
    skips = list(skips)
    for s in skips:
        if s.transform not in TRANSFORMS:
            raise AuditInputError(f"skip of {s.case_id}: transform {s.transform!r} is not in the closed taxonomy")

    rows = []
    for transform, kind in TRANSFORMS.items():
        mine = [s for s in scored if transform_of[s.case_id] == transform]
        reasons: dict[str, int] = {}
        for s in skips:
            if s.transform == transform:
                reasons[s.reason] = reasons.get(s.reason, 0) + 1
        rows.append(TransformRow(transform=transform, kind=kind, counts=count(mine),
                                 skipped=sum(reasons.values()), skip_reasons=tuple(sorted(reasons.items()))))

    def kind_rate(kind: str) -> Rate:
        mine = [r for r in rows if r.kind == kind]
        return rate(sum(r.counts.correct for r in mine), sum(r.counts.cases for r in mine))

    preserving, breaking = kind_rate(PRESERVING), kind_rate(BREAKING)
    mechanism_wired = preserving.denominator > 0 and breaking.denominator > 0
    assertion_holds = mechanism_wired and preserving.numerator == preserving.denominator \
        and breaking.numerator == breaking.denominator
    unapplied = [r.transform for r in rows if r.counts.cases == 0]
    coverage_sufficient = not unapplied
    failures = tuple(s for s in scored if s.verdict != "correct")
    reasons = []
    if not mechanism_wired:
        reasons.append("a kind of transform has no variants")
    if failures:
        reasons.append(f"{len(failures)} variant(s) not answered as predicted, first {failures[0].case_id}: "
                       f"expected {failures[0].expected}, got {failures[0].actual}")
    if unapplied:
        reasons.append(f"transforms applied to no case: {unapplied}")
    return PerturbationReport(
        auditor="perturbation", lane=lane, preserving_rate=preserving, breaking_rate=breaking,
        transforms=tuple(rows), skipped_total=len(skips), failures=failures,
        mechanism_wired=mechanism_wired, assertion_holds=assertion_holds,
        coverage_sufficient=coverage_sufficient,
        passed=mechanism_wired and assertion_holds and coverage_sufficient,
        refusal_reason="; ".join(reasons),
    )


def exit_code(report: PerturbationReport) -> int:
    return 0 if report.passed else 1
