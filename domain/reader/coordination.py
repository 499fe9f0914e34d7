"""Coordinated subjects that hold things (v6): ``He and his cousin together have a total of 5816 points``.

A group's holding is one equation over its members' holdings (the sum), never a split: how much each
member holds is known only when the text fixes it elsewhere (``Paul scored 3103 points``), so a question
about one member is answered from the equation or refused (``unknown_quantity``). ``A and B have 12
apples each`` states each member's holding. ``A and B have 12 apples`` (no together / in all / a total
of / each) could be either, and refuses.
"""
from __future__ import annotations

from domain.reader.amounts import read_quantity_list
from domain.reader.circumstances import Circumstances, read_circumstances, skip_circumstance_words, unparsed
from domain.reader.graph import Op
from domain.reader.phrases import Context, Cursor, fmt, noun_run, read_entity, read_item
from domain.reader.refusals import Reason


def take_total_of(cur: Cursor) -> bool:
    """``a total of 7422 customers``: the amount itself (the words only stress that it is the whole)."""
    if cur.words[cur.pos:cur.pos + 3] == ["a", "total", "of"]:
        cur.pos += 3
        return True
    return False


def read_unknown_amount(cur: Cursor, ctx: Context) -> list | None:
    """``some noodles`` / ``Pokemon cards`` after a holding verb: a holding of an unknown amount,
    ``[(None, item)]`` like a quantity list; None when it is neither ``some <thing>`` nor a plural thing
    (a ``some`` read stays read, as the callers refuse then)."""
    some = cur.take("fn:some") is not None
    got = noun_run(cur, cur.pos, ("unit",))
    if got is not None and (some or got[1].form == "pl"):
        item = read_item(cur, ctx)
        if item is not None:
            return [(None, item)]
    return None


def no_list_here(cur: Cursor) -> bool:
    """speed (ADR 0460): True only where ``_members`` surely reads no list: ``read_entity`` here reads a plain
    capitalised name (no title, no ``'s`` after it) or ``he``/``she`` — one token, if anything — and the token after
    it is neither ``,`` nor ``and``, so ``_members`` returns None, and ``parse_group_holding`` and ``group_actor``
    put back the cursor and the entities and return False / None. What the read of the name or pronoun does
    besides (a pronoun's gender noted: a ``setdefault``; a pronoun choice recorded; a refusal raised) is what
    ``read_entity`` does again at the same place from the same state when the clause reads its subject
    (clauses.parse_clause, the one caller that skips them on this test: every path after them reads it there
    first)."""
    p = cur.pos
    here = cur.here()
    if "fn:title" in here or cur.sense("poss", p + 1) is not None:
        return False
    word = cur.words[p] if p < cur.end else ""
    if "name" in here and cur.tokens[p].text[:1].isupper():
        if word == "the":
            return False  # "The town of …" may be read by place_of_names before the subject: left as it was
    else:
        pron = here.get("fn:pronoun")
        if pron is None or pron.entry.gender not in ("m", "f") or word not in ("he", "she"):
            return False
    p += 1  # a ``punct:,`` sense is only ever a "," token's (whose word is ","): the word test is enough
    return p >= cur.end or cur.words[p] not in (",", "and")


def _members(cur: Cursor, ctx: Context) -> list[str] | None:
    """``Greg and Sharon`` / ``He and his cousin`` / ``Tom, Ann and Sue``: a list closed by ``and``."""
    first = read_entity(cur, ctx)
    if first is None:
        return None
    members = [first]
    while True:
        save = cur.pos
        comma = cur.take("punct:,") is not None
        conj = cur.take_word("and") is not None
        if not (comma or conj):
            break
        nxt = read_entity(cur, ctx)
        if nxt is None:
            cur.pos = save
            break
        members.append(nxt)
        if conj:
            return members
    return None


