"""``Sally paid $12.32 total for peaches, after a 3 dollar coupon, and $11.54 for cherries.`` (v12, ADR 0230):
two asides inside a list of purchases that change no amount.

- ``<money> total for <thing>``: the amount is the whole paid for that thing (``total`` says the amount is a sum,
  not a price each); the pair reads as ``<money> for <thing>``.
- ``<thing>, after a <money> coupon,``: the amount told was paid after the coupon came off, so it is what was
  spent; the coupon's value is subtracted from nothing and added to nothing. Only ``after`` (``before a coupon``
  would leave the paid amount to work out) and only between commas inside the list.

Both are read only inside spending.parse_spent_on's ``<money> on/for <thing>`` pairs. ``after`` is a pack
function word (``fn.after``) read nowhere else, so ``after`` anywhere else still stops the sentence.
"""
from __future__ import annotations

from domain.reader.phrases import Cursor
from domain.reader.prices import _dollars


def skip_total_word(cur: Cursor, prep: str | None = None) -> None:
    """After an amount: ``total`` right before the list's preposition (``on``/``for``; ``prep`` when known)."""
    if cur.peek_word() == "total" and cur.pos + 1 < cur.end and cur.words[cur.pos + 1] in ((prep,) if prep else ("on", "for")):
        cur.pos += 1


def skip_coupon_aside(cur: Cursor, ctx) -> None:
    """After a thing: ``, after a <money> coupon`` followed by ``,`` (the comma is left for the list)."""
    start = cur.pos
    if cur.peek_word() != "," or cur.pos + 2 >= cur.end or cur.words[cur.pos + 1] != "after":
        return
    cur.pos += 2
    if not cur.take_word("a", "an"):
        cur.pos = start
        return
    money = _dollars(cur, ctx)
    if money is None or money <= 0 or cur.peek_word() != "coupon" or cur.pos + 1 >= cur.end \
            or cur.words[cur.pos + 1] != ",":
        cur.pos = start
        return
    cur.pos += 1
