"""``On Monday he worked 7 hours`` (v11, ADR 0189): how long an activity went on.

A scene verb (pack category ``scene``: ``work``, ``mow``, ``clean`` …) moves no things, so a clause with a
number after it was refused (``verb category 'scene' cannot follow an entity here``). Followed by a number
and a *time* unit (pack unit family ``time``: hours, minutes, days …), the number says how long the
activity lasted: ``worked 7 hours`` is 7 hours of working. It is read as an event of that verb that counts
those hours (a ``gain`` of the time unit, licensed by the verb's own lemma), so that

- ``How many hours did he work?`` sums exactly the verb's events (the event question), and
- a pay rate with no verb (``made 5 dollars an hour``, unit_rates.py) pays for the hours of the one verb
  that counted hours (solver.rate_earnings: two verbs, or a rate told for another day, still refuse).

Read only when every part is there: a scene verb whose progressive is a pack activity (``working``,
``mowing``, ``cleaning``: verbs that name an activity that goes on for a while, so ``decided 3 hours`` or
``went 3 hours`` are not read), a plain stated number (no ``some``, no money, no ``more``), a time unit right
after it, and then only time words or a place (``at the store``), never a recipient, a source or a companion.
Anything else consumes nothing and the clause refuses as before.

The hours are not a holding: ``How many hours does he have?`` refuses (``span_guard``): having hours is not
what working them says.
"""
from __future__ import annotations

from domain.reader.circumstances import Circumstances, read_circumstances
from domain.reader.graph import PACE, Item, Op
from domain.reader.phrases import Context, Cursor, fmt, read_number
from domain.reader.refusals import Reason, ReaderRefusal
from domain.reader.time_overlaps import told_apart


def _lasting_verbs(lex) -> frozenset[str]:
    """Scene verbs whose ``-ing`` form is a pack activity (``work`` → ``working``; ``mow`` → ``mowing``)."""
    acts = {form for a in lex.pack.activities for form in a.forms if form.endswith("ing") and " " not in form}
    out = set()
    for v in lex.pack.verbs:
        if v.category != "scene":
            continue
        for f in v.forms:
            if " " in f:
                continue
            if {f + "ing", f[:-1] + "ing", f + f[-1:] + "ing"} & acts:
                out.add(v.id)
                break
    return frozenset(out)


def lasting_verbs(lex) -> frozenset[str]:
    return lex.memo("work_spans.lasting_verbs", _lasting_verbs)


def take_work_span(cur: Cursor, ctx: Context, ops: list[Op], subject: str, verb) -> bool:
    """``worked 7 hours [on Monday] [at the store]`` after a scene verb: an event counting the hours (see the
    module doc). False, nothing consumed, when the clause is not this form."""
    if verb.category != "scene" or verb.id not in lasting_verbs(cur.lex):
        return False
    start = cur.pos
    if cur.peek_word() == "for" and cur.peek_word(1) not in ("a", "an", "the"):
        cur.pos += 1  # v12: "worked for 6 days" is "worked 6 days" (ADR 0241)
    num = read_number(cur)
    if num is None or num[1]:
        cur.pos = start
        return False
    unit = cur.sense("unit")
    if unit is None or unit.entry.family != "time":
        cur.pos = start
        return False
    cur.pos += unit.length
    ctx.note_unit(unit.entry.id)
    circ = Circumstances()
    read_circumstances(cur, ctx, circ)
    if circ.to or circ.source or circ.with_:
        cur.pos = start
        return False
    ops.append(Op(kind="gain", lemma=verb.id, sentence=cur.sentence.index, actor=subject,
                  item=Item(unit=unit.entry.id), amount=fmt(num[0]), place=circ.place, event=SPAN))
    return True


SPAN = "@span"
"""``Op.event`` of a span of an activity (``worked 7 hours``): time spent, never time held."""


def spans_may_overlap(lex, first: str, second: str) -> bool:
    """v18 (wrongfix, ADR 0399): may two spans' stamps, summed, count some of the same time twice? Unless the
    words tell them apart (time_overlaps.told_apart: ``on Monday`` / ``on Tuesday``, ``today`` / ``yesterday``,
    ``this morning`` / ``this afternoon``), one may hold the other: ``studied for 2 hours today and 36 hours in
    the morning`` (the morning may be today's: 36 or 38), ``61 minutes yesterday, 60 minutes on Sunday`` (yesterday
    may have been Sunday). The solver's event sum (ADR 0268) lets a floating time beside a day pass for things
    (``5 cakes during lunch … 3 cakes yesterday``, the story places them); hours spent the same day cannot be
    told from those of a part of it, so a span is summed only over times told apart."""
    return not told_apart(lex, first, second)


