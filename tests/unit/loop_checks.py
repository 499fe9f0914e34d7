"""Shared helpers for the decomposer tests: a small hand-made corpus read into the audit the loop starts from."""
from __future__ import annotations

from core.run_service import score
from domain.events.corpus import CaseSpec
from domain.loop.model import AuditRow, AuditRun
from domain.reader import Refused, pack_digest, read


def audit(cases: list[CaseSpec], pack) -> AuditRun:
    """The refusal audit of ``cases`` read with ``pack`` (refusals with their evidence, correct answers)."""
    run = AuditRun(corpus_id="c", corpus_name="t", pack_id=pack_digest(pack), n=len(cases))
    for c in cases:
        r = read(c.problem, pack)
        if isinstance(r, Refused):
            run.refusals.append(AuditRow(case_id=c.id, evidence=r.evidence))
        elif score(c, r) == "correct":
            run.correct[c.id] = r.answer
    run.completed = True
    return run
