"""``Gus paid 30 dollars for 5 shirts that cost the same.`` (v20, ADR 0455): a total paid for things of one price.

    Gus paid 30 dollars for 5 shirts that cost the same. How much did each shirt cost?          30 ÷ 5 = 6
    Quinn spent 65 dollars on 13 notebooks that all cost the same. How much did each notebook cost?   65 ÷ 13 = 5

``bought 5 shirts for 30 dollars`` reads already (the purchase of the lot at that total: each shirt's price is
the total over the count). Told from the money's side, ``paid|spent <money> for|on N <things>``, the reader
refused: the price of one is not told, and the things need not cost the same (``paid $30 for 5 shirts`` may be
one dear shirt and four cheap). The closing ``that [all] cost the same [amount|price]`` says they do; then the
sentence says what ``bought N <things> for <money>`` says, and it is re-spelled so before the text is read (as
dozens.py does), reading — or refusing — exactly as that sentence.

Re-spelled only when the whole sentence is ``<subject> paid|pays|pay|spent|spends|spend <money> for|on N <one to
three plain words> that [all|each] cost|costs the same [amount|price]`` — the money ``$N`` or ``N dollars``, N a
whole number in digits above 1. ``pays`` and ``spends`` become ``buys``, ``paid``/``spent`` ``bought``. Without
the sameness clause, or with anything after it (``… the same as Tom's``), nothing is re-spelled and the sentence
refuses as before.
"""
from __future__ import annotations

from domain.reader.tokens import Sentence, Token, end_before_punct

_BUY = {"paid": "bought", "pays": "buys", "pay": "buy", "spent": "bought", "spends": "buys", "spend": "buy"}
_LONGEST = 3
_CLOSINGS = ([], ["amount"], ["price"])


def _money(toks: list[Token], i: int) -> int | None:
    """Index after ``$N`` / ``N dollars`` at ``i``."""
    if i >= len(toks):
        return None
    t = toks[i]
    if t.kind == "money" and t.value is not None and t.value > 0:
        return i + 1
    if t.kind == "num" and t.value is not None and t.value > 0 and i + 1 < len(toks) and toks[i + 1].low == "dollars":
        return i + 2
    return None


def _respell(s: Sentence) -> Sentence | None:
    toks = s.tokens
    lows = [t.low for t in toks]
    end = end_before_punct(toks)
    at = next((i for i in range(1, end) if lows[i] in _BUY), None)
    if at is None:
        return None
    money_end = _money(toks, at + 1)
    if money_end is None or money_end >= end or lows[money_end] not in ("for", "on"):
        return None
    n = toks[money_end + 1] if money_end + 1 < end else None
    if n is None or n.kind != "num" or n.value is None or n.value.denominator != 1 or n.value < 2 or "." in n.text:
        return None
    j = money_end + 2
    k = j
    while k < end and toks[k].kind == "word" and lows[k] != "that" and k - j < _LONGEST:
        k += 1
    if k == j or k >= end or lows[k] != "that":
        return None
    m = k + 1
    if m < end and lows[m] in ("all", "each"):
        m += 1
    if lows[m:m + 3] not in (["cost", "the", "same"], ["costs", "the", "same"]) or lows[m + 3:end] not in _CLOSINGS:
        return None
    verb = _BUY[lows[at]]
    out = [*toks[:at], Token(verb, verb, "word", None), n, *toks[j:k], Token("for", "for", "word", None),
           *toks[at + 1:money_end], *toks[end:]]
    return Sentence(index=s.index, tokens=out, question=False)


def repair_same_cost(sentences: list[Sentence]) -> list[Sentence]:
    """Each statement ``… paid <money> for N <things> that cost the same`` as ``… bought N <things> for
    <money>`` (module doc); every other sentence as written."""
    return [s if s.question else (_respell(s) or s) for s in sentences]
