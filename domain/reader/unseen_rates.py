"""Rates that a question's sum would silently leave out (red team 8, ADR 0457).

A rate (``buys 2 decks each week``, ``built 5 houses each week``, ``read 147 pages each week``) is an op of kind
``rate``, not an event: the sums over events, purchases, gains at a place or progress toward a goal do not see it,
and solver.rate_guard refuses only a holding of the rate's own actor. Where such a rate changes what the question
sums, by a count of periods the text never gives, the answer is open: refused.

1. Purchases told as a rate beside a spend question.

    Each deck costs 8 dollars. Sam bought 6 decks. He buys 2 decks each week. How much did he spend?   refused
    (v19: 48)
    Sam bought 6 decks for 8 dollars each. Tom bought 2 decks each week. How much did they spend?     refused
    (v19: 48)

    Sam had 50 dollars. He buys 2 decks each week. Each deck costs 8 dollars. How much money does he have left?
    refused (v19: 50)

A spend question sums the asked spender's money losses and priced purchases (spending.py, solver.event_sum). A
purchase told as a rate (``buys 2 decks each week``, pack category ``positive``, op kind ``rate``) is neither: it
is a purchase repeated over periods whose number the text never gives, so it was silently left out of the sum.
When the asked spender (anyone, for ``they``) has such a rate, what was spent is not determined: refused. A rate of
another person (``Tom buys 2 decks each week. How much did Sam spend?``), a rate of a verb that gets nothing
(``reads 2 books each week``) and a spend question over the rate's own periods (``in 3 weeks``, rates.py) are left
as they were.

2. The money held after such a rate is open for the same reason: solver.purchase_money_guard, which refuses money
asked after a gain of things with no money told (the pack's categories cannot tell ``bought`` from ``found``),
now also refuses after the holder's own gaining rate of things that are not money (``earns 8 dollars each week``
is the money's own rate, refused by rate_guard as before).

3. A scene's things (``There were 30 houses in the town.``) beside a rate of those things by anyone (``Workers
   built 5 houses each week.``, v19: 30; without ``each week`` the building is a gain at the town, 35): what the
   rate put there is not counted. A person's holding beside another person's rate (``Ann picks 5 apples each
   day``) is left as it was: those are Ann's.

5. Everywhere else the same holds: a rate over a period of the calendar or the clock (``each week``, ``every day``,
   ``an hour``) that changes the asked things (or containers of them: ``bought 3 packs of pencils each week``) is
   left out by every sum but the questions made to read it (``in 3 weeks``, ``how long … last``, ``how long to
   clear``, pay for told hours: rates.py, rate_earnings). Found by appending ``each week`` to one statement of
   every corpus, fresh and identity text: ``Sam ate 4 apples. He then bought 6 apples each week. Now he has 10
   apples. How many apples did he have at first?`` (14), ``Ann had 12 apples. She ate 3 apples each week. Bob has 5
   more apples than Ann.`` (17), ``Gus had 13 packs of cards. He gave away 2 packs each week. Each pack has 4
   cards.`` (52), ``Amos bought 5 packs and Ben bought 4 packs each week. … How many cards did they buy in all?``
   (40). A question that sums things beside such a rate of them refuses (check_unseen_rates); an event question
   of the rate's own verb and things is rate_earnings' (it counts the rate's told periods or refuses).

4. Progress toward a goal (``needs to read a 563 page book … has already read 147 pages each week. How many pages
   does he have left to read?``, v19: 563): the goal's own task told as a rate of its holder leaves the progress
   open.
"""
from __future__ import annotations

from domain.reader.graph import Question
from domain.reader.refusals import Reason, ReaderRefusal


def check_rated_purchases(solver, q: Question) -> None:
    """Refuse a spend question whose spender buys something by a rate (module doc)."""
    everyone = not q.entity and not q.members
    for op in solver.graph.ops:
        if op.kind != "rate" or op.item is None or solver.lex.verb_category.get(op.lemma) != "positive":
            continue
        if everyone or (op.actor in q.members if q.members else op.actor == q.entity):
            raise ReaderRefusal(Reason.UNKNOWN_QUANTITY, "event_binding", sentence_index=q.sentence, frame="solver",
                                detail=f"spending beside purchases told as a rate ({op.lemma} {op.item.unit} per "
                                       f"{op.target or 'period'})")


def check_rated_purchase_money(solver, owner: str, sentence: int) -> None:
    """Refuse the money of ``owner`` when ``owner`` gets things other than money by a rate (module doc)."""
    for op in solver.graph.ops:
        if op.kind != "rate" or op.item is None or op.actor != owner \
                or solver.lex.verb_category.get(op.lemma) != "positive":
            continue
        unit = solver.lex.unit_by_id.get(op.item.unit)
        if unit is not None and unit.family in ("money", "mass_noun_money"):
            continue
        raise ReaderRefusal(Reason.UNKNOWN_QUANTITY, "event_binding", sentence_index=sentence, frame="solver",
                            detail=f"{owner}'s money beside things got at a rate ({op.lemma} {op.item.unit} per "
                                   f"{op.target or 'period'}): bought, at what cost?")


