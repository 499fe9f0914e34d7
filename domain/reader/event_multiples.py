"""An event told as a multiple of the same holder's earlier event (v17, ADR 0366).

    On Monday Tom picked 5 apples. On Tuesday he picked twice as many apples as on Monday.     2 × 5 = 10
    Ann read 10 pages on Monday. On Tuesday she read twice as many pages. How many pages … in all?  10 + 20
    Ann had 20 apples. She gave 5 apples to Bob. She gave twice as many apples to Cy.          Cy gets 10

``<holder> <verb> twice|half|K times as many [<things>] [as on <time>]`` as the object of an action verb
refused (``expected a quantity as the object of the verb``). The comparison is with the SAME holder's event of
the SAME verb told before: exactly one such event of the things, its amount a number the text gave. The
object then reads as that number times the factor (a plain number: the rest of the clause — ``to Cy``, a
place — is read as after any amount), so the solver sees the event as if the product had been written.

``as on <time>`` must name that event's own time; with no ``as`` at all the one earlier event is meant.
Refused (the original refusal, or an ambiguity): ``as <someone>`` (another holder's event: compared_events.py
reads the two-person text), another holder's event of the verb told before (``Ann picked 5 apples. Tom picked
3 apples. Ann picked twice as many.``: as she did or as Tom did?), two or more earlier events of the verb and things, none, an earlier amount that is
unknown or a fraction of a holding, another verb (``picked … twice as many as he ate``), a product that is not
a whole count of discrete things (``half as many`` of 5 apples), and ``K times more`` (ambiguous).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.circumstances import unparsed
from domain.reader.graph import Item, Op
from domain.reader.phrases import Cursor, fmt, read_item, read_number, time_key
from domain.reader.refusals import Reason

_EVENTS = ("gain", "lose", "transfer")


def read_event_multiple(cur: Cursor, ctx, ops: list[Op], subject: str, verb) -> tuple[str, Item, str] | None:
    """The object ``twice as many [<things>] [as on <time>]`` → (amount, item, "") like amounts.read_amount, or
    None (nothing consumed) when the object is not such a multiple."""
    start = cur.pos
    factor = _factor(cur)
    if factor is None or not (cur.take("fn:as") and cur.take("fn:quantity_question")):
        cur.pos = start
        return None
    item = read_item(cur, ctx)
    when = None
    if cur.sense("fn:as") is not None:
        at = cur.pos
        cur.pos += 1
        when = _time(cur)
        if when is None:
            cur.pos = start  # "as Ann", "as he ate": not the holder's own earlier event
            return None
    def refuse(detail: str, reason: Reason = Reason.AMBIGUOUS_REFERENCE) -> None:
        raise unparsed(cur, "statement.object", detail, reason, "frame.comparison")

    # every earlier event of the verb and the unit counts, whatever its kind: "8 red books. … 13 books. …
    # twice as many books" may be either (red team: v17 first took the one of the same kind)
    told = [op for op in ops if op.kind in _EVENTS and op.actor == subject and op.lemma == verb.id
            and op.item is not None and (op.item.unit == item.unit if item is not None else True)]
    if any(op.kind in _EVENTS and op.actor not in ("", subject) and op.lemma == verb.id for op in ops):
        # "Ann picked 5 apples. Tom picked 3 apples. Ann picked twice as many.": as she did, or as Tom?
        refuse("a multiple of an earlier event with another holder's event of the verb told")
    if item is None:
        units = {op.item.unit for op in told}
        if len(units) > 1:
            refuse("a multiple of an earlier event of two kinds of things")
    if when is not None:
        told = [op for op in told if when in op.time.split("|")]
    if len(told) != 1:
        refuse(f"a multiple of an earlier event, and {len(told)} such events told")
    base = told[0]
    if item is not None and item != base.item:
        refuse("a multiple of an earlier event of other things")
    if when is None and any(op.kind in _EVENTS and op.actor == subject and op.lemma != verb.id
                            and op.item is not None and op.item.unit == base.item.unit
                            for op in ops[ops.index(base) + 1:]):
        # red team 12 (ADR 0540): "She gave 5 apples to Bob. She ate 2 apples. She gave twice as many apples to
        # Cy.": as she gave Bob (10), or as the 2 just eaten (4)? Main answered 10; "as on <time>" still reads
        refuse("a multiple with no 'as' after another event of the same things: as which?")
    try:
        amount = Fraction(base.amount)
    except ValueError:
        refuse("a multiple of an earlier event whose amount is not told", Reason.UNSUPPORTED_FORM)
    value = amount * factor
    unit = cur.lex.unit_by_id.get(base.item.unit)
    if value.denominator != 1 and (unit is None or unit.discrete):
        raise unparsed(cur, "statement.object", f"{fmt(factor)} times {base.amount} is not a whole count",
                       Reason.FRACTIONAL_COUNT, "frame.comparison")
    ctx.note_unit(base.item.unit)
    return fmt(value), base.item, ""


def _factor(cur: Cursor) -> Fraction | None:
    """``twice`` / ``half`` / ``K times`` (never ``K times more``, read nowhere)."""
    mult = cur.sense("multiplier")
    if mult is not None:
        cur.pos += mult.length
        return cur.lex.number_value[mult.entry.id]
    start = cur.pos
    num = read_number(cur)
    if num is None or num[1] or not cur.take("fn:times"):
        cur.pos = start
        return None
    return num[0]


def _time(cur: Cursor) -> str | None:
    """``on Monday`` / ``last week`` after ``as``: the time's key, without making it the clause's own time."""
    saved = set(cur.times)
    start = cur.pos
    sense = cur.sense("time")  # "on monday" is one time phrase of the pack (the key a story's op carries)
    if sense is None and cur.take("fn:preposition"):
        sense = cur.sense("time")
    if sense is None:
        cur.pos = start
        return None
    words = cur.words[cur.pos:cur.pos + sense.length]
    cur.pos += sense.length
    cur.times = saved
    return time_key(cur.lex, sense, words)
