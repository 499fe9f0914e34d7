"""A gerund phrase opening a statement, set off by a comma (v13, ADR 0263).

    Carefully following a recipe, Kenny used exactly 0.5 cup of oil and 1 cup of water.

A free participle before the subject says how or while the subject did what the clause tells: the subject's own
doing, with no amount of its own. It is read exactly as the manner gerund after a clause (``made 9 dollars
mowing lawns``, circumstances.take_manner_gerund): a pack activity word and a number-free noun phrase, here
optionally after pack adverbs (``carefully``), and then a comma. Only at the very start of a statement (a
question's asked clause never takes it; a premise ``If …`` does not begin with it). A gerund phrase with a number
(``Buying 3 apples, Tom …``), a verb the pack does not know as an activity, or no comma after it leave the
sentence as it was (refused).
"""
from __future__ import annotations

from domain.reader.circumstances import take_manner_gerund
from domain.reader.phrases import Cursor


def take_opening_gerund(cur: Cursor) -> bool:
    """``[<adverb>…] <activity> <number-free noun phrase> ,`` at the start of a statement: consumed (True), or
    nothing consumed (False)."""
    if cur.pos != 0 or cur.sentence.question:
        return False
    start = cur.pos
    while True:
        adverb = cur.sense("fn:adverb")
        if adverb is None:
            break
        cur.pos += adverb.length
    if cur.sense("activity") is None or not take_manner_gerund(cur) or not cur.take("punct:,"):
        cur.pos = start
        return False
    return True
