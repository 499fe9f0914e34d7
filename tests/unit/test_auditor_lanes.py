"""B1/B2 lane runners: scoring rules and crashes, on inline cases."""
from __future__ import annotations

from evals.auditors import b1, b2


def b1_case(cid, a, b, expected):
    return b1.B1Case(case_id=cid, expression_a=a, expression_b=b, expected=expected)


def test_b1_scoring_rules():
    report = b1.run([
        b1_case("1", "x + 1", "1 + x", "equivalent"),         # correct
        b1_case("2", "x + 1", "1 + x", "not_equivalent"),     # mislabelled -> wrong
        b1_case("3", "sin(x)", "x", "refused"),               # refused as expected
        b1_case("4", "2x", "2*x", "equivalent"),              # unexpected refusal: failure, not wrong
        b1_case("5", "x", "x", "refused"),                    # answered where refusal expected -> wrong
    ])
    assert [r.verdict for r in report.rows] == ["correct", "wrong", "refused_as_expected", "refused_unexpectedly", "wrong"]
    assert report.rows[3].refusal_reason == "implicit_multiplication" and report.rows[3].refusal_side == "a"
    assert report.summary.accuracy.fraction == "2/5" and report.summary.wrong == 2


def test_b1_crash_is_a_crash(monkeypatch):
    def boom(*_):
        raise RuntimeError("algebra exploded")

    monkeypatch.setattr(b1, "decide", boom)
    row = b1.run([b1_case("1", "x", "x", "equivalent")]).rows[0]
    assert (row.actual, row.verdict) == ("crashed", "crashed") and "algebra exploded" in row.refusal_reason


def test_b2_crashing_replay_is_a_crash():
    def broken_replay(items):
        raise KeyError("case")

    cases = b2.parse_cases('{"case_id":"a","expected":"replay_equivalent","proposed_chain":{"subject":"theorem",'
                           '"intent":"cause","connective":"requires","object":"proof"},"provenance":"p"}')
    report = b2.run(cases, replay=broken_replay)
    assert report.rows[0].verdict == "crashed" and report.admitted == ()
