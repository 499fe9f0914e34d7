"""The composite math-expert gate over fresh lane runs, with a claim digest and a disclosure.

Fixes W8 of the original (a pure function over committed report files): the caller passes the
scored rows of **fresh** B1, B2 and B3 runs (from lane-run events in the log) and this function
recomputes everything from them; it never reads a file.

Gate: for each of B1, B2, B3 — at least one case, accuracy ≥ 95/100 (expected refusals count as
correct outcomes), wrong == 0 and crashed == 0. ``composite_gate_passed`` iff all three pass.

The claim digest is ``content_id(bundle, "claim")`` over the canonical evidence bundle: the
thresholds, every lane's per-case verdicts sorted by case id, and the caller's ``sources``
(e.g. lane-run event ids and the pack version), so a digest names exactly what was judged.

Outside corpora (AddSub, SingleOp, MultiArith, ...) are disclosed — coverage and wrong per
corpus — and never gate. Exit code: 0 iff ``composite_gate_passed``.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

import msgspec

from domain.codec import content_id
from evals.auditors.rates import Rate, at_least, fraction_text, rate
from evals.auditors.rows import AuditInputError, ScoredCase, VerdictCounts, count

GATED_LANES: tuple[str, ...] = ("B1", "B2", "B3")
MIN_ACCURACY = Fraction(95, 100)
MAX_WRONG = 0


class Thresholds(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    accuracy_min: str
    wrong_max: int
    crashed_max: int


class LaneVerdict(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    lane: str
    counts: VerdictCounts
    accuracy: Rate
    accuracy_passes: bool
    wrong_count_is_zero: bool
    passed: bool
    refusal_reason: str


class CorpusDisclosure(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    corpus: str
    counts: VerdictCounts
    answered: int
    coverage: Rate
    """Answered (correct + wrong) over all cases."""
    correct_of_answered: Rate


class EvidenceBundle(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    thresholds: Thresholds
    lanes: tuple[tuple[str, tuple[ScoredCase, ...]], ...]
    sources: tuple[tuple[str, str], ...]


class GateReport(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    auditor: str
    thresholds: Thresholds
    lanes: tuple[LaneVerdict, ...]
    composite_gate_passed: bool
    claim_digest: str
    outside_corpus_disclosure: tuple[CorpusDisclosure, ...]
    disclosure_gates: bool
    """Always False: the disclosure is shown, never gated on."""
    refusal_reason: str


THRESHOLDS = Thresholds(accuracy_min=fraction_text(MIN_ACCURACY), wrong_max=MAX_WRONG, crashed_max=0)


def _sorted_unique(lane: str, rows: Sequence[ScoredCase]) -> tuple[ScoredCase, ...]:
    ids = [r.case_id for r in rows]
    if len(set(ids)) != len(ids):
        raise AuditInputError(f"lane {lane}: duplicate case ids in its rows")
    return tuple(sorted(rows, key=lambda r: r.case_id))


def _lane_verdict(lane: str, rows: tuple[ScoredCase, ...]) -> LaneVerdict:
    counts = count(rows)
    accuracy = rate(counts.passed_cases, counts.cases)
    accuracy_passes = at_least(accuracy, MIN_ACCURACY)
    reasons = []
    if counts.cases == 0:
        reasons.append("no cases were run")
    elif not accuracy_passes:
        reasons.append(f"accuracy {accuracy.fraction} < {THRESHOLDS.accuracy_min}")
    if counts.wrong:
        reasons.append(f"{counts.wrong} wrong")
    if counts.crashed:
        reasons.append(f"{counts.crashed} crashed")
    passed = counts.cases > 0 and accuracy_passes and counts.wrong <= MAX_WRONG and counts.crashed == 0
    return LaneVerdict(lane=lane, counts=counts, accuracy=accuracy, accuracy_passes=accuracy_passes,
                       wrong_count_is_zero=counts.wrong == 0, passed=passed, refusal_reason="; ".join(reasons))


def _disclose(corpus: str, rows: Sequence[ScoredCase]) -> CorpusDisclosure:
    counts = count(rows)
    answered = counts.correct + counts.wrong
    return CorpusDisclosure(corpus=corpus, counts=counts, answered=answered, coverage=rate(answered, counts.cases),
                            correct_of_answered=rate(counts.correct, answered))


def evidence_bundle(lanes: Mapping[str, Sequence[ScoredCase]], sources: Mapping[str, str]) -> EvidenceBundle:
    return EvidenceBundle(
        thresholds=THRESHOLDS,
        lanes=tuple((lane, _sorted_unique(lane, lanes[lane])) for lane in sorted(lanes)),
        sources=tuple(sorted(sources.items())),
    )


def audit(lanes: Mapping[str, Sequence[ScoredCase]], outside: Mapping[str, Sequence[ScoredCase]] | None = None,
          sources: Mapping[str, str] | None = None) -> GateReport:
    """``lanes`` must hold B1, B2 and B3 (fresh runs); ``outside`` maps corpus name -> rows."""
    missing = [lane for lane in GATED_LANES if lane not in lanes]
    if missing:
        raise AuditInputError(f"the gate needs fresh runs of every gated lane; missing {missing}")
    bundle = evidence_bundle({k: lanes[k] for k in GATED_LANES}, sources or {})
    verdicts = tuple(_lane_verdict(lane, rows) for lane, rows in bundle.lanes)
    passed = all(v.passed for v in verdicts)
    disclosure = tuple(_disclose(name, (outside or {})[name]) for name in sorted(outside or {}))
    reasons = [f"{v.lane}: {v.refusal_reason}" for v in verdicts if not v.passed]
    return GateReport(
        auditor="math_expert_gate", thresholds=THRESHOLDS, lanes=verdicts, composite_gate_passed=passed,
        claim_digest=content_id(bundle, "claim"), outside_corpus_disclosure=disclosure, disclosure_gates=False,
        refusal_reason="; ".join(reasons),
    )


def exit_code(report: GateReport) -> int:
    return 0 if report.composite_gate_passed else 1
