"""How many periods a rate takes to reach an amount, or how many periods a holding lasts at a rate (reader v15,
ADR 0315):

    Alex saves $8 every week. How many weeks will it take him to save $96?                   96 ÷ 8 = 12
    Carl has 60 sheets of paper. He uses 12 sheets each day. How many days will the paper last?  60 ÷ 12 = 5
    Sam has 18 dollars. He spends 3 dollars every day. How many days will his money last?      18 ÷ 3 = 6
    A book has 240 pages. Rita reads 30 pages a day. How many days will it take her to read the book?  8

Why a module of its own: ``saves $8 every week`` is a rate (unit_rates.py), answered only by a question naming a
span (``How much will he save in 12 weeks?``). Asked the other way round — the span that makes an amount, or the
span a holding lasts — the question has ``it take <person> to <verb> <amount>`` (``it`` no thing) or ``will <the
things> last`` (a scene verb with the things as subject), which no question form reads. The text is read as a
whole. The rate sentence: ``<Name|the <person>> <verb> R <things> [of <stuff>] a|an|per|each|every <period>``, a
pack verb that gains, makes, loses or destroys things in its present ``-s`` form (or a travel verb and a
distance: ``walks 2 miles a day``), R positive, the things a count noun, money (``$R`` too), a volume or a mass.
The shapes:

- to reach an amount: the rate sentence and ``How many <periods> will|would|does it take <him|her|the subject>
  to <the same verb> N [<things>]?`` (also ``How long will it take …``, answered in the rate's periods): N ÷ R;
- a holding lasting: ``<Name|the <person>> has N <things> [of <stuff>]``, the rate sentence with a verb that
  loses or destroys things (use, eat, spend …), its subject the holder again (name or ``he``/``she``), and ``How
  many <periods> will|would|does <the|his|her> <things|stuff|money> last [<him|her|the holder>]?``: N ÷ R;
- one container's contents: ``A|An <container> [of <stuff>] has|contains|holds N <things>``, the rate sentence of
  those things (anyone's), and ``… it take <him|her> to <the verb> the <container>?`` or, for a losing verb,
  ``How many <periods> will the <container> last?``: N ÷ R.

The period asked is the rate's own period (``How many weeks`` after ``a day`` refuses: the text does not say the
days of a week are all used); periods are never converted, so a month is as good as a day here. Only a whole
number of periods is an answer (``60 sheets, 7 a day``: 8 days and a part — the reader never rounds). Refused
(once the question opens ``How many <periods>`` and the rate sentence has this shape): a holding beside a rate
to reach an amount (``has $10 and saves $5 a week … to save $50``: $50 more, or $50 in all?), a holding told
with ``had`` (held then, or still?), a gaining rate asked how long a holding lasts, the rate told in the past
(``He used 12 sheets each day``: kept up still?), another person, verb, thing, stuff, container or period asked,
a rate of other things than the holding's, an amount asked beside a container, any other sentence, more words.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.each_of_gifts import read_subject, same_subject, subject_or_holder
from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step
from domain.reader.thing_trips import thing_rate_subject, thing_taken

RATE_DURATION = "rate_duration"
_PER = ("a", "an", "per", "each", "every")
_GAIN = frozenset({"positive", "construct"})
_LOSS = frozenset({"negative", "destroy"})
_AUX = ("will", "would", "does")
_LENGTH = ("length", "length_metric")
_MEASURES = ("volume", "volume_metric", "mass", "mass_metric")
_OBJECT = {"him": "m", "her": "f"}
_POSSESSIVE = {"his": "m", "her": "f"}


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_QUESTION) -> ReaderRefusal:
    return whole_text_refusal(cur, RATE_DURATION, detail, reason)


def _period(cur: Cursor, form: str) -> str | None:
    """A time unit of the pack in that number (``day``, ``weeks``, ``month``), consumed; None otherwise."""
    p = cur.sense("unit")
    if p is None or p.form != form or cur.lex.unit_by_id[p.entry.id].family not in ("time", "time_calendar"):
        return None
    cur.pos += p.length
    return p.entry.id


def _amount(cur: Cursor, money_only: bool = False):
    """``N <things>`` (a count noun agreeing with N), ``N dollars`` or ``$N``: (N, unit id, stuff or ""), consumed;
    None, nothing consumed, otherwise. ``N <things> of <stuff>`` keeps the stuff's unit id."""
    start = cur.pos
    got = read_number(cur)
    if got is None or got[0] <= 0:
        cur.pos = start
        return None
    if got[1]:
        return got[0], got[1], ""
    t = cur.sense("unit")
    if t is None or t.form != ("sg" if got[0] == 1 else "pl"):
        cur.pos = start
        return None
    family = cur.lex.unit_by_id[t.entry.id].family
    if family not in ("count", "money", *_LENGTH, *_MEASURES) or (family == "count" and got[0].denominator != 1):
        cur.pos = start
        return None
    cur.pos += t.length
    stuff = ""
    if family != "money" and cur.peek_word() == "of":
        s = cur.sense("unit", cur.pos + 1)
        if s is None or s.form != "sg":
            cur.pos = start
            return None
        stuff = s.entry.id
        cur.pos += 1 + s.length
    return got[0], t.entry.id, stuff


