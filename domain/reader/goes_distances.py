"""``A car goes 60 miles per hour.`` = ``A car travels 60 miles per hour.`` (v23, ADR 0546): ``go`` with a distance
as its object is travelling that distance.

    A car goes 60 miles per hour. How far does the car go in 3 hours?                         60 × 3 = 180
    A car goes 60 miles per hour. How many hours does it take the car to go 180 miles?        180 / 60 = 3

The pack's ``go`` is a scene verb (``went to the park``, ``went camping``), and a scene verb followed by a number
stopped the clause reader (``verb category 'scene' cannot follow an entity here``). Followed at once by a number and
a unit of length, ``go`` says what ``travel`` says, and the travel readings (travel.py, legs.py, daily_distances.py)
take the text when it is spelled with ``travel``. This repair re-spells each such ``go|goes|went`` of a statement
(``going`` and ``gone`` are left: ``is going 5 miles`` is another tense the travel readings do not take), and then,
only in a text where a statement was re-spelled, the question's ``go`` that is followed by nothing, by ``in``,
``on`` or ``at``, or by a number (``How far does the car go in 3 hours?``, ``… to go 180 miles?``); any other
``go`` (``go to the store``, ``go home``) is left, and the travel readings read or refuse the text as written.
"""
from __future__ import annotations

from domain.reader.tokens import Sentence, Token

_GO = {"go": "travel", "goes": "travels", "went": "traveled"}
_LENGTHS = ("length", "length_metric")
_AFTER_ASKED = ("in", "on", "at")


def _word(text: str, like: Token) -> Token:
    if like.text[:1].isupper():
        text = text[:1].upper() + text[1:]
    return Token(text=text, low=text.lower(), kind="word", value=None)


def _distance_at(cur, i: int) -> bool:
    """A plain number then a unit of length (one word or a pack multi-word unit) at token ``i``."""
    if i + 1 >= cur.end or cur.tokens[i].kind != "num":
        return False
    unit = cur.sense("unit", i + 1)
    return unit is not None and cur.lex.unit_by_id[unit.entry.id].family in _LENGTHS


def repair_goes_distances(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """Each statement's ``go|goes|went <N> <length>`` as ``travel``, then the question's ``go`` (module doc)."""
    out, changed = list(sentences), False
    for k, s in enumerate(sentences):
        if s.question or not any(t.low in _GO for t in s.tokens):
            continue
        cur = cursor(s)
        toks = list(s.tokens)
        hit = False
        for i, t in enumerate(s.tokens):
            if t.low in _GO and cur.sense("verb", i) is not None and cur.sense("verb", i).length == 1 \
                    and _distance_at(cur, i + 1):
                toks[i] = _word(_GO[t.low], t)
                hit = True
        if hit:
            out[k] = Sentence(index=s.index, tokens=toks, question=False)
            changed = True
    if not changed:
        return sentences
    for k, s in enumerate(out):
        if not s.question:
            continue
        cur = cursor(s)
        toks = list(s.tokens)
        for i, t in enumerate(s.tokens):
            if t.low != "go":
                continue
            nxt = s.tokens[i + 1] if i + 1 < len(s.tokens) else None
            if nxt is None or nxt.kind == "punct" or nxt.low in _AFTER_ASKED or _distance_at(cur, i + 1):
                toks[i] = _word("travel", t)
        out[k] = Sentence(index=s.index, tokens=toks, question=True)
    return out
