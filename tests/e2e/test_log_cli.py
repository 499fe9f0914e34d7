"""`core log …` and `core replay` as an operator runs them, with their exit codes.

Most cases call the console entry point in-process (fast); two run the installed `core` script
in a real subprocess to prove the exit codes and the default store location end to end.
"""
from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from core import derivations
from core.log_service import add_note, opened

CORE = str(Path(sys.executable).with_name("core"))


@pytest.fixture
def store(tmp_path):
    path = tmp_path / "s" / "core.sqlite"
    with opened(str(path)) as log:
        for text in ("two red apples", "three red pears", "two red apples"):
            add_note(log, text)
        derivations.derive(log, derivations.get("notes.summary"), {"top": 2})
    return path


def test_happy_path_head_show_verify_replay(run, store, tmp_path):
    head = run("log", "head", "--json", store=store)
    assert head.returncode == 0
    saved = json.loads(head.stdout)
    assert saved["position"] == 4 and len(saved["chain"]) == 64  # 2 notes + summary + record
    shown = run("log", "show", "--from", "2", "--to", "3", "--json", store=store)
    lines = [json.loads(line) for line in shown.stdout.splitlines()]
    assert [(x["position"], x["type"]) for x in lines] == [(2, "note.added/2"), (3, "note.summarised/1")]
    assert lines[1]["event"]["top"] == [["red", 2], ["apples", 1]]
    (tmp_path / "head.json").write_text(head.stdout)
    assert run("log", "note", "later", store=store).returncode == 0
    verified = run("log", "verify", "--against", str(tmp_path / "head.json"), store=store)
    assert verified.returncode == 0 and "5 events verified" in verified.stdout
    replayed = run("replay", "--from", "0", "--json", store=store)
    report = json.loads(replayed.stdout)
    assert replayed.returncode == 0 and report["ok"] and report["derivations_checked"] == 1
    assert run("replay", "--from", "5", store=store).returncode == 0  # from the snapshot just stored


def test_tampering_exits_1_naming_the_position(run, store):
    with sqlite3.connect(store) as c:
        c.execute("UPDATE stored_events SET state=CAST(REPLACE(CAST(state AS TEXT), 'pears', 'pearz') AS BLOB) "
                  "WHERE originator_version=2")
    verified = run("log", "verify", store=store)
    assert verified.returncode == 1 and "position 2" in verified.stderr
    assert len(verified.stderr.strip().splitlines()) == 1
    as_json = run("log", "verify", "--json", store=store)
    assert as_json.returncode == 1 and json.loads(as_json.stdout)["divergence"]["position"] == 2
    replayed = run("replay", "--from", "0", "--json", store=store)
    assert replayed.returncode == 1 and json.loads(replayed.stdout)["divergence"]["position"] == 2
    assert "replay diverged at position 2" in run("replay", store=store).stderr


@pytest.mark.parametrize("args, code, message", [
    (("log", "verify", "--against", "missing.json"), 2, "cannot read head file"),
    (("log", "show", "--from", "-1"), 2, "--from"),
    (("log", "show", "--from", "5", "--to", "2"), 2, "before --from"),
    (("log", "derive", "no.such.process"), 2, "no derivation process named"),
    (("log", "derive", "notes.summary", "--param", "top=lots"), 2, "top must be an integer"),
    (("log", "derive", "notes.summary", "--param", "top"), 2, "key=value"),
    (("log", "note", "   "), 2, "needs some text"),
    (("replay", "--from", "3"), 2, "no verified snapshot"),
    (("log", "nonsense"), 2, "No such command"),
])
def test_bad_input_is_one_line_nonzero_and_appends_nothing(run, store, args, code, message):
    before = run("log", "head", "--json", store=store).stdout
    done = run(*args, store=store)
    assert done.returncode == code and message in done.stderr and "Traceback" not in done.stderr
    assert run("log", "head", "--json", store=store).stdout == before


def test_a_bad_head_file_is_a_usage_error(run, store, tmp_path):
    (tmp_path / "h.json").write_text('{"position": 2, "chain": "abc"}')
    done = run("log", "verify", "--against", str(tmp_path / "h.json"), store=store)
    assert done.returncode == 2 and "64 hex digits" in done.stderr


def test_an_unusable_store_is_exit_3(run, tmp_path):
    (tmp_path / "junk.sqlite").write_text("this is not a database")
    done = run("log", "head", store=tmp_path / "junk.sqlite")
    assert done.returncode == 3 and "not a database" in done.stderr
    done = run("log", "head", store=tmp_path)
    assert done.returncode == 3 and "directory" in done.stderr
    done = run("log", "head", store="mysql://nowhere/x")  # type: ignore[arg-type]
    assert done.returncode == 3 and "unsupported store URL" in done.stderr


def test_real_process_exit_codes_and_default_store(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "CORE_STORE"}
    done = subprocess.run([CORE, "log", "note", "hello"], capture_output=True, text=True, env=env, cwd=tmp_path)
    assert done.returncode == 0 and (tmp_path / ".core" / "core.sqlite").is_file()
    with sqlite3.connect(tmp_path / ".core" / "core.sqlite") as c:
        c.execute("UPDATE stored_events SET chain=zeroblob(32) WHERE originator_version=1")
    done = subprocess.run([CORE, "replay", "--from", "0"], capture_output=True, text=True, env=env, cwd=tmp_path)
    assert done.returncode == 1 and "position 1" in done.stderr and "chain" in done.stderr
