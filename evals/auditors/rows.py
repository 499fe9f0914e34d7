"""The typed rows every auditor reads: what a case expects, what the reader did, how it scores.

Auditors are pure functions over these rows. The caller (the lane-run projection) builds them
from the log; an auditor never runs the reader and never reads a report file. Every oracle lives
in an ``Expectation`` that comes from the data set, so a wrong answer is measurable (W1, W3).
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from typing import Literal, Optional

import msgspec


class AuditInputError(ValueError):
    """The rows handed to an auditor are malformed (unknown family, depth out of schema, a
    result with no expectation, ...). The CLI reports it as a usage error (exit 2)."""

    exit_code = 2


Outcome = Literal["solved", "refused", "crashed"]
Verdict = Literal["correct", "refused_as_expected", "refused_unexpectedly", "wrong", "crashed"]
VERDICTS: tuple[str, ...] = ("correct", "refused_as_expected", "refused_unexpectedly", "wrong", "crashed")


class Expectation(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """What the data set says one case must produce."""

    case_id: str
    expect: Literal["answer", "refuse"]
    answer: Optional[str] = None
    """Exact answer: an integer, a fraction ``"7/2"`` or a terminating decimal ``"3.5"``."""
    unit: Optional[str] = None
    depth: Optional[int] = None
    """The case's declared reasoning depth (number of operations), from the data set."""
    family: Optional[str] = None
    """Adversarial family, for the adversarial auditor."""


