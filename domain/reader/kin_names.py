"""A kin word used as a name (reader v13, ADR 0265).

    White t-shirts can be purchased in packages of 6. If Mom buys 71 packages, how many white t-shirts will
    she have?                                                                                   6 × 71

``Mom``, ``Dad``, ``Grandma``, ``Grandpa`` written with a capital and no determiner are names (pack
``names``: the word as one calls the person, with the kin word's gender), so they are read as any name is.
Such a name is the same word as a person noun of the pack (``mom``), and a story that also tells ``her mom``,
``Sara's mother``, ``the grandfather`` … of that gender may mean one person by both or two: the reader cannot
tell, so a kin name beside an owned or definite person of its gender (or of no told gender: ``his
neighbor``) refuses, in either order. A kin name beside other names (``Mom`` and ``Sara``) reads as before.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from domain.reader.refusals import ReaderRefusal, Reason

if TYPE_CHECKING:  # phrases.py imports this module
    from domain.reader.phrases import Context, Cursor


def _kin(cur: Cursor) -> tuple[frozenset[str], frozenset[str]]:
    """(names that are person nouns of the pack, person noun singulars)."""
    return cur.lex.memo("kin_names", _kin_names)  # speed (ADRs 0451, 0452): no function object built per call


def _kin_names(lex) -> tuple[frozenset[str], frozenset[str]]:
    persons = frozenset(p.singular for p in lex.pack.places if p.person)
    return frozenset(n.word for n in lex.pack.names if n.word.lower() in persons), persons


def check_kin_name(cur: Cursor, ctx: Context, entity: str, i: int) -> None:
    """Refuse when ``entity`` (just read at token ``i``) is a kin name and the story has a person told by a
    noun of an agreeing gender, or ``entity`` is such a person and the story has an agreeing kin name."""
    if len(ctx.entities) < 2:
        return
    names, persons = _kin(cur)
    if not names:
        return
    if entity in names:
        kin, others = [entity], [e for e in ctx.entities if _told_by_noun(e, persons)]
    elif _told_by_noun(entity, persons):
        kin, others = [e for e in ctx.entities if e in names], [entity]
    else:
        return
    for k in kin:
        for other in others:
            if other != k and {ctx.entities[k], ctx.entities[other]} <= {ctx.entities[k], "x", ""}:
                raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=cur.sentence.index,
                                    token_index=i, token_text=cur.tokens[i].text if i < len(cur.tokens) else "",
                                    frame="entity",
                                    detail=f"'{k}' beside '{other}': one person called two ways, or two?")


def _told_by_noun(entity: str, persons: frozenset[str]) -> bool:
    """``Sara's mom`` / ``her mother`` / ``the farmer``: a person named by a noun after an owner or ``the``."""
    head, _, noun = entity.rpartition(" ")
    return bool(head) and noun in persons
