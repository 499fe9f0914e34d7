"""Fuel mileage (v12, ADR 0236): how far a vehicle goes on the fuel it burns.

    Mary's car gets 20 miles per gallon of gas. How far can she drive on 14 gallons of gas?   20 × 14 = 280
    My car gets 20 miles per gallon. How many miles can I drive on 5 gallons of gas?          20 × 5 = 100
    My car gets 20 miles per gallon of gas. If Grandma's house is 100 miles away, how many gallons of gas
    would it take to get to her house?                                                        100 ÷ 20 = 5
    Brian's car gets 20 miles per gallon. On his last trip, he used 3 gallons of gas.
    How many miles did he travel on his last trip?                                            20 × 3 = 60

Why a module of its own: ``gets 20 miles per gallon`` is no gain of 20 miles. It states how far one unit of
fuel takes the vehicle, and nothing is held or moved; read by the holding machinery it would give its owner
20 miles. Travel (travel.py) relates distance to time, not to fuel, so the two never share a text: this claim
is tried first and, once it holds, reads the whole text by its own few shapes and refuses anything else.

The rate: ``<owner> [modifiers] <vehicle noun> gets|got R <length> per|a|an|every <measure> [of <fuel>]`` as
the first sentence. The owner is a capitalised name with ``'s`` or ``my|your|our`` (a ``his|her|their`` owner
has no antecedent in a text that opens with it). R is a positive number; the length a unit of the ``length``
or ``length_metric`` family; the measure a singular unit of a volume family.

The driver of every later sentence is the owner: the same name, the pronoun that fits it (``he``/``she`` by
the name's pack gender; ``I``/``you``/``we`` for ``my``/``your``/``our``). Anyone else refuses.

Other statements: ``[On <poss> [modifiers] <noun> ,] <driver> used N <measure> [of <fuel>] [on … trip]`` at
most once: the fuel burnt on one trip.

Questions (the verb: a pack ``travel`` verb or a ``journey`` word such as ``go``):
- ``How far|How many <length> can|could|will|would <driver> <verb> on N <measure> [of <fuel>]?`` → R × N;
- ``How far|How many <length> did <driver> <verb> [<the same trip phrase as the used statement>]?`` → R × N
  for the N used.
- ``[If <Name's|the> <place> is D <length> away,] how many <measure>s [of <fuel>] would|will it take [<driver
  as object>] to <verb> (to <that place>|there|D <length>)?`` or ``… will|would|does <driver> need to <verb> D
  <length>?`` → D ÷ R, a terminating decimal only (ADR 0236). ``to her house`` must name the premise's place
  with a pronoun that fits its owner and not the car's named owner too (``Mary's car … Grandma's house …
  her house``: whose?).
The asked length is the rate's own length unit (``kilometers`` asked of a rate in miles refuses: no unit is
converted), the measure is the rate's measure, a fuel named twice is the same fuel, and a trip phrase in the
question is the one the used statement names (another trip's fuel is not told).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step
from domain.reader.travel import _number

RATE, USED = "mileage_rate", "mileage_used"
FUEL = "fuel"
"""Question.lemma of the fuel for a distance (``other`` holds the distance)."""
_LENGTH = ("length", "length_metric")
_PER = ("per", "a", "an", "every")
# the pronoun that names the owner of a possessive pronoun (grammar: person and number, no vocabulary)
_OWNER_PRONOUN = {"my": "i", "your": "you", "our": "we"}
_MODALS = ("can", "could", "will", "would")


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, "mileage", detail, reason)


class _Car:
    def __init__(self) -> None:
        self.owner = ""      # the name, or "i" / "you" / "we"
        self.gender = "x"    # the owner name's pack gender
        self.fuel = ""       # unit id of ``of <fuel>`` when any sentence names one
        self.measure = ""    # unit id of the fuel measure (gallon)


def _is_volume(cur: Cursor, unit_id: str) -> bool:
    return cur.lex.unit_by_id[unit_id].family.startswith("volume")


def _owner(cur: Cursor) -> tuple[str, str] | None:
    """``Mary's`` → ("Mary", gender); ``My`` → ("i", "x"); nothing consumed otherwise."""
    w = cur.peek_word()
    if w in _OWNER_PRONOUN:
        cur.pos += 1
        return _OWNER_PRONOUN[w], "x"
    s = cur.sense("name")
    if s is None or not cur.tokens[cur.pos].text[:1].isupper() or cur.sense("poss", cur.pos + 1) is None:
        return None
    cur.pos += 2
    return cur.tokens[cur.pos - 2].text, (s.entry.gender if s.entry is not None else "x") or "x"


