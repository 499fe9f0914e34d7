"""``How many toys are in both boxes?`` / ``… on the two shelves?`` (v18, ADR 0393): the places the story told, counted.

    The red box has 15 toys and the blue box has 9 toys. How many toys are in both boxes?          15 + 9 = 24
    There are 20 books on the top shelf and 16 books on the bottom shelf.
    How many books are on the two shelves?                                                         20 + 16 = 36

A be-question's place is one entity (``in the red box``); ``in both boxes`` / ``on the two shelves`` / ``in the
three baskets`` counts places instead, and stopped the reader (``unrecognised 'are/were' question``). It names
the places the story told by that noun, and is read as the sum of exactly their holdings (the ``members`` question
of ``How many toys do the red box and the blue box have?``) only when the count says the same: exactly N things
(neuter entities) named ``<words> <noun>`` (``the red box``, ``Sam's box``) — a bare ``the box`` beside them
refuses (one of the two, or a third?) — each told with the asked things (the members reading refuses a place that
holds none).

Read after ``in|on|at|inside`` in a be-question (``are in``, ``are there on``), the noun a plural pack unit or place
(``boxes``, ``shelves``), the count ``both`` or ``the N`` (N ≥ 2). Refused (``unparsed_question``, ``frame.question``)
when the count and the places named differ, or when words follow that the question does not read.
"""
from __future__ import annotations

from domain.reader.circumstances import unparsed
from domain.reader.phrases import Context, Cursor
from domain.reader.refusals import Reason

_PREPS = ("in", "on", "at", "inside")


def _noun_singular(cur: Cursor) -> str | None:
    """The singular of the plural pack unit or place at the cursor (one word), else None."""
    unit = cur.sense("unit")
    if unit is not None and unit.length == 1:
        entry = cur.lex.unit_by_id[unit.entry.id]
        if cur.words[cur.pos] == entry.plural.lower() and entry.singular:
            return entry.singular.lower()
    place = cur.sense("place")
    if place is not None and place.form == "pl" and place.length == 1:
        return place.entry.singular.lower()
    return None


def take_counted_places(cur: Cursor, ctx: Context) -> tuple[str, ...] | None:
    """The N places ``in both <noun>`` / ``in the N <noun>`` names (the cursor after it), None when the words are not
    there (nothing consumed); a refusal when they are but the story did not tell exactly N such places."""
    start = cur.pos
    if cur.peek_word() not in _PREPS:
        return None
    cur.pos += 1
    if cur.peek_word() == "both":
        count = 2
        cur.pos += 1
    elif cur.peek_word() == "the" and (num := cur.sense("number", cur.pos + 1)) is not None and num.length == 1:
        value = cur.lex.number_value.get(num.entry.id)
        if value is None or value.denominator != 1 or value < 2:
            cur.pos = start
            return None
        count = int(value)
        cur.pos += 2
    else:
        cur.pos = start
        return None
    noun = _noun_singular(cur)
    if noun is None:
        cur.pos = start
        return None
    cur.pos += 1
    named = tuple(e for e, g in ctx.entities.items() if g == "n" and (e == noun or e.endswith(" " + noun)))
    if len(named) != count or any(len(e.split()) < 2 or e.split()[:2] in (["the", noun], ["a", noun])
                                  for e in named):
        raise unparsed(cur, "question.place", f"'{count}' {noun} places asked, and {len(named)} told "
                       f"({', '.join(named) or 'none'})", Reason.UNPARSED_QUESTION, "frame.question")
    return named
