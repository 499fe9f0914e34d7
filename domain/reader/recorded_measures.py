"""Rain or snow recorded at stated times, summed (v11, ADR 0193).

    Bonnie's science class recorded the rainfall each day. They recorded 0.25 centimeter of rain on Monday,
    0.5 centimeter of rain on Tuesday, and 0.125 centimeter of rain on Wednesday.
    How many centimeters of rain did the class record in all?                     0.25 + 0.5 + 0.125

Why a module of its own: ``record`` (pack role ``record``) is an observation verb. ``They recorded 0.5 centimeter
of rain on Monday`` says how much rain fell on Monday; the class neither gains nor loses anything, so the
holding machinery must not read it (as a gain it would be right here by luck, and wrong as soon as someone
"recorded 5 songs" after holding some). The amounts belong to times, as the weather module's do (weather.py):
each time has one amount, and the question sums the times it asks (all of them when it names none).

Statements (every sentence but the question):
- an optional first sentence ``<R> recorded the <weather noun> each day|every day [during a|the <noun>]``
  (``the rainfall``, ``the snowfall``: pack forms of the weather entries ``fn.rain`` / ``fn.snow``), which
  names the recorder R and what is recorded;
- ``<R> recorded D [of <weather>] T (, D [of <weather>] T)* [,] and D [of <weather>] T`` or, with one amount,
  ``T , <R> recorded D [of <weather>]``: every amount a length (``centimeter(s)``, ``inches``) with its time.
  An amount that names no weather is of the one an earlier amount of its sentence named, else of the opening's
  (``He recorded 0.3 centimeter on Wednesday`` after ``recorded the snowfall``); with neither it refuses.
The subject is R (the first subject names it: a name, ``<Name>'s <noun>``, ``the <noun>``); a later
``he``/``she`` needs R to be a person named by a name, ``they`` a group noun (``the class``).
Question: ``How many [total] <unit> [of <weather>] did <R> record [T (and T)*] [in all|total|altogether]?``
or ``How much <weather> did <R> record …?``.

Refusals (all typed): another recorder (``Tom recorded … Ann recorded …``: whose records are asked?), a pronoun
that is not R, a time told twice or times of two shapes (``on Monday`` and ``in the morning``: one may lie
within the other), an amount without a time, amounts of two weathers (rain and snow are not one amount) or of
no weather named for it (what was recorded?), units that differ, a question about another weather, unit, time or
recorder, and any other statement shape (``recorded a total of …``, a gain, a second verb).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, list_goes_on, noun_run
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step
from domain.reader.weather import TimedStory, _amount, _time

RECORD = "record"


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, "recorded", detail, reason)


def claims(cursors: list[Cursor]) -> bool:
    """A word of the pack role ``record`` anywhere in the text: no other frame reads it (module doc)."""
    return any(cur.sense("fn:record", i) is not None for cur in cursors for i in range(cur.end))


class _Story(TimedStory):
    """Times told as in weather.py (each once, all of one shape); refusals in this form's own frame."""

    refuse = staticmethod(_refuse)

    def __init__(self) -> None:
        super().__init__()
        self.recorder: tuple[str, str, str] | None = None  # (kind name|noun, key, gender or form)
        self.weathers: set[str] = set()
        self.opened = ""  # the weather the opening sentence names ("recorded the snowfall each day")


def _named(cur: Cursor) -> tuple[str, str, str] | None:
    """``Logan`` / ``Bonnie's science class`` / ``the class``: (kind, key, gender). A possessor only narrows the
    noun (``the class`` later is the same class); two different nouns are two recorders."""
    start = cur.pos
    s = cur.sense("name")
    if s is not None and cur.tokens[cur.pos].text[:1].isupper():
        cur.pos += 1
        if cur.take("poss") is None:
            if cur.sense("poss") is not None:
                cur.pos = start
                return None
            return "name", cur.tokens[start].text, s.entry.gender if s.entry is not None else "x"
    elif cur.take_word("the") is None:
        return None
    got = noun_run(cur, cur.pos, ("person", "place"))
    if got is None:
        cur.pos = start
        return None
    cur.pos = got[2]
    head = got[1]
    return "noun", head.entry.id, head.form


