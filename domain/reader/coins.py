"""``Tom has 4 quarters. How many cents does Tom have?`` (v16, ADR 0333): coins counted, money asked.

    Tom has 4 quarters. How many cents does Tom have?                          100 cents
    Ann has 3 dimes and 2 nickels. How many cents does she have?               40 cents
    Sam has $2 and 3 quarters. He spends $1.50. How much money does he have?   1.25 dollars

A coin the pack gives a ``worth`` (``unit.quarter`` 1/4 of a dollar, ``dime`` 1/10, ``nickel`` 1/20, ``penny``
1/100) is an amount of money when the question asks money. The text is re-spelled before it is read (as
dozens.py does): each ``N <coin>`` becomes that much money, and a list of such amounts (``$2 and 3 quarters``,
``3 dimes, 2 nickels and 4 pennies``) becomes one amount, so the holder's money is one lot. The amounts are
spelled in cents (``40 cents``) when the text names no dollars, else in dollars (``$2.75``), so that a
``How much money`` answer keeps the text's own unit as the reader answers money today. When neither the question
(``How many cents``) nor the story (``$2``, ``75 cents``) names a unit of money, ``How much money`` is 1 or 100
for 4 quarters: an answer key may state either, so it refuses.

Re-spelled only when all of these hold; otherwise nothing is re-spelled and the text refuses as before
(``money asked in a text that counts coins``, parser.COIN):

- the question asks money (a money unit or ``money``) and names no coin, bill or ``change``, and the question
  or the story names a unit of money;
- every coin, bill or ``change`` word of the story has a whole count written right before it (``4 quarters``,
  ``three dimes``, or ``a dime`` ending its clause or before ``and``: ``found a quarter.``), the coin has a pack
  worth, and no ``of`` follows (``a quarter of the pie``, ``three quarters of an hour`` are fractions; ``a quarter
  mile``, ``a quarter on candy`` are not re-spelled: the whole text is then left as written);
- every number of the text counts coins or money (``$2``, ``2 dollars``, ``4 quarters``): another number
  (``4 quarters and 2 apples``, ``gave 2 of them away``, ``3 more coins``) may count the coins themselves;
- every money word (``dollar``, ``cents``) has a number before it (``4 quarters make a dollar`` states a rate);
- the text has no ``each``/``every``/``per``, no ``times``, no multiplier (``half``) and no ``it``/``them``:
  ``half of them``, ``each quarter``, ``twice as many dimes`` count coins, and a share of mixed coins is no
  stated amount of money; the story has no comparison (``than``, ``as``, ``more``, ``fewer``/``less``, a
  comparative): ``Sam has 3 dimes more [than Tom]`` may be 3 more dimes than Tom's dimes (Sam's other coins
  untold) or 30 cents more than Tom's money.
  A comparison asked (``How many more cents does Tom have than Sam?``) is of the two amounts and reads.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.tokens import Sentence, Token

_SEPARATORS = frozenset({",", "and"})
_ONE = frozenset({"a", "an"})
_THINGS = frozenset({"them", "it"})
"""Pronouns that stand for counted things (the coins): a share of them counts coins, not money."""
_PIECES = ("unit.coin", "unit.bill", "unit.change")
"""The pack's general pieces of money: a coin, bill or ``change`` word never counted here blocks the re-spelling."""
_PIECE_SET = frozenset(_PIECES)


def _tables(lex) -> tuple[dict[str, Fraction], frozenset[str], dict[str, Fraction]]:
    """(coin form → worth in dollars, every piece-of-money form, money unit form → dollars per one)."""
    def compute(lex):
        worth: dict[str, Fraction] = {}
        pieces: set[str] = set()
        money: dict[str, Fraction] = {}
        for u in lex.pack.units:
            forms = (u.singular.lower(), u.plural.lower())
            if u.worth:
                for f in forms:
                    worth[f] = Fraction(u.worth)
            if u.id in _PIECES or u.worth or not _PIECE_SET.isdisjoint(lex.generals.get(u.id, ())):  # kind_of one
                pieces.update(forms)
            if u.family == "money" and u.per_base:
                for f in forms:
                    money[f] = Fraction(u.per_base)
        return worth, frozenset(pieces), money
    return lex.memo("coin_tables", compute)


def coin_words(lex) -> frozenset[str]:
    """The forms of coins with a pack worth (the repair's trigger)."""
    return lex.memo("coin_words", _coin_forms)  # speed (ADR 0452): built once per pack, not once per text


def _coin_forms(lex) -> frozenset[str]:
    return frozenset(_tables(lex)[0])


