"""A described member of a counted set: ``Will has 3 boxes. The red box has 12 pens.`` (red10, ADR 0517).

    Will has 3 boxes. The red box has 12 pens. The blue box has 5 pens. How many pens are there in all?   refused

``the red box`` / ``the blue box`` are read as two holders (phrases.definite_entity: the words before the noun tell
them apart), and a total over the story sums what the told holders hold: 17. But the story counts three boxes, so
``the red box`` is one of them and the third box's pens are never told; the total is not settled (it answered 17).
ordinal_subjects.check_ordinal_counts (ADR 0511) refuses the ordinal spelling (``the first box``); this is the same
reading for any describing words before the noun (colours, sizes, kinds): a holder, a place or a
receiver ``the <words> <noun>`` in a story whose operations count that noun (as an item, anywhere) is refused.

Refused even when the count equals the number of described members (``Will has 2 boxes. The red box … The blue box
…``): whether the two described boxes are the two counted ones is the reader's guess, not the text's word, and the
ordinal check refuses that case too. An owner's name picks one out as well (``Ann has 3 bags. Tom's bag has 4
apples. Mia's bag has 5 apples.`` answered 9: are they two of Ann's bags, and what is in the third?), so ``<Name>'s
[words] <noun>`` is read the same way. A described holder whose noun the story never counts reads as before
(``The red box has 12 pens. The blue box has 5 pens.`` = 17).
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.refusals import Reason, ReaderRefusal


def _unit_nouns(lex) -> dict[str, tuple[str, ...]]:
    # only things counted one by one: ``0.2 cup of oil`` measures oil, it counts no cups (``Scarlett's measuring
    # cup`` is the one cup the story has)
    return {u.id: tuple(w for w in (u.singular, u.plural) if w) for u in lex.pack.units if u.family == "count"}


def check_described_members(ops: list[Op], lex) -> None:
    """red10 (ADR 0517): ``the <describing words> <noun>`` naming a holder, receiver or place, in a story that counts
    that noun, refuses (``ambiguous_reference``): it is one of the counted ones and what the others hold may be
    untold."""
    described: list[tuple[str, int]] = []
    for op in ops:
        for name in (op.actor, op.target, op.place):
            if " " not in name:
                continue  # speed (ADR 0541): both tests below need a space ("the ", "'s "); most names have none
            # red10 (ADR 0517): "the red box" — at least one word between "the" and the noun
            # (``the other book`` beside ``one book`` is the one/the-other reading of two counted things, which
            # its own module settles: not a description)
            # or "Will's red box" / "Tom's bag": a holder's noun picked out by an owner's name
            if (name.startswith("the ") and name.count(" ") >= 2 and not name.startswith("the other ")) \
                    or ("'s " in name and name[0].isupper()):
                described.append((name.rsplit(" ", 1)[1], op.sentence))
    if not described:
        return
    nouns = lex.memo("red10_unit_nouns", _unit_nouns)
    counted: dict[str, str] = {}
    for op in ops:
        if op.item is not None:
            forms = nouns.get(op.item.unit, ())
            counted.update((form, forms[-1]) for form in forms)
    for noun, sentence in described:
        if noun in counted:
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=sentence,
                                frame="entity",
                                detail=f"a described {noun} is one of the {counted[noun]} the story counts: what the "
                                       f"others hold may be untold")
