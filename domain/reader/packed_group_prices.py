"""``A box of 12 pencils costs $3.`` (v18, ADR 0391): the price of a container told with how many things it holds.

    A box of 12 pencils costs $3. How much does one pencil cost in cents?          300 ÷ 12 = 25 cents
    A bag of 5 lemons costs 3 dollars. How much does one lemon cost in dollars?    3 ÷ 5 = 0.6 dollars
    A box of 12 pencils costs $3. How much do 36 pencils cost?                     36 ÷ 12 × 3 = $9
    A pack of 6 pens costs $4. Sam buys 3 packs. How much does he spend?           3 × 4 = $12

The sentence opens with the container, so no clause reader had a subject for it (``no subject the grammar
knows``); thing_prices.py (ADR 0282) reads ``A pack of gum costs $2`` but leaves ``a box of 12 crayons`` alone: a
container with a count of contents says two things, a price and a content. This repair re-spells the sentence as
one of the two forms the reader already has, chosen by what the rest of the text names:

- the things are named nowhere else (but as the same containers' contents, ``3 boxes of pencils``): the count
  can enter no answer, and the sentence is the price of one such container, ``A box of pencils costs $3``
  (thing_prices.py; its solver guard keeps that price off a box of anything else);
- the things are named elsewhere and the container is not: the sentence is the price of each thing, ``Pencils
  cost $1/4 each`` (the form priced purchases read, ADR 0317), on dozen_prices.py's terms (ADR 0333): every other
  count of the text is money or a whole number of the containers' worth of things right before their plural
  (``36 pencils``), the things are never named without such a number, and no second price sentence is there.
  The one-thing price question ``How much does|did one|each <thing> cost [in <money unit>]?`` and the unit
  closing a question (``in cents``) are read as dozen_prices.py reads them: both modules share its guard scan
  (``whole_groups_only``) and re-spelling (``each_price_sentence``) since ADR 0422.

Left as written (and refused as before): both the things and the container named elsewhere (``How many pencils
are in 4 boxes?`` beside a price: which fact?), a count that is no whole number of containers (``30 pencils``),
things counted by the reader (``How many pencils can he buy with $10?``), ``a pencil`` / ``each pencil`` anywhere
but that one question, a second price of the things, two such sentences, a number counting something else, a
modifier (``a box of 12 red pencils``), words after the price (``costs $3 each``), a count under 2, a container
that is a person, money or the things themselves.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.dozen_prices import _cost_verb, _price, _same, _single, _things, _whole, each_price_sentence, \
    whole_groups_only
from domain.reader.tokens import Sentence, Token

_ONE = frozenset({"a", "an", "one", "each"})


def _container(lex, t: Token):
    """The singular container unit ``t`` names (a discrete counted thing, not a person, not money), or None."""
    if t.kind != "word":
        return None
    unit, form = _single(lex, t.low, "unit")
    if unit is None or form != "sg" or unit.family != "count" or not unit.discrete or unit.id in lex.person_units:
        return None
    return unit


def _packed_form(lex, s: Sentence):
    """(container, things, count, price, its money unit or None for ``$``) when ``s`` is the whole sentence
    ``a|an|one|each <container> of N <things> cost(s) <price>``, else None."""
    toks = s.tokens
    if s.question or len(toks) < 7 or toks[0].kind != "word" or toks[0].low not in _ONE:
        return None
    box = _container(lex, toks[1])
    if box is None or toks[2].low != "of":
        return None
    n, things = _whole(toks[3]), _things(lex, toks[4])
    if n is None or n < 2 or things is None or things.id == box.id or not _cost_verb(lex, toks[5]):
        return None
    p = _price(lex, toks, 6)
    if p is None or 6 + p[2] != len(toks) or p[0] <= 0:
        return None
    return box, things, n, p[0], p[1]


def _contents(lex, toks: list[Token], i: int, box) -> bool:
    """``packs of pens`` at ``i`` (the things): the things named as the same containers' contents, the priced
    thing again (thing_prices.py's guard refuses a pack of anything else)."""
    return i >= 2 and toks[i - 1].low == "of" and _same(lex, toks[i - 2], box)[0]


def repair_packed_prices(sentences: list[Sentence], lex) -> list[Sentence]:
    """Re-spell one price of a container of N things (module doc), or return ``sentences``."""
    found = [(k, got) for k, s in enumerate(sentences) if (got := _packed_form(lex, s)) is not None]
    if len(found) != 1:
        return sentences
    at, (box, things, size, price, money) = found[0]
    others = [t for k, s in enumerate(sentences) if k != at for t in s.tokens]
    names_things = any(_same(lex, t, things)[0] and not _contents(lex, s.tokens, i, box)
                       for k, s in enumerate(sentences) if k != at for i, t in enumerate(s.tokens))
    names_box = any(_same(lex, t, box)[0] for t in others)
    s = sentences[at]
    out = list(sentences)
    if not names_things:
        # "A box of pencils costs $3": the count can enter no answer (thing_prices.py reads the rest)
        toks = s.tokens
        out[at] = Sentence(index=s.index, tokens=[*toks[:3], *toks[4:]], question=False)
        return out
    if names_box or not whole_groups_only(lex, sentences, at, things, size):
        return sentences
    out[at] = each_price_sentence(lex, sentences, at, s.tokens[4], Fraction(price) / size, money)
    return out
