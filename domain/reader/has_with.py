"""``Aaron has with 5 cards`` (v10, ADR 0184): a holding whose verb is followed by a stray ``with``.

Templated problems write ``<X> has with 5 cards`` for ``<X> starts with 5 cards`` / ``<X> has 5 cards``:
the ``with`` joins nothing (no companion, no instrument follows it, only the held amount), so the clause
says what ``<X> has 5 cards`` says. The ``with`` is consumed and the clause goes on as the ordinary
holding (``parse_observe``), which reads and checks the quantity as it always does.

Read only when every part is there: the verb is the plain holding verb of the pack (``verb.have``, one
word: not a perfect ``has bought with``), the word after it is ``with``, and the token after ``with`` is a
number (a digit or a number word). Not read (nothing consumed, so the holding refuses at ``with`` as
before): ``has with him 5 cards`` (a companion), ``has with some cards`` (no number), ``with`` after any
other verb (``shares with``, ``came with`` keep their own meanings), and questions (this is called only
from the statement clause).
"""
from __future__ import annotations

from domain.reader.phrases import Cursor


def take_has_with(cur: Cursor, verb, verb_at: int) -> bool:
    """Consume the ``with`` of ``has with <number>`` right after the holding verb at ``verb_at``."""
    if verb is None or verb.id != "verb.have" or cur.pos != verb_at + 1:
        return False  # another verb, or more than the one verb word was read (a perfect, a phrasal verb)
    if cur.peek_word() != "with" or cur.pos + 1 >= cur.end:
        return False
    nxt = cur.pos + 1
    if not (cur.sense("num", nxt) or cur.sense("number", nxt)):
        return False  # "has with him 5 cards", "has with some cards": not this construction
    cur.pos = nxt
    return True
