"""Loop rounds end to end on a small hand-made corpus: oracle, recorded-verdict replay, determinism."""
from __future__ import annotations

import json

import msgspec

import domain.events  # noqa: F401
from core import loop_service as ls
from core.replay import replay
from domain.events.corpus import CaseSpec
from domain.events.loop import VerdictRecorded
from eventstore import EventLog, open_backend
from projections.framework import decode_row


def c(cid: str, text: str, gold: str | None) -> CaseSpec:
    return CaseSpec(id=cid, problem=text, gold=gold, expect="answer" if gold else "refuse")


def cases(prefix: str, rows: list[tuple[str, str, str, int, int]]) -> list[CaseSpec]:
    # (name, verb, noun, a, b): "<name> has a <noun>s. <name> <verb> b <noun>s." gains -> a + b
    return [c(f"{prefix}{i}", f"{n} has {a} {w}s. {n} {v} {b} {w}s. How many {w}s does {n} have?", str(a + b))
            for i, (n, v, w, a, b) in enumerate(rows)]


TRAIN = cases("t", [("Sam", "buys", "wug", 5, 3), ("Ann", "buys", "wug", 2, 2), ("Tom", "finds", "wug", 1, 6),
                    ("Sam", "buys", "dax", 4, 4), ("Kim", "finds", "dax", 3, 1),
                    ("Sam", "zaps", "apple", 5, 3), ("Ann", "zaps", "pear", 1, 4), ("Tom", "zaps", "plum", 2, 2),
                    ("Liz", "zaps", "wug", 3, 3), ("Ned", "zaps", "dax", 2, 5)])
# An ill-posed control: must stay refused whatever the loop learns (answering it is wrong).
TRAIN.append(c("t-ill", "Sam has 3 wugs. Sam zaps 5 wugs. How many wugs does Bob have?", None))
HOLDOUT = cases("h", [("Eve", "buys", "wug", 6, 1), ("Max", "zaps", "dax", 1, 1), ("Eve", "zaps", "apple", 2, 9),
                      ("Max", "finds", "dax", 7, 2)])


def fresh() -> EventLog:
    return EventLog(open_backend("memory"))


def test_oracle_loop_learns_then_a_recorded_file_replays_the_same_log(tmp_path):
    log = fresh()
    report = ls.run_loop(log, TRAIN, HOLDOUT, 2, ls.OracleOperator(TRAIN))
    r0, r1, r2 = report.rounds
    assert (r0.holdout.correct, r0.holdout.wrong) == (0, 0)
    assert r1.proposals.ratified >= 2  # wug, dax (units)
    assert r2.holdout.correct == 4 and r2.holdout.wrong == 0  # every holdout case, via wug, dax and zap
    assert all(r.train.wrong == 0 for r in report.rounds)
    assert replay(log, 0).ok
    # The recorded verdicts, as signed in the log (key id and Ed25519 signature included).
    signed = [e for e in (decode_row(r.state) for r in log.read(after=0)) if isinstance(e, VerdictRecorded)]
    assert signed and all(v.key_id and len(v.ed25519) == 128 for v in signed)
    path = tmp_path / "verdicts.jsonl"
    path.write_text("".join(json.dumps({"proposal_id": v.proposal_id, "decision": v.decision, "reviewer": v.reviewer,
                                        "reason": v.reason, "decided_at": v.decided_at, "key_id": v.key_id,
                                        "ed25519": v.ed25519}) + "\n" for v in signed))
    again = fresh()
    replayed = ls.run_loop(again, TRAIN, HOLDOUT, 2, ls.FileOperator(path))
    assert msgspec.to_builtins(replayed.rounds) == msgspec.to_builtins(report.rounds)
    assert again.head() == log.head()  # byte-identical logs: same events, same chain


def test_a_file_without_verdicts_leaves_proposals_pending(tmp_path):
    path = tmp_path / "none.jsonl"
    path.write_text(json.dumps({"proposal_id": "0" * 64, "decision": "reject", "reviewer": "a", "reason": "r"}) + "\n")
    log = fresh()
    report = ls.run_loop(log, TRAIN, HOLDOUT, 1, ls.FileOperator(path))
    assert report.rounds[1].proposals.surfaced >= 2
    assert report.rounds[1].proposals.ratified == 0
    assert report.rounds[1].holdout.correct == report.rounds[0].holdout.correct
    state = ls.states(log, "decomposer_state")["decomposer_state"]
    assert sum(r.status == "pending" for r in state.proposals.values()) == report.rounds[1].proposals.surfaced
