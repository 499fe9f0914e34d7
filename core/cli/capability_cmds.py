"""`core capability …` (the anti-overfitting auditors and the composite gate) and `core report lane`.

Every command runs what it judges fresh in the log first (idempotent), derives the auditor and
prints its report from the ``capability`` projection: a rich table, or with ``--json`` the
report's canonical bytes (the deterministic artifact, also written by ``--out FILE``).
Exit codes are the auditor's own (docs/auditors.md); bad input is one line and exit 2.
"""
from __future__ import annotations

import sys
from fractions import Fraction
from pathlib import Path
from typing import Annotated, Any, Optional

import typer
from rich.console import Console
from rich.table import Table

from core import capability_service as svc
from core import log_service
from core.cli import app
from core.errors import UsageError
from domain.codec import canonical
from evals.auditors.rates import at_least
from projections import framework
from projections.capability import AuditorRecord, LaneRecord
from projections.framework import LiveProjections

capability_app = typer.Typer(help="Anti-overfitting auditors and the composite gate, recomputed from fresh "
                                  "runs in the log (docs/auditors.md).", no_args_is_help=True)
app.add_typer(capability_app, name="capability")
report_app = typer.Typer(help="Reports over the log: lane runs, loop state, the HTML report.", no_args_is_help=True)
app.add_typer(report_app, name="report")

# Piped output keeps the tables readable (rich would assume 80 columns).
out = Console(highlight=False, soft_wrap=True, width=None if sys.stdout.isatty() else 160)


def _exit(code: int) -> None:
    """Leaves with the auditor's exit code (typer.Exit is swallowed when the app runs non-standalone)."""
    sys.exit(code)

JsonOpt = Annotated[bool, typer.Option("--json", help="Print the report's canonical JSON (the artifact).")]
OutOpt = Annotated[Optional[Path], typer.Option("--out", help="Also write the artifact (canonical bytes) to FILE.",
                                                metavar="FILE")]
PackOpt = Annotated[Optional[str], typer.Option("--pack", help="Pack for the lane runs: a pack id, a shipped pack "
                                                "name, or (default) the log's current pack.")]
LANE_MIN_ACCURACY = Fraction(95, 100)


def _emit(artifact: bytes, as_json: bool, out_file: Optional[Path]) -> None:
    if out_file is not None:
        try:
            out_file.parent.mkdir(parents=True, exist_ok=True)
            out_file.write_bytes(artifact)
        except OSError as exc:
            raise UsageError(f"cannot write {out_file}: {exc.strerror or exc}") from None
    if as_json:
        sys.stdout.write(artifact.decode() + "\n")
        sys.stdout.flush()


def _yes(value: Any) -> str:
    if value is None:
        return "-"
    return "[green]yes[/]" if value else "[red]no[/]"


def _rate(r: dict) -> str:
    return f"{r['numerator']}/{r['denominator']}" if r["denominator"] else "-"


def _verdicts(record: AuditorRecord) -> None:
    rep = record.report
    fields = [f for f in ("mechanism_wired", "assertion_holds", "coverage_sufficient", "all_buckets_covered",
                          "passed", "composite_gate_passed") if f in rep]
    out.print(f"[bold]{record.auditor}[/] on {record.lane}  " + "  ".join(f"{f} {_yes(rep[f])}" for f in fields))
    if rep.get("refusal_reason"):
        out.print(f"  reason: {rep['refusal_reason']}")
    out.print(f"  report {record.report_digest[:16]}…  subject " +
              " ".join(f"{k}={v[:12]}" for k, v in sorted(record.subject.items()) if v))


def _failures(record: AuditorRecord, limit: int = 25) -> None:
    if not record.failures:
        return
    table = Table(title=f"cases not as expected ({len(record.failures)})", title_justify="left")
    for col in ("case", "where", "verdict", "expected", "actual"):
        table.add_column(col)
    for f in record.failures[:limit]:
        table.add_row(f.case_id, f.where, f.verdict, f.expected, f.actual)
    out.print(table)
    if len(record.failures) > limit:
        out.print(f"  … {len(record.failures) - limit} more (see --json)")


