"""Reader speed (ADR 0095): the caches added for throughput are bounded and never change a reading.

Every expected answer below is worked out by hand from the text; the caches are filled and then read again,
so a case passes only if the remembered path gives what the first reading gave.
"""
from __future__ import annotations

from fractions import Fraction

import pytest
from reader_checks import assert_solved

from core.packs import load_pack
from domain.reader import read
from domain.reader import linear, tokens
from domain.reader.lexicon import Lexicon
from domain.reader.phrases import Cursor
from domain.reader.tokens import split_sentences, tokenize

PACK = load_pack()


def _plain(text, abbreviations):
    """The tokens straight from the regex, without the chunk cache."""
    return tokens._tokenize(text, abbreviations)


def test_chunk_cache_is_bounded_and_a_full_cache_still_tokenizes(monkeypatch):
    monkeypatch.setattr(tokens, "_CHUNKS", {})
    monkeypatch.setattr(tokens, "_CHUNKS_MAX", 8)
    text = " ".join(f"w{i}x apple{i}, {i}.5" for i in range(20))
    assert tokenize(text, set()) == _plain(text, set())
    assert len(tokens._CHUNKS) == 8  # full: the other 52 chunks were tokenized without being remembered
    assert tokenize(text, set()) == _plain(text, set())  # again, half from the cache
    assert len(tokens._CHUNKS) == 8


def test_a_remembered_chunk_still_honours_the_abbreviations():
    # "Mrs." is one token only when the abbreviations say so, whichever reading came first
    text = "Mrs. Smith has 5 apples. Mrs.Smith ate 2."
    for abbreviations in (set(), {"mrs."}, set(), {"mrs."}):
        assert tokenize(text, abbreviations) == _plain(text, abbreviations)
    assert [t.text for t in tokenize(text, {"mrs."})][:2] == ["Mrs.", "Smith"]
    assert [t.text for t in tokenize(text, set())][:3] == ["Mrs", ".", "Smith"]


@pytest.mark.parametrize("text", ["It cost $ 5 and $ .5 then $\t7.", "He had $ 12.", "$", "a $ b $5, $"])
def test_money_across_a_space_is_one_token(text):
    # "$ 5" is the one token that spans a space: a chunk ending in "$" makes the whole text go by the regex
    assert tokenize(text, set()) == _plain(text, set())
    assert tokenize(text, set()) == _plain(text, set())


def test_money_across_a_space_reads_as_before():
    # 20 - 5 = 15 (the "$ 5" is one amount of money whether or not its chunks were seen before)
    for _ in range(2):
        assert_solved(read("Sam had $ 20. He spent $ 5 on a book. How many dollars does Sam have now?", PACK), "15")


def test_one_word_senses_are_bounded_per_lexicon():
    lex = Lexicon(PACK)
    lex.ONE_WORDS_MAX = 3
    sentence = split_sentences(tokenize("Sam has 5 red apples and Tom has 3 green pears", lex.abbreviations))[0]
    cur = Cursor(lex, sentence)
    senses = [cur.senses(i) for i in range(cur.end)]
    assert len(lex.one_words) == 3
    # a fresh cursor over the same sentence (cache full) tags every word the same way
    again = Cursor(lex, sentence)
    assert [again.senses(i) for i in range(again.end)] == senses
    assert [again.sense("name", i) for i in range(again.end)] == [cur.sense("name", i) for i in range(cur.end)]


def test_multi_word_phrase_is_still_found_after_its_first_word_was_remembered_alone():
    # "in" alone is tagged in the first sentence (no pack phrase starts "in his"); "In the morning" (a pack
    # time) still starts at it: picked 4, then 3, so 4 + 3 = 7 apples
    text = "Sam picked 4 apples in his garden. In the morning he picked 3 apples. How many apples did Sam pick?"
    for _ in range(2):
        assert_solved(read(text, PACK), "7", "apples")


def test_exact_amount_cache_is_bounded_and_exact():
    assert linear.exact.cache_info().maxsize == 4096
    assert linear.exact("2.5") == Fraction(5, 2) and linear.exact("12") == Fraction(12)
    with pytest.raises(ValueError):
        linear.exact("?1")  # not a stated amount: still an error, never remembered as a value


def test_repeated_reads_give_identical_results():
    # 5 + 3 = 8; read three times, the later reads from warm caches
    text = "Sam has 5 apples. He buys 3 more. How many apples does Sam have now?"
    first = read(text, PACK)
    assert_solved(first, "8", "apples")
    assert read(text, PACK) == first and read(text, PACK) == first