def _subject(cur: Cursor, story: _Story, question: bool = False) -> None:
    """The recorder: named the first time, the same one (or a pronoun that can only be it) after."""
    word = cur.peek_word()
    if word in ("he", "she", "they"):
        cur.pos += 1
        rec = story.recorder
        if rec is None:
            raise _refuse(cur, f"'{word}' before anyone recorded", Reason.UNRESOLVED_PRONOUN)
        if word == "they":
            ok = rec[0] == "noun"  # a group noun (the class, the students); a named person is he or she
        else:
            ok = rec[0] == "name" and rec[2] in ("x", "m" if word == "he" else "f")
        if not ok:
            raise _refuse(cur, f"'{word}' cannot be {rec[1]}", Reason.UNRESOLVED_PRONOUN)
        if word != "they" and rec[2] == "x":
            # a name the pack gives no gender: the first he/she fixes it ("Kendra … He … she" is two people)
            story.recorder = (rec[0], rec[1], "m" if word == "he" else "f")
        return
    named = _named(cur)
    if named is None:
        raise _refuse(cur, "no recorder the module knows")
    if story.recorder is None:
        if question:
            raise _refuse(cur, "nobody recorded anything", Reason.UNKNOWN_ENTITY)
        story.recorder = named
    elif named[:2] != story.recorder[:2]:
        if question:
            raise _refuse(cur, f"{named[1]} asked, {story.recorder[1]} recorded", Reason.UNKNOWN_ENTITY)
        raise _refuse(cur, f"{named[1]} beside {story.recorder[1]}: two recorders", Reason.AMBIGUOUS_REFERENCE)


def _weather_of(cur: Cursor) -> str | None:
    """``of rain`` / ``of snow``: the weather an amount measures."""
    if cur.peek_word() == "of" and cur.sense("fn:weather", cur.pos + 1) is not None:
        s = cur.sense("fn:weather", cur.pos + 1)
        cur.pos += 1 + s.length
        return s.entry.id
    return None


def _verb(cur: Cursor) -> str:
    s = cur.take("fn:record")
    if s is None:
        raise _refuse(cur, "expected 'recorded' after the recorder")
    return s.entry.id


def _opens(cur: Cursor) -> bool:
    """Whether a sentence has ``recorded the <weather>`` (an opening, not a record of an amount)."""
    return any(cur.sense("fn:record", i) is not None and cur.words[i + 1:i + 2] == ["the"]
               and cur.sense("fn:weather", i + 2) is not None for i in range(cur.end - 2))


def _opening(cur: Cursor, story: _Story) -> bool:
    """``<R> recorded the rainfall each day [during a snowstorm]``: names R and the weather, records nothing."""
    cur.pos = 0
    _subject(cur, story)
    _verb(cur)
    if cur.take_word("the") is None:
        cur.pos = 0
        return False
    s = cur.take("fn:weather")
    every = cur.take("time")
    if s is None or every is None or every.entry.id not in ("time.each_day", "time.every_day"):
        raise _refuse(cur, "expected 'the <weather> each day'")
    if cur.take_word("during") is not None:
        if cur.take("fn:determiner") is None or noun_run(cur, cur.pos, ("unit",)) is None:
            raise _refuse(cur, "expected 'during a <noun>'")
        cur.pos = noun_run(cur, cur.pos, ("unit",))[2]
    if not cur.at_end():
        raise _refuse(cur, "words after the opening")
    story.weathers.add(s.entry.id)
    story.opened = s.entry.id
    return True


def _statement(cur: Cursor, story: _Story) -> None:
    cur.pos = 0
    opened = _time(cur)
    if opened is not None:
        cur.take("punct:,")
    _subject(cur, story)
    verb = _verb(cur)
    named = ""  # the weather an earlier amount of this sentence named ("0.5 cm of rain on Monday, 0.25 cm on …")
    while True:
        amount = _amount(cur)
        if amount is None:
            raise _refuse(cur, "no amount recorded")
        weather = _weather_of(cur) or named or story.opened
        if not weather:
            # "The class recorded 3 centimeters on Saturday. … 1 centimeter of rain on Monday": of rain too?
            raise _refuse(cur, "an amount of no named weather", Reason.AMBIGUOUS_REFERENCE)
        named = weather
        story.weathers.add(weather)
        own = _time(cur)
        if own is not None and opened is not None:
            raise _refuse(cur, "two times for one amount")
        own = own or opened
        if own is None:
            raise _refuse(cur, "an amount without a time", Reason.AMBIGUOUS_REFERENCE)
        story.ops.append(Op(kind=RECORD, lemma=verb, sentence=cur.sentence.index, item=Item(unit=amount[1]),
                            amount=fmt(amount[0]), time=story.told(cur, own)))
        if not list_goes_on(cur, _refuse, "words after an amount"):
            return
        if opened is not None:
            raise _refuse(cur, "several amounts under one opening time", Reason.AMBIGUOUS_REFERENCE)


