"""Things each of one kind or the other (v12, ADR 0231): ``Each of farmer Cunningham's 6048 lambs is either black or
white. There are 193 white ones. How many of Farmer Cunningham's lambs are black?`` (6048 − 193 = 5855).

Three forms, each general English:

- ``Each of <owner>'s N <things> is|are either <kind> or <other kind>.`` states the owner's N things and says
  that every one of them is of exactly one of the two kinds (pack modifiers): the split is not told yet. The
  owner is a name, optionally after a person noun (``farmer Cunningham``: the farmer is Cunningham, one person).
- ``There are|were K <kind> ones|<things>.`` right after it (the next sentence) tells the split: K of the owner's
  things are of that kind, the others of the other kind — a ``classify`` of the owner's things, as ``K are
  white and the rest are black`` is. A there-sentence naming one of the two kinds later in the story (another
  sentence between) refuses: the owner's, or others?; one naming another kind keeps its own reading (things
  somewhere, nobody's: ``There are 9 brown ones`` cannot be the owner's).
- ``How many of <owner>'s <things> are|were <kind>?`` asks the owner's holding of that kind (``How many <kind>
  <things> does <owner> have?``).

A kind that is neither of the two (``There are 193 brown ones``), the same kind twice (``either black or
black``), or anything more in the sentences is not read (the sentence then refuses as before).
"""
from __future__ import annotations

from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Context, Cursor, fmt, read_number, rewinder
from domain.reader.refusals import Reason, ReaderRefusal

_BE = ("is", "are", "was", "were")


def _owner(cur: Cursor, ctx: Context) -> str | None:
    """``[farmer] Cunningham's`` → the person ``Cunningham`` (the possessive consumed), else None."""
    start = cur.pos
    person = cur.sense("person")
    if person is not None and cur.sense("name", cur.pos + person.length) is not None:
        cur.pos += person.length
    tok = cur.tokens[cur.pos] if cur.pos < cur.end else None
    if tok is None or cur.sense("name") is None or not tok.text[:1].isupper() or cur.sense("poss", cur.pos + 1) is None:
        cur.pos = start
        return None
    name = tok.text
    cur.pos += 2
    s = cur.sense("name", cur.pos - 2)
    gender = s.entry.gender if s is not None and s.entry is not None else "x"
    return ctx.introduce(name, gender) if name not in ctx.entities else name


def _things(cur: Cursor, ctx: Context):
    """A bare plural unit noun (no modifiers) at the cursor."""
    unit = cur.sense("unit")
    if unit is None or unit.length != 1 or cur.words[cur.pos] != unit.entry.plural:
        return None
    cur.pos += 1
    ctx.note_unit(unit.entry.id)
    return unit.entry


def _kind(cur: Cursor) -> str | None:
    mod = cur.sense("modifier")
    if mod is None or cur.sense("verb") is not None or cur.sense("unit") is not None:
        return None
    cur.pos += mod.length
    return cur.lex.literal(mod.entry.id)


