"""Adjectives separated by commas (v12): ``Jane has 28 old, brown sheets of drawing paper.``

``old, brown sheets`` is ``old brown sheets``: coordinate adjectives may be written with a comma between them.
The noun phrase reader (phrases.noun_run) stops at the comma, and the amount then looked like ``28 old`` with
no noun. Read only as a chain ``<modifier> , (<modifier> ,)*`` directly followed by a noun run that ends in a
unit; a comma before ``and``, a number or anything but a pack modifier (``red, 3 blue``, ``red, white, and
blue``) is no such chain and reads as before.

``37 yellow, red marbles`` may also be a list with its ``and`` left out (some yellow, some red): the two
readings agree on ``How many marbles?`` and on a question naming every modifier of the chain, but not on
``How many yellow marbles?``, so a question naming some of a chain's modifiers and not all refuses
(check_comma_kinds).
"""
from __future__ import annotations


def comma_modifiers(cur, noun_run):
    """(the chain's modifier senses, where the final noun run starts), or None; nothing consumed."""
    if "," not in cur.wordset:
        return None  # speed (ADR 0452): no comma in the sentence, no chain (most calls)
    j = cur.pos
    lead = []
    while j + 1 < cur.end and cur.words[j + 1] == ",":
        senses = [s for s in cur.senses(j) if s.cls == "modifier" and s.length == 1]
        if len(senses) != 1:
            return None
        lead.append(senses[0])
        j += 2
        if j < cur.end and (cur.sense("modifier", j) is None or cur.words[j] == "and"):
            return None
    if not lead or noun_run(cur, j, ("unit",)) is None:
        return None
    return lead, j


def check_comma_kinds(ctx, question) -> None:
    """Refuse a question that names some modifiers of a comma chain of its unit, not all (module doc)."""
    item = question.item
    if item is None or not ctx.comma_kinds:
        return
    from domain.reader.refusals import Reason, ReaderRefusal  # past the test above (speed, ADR 0267)
    asked = set(item.mods)
    for unit, chain in ctx.comma_kinds:
        if unit == item.unit and asked & chain and not chain <= asked:
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=question.sentence,
                                frame="question.item",
                                detail="a comma chain of modifiers may be one kind or a list: the question "
                                       "names only some of them")
