"""Two kinds listed, one count left open, then the total of them (reader v13, ADR 0264).

    There are 40 boys and some girls on the playground. There are 117 children altogether.
    How many girls are on the playground?                                                        117 − 40

    Tom has 5 apples and some pears. He has 12 fruits in all. How many pears does he have?       12 − 5

Why a module of its own: ``altogether`` / ``in all`` / ``in total`` after a count that follows a list says the
count is of all the things just listed together — the boys and the girls — in the unit that covers them both
(``children``; pack kinds). The holding machinery reads the second sentence as a second holding beside the first
(a stated holding that also counts held kinds refuses, ADR 0238), and a ``there`` list cannot hold ``some``.
With the total of exactly the two listed kinds, the open one is the total less the told one.

Read only as a whole text of three sentences:

- ``There are|were N <kind A> and some <kind B> [<where>].`` (or ``some <A> and N <B>``), or ``<Name> has|had
  …`` the same list;
- ``There are|were T <things> altogether|in all|in total [<the same where>].`` (the total word before or
  after the place), or ``<Name|he|she> has|had T <things> altogether|in all|in total.``; ``<things>`` the unit
  of one pack kind that lists both kinds directly (``children`` over ``boys`` and ``girls``; not ``people``,
  whose total may count grown-ups the list does not name);
- ``How many <kind B> are|were there [<the same where>]?`` / ``How many <kind B> are|were <the same where>?`` /
  ``How many <kind B> does|did <the same holder> have [now]?``.

The two kinds must be different plural count units that the pack does not say may overlap (``kids`` and
``girls`` refuse); a total smaller than the told count refuses; another unit asked (the told kind, the total's
unit), another place or holder, a pronoun that does not fit, a fourth sentence are not read here. The total must be
told in the list's tense (``are``/``are``, ``had``/``had``; red team 25, ADR 0269: ``There are … There were 117
children altogether`` may be another time's children).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.results import Step

KIND = "listed_total"
"""The question kind (solver._WHOLE_TEXT, verifier._WHOLE_TEXT_READINGS)."""
LISTED, TOTAL = "listed", "listed_total"
_BE = ("are", "were")
_HAVE = ("has", "had")
_TOTALS = (("altogether",), ("in", "all"), ("in", "total"))
_PLACE_PREPS = ("in", "on", "at")


class _W:
    """A sentence's words with a position."""

    def __init__(self, cur: Cursor):
        self.cur, self.words, self.i = cur, cur.words[:cur.end], 0

    def word(self, *ws: str) -> str | None:
        if self.i < len(self.words) and self.words[self.i] in ws:
            self.i += 1
            return self.words[self.i - 1]
        return None

    def number(self) -> Fraction | None:
        self.cur.pos = self.i
        got = read_number(self.cur)
        i = self.cur.pos
        self.cur.pos = 0
        if got is None or got[1] or got[0] < 0 or got[0].denominator != 1:
            return None
        self.i = i
        return got[0]

    def things(self) -> str | None:
        i = self.i
        unit = self.cur.sense("unit", i) if i < len(self.words) else None
        if unit is None or unit.length != 1 or self.words[i] != unit.entry.plural:
            return None
        if self.cur.lex.unit_by_id[unit.entry.id].family != "count" or self.cur.sense("modifier", i) is not None:
            return None
        self.i += 1
        return unit.entry.id

    def total(self) -> bool:
        for t in _TOTALS:
            if tuple(self.words[self.i:self.i + len(t)]) == t:
                self.i += len(t)
                return True
        return False

    def where(self) -> tuple[str, ...]:
        """``in|on|at the <place or unit noun>`` (one noun word), as words; () when absent."""
        i = self.i
        if i + 2 < len(self.words) and self.words[i] in _PLACE_PREPS and self.words[i + 1] == "the" \
                and (self.cur.sense("place", i + 2) or self.cur.sense("unit", i + 2)) is not None:
            self.i += 3
            return tuple(self.words[i:i + 3])
        return ()

    def done(self) -> bool:
        return self.i == len(self.words)


def _holder(w: _W) -> tuple[str, str] | None:
    """``There`` → ("", ""), or a capitalised pack name → (name, its pronoun)."""
    if w.word("there"):
        return "", ""
    tok = w.cur.tokens[0]
    name = w.cur.lex.names.get(tok.text)
    if name is None or w.cur.sense("unit", 0) is not None:
        return None
    w.i += 1
    return tok.text, {"m": "he", "f": "she"}.get(name.gender, "")


def _verb(w: _W, holder: str) -> str | None:
    return w.word(*_BE) if not holder else w.word(*_HAVE)


def _amount(w: _W) -> tuple[Fraction | None, str] | None:
    """``N <things>`` → (N, unit) / ``some <things>`` → (None, unit)."""
    if w.word("some"):
        unit = w.things()
        return (None, unit) if unit else None
    n = w.number()
    unit = w.things() if n is not None else None
    return (n, unit) if unit else None


