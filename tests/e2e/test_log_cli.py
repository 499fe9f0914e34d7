"""`core log …` and `core replay` as an operator runs them: real processes, real exit codes."""
from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

CORE = str(Path(sys.executable).with_name("core"))


def core(*args: str, store: Path, cwd: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "CORE_STORE": str(store), "NO_COLOR": "1"}
    return subprocess.run([CORE, *args], capture_output=True, text=True, env=env, cwd=cwd, timeout=60)


@pytest.fixture
def store(tmp_path):
    path = tmp_path / "s" / "core.sqlite"
    for text in ("two red apples", "three red pears", "two red apples"):
        assert core("log", "note", text, store=path, cwd=tmp_path).returncode == 0
    assert core("log", "derive", "notes.summary", "--param", "top=2", store=path, cwd=tmp_path).returncode == 0
    return path


def test_happy_path_head_show_verify_replay(store, tmp_path):
    head = core("log", "head", "--json", store=store, cwd=tmp_path)
    assert head.returncode == 0
    saved = json.loads(head.stdout)
    assert saved["position"] == 4 and len(saved["chain"]) == 64  # 2 notes + summary + record
    shown = core("log", "show", "--from", "2", "--to", "3", "--json", store=store, cwd=tmp_path)
    lines = [json.loads(line) for line in shown.stdout.splitlines()]
    assert [(x["position"], x["type"]) for x in lines] == [(2, "note.added/2"), (3, "note.summarised/1")]
    assert lines[1]["event"]["top"] == [["red", 2], ["apples", 1]]
    (tmp_path / "head.json").write_text(head.stdout)
    assert core("log", "note", "later", store=store, cwd=tmp_path).returncode == 0
    verified = core("log", "verify", "--against", str(tmp_path / "head.json"), store=store, cwd=tmp_path)
    assert verified.returncode == 0 and "5 events verified" in verified.stdout
    replayed = core("replay", "--from", "0", "--json", store=store, cwd=tmp_path)
    report = json.loads(replayed.stdout)
    assert replayed.returncode == 0 and report["ok"] and report["derivations_checked"] == 1


def test_store_defaults_to_dot_core_in_the_working_directory(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "CORE_STORE"}
    done = subprocess.run([CORE, "log", "note", "hello"], capture_output=True, text=True, env=env, cwd=tmp_path)
    assert done.returncode == 0 and (tmp_path / ".core" / "core.sqlite").is_file()


def test_tampering_exits_1_naming_the_position(store, tmp_path):
    with sqlite3.connect(store) as c:
        c.execute("UPDATE stored_events SET state=CAST(REPLACE(CAST(state AS TEXT), 'pears', 'pearz') AS BLOB) "
                  "WHERE originator_version=2")
    verified = core("log", "verify", store=store, cwd=tmp_path)
    assert verified.returncode == 1 and "position 2" in verified.stderr
    assert len(verified.stderr.strip().splitlines()) == 1
    replayed = core("replay", "--from", "0", "--json", store=store, cwd=tmp_path)
    report = json.loads(replayed.stdout)
    assert replayed.returncode == 1 and report["divergence"]["position"] == 2


@pytest.mark.parametrize("args, code, message", [
    (("log", "verify", "--against", "missing.json"), 2, "cannot read head file"),
    (("log", "show", "--from", "-1"), 2, "--from"),
    (("log", "show", "--from", "5", "--to", "2"), 2, "before --from"),
    (("log", "derive", "no.such.process"), 2, "no derivation process named"),
    (("log", "derive", "notes.summary", "--param", "top=lots"), 2, "top must be an integer"),
    (("log", "derive", "notes.summary", "--param", "top"), 2, "key=value"),
    (("log", "note", "   "), 2, "needs some text"),
    (("replay", "--from", "3"), 2, "no verified snapshot"),
])
def test_bad_input_is_one_line_nonzero_and_appends_nothing(store, tmp_path, args, code, message):
    before = core("log", "head", "--json", store=store, cwd=tmp_path).stdout
    done = core(*args, store=store, cwd=tmp_path)
    assert done.returncode == code and message in done.stderr and "Traceback" not in done.stderr
    assert core("log", "head", "--json", store=store, cwd=tmp_path).stdout == before


def test_an_unusable_store_is_exit_3(tmp_path):
    (tmp_path / "junk.sqlite").write_text("this is not a database")
    done = core("log", "head", store=tmp_path / "junk.sqlite", cwd=tmp_path)
    assert done.returncode == 3 and "not a database" in done.stderr and "Traceback" not in done.stderr
    done = core("log", "head", store=tmp_path, cwd=tmp_path)
    assert done.returncode == 3 and "directory" in done.stderr
