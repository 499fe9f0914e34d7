"""Reader v20 speed, sentence reading (ADR 0451): every shortcut gives what the path it replaced gave.

Byte identity over the corpora and lanes is the oracle (bench/reader_identity.py); these tests pin the invariants
the changes rest on, over every corpus sentence (and every position in it) rather than the texts that use them.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from core.packs import load_pack
from domain.reader.coordinate_adjectives import comma_modifiers
from domain.reader.gone_away import take_gone_away
from domain.reader.lexicon import lexicon_for
from domain.reader.paces import take_another
from domain.reader.phrases import Context, Cursor, _first_of, noun_run
from domain.reader.refusals import ReaderRefusal
from domain.reader.rest_objects import parse_gapped_rest
from domain.reader.some_more_group import take_some_more_group
from domain.reader.titled_surnames import bare_titles
from domain.reader.tokens import Sentence, Token, normalise, split_sentences, tokenize
from domain.reader.wanted_shares import parse_wanting
from evals.corpus import load_corpus

ROOT = Path(__file__).resolve().parents[2]
PACK = load_pack()
LEX = lexicon_for(PACK)
CORPORA = ROOT.parent / "shared" / "corpora"


def _sentences() -> list[Sentence]:
    if not CORPORA.exists():
        pytest.skip("corpora not available (../shared/corpora)")
    out = []
    for name in ("addsub", "singleop", "multiarith"):
        for row in load_corpus(CORPORA / f"{name}.jsonl")[::3]:
            out.extend(split_sentences(tokenize(normalise(row.problem), LEX.abbreviations)))
    # hand-made ones: a number, money, a title before a surname that is also a word, a phrase start at the end
    for text in ("Mrs. Brown paid $3.50 for 2 apples at the store.", "Sam has 5 apples, 3 red, old pears and",
                 "How many more apples does Mr. Fox have than Sam at the end of the day"):
        out.extend(split_sentences(tokenize(text, LEX.abbreviations)))
    return out


SENTENCES = _sentences()


def _tags(cur: Cursor) -> list[tuple[list, dict]]:
    return [(cur._senses[i], cur._first[i]) for i in range(cur.end)]


def test_tag_all_gives_what_senses_and_firsts_give_one_by_one():
    # tag_all now fills a number's or money's ``firsts`` at once, and ``firsts`` tags a one-word position itself:
    # the three ways of tagging a position must give equal senses and equal first-sense dicts
    for s in SENTENCES:
        for end in sorted({len(s.tokens), max(0, len(s.tokens) - 2)}):
            whole, by_firsts, by_senses = Cursor(LEX, s, 0, end), Cursor(LEX, s, 0, end), Cursor(LEX, s, 0, end)
            whole.tag_all()
            for i in reversed(range(end)):  # another order than tag_all's
                by_firsts.firsts(i)
                by_senses.senses(i)
            for i in range(end):
                senses = list(whole._senses[i])  # a list or a shared tuple (one-word and punctuation caches)
                assert list(by_firsts.senses(i)) == senses == list(by_senses.senses(i)), (s, i)
                expected = _first_of(senses)
                assert whole.firsts(i) == expected == by_firsts.firsts(i) == by_senses.firsts(i), (s, i)


def test_numbers_and_money_are_tagged_with_their_first_sense():
    s = split_sentences(tokenize("Sam paid $3.50 for 12 apples.", LEX.abbreviations))[0]
    cur = Cursor(LEX, s)
    cur.tag_all()
    money, num = cur.sense("money", 2), cur.sense("num", 4)
    assert money is not None and money.entry == tokenize("$3.50", set())[0].value and money.length == 1
    assert num is not None and num.entry == 12 and cur.firsts(4) == {"num": num}
    assert cur.sense("num", 2) is None and cur.sense("money", 4) is None


def test_noun_run_with_the_memo_equals_a_fresh_cursor():
    # noun_run reads ``nounish``'s remembered list itself: the same runs on a cursor that remembers nothing yet
    for s in SENTENCES:
        warm = Cursor(LEX, s)
        for heads in (("unit",), ("person",), ("place", "person"), ("unit", "place", "person")):
            for j in range(len(s.tokens)):
                warm_run = noun_run(warm, j, heads)
                assert warm_run == noun_run(Cursor(LEX, s), j, heads), (s, j, heads)


def test_no_comma_chain_without_a_comma():
    # read_item asks for a comma chain only in a sentence with a comma: without one there is none anywhere
    seen = 0
    for s in SENTENCES:
        cur = Cursor(LEX, s)
        for j in range(len(s.tokens)):
            cur.pos = j
            got = comma_modifiers(cur, noun_run)
            if "," not in cur.wordset:
                assert got is None, (s, j)
            elif got is not None:
                seen += 1
    assert seen > 0  # the hand-made "3 red, old pears" is one, so the test would see a wrong gate


@pytest.mark.parametrize("attempt", ["gone", "wanting", "gapped", "some_more", "another"])
def test_clause_tries_leave_the_cursor_where_it_was_when_they_answer_false(attempt):
    # parse_clause looks the classes at the clause's first word up once (ADR 0451) because each of these tries
    # puts ``pos`` back when it answers False; pinned at every position of every sentence
    tried = 0
    for s in SENTENCES:
        for i in range(len(s.tokens)):
            cur, ctx = Cursor(LEX, s, i), Context()
            ops: list = []
            try:
                if attempt == "gone":
                    got = take_gone_away(cur, ctx, ops)
                elif attempt == "wanting":
                    got = parse_wanting(cur, ctx, ops)
                elif attempt == "gapped":
                    got = parse_gapped_rest(cur, ctx, ops, "Sam")
                elif attempt == "some_more":
                    got = take_some_more_group(cur, ctx, ops, "Sam")
                else:
                    got = take_another(cur)
            except ReaderRefusal:
                continue
            if not got:
                tried += 1
                assert cur.pos == i, (attempt, s, i)
    assert tried > 1000


def test_here_is_sense_for_every_class():
    classes = {"num", "number", "fn:some", "fn:another", "fn:each", "time", "fn:preposition", "unit", "name"}
    for s in SENTENCES:
        cur = Cursor(LEX, s)
        for i in range(len(s.tokens) + 1):
            cur.pos = i
            here = cur.here()
            for cls in classes:
                assert here.get(cls) == cur.sense(cls), (s, i, cls)
                assert (cls in here) == (cur.sense(cls) is not None)


def test_bare_titles_equals_its_scan():
    forms = {f for fn in PACK.functions if fn.role == "title" for f in fn.forms}
    expected = frozenset(f for f in forms if all(s.cls == "fn:title" for s in LEX.single.get(f, ())))
    assert bare_titles(LEX) == expected and bare_titles(LEX) is bare_titles(LEX)
    assert "mrs." in expected or "mrs" in expected


@pytest.mark.parametrize("module", ["circumstances", "town_places", "vessels", "rest_objects", "priced_purchases"])
def test_moved_imports_load_alone(module):
    # town_places is now imported with circumstances, vessels and circumstances where they are used: each module
    # must still import first, in a fresh interpreter (an import cycle would fail here)
    run = subprocess.run([sys.executable, "-c", f"import domain.reader.{module}"], cwd=ROOT, capture_output=True,
                         text=True, env={"PYTHONPATH": str(ROOT), "CORE_READER_PURE": "1", "PATH": ""})
    assert run.returncode == 0, run.stderr


def test_a_sentence_token_is_a_token():
    # the hand-made sentences above were tokenized as the reader tokenizes (guards the fixture itself)
    assert all(isinstance(t, Token) for s in SENTENCES for t in s.tokens)
