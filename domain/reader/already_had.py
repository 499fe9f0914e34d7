"""``<holder> already had N <things>.`` after the one event of that holder's things (reader v19, ADR 0424).

    Jess picked 21 peaches. She gave 8 peaches to Kyle. Kyle already had 5 peaches. How many peaches does Kyle
    have now?                                                                                        5 + 8 = 13
    Mike has 20 marbles. He gives 5 marbles to Sue. She already had 7 marbles. How many marbles does Sue have
    now?                                                                                             7 + 5 = 12

A past-tense holding told after that holding changed (``Kyle had 5 peaches`` after he was given 8) is the state
before the change or after it; the solver refuses it when the start was unknown (``frame.holding_time``: 5 now,
or 5 + 8?). ``already`` in front of ``had`` settles it: the holder had them before the event just told. With one
earlier event of the holder's things that event is the one, and the holding is the holder's start: it is noted
on ``ctx.had_before`` and moved in front of that event exactly as a closing ``before`` is (had_before.py,
ADR 0365), with the same checks once the story is read.

Read only when
- the sentence is one clause ``<holder> already had N <things>.`` (``already`` right before ``had``; one ``hold``
  of ``verb.have`` with a number, a named holder, no place, no time phrase anywhere in the sentence, no
  ``and``/``then``/``when`` …);
- the holder took part in exactly ONE earlier operation on those things (got, lost, gave or was given them)
  and no earlier holding of them was told (had_before._event_index).
With none it is a plain holding, read as before. With two earlier events (``already`` before which?) or a holding
of those things told before (``Kyle has 2 peaches. Ann gave Kyle 3 peaches. Kyle already had 5 peaches.``: 5
before the gift disagrees with the 2; v18 read it as the state after and answered 5) it refuses
(``ambiguous_reference``, ``statement.already_had``). Without ``already`` nothing changes (a later-state ``had`` without ``already`` —
``Sue had 7 marbles.`` after the gift — stays refused: in a past-tense story it may be the state after the gift).
``already has`` is not read (a present holding: the state now, or before the gift?); after an event of the
holder's things it refuses (red team, ADR 0432: ``Ann gave 2 apples to Max. Max already has 7 apples.`` was read as
the state now, 7, where ``already`` says before the gift, 9).
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.had_before import _event_index
from domain.reader.phrases import Cursor
from domain.reader.refusals import Reason, ReaderRefusal

ALREADY = "fn.adv.already"
_CLAUSE_BREAKS = ("when", "while", "after", "then", "and", "before", "but", "so", "because", "if")


def _already_at(cur: Cursor, verbs: tuple[str, ...] = ("had",)) -> int:
    """The index of the sentence's one ``already`` (a sense of the pack adverb), directly before ``had`` (or one
    of ``verbs``); -1."""
    hits = [i for i in range(cur.end) if (s := cur.sense("fn:adverb", i)) is not None
            and getattr(s.entry, "id", "") == ALREADY]
    if len(hits) != 1 or hits[0] + 1 >= cur.end or cur.words[hits[0] + 1] not in verbs:
        return -1
    return hits[0]


def take_already_had(cur: Cursor, ctx, ops: list[Op], first: int) -> bool:
    """At the end of a one-clause ``<holder> already had N <things>.`` sentence whose holder took part in exactly
    one earlier change of those things: the sentence noted on ``ctx.had_before`` (see the module)."""
    if not cur.at_end() or len(ops) != first + 1:
        return False
    hold = ops[first]
    if "had" not in cur.wordset:
        if hold.kind == "hold" and hold.actor and hold.item is not None and _already_at(cur, ("has", "have")) >= 0 \
                and any(op.kind in ("gain", "lose", "transfer") and op.item is not None
                        and op.item.unit == hold.item.unit and hold.actor in (op.actor, op.target, op.source)
                        for op in ops[:first]):
            # red team (ADR 0432): ``already has`` after the holder's event: the state now, or before it?
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "event_binding", sentence_index=hold.sentence,
                                frame="statement.already_had", detail="'already has' after an event of those things")
        return False
    if hold.kind != "hold" or hold.lemma != "verb.have" or not hold.actor or hold.place or hold.time \
            or hold.item is None or not hold.amount.replace("/", "").replace(".", "").isdigit():
        return False
    if any(w in _CLAUSE_BREAKS for w in cur.words[:cur.end]) or _already_at(cur) < 0:
        return False
    if cur.times:
        # red team (ADR 0432): the clause's time is stamped after this call, so ``hold.time`` is still empty for
        # ``Sue already had 7 apples on Monday.``: a state told at a time (before the gift, or after it?)
        return False
    holder, unit = hold.actor, hold.item.unit
    if not any(op.item is not None and op.item.unit == unit and holder in (op.actor, op.target, op.source)
               for op in ops[:first]):
        if any(op.item is not None and op.item.unit == unit and op.place == holder for op in ops[:first]):
            # red team (ADR 0432): ``Workers planted 24 oak trees in the park. The park already had 33 oak trees.``
            # was read as the park's state after the planting (33): ``already`` says before it
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "event_binding", sentence_index=hold.sentence,
                                frame="statement.already_had", detail="'already had' after an event at the holder")
        return False  # nothing of the holder's told before: a plain holding, read as before
    try:
        _event_index(None, ops[:first], hold)
    except ReaderRefusal as refusal:
        # two events (before which?) or a holding told before (``Kyle has 2 peaches. Ann gave Kyle 3 peaches.
        # Kyle already had 5 peaches.``: 5 before the gift disagrees with 2; main read it as the state after, 5)
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "event_binding", sentence_index=hold.sentence,
                            frame="statement.already_had", detail=refusal.evidence.detail) from None
    ctx.had_before.append(cur.sentence.index)
    return True
