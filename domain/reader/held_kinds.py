"""``How many more|fewer <X> than <Y> does A have?`` / ``… are there?`` (v15, ADR 0300): two kinds of things held
compared, the ``than`` phrase before the verb.

    The school library has 45 science books and 27 history books.
    How many more science books than history books does the library have?                   45 − 27 = 18
    There are 38 red balloons and 24 blue balloons at the party.
    How many more red balloons than blue balloons are there?                                 38 − 24 = 14
    There are 17 girls and 30 boys in the class. How many fewer girls than boys are there?   30 − 17 = 13

v6 read ``How much more flour than sugar did Dina use?`` (events of an action verb, comparatives.py) and ``How many
more birds are there than nests?`` (the ``than`` after the verb); the same two things before a holding verb or
``are there`` refused. Read here:
- ``<X> than <Y> does|did A have [now]``: A's holding of X less A's holding of Y (a ``difference`` question whose
  other side is A again with ``item2`` = Y; the solver and verifier take each side as A's holding question, so
  every guard of a holding question applies to each);
- ``<X> than <Y> are|were there [now]``: every holder's X less every holder's Y (the v6 ``difference_total``);
- ``<X> than <Y> are|were in|at|on <the place>`` (v17, ADR 0361): as ``does <the place> have``, when the story told
  that place holding things (``There are 13 boys and 27 girls in the choir.``);
- ``fewer`` exchanges the sides.
X and Y must be two things told apart: two units the pack puts under one general, neither under the other (apples
and pears; ``fruits`` beside ``apples``, and units the pack does not relate, ``chickens`` beside ``animals`` or
``pencils`` beside ``crayons``, refuse: the one may hold the other for all the reader knows), or one unit with
modifiers neither of which holds the other's (``red apples`` beside ``apples`` refuses: the plain ones may be red
too); counted things of two units compare (apples and pears), measures only in
one unit (cups of flour and spoons of sugar refuse, as comparatives._measured reads them). A place, a person, any
word after the verb but ``now`` and the circumstance words a question may close with refuse, and so do ``did A
have`` after either kind changed (before or after? fewer_questions.check_did_have) and a negative difference (no
absolute value is guessed).
"""
from __future__ import annotations

from typing import Callable

from domain.reader.amounts import read_verb
from domain.reader.circumstances import unparsed
from domain.reader.comparatives import _measured
from domain.reader.fewer_questions import check_did_have
from domain.reader.story_order import _CHANGES
from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Context, Cursor, read_entity, read_item
from domain.reader.refusals import Reason


def _above(lex, unit: str) -> set[str]:
    """Every general the pack puts ``unit`` under, through generals of generals."""
    out, todo = set(), [unit]
    while todo:
        for g in lex.generals.get(todo.pop(), ()):
            if g not in out:
                out.add(g)
                todo.append(g)
    return out


def _apart(cur: Cursor, x: Item, y: Item) -> bool:
    """X and Y name two kinds that share no things: one unit with modifiers neither of which holds the other's, or
    two units the pack puts side by side under one general (apples and pears: fruit) and neither under the other.
    Units the pack does not relate refuse (``chickens`` and ``animals``: the pack knows chickens only as birds)."""
    if x == y:
        return False
    if x.unit == y.unit:
        return not (set(x.mods) <= set(y.mods) or set(y.mods) <= set(x.mods))
    above_x, above_y = _above(cur.lex, x.unit), _above(cur.lex, y.unit)
    return bool(above_x & above_y) and x.unit not in above_y and y.unit not in above_x


def _one_measure(cur: Cursor, x: Item, y: Item) -> bool:
    """Counted things compare across units (apples, pears); measures only in one unit."""
    if x.unit == y.unit:
        return True
    units = [cur.lex.unit_by_id[i.unit] for i in (x, y)]
    return all(u.family == "count" and u.discrete for u in units)


_PLACE_PREPS = ("in", "at", "on", "inside")


def parse_held_kinds(cur: Cursor, ctx: Context, si: int, item: Item, fewer: bool, ops: list[Op],
                     tail: Callable) -> Question | None:
    """At ``than`` after the first thing: the question, or None (nothing consumed) when no holding verb or
    ``are|were there`` follows the second thing (the action-verb reading of comparatives.py then applies)."""
    start = cur.pos
    cur.take("fn:than")
    other = read_item(cur, ctx)
    if other is None:
        cur.pos = start
        return None
    there = False
    if cur.sense("fn:be") and cur.sense("fn:there", cur.pos + cur.sense("fn:be").length):
        did = cur.words[cur.pos] in ("were", "was")
        cur.take("fn:be")
        cur.take("fn:there")
        there, a = True, ""
    elif cur.sense("fn:be") and cur.peek_word(cur.sense("fn:be").length) in _PLACE_PREPS:
        # v17 (hunt_h, ADR 0361): "How many more girls than boys are in the choir?" — the place the story said holds
        # them ("There are 13 boys and 27 girls in the choir."), asked as "does the choir have": that holder's X − Y
        did = cur.words[cur.pos] in ("were", "was")
        cur.take("fn:be")
        cur.pos += 1
        a = read_entity(cur, ctx)
        if a is None or not a.startswith("the ") or not any(
                op.actor == a and op.kind == "hold" and op.item is not None for op in ops):
            cur.pos = start
            return None
    else:
        if not cur.take("fn:aux"):
            cur.pos = start
            return None
        did = cur.words[cur.pos - 1] == "did"
        a = read_entity(cur, ctx)
        verb = read_verb(cur) if a is not None else None
        if verb is None or verb.category != "observe":
            cur.pos = start
            return None
    circ = tail(cur, ctx)
    if not cur.at_end() or circ.place or circ.to or circ.source or circ.with_:
        raise unparsed(cur, "question.difference", "words left after '<X> than <Y> does A have|are there'",
                       Reason.UNPARSED_QUESTION, "frame.question_difference")
    first, second = _measured(cur, ops, item), _measured(cur, ops, other)
    if not _apart(cur, first, second):
        raise unparsed(cur, "question.difference", f"{first} and {second} are not two kinds told apart",
                       Reason.AMBIGUOUS_REFERENCE, "item_binding")
    if not _one_measure(cur, first, second):
        raise unparsed(cur, "question.difference", f"{first.unit} and {second.unit} are not one unit",
                       Reason.UNIT_MISMATCH, "unit_conversion")
    if fewer:
        first, second = second, first
    if there:
        if did and any(op.kind in _CHANGES and op.item is not None and op.item.unit in (first.unit, second.unit)
                       for op in ops):
            raise unparsed(cur, "question.time", "'were there' after the things changed: before or after?",
                           Reason.AMBIGUOUS_REFERENCE, "time_binding")
        return Question(kind="difference_total", sentence=si, item=first, item2=second)
    if did:
        check_did_have(cur, ops, [(a, first.unit), (a, second.unit)])  # "did Tom have" after a change: before or after?
    return Question(kind="difference", sentence=si, entity=a, other=a, item=first, item2=second)
