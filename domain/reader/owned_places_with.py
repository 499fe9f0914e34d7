"""``<E> has a|an <place> with N things`` (reader v13, ADR 0265).

    Lucy has an aquarium with 212 fish. She wants to buy 68 more fish. How many fish would Lucy have then?

``has an aquarium with 212 fish`` tells two things: Lucy has an aquarium (her own, one) and it holds 212 fish —
which are hers, exactly as ``Lucy has 212 fish in her aquarium`` says. It is read as that holding: Lucy
holds the N things at the place ``Lucy's aquarium``.

Read only when all of this holds: the verb is the plain holding verb of the pack (``verb.have``), the object
is ``a``/``an`` + [modifiers] + a place noun of the pack that is no person (``an aquarium``, ``a garden``;
``a dog with 4 legs`` is no place and is not read), then ``with`` and a quantity list of things (not the
place noun itself); the caller reads what follows as after any holding (the clause must end there). Not
read (nothing consumed, the clause refuses as before): ``has 2 aquariums with …`` (a number of places,
rates.take_with_each reads ``with N in each``), ``has the aquarium with …``, ``has an aquarium`` with no
``with``.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.amounts import read_quantity_list
from domain.reader.graph import Item
from domain.reader.persons import possessor
from domain.reader.phrases import Context, Cursor, definite_entity, noun_run


def take_place_with(cur: Cursor, ctx: Context, subject: str, verb) -> tuple[list[tuple[Fraction, Item]], str] | None:
    """(the things held, the subject's place) when the form is here (consumed); else None, nothing consumed."""
    start = cur.pos
    if verb is None or verb.id != "verb.have" or not cur.take_word("a", "an"):
        return None
    got = noun_run(cur, cur.pos, ("place",))
    if got is None or getattr(got[1].entry, "person", False) or got[1].form != "sg":
        cur.pos = start
        return None
    adjuncts, noun, end = got
    cur.pos = end
    if not cur.take_word("with") or not (cur.sense("num") or cur.sense("number")):
        cur.pos = start
        return None
    qs = read_quantity_list(cur, ctx)
    if not qs or any(value is None or item.unit == noun.entry.id for value, item in qs):
        cur.pos = start
        return None
    words = cur.words[end - noun.length - len(adjuncts):end - noun.length]
    place = definite_entity(cur, ctx, possessor(subject), words, noun.entry.singular, "n", start)
    return qs, place
