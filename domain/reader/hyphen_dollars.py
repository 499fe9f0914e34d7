"""``She paid with a 10-dollar bill.`` (v18, ADR 0397): a price written as a hyphenated adjective.

``a 10-dollar bill`` is ``a $10 bill``: the sentence is re-spelled before it is read (as dozens.py does), the
number, the hyphen and ``dollar`` becoming one money token of that value, and the sentence then reads (or refuses)
as any sentence with ``$10`` there does. Re-spelled only when all hold; otherwise the words are left as written and
refuse as before (the hyphen is no word of the pack):

- digits (``10``, ``2.50``; not a number word: ``ten-dollar`` is one word the pack does not know), a hyphen token
  right after them and the word ``dollar`` right after it, in the singular (``10-dollars`` is no adjective);
- right before the digits ``a``/``an``/``the`` or a possessive word (the adjective of one thing: ``a 10-dollar
  bill``; ``2 10-dollar bills`` is left as written);
- right after ``dollar`` a word (the thing the price describes).

Other measure adjectives (``a 36-liter tub``, ``a 100-page notebook``) are left as written: no construction of the
reader reads ``a 36-liter tub``'s measure, and a re-spelling to ``36 liter`` could be read as 36 liters held.
"""
from __future__ import annotations

from domain.reader.tokens import Sentence, Token, respell_tokens

_BEFORE = frozenset({"a", "an", "the", "his", "her", "their", "my", "our", "your"})


def repair_hyphen_dollars(sentences: list[Sentence]) -> list[Sentence]:
    """Each qualifying ``a N-dollar <word>`` becomes ``a $N <word>``."""
    return [_respell(s) or s if any(t.low == "-" for t in s.tokens) else s for s in sentences]


def _respell(s: Sentence) -> Sentence | None:
    return respell_tokens(s, _dollar_adjective)


def _dollar_adjective(toks: list[Token], i: int) -> tuple[Token, int] | None:
    """``$N`` for the three tokens ``N - dollar`` after a determiner and before a word, else None."""
    t = toks[i]
    if t.kind == "num" and i >= 1 and toks[i - 1].low in _BEFORE and toks[i - 1].kind == "word" \
            and i + 3 < len(toks) and toks[i + 1].low == "-" and toks[i + 2].low == "dollar" \
            and toks[i + 3].kind == "word" and t.value is not None and t.value > 0:
        return Token("$" + t.text, "$" + t.low, "money", t.value), 3
    return None