def parse_either(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """``Each of <owner>'s N <things> is either <kind> or <other kind>.`` (whole sentence), or False."""
    start = cur.pos
    undo = rewinder(cur, ctx)

    if not (cur.take("fn:each") and cur.take_word("of")):
        return undo()
    owner = _owner(cur, ctx)
    got = read_number(cur) if owner is not None and (cur.sense("num") or cur.sense("number")) else None
    if got is None or got[1]:
        return undo()
    unit = _things(cur, ctx)
    if unit is None or not cur.take_word(*_BE) or cur.peek_word() != "either" or not cur.take("fn:either"):
        return undo()
    first = _kind(cur)
    if first is None or cur.peek_word() != "or" or not cur.take("fn:either"):
        return undo()
    second = _kind(cur)
    if second is None or second == first or cur.pos != cur.end:
        return undo()
    ops.append(Op(kind="hold", lemma="fn.either", sentence=cur.sentence.index, actor=owner,
                  item=Item(unit=unit.id), amount=fmt(got[0])))
    ctx.either = (cur.sentence.index, unit.id, first, second)
    return True


def parse_either_count(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """``There are K <kind> ones|<things>.`` right after the either sentence: its split (whole sentence), or False."""
    told = ctx.either
    if told is None:
        return False
    at, unit, first, second = told
    start = cur.pos
    if not (cur.take("fn:there") and cur.take_word(*_BE)):
        cur.pos = start
        return False
    got = read_number(cur) if cur.sense("num") or cur.sense("number") else None
    kind = _kind(cur) if got is not None and not got[1] else None
    if kind not in (first, second):
        cur.pos = start
        return False
    if cur.take("fn:ones") is None:
        things = cur.sense("unit")
        if things is None or things.entry.id != unit or cur.words[cur.pos] != things.entry.plural:
            cur.pos = start
            return False
        cur.pos += 1
    if cur.pos != cur.end:
        cur.pos = start
        return False
    if at != cur.sentence.index - 1:
        # "Each of Tom's 40 lambs is either black or white. Ann had 3 lambs. There are 9 white ones.": Tom's
        # white ones, or others?
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=cur.sentence.index,
                            frame="statement.either",
                            detail="a count of one of the two kinds, not right after the things were told")
    other = second if kind == first else first
    ops.append(Op(kind="classify", lemma=kind, sentence=cur.sentence.index, actor="", item=Item(unit=unit),
                  amount=fmt(got[0]), target=other))
    return True


def parse_part_question(cur: Cursor, ctx: Context) -> Question | None:
    """``How many of <owner>'s <things> are <kind>?`` → the owner's holding of that kind, else None."""
    start = cur.pos
    if not (cur.take("fn:how") and cur.take_word("many") and cur.take_word("of")):
        cur.pos = start
        return None
    known = dict(ctx.entities)
    if cur.peek_word() == "the":
        return _the_part_question(cur, ctx, start)
    owner = _owner(cur, ctx)
    if owner is None or owner not in known:
        cur.pos, ctx.entities = start, known
        return None
    unit = _things(cur, ctx)
    kind = _kind(cur) if unit is not None and cur.take_word(*_BE) else None
    if kind is None or cur.pos != cur.end:
        cur.pos, ctx.entities = start, known
        return None
    return Question(kind="holding", sentence=cur.sentence.index, entity=owner,
                    item=Item(unit=unit.id, mods=(kind,)))


def _the_part_question(cur: Cursor, ctx: Context, start: int) -> Question | None:
    """``How many of the <things> are|were <kind>?`` (v13, ADR 0261): the things the story split into that kind and
    the rest, held by one holder and by nothing else: that holder's holding of the kind, as ``How many <kind>
    <things> did <holder> have?``. Read only when every mention of the things is a holding by that one holder (no
    gain, loss or move: ``were`` then could ask about before or after) or a split of them that names the kind.
    Else None (nothing consumed): the question is read as before."""
    known = dict(ctx.entities)
    cur.pos += 1
    unit = _things(cur, ctx)
    kind = _kind(cur) if unit is not None and cur.take_word(*_BE) else None
    if kind is None or cur.pos != cur.end:
        cur.pos, ctx.entities = start, known
        return None
    mentions = [op for op in ctx.story if op.item is not None and op.item.unit == unit.id]
    holds = [op for op in mentions if op.kind == "hold"]
    splits = [op for op in mentions if op.kind == "classify"]
    holders = {op.actor for op in holds}
    if len(holders) != 1 or not next(iter(holders)) or len(holds) + len(splits) != len(mentions) \
            or any(op.item.mods for op in holds) or not any(kind in (op.lemma, op.target) for op in splits):
        cur.pos, ctx.entities = start, known
        return None
    return Question(kind="holding", sentence=cur.sentence.index, entity=next(iter(holders)),
                    item=Item(unit=unit.id, mods=(kind,)))
