"""Partitions: a holding put into equal groups, and the questions that ask about the groups.

    She put the rest into piles with 7 in each pile.      → size 7   (groups = pool / 7)
    He sorted the 40 pics into 5 different albums.       → count 5  (each = pool / 5)
    If they were split into groups of 9, …               → size 9

The pool is what is partitioned: ``the rest`` / ``them`` / ``his apples`` (the actor's whole
current holding of that kind) or an explicit ``N things``. Containers are pack units (piles,
boxes, albums …). A partition moves nothing: the holder still holds the pool; it only fixes how
many groups there are and how many are in each. A non-integer number of discrete things refuses
(solver policy), so "how many vans will they need" with a remainder is refused, never rounded.
"""
from __future__ import annotations

from domain.reader.them_pools import check_them_pool
from domain.reader.circumstances import unparsed
from domain.reader.counted_on import take_counted_on, take_trailing_evenly
from domain.reader.each_size import take_each_size
from domain.reader.size_to_a import read_size_to_a
from domain.reader.equal_groups import take_equal_groups
from domain.reader.equal_purposes import take_equal_purpose
from domain.reader.own_groups import read_own_groups
from domain.reader.graph import Item, Op
from domain.reader.held_ones import refuse_after_part, take_held_ones
from domain.reader.phrases import Context, Cursor, fmt, read_entity, read_item, read_number
from domain.reader.refusals import Reason, ReaderRefusal
from domain.reader.set_aside import REST

PARTITION_PREPS = ("into", "in", "onto", "among", "between")


def _split_verb(cur: Cursor):
    """The verb sense here when it can split things (divide / put / hand out), else None."""
    verb = cur.sense("verb")
    return verb if verb is not None and verb.entry.category in ("divide", "put", "transfer_out") else None


def _take_split_verb(cur: Cursor, verb) -> bool:
    """The splitting verb, an optional ``evenly`` and a partition preposition (``into`` …); False when the
    preposition is missing (the caller resets the cursor)."""
    cur.pos += verb.length
    cur.take("fn:evenly")
    return cur.take_word(*PARTITION_PREPS) is not None


def read_pool(cur: Cursor, ctx: Context, subject: str) -> tuple[str, Item | None] | None:
    """What is partitioned → (amount, item). ``all`` = the subject's whole holding of the item;
    item None = not named (``them``, ``the rest``): bound to the one unit in play once the form matched."""
    start = cur.pos
    if take_held_ones(cur, ctx, subject):
        return "all", None  # v9: "the ones they still had" (held_ones.py, ADR 0146)
    if cur.take("fn:remainder"):
        item = None
        if cur.take_word("of"):
            if cur.take_word("them"):
                item = None
            else:
                cur.take_word("the")
                item = _owned_item(cur, ctx, subject)
                if item is None:
                    cur.pos = start
                    return None
        return "all", item
    if cur.take_word("them"):
        return "all", None
    if cur.take("fn:all"):
        if cur.take_word("of") and cur.take_word("them"):
            return "all", None
        cur.take_word("the")
        item = _owned_item(cur, ctx, subject)
        if item is None:
            cur.pos = start
            return None
        return "all", item
    if cur.peek_word() == "the" or cur.sense("fn:possessive"):
        if cur.take_word("the"):
            num = read_number(cur)
            item = read_item(cur, ctx)
            if item is None:
                cur.pos = start
                return None
            return (fmt(num[0]) if num else "all"), item
        item = _owned_item(cur, ctx, subject)
        if item is None:
            cur.pos = start
            return None
        return "all", item
    num = read_number(cur)
    if num is not None and not num[1]:
        if cur.peek_word() == "of":  # ADR 0145: "put 17 of them in one load"
            save = cur.pos
            cur.pos += 1
            if cur.take_word("them"):
                return fmt(num[0]), None
            cur.pos = save
        return fmt(num[0]), read_item(cur, ctx)
    cur.pos = start
    return None


