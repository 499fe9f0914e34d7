"""Days of work, then the hours worked each of those days (v13, ADR 0266):

    Andrew spent 3 days working on his science report. He worked for 2.5 hours each day.
    How many hours did he work?                                                           3 × 2.5 = 7.5 hours

Why a module of its own: the holding machinery reads ``worked 2.5 hours each day`` as a repetition over days
whose number it does not find (``spent 3 days working`` is no span of its verb: ``spent`` is a spending), and
``worked 3 days`` beside it as more time worked, where a day of work is not 24 hours (unit_mismatch). English
says the first sentence counts the days, the second how long each of them was worked. The text is read as a
whole, in one shape (exactly three sentences):

- ``<Name> spent N <periods> <activity> [on|for <his|her|the|a> <number-free noun phrase>]`` (the activity a
  pack activity whose verb is a lasting scene verb: ``working`` → work, work_spans.lasting_verbs), or ``<Name>
  <that verb> [for] N <periods> [on …]``; a period is a pack time unit (``days``, ``weeks``);
- ``<he|she|Name> <the same verb> [for] M <time unit> each|every|a|an|per <period>`` — the same one person (a
  pronoun that fits the name), the same verb, the time unit shorter than the period (hours in a day) and M of
  them no longer than one period (``10 days a week`` refuses);
- ``How many <that time unit> did <he|she|Name> <verb> [in all|in total|altogether]?``

The answer is N × M. Another verb, person or period, a time unit as long as the period or longer, any other
sentence or word refuses.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.age_multiples import read_name
from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.linear import exact
from domain.reader.phrases import Cursor, fmt, how_many_of, opens_with, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step
from domain.reader.work_spans import lasting_verbs
from domain.reader.products import product_step

WORK_DAYS = "work_days"
_PER = ("each", "every", "a", "an", "per")


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, WORK_DAYS, detail, reason)


def _verb_of_activity(lex, form: str) -> str | None:
    """The lasting scene verb whose ``-ing`` form is this activity word (``working`` → verb.work)."""
    ids = lasting_verbs(lex)
    found = {v.id for v in lex.pack.verbs if v.id in ids and any(
        " " not in f and form in (f + "ing", f[:-1] + "ing", f + f[-1:] + "ing") for f in v.forms)}
    return found.pop() if len(found) == 1 else None


def _time(cur: Cursor) -> tuple[Fraction, str] | None:
    got = read_number(cur)
    unit = cur.sense("unit") if got is not None and not got[1] and got[0] > 0 else None
    if unit is None or cur.lex.unit_by_id[unit.entry.id].family != "time" \
            or not cur.lex.unit_by_id[unit.entry.id].per_base:
        return None
    cur.pos += unit.length
    return got[0], unit.entry.id


def _object(cur: Cursor, gender: str) -> bool:
    """``on|for his|her|the|a <number-free words>`` to the end: what was worked on (moves nothing)."""
    if cur.at_end():
        return True
    if cur.take_word("on", "for") is None:
        return False
    p = cur.sense("fn:possessive")
    if p is not None:
        if cur.words[cur.pos] not in ("his", "her") or (gender != "x" and p.entry.gender not in ("", gender)):
            return False
        cur.pos += p.length
    elif cur.take_word("the", "a", "an") is None:
        return False
    if cur.at_end():
        return False
    while not cur.at_end():
        word = cur.words[cur.pos]
        if not word.isalpha() or cur.sense("num") is not None or cur.sense("number") is not None \
                or cur.sense("verb") is not None or cur.sense("fn:preposition") is not None:
            return False
        if cur.sense("fn:each") is not None or cur.sense("multiplier") is not None or cur.sense("time") is not None:
            return False  # red team 8 (ADR 0457): "on a project each week" / "twice": the days repeated, how often?
        cur.pos += 1
    return True


def _first(cur: Cursor):
    """The first sentence: (name, gender, verb id, N, period unit), or None."""
    cur.pos = 0
    who = read_name(cur)
    if who is None:
        return None
    verb = None
    if cur.take_word("spent") is not None:
        days = _time(cur)
        act = cur.sense("activity") if days is not None else None
        if act is None or act.length != 1:
            return None
        verb = _verb_of_activity(cur.lex, cur.words[cur.pos])
        cur.pos += 1
    else:
        s = cur.sense("verb")
        if s is None or s.entry.id not in lasting_verbs(cur.lex) or s.length != 1 \
                or not cur.words[cur.pos].endswith("ed"):
            return None
        verb = s.entry.id
        cur.pos += 1
        if cur.peek_word() == "for":
            cur.pos += 1
        days = _time(cur)
    if verb is None or days is None or not _object(cur, who[1]):
        return None
    return who[0], who[1], verb, days[0], days[1]


def claims(cursors: list[Cursor]) -> bool:
    """Three sentences, the first a count of periods of one person's work (module doc)."""
    return opens_with(cursors, 3, _first) and any(w in _PER for w in cursors[1].words)


