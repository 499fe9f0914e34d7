"""A content rate told of the definite containers with a trailing ``each`` (ADR 0145).

    If the tables they had held 3 people each, how many tables do they need?
    The boxes held 6 apples each.

``the <plural container> [<entity> had] <contain/observe verb> N <things> each`` says what ``Each table held
3 people`` says: N things per container. Only the distributive ``each`` ending the clause makes it a rate
(``The tables held 30 people`` is a total over the tables, never read here), the containers are a plural unit
noun with no modifier, and the contact relative (``they had``) only names whose containers they are: its doer
must be the story's one subject so far (``they`` = the one neuter holder; ``the boxes Tom had`` beside Sam's
apples, or any second subject, is not read).
The rate is the same ``per`` operation, so the containers question and every guard on it (rates.py,
solver.rate_groups: containers also held, two rates, whose things) apply unchanged.
"""
from __future__ import annotations

from domain.reader.amounts import read_verb
from domain.reader.graph import Item, Op
from domain.reader.phrases import Context, Cursor, fmt, read_entity, read_item, read_number
from domain.reader.refusals import ReaderRefusal


def parse_definite_rate(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """The form of the module doc, to the clause end; False having consumed nothing otherwise."""
    start = cur.pos
    if not cur.take_word("the"):
        return False
    unit = cur.sense("unit")
    if unit is None or unit.form != "pl" or cur.sense("unit", cur.pos + unit.length) is not None:
        cur.pos = start
        return False
    container = unit.entry.id
    cur.pos += unit.length
    if _take_owner_relative(cur, ctx) is False:
        cur.pos = start
        return False
    verb = read_verb(cur)
    num = read_number(cur) if verb is not None and verb.category in ("contain", "observe") else None
    if num is None or num[1] or num[0] <= 0 or num[0].denominator != 1:
        cur.pos = start
        return False
    item = read_item(cur, ctx)
    if item is None or item.unit == container or not cur.take("fn:each") or not cur.at_end():
        cur.pos = start
        return False
    ctx.note_unit(container)
    ops.append(Op(kind="per", lemma=verb.id, sentence=cur.sentence.index, item=Item(unit=item.unit, mods=item.mods),
                  amount=fmt(num[0]), target=container))
    return True


def _take_owner_relative(cur: Cursor, ctx: Context) -> bool | None:
    """``they had`` / ``he has`` after the containers: True (consumed), None (none there), False (not read)."""
    if cur.sense("fn:pronoun") is None and cur.sense("name") is None and cur.peek_word() != "they":
        return None
    save = cur.pos
    try:
        doer = ctx.resolve_they(cur) if cur.peek_word() == "they" else read_entity(cur, ctx)
    except ReaderRefusal:
        cur.pos = save
        return False
    verb = cur.sense("verb")
    # whose containers: only the story's one subject so far (``the boxes Tom had`` beside Sam's apples: the
    # rate of someone else's boxes, or a new holder, is not read)
    if doer is None or ctx.subjects != [doer] or verb is None or verb.entry.category != "observe":
        cur.pos = save
        return False
    cur.pos += verb.length
    if cur.sense("verb") is None:
        cur.pos = save
        return False
    return True