def _owned_item(cur: Cursor, ctx: Context, subject: str) -> Item | None:
    """``his apples`` (his = the subject) or a bare ``apples``; someone else's refuses upstream."""
    poss = cur.sense("fn:possessive")
    if poss is not None:
        if poss.entry.gender not in ("m", "f", "p"):
            return None
        i = cur.pos
        cur.pos += 1
        if poss.entry.gender != "p" and ctx.resolve_possessive(poss.entry.gender, cur, i) != subject:
            return None
    return read_item(cur, ctx)


def read_group_spec(cur: Cursor, ctx: Context, pool_item: Item | None) -> tuple[str, str, str] | None:
    """``piles with 7 [things] in each pile`` → (container unit, size, "");
    ``5 [different] albums`` → (container unit, "", "5"); ``groups of 9`` → (group, "9", "")."""
    start = cur.pos
    num = read_number(cur)
    if num is not None:
        if num[1]:
            cur.pos = start
            return None
        container = read_item(cur, ctx, note=False)
        if container is None or (pool_item and container.unit == pool_item.unit) or _of_other(container, pool_item):
            cur.pos = start
            return None
        if num[0] <= 0:
            cur.pos = start
            return None
        return container.unit, "", fmt(num[0])
    container = read_item(cur, ctx, note=False)
    if container is None or (pool_item and container.unit == pool_item.unit) or _of_other(container, pool_item):
        cur.pos = start
        return None
    if cur.take_word("of"):
        size = read_number(cur)
        if size is None or size[1]:
            cur.pos = start
            return None
        if not _same_item(cur, ctx, pool_item):
            cur.pos = start  # red12: "bottle caps into groups of 2 stickers": groups of other things
            return None
        take_each_size(cur)  # v14: "into bags of 6 each" (each_size.py, ADR 0283)
        return container.unit, fmt(size[0]), ""
    save = cur.pos
    cur.take("punct:,")
    if not cur.take_word("with"):
        cur.pos = save
    else:
        size = read_number(cur)
        if size is None or size[1]:
            cur.pos = start
            return None
        if not _same_item(cur, ctx, pool_item):
            cur.pos = start
            return None
        if not (cur.take_word("in", "on") and cur.take("fn:each")):
            cur.pos = start
            return None
        # "with 6 files in each one" (v6): "one" is the container just named
        again = Item(unit=container.unit) if cur.take_word("one") else read_item(cur, ctx, note=False)
        if again is None or again.unit != container.unit:
            cur.pos = start
            return None
        return container.unit, fmt(size[0]), ""
    cur.pos = start
    return None


def _elided_pool(cur: Cursor, ctx: Context) -> Item | None:
    """``splits them into …``: the unit ``them`` stands for, when one is known (red12: so ``groups of 2
    stickers`` can be told from groups of those things); None when not known here."""
    try:
        return Item(unit=ctx.elided_unit(cur))
    except ReaderRefusal:
        return None


def _of_other(container: Item, pool_item: Item | None) -> bool:
    """red12: ``into 3 groups of stickers`` when the pool is bottle caps: groups said to be of other things."""
    return pool_item is not None and any(m.startswith("of:") and m[3:] != pool_item.unit for m in container.mods)


def read_putting_each(cur: Cursor, ctx: Context, pool_item: Item | None) -> tuple[str, str, str] | None:
    """``[up] [,] putting N [things] into/in each <container>`` after the pool → (container unit, N, "").

    ``He packed the rest up putting 5 games into each box`` says the same as ``packed the rest into boxes
    with 5 games in each box``: the participle (the pack's ``putting`` words) names the group size, and the
    containers are named only after ``each``. The clause must end there (or at a comma or ``and``), the size be a positive whole
    number of the pool's own things (a named thing of another unit, ``putting 5 pens into each box`` after
    games, is not read) and the container a unit other than the pool's; nothing is consumed otherwise."""
    start = cur.pos
    cur.take_word("up")
    cur.take("punct:,")
    if not cur.take("fn:putting"):
        cur.pos = start
        return None
    size = read_number(cur)
    if size is None or size[1] or size[0] <= 0:
        cur.pos = start
        return None
    named = read_item(cur, ctx, note=False)
    # "the rest" names no thing: a named one must be the one thing in play ("putting 8 pens" after games)
    if named is not None and named.unit != (pool_item.unit if pool_item is not None else ctx.elided_unit(cur)):
        cur.pos = start
        return None
    if not cur.take_word("into", "in", "on", "onto"):
        cur.pos = start
        return None
    container = read_each_container(cur, ctx)
    if not container or (pool_item is not None and container == pool_item.unit) \
            or not (cur.at_end() or cur.sense("punct:,") or cur.sense("fn:conjunction")):
        cur.pos = start
        return None
    return container, fmt(size[0]), ""


