"""Signed verdicts through the log: the append path refuses bad signatures and appends nothing;
`replay` re-verifies every verdict against the registry as of its own position, so rotation keeps
old verdicts valid while forged, tampered or post-revocation verdicts slipped into the log are named.
"""
from __future__ import annotations

import json

import msgspec
import pytest

import domain.events  # noqa: F401
from core import loop_service as ls
from core import reviewer_service as rs
from core.errors import UsageError
from core.replay import replay
from core.run_service import run_cases
from core.signing import SIMULATION_REVIEWER, SignatureRefused, signer_from_seed, simulation_signer
from domain.events.corpus import CaseSpec
from domain.events.loop import VerdictRecorded, VerdictRecordedV1
from domain.events.reviewers import ReviewerAdded
from eventstore import EventLog, open_backend
from projections.framework import decode_row

ANA1 = signer_from_seed(bytes([1]) * 32)
ANA2 = signer_from_seed(bytes([2]) * 32)
BOB = signer_from_seed(bytes([3]) * 32)
EVE = signer_from_seed(bytes([4]) * 32)  # never registered


def case(cid: str, word: str, a: int, b: int) -> CaseSpec:
    # "<n> has a <w>s. <n> buys b <w>s." -> a + b (hand-computed gold)
    return CaseSpec(id=cid, problem=f"Sam has {a} {word}s. Sam buys {b} {word}s. How many {word}s does Sam have?",
                    gold=str(a + b), expect="answer")


CASES = [case("w1", "wug", 5, 3), case("w2", "wug", 2, 2), case("d1", "dax", 4, 4), case("d2", "dax", 1, 6),
         case("b1", "blick", 3, 3), case("b2", "blick", 2, 7)]


@pytest.fixture
def log():
    backend = open_backend("memory")
    log = EventLog(backend)
    rs.add_reviewer(log, "ana", ANA1.public_key)
    rs.add_reviewer(log, "bob", BOB.public_key)
    yield log
    backend.close()


def proposals(log) -> list:
    run = run_cases(log, "t", CASES)
    emitted = ls.run_decompose(log, run.run_id).emitted
    assert len(emitted) == 3  # wug, dax, blick
    return emitted


def v(p, decision="reject", reviewer="ana", **kw) -> ls.VerdictInput:
    return ls.VerdictInput(proposal_id=p.proposal_id, decision=decision, reviewer=reviewer, reason="test", **kw)


def verdict_rows(log) -> list[tuple[int, VerdictRecorded]]:
    return [(r.position, e) for r in log.read(after=0) for e in [decode_row(r.state)] if isinstance(e, VerdictRecorded)]


def _forge(log, event) -> int:
    return log.append([event]).positions[0]


def _planned_for(log, p, decision="reject", reviewer="ana", reason="forged") -> VerdictRecorded:
    """The unsigned verdict event the service builds for such a verdict on proposal ``p``."""
    return VerdictRecorded(proposal_id=p.proposal_id, decision=decision, reviewer=reviewer, reason=reason,
                           signature=p.signature, change_kind=p.change_kind)


def test_append_refuses_unsigned_unknown_wrong_reviewer_and_tampered_and_appends_nothing(log):
    p, q, _ = proposals(log)
    head = log.head()
    # what the service builds for v(p), signed "elsewhere" (as a recorded verdict file carries it)
    signed_elsewhere = ANA1.sign(_planned_for(log, p, reason="test"))
    for verdict, signer, message in [
        (v(p), None, "unsigned verdict"),
        (v(p), EVE, "unknown key"),
        (v(p, reviewer="bob"), ANA1, "wrong key for reviewer 'bob'"),
        (v(p, reviewer="ana"), BOB, "wrong key for reviewer 'ana'"),
        # a verdict signed elsewhere whose content was then changed (the decision flipped)
        (v(p, decision="ratify", key_id=signed_elsewhere.key_id, ed25519=signed_elsewhere.ed25519), None,
         "does not match"),
        # the same signature presented for another proposal
        (v(q, key_id=signed_elsewhere.key_id, ed25519=signed_elsewhere.ed25519), None, "does not match"),
    ]:
        with pytest.raises(SignatureRefused, match=message):
            ls.append_verdicts(log, [verdict], signer)
        assert log.head() == head
    # a batch with one badly signed verdict appends none of it
    with pytest.raises(SignatureRefused, match="verdict 2"):
        ls.append_verdicts(log, [v(p), v(q, reviewer="bob")], ANA1)
    assert log.head() == head
    # the untouched pre-signed verdict is accepted as it is
    assert ls.append_verdicts(log, [v(p, key_id=signed_elsewhere.key_id, ed25519=signed_elsewhere.ed25519)]) == 1
    assert verdict_rows(log)[0][1] == signed_elsewhere


