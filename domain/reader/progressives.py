"""Progressive scenes that carry a content rate (reader v8, ADR 0103).

    Luke was organizing his baseball cards in a binder with 3 on each page.
        → describe (the scene) + 3 cards per page
    Maria was making bags of cookies with 5 cookies in each bag.
        → describe (the scene) + 5 cookies per bag

A scene sentence (a pack descriptive rule of the ``<be> <activity>`` kind, ADR 0091) moves nothing and
states no number; the parser therefore refuses any sentence with a number before a rule is tried. Yet
the corpora set a task with a scene whose trailing ``with N [things] in/on/at each <container>`` is the
one fact the question needs: how many go into one container. This module splits such a sentence at its
last ``with``: the part before must be a progressive scene by a pack rule (nothing else about it is
read), the part after must be exactly the rate. The scene is kept as a ``describe`` step, so all the
scene guards (scenes.py) still apply to it; the rate is the same ``per`` operation ``Each page holds 3
cards`` gives.

Why the shape is narrow:

- only the be + activity rules (``was organizing``, ``were making``) — a scene verb (``went``,
  ``started``) with a ``with`` phrase is something else (``went to the store with 3 friends``);
- ``with 3 on each page`` (no thing named) is a rate of the scene's own thing: the first unit the scene
  names, i.e. the object of the activity (``his baseball cards``). When that is the container itself
  (``making bags with 5 in each bag``: 5 of what?) the sentence refuses;
- a named thing carries no modifier (``with 4 red apples in each box`` beside green ones: do those go in
  too?), the rate is a positive number of things (not money), and the container is a unit noun;
- the rate is the sentence's last words (``with 3 on each page for his friend`` is not read);
- the rate belongs to the scene's own containers: anyone holding such containers later refuses
  (rates.check_with_each_scope), so ``She had 7 bags of cookies`` is not multiplied by it;
- a group's scene (``Carol and her mom were packing …``) refuses a container-count question: a member's
  holding is not the whole pool the group packs.
- (red9, ADR 0118) the activity's object is the rate's thing or its container (``making boxes of cookies with
  3 cookies in each bag`` refuses: bags inside the boxes, or other ones?), and a container-count question
  using the rate is about the scene's own subject, whose things nobody else holds (``Tom was making bags … Anne
  had 12 cookies. How many bags …?`` refuses: how Anne fills bags is not said).

The scene guard on a past holding of a unit the scene names (``Sam was eating his apples. He had 5
apples. How many does he have now?``) stays, except when the question counts the containers of this
sentence's own rate (``how many pages would he use?``): the holding is then the pool the activity puts
into those containers, which is what the question divides (scenes.py asks ``rated_scene_sentences``).
"""
from __future__ import annotations

from domain.reader.each_one import one_container, take_each_one
from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Context, Cursor, fmt, read_item, read_number
from domain.reader.refusals import Reason, ReaderRefusal
from domain.reader.scene_kinds import scene_container

PROGRESSIVE_RULES = frozenset({"desc.activity", "desc.activity_pp", "desc.activity_thing", "desc.activity_where",
                               "desc.activity_at_place", "desc.activity_place", "desc.activity_event",
                               "desc.activity_of"})
"""Descriptive rules of the ``<entity> <be> <activity> …`` shape: the only scenes a rate may close."""

RATE_PREPOSITIONS = ("in", "on", "at", "inside")


