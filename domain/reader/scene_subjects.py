"""An organisation or place named with ``a``/``an`` as the subject of a scene (v12, ADR 0234).

    A construction company is repaving a damaged road.          (descriptive: rule desc.activity)

Why a module of its own: the entity reader takes ``a``/``an`` only before a person noun (``a farmer``): an
indefinite place is where something happens (``bought 5 apples at a store``), never an entity. As the subject of
a descriptive sentence, though, ``A construction company is repaving a road`` introduces the company that later
``they`` / ``it`` may stand for (told_totals.py). Read only there (parser._coordinated_entities): ``a``/``an``,
a noun run whose head is a singular pack place, then a form of ``be``; the entity is neuter and named by its
words (``a construction company``), so a later ``the company`` is another name and refuses where it matters.
"""
from __future__ import annotations

from domain.reader.phrases import Context, Cursor, noun_run


def indefinite_place_subject(cur: Cursor, ctx: Context) -> str | None:
    start = cur.pos
    if cur.take_word("a", "an") is None:
        return None
    got = noun_run(cur, cur.pos, ("place",))
    if got is None or got[1].cls != "place" or got[1].form != "sg" or cur.sense("fn:be", got[2]) is None:
        cur.pos = start
        return None
    name = " ".join(cur.words[start:got[2]])
    cur.pos = got[2]
    return ctx.introduce(name, "n")
