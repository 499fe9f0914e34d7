"""``The other team scored 22 points.`` (v23, ADR 0542): ``the other <noun>`` naming the second of two things or
people of one noun, the first named before.

    Sid's team scored 29 points. The other team scored 22 points. How many more points did Sid's team score than
    the other team?                                                                              29 − 22

phrases.read_entity reads ``the <modifiers> <place|person noun>`` (``the blue team``); ``other`` is no modifier of
the pack, so ``The other team`` had no subject the grammar knows. The words say there are two of that noun and
this is the one not yet named: read as a new entity ``the other <noun>``, only when the story has named exactly one
entity of that noun before (``Sid's team``, ``the red team``, ``the team``, ``Ann's brother``); named again later
(``than the other team``) it is that entity. A question never makes it (``the other team`` asked with none told is
left unread), and none or two earlier entities of the noun (``the other team`` after ``the red team`` and ``the
blue team``: which is the other?), a plural (``the other boys``), a count (``the other 3 boxes``) or a modifier
(``the other red box``) are left as before (unread: the text refuses as it did).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # phrases.py imports this module
    from domain.reader.phrases import Context, Cursor


def other_entity(cur: Cursor, ctx: Context) -> str | None:
    """At ``other`` after ``the`` (the cursor on ``other``): the entity ``the other <noun>`` (consumed through the
    noun), or None with nothing consumed."""
    from domain.reader.phrases import noun_run  # phrases.py imports this module

    got = noun_run(cur, cur.pos + 1, ("person", "place"))
    if got is None or got[0] or got[1].form != "sg":
        return None
    noun = got[1].entry.singular
    key = f"the other {noun}"
    if key not in ctx.entities:
        if ctx.asking:
            return None
        earlier = [e for e in ctx.entities if e == noun or e.endswith(" " + noun)]
        if len(earlier) != 1:
            return None
        gender = (getattr(got[1].entry, "gender", "") or "x") if got[1].cls == "person" else "n"
        ctx.introduce(key, gender)
    cur.pos = got[2]
    return key
