"""Rain and snow fallen at stated times, summed or one time asked (v8, ADR 0112).

    It rained 0.2 inches on Saturday and 0.4 inches on Sunday.
    How much did it rain on Saturday and Sunday combined?                         0.2 + 0.4
    It rained 0.9 inches on Monday. On Tuesday, it rained 0.7 inches less than on Monday.
    How much did it rain on Tuesday?                                             0.9 − 0.7

Why a module of its own: ``it rained 0.9 inches`` has no holder (``it`` is no thing), and the amounts belong to
times, not to someone; the holding machinery would have nothing to hold them. Each time has one amount.

Statements: ``[T ,] it <weather verb> D [T] (and D [T])*`` where every amount has a time (its own or the
sentence's opener), and ``[T ,] it <weather verb> D less|more [T] than [on|in] T2 [T]`` (T's amount is T2's
less or more D; T2 told before). The weather verb (pack role ``weather``: rained, snowed, …) is one verb for
the whole text. Question: ``How much did it <verb> T [and T2 …] [combined | in all]?``: the amount at T, or the
sum over the listed times.

Refusals: a time told twice, an amount without a time, a comparison with a time not told before, two weather
verbs (rain and snow are not one amount), units that differ, a time asked that was never told, a negative
amount, and any other statement shape.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step
from domain.reader.time_overlaps import may_overlap
from domain.reader.travel import _number

FALL = "fall"
FALL_DIFF = "fall_diff"


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, "weather", detail, reason)


def claims(cursors: list[Cursor]) -> bool:
    """A weather verb after ``it`` somewhere in the text (module doc)."""
    starts = cursors[0].lex.weather_starts if cursors else ()
    # speed (ADR 0129): only a token whose word starts a weather verb can carry one; the scan is as before
    return any(cur.words[i] in starts and cur.sense("fn:weather", i) is not None and i > 0
               and cur.words[i - 1] == "it" for cur in cursors for i in range(cur.end))


def _time(cur: Cursor) -> tuple[str, str] | None:
    """A time phrase: its words without a leading on/in/at (``on Monday`` and ``Monday`` agree), and its shape
    (``on`` + a day, ``in`` + a month, ``in the`` + a part of the day) for _Story.told."""
    start = cur.pos
    s = cur.sense("time")  # "in March" is one pack time; "on Monday" is one too, or "on" + "Monday"
    if s is None:
        cur.take_word("on", "in", "at", "during")
        s = cur.sense("time")
    if s is None:
        cur.pos = start
        return None
    words = cur.words[start:cur.pos + s.length]
    cur.pos += s.length
    prep = []
    while words and words[0] in ("on", "in", "at", "during"):
        prep.append(words.pop(0))
    return " ".join(words), " ".join(prep) + (" the" if words[:1] == ["the"] else "")


def _amount(cur: Cursor) -> tuple[Fraction, str] | None:
    """A positive length amount (``0.5 inch``, ``2 centimeters``); also read by recorded_measures.py."""
    start = cur.pos
    value = _number(cur)
    unit = cur.sense("unit")
    if value is None or value <= 0 or unit is None or cur.lex.unit_by_id[unit.entry.id].family not in (
            "length", "length_metric") or (unit.form == "pl" and value == 1):
        cur.pos = start
        return None
    cur.pos += unit.length
    return value, unit.entry.id


class TimedStory:
    """Amounts told at times, each time once and all of one shape; shared by recorded_measures.py, whose
    ``refuse`` names its own frame."""

    refuse = staticmethod(_refuse)

    def __init__(self) -> None:
        self.ops: list[Op] = []
        self.times: dict[str, str] = {}  # told time → its shape
        self.phrases: list[str] = []  # the told times with their prepositions (``on monday``), for their lengths

    def told(self, cur: Cursor, when: tuple[str, str]) -> str:
        time, kind = when
        if time in self.times:
            raise self.refuse(cur, f"{time} told twice", Reason.AMBIGUOUS_REFERENCE)
        # one word (Monday, March) or "the" and one word (the morning), all of one shape: else one time may
        # lie within another ("on Monday" and "on Monday afternoon", "this week" and "on Monday") and be
        # counted twice or left out
        shape = len(time.split()) - (1 if time.startswith("the ") else 0)
        # v12 (ADR 0239): one shape is not one length ("today" and "tonight", "in the morning" and "in the fall"
        # answered the day's amount without the night's): every two times must be apart by time_overlaps' rule
        phrase = f"{kind[:-4] if kind.endswith(' the') else kind} {time}".strip()
        if shape != 1 or any(k != kind for k in self.times.values()) or any(
                may_overlap(cur.lex, f"told={phrase}", f"told={other}") for other in self.phrases):
            raise self.refuse(cur, f"{time} beside {', '.join(sorted(self.times)) or 'nothing'}: one time within "
                                   f"another?", Reason.AMBIGUOUS_REFERENCE)
        self.times[time] = kind
        self.phrases.append(phrase)
        return time


class _Story(TimedStory):
    def __init__(self) -> None:
        super().__init__()
        self.verb = ""
        self.place = ""  # the town named by a first sentence's ``In Yardley,`` (the whole story's place)


def _verb(cur: Cursor, story: _Story) -> str:
    if cur.take_word("it") is None:
        raise _refuse(cur, "expected 'it' before the weather verb")
    s = cur.take("fn:weather")
    if s is None:
        raise _refuse(cur, "expected a weather verb after 'it'")
    word = s.entry.id  # fn.rain / fn.snow: one pack entry per kind of weather, whatever the tense
    if story.verb and word != story.verb:
        raise _refuse(cur, f"{word} beside {story.verb}: not one amount", Reason.AMBIGUOUS_REFERENCE)
    story.verb = word
    return word


def _place(cur: Cursor, story: _Story) -> None:
    """``In Yardley[,] it snowed …`` (v12, ADR 0240): a named place opening the first sentence sets the scene
    of the whole story; every amount after it fell there. A place opening a later sentence may be another
    place than the earlier amounts' (``It snowed 1 inch on Monday. In Yardley it snowed …``): refused."""
    start = cur.pos
    if cur.sense("time") is not None or cur.sense("time", start + 1) is not None:
        return  # "In March it rained …": a month is a time (also a name's sense), read by _time
    if cur.take_word("in") is None or cur.take("name") is None or cur.peek_word() not in (",", "it"):
        cur.pos = start
        return
    if cur.sentence.index != 0:
        raise _refuse(cur, "a place named after the first sentence: the earlier amounts' place?",
                      Reason.AMBIGUOUS_REFERENCE)
    story.place = cur.words[cur.pos - 1]
    cur.take("punct:,")


