"""``A school has one thousand students.`` / ``two hundred fifty apples`` (v23, ADR 0544): a count written in words
with ``hundred`` or ``thousand`` is that number.

The pack's number words go up to ninety-nine (and ``hundred`` alone); ``two hundred apples`` refused (``expected a
quantity after the verb``). The words are re-spelled as one number token before the text is read (as dozens.py
re-spells ``3 dozen``), and the sentence then reads — or refuses — as it does with the digits.

Re-spelled only when all hold; otherwise the words are left as written and refuse as before:

- a head: a pack number word worth 1 to 99 (``two``, ``forty-five``) or ``a`` (``a hundred``), with no number,
  money or fraction word right before it (``half a hundred``, ``3 two hundred``). Digits before ``hundred`` /
  ``thousand`` (``3 hundred stickers``) mix two ways of writing one number and are left to refuse (a must-refuse
  row of fresh_d);
- then ``hundred`` (× 100), optionally followed by a number word worth 1 to 99 (``two hundred fifty`` = 250), or
  ``thousand`` (× 1000), optionally followed by ``<1–9 word> hundred`` and then by a number word worth 1 to 99
  (``one thousand two hundred five`` = 1205);
- then a word that is no number word and not ``and`` / ``of`` / ``hundred`` / ``thousand`` / ``dozen`` (``two
  hundred and fifty``, ``one hundred of them``, a number ending the clause are left as written).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.tokens import Sentence, Token, respell_tokens

_MULTIPLIERS = {"hundred": 100, "thousand": 1000}
_FRACTION_WORDS = frozenset({"half", "quarter", "quarters", "third", "thirds", "fourth", "fourths", "fifth",
                             "fifths"})
_NOT_AFTER = frozenset({"and", "of", "hundred", "thousand", "dozen", "hundreds", "thousands"})


def _small_words(lex) -> dict[str, int]:
    """The pack's number words worth a whole 1 to 99: word → value."""
    out = {}
    for n in lex.pack.number_words:
        v = Fraction(n.value)
        if v.denominator == 1 and 1 <= v <= 99:
            out[n.word.lower()] = int(v)
    return out


def repair_number_compounds(sentences: list[Sentence], lex) -> list[Sentence]:
    small = lex.memo("number_compound_words", _small_words)

    def value_of(t: Token) -> int | None:
        return small.get(t.low) if t.kind == "word" else None

    def at(toks: list[Token], i: int) -> tuple[Token, int] | None:
        if i + 1 >= len(toks) or toks[i + 1].low not in _MULTIPLIERS:
            return None
        t = toks[i]
        if t.low == "a":
            head = 1
        else:
            head = value_of(t)
            if head is None:
                return None
        if i > 0:
            before = toks[i - 1]
            if before.kind in ("num", "money") or before.low in _FRACTION_WORDS or value_of(before) is not None:
                return None
        mult = _MULTIPLIERS[toks[i + 1].low]
        total, j = head * mult, i + 2
        if mult == 1000 and j + 1 < len(toks) and toks[j + 1].low == "hundred":
            h = value_of(toks[j])
            if h is None or h > 9:
                return None
            total, j = total + h * 100, j + 2
        if j < len(toks) and value_of(toks[j]) is not None:
            total, j = total + value_of(toks[j]), j + 1
        if j >= len(toks) or toks[j].kind != "word" or toks[j].low in _NOT_AFTER or value_of(toks[j]) is not None:
            return None
        return Token(text=str(total), low=str(total), kind="num", value=Fraction(total)), j - i

    return [respell_tokens(s, at) or s for s in sentences]
