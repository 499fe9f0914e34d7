"""`run_loop(..., pack=...)` / `core loop run --pack`: the loop starts from the chosen pack and every run
of every round reads that pack or one of its ratified descendants; an unknown pack appends nothing."""
from __future__ import annotations

import msgspec
import pytest

import domain.events  # noqa: F401
from core import loop_service as ls
from core.errors import UsageError
from core.packs import load_pack
from core.replay import replay
from domain.events.packs import PackChanged, PackRegistered, PackSelected
from domain.events.runs import RunStarted
from domain.reader import pack_digest
from eventstore import EventLog, open_backend
from projections.framework import decode_row
from tests.integration.test_loop_rounds import HOLDOUT, TRAIN

BASE = load_pack("en_base_v1")
BASE_ID = pack_digest(BASE)
# A pack the log learns from: the base pack without "buys" (so the loop has one more word to learn).
SMALL = msgspec.structs.replace(BASE, name="en_small_test",
                                verbs=[v for v in BASE.verbs if "buys" not in v.forms])
SMALL_ID = pack_digest(SMALL)


def fresh() -> EventLog:
    return EventLog(open_backend("memory"))


def events(log: EventLog) -> list:
    return [decode_row(r.state) for r in log.read(after=0)]


def descends_from(log: EventLog, pack_id: str, root: str) -> bool:
    origins = ls.states(log, "packs")["packs"].origins
    while pack_id != root:
        base = origins[pack_id].base if pack_id in origins else ""
        if not base:
            return False
        pack_id = base
    return True


def test_loop_from_a_registered_pack_that_is_not_current():
    log = fresh()
    log.append([PackRegistered(pack_id=SMALL_ID, pack=SMALL)])
    first = ls.run_loop(log, TRAIN, HOLDOUT, 1, ls.OracleOperator(TRAIN), pack="en_base_v1")  # shipped: registered
    assert first.rounds[0].pack_id == BASE_ID
    assert ls.states(log, "packs")["packs"].current == first.rounds[-1].pack_id != SMALL_ID
    head = log.head().position
    report = ls.run_loop(log, TRAIN, HOLDOUT, 2, ls.OracleOperator(TRAIN), "small:train", "small:holdout",
                         pack=SMALL_ID[:10])  # a unique id prefix
    assert report.rounds[0].pack_id == SMALL_ID
    selected = [e for e in events(log)[head:] if isinstance(e, PackSelected)]
    assert len(selected) == 1 and selected[0].pack_id == SMALL_ID and selected[0].previous == first.rounds[-1].pack_id
    # every run of this loop (train and holdout, every round) reads SMALL or a ratified descendant of it
    # (a run already in the log, same cases and same pack, is not appended again)
    runs = [e for e in events(log)[head:] if isinstance(e, RunStarted)]
    assert len(runs) >= 4 and all(descends_from(log, r.pack_id, SMALL_ID) for r in runs)
    assert all(descends_from(log, r.pack_id, SMALL_ID) for r in report.rounds)
    assert report.rounds[-1].pack_id != SMALL_ID  # learned "buys" again on this lineage
    changes = [e for e in events(log)[head:] if isinstance(e, PackChanged)]
    assert changes and changes[0].base == SMALL_ID
    assert all(r.train.wrong == 0 and r.holdout.wrong == 0 for r in report.rounds)
    assert replay(log, 0).ok


def test_selecting_the_current_pack_appends_nothing_and_reselecting_is_a_new_event():
    log = fresh()
    log.append([PackRegistered(pack_id=SMALL_ID, pack=SMALL)])
    ls.run_loop(log, TRAIN, HOLDOUT, 0, ls.OracleOperator(TRAIN), pack="en_small_test")  # a registered name
    assert not [e for e in events(log) if isinstance(e, PackSelected)]
    ls.run_loop(log, TRAIN, HOLDOUT, 0, ls.OracleOperator(TRAIN), pack="en_base_v1")
    ls.run_loop(log, TRAIN, HOLDOUT, 0, ls.OracleOperator(TRAIN), pack=SMALL_ID)
    ls.run_loop(log, TRAIN, HOLDOUT, 0, ls.OracleOperator(TRAIN), pack=BASE_ID)
    ls.run_loop(log, TRAIN, HOLDOUT, 0, ls.OracleOperator(TRAIN), pack=SMALL_ID)
    selected = [e.pack_id for e in events(log) if isinstance(e, PackSelected)]
    assert selected == [SMALL_ID, BASE_ID, SMALL_ID]
    packs = ls.states(log, "packs")["packs"]
    assert packs.current == SMALL_ID and packs.lineage == [SMALL_ID, BASE_ID, SMALL_ID, BASE_ID, SMALL_ID]
    assert replay(log, 0).ok


@pytest.mark.parametrize("ref", ["en_nonexistent_v9", "0123456789abcdef", "d3"])
def test_an_unknown_pack_is_a_usage_error_and_appends_nothing(ref):
    log = fresh()
    log.append([PackRegistered(pack_id=SMALL_ID, pack=SMALL)])
    head = log.head()
    with pytest.raises(UsageError):
        ls.run_loop(log, TRAIN, HOLDOUT, 1, ls.OracleOperator(TRAIN), pack=ref)
    assert log.head() == head
