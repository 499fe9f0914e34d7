"""Reader runs recorded as derivations: idempotent, replayable, scored by each case's expectation."""
from __future__ import annotations

import pytest

from core import run_service
from core.lanes import lane_cases
from core.replay import replay
from domain.events.corpus import CaseSpec
from domain.reader import Refused, Solved
from domain.reader.refusals import RefusalEvidence
from eventstore import EventLog, open_backend


@pytest.fixture
def log(tmp_path):
    backend = open_backend(str(tmp_path / "runs.sqlite"))
    yield EventLog(backend)
    backend.close()


SOLVED_8 = Solved(answer="8", unit="apples", depth=1, steps=[], lemma_ids=[])
REFUSED = Refused(evidence=RefusalEvidence(reason="unknown_word", missing_operator="lexicon_entry.unit"))


@pytest.mark.parametrize("expect, gold, result, score", [
    ("answer", "8", SOLVED_8, "correct"),
    ("answer", "8.0000001", SOLVED_8, "correct"),   # within 1e-6 relative
    ("answer", "9", SOLVED_8, "wrong"),
    ("answer", "8", REFUSED, "refused"),
    ("refuse", "8", SOLVED_8, "wrong"),             # an answer where refusal was expected is wrong
    ("refuse", None, REFUSED, "correct"),
    ("any", None, SOLVED_8, "unscored"),
    ("any", None, REFUSED, "unscored"),
])
def test_score_follows_the_case_expectation(expect, gold, result, score):
    case = CaseSpec(id="c", problem="p", gold=gold, expect=expect)
    assert run_service.score(case, result) == score


def test_b3_lane_run_counts_every_case_once_and_is_idempotent(log):
    cases = lane_cases("b3")
    first = run_service.run_cases(log, "lane:b3", cases)
    s = first.summary
    assert s.n == len(cases) and s.correct + s.wrong + s.refused + s.unscored == s.n
    assert first.added == len(cases) + 3  # run started, one event per case, run completed, record
    head = log.head()
    # An unrelated corpus in between must not make the same run append anew.
    run_service.register_cases(log, "other", [CaseSpec(id="x", problem="Sam has 2 apples.", expect="any")])
    again = run_service.run_cases(log, "lane:b3", cases)
    assert again.added == 0 and again.run_id == first.run_id
    assert log.head().position == head.position + 1


def test_b3_lane_has_no_wrong_answer(log):
    result = run_service.run_cases(log, "lane:b3", lane_cases("b3"))
    assert result.summary.wrong == 0


def test_replay_rebuilds_and_reruns_lane_runs(log):
    run_service.run_cases(log, "lane:b3", lane_cases("b3"))
    run_service.run_cases(log, "lane:adversarial", lane_cases("adversarial"))
    report = replay(log, 0)
    assert report.divergence is None and report.derivations_checked >= 2


def test_replay_names_a_run_whose_reader_now_answers_differently(log, monkeypatch):
    run_service.run_cases(log, "tiny", [CaseSpec(id="t1", problem="Sam has 5 apples. Sam buys 3 apples. "
                                                 "How many apples does Sam have?", gold="8", expect="answer")])
    monkeypatch.setattr(run_service, "read", lambda text, pack: REFUSED)
    report = replay(log, 0)
    assert report.divergence is not None
    assert "corpus.run" in report.divergence.what and "differs" in report.divergence.what