def _vehicle(cur: Cursor) -> bool:
    """``[modifiers] noun``: one singular noun (a unit or place sense), modifiers before it."""
    start = cur.pos
    while cur.sense("modifier") is not None and (cur.sense("unit", cur.pos + 1) or cur.sense("place", cur.pos + 1)):
        cur.pos += cur.sense("modifier").length
    noun = cur.sense("unit") or cur.sense("place")
    if noun is None or noun.form != "sg":
        cur.pos = start
        return False
    cur.pos += noun.length
    return True


def _fuel(cur: Cursor, car: _Car) -> None:
    """An optional ``of <fuel>`` after the measure: one fuel in the whole text."""
    if cur.peek_word() != "of":
        return
    unit = cur.sense("unit", cur.pos + 1)
    if unit is None:
        raise _refuse(cur, "'of' without a fuel")
    if car.fuel and car.fuel != unit.entry.id:
        raise _refuse(cur, f"two fuels: {car.fuel} and {unit.entry.id}", Reason.AMBIGUOUS_REFERENCE)
    car.fuel = unit.entry.id
    cur.pos += 1 + unit.length


def _amount_of_measure(cur: Cursor, car: _Car) -> Fraction:
    """``N gallons [of gas]`` of the rate's own measure."""
    value = _number(cur)
    unit = cur.sense("unit")
    if value is None or value <= 0 or unit is None:
        raise _refuse(cur, "expected an amount of fuel")
    if unit.entry.id != car.measure:
        raise _refuse(cur, f"fuel in {unit.entry.id}, the rate is per {car.measure}", Reason.UNIT_MISMATCH)
    if unit.form != ("sg" if value == 1 else "pl") and not (unit.form == "sg" and value < 1):
        raise _refuse(cur, "number and noun disagree")
    cur.pos += unit.length
    _fuel(cur, car)
    return value


def _rate(cur: Cursor, car: _Car) -> tuple[Fraction, str] | None:
    """The rate sentence (module doc), whole; None (nothing consumed) when it is not this shape."""
    cur.pos = 0
    got = _owner(cur)
    if got is None or not _vehicle(cur):
        cur.pos = 0
        return None
    verb = cur.sense("verb")
    if verb is None or verb.entry.id != "verb.get" or cur.peek_word() == "get":
        cur.pos = 0
        return None
    cur.pos += verb.length
    value = _number(cur)
    length = cur.sense("unit")
    if value is None or value <= 0 or length is None or cur.lex.unit_by_id[length.entry.id].family not in _LENGTH:
        cur.pos = 0
        return None
    cur.pos += length.length
    per = cur.sense("unit", cur.pos + 1)
    if cur.take_word(*_PER) is None or per is None or per.form != "sg" or not _is_volume(cur, per.entry.id):
        cur.pos = 0
        return None
    cur.pos += per.length
    car.owner, car.gender = got
    car.measure = per.entry.id
    _fuel(cur, car)
    if not cur.at_end():
        raise _refuse(cur, "words after the mileage")
    return value, length.entry.id


def claims(cursors: list[Cursor]) -> bool:
    """Is this text a mileage text? Its first sentence is the rate (module doc) and there is a question after it."""
    if len(cursors) < 2:
        return False
    try:
        got = _rate(cursors[0], _Car())
    except ReaderRefusal:
        return True  # the rate's shape with a fault after it: this module refuses it
    cursors[0].pos = 0
    return got is not None


