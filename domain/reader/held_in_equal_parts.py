"""Things a holder has in equal parts, the size of one part asked (v18, ADR 0402).

    A school has 96 students in 4 equal classes. How many students are in each class?          96 ÷ 4 = 24

Why a module of its own: ``in 4 equal classes`` after a holding is no place and no container told by name
(clauses.parse_each_rate stops there: ``expected 'in it' …``); it says the things are split into that many parts
of one size, which is what the question asks. Read only as a whole text of two sentences:

- ``A|An|The <holder> has|had|holds|held N <things> in M equal <parts>.`` — the holder one singular pack noun
  (v20, ADR 0455: or a name, ``Bo has 64 crayons in 8 equal boxes.``),
  N and M whole numbers (M above 1), the things a plural count unit, the parts a plural pack noun (a unit or a
  group, ``classes``) other than the things;
- ``How many <things> are|were in each <part>?`` or ``How many <things> does|did each <part> have|hold?`` — the
  same things and the part in the singular.

The answer is N ÷ M; a split that leaves a remainder (``97 students in 4 equal classes``) refuses (the story
cannot be so). Anything else — ``equal`` missing (``in 4 classes``: equal sizes are not told), a third sentence,
another thing or part asked, ``How many classes …`` — is not claimed and refuses as before.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, read_number
from domain.reader.results import Step

KIND = "held_in_equal_parts"
"""The question kind (solver._WHOLE_TEXT, verifier._WHOLE_TEXT_READINGS)."""
_HOLD = ("has", "had", "holds", "held")


def _noun(cur: Cursor, i: int, form: str, classes: tuple[str, ...]) -> tuple[str, int] | None:
    """(entry id, index after it) of a one-word pack noun of one of ``classes`` in the given form at ``i``."""
    for cls in classes:
        got = cur.sense(cls, i) if i < cur.end else None
        if got is not None and got.length == 1 and got.form == form:
            if cls == "unit" and got.entry.plural == got.entry.singular:
                return None  # "sheep": no form of its own
            return got.entry.id, i + 1
    return None


def _count_noun(cur: Cursor, i: int) -> tuple[str, int] | None:
    got = _noun(cur, i, "pl", ("unit",))
    if got is None or cur.lex.unit_by_id[got[0]].family != "count":
        return None
    return got


def _whole(cur: Cursor, i: int) -> tuple[Fraction, int] | None:
    cur.pos = i
    got = read_number(cur)
    after = cur.pos
    cur.pos = 0
    if got is None or got[1] or got[0].denominator != 1 or got[0] < 1:
        return None
    return got[0], after


def _statement(cur: Cursor) -> tuple[Fraction, str, Fraction, str] | None:
    """(N, things, M, parts) of ``A <holder> has N <things> in M equal <parts>.``, or None."""
    words = cur.words[:cur.end]
    if cur.sentence.question or len(words) < 7:
        return None
    if words[0] in ("a", "an", "the") and len(words) >= 8:
        holder = _noun(cur, 1, "sg", ("unit", "place", "person"))
    elif cur.sense("name", 0) is not None and cur.tokens[0].text[:1].isupper() and len(cur.senses(0)) == 1:
        holder = ("name:" + words[0], 1)  # v20 (ADR 0455): "Bo has 64 crayons in 8 equal boxes."
    else:
        return None
    if holder is None or words[holder[1]] not in _HOLD:
        return None
    n = _whole(cur, holder[1] + 1)
    if n is None:
        return None
    things = _count_noun(cur, n[1])
    if things is None or words[things[1]:things[1] + 1] != ["in"]:
        return None
    m = _whole(cur, things[1] + 1)
    if m is None or m[0] < 2 or words[m[1]:m[1] + 1] != ["equal"]:
        return None
    parts = _noun(cur, m[1] + 1, "pl", ("unit", "person", "place"))
    if parts is None or parts[1] != cur.end or parts[0] in (things[0], holder[0]):
        return None  # "A box has 60 crayons in 5 equal boxes": which box is "each box"?
    return n[0], things[0], m[0], parts[0]


def _question(cur: Cursor, things: str, parts: str) -> bool:
    words = cur.words[:cur.end]
    if not cur.sentence.question or len(words) < 6 or words[0] != "how" or words[1] != "many":
        return False
    asked = _count_noun(cur, 2)
    if asked is None or asked[0] != things:
        return False
    i = asked[1]
    if words[i:i + 3] in (["are", "in", "each"], ["were", "in", "each"]):
        part = _noun(cur, i + 3, "sg", ("unit", "person", "place"))
        return part is not None and part[0] == parts and part[1] == cur.end
    if words[i:i + 2] in (["does", "each"], ["did", "each"]):
        part = _noun(cur, i + 2, "sg", ("unit", "person", "place"))
        return part is not None and part[0] == parts and words[part[1]:] in (["have"], ["hold"])
    return False


def _reading(cursors: list[Cursor]):
    if len(cursors) != 2:
        return None
    got = _statement(cursors[0])
    if got is None or not _question(cursors[1], got[1], got[3]):
        return None
    return got


def claims(cursors: list[Cursor]) -> bool:
    """Two sentences of the module doc's shape (no cursor is moved)."""
    got = _reading(cursors)
    for cur in cursors:
        cur.pos = 0
    return got is not None


def parse_held_in_equal_parts(cursors: list[Cursor]) -> Graph:
    n, things, m, parts = _reading(cursors)
    for cur in cursors:
        cur.pos = cur.end
    ops = [Op(kind="hold", lemma="fn.equal_parts", sentence=0, actor="", item=Item(unit=things), amount=fmt(n),
              target=parts, factor=fmt(m))]
    return Graph(ops=ops, question=Question(kind=KIND, sentence=1, item=Item(unit=things), count=fmt(m)))


def _op(graph: Graph) -> Op:
    if len(graph.ops) != 1 or graph.ops[0].item != graph.question.item or graph.ops[0].factor != graph.question.count:
        raise ValueError("one holding in equal parts")
    return graph.ops[0]


def equal_parts_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the things over the number of parts, which must be whole."""
    op = _op(graph)
    value = Fraction(op.amount) / Fraction(op.factor)
    if value.denominator != 1:
        raise ValueError(f"{op.amount} things in {op.factor} equal parts leave a remainder")
    step = Step(lemma=op.lemma, kind=KIND, holder="", operands=[op.amount, op.factor], before=op.amount,
                after=fmt(value))
    return value, op.item.unit, [step]


def dealt_rounds(left: Fraction, by: Fraction) -> Fraction:
    """Verifiers' equal split: deal ``by`` out of ``left`` one round at a time until none are left, counting the
    rounds (no division: the solver divides); a remainder is no equal split (ValueError)."""
    rounds = 0
    while left >= by:
        left -= by
        rounds += 1
    if left:
        raise ValueError("a remainder")
    return Fraction(rounds)


def verify_equal_parts(lex, graph: Graph) -> Fraction:
    """Verifier: deal the things out one round at a time until none are left (a remainder is no equal split)."""
    op = _op(graph)
    left, parts = Fraction(op.amount), Fraction(op.factor)
    if left.denominator != 1 or parts.denominator != 1 or not 2 <= parts <= left <= 1000000:
        raise ValueError("no whole split")
    return dealt_rounds(left, parts)
