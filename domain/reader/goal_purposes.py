"""What a goal is for, and a question that asks what finishing it takes (v9, ADR 0143):

    Jerry had 7 action figures, but needed 16 total for a complete collection.
    If each one costs $8, how much money would he need to finish his collection?        (16 − 7) × 8

- ``needed 16 total for a complete collection`` / ``for her party``: a ``for`` phrase ending a goal clause
  says what the goal is for. It is no beneficiary of anything gained in the same sentence (``Zoe baked 5
  brownies, but needed 11 total for her party``: the party is what the 11 are for, not who holds the 5) and
  no place where the goal's things are. It is recorded as the goal's purpose: (subject, noun id) — a place
  (``party``) or a thing (``collection``).
- ``… need to finish|complete his collection?``: ``how much money would he need`` alone may ask the whole
  price of the goal or the rest (ADR 0120 asks for ``more`` or ``still``). Finishing the very thing the
  subject's goal is for names the rest: it is read as ``still need``. The purpose must be the asker's own
  (``his``/``her`` bound to the asker, or the name's possessive), the same noun as the asker's one
  goal's purpose, and end the question; anything else (another noun, another person's, no stated purpose,
  two goals with purposes) is left unread, and the question refuses as before.
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.phrases import Context, Cursor, noun_run


def take_goal_purpose(cur: Cursor, ctx: Context, subject: str, goal: Op) -> bool:
    """``for a|an|the|<subject's> [modifiers] <place or thing>`` ending a goal clause: recorded in ``ctx.goal_purposes``
    (True, consumed); False, nothing consumed, otherwise."""
    start = cur.pos
    if not cur.take_word("for"):
        return False
    if not (cur.take_word("a", "an", "the") or own_possessive(cur, ctx, subject)):
        cur.pos = start
        return False
    return take_purpose_noun(cur, ctx, subject, goal, start)


def take_purpose_noun(cur: Cursor, ctx: Context, subject: str, goal: Op, start: int) -> bool:
    """``[modifiers] <place or thing>`` ending the clause (after ``for a|the|<own>`` here, ``to complete the|<own>``
    in finishing_goals.py): recorded in ``ctx.goal_purposes`` (True, consumed); else False, back at ``start``."""
    got = noun_run(cur, cur.pos, ("place", "unit"))
    if got is None or got[2] != cur.end or got[1].entry.id in cur.lex.person_units \
            or (goal.item is not None and got[1].entry.id == goal.item.unit):
        # "for her friends": people the things are for (a beneficiary, beneficiaries.py), not a purpose;
        # "needed 9 total for her apples": a goal for its own things is no purpose
        cur.pos = start
        return False
    cur.pos = got[2]
    ctx.goal_purposes.append((subject, got[1].entry.id))
    return True


def own_possessive(cur: Cursor, ctx: Context, owner: str) -> bool:
    """``his``/``her`` bound to ``owner`` or ``<owner>'s`` (consumed), else nothing consumed."""
    poss = cur.sense("fn:possessive")
    if poss is not None and poss.entry.gender in ("m", "f"):
        i = cur.pos
        cur.pos += 1
        if ctx.resolve_possessive(poss.entry.gender, cur, i) == owner:
            return True
        cur.pos = i
        return False
    if cur.sense("name") and cur.sense("poss", cur.pos + 1) and cur.tokens[cur.pos].text == owner:
        cur.pos += 2
        return True
    return False


def take_finishing_purpose(cur: Cursor, ctx: Context, entity: str, more: bool = False) -> bool:
    """``to finish|complete <entity's> <noun>`` ending the question, the noun being the purpose of the
    entity's one goal with a purpose (consumed, True); else nothing consumed, False. v13 (finishing_goals.py):
    after ``more`` ``the <noun>`` names that one purpose too; a purpose told with the finishing verb itself is
    read only after ``more``."""
    start = cur.pos
    if ctx.finishing_told and not more:
        return False
    purposes = {place for who, place in ctx.goal_purposes if who == entity}
    if len(purposes) != 1 or len(ctx.goal_purposes) != 1 or not cur.take_word("to") or not cur.take("fn:finish"):
        cur.pos = start
        return False
    if not (own_possessive(cur, ctx, entity) or (more and cur.take_word("the"))):
        cur.pos = start
        return False
    got = noun_run(cur, cur.pos, ("place", "unit"))
    if got is None or got[0] or got[2] != cur.end or got[1].entry.id not in purposes:
        cur.pos = start
        return False
    cur.pos = got[2]
    return True
