"""``Both Sam and Tom have 6 apples.`` = ``Sam and Tom each have 6 apples.`` (v17, ADR 0364).

    Both Sam and Tom have 6 apples. How many apples do they have in total?                  6 + 6
    Cy had 4 apples. Both Ann and Bob gave 3 apples to Cy. How many apples does Cy have now?  4 + 3 + 3

``Both`` before two coordinated names says what follows holds of each of them: the amount is each one's, not the
pair's together. The clause grammar reads ``Sam and Tom each have 6 apples`` (distributive ``each``); it refused the
``both`` sentence at its first word (``no subject the grammar knows``). This repair re-spells it so, only when the
statement is ``Both <Name> and <Name> <verb> …`` — two capitalised names of the pack (a title before either
allowed), then a word the pack knows as a verb or has/have/had — and nothing in it says the amount is the pair's
(``together``, ``in all``, ``in total``, ``altogether``, ``each``, ``between``, ``combined``): those are left as
they were (refused).
"""
from __future__ import annotations

from domain.reader.tokens import Sentence, Token

_POOLED = frozenset({"together", "all", "total", "altogether", "each", "between", "combined", "both"})
_HAVE = ("have", "has", "had")


def _name_end(cur, i: int) -> int | None:
    if i < cur.end and cur.sense("fn:title", i) is not None and cur.tokens[i].text[:1].isupper():
        i += cur.sense("fn:title", i).length
    if i >= cur.end or not cur.tokens[i].text[:1].isupper() or cur.sense("name", i) is None \
            or cur.sense("unit", i) is not None:
        return None
    if i + 1 < cur.end and cur.tokens[i + 1].kind == "poss":
        return None
    return i + 1


def repair_both_each(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Each ``Both A and B <verb> …`` statement re-spelled ``A and B each <verb> …`` (module doc)."""
    out, changed = list(sentences), False
    for k, s in enumerate(sentences):
        if s.question or len(s.tokens) < 5 or s.tokens[0].low != "both":
            continue
        if any(t.low in _POOLED for t in s.tokens[1:]):
            continue
        cur = cursor(s)
        a = _name_end(cur, 1)
        if a is None or a >= cur.end or cur.words[a] != "and":
            continue
        b = _name_end(cur, a + 1)
        if b is None or b >= cur.end or (cur.words[b] not in _HAVE and cur.sense("verb", b) is None):
            continue
        each = Token(text="each", low="each", kind="word", value=None)
        tokens = [*s.tokens[1:b], each, *s.tokens[b:]]
        out[k] = Sentence(index=s.index, tokens=tokens, question=False)
        changed = True
    return out if changed else sentences
