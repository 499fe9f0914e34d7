"""B1 symbolic-equivalence lane over fixture rows: decide each pair, score it against its label.

Fixture: the original's 30 curated pairs plus its 155 generated pairs (seed 131101), read as JSON
lines ``{case_id, expression_a, expression_b, expected, category, provenance}``.
"""
from __future__ import annotations

from collections.abc import Sequence

import msgspec

from domain.symbolic import FIXTURE_V1B, Scope, decide
from evals.auditors.lane import LaneSummary, read_jsonl, require_str, score_label, summarize
from evals.auditors.rows import AuditInputError, ScoredCase

LABELS = frozenset({"equivalent", "not_equivalent", "refused"})


class B1Case(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    case_id: str
    expression_a: str
    expression_b: str
    expected: str
    category: str = ""


class B1Row(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    case_id: str
    expected: str
    actual: str
    verdict: str
    refusal_reason: str = ""
    refusal_side: str = ""


class B1Report(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    lane: str
    scope: str
    summary: LaneSummary
    rows: tuple[B1Row, ...]


def parse_cases(text: str, source: str = "b1") -> list[B1Case]:
    cases, seen = [], set()
    for row in read_jsonl(text, source):
        case = B1Case(
            case_id=require_str(row, "case_id", source),
            expression_a=require_str(row, "expression_a", source),
            expression_b=require_str(row, "expression_b", source),
            expected=require_str(row, "expected", source, LABELS),
            category=str(row.get("category", "")),
        )
        if case.case_id in seen:
            raise AuditInputError(f"{source}: duplicate case id {case.case_id!r}")
        seen.add(case.case_id)
        cases.append(case)
    return cases


def run(cases: Sequence[B1Case], scope: Scope = FIXTURE_V1B, lane: str = "B1") -> B1Report:
    """Decide every pair (sorted by case id) and score it. Deterministic: same cases, same bytes."""
    rows: list[B1Row] = []
    scored: list[ScoredCase] = []
    for case in sorted(cases, key=lambda c: c.case_id):
        try:
            decision = decide(case.expression_a, case.expression_b, scope)
            actual = decision.outcome
        except Exception as exc:  # a crash is reported as a crash, never as a refusal
            decision, actual = None, "crashed"
            reason = f"{type(exc).__name__}: {exc}"
        s = score_label(case.case_id, case.expected, actual)
        scored.append(s)
        refusal = decision.refusal if decision is not None else None
        rows.append(B1Row(
            case_id=case.case_id, expected=case.expected, actual=actual, verdict=s.verdict,
            refusal_reason=refusal.reason if refusal else (reason if decision is None else ""),
            refusal_side=(decision.side or "") if decision is not None and refusal else "",
        ))
    return B1Report(lane=lane, scope=scope.name, summary=summarize(lane, scored), rows=tuple(rows))


def scored_cases(report: B1Report) -> list[ScoredCase]:
    """The report's rows as gate evidence."""
    return [ScoredCase(case_id=r.case_id, verdict=r.verdict, expected=r.expected, actual=r.actual) for r in report.rows]
