"""A question in the past perfect (v12): ``Mrs. Hilt ate 5 apples every hour. How many apples had she eaten at
the end of 3 hours?``

``had she eaten`` asks what ``did she eat`` asks: the events told up to the time the question names (the
story's end, or a span a rate is counted over). The tense changes which moment is meant, never which events
are counted, as ``would she have made`` does (questions._skip_perfect_have). Read only when ``had`` is
followed by the asked person (a pronoun or a capitalised name, at most two tokens: ``Mrs. Hilt``) and then a
verb that is no holding verb and no ``left``: ``How many apples had she?`` and ``had she left`` keep reading
``had`` as a holding.
"""
from __future__ import annotations

from domain.reader.phrases import Cursor

_PERSONS = frozenset({"he", "she", "they", "i", "we", "you"})


def take_past_perfect(cur: Cursor) -> bool:
    """Consume ``had`` when it opens ``had <person> <verb>`` (module doc); nothing consumed otherwise."""
    i = cur.pos
    if cur.peek_word() != "had" or i + 2 >= cur.end:
        return False
    if cur.words[i + 1] in _PERSONS:
        at = i + 2
    elif cur.tokens[i + 1].text[:1].isupper():
        at = i + 2 if cur.sense("verb", i + 2) is not None else i + 3
    else:
        return False
    verb = cur.sense("verb", at) if at < cur.end else None
    if verb is None or verb.entry.category == "observe" or cur.sense("fn:rest", at) is not None:
        return False
    cur.pos += 1
    return True
