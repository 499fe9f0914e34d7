"""``Mom made 30 sandwiches. The kids ate 12 sandwiches. Dad ate 4 sandwiches. How many sandwiches are left?`` (v20,
ADR 0453): things of the one stock told, used up by others who hold none, asked as what is ``left``.

A loss by someone never said to hold the things, while another holds some, is refused in the solver (``Sam has 5
apples. Tom eats 2 apples.``: whose apples?), and so is a loss with no doer when nobody holds the loose things
(``A garden has 4 rows of carrots … Rabbits ate 13 carrots``: only the rows are held). The question ``How many
<things> are left?`` / ``How many <things> does <H> have left?`` settles it: ``left`` asks what remains of a stock
that was drawn on, and when the story tells exactly one stock of the things, the losses can only have been taken
from it. Read: each such loss is the stock holder's loss (its doer, or its ``by`` agent, stays out of the holdings);
the solver then computes that holder's holding, loose or in containers, with every guard it has.

Read exactly when
- the question ends in ``left`` and is ``sole`` (no place, time or holder) or a holding question of the stock holder;
  no source, members or second item;
- every operation on the asked things, on a kind related to them (the pack's kinds, either way or as siblings) or on
  containers of them (``of`` the things, or a unit with a rate of them) is a rate, a hold or gain of the stock, or a
  plain loss of the asked things;
- no rate told as ``a|an <container> has N <things>`` (``A box has 100 paper clips. There are 3 boxes.``: one box
  told, or what every box holds? one_container.py and used_from_one.py read that sentence);
- the hold and gain operations are all one holder's (a named holder, a place, or ``there are``), the first of them
  before every loss, none with a source, receiver, place, group count, event, factor or members;
- every loss is of the asked unit, of no kind the stock is not said to be (``ate 3 red apples`` of plain apples),
  with a number (not ``some`` or ``all``), no receiver, source, place, group count, factor, event or members;
- each other doer (or agent) of a loss is never named in any other operation (holds, gets, gives nothing told);
- a loss with a doer other than the holder needs a stock that was got (``made``, ``baked``, ``bought``, ``planted``:
  the first stock operation a gain) or a holder that is no person (``the garden``, ``the jar``, ``there are``): a
  person's told holding beside another's use (``Katie had 57 beads. Her sister used 31 beads.``) is refused as
  before (hand-written must-refuse rows, ADR 0306: the sister's own beads?). A loss with no doer at all (``15
  peaches were eaten``, ``5 balloons pop``) is the stock's whatever its holder.
Refused as before: the question without ``left`` (``How many apples does Sam have?``), two holders of such things,
a giving anywhere, a doer who also got or held some (``Tom picked 5 apples and ate 3 apples``), a part
(``6 of them were rotten``), a loss before any stock, a holding question about someone else.
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Op, Question
from domain.reader.recipients import _place_person

_HOLDER_KINDS = ("hold", "gain")


def _related(lex, a: str, b: str) -> bool:
    if a == b:
        return True
    ga, gb = lex.generals.get(a, frozenset()), lex.generals.get(b, frozenset())
    return b in ga or a in gb or bool(ga & gb)


def _person(lex, holder: str) -> bool:
    """``Katie`` / ``Mom`` / ``the farmer`` hold things of their own; ``the garden`` / ``the jar`` (a pack place that is
    no person) and ``there are`` only hold what is there."""
    if holder[:1] == "@":
        return False
    return lex.memo("place_person", _place_person).get(holder.split()[-1].lower(), True)


def _named(op: Op) -> tuple[str, ...]:
    return (op.actor, op.source, op.place, op.target, op.agent, *op.members)


def settle_eaten_from_stock(ops: list[Op], question: Question, lex,
                            story_words: list[tuple[int, list[str]]]) -> list[Op]:
    """Each loss by one who holds none taken from the one stock holder (module doc); else ``ops`` unchanged."""
    q = question
    if q.item is None or q.kind not in ("sole", "holding") or q.place or q.time or q.members or q.source \
            or q.item2 is not None or q.other or (q.kind == "sole") == bool(q.entity):
        return ops
    words = dict(story_words).get(q.sentence, [])
    if not words or words[-1] != "left":
        return ops
    asked = q.item.unit
    boxes = {op.target for op in ops if op.kind == "per" and op.item is not None and _related(lex, op.item.unit, asked)}
    stock: list[Op] = []
    losses: list[Op] = []
    for op in ops:
        if op.kind == "describe" or op.item is None:
            continue
        unit = op.item.unit
        loose = _related(lex, unit, asked)
        boxed = unit in boxes or any(m.startswith("of:") and _related(lex, m[3:], asked) for m in op.item.mods)
        if not loose and not boxed:
            continue
        if op.kind == "per":
            if op.actor or not loose:
                return ops  # a rate told of someone's things, or of containers of containers
            told = dict(story_words).get(op.sentence, [])
            box = lex.unit_by_id.get(op.target)
            if len(told) > 1 and told[0] in ("a", "an") and box is not None and told[1] == box.singular.lower():
                return ops  # "A box has 100 paper clips. There are 3 boxes.": that one box's, or every box's?
            continue
        if op.kind in _HOLDER_KINDS and not losses:
            stock.append(op)
        elif op.kind in _HOLDER_KINDS and stock and op.actor == stock[0].actor:
            stock.append(op)
        elif op.kind == "lose" and loose and stock:
            losses.append(op)
        else:
            return ops
    if not stock or not losses:
        return ops
    holder = stock[0].actor
    if not holder or holder[:1] == "?" or (q.entity and q.entity != holder):
        return ops
    kinds: set[str] = set()
    for op in stock:
        if op.actor != holder or op.source or op.target or op.place or op.groups or op.event or op.factor \
                or op.members or op.agent:
            return ops
        if op.item.unit == asked:
            kinds |= set(op.item.mods)
    for op in ops:
        if op.kind == "per" and op.item is not None and op.item.unit == asked:
            kinds |= set(op.item.mods)
    moved = False
    doers: set[str] = set()
    for op in losses:
        if op.item.unit != asked or set(op.item.mods) - kinds or op.target or op.source or op.place or op.groups \
                or op.factor or op.event or op.members or op.amount[:1] in ("?", "") or op.amount.startswith("all"):
            return ops
        doer = op.actor or op.agent
        if doer == holder:
            continue
        if doer[:1] in ("?", "@"):
            return ops
        if doer:
            if stock[0].kind != "gain" and _person(lex, holder):
                return ops  # "Katie had 57 beads. Her sister used 31 beads.": the sister's own beads?
            doers.add(doer)
        moved = True
    if not moved:
        return ops
    for op in ops:
        if op.kind != "describe" and not any(op is x for x in losses) and set(_named(op)) & doers:
            return ops  # the doer holds, gets or gives something too: its own things, or the stock's?
    out = []
    for op in ops:
        if any(op is x for x in losses) and (op.actor or op.agent) != holder:
            out.append(msgspec.structs.replace(op, actor=holder, agent=""))
        else:
            out.append(op)
    return out
