"""``The town of Milburg has 5256 grown-ups`` (reader v13, ADR 0265): a place noun with its proper name.

``the town of Milburg``, ``the city of New Haven``, ``the state of Ohio``: ``of`` here joins no owner and no
part to a whole — the proper name after it IS the place the noun names (an appositive ``of``). So the
subject is read as the place ``Milburg`` itself (a neuter entity, named as ``in Milburg`` names it: the
capitalised words, proper_place_names.py), and a later ``in Milburg`` is the same place.

Read only when all of this holds: ``the`` + one singular place noun of the pack that is no person (``town``,
``city``, ``village``, ``country``) + ``of`` + one or more capitalised words the pack knows in no class (a
known person name, ``the town of Tom``, is an owner, not a place name) + a pack verb (or ``will`` + verb)
right after. ``the town`` named again later is a second entity the reader does not join to the name (a
question about it refuses, finding nothing there).
"""
from __future__ import annotations

from domain.reader.phrases import Context, Cursor
from domain.reader.proper_place_names import _bare_capital  # as town_places.py: the one test of a place-name word


def place_of_name_subject(cur: Cursor, ctx: Context) -> str | None:
    """The place ``Milburg`` of ``The town of Milburg`` at the cursor, before a verb; None, nothing consumed."""
    if cur.peek_word() != "the" or cur.pos + 3 >= cur.end:
        return None
    j = cur.pos + 1
    place = next((s for s in cur.senses(j) if s.cls == "place" and s.length == 1), None)
    if place is None or place.form != "sg" or getattr(place.entry, "person", False) or cur.words[j + 1] != "of":
        return None
    k = j + 2
    while k < cur.end and _bare_capital(cur, k):
        k += 1
    if k == j + 2 or k >= cur.end:
        return None
    verb_at = k + 1 if cur.words[k] == "will" else k
    if verb_at >= cur.end or cur.sense("verb", verb_at) is None:
        return None
    name = " ".join(cur.tokens[i].text for i in range(j + 2, k))
    cur.pos = k
    return ctx.introduce(name, "n")
