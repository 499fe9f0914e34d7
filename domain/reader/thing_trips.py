"""A thing that travels at a rate, asked over another time (v19, ADR 0425).

    A car travels 60 miles per hour. How far does it travel in 4 hours?                      60 × 4 = 240
    A train travels 60 miles in one hour. How many miles does the train travel in 2 hours?   60 × 2 = 120
    A plane flies 600 miles in 2 hours. How many miles does it fly in one hour?              600 ÷ 2 × 1 = 300
    Sam walks 3 miles an hour. How far does he walk in 4 hours?                              3 × 4 = 12

travel.py (ADR 0102) reads one trip of one traveller named by a capitalised word, and a hypothetical trip ``in T``
only after ``will|would|can``. Three additions, all inside that one-trip frame (its refusals stay: a second speed,
a second traveller, a second verb, all of distance, time and speed told, a repeating decimal, a day's count of
hours):

- **a thing as the traveller** (``thing_subject``, ``thing_asked``): ``A|An <singular count noun>`` that is no
  person of the pack, opening the first statement right before a travel verb (thing_travellers.thing_traveller,
  ADR 0263, as legs.py reads it), is the one traveller (neuter); later statements and the question call it ``it``
  or ``the <same noun>``. ``he``/``she`` for it, a capitalised name anywhere (a person could be meant, and
  ``it`` would no longer be the only thing acting), a second ``A <noun>`` or another noun as subject, a
  destination (``to Tom's house``) refuse.
- **the present asked in the present** (``present_form``): ``does|do`` + ``in T`` ends a question like
  ``will`` when every travel verb of the statements is in the ``-s`` form (``travels``, ``flies``): a habitual
  speed, so any span of it is asked. A past statement (``drove … How far does he drive in 3 hours?``) still
  refuses (still kept up?), as ``did … in T`` does (the trip told was another one).
- **a distance in a time** (``take_in_time``): ``D in T`` with T not one and a clock unit (``60 miles in 2
  hours``, ``in 30 minutes``) tells the trip's distance and its time; the speed is then D ÷ T (travel.py's
  solver), and a repeating decimal refuses (``10 miles in 3 hours … in 1 hour``). ``in 2 days`` or weeks is left
  unread (refused): a distance over days is not said to be the same each day.
- **a day's distance over another span** (``calendar_spans_differ``): a hypothetical trip whose told or asked times
  are in two units of which one is a day or longer (``300 miles a day … in 2 weeks``) refuses, as
  daily_distances.py does for a person; hours and minutes convert (``30 miles an hour … in 20 minutes`` = 10).
- **a thing's rate asked how long** (``thing_rate_subject``, ``thing_taken``; rate_durations.py, ADR 0315):
  ``A car travels [at] 50 miles per hour. How many hours does it take [the car] to travel 150 miles?`` (150 ÷ 50)
  and ``A machine makes 20 toys an hour. How many hours will it take to make 100 toys?``: the rate sentence's
  subject may be ``A|An <count noun that is no person>`` or ``A|An <place noun>``, and the question's ``it take``
  then names nobody or ``the <same noun>``; ``him``/``her``, another noun, another period, a part of a period
  refuse as for a person. ``at`` may stand before a travel verb's rate (``walks at 3 miles an hour``), for a
  person too.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.phrases import Cursor, noun_run
from domain.reader.thing_travellers import NEUTER, thing_traveller


def thing_subject(cur: Cursor, actor: str, gender: str, first_statement: bool) -> str | None:
    """The thing travelling at the statement's cursor (consumed): ``A car`` opening the first statement,
    or ``it`` / ``the car`` for the thing already told; None (nothing consumed) otherwise."""
    if cur.peek_word() in ("a", "an"):
        if actor or not first_statement:
            return None
        got = noun_run(cur, cur.pos + 1, ("unit",))
        if got is None or cur.lex.unit_by_id[got[1].entry.id].family != "count":
            return None
        return thing_traveller(cur, {}, "", False, True)
    if gender != NEUTER:
        return None
    if cur.peek_word() == "it":
        verb = cur.sense("verb", cur.pos + 1)
        if verb is None or verb.entry.category != "travel":
            return None  # "It took …" / "It is …": travel.py's own `it` sentences
    return thing_traveller(cur, {actor: NEUTER}, actor, False, False)


def thing_asked(cur: Cursor, actor: str) -> bool:
    """``it`` / ``the car`` in a question, naming the thing ``actor`` (consumed), else False."""
    if cur.peek_word() == "it":
        cur.pos += 1
        return True
    return thing_traveller(cur, {actor: NEUTER}, actor, True, False) == actor


def present_form(cur: Cursor, verb_id: str, word: str) -> bool:
    """``travels`` / ``flies`` / ``goes``: the ``-s`` form of the verb (a base form with ``s``, ``es`` or
    ``y`` → ``ies``)."""
    forms = cur.lex.verb_forms.get(verb_id, [])
    if word not in forms or not word.endswith("s") or word.endswith("ss"):
        return False
    return word[:-1] in forms or word[:-2] in forms or (word.endswith("ies") and word[:-3] + "y" in forms)


def take_in_time(cur: Cursor, measure) -> tuple[Fraction, str] | None:
    """``in 2 hours`` after a distance: the trip's time (consumed), or None (nothing consumed). ``in one hour`` is
    travel.py's speed, read before this."""
    start = cur.pos
    if cur.take_word("in") is None:
        return None
    got = measure(cur, ("time",))
    day = cur.lex.unit_by_id["unit.day"]
    if got is None or Fraction(cur.lex.unit_by_id[got[1]].per_base or 0) >= Fraction(day.per_base):
        cur.pos = start  # "60 miles in 2 days": not said to be as many each day (daily_distances.py, ADR 0315)
        return None
    return got


