"""The learning loop at the command line: decompose, proposals, verdicts, packs, reports, loop run."""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, List, Optional

import msgspec
import typer
from rich.console import Console

from core import log_service, loop_service, reviewer_service, signing
from core.cli import app
from core.cli.progress import spinner
from core.errors import UsageError
from core.lanes import LANES, corpus_cases, lane_cases
from domain.loop.packdiff import pack_diff
from domain.reader import apply_change
from projections.refusal_audit import group_audit

out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False, soft_wrap=True)
JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON instead of text.")]


def _print_json(obj) -> None:
    sys.stdout.write(json.dumps(msgspec.to_builtins(obj), sort_keys=True, ensure_ascii=False) + "\n")


# --- decompose --------------------------------------------------------------------------------------


@app.command("decompose", epilog="Examples: core decompose ; core decompose --corpus lane:arc-train --json")
def decompose_cmd(
    ctx: typer.Context,
    run: Annotated[Optional[str], typer.Option("--run", help="Run id (or prefix) to decompose.")] = None,
    corpus: Annotated[Optional[str], typer.Option("--corpus", help="Decompose the latest run of this corpus name.")] = None,
    as_json: JsonOption = False,
):
    """Decompose a reader run's refusals into tested proposals (a recorded derivation)."""
    with log_service.opened(ctx.obj.store) as log:
        run_id = loop_service.resolve_run(log, run, corpus)
        with spinner(f"decomposing run {run_id[:12]}"):
            result = loop_service.run_decompose(log, run_id)
    payload = {"run_id": run_id, "added": result.added, "hypotheses": result.hypotheses,
               "emitted": [p.proposal_id for p in result.emitted], "withheld": len(result.withheld),
               "suppressed": len(result.suppressed)}
    if as_json:
        _print_json(payload)
        return
    out.print(f"run {run_id[:12]}: {result.hypotheses} hypotheses tested, {len(result.emitted)} proposals emitted, "
              f"{len(result.withheld)} withheld, {len(result.suppressed)} suppressed ({result.added} events appended)")
    for p in result.emitted:
        out.print(f"  {p.proposal_id[:12]}  {p.change_kind:20} {p.lemma:16} confidence {p.confidence}/1000")


# --- proposals --------------------------------------------------------------------------------------

proposals_app = typer.Typer(help="Proposals the decomposer emitted, withheld or suppressed.", no_args_is_help=True)
app.add_typer(proposals_app, name="proposals")
STATUSES = ("pending", "ratified", "rejected", "refined", "withheld", "suppressed")


@proposals_app.command("list", epilog="Example: core proposals list --status pending")
def proposals_list(
    ctx: typer.Context,
    status: Annotated[Optional[str], typer.Option("--status", help=f"One of {', '.join(STATUSES)}.")] = None,
    as_json: JsonOption = False,
):
    """List proposals in the order they were recorded."""
    if status is not None and status not in STATUSES:
        raise UsageError(f"--status must be one of {', '.join(STATUSES)}")
    with log_service.opened(ctx.obj.store) as log:
        state = loop_service.states(log, "decomposer_state")["decomposer_state"]
    rows = []
    for pid in state.order:
        rec = state.proposals[pid]
        if status and rec.status != status:
            continue
        p = rec.proposal
        rows.append({"proposal_id": pid, "status": rec.status, "change_kind": p.change_kind, "lemma": p.lemma,
                     "confidence": p.confidence, "evidence": len(p.evidence), "failing_arm": rec.failing_arm,
                     "detail": rec.detail})
    if as_json:
        _print_json(rows)
        return
    for r in rows:
        extra = f"  [{r['failing_arm']}] {r['detail']}" if r["failing_arm"] else ""
        out.print(f"{r['proposal_id'][:12]}  {r['status']:10} {r['change_kind']:20} {r['lemma']:16} "
                  f"evidence {r['evidence']}{extra}")
    if not rows:
        out.print("no proposals")