def _question(cur: Cursor, story: _Story) -> Question:
    def bad(detail: str, reason: Reason = Reason.UNPARSED_QUESTION) -> ReaderRefusal:
        return _refuse(cur, detail, reason)

    cur.pos = 0
    if cur.take("fn:how") is None:
        raise bad("a record question is 'How many <unit> … did <R> record …'")
    unit = asked = None
    if cur.take_word("much") is not None:
        s = cur.take("fn:weather")  # "How much rain did the class record?": in the unit recorded
        if s is None:
            raise bad("'How much' without the weather")
        asked = s.entry.id
    elif cur.take_word("many") is not None:
        cur.take("fn:total")  # "How many total centimeters …"
        u = cur.take("unit")
        if u is None or u.form != "pl":
            raise bad("no unit asked")
        unit = u.entry.id
        asked = _weather_of(cur)
    else:
        raise bad("a record question is 'How many <unit> … did <R> record …'")
    if cur.take_word("did") is None:
        raise bad("expected 'did' (what was recorded)")
    _subject(cur, story, question=True)
    _verb(cur)
    times = []
    while True:
        t = _time(cur)
        if t is None:
            break
        times.append(t[0])
        if cur.take_word("and") is None:
            break
    cur.take("fn:total")
    if not cur.at_end():
        raise bad("words after the question")
    if len(set(times)) != len(times):
        raise bad("a time asked twice")
    for t in times:
        if t not in story.times:
            raise bad(f"{t} was never told", Reason.UNKNOWN_QUANTITY)
    if not story.ops:
        raise bad("nothing recorded", Reason.UNKNOWN_QUANTITY)
    if len(story.weathers) != 1:
        raise bad("rain and snow recorded: not one amount", Reason.AMBIGUOUS_REFERENCE)
    if asked is not None and asked not in story.weathers:
        raise bad(f"{asked} asked, {story.weathers.pop()} recorded", Reason.UNKNOWN_QUANTITY)
    units = {op.item.unit for op in story.ops}
    if len(units) != 1:
        raise bad("amounts in different units", Reason.AMBIGUOUS_REFERENCE)
    recorded = units.pop()
    if unit is not None and unit != recorded:
        raise bad(f"{unit} asked, {recorded} recorded", Reason.UNIT_MISMATCH)
    return Question(kind="recorded", sentence=cur.sentence.index, lemma=story.ops[0].lemma,
                    members=tuple(times or story.times), item=Item(unit=recorded))


def parse_recorded(cursors: list[Cursor]) -> Graph:
    story = _Story()
    for k, cur in enumerate(cursors[:-1]):
        if k == 0 and _opens(cur) and _opening(cur, story):
            continue
        _statement(cur, story)
    return Graph(ops=story.ops, question=_question(cursors[-1], story))


# -- solving ----------------------------------------------------------------------------------------

def recorded_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the amounts recorded at the asked times, summed in the order asked."""
    amounts: dict[str, Fraction] = {}
    for op in graph.ops:
        amounts[op.time] = Fraction(op.amount)
    total = Fraction(0)
    steps: list[Step] = []
    for t in graph.question.members:
        before = total
        total += amounts[t]
        steps.append(Step(lemma=graph.question.lemma, kind="record_add", holder=t,
                          operands=[fmt(before), fmt(amounts[t])], before=fmt(before), after=fmt(total)))
    return total, graph.question.item.unit, steps


def verify_recorded(lex, graph: Graph) -> Fraction:
    """Verifier: each asked time has exactly one positive record of the asked unit; their sum."""
    asked = graph.question.members
    if len(set(asked)) != len(asked):
        raise ValueError("a time asked twice")
    values = []
    for t in asked:
        found = [op for op in graph.ops if op.time == t]
        if len(found) != 1 or found[0].item.unit != graph.question.item.unit:
            raise ValueError(f"{t}: not one record of the asked unit")
        values.append(Fraction(found[0].amount))
    if any(v <= 0 for v in values):
        raise ValueError("not positive")
    return sum(values, Fraction(0))
