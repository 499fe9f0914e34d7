"""Things put into several containers, then the putter's holding asked (v15, ADR 0313).

    Tom had 50 apples. He puts 42 apples into 7 baskets. How many apples does he have left?

answered 50: ``puts 42 apples into 7 baskets`` is a partition (groups of 6, asked by ``How many apples are in
each basket?``), and a partition moves nothing, so Tom kept all 50. But a put moves the things out of the
holder's hands in every other reading (``He puts 4 apples in the box.`` leaves 6, as the hand-written fresh
sets answer it), so the writers' answer is 8, or 50 if baskets he keeps count as his. The text does not say,
so a holding question about the one who put the asked things into containers refuses. The container
question (``in each basket``) and a put into one place read as before.
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.refusals import Reason, ReaderRefusal


def check_put_partition(ops: list[Op], question, lex) -> None:
    if question.kind != "holding" or question.item is None:
        return
    for op in ops:
        if op.kind == "partition" and op.actor == question.entity and lex.verb_category.get(op.lemma) == "put" \
                and op.item is not None and (op.item.unit == question.item.unit
                                             or lex.kind_of(op.item.unit, question.item.unit)
                                             or lex.kind_of(question.item.unit, op.item.unit)):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=op.sentence,
                                frame="statement.put",
                                detail=f"{op.item.unit} put into {op.target or 'containers'}: "
                                       f"still {question.entity}'s or not?")