def parse_group_holding(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """A clause whose subject lists several holders and whose verb states a holding (category observe).
    Anything else leaves the cursor and the context as they were (the clause is read, or refused, as
    before)."""
    start, entities, subjects = cur.pos, dict(ctx.entities), list(ctx.subjects)
    return group_holding(cur, ctx, ops, _members(cur, ctx), (start, entities, subjects))


def group_holding(cur: Cursor, ctx: Context, ops: list[Op], members: list[str] | None, saved: tuple,
                  together: bool = False) -> bool:
    """The holding clause after its subject's ``members`` (read already: ``saved`` is the cursor position,
    entities and subjects to put back when it is no holding); ``together`` when the subject said it
    (``Together they have …``, they_totals.py)."""
    start, entities, subjects = saved
    ahead = 1 if cur.peek_word() in ("together", "each") else 0  # "together have" / "each have"
    verb = cur.sense("verb", cur.pos + ahead)
    if members is None or verb is None or verb.entry.category != "observe":
        cur.pos, ctx.entities, ctx.subjects = start, entities, subjects
        return False
    si = cur.sentence.index
    if len(set(members)) != len(members):
        raise unparsed(cur, "statement.subject", "a holder listed twice in one subject", Reason.AMBIGUOUS_REFERENCE,
                       "entity_group")
    together = cur.take("fn:total") is not None or together  # "He and his cousin together have …"
    each = cur.take("fn:each") is not None  # "Tom and Sam each have 4 apples"
    cur.pos += verb.length
    skip_circumstance_words(cur)
    together = cur.take("fn:total") is not None or together
    together = take_total_of(cur) or together
    qs = read_quantity_list(cur, ctx)
    if qs is None and not together:
        # "Greg and Sharon own cornfields": an unknown amount — together or each, nothing is fixed either way
        qs = read_unknown_amount(cur, ctx)
    if qs is None or len(qs) != 1:
        raise unparsed(cur, "statement.possession", "a group holding needs one quantity")
    value, item = qs[0]
    if value is None:
        _finish_group(cur, ctx)
        _note_members(ctx, members)
        ops.append(Op(kind="hold_sum", lemma=verb.entry.id, sentence=si, item=item, amount=ctx.new_unknown(),
                      members=tuple(members)))
        return True
    together = cur.take("fn:total") is not None or together
    each = cur.take("fn:each") is not None or each
    _finish_group(cur, ctx)
    if together == each:
        # "Tom and Sam have 12 apples": together or each? (and "together … each" says both)
        raise unparsed(cur, "statement.possession", "a group holding that says neither (or both) of 'together' and 'each'",
                       Reason.AMBIGUOUS_REFERENCE, "entity_group")
    _note_members(ctx, members)
    if each:
        for who in members:
            ops.append(Op(kind="hold", lemma=verb.entry.id, sentence=si, actor=who, item=item, amount=fmt(value)))
        return True
    ops.append(Op(kind="hold_sum", lemma=verb.entry.id, sentence=si, item=item, amount=fmt(value),
                  members=tuple(members)))
    return True


def _finish_group(cur: Cursor, ctx: Context) -> None:
    skip_circumstance_words(cur)
    circ = Circumstances()
    read_circumstances(cur, ctx, circ)
    if circ.to or circ.source or circ.with_ or circ.place or circ.bare:
        raise unparsed(cur, "statement.possession", "a group holding with a to/from/with phrase or a place")
    if not cur.at_end():
        raise unparsed(cur, "statement.connector", "words left after a group holding")


def _note_members(ctx: Context, members: list[str]) -> None:
    ctx.coordinated.append(tuple(members))
    for who in members:
        if who not in ctx.subjects:
            ctx.subjects.append(who)


def group_actor(cur: Cursor, ctx: Context, ops: list[Op]) -> str | None:
    """``Mason and his friends drank 2 bottles``: a listed subject of an action is one holder, the group
    (plural): its events are the group's, never any one member's, so a question about one member refuses
    (solver: ``group_members``) and ``did they drink`` sums the events as for any subject. Only an
    action verb (not a holding: ``parse_group_holding``) right after the list is read."""
    start, entities = cur.pos, dict(ctx.entities)
    members = _members(cur, ctx)
    verb = cur.sense("verb")
    if members is None or verb is None or verb.entry.category == "observe" or len(set(members)) != len(members):
        cur.pos, ctx.entities = start, entities
        return None
    group = ctx.introduce(" and ".join(members), "p")
    # who is in the group is recorded (it moves nothing): the solver refuses a question about a member
    # of a group that acted on the asked things (the member's share of the group's action is unknown)
    ops.append(Op(kind="describe", lemma="fn.and", sentence=cur.sentence.index, actor=group, members=tuple(members)))
    return group
