"""An event told as a change of an earlier one (reader v13, ADR 0260).

``Last year, she harvested 2479 pounds of honey. This year, she … increased her honey harvest by 6085 pounds.
How many pounds of honey did Diane harvest this year?``: ``increased her honey harvest by N`` says this time's
harvest is the earlier harvest and N more (2479 + 6085 = 8564); ``decreased … by N`` says N less.

The clause is ``<subject> increased|decreased <his|her|its|their|Name's> [<thing>] <verb as a noun> by N
[<unit>]`` and nothing after it. It is read as an event of that verb by the subject, of the earlier event's
things, whose amount is worked out here from the one earlier event:

- exactly one earlier event of that verb (a gain: harvest, pick, collect, earn …) by the subject whose things
  the noun adjunct names (the unit, or the stuff measured: ``honey`` in ``pounds of honey``), with a stated
  amount and a time of its own; ``by N <unit>`` in that event's unit (``by N`` alone takes it);
- this clause's sentence tells a time that cannot overlap the earlier one (``last year`` / ``this year``;
  time_overlaps.may_overlap): a change is between two times, never within one;
- the possessive names the subject; a decrease leaves more than nothing.

Anything else refuses (``unparsed_sentence``/``unknown_quantity``): no earlier event, two of them (which one
changed?), an unknown amount (``some``), another holder's, a time missing or overlapping, another unit, words
after the amount. check_increased refuses a story that tells the changed event again (``She harvested 5 more
pounds this year``: is that in the increase?).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.circumstances import unparsed
from domain.reader.graph import Item, Op
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.refusals import Reason, ReaderRefusal
from domain.reader.time_overlaps import may_overlap

_POSS = {"his": "m", "her": "f"}


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE,
            missing: str = "frame.statement") -> ReaderRefusal:
    return unparsed(cur, "statement.change", detail, reason, missing)


def _owner(cur: Cursor, ctx, subject: str) -> bool:
    """The possessive here names the subject (consumed when True)."""
    word = cur.peek_word()
    if word in _POSS:
        at = cur.pos
        cur.pos += 1
        return ctx.resolve_pronoun(_POSS[word], cur, at) == subject
    tok = cur.tokens[cur.pos] if cur.pos < cur.end else None
    if tok is not None and cur.sense("name") and tok.text == subject and cur.sense("poss", cur.pos + 1):
        cur.pos += 2
        return True
    return False


def take_changed_event(cur: Cursor, ctx, ops: list[Op], subject: str) -> bool:
    """``increased her honey harvest by 6085 pounds`` at the cursor (after the subject): the event appended;
    False (nothing consumed) when no increase/decrease word is here."""
    here = cur.here()  # speed (ADR 0451): both classes in one dict (``sense(cls)`` is ``here().get(cls)``)
    change = here.get("fn:increase") or here.get("fn:decrease")
    if change is None:
        return False
    up = change.entry.role == "increase"
    cur.pos += change.length
    if not _owner(cur, ctx, subject):
        raise _refuse(cur, "a change of something the subject's possessive does not name")
    things: list[str] = []
    while cur.pos < cur.end and cur.peek_word() != "by" and not cur.sense("verb"):
        unit = cur.sense("unit")
        if unit is None or unit.length != 1:
            raise _refuse(cur, "a changed event named by words other than its things and its verb")
        things.append(unit.entry.id)
        cur.pos += 1
    verb = cur.sense("verb")
    if verb is None or verb.length != 1 or len(things) > 1:
        raise _refuse(cur, "expected the changed event's verb as a noun (her honey harvest)")
    lemma = verb.entry.id
    cur.pos += 1
    if not cur.take_word("by"):
        raise _refuse(cur, "expected 'by' and the amount of the change")
    got = read_number(cur)
    if got is None or got[1]:
        raise _refuse(cur, "expected the amount of the change")
    amount = got[0]
    unit = cur.sense("unit")
    by_unit = ""
    if unit is not None:
        by_unit = unit.entry.id
        cur.pos += unit.length
    if not cur.at_end():
        raise _refuse(cur, "words after the amount of a change")
    earlier = [op for op in ops if op.lemma == lemma and op.actor == subject and op.item is not None
               and (not things or things[0] == op.item.unit or f"of:{things[0]}" in op.item.mods)]
    if len(earlier) != 1 or earlier[0].kind != "gain" or earlier[0].source or earlier[0].target:
        raise _refuse(cur, "a change needs exactly one earlier gain of that verb and those things by the subject",
                      Reason.UNKNOWN_QUANTITY, "event_binding")
    base = earlier[0]
    if base.amount.startswith("?") or base.amount == "all" or not base.time:
        raise _refuse(cur, "the changed event has no stated amount or no time of its own",
                      Reason.UNKNOWN_QUANTITY, "event_binding")
    if by_unit and by_unit != base.item.unit:
        raise _refuse(cur, "a change in another unit than the changed event", Reason.UNIT_MISMATCH, "unit_conversion")
    stamp = "|".join(sorted(cur.times))
    if not stamp or stamp == base.time or may_overlap(cur.lex, stamp, base.time) \
            or may_overlap(cur.lex, base.time, stamp):
        raise _refuse(cur, "a change told at no time of its own, or at a time that may hold the earlier one",
                      Reason.UNKNOWN_QUANTITY, "event_binding")
    value = Fraction(base.amount) + (amount if up else -amount)
    if value <= 0:
        raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", sentence_index=cur.sentence.index,
                            detail="a decrease by more than the changed event")
    ops.append(Op(kind="gain", lemma=lemma, sentence=cur.sentence.index, actor=subject, item=base.item,
                  amount=fmt(value)))
    ctx.changed_events.append((subject, lemma, base.item))
    return True


def check_changed_events(ops: list[Op], changed: list[tuple[str, str, Item]]) -> None:
    """Each changed event stays the story's second and last telling of that verb, subject and things."""
    for subject, lemma, item in changed:
        told = [op for op in ops if op.lemma == lemma and op.actor == subject and op.item is not None
                and op.item.unit == item.unit]
        if len(told) != 2:
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "event_binding", sentence_index=told[-1].sentence,
                                detail="the changed event is told again: is that part of the change?")
