"""What the review pages show, as plain dicts built from projection states (no web code here).

The verdict itself is not built here: ``submit`` hands a ``loop_service.VerdictInput`` to
``loop_service.append_verdicts`` — the function ``core verdict append`` calls — so validation,
the verdict event and the pack change are the CLI's own.
"""
from __future__ import annotations

import json
from typing import Any, Optional

import msgspec

from core import log_service, loop_service
from core.errors import UsageError
from core.signing import Signer
from domain.loop.packdiff import pack_diff
from domain.reader.pack import PackChange, PackChangeError, apply_change
from eventstore.log import EventLog

STATES = ("decomposer_state", "packs", "verdict_index", "refusal_audit", "corpora", "reviewers")
DECIDED = ("ratified", "rejected", "refined")


def _pretty(obj: Any) -> str:
    return json.dumps(msgspec.to_builtins(obj), sort_keys=True, indent=2, ensure_ascii=False)


def load(log: EventLog) -> dict[str, Any]:
    with log_service.translate():
        st = loop_service.states(log, *STATES)
        st["head"] = log.head()
    return st


def index(st: dict[str, Any]) -> dict[str, Any]:
    dec, packs = st["decomposer_state"], st["packs"]
    pending, decided, counts = [], [], {}
    for pid in dec.order:
        rec = dec.proposals[pid]
        counts[rec.status] = counts.get(rec.status, 0) + 1
        row = {"id": pid, "status": rec.status, "rank": rec.rank, "change_kind": rec.proposal.change_kind,
               "family": rec.proposal.family, "lemma": rec.proposal.lemma, "evidence": len(rec.proposal.evidence),
               "confidence": rec.proposal.confidence, "verdict": _verdict(st, pid)}
        if rec.status == "pending":
            pending.append(row)
        elif rec.status in DECIDED:
            decided.append(row)
    pending.sort(key=lambda r: (r["rank"], r["id"]))
    return {"pending": pending, "decided": decided[::-1], "counts": dict(sorted(counts.items())),
            "current_pack": packs.current, "head": st["head"].position}


def _verdict(st: dict[str, Any], pid: str) -> Optional[dict[str, Any]]:
    entry = st["verdict_index"].by_proposal.get(pid)
    return msgspec.to_builtins(entry) if entry is not None else None


def _case_texts(st: dict[str, Any], base_pack: str) -> dict[str, Any]:
    """Case id → spec, from the corpora of the runs read with the proposal's base pack first."""
    corpora, audit = st["corpora"], st["refusal_audit"]
    first = [run.corpus_id for run in audit.runs.values() if run.pack_id == base_pack]
    out: dict[str, Any] = {}
    for cid in first + sorted(corpora.by_id):
        for case in corpora.by_id.get(cid, []):
            out.setdefault(case.id, case)
    return out


def proposal(st: dict[str, Any], proposal_id: str) -> dict[str, Any]:
    rec = loop_service.find_proposal(st["decomposer_state"], proposal_id)  # UsageError when unknown
    p = rec.proposal
    packs = st["packs"]
    # Pending: what ratifying would do to the pack in force now. Decided: what it did to its base.
    diff_against = "current" if rec.status == "pending" else "base"
    before = packs.by_id.get(packs.current if diff_against == "current" else p.base_pack)
    diff, diff_error = [], ""
    if before is None:
        diff_error = f"the log has no {diff_against} pack"
    else:
        after = before
        try:
            for change in p.changes:
                after = apply_change(after, change)
            diff = pack_diff(before, after)
        except PackChangeError as exc:
            diff_error = f"does not apply to the {diff_against} pack: {exc}"
    cases = _case_texts(st, p.base_pack)
    evidence = [{"case_id": c, "problem": cases[c].problem if c in cases else "",
                 "gold": (cases[c].gold or "") if c in cases else ""} for c in p.evidence]
    arms = [{"arm": a.arm, "outcome": a.outcome, "tested": a.cases_tested, "admitted": a.cases_admitted,
             "correct": a.cases_correct, "wrong": a.cases_wrong, "changed": a.cases_changed_answer,
             "digest": a.digest, "rows": [msgspec.to_builtins(r) for r in a.rows]} for a in p.arms]
    trace = [{"index": s.index, "kind": s.kind, "claim": s.claim, "justification": s.justification,
              "inputs": s.inputs, "payload": _pretty(s.payload) if s.payload else ""} for s in p.trace]
    return {"id": p.proposal_id, "status": rec.status, "rank": rec.rank, "failing_arm": rec.failing_arm,
            "detail": rec.detail, "change_kind": p.change_kind, "family": p.family, "lemma": p.lemma,
            "commonality": p.structural_commonality, "signature": p.signature, "confidence": p.confidence,
            "tightened": p.tightened, "b2": msgspec.to_builtins(p.b2), "wrong_zero": p.wrong_zero_assertion,
            "replay_hash": p.replay_equivalence_hash, "base_pack": p.base_pack, "current_pack": packs.current,
            "changes": _pretty(p.changes), "diff": diff, "diff_error": diff_error, "diff_against": diff_against, "evidence": evidence,
            "arms": arms, "trace": trace, "trace_id": p.trace_id, "verdict": _verdict(st, p.proposal_id),
            "head": st["head"].position}


def parse_refinement_text(text: str) -> Optional[list[PackChange]]:
    """The refine form's JSON (one pack change or a list of them); None when left empty."""
    if not text.strip():
        return None
    try:
        data = msgspec.json.decode(text.encode())
        if isinstance(data, dict):
            data = [data]
        return msgspec.convert(data, type=list[PackChange])
    except (msgspec.DecodeError, msgspec.ValidationError) as exc:
        raise UsageError(f"malformed refinement (a pack change or a list of them): {exc}") from None


def parse_step(text: str) -> Optional[int]:
    text = text.strip()
    if not text:
        return None
    try:
        return int(text)
    except ValueError:
        raise UsageError(f"step must be a trace step index (an integer), not {text!r}") from None


def signing(st: dict[str, Any], signer: Optional[Signer]) -> Optional[dict[str, str]]:
    """Which key the page signs with, and the reviewer it is registered to ('' if none)."""
    if signer is None:
        return None
    key = st["reviewers"].keys.get(signer.key_id)
    return {"key_id": signer.key_id, "reviewer": key.reviewer if key is not None and not key.revoked_at else ""}


def submit(log: EventLog, proposal_id: str, form: dict[str, str], signer: Optional[Signer] = None) -> int:
    """Records one verdict from the review form through the CLI's own service, signed with the page's
    key (``core review --key``); returns events appended."""
    verdict = loop_service.VerdictInput(
        proposal_id=proposal_id, decision=form.get("decision", ""), reviewer=form.get("reviewer", ""),
        reason=form.get("reason", ""), decided_at=form.get("decided_at", ""),
        refinement=parse_refinement_text(form.get("refinement", "")), step=parse_step(form.get("step", "")))
    with log_service.translate():
        return loop_service.append_verdicts(log, [verdict], signer)
