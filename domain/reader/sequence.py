"""Story order against ``now`` (redteam, v6).

``Sam has 20 apples now. He bought 5 apples. How many apples did he have at first?``: the ``now`` holding is
the story's end state, and the purchase told after it happened before it (15 at first) — or it is a later
event told in order (25 now, 20 at first). The reader took text order and answered 20. A holding told with
``now`` followed by an event that changes that holder's things is read neither way.
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.phrases import Context, Cursor
from domain.reader.refusals import Reason, ReaderRefusal

_NOW = "now"
"""The closed-class adverb that places a statement at the story's end (pack ``fn.adv.now``)."""


def check_now_before_events(ops: list[Op], cursors: list[Cursor]) -> None:
    # a cursor's words are lower-cased already (the tokens' ``low``; speed, ADR 0106)
    now_sentences = {cur.sentence.index for cur in cursors if _NOW in cur.words}
    for hold in ops:
        if hold.kind != "hold" or hold.sentence not in now_sentences or hold.item is None:
            continue
        for op in ops:
            if op.sentence > hold.sentence and op.kind in ("gain", "lose", "transfer") and op.item is not None \
                    and op.item.unit == hold.item.unit and hold.actor in (op.actor, op.target, op.source):
                raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "time_binding", sentence_index=op.sentence,
                                    frame="statement.now",
                                    detail=f"{hold.actor}'s {hold.item.unit} are told as they are now, and then "
                                           f"sentence {op.sentence} changes them: before or after now?")


def check_more_without_base(ops: list[Op], ctx: Context) -> None:
    """``Sam picked 5 apples. Tom picked 3 more apples.``: 3 more than Sam (8), or 3 further apples (3)? ``more``
    is additional only for a holder who already had or got such things; for a new holder beside others it may
    compare, so it is read neither way (redteam: answered 3). ``Mike gave her 63 more`` after she found some
    is unaffected."""
    for si, unit in ctx.more_marks:
        for op in ops:
            if op.sentence != si or op.item is None or op.item.unit != unit or op.kind not in ("gain", "transfer"):
                continue
            holder = op.target if op.kind == "transfer" else op.actor
            earlier = [o for o in ops if o.sentence < si and o.item is not None and o.item.unit == unit]
            if holder and earlier and not any(holder in (o.actor, o.target, o.source, o.place) for o in earlier):
                raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=si,
                                    frame="statement.more",
                                    detail=f"'more' {unit} for {holder}, who had none before: more than "
                                           f"{earlier[-1].actor or earlier[-1].target}, or further ones?")
