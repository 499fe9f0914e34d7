"""Sales implied by a selling scene's start and end holdings (reader v9, ADR 0141).

    A magician was selling magic card decks for 2 dollars each. If he started with 5 decks and by the end
    of the day he had 3 left, how much money did he earn?                                   2 × (5 − 3)

The scene (``was selling … for 2 dollars each``, prices.parse_priced_description) prices the decks and says
what the seller was doing; the next clause pair gives only the decks at the start and at the end. The drop
is what the selling took: an unknown sale (``verb.sell``) between the two holdings, solved from them as
``He sold some decks`` would be, which the proceeds question (proceeds.py) prices.

Read only in this shape, one sentence (or the question's ``If`` clause):

    <seller> started with N <things> and [end time] <seller> had M [<things>] left

- the scene's activity is a selling one (pack role ``sale_activity``: ``selling``) and it priced exactly these
  things; the seller is the scene's subject (``Anne started with 5 decks`` refuses: whose sales?);
- the things are named in the first clause; the second may elide them only because the first just named
  them (``had 3 left``: the decks, not dollars);
- nothing else in the sentence; a later end holding below the start is the solver's (negative sale refuses).

As the question's ``If`` clause, the pair is read as the fact of a proceeds question only
(``implied_sale_premise``); any other question refuses as a hypothetical holding, as before.
"""
from __future__ import annotations

from domain.reader.graph import Op, Question
from domain.reader.phrases import Context, Cursor, fmt, read_entity, read_item, read_number
from domain.reader.proceeds import SALE, proceeds_question

START = "verb.start_with"
HAVE = "verb.have"


def note_sale_scene(head: Cursor, ctx: Context, unit: str) -> None:
    """Called by prices.parse_priced_description after a priced scene: a selling scene's subject and thing."""
    if any(head.sense("fn:sale_activity", i) is not None for i in range(head.end)) and ctx.scene_subject:
        ctx.sale_scenes[unit] = ctx.scene_subject


def parse_implied_sale(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """``he started with 5 decks and by the end of the day he had 3 left``: the start, an unknown sale, the end.
    False, with nothing read, when the clause is not this form or no selling scene priced the things."""
    if not ctx.sale_scenes:
        return False
    start = cur.pos
    snapshot = dict(ctx.entities)
    got = _read(cur, ctx)
    if got is None:
        cur.pos = start
        ctx.entities = snapshot
        return False
    seller, item, first, last = got
    si = cur.sentence.index
    ops.append(Op(kind="hold", lemma=START, sentence=si, actor=seller, item=item, amount=fmt(first)))
    ops.append(Op(kind="lose", lemma=SALE, sentence=si, actor=seller, item=item, amount=ctx.new_unknown()))
    ops.append(Op(kind="hold", lemma=HAVE, sentence=si, actor=seller, item=item, amount=fmt(last)))
    return True


def _read(cur: Cursor, ctx: Context):
    seller = read_entity(cur, ctx)
    verb = cur.sense("verb")
    if seller is None or verb is None or verb.entry.id != START:
        return None
    cur.pos += verb.length
    first = read_number(cur)
    if first is None or first[1]:
        return None
    scratch = Context()
    item = read_item(cur, scratch)
    if item is None or ctx.sale_scenes.get(item.unit) != seller or item.mods:
        return None
    if not cur.take_word("and"):
        return None
    end = cur.sense("fn:end")
    if end is not None:
        cur.pos += end.length
    if read_entity(cur, ctx) != seller:
        return None
    verb = cur.sense("verb")
    if verb is None or verb.entry.id != HAVE:
        return None
    cur.pos += verb.length
    last = read_number(cur)
    if last is None or last[1]:
        return None
    again = read_item(cur, scratch)
    if again is not None and again != item:
        return None
    if cur.take("fn:rest") is None or not cur.at_end():
        return None
    ctx.note_unit(item.unit)
    return seller, item, first[0], last[0]


def implied_sale_premise(q: Question, ops: list[Op], before: int) -> bool:
    """``If he started with 5 decks and … had 3 left, how much money did he earn?``: the clause read here is
    the premise of a proceeds question about the seller."""
    mine = ops[before:]
    return (len(mine) == 3 and [op.lemma for op in mine] == [START, SALE, HAVE] and proceeds_question(q)
            and q.entity == mine[0].actor and not q.members)