def _listing(cur: Cursor):
    w = _W(cur)
    h = _holder(w)
    verb = _verb(w, h[0]) if h is not None else None
    if verb is None:
        return None
    first = _amount(w)
    if first is None or not w.word("and"):
        return None
    second = _amount(w)
    if second is None or (first[0] is None) == (second[0] is None) or first[1] == second[1]:
        return None
    where = w.where() if not h[0] else ()
    if not w.done():
        return None
    told, open_ = (first, second) if first[0] is not None else (second, first)
    return h, told[0], told[1], open_[1], where, verb


def _total(cur: Cursor, holder: tuple[str, str], where: tuple[str, ...], verb: str):
    w = _W(cur)
    if not holder[0]:
        if not w.word("there"):
            return None
    elif cur.tokens[0].text == holder[0]:
        w.i += 1
    elif not (holder[1] and w.word(holder[1])):
        return None
    if _verb(w, holder[0]) != verb:
        # red team 25 (ADR 0269): "There are 40 boys and some girls … There were 117 children altogether." —
        # the total told of another time than the list (answered 77): the same children?
        return None
    t = w.number()
    unit = w.things() if t is not None else None
    if unit is None:
        return None
    totalled = w.total()
    place = w.where() if not holder[0] else ()
    totalled = w.total() or totalled
    if not totalled or not w.done() or (place and place != where):
        return None
    return t, unit


def _question(cur: Cursor, holder: tuple[str, str], where: tuple[str, ...]) -> str | None:
    w = _W(cur)
    if not (w.word("how") and w.word("many")):
        return None
    unit = w.things()
    if unit is None:
        return None
    if not holder[0]:
        if not w.word(*_BE):
            return None
        there = w.word("there")
        place = w.where()
        if (place and place != where) or not (there or place):
            return None
    else:
        if not w.word("does", "did"):
            return None
        if w.i < len(w.words) and cur.tokens[w.i].text == holder[0]:
            w.i += 1
        elif not (holder[1] and w.word(holder[1])):
            return None
        if not w.word("have"):
            return None
    w.word("now")
    return unit if w.done() else None


def _reading(cursors: list[Cursor]):
    if len(cursors) != 3 or any(c.sentence.question for c in cursors[:2]):
        return None
    got = _listing(cursors[0])
    if got is None:
        return None
    holder, n, told, open_, where, verb = got
    lex = cursors[0].lex
    if lex.may_overlap(told, open_) or lex.kind_of(told, open_) or lex.kind_of(open_, told):
        return None
    total = _total(cursors[1], holder, where, verb)
    if total is None:
        return None
    t, whole = total
    if whole in (told, open_) or not _direct_kinds(lex, whole, told, open_):
        return None
    if _question(cursors[2], holder, where) != open_:
        return None
    return holder[0], n, told, open_, t, whole


def _direct_kinds(lex, whole: str, *units: str) -> bool:
    """Every unit is listed under ``whole`` itself in one pack kind (``boys``, ``girls`` under ``children``; not
    ``people``, whose total may count grown-ups the list does not name)."""
    return any(k.general == whole and all(u in k.specific for u in units) for k in lex.pack.kinds)


def claims(cursors: list[Cursor]) -> bool:
    return _reading(cursors) is not None


def parse_listed_totals(cursors: list[Cursor]) -> Graph:
    holder, n, told, open_, t, whole = _reading(cursors)
    ops = [Op(kind=LISTED, lemma="fn.there" if not holder else "verb.have", sentence=0, actor=holder,
              item=Item(unit=told), amount=fmt(n), target=open_),
           Op(kind=TOTAL, lemma="fn.total", sentence=1, actor=holder, item=Item(unit=whole), amount=fmt(t))]
    return Graph(ops=ops, question=Question(kind=KIND, sentence=2, entity=holder, item=Item(unit=open_)))


def _pair(graph: Graph) -> tuple[Op, Op]:
    listed = [op for op in graph.ops if op.kind == LISTED]
    totals = [op for op in graph.ops if op.kind == TOTAL]
    if len(listed) != 1 or len(totals) != 1 or listed[0].target != graph.question.item.unit:
        raise ValueError("one list with the asked kind open and one total")
    return listed[0], totals[0]


def listed_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the total less the told kind."""
    listed, total = _pair(graph)
    value = Fraction(total.amount) - Fraction(listed.amount)
    if value < 0:
        raise ValueError("a total smaller than the told part")
    step = Step(lemma=total.lemma, kind="listed_total", holder=listed.actor, operands=[total.amount, listed.amount],
                before=total.amount, after=fmt(value))
    return value, graph.question.item.unit, [step]


def verify_listed(lex, graph: Graph) -> Fraction:
    """Verifier: told + open = total, solved for the open kind (both kinds of the total's unit)."""
    listed, total = _pair(graph)
    if not (lex.kind_of(listed.item.unit, total.item.unit) and lex.kind_of(listed.target, total.item.unit)):
        raise ValueError("a kind outside the total")
    x = Fraction(total.amount) + Fraction(listed.amount) * -1
    if x < 0:
        raise ValueError("negative")
    return x
