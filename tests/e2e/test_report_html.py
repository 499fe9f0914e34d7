"""`core report html`: byte-identical pages from projections, data checked against independent
oracles (the loop's own round report, the runs and auditor projections), offline, and clean in
headless chromium."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from core import capability_service as svc
from core import log_service, loop_service, report_html, run_service
from core.lanes import lane_cases
from projections import framework
from projections.framework import LiveProjections

CORE = [sys.executable, "-c", "from core.cli import main; main()"]
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


def core(store: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "CORE_NO_PROGRESS": "1", "NO_COLOR": "1"}
    return subprocess.run([*CORE, "--store", str(store), *args], capture_output=True, text=True, env=env, timeout=120)


@pytest.fixture(scope="module")
def populated(tmp_path_factory):
    """A log with lane runs, a 2-round learning loop (oracle operator) and three auditor reports.

    Returns (store path, the loop's own round report): the report is computed by ``run_loop``
    from the runs it made, independently of the projections the HTML report reads."""
    store = tmp_path_factory.mktemp("report") / "log.sqlite"
    with log_service.opened(str(store)) as log:
        for lane in ("b3", "adversarial"):
            run_service.run_cases(log, f"lane:{lane}", lane_cases(lane))
        train, holdout = lane_cases("arc-train")[:24], lane_cases("arc-holdout")[:12]
        loop = loop_service.run_loop(log, train, holdout, 2, loop_service.OracleOperator(train))
        for auditor in ("depth_curve", "adversarial", "perturbation"):
            svc.audit_lane(log, auditor, None)
    return store, loop


def states(store: Path, *names: str):
    with log_service.opened(str(store)) as log:
        fold = LiveProjections(log, [framework.get(n) for n in names]).catch_up()
        return {n: fold.state(n) for n in names}


def cli_app():
    from core.cli import _register_groups, app

    _register_groups()
    return app


def cli_runner():
    from typer.testing import CliRunner

    return CliRunner(env={"CORE_NO_PROGRESS": "1", "NO_COLOR": "1"})


def render(store) -> str:
    with log_service.opened(str(store)) as log:
        return report_html.build(log).html


def test_same_log_same_bytes_and_after_replay(populated, tmp_path):
    from core.replay import replay

    store, _ = populated
    first = render(store)
    assert render(store) == first
    cli = cli_runner().invoke(cli_app(), ["--store", str(store), "report", "html", "--out", str(tmp_path / "cli")])
    assert cli.exit_code == 0, cli.output
    assert (tmp_path / "cli" / "report.html").read_bytes() == first.encode("utf-8")
    with log_service.opened(str(store)) as log:
        assert replay(log, 0).divergence is None
    assert render(store) == first


def test_every_plot_is_inline_svg(populated):
    store, _ = populated
    html = render(store)
    ids = report_html.find_plot_ids(html)
    assert ids == ["plot-coverage", "plot-depth-lane-b3", "plot-adversarial-lane-adversarial",
                   "plot-perturbation-lane-b3", "plot-learning-loop-train"]
    # Offline: no external resource of any kind (SVG/XML namespaces are names, not fetches).
    assert not re.search(r"<(link|img|iframe)\b|\bsrc=|@import|url\((?!#)", html)
    assert re.findall(r"<script\b[^>]*>", html) == ['<script type="application/json" id="report-data">']
    assert "Date" not in re.sub(r"<script.*?</script>", "", html, flags=re.S).split("<svg", 1)[1][:2000]


def test_plot_data_matches_the_projections_and_the_loop(populated):
    store, loop = populated
    html = render(store)
    data = report_html.load_data(html)
    st = states(store, "runs", "capability", "log.stats")
    runs, cap = st["runs"], st["capability"]

    # Coverage per case set: one bar segment per (case set, score), numbers = the runs projection.
    assert [r["name"] for r in data["corpora"]] == sorted(runs.latest)
    for i, row in enumerate(data["corpora"]):
        s = runs.runs[runs.latest[row["name"]]].summary
        assert (row["n"], row["correct"], row["wrong"], row["refused"]) == (s.n, s.correct, s.wrong, s.refused)
        for key in ("correct", "wrong", "refused", "unscored"):
            assert f'id="cov-{key}-{i}"' in html

    # Depth curve: bucket accuracies and bounds are the auditor's exact fractions.
    rep = cap.latest["depth_curve|lane:b3"].report
    (curve,) = data["depth_curves"]
    assert [(b["bucket"], b["accuracy"], b["bound"]) for b in curve["buckets"]] == [
        (b["bucket"], b["accuracy"]["fraction"], b["bound_required"]) for b in rep["buckets"]]
    assert 'id="depth-accuracy"' in html and 'id="depth-bound"' in html

    # Adversarial and perturbation tables carry the auditors' counts.
    adv = cap.latest["adversarial|lane:adversarial"].report
    assert [(f["family"], f["wrong"], f["correct"]) for f in data["adversarial"][0]["families"]] == [
        (f["family"], f["counts"]["wrong"], f["counts"]["correct"]) for f in adv["families"]]
    pert = cap.latest["perturbation|lane:b3"].report
    assert data["perturbation"][0]["preserving"] == pert["preserving_rate"]["fraction"]
    assert data["perturbation"][0]["breaking"] == pert["breaking_rate"]["fraction"]

    # Learning curve: the loop's own round report is the oracle. A round whose pack did not change
    # re-runs nothing new, so only rounds with a new pack are rounds of the curve.
    expected = [r for i, r in enumerate(loop.rounds) if i == 0 or r.pack_id != loop.rounds[i - 1].pack_id]
    (learning,) = data["learning"]
    assert learning["train"] == "loop:train" and learning["holdout"] == "loop:holdout"
    assert len(learning["rounds"]) == len(expected) >= 2
    for got, want in zip(learning["rounds"], expected):
        assert got["pack_id"] == want.pack_id
        assert (got["train"]["n"], got["train"]["correct"], got["train"]["wrong"]) == (
            want.train.n, want.train.correct, want.train.wrong)
        assert (got["holdout"]["n"], got["holdout"]["correct"]) == (want.holdout.n, want.holdout.correct)
        assert got["train"]["coverage"] == f"{want.train.coverage:.4f}"
        for key in ("surfaced", "ratified", "rejected", "withheld"):
            assert got["proposals"][key] == getattr(want.proposals, key), key
    for i in range(len(expected)):
        assert f'id="learn-surfaced-{i}"' in html and f'id="learn-ratified-{i}"' in html

    # Verdict index and log head.
    verdicts = st["log.stats"].by_kind.get("loop.verdict/2", 0)  # signed verdicts (ADR 0056)
    assert data["verdicts"]["total"] == verdicts == sum(r.proposals.ratified + r.proposals.rejected
                                                        + r.proposals.refined for r in loop.rounds)
    with log_service.opened(str(store)) as log:
        head = log.head()
    assert data["head"] == {"position": head.position, "chain": head.chain.hex()}
    assert head.position > loop.head_position  # the audits came after the loop
    assert data["events"]["total"] == head.position


def test_empty_log_says_so_plainly(tmp_path):
    html = render("memory")
    assert report_html.find_plot_ids(html) == []
    for phrase in ("The log is empty.", "No reader run is recorded", "No depth-curve audit",
                   "No adversarial audit", "No perturbation audit", "No train/holdout runs",
                   "no refusals to audit", "No operator verdict"):
        assert phrase in html, phrase


def test_json_is_the_data_block(populated):
    import json

    store, _ = populated
    result = cli_runner().invoke(cli_app(), ["--store", str(store), "report", "html", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout) == report_html.load_data(render(store))


def test_unwritable_out_is_a_usage_error(tmp_path):
    from core.errors import UsageError

    blocker = tmp_path / "file"
    blocker.write_text("x")
    with log_service.opened("memory") as log:
        report = report_html.build(log)
    with pytest.raises(UsageError, match="cannot write the report"):
        report_html.write(report, blocker / "sub")


@pytest.mark.skipif(CHROMIUM is None, reason="no chromium installed (apt-get install chromium); "
                                             "`make test` installs it where it can")
def test_opens_in_headless_chromium_without_console_errors(populated, tmp_path):
    playwright = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")
    store, _ = populated
    out = tmp_path / "r"
    with log_service.opened(str(store)) as log:
        report_html.write(report_html.build(log), out)
    messages: list[str] = []
    with playwright.sync_playwright() as p:
        ctx = p.chromium.launch_persistent_context(
            str(tmp_path / "profile"), executable_path=CHROMIUM, headless=True,
            args=["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"])
        try:
            page = ctx.new_page()
            page.on("console", lambda m: messages.append(f"{m.type}: {m.text}") if m.type in ("error", "warning") else None)
            page.on("pageerror", lambda e: messages.append(f"pageerror: {e}"))
            requests: list[str] = []
            page.on("request", lambda r: requests.append(r.url))
            page.goto((out / "report.html").as_uri())
            assert page.locator("svg[id^=plot-]").count() == 5
            assert page.locator("#learning table tr").count() >= 3
            page.screenshot(path=str(tmp_path / "report.png"), full_page=True)
        finally:
            ctx.close()
    assert messages == []
    assert requests == [(out / "report.html").as_uri()]  # nothing fetched but the page itself
    assert (tmp_path / "report.png").stat().st_size > 10_000