def _driver(cur: Cursor, car: _Car) -> None:
    """The owner again: the same name or the pronoun that fits; anyone else refuses."""
    w = cur.peek_word()
    if car.owner in _OWNER_PRONOUN.values():
        ok = w == car.owner
    elif w in ("he", "she"):
        ok = car.gender == ("m" if w == "he" else "f")
    else:
        ok = cur.sense("name") is not None and cur.tokens[cur.pos].text == car.owner
    if not ok:
        raise _refuse(cur, f"the driver is not {car.owner}, whose car's mileage is told", Reason.AMBIGUOUS_REFERENCE)
    cur.pos += 1


def _trip_phrase(cur: Cursor) -> tuple[str, ...]:
    """``on his last trip``: a preposition, a possessive or determiner, words up to the end or a comma (the
    words themselves, compared as they are); () when the cursor is not at such a phrase."""
    if cur.sense("fn:preposition") is None or cur.peek_word() != "on":
        return ()
    nxt = cur.pos + 1
    if cur.sense("fn:possessive", nxt) is None and cur.sense("fn:determiner", nxt) is None:
        return ()
    end = nxt
    while end < cur.end and cur.words[end] != ",":
        if cur.sense("num", end) is not None or cur.sense("number", end) is not None:
            return ()  # "on 3 gallons": an amount, not a trip
        end += 1
    words = tuple(cur.words[cur.pos:end])
    cur.pos = end
    return words


def _check_trip_owner(cur: Cursor, car: _Car, trip: tuple[str, ...]) -> None:
    """``on his last trip`` is the driver's trip: a possessive must fit the owner (``his`` a male name, ``my``
    the owner of ``my car``); ``on her trip`` after Brian's car is someone else's trip, whose fuel is not told."""
    if not trip:
        return
    word = trip[1]
    fits = {"his": car.gender == "m" and car.owner not in _OWNER_PRONOUN.values(),
            "her": car.gender == "f" and car.owner not in _OWNER_PRONOUN.values()}
    fits.update({pos: car.owner == pron for pos, pron in _OWNER_PRONOUN.items()})
    if word in fits and not fits[word] or word not in fits and word not in ("the", "that", "this"):
        raise _refuse(cur, f"'{word}' trip is not {car.owner}'s", Reason.AMBIGUOUS_REFERENCE)


def _used(cur: Cursor, car: _Car, ops: list[Op]) -> None:
    """``[On his last trip,] he used 3 gallons of gas [on his last trip].``"""
    trip = _trip_phrase(cur)
    if trip and not cur.take("punct:,"):
        raise _refuse(cur, "expected ',' after the trip")
    _driver(cur, car)
    verb = cur.sense("verb")
    if verb is None or verb.entry.id != "verb.use" or cur.peek_word() != "used":
        raise _refuse(cur, "expected 'used' and the fuel")
    cur.pos += verb.length
    value = _amount_of_measure(cur, car)
    if not cur.at_end():
        if trip:
            raise _refuse(cur, "words after the fuel used")
        trip = _trip_phrase(cur)
        if not trip or not cur.at_end():
            raise _refuse(cur, "words after the fuel used")
    _check_trip_owner(cur, car, trip)
    if any(op.event == USED for op in ops):
        raise _refuse(cur, "fuel used twice: one trip or two?", Reason.AMBIGUOUS_REFERENCE)
    ops.append(Op(kind="mileage", lemma=verb.entry.id, sentence=cur.sentence.index, actor=car.owner,
                  item=Item(unit=car.measure), amount=fmt(value), event=USED, place=" ".join(trip)))


def _travel_verb(cur: Cursor) -> bool:
    verb = cur.sense("verb")
    if verb is not None and verb.entry.category == "travel":
        cur.pos += verb.length
        return True
    journey = cur.sense("fn:journey")
    if journey is not None:
        cur.pos += journey.length
        return True
    return False


