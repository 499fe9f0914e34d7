"""A loss verb whose place is where the things went (reader v13, red team of ADR 0260).

``The box has 10 apples. Tom dropped 5 apples into the box. How many apples does the box have now?`` answered 5:
a loss verb's place is read as the place the things were lost from when the place holds such things and the
actor does not (``lost 3 apples in the garden``), but ``into``/``onto`` say where the things went — the box got
Tom's 5 apples, it did not lose 5. Nothing in the reading moves things into a place by a loss verb, so such a
clause refuses (``unsupported_form``); ``transferred $26 into the account`` (ADR 0260) is the same. Verbs that
send things somewhere (drop, spill, release, transfer) say where the things went with ``in``/``on``/``at`` too
(``dropped 5 apples in the box``, which main answered 5): any such place of theirs refuses. Only a place the
story told to hold such things is at stake (a place holding none leaves the loss the actor's, as before).
"""
from __future__ import annotations

from domain.reader.circumstances import Circumstances, unparsed
from domain.reader.graph import Item, Op
from domain.reader.phrases import Cursor
from domain.reader.refusals import Reason, ReaderRefusal

GOAL_PLACE_PREPS = ("into", "onto")
SENDING = frozenset({"verb.drop", "verb.spill", "verb.release", "verb.transfer"})


def _such(ops: list[Op], item: Item) -> set[str]:
    """The item's unit and, for a container, what it holds (v14, fresh-d: ``dropped 2 bags of apples into the
    box`` moves apples; ``bags of apples`` or a ``per`` rate of things in bags)."""
    units = {item.unit} | {m[3:] for m in item.mods if m.startswith("of:")}
    return units | {op.item.unit for op in ops if op.kind == "per" and op.target == item.unit and op.item is not None}


def _holds_such(ops: list[Op], place: str, item: Item) -> bool:
    units = _such(ops, item)
    return any(op.item is not None and op.item.unit in units and place in (op.actor, op.place, op.target)
               for op in ops)


def check_loss_goal(cur: Cursor, ops: list[Op], verb_id: str, circ: Circumstances, item: Item | None) -> None:
    """Refuse a loss verb whose place (one told to hold such things) was named by ``into``/``onto``, and a sending
    verb with any such place. A place that holds none is only where the actor lost them (``spilled 5.2 ounces of
    it on the floor``: her sugar), as before."""
    if item is None or not circ.place or not _holds_such(ops, circ.place, item):
        return
    if circ.place_prep in GOAL_PLACE_PREPS or verb_id in SENDING:
        raise unparsed(cur, "statement.object", f"{verb_id} {circ.place_prep} {circ.place}: a loss verb moving things "
                       "into a place", Reason.UNSUPPORTED_FORM, "frame.loss_goal")


def check_later_loss_goals(ops: list[Op]) -> None:
    """Red team 25 (ADR 0269): the place a sending verb named may be told to hold such things only *after* the
    sending (``Christina transferred $69 into her bank account. Now the account has $26935 in it. How much
    money was in the account at first?`` answered 26935, the transfer read as her loss alone: 26866).
    ``check_loss_goal`` sees only the sentences before; this looks at the whole story once it is read. A place
    that holds no such thing anywhere keeps the actor's loss, as before."""
    for op in ops:
        if op.kind != "lose" or op.lemma not in SENDING or not op.place or op.item is None:
            continue
        if _holds_such([o for o in ops if o is not op], op.place, op.item):
            raise ReaderRefusal(Reason.UNSUPPORTED_FORM, "frame.loss_goal", sentence_index=op.sentence,
                                frame="statement.object", detail=f"{op.lemma} in {op.place}: a sending verb "
                                "moving things into a place told to hold them")