def _statement(cur: Cursor, story: _Story) -> None:
    _place(cur, story)
    opened = _time(cur)
    if opened is not None:
        cur.take("punct:,")
    verb = _verb(cur, story)
    while True:
        amount = _amount(cur)
        if amount is None:
            raise _refuse(cur, "no amount fallen")
        more = cur.take("fn:more") is not None
        less = not more and cur.take("fn:fewer") is not None
        own = _time(cur)
        if more or less:
            if cur.take("fn:than") is None:
                raise _refuse(cur, "'more' / 'less' without 'than'")
            ref = _time(cur)
            own = own or _time(cur)
            if own is not None and opened is not None:
                raise _refuse(cur, "two times for one amount")
            own = own or opened
            if ref is None or own is None or ref[0] not in story.times:
                raise _refuse(cur, "a comparison with a time not told before", Reason.AMBIGUOUS_REFERENCE)
            story.ops.append(Op(kind=FALL_DIFF, lemma=verb, sentence=cur.sentence.index, item=Item(unit=amount[1]),
                                amount=fmt(amount[0]), time=story.told(cur, own), target=ref[0],
                                factor="1" if more else "-1"))
        else:
            if own is not None and opened is not None:
                raise _refuse(cur, "two times for one amount")
            own = own or opened
            if own is None:
                raise _refuse(cur, "an amount without a time", Reason.AMBIGUOUS_REFERENCE)
            story.ops.append(Op(kind=FALL, lemma=verb, sentence=cur.sentence.index, item=Item(unit=amount[1]),
                                amount=fmt(amount[0]), time=story.told(cur, own)))
        if cur.at_end():
            return
        cur.take("punct:,")
        if cur.take_word("and") is None:
            raise _refuse(cur, "words after an amount")
        if opened is not None:
            raise _refuse(cur, "several amounts under one opening time", Reason.AMBIGUOUS_REFERENCE)


def _question(cur: Cursor, story: _Story) -> Question:
    def bad(detail: str, reason: Reason = Reason.UNPARSED_QUESTION) -> ReaderRefusal:
        return _refuse(cur, detail, reason)

    cur.pos = 0
    if cur.take("fn:what") is not None:
        return _total_question(cur, story)
    # did / does: the amounts are told in the past or as a habit; "will it rain" asks about what was not told
    if cur.take("fn:how") is None or cur.take_word("much") is None or cur.take_word("did", "does") is None:
        raise bad("a weather question is 'How much did it <verb> …'")
    verb = _verb(cur, story)
    times = []
    while True:
        t = _time(cur)
        if t is None:
            raise bad("no time asked")
        times.append(t[0])
        if cur.take_word("and") is None:
            break
    total = cur.take("fn:total") is not None
    if not cur.at_end():
        raise bad("words after the question")
    if len(set(times)) != len(times):
        raise bad("a time asked twice")
    for t in times:
        if t not in story.times:
            raise bad(f"{t} was never told", Reason.UNKNOWN_QUANTITY)
    if total and len(times) == 1:
        raise bad("'in all' over one time", Reason.AMBIGUOUS_REFERENCE)
    units = {op.item.unit for op in story.ops}
    if len(units) != 1:
        raise bad("amounts in different units", Reason.AMBIGUOUS_REFERENCE)
    return Question(kind="weather", sentence=cur.sentence.index, lemma=verb, members=tuple(times),
                    item=Item(unit=units.pop()))


