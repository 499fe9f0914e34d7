"""Reader v20 speed, the question reader (ADR 0461): every shortcut gives what the path it replaced gave.

Byte identity over the corpora and lanes is the oracle (bench/reader_identity.py); these tests pin what the gates
rest on, over every corpus sentence (every position of it) and hand-made ones, calling the ungated path explicitly:
a gate reads ``cur.wordset``, so a cursor whose ``wordset`` is given the gate's word runs the code the gate skips.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from core.packs import load_pack
from domain.reader.asked import parse_size_question, read_asked_item
from domain.reader.before_events import take_before_event
from domain.reader.change_due import change_question
from domain.reader.lexicon import lexicon_for
from domain.reader.phrases import Context, Cursor, read_number
from domain.reader.questions import _afford_question, _each_question, _money_price, _question_start
from domain.reader.refusals import ReaderRefusal
from domain.reader.relatives import trailing_if
from domain.reader.spending import parse_cost_question
from domain.reader.tokens import Sentence, normalise, split_sentences, tokenize
from evals.corpus import load_corpus

ROOT = Path(__file__).resolve().parents[2]
PACK = load_pack()
LEX = lexicon_for(PACK)
CORPORA = ROOT.parent / "shared" / "corpora"
HAND = ("If she had 4 more, how many apples would she have?", "Sam ate 3 , how many are left ?",
        "But , if he had 3 , how many pears did he have ?", "What is the total number of pens she sold?",
        "How many apples are in each basket before the sale?", "How many pens can he buy with 5 dollars?",
        "How many cookies could each friend get if Sam had 3 more?", "Now how many kids are on the field?",
        "How much change will she get?", "How many , how many", ", , how", "How many apples did Sam have before?",
        "how", ",", "Tom has 5 apples , and 3 pears ,", "How many boxes will go in every truck per day?",
        "What was the total cost of Keith's purchases?")


def _sentences() -> list[Sentence]:
    if not CORPORA.exists():
        pytest.skip("corpora not available (../shared/corpora)")
    out = []
    for name in ("addsub", "singleop", "multiarith"):
        for row in load_corpus(CORPORA / f"{name}.jsonl"):
            out.extend(split_sentences(tokenize(normalise(row.problem), LEX.abbreviations)))
    for text in HAND:
        out.extend(split_sentences(tokenize(text, LEX.abbreviations)))
    return out


SENTENCES = _sentences()
QUESTIONS = [s for s in SENTENCES if s.question] + [
    s for t in HAND for s in split_sentences(tokenize(t, LEX.abbreviations))]


def _context() -> Context:
    ctx = Context()
    for who, gender in (("Sam", "m"), ("Mary", "f"), ("the store", "n")):
        ctx.introduce(who, gender)
    return ctx


def _outcome(call):
    try:
        return "ok", repr(call())
    except ReaderRefusal as refusal:
        return "refused", repr(refusal)


def _state(cur: Cursor, ctx: Context):
    return cur.pos, cur.end, repr(sorted(vars(ctx).items()))


def _forced(s: Sentence, word: str, start: int = 0) -> Cursor:
    cur = Cursor(LEX, s, start)
    cur.wordset = cur.wordset | {word}  # the gate's word: the ungated path runs
    return cur


def _old_question_start(cur: Cursor) -> int | None:
    """The scan ``_question_start`` began with before ADR 0461 (every position)."""
    words = cur.words
    for i in range(cur.end):
        if (i == 0 or words[i - 1] == ",") and (words[i] == "how" or cur.sense("fn:what", i)):
            return i
    return None


def test_question_start_finds_what_every_position_scan_found():
    # _question_start visits 0 and the positions after a comma only: the same first hit, or the same fallbacks
    seen = 0
    for s in SENTENCES:
        for end in sorted({len(s.tokens), max(0, len(s.tokens) - 1), max(0, len(s.tokens) - 3)}):
            old = _old_question_start(Cursor(LEX, s, 0, end))
            new = _question_start(Cursor(LEX, s, 0, end))
            if old is not None:
                assert new == old, (s, end)
                seen += 1
            else:  # the old scan found nothing: the function went on to its other forms (unchanged)
                cur = Cursor(LEX, s, 0, end)
                words = cur.words
                assert new is None or new == 1 and words[:2] == ["now", "how"] or words[new] == "how", (s, end)
    assert seen > 1000


def test_a_sense_of_each_or_if_starts_only_at_its_first_words():
    # the gates of _each_question and of trailing_if: a fn:each / fn:if sense only at a word of first_words
    each, if_ = LEX.first_words.get("fn:each", frozenset()), LEX.first_words.get("fn:if", frozenset())
    assert "each" in each and "if" in if_
    found = 0
    for s in SENTENCES:
        cur = Cursor(LEX, s)
        for i in range(cur.end):
            if cur.sense("fn:each", i) is not None:
                assert cur.words[i] in each
                found += 1
            if cur.sense("fn:if", i) is not None:
                assert cur.words[i] in if_
    assert found > 100


def test_each_question_without_an_each_word_reads_nothing():
    # at every position of every sentence without each/every/per, the ungated _each_question gives None, moves
    # nothing and tells the context nothing; the gated one returns None at once
    each = LEX.first_words["fn:each"]
    tried = 0
    for s in SENTENCES[::15]:  # a fifteenth of the sentences, every position (fast)
        if not each.isdisjoint(w.low for w in s.tokens):
            continue
        for i in range(len(s.tokens)):
            ctx = _context()
            slow = _forced(s, "each", i)
            before = _state(slow, ctx)
            assert _outcome(lambda: _each_question(slow, ctx, 0, None, [])) == ("ok", "None")
            assert _state(slow, ctx) == before
            fast, ctx2 = Cursor(LEX, s, i), _context()
            assert _each_question(fast, ctx2, 0, None, []) is None and _state(fast, ctx2) == before
            tried += 1
    assert tried > 400


def test_each_question_with_an_each_word_is_not_gated():
    # the gate never answers for a sentence that has the word: the same result as the forced slow path
    for s in SENTENCES[::3]:
        if "each" not in {w.low for w in s.tokens}:
            continue
        for i in range(len(s.tokens)):
            a, ctx_a = Cursor(LEX, s, i), _context()
            b, ctx_b = _forced(s, "each", i), _context()
            assert _outcome(lambda: _each_question(a, ctx_a, 0, None, [])) == \
                _outcome(lambda: _each_question(b, ctx_b, 0, None, []))
            assert _state(a, ctx_a) == _state(b, ctx_b)


def test_trailing_if_without_an_if_word_is_none():
    # the call questions.py now skips: without a word of first_words["fn:if"] it answers None at every start
    if_ = LEX.first_words["fn:if"]
    for s in SENTENCES:
        if not if_.isdisjoint(w.low for w in s.tokens):
            continue
        cur = Cursor(LEX, s)
        for start in range(-1, len(s.tokens)):
            assert trailing_if(cur, start) is None


def test_change_and_cost_questions_without_their_word_are_none():
    # the calls questions.py now skips: no "change" → change_question None, no "what" → parse_cost_question None,
    # the cursor unmoved
    for s in QUESTIONS:
        words = {w.low for w in s.tokens}
        cur, ctx = Cursor(LEX, s), _context()
        if "what" not in words:
            assert parse_cost_question(cur, ctx) is None and cur.pos == 0
        if "change" not in words:
            assert change_question(cur, ctx, []) is None and cur.pos == 0


def test_take_before_event_without_before_changes_nothing():
    for s in SENTENCES:
        if "before" in {w.low for w in s.tokens}:
            continue
        for i in range(len(s.tokens)):
            slow = _forced(s, "before", i)
            assert take_before_event(slow) == "" and (slow.pos, slow.end) == (i, len(s.tokens))
            fast = Cursor(LEX, s, i)
            assert take_before_event(fast) == "" and (fast.pos, fast.end) == (i, len(s.tokens))


def test_take_before_event_with_before_is_not_gated():
    hits = 0
    for s in SENTENCES:
        if "before" not in {w.low for w in s.tokens}:
            continue
        for i in range(len(s.tokens)):
            a, b = Cursor(LEX, s, i), _forced(s, "before", i)
            got = take_before_event(a)
            assert got == take_before_event(b) and (a.pos, a.end) == (b.pos, b.end)
            hits += bool(got)
    assert hits > 0


def test_read_asked_item_without_can_or_could_is_read_item():
    # the ungated path (forced by a wordset with "can") gives the same item, position and context
    tried = 0
    for s in QUESTIONS[::7]:
        words = {w.low for w in s.tokens}
        if "can" in words or "could" in words:
            continue
        for i in range(len(s.tokens)):
            a, ctx_a = Cursor(LEX, s, i), _context()
            b, ctx_b = _forced(s, "can", i), _context()
            assert _outcome(lambda: read_asked_item(a, ctx_a)) == _outcome(lambda: read_asked_item(b, ctx_b))
            assert _state(a, ctx_a) == _state(b, ctx_b)
            tried += 1
    assert tried > 400


def test_size_question_without_a_size_word_is_none():
    # the call _parse_how now skips: without a first word of fn:size (big, large) it answers None, nothing read
    size = LEX.first_words["fn:size"]
    for s in QUESTIONS:
        if not size.isdisjoint(w.low for w in s.tokens):
            continue
        for i in range(len(s.tokens)):
            cur = Cursor(LEX, s, i)
            assert parse_size_question(cur, _context(), 0, []) is None and cur.pos == i


def test_afford_question_gate_is_what_read_number_says():
    # where here() has no num/money/number sense, read_number (and so _money_price) reads nothing and gives None,
    # so _afford_question returned None with the cursor unmoved; elsewhere the gate lets the old path run
    gated = 0
    for s in QUESTIONS:
        for i in range(len(s.tokens)):
            cur = Cursor(LEX, s, i)
            here = cur.here()
            if "num" not in here and "money" not in here and "number" not in here:
                assert read_number(cur) is None and _money_price(cur) is None and cur.pos == i
                assert _afford_question(cur, _context(), 0) is None and cur.pos == i
                gated += 1
    assert gated > 10000
