"""Reader v20 speed, the Cursor foundation (ADR 0459): every shortcut gives what the path it replaced gave.

Byte identity over the corpora and lanes is the oracle (bench/reader_identity.py); these tests pin the invariants
the changes rest on, calling the replaced code (copied here) beside the new one over corpus sentences and hand-made
edge cases.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from core.packs import load_pack
from domain.reader import tokens as tokens_module
from domain.reader import triggers
from domain.reader.lexicon import Sense, lexicon_for
from domain.reader.phrases import _LOW_ITEM, NOUNISH, Context, Cursor, _brand_at, noun_run
from domain.reader.quoted_names import QUOTED
from domain.reader.titled_surnames import bare_titles
from domain.reader.tokens import (_CHUNKS, _KIND, Sentence, Token, _chunk_tokens, _tokenize, normalise, split_sentences,
                                  tokenize)
from evals.corpus import load_corpus

ROOT = Path(__file__).resolve().parents[2]
PACK = load_pack()
LEX = lexicon_for(PACK)
CORPORA = ROOT.parent / "shared" / "corpora"
EDGE_TEXTS = ("Mrs. Brown paid $3.50 for 2 apples at the store.", "Sam has 5 apples, 3 red, old pears and",
              "How many more apples does Mr. Fox have than Sam at the end of the day", "", "   ", "?!.", "a . . b ?",
              "He paid $ 5 for 27 Pokemon cards at the 'dunk a clown' booth. Then?", "Dr. Hall has 3 pies!! Ok")


def _texts() -> list[str]:
    if not CORPORA.exists():
        pytest.skip("corpora not available (../shared/corpora)")
    rows = [row.problem for name in ("addsub", "singleop", "multiarith")
            for row in load_corpus(CORPORA / f"{name}.jsonl")]
    return rows + list(EDGE_TEXTS)


TEXTS = _texts()
SENTENCES = [s for t in TEXTS[::3] + list(EDGE_TEXTS)
             for s in split_sentences(tokenize(normalise(t), LEX.abbreviations))]


def test_context_attributes_are_all_slots():
    # Context.__slots__ names every attribute __init__ sets: none falls into the instance dict, all are set
    ctx = Context()
    assert ctx.__dict__ == {}
    names = [n for n in Context.__slots__ if n != "__dict__"]
    assert len(names) == len(set(names)) and "__dict__" in Context.__slots__
    for name in names:
        getattr(ctx, name)  # set by __init__ (an unset slot raises AttributeError)
    ctx.not_declared = 1  # another module may still set an attribute of its own
    assert ctx.not_declared == 1


def test_token_fields_are_the_items_read_by_position():
    # Cursor reads ``low`` as item 1 and split_sentences ``kind`` as item 2
    assert Token._fields == ("text", "low", "kind", "value")
    for s in SENTENCES:
        for tok in s.tokens:
            assert _LOW_ITEM(tok) is tok.low and _KIND(tok) is tok.kind


def _old_split(tokens):
    sentences = []
    start = 0
    for i in [i for i, tok in enumerate(tokens) if tok.kind == "punct" and tok.low in ".?!"]:
        if i > start:
            sentences.append(Sentence(len(sentences), tokens[start:i], tokens[i].low == "?"))
        start = i + 1
    if start < len(tokens):
        sentences.append(Sentence(len(sentences), tokens[start:], False))
    return sentences


def _old_plain(text, abbreviations):
    out = []
    for chunk in text.split():
        got = _CHUNKS.get(chunk)
        if got is None:
            if chunk[-1] == "$":
                return _tokenize(text, abbreviations)
            got = _chunk_tokens(chunk)
        toks, dotted = got
        if dotted:
            for w in dotted:
                if w in abbreviations:
                    toks = _tokenize(chunk, abbreviations)
                    break
        out.extend(toks)
    return out


def test_tokenizing_and_splitting_give_what_the_old_loops_gave():
    odd = [Token("", "", QUOTED, None), Token(".", ".", "word", None), Token("?", "?", "punct", None),
           Token(",", ",", "punct", None), Token("!", "!", "punct", None), Token("x", "x", "word", None)]
    for toks in (odd, odd[::-1], odd[:1], [], odd[2:3] * 3):
        assert split_sentences(toks) == _old_split(toks)
    for text in TEXTS:
        text = normalise(text)
        got = tokens_module._tokenize_plain(text, LEX.abbreviations)
        assert got == _old_plain(text, LEX.abbreviations)
        assert split_sentences(got) == _old_split(got)


def test_possible_is_may_match_for_every_name():
    words_of = [{t.low for t in tokenize(normalise(t), LEX.abbreviations)} for t in TEXTS]
    words_of += [set(), {"how", "many"}, set(LEX.memo("trigger_masks", triggers._masks)[4])]
    for words in words_of:
        expected = frozenset(n for n in triggers.TABLE if triggers.may_match(LEX, words, n))
        assert triggers.possible(LEX, words) == expected
        assert triggers.possible(LEX, frozenset(words)) == expected


def _old_take_word(cur, *words):
    if cur.pos < cur.end and cur.words[cur.pos] in words:
        cur.pos += 1
        return cur.words[cur.pos - 1]
    return None


def test_cursor_words_titles_and_take_word():
    for s in SENTENCES:
        for end in sorted({len(s.tokens), max(0, len(s.tokens) - 2)}):
            cur, old = Cursor(LEX, s, 0, end), Cursor(LEX, s, 0, end)
            assert cur.words == [t.low for t in s.tokens] and cur.wordset == frozenset(cur.words)
            for i in range(len(s.tokens) + 1):
                for words in (("the", "a"), ("and",), (), tuple(cur.words[i:i + 1])):
                    cur.pos = old.pos = i
                    assert cur.take_word(*words) == _old_take_word(old, *words) and cur.pos == old.pos
    # the title set read from the lexicon's memo is bare_titles(lex); with no memo yet the surname is still tagged
    LEX._memo.pop("bare_title_forms", None)
    s = split_sentences(tokenize("Mrs. Brown bought 3 apples", LEX.abbreviations))[0]
    cur = Cursor(LEX, s)
    assert LEX._memo["bare_title_forms"] == bare_titles(LEX) and "mrs." in bare_titles(LEX)
    assert [x.cls for x in cur.senses(1)] == ["name"]


def _old_noun_run(cur, j, heads):
    adjuncts = []
    best = None
    quoted = False
    while j < cur.end:
        senses = cur.nounish(j)
        if not senses and heads == ("unit",) and _brand_at(cur, j):
            senses = (Sense("brand", 1, cur.words[j], ""),)
        if not senses and "place" in heads and cur.tokens[j].kind == QUOTED:
            senses = cur.senses(j)
            quoted = quoted or bool(senses)
        if not senses:
            break
        for head in senses:
            if head.cls in heads and (not quoted or head.cls == "place" or (
                    head.cls == "person" and head.entry.gender == "n")):
                if best is None or j + head.length > best[2]:
                    best = (list(adjuncts), head, j + head.length)
                break
        for one in senses:
            if one.length == 1:
                break
        else:
            break
        adjuncts.append(one)
        j += 1
    return best


def test_noun_run_gives_what_the_old_loop_gave():
    assert NOUNISH == ("modifier", "unit", "place", "person")
    for s in SENTENCES:
        cur, old = Cursor(LEX, s), Cursor(LEX, s)
        for j in range(-1, len(s.tokens) + 1):
            for heads in (("unit",), ("person", "place"), ("person",), ("place",)):
                assert noun_run(cur, j, heads) == _old_noun_run(old, j, heads)
