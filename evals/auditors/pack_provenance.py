"""Pack provenance: every trace step's lemma id resolves to an entry of the pack the run used.

Fixes W6 of the original:

- the caller passes the lemma ids of each pack version **from the pack-state projection** (what
  the log says the pack held), not from the reader's own table, and each case names the version
  it ran with; a case whose version is unknown is a violation;
- a solved case with **no steps is not validated** (it is counted as ``no_steps`` and shown): an
  answer with no trace proves nothing about provenance;
- a crash is its own count.

Per case: ``validated`` (solved, ≥ 1 step, every lemma resolves), ``violated`` (a lemma — or the
pack version — does not resolve), ``no_steps``, ``skipped_unsolved`` (refused), ``crashed``.
Gate (``passed``): ≥ 1 validated case, violated == 0, crashed == 0. Exit 0 iff passed.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping

import msgspec

from evals.auditors.rows import AuditInputError, CaseResult

STATUSES = ("validated", "violated", "no_steps", "skipped_unsolved", "crashed")


class ProvenanceRow(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    case_id: str
    status: str
    pack_version: str
    step_count: int
    lemma_ids: tuple[str, ...]
    unresolved_lemma_ids: tuple[str, ...]
    reason: str


class PackProvenanceReport(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    auditor: str
    lane: str
    cases_total: int
    cases_validated: int
    cases_violated: int
    cases_no_steps: int
    cases_skipped_unsolved: int
    cases_crashed: int
    lemma_ids_observed: tuple[str, ...]
    per_case: tuple[ProvenanceRow, ...]
    mechanism_wired: bool
    assertion_holds: bool
    passed: bool
    refusal_reason: str


def _judge(result: CaseResult, packs: Mapping[str, frozenset[str]]) -> ProvenanceRow:
    version = result.pack_version or ""
    base = dict(case_id=result.case_id, pack_version=version, step_count=len(result.lemma_ids),
                lemma_ids=tuple(result.lemma_ids))
    if result.outcome == "crashed":
        return ProvenanceRow(status="crashed", unresolved_lemma_ids=(), reason=result.error or "", **base)
    if result.outcome == "refused":
        return ProvenanceRow(status="skipped_unsolved", unresolved_lemma_ids=(), reason=result.refusal_reason or "", **base)
    if not result.lemma_ids:
        return ProvenanceRow(status="no_steps", unresolved_lemma_ids=(), reason="solved with no trace steps", **base)
    if version not in packs:
        return ProvenanceRow(status="violated", unresolved_lemma_ids=tuple(sorted(set(result.lemma_ids))),
                             reason=f"pack version {version!r} is not in the log", **base)
    unresolved = tuple(sorted({lemma for lemma in result.lemma_ids if lemma not in packs[version]}))
    if unresolved:
        return ProvenanceRow(status="violated", unresolved_lemma_ids=unresolved,
                             reason=f"{len(unresolved)} lemma id(s) not in pack {version}", **base)
    return ProvenanceRow(status="validated", unresolved_lemma_ids=(), reason="", **base)


def audit(results: Iterable[CaseResult], packs: Mapping[str, frozenset[str]], lane: str = "B3") -> PackProvenanceReport:
    """``packs``: pack version -> the lemma ids that version holds (from the pack projection)."""
    seen: set[str] = set()
    rows = []
    for result in results:
        if result.case_id in seen:
            raise AuditInputError(f"duplicate result for case {result.case_id!r}")
        seen.add(result.case_id)
        rows.append(_judge(result, packs))
    rows.sort(key=lambda r: r.case_id)
    tally = {s: sum(1 for r in rows if r.status == s) for s in STATUSES}
    observed = tuple(sorted({lemma for r in rows for lemma in r.lemma_ids}))
    mechanism_wired = tally["validated"] + tally["violated"] > 0
    assertion_holds = tally["violated"] == 0 and tally["crashed"] == 0
    reasons = []
    if not mechanism_wired:
        reasons.append("no solved case with trace steps: nothing was checked")
    first_bad = next((r for r in rows if r.status == "violated"), None)
    if first_bad:
        reasons.append(f"{tally['violated']} case(s) violate provenance, first {first_bad.case_id}: {first_bad.reason}")
    if tally["crashed"]:
        reasons.append(f"{tally['crashed']} crash(es)")
    return PackProvenanceReport(
        auditor="pack_provenance", lane=lane, cases_total=len(rows), cases_validated=tally["validated"],
        cases_violated=tally["violated"], cases_no_steps=tally["no_steps"],
        cases_skipped_unsolved=tally["skipped_unsolved"], cases_crashed=tally["crashed"],
        lemma_ids_observed=observed, per_case=tuple(rows), mechanism_wired=mechanism_wired,
        assertion_holds=assertion_holds, passed=mechanism_wired and assertion_holds,
        refusal_reason="; ".join(reasons),
    )


def exit_code(report: PackProvenanceReport) -> int:
    return 0 if report.passed else 1
