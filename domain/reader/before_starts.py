"""``<R> had N <things> before.`` after the one giving R took part in (reader v17, ADR 0363):

    Jack had 14 apples. He gave 6 apples to Mary. Mary had 8 apples before. How many apples does Mary have now?
                                                                                                    8 + 6 = 14
    Mia received 5 shells from Leo. She had 9 shells before. How many shells does Mia have now?       9 + 5 = 14

Why a module of its own: a bare ``before`` closing a holding names no event; the holding is the one before
something already told. When the holder took part in exactly one change of such things so far — given them, or
got them from someone — ``before`` is before that change, which is the start of the holder's story: the holding
is read as ``… at first`` is (a start-of-story time of the pack, ``Lexicon.start_times``), which the solver and the
verifier already place before every change of that holding.

Read only at the very end of a sentence whose one clause is that holding (kind ``hold``), when the holder was never
said to hold such things before and took part in exactly one earlier operation on them, a giving to them or their
own gain from a named source. Anything else — two earlier changes (before which?), a loss, a holding told before —
is left as before and refuses (``words left after a complete clause``).
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Op


def take_before_start(cur, ops: list[Op], first: int) -> bool:
    """Consume a closing ``before`` and re-time the clause's holding as a start-of-story one (see the module)."""
    if cur.peek_word() != "before" or cur.pos + 1 != cur.end or len(ops) != first + 1 or not cur.lex.start_times:
        return False
    hold = ops[first]
    if hold.kind != "hold" or hold.item is None or not hold.actor or hold.time:
        return False
    who, unit = hold.actor, hold.item.unit

    def related(op: Op) -> bool:
        return op.item is not None and (op.item.unit == unit or cur.lex.kind_of(op.item.unit, unit)
                                        or cur.lex.kind_of(unit, op.item.unit))

    earlier = [op for op in ops[:first] if related(op) and who in (op.actor, op.target, op.source, op.agent)]
    if len(earlier) != 1:
        return False
    op = earlier[0]
    given = op.kind == "transfer" and op.target == who and op.actor != who
    got = op.kind == "gain" and op.actor == who and op.source and op.source != who
    if not (given or got):
        return False
    cur.pos += 1
    ops[first] = msgspec.structs.replace(hold, time=sorted(cur.lex.start_times)[0])
    return True
