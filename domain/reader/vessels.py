"""What a vessel is filled with, things loaded onboard, and what it holds (reader v13, ADR 0260).

    A ship is filled with 5973 tons of cargo. It stops in the Bahamas, where sailors load 8723 tons of cargo
    onboard. How many tons of cargo does the ship hold now?                              5973 + 8723 = 14696

- ``<a|an|the> <place> <be> filled with <amounts>`` (pack ``fn.filled``) is that place's holding, as ``The ship
  has 5973 tons of cargo`` says; it introduces the place (``the ship``) as a thing that holds. Only a place noun
  of the pack in the singular, a present or past ``be``, and nothing after the amounts.
- ``onboard`` / ``aboard`` / ``on board`` (pack ``fn.onboard``) in a clause is the place ``on the <vessel>``: the
  one thing (neuter) that has held or done anything in the story so far, when its noun is a vehicle (pack
  ``kind.vehicle``: ship, boat, bus, train …). No such thing, two, or another thing that acted refuse.
- ``How many X does <holder> hold|contain [now]?`` (a ``contain`` verb) asks the holder's holding when the holder
  is told to hold X and the story states no content rate for X (``Each box holds 8 crayons`` keeps the rate
  readings).
"""
from __future__ import annotations

from domain.reader.amounts import read_quantity_list
from domain.reader.circumstances import unparsed
from domain.reader.graph import Op, Question
from domain.reader.phrases import Cursor, fmt, noun_run
from domain.reader.refusals import Reason, ReaderRefusal


def parse_filled(cur: Cursor, ctx, ops: list[Op]) -> str | None:
    """``A ship is filled with 5973 tons of cargo``: the holding appended, the place returned; None (nothing
    consumed) when the clause is not that."""
    start = cur.pos
    if cur.peek_word() not in ("a", "an", "the"):
        return None
    got = noun_run(cur, cur.pos + 1, ("place",))
    if got is None or got[1].cls != "place" or got[1].form != "sg":
        return None
    be_at = got[2]
    if cur.sense("fn:be", be_at) is None or cur.words[be_at] not in ("is", "was"):
        return None
    filled = cur.sense("fn:filled", be_at + 1)
    if filled is None:
        return None
    entity = f"the {got[1].entry.singular}"
    if cur.peek_word() != "the" and entity in ctx.entities:
        raise unparsed(cur, "statement.subject", f"'a {got[1].entry.singular}' after {entity!r} was named")
    if got[0]:
        return None  # "A cargo ship": which ship a later "the ship" names is left to compounds.py; not read here
    cur.pos = be_at + 1 + filled.length
    qs = read_quantity_list(cur, ctx)
    if qs is None or not cur.at_end() or any(v is None for v, _ in qs):
        cur.pos = start
        return None
    ctx.introduce(entity, "n")
    for value, item in qs:
        ops.append(Op(kind="hold", lemma=filled.entry.id, sentence=cur.sentence.index, actor=entity, item=item,
                      amount=fmt(value)))
    return entity


_VEHICLE = "unit.vehicle"


def _vehicle(cur: Cursor, entity: str) -> bool:
    """``the ship``: a definite thing whose noun the pack counts as a vehicle (kind.vehicle)."""
    if not entity.startswith("the ") or " " in entity[4:]:
        return False
    unit = next((u.id for u in cur.lex.pack.units if u.singular == entity[4:]), None)
    return unit is not None and (unit == _VEHICLE or cur.lex.kind_of(unit, _VEHICLE))


def onboard_place(cur: Cursor, ctx) -> str:
    """At ``onboard``: the story's one vessel (consumed); a refusal when there is none or several."""
    s = cur.sense("fn:onboard")
    at = cur.pos
    things = [e for e in ctx.subjects if ctx.entities.get(e) == "n" and _vehicle(cur, e)]
    if len([e for e in ctx.subjects if ctx.entities.get(e) == "n"]) != len(things):
        things = []  # another thing acted too: on board of what?
    if len(things) != 1:
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=cur.sentence.index,
                            token_index=at, token_text=cur.tokens[at].text, frame="statement.place",
                            detail=f"'onboard' with {len(things)} things that held or did anything so far")
    cur.pos += s.length
    return things[0]


def contain_question(cur: Cursor, si: int, entity: str, item, verb, ops: list[Op], place: str) -> Question | None:
    """``does the ship hold now``: the holder's holding, when the story tells it holds such things and states no
    content rate for them; None otherwise."""
    if verb.category != "contain" or not entity or item is None or place:
        return None
    if any(op.kind == "per" or (op.kind == "rate") for op in ops if op.item is not None and op.item.unit == item.unit):
        return None
    if not any(op.kind == "hold" and op.actor == entity and op.item is not None and op.item.unit == item.unit
               for op in ops):
        return None
    return Question(kind="holding", sentence=si, entity=entity, item=item)
