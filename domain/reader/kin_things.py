"""A thing of the named person's kin, told by ``his|her <person>'s`` (v12, ADR 0233).

    At the beach, Miki and her sister both built sandcastles and then measured their heights. Miki's
    sandcastle was 0.75 foot tall and her sister's was 0.5 foot tall. How much taller was Miki's sandcastle
    than her sister's?                                                                          0.75 − 0.5

Why: lengths.py (ADR 0112, 0123) reads ``Name's noun`` and ``his|her noun`` (the one owner's other thing), but
not a thing owned by someone named only through the named person (``her sister's``), nor such a thing whose
noun is left out because the clause before it just said it (``… and her sister's was 0.5 foot tall``).

``his|her <person noun> 's [modifiers noun]``: the owner is ``<Name>'s <person>``, where Name is the one
person named in the text so far (the opening sentence's names and the owners of the things measured) and
his/her fits Name's pack gender (any, when the pack gives none). With no noun after ``'s`` the noun is the one
of the thing just before (in the statement: the clause it follows; in the question: the first thing compared).
Refusals: no one named, or two named people (whose sister?), a pronoun that does not fit, no thing before to
take a left-out noun from.
"""
from __future__ import annotations

from domain.reader.phrases import Cursor
from domain.reader.refusals import Reason


def take_kin_thing(cur: Cursor, people: dict[str, str], like: str, noun_of, refuse) -> str | None:
    """The key ``Name's <person>'s <noun>`` (module doc); None (nothing consumed) when the words are not that.
    ``people``: name → pack gender ("x" unknown); ``noun_of(cur)`` reads ``[modifiers] noun`` as lengths does;
    ``refuse(cur, detail, reason)`` builds the refusal."""
    start = cur.pos
    s = cur.sense("fn:possessive")
    if s is None or s.entry.gender not in ("m", "f"):
        return None
    p = cur.sense("person", cur.pos + s.length)
    if p is None or p.form != "sg" or cur.sense("poss", cur.pos + s.length + p.length) is None:
        return None
    fits = [n for n, g in people.items() if g in ("x", s.entry.gender)]
    if len(people) != 1 or len(fits) != 1:
        raise refuse(cur, f"'{cur.peek_word()} {cur.words[cur.pos + s.length]}': whose?", Reason.AMBIGUOUS_REFERENCE)
    cur.pos += s.length + p.length + 1
    owner = f"{fits[0]}'s {p.entry.id}"
    noun = noun_of(cur)
    if noun is not None:
        return owner + "'s " + " ".join([*noun[0], noun[1]])
    if "'s " not in like and not like.startswith("the "):
        cur.pos = start
        raise refuse(cur, "a left-out noun with no thing before it", Reason.AMBIGUOUS_REFERENCE)
    rest = like.rsplit("'s ", 1)[1] if "'s " in like else like[len("the "):]
    return owner + "'s " + rest
