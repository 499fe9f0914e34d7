"""A count told again as a part, with ``the rest`` (v12, ADR 0231): ``Mrs. Snyder made 86 heart cookies. She made
36 red cookies and the rest are pink. How many pink cookies did she make?`` (86 − 36 = 50).

``and the rest are pink`` needs a whole to be the rest of: the sentence's own ``36 red cookies`` cannot be it
(they are red, not pink), so the whole is the count just told — the 86 cookies she made — and the sentence says
of those 86 that 36 are red and the others pink. So when a sentence is exactly

    <subject> <verb> K <kind> <things> [,] and the rest are|were <other kind>.

and the last thing the story told of those things is the same subject's gain of N of them by the same verb
(``made 86 heart cookies``), the sentence is the classification ``K of them are <kind> and the rest are <other
kind>`` (a ``classify`` of the gain's things, moving nothing), never 36 more cookies. Anything else stays with
the other frames (and, as before, refuses): another verb or subject, other things, no kind on the part
(``made 36 cookies and the rest are pink``), a kind the gain's things already have, the kind named twice, or
other words.
"""
from __future__ import annotations

from domain.reader.graph import Item, Op
from domain.reader.phrases import Context, Cursor, fmt, read_entity, read_item, read_number

_KINDS = ("positive", "construct")


def parse_restated_part(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """The whole sentence as a classification of the gain just told, or False with nothing consumed."""
    start = cur.pos
    snapshot, seen = dict(ctx.entities), list(ctx.units_seen)

    def undo() -> bool:
        cur.pos = start
        ctx.entities, ctx.units_seen = snapshot, seen
        return False

    last = ops[-1] if ops else None
    if last is None or last.kind != "gain" or last.item is None or last.source or last.place \
            or last.sentence != cur.sentence.index - 1:
        return False
    subject = read_entity(cur, ctx)
    verb = cur.sense("verb")
    if subject != last.actor or verb is None or verb.entry.id != last.lemma or verb.entry.category not in _KINDS:
        return undo()
    cur.pos += verb.length
    got = read_number(cur) if cur.sense("num") or cur.sense("number") else None
    if got is None or got[1]:
        return undo()
    item = read_item(cur, ctx)
    if item is None or item.unit != last.item.unit:
        return undo()
    kind = sorted(set(item.mods) - set(last.item.mods))
    if len(kind) != 1:
        return undo()
    cur.take("punct:,")
    if not (cur.take_word("and") and cur.take("fn:remainder") and cur.take("fn:be")):
        return undo()
    mod = cur.sense("modifier")
    if mod is None or cur.sense("verb") is not None or cur.pos + mod.length != cur.end:
        return undo()
    other = cur.lex.literal(mod.entry.id)
    if other == kind[0] or other in last.item.mods:
        return undo()
    cur.pos += mod.length
    ops.append(Op(kind="classify", lemma=kind[0], sentence=cur.sentence.index, actor="", item=last.item,
                  amount=fmt(got[0]), target=other))
    return True
