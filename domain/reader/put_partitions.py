"""Things put into several containers, then the putter's holding asked (v15, ADR 0313).

    Tom had 50 apples. He puts 42 apples into 7 baskets. How many apples does he have left?

answered 50: ``puts 42 apples into 7 baskets`` is a partition (groups of 6, asked by ``How many apples are in
each basket?``), and a partition moves nothing, so Tom kept all 50. But a put moves the things out of the
holder's hands in every other reading (``He puts 4 apples in the box.`` leaves 6, as the hand-written fresh
sets answer it), so the writers' answer is 8, or 50 if baskets he keeps count as his. The text does not say,
so a holding question about the one who put some of the asked things into containers refuses. When all of
them were put (``He puts them into 3 bags``, or a part and then ``the rest``), the partition moves nothing and
the holding reads as before (still his: ``still-held``, ADR 0145); so do the containers' question and a put
into one place.
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.refusals import Reason, ReaderRefusal
from domain.reader.set_aside import REST


def check_put_partition(ops: list[Op], question, lex) -> None:
    if question.kind != "holding" or question.item is None:
        return
    asked = question.item.unit

    def _asked(op: Op) -> bool:
        return op.item is not None and (op.item.unit == asked or lex.kind_of(op.item.unit, asked)
                                        or lex.kind_of(asked, op.item.unit))

    puts = [op for op in ops if op.kind == "partition" and op.actor == question.entity and _asked(op)
            and lex.verb_category.get(op.lemma) == "put"]
    # all of them put away (``put them into 3 bags``, or a part and then ``the rest``): a partition moves
    # nothing, the things are still the holder's (ADR 0145's ``still-held`` reading, kept)
    if not puts or any(op.amount == "all" or op.event == REST for op in puts):
        return
    op = puts[0]
    raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=op.sentence,
                        frame="statement.put",
                        detail=f"{op.amount} {asked} of more put into {op.target or 'containers'}: "
                               f"still {question.entity}'s or not?")
