"""People going somewhere in a counted number of vehicles, the same number in each (v12, ADR 0236).

    63 people are going to the zoo. There are 3 cars to take people to the zoo. How many will go in each car
    if the same number go in each car?                                                        63 ÷ 3 = 21
    219 people are going to the zoo, and there are 3 buses to take people. How many will go in each bus if
    the same number go in each one and all of the people go to the zoo?                        219 ÷ 3 = 73

Why a module of its own: nobody holds the people or the vehicles; the text counts a trip's people and the
vehicles that take them, and the question's condition (``if the same number go in each``) makes the load an
equal partition. The holding machinery reads ``are going to the zoo`` as a scene and has no load per vehicle,
so the text is read as a whole, in this one shape; once the first clause is this shape anything else refuses.

Shape:
1. ``N <people> are|were going to <the|a> <place>`` (a person noun: expected_guests.is_people);
2. ``[, and] there are|were M <vehicles> to take <the same people noun|them> [to <the place again>]``, in the
   same sentence or the next one;
3. ``How many [<people>] will|would|can go|ride in|on each <vehicle> if the same number [of <people>]
   go|goes|ride in|on each <vehicle>|one [and all [of] the <people> go to <the place>]?``
The load must be whole (``64 people in 3 cars`` refuses: the text does not say what happens to the rest).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.expected_guests import is_people
from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, noun_run, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

LOAD = "equal_load"
_BE = ("are", "were")
_IN = ("in", "on")
_MODALS = ("will", "would", "can", "could")
_GO = ("go", "ride")
_GOES = ("go", "goes", "ride", "rides")


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, LOAD, detail, reason)


def _people_noun(cur: Cursor) -> str | None:
    """A plural person noun at the cursor (``people`` is also ``person``'s plural: the first person sense)."""
    s = next((s for s in cur.senses(cur.pos) if s.cls == "unit" and s.form == "pl"
              and is_people(cur.lex, s.entry.id)), None)
    if s is None:
        return None
    cur.pos += s.length
    return s.entry.id


def _place(cur: Cursor) -> str | None:
    """``to the zoo`` after the ``to`` (``the``/``a`` and a place noun): the place id."""
    start = cur.pos
    if cur.take("fn:determiner") is None:
        return None
    got = noun_run(cur, cur.pos, ("place",))
    if got is None:
        cur.pos = start
        return None
    cur.pos = got[2]
    return " ".join(cur.words[start + 1:got[2]])  # the words after the article: "the zoo" and "a zoo" alike


def _whole(cur: Cursor) -> Fraction | None:
    start = cur.pos
    got = read_number(cur)
    if got is None or got[1] or got[0].denominator != 1 or got[0] < 1:
        cur.pos = start
        return None
    return got[0]


def _travellers(cur: Cursor) -> tuple[Fraction, str, str] | None:
    """``63 people are going to the zoo``: (N, people noun, place), else None (nothing consumed)."""
    cur.pos = 0
    n = _whole(cur)
    people = _people_noun(cur) if n is not None else None
    if people is None or cur.peek_word() not in _BE:
        cur.pos = 0
        return None
    cur.pos += 1
    verb = cur.sense("verb")
    if verb is None or verb.entry.id != "verb.go" or cur.peek_word() != "going" or cur.peek_word(1) != "to":
        cur.pos = 0
        return None
    cur.pos += 2
    place = _place(cur)
    if place is None:
        cur.pos = 0
        return None
    return n, people, place


def _vehicles(cur: Cursor, people: str, place: str) -> tuple[Fraction, str]:
    """``there are 3 cars to take people [to the zoo]`` up to the end of the sentence; raises otherwise."""
    if cur.take("fn:there") is None or cur.peek_word() not in _BE:
        raise _refuse(cur, "expected 'there are M <vehicles> to take …'")
    cur.pos += 1
    m = _whole(cur)
    vehicle = cur.sense("unit")
    if m is None or vehicle is None or vehicle.form != "pl" or is_people(cur.lex, vehicle.entry.id):
        raise _refuse(cur, "expected a count of vehicles")
    cur.pos += vehicle.length
    verb = cur.sense("verb", cur.pos + 1)
    if cur.peek_word() != "to" or verb is None or verb.entry.id != "verb.take":
        raise _refuse(cur, "expected 'to take'")
    cur.pos += 1 + verb.length
    if cur.peek_word() == "them":
        cur.pos += 1
    elif _people_noun(cur) != people:
        raise _refuse(cur, "takes other people", Reason.AMBIGUOUS_REFERENCE)
    if cur.peek_word() == "to":
        cur.pos += 1
        if _place(cur) != place:
            raise _refuse(cur, "takes them to another place", Reason.AMBIGUOUS_REFERENCE)
    if not cur.at_end():
        raise _refuse(cur, "words after the vehicles")
    return m, vehicle.entry.id


def claims(cursors: list[Cursor]) -> bool:
    """The first sentence opens with ``N <people> are going to <the place>`` and the text has 2 or 3 sentences."""
    if len(cursors) not in (2, 3):
        return False
    got = _travellers(cursors[0])
    cursors[0].pos = 0
    return got is not None


def _each(cur: Cursor, vehicle: str, one: bool) -> None:
    """``in|on each <vehicle>`` (or ``each one`` when ``one``)."""
    if cur.take_word(*_IN) is None or cur.take("fn:each") is None:
        raise _refuse(cur, "expected 'in each <vehicle>'", Reason.UNPARSED_QUESTION)
    if one and cur.peek_word() == "one":
        cur.pos += 1
        return
    noun = cur.sense("unit")
    if noun is None or noun.entry.id != vehicle or noun.form != "sg":
        raise _refuse(cur, "each of what?", Reason.UNPARSED_QUESTION)
    cur.pos += noun.length


def _question(cur: Cursor, people: str, place: str, vehicle: str) -> None:
    if cur.sense("fn:how") is None or cur.peek_word(1) != "many":
        raise _refuse(cur, "expected 'How many'", Reason.UNPARSED_QUESTION)
    cur.pos += 2
    if cur.peek_word() not in _MODALS:
        if _people_noun(cur) != people:
            raise _refuse(cur, "asks about other things", Reason.UNPARSED_QUESTION)
    if cur.take_word(*_MODALS) is None or cur.take_word(*_GO) is None:
        raise _refuse(cur, "expected 'will go'", Reason.UNPARSED_QUESTION)
    _each(cur, vehicle, one=False)
    if cur.sense("fn:if") is None:
        raise _refuse(cur, "no equal loads are said", Reason.UNKNOWN_QUANTITY)
    cur.pos += 1
    if not (cur.take_word("the") and cur.take("fn:same") and cur.take("fn:quantity_noun")):
        raise _refuse(cur, "expected 'if the same number go in each'", Reason.UNPARSED_QUESTION)
    if cur.peek_word() == "of":
        cur.pos += 1
        if _people_noun(cur) != people:
            raise _refuse(cur, "the same number of what?", Reason.UNPARSED_QUESTION)
    if cur.take_word(*_GOES) is None:
        raise _refuse(cur, "expected 'go'", Reason.UNPARSED_QUESTION)
    _each(cur, vehicle, one=True)
    if cur.peek_word() == "and":  # "and all of the people go to the zoo"
        cur.pos += 1
        if cur.take("fn:all") is None:
            raise _refuse(cur, "expected 'and all of the people go'", Reason.UNPARSED_QUESTION)
        cur.take("fn:of")
        if not cur.take_word("the") or _people_noun(cur) != people:
            raise _refuse(cur, "all of whom?", Reason.UNPARSED_QUESTION)
        if cur.peek_word() != "go" or cur.peek_word(1) != "to":
            raise _refuse(cur, "expected 'go to <the place>'", Reason.UNPARSED_QUESTION)
        cur.pos += 2
        if _place(cur) != place:
            raise _refuse(cur, "another place", Reason.AMBIGUOUS_REFERENCE)
    if not cur.at_end():
        raise _refuse(cur, "words after the question", Reason.UNPARSED_QUESTION)


def parse_equal_loads(cursors: list[Cursor]) -> Graph:
    first = cursors[0]
    got = _travellers(first)
    if got is None:
        raise _refuse(first, "expected 'N <people> are going to <place>'")
    n, people, place = got
    statements = cursors[:-1]
    if first.at_end():
        if len(statements) != 2:
            raise _refuse(first, "no vehicles are told")
        vehicles_cur = statements[1]
    else:
        if len(statements) != 1:
            raise _refuse(first, "more statements than the trip and its vehicles")
        first.take("punct:,")
        if first.take("fn:conjunction") is None:
            raise _refuse(first, "expected ', and there are …'")
        vehicles_cur = first
    m, vehicle = _vehicles(vehicles_cur, people, place)
    _question(cursors[-1], people, place, vehicle)
    ops = [Op(kind=LOAD, lemma="verb.go", sentence=0, item=Item(unit=people), amount=fmt(n), groups=fmt(m),
              target=vehicle, place=place)]
    return Graph(ops=ops, question=Question(kind=LOAD, sentence=len(cursors) - 1, item=Item(unit=people),
                                            count=fmt(m)))


def loads_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the people ÷ the vehicles, whole only."""
    op = graph.ops[0]
    value = Fraction(op.amount) / Fraction(op.groups)
    if value.denominator != 1:
        raise ReaderRefusal(Reason.FRACTIONAL_COUNT, "policy.discrete", frame=LOAD,
                            detail=f"{op.amount} people in {op.groups} {op.target}: {value} in each")
    step = Step(lemma=op.lemma, kind="equal_load", holder="", operands=[op.amount, op.groups], before="",
                after=fmt(value))
    return value, op.item.unit, [step]


def verify_loads(lex, graph: Graph) -> Fraction:
    """Verifier: the load L with L × vehicles = people, from the question's own vehicle count."""
    op, q = graph.ops[0], graph.question
    if q.count != op.groups:
        raise ValueError("the question's vehicles are not the statement's")
    return Fraction(op.amount) * (1 / Fraction(q.count))
