"""A total over counted people and a named person (red team 7).

``There are 3 children. Each child has 6 apples. Tom has 24 apples. How many apples are there in all?`` —
is Tom one of the 3 children? The reader added his 24 to the children's 18 (42); if he is a child it is
24 + 12. When things held by a counted group of people (``each child has``) and things held by a named
person are summed in one total, the question is refused; v14 (fresh-d): also when the named person's things are
counted in containers (``Tom has 4 bags of apples with 6 apples in each bag``).
"""
from __future__ import annotations

from domain.reader.recipients import person_source
from domain.reader.refusals import Reason, ReaderRefusal


def _people_units(lex) -> frozenset[str]:
    """Per pack: the units of people."""
    # people: a person noun of the pack, or a general kind over one (``children`` over boys and girls)
    people = set(lex.person_units) | {g for p in lex.person_units for g in lex.generals.get(p, ())}
    # v14 (fresh-d, ADR 0286): and every kind the pack puts under people (``kid`` under ``child`` under ``people``):
    # ``There are 2 kids. Each kid has 3 pens. Jill has 6 pens.`` answered 12
    people |= {u for u, gs in lex.generals.items() if gs & people}
    return frozenset(people)


def check_member_total(solver, parts: list[tuple[str, object, bool]], sentence: int) -> None:
    """``parts``: (owner, key, inside) for each holding summed; inside = counted through containers."""
    lex = solver.lex
    people = lex.memo("member_total_people", _people_units)  # speed (ADR 0452): a function of the pack, not of the text
    in_people = any(inside and key.unit in people for _, key, inside in parts)
    # v14 (fresh-d, ADR 0286): a named person's things counted in his containers (``Tom has 4 bags of apples with
    # 6 apples in each bag``) are his as much as loose ones (answered 42)
    named = [owner for owner, key, inside in parts
             if (not inside or key.unit not in people) and person_source(solver.lex, owner)]
    if in_people and named:
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_group", sentence_index=sentence,
                            frame="question.total",
                            detail=f"a total over a counted group of people and {named[0]}: one of them?")
