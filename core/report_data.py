"""What the HTML report shows, as plain JSON-able data, computed only from projection states.

``report_data(head, states)`` is pure: the same states give the same dict (and so the same
bytes once rendered). Every number the report plots or tabulates is in this dict; the page
embeds it as a JSON block so a test (or an operator) can check the plots against the log.
Numbers stay exact here (integers, fraction strings, 4-place decimal strings); floats appear
only inside the plotting code.
"""
from __future__ import annotations

from typing import Any

import msgspec

from core.run_service import coverage
from projections.refusal_audit import group_audit

# Everything the report reads. Nothing else (no files, no clock) enters the page.
PROJECTIONS = ("log.stats", "runs", "capability", "decomposer_state", "verdict_index", "refusal_audit",
               "packs", "corpora")

TOP_GROUPS = 8
"""Refusal groups shown per corpus (largest first)."""
EXAMPLES = 3
"""Example cases shown per refusal group."""
MAX_VERDICTS = 200
"""Verdict rows listed in full (the index counts all of them)."""

SURFACED = ("pending", "ratified", "rejected", "refined")
"""Proposal statuses that reached the operator (ProposalEmitted); the rest were withheld/suppressed."""


def _summary(summary) -> dict[str, Any]:
    return {"n": summary.n, "correct": summary.correct, "wrong": summary.wrong, "refused": summary.refused,
            "unscored": summary.unscored, "coverage": coverage(summary)}


def corpora_rows(runs) -> list[dict[str, Any]]:
    """The latest completed run of every case set (lanes and outside corpora), by name."""
    rows = []
    for name in sorted(runs.latest):
        run_id = runs.latest[name]
        report = runs.runs[run_id]
        rows.append({"name": name, "run_id": run_id, "pack_id": report.pack_id, **_summary(report.summary)})
    return rows


def _records(capability, auditor: str) -> list:
    return [capability.latest[k] for k in sorted(capability.latest) if capability.latest[k].auditor == auditor]


def depth_curves(capability) -> list[dict[str, Any]]:
    out = []
    for rec in _records(capability, "depth_curve"):
        rep = rec.report
        buckets = [{"bucket": b["bucket"], "depth": b["representative_depth"], "cases": b["counts"]["cases"],
                    "correct": b["counts"]["correct"], "accuracy": b["accuracy"]["fraction"],
                    "bound": b["bound_required"], "holds": b["bound_satisfied"], "covered": b["covered"]}
                   for b in rep["buckets"]]
        out.append({"lane": rec.lane, "epsilon": rep["epsilon"], "assertion_holds": rep["assertion_holds"],
                    "passed": rep["passed"], "report_digest": rec.report_digest, "buckets": buckets})
    return out


COUNT_KEYS = ("cases", "correct", "refused_as_expected", "refused_unexpectedly", "wrong", "crashed")


def adversarial(capability) -> list[dict[str, Any]]:
    out = []
    for rec in _records(capability, "adversarial"):
        rep = rec.report
        out.append({"lane": rec.lane, "cases_total": rep["cases_total"], "families_covered": rep["families_covered"],
                    "passed": rep["passed"], "report_digest": rec.report_digest,
                    "families": [{"family": f["family"], **{k: f["counts"][k] for k in COUNT_KEYS},
                                  "covered": f["covered"]} for f in rep["families"]]})
    return out


def perturbation(capability) -> list[dict[str, Any]]:
    out = []
    for rec in _records(capability, "perturbation"):
        rep = rec.report
        out.append({"lane": rec.lane, "preserving": rep["preserving_rate"]["fraction"],
                    "breaking": rep["breaking_rate"]["fraction"], "skipped_total": rep["skipped_total"],
                    "passed": rep["passed"], "report_digest": rec.report_digest,
                    "transforms": [{"transform": t["transform"], "kind": t["kind"],
                                    **{k: t["counts"][k] for k in COUNT_KEYS}, "skipped": t["skipped"]}
                                   for t in rep["transforms"]]})
    return out


def _proposal_counts(records: list) -> dict[str, int]:
    counts = {k: 0 for k in ("surfaced", "pending", "ratified", "rejected", "refined", "withheld", "suppressed")}
    for rec in records:
        counts[rec.status] += 1
        if rec.status in SURFACED:
            counts["surfaced"] += 1
    return counts


