"""A holding told at one time and a later-told change of it dated at another (v16 hunt, ADR 0331).

    Tom had 12 books on Tuesday. He sold 5 books on Monday. How many books does Tom have now?   refused (v15: 7)
    Tom had 12 books in the evening. He sold 5 books in the morning. …                          refused (v15: 7)
    Tom had 12 books on Friday. He bought 5 books on Thursday. …                                refused (v15: 17)
    Tom had 12 books on Monday. He sold 5 books on Sunday. …                                    refused (Sunday: before
                                                                                                or after Monday?)
    Tom had 12 books on Monday. He sold 5 books on Tuesday. …                                   read: 7 (as before)

Why: the reader takes the story's order as the order things happen, and a time phrase on each statement is kept
(op.time) but never compared. When a holding carries a time and a change of the same holder's same things told
after it carries another, the change may have happened before the holding (Monday's sale is already counted in
Tuesday's 12): the story order is then no time order. The change is read after the holding only when the pack
puts the two times in that order: its ``time_order`` function entries list times in the order they happen (the
weekdays Monday to Saturday, the months, the parts of a day after ``last night``, ``last|this|next year``, ``yesterday|today|tomorrow``
…; ``members``, one step each; Sunday, the first or the last day of a week, is a list of its own). Two listed times
in no one list together (``on Sunday`` beside ``on Monday``, ``on Monday`` beside ``in the morning``), the same
step twice or a later time first refuse (``ambiguous_reference``, ``time_binding``). A time in no list (``at the
start of the year … during the year``, ``last week … over the weekend``: MultiArith and AddSub texts) keeps the story
order, as does a change with no time. A change in the holding's own sentence, after it, is checked the same way
(``had 12 books on Tuesday and sold 5 books on Monday``).
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.refusals import Reason, ReaderRefusal

_CHANGES = ("gain", "lose", "transfer", "scale")


def _order(lex) -> dict[str, tuple[str, int]]:
    """time id → (its list, its step), from the pack's ``time_order`` entries."""
    out: dict[str, tuple[str, int]] = {}
    for f in lex.pack.functions:
        if f.role == "time_order":
            for n, step in enumerate(f.members):
                for tid in step.split("|"):
                    out[tid] = (f.id, n)
    return out


def _times(op: Op) -> set[str]:
    return {part.split("=")[0] for part in op.time.split("|") if part}


def _before(order, first: set[str], then: set[str]) -> bool:
    """May the story order stand: is every time of ``first`` before every time of ``then`` in one list, or is one
    of them in no list at all (``at the start of the year``, ``over the weekend``: read in story order as before)?"""
    for a in first:
        for b in then:
            if a not in order or b not in order:
                continue
            if order[a][0] != order[b][0] or order[a][1] >= order[b][1]:
                return False
    return True


def check_told_time_order(ops: list[Op], lex) -> None:
    """Refuse a dated change told after a holding dated otherwise, unless the pack orders the two (module doc)."""
    order = None
    for i, hold in enumerate(ops):
        if hold.kind != "hold" or hold.item is None or not hold.actor or not hold.time:
            continue
        t_hold = _times(hold)
        for op in ops[i + 1:]:  # told after it, in its own sentence too ("had 12 on Tuesday and sold 5 on Monday")
            if op.kind not in _CHANGES or op.item is None or not op.time \
                    or op.item.unit != hold.item.unit or hold.actor not in (op.actor, op.target, op.source):
                continue
            t_op = _times(op)
            if t_op == t_hold:
                continue
            if order is None:
                order = lex.memo("time_order", _order)
            if not _before(order, t_hold, t_op):
                raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "time_binding", sentence_index=op.sentence,
                                    frame="statement.order",
                                    detail=f"{hold.actor}'s {hold.item.unit} told at one time and changed at another "
                                           f"told after it: which came first?")
