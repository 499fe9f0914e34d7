"""A leg told through what the traveller was doing (reader v13, ADR 0262).

    Darnel sprinted 0.875 lap and then took a break by jogging 0.75 lap.
    How much farther did Darnel sprint than jog?                                               0.875 − 0.75
    Kendall is learning to drive, so this weekend she practiced driving 0.5 mile with her mother and another
    0.25 mile with her father. How far did Kendall drive in all?                                0.5 + 0.25

- ``<pause> by <travel verb>-ing D`` says how the traveller spent the pause: by travelling D that way, so the
  leg is ``jogged D`` (pack role ``pause``: took a break). ``practiced <travel verb>-ing D`` is practising by
  doing it: the leg ``drove D`` (pack role ``practice``). Read only when the travel verb's ``-ing`` form
  follows at once; the leg after it is read exactly as any leg of legs.py (ADR 0109).
- ``with <his|her|their> <person noun>`` right after a leg's distance says who came along; it moves nothing and
  names no traveller of the story (a capitalised name after ``with`` is not read: ``walked 2 miles with Ann``
  may be Ann's leg too, and a question about Ann would leave it out).
- ``<Name> is|was learning to <travel verb>, so …`` opening the first statement says why the legs were
  travelled: the name is the traveller (the statement then goes on as any statement, ``she`` for the name).

Anything else keeps the refusal of legs.py: ``took a break`` with no ``by``, ``by eating``, ``with Ann``,
``learning to cook``.
"""
from __future__ import annotations

from domain.reader.phrases import Cursor


def _travel_gerund(cur: Cursor, i: int) -> bool:
    if i >= cur.end or not cur.words[i].endswith("ing"):
        return False
    verb = cur.sense("verb", i)
    return verb is not None and verb.entry.category == "travel" and verb.length == 1


def take_pause_means(cur: Cursor) -> bool:
    """At ``<pause> by <travel verb>ing`` / ``<practice> <travel verb>ing``: step to the verb (the caller reads
    the leg from it)."""
    pause = cur.sense("fn:pause")
    if pause is not None:
        by = cur.pos + pause.length
        if by < cur.end and cur.words[by] == "by" and _travel_gerund(cur, by + 1):
            cur.pos = by + 1
            return True
        return False
    practice = cur.sense("fn:practice")
    if practice is not None and _travel_gerund(cur, cur.pos + practice.length):
        cur.pos += practice.length
        return True
    return False


def take_companion(cur: Cursor) -> bool:
    """``with <his|her|their> <person noun>`` after a leg's distance: who came along (module doc)."""
    if cur.peek_word() != "with":
        return False
    poss = cur.sense("fn:possessive", cur.pos + 1)
    if poss is None:
        return False
    i = cur.pos + 1 + poss.length
    person = cur.sense("person", i)
    if person is None:
        return False
    cur.pos = i + person.length
    return True


def take_learning_lead(cur: Cursor) -> bool:
    """``<Name> is|was learning to <travel verb> , so`` at the start of a statement: step over all but the name
    (the cursor is left on the name, then moved past ``so``); True when read. The caller reads the name as the
    traveller first, so this is called with the cursor right after the name."""
    start = cur.pos
    if cur.peek_word() not in ("is", "was") or cur.sense("activity", cur.pos + 1) is None \
            or cur.sense("activity", cur.pos + 1).entry.id != "act.learning" or cur.peek_word(2) != "to":
        return False
    verb = cur.sense("verb", cur.pos + 3)
    if verb is None or verb.entry.category != "travel" or verb.length != 1:
        return False
    cur.pos += 3 + verb.length
    if not (cur.take("punct:,") is not None and cur.take_word("so") is not None):
        cur.pos = start
        return False
    return True
