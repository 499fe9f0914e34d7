"""``How many carrots did she put in each bag?``: the size of a partition's groups, asked with its own verb
(v20, ADR 0455).

    Mrs. Bell put 36 carrots into 4 bags with the same number in each bag. How many carrots did she put in each
    bag?                                                                                          36 ÷ 4 = 9

The group-size question read ``How many X are in each bag?`` / ``… does each bag hold?`` / ``… must go in each
box?``; asked with the partitioning verb itself (``did she put in each bag``, ``will he pack into each box``) it
refused at ``each``. What the partitioner put into each group is exactly the partition's group size (nothing held
in the groups before counts: it was not put there by this act), so it is the same ``group_size`` question.

Read only when, after the auxiliary, the subject is the actor of a partition told with this very verb into that
very group noun (``into each <noun>``, ``in|on|onto each <noun>``, ``each one`` refuses), and exactly one such
partition is told. Another person (``did Tom put``), another verb (``did she sell``), a group noun no partition
names, or two partitions into it leave the question as before (it refuses).
"""
from __future__ import annotations

from domain.reader.amounts import read_verb
from domain.reader.graph import Op
from domain.reader.partitions import read_each_container
from domain.reader.phrases import Context, Cursor, read_entity

_PREPS = ("in", "into", "on", "onto")


def read_put_each(cur: Cursor, ctx: Context, ops: list[Op]) -> str | None:
    """After the auxiliary: ``<the partitioner> <the partition's verb> in|into|on|onto each <its groups>`` → the
    group noun; None having read nothing."""
    start = cur.pos
    actor = read_entity(cur, ctx)
    at = cur.pos
    verb = read_verb(cur) if actor is not None else None
    if verb is not None and cur.pos - at > 1 and cur.words[cur.pos - 1] in _PREPS:
        cur.pos = at + 1  # "put in" is a verb of its own (money put in); here it is "put" + "in each bag"
        verb = next((s.entry for s in cur.senses(at) if s.cls == "verb" and s.length == 1), None)
    if verb is None or not cur.take_word(*_PREPS):
        cur.pos = start
        return None
    container = read_each_container(cur, ctx)
    told = [op for op in ops if op.kind == "partition" and op.target == container] if container else []
    if len(told) != 1 or told[0].actor != actor or told[0].lemma != verb.id:
        cur.pos = start
        return None
    return container