def _same_item(cur: Cursor, ctx: Context, pool_item: Item | None) -> bool:
    """An optional repeated item noun (``with 7 cookies in each``) must name the pool's unit."""
    save = cur.pos
    item = read_item(cur, ctx, note=False)
    if item is None:
        cur.pos = save
        return True
    return pool_item is None or item.unit == pool_item.unit


def parse_partition(cur: Cursor, ctx: Context, ops: list[Op], subject: str, verb) -> bool:
    """``V POOL [evenly] into GROUPS``; False (nothing consumed) when the clause is not this form."""
    start = cur.pos
    rest = cur.sense("fn:remainder") is not None  # ADR 0145: "the rest" after a part put into containers
    pool = read_pool(cur, ctx, subject)
    if pool is None:
        return False
    amount, item = pool
    held = cur.words[start] == "the" and cur.sense("fn:ones", start + 1) is not None  # held_ones.py
    evenly = cur.take("fn:evenly") is not None
    counted_on = False
    if cur.take_word(*PARTITION_PREPS) or (counted_on := take_counted_on(cur)):  # v17: "on 8 shelves" (counted_on.py)
        spec = read_group_spec(cur, ctx, item or _elided_pool(cur, ctx)) \
            or read_own_groups(cur, ctx, ops, subject, item or _elided_pool(cur, ctx))  # v11: "among her children"
    else:
        spec = read_putting_each(cur, ctx, item)  # v8: "packed the rest up putting 5 games into each box"
        if spec is None and (cur.sense("num") or cur.sense("number")):
            spec = read_size_to_a(cur, ctx, item or _elided_pool(cur, ctx), verb)  # v14: "6 to a box" (size_to_a.py)
    if spec is None:
        cur.pos = start
        return False
    container, size, count = spec
    if count and not evenly and not take_trailing_evenly(cur) and counted_on \
            and not take_equal_groups(cur, ctx, item or _elided_pool(cur, ctx), container):
        # v17: "puts them on 8 shelves equally" (counted_on.py, ADR 0366); "on 8 plates" without it may be unequal
        # v20: "… on 4 shelves with the same number on each shelf" says it is even (equal_groups.py, ADR 0455)
        cur.pos = start
        return False
    if count:  # v11: "into 5 albums with the same amount of pics in each album" (equal_groups.py, ADR 0192)
        # v11: "… so there are the same number of candy bars in each bag" (equal_purposes.py, ADR 0195)
        take_equal_groups(cur, ctx, item or _elided_pool(cur, ctx), container) \
            or take_equal_purpose(cur, ctx, item or _elided_pool(cur, ctx), container)
    save = cur.pos
    if cur.take("fn:conjunction") and cur.take("fn:keep"):
        # "splits them into 3 groups and keeps one group" is the divide frame, not a partition
        cur.pos = start
        return False
    cur.pos = save
    if item is None:
        item = _elided_item(cur, ctx)
    if held and item is not None:
        refuse_after_part(ops, subject, item, cur.sentence.index)  # red 17: all of them or the others?
    if cur.words[start] == "them" and item is not None:
        check_them_pool(cur, ops, subject, item)  # v15 red team: "Ben has 15 apples. She packed them …" (them_pools.py)
    ops.append(Op(kind="partition", lemma=verb.id, sentence=cur.sentence.index, actor=subject, item=item,
                  amount=amount, target=container, factor=size, groups=count, event=REST if rest else ""))
    return True


