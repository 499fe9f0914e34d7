"""Deletions from and additions to the one place that holds the actor's things (v9, ADR 0142):

    Paige had 8 songs on her mp3 player. If she deleted 5 old songs from it and then added 30 new songs,
    how many songs does she have on her mp3 player?                                          8 − 5 + 30

Three readings, all tied to a place the story already named as where the actor's things of that unit are:

- ``deleted 5 songs from it`` / ``from her mp3 player``: a loss verb's ``from`` phrase that names that
  place is where the loss happened (the actor's own songs left the player), not a source holder. The
  place must be the actor's own (``her mp3 player``, not ``the basket``, which may hold others' things:
  v5 keeps ``ate 3 apples from the basket`` refused), and ``it`` must be the one neuter thing the story
  has named; any other place, a second place holding the actor's songs, or someone else acting at the
  place leaves the ``from`` unread (and the sentence refuses as before).
- ``added 30 new songs`` with no place (a verb of the pack role ``arrival``): added where? To the one place
  the actor's songs were said to be, when every stated holding of that unit by the actor is there, the
  holding was told before the addition, and nobody else acts at the place. Two places, a holding with no
  place, or another actor there: the gain keeps no place and a question about the place refuses as before.
  An addition by someone who held nothing, after another holder's things were said to be at a place
  (``Tom added 5 songs``), refuses: to her player, or his own?
- ``put 2 more in the bin`` where the same actor's books are (settle_more_put): more books there, a gain at
  the bin, as ages.py reads ``put 21 new ones in the bin``; without ``more`` it stays a move and refuses.

``old``/``new`` stay what ages.py makes of them (kinds of the same songs).
"""
from __future__ import annotations

import msgspec

from domain.reader.circumstances import read_place
from domain.reader.graph import Item, Op
from domain.reader.refusals import Reason, ReaderRefusal


def _related(lex, a: str, b: str) -> bool:
    return a == b or lex.kind_of(a, b) or lex.kind_of(b, a)


def own_place(ops: list[Op], actor: str, unit: str, lex, before: int | None = None) -> str:
    """The one place where ``actor``'s stated holdings of ``unit`` are, when nobody else acts there; else ""."""
    scope = ops if before is None else ops[:before]
    holds = [o for o in scope if o.kind == "hold" and o.actor == actor and o.item is not None
             and _related(lex, o.item.unit, unit)]
    places = {o.place for o in holds}
    if len(places) != 1 or "" in places:
        return ""
    place = places.pop()
    for o in ops:
        if place in (o.actor, o.target, o.source, o.agent) or (o.place == place and o.actor != actor):
            return ""  # the place acts or is acted on, or someone else's things are there
    return place


def take_from_own_place(cur, ctx, ops: list[Op], subject: str, item: Item | None) -> str:
    """After a loss verb's object: ``from it`` / ``from her mp3 player`` naming the subject's one place for
    the item's unit. Returns that place with the phrase consumed, or "" with the cursor unchanged."""
    if item is None or cur.peek_word() != "from":
        return ""
    place = own_place(ops, subject, item.unit, cur.lex)
    if not place.startswith(f"{subject}'s "):
        # v5: "Tom had 20 apples in the basket. He ate 3 apples from the basket.": the basket may hold
        # other apples than Tom's; only his own player, drive or phone holds nothing but his things
        return ""
    start = cur.pos
    cur.pos += 1
    if cur.peek_word() == "it":
        things = [e for e, g in ctx.entities.items() if g == "n"]
        if things == [place]:
            cur.pos += 1
            return place
    else:
        got = read_place(cur, ctx)
        if got == place:
            return place
    cur.pos = start
    return ""


def settle_added_at_place(ops: list[Op], lex) -> list[Op]:
    """``added 30 new songs`` (arrival verb, no place, source or target) after the actor's songs were said
    to be on one place: the gain is there."""
    out: list[Op] = []
    for n, op in enumerate(ops):
        if (op.kind == "gain" and op.lemma in lex.arrival_verbs and op.item is not None and not op.place
                and not op.source and not op.target and not op.agent and op.actor):
            place = own_place(ops, op.actor, op.item.unit, lex, before=n)
            later = own_place(ops, op.actor, op.item.unit, lex)
            if place and later == place:
                op = msgspec.structs.replace(op, place=place)
            elif not any(o.kind == "hold" and o.actor == op.actor for o in ops[:n]) and any(
                    o.kind == "hold" and o.place and o.actor != op.actor and o.item is not None
                    and _related(lex, o.item.unit, op.item.unit) for o in ops[:n]):
                # "Paige had 8 songs on her mp3 player. Tom added 5 songs.": to her player (13) or to his own
                # things (8)? Since additions go where the adder's things are, someone else's place is open.
                raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "place_binding", sentence_index=op.sentence,
                                    frame="statement.arrival",
                                    detail=f"{op.actor} added {op.item.unit} where someone else's are kept?")
        out.append(op)
    return out


def settle_more_put(cur, ctx, ops: list[Op]) -> None:
    """``put 2 more in the bin`` after ``A book store had 41 books in the bargain bin`` (the same actor, the
    bin its one place for books): more books there, a gain of the actor at the bin — not a move of some of
    its books into the bin (which ages.py reads the same way for ``new`` ones). Without ``more`` or with
    another place, the move stays a move (and a question about the bin refuses as before)."""
    op = ops[-1] if ops else None
    if op is None or op.kind != "transfer" or op.item is None or op.source or op.place \
            or (op.sentence, op.item.unit) not in ctx.more_marks:
        return
    if sum(1 for o in ops if o.sentence == op.sentence and o.item is not None and o.item.unit == op.item.unit
           and o.kind in ("gain", "transfer")) != 1:
        return  # which of the sentence's gains is the "more" one?
    if own_place(ops[:-1], op.actor, op.item.unit, cur.lex) == op.target:
        ops[-1] = Op(kind="gain", lemma=op.lemma, sentence=op.sentence, actor=op.actor, item=op.item,
                     amount=op.amount, place=op.target, time=op.time, past=op.past)
