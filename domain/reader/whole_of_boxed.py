"""``all`` / ``all but N`` of a holding that is partly inside containers (v16 hunt, ADR 0331).

    Mia had 19 cookies. Omar had 10 cookies. Mia bought 3 bags of cookies. Each bag had 6 cookies.
    Mia gave all but 8 cookies to Omar. How many cookies does Omar have now?          refused (v15 answered 21)
    … Mia gave all of her cookies to Omar. …                                          refused (v15 answered 29)
    … Mia sold all but 8 cookies. How many cookies did Mia sell?                      refused (v15 answered 11)
    Mia had 19 cookies. Mia gave all but 8 cookies to Omar. …                         read: 11 given (as before)

Why: the solver's amount ``all`` (solver.Solver.amount, also under ``all but N``) took the holder's loose
holding only — the cookies bought in bags, counted by a per-bag rate or as ``bags of cookies``, were left out,
although a holding question about the same holder already refuses there (``holds cookies both loose and inside
containers``). ``all`` may mean every cookie (19 + 18) or, read with the bags kept closed, the loose ones: the
text does not say, so it refuses (``ambiguous_reference``), as a fraction of such a holding does
(fraction_wholes.py). A holder with containers only (``had 3 bags of cookies … sold all but 4 cookies``) is read by
rates.take_one_container as before; this guard asks only when there are loose ones beside the containers.
"""
from __future__ import annotations

from domain.reader.graph import Item, Op
from domain.reader.refusals import Reason, ReaderRefusal


def check_whole_of_boxed(solver, owner: str, item: Item, op: Op) -> None:
    """Refuse ``all`` of ``owner``'s ``item`` when ``owner`` also holds containers of them (module doc)."""
    try:
        inside = solver.containers_of(owner, item) or bool(solver.contained(owner, item))
    except ReaderRefusal:
        inside = False  # the containers cannot be counted here: left to the holding's own guards
    if inside:
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=op.sentence, frame="solver",
                            detail=f"'all' of {owner}'s {item.unit}, held both loose and inside containers: "
                                   f"the loose ones, or every one?")