def _elided_item(cur: Cursor, ctx: Context) -> Item:
    """The thing ``them`` / ``the rest`` stands for: the one unit in play, with its ``of`` substance when every
    mention so far named the same one (``47 pieces of clothing … put 17 of them in one load``: pieces of clothing,
    ADR 0145); any other modifier stays unnamed, as before."""
    unit = ctx.elided_unit(cur)
    kinds = ctx.kinds_seen.get(unit, set())
    if len(kinds) == 1:
        (mods,) = kinds
        if mods and all(m.startswith("of:") for m in mods):
            return Item(unit=unit, mods=tuple(mods))
    return Item(unit=unit)


def partition_containers(ops: list[Op]) -> set[str]:
    return {op.target for op in ops if op.kind == "partition"}


def read_each_container(cur: Cursor, ctx: Context) -> str | None:
    """``each pile`` / ``each of the piles`` / ``each one`` → the container unit (``one`` = "")."""
    start = cur.pos
    if not cur.take("fn:each"):
        return None
    if cur.take_word("one"):
        return ""
    if cur.take_word("of"):
        cur.take_word("the")
    item = read_item(cur, ctx, note=False)
    if item is None:
        cur.pos = start
        return None
    return item.unit


def take_have_to(cur: Cursor, verb_at: int) -> bool:
    """``have to use`` / ``need to fill`` after the container verb at ``verb_at`` (v8): how many boxes someone
    had to use after a partition is how many it made — the obligation adds nothing the count does not say.
    Only a have verb (the pack's observe verbs) or a need word before ``to``, and a container verb after it;
    nothing consumed otherwise."""
    if cur.peek_word() != "to" or cur.sense("fn:container_verb", cur.pos + 1) is None:
        return False
    have = cur.sense("verb", verb_at)
    if cur.sense("fn:need", verb_at) is None and (have is None or have.entry.category != "observe"):
        return False
    cur.pos += 1
    cur.take("fn:container_verb")
    return True


def entity_or_they(cur: Cursor, ctx: Context) -> bool:
    if cur.take_word("they", "you", "we"):
        return True
    return read_entity(cur, ctx) is not None


def _sole_holder(ops: list[Op], unit: str) -> str | None:
    """The one holder of ``unit`` when every earlier operation on it is a plain holding, gain or loss
    of that same holder (no transfer, no place, no unresolved passive); None otherwise."""
    holders = set()
    for op in ops:
        if op.item is None or op.item.unit != unit:
            continue
        if op.kind not in ("hold", "gain", "lose") or not op.actor or op.source or op.target or op.place:
            return None
        holders.add(op.actor)
    return holders.pop() if len(holders) == 1 else None


def _counted_groups(cur: Cursor, ctx: Context, ops: list[Op], pool: Item) -> tuple[str, str, str] | None:
    """``among the students`` (after the preposition): as many groups as the text stated students —
    only when exactly one statement mentions them, a plain holding of a number, so the count is what
    the text says and nothing later changes it. Otherwise not this form."""
    start = cur.pos
    if cur.words[cur.pos - 1] not in ("among", "between") or not cur.take_word("the"):
        return None
    group = read_item(cur, ctx, note=False)
    if group is None or group.unit == pool.unit or group.mods:
        cur.pos = start
        return None
    stated = [op for op in ops if op.item is not None and op.item.unit == group.unit]
    if (len(stated) != 1 or stated[0].kind != "hold" or stated[0].item.mods or not stated[0].amount.isdigit()
            or stated[0].amount == "0"):
        cur.pos = start
        return None
    return group.unit, "", stated[0].amount


