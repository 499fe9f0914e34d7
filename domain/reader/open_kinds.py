"""Words for an open kind of things beside things the pack does not put under it (v15, hunt, ADR 0306).

    Tom has 12 pens and 15 pencils. He bought 4 supplies. How many supplies does Tom have now? (answered 4)
    Tom has 12 roses and 15 trees. He sold 4 plants. How many roses does Tom have now?      (answered 12)
    Tom has 12 pies and 15 cakes. He bought 4 desserts. How many desserts does Tom have now? (answered 4)

Distinct units are distinct things to the solver unless the pack's kinds relate them (``apples`` are ``fruits``).
Some units are open kinds whose members the pack does not list — ``food``, ``supplies``, ``desserts``, ``plants``,
``gifts``, ``presents``, ``meals``, ``tools`` (pack function role ``open_kind``): told beside other things, they
may or may not be those things, and a count of either silently left the other out (or in). When a story's
operations or question use such a unit and another countable unit the pack relates to it neither way (not a
person, not money or a measure, not a container counted ``of`` it), and the question asks a count of things (not
money: ``a flute for $142.46, a music tool for $8.89`` sums the prices whatever a tool is), the text refuses
(``ambiguous_reference``, ``kind_binding``). A unit the pack does put under it reads as the kinds always have;
alone, an open kind reads as any other unit (``Tom bought 4 gifts. How many gifts …`` = 4).
"""
from __future__ import annotations

from domain.reader.graph import Item, Op, Question
from domain.reader.refusals import Reason, ReaderRefusal


def _open_units(lex) -> frozenset[str]:
    words = {f for fn in lex.pack.functions if fn.role == "open_kind" for f in fn.forms}
    return frozenset(u.id for u in lex.pack.units if u.singular in words)


def _counted(lex, item: Item | None) -> str | None:
    """The unit of an item counted as itself: not a container of something, not a person, a count unit."""
    if item is None or any(m.startswith("of:") for m in item.mods) or item.unit not in lex.unit_by_id:
        return None
    if item.unit in lex.person_units or lex.unit_by_id[item.unit].family != "count":
        return None
    return item.unit


def check_open_kinds(ops: list[Op], question: Question, lex, sentence_index: int) -> None:
    """Refuse an open kind told beside an unrelated countable unit (module doc)."""
    open_units = lex.memo("open_kinds.units", _open_units)
    asked = _counted(lex, question.item)
    if not asked:
        return  # money spent on a flute, a music tool and a song book (AddSub): the kinds do not count
    if asked not in open_units:
        for op in ops:
            if op.item is not None and op.item.unit in open_units:
                break
        else:
            return  # speed (ADR 0452): no open kind told or asked, so none below (``units`` holds only these units)
    units = {u for u in (_counted(lex, op.item) for op in ops) if u}
    units.add(asked)
    for u in sorted(units & open_units):  # sorted: the refusal's words must not follow set order (hash seeds)
        for v in sorted(units):
            if v != u and not lex.kind_of(v, u) and not lex.kind_of(u, v):
                raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "kind_binding", sentence_index=sentence_index,
                                    frame="question", detail=f"{v} may or may not be among the {u} told beside")
