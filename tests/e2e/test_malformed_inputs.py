"""A table of malformed inputs: each gives a clear one-line error, its documented exit code
(docs/operations.md: 2 bad input, 1 a check did not hold, 3 store unreachable/unusable) and
appends nothing. Signature rows join when signed verdicts land.

Each case runs the console entry point in-process against a prepared SQLite log of 3 notes;
afterwards the log's head must be unchanged and no stray store may have been created.
Proof-file rows cover `core log prove check` (RFC 9162 proofs, docs/decisions/0054).
"""
from __future__ import annotations

import json
import sys

import pytest

import domain.events  # noqa: F401
from core.cli import main
from domain.events.notes import NoteAdded
from eventstore import EventLog, open_backend

GOOD_CHAIN = "ab" * 32
PG = "postgresql://postgres@127.0.0.1"

# (id, argv with {store}/{tmp} placeholders, files to create {name: bytes}, exit code, message fragment)
CASES = [
    # --- corpus rows (core corpus run FILE) ---
    ("corpus-not-json", ["corpus", "run", "{tmp}/c.jsonl"], {"c.jsonl": b'{"id": "a", '}, 2, "not JSON"),
    ("corpus-row-is-array", ["corpus", "run", "{tmp}/c.jsonl"], {"c.jsonl": b'["a", "b"]'}, 2, "JSON object"),
    ("corpus-row-is-number", ["corpus", "run", "{tmp}/c.jsonl"], {"c.jsonl": b"42"}, 2, "JSON object"),
    ("corpus-missing-id", ["corpus", "run", "{tmp}/c.jsonl"], {"c.jsonl": b'{"problem": "x", "answer": 1}'}, 2, "'id'"),
    ("corpus-empty-id", ["corpus", "run", "{tmp}/c.jsonl"], {"c.jsonl": b'{"id": "", "problem": "x", "answer": 1}'},
     2, "'id'"),
    ("corpus-numeric-id", ["corpus", "run", "{tmp}/c.jsonl"], {"c.jsonl": b'{"id": 7, "problem": "x", "answer": 1}'},
     2, "'id'"),
    ("corpus-duplicate-id", ["corpus", "run", "{tmp}/c.jsonl"],
     {"c.jsonl": b'{"id": "a", "problem": "x", "answer": 1}\n{"id": "a", "problem": "y", "answer": 2}'}, 2, "duplicate"),
    ("corpus-missing-problem", ["corpus", "run", "{tmp}/c.jsonl"], {"c.jsonl": b'{"id": "a", "answer": 1}'},
     2, "'problem'"),
    ("corpus-problem-is-list", ["corpus", "run", "{tmp}/c.jsonl"], {"c.jsonl": b'{"id": "a", "problem": ["x"]}'},
     2, "'problem'"),
    ("corpus-answer-bool", ["corpus", "run", "{tmp}/c.jsonl"], {"c.jsonl": b'{"id": "a", "problem": "x", "answer": true}'},
     2, "'answer'"),
    ("corpus-answer-object", ["corpus", "run", "{tmp}/c.jsonl"],
     {"c.jsonl": b'{"id": "a", "problem": "x", "answer": {"v": 1}}'}, 2, "'answer'"),
    ("corpus-answer-list", ["corpus", "run", "{tmp}/c.jsonl"], {"c.jsonl": b'{"id": "a", "problem": "x", "answer": [1]}'},
     2, "'answer'"),
    ("corpus-bad-line-3", ["corpus", "run", "{tmp}/c.jsonl"],
     {"c.jsonl": b'{"id": "a", "problem": "x", "answer": 1}\n\n{oops'}, 2, ":3:"),
    ("corpus-not-utf8", ["corpus", "run", "{tmp}/c.jsonl"], {"c.jsonl": b'{"id": "\xff\xfe", "problem": "x"}'},
     2, "UTF-8"),
    ("corpus-empty-file", ["corpus", "run", "{tmp}/c.jsonl"], {"c.jsonl": b"\n\n"}, 2, "no rows"),
    ("corpus-missing-file", ["corpus", "run", "{tmp}/absent.jsonl"], {}, 2, "no such file"),
    ("corpus-is-directory", ["corpus", "run", "{tmp}"], {}, 2, "cannot read"),
    ("corpus-unknown-pack", ["corpus", "run", "{tmp}/c.jsonl", "--pack", "nope"],
     {"c.jsonl": b'{"id": "a", "problem": "x", "answer": 1}'}, 2, "no pack named"),
    # --- head files (core log verify --against FILE) ---
    ("head-missing-file", ["log", "verify", "--against", "{tmp}/absent.json"], {}, 2, "cannot read head file"),
    ("head-not-json", ["log", "verify", "--against", "{tmp}/h.json"], {"h.json": b"position 3"}, 2, "not JSON"),
    ("head-is-array", ["log", "verify", "--against", "{tmp}/h.json"], {"h.json": b"[3]"}, 2, "JSON object"),
    ("head-position-negative", ["log", "verify", "--against", "{tmp}/h.json"],
     {"h.json": json.dumps({"position": -1, "chain": GOOD_CHAIN}).encode()}, 2, "non-negative integer"),
    ("head-position-string", ["log", "verify", "--against", "{tmp}/h.json"],
     {"h.json": json.dumps({"position": "3", "chain": GOOD_CHAIN}).encode()}, 2, "non-negative integer"),
    ("head-position-bool", ["log", "verify", "--against", "{tmp}/h.json"],
     {"h.json": json.dumps({"position": True, "chain": GOOD_CHAIN}).encode()}, 2, "non-negative integer"),
    ("head-position-missing", ["log", "verify", "--against", "{tmp}/h.json"],
     {"h.json": json.dumps({"chain": GOOD_CHAIN}).encode()}, 2, "non-negative integer"),
    ("head-chain-short", ["log", "verify", "--against", "{tmp}/h.json"],
     {"h.json": json.dumps({"position": 2, "chain": "abcd"}).encode()}, 2, "64 hex digits"),
    ("head-chain-not-hex", ["log", "verify", "--against", "{tmp}/h.json"],
     {"h.json": json.dumps({"position": 2, "chain": "zz" * 32}).encode()}, 2, "64 hex digits"),
    ("head-chain-number", ["log", "verify", "--against", "{tmp}/h.json"],
     {"h.json": json.dumps({"position": 2, "chain": 12}).encode()}, 2, "64 hex digits"),
    ("head-zero-with-chain", ["log", "verify", "--against", "{tmp}/h.json"],
     {"h.json": json.dumps({"position": 0, "chain": GOOD_CHAIN}).encode()}, 2, "all-zero chain"),
    ("head-not-extended", ["log", "verify", "--against", "{tmp}/h.json"],
     {"h.json": json.dumps({"position": 2, "chain": GOOD_CHAIN}).encode()}, 1, "does not extend the saved head"),
    ("head-longer-than-log", ["log", "verify", "--against", "{tmp}/h.json"],
     {"h.json": json.dumps({"position": 9, "chain": GOOD_CHAIN}).encode()}, 1, "shorter than the saved head"),
    # --- CLI arguments ---
    ("show-from-negative", ["log", "show", "--from", "-1"], {}, 2, "Error"),
    ("show-from-word", ["log", "show", "--from", "abc"], {}, 2, "Error"),
    ("show-to-before-from", ["log", "show", "--from", "5", "--to", "2"], {}, 2, "before --from"),
    ("note-empty", ["log", "note", ""], {}, 2, "needs some text"),
    ("note-blank", ["log", "note", "   \t "], {}, 2, "needs some text"),
    ("note-missing-text", ["log", "note"], {}, 2, "Missing argument"),
    ("derive-unknown", ["log", "derive", "no.such.process"], {}, 2, "no.such.process"),
    ("derive-param-no-equals", ["log", "derive", "notes.summary", "--param", "top"], {}, 2, "key=value"),
    ("derive-param-twice", ["log", "derive", "notes.summary", "-p", "top=1", "-p", "top=2"], {}, 2, "given twice"),
    ("derive-param-empty-key", ["log", "derive", "notes.summary", "-p", "=3"], {}, 2, "key=value"),
    ("replay-from-negative", ["replay", "--from", "-3"], {}, 2, "Error"),
    ("replay-from-word", ["replay", "--from", "start"], {}, 2, "Error"),
    ("unknown-command", ["log", "explode"], {}, 2, "No such command"),
    ("unknown-option", ["log", "head", "--colour"], {}, 2, "No such option"),
    ("solve-missing-text", ["solve"], {}, 2, "Missing argument"),
    ("solve-unknown-pack", ["solve", "--pack", "../etc", "Sam has 3 apples."], {}, 2, "pack"),
    ("copy-same-store", ["log", "copy", "--from", "{store}", "--to", "{store}"], {}, 2, "same store"),
    ("copy-missing-to", ["log", "copy", "--from", "{store}"], {}, 2, "Missing option"),
    ("copy-into-non-prefix", ["log", "copy", "--from", "{tmp}/other.sqlite", "--to", "{store}"], {}, 1,
     "not a prefix"),
    ("prove-position-zero", ["log", "prove", "inclusion", "0"], {}, 2, "not in a tree"),
    ("prove-position-past-head", ["log", "prove", "inclusion", "4"], {}, 2, "not in a tree"),
    ("prove-size-past-head", ["log", "prove", "root", "--size", "9"], {}, 2, "outside the log"),
    ("prove-old-equals-size", ["log", "prove", "consistency", "--old", "3"], {}, 2, "must be between"),
    ("proof-file-not-json", ["log", "prove", "check", "{tmp}/p.json"], {"p.json": b"{nope"}, 2, "not JSON"),
    ("proof-file-wrong-kind", ["log", "prove", "check", "{tmp}/p.json"], {"p.json": b'{"kind": "receipt"}'}, 2,
     "kind inclusion or consistency"),
    ("proof-path-not-hex", ["log", "prove", "check", "{tmp}/p.json"],
     {"p.json": json.dumps({"kind": "inclusion", "path": ["zz"], "root": GOOD_CHAIN, "leaf": GOOD_CHAIN,
                            "position": 1, "size": 1}).encode()}, 2, "64 hex digits"),
    ("proof-does-not-hold", ["log", "prove", "check", "{tmp}/p.json"],
     {"p.json": json.dumps({"kind": "inclusion", "path": [], "root": GOOD_CHAIN, "leaf": GOOD_CHAIN,
                            "position": 1, "size": 1}).encode()}, 1, "does not hold"),
    # --- verdict files and arguments (the signature rows come with signed verdicts) ---
    ("verdict-unknown-proposal", ["verdict", "append", "abcdef123456", "--decision", "ratify", "--reviewer", "x",
                                  "--reason", "y"], {}, 2, "unknown proposal"),
    ("verdict-bad-decision", ["verdict", "append", "abcdef123456", "--decision", "maybe", "--reviewer", "x",
                              "--reason", "y"], {}, 2, "decision must be"),
    ("verdict-missing-decision", ["verdict", "append", "abcdef123456"], {}, 2, "Missing option"),
    ("verdict-refinement-missing", ["verdict", "append", "abcdef123456", "--decision", "refine", "--reviewer", "x",
                                    "--reason", "y", "--refinement", "{tmp}/absent.json"], {}, 2, "refinement"),
    ("verdict-file-not-json", ["verdict", "import", "{tmp}/v.jsonl"], {"v.jsonl": b"{oops"}, 2, "malformed verdict"),
    ("verdict-file-unknown-field", ["verdict", "import", "{tmp}/v.jsonl"], {"v.jsonl": b'{"proposal": "abc"}'}, 2,
     "malformed verdict"),
    ("verdict-file-missing", ["verdict", "import", "{tmp}/absent.jsonl"], {}, 2, "no such verdict file"),
    # --- store locations / URLs ---
    ("store-unsupported-scheme", ["--store", "mysql://root@localhost/db", "log", "head"], {}, 3, "unsupported store URL"),
    ("store-http-url", ["--store", "https://example.org/log", "log", "head"], {}, 3, "unsupported store URL"),
    ("store-is-directory", ["--store", "{tmp}", "log", "head"], {}, 3, "is a directory"),
    ("store-not-a-database", ["--store", "{tmp}/text.sqlite", "log", "head"], {"text.sqlite": b"hello, not sqlite"},
     3, "not a database"),
    ("store-parent-is-file", ["--store", "{tmp}/text.sqlite/inner.sqlite", "log", "head"],
     {"text.sqlite": b"x"}, 3, "cannot create the directory"),
    ("pg-no-database", ["--store", f"{PG}:5432/", "log", "head"], {}, 3, "database name"),
    ("pg-no-host", ["--store", "postgresql://postgres@:5432/test", "log", "head"], {}, 3, "needs a host"),
    ("pg-bad-port", ["--store", f"{PG}:99999/test", "log", "head"], {}, 3, "malformed"),
    ("pg-port-word", ["--store", f"{PG}:port/test", "log", "head"], {}, 3, "malformed"),
    ("pg-bad-schema", ["--store", f"{PG}:5432/test?schema=a;drop", "log", "head"], {}, 3, "plain identifier"),
    ("pg-unknown-option", ["--store", f"{PG}:5432/test?sslmode=weird", "log", "head"], {}, 3, "unknown PostgreSQL URL"),
    ("pg-bad-timeout", ["--store", f"{PG}:5432/test?connect_timeout=0", "log", "head"], {}, 3, "whole seconds"),
    ("pg-unreachable", ["--store", f"{PG}:1/test?connect_timeout=1", "log", "note", "x"], {}, 3, "cannot reach"),
    ("pg-copy-unreachable", ["log", "copy", "--from", "{store}", "--to", f"{PG}:1/test?connect_timeout=1"], {}, 3,
     "cannot reach"),
]


