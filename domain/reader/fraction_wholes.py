"""Which whole a fraction of a holding is taken of, when the text leaves two (v15 red team, ADR 0308).

    Sam had 12 apples. He ate a third of them and gave a quarter of them to Tom.      refused (12 − 4 − 3, or 12 − 4 − 2?)
    Sam had 12 apples. He bought 6 apples and ate half of them.                       refused (half of 18, or of the 6?)
    Sam had 12 apples. He bought 6 more apples. He ate half of them.                  refused (the same)
    Sam had 12 apples. He ate 3 of them. He gave half of them to Tom.                 read: half of the 9 left = 4.5 → refused
                                                                                      as before (not whole); 10 → 5 read
    Sam had 12 apples and ate half of them.                                           read: 6 (the holding is the whole)
    Tom has 2 boxes of 29 cookies. He got 20 cookies. He ate half of his cookies.     refused (of the loose 20?)

Why a module of its own: ``half of them`` (fraction_parts.py) takes the actor's holding at that point, in story
order. A count (``3 of them``) takes the same three things whichever whole is meant, but a fraction does not:

- **an earlier clause of the same sentence** that changes the same things (``ate a third of them and gave a
  quarter of them``, ``ate 2 of them and gave half of them``, ``bought 6 apples and ate half of them``): the
  coordinated parts are often parts of the one whole told before the sentence (12 − 4 − 3), and the story order
  gives another answer (12 − 4 − 2). A holding in that clause (``had 12 apples and ate half of them``) is the
  whole and is read.
- **``them`` right after a gain** of the same things by the actor in an earlier sentence (``bought 6 more apples.
  He ate half of them.``, ``Tom gave him 6 apples. He ate half of them.``): ``them`` may be the things just
  gained (the nearest plural) or all the actor has. ``half of his apples`` names all of them and is read.
- **the holder's own containers of the things** (``Tom has 2 boxes of 29 cookies. He got 20 cookies. He ate half
  of his cookies.``: main answered 10 eaten): of the loose ones, or of all? (boxed_holders.py; holding questions
  already refused, the event question did not).

All refuse (``ambiguous_reference``); the first two only when the things were already in the story before that
change (a first mention, ``bought 6 oranges and ate half of them``, leaves one whole). Losses before ``them`` in an earlier
sentence keep the story order (``ate 2 of them. He gave half of them to Tom``: what he still has).
"""
from __future__ import annotations

from domain.reader.boxed_holders import boxed_by_others
from domain.reader.circumstances import unparsed
from domain.reader.phrases import Context, Cursor
from domain.reader.refusals import Reason


def check_fraction_whole(cur: Cursor, ctx: Context, actor: str, unit: str, them: bool) -> None:
    """Refuse a fraction of ``unit`` held by ``actor`` whose whole the text leaves open (module doc)."""
    if boxed_by_others(ctx.story or (), unit, actor, own=True):
        raise unparsed(cur, "statement.object", "a fraction of things the holder also has in containers: of the "
                       "loose ones, or of all?", Reason.AMBIGUOUS_REFERENCE, "frame.fraction_whole")
    story = [op for op in (ctx.story or ()) if op.item is not None and op.item.unit == unit
             and op.kind != "describe"]
    if len(story) < 2:
        return
    last = story[-1]
    si = cur.sentence.index
    if last.sentence == si and last.kind not in ("hold", "hold_sum"):
        raise unparsed(cur, "statement.object", "a fraction after another change of the same things in its "
                       "sentence: of the whole before the sentence, or of what is left?",
                       Reason.AMBIGUOUS_REFERENCE, "frame.fraction_whole")
    if them and last.sentence < si and ((last.kind == "gain" and last.actor == actor)
                                        or (last.kind == "transfer" and last.target == actor)):
        raise unparsed(cur, "statement.object", "a fraction of 'them' right after a gain: of the things gained, "
                       "or of all the holder has?", Reason.AMBIGUOUS_REFERENCE, "frame.fraction_whole")
    check_fraction_after_fraction(cur, ctx, actor, unit)  # red team 12 (ADR 0540)


_REST_WORDS = frozenset(("rest", "remaining", "remainder", "left", "remained", "remains"))


def check_fraction_after_fraction(cur: Cursor, ctx: Context, actor: str, unit: str) -> None:
    """Red team 12 (ADR 0540): a fraction of the holder's whole (``half of it``, ``half of them``, ``half of his
    money``) after an earlier sentence already took a fraction of the same holding refuses, unless the text says
    ``the rest`` / ``what was left`` / ``the remaining``:

        Tom had 40 dollars. He spent a fourth of it on a book. Then he spent half of it on a pen.   refused

    (main answered 15: half of the 30 left; school texts as often mean half of the 40 told, 40 − 10 − 20 = 10 — the
    same two wholes the one-sentence form above refuses on). A count before the fraction keeps the story order
    (``gave 10 … Then he gave half of his stickers``: what he has then, ADR 0308), and so does ``again`` (``He ate
    half of them again``: the same act on what he has then)."""
    i = cur.pos - 1
    while i > 0 and cur.words[i] != "of":
        if cur.words[i] in _REST_WORDS:
            return  # "half of the rest", "half of what was left", "half of the remaining apples": what is left
        i -= 1
    if "again" in cur.wordset:
        return  # "He ate half of them again": the same act once more, on what he has then (ADR 0308: 12 → 6 → 3)
    si = cur.sentence.index
    earlier = False
    for op in ctx.story or ():
        if op.item is None or op.item.unit != unit or op.sentence >= si:
            continue
        if op.kind in ("hold", "hold_sum") and op.actor == actor:
            earlier = False  # a holding told again is the whole from there on
        elif op.actor == actor and op.amount.startswith("all-frac:") and op.kind in ("lose", "transfer", "partition"):
            earlier = True
    if earlier:
        raise unparsed(cur, "statement.object", "a fraction after an earlier fraction of the same holding: of the "
                       "whole told, or of what is left?", Reason.AMBIGUOUS_REFERENCE, "frame.fraction_whole")
