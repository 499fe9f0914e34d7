"""Counted things arriving at the one place they are counted at, without ``new`` (v17, ADR 0365).

    There were 23 cars in the parking lot. 9 cars left and 14 cars arrived. How many cars are in the parking lot
    now?                                                                                        23 − 9 + 14 = 28
    In the morning there were 32 cars in a parking lot. 15 cars left. Then 9 cars came. …       32 − 15 + 9 = 26

newcomers.py (ADR 0144) reads an arrival only of things marked ``new`` (``42 new students came``) or told with
``more`` (groups.py): ``5 students came`` may be some of the students counted, coming to school. Of things that
are not people — cars, ducks, boats — at a place they are counted at, that reading is not there: a car in the lot
does not arrive at it, so ``14 cars arrived`` are others, and the place gains them.

Read only when
- the things are not people (pack person units and people kinds refuse: attendance), named with no modifier
  (``14 red cars arrived``: a kind of them, counted apart?) and no ``more`` (groups.py's);
- the verb is ``arrive``, ``come`` or ``land`` (pack ids verb.arrive, verb.come, verb.land), ending the clause
  (``came to the lot``, ``landed on the roof``: a destination the group may not be at, refused); v18 (ADR 0390):
  ``came in`` also, ``in`` being the place that counts them (``Later 8 boats came in``);
- v18 (ADR 0390): things of a kind told nowhere before arrive where the one other kind under the same pack general
  is counted (``5 ducks flew away and 3 geese landed``: the pond gains 3 geese); not when a held unit is over, under
  or overlapping the arriving one (``17 birds … 3 geese landed``: among the 17?), nor with two such kinds;
- every earlier mention of those things is the one place's scene holding, departures from it or arrivals at
  it (newcomers._one_holder), and the place is no institution named bare (``in fourth grade``);
- the arrival is told after the count in story order: ``then`` before it in its sentence (``Then 9 cars came``,
  ``went away and then 30 ants came``), or a departure of those things told before (``9 cars left and 14 cars
  arrived``). Alone, ``There were 17 ducks on the pond. 8 ducks came.`` may tell how some of the 17 got there
  (v12 so-bus test ``came-no-more``), and ``There are 17 ducks … 3 ducks landed.`` likewise: both refuse.
"""
from __future__ import annotations

from domain.reader.departures import DEPARTURES
from domain.reader.expected_guests import is_people
from domain.reader.graph import Item, Op
from domain.reader.newcomers import _one_holder
from domain.reader.phrases import Context, Cursor, fmt

_VERBS = ("verb.arrive", "verb.come", "verb.land")
_END = (",", "and", "but", "then")


def plain_arrival_ahead(cur: Cursor, ctx: Context, ops: list[Op], item: Item | None, more: bool) -> bool:
    """An arrival verb right here, closing the clause, of unmodified non-people things one place counts."""
    if item is None or more or item.mods or is_people(cur.lex, item.unit):
        return False
    verb = cur.sense("verb")
    if verb is None or verb.entry.id not in _VERBS or verb.length != 1:
        return False
    after = cur.pos + 1
    if after < cur.end and cur.words[after] == "in":
        after += 1  # v18 (ADR 0390): "Later 8 boats came in": in, to the place counting them
    if after < cur.end and cur.words[after] not in _END:
        return False
    kin = _kin_unit(cur, ops, item)
    units = (item.unit, kin) if kin else (item.unit,)
    sequenced = "then" in cur.words[:cur.pos] or any(
        op.kind == "lose" and op.lemma in DEPARTURES and op.item is not None and op.item.unit in units for op in ops)
    if not sequenced:
        return False  # "There were 17 ducks on the pond. 8 ducks came.": among the 17, or after them? (so-bus test)
    holder = _arrival_holder(cur, ops, item)
    return holder is not None and holder not in ctx.institutions


def _kin_unit(cur: Cursor, ops: list[Op], item: Item) -> str | None:
    """v18 (ADR 0390): ``There are 17 ducks in a pond. 5 ducks flew away and 3 geese landed.``: geese told nowhere
    before, arriving where the one other kind of bird is counted. The one unit of the story's things that shares a
    pack general with the arriving unit, neither under the other nor overlapping it (``17 birds … 3 geese
    landed``: among the 17?), when nothing of the arriving unit was told; else None."""
    lex = cur.lex
    mine = lex.generals.get(item.unit, frozenset())
    kin = set()
    for op in ops:
        if op.item is None:
            continue
        unit = op.item.unit
        if unit == item.unit:
            return None
        if lex.kind_of(unit, item.unit) or lex.kind_of(item.unit, unit) or lex.may_overlap(unit, item.unit):
            return None
        if mine & lex.generals.get(unit, frozenset()):
            kin.add(unit)
    return kin.pop() if len(kin) == 1 else None


def _arrival_holder(cur: Cursor, ops: list[Op], item: Item) -> str | None:
    """The one place counting these things, or (none told) the one counting their one kin kind."""
    kin = _kin_unit(cur, ops, item)
    return _one_holder(cur, ops, Item(unit=kin)) if kin and not item.mods else _one_holder(cur, ops, item)


def parse_plain_arrival(cur: Cursor, ctx: Context, ops: list[Op], value, item: Item) -> None:
    """At the verb: a gain of the one place's things (the verb consumed)."""
    holder = _arrival_holder(cur, ops, item)
    verb = cur.sense("verb")
    cur.pos += verb.length
    cur.take_word("in")  # v18 (ADR 0390): "came in"
    ops.append(Op(kind="gain", lemma=verb.entry.id, sentence=cur.sentence.index, actor=holder, item=item,
                  amount=fmt(value)))
