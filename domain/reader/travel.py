"""Travel (v8): one person's one trip, where distance = speed × time (ADR 0102).

    If Anne wandered for 3 hours at 2 miles per hour. How far did Anne go?           2 × 3 = 6 miles
    Martin strolled to Lawrence's house. It is 12 miles from Martin's house to Lawrence's house.
    It took Martin 6 hours to get there. How fast did Martin go?                     12 ÷ 6 = 2
    Christine wandered 20 miles at 4 miles per hour. How long did Christine wander?  20 ÷ 4 = 5 hours
    Tammy drove 55 miles in one hour. At that rate, how far can she drive in 36 hours?   55 × 36 = 1980

Why a module of its own: a travel verb (pack category ``travel``: walk, stroll, drive …) moves nobody's
holdings, so none of the holding machinery applies. A text with a travel verb is read here as a whole, by a
few fixed statement and question shapes; any other sentence refuses. The words that name any trip (``go``,
``travelling``, ``get there``) are the pack's ``journey`` function words; ``far``, ``fast`` and ``speed`` are
function words too. No movement verb is named in this code.

The trip: exactly one traveller (a capitalised name), one travel verb, at most one destination
(``to Kimberly's house``), and at most one stated distance, time and speed. All three stated refuses (they
may disagree), as do a second traveller, a second verb, or a question about anyone else. Units: a distance
is a pack unit of a length family, a time one of the ``time`` family, a speed ``R <length> per|a|an|every
<time>``. Different units of one family convert by the pack's ``per_base`` (30 minutes at 4 miles per hour is
2 miles); units of different families (miles and kilometers) or without a ``per_base`` refuse.

The solver (``solve_travel``) works in the speed's own units; the verifier (``verify_travel``) re-derives the
answer in the family base units and converts back, so a unit slip in either shows as a disagreement.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.answer_policy import terminates
from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.linear import exact
from domain.reader.modal_verbs import after_modal
from domain.reader.phrases import Cursor, fmt
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step
from domain.reader.speed_units import take_speed_per, trip_speed_units
from domain.reader.thing_trips import calendar_spans_differ, present_form, take_in_time, thing_asked, thing_subject

DISTANCE, TIME, SPEED = "distance", "time", "speed"
_LENGTH = ("length", "length_metric")
_PER = ("per", "a", "an", "every", "each")  # v19: "each" (thing_trips.py, ADR 0425)
_ONE = ("one", "1", "an", "a")


def has_travel_verb(cursors: list[Cursor]) -> bool:
    """Some word of the text is a pack verb of the ``travel`` category and no noun (``her flash drive``),
    and the text measures something a trip could have: a unit of a distance or time family.

    Why the measure (ADR 0117): every trip this module or legs.py reads states two of distance, time and
    speed (or several distances), so a text with none of those units can be no trip of theirs. Such a text
    (``14 birds were sitting in a tree. 21 more birds flew up to the tree.``) counts things and goes to the
    holding machinery, where a travel verb is read only as a counted group's arrival (groups.py)."""
    starts = cursors[0].lex.travel_starts if cursors else ()
    for cur in cursors:
        firsts, words = cur.firsts, cur.words
        for i in range(cur.end):  # speed (ADR 0106): one dict per token instead of up to four sense() calls
            if words[i] not in starts:
                continue  # no travel verb form starts with this word, so no travel verb sense is here
            first = firsts(i)
            verb = first.get("verb")
            if verb is not None and verb.entry.category == "travel" and "place" not in first \
                    and ("unit" not in first or after_modal(cur, i)) \
                    and "fn:depart" not in first:  # v17: `swam away` / `flew away` is a departure (ADR 0362)
                # `unit` / `after_modal`: v13 `can bike` (modal_verbs.py)
                return _measures_a_trip(cursors)
    return False


def _measures_a_trip(cursors: list[Cursor]) -> bool:
    from domain.reader.legs import distance_families  # legs.py imports this module
    families = distance_families(cursors[0].lex) | {"time", "time_calendar"}
    return any((s := cur.sense("unit", i)) is not None and cur.lex.unit_by_id[s.entry.id].family in families
               for cur in cursors for i in range(cur.end))


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, "travel", detail, reason)


