"""``There were also 3 coats in the closet`` after someone's things of the same sort (red team 17, ADR 0151).

    Sam found 3 boxes of clothing and inside each box there were 2 scarves and 4 hats. There were also 3 coats
    in the closet. How many pieces of clothing did Sam have?

An existential (``there be N X in <place>``) makes the place the holder of the things, and the reader kept
Sam's clothing at 18. ``also`` says these things come in addition to the ones told before: they may be more
of Sam's things (21) or just more things in the house. The text does not say whose they are. Without
``also`` the place's things are the place's, as before. The rule refuses only when ``also`` is in the
existential's sentence and an earlier sentence told someone else's things of the same unit, or of a kind
that shares a general kind with it (coats and hats are both clothing), or a content rate of containers.
Another place's existential before it (``There are 5 apples in the box. There are also 3 apples in the
basket.``) is two places' things, summed as before.
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.lexicon import Lexicon
from domain.reader.refusals import Reason, ReaderRefusal


def _related(lex: Lexicon, a: str, b: str) -> bool:
    if a == b or lex.kind_of(a, b) or lex.kind_of(b, a):
        return True
    return bool(lex.generals.get(a, frozenset()) & lex.generals.get(b, frozenset()))


def _sorts(item) -> set[str]:
    """The item's unit and the stuff of an ``of:`` qualifier (``boxes of clothing``: box, clothing)."""
    return {item.unit} | {m[3:] for m in item.mods if m.startswith("of:")}


def _earlier_holding(before: Op, op: Op) -> bool:
    """A person's things told before the existential: not another place's existential (``There are 5 apples in
    the box. There are also 3 in the basket.`` sums two places), but a content rate of someone's containers."""
    if before.sentence >= op.sentence or before.item is None or before.actor == op.actor:
        return False
    if before.kind == "per":
        return True
    return before.actor != "" and before.lemma != "fn.there"


def check_also_there(ops: list[Op], lex: Lexicon, story: list[tuple[int, list[str]]]) -> None:
    """Refuse an ``also`` existential whose things may be an earlier holder's too."""
    also = {index for index, words in story if "also" in words}
    if not also:
        return
    for op in ops:
        if op.kind != "hold" or op.lemma != "fn.there" or op.sentence not in also or op.item is None:
            continue
        for before in ops:
            if _earlier_holding(before, op) and any(_related(lex, u, op.item.unit) for u in _sorts(before.item)):
                raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=op.sentence,
                                    frame="statement.also_there",
                                    detail=f"'there … also' {op.item.unit} after {before.actor}'s {before.item.unit}: "
                                           f"whose are they?")