def learning_curves(runs, decomposer) -> list[dict[str, Any]]:
    """One curve per case set whose name says ``train``, paired with the name that says ``holdout``
    instead (``loop-train:arc-train`` with ``loop-holdout:arc-holdout``, ``loop:train`` with
    ``loop:holdout``); the holdout side is empty when no such runs exist.

    A round is one distinct train run, in the order the runs completed (re-running with an
    unchanged pack appends nothing, so it is not a new round). Round r's proposals are the
    ones decomposed from round r−1's run (their base pack is that run's pack) — the verdicts on
    them produced round r's pack, as in ``core loop``'s own round report. Proposals based on the
    last round's pack have not led to a new round yet and are reported as ``open``.
    """
    by_base: dict[str, list] = {}
    for pid in decomposer.order:
        rec = decomposer.proposals[pid]
        by_base.setdefault(rec.proposal.base_pack, []).append(rec)
    curves = []
    for train_name in sorted(n for n in runs.latest if "train" in n):
        holdout_name = train_name.replace("train", "holdout")
        train_runs = [runs.runs[r] for r in runs.order if runs.runs[r].corpus_name == train_name]
        holdout_by_pack = {runs.runs[r].pack_id: runs.runs[r] for r in runs.order
                           if runs.runs[r].corpus_name == holdout_name}
        rounds, previous = [], None
        for number, run in enumerate(train_runs):
            hold = holdout_by_pack.get(run.pack_id)
            rounds.append({"round": number, "pack_id": run.pack_id, "train": _summary(run.summary),
                           "holdout": _summary(hold.summary) if hold else None,
                           "proposals": _proposal_counts(by_base.get(previous, []) if previous else [])})
            previous = run.pack_id
        curves.append({"train": train_name, "holdout": holdout_name if holdout_by_pack else None,
                       "rounds": rounds, "open": _proposal_counts(by_base.get(previous, []))})
    return curves


def refusal_groups(audit, corpora) -> list[dict[str, Any]]:
    """Per case set, the largest refusal groups of its latest run, each with a few example cases."""
    out = []
    for name in sorted(audit.latest):
        run_id = audit.latest[name]
        run = audit.runs[run_id]
        texts = {c.id: c.problem for c in corpora.by_id.get(run.corpus_id, [])}
        groups = group_audit(run, EXAMPLES)
        for g in groups:
            for ex in g["examples"]:
                ex["problem"] = texts.get(ex["case_id"], "")
        out.append({"corpus": name, "run_id": run_id, "refusals": len(run.refusals), "groups_total": len(groups),
                    "groups": groups[:TOP_GROUPS]})
    return out


def verdicts(index, decomposer) -> dict[str, Any]:
    signatures = []
    entries = []
    for sig in sorted(index.signatures):
        s = index.signatures[sig]
        signatures.append({"signature": sig, "change_kind": s.change_kind, "ratified": s.ratified,
                           "rejected": s.rejected, "refined": s.refined, "tighten": s.tighten,
                           "confidence_per_mille": decomposer.confidence.get(sig)})
        for v in s.verdicts:
            entries.append({"signature": sig, **msgspec.to_builtins(v)})
    return {"total": len(entries), "signatures": signatures, "entries": entries[:MAX_VERDICTS]}


def proposals_summary(decomposer) -> dict[str, int]:
    return _proposal_counts([decomposer.proposals[p] for p in decomposer.order])


def report_data(head_position: int, head_chain: str, states: dict[str, Any]) -> dict[str, Any]:
    """Everything the report shows; ``states`` maps each name in PROJECTIONS to its state."""
    stats, runs, cap = states["log.stats"], states["runs"], states["capability"]
    dec, packs = states["decomposer_state"], states["packs"]
    return {
        "head": {"position": head_position, "chain": head_chain},
        "events": {"total": stats.events, "by_kind": dict(sorted(stats.by_kind.items()))},
        "packs": {"current": packs.current, "known": len(packs.by_id),
                  "ratified_changes": sum(1 for o in packs.origins.values() if o.proposal_id)},
        "corpora": corpora_rows(runs),
        "depth_curves": depth_curves(cap),
        "adversarial": adversarial(cap),
        "perturbation": perturbation(cap),
        "learning": learning_curves(runs, dec),
        "proposals": proposals_summary(dec),
        "refusals": refusal_groups(states["refusal_audit"], states["corpora"]),
        "verdicts": verdicts(states["verdict_index"], dec),
    }
