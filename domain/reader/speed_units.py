"""``How many miles per hour did she run?`` (reader v23, ADR 0545): a speed asked in its units, read as ``How fast``.

    Stephanie ran 15 miles in 3 hours. How many miles per hour did she run?       15 ÷ 3 = 5
    Stephanie ran 15 miles in 3 hours. How many miles did she run per hour?       15 ÷ 3 = 5
    Tom drove for 2 hours at 40 miles per hour. How many miles an hour did he drive?   40 (the told speed)

travel.py (ADR 0102) reads ``How fast did she run?`` as the trip's speed in the trip's own units (the distance's
unit per the time's, or the told speed's). A question that names a distance unit and then ``per|a|an <time
unit>`` (before the auxiliary) or ``per <time unit>`` (ending the question) asks the same speed, spelled out. It
is read only when the spelled units are exactly the trip's: the told speed's two units, or the told distance's
and time's; any other pair (``kilometers per hour`` after miles, ``miles per minute`` after hours) refuses,
since ``How fast`` gives no unit to convert from.

Refused: units that are not the trip's, a time unit in the plural (``per hours``), ``in N hours`` after a spelled
speed (a hypothetical trip), a trip with no distance and time or speed told (the solver's ``speed not fixed``),
words after the time unit.
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.phrases import Cursor

_BEFORE_AUX = ("per", "a", "an")


def take_speed_per(cur: Cursor, *, ending: bool) -> str:
    """``per|a|an <time unit>`` (``ending``: only ``per``, and the question must end there): the time unit's id,
    the cursor after it; "" with nothing consumed otherwise."""
    if cur.peek_word() not in (("per",) if ending else _BEFORE_AUX):
        return ""
    u = cur.sense("unit", cur.pos + 1)
    if u is None or u.form != "sg" or cur.lex.unit_by_id[u.entry.id].family != "time":
        return ""
    if ending and cur.pos + 1 + u.length != cur.end:
        return ""
    cur.pos += 1 + u.length
    return u.entry.id


def trip_speed_units(facts: dict[str, Op], distance: str, time: str, speed: str) -> tuple[str, str] | None:
    """The units ``How fast`` answers in: the told speed's (distance unit, time unit), else the told distance's and
    time's; None when the trip fixes no speed."""
    r, d, t = facts.get(speed), facts.get(distance), facts.get(time)
    if r is not None and r.item is not None:
        return r.item.unit, r.target
    if d is not None and t is not None and d.item is not None and t.item is not None:
        return d.item.unit, t.item.unit
    return None
