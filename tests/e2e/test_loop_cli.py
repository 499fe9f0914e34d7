"""`core loop run` on the project's own learning-arc corpus, then the operator commands, then replay.

The loop run goes through the real console entry point (a subprocess); the replay, the bad-verdict
exits, the read-only operator commands and the chosen-pack runs call the same ``main`` in-process (the
``run`` fixture: same argv, exit code and stdout/stderr), which skips an interpreter start and a cold
pack load per command (ADR 0075, ADR 0428). Exit codes across a real process boundary are
test_log_cli.py's test_real_process_exit_codes_and_default_store."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

CORE = [str(Path(sys.executable).parent / "core")]


def core(store: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([*CORE, "--store", str(store), *args], capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def arc_store(tmp_path_factory):
    store = tmp_path_factory.mktemp("loop") / "core.sqlite"
    result = core(store, "loop", "run", "--corpus", "arc-train", "--holdout", "arc-holdout", "--rounds", "2",
                  "--operator", "oracle", "--json")
    assert result.returncode == 0, result.stderr
    return store, json.loads(result.stdout)


def test_learning_curve_rises_with_zero_wrong(arc_store):
    _, report = arc_store
    rounds = report["rounds"]
    assert [r["round"] for r in rounds] == [0, 1, 2]
    for r in rounds:
        assert set(r) >= {"round", "train", "holdout", "proposals"}
        assert set(r["train"]) >= {"n", "correct", "wrong", "refused", "coverage"}
        assert set(r["proposals"]) == {"surfaced", "ratified", "rejected", "refined", "withheld", "suppressed"}
        assert r["train"]["wrong"] == 0 and r["holdout"]["wrong"] == 0
        assert 0 <= r["holdout"]["coverage"] <= 1
    assert rounds[0]["proposals"]["surfaced"] == 0
    # the arc's words are absent from the base pack (ADR 0023): round 0 refuses most cases
    assert rounds[-1]["holdout"]["coverage"] - rounds[0]["holdout"]["coverage"] >= 0.20
    assert rounds[-1]["train"]["correct"] > rounds[0]["train"]["correct"]


def test_replay_from_zero_after_the_loop_is_identical(arc_store, run):
    store, _ = arc_store
    result = run("replay", "--from", "0", store=store)
    assert result.returncode == 0, result.stdout + result.stderr


def test_operator_commands_show_proposals_packs_and_reports(arc_store, run):
    store, report = arc_store
    listed = json.loads(run("proposals", "list", "--status", "ratified", "--json", store=store).stdout)
    assert len(listed) == sum(r["proposals"]["ratified"] for r in report["rounds"])
    shown = run("proposals", "show", listed[0]["proposal_id"][:12], store=store)
    assert shown.returncode == 0
    assert "pack diff" in shown.stdout and "+ units" in shown.stdout and "arm1_held_out" in shown.stdout
    pack = json.loads(run("pack", "show", "--json", store=store).stdout)
    assert len(pack["lineage"]) >= len(listed)
    diff = json.loads(run("pack", "diff", "en_base_v1", pack["pack_id"], "--json", store=store).stdout)
    assert len(diff["diff"]) == len(pack["lineage"])  # one added entry per ratified change here
    verdicts = json.loads(run("report", "verdicts", "--json", store=store).stdout)
    assert len(verdicts["by_proposal"]) == len(listed) + sum(r["proposals"]["rejected"] for r in report["rounds"])
    assert run("report", "audit", store=store).returncode == 0
    assert run("report", "decomposer", store=store).returncode == 0


def test_bad_verdicts_exit_2_with_one_line(arc_store, run):
    store, _ = arc_store
    ratified = json.loads(run("proposals", "list", "--status", "ratified", "--json", store=store).stdout)[0]
    again = run("verdict", "append", ratified["proposal_id"], "--decision", "reject", "--reviewer", "x",
                "--reason", "y", store=store)
    assert again.returncode == 2 and "already decided" in again.stderr and "Traceback" not in again.stderr
    missing = run("verdict", "append", "abcdef123456", "--decision", "ratify", "--reviewer", "x",
                  "--reason", "y", store=store)
    assert missing.returncode == 2 and "unknown proposal" in missing.stderr


def test_loop_run_from_a_chosen_pack(arc_store, tmp_path, run):
    import shutil

    store = tmp_path / "copy.sqlite"
    shutil.copy(arc_store[0], store)  # the fixture's store stays as the other tests expect it
    base = json.loads(run("pack", "show", "en_base_v1", "--json", store=store).stdout)["pack_id"]
    learned = json.loads(run("pack", "show", "--json", store=store).stdout)["pack_id"]
    assert learned != base
    head = run("log", "head", "--json", store=store).stdout
    bad = run("loop", "run", "--corpus", "arc-train", "--holdout", "arc-holdout", "--rounds", "1",
              "--pack", "en_nonexistent_v9", store=store)
    assert bad.returncode == 2 and "en_nonexistent_v9" in bad.stderr and "Traceback" not in bad.stderr
    assert run("log", "head", "--json", store=store).stdout == head  # nothing appended
    again = run("loop", "run", "--corpus", "arc-train", "--holdout", "arc-holdout", "--rounds", "0",
                "--pack", "en_base_v1", "--json", store=store)
    assert again.returncode == 0, again.stderr
    r0 = json.loads(again.stdout)["rounds"][0]
    assert r0["pack_id"] == base and r0["holdout"]["coverage"] == arc_store[1]["rounds"][0]["holdout"]["coverage"]
    assert json.loads(run("pack", "show", "--json", store=store).stdout)["pack_id"] == base  # now current
    back = run("loop", "run", "--corpus", "arc-train", "--holdout", "arc-holdout", "--rounds", "0",
               "--pack", learned[:12], "--json", store=store)
    assert json.loads(back.stdout)["rounds"][0]["holdout"] == arc_store[1]["rounds"][-1]["holdout"]
    assert run("replay", "--from", "0", store=store).returncode == 0
