"""``put the ones they still had onto shelves`` (v9, ADR 0146): the pool of a partition named by a relative.

``the ones <pronoun> [still] had [left]`` says what ``the rest`` says — the holder's whole current holding
of the one thing in play — when the pronoun is the partition's own subject. Read only as a partition's
pool (partitions.read_pool), and only when:

- the pronoun resolves to that subject (``they`` by the reader's usual ``they``, ``he``/``she`` by
  agreement): ``the ones she still had`` after ``Tom put …`` is someone else's holding and not read;
- the verb is ``had``/``has``/``have`` read as the pack's holding verb (category ``observe``): ``the ones
  they sold`` is another set and is not read;
- ``ones`` has no modifier before it (``the old ones they had`` is a kind, not the rest).

Anything else leaves the cursor where it was and the pool is read (or refused) as before.

Red team 17 (ADR 0151): after a part put into containers (``She put 13 cards into one box. She put the ones
she still had into 8 piles.``) the pool is unclear. A partition moves nothing (partitions.py), so she still
has all 48, and the reader took all 48 (6 per pile). But the writer may mean the 35 not yet put away, which is
what ``the rest`` means there (set_aside.py). ``refuse_after_part`` refuses that case.
"""
from __future__ import annotations

from domain.reader.graph import Item, Op
from domain.reader.phrases import Context, Cursor
from domain.reader.refusals import Reason, ReaderRefusal

_HAVE = ("has", "have", "had")


def take_held_ones(cur: Cursor, ctx: Context, subject: str) -> bool:
    """Consume ``the ones they still had`` when it names the subject's own holding; False otherwise."""
    start = cur.pos
    if cur.peek_word() != "the" or cur.sense("fn:ones", cur.pos + 1) is None:
        return False
    at = cur.pos + 2
    word = cur.words[at] if at < cur.end else ""
    probe = Cursor(cur.lex, cur.sentence, at, cur.end)
    try:
        if word == "they":
            owner = ctx.resolve_they(probe)
        elif word in ("he", "she"):
            owner = ctx.resolve_pronoun(cur.sense("fn:pronoun", at).entry.gender, cur, at)
        else:
            return False
    except ReaderRefusal:
        return False
    if owner != subject:
        return False
    cur.pos = at + 1
    cur.take_word("still")
    verb = cur.sense("verb")
    if verb is None or verb.entry.category != "observe" or cur.peek_word() not in _HAVE:
        cur.pos = start
        return False
    cur.pos += 1
    cur.take_word("left")
    return True


def refuse_after_part(ops: list[Op], subject: str, item: Item, sentence: int) -> None:
    """``the ones she still had`` as a pool after the subject put a counted part of those things into
    containers: all of them or the ones not yet put away? Refuses."""
    for op in ops:
        if op.kind == "partition" and op.actor == subject and op.amount != "all" and op.item is not None \
                and op.item.unit == item.unit:
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=sentence,
                                frame="statement.held_ones_after_part",
                                detail=f"'the ones … still had' after {op.amount} {op.item.unit} were put into "
                                       f"{op.target}: all of them or the others?")
