"""``How many apples does Ann have more than Bob?`` (reader v23, ADR 0545): ``more|fewer`` put after the verb,
re-spelled in the order the comparison questions read.

    Ann has 12 apples. Bob has 5 apples. How many apples does Ann have more than Bob?
                                              → How many more apples does Ann have than Bob?      12 − 5 = 7

The question only, and only this shape: ``How many <words> <aux> <words> <verb> more|fewer than <words>?`` with
``How many`` not already followed by ``more``/``fewer``, exactly one ``more``/``fewer`` in the question, right after
a word the pack knows as a verb and right before ``than``. ``more|fewer`` moves to just after ``How many``; the
re-spelled question is read by the older readings (comparatives, verb and event differences), which answer or
refuse it as before. ``How many apples does Ann have more than 5?`` and the like refuse there; a question with ``to``
(``How many cards does Ann need to have more than Bob?``: a goal, more than Bob's) is left as written.
"""
from __future__ import annotations

from domain.reader.lexicon import Lexicon
from domain.reader.tokens import Sentence

_COMPARING = ("more", "fewer")
_AUX = ("do", "does", "did", "will", "would", "can")


def _respelled(lex: Lexicon, s: Sentence) -> Sentence | None:
    toks = s.tokens
    lows = [t.low for t in toks]
    if len(lows) < 8 or lows[:2] != ["how", "many"] or lows[2] in _COMPARING or "to" in lows:
        return None  # "need to have more than Bob": a goal (one more than Bob's), not a difference
    at = [k for k, w in enumerate(lows) if w in _COMPARING]
    if len(at) != 1:
        return None
    k = at[0]
    if k + 1 >= len(lows) or lows[k + 1] != "than" or not any(w in _AUX for w in lows[3:k - 1]):
        return None
    if not any(sense.cls == "verb" for sense in lex.single.get(lows[k - 1], ())):
        return None
    return Sentence(index=s.index, question=True, tokens=[*toks[:2], toks[k], *toks[2:k], *toks[k + 1:]])


def respell_trailing_more(sentences: list[Sentence], lex: Lexicon) -> list[Sentence]:
    """The question re-spelled with ``more|fewer`` after ``How many`` when it is of the module doc's shape."""
    if not sentences or not sentences[-1].question:
        return sentences
    got = _respelled(lex, sentences[-1])
    return sentences if got is None else [*sentences[:-1], got]