@proposals_app.command("show", epilog="Example: core proposals show 3f2a9c")
def proposals_show(ctx: typer.Context, proposal_id: Annotated[str, typer.Argument(help="Id or prefix (≥ 6).")],
                   as_json: JsonOption = False):
    """Trace, arms, evidence and the exact pack diff the proposal would apply."""
    with log_service.opened(ctx.obj.store) as log:
        st = loop_service.states(log, "decomposer_state", "packs")
    rec = loop_service.find_proposal(st["decomposer_state"], proposal_id)
    p = rec.proposal
    base = st["packs"].by_id.get(p.base_pack)
    diff: list[str] = []
    if base is not None:
        after = base
        for change in p.changes:
            after = apply_change(after, change)
        diff = pack_diff(base, after)
    if as_json:
        _print_json({"proposal": p, "status": rec.status, "failing_arm": rec.failing_arm, "cases": rec.cases,
                     "detail": rec.detail, "pack_diff": diff})
        return
    out.print(f"[bold]proposal {p.proposal_id}[/]  ({rec.status}{': ' + rec.failing_arm if rec.failing_arm else ''})")
    if rec.detail:
        out.print(f"  {rec.detail}")
    out.print(f"  {p.change_kind} on lemma {p.lemma!r} — {p.structural_commonality}")
    out.print(f"  signature {p.signature[:16]}  confidence {p.confidence}/1000  shape category {p.shape_category}"
              + ("  (tightened by a refined verdict)" if p.tightened else ""))
    out.print(f"  evidence ({len(p.evidence)}): {', '.join(p.evidence)}")
    out.print(f"  B2 validator: {p.b2.outcome} {p.b2.reason}".rstrip())
    out.print(f"  wrong-zero: {p.wrong_zero_assertion}")
    out.print(f"  replay-equivalence hash {p.replay_equivalence_hash}")
    out.print("[bold]pack diff[/] (base " + p.base_pack[:12] + ")")
    for line in diff or ["(base pack not in the log)"]:
        out.print(f"  {line}")
    out.print("[bold]arms[/]")
    for a in p.arms:
        out.print(f"  {a.arm:16} {a.outcome:8} tested {a.cases_tested} admitted {a.cases_admitted} correct "
                  f"{a.cases_correct} wrong {a.cases_wrong} changed {a.cases_changed_answer}")
        for r in a.rows[:12]:
            out.print(f"     {r.case_id:14} gold {r.gold or '-':>8}  {r.before:>28} -> {r.after:<28} {r.verdict}")
        if len(a.rows) > 12:
            out.print(f"     … {len(a.rows) - 12} more rows (--json shows all)")
    out.print(f"[bold]trace[/] {p.trace_id[:16]}")
    for s in p.trace:
        out.print(f"  {s.index}. {s.kind:16} {s.claim}")
        out.print(f"     because {s.justification}")


# --- verdicts ---------------------------------------------------------------------------------------

verdict_app = typer.Typer(help="Record operator verdicts on proposals.", no_args_is_help=True)
app.add_typer(verdict_app, name="verdict")


KeyOption = Annotated[Optional[Path], typer.Option("--key", help="Your Ed25519 private key file (PEM, or 64 hex "
                                                   "digits of seed) to sign with; default $CORE_REVIEWER_KEY (a path). "
                                                   "Read to sign, never stored.", show_default=False)]


@verdict_app.command("append", epilog="Example: core verdict append 3f2a9c --decision ratify --key ana.key "
                     "--reason 'right reading'")
def verdict_append(
    ctx: typer.Context,
    proposal_id: Annotated[str, typer.Argument(help="Proposal id or prefix (≥ 6).")],
    decision: Annotated[str, typer.Option("--decision", help="ratify | reject | refine")],
    reviewer: Annotated[str, typer.Option("--reviewer", help="Who decides (default: the reviewer the key is "
                                          "registered to; must match it).")] = "",
    reason: Annotated[str, typer.Option("--reason", help="Why.")] = "",
    refinement: Annotated[Optional[Path], typer.Option("--refinement", help="JSON file: the narrower pack "
                                                       "change(s), for refine.")] = None,
    step: Annotated[Optional[int], typer.Option("--step", help="Trace step index the verdict points at.")] = None,
    decided_at: Annotated[str, typer.Option("--decided-at", help="When (as you want it recorded).")] = "",
    key: KeyOption = None,
):
    """Record one signed verdict; ratify/refine also change the current pack. Nothing is appended on error
    (an unsigned verdict, or one signed by an unknown, revoked or another reviewer's key, is refused)."""
    signer = signing.signer_for(key)
    changes = loop_service.parse_refinement(refinement) if refinement is not None else None
    with log_service.opened(ctx.obj.store) as log:
        if signer is not None and not reviewer.strip():
            reviewer = reviewer_service.reviewer_of(log, signer)
            if not reviewer:
                raise signing.SignatureRefused(f"verdict: signed by unknown key {signer.key_id[:16]}; register it "
                                               "first (core reviewer add NAME --public-key …)")
        verdict = loop_service.VerdictInput(proposal_id=proposal_id, decision=decision, reviewer=reviewer,
                                            reason=reason, decided_at=decided_at, refinement=changes, step=step)
        added = loop_service.append_verdicts(log, [verdict], signer)
    out.print(f"verdict recorded, signed by key {(signer.key_id[:16] if signer else '?')} ({added} events appended)")