def test_rotation_keeps_earlier_verdicts_valid_and_refuses_the_revoked_key(log):
    p, q, r = proposals(log)
    ls.append_verdicts(log, [v(p)], ANA1)
    rs.add_reviewer(log, "ana", ANA2.public_key)
    with pytest.raises(UsageError, match="2 active keys"):
        rs.revoke_reviewer(log, "ana")
    at = rs.revoke_reviewer(log, "ana", ANA1.key_id[:10], reason="rotated")
    assert at == log.head().position and rs.registry(log).keys[ANA1.key_id].revoked_at == at
    assert rs.registry(log).active_keys("ana") == [ANA2.key_id]
    with pytest.raises(SignatureRefused, match="revoked"):
        ls.append_verdicts(log, [v(q)], ANA1)
    ls.append_verdicts(log, [v(q)], ANA2)
    with pytest.raises(UsageError, match="already registered"):
        rs.add_reviewer(log, "ana", ANA1.public_key)  # a revoked key cannot come back
    report = replay(log, 0)
    assert report.ok, report.divergence
    assert report.signatures_checked == 2
    assert [e.key_id for _, e in verdict_rows(log)] == [ANA1.key_id, ANA2.key_id]


@pytest.mark.parametrize("how, fragment", [
    ("after_revocation", "was revoked at position"),
    ("tampered", "does not match"),
    ("unknown_key", "unknown key"),
    ("key_added_later", "was not registered yet"),
    ("legacy_unsigned", "unsigned verdict (loop.verdict/1"),
    ("wrong_reviewer", "wrong key for reviewer"),
])
def test_replay_names_a_bad_verdict_slipped_into_the_log(log, how, fragment):
    p, q, _ = proposals(log)
    ls.append_verdicts(log, [v(q)], ANA1)  # a good verdict before the bad one: stays valid
    if how == "after_revocation":
        rs.revoke_reviewer(log, "ana", reason="lost")
        bad = ANA1.sign(_planned_for(log, p))
    elif how == "tampered":
        bad = msgspec.structs.replace(ANA1.sign(_planned_for(log, p)), decision="ratify")
    elif how == "unknown_key":
        bad = EVE.sign(_planned_for(log, p))
    elif how == "key_added_later":
        bad = EVE.sign(_planned_for(log, p, reviewer="eve"))
    elif how == "legacy_unsigned":
        bad = VerdictRecordedV1(proposal_id=p.proposal_id, decision="reject", reviewer="ana", reason="old")
    else:
        bad = BOB.sign(_planned_for(log, p, reviewer="ana"))
    position = _forge(log, bad)
    if how == "key_added_later":
        rs.add_reviewer(log, "eve", EVE.public_key)
    report = replay(log, 0)
    assert not report.ok
    assert report.divergence.position == position
    assert report.divergence.what.startswith("verdict signature") and fragment in report.divergence.what
    assert report.signatures_checked == 1  # the good one, checked before


def test_the_oracle_signs_as_the_simulation_reviewer_registered_once(log):
    train, holdout = CASES[:4], CASES[4:]
    report = ls.run_loop(log, train, holdout, 1, ls.OracleOperator(train))
    assert report.rounds[1].proposals.ratified >= 1
    sim = simulation_signer()
    rows = verdict_rows(log)
    assert rows and all((e.reviewer, e.key_id) == (SIMULATION_REVIEWER, sim.key_id) for _, e in rows)
    ls.run_loop(log, train, holdout, 1, ls.OracleOperator(train))  # again: no second registration
    added = [e for e in (decode_row(r.state) for r in log.read(after=0)) if isinstance(e, ReviewerAdded)]
    assert [e.reviewer for e in added].count(SIMULATION_REVIEWER) == 1
    result = replay(log, 0)
    assert result.ok and result.signatures_checked == len(verdict_rows(log))


def test_a_revoked_simulation_key_stops_the_oracle_loudly(log):
    train, holdout = CASES[:4], CASES[4:]
    rs.ensure_simulation_reviewer(log)
    rs.revoke_reviewer(log, SIMULATION_REVIEWER, reason="no simulated verdicts in this log")
    head = log.head().position
    with pytest.raises(SignatureRefused, match="revoked"):
        ls.run_loop(log, train, holdout, 1, ls.OracleOperator(train))
    assert verdict_rows(log) == [] and log.head().position > head  # runs were recorded, no verdict


def test_a_recorded_verdict_file_with_a_tampered_line_stops_the_loop(log, tmp_path):
    train, holdout = CASES[:4], CASES[4:]
    other = EventLog(open_backend("memory"))
    ls.run_loop(other, train, holdout, 1, ls.OracleOperator(train))
    lines = [{"proposal_id": e.proposal_id, "decision": e.decision, "reviewer": e.reviewer, "reason": e.reason,
              "decided_at": e.decided_at, "key_id": e.key_id, "ed25519": e.ed25519} for _, e in verdict_rows(other)]
    lines[0]["reason"] += " (edited)"
    path = tmp_path / "v.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    with pytest.raises(SignatureRefused, match="does not match"):
        ls.run_loop(log, train, holdout, 1, ls.FileOperator(path))
    assert verdict_rows(log) == []
