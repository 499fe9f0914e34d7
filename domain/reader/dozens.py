"""``Marco buys 3 dozen eggs.`` / ``Ann bought a dozen eggs.`` (v15, ADR 0304): a dozen as a multiplier of a count.

``3 dozen eggs`` is 36 eggs and ``a dozen eggs`` is 12 eggs: the sentence is re-spelled before it is read (as
made_with.py does), the number and ``dozen`` becoming one number token of their product, and the sentence then
reads (or refuses) as any sentence with that number does. Re-spelled only when all hold; otherwise the words are
left as written and refuse as before (``dozen`` after a number is no unit noun):

- ``dozen`` is the pack number word worth 12 (``num.dozen``);
- right before it a whole number written in digits (``3``; not money, not a fraction ``1.5``), or ``a``/``one``
  that follows no fraction word or number (``half a dozen``, ``$2 a dozen`` are not re-spelled);
- right after it a word (``3 dozen eggs``; not ``of``, not ``dozen`` ending the clause: ``How many eggs are in 3
  dozen?``, ``eggs at $2 a dozen.``), so the count is of the things the following words name.

``How many dozen eggs …?`` (a count asked in dozens) has no number before ``dozen`` and is left as written: it
refuses as before.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.tokens import Sentence, Token, respell_tokens

_ONE = frozenset({"a", "one"})
_FRACTION_WORDS = frozenset({"half", "quarter", "quarters", "third", "thirds", "fourth", "fourths"})


def repair_dozens(sentences: list[Sentence], lex) -> list[Sentence]:
    """Each qualifying ``N dozen <word>`` / ``a dozen <word>`` becomes ``<12 N> <word>``."""
    twelve = [n for n in lex.pack.number_words if n.word == "dozen" and Fraction(n.value) == 12]
    if not twelve:
        return sentences
    return [_repair(s) or s if any(t.low == "dozen" for t in s.tokens) else s for s in sentences]


def _repair(s: Sentence) -> Sentence | None:
    return respell_tokens(s, _dozens_at)


def _dozens_at(toks: list[Token], i: int) -> tuple[Token, int] | None:
    """The count ``12 N`` for the two tokens ``N dozen`` before a word (not ``of``), else None."""
    if i + 2 < len(toks) and toks[i + 1].low == "dozen" and toks[i + 2].kind == "word" \
            and toks[i + 2].low not in ("of", "dozen"):
        n = _count(toks, i)
        if n is not None:
            value = n * 12
            return Token(text=str(value), low=str(value), kind="num", value=Fraction(value)), 2
    return None


def _count(toks: list[Token], i: int) -> int | None:
    """How many dozens the token at ``i`` (right before ``dozen``) says, or None."""
    t = toks[i]
    if t.kind == "num":
        if t.value is None or t.value.denominator != 1 or t.value < 1 or "." in t.text:
            return None
        return int(t.value)
    if t.low in _ONE:
        before = toks[i - 1] if i > 0 else None
        if before is not None and (before.kind in ("num", "money") or before.low in _FRACTION_WORDS):
            return None
        return 1
    return None
