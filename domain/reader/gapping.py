"""Gapped clauses (reader v6): ``took 15 pictures at the zoo and 18 at the museum`` / ``gave 3 to Jessica
and 6 to Sara`` / ``picked 292 shells in the morning and 324 shells in the afternoon``. After ``and``, a
number phrase followed only by circumstances repeats the previous clause's actor and verb with a new
amount; the circumstances it states replace the previous clause's of the same kind.

Hooked from passives.parse_passive once ``N [X]`` is read after ``and`` and no passive follows."""
from __future__ import annotations

import msgspec

from domain.reader.circumstances import Circumstances, read_circumstances, take_purpose, unparsed
from domain.reader.purpose_objects import gapped_by_purpose
from domain.reader.gapped_bare import bare_replaces_nothing
from domain.reader.graph import Item, Op
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.refusals import Reason, ReaderRefusal
from domain.reader.time_overlaps import may_overlap


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE,
            missing: str = "frame.statement") -> ReaderRefusal:
    return unparsed(cur, "statement.gapped", detail, reason, missing)


def _after_and(cur: Cursor, start: int) -> bool:
    """After ``and``; v17 (ADR 0365): or after a comma in a list the sentence closes with ``and``
    (``scored 19 points in the first game, 23 points in the second game and 15 points in the third game``)."""
    if start > 0 and cur.words[start - 1] == "and":
        return True
    return start > 0 and cur.words[start - 1] == "," and "and" in cur.words[start:cur.end]


