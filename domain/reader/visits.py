"""Visits counted, something got on each (v8, ADR 0117).

    Stephanie went to the store 8 times last month. She buys 2 oranges each time she goes to the store.
    How many oranges did Stephanie buy last month?                                        8 × 2 = 16

Why a module of its own: ``each time she goes to the store`` repeats an action once per visit; repeats.py
refuses any such action because nothing in the holding machinery counts the repetitions. Here the count is
stated (``went to the store 8 times``), so the total is the count times the amount got each time. The text
is read as a whole, in one fixed shape; any other statement refuses.

The shape: exactly two statements and a question.

1. ``<Name> <verb V> <prep> <place> N times [T]``: N visits (a whole number), optionally in a pack time T.
2. ``<Name|he|she> <gain verb G> M <things> each|every time <Name|he|she> <V> <prep> <place>``: the same
   person, the same pack verb V and the same place as statement 1 (``goes to the store`` after ``went to the
   store``): the each-time clause must name the very visits that were counted.
3. ``How many <things> did|does|will <Name|he|she> <G> [T] [in all]?``: the same things, verb and person; a
   time asked must be T (a different time, or a time when none was told, refuses).

The pack time ``each time`` (``every time``) is a repeating time (repeats.py), so outside this shape the
sentence still refuses there.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.amounts import GAIN
from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Context, Cursor, fmt, read_item, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

VISITS, PER_VISIT = "visits", "per_visit"
EACH_TIME = "time.each_time"


def claims(cursors: list[Cursor]) -> bool:
    """Some statement says ``each time`` (the pack time of that id)."""
    starts = cursors[0].lex.time_starts.get(EACH_TIME, ()) if cursors else ()
    # speed (ADR 0129): only a token whose word starts an ``each time`` form can carry it; ADR 0267: a sentence
    # with none of those words is passed over by one set test (its word set holds every word it has)
    for cur in cursors[:-1]:
        words = cur.words
        if cur.wordset.isdisjoint(starts):
            continue
        for i in range(cur.end):
            if words[i] in starts and (s := cur.sense("time", i)) is not None and s.entry.id == EACH_TIME:
                return True
    return False


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, "visits", detail, reason)


class _Story:
    def __init__(self) -> None:
        self.person = ""
        self.gender = "x"
        self.place: tuple[str, str] = ("", "")
        self.visit_verb = ""
        self.time = ""


def _person(cur: Cursor, story: _Story) -> None:
    """The one person: a capitalised name (the first fixes it), then he/she fitting it or the same name."""
    w = cur.peek_word()
    if w in ("he", "she") and story.person:
        if story.gender not in ("x", "m" if w == "he" else "f"):
            raise _refuse(cur, f"'{w}' does not fit {story.person}", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += 1
        return
    s = cur.sense("name")
    if s is None or not cur.tokens[cur.pos].text[:1].isupper():
        raise _refuse(cur, "expected the one person (a name, then he/she)")
    word = cur.tokens[cur.pos].text
    if story.person and word != story.person:
        raise _refuse(cur, f"a second person {word}", Reason.AMBIGUOUS_REFERENCE)
    if not story.person:
        story.person = word
        story.gender = s.entry.gender if s.entry is not None else "x"
    cur.pos += 1


def _verb(cur: Cursor) -> str:
    s = cur.take("verb")
    if s is None:
        raise _refuse(cur, "expected a pack verb")
    return s.entry.id


def _place(cur: Cursor) -> tuple[str, str]:
    """``[to] the store`` → (preposition, place id); the pack verb may hold the preposition (``went to``)."""
    prep = cur.take_word("to", "at", "into") or ""
    if cur.take_word("the") is None:
        raise _refuse(cur, "expected where the visits go (to the <place>)")
    s = cur.take("place") or cur.take("person")
    if s is None:
        raise _refuse(cur, "expected where the visits go (to the <place>)")
    return prep, s.entry.id


def _time(cur: Cursor) -> str:
    s = cur.sense("time")
    if s is None or s.entry.id == EACH_TIME:
        return ""
    cur.pos += s.length
    return s.entry.id


def _whole(cur: Cursor, what: str) -> Fraction:
    num = read_number(cur)
    if num is None or num[1] or num[0] <= 0:
        raise _refuse(cur, f"expected {what} (a positive number)")
    return num[0]


def _visits(cur: Cursor, story: _Story, ops: list[Op]) -> None:
    _person(cur, story)
    story.visit_verb = _verb(cur)
    story.place = _place(cur)
    n = _whole(cur, "how many times")
    if n.denominator != 1 or cur.take("fn:times") is None:
        raise _refuse(cur, "expected 'N times' (a whole number of visits)")
    story.time = _time(cur)
    if not cur.at_end():
        raise _refuse(cur, "words after the counted visits")
    ops.append(Op(kind=VISITS, lemma=story.visit_verb, sentence=cur.sentence.index, actor=story.person,
                  amount=fmt(n), place=story.place[1], time=story.time))


def _per_visit(cur: Cursor, story: _Story, ops: list[Op]) -> None:
    _person(cur, story)
    verb = cur.sense("verb")
    if verb is None or verb.entry.category not in GAIN:
        raise _refuse(cur, "expected what the person gets on each visit (a gain verb)")
    cur.pos += verb.length
    m = _whole(cur, "how many things each time")
    item = read_item(cur, Context())
    if item is None:
        raise _refuse(cur, "expected the things got each time")
    each = cur.take("time")
    if each is None or each.entry.id != EACH_TIME:
        raise _refuse(cur, "expected 'each time' after the things")
    _person(cur, story)
    if _verb(cur) != story.visit_verb or _place(cur) != story.place:
        raise _refuse(cur, "'each time' not of the counted visits (another verb or place)",
                      Reason.AMBIGUOUS_REFERENCE)
    if not cur.at_end():
        raise _refuse(cur, "words after the each-time clause")
    ops.append(Op(kind=PER_VISIT, lemma=verb.entry.id, sentence=cur.sentence.index, actor=story.person,
                  item=item, amount=fmt(m)))


def _question(cur: Cursor, story: _Story, ops: list[Op]) -> Question:
    per = ops[1]
    cur.pos = 0
    if cur.take("fn:how") is None or cur.take_word("many") is None:
        raise _refuse(cur, "a visits question is 'How many <things> did <person> <verb> …'", Reason.UNPARSED_QUESTION)
    item = read_item(cur, Context())
    if item != per.item:
        raise _refuse(cur, "asked things other than those got each time", Reason.AMBIGUOUS_REFERENCE)
    if cur.take_word("did", "does", "will") is None:
        raise _refuse(cur, "expected did/does/will", Reason.UNPARSED_QUESTION)
    _person(cur, story)
    if cur.sense("verb") is None or cur.sense("verb").entry.id != per.lemma:
        raise _refuse(cur, "asked a verb other than the one of each visit", Reason.AMBIGUOUS_REFERENCE)
    cur.pos += cur.sense("verb").length
    asked = _time(cur)
    if asked and asked != story.time:
        raise _refuse(cur, "asked a time other than the one the visits were counted in", Reason.AMBIGUOUS_REFERENCE)
    cur.take("fn:total")
    if not cur.at_end():
        raise _refuse(cur, "words after the question", Reason.UNPARSED_QUESTION)
    return Question(kind="visits", sentence=cur.sentence.index, entity=story.person, item=item, lemma=per.lemma)


def parse_visits(cursors: list[Cursor]) -> Graph:
    if len(cursors) != 3:
        raise _refuse(cursors[0], "a visits text is two statements and a question")
    story, ops = _Story(), []
    cursors[0].pos = 0
    _visits(cursors[0], story, ops)
    cursors[1].pos = 0
    _per_visit(cursors[1], story, ops)
    return Graph(ops=ops, question=_question(cursors[2], story, ops))


def visits_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the visits times the things got on each."""
    visits, per = graph.ops
    total = Fraction(visits.amount) * Fraction(per.amount)
    step = Step(lemma=per.lemma, kind="visits_times", holder=per.actor, operands=[visits.amount, per.amount],
                before="0", after=fmt(total))
    return total, per.item.unit, [step]


def verify_visits(lex, graph: Graph) -> Fraction:
    """Verifier: the things got on each visit added up visit by visit."""
    by_kind = {op.kind: op for op in graph.ops}
    visits, per = by_kind[VISITS], by_kind[PER_VISIT]
    if Fraction(visits.amount).denominator != 1:
        raise ValueError("not a whole number of visits")
    total = Fraction(0)
    for _ in range(int(Fraction(visits.amount))):
        total += Fraction(per.amount)
    return total
