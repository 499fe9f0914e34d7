"""``A box has 100 paper clips. Dora used 37 paper clips. How many paper clips are left?`` (v19, ADR 0423): things
of the one container told, used by someone who holds none.

``A|An <container> has N <things>`` is read as a rate (what each such container holds, v6); with ``the <container>``
named later it is that one container's holding (one_container.py, ADR 0345). A story that goes on only with someone
using, eating or selling such things — someone never said to hold any — and asks ``How many <things> are left?``
has one place the things can have come from: the one container told. Read: the rate becomes the container's holding
(``the box``) and each such loss is taken from it; the answer is what the container has left.

Read exactly when
- the question is ``How many <things> are left?`` (solver ``sole``) with no place, time or holder;
- exactly one rate of such things is told, in a sentence that is exactly ``a|an <container> has|had|holds|held N
  <things>`` (one_container.py's test), of a counted container;
- the container is never counted, named in the plural, rated again, named as ``the <container>``, or asked about;
- every other operation on the asked things is a plain loss (no receiver, source, place, time, group, factor or
  agent) by a named doer who has no other operation on such things at all (holds, gets or gives none).
Refused as before: two boxes (``There are 3 boxes``), another holder of the things (``Dora has 20 paper clips``),
a doer who also got some (``Dora bought 10 paper clips``), a giving (``gave 37 to Tom``: taken from where?), a
time or place on the use, ``Each box has …`` (every box, how many?).

Guard (check_one_beside_holder): the same lone container told beside a holder told to hold, get or be given such
things (``A bag has 64 apples. Jack has 4 apples. Jack ate 4 apples. How many apples are left?``) is refused
(``ambiguous_reference``): left with Jack, or in the bag too? v18 answered Jack's 0, reading the bag's apples as a
rate of no bag.
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Op, Question
from domain.reader.refusals import Reason, ReaderRefusal

_HAS = ("has", "had", "holds", "held")


def _named(op: Op) -> tuple[str, ...]:
    return (op.actor, op.source, op.place, op.target, op.agent, *op.members)


def _lone_rate(ops: list[Op], question: Question, lex, story_words: list[tuple[int, list[str]]]) -> Op | None:
    """The one rate of the asked things, told as ``a|an <container> has N <things>`` of a container the story never
    counts, names in the plural, rates again, names as ``the <container>`` or asks about; None otherwise."""
    q = question
    if q.kind != "sole" or q.item is None or q.place or q.time or q.entity or q.members or q.item2 is not None:
        return None
    asked = q.item.unit
    rates = [op for op in ops if op.kind == "per" and _touches(op, asked)]
    if len(rates) != 1:
        return None
    rate = rates[0]
    if rate.actor or rate.item is None or rate.item.unit != asked or set(q.item.mods) - set(rate.item.mods) \
            or not rate.target.startswith("unit."):
        return None
    unit = lex.unit_by_id.get(rate.target)
    if unit is None or unit.family != "count":
        return None
    words = dict(story_words).get(rate.sentence, [])
    if len(words) < 5 or words[0] not in ("a", "an") or words[1] != unit.singular.lower() or words[2] not in _HAS:
        return None
    the = "the " + unit.singular.lower()
    plural = unit.plural.lower()
    if any(plural in ws for _, ws in story_words):
        return None
    for op in ops:
        if op is rate:
            continue
        if (op.item is not None and (op.item.unit == unit.id or any(m.endswith(unit.id) for m in op.item.mods))) \
                or op.target == unit.id or the in _named(op):
            return None
    if the in (q.entity, q.other, q.place, q.source, *q.members):
        return None
    return rate


def _touches(op: Op, asked: str) -> bool:
    return op.item is not None and (op.item.unit == asked or any(m.endswith(asked) for m in op.item.mods))


def check_one_beside_holder(ops: list[Op], question: Question, lex, story_words: list[tuple[int, list[str]]]) -> None:
    """Refuse ``How many <things> are left?`` when the one container told (``A bag has 64 apples.``) stands beside a
    holder told to hold or get such things (``Jack has 4 apples. Jack ate 4 apples.``): left with Jack, or in the
    bag too? (v18 answered Jack's 0, reading the bag's apples as a rate of no bag.)"""
    rate = _lone_rate(ops, question, lex, story_words)
    if rate is None:
        return
    for op in ops:
        if op is not rate and op.kind in ("hold", "gain", "transfer") and _touches(op, question.item.unit):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=question.sentence,
                                frame="question.left",
                                detail="'how many are left' beside one container told and another holder of them")


def settle_used_from_one(ops: list[Op], question: Question, lex,
                         story_words: list[tuple[int, list[str]]]) -> list[Op]:
    """The rate turned into the one container's holding and its things' users' losses taken from it (module doc);
    else ``ops`` unchanged."""
    rate = _lone_rate(ops, question, lex, story_words)
    if rate is None:
        return ops
    asked = question.item.unit
    the = "the " + lex.unit_by_id[rate.target].singular.lower()
    uses = [op for op in ops if op is not rate and _touches(op, asked)]
    if not uses:
        return ops
    for op in uses:
        if op.kind != "lose" or op.item.unit != asked or not op.actor or op.actor[:1] in ("?", "@") \
                or op.actor == the or op.target or op.source or op.place or op.agent or op.members or op.groups \
                or op.factor or op.event or op.time or op.amount[:1] in ("?", "") or op.amount == "all":
            return ops
        if set(op.item.mods) - set(rate.item.mods):
            return ops  # "used 37 red paper clips": a kind the box is not said to hold
    users = {op.actor for op in uses}
    for op in ops:
        if op.kind != "describe" and not any(op is u for u in uses) and op is not rate and (
                op.actor in users or op.target in users or op.source in users or set(op.members) & users) \
                and op.item is not None and (op.item.unit == asked or lex.kind_of(op.item.unit, asked)
                                             or lex.kind_of(asked, op.item.unit)):
            return ops
    out = []
    for op in ops:
        if op is rate:
            out.append(msgspec.structs.replace(op, kind="hold", actor=the, target=""))
        elif any(op is u for u in uses):
            out.append(msgspec.structs.replace(op, actor=the))
        else:
            out.append(op)
    return out
