"""`core solve` and `core corpus run` through the console entry point, ``core.cli.main``.

They call it in-process (the e2e ``run`` fixture: same argv, exit code, stdout and stderr) rather than
through ``python -c "from core.cli import main; main()"`` in a subprocess, which ran the same function
after an interpreter start and a cold pack load per call (ADR 0428); an unhandled exception now fails the
test outright. Exit codes across a real process boundary are test_log_cli.py's
test_real_process_exit_codes_and_default_store."""
from __future__ import annotations

import json
from pathlib import Path

import pytest


@pytest.fixture
def core(run, tmp_path):
    """``core(*args)``: the CLI with the store the subprocess used (the suite's isolated CORE_STORE)."""
    return lambda *args: run(*args, store=tmp_path / "default-store.sqlite")


def test_solve_json_follows_design_5(core):
    p = core("solve", "--json", "Sam has 5 apples. Sam buys 3 apples. How many apples does Sam have?")
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    assert {"outcome", "answer", "unit", "trace", "refusal"} <= set(out)
    assert (out["outcome"], out["answer"], out["unit"], out["refusal"]) == ("solved", "8", "apples", None)
    assert out["trace"][0]["lemma"] == "verb.buy"


def test_solve_refusal_json_and_text(core):
    p = core("solve", "--json", "Sam has 5 glips. How many glips does Sam have?")
    out = json.loads(p.stdout)
    assert out["outcome"] == "refused" and out["refusal"]["reason"] == "unknown_word"
    p = core("solve", "Sam has 5 glips. How many glips does Sam have?")
    assert p.returncode == 0 and p.stdout.startswith("refused: unknown_word")


def test_unknown_pack_is_one_line_usage_error(core):
    p = core("solve", "--pack", "nope", "x?")
    assert p.returncode == 2 and "no pack named" in p.stderr and "Traceback" not in p.stderr


def test_corpus_run_json(tmp_path: Path, core):
    f = tmp_path / "c.jsonl"
    f.write_text("\n".join(json.dumps(r) for r in [
        {"id": "1", "problem": "Sam has 5 apples. Sam buys 3 apples. How many apples does Sam have?", "answer": "8"},
        {"id": "2", "problem": "Sam has 5 apples. Sam buys 3 apples. How many apples does Sam have?", "answer": 9},
        {"id": "3", "problem": "Sam has 5 glips. How many glips does Sam have?", "answer": "5"},
        {"id": "4", "problem": "Sam has 5 apples. How many apples does Sam have?", "answer": None},
    ]) + "\n")
    p = core("corpus", "run", str(f), "--json")
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout) == {"n": 4, "correct": 1, "wrong": 1, "refused": 1, "unscored": 1,
                                    "coverage": "0.3333"}


def test_corpus_run_bad_file_is_one_line_error(tmp_path: Path, core):
    f = tmp_path / "bad.jsonl"
    f.write_text('{"id": "1", "problem": "x"}\nnot json\n')
    p = core("corpus", "run", str(f))
    assert p.returncode == 2 and "bad.jsonl:2" in p.stderr and "Traceback" not in p.stderr
    p = core("corpus", "run", str(tmp_path / "missing.jsonl"))
    assert p.returncode == 2 and "no such file" in p.stderr
