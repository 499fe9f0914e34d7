"""Some of someone's things went away by themselves (reader v13, ADR 0264).

    Mikey had 356 leaves. Some of her leaves blew away. Now she has 112 leaves left.
    How many of her leaves blew away?                                                    356 − 112

A departure word (pack role ``depart``: ``left``, ``quit``, and in v13 the motion verbs with ``away`` —
``blew away``, ``flew away``, ``ran away``, ``floated away`` … — each of which says the things are gone from
where they were) after a counted subject was read as a loss of the one holder of those things
(departures.py). The same loss is told of a part of someone's own things:

- ``Some|N of <his|her|Name's> <things> <depart>`` as a whole sentence: a loss of those things by their owner
  (``some``: an amount a later holding settles). The owner must already hold or have got such things (the
  part is of them); ``his``/``her`` is resolved as a pronoun (two people who agree refuse), a name must be one
  told before. Anything after the departure word (``blew away in the wind``), modifiers on the things
  (``some of her red leaves``: which of her leaves were red?) or another owner are not read (nothing
  consumed, and the sentence refuses as before).
- ``How many of <his|her|Name's> <things> <depart>?``: the owner's losses by that very departure word (an
  event question), as ``How many leaves did she lose?`` asks the losses by ``lose``.
"""
from __future__ import annotations

from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Context, Cursor, fmt, read_number
from domain.reader.refusals import Reason, ReaderRefusal

_COUNTED = ("hold", "gain")


def _owner(cur: Cursor, ctx: Context) -> str | None:
    """``his``/``her`` (a pronoun with one antecedent) or ``<Name>'s`` of an entity told before (consumed);
    None, nothing consumed, otherwise."""
    poss = cur.sense("fn:possessive")
    if poss is not None and poss.entry.gender in ("m", "f") and cur.words[cur.pos] in ("his", "her"):
        i = cur.pos
        cur.pos += 1
        return ctx.resolve_owner(poss.entry.gender, cur, i)
    tok = cur.tokens[cur.pos] if cur.pos < cur.end else None
    if tok is not None and cur.sense("poss", cur.pos + 1) is not None and tok.text in ctx.entities \
            and tok.text[:1].isupper():
        cur.pos += 2
        return tok.text
    return None


def _things(cur: Cursor, ctx: Context) -> Item | None:
    """A bare plural unit noun (no modifiers) at the cursor, consumed."""
    unit = cur.sense("unit")
    if unit is None or unit.length != 1 or cur.words[cur.pos] != unit.entry.plural:
        return None
    cur.pos += 1
    ctx.note_unit(unit.entry.id)
    return Item(unit=unit.entry.id)


def _departure(cur: Cursor):
    """The departure word ending the sentence (consumed), or None."""
    depart = cur.sense("fn:depart")
    if depart is None or cur.pos + depart.length != cur.end:
        return None
    cur.pos += depart.length
    return depart.entry


def take_gone_away(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """``Some|N of <owner's> <things> <depart>.`` as the whole sentence: the owner's loss (True, consumed);
    False and nothing consumed otherwise."""
    start = cur.pos
    if cur.pos != 0:
        return False
    value = None
    if cur.sense("fn:some") is not None:
        cur.pos += cur.sense("fn:some").length
    else:
        num = read_number(cur)
        if num is None or num[1]:
            cur.pos = start
            return False
        value = num[0]
    if not cur.take_word("of"):
        cur.pos = start
        return False
    owner = _owner(cur, ctx)
    item = _things(cur, ctx) if owner is not None else None
    depart = _departure(cur) if item is not None else None
    if depart is None or not any(op.kind in _COUNTED and op.actor == owner and op.item == item for op in ops):
        cur.pos = start
        return False
    amount = ctx.new_unknown() if value is None else fmt(value)
    ops.append(Op(kind="lose", lemma=depart.id, sentence=cur.sentence.index, actor=owner, item=item, amount=amount))
    return True


def parse_gone_question(cur: Cursor, ctx: Context) -> Question | None:
    """``How many of <owner's> <things> <depart>?`` → the owner's losses by that word, else None."""
    start = cur.pos
    known = dict(ctx.entities)
    if not (cur.take("fn:how") and cur.take_word("many") and cur.take_word("of")):
        cur.pos = start
        return None
    owner = _owner(cur, ctx)
    item = _things(cur, ctx) if owner is not None else None
    depart = _departure(cur) if item is not None else None
    if depart is None:
        cur.pos, ctx.entities = start, known
        return None
    if sum(1 for op in ctx.story if op.kind == "lose" and op.lemma == depart.id and op.item is not None
           and op.item.unit == item.unit) > 1:
        # v14 (ADR 0284): one pack entry holds several words (``flew away`` / ``ran away``), and an op keeps the
        # entry, not the word: with two such losses, which of them were told by the asked word is unknown
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "event_binding", sentence_index=cur.sentence.index,
                            frame="question.gone_away",
                            detail=f"two losses of {item.unit} by {depart.id}: which were told by the asked word?")
    return Question(kind="event", sentence=cur.sentence.index, entity=owner, item=item, lemma=depart.id)
