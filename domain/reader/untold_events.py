"""An event asked between a place's count before a period and its count now (reader v13, ADR 0270).

``Before the recent housing boom, there were 1426 houses in Lawrence County. Now, there are 2000 houses. How
many houses did developers build during the housing boom?``: the question names an event the story never
tells (developers building houses during the boom) between two counts of the houses at one place, the first
``before`` that very period and the second now. The event is the story's only change, so it is read as a gain
of the asked things at that place during the period, by the asked doers, of an unknown amount
(2000 − 1426 = 574), as ``During the housing boom, developers built some houses.`` told between the counts is
read (built_places.py).

Read only when all of this holds; anything else keeps the older refusal (the doers never mentioned):
- an event question (``How many X did <doers> build <during the P>?``) of buildings (``build``, verb.build, of
  things the pack counts as buildings, kind.building, as built_places.py reads them: only building adds
  such things where they stand; ``buy``, ``paint``, ``sell`` move or change houses and are not read), doers
  never mentioned before and named by a bare plural noun (``developers``: such doers as a class; ``Tom`` or
  ``the developers`` would claim the whole change for some one doer), no place, source or members, and exactly one asked time whose words are
  ``during <the|a> [recent] P``;
- the story is exactly two statements, both there-counts (``there were/are N X``) of the asked things (the
  same unit and modifiers), the first at a named place (not things merely existing, ``@world``), the second
  at the same place or at none (``Now, there are 2000 houses.``: with nothing else told, the count of that
  same place), nothing else;
- the first count's time is ``before <the|a> [recent] P`` (the same P), the second count has no time and is
  told in the present (``Now, there are …``), and the second amount is larger (building never makes fewer).
"""
from __future__ import annotations

import msgspec

from domain.reader.built_places import _BUILD, _building
from domain.reader.graph import WORLD, Op, Question
from domain.reader.phrases import Context, Cursor

_FILLERS = frozenset({"the", "a", "an", "recent"})


def _period(surface: str, head: str) -> tuple[str, ...] | None:
    """The words of the period in ``<head> <the|a> [recent] <P>``, or None."""
    words = surface.lower().split()
    if len(words) < 3 or words[0] != head or words[1] not in ("the", "a", "an"):
        return None
    rest = tuple(w for w in words[2:] if w not in _FILLERS)
    return rest or None


def _surface(time: str) -> str:
    return time.split("=", 1)[1] if "=" in time else ""


def _bare_plural_doers(cur: Cursor, entity: str) -> bool:
    """The doers are a bare plural noun (``did developers build``): all such doers, as a class; a named
    person, ``they`` or ``the developers`` (some known ones) is not read here."""
    words = cur.words[:cur.end]
    if not entity.startswith("the ") or " " in entity[4:] or "did" not in words:
        return False
    at = words.index("did")
    return at + 2 < len(words) and words[at + 1] == entity[4:] and words[at + 1] != "the"


def settle_untold_event(cur: Cursor, ctx: Context, q: Question, ops: list[Op], known: set[str]) -> Question:
    """Insert the asked event between the two counts when the story is exactly that (see the module text);
    otherwise nothing changes."""
    if q.kind != "event" or not q.entity or q.entity in known or q.members or q.place or q.source \
            or q.item is None or q.time:
        return q
    if not _bare_plural_doers(cur, q.entity):
        return q
    if q.lemma != _BUILD or not _building(cur.lex, q.item.unit):
        return q
    asked = sorted(cur.times - cur.lex.end_times)
    if len(asked) != 1:
        return q
    period = _period(_surface(asked[0]), "during")
    if period is None or len(ops) != 2:
        return q
    first, last = ops
    for op in ops:
        if op.kind != "hold" or op.lemma != "fn.there" or op.item != q.item or not op.actor \
                or op.place or op.members or not op.amount.isdigit():
            return q
    if first.actor == WORLD or last.actor not in (first.actor, WORLD) or first.sentence >= last.sentence or last.time or last.past:
        return q
    if _period(_surface(first.time), "before") != period or "|" in first.time:
        return q
    if int(last.amount) <= int(first.amount):
        return q
    ctx.introduce(q.entity, "")
    gain = Op(kind="gain", lemma=q.lemma, sentence=last.sentence, actor=q.entity, item=q.item,
              amount=ctx.new_unknown(), place=first.actor, time=asked[0])
    ops[1:] = [gain, msgspec.structs.replace(last, actor=first.actor)]
    known.add(q.entity)
    return msgspec.structs.replace(q, time=asked[0])
