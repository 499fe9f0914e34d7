from __future__ import annotations

from fractions import Fraction

import pytest

from domain.reader.linear import canonical_answer
from evals.corpus import CorpusError, parse_corpus
from evals.scoring import gold_value, is_correct, summarize


def test_tolerance_is_relative_with_floor_one():
    assert is_correct("10.666666666666666", gold_value("10.666666666666666"))
    assert is_correct("32/3", gold_value("10.666666666666666"))        # exact 32/3 vs a rounded gold
    assert not is_correct("10.67", gold_value("10.666666666666666"))
    assert is_correct("0.0000005", Fraction(0))                          # |d| ≤ 1e-6·1
    assert not is_correct("0.000002", Fraction(0))
    assert is_correct("1000001", Fraction(1000000))                      # 1e-6·1e6 = 1
    assert not is_correct("1000002", Fraction(1000000))


def test_gold_values():
    assert gold_value("39.0") == 39 and gold_value(8) == 8 and gold_value(None) is None
    assert gold_value("abc") is None and gold_value(True) is None


def test_summary_counts_and_coverage():
    s = summarize(["correct", "correct", "wrong", "refused", "unscored"])
    assert (s.n, s.correct, s.wrong, s.refused, s.unscored, s.coverage) == (5, 2, 1, 1, 1, "0.5000")
    assert summarize(["unscored"]).coverage == ""
    assert summarize(["correct"] * 2 + ["refused"]).coverage == "0.6667"
    with pytest.raises(ValueError):
        summarize(["maybe"])


def test_canonical_answers():
    assert [canonical_answer(Fraction(x)) for x in ("8", "249/20", "7/3", "-1/4", "1/8")] == \
        ["8", "12.45", "7/3", "-0.25", "0.125"]


def test_corpus_rows_malformed_are_named_by_line():
    with pytest.raises(CorpusError, match=":2: not JSON"):
        parse_corpus(['{"id": "a", "problem": "x", "answer": "1"}', "{oops"])
    with pytest.raises(CorpusError, match="'problem' must be a string"):
        parse_corpus(['{"id": "a", "problem": 3, "answer": "1"}'])
    with pytest.raises(CorpusError, match="duplicate id"):
        parse_corpus(['{"id": "a", "problem": "x", "answer": 1}', '{"id": "a", "problem": "y", "answer": 2}'])
    rows = parse_corpus(['{"id": "a", "problem": "Cafe\\u0301", "answer": 1.5, "source": "s"}'])
    assert rows[0].problem == "Café" and rows[0].answer == "1.5" and rows[0].metadata == {"source": "s"}
