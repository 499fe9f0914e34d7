"""What each thing of a counted kind needs, the need of them all asked (v18, ADR 0402).

    Each student needs 3 notebooks. There are 12 students. How many notebooks are needed?        12 × 3 = 36

Why a module of its own: ``needs 3 notebooks`` after ``Each <unit>`` holds nothing (parse_each_rate reads only
costs, contents and takes), and a person's need (clauses.parse_goal) is one holder's goal, not a rate over a
counted kind; the need of all the things is the count times one thing's need. The text is read as a whole, in
exactly three sentences:

- ``Each|Every <thing> needs|needed|requires|required N <things'>.`` — the thing a singular count unit with no
  modifier, the verb a one-word sense of the pack's ``fn:need`` (not ``has to``), N a whole number above 1 and
  the needed things a plural count unit other than the thing's own;
- ``There are|were M <things> [in|at|on the <place noun>].`` — the same unit in the plural, no modifier, M a
  whole number above 1 (either sentence may come first);
- ``How many <things'> are|were needed [for [all] the <things>]`` / ``… will be needed …`` or ``How many
  <things'> do|did|will the <things> need``, each optionally closed by ``in all``/``in total``/``altogether``.

Anything else is not claimed and reads (and refuses) as before: a modifier (``each new student``: only the new
ones?), a fourth sentence (a distractor or a second count: whose need?), another thing counted or asked
(``There are 12 teachers``, ``How many pens …``), ``How many more …`` (what is there already is untold), a
holder (``Sam has 5 bikes``) — those are left to the general reading.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import WORLD, Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.results import Step

KIND = "each_need"
"""The question kind (solver._WHOLE_TEXT, verifier._WHOLE_TEXT_READINGS)."""
NEED = "fn.need"
_CLOSERS = ((), ("in", "all"), ("in", "total"), ("altogether",))
_NEED_WORDS = ("need", "needs", "needed", "require", "requires", "required")


def _count_unit(cur: Cursor, i: int, form: str) -> tuple[str, int] | None:
    """(unit id, index after it) of a one-word count unit of the given form (``sg``/``pl``) at ``i``; a noun whose
    singular and plural are one word (``sheep``) is never a form of its own, so it is not read."""
    unit = cur.sense("unit", i) if i < cur.end else None
    if unit is None or unit.length != 1 or unit.form != form:
        return None
    entry = unit.entry
    if entry.plural == entry.singular or cur.lex.unit_by_id[entry.id].family != "count":
        return None
    return entry.id, i + 1  # another spelling of the unit (``bike`` of unit.bicycle) is the same thing


def _whole(cur: Cursor, i: int) -> tuple[Fraction, int] | None:
    """A whole number above 1 at ``i`` (no money), and the index after it."""
    cur.pos = i
    got = read_number(cur)
    after = cur.pos
    cur.pos = 0
    if got is None or got[1] or got[0].denominator != 1 or got[0] < 2:
        return None
    return got[0], after


def _need_rate(cur: Cursor) -> tuple[str, Fraction, str] | None:
    """(thing unit, N, needed unit) of ``Each <thing> needs N <things'>.``, or None."""
    words = cur.words[:cur.end]
    if cur.sentence.question or len(words) != 5 or words[0] not in ("each", "every"):
        return None
    thing = _count_unit(cur, 1, "sg")
    need = cur.sense("fn:need", 2)
    if thing is None or need is None or need.length != 1 or words[2] not in _NEED_WORDS:
        return None
    got = _whole(cur, 3)
    if got is None:
        return None
    needed = _count_unit(cur, got[1], "pl")
    if needed is None or needed[1] != cur.end or needed[0] == thing[0]:
        return None
    return thing[0], got[0], needed[0]


def _count(cur: Cursor, thing: str) -> Fraction | None:
    """M of ``There are|were M <things> [in|at|on the <noun>].``, or None."""
    words = cur.words[:cur.end]
    if cur.sentence.question or len(words) < 4 or words[0] != "there" or words[1] not in ("are", "were"):
        return None
    got = _whole(cur, 2)
    if got is None:
        return None
    counted = _count_unit(cur, got[1], "pl")
    if counted is None or counted[0] != thing:
        return None
    rest = words[counted[1]:]
    if not rest:
        return got[0]
    if len(rest) == 3 and rest[0] in ("in", "at", "on") and rest[1] == "the" and _place(cur, counted[1] + 2):
        return got[0]
    return None