class _Trip:
    def __init__(self) -> None:
        self.actor = ""
        self.gender = "x"
        self.verb = ""
        self.dest = ""
        self.facts: dict[str, Op] = {}
        self.present = True  # v19: every travel verb told in the -s form (thing_trips.py, ADR 0425)


def _name(cur: Cursor, trip: _Trip, pronoun: bool = False) -> str | None:
    """The traveller: a capitalised name (the first one named fixes it), or he/she for them when allowed."""
    w = cur.peek_word()
    if pronoun and w in ("he", "she") and trip.actor:
        if trip.gender not in ("x", "m" if w == "he" else "f"):
            raise _refuse(cur, f"'{w}' does not fit {trip.actor}", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += 1
        return trip.actor
    s = cur.sense("name")
    if s is None or not cur.tokens[cur.pos].text[:1].isupper() or cur.sense("poss", cur.pos + 1) is not None \
            and cur.sense("place", cur.pos + 2) is None:
        return None
    word = cur.tokens[cur.pos].text
    cur.pos += 1
    if not trip.actor:
        trip.actor = word
        trip.gender = s.entry.gender if s.entry is not None else "x"
    return word


def _number(cur: Cursor) -> Fraction | None:
    s = cur.sense("num")
    if s is None:
        s = cur.sense("number")
        if s is None or cur.sense("number", cur.pos + s.length) is not None:
            return None
        cur.pos += s.length
        return Fraction(exact(s.entry.value))
    cur.pos += s.length
    return Fraction(s.entry)


def _measure(cur: Cursor, families: tuple[str, ...]) -> tuple[Fraction, str] | None:
    """``3 hours`` / ``12 miles`` / ``one hour``: a positive number and a unit of one of ``families``."""
    start = cur.pos
    value = _number(cur)
    unit = cur.sense("unit")
    if value is None or value <= 0 or unit is None or cur.lex.unit_by_id[unit.entry.id].family not in families \
            or unit.form != ("sg" if value == 1 else "pl"):
        cur.pos = start
        return None
    cur.pos += unit.length
    return value, unit.entry.id


def _per_time(cur: Cursor) -> str | None:
    """``per hour`` / ``an hour`` / ``every hour`` → unit.hour (nothing consumed otherwise)."""
    start = cur.pos
    unit = cur.sense("unit", cur.pos + 1)
    if cur.take_word(*_PER) is None or unit is None or unit.form != "sg" \
            or cur.lex.unit_by_id[unit.entry.id].family != "time":
        cur.pos = start
        return None
    cur.pos += unit.length
    return unit.entry.id


def _speed(cur: Cursor) -> tuple[Fraction, str, str] | None:
    start = cur.pos
    got = _measure(cur, _LENGTH) if cur.peek_word() not in ("1", "one") else None
    if got is None and cur.sense("num") is not None:  # "1 mile per hour" is singular
        value = _number(cur)
        unit = cur.sense("unit")
        if value == 1 and unit is not None and unit.form == "sg" \
                and cur.lex.unit_by_id[unit.entry.id].family in _LENGTH:
            cur.pos += unit.length
            got = (value, unit.entry.id)
    per = _per_time(cur) if got is not None else None
    if per is None:
        cur.pos = start
        return None
    return got[0], got[1], per


def _place(cur: Cursor) -> str | None:
    """``Kimberly's house`` → "Kimberly's place.house" (nothing consumed otherwise)."""
    start = cur.pos
    s = cur.sense("name")
    if s is None or not cur.tokens[cur.pos].text[:1].isupper() or cur.sense("poss", cur.pos + 1) is None:
        return None
    place = cur.sense("place", cur.pos + 2)
    if place is None or place.form != "sg":
        cur.pos = start
        return None
    word = cur.tokens[cur.pos].text
    cur.pos += 2 + place.length
    return f"{word}'s {place.entry.id}"


def _fact(cur: Cursor, trip: _Trip, ops: list[Op], kind: str, value: Fraction, unit: str, per: str = "",
          lemma: str = "") -> None:
    if kind in trip.facts:
        raise _refuse(cur, f"a second {kind} of the trip (another trip?)")
    op = Op(kind="travel", lemma=lemma or trip.verb, sentence=cur.sentence.index, actor=trip.actor,
            item=Item(unit=unit), amount=fmt(value), target=per, event=kind)
    trip.facts[kind] = op
    ops.append(op)


def _verb(cur: Cursor, trip: _Trip) -> bool:
    s = cur.sense("verb")
    if s is None or s.entry.category != "travel":
        return False
    if trip.verb and trip.verb != s.entry.id:
        raise _refuse(cur, "two ways of travelling: one trip or two?")
    trip.verb = s.entry.id
    if not present_form(cur, s.entry.id, cur.words[cur.pos]):
        trip.present = False
    cur.pos += s.length
    return True


def _dest(cur: Cursor, trip: _Trip) -> None:
    start = cur.pos
    if cur.take_word("to") is None:
        return
    place = _place(cur)
    if place is None:
        cur.pos = start
        return
    if trip.dest and trip.dest != place:
        raise _refuse(cur, "two destinations")
    if trip.gender == "n":  # v19: a thing's trip names no person (thing_trips.py, ADR 0425)
        raise _refuse(cur, "a thing travelling to someone's place", Reason.AMBIGUOUS_REFERENCE)
    trip.dest = place


def _tail(cur: Cursor, trip: _Trip, ops: list[Op]) -> None:
    """After the verb: ``[for T] [D] [to Y's house] [at R | at a speed of R] [in one T]`` to the end."""
    _ridden(cur)
    if cur.take_word("for") is not None:
        got = _measure(cur, ("time",))
        if got is None:
            raise _refuse(cur, "'for' without a time")
        got = _and_smaller(cur, got)
        _fact(cur, trip, ops, TIME, *got)
    dist = _measure(cur, _LENGTH)
    if dist is not None:
        per = _per_time(cur)  # "drove 55 miles every hour"
        if per is not None:
            _fact(cur, trip, ops, SPEED, dist[0], dist[1], per)
            dist = None
    _dest(cur, trip)
    if cur.take_word("at") is not None:
        # "at a speed of" / (v12) "at a rate of": any pack speed word (role ``speed``), then "of"
        if cur.take_word("a") is not None and (cur.take("fn:speed") is None or cur.take_word("of") is None):
            raise _refuse(cur, "'at a' without 'speed of'")
        got = _speed(cur)
        if got is None:
            raise _refuse(cur, "'at' without a speed")
        _fact(cur, trip, ops, SPEED, *got)
    if dist is not None:
        start = cur.pos
        if cur.take_word("in") is not None and cur.peek_word() in _ONE:
            cur.pos += 1
            per = cur.sense("unit")
            if per is not None and per.form == "sg" and cur.lex.unit_by_id[per.entry.id].family == "time":
                cur.pos += per.length  # "drove 55 miles in one hour": a speed
                _fact(cur, trip, ops, SPEED, dist[0], dist[1], per.entry.id)
                dist = None
            else:
                cur.pos = start
        if dist is not None:
            _fact(cur, trip, ops, DISTANCE, *dist)
            cur.pos = start  # the 'in' of a time that is not one
            took = take_in_time(cur, _measure)  # v19: "flies 600 miles in 2 hours" (thing_trips.py, ADR 0425)
            if took is not None:
                _fact(cur, trip, ops, TIME, *took)
    if not cur.at_end():
        raise _refuse(cur, "words after a trip")


def _ridden(cur: Cursor) -> None:
    """(v18, ADR 0397) ``rode his bike`` / ``walked her dog``: one owned thing right after the travel verb, the
    means or the company of the trip; it changes none of its distance, time or speed."""
    if cur.peek_word() in ("his", "her", "their"):
        noun = cur.sense("unit", cur.pos + 1)
        if noun is not None and noun.form == "sg" and cur.lex.unit_by_id[noun.entry.id].family == "count":
            cur.pos += 1 + noun.length


def _and_smaller(cur: Cursor, got: tuple[Fraction, str]) -> tuple[Fraction, str]:
    """(v18, ADR 0397) ``for 1 hour and 15 minutes``: a time told in two units, the larger first and whole, the
    smaller less than one of the larger, counted in the smaller (75 minutes); anything else after ``and`` is left."""
    start = cur.pos
    if cur.take_word("and") is None:
        return got
    small = _measure(cur, ("time",))
    if small is None:
        cur.pos = start
        return got
    big_u, small_u = cur.lex.unit_by_id[got[1]], cur.lex.unit_by_id[small[1]]
    if not big_u.per_base or not small_u.per_base or exact(big_u.per_base) <= exact(small_u.per_base) \
            or got[0].denominator != 1 or small[0] * exact(small_u.per_base) >= exact(big_u.per_base):
        raise _refuse(cur, "a time in two units, not a whole larger one and less than one of it after")
    return got[0] * exact(big_u.per_base) / exact(small_u.per_base) + small[0], small[1]


def _statement(cur: Cursor, trip: _Trip, ops: list[Op]) -> None:
    cur.take_word("if")
    thing = thing_subject(cur, trip.actor, trip.gender, cur.sentence.index == 0)
    if thing is not None:  # v19: "A car travels 60 miles per hour." / "It …" (thing_trips.py, ADR 0425)
        if not trip.actor:
            trip.actor, trip.gender = thing, "n"
        if not _verb(cur, trip):
            raise _refuse(cur, "no travel verb after the thing")
        _tail(cur, trip, ops)
        return
    if cur.take_word("it") is not None:
        word = cur.peek_word()
        if word == "took" and cur.sense("verb") is not None:
            cur.pos += 1
            if _name(cur, trip) != trip.actor:
                raise _refuse(cur, "a trip of someone else", Reason.AMBIGUOUS_REFERENCE)
            got = _measure(cur, ("time",))
            if got is None or cur.take_word("to") is None:
                raise _refuse(cur, "'it took X' without a time and 'to'")
            if cur.peek_word() == "get" and cur.sense("fn:journey") is not None:
                cur.pos += 1
                if cur.take("fn:there") is None or not cur.at_end() or not trip.dest:
                    raise _refuse(cur, "'to get' somewhere not stated")
                _fact(cur, trip, ops, TIME, *got)
                return
            if not _verb(cur, trip):
                raise _refuse(cur, "'it took X T to' without a travel verb")
            _fact(cur, trip, ops, TIME, *got)
            _tail(cur, trip, ops)
            return
        if word == "is" and trip.actor and trip.dest:  # "It is 12 miles from X's house to Y's house."
            cur.pos += 1
            got = _measure(cur, _LENGTH)
            if got is None or cur.take_word("from") is None:
                raise _refuse(cur, "'it is' without a distance from somewhere")
            home = _place(cur)
            if cur.take_word("to") is None:
                raise _refuse(cur, "a distance without 'to'")
            there = _place(cur)
            if home is None or not home.startswith(trip.actor + "'s ") or there != trip.dest or not cur.at_end():
                raise _refuse(cur, "a distance that is not the trip's", Reason.AMBIGUOUS_REFERENCE)
            _fact(cur, trip, ops, DISTANCE, *got, lemma="fn.far")
            return
        raise _refuse(cur, "an 'it' sentence travel does not read")
    who = _name(cur, trip)
    if who is None or who != trip.actor:
        raise _refuse(cur, "a second traveller or no name", Reason.AMBIGUOUS_REFERENCE)
    if cur.peek_word() == "can" and cur.sense("fn:aux") is not None:  # "Marie can bike at a speed of …"
        cur.pos += 1
    if not _verb(cur, trip):
        raise _refuse(cur, "no travel verb after the traveller")
    _tail(cur, trip, ops)


def _asked_verb(cur: Cursor, trip: _Trip, ing: bool) -> bool:
    """The question's verb: the trip's own verb, or a journey word (``go``, ``travelling``)."""
    s = cur.sense("fn:journey")
    if s is not None and (not ing or cur.peek_word().endswith("ing")):
        cur.pos += s.length
        return True
    if ing:
        word = cur.peek_word()
        forms = cur.lex.verb_forms.get(trip.verb, [])
        stems = {f[:-2] for f in forms if f.endswith("ed")} | {f for f in forms if not f.endswith(("s", "ed"))}
        stems |= {f[:-1] for f in stems if f.endswith("e")}
        if word.endswith("ing") and (word[:-3] in stems or word in forms):
            cur.pos += 1
            return True
        return False
    v = cur.sense("verb")
    if v is not None and v.entry.id == trip.verb and cur.words[cur.pos] in forms_base(cur, trip.verb):
        cur.pos += v.length
        return True
    return False


def forms_base(cur: Cursor, verb_id: str) -> set[str]:
    """Forms of a verb that may follow did/does/can (not the past tense)."""
    forms = cur.lex.verb_forms.get(verb_id, [])
    return {f for f in forms if not f.endswith(("ed", "ing")) and f not in ("ran", "rode", "flew", "drove")}


def _question(cur: Cursor, trip: _Trip) -> Question:
    si = cur.sentence.index

    def bad(detail: str) -> ReaderRefusal:
        return _refuse(cur, detail, Reason.UNPARSED_QUESTION)

    at_rate = cur.peek_word() == "at"
    if cur.take_word("at") is not None:  # "At that rate, how far can she drive in 36 hours?"
        if not (cur.take_word("that") and cur.take("fn:speed")):  # (v12) "that rate" / "that speed": pack role speed
            raise bad("'at' before the question")
        cur.take("punct:,")
    if cur.take("fn:how") is None:
        raise bad("a travel question starts with 'how'")
    asked, unit = "", ""
    if cur.take("fn:far") is not None:
        asked = DISTANCE
    elif cur.take("fn:fast") is not None:
        asked = SPEED
    elif cur.take("fn:duration") is not None and cur.words[cur.pos - 1] == "long":
        asked = TIME
    elif cur.take_word("many") is not None and cur.sense("unit") is not None \
            and cur.sense("unit").form == "pl":
        unit = cur.sense("unit").entry.id
        family = cur.lex.unit_by_id[unit].family
        asked = DISTANCE if family in _LENGTH else TIME if family == "time" else ""
        cur.pos += cur.sense("unit").length
        if asked == DISTANCE and (per := take_speed_per(cur, ending=False)):  # v23: "miles per hour" (speed_units.py, ADR 0545)
            asked = SPEED
    if not asked:
        raise bad("not a distance, time or speed")
    if asked == DISTANCE and not unit and cur.peek_word() == "is":  # how far is it between A's house and B's house
        cur.pos += 1
        if not (cur.take_word("it") and cur.take_word("between")):
            raise bad("'how far is' without 'it between'")
        a = _place(cur)
        b = _place(cur) if cur.take_word("and") else None
        if a is None or b is None or not cur.at_end():
            raise bad("'between' without two places")
        ends = {a, b}
        if trip.dest not in ends or not any(p != trip.dest and p.startswith(trip.actor + "'s ") for p in ends):
            raise bad("not the places of the trip")
        return Question(kind="travel", sentence=si, entity=trip.actor, lemma=DISTANCE, place=trip.dest)
    aux = cur.peek_word()
    if aux not in ("did", "does", "will", "would", "can", "was", "is"):
        raise bad("no auxiliary")
    cur.pos += 1
    who = trip.actor if trip.gender == "n" and thing_asked(cur, trip.actor) else _name(cur, trip, pronoun=True)
    if who is None or who != trip.actor:
        raise bad("the question is about someone else") if who is None else \
            _refuse(cur, f"{who} made no trip", Reason.UNKNOWN_QUANTITY)
    if not _asked_verb(cur, trip, aux in ("was", "is")):
        raise bad("not the trip's verb")
    if asked == DISTANCE and unit and aux in ("did", "does") and (per := take_speed_per(cur, ending=True)):
        asked = SPEED  # v23: "How many miles did she run per hour?" (speed_units.py, ADR 0545)
    if asked == SPEED and unit:  # v23: the spelled speed must be in the trip's own units (speed_units.py, ADR 0545)
        if aux not in ("did", "does") or not cur.at_end():
            raise bad("a spelled speed with 'will/can', or words after it")
        if trip_speed_units(trip.facts, DISTANCE, TIME, SPEED) != (unit, per):
            raise _refuse(cur, "a speed asked in units that are not the trip's", Reason.UNIT_MISMATCH)
        return Question(kind="travel", sentence=si, entity=trip.actor, lemma=SPEED)
    count = ""
    if cur.take_word("in") is not None:
        got = _measure(cur, ("time",))
        if got is None or asked == TIME or aux not in ("will", "would", "can") \
                and not (aux in ("does", "do") and trip.present):  # v19: a habit asked (thing_trips.py, ADR 0425)
            raise bad("'in' a time only with will/would/can, asking a distance")
        if SPEED not in trip.facts and not trip.present and not at_rate:
            # v19 (ADR 0429): "Ava hiked 12 miles in 3 hours. How far can she hike in 5 hours?" (the D-in-T facts of
            # ADR 0425 answered 20): one past trip's distance in its time is its average, no pace for another span
            # unless the text says so ("At that rate, …"); a present habit ("A plane flies 600 miles in 2 hours") is
            raise _refuse(cur, "a past trip's distance in its time projected to another span", Reason.UNPARSED_QUESTION)
        count, unit_t = fmt(got[0]), got[1]
        told = {op.target if op.event == SPEED else op.item.unit for op in trip.facts.values() if op.event != DISTANCE}
        if calendar_spans_differ(cur.lex, told | {unit_t}):  # v19 (thing_trips.py, ADR 0425)
            raise _refuse(cur, "a day's distance asked over another span", Reason.UNIT_MISMATCH)
        if not cur.at_end():
            raise bad("words after the question")
        return Question(kind="travel", sentence=si, entity=trip.actor, lemma=DISTANCE,
                        item=Item(unit=unit) if unit else None, count=count, other=unit_t)
    if aux in ("will", "would", "can") or not cur.at_end():
        raise bad("a hypothetical trip with no time, or words after the question")
    return Question(kind="travel", sentence=si, entity=trip.actor, lemma=asked, item=Item(unit=unit) if unit else None)


def parse_travel(cursors: list[Cursor]) -> Graph:
    """The whole text as one trip and a question about it (module doc); refuses anything else."""
    trip = _Trip()
    ops: list[Op] = []
    for cur in cursors[:-1]:
        _statement(cur, trip, ops)
    last = cursors[-1]
    if last.peek_word() == "if":  # "If Charles strolled 6 miles at 3 miles per hour, how long was …?"
        comma = next((i for i in range(last.end - 1) if last.words[i] == "," and last.words[i + 1] == "how"), -1)
        if comma < 0:
            raise _refuse(last, "an 'if' question without ', how'", Reason.UNPARSED_QUESTION)
        end, last.end = last.end, comma
        _statement(last, trip, ops)
        last.end, last.pos = end, comma + 1
    if not trip.verb:
        raise _refuse(cursors[0], "a trip without a travel verb")
    question = _question(cursors[-1], trip)
    if len(trip.facts) == 3:
        raise _refuse(cursors[0], "distance, time and speed all stated: they may disagree", Reason.AMBIGUOUS_REFERENCE)
    return Graph(ops=ops, question=question)


_DAY = "unit.day"

# -- solving ----------------------------------------------------------------------------------------

def _facts(graph: Graph) -> dict[str, Op]:
    return {op.event: op for op in graph.ops if op.kind == "travel"}


def _scale(lex, src: str, dst: str) -> Fraction:
    """How many ``dst`` one ``src`` is (same family, both with a per_base), else ValueError."""
    if src == dst:
        return Fraction(1)
    a, b = lex.unit_by_id[src], lex.unit_by_id[dst]
    if a.family != b.family or not a.per_base or not b.per_base:
        raise ValueError(f"no conversion from {src} to {dst}")
    if a.family == b.family == lex.unit_by_id[_DAY].family \
            and exact(a.per_base) >= exact(lex.unit_by_id[_DAY].per_base) > exact(b.per_base):
        # (redteam5, ADR 0400) ``Cal rode his bike for 2 days. How many hours did he ride?`` answered 48: a trip
        # told in days or weeks is a span of the calendar, not so many hours on the bike
        raise ValueError(f"a time told in {src} is no count of {dst}")
    return exact(a.per_base) / exact(b.per_base)


def travel_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the asked quantity in the speed's own units (ValueError when the facts do not fix it)."""
    q, f = graph.question, _facts(graph)
    d, t, r = f.get(DISTANCE), f.get(TIME), f.get(SPEED)
    steps: list[Step] = []

    def step(kind: str, a: str, b: str, out: Fraction) -> None:
        steps.append(Step(lemma=(r or d or t).lemma, kind=kind, holder=q.entity, operands=[a, b], before="",
                          after=fmt(out)))

    if q.count:  # a hypothetical trip of the asked time at the trip's speed
        if d is not None and t is not None and r is None:
            speed, length, per = exact(d.amount) / exact(t.amount), d.item.unit, t.item.unit
            step("travel_speed", d.amount, t.amount, speed)
        elif r is not None and d is None and t is None:
            speed, length, per = exact(r.amount), r.item.unit, r.target
        else:
            raise ValueError("no one speed for the hypothetical trip")
        value = speed * exact(q.count) * _scale(lex, q.other, per)
        step("travel_distance", fmt(speed), q.count, value)
        unit = length
    elif q.lemma == DISTANCE:
        if d is not None:
            value, unit = exact(d.amount), d.item.unit
        elif r is not None and t is not None:
            value, unit = exact(r.amount) * exact(t.amount) * _scale(lex, t.item.unit, r.target), r.item.unit
            step("travel_distance", r.amount, t.amount, value)
        else:
            raise ValueError("distance not fixed")
    elif q.lemma == TIME:
        if t is not None:
            value, unit = exact(t.amount), t.item.unit
        elif r is not None and d is not None:
            value, unit = exact(d.amount) * _scale(lex, d.item.unit, r.item.unit) / exact(r.amount), r.target
            step("travel_time", d.amount, r.amount, value)
        else:
            raise ValueError("time not fixed")
    else:
        if r is not None:
            value, unit = exact(r.amount), ""
        elif d is not None and t is not None:
            value, unit = exact(d.amount) / exact(t.amount), ""
            step("travel_speed", d.amount, t.amount, value)
        else:
            raise ValueError("speed not fixed")
    if q.item is not None:  # "how many miles / hours": the asked unit
        value, unit = value * _scale(lex, unit, q.item.unit), q.item.unit
    if not terminates(value):  # 4 km at 3 km per hour: 4/3 hours is "1 hour 20 minutes", a form this reader does not give
        raise ValueError(f"{value} is no decimal of the unit")
    return value, unit, steps


def verify_travel(lex, graph: Graph) -> Fraction:
    """Verifier: every fact in its family's base units, the relation d = r·t solved there, then the answer
    converted to the unit the solver must have used (derived here on its own)."""
    q, f = graph.question, _facts(graph)

    def base(unit: str) -> Fraction:
        per = lex.unit_by_id[unit].per_base
        if not per:
            raise ValueError(f"{unit} has no base")
        return Fraction(per)

    def same(a: str, b: str) -> bool:
        return a == b or lex.unit_by_id[a].family == lex.unit_by_id[b].family

    known = {k: op for k, op in f.items()}
    if not q.count and q.lemma in known:
        # v18 (ADR 0397): a stated fact asked back, maybe in another unit of its family ("Luke ran for 2 hours. How
        # many minutes did Luke run?"): the trip's other unit need not be fixed for that
        op = known[q.lemma]
        if q.item is None or op.event == SPEED:
            return exact(op.amount)
        return exact(op.amount) * base(op.item.unit) / base(q.item.unit)
    length = next((op.item.unit for op in known.values() if op.event in (DISTANCE, SPEED)), "")
    period = known[SPEED].target if SPEED in known else known[TIME].item.unit if TIME in known else ""
    if q.count:
        period = period or q.other
    if not length or not period:
        raise ValueError("units not fixed")
    if any(not same(op.item.unit, length if op.event != TIME else period) for op in known.values()) or \
            (SPEED in known and not same(known[SPEED].target, period)):
        raise ValueError("units of different families")

    def in_base(op: Op) -> Fraction:
        if op.event == SPEED:
            return exact(op.amount) * base(op.item.unit) / base(op.target)
        return exact(op.amount) * base(op.item.unit)

    vals = {k: in_base(op) for k, op in known.items()}
    if q.count:
        if set(vals) not in ({SPEED}, {DISTANCE, TIME}):
            raise ValueError("no one speed")
        speed = vals[SPEED] if SPEED in vals else vals[DISTANCE] / vals[TIME]
        out = speed * exact(q.count) * base(q.other) / base(length)
    elif q.lemma in vals:  # stated: only "how many <unit>" may convert it
        op = known[q.lemma]
        if q.item is None:
            return exact(op.amount)
        native = op.item.unit
        return exact(op.amount) * base(native) / base(q.item.unit)
    elif q.lemma == DISTANCE:
        out = vals[SPEED] * vals[TIME] / base(length)
    elif q.lemma == TIME:
        out = vals[DISTANCE] / vals[SPEED] / base(period)
    else:
        out = vals[DISTANCE] / vals[TIME] * base(period) / base(length)
    if q.item is not None:
        native = length if q.lemma == DISTANCE or q.count else period
        out = out * base(native) / base(q.item.unit)
    return out
