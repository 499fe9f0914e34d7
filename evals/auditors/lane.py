"""What B1, B2 and B3 have in common: a labelled outcome per case, scored the same way.

A lane case expects one of a few labels (``equivalent`` / ``not_equivalent`` / ``refused`` for B1,
``replay_equivalent`` / ``not_equivalent`` / ``refused`` for B2). Scoring: the same label is
correct; a non-refusal label that disagrees is **wrong**; an unexpected refusal is a failure but
not wrong; a crash is its own class.
"""
from __future__ import annotations

import json
from collections.abc import Iterable, Sequence

import msgspec

from evals.auditors.rates import Rate, rate
from evals.auditors.rows import AuditInputError, ScoredCase, VerdictCounts, count

REFUSED = "refused"


def score_label(case_id: str, expected: str, actual: str) -> ScoredCase:
    if actual == "crashed":
        verdict = "crashed"
    elif actual == REFUSED:
        verdict = "refused_as_expected" if expected == REFUSED else "refused_unexpectedly"
    else:
        verdict = "correct" if actual == expected else "wrong"
    return ScoredCase(case_id=case_id, verdict=verdict, expected=expected, actual=actual)


class LaneSummary(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    lane: str
    counts: VerdictCounts
    accuracy: Rate
    """Cases whose outcome is the expected one (including expected refusals) over all cases."""
    wrong: int


def summarize(lane: str, scored: Sequence[ScoredCase]) -> LaneSummary:
    counts = count(scored)
    return LaneSummary(lane=lane, counts=counts, accuracy=rate(counts.passed_cases, counts.cases), wrong=counts.wrong)


def read_jsonl(text: str, source: str) -> list[dict]:
    """Parse JSON lines; a bad line is a one-line error naming the source and line number."""
    rows = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise AuditInputError(f"{source}:{number}: not JSON ({exc.msg})") from None
        if not isinstance(row, dict):
            raise AuditInputError(f"{source}:{number}: a case must be a JSON object")
        rows.append(row)
    return rows


def require_str(row: dict, field: str, source: str, allowed: Iterable[str] | None = None) -> str:
    value = row.get(field)
    if not isinstance(value, str):
        raise AuditInputError(f"{source}: case {row.get('case_id', '?')!r} lacks a string {field!r}")
    if allowed is not None and value not in allowed:
        raise AuditInputError(f"{source}: case {row.get('case_id', '?')!r} has {field}={value!r}, not one of {sorted(allowed)}")
    return value