@verdict_app.command("import", epilog="Example: core verdict import verdicts.jsonl")
def verdict_import(ctx: typer.Context, path: Annotated[Path, typer.Argument(help="JSONL: one verdict per line.")],
                   key: KeyOption = None):
    """Record a batch of verdicts: all of them, or none (the first bad one is named). Lines that carry
    key_id and ed25519 are checked as signed; the others are signed with --key."""
    signer = signing.signer_for(key)
    verdicts = loop_service.parse_verdict_file(path)
    with log_service.opened(ctx.obj.store) as log:
        added = loop_service.append_verdicts(log, verdicts, signer)
    out.print(f"{len(verdicts)} verdicts recorded ({added} events appended)")


# --- packs ------------------------------------------------------------------------------------------

pack_app = typer.Typer(help="The reader's pack in the log: current, lineage, diffs.", no_args_is_help=True)
app.add_typer(pack_app, name="pack")


def _resolve_pack(state, ref: str) -> str:
    if ref in state.by_id:
        return ref
    if ref in state.names:
        return state.names[ref]
    matches = [pid for pid in state.by_id if pid.startswith(ref)] if len(ref) >= 6 else []
    if len(matches) != 1:
        raise UsageError(f"no single pack matches {ref!r}")
    return matches[0]


@pack_app.command("show", epilog="Example: core pack show ; core pack show en_base_v1 --json")
def pack_show(ctx: typer.Context, ref: Annotated[Optional[str], typer.Argument(help="Pack id, prefix or name "
                                                                              "(default: current).")] = None,
              as_json: JsonOption = False):
    """The pack's id, entry counts, and the lineage of changes that made it."""
    with log_service.opened(ctx.obj.store) as log:
        state = loop_service.states(log, "packs")["packs"]
    if not state.current:
        raise UsageError("the log has no pack yet")
    pid = _resolve_pack(state, ref or state.current)
    pack = state.by_id[pid]
    chain, cur = [], pid
    while cur and state.origins.get(cur) and state.origins[cur].base:
        o = state.origins[cur]
        chain.append({"pack": cur, "base": o.base, "proposal_id": o.proposal_id, "verdict_id": o.verdict_id})
        cur = o.base
    counts = {f: len(getattr(pack, f)) for f in ("units", "verbs", "modifiers", "activities", "times", "names",
                                                   "places", "descriptive_rules")}
    if as_json:
        _print_json({"pack_id": pid, "name": pack.name, "revision": pack.revision, "current": pid == state.current,
                     "counts": counts, "lineage": chain})
        return
    out.print(f"pack {pid} ({pack.name}, revision {pack.revision}){'  [current]' if pid == state.current else ''}")
    out.print("  " + "  ".join(f"{k} {v}" for k, v in counts.items()))
    out.print(f"  {len(chain)} change(s) since {cur[:12]}")
    for c in chain[:20]:
        out.print(f"    {c['pack'][:12]} <- {c['base'][:12]}  proposal {c['proposal_id'][:12]}")


