"""A goal's rest asked with ``have left to <verb>``; a goal's thing measured by a compound adjective (v13, ADR
0266):

    Ceasar needs to read a 563 page book for school. He has already read 147 pages.
    How many pages does he have left to read?                                            563 − 147 = 416

- ``a|an N <unit> <thing>`` as what a goal needs done (``needs to read a 563 page book``): English puts a
  measure before a noun as one adjective (the unit stays singular: ``a 563 page book``, ``a 3 mile walk``); the
  goal is N of that unit (563 pages), read as ``needs to read 563 pages``. Only after the goal's task verb, the
  unit a counted pack unit and the thing another pack noun, no number after; anything else is not read here.
- ``How many <things> does|do <person> have left to <verb>?``: what is left of the person's goal of that verb on
  those things, the ``goal_gap`` question ``How many <things> does <person> still need to <verb>?`` asks (ADR
  0120). Read only when the story has a goal of that person, verb and thing; otherwise nothing is consumed
  (``have left`` without ``to <verb>`` stays a holding question).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Item, Question
from domain.reader.phrases import Context, Cursor, noun_run, read_entity, read_number


def take_measured_object(cur: Cursor) -> tuple[Fraction, Item] | None:
    """``a 563 page book``: (563, pages), the cursor after the noun; None, nothing consumed, otherwise."""
    start = cur.pos
    if cur.take_word("a", "an") is None:
        return None
    num = read_number(cur)
    unit = cur.sense("unit") if num is not None and not num[1] and num[0] > 1 else None
    if unit is None or unit.form != "sg" or unit.length != 1 or cur.lex.unit_by_id[unit.entry.id].family != "count" \
            or cur.words[cur.pos] != unit.entry.singular.lower():
        cur.pos = start
        return None
    cur.pos += 1
    thing = noun_run(cur, cur.pos, ("unit", "place"))
    if thing is None or thing[1].form != "sg" or thing[1].entry.id == unit.entry.id:
        cur.pos = start
        return None
    cur.pos = thing[2]
    if cur.sense("num") is not None or cur.sense("number") is not None:
        cur.pos = start
        return None
    return num[0], Item(unit=unit.entry.id)


def take_left_to_question(cur: Cursor, ctx: Context, si: int, item: Item | None, ops) -> Question | None:
    """``does he have left to read`` after ``How many pages`` (module doc), or None with the cursor unmoved."""
    start = cur.pos
    if item is None or cur.take_word("does", "do") is None:
        return None
    entity = read_entity(cur, ctx)
    if entity is None or cur.take_word("have") is None or cur.take_word("left") is None \
            or cur.take_word("to") is None:
        cur.pos = start
        return None
    verb = cur.sense("verb")
    if verb is None or verb.length != 1 or cur.pos + 1 != cur.end:
        cur.pos = start
        return None
    lemma = verb.entry.id
    if not any(op.kind == "goal" and op.actor == entity and op.lemma == lemma and op.item == item for op in ops):
        cur.pos = start
        return None
    cur.pos += 1
    return Question(kind="goal_gap", sentence=si, entity=entity, item=item, lemma=lemma)
