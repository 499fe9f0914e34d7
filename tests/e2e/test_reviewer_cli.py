"""`core reviewer …` and signed `core verdict …` at the command line, end to end: keygen, add, list,
sign with --key or CORE_REVIEWER_KEY, rotate (add a new key, revoke the old one), import signed
files, and `core replay --from 0` re-verifying every signature."""
from __future__ import annotations

import json
import sys

import pytest

import domain.events  # noqa: F401
from core import log_service, loop_service, run_service
from core.cli import main
from domain.events.corpus import CaseSpec
from domain.events.loop import VerdictRecorded
from projections.framework import decode_row


def case(cid: str, word: str, a: int, b: int) -> CaseSpec:
    return CaseSpec(id=cid, problem=f"Sam has {a} {word}s. Sam buys {b} {word}s. How many {word}s does Sam have?",
                    gold=str(a + b), expect="answer")


@pytest.fixture
def env(tmp_path, monkeypatch, capsys):
    store = tmp_path / "log.sqlite"
    with log_service.opened(str(store)) as log:
        cases = [case(f"{w}{i}", w, a, b) for w in ("wug", "dax", "blick", "zorp") for i, (a, b) in
                 enumerate([(5, 3), (2, 2)])]
        run = run_service.run_cases(log, "t", cases)
        pids = [p.proposal_id for p in loop_service.run_decompose(log, run.run_id).emitted]
    assert len(pids) == 4
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("CORE_STORE", str(store))
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("CORE_NO_PROGRESS", "1")
    monkeypatch.delenv("CORE_REVIEWER_KEY", raising=False)

    def cli(*argv: str) -> tuple[int, str, str]:
        monkeypatch.setattr(sys, "argv", ["core", *argv])
        capsys.readouterr()
        try:
            main()
            code = 0
        except SystemExit as exc:
            code = exc.code or 0
        out, err = capsys.readouterr()
        assert "Traceback" not in out + err
        return code, out, err

    return cli, store, pids, tmp_path, monkeypatch


def verdicts(store) -> list[VerdictRecorded]:
    with log_service.opened(str(store)) as log:
        return [e for e in (decode_row(r.state) for r in log.read(after=0)) if isinstance(e, VerdictRecorded)]


def keygen(cli, path) -> str:
    code, out, _ = cli("reviewer", "keygen", "--out", str(path))
    assert code == 0 and (path.stat().st_mode & 0o777) == 0o600
    (public,) = [line.split()[-1] for line in out.splitlines() if line.startswith("public key")]
    assert len(public) == 64 and public not in path.read_text()  # PEM holds the private key, not the hex
    return public


def test_register_sign_rotate_and_replay(env):
    cli, store, pids, tmp, monkeypatch = env
    ana1, ana2 = tmp / "ana1.key", tmp / "ana2.key"
    pub1, pub2 = keygen(cli, ana1), keygen(cli, ana2)
    assert cli("reviewer", "add", "ana", "--public-key", pub1)[0] == 0
    code, out, _ = cli("reviewer", "list", "--json")
    (row,) = json.loads(out)
    assert (row["reviewer"], row["public_key"], row["revoked_at"]) == ("ana", pub1, 0)

    # --key names the signer; the reviewer defaults to the one the key is registered to.
    code, out, err = cli("verdict", "append", pids[0][:12], "--decision", "reject", "--reason", "not a count noun",
                         "--key", str(ana1))
    assert code == 0, err
    # CORE_REVIEWER_KEY (a path) works the same.
    monkeypatch.setenv("CORE_REVIEWER_KEY", str(ana1))
    assert cli("verdict", "append", pids[1][:12], "--decision", "reject", "--reviewer", "ana", "--reason", "no")[0] == 0
    monkeypatch.delenv("CORE_REVIEWER_KEY")

    # Rotate: the new key is added, the old one revoked; the old key is refused from then on.
    assert cli("reviewer", "add", "ana", "--public-key", pub2)[0] == 0
    code, _, err = cli("reviewer", "revoke", "ana")
    assert code == 2 and "2 active keys" in err
    code, out, err = cli("reviewer", "revoke", "ana", "--key-id", row["key_id"][:12], "--reason", "rotated")
    assert code == 0, err
    head = _head(store)
    assert f"key {row['key_id'][:16]} of reviewer 'ana' revoked at position {head}" in out
    code, _, err = cli("verdict", "append", pids[2][:12], "--decision", "reject", "--reason", "x", "--key", str(ana1))
    assert code == 2 and "revoked" in err and _head(store) == head
    assert cli("verdict", "append", pids[2][:12], "--decision", "reject", "--reason", "x", "--key", str(ana2))[0] == 0

    keys = [v.key_id for v in verdicts(store)]
    assert keys[:2] == [row["key_id"]] * 2 and keys[2] != keys[0]
    code, out, err = cli("replay", "--from", "0")
    assert code == 0, err
    assert "3 verdict signatures valid" in out
    # The private keys never reach the log.
    raw = store.read_bytes()
    for key in (ana1, ana2):
        body = "".join(key.read_text().splitlines()[1:-1]).encode()
        assert body not in raw


def test_import_signs_unsigned_lines_and_checks_signed_ones(env):
    cli, store, pids, tmp, _ = env
    ana = tmp / "ana.key"
    cli("reviewer", "add", "ana", "--public-key", keygen(cli, ana))
    lines = [{"proposal_id": pids[0], "decision": "reject", "reviewer": "ana", "reason": "r"}]
    (tmp / "v.jsonl").write_text("".join(json.dumps(x) + "\n" for x in lines))
    code, _, err = cli("verdict", "import", str(tmp / "v.jsonl"))
    assert code == 2 and "unsigned verdict" in err
    assert cli("verdict", "import", str(tmp / "v.jsonl"), "--key", str(ana))[0] == 0
    (signed,) = verdicts(store)
    # A line carrying its signature is accepted as is; the same line with its reason edited is not.
    line = {"proposal_id": pids[1], "decision": "reject", "reviewer": "ana", "reason": "r2"}
    code, _, _ = cli("verdict", "import", str(_write(tmp / "one.jsonl", line)), "--key", str(ana))
    assert code == 0
    good = verdicts(store)[-1]
    assert good.key_id == signed.key_id
    line = {"proposal_id": pids[2], "decision": "reject", "reviewer": "ana", "reason": "r3", "key_id": good.key_id,
            "ed25519": good.ed25519}
    head = _head(store)
    code, _, err = cli("verdict", "import", str(_write(tmp / "forged.jsonl", line)))
    assert code == 2 and "does not match" in err and _head(store) == head


def _write(path, line) -> object:
    path.write_text(json.dumps(line) + "\n")
    return path


def _head(store) -> int:
    with log_service.opened(str(store)) as log:
        return log.head().position
