"""A table of malformed inputs: each gives a clear one-line error, its documented exit code
(docs/operations.md: 2 bad input, 1 a check did not hold, 3 store unreachable/unusable) and
appends nothing. Signature rows (docs/decisions/0056) are in two tables: key files and registry
arguments against the 3-note log, and signed verdicts against a log with pending proposals and
registered reviewers (SIGNED_CASES).

Each case runs the console entry point in-process against a prepared SQLite log of 3 notes;
afterwards the log's head must be unchanged and no stray store may have been created.
Proof-file rows cover `core log prove check` (RFC 9162 proofs, docs/decisions/0054).
"""
from __future__ import annotations

import json
import sys

import pytest

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

import domain.events  # noqa: F401
from core.cli import main
from domain.events.notes import NoteAdded
from eventstore import EventLog, open_backend

GOOD_CHAIN = "ab" * 32
ANA_SEED, OLD_SEED, EVE_SEED = "a1" * 32, "01" * 32, "e5" * 32  # test keys: their seeds are public
_pem = serialization.Encoding.PEM
ANA_PRIVATE_PEM = Ed25519PrivateKey.from_private_bytes(bytes.fromhex(ANA_SEED)).private_bytes(
    _pem, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
ANA_PUBLIC_PEM = Ed25519PrivateKey.from_private_bytes(bytes.fromhex(ANA_SEED)).public_key().public_bytes(
    _pem, serialization.PublicFormat.SubjectPublicKeyInfo)
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
    # --- key files and the reviewer registry ---
    ("verdict-key-file-missing", ["verdict", "append", "abcdef123456", "--decision", "ratify", "--reason", "y",
                                  "--key", "{tmp}/absent.key"], {}, 2, "no such file"),
    ("verdict-key-file-garbage", ["verdict", "append", "abcdef123456", "--decision", "ratify", "--reason", "y",
                                  "--key", "{tmp}/k"], {"k": b"hello, not a key"}, 2, "not an Ed25519 private key"),
    ("verdict-key-seed-too-short", ["verdict", "append", "abcdef123456", "--decision", "ratify", "--reason", "y",
                                    "--key", "{tmp}/k"], {"k": ANA_SEED[:62].encode()}, 2, "not an Ed25519 private key"),
    ("verdict-key-is-public", ["verdict", "append", "abcdef123456", "--decision", "ratify", "--reason", "y",
                               "--key", "{tmp}/k"], {"k": ANA_PUBLIC_PEM}, 2, "holds a public key"),
    ("verdict-key-bad-pem", ["verdict", "import", "{tmp}/v.jsonl", "--key", "{tmp}/k"],
     {"k": b"-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n", "v.jsonl": b"{}"}, 2,
     "not a readable PEM"),
    ("verdict-key-unregistered", ["verdict", "append", "abcdef123456", "--decision", "ratify", "--reason", "y",
                                  "--key", "{tmp}/k"], {"k": ANA_SEED.encode()}, 2, "unknown key"),
    ("reviewer-add-bad-public-key", ["reviewer", "add", "ana", "--public-key", "abc123"], {}, 2,
     "neither 64 hex digits"),
    ("reviewer-add-private-key", ["reviewer", "add", "ana", "--public-key", "{tmp}/k"], {"k": ANA_PRIVATE_PEM}, 2,
     "PRIVATE key"),
    ("reviewer-add-blank-name", ["reviewer", "add", "  ", "--public-key", "cd" * 32], {}, 2, "name is required"),
    ("reviewer-revoke-unknown", ["reviewer", "revoke", "nobody"], {}, 2, "unknown reviewer"),
    ("reviewer-keygen-exists", ["reviewer", "keygen", "--out", "{tmp}/k"], {"k": b"keep me"}, 2, "already exists"),
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
    monkeypatch.delenv("CORE_REVIEWER_KEY", raising=False)  # key rows name their key file explicitly
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


# --- signed verdicts against a log with pending proposals and a registry ----------------------------
# ana: registered key ANA; old: registered key OLD, revoked; eve: a key nobody registered.


def _signed_line(ctx, **change) -> bytes:
    """A verdict line signed by ana for proposal 0, then changed by ``change`` (after signing)."""
    from core.signing import signer_from_seed
    from domain.events.loop import VerdictRecorded

    p = ctx["proposals"][0]
    event = signer_from_seed(bytes.fromhex(ANA_SEED)).sign(VerdictRecorded(
        proposal_id=p.proposal_id, decision="reject", reviewer="ana", reason="r", signature=p.signature,
        change_kind=p.change_kind))
    line = {"proposal_id": p.proposal_id, "decision": "reject", "reviewer": "ana", "reason": "r",
            "key_id": event.key_id, "ed25519": event.ed25519}
    line.update(change(ctx) if callable(change) else change)
    return json.dumps(line).encode()


APPEND = ["verdict", "append", "{pid}", "--decision", "reject", "--reason", "r"]
SIGNED_CASES = [
    ("signed-unsigned", APPEND + ["--reviewer", "ana"], {}, 2, "unsigned verdict"),
    ("signed-unknown-key", APPEND + ["--reviewer", "eve", "--key", "{tmp}/eve.key"], {}, 2, "unknown key"),
    ("signed-revoked-key", APPEND + ["--key", "{tmp}/old.key"], {}, 2, "was revoked"),
    ("signed-wrong-key-for-reviewer", APPEND + ["--reviewer", "old", "--key", "{tmp}/ana.key"], {}, 2,
     "wrong key for reviewer 'old'"),
    ("signed-bad-key-file", APPEND + ["--key", "{tmp}/bad.key"], {"bad.key": b"\x00\x01"}, 2,
     "not an Ed25519 private key"),
    ("signed-import-unsigned", ["verdict", "import", "{tmp}/v.jsonl"],
     {"v.jsonl": lambda ctx: _signed_line(ctx, key_id="", ed25519="")}, 2, "unsigned verdict"),
    ("signed-import-tampered-reason", ["verdict", "import", "{tmp}/v.jsonl"],
     {"v.jsonl": lambda ctx: _signed_line(ctx, reason="r, edited after signing")}, 2, "does not match"),
    ("signed-import-tampered-decision", ["verdict", "import", "{tmp}/v.jsonl"],
     {"v.jsonl": lambda ctx: _signed_line(ctx, decision="ratify")}, 2, "does not match"),
    ("signed-import-other-proposal", ["verdict", "import", "{tmp}/v.jsonl"],
     {"v.jsonl": lambda ctx: _signed_line(ctx, proposal_id=ctx["proposals"][1].proposal_id)}, 2, "does not match"),
    ("signed-import-signature-not-hex", ["verdict", "import", "{tmp}/v.jsonl"],
     {"v.jsonl": lambda ctx: _signed_line(ctx, ed25519="zz" * 64)}, 2, "malformed signature"),
    ("signed-import-reviewer-renamed", ["verdict", "import", "{tmp}/v.jsonl"],
     {"v.jsonl": lambda ctx: _signed_line(ctx, reviewer="old")}, 2, "wrong key for reviewer"),
    ("signed-import-key-id-unknown", ["verdict", "import", "{tmp}/v.jsonl"],
     {"v.jsonl": lambda ctx: _signed_line(ctx, key_id="f" * 64)}, 2, "unknown key"),
]


@pytest.fixture(scope="module")
def signed_log(tmp_path_factory):
    from core import log_service, loop_service, reviewer_service, run_service
    from core.signing import signer_from_seed
    from domain.events.corpus import CaseSpec

    store = tmp_path_factory.mktemp("signed") / "core.sqlite"
    cases = [CaseSpec(id=f"{w}{i}", problem=f"Sam has {a} {w}s. Sam buys {b} {w}s. How many {w}s does Sam have?",
                      gold=str(a + b), expect="answer") for w in ("wug", "dax") for i, (a, b) in enumerate([(5, 3),
                                                                                                           (2, 2)])]
    with log_service.opened(str(store)) as log:
        run = run_service.run_cases(log, "t", cases)
        proposals = loop_service.run_decompose(log, run.run_id).emitted
        reviewer_service.add_reviewer(log, "ana", signer_from_seed(bytes.fromhex(ANA_SEED)).public_key)
        reviewer_service.add_reviewer(log, "old", signer_from_seed(bytes.fromhex(OLD_SEED)).public_key)
        reviewer_service.revoke_reviewer(log, "old", reason="rotated")
    assert len(proposals) == 2
    return store, {"proposals": proposals}


@pytest.mark.parametrize("name, argv, files, code, fragment", SIGNED_CASES, ids=[c[0] for c in SIGNED_CASES])
def test_badly_signed_verdicts_are_refused_cleanly(name, argv, files, code, fragment, signed_log, tmp_path, capsys,
                                                  monkeypatch):
    import shutil

    pristine, ctx = signed_log
    store = tmp_path / "core.sqlite"
    shutil.copy(pristine, store)
    keys = {"ana.key": ANA_SEED.encode(), "old.key": OLD_SEED.encode(), "eve.key": EVE_SEED.encode()}
    for fname, data in {**keys, **files}.items():
        (tmp_path / fname).write_bytes(data(ctx) if callable(data) else data)
    backend = open_backend(str(store))
    head = EventLog(backend).head()
    backend.close()
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("CORE_STORE", str(store))
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.delenv("CORE_REVIEWER_KEY", raising=False)
    pid = ctx["proposals"][0].proposal_id
    monkeypatch.setattr(sys, "argv", ["core", *[a.format(tmp=tmp_path, pid=pid[:12]) for a in argv]])
    capsys.readouterr()
    with pytest.raises(SystemExit) as info:
        main()
    out, err = capsys.readouterr()
    assert info.value.code == code, (err, out)
    assert "Traceback" not in err + out
    errors = [line for line in err.splitlines() if line.lower().startswith("error")]
    assert len(errors) == 1 and fragment in errors[0], err
    for seed in (ANA_SEED, OLD_SEED, EVE_SEED):
        assert seed not in err + out  # key material is never echoed
    backend = open_backend(str(store))
    assert EventLog(backend).head() == head  # nothing appended
    backend.close()
