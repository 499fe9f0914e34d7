"""`core capability …` and `core report lane` as an operator runs them, on one SQLite file.

The console entry point runs in-process (fast); exit codes are checked against the verdicts the
same command prints, so the test holds whether or not today's reader passes every gate.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest



@pytest.fixture(scope="module")
def store(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("cap") / "core.sqlite"


def test_all_then_each_command_then_replay_on_one_sqlite_file(run, store, tmp_path):
    first = run("capability", "all", "--json", "--out", str(tmp_path / "all.json"), store=store)
    payload = json.loads(first.stdout)
    verdicts = {v["auditor"]: v for v in payload["suite"]["auditors"]}
    for name in ("depth_curve", "adversarial", "perturbation"):
        assert {"mechanism_wired", "assertion_holds", "coverage_sufficient"} <= set(verdicts[name])
    assert "composite_gate_passed" in verdicts["math_expert_gate"]
    assert first.returncode == (0 if payload["suite"]["all_passed"] else 1)
    assert (tmp_path / "all.json").read_bytes() == first.stdout.rstrip("\n").encode()

    depth = run("capability", "depth-curve", "--json", store=store)
    rep = json.loads(depth.stdout)
    assert rep == payload["reports"]["depth_curve"]["report"]
    assert depth.returncode == (0 if rep["assertion_holds"] else 1)

    for command, key in (("adversarial", "adversarial"), ("perturbation", "perturbation"),
                         ("pack-provenance", "pack_provenance")):
        done = run("capability", command, "--json", store=store)
        rep = json.loads(done.stdout)
        assert rep == payload["reports"][key]["report"], command
        assert done.returncode == (0 if rep["passed"] else 1), command

    gate = run("capability", "math-expert-gate", store=store)
    assert "outside-corpus disclosure" in gate.stdout and "composite_gate_passed" in gate.stdout
    assert gate.returncode == (0 if payload["suite"]["composite_gate_passed"] else 1)

    b1 = run("capability", "b1", "--json", store=store)
    assert b1.returncode == 0 and json.loads(b1.stdout)["b1:project"]["summary"]["wrong"] == 0

    replayed = run("replay", "--from", "0", "--json", store=store)
    assert replayed.returncode == 0, replayed.stdout + replayed.stderr
    assert json.loads(replayed.stdout)["ok"] is True


def test_report_lane_shows_the_latest_run(run, store):
    done = run("report", "lane", "b3", "--json", store=store)
    assert done.returncode == 0
    report = json.loads(done.stdout)["report"]
    assert report["corpus_name"] == "lane:b3" and report["summary"]["n"] == len(report["cases"])


def test_bad_input_is_one_line_and_exit_2(run, tmp_path):
    store = tmp_path / "bad.sqlite"
    done = run("capability", "depth-curve", "--pack", "no_such_pack", store=store)
    assert done.returncode == 2 and "no pack named" in done.stderr
    assert "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) == 1
    missing = run("report", "lane", "corpus:nothing", store=store)
    assert missing.returncode == 2 and "no completed run" in missing.stderr
