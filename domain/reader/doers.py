"""The doers of a there-participle (v7, ADR 0093): ``There were 7 friends playing a video game online when 2
more players joined the game.``

A participle after a ``there`` quantity (trailing.py) says what the counted people are doing; the agent noun of
that verb (``playing`` → ``player``, ``riding`` → ``rider``: the ``-ing`` replaced by ``-er``) names the same
people by that activity. So when a later clause counts MORE of those doers (``2 more players joined``) and
nothing else in the story has named them before, the group it joins is the participle's group: the ``there``
holding is re-read as a holding of the doers (7 players), and the arrival is that holder's gain (9 players).

The joiners are players, not friends: after this the friends are no longer counted by anything, so a text that
names the first noun again (``3 friends left``, ``How many friends …?``) refuses (``check_doers``). Only one
counted noun, with no modifiers, and only a unit the pack already has as the agent noun.

Also here: an arrival may be tied to its group by joining the thing the group is doing (``joined the game``
after ``playing a video game``): the participle's object is recorded (``Context.scene_objects``).
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import WORLD, Item, Op, Question
from domain.reader.phrases import Context, Cursor, read_item
from domain.reader.refusals import Reason, ReaderRefusal


def agent_nouns(word: str) -> set[str]:
    """``playing`` → ``player``, ``running`` → ``runner``, ``skating`` → ``skater``: the ``-er`` noun the
    ``-ing`` form belongs to (only a unit the pack has is ever matched against it)."""
    if not word.endswith("ing") or len(word) < 6:
        return set()
    stem = word[:-3]
    return {stem + "er"}


def note_participle(ctx: Context, head: str, op_index: int, obj: str) -> None:
    """After ``There were 7 friends playing a video game``: the head word, the holding's index and the
    participle's object unit ("" when none)."""
    ctx.doers.append((head, op_index))
    if obj:
        ctx.scene_objects.add(obj)


def doers_group(cur: Cursor, ctx: Context, ops: list[Op], item: Item) -> str | None:
    """``2 more players`` when nothing named players before: the holder of the one participle group whose
    head's agent noun is ``players`` (its holding re-read as players), else None."""
    if item.mods or any(op.item is not None and op.item.unit == item.unit for op in ops):
        return None
    singular = cur.lex.unit_by_id[item.unit].singular
    found = [(i, head) for head, i in ctx.doers if singular in agent_nouns(head)]
    if len(found) != 1:
        return None
    i, _ = found[0]
    held = ops[i]
    if held.kind != "hold" or held.item is None or held.item.mods or held.actor != WORLD:
        return None
    if any(o is not held and o.kind == "hold" and o.actor == held.actor for o in ops):
        # red team 4: "There were 7 girls playing a video game and 3 boys playing a video game when 2 more
        # players joined" answered 5 (only the noted group became players): another group counted beside
        # it may be doing the same thing, so the players are not that one group
        return None
    ctx.renamed[held.item.unit] = item.unit
    ops[i] = msgspec.structs.replace(held, item=item)
    return held.actor


def check_doers(ops: list[Op], question: Question, ctx: Context, si: int) -> None:
    """The people first counted by another noun (``friends``) are counted as doers (``players``) from the
    arrival on; any other mention of the first noun refuses (the friends among the players are unknown)."""
    if not ctx.renamed:
        return
    items = [op.item for op in ops if op.item is not None] + [question.item, question.item2]
    units = {op.target for op in ops if op.kind in ("per", "partition")} | {question.other}
    for old in ctx.renamed:
        if old in units or any(it is not None and it.unit == old for it in items):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=si,
                                frame="statement.doers",
                                detail=f"{old} are counted as {ctx.renamed[old]} once more joined: how many of "
                                       f"them are {old} is not said")


def joins_scene(cur: Cursor, ctx: Context) -> bool:
    """``the game`` after ``2 more players joined``: the thing a there-participle group was doing something with
    (``playing a video game``; its general kind may name it again), so joining it is joining the group.
    Nothing consumed otherwise."""
    start = cur.pos
    if not cur.take_word("the"):
        return False
    item = read_item(cur, ctx, note=False)
    if item is None or item.mods or not any(u == item.unit or cur.lex.kind_of(u, item.unit) for u in ctx.scene_objects):
        cur.pos = start
        return False
    return True
