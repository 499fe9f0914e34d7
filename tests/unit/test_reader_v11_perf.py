"""Construction dispatch by trigger words (ADR 0188): it only skips what could not have matched.

The oracle is byte identity: every lane and corpus problem reads to the same encoded result with the dispatch
off (every construction tried, as before ADR 0188) and on. Plus the invariants the dispatch rests on.
"""
from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import msgspec
import pytest

from core.packs import load_pack
from domain.reader import read, triggers
from domain.reader.lexicon import lexicon_for
from domain.reader.linear import add, mul, neg, sub, whole
from domain.reader.phrases import Cursor
from domain.reader.tokens import normalise, split_sentences, tokenize

PACK = load_pack()
LEX = lexicon_for(PACK)
ROOT = Path(__file__).resolve().parents[2]


def _lane_problems() -> list[str]:
    out = []
    for path in sorted((ROOT / "evals" / "data").glob("*/*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                problem = json.loads(line).get("problem")
                if isinstance(problem, str):
                    out.append(problem)
    return out


def _corpus_problems(shared_dir) -> list[str]:
    out = []
    for name in ("addsub", "singleop", "multiarith"):
        path = shared_dir / "corpora" / f"{name}.jsonl"
        if path.is_file():
            out += [json.loads(line)["problem"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    seed = shared_dir / "seed-data/evals/math_bounded_grammar/v1/cases.jsonl"
    if seed.is_file():
        out += [json.loads(line)["problem"] for line in seed.read_text(encoding="utf-8").splitlines() if line.strip()]
    return out


def _encoded(texts: list[str]) -> list[bytes]:
    return [msgspec.json.encode(read(t, PACK)) for t in texts]


def _dropped_sentences(texts: list[str]) -> list[str]:
    """Each text with one statement left out: refusal paths (their evidence must not change either)."""
    out = []
    for t in texts:
        parts = [p for p in t.replace("?", "?|").replace(". ", ".|").split("|") if p.strip()]
        out += [" ".join(parts[:k] + parts[k + 1:]) for k in range(len(parts) - 1)]
    return out


def test_dispatch_changes_no_byte_on_the_lanes(monkeypatch):
    texts = _lane_problems()
    texts += _dropped_sentences(texts)
    assert len(texts) > 500
    on = _encoded(texts)
    monkeypatch.setattr(triggers, "ENABLED", False)
    off = _encoded(texts)
    assert [t for t, a, b in zip(texts, on, off) if a != b] == []


def test_dispatch_changes_no_byte_on_the_corpora(monkeypatch, shared_dir):
    texts = _corpus_problems(shared_dir)
    if not texts:
        pytest.skip("no corpora in ../shared")
    on = _encoded(texts)
    monkeypatch.setattr(triggers, "ENABLED", False)
    off = _encoded(texts)
    assert [t for t, a, b in zip(texts, on, off) if a != b] == []


@pytest.mark.parametrize("name", sorted(triggers.TABLE))
def test_every_trigger_group_names_words_of_the_pack(name):
    # an empty group (a misspelt class) would skip its construction on every text: a silent loss of a form
    groups = triggers.trigger_words(LEX, name)
    assert groups and all(groups), (name, groups)
    assert triggers.TABLE[name].why


def test_a_sense_starts_only_at_a_first_word_of_its_class():
    # what every "@cls" trigger rests on (lexicon.first_words): checked on every token of the lanes' texts
    for text in _lane_problems():
        for sentence in split_sentences(tokenize(normalise(text), LEX.abbreviations)):
            cur = Cursor(LEX, sentence)
            for i in range(cur.end):
                for s in cur.senses(i):
                    if s.cls in LEX.first_words:
                        assert cur.words[i] in LEX.first_words[s.cls], (text, i, s.cls)


def test_words_are_lower_case_already():
    # story_order / sequence / sole_holder_now read ``cur.words`` without lower-casing them again (ADR 0188)
    for text in _lane_problems():
        for sentence in split_sentences(tokenize(normalise(text), LEX.abbreviations)):
            cur = Cursor(LEX, sentence)
            assert cur.words == [w.lower() for w in cur.words]
            assert cur.wordset == frozenset(cur.words)


@pytest.mark.parametrize("text,answer", [
    # a listed subject ("and" is there, so the group holding is tried): 5 each, Tom finds 3: 5 + 3 = 8
    ("Tom and Sam have 5 apples each. Tom finds 3 apples. How many apples does Tom have?", "8"),
    # a group holding together, then a member's gain: 12 + 3 = 15
    ("Tom and Sam have 12 apples together. Tom finds 3 apples. How many apples do Tom and Sam have?", "15"),
    # a subject price ("cost" is there): 4 balloons at 5 dollars each = 20 dollars
    ("Balloons cost 5 dollars each. Sam buys 4 balloons. How much money does Sam spend?", "20"),
    # ADR 0199: recorded measures ("recorded" is a sense of fn:record): 3 + 1.25 = 4.25
    ("Maria recorded 3 centimeters of rain on Monday and 1.25 centimeters on Tuesday. How much rain did Maria "
     "record altogether?", "4.25"),
    # a mixture ("made" … "how many" … "make"): 0.5 + 0.25 = 0.75
    ("Tom made punch for a party. He used 0.5 gallon of grape juice and 0.25 gallon of club soda. How many "
     "gallons of punch did Tom make?", "0.75"),
    # free meals ("free", "If a group of"): 12 people, 7 kids eat free, 5 adults × $3 = 15
    ("At a restaurant each adult meal costs $3 and kids eat free. If a group of 12 people came in and 7 were kids, "
     "how much would it cost for the group to eat?", "15"),
])
def test_forms_still_read_where_their_trigger_words_are(text, answer):
    assert getattr(read(text, PACK), "answer", None) == answer


@pytest.mark.parametrize("a,b", [(3, 4), (-7, 2), (0, 5), (12, -12)])
def test_whole_number_fast_paths_equal_fraction_arithmetic(a, b):
    fa, fb = Fraction(a), Fraction(b)
    for got, want in ((add(fa, fb), fa + fb), (sub(fa, fb), fa - fb), (mul(fa, fb), fa * fb), (neg(fa), -fa),
                      (whole(a), Fraction(a))):
        assert type(got) is Fraction and got == want and hash(got) == hash(want)
        assert (got.numerator, got.denominator) == (want.numerator, want.denominator)
    assert neg(Fraction(3, 4)) == Fraction(-3, 4)
