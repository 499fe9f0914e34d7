"""Reader v14 speed (ADR 0281): the invariants the exact speed changes rest on.

Byte identity of the reader's output is checked by ``bench/reader_identity.py`` (14,580 texts) and, for the
dispatch, by tests/unit/test_reader_v11_perf.py (every lane and corpus problem with the dispatch off and on).
Here: ``triggers.possible`` says exactly what ``may_match`` says for every construction, on the pack's own
trigger words in many combinations and on the words of every lane problem and sentence.
"""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from core.packs import load_pack
from domain.reader import read, triggers
from domain.reader.lexicon import lexicon_for
from domain.reader.tokens import normalise, split_sentences, tokenize

PACK = load_pack()
LEX = lexicon_for(PACK)
ROOT = Path(__file__).resolve().parents[2]


def _by_may_match(words) -> frozenset[str]:
    return frozenset(name for name in triggers.TABLE if triggers.may_match(LEX, words, name))


def _vocabulary() -> list[str]:
    return sorted({w for groups in triggers.compiled(LEX).values() for group in groups for w in group})


def test_possible_is_may_match_on_random_sets_of_trigger_words():
    vocabulary = _vocabulary() + ["zebra", "", "How", "7"]  # words no trigger names, and a capitalised one
    rnd = random.Random(281)
    for _ in range(5000):
        words = set(rnd.sample(vocabulary, rnd.randint(0, 60)))
        assert triggers.possible(LEX, words) == _by_may_match(words), sorted(words)
    assert triggers.possible(LEX, set()) == _by_may_match(set())
    assert triggers.possible(LEX, set(vocabulary)) == _by_may_match(set(vocabulary))


def test_possible_is_may_match_on_every_group_alone_and_every_trigger_whole():
    compiled = triggers.compiled(LEX)
    for name, groups in compiled.items():
        whole = {next(iter(sorted(g))) for g in groups if g}  # one word of each group: the construction holds
        assert name in triggers.possible(LEX, whole) or not all(groups)
        for g in groups:
            for w in sorted(g)[:5]:
                assert triggers.possible(LEX, {w}) == _by_may_match({w}), (name, w)


def test_possible_is_may_match_on_the_lane_problems():
    for path in sorted((ROOT / "evals" / "data").glob("*/*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            problem = json.loads(line).get("problem") if line.strip() else None
            if not isinstance(problem, str) or not problem.strip():
                continue
            sentences = split_sentences(tokenize(normalise(problem), LEX.abbreviations))
            text_words = {t.low for s in sentences for t in s.tokens}
            assert triggers.possible(LEX, text_words) == _by_may_match(text_words), problem
            for s in sentences:
                words = frozenset(t.low for t in s.tokens)
                assert triggers.possible(LEX, words) == _by_may_match(words), problem


def test_possible_with_the_dispatch_off_is_every_construction(monkeypatch):
    monkeypatch.setattr(triggers, "ENABLED", False)
    assert triggers.possible(LEX, set()) == frozenset(triggers.TABLE)


@pytest.mark.parametrize("text,answer", [
    # counted measures (second sentence tested before the scene): 2 + 3 + 1 = 6 pounds
    ("Tom has 3 rocks. The first rock weighs 2 pounds. The second rock weighs 3 pounds. The third rock weighs "
     "1 pound. How much do the rocks weigh in all?", "6"),
    # measured containers: 0.25 + 0.5 = 0.75 bags of fruit
    ("Tom picked 0.25 bag of apples and 0.5 bag of pears. How many bags of fruit did Tom pick?", "0.75"),
    # story order: a holding with no time of its own, then a change: 24 - 6 = 18
    ("Tom has 24 apples. He gives 6 apples to Sam. How many apples does Tom have?", "18"),
])
def test_texts_through_the_changed_paths(text, answer):
    assert getattr(read(text, PACK), "answer", None) == answer


def test_a_past_holding_alone_still_refuses():
    # story order (ADR 0281 only reorders the test): Tom's apples told yesterday only, asked now
    got = read("Tom had 24 apples yesterday. Sam has 6 apples. How many apples does Tom have?", PACK)
    assert getattr(got, "evidence", None) is not None and got.evidence.frame == "statement.order"


def test_counted_measures_claim_puts_the_first_cursor_back_on_its_early_exit():
    # the differential red team of ADR 0281 found it: an earlier claim may leave the first cursor moved, and this
    # claim has always put it back at 0 (through ``_scene``); its cheap second-sentence exit must too
    from domain.reader import counted_measures
    from domain.reader.phrases import Cursor
    text = "Joan has 3 games. She attended 2 games. How many games did Joan miss?"
    cursors = [Cursor(LEX, s) for s in split_sentences(tokenize(normalise(text), LEX.abbreviations))]
    cursors[0].pos = 2
    assert counted_measures.claims(cursors) is False
    assert cursors[0].pos == 0
