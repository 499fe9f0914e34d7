"""The same work on SQLite and PostgreSQL gives the same log, head, projections and artifacts.

DESIGN.md §6: same log + same code → byte-identical projections, reports and derived events on
every backend. Here the whole main job (lanes, the learning loop with signed oracle verdicts, every
auditor and the gate) runs once per backend and the results are compared byte for byte.
"""
from __future__ import annotations

import msgspec

from core import capability_service, loop_service
from core.lanes import lane_cases
from core.replay import replay
from domain.codec import canonical
from eventstore import EventLog, open_backend
from projections import framework
from projections.framework import LiveProjections


def main_job(url: str) -> dict:
    backend = open_backend(url)
    try:
        log = EventLog(backend)
        train, holdout = lane_cases("arc-train")[:40], lane_cases("arc-holdout")[:20]  # a slice keeps it fast (the point is equality)
        loop = loop_service.run_loop(log, train, holdout, 1, loop_service.OracleOperator(train),
                                     "lane:arc-train", "lane:arc-holdout")
        audit = capability_service.run_all(log, shared=None)
        fold = LiveProjections(log).catch_up()
        states = {p.name: p.encode(fold.state(p.name)) for p in framework.registered()}
        rows = [(r.position, r.topic, bytes(r.state), bytes(r.event_id), bytes(r.chain)) for r in log.read()]
        report = replay(log, 0)
        return {"head": log.head(), "rows": rows, "states": states,
                "audit": canonical(capability_service.all_payload(audit)),
                "curve": msgspec.json.encode(loop), "replay_ok": report.divergence is None}
    finally:
        backend.close()


def test_sqlite_and_postgres_agree_byte_for_byte(tmp_path, postgres_url):
    on_sqlite = main_job(str(tmp_path / "core.sqlite"))
    on_postgres = main_job(postgres_url)
    assert on_sqlite["replay_ok"] and on_postgres["replay_ok"]
    assert len(on_sqlite["rows"]) > 300  # the job really ran: runs, proposals, verdicts, audits
    assert on_postgres["rows"] == on_sqlite["rows"]
    assert on_postgres["head"] == on_sqlite["head"]
    for name, state in on_sqlite["states"].items():
        assert on_postgres["states"][name] == state, f"projection {name} differs between backends"
    assert on_postgres["audit"] == on_sqlite["audit"]
    assert on_postgres["curve"] == on_sqlite["curve"]