def _place(cur: Cursor, i: int) -> bool:
    """A one-word singular noun the pack knows as a place, a thing or a group (``the class``, ``the bus``): where
    all the things counted are, which changes nothing asked."""
    for cls in ("place", "unit", "person"):
        got = cur.sense(cls, i)
        if got is not None and got.length == 1 and got.form == "sg":
            return True
    return False


def _question(cur: Cursor, thing: str, needed: str) -> bool:
    """``How many <needed> are|were|will be needed [for [all] the <things>] [closer]?`` or ``How many <needed>
    do|did|will the <things> need [closer]?``"""
    words = cur.words[:cur.end]
    if not cur.sentence.question or len(words) < 4 or words[0] != "how" or words[1] != "many":
        return False
    asked = _count_unit(cur, 2, "pl")
    if asked is None or asked[0] != needed:
        return False
    i = asked[1]
    if words[i:i + 2] == ["will", "be"]:
        i += 2
    elif words[i:i + 1] in (["are"], ["were"]):
        i += 1
    elif words[i:i + 2] in (["do", "the"], ["did", "the"], ["will", "the"]):
        counted = _count_unit(cur, i + 2, "pl")
        if counted is None or counted[0] != thing or words[counted[1]:counted[1] + 1] != ["need"]:
            return False
        return tuple(words[counted[1] + 1:]) in _CLOSERS
    else:
        return False
    if words[i:i + 1] != ["needed"]:
        return False
    i += 1
    if words[i:i + 1] == ["for"]:
        i += 1
        if words[i:i + 1] == ["all"]:
            i += 1
        if words[i:i + 1] != ["the"]:
            return False
        counted = _count_unit(cur, i + 1, "pl")
        if counted is None or counted[0] != thing:
            return False
        i = counted[1]
    return tuple(words[i:]) in _CLOSERS


def _reading(cursors: list[Cursor]):
    if len(cursors) != 3:
        return None
    for rate_at, count_at in ((0, 1), (1, 0)):
        got = _need_rate(cursors[rate_at])
        if got is None:
            continue
        thing, per, needed = got
        count = _count(cursors[count_at], thing)
        if count is None or not _question(cursors[2], thing, needed):
            return None
        return thing, per, needed, count, rate_at, count_at
    return None


def claims(cursors: list[Cursor]) -> bool:
    """Three sentences of the module doc's shape (no cursor is moved)."""
    got = _reading(cursors)
    for cur in cursors:
        cur.pos = 0
    return got is not None


def parse_each_needs(cursors: list[Cursor]) -> Graph:
    thing, per, needed, count, rate_at, count_at = _reading(cursors)
    for cur in cursors:
        cur.pos = cur.end
    ops = [Op(kind="hold", lemma="fn.there", sentence=count_at, actor=WORLD, item=Item(unit=thing),
              amount=fmt(count)),
           Op(kind="per", lemma=NEED, sentence=rate_at, item=Item(unit=needed), amount=fmt(per), target=thing)]
    return Graph(ops=ops, question=Question(kind=KIND, sentence=2, item=Item(unit=needed), lemma=NEED))


def _pair(graph: Graph) -> tuple[Op, Op]:
    holds = [op for op in graph.ops if op.kind == "hold"]
    rates = [op for op in graph.ops if op.kind == "per"]
    if len(holds) != 1 or len(rates) != 1 or rates[0].target != holds[0].item.unit:
        raise ValueError("one count and one need per thing counted")
    if rates[0].item != graph.question.item:
        raise ValueError("another thing asked")
    return holds[0], rates[0]


def needs_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the things counted times what each needs."""
    hold, rate = _pair(graph)
    value = Fraction(hold.amount) * Fraction(rate.amount)
    step = Step(lemma=NEED, kind=KIND, holder="", operands=[hold.amount, rate.amount], before="0", after=fmt(value))
    return value, rate.item.unit, [step]


def verify_needs(lex, graph: Graph) -> Fraction:
    """Verifier: the need added up thing by thing (both counts whole)."""
    hold, rate = _pair(graph)
    count, per = Fraction(hold.amount), Fraction(rate.amount)
    if count.denominator != 1 or per.denominator != 1 or not 0 < count <= 100000:
        raise ValueError("no whole count")
    total = Fraction(0)
    for _ in range(int(count)):
        total += per
    return total