def _destination(cur: Cursor) -> tuple[str, str, str] | None:
    """``Grandma's house`` / ``Tom's house`` / ``the park``: (owner word or "", owner gender, place id);
    nothing consumed when not this form."""
    start = cur.pos
    owner, gender = "", "x"
    if cur.take("fn:determiner") is None:
        s = cur.sense("name") or cur.sense("person")
        if s is None or cur.sense("poss", cur.pos + 1) is None:
            return None
        owner = cur.words[cur.pos]
        gender = (getattr(s.entry, "gender", "") or "x") if s.entry is not None else "x"
        cur.pos += 2
    place = cur.sense("place")
    if place is None or place.form != "sg":
        cur.pos = start
        return None
    cur.pos += place.length
    return owner, gender, place.entry.id


def _same_destination(cur: Cursor, car: _Car, dest: tuple[str, str, str]) -> None:
    """``to her house`` / ``to Grandma's house`` / ``there`` after the ``If … is D away`` premise: the premise's
    place. A ``his|her`` must fit the place's owner and not the car's owner too (``Mary's car … Grandma's
    house … her house``: whose?)."""
    if cur.peek_word() == "there":
        cur.pos += 1
        return
    if cur.peek_word() != "to":
        raise _refuse(cur, "expected 'to <the place>'", Reason.UNPARSED_QUESTION)
    cur.pos += 1
    owner, gender, place = dest
    w = cur.peek_word()
    if w in ("his", "her") and owner:
        g = "m" if w == "his" else "f"
        named_owner_fits = car.owner not in _OWNER_PRONOUN.values() and car.gender in (g, "x")
        if gender != g or named_owner_fits:
            raise _refuse(cur, f"'{w}' {place}: whose?", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += 1
        noun = cur.sense("place")
        if noun is None or noun.entry.id != place:
            raise _refuse(cur, "another place", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += noun.length
        return
    again = _destination(cur)
    if again != dest:
        raise _refuse(cur, "another place", Reason.AMBIGUOUS_REFERENCE)


def _fuel_question(cur: Cursor, car: _Car, length: str) -> Question:
    """``[If <place> is D <length> away,] how many <measure>s [of <fuel>] would|will it take [<driver>] to
    <travel> (to <the place>|there|D <length>)?`` / ``… will|would|does <driver> need to <travel> D <length>?``:
    the fuel for a distance, D ÷ R."""
    si = cur.sentence.index
    distance = None
    dest = None
    if cur.sense("fn:if") is not None:
        cur.pos += 1
        dest = _destination(cur)
        if dest is None or cur.take("fn:be") is None:
            raise _refuse(cur, "expected 'If <place> is D away'", Reason.UNPARSED_QUESTION)
        distance = _distance(cur, length)
        if cur.peek_word() != "away" or cur.peek_word(1) != ",":
            raise _refuse(cur, "expected 'D <length> away,'", Reason.UNPARSED_QUESTION)
        cur.pos += 2
    if cur.sense("fn:how") is None or cur.peek_word(1) != "many":
        raise _refuse(cur, "expected 'how many'", Reason.UNPARSED_QUESTION)
    cur.pos += 2
    unit = cur.sense("unit")
    if unit is None or unit.entry.id != car.measure or unit.form != "pl":
        raise _refuse(cur, f"expected {car.measure}", Reason.UNIT_MISMATCH)
    cur.pos += unit.length
    _fuel(cur, car)
    if cur.peek_word() not in _MODALS + ("does", "do", "did") and cur.peek_word() != "will":
        raise _refuse(cur, "expected would/will", Reason.UNPARSED_QUESTION)
    cur.pos += 1
    if cur.peek_word() == "it":  # "would it take [him] to drive …"
        cur.pos += 1
        take = cur.sense("verb")
        if take is None or take.entry.id != "verb.take":
            raise _refuse(cur, "expected 'it take'", Reason.UNPARSED_QUESTION)
        cur.pos += take.length
        if cur.peek_word() != "to":
            _driver(cur, car) if cur.peek_word() not in ("me", "him", "her", "us", "you") else _object_driver(cur, car)
    else:
        _driver(cur, car)
        need = cur.sense("fn:need") or (cur.sense("verb") if cur.sense("verb") and
                                        cur.sense("verb").entry.id == "verb.use" else None)
        if need is None:
            raise _refuse(cur, "expected 'need to'", Reason.UNPARSED_QUESTION)
        cur.pos += need.length
    if cur.peek_word() != "to":
        raise _refuse(cur, "expected 'to <travel>'", Reason.UNPARSED_QUESTION)
    cur.pos += 1
    if not _travel_verb(cur):
        raise _refuse(cur, "expected a travel verb", Reason.UNPARSED_QUESTION)
    if dest is not None:
        _same_destination(cur, car, dest)
    else:
        distance = _distance(cur, length)
    if not cur.at_end():
        raise _refuse(cur, "words after the question", Reason.UNPARSED_QUESTION)
    return Question(kind="mileage", sentence=si, entity=car.owner, item=Item(unit=car.measure), count="",
                    other=fmt(distance), lemma=FUEL)


_OBJECT = {"me": "i", "us": "we", "you": "you"}


def _object_driver(cur: Cursor, car: _Car) -> None:
    """``would it take me/him/her …``: the owner as an object pronoun."""
    w = cur.peek_word()
    ok = _OBJECT.get(w) == car.owner if w in _OBJECT else (
        car.owner not in _OWNER_PRONOUN.values() and car.gender == ("m" if w == "him" else "f"))
    if not ok:
        raise _refuse(cur, f"'{w}' is not {car.owner}", Reason.AMBIGUOUS_REFERENCE)
    cur.pos += 1


def _distance(cur: Cursor, length: str) -> Fraction:
    value = _number(cur)
    unit = cur.sense("unit")
    if value is None or value <= 0 or unit is None:
        raise _refuse(cur, "expected a distance", Reason.UNPARSED_QUESTION)
    if unit.entry.id != length:
        raise _refuse(cur, f"a distance in {unit.entry.id}, the mileage is in {length}", Reason.UNIT_MISMATCH)
    cur.pos += unit.length
    return value


def _question(cur: Cursor, car: _Car, length: str, ops: list[Op]) -> Question:
    if cur.sense("fn:if") is not None or (cur.peek_word(1) == "many" and cur.sense("unit", 2) is not None
                                          and cur.sense("unit", 2).entry.id == car.measure):
        return _fuel_question(cur, car, length)
    if cur.sense("fn:how") is None:
        raise _refuse(cur, "expected 'How far' or 'How many'", Reason.UNPARSED_QUESTION)
    cur.pos += 1
    asked = None
    if cur.sense("fn:far") is not None:
        cur.pos += cur.sense("fn:far").length
    elif cur.peek_word() == "many" and cur.sense("unit", cur.pos + 1) is not None:
        asked = cur.sense("unit", cur.pos + 1)
        if asked.entry.id != length or asked.form != "pl":
            raise _refuse(cur, f"asked in {asked.entry.id}, the mileage is in {length}", Reason.UNIT_MISMATCH)
        cur.pos += 1 + asked.length
    else:
        raise _refuse(cur, "expected 'How far' or 'How many <length>'", Reason.UNPARSED_QUESTION)
    aux = cur.peek_word()
    cur.pos += 1
    if aux not in _MODALS and aux != "did":
        raise _refuse(cur, "expected can/could/will/would/did", Reason.UNPARSED_QUESTION)
    _driver(cur, car)
    if not _travel_verb(cur):
        raise _refuse(cur, "expected a travel verb", Reason.UNPARSED_QUESTION)
    si = cur.sentence.index
    if aux in _MODALS:  # a hypothetical amount of fuel
        if cur.peek_word() != "on":
            raise _refuse(cur, "expected 'on N <measure>'", Reason.UNPARSED_QUESTION)
        cur.pos += 1
        value = _amount_of_measure(cur, car)
        if not cur.at_end():
            raise _refuse(cur, "words after the fuel", Reason.UNPARSED_QUESTION)
        return Question(kind="mileage", sentence=si, entity=car.owner, item=Item(unit=length), count=fmt(value),
                        other=car.measure)
    used = [op for op in ops if op.event == USED]
    if not used:
        raise _refuse(cur, "no fuel used is told", Reason.UNKNOWN_QUANTITY)
    trip = _trip_phrase(cur)
    if not cur.at_end():
        raise _refuse(cur, "words after the trip", Reason.UNPARSED_QUESTION)
    if trip and " ".join(trip) != used[0].place:
        raise _refuse(cur, "the asked trip is not the one whose fuel is told", Reason.UNKNOWN_QUANTITY)
    return Question(kind="mileage", sentence=si, entity=car.owner, item=Item(unit=length), count="",
                    other=car.measure)


def parse_mileage(cursors: list[Cursor]) -> Graph:
    """The whole text: the rate, at most one fuel used, the question (module doc); anything else refuses."""
    car = _Car()
    got = _rate(cursors[0], car)
    if got is None:
        raise _refuse(cursors[0], "expected '<owner> <vehicle> gets R <length> per <measure>'")
    rate, length = got
    ops = [Op(kind="mileage", lemma="verb.get", sentence=0, actor=car.owner, item=Item(unit=length),
              amount=fmt(rate), target=car.measure, event=RATE)]
    for cur in cursors[1:-1]:
        _used(cur, car, ops)
    question = _question(cursors[-1], car, length, ops)
    return Graph(ops=ops, question=question)


# -- solving ----------------------------------------------------------------------------------------

def _fuel_burnt(graph: Graph) -> str:
    q = graph.question
    if q.count:
        return q.count
    used = [op for op in graph.ops if op.event == USED]
    if len(used) != 1:
        raise ValueError("no one amount of fuel")
    return used[0].amount


def _terminating(value: Fraction) -> bool:
    den = value.denominator
    for p in (2, 5):
        while den % p == 0:
            den //= p
    return den == 1


def mileage_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the rate times the fuel, in the rate's length unit; or the distance over the rate, in fuel."""
    rate = next(op for op in graph.ops if op.event == RATE)
    q = graph.question
    if q.lemma == FUEL:
        value = Fraction(q.other) / Fraction(rate.amount)
        if not _terminating(value):
            raise ValueError(f"{value} is no decimal")
        step = Step(lemma=rate.lemma, kind="mileage_fuel", holder=q.entity, operands=[q.other, rate.amount],
                    before="", after=fmt(value))
        return value, rate.target, [step]
    fuel = _fuel_burnt(graph)
    value = Fraction(rate.amount) * Fraction(fuel)
    step = Step(lemma=rate.lemma, kind="mileage_distance", holder=graph.question.entity,
                operands=[rate.amount, fuel], before="", after=fmt(value))
    return value, rate.item.unit, [step]


def verify_mileage(lex, graph: Graph) -> Fraction:
    """Verifier: the fuel needed per one length unit (1 / R), the distance the fuel covers at that need."""
    rates = [op for op in graph.ops if op.event == RATE]
    if len(rates) != 1 or graph.question.item is None:
        raise ValueError("no one mileage")
    need = 1 / Fraction(rates[0].amount)
    if graph.question.lemma == FUEL:
        if rates[0].target != graph.question.item.unit:
            raise ValueError("fuel asked in another measure")
        return Fraction(graph.question.other) * need
    if rates[0].item.unit != graph.question.item.unit:
        raise ValueError("no one mileage in the asked unit")
    return Fraction(_fuel_burnt(graph)) / need
