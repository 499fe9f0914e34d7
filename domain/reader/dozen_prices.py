"""``A dozen eggs costs $3.`` / ``Eggs cost $3 a dozen.`` (v16, ADR 0333): a price of a group of things.

    A dozen eggs costs $3. How much do 4 dozen eggs cost?                 48 eggs at $3 the 12: $12
    Eggs cost $2 a dozen. Ann buys 36 eggs. How much does she spend?      $6
    6 pens cost $4. How much do 18 pens cost?                             $12

The price sentence is re-spelled as the price of one thing (``Eggs cost $1/4 each.``, the form priced
purchases read, ADR 0317), after dozens.py has spelled ``a dozen eggs`` as ``12 eggs``. Two forms, each a whole
sentence:

- ``N <things> cost|costs $P`` (N a whole number, 2 or more; ``12 eggs`` from ``a dozen eggs``);
- ``<things> cost|costs $P a|per dozen`` (``dozen`` the pack number word worth 12);
the price ``$P`` or ``P <money unit>`` (``2 dollars``, ``60 cents``), re-spelled in the same unit, or in the money
unit the question closes with (``… cost in cents?``, by the pack's ``per_base``). The guard scan and the
re-spelling are shared with packed_group_prices.py (``whole_groups_only``, ``each_price_sentence``; ADR 0422).

Re-spelled only when every other count in the text is of those things and a whole number of groups (``36 eggs``
at a dozen's price, not ``30 eggs``: a shop that sells by the dozen may not sell 30, and the text does not say it
does): every other number of the text stands right before the things' plural (``48 eggs``) and is a multiple of
N, or is money (``$20``, ``20 dollars``). Otherwise nothing is re-spelled and the text refuses as before. So:

- ``an egg``, ``each egg``, ``Tom buys one egg`` (the singular anywhere else) refuse: one thing is no whole
  group, and a shop that sells by the dozen may not sell one. The one question ``How much does|did one|each
  <thing> cost [in <money unit>]?`` is read (ADR 0422, as packed_group_prices.py has since ADR 0391): it asks the
  price of each, the told price over the count, not a purchase; an answer that is no whole number of the
  smallest unit the text or question names (``$4 a dozen``: 33 1/3 cents) refuses by the answer precision policy;
- the things named without a number right before them (``How many eggs can he buy with $10?``, ``He buys eggs``)
  refuse: a count worked out (40 eggs for $10) may be no whole group;
- another number (``He buys 24 eggs and 3 apples``, ``2 boxes of 12 eggs``) refuses: what it counts is not
  checked to be whole groups;
- a second price of the things (a second sentence with a cost verb and money) refuses: which price?
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.tokens import Sentence, Token

_PER = frozenset({"a", "per"})


def _single(lex, low: str, cls: str):
    """The entry of a one-word sense of class ``cls`` for ``low`` and its form, or (None, "")."""
    for words, sense in lex.phrases.get(low, ()):
        if len(words) == 1 and sense.cls == cls:
            return sense.entry, sense.form
    return None, ""


def _things(lex, t: Token):
    """The counted unit whose plural ``t`` is, or None."""
    if t.kind != "word":
        return None
    unit, form = _single(lex, t.low, "unit")
    if unit is None or form != "pl" or unit.family != "count" or not unit.discrete or unit.plural == unit.singular:
        return None
    return unit


def _cost_verb(lex, t: Token) -> bool:
    verb, _ = _single(lex, t.low, "verb") if t.kind == "word" else (None, "")
    return verb is not None and verb.category == "cost" and t.low in ("cost", "costs")


def _whole(t: Token) -> int | None:
    if t.kind != "num" or t.value is None or t.value.denominator != 1 or "." in t.text:
        return None
    return int(t.value)


def _price(lex, toks: list[Token], i: int):
    """``$3`` / ``3 dollars`` / ``60 cents`` at ``i``: (value, the money unit or None for ``$``, tokens), or None."""
    if i < len(toks) and toks[i].kind == "money" and toks[i].value is not None:
        return toks[i].value, None, 1
    if i + 1 < len(toks) and toks[i].kind == "num" and toks[i].value is not None and toks[i + 1].kind == "word":
        money, _ = _single(lex, toks[i + 1].low, "unit")
        if money is not None and money.family == "money" and money.per_base:
            return toks[i].value, money, 2
    return None


def _price_form(lex, s: Sentence, dozen: int | None):
    """(the things' unit, price, its money unit or None, group size) when ``s`` is a whole price-of-a-group
    sentence, else None."""
    toks = s.tokens
    if s.question or len(toks) < 4:
        return None
    n, unit = _whole(toks[0]), _things(lex, toks[1])
    if n is not None and n >= 2 and unit is not None and _cost_verb(lex, toks[2]):
        p = _price(lex, toks, 3)
        if p is not None and 3 + p[2] == len(toks):
            return unit, p[0], p[1], n
    unit = _things(lex, toks[0])
    if dozen is not None and unit is not None and _cost_verb(lex, toks[1]):
        p = _price(lex, toks, 2)
        if p is not None and 2 + p[2] + 2 == len(toks) and toks[-2].low in _PER and toks[-1].low == "dozen":
            return unit, p[0], p[1], dozen
    return None


def _dozen(lex) -> int | None:
    """The pack's ``dozen`` as a whole number, when it lists exactly one such number word; else None."""
    dozens = [Fraction(n.value) for n in lex.pack.number_words if n.word == "dozen"]
    return int(dozens[0]) if len(dozens) == 1 and dozens[0].denominator == 1 else None


def repair_dozen_prices(sentences: list[Sentence], lex) -> list[Sentence]:
    """Re-spell one price of a group as the price of each thing (module doc), or return ``sentences``."""
    dozen = lex.memo("dozen_prices.dozen", _dozen)  # speed (ADR 0464): a pack fact, worked out once per pack
    found = [(k, got) for k, s in enumerate(sentences) if (got := _price_form(lex, s, dozen)) is not None]
    if len(found) != 1:
        return sentences
    at, (unit, price, money, size) = found[0]
    if price is None or price <= 0:
        return sentences
    if not whole_groups_only(lex, sentences, at, unit, size):
        return sentences
    s = sentences[at]
    item = next(t for t in s.tokens if _things(lex, t) is unit)
    out = list(sentences)
    out[at] = each_price_sentence(lex, sentences, at, item, price / size, money)
    return out


_ONE_ASKED = frozenset({"one", "each"})


def asked_one(lex, s: Sentence, things):
    """The question ``How much does|did one|each <thing> cost [in <money unit>]?`` (ADR 0391; ADR 0422 for a
    dozen's price too): (True, the closing money unit or None); (False, None) for any other sentence."""
    toks = [t for t in s.tokens if t.kind != "punct"] if s.question else []
    if len(toks) not in (6, 8) or [t.low for t in toks[:2]] != ["how", "much"] \
            or toks[2].low not in ("does", "did") or toks[3].low not in _ONE_ASKED:
        return False, None
    same, form = _same(lex, toks[4], things)
    if not same or form != "sg" or toks[5].low != "cost":
        return False, None
    if len(toks) == 6:
        return True, None
    money, form = _single(lex, toks[7].low, "unit") if toks[7].kind == "word" else (None, "")
    if toks[6].low != "in" or money is None or money.family != "money" or not money.per_base or form != "pl":
        return False, None
    return True, money


def _closing_money(lex, s: Sentence):
    """The money unit a question closes with (``… cost in cents?``), or None."""
    toks = [t for t in s.tokens if t.kind != "punct"]
    if len(toks) < 3 or toks[-2].low != "in" or toks[-1].kind != "word":
        return None
    money, form = _single(lex, toks[-1].low, "unit")
    if money is None or money.family != "money" or not money.per_base or form != "pl":
        return None
    return money


def whole_groups_only(lex, sentences: list[Sentence], at: int, things, size: int) -> bool:
    """The guard scan of a group's price (ADR 0333; shared with packed_group_prices.py since ADR 0422): every
    sentence but ``at`` (the price) and the one-thing price question names the things only in the plural right
    after a whole multiple of ``size``, tells no second price, and has no number counting anything but those
    things or money."""
    for k, s in enumerate(sentences):
        if k == at or asked_one(lex, s, things)[0]:
            continue
        toks = s.tokens
        for i, t in enumerate(toks):
            same, form = _same(lex, t, things)
            if same and (form != "pl" or i == 0 or _whole(toks[i - 1]) is None):
                return False  # "an egg" elsewhere, or "How many eggs can he buy?": no whole groups
            if t.kind == "money":
                if not s.question and any(_cost_verb(lex, u) for u in toks):
                    return False  # a second price
                continue
            value = t.value if t.kind == "num" else _number_word(lex, t)
            if value is None:
                continue
            nxt = toks[i + 1] if i + 1 < len(toks) else None
            if nxt is not None and _same(lex, nxt, things)[0]:
                if value.denominator != 1 or value <= 0 or value % size != 0 or "." in t.text:
                    return False  # "30 eggs" at a dozen's price
                continue
            money, _ = _single(lex, nxt.low, "unit") if nxt is not None and nxt.kind == "word" else (None, "")
            if money is not None and money.family == "money":
                continue
            return False  # a number counting something else
    return True


def each_price_sentence(lex, sentences: list[Sentence], at: int, item: Token, each: Fraction, money) -> Sentence:
    """``<things> cost <price> each`` in place of sentence ``at``: the price of each thing in the told unit
    (``money`` None for ``$``), or in the money unit the question closes with (``… cost in cents?``: by the pack's
    ``per_base``; answer_units.py takes the words off)."""
    told = money if money is not None else lex.unit_by_id.get("unit.dollar")
    question = next((q for q in sentences if q.question), None)
    asked = _closing_money(lex, question) if question is not None else None
    if asked is not None and told is not None and asked.id != told.id:
        each = each * Fraction(told.per_base) / Fraction(asked.per_base)
        money = asked
    text = str(each)
    if money is None:
        price_toks = [Token("$" + text, "$" + text, "money", each)]
    else:  # "2 dollars": "1/6 dollars each"
        price_toks = [Token(text, text, "num", each), Token(money.plural, money.plural.lower(), "word", None)]
    new = [Token(item.text.lower(), item.low, "word", None), Token("cost", "cost", "word", None),
           *price_toks, Token("each", "each", "word", None)]
    return Sentence(index=sentences[at].index, tokens=new, question=False)


def _same(lex, t: Token, unit) -> tuple[bool, str]:
    """(is ``t`` a form of ``unit`` — a variant spelling too, ``donuts`` for doughnuts —, its form)."""
    if t.kind != "word":
        return False, ""
    entry, form = _single(lex, t.low, "unit")
    return entry is not None and entry.id == unit.id, form


def _number_word(lex, t: Token) -> Fraction | None:
    if t.kind != "word":
        return None
    entry, _ = _single(lex, t.low, "number")
    return Fraction(entry.value) if entry is not None else None
