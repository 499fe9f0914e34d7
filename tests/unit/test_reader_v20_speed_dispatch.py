"""Reader v20 speed, parse()'s dispatch and the repairs and claims before the sentence loop (ADR 0464): every gate
answers what the ungated path answered.

Byte identity over the corpora, lanes and hand-written sets is the oracle (bench/reader_identity.py,
/tmp/diag/fullrepr.py); these tests pin the invariants the gates rest on, calling the slow path explicitly.
"""
from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from core.packs import load_pack
from domain.reader import group_parts, mixed_units, parser, told_group_splits, triggers
from domain.reader.dozen_prices import _dozen
from domain.reader.lexicon import lexicon_for
from domain.reader.phrases import Context, Cursor
from domain.reader.scenes import match_scene_slot
from domain.reader.tokens import normalise, split_sentences, tokenize
from evals.corpus import load_corpus

PACK = load_pack()
LEX = lexicon_for(PACK)
CORPORA = Path(__file__).resolve().parents[2] / ".." / "shared" / "corpora"

HAND = [
    "Ron had 2 dollars and 40 cents. He spent 85 cents. How many cents does he have left?",
    "Wanda bought 3 yards of cloth. She used 5 feet of it. How many feet of cloth does she have left?",
    "Sam worked 2 hours. How many minutes did he work?",
    "Sam had 2 yards and 2 feet of rope. He used 1 foot. How many feet does he have?",
    "There are 30 students in the class. 13 of them are boys. How many girls are in the class?",
    "There are 30 kids. 13 are boys and the rest are girls. How many girls are there?",
    "There are 30 students in the class, and 13 of them are boys. How many girls are there?",
    "In a class of 30 students, 13 are boys. How many girls are there?",
    "Ann has 10 pets. 4 of them are dogs. How many pets are not dogs?",
    "The class has 24 students. They split into 4 equal groups. How many students are in each group?",
    "There are 30 students. 13 are boys. The rest are girls. How many girls are there?",
    "Thirty students are in the class. 13 are boys. What is the number of girls?",
    "Tom went to the store. He bought 3 apples. How many apples did he buy?",
    "Mrs. Brown has 3 pounds of flour. How many pounds does she have?",
]


def _texts() -> list[str]:
    texts = [r.problem for n in ("addsub", "singleop", "multiarith") for r in load_corpus(CORPORA / f"{n}.jsonl")]
    return texts + HAND


def _sentences(text: str):
    return split_sentences(tokenize(normalise(text), LEX.abbreviations))


class _Every:
    """A word set holding every word (the gate never skips)."""

    def __contains__(self, word) -> bool:
        return True

    def isdisjoint(self, words) -> bool:
        return False


def _outcome(fn, *args):
    try:
        return "ok", fn(*args)
    except Exception as e:  # noqa: BLE001 (a refusal must be the same refusal)
        return "raised", (type(e).__name__, str(e))


def test_mixed_units_word_gate_answers_what_the_cursor_path_answered(monkeypatch):
    assert "cents" in mixed_units.asked_unit_words(LEX) and "apples" not in mixed_units.asked_unit_words(LEX)
    # the corpora, and every pack word that starts a unit phrase asked after a story mixing money and lengths
    units = sorted(LEX.first_words["unit"])
    texts = _texts() + [f"Sam had 2 dollars and 40 cents and 3 yards and 2 feet. How many {w} does he have?"
                        for w in units] + [f"Sam had 2 dollars. How many {w} of rope are there?" for w in units]
    gated = [_outcome(mixed_units.repair_mixed_units, _sentences(t), LEX, lambda s: Cursor(LEX, s)) for t in texts]
    monkeypatch.setattr(mixed_units, "asked_unit_words", lambda lex: _Every())
    skipped = 0
    for text, got in zip(texts, gated):
        sentences = _sentences(text)
        slow = _outcome(mixed_units.repair_mixed_units, sentences, LEX, lambda s: Cursor(LEX, s))
        if got[0] == "ok" and slow[0] == "ok":
            assert [s.tokens for s in got[1]] == [s.tokens for s in slow[1]], text
            skipped += slow[1] is sentences
        else:
            assert got == slow, text
    assert skipped > 1000