def check_rate_at_scene(solver, owner: str, item, sentence: int, covers) -> None:
    """Refuse the things of a scene (``There were N <things> in <place>``) beside anyone's rate of them (3)."""
    if owner not in solver.scenes:
        return
    for r in solver.rates:
        if r.actor != owner and r.place in ("", owner) and r.item is not None \
                and (covers(item, r.item) or covers(r.item, item)):
            raise ReaderRefusal(Reason.UNKNOWN_QUANTITY, "rate", sentence_index=sentence, frame="solver",
                                detail=f"{r.actor}'s {r.item.unit} at a rate ({r.lemma} per {r.target}) beside "
                                       f"the {item.unit} {owner} holds: put there or not, and how often?")


def check_rated_progress(solver, owner: str, item, task: str, sentence: int, covers) -> None:
    """Refuse a goal's progress when its holder does the task at a rate (4)."""
    for op in solver.graph.ops:
        if op.kind == "rate" and op.actor == owner and op.lemma == task and op.item is not None \
                and (covers(item, op.item) or covers(op.item, item)):
            raise ReaderRefusal(Reason.UNKNOWN_QUANTITY, "rate", sentence_index=sentence, frame="solver",
                                detail=f"{owner}'s {task} of {item.unit} told as a rate (per {op.target}): "
                                       f"how much is done is not said")


SUMMING_KINDS = frozenset(("holding", "initial", "sole", "total", "members", "difference", "difference_total",
                           "event", "event_difference", "event_excess", "passive", "spend", "goal_gap", "goal_rest",
                           "received_difference", "surplus", "contained", "remainder", "use_total", "transfer",
                           "gain", "lose", "hold"))
"""Question kinds that sum told events and holdings (5); the rate kinds (rate_times, rate_last, rate_clear …) read
rates and are not checked."""


def check_unseen_rates(solver, q, covers, pace: str) -> None:
    """Refuse a summing question beside a calendar or clock rate of its things (5)."""
    if q.kind not in SUMMING_KINDS or q.item is None:
        return
    if q.kind == "event":
        check_twice_told_rate(solver, q, covers, pace)
    units = solver.lex.unit_by_id
    for r in solver.graph.ops:
        if r.kind != "rate" or r.event == pace or r.item is None or not r.target:
            continue
        period = units.get(r.target)
        if period is None or period.family != "time":
            continue
        same = covers(q.item, r.item) or covers(r.item, q.item)
        inside = any(covers(q.item, it) or covers(it, q.item) for it in solver.per.get(r.item.unit, {}))
        if not (same or inside):
            continue
        if q.kind == "event" and same and r.lemma == q.lemma:
            continue  # rate_earnings: "earns $12 an hour. He worked 5 hours. How much did he earn?"
        raise ReaderRefusal(Reason.UNKNOWN_QUANTITY, "rate", sentence_index=q.sentence, frame="solver",
                            detail=f"{r.actor or 'someone'}'s {r.item.unit} {r.lemma} per {r.target}: a rate over "
                                   f"periods never counted, beside the asked {q.item.unit}")


def check_twice_told_rate(solver, q, covers, pace: str) -> None:
    """red9 (ADR 0480): "Ann earns $10 an hour. She also earns $12 an hour. She worked 5 hours. How much did she
    earn?" answered 110: the solver's rate_earnings multiplies every rate of the asked verb by the same counted
    events and sums, so two rates of one actor, one verb and one period (or one counted thing: ``for each lawn she
    mowed``) paid the same hours twice (a corrected rate, a second job whose hours are not told apart?). Two such
    rates of the asked things beside an event question refuse, as the rate questions do (``2 rates of … per …``)."""
    seen: dict[tuple, int] = {}
    for r in solver.graph.ops:
        if r.kind != "rate" or r.event == pace or r.item is None or not r.target or r.lemma != q.lemma:
            continue
        if not (covers(q.item, r.item) or covers(r.item, q.item)):
            continue
        key = (r.actor, r.target, r.event, r.item.unit)
        seen[key] = seen.get(key, 0) + 1
        if seen[key] > 1:
            raise ReaderRefusal(Reason.UNKNOWN_QUANTITY, "rate", sentence_index=q.sentence, frame="solver",
                                detail=f"2 rates of {r.item.unit} per {r.target} for {r.actor or 'someone'}: "
                                       f"which pays the counted {r.target}?")