def _subject(cur: Cursor, name: str, gender: str) -> bool:
    w = cur.peek_word()
    if w in ("he", "she"):
        if gender not in ("x", "m" if w == "he" else "f"):
            return False
        cur.pos += 1
        return True
    got = read_name(cur)
    return got is not None and got[0] == name


def parse_work_days(cursors: list[Cursor]) -> Graph:
    name, gender, verb, days, period = _first(cursors[0])
    cur = cursors[1]
    cur.pos = 0
    if days.denominator != 1:
        # red team 25 (ADR 0269): "worked 3.5 days … 2 hours each day" answered 7: the half day's hours?
        raise _refuse(cursors[0], "a part of a period: its time each period is not told", Reason.UNKNOWN_QUANTITY)
    if not _subject(cur, name, gender):
        raise _refuse(cur, f"the hours of someone else than {name}?", Reason.AMBIGUOUS_REFERENCE)
    s = cur.sense("verb")
    if s is None or s.entry.id != verb or s.length != 1 or not cur.words[cur.pos].endswith("ed"):
        raise _refuse(cur, "another verb than the days' work")
    cur.pos += 1
    if cur.peek_word() == "for":
        cur.pos += 1
    got = _time(cur)
    lex = cur.lex
    if got is None or exact(lex.unit_by_id[got[1]].per_base) >= exact(lex.unit_by_id[period].per_base):
        raise _refuse(cur, "expected a time shorter than the period")
    each, unit = got
    if each * exact(lex.unit_by_id[unit].per_base) > exact(lex.unit_by_id[period].per_base):
        raise _refuse(cur, "more time each period than the period has", Reason.UNKNOWN_QUANTITY)  # 10 days a week
    if cur.take_word(*_PER) is None:
        raise _refuse(cur, "expected 'each <period>'")
    p = cur.sense("unit")
    if p is None or p.entry.id != period or p.form != "sg":
        raise _refuse(cur, f"another period than {period}", Reason.UNIT_MISMATCH)
    cur.pos += p.length
    if not cur.at_end():
        raise _refuse(cur, "words after the time each period")
    q = cursors[2]
    missing = how_many_of(q, unit)
    if missing is not None:
        raise _refuse(q, *missing)
    if q.take_word("did") is None or not _subject(q, name, gender):
        raise _refuse(q, f"expected 'did {name}'", Reason.UNPARSED_QUESTION)
    s = q.sense("verb")
    if s is None or s.entry.id != verb or s.length != 1 or q.words[q.pos].endswith("ed"):
        raise _refuse(q, "another verb asked", Reason.UNPARSED_QUESTION)
    q.pos += 1
    q.take("fn:total")
    if not q.at_end():
        raise _refuse(q, "words after the question", Reason.UNPARSED_QUESTION)
    ops = [Op(kind=WORK_DAYS, lemma=verb, sentence=0, actor=name, item=Item(unit=period), amount=fmt(days)),
           Op(kind=WORK_DAYS, lemma=verb, sentence=1, actor=name, item=Item(unit=unit), amount=fmt(each),
              target=period)]
    return Graph(ops=ops, question=Question(kind=WORK_DAYS, sentence=2, entity=name, lemma=verb,
                                            item=Item(unit=unit)))


def work_days_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the periods worked times the time worked in each."""
    days, each = graph.ops
    value, steps = product_step(days, each, lemma=each.lemma, kind="work_days", holder=days.actor)
    return value, graph.question.item.unit, steps


def verify_work_days(lex, graph: Graph) -> Fraction:
    """Verifier: each period's time added, period by period (a whole count of periods), or the product when the
    count is not whole (half a day of the same hours)."""
    days, each = graph.ops
    if each.target != days.item.unit or graph.question.item.unit != each.item.unit:
        raise ValueError("another period or unit")
    count, total = Fraction(days.amount), Fraction(0)
    if count.denominator != 1 or count > 100000:
        return count * Fraction(each.amount)
    for _ in range(int(count)):
        total += Fraction(each.amount)
    return total
