"""Intended partitions (v8, ADR 0117): a partition told as a wish before the things are counted.

    Jeffrey wants to split a collection of bottle caps into groups of 2. Jeffrey has 12 bottle caps.
    How many groups will be created?                                                   12 ÷ 2 = 6
    Eric decided to divide his peanuts into 8 bags. He has 64 peanuts. How many peanuts are in each bag?
                                                                                       64 ÷ 8 = 8

Why a module of its own: partitions.py reads a partition of what the subject holds AT that point, so a
partition told first (``wants to split …``) has no pool yet. Here the wish (the pack verbs ``want`` and
``decide``; other scene verbs — ``tried to``, ``started to`` — may not end in a finished partition) is read
as the partitions.py clause after ``to`` (``[a <noun> of] POOL into GROUPS``; ``a collection of X`` is all
of the subject's X), and the partition is moved after the statements, where the pool is the subject's
holding of those things.

That is safe only when the one holding is all the story says of them: the things are held by the subject
alone, in exactly one plain statement, and nothing is gained, lost or moved (``He has 12. He gives 2 away.``
— which collection does he split, the 12 or the 10?). Anything else refuses.
"""
from __future__ import annotations

from domain.reader.circumstances import unparsed
from domain.reader.graph import Op
from domain.reader.partitions import PARTITION_PREPS, parse_partition, read_group_spec
from domain.reader.phrases import Context, Cursor, read_item
from domain.reader.refusals import Reason, ReaderRefusal

_WISH = ("verb.want", "verb.decide")


def parse_intended_partition(cur: Cursor, ctx: Context, ops: list[Op], subject: str) -> bool:
    """After the subject: ``wants|decided to <divide verb> [a <noun> of] POOL into GROUPS`` to the clause end;
    the partition op is appended and marked in ``ctx.intended`` (False, nothing consumed, when not this form)."""
    start = cur.pos
    wish = cur.sense("verb")
    if wish is None or wish.entry.id not in _WISH or cur.peek_word(wish.length) != "to":
        return False
    verb = cur.sense("verb", cur.pos + wish.length + 1)
    # v11 (ADR 0195): a put verb too ("wants to put them into 5 bags"): parse_partition still needs counted
    # or sized groups after it, so "wants to put 5 apples in the basket" is not read here
    if verb is None or verb.entry.category not in ("divide", "put"):
        return False
    cur.pos += wish.length + 1 + verb.length
    noun = cur.sense("unit", cur.pos + 1) if cur.peek_word() == "a" else None
    if noun is not None and cur.peek_word(1 + noun.length) == "of":
        if not _collection_partition(cur, ctx, ops, subject, verb.entry, noun.length):
            cur.pos = start
            return False
    else:
        # ADR 0145: "decided to split the rest into 5 equal loads": the rest is what is left now, so the
        # partition stays where it is told (set_aside.py), never moved after the statements
        rest = cur.sense("fn:remainder") is not None
        if not parse_partition(cur, ctx, ops, subject, verb.entry):
            cur.pos = start
            return False
        if rest:
            if not cur.at_end():
                raise unparsed(cur, "statement.intended_partition", "words left after a partition of the rest")
            return True
    if not cur.at_end():
        raise unparsed(cur, "statement.intended_partition", "words left after an intended partition")
    ctx.intended.append(len(ops) - 1)
    return True


def _collection_partition(cur: Cursor, ctx: Context, ops: list[Op], subject: str, verb, noun_length: int) -> bool:
    """``a collection of bottle caps into groups of 2``: all of the subject's bottle caps (a plain plural noun
    only: ``a bag of his apples`` or ``a bag of 10 apples`` is a part of them, how many unknown or a second
    count)."""
    cur.pos += 2 + noun_length
    if cur.sense("fn:possessive") or cur.sense("num") or cur.sense("number") or cur.peek_word() in ("the", "them"):
        return False
    item = read_item(cur, ctx)
    if item is None or item.mods:
        return False
    cur.take("fn:evenly")
    if not cur.take_word(*PARTITION_PREPS):
        return False
    spec = read_group_spec(cur, ctx, item)
    if spec is None:
        return False
    container, size, count = spec
    ops.append(Op(kind="partition", lemma=verb.id, sentence=cur.sentence.index, actor=subject, item=item,
                  amount="all", target=container, factor=size, groups=count))
    return True


def settle_intended(ops: list[Op], ctx: Context, si: int) -> list[Op]:
    """Move each intended partition after the statements (module doc), or refuse."""
    if not ctx.intended:
        return ops
    moved = [ops[i] for i in ctx.intended]
    rest = [op for i, op in enumerate(ops) if i not in ctx.intended]
    for at, part in zip(ctx.intended, moved):
        if _told_last(ops, at, part):
            continue
        mine = [op for op in rest if op.item is not None and part.item is not None and op.item.unit == part.item.unit]
        if part.amount != "all" or len(mine) != 1 or mine[0].kind != "hold" or mine[0].actor != part.actor \
                or mine[0].source or mine[0].place or mine[0].item != part.item:
            raise _refuse(si, "an intended partition of things the story does not hold in one plain statement")
        if any(op.target == part.target or (op.item is not None and op.item.unit == part.target) for op in rest):
            raise _refuse(si, "the groups of an intended partition named elsewhere in the story")
    return rest + moved


def _told_last(ops: list[Op], at: int, part: Op) -> bool:
    """v11 (ADR 0195): a wish told after every statement of its things and its groups (``Martha bought 18 cakes.
    She has 3 children. She would like to divide the cakes among her children.``) has a pool already: moving
    it after the statements moves it nowhere, and it reads as the plain partition told there would
    (partitions.py, what the subject holds at that point). The one-plain-holding rule above is for a wish
    told BEFORE its things are counted."""
    if part.item is None:
        return False
    units = {part.item.unit, part.target}
    return not any(op.item is not None and op.item.unit in units or op.target in units for op in ops[at + 1:])


def _refuse(si: int, detail: str) -> ReaderRefusal:
    return ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=si,
                         frame="statement.intended_partition", detail=detail)
