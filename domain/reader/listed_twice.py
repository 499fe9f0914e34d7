"""One thing listed twice in one sentence's holdings (red team 17, ADR 0151).

    Tom has 14 pics and 14 pictures. How many pictures does he have?

``pics`` is a variant form of ``pictures`` (``Unit.same_as``, ADR 0145), so both list members are one
holding of one thing. With two different counts the second contradicts the first and the problem already
refused; with the same count the second read as a repetition, and the answer was 14. A list joins
different things: a writer who lists the same things twice either counts two lots (28) or says one thing
twice, and the text does not tell which. The same holds for any unit written twice (``14 apples and 14
apples``). A holding restated in a later sentence (``He has 14 pics.``) is a restatement, as before; two
holders, two times, two places or two kinds (``red`` / ``green``) are different holdings and are not touched.
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.refusals import Reason, ReaderRefusal


def check_listed_twice(ops: list[Op]) -> None:
    """Refuse when one sentence states the same holder's holding of the same thing twice."""
    seen: set[tuple] = set()
    for op in ops:
        if op.kind != "hold" or op.item is None:
            continue
        key = (op.sentence, op.actor, op.item, op.time, op.past, op.place, op.lemma)
        if key in seen:
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=op.sentence,
                                frame="statement.listed_twice",
                                detail=f"{op.actor}'s {op.item.unit} listed twice in one sentence: two lots or one?")
        seen.add(key)


def listed_beside(ops: list[Op], op: Op, kind) -> bool:
    """(red team of ADR 0262) ``Victor used 0.625 scoop of brown sugar and 0.25 scoop of sugar.`` /
    ``bought 2 pounds of red apples and 3 pounds of apples``: a thing named without a kind, listed in the
    same sentence beside that kind of it by the same actor and verb, is another lot, not more of that kind
    — it may be of that kind or not. The solver bound it to the one kind held (``How many scoops of brown
    sugar did Victor use?`` answered 0.875, ``pounds of red apples`` 5); it is now a holding of its own, so a
    question about the kind meets the unclassified lot beside it (the solver's item binding refuses) and one
    about the thing itself still counts both. A bare mention in a later sentence (``had 26 pet fish. She
    sold 6 fish``) binds to the one kind as before."""
    return any(o is not op and o.sentence == op.sentence and o.actor == op.actor and o.lemma == op.lemma
               and o.item == kind for o in ops)
