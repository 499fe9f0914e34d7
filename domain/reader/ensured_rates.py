"""A progressive scene whose ``making sure`` clause states a per-container amount (reader v9, ADR 0141).

    Rachel was organizing her book case making sure each of the shelves had exactly 9 books on it.
        → describe (the scene) + 9 books per shelf

The scene sentence (a pack descriptive rule of the ``<be> <activity>`` kind, as progressives.py reads it)
moves nothing; what the activity makes sure of is the one fact the later question needs: how many go on
each container. This module splits the sentence at the pack's ``ensure`` phrase (``making sure``): the part
before must be a progressive scene by a pack rule, the part after exactly

    each of the <containers> <has/holds> [adverb] N <things> [on/in/inside it]

(``exactly`` is a pack adverb). The rate is the same ``per`` operation ``Each shelf had 9 books on it`` gives,
and the scene stays a ``describe`` step, so the scene guards (scenes.py) still apply.

The later premise ``If she had 6 shelves of mystery books and 2 shelves of picture books, how many books did
she have total?`` is read by ``container_premise``: an ``If … had`` holding is admitted as the premise of a
question about the *contents* of the held containers when a rate per those containers for the asked things
was told before it (the hypothetical fixes how many containers; the question asks what they hold). A
premise of the asked things themselves (``If she had 12 books, how many books …``) still refuses.

Narrow on purpose:

- one thing named, without modifiers (``9 mystery books on it`` beside picture books: do those count?), a
  positive count, no money; the container is a plural unit after ``each of the``; nothing after the rate;
- two rates, a listed rate, a time or a purpose after the rate, or any other clause after ``making sure``
  leave the sentence unread (it refuses as before);
- the rate is the scene's: anyone holding such containers is guarded by the same rules as any rate told
  before its holders (rates.check_rate_before_new_holders, the solver's substance guard).
"""
from __future__ import annotations

from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Context, Cursor, fmt, noun_run, read_item, read_number
from domain.reader.progressives import scene_head
from domain.reader.refusals import Reason, ReaderRefusal

RATE_CATEGORIES = ("observe", "contain")


def parse_ensured_scene(cur: Cursor, ctx: Context, ops: list[Op], describe) -> bool:
    """``<progressive scene> making sure each of the <containers> had N <things> on it``: a describe step and a
    per-container rate. ``describe`` is the parser's rule matcher. False, with nothing read, when the sentence
    is not this form."""
    at = next((i for i in range(2, cur.end) if cur.sense("fn:ensure", i) is not None), None)
    if at is None:
        return False
    tail = Cursor(cur.lex, cur.sentence, at + cur.sense("fn:ensure", at).length, cur.end)
    scratch = Context()
    if not (tail.take("fn:each") and tail.take_word("of") and tail.take_word("the")):
        return False
    got = noun_run(tail, tail.pos, ("unit",))
    if got is None or got[0] or got[1].form != "pl":
        return False
    container = Item(unit=got[1].entry.id)
    tail.pos = got[2]
    verb = tail.sense("verb")
    if verb is None or verb.entry.category not in RATE_CATEGORIES:
        return False
    tail.pos += verb.length
    while tail.sense("fn:adverb") is not None:
        tail.pos += tail.sense("fn:adverb").length
    num = read_number(tail)
    if num is None or num[1] or num[0] <= 0:
        return False
    thing = read_item(tail, scratch)
    if thing is None or thing.mods or thing.unit == container.unit \
            or cur.lex.unit_by_id[thing.unit].family == "money":
        return False
    if tail.take_word("on", "in", "inside") and not tail.take_word("it"):
        return False
    if not tail.at_end():
        return False
    scene = scene_head(cur, at, ctx, describe)
    if scene is None:
        return False
    desc = scene[1]
    ctx.note_unit(container.unit)
    ctx.note_unit(thing.unit)
    ops.append(desc)
    ops.append(Op(kind="per", lemma=verb.entry.id, sentence=cur.sentence.index, item=thing, amount=fmt(num[0]),
                  target=container.unit))
    ctx.ensured_scenes[cur.sentence.index] = ctx.scene_subject
    return True


def check_ensured_scope(ops: list[Op], ctx: Context) -> None:
    """``Rachel was organizing her book case making sure each of the shelves had 9 books on it. Anne had 6 shelves
    of books.``: the rate is told of the scene's own shelves (Rachel's book case); anyone else's shelves may hold
    any number (the probe gave Anne 54). Refuses when anyone but the scene's subject holds, gets or is given such
    containers."""
    for si, subject in ctx.ensured_scenes.items():
        units = {op.target for op in ops if op.sentence == si and op.kind == "per"}
        for op in ops:
            if op.kind not in ("hold", "gain", "transfer", "lose") or op.item is None or op.item.unit not in units:
                continue
            # red16: a transfer's giver held such containers too ("Tom gave her 2 shelves of books": Tom's shelves
            # were never said to hold 9 books each)
            holders = (op.actor, op.target) if op.kind == "transfer" else (op.actor,)
            for holder in holders:
                if not subject or holder != subject:
                    raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=op.sentence,
                                        frame="statement.rate",
                                        detail=f"a rate told of {subject or 'a scene'}'s {op.item.unit} and "
                                               f"{holder or 'someone'} with such containers")


def container_premise(q: Question, ops: list[Op], before: int) -> bool:
    """``If she had 6 shelves of mystery books …, how many books did she have total?``: True when the question
    asks about holdings of things that are only the contents of the premise's containers — every premise
    holding is of containers with a rate per container of the asked thing told before the premise, and none is
    of the asked thing itself."""
    if q.kind != "holding" or q.item is None or q.time:
        return False
    held = [op for op in ops[before:] if op.kind == "hold"]
    if not held or any(op.kind != "hold" for op in ops[before:]):
        return False
    rated = {op.target for op in ops[:before] if op.kind == "per" and op.item is not None
             and op.item.unit == q.item.unit and not op.item.mods}
    return all(op.item is not None and op.item.unit in rated and op.item.unit != q.item.unit
               and op.actor == q.entity for op in held)


def kind_modifier_of_contents(rate_item: Item, container: Item, sub: str) -> bool:
    """``6 shelves of mystery books`` beside ``each shelf had 9 books``: the ``of`` part ``mystery`` is a modifier
    of the shelves' books, not another substance; a plain rate of books (no modifier of its own) covers books of
    any kind, so the solver's substance guard does not read it as a second substance. A rate of a kind (``9
    picture books on each shelf``) beside shelves of mystery books still refuses there."""
    return not sub.startswith("unit.") and not rate_item.mods and f"of:{rate_item.unit}" in container.mods
