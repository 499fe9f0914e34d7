"""``half of the rest`` / ``half of what was left`` / ``a fourth of it`` (money): a fraction of the actor's own
holding now (v17, ADR 0366).

    Nick had 40 stickers. He gave 10 stickers to Ann. Then he gave half of the rest to Ben. How many stickers does
    Nick have now?                                                                       40 − 10 − 30/2 = 15
    Tom had 40 dollars. He spent half of it. Then he spent half of what was left. How many dollars does he have
    now?                                                                                 40 − 20 − 10 = 10
    Pam had 80 dollars. She spent a fourth of it on a book. How much money does she have left?   80 − 20 = 60

fraction_parts.py (ADR 0282) reads ``half of them`` / ``half of his cards`` as ``all-frac:<f>``, the holding at that
point times f; ``of them`` beside another holder of the things refuses (whose?). ``the rest``, ``what was|is left``
and ``what remained`` name the actor's own holding after what went before, so the same amount is read with the
actor as the owner (as ``of his cards``), which no other holder makes ambiguous. ``it`` is read only for money (``80
dollars … a fourth of it``: an amount, never ``12 apples … half of it``).

Refused: ``the rest`` / ``what was left`` unless the actor's last change of the things was a loss or a giving (the
rest of what? ``ate 2 … bought 4 … half of the rest``: 8 or 12?); as before, more than one kind of things in play (the rest of which?), ``it`` for counted things, a part not
whole (the fractional-count policy), a holding never told.
"""
from __future__ import annotations

from domain.reader.phrases import Cursor

_LEFT = (("what", "was", "left"), ("what", "is", "left"), ("what", "remained"), ("what", "remains"))


def take_own_rest(cur: Cursor, money_only) -> bool:
    """After ``<fraction> of``: ``the rest`` / ``what was|is left`` / ``what remained`` / (money) ``it``, consumed,
    True; else nothing consumed. ``money_only`` tells whether the one unit in play is money (for ``it``)."""
    s = cur.sense("fn:remainder")
    if s is not None and cur.sense("unit", cur.pos + s.length) is None:
        cur.pos += s.length  # "the rest", not "the remaining apples" (read as the apples)
        return True
    for words in _LEFT:
        if tuple(cur.words[cur.pos:cur.pos + len(words)]) == words:
            cur.pos += len(words)
            return True
    if cur.peek_word() == "it" and money_only():
        cur.pos += 1
        return True
    return False


def check_rest_told(cur: Cursor, ops, subject: str, got, amount_at: int) -> None:
    """``the rest`` / ``what was left`` presuppose a part gone before: the actor must have lost or given away some
    of the things already (``Tom had 10 apples. Tom gave half of the rest to Ann.``: the rest of what?)."""
    if got is None or got[2] != subject or not got[0].startswith("all-frac:"):
        return
    words = cur.words[amount_at:cur.pos]
    if "it" in words or not ("rest" in words or "remaining" in words or "remainder" in words or "left" in words
                             or "remained" in words or "remains" in words):
        return
    unit = got[1].unit if got[1] is not None else ""
    mine = [op for op in ops if op.actor == subject and op.item is not None and op.item.unit == unit]
    # the actor's last change of the things is the part gone ("ate 2. He bought 4. … half of the rest": 8 or 12?)
    if not mine or mine[-1].kind not in ("lose", "transfer", "partition"):
        from domain.reader.circumstances import unparsed
        from domain.reader.refusals import Reason
        raise unparsed(cur, "statement.object", "'the rest' with no part gone before", Reason.AMBIGUOUS_REFERENCE,
                       "frame.fraction_of")
