"""A start asked of a holding nothing in the story changed (reader v17, ADR 0367).

    Connie has 593 marbles left. How many marbles did she have at first?                  refused
    Connie had some marbles. Now she has 593 marbles. How many marbles did she have at the start?   refused
    Sam had 5 apples. He ate 2 apples. How many apples did he have at first?               5

``at first`` / ``at the start`` / ``before`` presuppose a change between the start and what is told later. When
the story tells none for the asked holder, the change is untold (``left`` says something went; ``had … now has``
says the two differ) and v16 answered the later holding as the start: 593 both times. The start is asked only of
a holder some gain, loss, transfer, scaling or sharing touches; a change with no named actor (a passive) counts,
since it may be the holder's.
"""
from __future__ import annotations

from domain.reader.refusals import Reason, ReaderRefusal

_CHANGES = frozenset({"gain", "lose", "transfer", "scale", "partition"})


def check_start_changed(ops, entity: str, sentence: int) -> None:
    for op in ops:
        if op.kind in _CHANGES and (not op.actor or entity in (op.actor, op.target, op.source, op.agent)
                                    or entity in op.members):
            return
    raise ReaderRefusal(Reason.UNKNOWN_QUANTITY, "initial_state", sentence_index=sentence, frame="solver",
                        detail=f"the start of {entity}'s holding is asked, but the story tells no change to it")
