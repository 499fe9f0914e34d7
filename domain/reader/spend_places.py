"""``How much did Mike spend at the music store?`` (v9): the question's place as the scene of a story that
names none.

``Mike joined his school's band. He bought a trumpet for $145.16, and a song book which was $5.84. How much
did Mike spend at the music store?``: no sentence of the story says where anything happened; the question's
``at the music store`` names the place of the whole story, not a part of its purchases. So a ``spend``
question whose place the story never restricts is read without the place (the sum of the asker's spending).

Read only when no story sentence that may place the spending (any sentence but one that only holds or gets
things: ``found $12.32 in his pocket`` says where that money was) has a preposition before a pack place or an
operation with a place, the place is no holder, and no holder works at a place (``Park workers``); otherwise
the place stays and the solver's place check applies as before (a story that names the mall and asks about
the store refuses: which purchases were at the store?).

Red team 20: a sentence that only holds or gets things is passed over only when its place is owned (``in his
pocket``); ``He found $8 at the mall`` puts him at the mall (it answered the sum for ``at the store``). A
purchase's source is a place too (``bought a trumpet for $145.16 from the store`` answered 145.16 for ``How much
did he spend at the mall?``).
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Op, Question


def settle_spend_place(question: Question, ops: list[Op], cursors, home: dict[str, str]) -> Question:
    """Drop the place of a ``spend`` question when the story names no place at all."""
    if question.kind != "spend" or not question.place or home or any(
            question.place in (op.actor, op.target, op.source) for op in ops):
        return question
    # a sentence that only holds or gets things (``found $12.32 in his pocket``) says where those are, not
    # where anything was spent; every other sentence (a purchase, ``went to the mall``) may place the spending
    kept = {op.sentence for op in ops if op.kind not in ("hold", "gain")}
    told = {op.sentence for op in ops}
    for cur in cursors[:-1]:
        si = cur.sentence.index
        if si in told and si not in kept:
            if any(_place_phrase(cur, i, owned=False) for i in range(cur.end)):
                return question
            continue
        if any(op.place or op.source for op in ops if op.sentence == si) \
                or any(_place_phrase(cur, i) for i in range(cur.end)):
            return question
    return msgspec.structs.replace(question, place="")


def _place_phrase(cur, i: int, owned: bool = True) -> bool:
    """A preposition before a pack place, after at most a determiner or possessive (``to the mall``, ``at
    his stand``): the story says where something is or happened. ``owned=False``: not after a possessive (``in
    his pocket`` says where his things are, not where he was)."""
    if cur.sense("fn:preposition", i) is None:
        return False
    j = i + 1
    if cur.sense("fn:possessive", j) is not None:
        if not owned:
            return False
        j += 1
    elif cur.sense("fn:determiner", j) is not None:
        j += 1
    return any(cur.sense(cls, k) is not None for k in (j, j + 1) for cls in ("place",))
