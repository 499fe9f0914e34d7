"""Other containers beside the ones with a rate (reader v13, red team 26, ADR 0272).

    Sam has 3 boxes and 2 bags. Each box has 4 apples. How many apples does Sam have?        refused
    The bus has 41 seats. The bus also has 2 benches. Each seat holds 3 students. How many students are on the
    bus?                                                                                     refused

A holding counted through containers (``contained``: 3 boxes × 4 apples) leaves out whatever else the holder has;
when that is another count of things with no rate of its own for the asked things (``2 bags``, ``2 benches``), the
text does not say they are empty: main answered 12 and 123. The holding refuses when the holder also holds such a
count. Not counted as possible containers: the asked things or things the pack relates to them (``5 oranges``
beside boxes of apples), containers of another stuff told by ``of`` (``bags of rice``), money, people, measures
(pounds, hours …), and holdings of none.
"""
from __future__ import annotations

from domain.reader.graph import Item
from domain.reader.refusals import Reason, ReaderRefusal


def check_unrated_containers(solver, owner: str, item: Item, inside, sentence: int) -> None:
    if not inside:
        return
    rated = {k.unit for k, _ in inside}
    lex = solver.lex
    for k in solver.holdings.get(owner, {}):
        if k.unit in rated or solver.related(k.unit, item.unit):
            continue
        unit = lex.unit_by_id.get(k.unit)
        if unit is None or unit.family != "count" or k.unit in lex.person_units:
            continue
        if any(m.startswith("of:") for m in k.mods):
            continue
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=sentence, frame="solver",
                            detail=f"{owner} holds {k.unit} beside the {item.unit} counted in containers: empty or not?")