def parse_gapped(cur: Cursor, ctx, ops: list[Op], inherited, value, item: Item | None, start: int, more: bool):
    """The gapped clause, or False (cursor untouched) when this is not one: the number must follow ``and``
    and a preposition must follow the number phrase, and the previous operation must be this sentence's
    gain, loss or transfer by the clause subject."""
    if not _after_and(cur, start) or more or not ops or (
            cur.sense("fn:preposition") is None and cur.sense("time") is None):
        return False  # v17 (ADR 0365): a time may open the circumstances ("40 hours last week and 35 hours this week")
    prev = ops[-1]
    if prev.sentence != cur.sentence.index or prev.kind not in ("gain", "lose", "transfer") \
            or not inherited or prev.actor != inherited or prev.item is None or prev.agent:
        return False
    mine = [op for op in ops if op.sentence == cur.sentence.index]
    if any(op.kind != prev.kind or op.actor != prev.actor or op.item is None or op.item.unit != prev.item.unit
           for op in mine):
        # "bought 3 pens for $5 and 4 at the mall": the first clause made several operations (the
        # money too), so which one the gap repeats is not one thing
        raise _refuse(cur, "a gapped clause after a clause of several operations")
    times = set(cur.times)
    circ = Circumstances()
    gap_start = cur.pos
    bare_time = cur.sense("fn:preposition") is None  # v17: the gap opens with a time, no preposition
    purpose = take_purpose(cur)  # v13: "… and 5.1 tons of cement to pave Tess's street" (purpose_objects.py)
    read_circumstances(cur, ctx, circ)
    if "with" in cur.words[gap_start:cur.pos]:
        # red team ma4 (ADR 0192): "took 29 cards at the zoo on Monday and 31 on Tuesday with friends" read
        # "with friends" as a place, so the 31 left the zoo and "… at the zoo?" answered 29: a companion or
        # an instrument is no place the gap could restate
        raise _refuse(cur, "a 'with' phrase in a gapped clause: a companion, not a place")
    if not cur.at_end() and cur.words[cur.pos] not in (",", "and", "but", "then"):
        raise _refuse(cur, "words left after a gapped clause")
    if circ.with_ or circ.bare and not bare_replaces_nothing(circ, prev):
        # v11 (gapped_bare.py, ADR 0192): "5 from her camera to facebook" — a bare phrase filling a slot
        # neither clause fills replaces nothing and, as in any statement, moves nothing
        raise _refuse(cur, "with/bare phrase in a gapped clause: which of the first clause's does it replace?")
    # Each stated circumstance must replace one of the same kind in the first clause: a new kind (a source
    # the first clause did not have) may change what the verb does (a loss from a named source moves
    # nothing to the actor), so only the same frame with new values is read.
    if circ.source and not prev.source:
        raise _refuse(cur, "a source in a gapped clause whose first clause has none")
    if circ.to and not (prev.kind == "transfer" and prev.target):
        raise _refuse(cur, "a 'to' phrase in a gapped clause that is not a transfer's recipient")
    if circ.place and not prev.place:
        raise _refuse(cur, "a place in a gapped clause whose first clause has none")
    if cur.times - times and not times:
        # "picked 12 apples at the farm and 7 apples on Monday": the first part has no time, and the
        # sentence's time stamp would give it Monday too (v6 answered 19 to "How many … on Monday?")
        raise _refuse(cur, "a time in a gapped clause whose first clause has none")
    if not (circ.source or circ.to or circ.place or cur.times - times) and not (
            not circ.bare and prev.kind != "transfer" and gapped_by_purpose(cur, start, purpose)):
        raise _refuse(cur, "a gapped clause without its own circumstance")
    new_times = cur.times - times
    if bare_time and new_times and times and (
            may_overlap(cur.lex, "|".join(sorted(times)), "|".join(sorted(new_times)))
            or may_overlap(cur.lex, "|".join(sorted(new_times)), "|".join(sorted(times)))):
        # v17 (ADR 0365): a gap opened by a bare time ("40 hours last week and 35 hours this week", read since
        # v17) whose time may hold the first clause's or lie in it ("5 hours this week and 2 hours today"): the
        # sentence's one stamp hides the two times from the solver's guards, so the sum may count some twice
        raise _refuse(cur, "a gapped clause whose time may hold the first clause's, or lie in it",
                      Reason.AMBIGUOUS_REFERENCE, "time_binding")
    if item is None and prev.item.mods and not all(m.startswith("of:") for m in prev.item.mods):
        # red2b: "picked 5 red apples in the morning and 3 in the evening": 3 red apples, or 3 apples?
        # v12 (ADR 0232): a measure of one stuff (``7 slices of pie during lunch and 5 during dinner``) is not a
        # kind of the noun: ``5 slices`` of nothing else is named, so the gap counts slices of pie
        raise _refuse(cur, "a gapped number after qualified things: the noun alone or with its modifiers?",
                      Reason.AMBIGUOUS_REFERENCE, "item_binding")
    if item is None:
        item = prev.item  # "and 18 at the museum": the things of the first clause
    own_times = len(times) - (1 if cur.sense("time", 0) is not None else 0)  # a leading time is the sentence's
    if own_times > 0 and not cur.times - times or prev.place and not circ.place:
        # red2b: "bought 3 apples at the store on Monday and 2 at the market": is the 2 on Monday too? The
        # first clause's own time (or place) the gap does not restate may or may not carry over (v6 answered 5
        # to "… on Monday?"), so a question naming a time or place refuses (as for an object list)
        ctx.unattributed = True
    if circ.source and circ.source == prev.actor:
        # red team ma4 (ADR 0192): "Tom got 30 photos from Ann and 35 from Tom" (as "got 35 photos from Tom")
        raise _refuse(cur, "a gapped clause taking from its own actor", Reason.UNSUPPORTED_FORM,
                      "frame.transfer_source")
    if circ.to and circ.to == prev.actor:
        raise _refuse(cur, "a transfer to oneself", Reason.UNSUPPORTED_FORM, "frame.transfer_target")
    ops.append(msgspec.structs.replace(prev, amount=fmt(value), item=item, place=circ.place or prev.place,
                                       source=circ.source or prev.source,
                                       target=circ.to or prev.target, time=""))
    return inherited


def bare_number_with_circumstance(cur: Cursor) -> bool:
    """``… 3 apples and 2 in the morning`` (at the ``2``): a number with no noun, right before a preposition
    or a time, is a gapped clause with its own circumstance (read by parse_gapped, which refuses when the
    first clause has no circumstance of that kind), not one more object of the first clause: the object list
    would give the 3 apples the morning too (v6 answered 5 to ``How many … in the morning?``). Nothing read."""
    start = cur.pos
    num = read_number(cur)
    at = cur.pos
    cur.pos = start
    if num is None or num[1] or at >= cur.end:
        return False
    return cur.sense("fn:preposition", at) is not None or cur.sense("time", at) is not None
