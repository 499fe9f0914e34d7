"""Equal groups said as a purpose (reader v11, ADR 0195).

    He wants to put them into 5 bags so there are the same number of candy bars in each bag.
    She would like to divide the cakes among her children so that each child gets the same amount.

A partition into N groups is already read as N equal groups (partitions.py: ``each = pool / N``), so a purpose
clause that asks for equal groups only says out loud what the reading assumes, as ``with the same amount of
pics in each album`` does (equal_groups.py): it is consumed and changes nothing. Two shapes, after ``so`` or
``so that`` (pack roles ``so`` / ``purpose``):

* ``there is|are|will be|would be the same amount|number of <pool things|them> in|on|inside each [<group>|one]``;
* ``each <group> [will|would|can] get|gets|has|have|receives the same amount|number [of <pool things|them>]``.

It is read only when it says exactly that:

* it follows a partition into a *counted* number of groups (``into 5 bags``, ``among 3 children``); after a
  group size (``into bags of 3``) there is nothing left for it to say;
* the things named, if any, are the pool's own unit; ``the same number of pens in each bag`` after candy bars
  is a second, unstated amount;
* the group named is the partition's group unit (singular); ``so that each box has …`` after bags is not read;
* ``the same`` / ``an equal`` only: ``so there are 3 in each bag`` or ``so each child gets more`` states
  something else (a size that may disagree with the count, a comparison) and is not read;
* the clause ends there.

Not read means nothing is consumed: the sentence then refuses at ``so`` as before (an unread word after a
complete clause). Why ``so`` gets a role of its own rather than a form of ``so that``: bare ``so`` is also
``therefore`` (``He had 5, so he gave 2 away``), which no construction reads; only these two shapes, which
can only be purposes, consume it.
"""
from __future__ import annotations

from domain.reader.graph import Item
from domain.reader.phrases import Context, Cursor, read_item

_GET = ("verb.get", "verb.receive", "verb.have")
_MODAL = ("will", "would", "can", "could", "should")


def take_equal_purpose(cur: Cursor, ctx: Context, pool: Item | None, container: str) -> bool:
    """Consume ``[,] so [that] <equal groups>`` (see the module doc); False and nothing consumed otherwise."""
    start = cur.pos
    cur.take("punct:,")
    if cur.take("fn:purpose") is None and cur.take("fn:so") is None:
        cur.pos = start
        return False
    if pool is None:
        cur.pos = start
        return False
    if cur.take("fn:there") is not None:
        ok = _there_same(cur, ctx, pool, container)
    else:
        ok = _each_gets_same(cur, ctx, pool, container)
    if not ok or not cur.at_end():
        cur.pos = start
        return False
    return True


def _same_amount(cur: Cursor) -> bool:
    """``the same amount|number`` / ``an equal amount|number``."""
    if cur.take_word("the"):
        if cur.take("fn:same") is None:
            return False
    elif cur.take_word("an"):
        if not cur.take_word("equal"):
            return False
    else:
        return False
    return cur.take("fn:quantity_noun") is not None


def _pool_things(cur: Cursor, ctx: Context, pool: Item) -> bool:
    """``of them`` / ``of <the pool's things>`` (its modifiers, if named, the pool's own)."""
    if not cur.take_word("of"):
        return False
    if cur.take_word("them"):
        return True
    named = read_item(cur, ctx, note=False)
    return named is not None and named.unit == pool.unit and (not named.mods or named.mods == pool.mods)


def _there_same(cur: Cursor, ctx: Context, pool: Item, container: str) -> bool:
    """``there are the same number of candy bars in each bag`` (after ``there``)."""
    if cur.take_word("will", "would"):
        if not cur.take_word("be"):
            return False
    elif cur.take("fn:be") is None:
        return False
    if not _same_amount(cur) or not _pool_things(cur, ctx, pool):
        return False
    if not cur.take_word("in", "on", "inside") or cur.take("fn:each") is None:
        return False
    if cur.at_end() or cur.take_word("one"):
        return True
    return _one_group(cur, container)


def _each_gets_same(cur: Cursor, ctx: Context, pool: Item, container: str) -> bool:
    """``each child gets the same amount [of cakes]``."""
    if cur.take("fn:each") is None:
        return False
    if not _one_group(cur, container):
        return False
    cur.take_word(*_MODAL)
    verb = cur.sense("verb")
    if verb is None or verb.entry.id not in _GET:
        return False
    cur.pos += verb.length
    if not _same_amount(cur):
        return False
    if cur.at_end():
        return True
    return _pool_things(cur, ctx, pool)


def _one_group(cur: Cursor, container: str) -> bool:
    """One group of the partition's unit, bare and singular (``each bag``; ``each box`` after bags is not)."""
    group = cur.sense("unit")
    if group is None or group.entry.id != container or group.form != "sg":
        return False
    cur.pos += group.length
    return True
