"""``A pizza is cut into 8 slices. How many slices are in 5 pizzas?`` (v18, ADR 0391): a cut told of one whole,
asked of several.

    A pizza is cut into 8 slices. How many slices are in 5 pizzas?          5 × 8 = 40
    A cake is cut into 12 pieces. How many pieces are in 3 cakes?           3 × 12 = 36

The sentence opens with the thing cut, which no clause reader takes for a subject (``no subject the grammar
knows``); cut_wholes.py (ADR 0364) reads it when people then eat the parts of that one whole. Asked how many parts
are in several such wholes, the cut says what one whole is made into, as ``A pizza has 8 slices`` does (a rate
per whole, rates.py), and the sentence is re-spelled so. Only the whole two-sentence text:

- ``a|an <whole> is cut into N <parts>``: the whole a singular counted unit, the parts a plural counted unit of
  another noun, N a whole number of 2 or more;
- ``How many <parts> are in M <wholes>?``: the same parts, the whole's plural, M a whole number of 2 or more.

Any other sentence (an eating, a second whole, a share), ``was cut`` (that one whole, then), another parts noun
or another whole asked leave the text as written (refused, or cut_wholes.py's).
"""
from __future__ import annotations

from domain.reader.dozen_prices import _single, _whole
from domain.reader.tokens import Sentence, Token


def _counted(lex, t: Token, form: str):
    """The discrete counted unit ``t`` names in ``form`` (``sg`` / ``pl``), or None."""
    if t.kind != "word":
        return None
    unit, got = _single(lex, t.low, "unit")
    if unit is None or got != form or unit.family != "count" or not unit.discrete or unit.plural == unit.singular:
        return None
    return unit


def repair_cut_into_counts(sentences: list[Sentence], lex) -> list[Sentence]:
    """``A <whole> is cut into N <parts>.`` re-spelled ``A <whole> has N <parts>.`` (module doc), or ``sentences``."""
    if len(sentences) != 2 or sentences[0].question or not sentences[1].question:
        return sentences
    s = [t for t in sentences[0].tokens if t.kind != "punct"]
    q = [t for t in sentences[1].tokens if t.kind != "punct"]
    if len(s) != 7 or len(q) != 7 or s[0].low not in ("a", "an") or [t.low for t in s[2:5]] != ["is", "cut", "into"]:
        return sentences
    whole, parts = _counted(lex, s[1], "sg"), _counted(lex, s[6], "pl")
    n = _whole(s[5])
    if whole is None or parts is None or whole.id == parts.id or n is None or n < 2:
        return sentences
    if [t.low for t in q[:2]] != ["how", "many"] or [t.low for t in q[3:5]] != ["are", "in"]:
        return sentences
    asked, wholes, m = _counted(lex, q[2], "pl"), _counted(lex, q[6], "pl"), _whole(q[5])
    if asked is None or asked.id != parts.id or wholes is None or wholes.id != whole.id or m is None or m < 2:
        return sentences
    first = sentences[0]
    toks = [t for t in first.tokens]
    at = toks.index(s[2])
    has = Token("has", "has", "word", None)
    new = [*toks[:at], has, *toks[at + 3:]]
    return [Sentence(index=first.index, tokens=new, question=False), sentences[1]]
