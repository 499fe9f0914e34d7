"""Reader v22 speed (ADR 0516): the loops moved into C give what the loops they replaced gave.

Byte identity over the corpora and lanes is the oracle (bench/reader_identity.py); these tests pin each replaced
loop by running the old code (copied here) beside the new one, over corpus texts and hand-made edge cases: the
same tokens, the same tags at every position (both per-position lists of a cursor, and what the lexicon remembers),
the same set of possible constructions.
"""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from core.packs import load_pack
from domain.reader import phrases
from domain.reader import tokens as tokens_module
from domain.reader import triggers
from domain.reader.lexicon import Lexicon, Sense, lexicon_for
from domain.reader.phrases import _FIXED, _first_of, Cursor, one_word_senses
from domain.reader.quoted_names import QUOTED
from domain.reader.tokens import Sentence, Token, _chunk_tokens, _tokenize, normalise, split_sentences, tokenize
from evals.corpus import load_corpus

ROOT = Path(__file__).resolve().parents[2]
PACK = load_pack()
LEX = lexicon_for(PACK)
CORPORA = ROOT.parent / "shared" / "corpora"
EDGE_TEXTS = ("Mrs. Brown paid $3.50 for 2 apples at the store.", "Sam has 5 apples, 3 red, old pears and",
              "How many more apples does Mr. Fox have than Sam at the end of the day", "", "   ", "?!.", "a . . b ?",
              "He paid $ 5 for 27 Pokemon cards at the 'dunk a clown' booth. Then?", "Dr. Hall has 3 pies!! Ok",
              "In the morning Mrs. Smith picked 4 apples. In the evening she picked 3 more. How many in all?",
              "Mr. Fox and Mrs. Fox have 3 dozen eggs. Mrs. Fox uses a lot of them. How many are left?",
              "The café sold 5 crêpes. ½ of them … were “big”. Sam's mom's 3 pies , Ann’s 2 .", "$ $ 5 $", "zzz. ZZZ. Zzz?")


def _texts() -> list[str]:
    if not CORPORA.exists():
        pytest.skip("corpora not available (../shared/corpora)")
    rows = [row.problem for name in ("addsub", "singleop", "multiarith")
            for row in load_corpus(CORPORA / f"{name}.jsonl")]
    return rows + list(EDGE_TEXTS)


TEXTS = _texts()


# -- tokens._tokenize_plain --------------------------------------------------------------------------------------

def _old_plain(text, abbreviations, memo, memo_max):
    """The loop before ADR 0516 (ADR 0459's), with the chunk memo passed in."""
    out = []
    chunks = text.split()
    for chunk, got in zip(chunks, map(memo.get, chunks)):
        if got is None:
            if chunk[-1] == "$":
                return _tokenize(text, abbreviations)
            got = _chunk_tokens(chunk)
            if len(memo) < memo_max:
                memo[chunk] = got
        toks, dotted = got
        if dotted:
            for w in dotted:
                if w in abbreviations:
                    toks = _tokenize(chunk, abbreviations)
                    break
        out += toks
    return out


@pytest.mark.parametrize("memo_max", [0, 3, 8192])
def test_tokenize_plain_gives_the_old_tokens_and_remembers_the_same_chunks(monkeypatch, memo_max):
    for abbreviations in (LEX.abbreviations, set(), {"apples.", "store."}, frozenset({"dr.", "etc."}), ("mrs.",)):
        new_memo, old_memo = {}, {}
        monkeypatch.setattr(tokens_module, "_CHUNKS", new_memo)
        monkeypatch.setattr(tokens_module, "_CHUNKS_MAX", memo_max)
        for text in TEXTS[::7] + list(EDGE_TEXTS) * 2 + ["apples. apples. apples.", "a $ b $ c", "x y x y $"]:
            text = normalise(text)
            got = tokens_module._tokenize_plain(text, abbreviations)
            assert type(got) is list
            assert got == _old_plain(text, abbreviations, old_memo, memo_max), text
            assert list(new_memo.items()) == list(old_memo.items())  # the same chunks, remembered in the same order


# -- Cursor.tag_all ----------------------------------------------------------------------------------------------

def _old_tag_all(self):
    """``Cursor.tag_all`` before ADR 0516."""
    lex, words, tokens = self.lex, self.words, self.tokens
    multi, by_two, one_words, cache, firsts = lex.multi, lex.multi_by_two, lex.one_words, self._senses, self._first
    n = len(words)
    for i in range(self.end):
        if cache[i] is not None:
            continue
        tok = tokens[i]
        kind = tok.kind
        if kind == "word":
            low = words[i]
            if low not in multi or not (i + 1 < n and (low, words[i + 1]) in by_two):
                cache[i], firsts[i] = one_words.get(tok.text) or one_word_senses(lex, tok)
                continue
        elif kind == "num" or kind == "money":
            one = Sense(kind, 1, tok.value, "")
            cache[i] = [one]
            firsts[i] = {kind: one}
            continue
        elif kind == "punct" or kind == "poss":
            key = "poss" if kind == "poss" else "punct:" + tok.low
            tagged = _FIXED.get(key)
            if tagged is None:
                one = (Sense(key, 1, None, ""),)
                tagged = _FIXED[key] = (one, _first_of(one))
            firsts[i] = tagged[1]
            cache[i] = tagged[0]
            continue
        self.senses(i)
    return cache