def _money(lex, unit: str) -> bool:
    return lex.unit_by_id[unit].family == "money"


def _holding(cur: Cursor):
    """``<Name|the <person>> has|had N <things> [of <stuff>]``: (subject, N, unit, stuff), else None."""
    cur.pos = 0
    who = read_subject(cur)
    s = cur.sense("verb") if who is not None else None
    if s is None or s.entry.category != "observe" or cur.words[cur.pos] != "has":
        cur.pos = 0
        return None
    cur.pos += s.length
    got = _amount(cur)
    if got is None or not cur.at_end():
        cur.pos = 0
        return None
    cur.pos = 0
    return who, got[0], got[1], got[2]


def _container(cur: Cursor):
    """``A|An <container> [of <stuff>] has|contains|holds N <things>``: ((``a <container>``, ``n``), N, things, "",
    container unit), else None."""
    cur.pos = 0
    if cur.take_word("a", "an") is None:
        return None
    c = cur.sense("unit")
    if c is None or c.form != "sg" or cur.lex.unit_by_id[c.entry.id].family != "count" \
            or c.entry.id in cur.lex.person_units:
        cur.pos = 0
        return None
    cur.pos += c.length
    if cur.peek_word() == "of":
        s = cur.sense("unit", cur.pos + 1)
        if s is None:
            cur.pos = 0
            return None
        cur.pos += 1 + s.length
    if cur.take_word("has", "contains", "holds") is None:
        cur.pos = 0
        return None
    got = _amount(cur)
    if got is None or got[1] == c.entry.id or got[2] or not cur.at_end():
        cur.pos = 0
        return None
    cur.pos = 0
    return ("a " + cur.words[1], "n"), got[0], got[1], "", c.entry.id


def _story_head(cur: Cursor):
    """The first of three sentences: a holding (4-tuple) or one container's contents (5-tuple), else None."""
    return _holding(cur) or _container(cur)


def _rate(cur: Cursor, holder):
    """The rate sentence (module doc): (subject, verb entry, verb word, R, unit, stuff, period), else None."""
    cur.pos = 0
    who = subject_or_holder(cur, holder)
    if who is None and holder is None:
        who = thing_rate_subject(cur)  # v19: "A car travels at 50 miles per hour." (thing_trips.py, ADR 0425)
    s = cur.sense("verb") if who is not None else None
    if s is None or s.length != 1 or s.entry.category not in _GAIN | _LOSS | {"travel"}:
        cur.pos = 0
        return None
    word = cur.words[cur.pos]
    cur.pos += 1
    if s.entry.category == "travel":
        cur.take_word("at")  # v19: "travels at 50 miles per hour" (thing_trips.py, ADR 0425)
    got = _amount(cur)
    if got is None or cur.take_word(*_PER) is None:
        cur.pos = 0
        return None
    period = _period(cur, "sg")
    if period is None or not cur.at_end() \
            or (s.entry.category == "travel") != (cur.lex.unit_by_id[got[1]].family in _LENGTH):
        cur.pos = 0
        return None  # a distance only by a travel verb (``walks 2 miles a day``), and a travel verb only of one
    cur.pos = 0
    return who, s.entry, word, got[0], got[1], got[2], period


def _opening(q: Cursor) -> str | None:
    """``How many <periods> will|would|does``: the period unit, cursor after the auxiliary; ``How long
    will|would|does it take``: ``long``, cursor after the auxiliary; None otherwise."""
    q.pos = 0
    if q.take("fn:how") is None:
        return None
    if q.take_word("long") is not None:
        if q.take_word(*_AUX) is None or q.words[q.pos:q.pos + 2] != ["it", "take"]:
            q.pos = 0
            return None
        return "long"
    if q.take_word("many") is None:
        q.pos = 0
        return None
    period = _period(q, "pl")
    if period is None or q.take_word(*_AUX) is None:
        q.pos = 0
        return None
    return period


