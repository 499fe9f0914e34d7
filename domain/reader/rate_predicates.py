"""Two predicates on one per-container subject: ``Each album came with a lyric sheet and had 7 songs.``

Why (v9, ADR 0144): a per-container sentence may coordinate two verbs of having (pack categories
``observe`` / ``contain``: ``had``, ``contained``, ``came with``), each with its own amount. Each predicate is
its own content rate of the same container, exactly as the rate list ``each cage has 2 parrots and 6
parakeets`` is one rate per listed kind. ``a`` / ``an`` + a singular unit is one thing per container.

Only a second verb of having joined by ``and`` is read; its object must be a number (or ``a``/``an``) and a
unit, never money, of things that cannot be the first predicate's (``came with a new song and had 9 songs``:
9 with it or beside it?); anything else after the ``and`` is left unread, so the sentence refuses as before."""
from __future__ import annotations

from fractions import Fraction

from domain.reader.phrases import Context, Cursor, noun_run, read_item, read_number

HAVING = ("observe", "contain")


def read_one_thing(cur: Cursor) -> tuple[Fraction, str] | None:
    """``a lyric sheet`` after a verb of having: one of the singular unit that follows (not consumed here)."""
    if cur.peek_word() not in ("a", "an") or cur.sense("number") is not None:
        return None
    got = noun_run(cur, cur.pos + 1, ("unit",))
    if got is None or got[1].form != "sg":
        return None
    cur.pos += 1
    return Fraction(1), ""


def take_second_predicate(cur: Cursor, ctx: Context, rates: list) -> bool:
    """``… and had 7 songs``: a second verb of having with its own amount → one more (amount, item) rate."""
    if cur.peek_word() != "and":
        return False
    start = cur.pos
    cur.pos += 1
    verb = cur.sense("verb")
    if verb is None or verb.entry.category not in HAVING:
        cur.pos = start
        return False
    cur.pos += verb.length
    num = read_number(cur) or read_one_thing(cur)
    if num is None or num[1]:
        cur.pos = start
        return False
    item = read_item(cur, ctx)
    if item is None:
        cur.pos = start
        return False
    if any(_may_share(cur.lex, item.unit, other.unit) for _, other in rates):
        # "came with a new song and had 9 songs": are the 9 with the new one or beside it? Left unread, refuses.
        cur.pos = start
        return False
    rates.append((num[0], item))
    return True


def _may_share(lex, a: str, b: str) -> bool:
    """Whether things of units ``a`` and ``b`` may be the same things (one unit, or one a kind of the other)."""
    return a == b or lex.kind_of(a, b) or lex.kind_of(b, a)