def _counts_row(c: dict) -> list[str]:
    return [str(c[k]) for k in ("cases", "correct", "refused_as_expected", "refused_unexpectedly", "wrong", "crashed")]


COUNT_COLS = ("cases", "correct", "refused ok", "refused", "wrong", "crashed")


def _table_depth_curve(rep: dict) -> Table:
    t = Table(title=f"depth curve, ε = {rep['epsilon']}", title_justify="left")
    for col in ("bucket", "N", *COUNT_COLS, "accuracy", "bound", "holds", "covered"):
        t.add_column(col)
    for b in rep["buckets"]:
        t.add_row(b["bucket"], str(b["representative_depth"]), *_counts_row(b["counts"]), _rate(b["accuracy"]),
                  b["bound_required"] or "-", _yes(b["bound_satisfied"]), _yes(b["covered"]))
    return t


def _table_adversarial(rep: dict) -> Table:
    t = Table(title=f"adversarial: {rep['cases_total']} cases, {rep['families_covered']} families covered",
              title_justify="left")
    for col in ("family", *COUNT_COLS, "covered"):
        t.add_column(col)
    for f in rep["families"]:
        t.add_row(f["family"], *_counts_row(f["counts"]), _yes(f["covered"]))
    return t


def _table_perturbation(rep: dict) -> Table:
    t = Table(title=f"perturbation: preserving {_rate(rep['preserving_rate'])}, breaking {_rate(rep['breaking_rate'])}, "
                    f"skipped {rep['skipped_total']}", title_justify="left")
    for col in ("transform", "kind", *COUNT_COLS, "skipped", "skip reasons"):
        t.add_column(col)
    for r in rep["transforms"]:
        reasons = ", ".join(f"{k} {v}" for k, v in r["skip_reasons"])
        t.add_row(r["transform"], r["kind"].replace("invariance_", ""), *_counts_row(r["counts"]), str(r["skipped"]),
                  reasons)
    return t


def _table_provenance(rep: dict) -> Table:
    t = Table(title="pack provenance", title_justify="left")
    for col in ("cases", "validated", "violated", "no steps", "unsolved", "crashed", "lemma ids seen"):
        t.add_column(col)
    t.add_row(*(str(rep[k]) for k in ("cases_total", "cases_validated", "cases_violated", "cases_no_steps",
                                       "cases_skipped_unsolved", "cases_crashed")), str(len(rep["lemma_ids_observed"])))
    return t


def _table_gate(rep: dict) -> list[Table]:
    t = Table(title=f"composite gate (accuracy ≥ {rep['thresholds']['accuracy_min']}, wrong = 0, crashed = 0)",
              title_justify="left")
    for col in ("lane", *COUNT_COLS, "accuracy", "accuracy ok", "wrong = 0", "passed"):
        t.add_column(col)
    for lane in rep["lanes"]:
        t.add_row(lane["lane"], *_counts_row(lane["counts"]), _rate(lane["accuracy"]), _yes(lane["accuracy_passes"]),
                  _yes(lane["wrong_count_is_zero"]), _yes(lane["passed"]))
    d = Table(title="outside-corpus disclosure (never gates)", title_justify="left")
    for col in ("corpus", "cases", "answered", "coverage", "correct of answered", "wrong"):
        d.add_column(col)
    for c in rep["outside_corpus_disclosure"]:
        d.add_row(c["corpus"], str(c["counts"]["cases"]), str(c["answered"]), _rate(c["coverage"]),
                  _rate(c["correct_of_answered"]), str(c["counts"]["wrong"]))
    return [t, d]


TABLES = {"depth_curve": _table_depth_curve, "adversarial": _table_adversarial, "perturbation": _table_perturbation,
          "pack_provenance": _table_provenance}


def _show(record: AuditorRecord) -> None:
    tables = _table_gate(record.report) if record.auditor == "math_expert_gate" else [TABLES[record.auditor](record.report)]
    for t in tables:
        out.print(t)
    _verdicts(record)
    _failures(record)


