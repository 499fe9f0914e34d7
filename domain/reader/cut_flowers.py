"""``Mary cut some roses from her flower garden.`` (v12, ADR 0232): cutting flowers from where they grow is
gathering them.

``cut`` has several meanings (cutting paper into strips makes pieces, ``cut 3 inches off`` takes some away,
``cut down`` a tree destroys it), so the pack gives it no meaning that moves things: it is a scene verb
(category ``scene``, moves nothing, read by descriptive rules only). One use is read here: cutting *flowers*
(the pack's kind ``flower`` or one of its kinds: roses, orchids …) *from* a named source (``from her flower
garden``, ``from the bush``). That is picking them: the cutter gains the flowers and the source loses them,
exactly as ``picked some roses from her garden`` reads (the clause is parsed by the ordinary action frame as if
the verb were a gain; the operations keep the lemma ``verb.cut``, so ``How many roses did she cut?`` asks
about them).

Not read (the clause refuses as before): other things cut (``cut 3 apples``: into pieces?), flowers cut with
no source (``cut 5 roses``: cut off a bouquet's stems?), a partitive (``cut 5 of them``), or anything the
action frame reads besides gains of flowers from a source.
"""
from __future__ import annotations

import msgspec

from domain.reader.circumstances import unparsed
from domain.reader.phrases import Context, Cursor

CUT = "verb.cut"
FLOWER = "unit.flower"


def _is_flower(lex, unit: str) -> bool:
    return unit == FLOWER or lex.kind_of(unit, FLOWER)


def take_cut_flowers(cur: Cursor, ctx: Context, ops: list, subject: str, verb, parse_action) -> bool:
    """``cut [some|N] <flowers> from <source>`` after the subject: a gain from the source (module doc). False,
    nothing consumed, when the verb is not ``cut``; a refusal when the clause is not this form."""
    if verb.id != CUT:
        return False
    before = len(ops)
    parse_action(cur, ctx, ops, subject, msgspec.structs.replace(verb, category="positive"))
    made = ops[before:]
    if not made or any(op.kind != "gain" or op.item is None or not _is_flower(cur.lex, op.item.unit)
                       or not op.source or op.source == subject or op.place for op in made):
        raise unparsed(cur, "statement.verb", "'cut' read only as flowers cut from a named source")
    return True