def claims(cursors: list[Cursor]) -> bool:
    """A rate sentence right before a question opening ``How many <periods> will|would|does`` and going on with
    ``it take`` or closing with ``last`` (module doc); two or three sentences."""
    if len(cursors) not in (2, 3):
        return False
    q = cursors[-1]
    if _opening(q) is None:
        return False
    words = q.words[q.pos:q.end]
    q.pos = 0
    if words[:2] != ["it", "take"] and "last" not in words:
        return False
    holder = _story_head(cursors[0]) if len(cursors) == 3 else None
    if len(cursors) == 3 and holder is None:
        return False
    return _rate(cursors[-2], holder) is not None


def _is_subject(cur: Cursor, who: tuple[str, str], pronouns: dict[str, str]) -> bool:
    """The subject again as an object (``him``/``her`` fitting its gender, or its name), consumed when so."""
    w = cur.peek_word()
    if w in pronouns:
        if who[1] not in ("x", pronouns[w]):
            return False
        cur.pos += 1
        return True
    at = cur.pos
    if same_subject(cur, who):
        return True
    cur.pos = at
    return False


def _base_form(verb, word: str) -> bool:
    """``save`` for ``saves``: a form of the verb whose ``-s`` form is the one told."""
    return word in verb.forms and (word + "s" in verb.forms or word + "es" in verb.forms)


def parse_rate_duration(cursors: list[Cursor]) -> Graph:
    holder = _story_head(cursors[0]) if len(cursors) == 3 else None
    box = holder[4] if holder is not None and len(holder) == 5 else ""
    rs = cursors[-2]
    who, verb, word, each, unit, rate_stuff, period = _rate(rs, holder)
    q = cursors[-1]
    asked = _opening(q)
    lex = rs.lex
    if not word.endswith("s") or _base_form(verb, word) or word not in verb.forms:
        raise _refuse(rs, "the rate is not told in the present (then, or still?)", Reason.UNSUPPORTED_FORM)
    if asked != period and asked != "long":
        raise _refuse(q, f"the rate is per {period}, {asked} asked (are all of them spent at it?)",
                      Reason.UNIT_MISMATCH)
    if q.peek_word() == "it":
        if holder is not None and not box:
            raise _refuse(cursors[0], "a holding beside a rate to reach an amount: that much more, or in all?",
                          Reason.AMBIGUOUS_REFERENCE)
        q.pos += 2  # "it take"
        if not thing_taken(q, who) and not _is_subject(q, who, _OBJECT):  # v19: a thing (thing_trips.py)
            raise _refuse(q, f"expected {who[0]}", Reason.AMBIGUOUS_REFERENCE)
        if q.take_word("to") is None:
            raise _refuse(q, "expected 'to <verb>'")
        w = q.peek_word()
        if w is None or not _base_form(verb, w):
            raise _refuse(q, "another verb asked")
        q.pos += 1
        if box:  # "A book has 240 pages. … to read the book?": the one container's contents
            t = q.sense("unit", q.pos + 1) if q.peek_word() == "the" else None
            if t is None or t.entry.id != box or t.form != "sg" or holder[2] != unit or rate_stuff:
                raise _refuse(q, f"expected the {box} whose contents are told", Reason.UNIT_MISMATCH)
            q.pos += 1 + t.length
            if not q.at_end():
                raise _refuse(q, "words after the question")
            ops = [Op(kind=RATE_DURATION, lemma=verb.id, sentence=rs.sentence.index, actor=who[0],
                      item=Item(unit=unit), amount=fmt(each), target=period)]
            return Graph(ops=ops, question=Question(kind=RATE_DURATION, sentence=q.sentence.index, entity=who[0],
                                                    lemma=verb.id, item=Item(unit=unit), count=fmt(holder[1]),
                                                    other="reach"))
        goal = _amount(q)
        if goal is None and not _money(lex, unit):
            goal_n = read_number(q)
            goal = (goal_n[0], unit, "") if goal_n is not None and not goal_n[1] and goal_n[0] > 0 else None
        if goal is None or goal[1] != unit or goal[2] not in ("", rate_stuff):
            raise _refuse(q, "another amount or thing asked", Reason.UNIT_MISMATCH)
        if not q.at_end():
            raise _refuse(q, "words after the question")
        ops = [Op(kind=RATE_DURATION, lemma=verb.id, sentence=rs.sentence.index, actor=who[0], item=Item(unit=unit),
                  amount=fmt(each), target=period)]
        return Graph(ops=ops, question=Question(kind=RATE_DURATION, sentence=q.sentence.index, entity=who[0],
                                                lemma=verb.id, item=Item(unit=unit), count=fmt(goal[0]),
                                                other="reach"))
    if holder is None:
        raise _refuse(q, "how much lasts is not told", Reason.UNKNOWN_QUANTITY)
    owner, held, held_unit, stuff = holder[:4]
    if box:
        if held_unit != unit or rate_stuff:
            raise _refuse(rs, "a rate of other things than the container's", Reason.UNIT_MISMATCH)
        if verb.category not in _LOSS:
            raise _refuse(rs, "a rate that adds to the contents: they last for ever", Reason.UNSUPPORTED_FORM)
        t = q.sense("unit", q.pos + 1) if q.peek_word() == "the" else None
        if t is None or t.entry.id != box or t.form != "sg" or q.words[q.pos + 1 + t.length:q.end] != ["last"]:
            raise _refuse(q, f"expected 'the {box} last'", Reason.UNIT_MISMATCH)
        ops = [Op(kind=RATE_DURATION, lemma=verb.id, sentence=rs.sentence.index, actor=who[0], item=Item(unit=unit),
                  amount=fmt(each), target=period)]
        return Graph(ops=ops, question=Question(kind=RATE_DURATION, sentence=q.sentence.index, entity=who[0],
                                                lemma=verb.id, item=Item(unit=unit), count=fmt(held), other="last"))
    if owner[0].lower() != who[0].lower():
        raise _refuse(rs, f"the rate of someone else than {owner[0]}", Reason.AMBIGUOUS_REFERENCE)
    if held_unit != unit or rate_stuff not in ("", stuff):
        raise _refuse(rs, "a rate of other things than the ones held", Reason.UNIT_MISMATCH)
    if verb.category not in _LOSS:
        raise _refuse(rs, "a rate that adds to the holding: it lasts for ever", Reason.UNSUPPORTED_FORM)
    w = q.peek_word()
    if w in _POSSESSIVE:
        if who[1] not in ("x", _POSSESSIVE[w]):
            raise _refuse(q, f"whose? not {who[0]}'s", Reason.AMBIGUOUS_REFERENCE)
        q.pos += 1
    elif q.take_word("the") is None:
        raise _refuse(q, "expected the|his|her <things>")
    if q.take("fn:money_word") is not None:
        if not _money(lex, unit):
            raise _refuse(q, "money asked beside things", Reason.UNIT_MISMATCH)
    else:
        t = q.sense("unit")
        if t is None or not (t.entry.id == stuff and t.form == "sg" or t.entry.id == unit and t.form == "pl"):
            raise _refuse(q, "other things asked", Reason.UNIT_MISMATCH)
        q.pos += t.length
    if q.take_word("last") is None:
        raise _refuse(q, "expected 'last'")
    if not q.at_end() and not _is_subject(q, who, _OBJECT):
        raise _refuse(q, f"expected {who[0]}", Reason.AMBIGUOUS_REFERENCE)
    if not q.at_end():
        raise _refuse(q, "words after the question")
    ops = [Op(kind="hold", lemma="verb.have", sentence=0, actor=who[0], item=Item(unit=unit), amount=fmt(held)),
           Op(kind=RATE_DURATION, lemma=verb.id, sentence=rs.sentence.index, actor=who[0], item=Item(unit=unit),
              amount=fmt(each), target=period)]
    return Graph(ops=ops, question=Question(kind=RATE_DURATION, sentence=q.sentence.index, entity=who[0],
                                            lemma=verb.id, item=Item(unit=unit), count=fmt(held), other="last"))