def calendar_spans_differ(lex, units: set[str]) -> bool:
    """A trip's times told in two units of which one is a day or longer (``300 miles a day … in 2 weeks``): a
    day's distance need not be kept up every day of a week (daily_distances.py, ADR 0315), so the hypothetical
    trip refuses; hours and minutes convert."""
    day = lex.unit_by_id["unit.day"]
    long = [u for u in units if lex.unit_by_id[u].family == day.family and lex.unit_by_id[u].per_base
            and Fraction(lex.unit_by_id[u].per_base) >= Fraction(day.per_base)]
    return bool(long) and len(units) > 1


def thing_rate_subject(cur: Cursor) -> tuple[str, str] | None:
    """(v19) ``A car`` opening a rate sentence of rate_durations.py (``A car travels at 50 miles per hour.``): a
    singular count noun of the pack that is no person, or a place noun (``A bakery``), right before a verb: (``the car``, ``n``), consumed; None,
    nothing consumed, otherwise."""
    if cur.pos != 0 or cur.peek_word() not in ("a", "an"):
        return None
    got = noun_run(cur, 1, ("unit", "place"))
    if got is None or got[0] or got[1].form != "sg" or cur.sense("verb", got[2]) is None:
        return None
    if got[1].cls == "unit" and (got[1].entry.id in cur.lex.person_units
                                 or cur.lex.unit_by_id[got[1].entry.id].family != "count"):
        return None  # a person (``A boy``: him or her?), or a measure
    cur.pos = got[2]
    return "the " + got[1].entry.singular, NEUTER


def thing_taken(cur: Cursor, who: tuple[str, str]) -> bool:
    """(v19) After ``does it take`` in a question about a thing's rate: nothing (``it take to travel``: the thing is
    the only one the story has) or ``the <same noun>``; consumed when so."""
    if who[1] != NEUTER:
        return False
    if cur.peek_word() == "to":
        return True
    got = noun_run(cur, cur.pos + 1, ("unit", "place")) if cur.peek_word() == "the" else None
    if got is None or got[0] or got[1].form != "sg" or "the " + got[1].entry.singular != who[0]:
        return False
    cur.pos = got[2]
    return True