@pytest.fixture
def prepared(tmp_path):
    store = tmp_path / "core.sqlite"
    backend = open_backend(str(store))
    EventLog(backend).append([NoteAdded(text=f"note {i}") for i in range(3)])
    head = EventLog(backend).head()
    backend.close()
    other = open_backend(str(tmp_path / "other.sqlite"))
    EventLog(other).append([NoteAdded(text="a different history")])
    other.close()
    return store, head


def _name(case) -> str:
    return case.values[0] if hasattr(case, "values") else case[0]


def test_the_table_is_big_enough():
    assert len(CASES) >= 50 and len({_name(c) for c in CASES}) == len(CASES)


@pytest.mark.parametrize("name, argv, files, code, fragment", CASES, ids=[_name(c) for c in CASES])
def test_malformed_input_is_refused_cleanly(name, argv, files, code, fragment, prepared, tmp_path, capsys,
                                            monkeypatch):
    store, head = prepared
    for fname, data in files.items():
        (tmp_path / fname).write_bytes(data)
    before = sorted(p.name for p in tmp_path.iterdir())
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("CORE_STORE", str(store))
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setattr(sys, "argv", ["core", *[a.format(store=store, tmp=tmp_path) for a in argv]])
    capsys.readouterr()
    with pytest.raises(SystemExit) as info:
        main()
    out, err = capsys.readouterr()
    assert info.value.code == code, (err, out)
    assert "Traceback" not in err + out
    errors = [line for line in err.splitlines() if line.lower().startswith("error")]
    assert len(errors) == 1 and fragment in errors[0], err  # one error line, saying what is wrong
    backend = open_backend(str(store))
    assert EventLog(backend).head() == head  # nothing appended
    backend.close()
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith("core.sqlite")) == \
        [n for n in before if not n.startswith("core.sqlite")]  # no stray store created