def _auditor_cmd(ctx: typer.Context, auditor: str, as_json: bool, out_file: Optional[Path], pack: Optional[str]):
    with log_service.opened(ctx.obj.store) as log, log_service.translate():
        record = svc.run_gate(log, pack) if auditor == "math_expert_gate" else svc.audit_lane(log, auditor, pack)
    _emit(canonical(record.report), as_json, out_file)
    if not as_json:
        _show(record)
    _exit(record.exit_code)


@capability_app.command("depth-curve", epilog="Example: core capability depth-curve --json --out depth.json")
def depth_curve_cmd(ctx: typer.Context, as_json: JsonOpt = False, out_file: OutOpt = None, pack: PackOpt = None):
    """Accuracy per declared-depth bucket vs acc(depth_1)·(1−ε)^(N−1) on a fresh B3 run. Exit 0 iff the assertion holds."""
    _auditor_cmd(ctx, "depth_curve", as_json, out_file, pack)


@capability_app.command("adversarial", epilog="Example: core capability adversarial --json")
def adversarial_cmd(ctx: typer.Context, as_json: JsonOpt = False, out_file: OutOpt = None, pack: PackOpt = None):
    """9 families, expected outcomes, wrong measured. Exit 0 iff ≥45 cases, all families ≥5, wrong = crashed = 0."""
    _auditor_cmd(ctx, "adversarial", as_json, out_file, pack)


@capability_app.command("perturbation", epilog="Example: core capability perturbation --out perturbation.json")
def perturbation_cmd(ctx: typer.Context, as_json: JsonOpt = False, out_file: OutOpt = None, pack: PackOpt = None):
    """Variants of B3 cases with analytically predicted answers. Exit 0 iff both rates are 1 and every transform applies."""
    _auditor_cmd(ctx, "perturbation", as_json, out_file, pack)


@capability_app.command("pack-provenance", epilog="Example: core capability pack-provenance --json")
def pack_provenance_cmd(ctx: typer.Context, as_json: JsonOpt = False, out_file: OutOpt = None, pack: PackOpt = None):
    """Every trace step's lemma resolves in the pack version the run used. Exit 0 iff none violated and ≥1 validated."""
    _auditor_cmd(ctx, "pack_provenance", as_json, out_file, pack)


@capability_app.command("math-expert-gate", epilog="Example: core capability math-expert-gate --json")
def gate_cmd(ctx: typer.Context, as_json: JsonOpt = False, out_file: OutOpt = None, pack: PackOpt = None):
    """B1, B2, B3 each ≥ 95/100 with wrong = 0, from fresh runs; claim digest; outside corpora disclosed."""
    _auditor_cmd(ctx, "math_expert_gate", as_json, out_file, pack)


def lane_passes(summary: dict) -> bool:
    c = summary["counts"]
    acc = summary["accuracy"]
    from evals.auditors.rates import Rate

    return (c["cases"] > 0 and c["wrong"] == 0 and c["crashed"] == 0
            and at_least(Rate(**acc), LANE_MIN_ACCURACY))


def _lane_cmd(ctx: typer.Context, lane: str, as_json: bool, out_file: Optional[Path]):
    with log_service.opened(ctx.obj.store) as log, log_service.translate():
        records = svc.run_lane(log, lane)
    artifact = canonical({r.fixture_name: r.report for r in records})
    _emit(artifact, as_json, out_file)
    ok = all(lane_passes(r.report["summary"]) for r in records)
    if not as_json:
        _show_lanes(lane.upper(), records)
    _exit(0 if ok else 1)


def _show_lanes(lane: str, records: list[LaneRecord]) -> None:
    t = Table(title=f"{lane} lane (pass: accuracy ≥ 95/100, wrong = 0, crashed = 0)", title_justify="left")
    for col in ("fixture", *COUNT_COLS, "accuracy", "passed"):
        t.add_column(col)
    for r in records:
        s = r.report["summary"]
        t.add_row(r.fixture_name, *_counts_row(s["counts"]), _rate(s["accuracy"]), _yes(lane_passes(s)))
    out.print(t)
    for r in records:
        bad = [row for row in r.report["rows"] if row["verdict"] not in ("correct", "refused_as_expected")]
        for row in bad[:20]:
            out.print(f"  {r.fixture_name} {row['case_id']}: expected {row['expected']}, got {row['actual']} ({row['verdict']})")