def _total_question(cur: Cursor, story: _Story) -> Question:
    """``What was the total amount of snowfall?`` / ``What is the total rainfall?`` (v12, ADR 0240): the sum of
    every amount told (all of the story's times). The noun must name the story's weather (snowfall after
    ``it rained`` refuses); ``total`` over one told amount, another tense, or more words refuse."""
    def bad(detail: str, reason: Reason = Reason.UNPARSED_QUESTION) -> ReaderRefusal:
        return _refuse(cur, detail, reason)

    if cur.take_word("was", "is") is None or cur.take_word("the") is None or cur.take("fn:total") is None:
        raise bad("a weather 'what' question is 'What was the total [amount of] snowfall?'")
    if cur.take_word("amount") is not None and cur.take_word("of") is None:
        raise bad("'amount' without 'of'")
    s = cur.take("fn:weather")
    if s is None or not cur.words[cur.pos - 1].endswith("fall"):
        raise bad("no rainfall / snowfall asked")
    if s.entry.id != story.verb:
        raise bad(f"{s.entry.id} asked of {story.verb}", Reason.AMBIGUOUS_REFERENCE)
    if cur.take_word("in") is not None:
        # the place asked must be the story's own ("in Yardley" after "In Yardley, it snowed …")
        if cur.take("name") is None or not story.place or cur.words[cur.pos - 1] != story.place:
            raise bad("a place asked that the story does not set", Reason.AMBIGUOUS_REFERENCE)
    if not cur.at_end():
        raise bad("words after the question")
    if len(story.times) < 2:
        raise bad("a total over one amount", Reason.AMBIGUOUS_REFERENCE)
    units = {op.item.unit for op in story.ops}
    if len(units) != 1:
        raise bad("amounts in different units", Reason.AMBIGUOUS_REFERENCE)
    return Question(kind="weather", sentence=cur.sentence.index, lemma=story.verb, members=tuple(story.times),
                    item=Item(unit=units.pop()))


def parse_weather(cursors: list[Cursor]) -> Graph:
    story = _Story()
    for cur in cursors[:-1]:
        cur.pos = 0
        _statement(cur, story)
    return Graph(ops=story.ops, question=_question(cursors[-1], story))


# -- solving ----------------------------------------------------------------------------------------

def weather_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: each time's amount in the order told (a comparison from the earlier time), then the asked
    times summed."""
    amounts: dict[str, Fraction] = {}
    steps: list[Step] = []
    for op in graph.ops:
        if op.kind == FALL:
            amounts[op.time] = Fraction(op.amount)
        elif op.kind == FALL_DIFF:
            ref = amounts[op.target]
            amounts[op.time] = ref + Fraction(op.factor) * Fraction(op.amount)
            steps.append(Step(lemma=op.lemma, kind="fall_compare", holder=op.time, operands=[fmt(ref), op.amount],
                              before=fmt(ref), after=fmt(amounts[op.time])))
        if amounts[op.time] <= 0:
            raise ValueError(f"no positive amount at {op.time}")
    total = Fraction(0)
    for t in graph.question.members:
        before = total
        total += amounts[t]
        steps.append(Step(lemma=graph.question.lemma, kind="fall_add", holder=t, operands=[fmt(before),
                          fmt(amounts[t])], before=fmt(before), after=fmt(total)))
    return total, graph.question.item.unit, steps


def verify_weather(lex, graph: Graph) -> Fraction:
    """Verifier: each asked time's amount followed back through its comparisons to a stated amount."""
    by_time = {op.time: op for op in graph.ops}
    if len(by_time) != len(graph.ops):
        raise ValueError("a time told twice")

    def at(t: str, depth: int = 0) -> Fraction:
        if depth > len(by_time):
            raise ValueError("a cycle of comparisons")
        op = by_time[t]
        if op.kind == FALL:
            return Fraction(op.amount)
        return at(op.target, depth + 1) + Fraction(op.factor) * Fraction(op.amount)

    values = [at(t) for t in graph.question.members]
    if any(v <= 0 for v in values):
        raise ValueError("not positive")
    return sum(values, Fraction(0))
