"""``refusal_audit``: per reader run, every refusal with its full evidence and the known-good set.

Replaces the original's audit brief: the report groups these rows by reason x missing operator x
frame (``group_audit``); the decomposer reads the rows of one run.
"""
from __future__ import annotations

from domain.events.runs import CaseRead, RunCompleted, RunStarted
from domain.loop.model import AuditRow, AuditRun, AuditState
from domain.reader.results import Refused
from projections.framework import Projection, register


class RefusalAudit(Projection):
    name = "refusal_audit"
    version = 1
    handles = (RunStarted, CaseRead, RunCompleted)
    state_type = AuditState

    def initial(self) -> AuditState:
        return AuditState()

    def apply(self, state: AuditState, event) -> AuditState:
        if isinstance(event, RunStarted):
            state.runs[event.run_id] = AuditRun(corpus_id=event.corpus_id, corpus_name=event.corpus_name,
                                                pack_id=event.pack_id, n=event.n)
        elif isinstance(event, CaseRead):
            run = state.runs[event.run_id]
            if isinstance(event.result, Refused):
                run.refusals.append(AuditRow(case_id=event.case_id, evidence=event.result.evidence))
            elif event.score == "correct":
                run.correct[event.case_id] = event.result.answer
            elif event.score == "wrong":
                run.wrong.append(event.case_id)
        else:
            run = state.runs[event.run_id]
            run.completed = True
            state.latest[run.corpus_name] = event.run_id
        return state


def group_audit(run: AuditRun, examples: int = 3) -> list[dict]:
    """Refusals grouped by (reason, missing operator, frame), largest first, with example rows."""
    groups: dict[tuple[str, str, str], list[AuditRow]] = {}
    for row in run.refusals:
        e = row.evidence
        groups.setdefault((e.reason, e.missing_operator, e.frame), []).append(row)
    out = []
    for (reason, op, frame), rows in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        out.append({"reason": reason, "missing_operator": op, "shape": frame, "count": len(rows),
                    "examples": [{"case_id": r.case_id, "token": r.evidence.token_text, "detail": r.evidence.detail}
                                 for r in rows[:examples]]})
    return out


register(RefusalAudit())
