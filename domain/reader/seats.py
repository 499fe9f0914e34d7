"""Seats per container beside the people who need them (v8).

``There are 14 students and 2 seats on each school bus.``: a ``there`` list of two quantities, the first
of people (a unit that also names persons) and the second of seats (pack role ``seat``: a place for one
person), followed by ``on/in each <container>``. One seat takes one person, so the sentence says two
things at once: 14 students are there, and each bus carries 2 of them — the same facts as ``There are 14
students. Each bus holds 2 students.`` A later ``How many buses are needed?`` divides (rates.py; a
remainder still refuses: the text never says how to round).

Read only in that exact shape. Seats with a modifier (``2 window seats``), a first quantity that is not
of people, more than two quantities, or a container modifier that differs from another container of the
same unit are left to the caller, which refuses. The question's purpose phrase (``needed to take the
trip``) is in :func:`take_trip_purpose`.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.circumstances import unparsed
from domain.reader.graph import WORLD, Item, Op
from domain.reader.phrases import Context, Cursor, fmt, read_item
from domain.reader.refusals import Reason


def take_seats_each(cur: Cursor, ctx: Context, ops: list[Op], qs: list[tuple[Fraction, Item]],
                    seat_pos: int) -> bool:
    """After ``There are 14 students and 2 seats`` (``seat_pos``: the index of the seat noun): read
    ``on/in each <container>`` and record the people held and the people per container. Nothing is
    consumed when this is not the form."""
    if len(qs) != 2 or cur.peek_word() not in ("on", "in") or not cur.sense("fn:each", cur.pos + 1):
        return False
    (people_n, people), (seats_n, seats) = qs
    if (people.unit not in cur.lex.person_units or seats.mods or cur.sense("fn:seat", seat_pos) is None
            or people_n.denominator != 1 or seats_n.denominator != 1):
        return False
    start = cur.pos
    cur.pos += 2
    container = read_item(cur, ctx)
    if container is None or container.unit in cur.lex.person_units or not cur.at_end():
        cur.pos = start
        return False
    si = cur.sentence.index
    ops.append(Op(kind="hold", lemma="fn.there", sentence=si, actor=WORLD, item=people, amount=fmt(people_n)))
    ops.append(Op(kind="per", lemma="fn.seat", sentence=si, item=people, amount=fmt(seats_n),
                  target=container.unit))
    return True


def take_trip_purpose(cur: Cursor, ops: list[Op]) -> bool:
    """``How many buses are needed to take the trip?``: ``to`` + a pack verb + ``the`` + a singular noun
    that no clause counts ends the question and says what the containers are for, not what fills them.
    A noun the story counts (``to take the girls``) or anything after the noun is not read here."""
    start = cur.pos
    if not cur.take_word("to"):
        return False
    verb = cur.sense("verb")
    if verb is None:
        cur.pos = start
        return False
    cur.pos += verb.length
    noun = cur.sense("unit", cur.pos + 1) if cur.peek_word() == "the" else None
    counted = {op.item.unit for op in ops if op.item is not None} | {op.target for op in ops if op.target}
    if noun is None or noun.form != "sg" or noun.entry.id in counted or noun.entry.id in cur.lex.person_units:
        cur.pos = start
        return False
    cur.pos += 1 + noun.length
    if not cur.at_end():
        cur.pos = start
        return False
    return True


def check_seated(cur: Cursor, ops: list[Op]) -> None:
    """A containers question after seats per container refuses when other people are counted too
    (``14 girls and 2 seats on each bus … There are 6 boys``): do the boys ride as well? The seats say
    how many people one container takes, not which people."""
    seated = {op.item.unit for op in ops if op.kind == "per" and op.lemma == "fn.seat" and op.item is not None}
    if not seated:
        return
    others = {op.item.unit for op in ops if op.item is not None and op.item.unit in cur.lex.person_units} - seated
    if others or len(seated) > 1:
        raise unparsed(cur, "question.rate", "seats per container while other people are counted: do they ride "
                       "too?", Reason.AMBIGUOUS_REFERENCE, "item_binding")
