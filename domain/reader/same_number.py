"""``Ben has the same number of stickers as Ann.`` (v17, hunt_h, ADR 0361): ``the same number of <things> as`` is
``as many <things> as``.

``as many <things> as <someone>`` reads (once as many, ADR 0343/0344); the same comparison told as ``the same number
of <things> as <someone>`` refused (``expected a quantity after the verb``). The words are re-spelled before the
text is read, as dozens.py does, and the sentence then reads — or refuses — exactly as ``as many`` does.

Only in a statement, and only when ``as`` follows the things within one to three plain words (``the same number of
red stickers as Ann``); without ``as`` (``picked 45 apples on Monday and the same number on Tuesday``) the sameness
is with a count of the same sentence, another form, left as written.
"""
from __future__ import annotations

from domain.reader.tokens import Sentence, Token

_LONGEST = 3


def repair_same_number(sentences: list[Sentence]) -> list[Sentence]:
    return [_repair(s) or s if not s.question else s for s in sentences]


def _repair(s: Sentence) -> Sentence | None:
    toks = s.tokens
    for i in range(len(toks) - 5):
        if [t.low for t in toks[i:i + 4]] != ["the", "same", "number", "of"]:
            continue
        j = i + 4
        words = 0
        while j < len(toks) and toks[j].kind == "word" and toks[j].low != "as" and words < _LONGEST:
            j += 1
            words += 1
        if words == 0 or j >= len(toks) or toks[j].low != "as":
            return None
        as_ = Token(text="as", low="as", kind="word", value=None)
        many = Token(text="many", low="many", kind="word", value=None)
        return Sentence(index=s.index, tokens=[*toks[:i], as_, many, *toks[i + 4:]], question=False)
    return None
