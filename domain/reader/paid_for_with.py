"""``Maya paid for a $6.25 sandwich with a $10 bill.`` (v20, ADR 0455): a purchase told by the payment.

    Maya paid for a $6.25 sandwich with a $10 bill. How much change did she get?            10 − 6.25 = 3.75
    Yasmin paid for a 9 dollar book with a 20 dollar bill. How much change did she get?          20 − 9 = 11

``paid for <a priced thing> with <a bill>`` says what ``bought <the thing> for <its price> and paid with <the
bill>`` says, which change_due.py reads (the buyer holds the bill's amount, the price is spent, the change is what
is left). The sentence is re-spelled that way before it is read, as dozens.py and hyphen_dollars.py do, and then
reads — or refuses — exactly as that sentence does.

Re-spelled only when the whole sentence is ``<subject> paid|pays|pay for a|an <price> <one to three words> with
a|an <price> bill`` — each price ``$N`` or ``N dollar`` (digits), the words between plain words (no number, no
``and``, no ``with``), the subject whatever comes before ``paid`` (the buying clause reads it). ``pays`` becomes
``buys``, ``paid`` ``bought``, ``pay`` ``buy``. Anything else is left as written and refuses as before at ``for``:
``paid for 2 books …`` (a count: the price of one or of both?), ``paid for a book with his savings`` (no bill),
``paid for a book`` with its price told in another sentence, words after ``bill``.
"""
from __future__ import annotations

from domain.reader.tokens import Sentence, Token

_BUY = {"paid": "bought", "pays": "buys", "pay": "buy"}
_LONGEST = 3


def _price(toks: list[Token], i: int) -> tuple[Token, int] | None:
    """(one money token, index after) for ``$N`` or ``N dollar`` at ``i``."""
    if i >= len(toks):
        return None
    t = toks[i]
    if t.kind == "money" and t.value is not None and t.value > 0:
        return t, i + 1
    if t.kind == "num" and t.value is not None and t.value > 0 and i + 1 < len(toks) and toks[i + 1].low == "dollar":
        return Token("$" + t.text, "$" + t.low, "money", t.value), i + 2
    return None


def _word(text: str) -> Token:
    return Token(text=text, low=text, kind="word", value=None)


def _respell(s: Sentence) -> Sentence | None:
    toks = s.tokens
    end = len(toks)
    while end and toks[end - 1].kind == "punct":
        end -= 1
    for i in range(1, end - 6):
        if toks[i].low in _BUY and toks[i + 1].low == "for" and toks[i + 2].low in ("a", "an"):
            break
    else:
        return None
    price = _price(toks, i + 3)
    if price is None:
        return None
    j = price[1]
    k = j
    while k < end and toks[k].kind == "word" and toks[k].low not in ("with", "and", "for", "of") and k - j < _LONGEST:
        k += 1
    if k == j or k + 1 >= end or toks[k].low != "with" or toks[k + 1].low not in ("a", "an"):
        return None
    bill = _price(toks, k + 2)
    if bill is None or bill[1] + 1 != end or toks[bill[1]].low != "bill":
        return None
    verb = toks[i].low
    thing = toks[j:k]
    det = "an" if thing[0].low[:1] in "aeiou" else "a"
    out = [*toks[:i], Token(_BUY[verb], _BUY[verb], "word", None), _word(det), *thing, _word("for"), price[0],
           _word("and"), Token(toks[i].text, verb, "word", None), _word("with"), _word("a"), bill[0],
           toks[bill[1]], *toks[end:]]
    return Sentence(index=s.index, tokens=out, question=False)


def repair_paid_for_with(sentences: list[Sentence]) -> list[Sentence]:
    """Each statement ``… paid for a <price> <thing> with a <price> bill`` as ``… bought a <thing> for <price> and
    paid with a <price> bill`` (module doc); every other sentence as written."""
    return [s if s.question else (_respell(s) or s) for s in sentences]
