"""``N more`` with no base told: the holder had an untold amount before (reader v14, fresh-c, ADR 0285).

    Ann bought 4 more pencils. How many pencils does Ann have now?          (answered 4; its base is untold)
    Ann bought 4 more pencils. How many pencils did Ann buy?                4

``more`` says the new things come on top of ones the holder already had: ``bought 4 more pencils`` tells that
Ann had pencils before, and not how many. The reader took the gain as the story's first holding of pencils
and counted from 0 (fresh text: answered 4 for what Ann has now; also ``Tim placed 3 more pencils in the
drawer`` asked of the drawer, and ``If Ann buys 4 more pencils, how many will she have?``).

A gain or gift marked ``more`` that is the first statement about its stuff in the story is now read with an
unknown holding of that stuff before it, the one ``Paul had some toy cars`` gives: a question about what the
holder (or the place) has then refuses (``unknown_quantity``), and one about the event itself (how many she
bought) still reads it. First means: nothing before it holds, gains, gives or loses that unit (in an earlier
sentence or earlier in its own), and nothing later in its own sentence does either — the ``more`` mark names
a sentence, not a clause, and ``He bought 2 games from a friend and bought 2 more at a garage sale`` marks
the second gain, whose base is the first (MultiArith).

``more`` after another holder's told things (``Sam picked 5 apples. Tom picked 3 more apples.``) is
check_more_without_base's (sequence.py, it refuses); ``more`` after the holder's own told things is the
ordinary gain and is not touched. An item marked ``extra`` is not a ``more`` here (``sold 2 extra cakes`` as
a first statement says nothing of a base).
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.phrases import Context

_HAVE = "verb.have"
"""The lemma the unknown holding is given, as ``Paul had some toy cars`` has it."""


def settle_untold_more_base(ops: list[Op], ctx: Context) -> list[Op]:
    """Put an unknown holding before each first-of-its-stuff ``more`` gain or gift (module doc); the list is
    returned unchanged (the same object) when there is none."""
    if not ctx.more_marks:
        return ops
    marks = set(ctx.more_marks)
    out: list[Op] | None = None
    seen: set[str] = set()
    for i, op in enumerate(ops):
        item = op.item
        if item is None:
            continue
        unit = item.unit
        if unit not in seen and (op.sentence, unit) in marks and op.kind in ("gain", "transfer"):
            holder = op.target if op.kind == "transfer" else op.actor
            # the mark names a sentence, not a clause: "He bought 2 games from a friend and bought 2 more at a
            # garage sale" marks the second gain, whose base is the first (MultiArith) — another op of the stuff
            # later in the same sentence may be the one marked, and nothing is put in
            alone = not any(o.sentence == op.sentence and o.item is not None and o.item.unit == unit
                            for o in ops[i + 1:])
            if holder and alone:
                if out is None:
                    out = list(ops[:i])
                out.append(Op(kind="hold", lemma=_HAVE, sentence=op.sentence, actor=holder, item=item,
                              amount=ctx.new_unknown(), time=op.time, past=True))
        seen.add(unit)
        if out is not None:
            out.append(op)
    return ops if out is None else out
