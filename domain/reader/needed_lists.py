"""What one thing or person needed, listed in measures, asked as a total (v13, ADR 0263).

    A renovation project required 0.17 truck-load of sand, 0.33 truck-load of dirt, and 0.17 truck-load of
    cement. How many truck-loads of material were needed in all?                          0.17 + 0.33 + 0.17

Why a module of its own: a need is a goal (goals.py), one amount of one thing for someone who needs it; a list of
needed measures, and a subject that is a thing (``A renovation project``), fit no statement frame (``a clause
starting with a number must be passive``). The whole frame says it: one needer lists amounts of stuffs in one
measure; what was needed in all of a stuff (or of a kind of stuffs) is the sum of those listed of it.

- statements: ``<needer> needed|needs|required|requires|called for|calls for D <unit> of <stuff> (, D <unit> of
  <stuff>)* [,] and D <unit> of <stuff>``; the needer ``A|An [modifiers] <noun>`` (a thing: ``the <noun>`` or
  ``it`` after) or a capitalised name (``he``/``she`` fitting after); each D a number and a measure unit (no
  count, money, time or length unit); no stuff twice;
- the question ``How many <units> of <stuff> [were|are] needed [in all|in total|altogether]?`` or ``How many
  <units> of <stuff> did|does <needer> need|require [in all …]?``.

Every listed stuff must be the asked stuff or of its pack kind (``dirt``, ``sand``, ``cement`` are material):
a stuff the kind does not cover may or may not be meant (refused, never left out), and every amount must be in
the asked unit (no conversion is stated). Refused (typed), never guessed: another needer, any other sentence
(something put in or bought: what is still needed is recipes.py's or goals.py's question), a count, a stuff
listed twice, another unit, ``How much …``.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.mixtures import listed_sum, read_measured_of, take_asked_measure
from domain.reader.phrases import Cursor, fmt, list_goes_on, noun_run
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

NEED = "listed_need"
NOT_MEASURES = ("count", "money", "time", "time_calendar", "length", "length_metric", "lap", "length_astronomical")
_NEED_WORDS = ("needed", "needs", "required", "requires", "called", "calls")


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, "needed_list", detail, reason)


def _need_at(cur: Cursor, i: int) -> int | None:
    """End of a need word at ``i`` (``needed``, ``required``, ``called for`` …; pack role ``need``), else None."""
    if i >= cur.end or cur.words[i] not in _NEED_WORDS:
        return None
    s = cur.sense("fn:need", i)
    return i + s.length if s is not None else None


def claims(cursors: list[Cursor]) -> bool:
    """Two or more sentences; every statement has a need word right after its opening noun phrase and a number
    after it; the question opens ``How many`` and has a need word (``needed``/``need``/``require``)."""
    if len(cursors) < 2:
        return False
    q = cursors[-1]
    if q.words[:2] != ["how", "many"] or not ({"needed", "need", "require", "required"} & set(q.words)):
        return False
    if "more" in q.words or "still" in q.words or "add" in q.words:
        return False  # what is still needed: goals.py / recipes.py
    for cur in cursors[:-1]:
        at = next((i for i in range(min(cur.end, 6)) if _need_at(cur, i) is not None), None)
        if at is None or at == 0:
            return False
        end = _need_at(cur, at)
        if end >= cur.end or (cur.sense("num", end) is None and cur.sense("number", end) is None):
            return False
    return True


class _Story:
    def __init__(self) -> None:
        self.needer: tuple[str, str] | None = None  # (key, gender: m/f/x/n)
        self.ops: list[Op] = []
        self.stuffs: set[tuple[str, tuple[str, ...]]] = set()


def _needer(cur: Cursor, story: _Story, question: bool = False) -> None:
    w = cur.peek_word()
    if w in ("he", "she", "it"):
        cur.pos += 1
        if story.needer is None:
            raise _refuse(cur, f"'{w}' before anyone needed anything", Reason.UNRESOLVED_PRONOUN)
        g = story.needer[1]
        if (w == "it") != (g == "n") or (w == "he" and g not in ("m", "x")) or (w == "she" and g not in ("f", "x")):
            raise _refuse(cur, f"'{w}' cannot be {story.needer[0]}", Reason.UNRESOLVED_PRONOUN)
        return
    named: tuple[str, str] | None = None
    if w in ("a", "an", "the"):
        got = noun_run(cur, cur.pos + 1, ("unit",))
        if got is not None and got[1].form == "sg" and got[1].entry.id not in cur.lex.person_units:
            if w == "the" and (story.needer is None or story.needer[0] != "the " + got[1].entry.singular):
                raise _refuse(cur, "'the …' names no needer told", Reason.UNKNOWN_ENTITY)
            named = ("the " + got[1].entry.singular, "n")
            cur.pos = got[2]
    elif cur.sense("name") is not None and cur.tokens[cur.pos].text[:1].isupper() and cur.sense("poss", cur.pos + 1) is None:
        s = cur.sense("name")
        named = (cur.tokens[cur.pos].text, (s.entry.gender if s.entry is not None else "x") or "x")
        cur.pos += 1
    if named is None:
        raise _refuse(cur, "no needer the module knows")
    if story.needer is None:
        if question:
            raise _refuse(cur, "a needer asked before any need", Reason.UNKNOWN_ENTITY)
        story.needer = named
    elif named[0] != story.needer[0]:
        raise _refuse(cur, f"{named[0]} beside {story.needer[0]}: two needers",
                      Reason.UNKNOWN_ENTITY if question else Reason.AMBIGUOUS_REFERENCE)


def _statement(cur: Cursor, story: _Story) -> None:
    cur.pos = 0
    _needer(cur, story)
    end = _need_at(cur, cur.pos)
    if end is None:
        raise _refuse(cur, "expected a need word after the needer")
    cur.pos = end
    while True:
        value, unit, thing = read_measured_of(cur, _refuse, "stuff", NOT_MEASURES)
        mods = tuple(sorted(str(getattr(a.entry, "id", a.entry)) for a in thing[0]))
        key = (thing[1].entry.id, mods)
        if key in story.stuffs:
            raise _refuse(cur, "a stuff listed twice", Reason.AMBIGUOUS_REFERENCE)
        story.stuffs.add(key)
        story.ops.append(Op(kind=NEED, lemma="fn.need", sentence=cur.sentence.index, actor=story.needer[0],
                            item=Item(unit=unit.entry.id, mods=(f"of:{thing[1].entry.id}", *mods)),
                            amount=fmt(value)))
        if not list_goes_on(cur, _refuse, "words after a needed stuff"):
            return


def _question(cur: Cursor, story: _Story) -> Question:
    def bad(detail: str, reason: Reason = Reason.UNPARSED_QUESTION) -> ReaderRefusal:
        return _refuse(cur, detail, reason)

    u = take_asked_measure(cur, bad, "stuff")
    got = noun_run(cur, cur.pos, ("unit",))
    if got is None or got[0]:
        raise bad("expected the asked stuff")
    asked = got[1].entry.id
    cur.pos = got[2]
    if cur.take_word("were", "are") is not None:
        if cur.take_word("needed", "required") is None:
            raise bad("expected 'were needed'")
    elif cur.take_word("did", "does") is not None:
        _needer(cur, story, question=True)
        if cur.take_word("need", "require") is None:
            raise bad("expected 'need'")
    else:
        raise bad("expected 'were needed' or 'did <needer> need'")
    cur.take("fn:total")
    if not cur.at_end():
        raise bad("words after the question")
    if not story.ops:
        raise bad("no need told", Reason.UNKNOWN_QUANTITY)
    lex = cur.lex
    for op in story.ops:
        stuff = op.item.mods[0][3:]
        if op.item.unit != u.entry.id:
            raise bad("a need in another unit than the one asked", Reason.UNIT_MISMATCH)
        if stuff != asked and not lex.kind_of(stuff, asked):
            raise bad(f"is {stuff} {asked}? the pack does not say", Reason.AMBIGUOUS_REFERENCE)
    return Question(kind="needed_list", sentence=cur.sentence.index, entity=story.needer[0], lemma="fn.need",
                    item=Item(unit=u.entry.id, mods=(f"of:{asked}",)))


def parse_needed_list(cursors: list[Cursor]) -> Graph:
    story = _Story()
    for cur in cursors[:-1]:
        _statement(cur, story)
    return Graph(ops=story.ops, question=_question(cursors[-1], story))


def needed_list_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the listed amounts added in the order told."""
    return listed_sum(graph, "need_add", lambda op: op.actor)


def verify_needed_list(lex, graph: Graph) -> Fraction:
    """Verifier: every stuff once, in the asked unit, covered by the asked stuff, each positive; their sum."""
    q = graph.question
    asked = q.item.mods[0][3:]
    things = [op.item.mods for op in graph.ops]
    if len(set(things)) != len(things) or not things:
        raise ValueError("a stuff twice, or none")
    for op in graph.ops:
        stuff = op.item.mods[0][3:]
        if op.item.unit != q.item.unit or not (stuff == asked or lex.kind_of(stuff, asked)):
            raise ValueError("a need the question does not cover")
        if Fraction(op.amount) <= 0:
            raise ValueError("not positive")
    return sum((Fraction(op.amount) for op in graph.ops), Fraction(0))