ODD = [Token("apples", "apples", "num", 3), Token("5", "5", "word", None), Token(",", ",", "word", None),
       Token("the", "the", "other", None), Token("In", "in", "word", None), Token("the", "the", "word", None),
       Token("morning", "morning", "word", None), Token("'dunk'", "dunk", QUOTED, None), Token("é", "é", "other", None),
       Token("'s", "'s", "poss", None), Token("$5", "$5", "money", 5), Token("a", "a", "word", None),
       Token("lot", "lot", "word", None), Token("of", "of", "word", None), Token("Mrs.", "mrs.", "word", None),
       Token("Brown", "brown", "word", None), Token("The", "they", "word", None), Token("The", "the", "word", None)]


def _sentences(lex):
    read = [s for t in TEXTS[::2] + list(EDGE_TEXTS) for s in split_sentences(tokenize(normalise(t), lex.abbreviations))]
    rng = random.Random(516)
    odd = []
    for k in range(60):  # odd tokens: kinds and texts the tokenizer never makes, as a respelling could
        toks = [rng.choice(ODD) for _ in range(rng.randrange(0, 9))]
        odd.append(Sentence(k, toks, False))
    return odd + read + odd  # first and last: a remembered text met again at a token of another kind


def _state(cur):
    return list(cur._senses), list(cur._first)


@pytest.mark.parametrize("bound", [Lexicon.ONE_WORDS_MAX, 5, 0])
def test_tag_all_tags_every_position_as_the_old_loop(bound):
    new_lex, old_lex = Lexicon(PACK), Lexicon(PACK)  # each fills its own remembered words
    new_lex.ONE_WORDS_MAX = old_lex.ONE_WORDS_MAX = bound
    for s in _sentences(new_lex):
        n = len(s.tokens)
        for end in sorted({n, max(0, n - 1), max(0, n - 3), 0}):
            new, old = Cursor(new_lex, s, 0, end), Cursor(old_lex, s, 0, end)
            got, want = new.tag_all(), _old_tag_all(old)
            assert got is new._senses and want is old._senses
            assert _state(new) == _state(old), (s, end)
            assert list(new_lex.one_words.items()) == list(old_lex.one_words.items())  # same words, same order
            # a second tagging (nothing left to do) changes nothing
            new.tag_all()
            assert _state(new) == _state(old)


def test_tag_all_keeps_what_was_tagged_before():
    # a cursor with a surname tagged in its constructor (or any position tagged before) takes the old loop
    s = split_sentences(tokenize("Mrs. Brown bought 3 apples in the morning", LEX.abbreviations))[0]
    new, old = Cursor(LEX, s), Cursor(LEX, s)
    assert new._senses[1] is not None  # "Brown": the surname's name sense
    new.tag_all(), _old_tag_all(old)
    assert _state(new) == _state(old)
    for i in (0, 3, 5):
        new, old = Cursor(LEX, s), Cursor(LEX, s)
        new.senses(i), old.senses(i)
        new.tag_all(), _old_tag_all(old)
        assert _state(new) == _state(old)


# -- triggers.possible -------------------------------------------------------------------------------------------

def _old_possible(lex, words):
    """``triggers.possible`` before ADR 0516."""
    index, needs, always, names, indexed = lex.memo("trigger_masks", triggers._masks)
    found = 0
    candidates = []
    for hit in map(index.__getitem__, indexed.intersection(words)):
        found |= hit[0]
        candidates += hit[1]
    out = list(always)
    for name in candidates:
        need = needs[name]
        if found & need == need:
            out.append(name)
    return frozenset(out)


def test_possible_is_the_old_set_in_the_same_order():
    indexed = sorted(LEX.memo("trigger_masks", triggers._masks)[4])
    words_of = [{t.low for t in tokenize(normalise(t), LEX.abbreviations)} for t in TEXTS]
    rng = random.Random(516)
    words_of += [set(), {"how", "many"}, set(indexed)] + [set(rng.sample(indexed, k)) for k in range(1, 80, 3)]
    for words in words_of:
        got, want = triggers.possible(LEX, words), _old_possible(LEX, words)
        assert got == want and list(got) == list(want)
        assert got == frozenset(n for n in triggers.TABLE if triggers.may_match(LEX, words, n))


# -- NamedTuples built by tuple.__new__ ----------------------------------------------------------------------------

def test_tuple_new_builds_the_same_named_tuples():
    # ``Sense(...)``/``Sentence(...)`` call the generated ``__new__``, which is ``tuple.__new__(cls, (fields…))``
    for cls, fields in ((Sense, ("num", 1, 3, "")), (Sentence, (0, [Token("a", "a", "word", None)], True))):
        got, want = tokens_module._NEW(cls, fields), cls(*fields)
        assert phrases._NEW is tuple.__new__ and tokens_module._NEW is tuple.__new__
        assert type(got) is type(want) is cls and got == want and repr(got) == repr(want)
        assert got._asdict() == want._asdict()