def check_spent_times(lex, ops: list[Op], sentence: int) -> None:
    """Refuse a sum of time spent (``spends_time``) that may count some time twice: two stamps of one actor's
    spans (each told in its own clause, or listed in one clause, one time per span: listed_times.py's shape)
    that spans_may_overlap. Two people's hours never count one another's (``Tom studied 2 hours today. Mia
    studied 3 hours in the morning.``: 5)."""
    by_actor: dict[str, list[Op]] = {}
    for op in ops:
        if spends_time(lex, op):
            by_actor.setdefault(op.actor, []).append(op)
    for spans in by_actor.values():
        stamps = sorted({op.time for op in spans if op.time})
        pairs = [(a, b) for i, a in enumerate(stamps) for b in stamps[i + 1:]]
        for stamp in stamps:
            parts = stamp.split("|")
            if len(parts) >= 2 and sum(op.time == stamp for op in spans) == len(parts):
                pairs += [(a, b) for i, a in enumerate(parts) for b in parts[i + 1:]]  # "61 minutes yesterday, 60 …"
        if any(spans_may_overlap(lex, a, b) for a, b in pairs):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "time_binding", sentence_index=sentence, frame="solver",
                                detail="two told times summed here may hold one another")


def spends_time(lex, op: Op) -> bool:
    """Is ``op`` a span (``worked 7 hours``), or any event counting a time unit (``read 56 hours``: the pack's
    ``time`` families), whose sum over times falls under spans_may_overlap?"""
    if op.event == SPAN:
        return True
    return op.item is not None and op.item.unit in lex.unit_by_id and \
        lex.unit_by_id[op.item.unit].family in ("time", "time_calendar")


def _unit_families(lex) -> dict[str, str]:
    """Each pack unit's family, by unit id (a pure function of the pack, kept on its lexicon)."""
    return {u.id: u.family for u in lex.pack.units}


def span_guard(ops: list[Op], question, lex) -> None:
    """Time got by doing something is not a holding, and a day's work is not 24 hours. Over every gain of a
    unit of the pack family ``time`` (a span read here, or a gain verb's object such as ``painted 8 hours``):

    - a question that is not about events (``How many hours does he have?``) about a time unit refuses: the
      hours were spent on the activity, never got;
    - such gains in two units (``worked 7 hours … worked 2 days``), or in another unit than a rate per time
      unit of the story (``made 9 dollars an hour … worked 3 days``) or than the asked time unit, refuse:
      the pack converts a day to 24 hours, which is the length of a day, not of a day's work (red team,
      ADR 0189: ``painted 7 hours and … 8 days`` at 10 dollars an hour answered 1990 on main).
    This check can only turn an answer into a refusal."""
    fam = lex.memo("unit_family", _unit_families)  # once per pack (ADR 0199): read on every text
    spans = [op for op in ops if op.kind == "gain" and op.item is not None and fam.get(op.item.unit) == "time"]
    if not spans:
        return
    units = {op.item.unit for op in spans}
    item = question.item
    asked = item.unit if item is not None and fam.get(item.unit) == "time" else ""
    rated = {op.target for op in ops if op.kind == "rate" and fam.get(op.target) == "time"}
    if asked and question.kind not in ("event", "passive", "rate_times", "rate_time"):
        raise ReaderRefusal(Reason.UNKNOWN_QUANTITY, "initial_state", sentence_index=question.sentence,
                            frame="question.work_span",
                            detail=f"{asked} were only told as time spent on an activity, never held")
    if len(units) > 1 or (asked and asked not in units) or (rated and rated != units):
        raise ReaderRefusal(Reason.UNIT_MISMATCH, "unit_conversion", sentence_index=question.sentence,
                            frame="question.work_span",
                            detail=f"time spent in {sorted(units)} beside {sorted(rated | {asked} - {''})}: a day "
                                   "of work is not 24 hours")


def check_timed_rates(ops: list[Op], unattributed: bool) -> None:
    """A pay rate told for one time (``made 5 dollars an hour on Monday``) pays only for hours of that time
    (solver.rate_earnings). The parser stamps a sentence's time on each of its clauses that has none of its own,
    so ``Tom worked 5 hours on Monday and she painted 9 hours`` gives her 9 hours Monday's stamp too (red team,
    ADR 0189: answered 45). Refused when the story is ``unattributed`` (a time told in one of several clauses,
    clause_times.py), or when one sentence has two time gains of one stamp (``He mowed 7 hours and he mowed 4
    hours on Monday``: both on Monday?). This check can only turn an answer into a refusal."""
    timed = [op for op in ops if op.kind == "rate" and (op.time or op.place) and op.event != PACE]
    if not timed:
        return
    stamps: dict[tuple[int, str], int] = {}
    for op in ops:
        if op.kind == "gain" and op.item is not None and op.item.unit == timed[0].target:
            key = (op.sentence, op.time)
            stamps[key] = stamps.get(key, 0) + 1
    if unattributed or any(n > 1 and key[1] for key, n in stamps.items()):
        raise ReaderRefusal(Reason.UNKNOWN_QUANTITY, "rate", sentence_index=timed[0].sentence,
                            frame="statement.timed_rate",
                            detail="a rate told for one time beside a time stamped on clauses that told none")