def _claims_both(module, monkeypatch, names):
    texts = _texts()
    gated = []
    for text in texts:
        cursors = [Cursor(LEX, s) for s in _sentences(text)]
        gated.append(module.claims(cursors))
    with monkeypatch.context() as m:
        for name in names:
            m.setattr(group_parts, name, lambda *a: True)
        if module is told_group_splits:
            m.setattr(told_group_splits, "_may_tell_whole", lambda *a: True)
        slow = [module.claims([Cursor(LEX, s) for s in _sentences(text)]) for text in texts]
        # the head gate of ``_one_sentence``: "there" first or a has/had/holds/held before the "and"
        m.setattr(group_parts, "_HAVE", _Every())
        slowest = [module.claims([Cursor(LEX, s) for s in _sentences(text)]) for text in texts]
    assert gated == slow == slowest
    return sum(gated)


def test_group_parts_gates_answer_what_the_readers_answered(monkeypatch):
    claimed = _claims_both(group_parts, monkeypatch, ("_asks_how_many", "_may_tell_whole"))
    assert claimed >= 5  # the hand-made texts above are claimed, gated or not


def test_told_group_splits_gate_answers_what_the_reader_answered(monkeypatch):
    claimed = _claims_both(told_group_splits, monkeypatch, ("_may_tell_whole",))
    assert claimed >= 1


def test_parser_slots_are_no_scene_slots():
    cur = Cursor(LEX, _sentences("Tom is picking apples at the farm.")[0])
    for slot in ("<entity>", *parser._CLASS_SLOTS):
        cur.pos = 0
        assert match_scene_slot(cur, Context(), slot) is None, slot
        assert cur.pos == 0
    assert "<unit>" not in parser._CLASS_SLOTS
    assert set(parser._CLASS_SLOTS) == set(parser._SLOT_CLASSES) - {"<unit>"}
    for slot in ("<where>", "<thing>", "<verb:scene>", "<purpose>", "<adverb>"):
        cur.pos = 0
        assert match_scene_slot(cur, Context(), slot) is not None, slot


@pytest.mark.parametrize("enabled", [True, False])
def test_sentence_form_groups_are_may_match(monkeypatch, enabled):
    monkeypatch.setattr(triggers, "ENABLED", enabled)
    table = (LEX.triggers or triggers.compiled(LEX)) if triggers.ENABLED else parser._NO_GROUPS
    names = ("priced_description", "rated_scene", "ensured_scene", "group_price", "inspection", "where")
    seen = 0
    for text in _texts()[::2]:
        for s in _sentences(text):
            ws = Cursor(LEX, s).wordset
            for name in names:
                assert (not any(map(ws.isdisjoint, table[name]))) == triggers.may_match(LEX, ws, name), (text, name)
                seen += 1
    assert seen > 5000


def test_dozen_is_the_packs():
    dozens = [Fraction(n.value) for n in PACK.number_words if n.word == "dozen"]
    want = int(dozens[0]) if len(dozens) == 1 and dozens[0].denominator == 1 else None
    assert _dozen(LEX) == want == 12


def test_ended_up_stem_gate_answers_what_the_cursors_answered():
    from domain.reader.ended_up import _verb_form

    starts = LEX.first_words["verb"]
    words = sorted(starts | {"apple", "box", "swim", "run", "make"})
    checked = found = 0
    for w in words:
        for gerund in {w + "ing", w[:-1] + "ing", w + w[-1:] + "ing"}:
            s = _sentences(f"Sam ended up {gerund} 3 apples.")[0]
            i = next(k for k, t in enumerate(s.tokens) if t.low == gerund)
            gated = _verb_form(s, i, lambda x: Cursor(LEX, x), starts)
            assert gated == _verb_form(s, i, lambda x: Cursor(LEX, x), _Every()), gerund
            checked += 1
            found += gated is not None
    assert checked > 500 and found > 50