def rate_duration_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the amount over the rate, a whole number of periods only."""
    rate = graph.ops[-1]
    n = Fraction(graph.question.count) / Fraction(rate.amount)
    if n.denominator != 1:
        raise ReaderRefusal(Reason.FRACTIONAL_COUNT, "policy.whole_periods", sentence_index=graph.question.sentence,
                            frame="solver", detail=f"{graph.question.count} is no whole number of {rate.amount}: "
                                               "the last period is a part (the reader never rounds)")
    steps = [Step(lemma=rate.lemma, kind=RATE_DURATION, holder=rate.actor,
                  operands=[graph.question.count, rate.amount], before="0", after=fmt(n))]
    return n, rate.target, steps


def verify_rate_duration(lex, graph: Graph) -> Fraction:
    """Verifier: the periods walked one by one, the rate's amount made (or taken from the holding) in each, until
    the amount is reached (or the holding is gone); a last period that overshoots is no answer."""
    rate = graph.ops[-1]
    each, goal = Fraction(rate.amount), Fraction(graph.question.count)
    if goal / each > 100000:
        raise ValueError("too many periods")
    periods, left = 0, goal
    while left > 0:
        left -= each
        periods += 1
    if left != 0:
        raise ValueError("a part of a period at the end")
    return Fraction(periods)
