"""A thing or an animal that does something at a rate per period (v19, ADR 0425).

    A dog eats 5 cups of food each day. How many cups of food does the dog eat in a week?   5 × 7 = 35
    A plant grows 3 centimeters each week. How many centimeters does it grow in 7 weeks?    3 × 7 = 21
    A machine makes 20 toys an hour. How many toys does it make in 3 hours?                 20 × 3 = 60

A rate of a person (``Ian reads 4 books a day``) is read by unit_rates.py and the re-spellings around it
(period_spans.py, weeks_of_days.py, clock_spans.py); a rate of a place (``A bakery sells 35 cakes each day``) by
the same once clauses._indefinite_place_subject has made ``the bakery`` a subject. An indefinite singular count
noun that is neither person nor place (``A dog``, ``A plant``) had no subject reading in that frame. Read here
(``rate_thing_subject``) only when it opens the first statement and the rest of that sentence is one rate clause
(period_spans.rate_clause: a gain, make, loss or destroy verb in the ``-s`` form right after the noun, ``N
[<things>] a|an|per|each|every <day|week|hour|minute|second>``): the noun becomes one new neuter entity (``the
dog``), named later by ``the dog`` or by ``it`` (holders.resolve_it_subject: only when it is the one thing the
story has; a second thing refuses).

The reading is generic_subjects.py's (ADR 0302): the unit of the noun counted anywhere (``How many eggs do 8
hens lay``, ``Sam has 3 dogs``) refuses, as ``this one or each one?``. A noun with a modifier (``A big dog``), a
past verb (``A dog ate 5 cups a day``: still?), a person noun (persons.py reads those), a rate in another
sentence refuse as before; the rate questions keep their own refusals (another verb asked, a day's rate asked
over weeks, a rate of hours asked over days, a fractional count).
"""
from __future__ import annotations

from domain.reader.generic_subjects import check_new_indefinite, note_indefinite
from domain.reader.period_spans import rate_clause
from domain.reader.phrases import Context, Cursor, noun_run
from domain.reader.thing_trips import present_form

_PERIODS = frozenset({"unit.day", "unit.week", "unit.hour", "unit.minute", "unit.second"})


def rate_thing_subject(cur: Cursor, ctx: Context) -> str | None:
    """``A dog`` opening ``A dog eats 5 cups of food each day.``: the new neuter entity ``the dog`` (article and
    noun consumed), or None with nothing consumed."""
    if cur.pos != 0 or cur.sentence.index != 0 or cur.sentence.question or cur.peek_word() not in ("a", "an"):
        return None
    got = noun_run(cur, 1, ("unit",))
    if got is None or got[0] or got[1].form != "sg" or got[1].entry.id in cur.lex.person_units \
            or cur.lex.unit_by_id[got[1].entry.id].family != "count":
        return None
    end = got[2]
    verb = cur.sense("verb", end)
    if verb is None or verb.length != 1 or not present_form(cur, verb.entry.id, cur.words[end]):
        return None
    clause = rate_clause(cur.sentence, cur, cur.lex, _PERIODS)
    if clause is None or clause[0] != end + 1:
        return None
    noun = got[1].entry.singular
    check_new_indefinite(cur, ctx, noun, 0)
    entity = f"the {noun}"
    cur.pos = end
    note_indefinite(cur, ctx, entity, 0)
    ctx.generic_units[entity] = (got[1].entry.id, cur.sentence.index)
    return ctx.introduce(entity, "n")


def rate_thing_named(cur: Cursor, ctx: Context) -> str | None:
    """``the dog`` in the question, naming the entity ``rate_thing_subject`` made (consumed), or None."""
    if cur.peek_word() != "the" or not ctx.generic_units:
        return None
    got = noun_run(cur, cur.pos + 1, ("unit",))
    if got is None or got[0] or got[1].form != "sg":
        return None
    entity = f"the {got[1].entry.singular}"
    if entity not in ctx.generic_units or ctx.generic_units[entity][0] != got[1].entry.id:
        return None
    cur.pos = got[2]
    return entity
