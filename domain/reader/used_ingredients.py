"""The ingredients used for a thing made, asked as ``ingredients`` (v13, ADR 0263).

    Ellen made smoothies in the blender. She used 0.2 cup of strawberries, 0.1 cup of yogurt, and 0.2 cup of
    orange juice. How many cups of ingredients did Ellen use for the smoothies?             0.2 + 0.1 + 0.2

The mixture frame (mixtures.py, ADR 0193) reads a text that makes one thing and then uses measured things: what
was used is exactly the listed ingredients of the thing made, and no other sentence may stand beside them. There
the question asked how much of the mixture was made. Here it asks what went into it: ``ingredients`` is the word
for the things used in making something, so ``How many <units> of ingredients did <maker> use [for <the thing
made>] [in all]?`` is the sum of the listed amounts, every one in the asked unit.

What is made may then be a bare plural (``made smoothies``, ``made cookies``) as well as a mass noun: the question
asks nothing about the thing made, only names it, and ``for the smoothies`` must name that very thing (``for the
cake`` after ``made smoothies`` refuses). Everything else is the mixture frame's: one maker (he/she fitting), one
making sentence first, only using sentences after it, every ingredient once, one unit. A question about one
ingredient, another verb (``buy``), another unit, or ``ingredients`` without a making sentence refuse.
"""
from __future__ import annotations

from domain.reader.phrases import Cursor, noun_run

INGREDIENTS = "ingredients"


def asks_ingredients(q: Cursor) -> bool:
    """``How many <units> of ingredients did … use …?``: the words of the form (read in full by
    ``read_ingredients_question``)."""
    w = q.words
    return w[:2] == ["how", "many"] and len(w) > 5 and w[3:5] == ["of", INGREDIENTS] and "use" in w


def made_plural_at(cur: Cursor, i: int) -> tuple[str, int] | None:
    """A bare plural count noun of the pack at ``i`` (adjuncts allowed: ``fruit smoothies``): its name (adjunct ids
    and the unit id, as mixtures._mixture_at names a mass noun) and end; None if not one."""
    got = noun_run(cur, i, ("unit",))
    if got is None or got[1].form != "pl" or cur.lex.unit_by_id[got[1].entry.id].family != "count":
        return None
    return " ".join([*(str(getattr(a.entry, "id", a.entry)) for a in got[0]), got[1].entry.id]), got[2]


def take_made_thing(cur: Cursor, made: str, at) -> bool:
    """``for the smoothies`` / ``for her smoothies``: the thing made (``at(cur, i)`` reads a made noun there and
    must give ``made``); consumed (True) or nothing consumed (False)."""
    start = cur.pos
    if cur.take_word("for") is None:
        return False
    if cur.take("fn:determiner") is None:
        cur.take("fn:possessive")
    got = at(cur, cur.pos)
    if got is None or got[0] != made:
        cur.pos = start
        return False
    cur.pos = got[1]
    return True