@capability_app.command("b1", epilog="Example: core capability b1 --json")
def b1_cmd(ctx: typer.Context, as_json: JsonOpt = False, out_file: OutOpt = None):
    """B1 symbolic equivalence over the project's pairs (+ the original's 185 when ../shared is present)."""
    _lane_cmd(ctx, "b1", as_json, out_file)


@capability_app.command("b2", epilog="Example: core capability b2 --json")
def b2_cmd(ctx: typer.Context, as_json: JsonOpt = False, out_file: OutOpt = None):
    """B2 teaching-item validation over the project's items (+ the original's 40 chains when present)."""
    _lane_cmd(ctx, "b2", as_json, out_file)


@capability_app.command("all", epilog="Example: core --store memory capability all --json")
def all_cmd(ctx: typer.Context, as_json: JsonOpt = False, out_file: OutOpt = None, pack: PackOpt = None):
    """Fresh lanes, every auditor, then the gate. Exit 0 iff every auditor's exit code is 0 and the gate passed."""
    with log_service.opened(ctx.obj.store) as log, log_service.translate():
        result = svc.run_all(log, pack)
    _emit(canonical(svc.all_payload(result)), as_json, out_file)
    if not as_json:
        t = Table(title="capability all", title_justify="left")
        for col in ("auditor", "exit", "mechanism_wired", "assertion_holds", "coverage_sufficient", "passed",
                    "composite_gate_passed"):
            t.add_column(col)
        for v in result.suite.auditors:
            t.add_row(v.auditor, str(v.exit_code), _yes(v.mechanism_wired), _yes(v.assertion_holds),
                      _yes(v.coverage_sufficient), _yes(v.passed), _yes(v.composite_gate_passed))
        out.print(t)
        for name in svc.AUDITORS:
            out.print()
            _show(result.records[name])
        out.print(f"\n[bold]all_passed[/] {_yes(result.suite.all_passed)}")
    _exit(0 if result.suite.all_passed else 1)


@report_app.command("lane", epilog="Example: core report lane b3 --json")
def report_lane_cmd(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help="A lane (b3, adversarial, original, arc-train, arc-holdout) or a "
                                             "corpus name recorded in the log (e.g. corpus:addsub).")],
    as_json: JsonOpt = False,
    pack: PackOpt = None,
):
    """The report of a lane run (the lane is run fresh; idempotent) or of the latest run of a corpus in the log."""
    from core.lanes import LANES
    from core.run_service import coverage

    with log_service.opened(ctx.obj.store) as log, log_service.translate():
        if name in LANES:
            svc.run_lane_cases(log, name, pack)
            name = f"lane:{name}"
        runs = LiveProjections(log, [framework.get("runs")]).catch_up().state("runs")
    run_id = runs.latest.get(name)
    if run_id is None:
        known = ", ".join(sorted(runs.latest)) or "none"
        raise UsageError(f"no completed run named {name!r} in the log; known: {known}")
    report = runs.runs[run_id]
    if as_json:
        sys.stdout.write(canonical({"run_id": run_id, "report": report}).decode() + "\n")
        return
    s = report.summary
    out.print(f"run {run_id[:16]}…  {report.corpus_name}  pack {report.pack_id[:12]}  reader v{report.reader_version}")
    out.print(f"  n {s.n}  correct {s.correct}  wrong {s.wrong}  refused {s.refused}  unscored {s.unscored}  "
              f"coverage {coverage(s) or '-'}")
    bad = [c for c in report.cases if c.score in ("wrong", "refused")]
    if bad:
        t = Table(title=f"not correct ({len(bad)})", title_justify="left")
        for col in ("case", "score", "answer", "reason", "token"):
            t.add_column(col)
        for c in bad[:40]:
            t.add_row(c.case_id, c.score, f"{c.answer} {c.unit}".strip(), c.reason, c.token)
        out.print(t)
