"""Compound nouns naming places and people (v7): which earlier entity a later definite mention names.

``Mike had 34 peaches at his roadside fruit dish`` introduces ``Mike's roadside fruit dish`` (phrases.read_place
keeps every noun and modifier before the head, so ``the fruit dish`` and ``the candy dish`` stay two places).
A later ``the fruit dish`` or ``the dish`` names that same place: a definite noun phrase refers back to the one
entity named so far whose name ends in the same words (``fruit dish``, ``dish``), whoever its owner. With no
such entity it is a new one; with several (``his fruit dish`` and ``her fruit dish`` … ``the fruit dish``) it
refuses — never a guess. ``the fruit dish`` never names ``the dish`` mentioned earlier (more words name a
narrower thing, which the earlier one may or may not be), nor does ``the candy dish`` name the fruit dish.
"""
from __future__ import annotations

from domain.reader.refusals import Reason, ReaderRefusal


def earlier_compound(cur, ctx, words: list[str], noun: str, at: int) -> str | None:
    """The one earlier entity whose name ends in ``words noun`` (``the fruit dish`` → ``Mike's roadside fruit
    dish``); None when there is none; several refuse (``entity_binding``)."""
    tail = " ".join([*words, noun])
    exact = f"the {tail}"
    same = [e for e in ctx.entities if e.endswith(" " + tail) and e != exact and _owned_or_definite(e)]
    if exact in ctx.entities:
        same.append(exact)
    if len(same) > 1:
        # "the dish" beside "the fruit dish" too: which one? (the longer name may be the same dish)
        _refuse(cur, at, f"'the {tail}' could be any of {len(same)} entities named so far")
    if same:
        if same[0] != exact and any(cur.lex.unit_by_id[u].singular == noun for u in ctx.units_seen):
            # (red22) "The Lincoln School has 59 apples. A school has 21 apples. How many apples does the
            # school have?": the story also counts schools as things, so "the school" may be one of those
            _refuse(cur, at, f"'the {tail}' may be {same[0]!r} or one of the counted {noun}s")
        return same[0]
    wider = [e for e in ctx.entities if e.startswith("the ") and e.endswith(" " + noun)
             and tail.endswith(" " + e[4:])]
    if wider:
        # "in the dish … in the fruit dish": the fruit dish may be the dish told before, or another one
        _refuse(cur, at, f"'the {tail}' may or may not be {wider[0]!r}")
    return None


def _refuse(cur, at: int, detail: str) -> None:
    raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=cur.sentence.index,
                        token_index=at, token_text=cur.tokens[at].text, frame="entity", detail=detail)


def _owned_or_definite(entity: str) -> bool:
    """``the roadside fruit dish`` / ``Mike's fruit dish``: a noun entity (not a bare person name)."""
    first = entity.split(" ", 1)[0]
    return first == "the" or first.endswith("'s")