@pack_app.command("diff", epilog="Example: core pack diff en_base_v1 3f2a9c")
def pack_diff_cmd(ctx: typer.Context, a: Annotated[str, typer.Argument(help="Pack A (id, prefix or name).")],
                  b: Annotated[str, typer.Argument(help="Pack B.")], as_json: JsonOption = False):
    """Entries added, removed or changed from pack A to pack B."""
    with log_service.opened(ctx.obj.store) as log:
        state = loop_service.states(log, "packs")["packs"]
    pa, pb = _resolve_pack(state, a), _resolve_pack(state, b)
    lines = pack_diff(state.by_id[pa], state.by_id[pb])
    if as_json:
        _print_json({"a": pa, "b": pb, "diff": lines})
        return
    out.print(f"--- {pa[:12]}\n+++ {pb[:12]}")
    for line in lines or ["(identical entries)"]:
        out.print(line)


# --- reports ----------------------------------------------------------------------------------------

# One shared `core report` group (lane, html, audit, verdicts, decomposer): a second group with the
# same name would hide the first one's commands.
from core.cli.capability_cmds import report_app  # noqa: E402


@report_app.command("audit", epilog="Example: core report audit --corpus lane:arc-train")
def report_audit(ctx: typer.Context, corpus: Annotated[Optional[str], typer.Option("--corpus", help="Corpus name "
                 "(default: every corpus's latest run).")] = None, as_json: JsonOption = False):
    """Refusals of the latest run per corpus, grouped by reason x missing operator x shape."""
    with log_service.opened(ctx.obj.store) as log:
        audit = loop_service.states(log, "refusal_audit")["refusal_audit"]
    names = [corpus] if corpus else sorted(audit.latest)
    if corpus and corpus not in audit.latest:
        raise UsageError(f"no completed run of corpus {corpus!r}")
    payload = {n: {"run_id": audit.latest[n], "n": audit.runs[audit.latest[n]].n,
                   "refused": len(audit.runs[audit.latest[n]].refusals),
                   "groups": group_audit(audit.runs[audit.latest[n]])} for n in names}
    if as_json:
        _print_json(payload)
        return
    for n, rep in payload.items():
        out.print(f"[bold]{n}[/] run {rep['run_id'][:12]}: {rep['refused']} of {rep['n']} refused")
        for g in rep["groups"]:
            ex = ", ".join(f"{e['case_id']} {e['token']!r}" for e in g["examples"])
            out.print(f"  {g['count']:5}  {g['reason']:22} {g['missing_operator']:26} {g['shape']:20} e.g. {ex}")


@report_app.command("verdicts", epilog="Example: core report verdicts --json")
def report_verdicts(ctx: typer.Context, as_json: JsonOption = False):
    """Approved, rejected and refined shape signatures, with reasons and reviewers."""
    with log_service.opened(ctx.obj.store) as log:
        index = loop_service.states(log, "verdict_index")["verdict_index"]
    if as_json:
        _print_json(index)
        return
    for sig, s in sorted(index.signatures.items()):
        out.print(f"{sig[:16]}  {s.change_kind:20} ratified {s.ratified} rejected {s.rejected} refined {s.refined}"
                  + ("  tightened" if s.tighten else ""))
        for v in s.verdicts[-3:]:
            out.print(f"    {v.decision:7} {v.proposal_id[:12]} by {v.reviewer} ({v.decided_at or '-'}): {v.reason}")
    if not index.signatures:
        out.print("no verdicts yet")


@report_app.command("decomposer", epilog="Example: core report decomposer")
def report_decomposer(ctx: typer.Context, as_json: JsonOption = False):
    """Open groups, tested hypotheses, pending/decided proposals, suppression list, confidence."""
    with log_service.opened(ctx.obj.store) as log:
        state = loop_service.states(log, "decomposer_state")["decomposer_state"]
    by_status: dict[str, int] = {}
    for rec in state.proposals.values():
        by_status[rec.status] = by_status.get(rec.status, 0) + 1
    payload = {"open_groups": len(state.open_groups), "hypotheses_tested": state.hypotheses_tested,
               "proposals": dict(sorted(by_status.items())),
               "pending": [pid for pid in state.order if state.proposals[pid].status == "pending"],
               "suppressed_signatures": state.suppressed_signatures, "confidence": state.confidence}
    if as_json:
        _print_json(payload)
        return
    out.print(f"open groups {payload['open_groups']}  hypotheses tested {payload['hypotheses_tested']}")
    out.print("proposals " + "  ".join(f"{k} {v}" for k, v in payload["proposals"].items()))
    out.print(f"pending: {', '.join(p[:12] for p in payload['pending']) or 'none'}")
    out.print(f"suppressed signatures: {', '.join(s[:12] for s in state.suppressed_signatures) or 'none'}")
    for sig, c in sorted(state.confidence.items()):
        out.print(f"  confidence {sig[:16]} {c}/1000")


