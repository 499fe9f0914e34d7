"""``How many eggs does Pam buy in 3 weeks?`` (reader v22, ADR 0515): a phrasal verb's particle given back to the
span that follows it.

The pack lists ``buy in`` (``bought in``) as a verb of its own, and read_verb takes the longest verb at the cursor,
so ``buy in 3 weeks`` was read as the verb ``buy in`` and ``3 weeks`` was left over (``words left after the
question``), while ``sell in 3 weeks`` read as the rate question (unit_rates.parse_rate_times: ``Pam sells 24 eggs
each week.`` → 72). When the longer verb's last word is ``in`` and a number follows it, ``in`` opens the span (``in
3 weeks``), not the verb: the shorter verb at the same place is read instead (read_verb already does this for ``buy
in all``). Nothing changes when no shorter verb is there.
"""
from __future__ import annotations

from domain.reader.phrases import Cursor


def release_in(cur: Cursor, start: int, verb):
    """The verb read from ``start`` (the cursor after it), or the shorter verb there when the longer one ends in ``in``
    before a number (module doc; the cursor is moved back before ``in``)."""
    if verb is None or cur.pos - start < 2 or cur.words[cur.pos - 1] != "in" \
            or not (cur.sense("num") or cur.sense("number")):
        return verb
    shorter = [s for s in cur.senses(start) if s.cls == "verb" and s.length == cur.pos - 1 - start]
    if len({s.entry.id for s in shorter}) != 1:
        return verb
    cur.pos -= 1
    return shorter[0].entry
