"""``For Halloween Debby and her sister combined the candy they received.`` (v9, ADR 0146): a pooled group.

    Debby and her sister combined the candy they received.     → the group G = Debby and her sister pools
    Debby had 32 pieces of candy while her sister had 42.      → what each brought into the pool (G gains 32, 42)
    If they ate 35 pieces the first night, how many pieces do they have left?   → G loses 35; G holds 39

A group (``A and B``, ``A and her sister``) that ``combined`` (pack role ``total``) ``the <things> they
<verb>`` / ``their <things>`` holds one pool from then on. The members' holdings of those things told
afterwards are what each put in: each becomes a gain of the group, and ``they`` is the group. Read only when:

- the combining sentence is exactly that clause (group, ``combined``, ``the``/``their`` + the things, an
  optional ``they`` + a pack gain verb), and it is the only combining of the story;
- the members' statements about the pooled things (the things or pieces of them) are one past holding per
  member (``Debby had 32``), each member told once, and no one else holds, gains or loses them before the
  group acts; after the holdings only the group acts on them (``they ate 35``);
- the question asks the group's total (``do they have left``); what one member holds after pooling is not
  said (persons.check_pooled).

Anything else is not read here: the combining sentence then refuses as before (no verb of the pack after the
subject), or a rule breaks and the reading refuses (``ambiguous_reference``, ``entity_group``).
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Op
from domain.reader.phrases import Context, Cursor, read_item
from domain.reader.refusals import Reason, ReaderRefusal

COMBINING = ("combined", "combine", "combines")
"""The ``total`` role forms that are verbs here (``together`` / ``in all`` are adverbs)."""


def parse_combining(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """Consume ``A and B combined the candy they received``; False (nothing consumed, context unchanged)."""
    from domain.reader.coordination import _members  # coordination imports phrases; kept local as persons.py does
    start, entities, subjects = cur.pos, dict(ctx.entities), list(ctx.subjects)
    members = _members(cur, ctx)
    ok = members is not None and len(set(members)) == len(members) and cur.peek_word() in COMBINING \
        and cur.sense("fn:total") is not None
    item = None
    if ok:
        cur.pos += 1
        ok = cur.take_word("the", "their") is not None
    if ok:
        item = read_item(cur, ctx)
        ok = item is not None
    if ok and cur.take_word("they"):
        verb = cur.sense("verb")
        ok = verb is not None and verb.entry.category == "positive"
        if ok:
            cur.pos += verb.length
    if not ok or not cur.at_end() or ctx.combined:
        cur.pos, ctx.entities, ctx.subjects = start, entities, subjects
        return False
    group = ctx.introduce(" and ".join(members), "p")
    ctx.combined = (group, tuple(members), item.unit)
    ctx.pooled = True
    ops.append(Op(kind="describe", lemma="fn.total", sentence=cur.sentence.index, actor=group, members=tuple(members)))
    return True


def combined_they(cur: Cursor, ctx: Context) -> str | None:
    """``they`` as a subject after a combining: the group."""
    if ctx.combined and cur.peek_word() == "they":
        cur.pos += 1
        return ctx.combined[0]
    return None


def settle_combined(ops: list[Op], ctx: Context, lex) -> list[Op]:
    """The members' holdings of the pooled things become the group's gains (see the module docstring)."""
    if not ctx.combined:
        return ops
    group, members, unit = ctx.combined

    def pooled(op: Op) -> bool:
        return op.item is not None and (op.item.unit == unit or f"of:{unit}" in op.item.mods
                                        or lex.kind_of(op.item.unit, unit))

    def refuse(op: Op, why: str) -> ReaderRefusal:
        return ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_group", sentence_index=op.sentence,
                             frame="statement.pooled", detail=f"after {group} combined their {unit}: {why}")

    out, told, group_acted = [], set(), False
    for op in ops:
        if op.kind == "describe" or not pooled(op):
            out.append(op)
            continue
        if op.actor == group and op.kind in ("gain", "lose"):
            group_acted = True
            out.append(op)
            continue
        if op.actor in members and op.kind == "hold" and not group_acted and op.actor not in told \
                and not op.place and not op.target and not op.source and not op.amount.startswith("?"):
            told.add(op.actor)
            out.append(msgspec.structs.replace(op, kind="gain", actor=group, past=False))
            continue
        raise refuse(op, f"{op.kind} of {op.actor or 'someone'} is not what one member put in")
    if told != set(members):
        raise refuse(ops[-1], "not every member's part is told")
    return out


def take_while_conjunction(cur: Cursor, ctx: Context, ops: list[Op], first: int) -> bool:
    """``Debby had 32 pieces of candy while her sister had 42``: ``while`` (pack role ``while``) between two
    clauses, the second with a subject of its own (a name, a pronoun or a possessive + noun) and a verb, is
    ``and``: the two facts hold side by side. ``while shopping`` / ``while on vacation`` (no subject) is not
    read here. A bare number ending the second clause (``her sister had 42``) counts the first clause's
    things, when the first clause counted one thing."""
    if cur.sense("fn:while") is None:
        return False
    i = cur.pos + 1
    if cur.sense("name", i) is not None or cur.sense("fn:pronoun", i) is not None:
        j = i + 1
    elif cur.sense("fn:possessive", i) is not None and any(
            s.cls in ("person", "place", "unit") for s in cur.senses(i + 1)):
        j = i + 2
    else:
        return False
    if cur.sense("verb", j) is None:
        return False
    cur.pos += 1
    items = {op.item for op in ops[first:] if op.item is not None}
    if len(items) == 1:
        ctx.gapped_item = (cur.sentence.index, items.pop())
    return True
