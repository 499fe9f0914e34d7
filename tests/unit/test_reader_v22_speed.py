"""Reader v22 speed (ADR 0516): NamedTuples built by ``tuple.__new__`` are the NamedTuples their constructors built.

Byte identity over the corpora and lanes is the oracle (bench/reader_identity.py); this test pins the one invariant
the kept change rests on: ``Sense(...)``/``Sentence(...)`` call the generated ``__new__``, which is
``tuple.__new__(cls, (fields…))``, so calling that directly gives an equal object of the same class.
"""
from __future__ import annotations

from core.packs import load_pack
from domain.reader import phrases
from domain.reader import tokens as tokens_module
from domain.reader.lexicon import Sense, lexicon_for
from domain.reader.phrases import Cursor
from domain.reader.tokens import Sentence, Token, split_sentences, tokenize

LEX = lexicon_for(load_pack())


# -- NamedTuples built by tuple.__new__ ----------------------------------------------------------------------------

def test_tuple_new_builds_the_same_named_tuples():
    # ``Sense(...)``/``Sentence(...)`` call the generated ``__new__``, which is ``tuple.__new__(cls, (fields…))``
    for cls, fields in ((Sense, ("num", 1, 3, "")), (Sentence, (0, [Token("a", "a", "word", None)], True))):
        got, want = tokens_module._NEW(cls, fields), cls(*fields)
        assert phrases._NEW is tuple.__new__ and tokens_module._NEW is tuple.__new__
        assert type(got) is type(want) is cls and got == want and repr(got) == repr(want)
        assert got._asdict() == want._asdict()


def test_number_senses_and_sentences_are_the_constructors_objects():
    toks = tokenize("Sam paid $3.50 for 2 apples. He has 0.5 pies left? And 1,200", LEX.abbreviations)
    sentences = split_sentences(toks)
    assert [type(s) for s in sentences] == [Sentence] * 3
    assert sentences == [Sentence(k, s.tokens, s.question) for k, s in enumerate(sentences)]
    assert [s.question for s in sentences] == [False, True, False]
    for s in sentences:
        tagged, asked = Cursor(LEX, s), Cursor(LEX, s)
        tagged.tag_all()
        for i, tok in enumerate(s.tokens):
            if tok.kind in ("num", "money"):
                want = [Sense(tok.kind, 1, tok.value, "")]
                assert tagged.senses(i) == want and asked.senses(i) == want
                assert all(type(x) is Sense for x in tagged.senses(i) + asked.senses(i))
                assert tagged.firsts(i) == {tok.kind: want[0]}
