"""A kind left out when only the time changes (v8, ADR 0116):

    Joan went to 4 football games this year. She went to 9 games last year.   → 9 football games

The second sentence repeats the first with another time: same doer, same verb, same thing; the kind
(``football``) is said once and understood again, as the contrast is the time, not the kind. Read only when
that is the whole story of the thing: every statement of it is that doer's, by that verb, each with its own
time phrase naming a period against now (``this year``, ``last month``; not days), the earlier one(s) all
of one kind and the later bare one(s) after them. Anything else (another kind of games anywhere, another
doer or verb, no time or the same time, the bare one first) leaves the bare thing as it is, which the
solver refuses beside a kind it may or may not be (``kind_gaps``).

(red11, ADR 0122) Two more conditions, each from a probe that answered wrongly:
- the things are occasions gone to (pack role ``occasion``: games, concerts, movies), where the kind is what
  the pastime is; of things held the kind is a property of each one, so ``bought 4 red apples this week …
  bought 9 apples last week`` may well be other apples (it answered 13 red apples);
- every time names the same period (``this year`` … ``last year``): ``4 football games this year … 9 games
  last month`` may count last month's games twice (last month may be in this year; it answered 13);
- the question asks about the going (an event question): ``How many football games does Tom have?`` is no
  count of games gone to (it answered 22).
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Item, Op


_PERIOD_WORDS = ("this", "last", "next")


def _period_noun(time: str) -> str:
    """``year`` of ``time.last_year=last year`` (only called on times ``_period`` accepts)."""
    return time.split("=", 1)[-1].split()[1]


def _period(time: str) -> bool:
    """One time phrase naming a whole period against now (``this year``, ``last month``, ``next week``): the
    same pastime told period by period. Days (``on Monday`` … ``on Tuesday``) are not read so: ``bought 5 red
    apples on Monday … 3 apples on Tuesday`` may well be other apples."""
    if not time or "|" in time:
        return False
    words = time.split("=", 1)[-1].split()
    return len(words) == 2 and words[0] in _PERIOD_WORDS


def settle_contrasted_times(ops: list[Op], lex, question) -> list[Op]:
    if question.kind != "event":
        return ops  # red11: only the going is asked so ("How many football games does Tom have?" answered 22)
    units = {op.item.unit for op in ops if op.item is not None} & lex.occasion_units
    for unit in sorted(units):
        about = [op for op in ops if op.item is not None and op.item.unit == unit]
        kinds = {op.item.mods for op in about if op.item.mods}
        bare = [op for op in about if not op.item.mods]
        if len(kinds) != 1 or not bare:
            continue
        mods = kinds.pop()
        if any(m.startswith("of:") for m in mods):
            continue  # "bags of apples": a substance is never dropped (phrases.read_item)
        first_bare = min(op.sentence for op in bare)
        kinded = [op for op in about if op.item.mods]
        same = {(op.kind, op.lemma, op.actor) for op in about}
        times = [op.time for op in about]
        if len(same) != 1 or next(iter(same))[0] not in ("gain", "lose") or not all(map(_period, times)) \
                or len(set(times)) != len(times) or max(op.sentence for op in kinded) >= first_bare \
                or len({_period_noun(t) for t in times}) != 1:
            continue
        ids = {id(op) for op in bare}
        ops = [msgspec.structs.replace(op, item=Item(unit=unit, mods=mods)) if id(op) in ids else op for op in ops]
    return ops
