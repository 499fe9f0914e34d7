"""Equal portions of one container's contents (v13, ADR 0266):

    A cereal box holds 18 cups of cereal. Each serving is 2 cups. How many servings are in the whole box?
                                                                                        18 ÷ 2 = 9 servings

Why a module of its own: the first sentence is one container's contents (no one holds them, and ``A cereal
box`` is one box, not a rate over boxes), the second the size of one portion (``is 2 cups`` counts nothing),
and the question counts portions no statement counts; the holding machinery reads none of the three. The
text is read as a whole, in one shape (three sentences):

- ``A|An|One|The [mods] <container> holds|contains|has N <measure> of [mods] <stuff>.`` — a measure is a pack
  unit that is not counted one by one (``cups``, ``pounds``, ``liters``: not ``count``);
- ``Each|One|A <portion> is|holds|contains|has M <same measure> [of <same stuff>].`` — the portion a counted
  pack unit other than the container;
- ``How many <portions> are [there] in the [whole] <container>?`` or ``How many <portions> does|will the
  [whole] <container> hold|contain|have?`` — the same container (its modifiers, if any, among the first
  sentence's, ``whole`` aside).

The answer is N ÷ M, only when it is a whole number of at least one (a part of a portion left over is no
portion: ``19 cups`` in ``2 cup`` servings refuses, as does another measure, other stuff, another container,
a second container or portion, or any other sentence).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, noun_run, opens_with, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

PORTIONS = "portions"
_ONE = ("a", "an", "one", "the")
_CONTAIN = ("holds", "contains", "has", "held", "contained", "had")
_PORTION_VERBS = ("is", "was", "holds", "contains", "has")


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, PORTIONS, detail, reason)


def _noun(cur: Cursor, form: str | None = None) -> tuple[tuple[str, ...], str] | None:
    """``[modifiers] noun``: (modifier words, unit id), the cursor after it; None (unmoved) otherwise."""
    got = noun_run(cur, cur.pos, ("unit",))
    if got is None or (form is not None and got[1].form != form):
        return None
    words = tuple(cur.words[cur.pos:got[2] - got[1].length])
    cur.pos = got[2]
    return words, got[1].entry.id


def _measure(cur: Cursor) -> tuple[Fraction, str] | None:
    """``18 cups``: a positive number and a pack unit that is not counted one by one."""
    got = read_number(cur)
    unit = cur.sense("unit") if got is not None and not got[1] and got[0] > 0 else None
    if unit is None or cur.lex.unit_by_id[unit.entry.id].family == "count":
        return None
    cur.pos += unit.length
    return got[0], unit.entry.id


def _contents(cur: Cursor):
    """The first sentence: (container mods, container, N, measure, stuff mods, stuff), or None."""
    cur.pos = 0
    if cur.take_word(*_ONE) is None:
        return None
    box = _noun(cur, "sg")
    if box is None or cur.lex.unit_by_id[box[1]].family != "count" or cur.take_word(*_CONTAIN) is None:
        return None
    got = _measure(cur)
    if got is None or cur.take_word("of") is None:
        return None
    stuff = _noun(cur)
    if stuff is None or not cur.at_end() or stuff[1] in (box[1], got[1]):
        return None
    return box[0], box[1], got[0], got[1], stuff[0], stuff[1]


def claims(cursors: list[Cursor]) -> bool:
    """Three sentences: the first one container's measured contents, the second opening with ``Each <portion>``,
    the question ``How many <portions>`` (the same noun)."""
    if not opens_with(cursors, 3, _contents) or cursors[1].peek_word() not in ("each", "one", "a"):
        return False
    portion = cursors[1].sense("unit", 1)
    asked = cursors[2].sense("unit", 2)
    return portion is not None and asked is not None and portion.entry.id == asked.entry.id \
        and cursors[2].words[:2] == ["how", "many"]


def _container(cur: Cursor, mods: tuple[str, ...], box: str) -> bool:
    if cur.take_word("the") is None:
        return False
    got = _noun(cur, "sg")
    if got is None or got[1] != box:
        return False
    asked = [m for m in got[0] if m != "whole"]
    return all(m in mods for m in asked) and len(set(asked)) == len(asked)


def parse_portions(cursors: list[Cursor]) -> Graph:
    box_mods, box, total, measure, stuff_mods, stuff = _contents(cursors[0])
    cursors[0].pos = cursors[0].end
    cur = cursors[1]
    cur.pos = 0
    cur.take_word("each", "one", "a")
    portion = _noun(cur, "sg")
    if portion is None or portion[0] or portion[1] in (box, stuff, measure) \
            or cur.lex.unit_by_id[portion[1]].family != "count":
        raise _refuse(cur, "expected 'Each <portion>'")
    if cur.take_word(*_PORTION_VERBS) is None:
        raise _refuse(cur, "expected is/holds after the portion")
    got = _measure(cur)
    if got is None or got[1] != measure:
        raise _refuse(cur, f"a portion not measured in {measure}", Reason.UNIT_MISMATCH)
    size = got[0]
    if cur.take_word("of") is not None:
        again = _noun(cur)
        if again is None or again[1] != stuff or again[0] != stuff_mods:
            raise _refuse(cur, "a portion of other stuff")
    if not cur.at_end():
        raise _refuse(cur, "words after the portion's size")
    q = cursors[2]
    q.pos = 0
    if q.take("fn:how") is None or q.take_word("many") is None:
        raise _refuse(q, "expected 'How many'", Reason.UNPARSED_QUESTION)
    asked = _noun(q, "pl")
    if asked is None or asked[0] or asked[1] != portion[1]:
        raise _refuse(q, "another thing asked than the portions", Reason.UNKNOWN_QUANTITY)
    if q.take_word("are", "were") is not None:
        q.take_word("there")
        if q.take_word("in") is None or not _container(q, box_mods, box):
            raise _refuse(q, "expected 'in the <container>'", Reason.UNPARSED_QUESTION)
    elif q.take_word("does", "will", "would", "can") is not None:
        if not _container(q, box_mods, box) or q.take_word("hold", "contain", "have") is None:
            raise _refuse(q, "expected 'the <container> hold'", Reason.UNPARSED_QUESTION)
    else:
        raise _refuse(q, "expected are/does after the portions", Reason.UNPARSED_QUESTION)
    if not q.at_end():
        raise _refuse(q, "words after the question", Reason.UNPARSED_QUESTION)
    ops = [Op(kind=PORTIONS, lemma="verb.hold", sentence=0, actor=box, item=Item(unit=stuff), amount=fmt(total),
              target=measure),
           Op(kind=PORTIONS, lemma="fn.each", sentence=1, item=Item(unit=portion[1]), amount=fmt(size),
              target=measure)]
    return Graph(ops=ops, question=Question(kind=PORTIONS, sentence=2, item=Item(unit=portion[1])))


def portions_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the contents divided by one portion's size, a whole number of portions."""
    whole, part = graph.ops
    value = Fraction(whole.amount) / Fraction(part.amount)
    if value.denominator != 1 or value < 1:
        raise ValueError("not a whole number of portions")
    step = Step(lemma=part.lemma, kind="portions", holder=whole.actor, operands=[whole.amount, part.amount],
                before=whole.amount, after=fmt(value))
    return value, graph.question.item.unit, [step]


def verify_portions(lex, graph: Graph) -> Fraction:
    """Verifier: portions taken out one by one until the contents are used up exactly."""
    whole, part = graph.ops
    left, size, count = Fraction(whole.amount), Fraction(part.amount), 0
    if size <= 0 or whole.target != part.target:
        raise ValueError("no portion size in the contents' measure")
    while left >= size and count <= 100000:
        left -= size
        count += 1
    if left != 0 or count == 0:
        raise ValueError("the portions do not use up the contents")
    return Fraction(count)
