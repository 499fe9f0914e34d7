"""`capability all` on fresh in-memory logs: verdict fields, determinism, idempotence, replay."""
from __future__ import annotations

import pytest

from core import capability_service as svc
from core.log_service import opened
from core.replay import replay
from domain.codec import canonical
from evals.auditors import suite
from projections import framework
from projections.framework import LiveProjections


@pytest.fixture(scope="module")
def two_runs():
    """Two fresh logs: the first is run twice and replayed, the second gives a second artifact."""
    artifacts, heads, replays = [], [], []
    with opened("memory") as log:
        result = svc.run_all(log)
        artifacts.append(canonical(svc.all_payload(result)))
        head = log.head().position
        again = svc.run_all(log)
        heads.append((head, log.head().position, canonical(svc.all_payload(again)) == artifacts[-1]))
        replays.append(replay(log, 0, save_snapshot=False))
        capability = LiveProjections(log, [framework.get("capability")]).catch_up().state("capability")
    with opened("memory") as fresh:
        artifacts.append(canonical(svc.all_payload(svc.run_all(fresh))))
    return result, artifacts, heads, replays, capability


def test_every_auditor_reports_its_verdict_fields_under_their_names(two_runs):
    result = two_runs[0]
    verdicts = {v.auditor: v for v in result.suite.auditors}
    assert set(verdicts) == {"depth_curve", "adversarial", "perturbation", "pack_provenance", "math_expert_gate"}
    for name in ("depth_curve", "adversarial", "perturbation"):
        for field in ("mechanism_wired", "assertion_holds", "coverage_sufficient"):
            assert isinstance(getattr(verdicts[name], field), bool), (name, field)
    assert isinstance(verdicts["math_expert_gate"].composite_gate_passed, bool)
    assert len(verdicts["math_expert_gate"].claim_digest) == 64
    assert result.suite.all_passed == (suite.exit_code(result.suite) == 0)


def test_the_b3_lane_covers_all_four_depth_buckets(two_runs):
    rep = two_runs[0].records["depth_curve"].report
    assert rep["all_buckets_covered"] is True
    assert all(b["counts"]["cases"] >= 3 for b in rep["buckets"])


def test_commutative_reorder_applies_to_real_cases(two_runs):
    rep = two_runs[0].records["perturbation"].report
    reorder = next(t for t in rep["transforms"] if t["transform"] == "commutative_reorder")
    assert reorder["counts"]["cases"] >= 1


def test_project_b1_b2_fixtures_are_large_enough_and_pass(two_runs):
    lanes = two_runs[0].lanes
    own = {r.fixture_name: r.report["summary"] for recs in lanes.values() for r in recs}
    assert own["b1:project"]["counts"]["cases"] >= 40 and own["b1:project"]["wrong"] == 0
    assert own["b2:project"]["counts"]["cases"] >= 20 and own["b2:project"]["wrong"] == 0
    assert own["b1:project"]["accuracy"]["fraction"] == "1/1" and own["b2:project"]["accuracy"]["fraction"] == "1/1"


def test_artifacts_are_byte_identical_across_fresh_logs(two_runs):
    artifacts = two_runs[1]
    assert artifacts[0] == artifacts[1]


def test_running_again_on_the_same_log_appends_nothing(two_runs):
    for before, after, same in two_runs[2]:
        assert before == after and same


def test_replay_from_zero_rebuilds_every_report_and_rederives_every_audit(two_runs):
    for report in two_runs[3]:
        assert report.ok and report.divergence is None
        assert report.derivations_checked >= 9  # 2 lane runs + 4 auditors + ≥2 fixture lanes + the gate
    names = {p.name for p in two_runs[3][0].projections}
    assert {"capability", "capability_traces", "capability_fixtures", "capability_lanes"} <= names


def test_the_capability_projection_holds_the_latest_report_per_auditor(two_runs):
    state = two_runs[4]
    assert {record.auditor for record in state.latest.values()} == set(svc.AUDITORS)