def _number(lex, t: Token) -> Fraction | None:
    """The value a number token or a pack number word says, or None."""
    if t.kind == "num":
        return t.value
    if t.kind == "word":
        for n in lex.pack.number_words:
            if n.word == t.low:
                return Fraction(n.value)
    return None


def _blocked_word(lex, t: Token, question: bool) -> bool:
    """A word that may count coins rather than money (module doc); a comparison only in the story (``Sam has 3
    dimes more than Tom``: 3 more dimes, or 30 cents more?), not in the question (``How many more cents …``)."""
    if t.kind != "word":
        return False
    if t.low in _THINGS:
        return True
    for words, sense in lex.phrases.get(t.low, ()):
        if len(words) == 1 and (sense.cls in ("fn:each", "fn:times", "multiplier")
                                or (not question and sense.cls in ("fn:than", "fn:as", "fn:more", "fn:fewer",
                                                                   "comparative"))):
            return True
    return False


def _item(lex, toks: list[Token], i: int) -> tuple[Fraction, bool, int] | None:
    """An amount of money at ``i``: (dollars, is coins, index after it), or None."""
    worth, _, money = _tables(lex)
    t = toks[i]
    if t.kind == "money":
        return t.value, False, i + 1
    if t.low in _ONE and i + 1 < len(toks) and toks[i + 1].low in worth and (
            i + 2 == len(toks) or toks[i + 2].kind == "punct" or toks[i + 2].low == "and"):
        return worth[toks[i + 1].low], True, i + 2  # "found a dime." / "a quarter and 2 dimes"
    n = _number(lex, t)
    if n is None or i + 1 >= len(toks) or toks[i + 1].kind != "word":
        return None
    nxt = toks[i + 1].low
    if i + 2 < len(toks) and toks[i + 2].low == "of":
        return None
    if nxt in worth:
        if n.denominator != 1 or n < 1 or "." in t.text:
            return None
        return n * worth[nxt], True, i + 2
    if nxt in money:
        return n * money[nxt], False, i + 2
    return None


def repair_coins(sentences: list[Sentence], lex) -> list[Sentence]:
    """Re-spell counted coins as money when the question asks money (module doc), or return ``sentences``."""
    worth, pieces, money = _tables(lex)
    if not worth or not sentences or not sentences[-1].question:
        return sentences
    question = sentences[-1].tokens
    if not any(t.low in money or t.low == "money" for t in question) or any(t.low in pieces for t in question):
        return sentences
    if not any(t.low in money for t in question) and not any(
            t.kind == "money" or t.low in money for s in sentences[:-1] for t in s.tokens):
        return sentences  # "4 quarters. How much money?": 1 dollar or 100 cents? The text names no unit.
    dollars = any(t.kind == "money" or (t.low in money and money[t.low] >= 1) for s in sentences for t in s.tokens)
    out: list[Sentence] = []
    changed = False
    for s in sentences:
        toks = s.tokens
        new: list[Token] = []
        i = 0
        while i < len(toks):
            t = toks[i]
            if _blocked_word(lex, t, s.question):
                return sentences
            got = _item(lex, toks, i)
            if got is None:
                if t.kind == "num" or t.kind == "money" or _number(lex, t) is not None:
                    return sentences  # a number counting something else
                if t.low in pieces or (t.low in money and not s.question):
                    return sentences  # a coin with no count, or a money word with no number
                new.append(t)
                i += 1
                continue
            total, coins, j = got
            # a list of amounts: "$2 and 3 quarters", "3 dimes, 2 nickels and 4 pennies"
            while True:
                k = j
                while k < len(toks) and toks[k].low in _SEPARATORS:
                    k += 1
                if k == j or k >= len(toks):
                    break
                more = _item(lex, toks, k)
                if more is None:
                    break
                total += more[0]
                coins = coins or more[1]
                j = more[2]
            if coins:
                if (total * 100).denominator != 1:
                    return sentences  # "$0.125 and 3 dimes": no whole number of cents
                new.extend(_spelled(total, dollars))
                changed = True
            else:
                new.extend(toks[i:j])
            i = j
        out.append(Sentence(index=s.index, tokens=new, question=s.question))
    return out if changed else sentences


def _spelled(total: Fraction, dollars: bool) -> list[Token]:
    """``$2.75`` (dollars) or ``275 cents``."""
    if dollars:
        text = f"${total.numerator // total.denominator}" if total.denominator == 1 else f"${float(total):.2f}"
        return [Token(text, text.lower(), "money", total)]
    cents = total * 100
    word = "cent" if cents == 1 else "cents"
    return [Token(str(cents), str(cents), "num", cents), Token(word, word, "word", None)]