class CaseResult(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """What the reader did on one case, as recorded in a lane run."""

    case_id: str
    outcome: Outcome
    answer: Optional[str] = None
    unit: Optional[str] = None
    refusal_reason: Optional[str] = None
    error: Optional[str] = None
    """For a crash: the exception's type and message. A crash is never a refusal."""
    lemma_ids: tuple[str, ...] = ()
    """The lemma id of every trace step, in step order."""
    pack_version: Optional[str] = None
    """The pack version the run used (its content id or name)."""


class ScoredCase(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One case's verdict, as evidence for a lane summary and the composite gate."""

    case_id: str
    verdict: Verdict
    expected: str
    actual: str


_EXACT = re.compile(r"-?\d+(/\d+|\.\d+)?")


def parse_exact(text: str) -> Optional[Fraction]:
    """An exact answer string as a Fraction, or None when it is not one (floats never enter)."""
    if not isinstance(text, str):
        return None
    text = text.strip()
    if not _EXACT.fullmatch(text):
        return None
    if text.endswith("/0"):
        return None
    return Fraction(text)


def _norm_unit(unit: Optional[str]) -> Optional[str]:
    return None if unit is None else " ".join(unit.lower().split())


def _describe(result: CaseResult) -> str:
    if result.outcome == "solved":
        return f"{result.answer} {result.unit}" if result.unit else f"{result.answer}"
    if result.outcome == "refused":
        return f"refused: {result.refusal_reason or 'unspecified'}"
    return f"crashed: {result.error or 'unspecified'}"


def expected_text(expectation: Expectation) -> str:
    if expectation.expect == "refuse":
        return "refuse"
    return f"{expectation.answer} {expectation.unit}" if expectation.unit else f"{expectation.answer}"


def score(expectation: Expectation, result: CaseResult) -> ScoredCase:
    """Score one case against its expectation.

    A solved answer where a refusal was expected is wrong; a different answer (or unit) is
    wrong; an unexpected refusal is a failure but not wrong; a crash is its own class.
    """
    if expectation.case_id != result.case_id:
        raise AuditInputError(f"case ids differ: {expectation.case_id!r} vs {result.case_id!r}")
    verdict: Verdict
    if result.outcome == "crashed":
        verdict = "crashed"
    elif result.outcome == "refused":
        verdict = "refused_as_expected" if expectation.expect == "refuse" else "refused_unexpectedly"
    elif expectation.expect == "refuse":
        verdict = "wrong"
    else:
        want = parse_exact(expectation.answer or "")
        got = parse_exact(result.answer or "")
        same_value = got is not None and got == want
        same_unit = expectation.unit is None or _norm_unit(expectation.unit) == _norm_unit(result.unit)
        verdict = "correct" if same_value and same_unit else "wrong"
    return ScoredCase(case_id=result.case_id, verdict=verdict, expected=expected_text(expectation),
                      actual=_describe(result))


def check_expectation(expectation: Expectation) -> None:
    """Refuse an expectation that cannot serve as an oracle."""
    if expectation.expect == "answer" and parse_exact(expectation.answer or "") is None:
        raise AuditInputError(f"{expectation.case_id}: expected answer {expectation.answer!r} is not an exact number")
    if expectation.expect == "refuse" and expectation.answer is not None:
        raise AuditInputError(f"{expectation.case_id}: a case expected to refuse cannot carry an answer")


def pair(expectations: Iterable[Expectation], results: Iterable[CaseResult]) -> list[tuple[Expectation, CaseResult]]:
    """Join expectations and results one-to-one by case id, sorted by case id.

    A missing or extra result is a wiring defect, reported as such rather than dropped.
    """
    by_id: dict[str, Expectation] = {}
    for e in expectations:
        if e.case_id in by_id:
            raise AuditInputError(f"duplicate expectation for case {e.case_id!r}")
        check_expectation(e)
        by_id[e.case_id] = e
    got: dict[str, CaseResult] = {}
    for r in results:
        if r.case_id in got:
            raise AuditInputError(f"duplicate result for case {r.case_id!r}")
        if r.case_id not in by_id:
            raise AuditInputError(f"result for case {r.case_id!r} has no expectation")
        got[r.case_id] = r
    missing = sorted(set(by_id) - set(got))
    if missing:
        raise AuditInputError(f"{len(missing)} case(s) have no result, first {missing[0]!r}")
    return [(by_id[cid], got[cid]) for cid in sorted(by_id)]


class VerdictCounts(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    cases: int
    correct: int
    refused_as_expected: int
    refused_unexpectedly: int
    wrong: int
    crashed: int

    @property
    def passed_cases(self) -> int:
        """Cases whose outcome is what the data set asked for (an answer or a refusal)."""
        return self.correct + self.refused_as_expected


def count(scored: Sequence[ScoredCase]) -> VerdictCounts:
    tally: Mapping[str, int] = {v: sum(1 for s in scored if s.verdict == v) for v in VERDICTS}
    return VerdictCounts(cases=len(scored), **tally)


def expectation_from_dataset_row(row: Mapping) -> Expectation:
    """Adapt a project data-set row (``evals/data/*/cases.jsonl``: ``id``, ``expected`` =
    ``solved``|``refused``, ``answer``, ``unit``, ``depth``, ``family``) to an Expectation.

    A refused case may note the answer a careless reading would give; that counterfactual is not
    an oracle and is dropped.
    """
    case_id = row.get("id", row.get("case_id"))
    if not isinstance(case_id, str):
        raise AuditInputError("a data-set row lacks a string id")
    expected = row.get("expected")
    depth = row.get("depth")
    if depth is not None and (not isinstance(depth, int) or isinstance(depth, bool)):
        raise AuditInputError(f"{case_id}: depth must be an integer")
    family = row.get("family")
    if expected == "refused":
        return Expectation(case_id=case_id, expect="refuse", depth=depth, family=family)
    if expected != "solved":
        raise AuditInputError(f"{case_id}: expected must be 'solved' or 'refused', got {expected!r}")
    answer = row.get("answer")
    if isinstance(answer, bool) or not isinstance(answer, (int, str)):
        raise AuditInputError(f"{case_id}: answer must be an integer or an exact string, got {answer!r}")
    expectation = Expectation(case_id=case_id, expect="answer", answer=str(answer), unit=row.get("unit"),
                              depth=depth, family=family)
    check_expectation(expectation)
    return expectation
