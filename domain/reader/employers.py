"""People who work for someone, asked as that someone's people (reader v13, ADR 0260).

``A corporation has 2041 part-time employees and 63093 full-time employees. How many employees work for the
corporation?``: the people a company (or anyone) has as its workers are the people who work for it, so the
question asks what ``How many employees does the corporation have?`` asks (2041 + 63093).

Read only when the asked things are people (a unit that is also a person noun of the pack: employees, workers,
people), the verb is the present ``work`` (the holding now; ``worked for`` may ask about another time), and
``for`` + one holder ends the question. Anything else after the holder, a list of holders, ``they``, a pronoun
that names no one or a time refuses as before (the question then has no aux and is unparsed).
"""
from __future__ import annotations

from domain.reader.graph import Question
from domain.reader.phrases import Cursor, read_entity

_WORK = "verb.work"


def parse_work_for(cur: Cursor, ctx, si: int, item) -> Question | None:
    """``… work for <holder>?`` right after the asked people: the holder's holding of them; None (nothing
    consumed) when the words are not exactly that."""
    if item is None or item.unit not in cur.lex.person_units:
        return None
    verb = cur.sense("verb")
    if verb is None or verb.entry.id != _WORK or verb.length != 1 or cur.peek_word() != "work" \
            or cur.peek_word(1) != "for":
        return None
    save = cur.pos
    cur.pos += 2
    entity = read_entity(cur, ctx) if cur.peek_word() != "they" else None
    if entity is None or not cur.at_end():
        cur.pos = save
        return None
    return Question(kind="holding", sentence=si, entity=entity, item=item)
