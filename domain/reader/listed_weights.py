"""The weights of the things bought (or found), listed in one sentence, summed (v13, ADR 0263).

    Paco's Countertop Company purchased pieces of marble from a quarry. The weights of the pieces they purchased
    were 0.33 ton, 0.33 ton, and 0.08 ton. How many tons of marble did Paco's Countertop Company purchase in all?
                                                                                           0.33 + 0.33 + 0.08

Why a module of its own: the things are told without a number (``purchased pieces of marble``), so no holding
counts them, and the measures follow as a bare list. The definite ``The weights of the pieces they purchased
were …`` lists the weight of every piece purchased (``the pieces`` are all of them), so the total is the sum —
unlike ``weighed plastic rings … the orange ring weighed …`` (counted_measures.py, ADR 0233), where the rings
named one by one need not be all the rings.

The text, exactly three sentences:
- the scene ``<subject> <verb> [pieces of] <stuff> [from <a noun phrase>]``: the subject a capitalised name
  or a business name (``Paco's Countertop Company``), the verb a pack verb that gains (purchase, buy, find,
  collect …), the things a bare plural (no number);
- the list ``The weights of the <things> [<they|he|she> <the same verb>] were D <unit> (, D <unit>)* [,] and D
  <unit>`` (or ``was`` of one), each D a positive number in one mass unit;
- the question ``How many <units> of <stuff> did <the subject, same words> <the verb> [in all|in total|
  altogether]?`` in that unit.

Refused (typed), never guessed: a count in the scene (``purchased 3 pieces``: compare the count, counted_measures'
frame), another verb or subject in the list or question, units that differ, a length, ``the weights of some of
the pieces``, any other sentence.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.mixtures import listed_sum, take_asked_measure
from domain.reader.phrases import Cursor, fmt, list_goes_on, noun_run
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step
from domain.reader.travel import _number

WEIGHT = "listed_weight"
_MASS = ("mass", "mass_metric")


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, "listed_weights", detail, reason)


def claims(cursors: list[Cursor]) -> bool:
    """Three sentences; the second opens ``The weights of the``; the question opens ``How many``."""
    if len(cursors) != 3:
        return False
    second, q = cursors[1], cursors[2]
    return second.words[:4] == ["the", "weights", "of", "the"] and q.words[:2] == ["how", "many"]


class _Story:
    def __init__(self) -> None:
        self.subject: tuple[str, ...] = ()
        self.pronouns: tuple[str, ...] = ()
        self.verb = ""
        self.things = ""
        self.stuff = ""
        self.ops: list[Op] = []


def _subject(cur: Cursor) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """A capitalised name, or a business name ``Name's <Capitalised words> <place noun>``: its words and the
    pronouns that may stand for it."""
    start = cur.pos
    s = cur.sense("name")
    if s is None or not cur.tokens[cur.pos].text[:1].isupper():
        return None
    cur.pos += 1
    if cur.sense("poss") is None:
        g = (s.entry.gender if s.entry is not None else "x") or "x"
        return tuple(cur.words[start:cur.pos]), {"m": ("he",), "f": ("she",)}.get(g, ("he", "she"))
    cur.pos += 1
    while cur.pos < cur.end and cur.tokens[cur.pos].text[:1].isupper() and cur.sense("place") is None:
        cur.pos += 1
    place = cur.sense("place")
    if place is None or not cur.tokens[cur.pos].text[:1].isupper():
        cur.pos = start
        return None
    cur.pos += place.length
    return tuple(cur.words[start:cur.pos]), ("they", "it")


def _things(cur: Cursor) -> tuple[str, str] | None:
    """``pieces of marble`` → (pieces, marble) / ``rocks`` → (rocks, rock's unit): plural, no number."""
    got = noun_run(cur, cur.pos, ("unit",))
    if got is None or got[1].form != "pl" or got[0]:
        return None
    cur.pos = got[2]
    head = got[1].entry.id
    if cur.take_word("of") is not None:
        inner = noun_run(cur, cur.pos, ("unit",))
        if inner is None or inner[0]:
            return None
        cur.pos = inner[2]
        return head, inner[1].entry.id
    return head, head


def _same_verb(cur: Cursor, verb_id: str):
    """The sense of the verb ``verb_id`` at the cursor (``buy`` where ``buy in`` is also a verb), or None."""
    return next((s for s in cur.senses(cur.pos) if s.cls == "verb" and s.entry.id == verb_id), None)


def _scene(cur: Cursor, story: _Story) -> None:
    cur.pos = 0
    got = _subject(cur)
    if got is None:
        raise _refuse(cur, "no subject the module knows")
    story.subject, story.pronouns = got
    verb = cur.sense("verb")
    if verb is None or verb.entry.category not in ("positive",):
        raise _refuse(cur, "expected a verb that gains")
    story.verb = verb.entry.id
    cur.pos += verb.length
    things = _things(cur)
    if things is None:
        raise _refuse(cur, "expected the things, a bare plural")
    story.things, story.stuff = things
    if cur.take_word("from") is not None:
        cur.take("fn:determiner") or cur.take_word("a", "an")
        got = noun_run(cur, cur.pos, ("unit", "place"))
        if got is None:
            raise _refuse(cur, "expected a source after 'from'")
        cur.pos = got[2]
    if not cur.at_end():
        raise _refuse(cur, "words after the scene")


def _list(cur: Cursor, story: _Story) -> None:
    cur.pos = 4
    got = noun_run(cur, cur.pos, ("unit",))
    if got is None or got[0] or got[1].entry.id != story.things or got[1].form != "pl":
        raise _refuse(cur, "the weights of other things", Reason.AMBIGUOUS_REFERENCE)
    cur.pos = got[2]
    if cur.peek_word() in story.pronouns:
        cur.pos += 1
        verb = _same_verb(cur, story.verb)
        if verb is None:
            raise _refuse(cur, "another verb than the scene's", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += verb.length
    if cur.take_word("were", "was") is None:
        raise _refuse(cur, "expected 'were'")
    while True:
        start = cur.pos
        value = _number(cur)
        unit = cur.sense("unit")
        if value is None or value <= 0 or unit is None or cur.lex.unit_by_id[unit.entry.id].family not in _MASS \
                or (unit.form == "pl" and value == 1):
            cur.pos = start
            raise _refuse(cur, "expected a weight")
        cur.pos += unit.length
        story.ops.append(Op(kind=WEIGHT, lemma="fn.weigh", sentence=cur.sentence.index, actor=" ".join(story.subject),
                            item=Item(unit=unit.entry.id, mods=(f"of:{story.stuff}",)), amount=fmt(value)))
        if not list_goes_on(cur, _refuse, "words after a weight"):
            return


def _question(cur: Cursor, story: _Story) -> Question:
    def bad(detail: str, reason: Reason = Reason.UNPARSED_QUESTION) -> ReaderRefusal:
        return _refuse(cur, detail, reason)

    u = take_asked_measure(cur, bad, "stuff")
    got = noun_run(cur, cur.pos, ("unit",))
    if got is None or got[0] or got[1].entry.id != story.stuff:
        raise bad("a question about another stuff", Reason.UNKNOWN_QUANTITY)
    cur.pos = got[2]
    if cur.take_word("did") is None:
        raise bad("expected 'did'")
    n = len(story.subject)
    if tuple(cur.words[cur.pos:cur.pos + n]) != story.subject:
        raise bad("another subject than the scene's", Reason.UNKNOWN_ENTITY)
    cur.pos += n
    verb = _same_verb(cur, story.verb)
    if verb is None:
        raise bad("not the scene's verb")
    cur.pos += verb.length
    cur.take("fn:total")
    if not cur.at_end():
        raise bad("words after the question")
    if {op.item.unit for op in story.ops} != {u.entry.id}:
        raise bad("weights in another unit than the one asked", Reason.UNIT_MISMATCH)
    return Question(kind="listed_weights", sentence=cur.sentence.index, entity=" ".join(story.subject),
                    lemma=story.verb, item=Item(unit=u.entry.id, mods=(f"of:{story.stuff}",)))


def parse_listed_weights(cursors: list[Cursor]) -> Graph:
    story = _Story()
    _scene(cursors[0], story)
    _list(cursors[1], story)
    return Graph(ops=story.ops, question=_question(cursors[2], story))


def listed_weights_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the listed weights added in the order told."""
    return listed_sum(graph, "weight_add", lambda op: op.actor)


def verify_listed_weights(lex, graph: Graph) -> Fraction:
    """Verifier: every weight positive and in the asked unit; their sum."""
    if not graph.ops or any(op.item.unit != graph.question.item.unit for op in graph.ops):
        raise ValueError("no weight, or one in another unit")
    values = [Fraction(op.amount) for op in graph.ops]
    if min(values) <= 0:
        raise ValueError("not positive")
    return sum(values, Fraction(0))
