"""`core solve` and `core corpus run` through the real console entry point."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

CORE = [sys.executable, "-c", "from core.cli import main; main()"]


def run(*args):
    return subprocess.run([*CORE, *args], capture_output=True, text=True, timeout=60)


def test_solve_json_follows_design_5():
    p = run("solve", "--json", "Sam has 5 apples. Sam buys 3 apples. How many apples does Sam have?")
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    assert {"outcome", "answer", "unit", "trace", "refusal"} <= set(out)
    assert (out["outcome"], out["answer"], out["unit"], out["refusal"]) == ("solved", "8", "apples", None)
    assert out["trace"][0]["lemma"] == "verb.buy"


def test_solve_refusal_json_and_text():
    p = run("solve", "--json", "Sam has 5 glips. How many glips does Sam have?")
    out = json.loads(p.stdout)
    assert out["outcome"] == "refused" and out["refusal"]["reason"] == "unknown_word"
    p = run("solve", "Sam has 5 glips. How many glips does Sam have?")
    assert p.returncode == 0 and p.stdout.startswith("refused: unknown_word")


def test_unknown_pack_is_one_line_usage_error():
    p = run("solve", "--pack", "nope", "x?")
    assert p.returncode == 2 and "no pack named" in p.stderr and "Traceback" not in p.stderr


def test_corpus_run_json(tmp_path: Path):
    f = tmp_path / "c.jsonl"
    f.write_text("\n".join(json.dumps(r) for r in [
        {"id": "1", "problem": "Sam has 5 apples. Sam buys 3 apples. How many apples does Sam have?", "answer": "8"},
        {"id": "2", "problem": "Sam has 5 apples. Sam buys 3 apples. How many apples does Sam have?", "answer": 9},
        {"id": "3", "problem": "Sam has 5 glips. How many glips does Sam have?", "answer": "5"},
        {"id": "4", "problem": "Sam has 5 apples. How many apples does Sam have?", "answer": None},
    ]) + "\n")
    p = run("corpus", "run", str(f), "--json")
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout) == {"n": 4, "correct": 1, "wrong": 1, "refused": 1, "unscored": 1,
                                    "coverage": "0.3333"}


def test_corpus_run_bad_file_is_one_line_error(tmp_path: Path):
    f = tmp_path / "bad.jsonl"
    f.write_text('{"id": "1", "problem": "x"}\nnot json\n')
    p = run("corpus", "run", str(f))
    assert p.returncode == 2 and "bad.jsonl:2" in p.stderr and "Traceback" not in p.stderr
    p = run("corpus", "run", str(tmp_path / "missing.jsonl"))
    assert p.returncode == 2 and "no such file" in p.stderr
