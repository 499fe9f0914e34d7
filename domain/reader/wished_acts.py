"""``If he wanted to sell the games for $7 each, how much money could he earn?`` (v11, ADR 0190).

A wish (``wanted to`` / ``wants to``) says nothing happened, so a story sentence ``He wanted to sell 8 games``
changes nothing and stays refused. Inside an ``If …`` prefix whose question is itself hypothetical (``could``,
``would``, ``can``, ``might``), the wish is the supposition: *if he did what he wanted, what could he earn?*
— the same supposition as ``If he sold the games for $7 each, how much money could he earn?``. So there the
words ``wanted to`` are stepped over and the verb after them read as the clause's verb.

Read only when all of this holds: the clause is the If-prefix of the question sentence (never a statement
sentence, never a trailing ``… if he wanted to``), the question part has one of those modals, the wish verb is
the pack's ``verb.want`` followed at once by ``to`` and a pack verb of gaining, losing or handing over (a
partition wish, ``wants to split …``, keeps its own reading, intended_partitions.py). ``If he wanted to sell 8
games, how many games does he have?`` (no modal: a fact asked about a wish) is not read and refuses as before.
"""
from __future__ import annotations

WISH = "verb.want"
MODALS = frozenset({"could", "would", "can", "might"})
_ACTS = ("positive", "construct", "negative", "destroy", "transfer_out", "transfer_in")


def hypothetical_question(words: list[str]) -> bool:
    """Whether the question part's words ask under a modal (``how much money could he earn``)."""
    return bool(MODALS & set(words))


def take_wished_act(cur, ctx) -> bool:
    """In a wish-reading If-prefix, step over ``wanted to`` before an acting verb (True when consumed)."""
    if not ctx.wish_prefix:
        return False
    step = wish_to_act(cur)
    if step is None:
        return False
    cur.pos += step
    return True


def wish_to_act(cur) -> int | None:
    """``want(s|ed) to <acting verb>`` at the cursor (also wished_gains.take_wish_plan): how many words to step
    over to reach the acting verb, nothing consumed; None otherwise."""
    wish = cur.sense("verb")
    if wish is None or wish.entry.id != WISH or cur.peek_word(wish.length) != "to":
        return None
    verb = cur.sense("verb", cur.pos + wish.length + 1)
    if verb is None or verb.entry.category not in _ACTS:
        return None
    return wish.length + 1
