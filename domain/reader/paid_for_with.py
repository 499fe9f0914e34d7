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
words after ``bill``.

The price may instead be told by the very next sentence, ``The <same words> cost|costs|was|is <price>.`` and
nothing else (``Hattie paid for a scarf with a 10-dollar bill. The scarf cost $5.75.``): the two are re-spelled as
the one sentence ``Hattie bought a scarf for $5.75 and paid with a $10 bill.`` and the later sentences renumbered.
A price told elsewhere, of other words (``The hat cost $3.``), or not at all leaves the text as written.
"""
from __future__ import annotations

from domain.reader.tokens import Sentence, Token, end_before_punct

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


def _bought_for_a(toks: list[Token]) -> tuple[int, int] | None:
    """(index of the first ``<buy verb> for a|an``, end before the closing punctuation), or None."""
    end = end_before_punct(toks)
    for i in range(1, end - 6):
        if toks[i].low in _BUY and toks[i + 1].low == "for" and toks[i + 2].low in ("a", "an"):
            return i, end
    return None


def _thing_with_bill(toks: list[Token], j: int, end: int) -> tuple[int, tuple[Token, int]] | None:
    """(end of the thing's words from ``j``, the bill's price) of ``<thing> with a|an <price> bill`` closing the
    sentence at ``end``, or None."""
    k = j
    while k < end and toks[k].kind == "word" and toks[k].low not in ("with", "and", "for", "of") and k - j < _LONGEST:
        k += 1
    if k == j or k + 1 >= end or toks[k].low != "with" or toks[k + 1].low not in ("a", "an"):
        return None
    bill = _price(toks, k + 2)
    if bill is None or bill[1] + 1 != end or toks[bill[1]].low != "bill":
        return None
    return k, bill


def _respell(s: Sentence) -> Sentence | None:
    toks = s.tokens
    found = _bought_for_a(toks)
    if found is None:
        return None
    i, end = found
    price = _price(toks, i + 3)
    if price is None:
        return None
    j = price[1]
    found = _thing_with_bill(toks, j, end)
    if found is None:
        return None
    k, bill = found
    verb = toks[i].low
    thing = toks[j:k]
    det = "an" if thing[0].low[:1] in "aeiou" else "a"
    out = [*toks[:i], Token(_BUY[verb], _BUY[verb], "word", None), _word(det), *thing, _word("for"), price[0],
           _word("and"), Token(toks[i].text, verb, "word", None), _word("with"), _word("a"), bill[0],
           toks[bill[1]], *toks[end:]]
    return Sentence(index=s.index, tokens=out, question=False)


def _unpriced(s: Sentence) -> tuple[int, int, int, Token, int] | None:
    """(verb index, thing start, thing end, bill money token, end) of ``… paid for a <thing> with a <price> bill``."""
    toks = s.tokens
    found = _bought_for_a(toks)
    if found is None:
        return None
    i, end = found
    j = i + 3
    found = _thing_with_bill(toks, j, end)
    if found is None:
        return None
    k, bill = found
    return i, j, k, bill[0], end


def _price_told(s: Sentence, thing: list[str]) -> Token | None:
    """The price of ``The <thing> cost|costs|was|is <price>.`` (the whole sentence), else None."""
    toks = s.tokens
    end = end_before_punct(toks)
    n = len(thing)
    if s.question or [t.low for t in toks[:n + 1]] != ["the", *thing] or end < n + 3 \
            or toks[n + 1].low not in ("cost", "costs", "was", "is"):
        return None
    price = _price(toks, n + 2)
    return price[0] if price is not None and price[1] == end else None


def _respell_told(sentences: list[Sentence]) -> list[Sentence] | None:
    """``… paid for a scarf with a $10 bill. The scarf cost $5.75.`` as one sentence ``… bought a scarf for $5.75
    and paid with a $10 bill.``; the later sentences renumbered."""
    for at in range(len(sentences) - 1):
        got = _unpriced(sentences[at]) if not sentences[at].question else None
        if got is None:
            continue
        i, j, k, bill, end = got
        toks = sentences[at].tokens
        thing = toks[j:k]
        price = _price_told(sentences[at + 1], [t.low for t in thing])
        if price is None:
            return None
        verb = toks[i].low
        det = "an" if thing[0].low[:1] in "aeiou" else "a"
        out = [*toks[:i], Token(_BUY[verb], _BUY[verb], "word", None), _word(det), *thing, _word("for"), price,
               _word("and"), Token(toks[i].text, verb, "word", None), _word("with"), _word("a"), bill,
               toks[end - 1], *toks[end:]]
        merged = Sentence(index=sentences[at].index, tokens=out, question=False)
        rest = [Sentence(index=s.index - 1, tokens=s.tokens, question=s.question) for s in sentences[at + 2:]]
        return [*sentences[:at], merged, *rest]
    return None


def repair_paid_for_with(sentences: list[Sentence]) -> list[Sentence]:
    """Each statement ``… paid for a <price> <thing> with a <price> bill`` as ``… bought a <thing> for <price> and
    paid with a <price> bill`` (module doc); the price told in the next sentence (``The scarf cost $5.75.``) is
    moved in the same way; every other sentence as written."""
    out = [s if s.question else (_respell(s) or s) for s in sentences]
    return _respell_told(out) or out
