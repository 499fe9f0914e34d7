"""Adversarial auditor: problems built to tempt a wrong answer, each with its expected outcome.

Fixes W1 of the original: every case carries an expected outcome (refuse, or the true answer), so
``wrong`` is measured — an answer where a refusal was expected is wrong, a different answer is
wrong — and an exception is counted as ``crashed``, never as a refusal.

Gate: ≥ 45 cases, all 9 families of the closed taxonomy present with ≥ 5 cases each
(``coverage_sufficient``), and wrong == 0 and crashed == 0 (``assertion_holds``).
Exit code: 0 iff ``passed`` (= mechanism_wired ∧ assertion_holds ∧ coverage_sufficient).
"""
from __future__ import annotations

from collections.abc import Iterable

import msgspec

from evals.auditors.rows import AuditInputError, CaseResult, Expectation, ScoredCase, VerdictCounts, count, pair, score

FAMILIES: tuple[str, ...] = (
    "paraphrase",
    "unrecognized_unit",
    "conditional",
    "pronoun_coref",
    "hedged_quantity",
    "ordinal_confusion",
    "implicit_subject",
    "self_reference",
    "distractor_noise",
)
MIN_CASES = 45
MIN_FAMILIES = 9
MIN_PER_FAMILY = 5


class FamilyRow(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    family: str
    counts: VerdictCounts
    refused_honestly: int
    """Refusals, expected or not: honest outcomes that are not answers."""
    covered: bool


class AdversarialReport(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    auditor: str
    lane: str
    cases_total: int
    families_covered: int
    counts: VerdictCounts
    refused_honestly: int
    families: tuple[FamilyRow, ...]
    wrong_case_ids: tuple[str, ...]
    crashed_case_ids: tuple[str, ...]
    cases: tuple[ScoredCase, ...]
    mechanism_wired: bool
    assertion_holds: bool
    coverage_sufficient: bool
    passed: bool
    refusal_reason: str


def audit(expectations: Iterable[Expectation], results: Iterable[CaseResult], lane: str = "adversarial") -> AdversarialReport:
    pairs = pair(expectations, results)
    by_family: dict[str, list[ScoredCase]] = {f: [] for f in FAMILIES}
    for expectation, result in pairs:
        if expectation.family not in by_family:
            raise AuditInputError(f"{expectation.case_id}: family {expectation.family!r} is not in the closed taxonomy")
        by_family[expectation.family].append(score(expectation, result))
    scored = [s for f in FAMILIES for s in by_family[f]]
    scored.sort(key=lambda s: s.case_id)
    rows = []
    for family in FAMILIES:
        c = count(by_family[family])
        rows.append(FamilyRow(family=family, counts=c, refused_honestly=c.refused_as_expected + c.refused_unexpectedly,
                              covered=c.cases >= MIN_PER_FAMILY))
    totals = count(scored)
    families_covered = sum(1 for r in rows if r.covered)
    mechanism_wired = totals.cases > 0
    assertion_holds = mechanism_wired and totals.wrong == 0 and totals.crashed == 0
    coverage_sufficient = totals.cases >= MIN_CASES and families_covered >= MIN_FAMILIES

    reasons = []
    wrong_ids = tuple(s.case_id for s in scored if s.verdict == "wrong")
    crashed_ids = tuple(s.case_id for s in scored if s.verdict == "crashed")
    if wrong_ids:
        reasons.append(f"{len(wrong_ids)} wrong answer(s), first {wrong_ids[0]}")
    if crashed_ids:
        reasons.append(f"{len(crashed_ids)} crash(es), first {crashed_ids[0]}")
    if totals.cases < MIN_CASES:
        reasons.append(f"{totals.cases} cases (need ≥{MIN_CASES})")
    thin = [r.family for r in rows if not r.covered]
    if thin:
        reasons.append(f"families with <{MIN_PER_FAMILY} cases: {thin}")

    return AdversarialReport(
        auditor="adversarial", lane=lane, cases_total=totals.cases, families_covered=families_covered,
        counts=totals, refused_honestly=totals.refused_as_expected + totals.refused_unexpectedly,
        families=tuple(rows), wrong_case_ids=wrong_ids, crashed_case_ids=crashed_ids, cases=tuple(scored),
        mechanism_wired=mechanism_wired, assertion_holds=assertion_holds,
        coverage_sufficient=coverage_sufficient,
        passed=mechanism_wired and assertion_holds and coverage_sufficient,
        refusal_reason="; ".join(reasons),
    )


def exit_code(report: AdversarialReport) -> int:
    return 0 if report.passed else 1