def parse_rated_scene(cur: Cursor, ctx: Context, ops: list[Op], describe) -> bool:
    """``<progressive scene> with N [things] in/on/at each <container>``: a describe step and a per-container
    rate. ``describe`` is the parser's rule matcher. False, with nothing read, when the sentence is not this
    form."""
    withs = [i for i in range(3, cur.end - 3) if cur.words[i] == "with"]
    if not withs:
        return False
    at = withs[-1]
    tail = Cursor(cur.lex, cur.sentence, at + 1, cur.end)
    scratch = Context()
    num = read_number(tail)
    if num is None or num[1] or num[0] <= 0:
        return False
    named = read_item(tail, scratch)
    if named is not None and named.mods:
        return False  # "with 4 red apples in each box": and the green ones? (a kind, not the scene's thing)
    if not (tail.take_word(*RATE_PREPOSITIONS) and tail.take("fn:each")):
        return False
    one = take_each_one(tail)  # v11: "with 8 flowers in each one" (each_one.py)
    container = None if one else read_item(tail, scratch, note=False)
    if not one and (container is None or not tail.at_end()):
        return False
    groups = len(ctx.named_groups)
    scene = scene_head(cur, at, ctx, describe)
    if scene is None:
        return False
    head, desc = scene
    scene_units = _units_in_order(head)
    if one:
        container = one_container(scene_units, named)
        if container is None:
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "unit_binding", sentence_index=cur.sentence.index,
                                token_index=at, token_text="with", frame="statement.rate",
                                detail="'in each one': no object of the scene other than the rate's thing")
    written = container
    container = scene_container(cur.lex, scene_units, container)  # v9: "making baggies … in each bag" (ADR 0141)
    if named is None:
        if not scene_units or scene_units[0] == container.unit:
            # "making bags with 5 in each bag": 5 of what? the scene names no other thing first
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "unit_binding", sentence_index=cur.sentence.index,
                                token_index=at, token_text="with", frame="statement.rate",
                                detail="a rate inside a scene without a thing, and the scene names no thing "
                                       "but its containers")
        named = Item(unit=scene_units[0])
    if scene_units and scene_units[0] not in (named.unit, container.unit):
        # red9: "making boxes of cookies with 3 cookies in each bag": the scene fills boxes, the rate counts
        # bags — are the bags inside the boxes, or other containers? The activity's object must be the rate's
        # thing ("organizing his cards … 3 on each page") or its container ("making bags … in each bag").
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "unit_binding", sentence_index=cur.sentence.index,
                            token_index=at, token_text="with", frame="statement.rate",
                            detail=f"a scene about {scene_units[0]} and a rate of {named.unit} per "
                                   f"{container.unit}")
    if named.unit == container.unit:
        raise ReaderRefusal(Reason.UNPARSED_SENTENCE, "frame.statement", sentence_index=cur.sentence.index,
                            token_index=at, token_text="with", frame="statement.rate",
                            detail="a rate of a thing per the same thing")
    for unit in scratch.units_seen:
        ctx.note_unit(unit)
    ops.append(desc)
    ops.append(Op(kind="per", lemma="fn.each", sentence=cur.sentence.index, item=named, amount=fmt(num[0]),
                  target=container.unit))
    ctx.with_each.append((cur.sentence.index, container))  # containers anyone holds later: not said to be these
    if written is not container:
        ctx.with_each.append((cur.sentence.index, written))  # v9: nor are the general ones ("3 bags" after baggies)
    if len(ctx.named_groups) > groups:
        ctx.rated_group_scenes.add(cur.sentence.index)
    ctx.rated_scenes.add(cur.sentence.index)
    ctx.rated_scene_actors[cur.sentence.index] = ctx.scene_subject
    return True


def scene_head(cur: Cursor, at: int, ctx: Context, describe):
    """(head cursor, description) of a progressive scene told before token ``at`` (``Olivia was making baggies
    of cookies`` before ``with 9 …``; ``describe`` is the parser's rule matcher), else None with the entities and
    units the attempt noted taken back."""
    head = Cursor(cur.lex, cur.sentence, 0, at)
    snapshot, seen = dict(ctx.entities), len(ctx.units_seen)
    ctx.scene_subject = ""
    desc = describe(head, ctx, cur.lex)
    if desc is None:
        return None
    if desc.lemma not in PROGRESSIVE_RULES:
        ctx.entities = snapshot
        del ctx.units_seen[seen:]
        return None
    return head, desc


def _units_in_order(head: Cursor) -> list[str]:
    """The count and measure units the scene's words after its activity name, first to last (the activity's
    object first; ``The farmer was packing apples …``: not the farmer)."""
    found: list[str] = []
    start = next((i for i in range(head.end) if any(s.cls == "activity" for s in head.senses(i))), head.end)
    for i in range(start + 1, head.end):
        for sense in head.senses(i):
            if sense.cls == "unit" and sense.entry.family != "money" and sense.entry.id not in found:
                found.append(sense.entry.id)
                break
    return found


def rated_scene_sentences(ops: list[Op], question: Question, ctx: Context) -> set[int]:
    """The scene sentences whose own rate is per the containers a ``rate_groups`` question counts.

    A group's scene (``Carol and her mom were packing apples in boxes with 4 in each box``) refuses: the
    group fills the boxes together, and a holding of one member (``Carol had 12 apples``) is not all of
    the pool, whether the question asks about ``they`` or about ``Carol``."""
    if question.kind != "rate_groups":
        return set()
    own = {op.sentence for op in ops
           if op.kind == "per" and op.sentence in ctx.rated_scenes and op.target == question.other}
    actors = {ctx.rated_scene_actors.get(i, "") for i in own}
    things = {op.item.unit for op in ops if op.kind == "per" and op.sentence in own and op.item is not None}
    holders = {op.actor for op in ops if op.kind not in ("per", "describe") and op.actor
               and op.item is not None and op.item.unit in things}
    if own and not question.entity and holders - actors:
        # red9: "… Anne had 12 cookies. How many bags are needed?": Tom's way of filling bags, Anne's cookies
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=question.sentence,
                            frame="question.rate",
                            detail=f"the scene's rate of {question.other} is {', '.join(sorted(actors))}'s, "
                                   f"the things are held by {', '.join(sorted(holders - actors))}")
    if own and question.entity and actors != {question.entity}:
        # red9: "Tom was making bags of cookies with 3 cookies in each bag. Anne had 12 cookies. How many bags
        # could Anne make?": the rate is how Tom fills his bags; whether Anne fills hers alike is not said
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=question.sentence,
                            frame="question.rate",
                            detail=f"the scene's rate of {question.other} is {', '.join(sorted(actors))}'s, "
                                   f"the question asks about {question.entity}")
    if own & ctx.rated_group_scenes:
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_group", sentence_index=question.sentence,
                            frame="question.rate",
                            detail=f"a group's scene rates the {question.other}: whose things fill them is not said")
    return own