# --- loop run ---------------------------------------------------------------------------------------

loop_app = typer.Typer(help="Run the learning loop for several rounds.", no_args_is_help=True)
app.add_typer(loop_app, name="loop")


def _load_cases(refs: list[str]) -> list:
    cases = []
    for ref in refs:
        cases += lane_cases(ref) if ref in LANES else corpus_cases(Path(ref))
    return cases


@loop_app.command("run", epilog="Examples:\n\n  core loop run --corpus arc-train --holdout arc-holdout --rounds 3 "
                  "--operator oracle\n\n  core loop run --corpus ../shared/corpora/addsub.jsonl --holdout-percent 30 "
                  "--rounds 4 --operator oracle --json")
def loop_run(
    ctx: typer.Context,
    corpus: Annotated[List[str], typer.Option("--corpus", help="Training cases: a lane name (arc-train) or a "
                                              "corpus file; repeat to join several.")],
    holdout: Annotated[Optional[List[str]], typer.Option("--holdout", help="Held-out cases (lane or file); "
                                                         "without it --holdout-percent splits --corpus.")] = None,
    holdout_percent: Annotated[int, typer.Option("--holdout-percent", help="Held-out share when splitting "
                                                 "--corpus by content hash of the case id.", min=1, max=99)] = 30,
    rounds: Annotated[int, typer.Option("--rounds", help="Rounds after the round-0 baseline.", min=0)] = 3,
    operator: Annotated[str, typer.Option("--operator", help="'oracle' (a labelled SIMULATION) or a JSONL "
                                          "file of recorded verdicts.")] = "oracle",
    pack: Annotated[Optional[str], typer.Option("--pack", help="The pack round 0 starts from: a shipped pack "
                                                "name, or a pack id, unique id prefix (≥ 8) or name known to "
                                                "the log; it becomes the current pack. Default: the current "
                                                "pack.")] = None,
    as_json: JsonOption = False,
):
    """Rounds of run → decompose → verdicts → run; prints the learning curve per round."""
    from core.cli.progress import bar

    train = _load_cases(corpus)
    if holdout:
        held = _load_cases(holdout)
    else:
        train, held = loop_service.split_cases(train, holdout_percent)
    op = loop_service.OracleOperator(train) if operator == "oracle" else loop_service.FileOperator(Path(operator))
    names = ("loop-train:" + "+".join(Path(c).stem for c in corpus),
             "loop-holdout:" + ("+".join(Path(c).stem for c in holdout) if holdout else f"{holdout_percent}%"))
    with log_service.opened(ctx.obj.store) as log, bar(f"loop rounds ({op.label})") as progress:
        report = loop_service.run_loop(log, train, held, rounds, op, names[0], names[1],
                                       on_round=lambda r: progress(r.round + 1, rounds + 1), pack=pack)
    if as_json:
        _print_json(report)
        return
    if op.label == "oracle":
        out.print("[yellow]operator: oracle — a SIMULATION that ratifies iff no training case turns wrong[/]")
    out.print(f"{'round':>5}  {'train cov':>9} {'wrong':>5}   {'holdout cov':>11} {'wrong':>5}   "
              "surfaced ratified rejected refined withheld suppressed")
    for r in report.rounds:
        p = r.proposals
        out.print(f"{r.round:5}  {r.train.coverage:9.4f} {r.train.wrong:5}   {r.holdout.coverage:11.4f} "
                  f"{r.holdout.wrong:5}   {p.surfaced:8} {p.ratified:8} {p.rejected:8} {p.refined:7} {p.withheld:8} "
                  f"{p.suppressed:10}")
    out.print(f"train n={report.rounds[0].train.n}  holdout n={report.rounds[0].holdout.n}  "
              f"final pack {report.rounds[-1].pack_id[:12]}  log head {report.head_position}")