def parse_passive_partition(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """``If the apples are divided equally into 4 bags, …`` / ``The pencils were put into boxes of 6``:
    a partition of ALL the things named (``the`` + item), by their one holder so far. A pool held by
    several holders, moved between holders or never stated refuses (whose apples, which apples?).
    False (nothing consumed) when the clause is not this form."""
    start = cur.pos
    if not cur.take_word("the"):
        return False
    item = read_item(cur, ctx, note=False)
    if item is None or not cur.take("fn:be"):
        cur.pos = start
        return False
    verb = _split_verb(cur)
    if verb is None or not _take_split_verb(cur, verb):
        cur.pos = start
        return False
    spec = read_group_spec(cur, ctx, item) or _counted_groups(cur, ctx, ops, item)
    if spec is None:
        cur.pos = start
        return False
    holder = _sole_holder(ops, item.unit)
    if holder is None:
        raise unparsed(cur, "statement.partition", f"'the {item.unit} are divided' without one holder of them",
                       Reason.AMBIGUOUS_REFERENCE, "entity_binding")
    container, size, count = spec
    if count:  # v11 (equal_groups.py, ADR 0192; equal_purposes.py, ADR 0195)
        take_equal_groups(cur, ctx, item, container) or take_equal_purpose(cur, ctx, item, container)
    ops.append(Op(kind="partition", lemma=verb.entry.id, sentence=cur.sentence.index, actor=holder, item=item,
                  amount="all", target=container, factor=size, groups=count))
    return True


def parse_they_partition(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """``If they were split into groups of 4, …`` after ``The debate team had 28 boys and 4 girls on it``
    (v8, ADR 0115): ``they`` as the things partitioned, passive. ``they`` is bound only when the story so far
    is plain holdings (no change, place or transfer) of one holder that ``they`` cannot itself be (a thing
    or one named person, never a group of persons: ``The students had 28 pencils. If they were split …``
    splits the students or the pencils?), and those holdings are of one unit or of units with one most
    specific common kind (boys and girls → children): the pool is all the holder's things of that unit.
    Anything else is not this form (nothing consumed) and ``they`` keeps its old reading or refusal."""
    start = cur.pos
    if not cur.take_word("they") or not cur.take("fn:be"):
        cur.pos = start
        return False
    verb = _split_verb(cur)
    if verb is None:
        cur.pos = start
        return False
    holdings = [op for op in ops if op.kind != "describe"]
    holders = {op.actor for op in holdings}
    if (not holdings or len(holders) != 1 or any(op.kind != "hold" or op.place or op.source or op.target
                                                 or op.item is None or op.item.mods for op in holdings)
            or ctx.entities.get(next(iter(holders))) not in ("n", "m", "f")):
        cur.pos = start
        return False
    unit = _common_unit(cur, {op.item.unit for op in holdings})
    if unit is None:
        cur.pos = start
        return False
    if not _take_split_verb(cur, verb):
        cur.pos = start
        return False
    item = Item(unit=unit)
    spec = read_group_spec(cur, ctx, item)
    if spec is None:
        cur.pos = start
        return False
    container, size, count = spec
    ops.append(Op(kind="partition", lemma=verb.entry.id, sentence=cur.sentence.index, actor=holders.pop(),
                  item=item, amount="all", target=container, factor=size, groups=count))
    return True


def _common_unit(cur: Cursor, units: set[str]) -> str | None:
    """The one unit, or the most specific kind covering every unit (boys, girls → children); None if none."""
    if len(units) == 1:
        return next(iter(units))
    if any(cur.lex.may_overlap(a, b) for a in units for b in units if a != b):
        return None  # red10: students and boys may be the same children: no sum to split
    common = set.intersection(*(set(cur.lex.generals.get(u, ())) for u in units))
    best = [g for g in common if all(g == h or cur.lex.kind_of(g, h) for h in common)]
    return best[0] if len(best) == 1 else None


def check_condition_after_partition(ops: list[Op], settled: int, question) -> None:
    """red12: ``He splits them into groups of 2. How many groups will be created if he gets 4 more bottle
    caps?``: the question's condition (read after the statements, so after the partition) changes the pool
    the partition is of; the groups would be counted from the pool before it. Refuse."""
    pools = {op.item.unit for op in ops[:settled] if op.kind == "partition" and op.item is not None}
    for op in ops[settled:]:
        if op.item is not None and op.item.unit in pools and op.kind != "partition":
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=question.sentence,
                                frame="question.condition",
                                detail=f"a condition on {op.item.unit} after they were partitioned")
