"""Squares, rectangles and triangles: an area, a perimeter or a side asked (v18, ADR 0397).

    A rectangle is 8 meters wide and 12 meters long. What is its perimeter?        2 × (12 + 8) = 40 meters
    A rectangle is 6 meters long and 4 meters wide. What is the area of the rectangle?          6 × 4 = 24 square meters
    A square has sides that are 9 centimeters long. What is its area?                   9 × 9 = 81 square centimeters
    A square has sides of 6 inches. What is its perimeter in inches?                          4 × 6 = 24 inches
    A square garden has a perimeter of 36 feet. How long is each side?                          36 ÷ 4 = 9 feet
    A triangle has three sides of equal length and a perimeter of 45 inches. How long is each side?     45 ÷ 3 = 15
    Sam's room is 12 feet long and 10 feet wide. How many square feet is his room?       12 × 10 = 120 square feet

Why a module of its own: rectangle_areas.py (ADR 0242) reads a thing's length and width and asks only what it
covers (``How many square feet does it cover?``); its statement is read here by its own function, and this
module adds the other statements (a square's sides, a regular shape's perimeter) and the other questions (an
area, a perimeter or a side asked with ``What is`` / ``How long is`` / ``How many square U is``). Both claims look at
the question, so a text is this module's or that one's, never both.

The whole text is two sentences. The statement, one of:

- ``THING is|was L U long and W U wide`` (rectangle_areas.py's statement; a rectangle: length and width);
- ``A|The square [NOUN] has|had sides of S U`` / ``… has|had sides that are|were S U long`` / ``Each side of
  a|the square [NOUN] is|was S U [long]`` (a square, side S);
- ``A|The square [NOUN] has|had a perimeter of P U`` (a square: four equal sides), ``A|The triangle has|had
  three sides of equal length and a perimeter of P U`` / ``… three equal sides and a perimeter of P U`` (an
  equilateral triangle: three equal sides).

- ``THING is|was L U long|wide and has|had an area of A square U`` / ``… and has|had a perimeter of P U`` (a
  rectangle with one side and its area or perimeter told; the other side A ÷ L or P ÷ 2 − L, which must be more
  than 0).

U is a length unit; all lengths of the statement in one unit.

The question, one of:

- ``What is its|the area [of REF] [in square U]?`` / ``How many square U is|was REF?`` → the area, in the
  square of U (a rectangle's L × W, a square's S × S or (P ÷ 4)²); never a triangle's (no height is told);
- ``What is its|the perimeter [of REF] [in U]?`` → a rectangle's 2 × (L + W), a square's 4 × S (a told
  perimeter is never asked back);
- ``How wide|long is REF [in U]?`` → the side not told, when a side and an area or perimeter are told; from it a
  perimeter (area told) or an area (perimeter told) is asked as above;
- ``How long is each|one side [of REF] [in U]?`` / ``What is the length of each|one side [of REF] [in U]?`` →
  P ÷ 4 or P ÷ 3, only when a perimeter is told.

REF is ``it``, ``the`` and the statement's words for the thing (``the rectangle``, ``the square garden``, ``the
garden``), or the thing as told (``Sam's room``; ``his|her|their room`` after ``Sam's room``).

Refusals (a wrong answer is the one defect): a square asked more than the one side it has in a rectangle's
statement (``A square garden is 8 meters long and 6 meters wide``), a triangle measured long and wide, a unit
asked that is not the told one (or its square), a triangle's area, lengths in two units, a third sentence, any
word more (``What is half its area?``, ``What is the area of the yard?`` after a garden).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, noun_run, read_number
from domain.reader.rectangle_areas import _length, _square, _statement as _rectangle_statement, _thing as _rect_thing
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

SHAPE = "shape_measure"
_POSS = ("his", "her", "their", "my", "our", "its")
_COUNTS = {"three": 3, "3": 3}


class _Shape:
    """What the statement told: the kind (rectangle, square, triangle), the two told numbers (length and width;
    a side twice; a perimeter and the number of equal sides), whether a perimeter was told, the unit, and the
    word sequences that name the thing."""

    def __init__(self, kind: str, a: Fraction, b: Fraction, perimeter_told: bool, unit: str, refs: set):
        self.kind, self.a, self.b, self.perimeter_told, self.unit, self.refs = kind, a, b, perimeter_told, unit, refs


def _refuse_shape(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, SHAPE, detail, reason)


def _thing_refs(words: list[str]) -> set:
    """The word sequences that name a thing told as ``words`` (``a square garden``, ``Sam's room``)."""
    refs = {("it",)}
    if words[0] in ("a", "an", "the"):
        rest = tuple(words[1:])
        refs.add(("the",) + rest)
        refs.add(("the", rest[-1]))
    else:
        owned = tuple(words[2:]) if len(words) > 2 and words[1] == "'s" else tuple(words[1:])
        refs.add(tuple(words))
        refs.add(("the",) + owned)
        for p in _POSS[:-1]:
            refs.add((p,) + owned)
    return refs


def _square_thing(cur: Cursor) -> list[str] | None:
    """``a|the square [NOUN]``: the words (nothing consumed if not)."""
    start = cur.pos
    if cur.take_word("a", "the") is None or cur.take_word("square") is None:
        cur.pos = start
        return None
    got = noun_run(cur, cur.pos, ("unit", "place"))
    if got is not None:
        if got[1].form != "sg" or got[0]:
            cur.pos = start
            return None
        cur.pos = got[2]
    return cur.words[start:cur.pos]


def _told_length(cur: Cursor) -> tuple[Fraction, str] | None:
    start = cur.pos
    got = _length(cur)
    if got is None:
        cur.pos = start
    return got


def _square_statement(cur: Cursor) -> _Shape | None:
    """The square and triangle statements (module doc), or None (nothing consumed)."""
    cur.pos = 0
    words = cur.words
    if cur.peek_word() == "each":  # "Each side of a square is 5 inches [long]"
        cur.pos += 1
        if cur.take("fn:side") is None or cur.words[cur.pos - 1] != "side" or cur.take_word("of") is None:
            return None
        thing = _square_thing(cur)
        if thing is None or cur.take_word("is", "was") is None:
            return None
        got = _told_length(cur)
        if got is None:
            return None
        cur.take_word("long")
        if not cur.at_end():
            return None
        return _Shape("square", got[0], got[0], False, got[1], _thing_refs(thing))
    triangle = cur.peek_word() in ("a", "the") and cur.peek_word(1) == "triangle"
    if triangle:
        thing = words[0:2]
        cur.pos = 2
    else:
        thing = _square_thing(cur)
        if thing is None:
            return None
    if cur.take_word("has", "had") is None:
        return None
    if triangle:
        if _COUNTS.get(cur.peek_word()) != 3:
            return None
        cur.pos += 1
        if cur.take_word("equal") is not None:
            if cur.take("fn:side") is None or cur.words[cur.pos - 1] != "sides":
                return None
        elif not (cur.take("fn:side") is not None and cur.words[cur.pos - 1] == "sides" and cur.take_word("of")
                  and cur.take_word("equal") and cur.take("fn:length_noun") is not None):
            return None
        if cur.take_word("and") is None or cur.take_word("a") is None or cur.take("fn:perimeter") is None \
                or cur.take_word("of") is None:
            return None
        got = _told_length(cur)
        if got is None or not cur.at_end():
            return None
        return _Shape("triangle", got[0], Fraction(3), True, got[1], _thing_refs(thing))
    if cur.peek_word() == "a" and cur.sense("fn:perimeter", cur.pos + 1) is not None:
        cur.pos += 2
        if cur.take_word("of") is None:
            return None
        got = _told_length(cur)
        if got is None or not cur.at_end():
            return None
        return _Shape("square", got[0], Fraction(4), True, got[1], _thing_refs(thing))
    if cur.take("fn:side") is None or cur.words[cur.pos - 1] != "sides":
        return None
    if cur.take_word("of") is not None:
        got = _told_length(cur)
    elif cur.take_word("that") is not None and cur.take_word("are", "were") is not None:
        got = _told_length(cur)
        if got is not None and cur.take_word("long") is None:
            return None
    else:
        return None
    if got is None or not cur.at_end():
        return None
    return _Shape("square", got[0], got[0], False, got[1], _thing_refs(thing))


def _statement_shape(cur: Cursor) -> _Shape | None:
    """The statement of either kind, or None (cursor back at 0)."""
    got = _rectangle_statement(cur)
    if got is not None:
        thing, (length, unit), (width, unit2) = got
        be = cur.words.index("is") if "is" in cur.words else cur.words.index("was")
        words = cur.words[:be]
        cur.pos = 0
        # the unit check is the parse's (a refusal); here the statement is only recognised
        shape = _Shape("rectangle", length, width, False, unit if unit == unit2 else "", _thing_refs(words))
        shape.mods = thing[1]
        shape.noun = thing[2]
        return shape
    shape = _square_statement(cur)
    cur.pos = 0
    if shape is None:
        shape = _partial_rectangle(cur)
        cur.pos = 0
    return shape


def _partial_rectangle(cur: Cursor) -> _Shape | None:
    """``THING is|was L U long|wide and has|had an area of A square U`` / ``… a perimeter of P U``: a rectangle
    with one side and its area or perimeter told (kind ``rectangle_area`` / ``rectangle_perimeter``; ``a`` the
    told side, ``b`` the area or perimeter, ``told`` which side), or None."""
    cur.pos = 0
    thing = _rect_thing(cur)
    if thing is None:
        return None
    be = cur.pos
    if cur.take_word("is", "was") is None:
        return None
    side = _told_length(cur)
    told = cur.peek_word()
    if side is None or told not in ("long", "wide"):
        return None
    cur.pos += 1
    if cur.take_word("and") is None or cur.take_word("has", "had") is None:
        return None
    if cur.take_word("an") is not None and cur.take("fn:area") is not None and cur.take_word("of") is not None:
        value = read_measure(cur)
        if value is None or value[1] != _square(cur, side[1]):
            return None
        kind = "rectangle_area"
    elif cur.take_word("a") is not None and cur.take("fn:perimeter") is not None and cur.take_word("of") is not None:
        value = _told_length(cur)
        if value is None or value[1] != side[1]:
            return None
        kind = "rectangle_perimeter"
    else:
        return None
    if not cur.at_end():
        return None
    shape = _Shape(kind, side[0], value[0], kind == "rectangle_perimeter", side[1], _thing_refs(cur.words[:be]))
    shape.told = told
    shape.mods, shape.noun = thing[1], thing[2]
    return shape


def read_measure(cur: Cursor) -> tuple[Fraction, str] | None:
    """``32 square centimeters``: a positive number and a unit (any), or None (nothing consumed)."""
    start = cur.pos
    got = read_number(cur)
    unit = cur.sense("unit")
    if got is None or got[1] or got[0] <= 0 or unit is None:
        cur.pos = start
        return None
    cur.pos += unit.length
    return got[0], unit.entry.id


def _question_kind(q: Cursor) -> str | None:
    """``area`` / ``perimeter`` / ``side`` / ``square`` (``How many square U is|was …``) from the question's
    opening words, or None."""
    w = q.words
    if q.end < 3:
        return None
    if w[0] == "what" and w[1] in ("is", "was"):
        if w[2] in ("its", "the") and q.end > 3:
            if q.sense("fn:area", 3) is not None:
                return "area"
            if q.sense("fn:perimeter", 3) is not None:
                return "perimeter"
            if q.sense("fn:length_noun", 3) is not None:
                return "side"
        return None
    if w[0] == "how" and w[1] in ("long", "wide") and w[2] in ("is", "was"):
        # "How long is each side" (a regular shape's side) / "How wide|long is it" (a rectangle's other side)
        return "side" if q.end > 3 and w[3] in ("each", "one") and w[1] == "long" else w[1]
    if w[0] == "how" and w[1] == "long" and w[2] == "is":
        return "side"
    if w[0] == "how" and w[1] == "many" and w[2] == "square":
        u = q.sense("unit", 2)
        if u is not None and 2 + u.length < q.end and w[2 + u.length] in ("is", "was"):
            return "square"
    return None


def claims(cursors: list[Cursor]) -> bool:
    """Two sentences: a shape's statement (module doc) and a question opening ``What is its|the area|perimeter|
    length``, ``How long is`` or ``How many square``."""
    if len(cursors) != 2 or _question_kind(cursors[1]) is None:
        return False
    return _statement_shape(cursors[0]) is not None


def _ref(q: Cursor, shape: _Shape, stop: int) -> bool:
    """REF from the cursor up to ``stop`` (module doc)."""
    words = tuple(q.words[q.pos:stop])
    if words in shape.refs:
        q.pos = stop
        return True
    if shape.kind != "rectangle" and words == ("the", shape.kind):
        q.pos = stop
        return True
    return False


def _closing_unit(q: Cursor) -> tuple[int, str]:
    """``in U`` / ``in square U`` closing the question: (where it starts, the unit id), or (the end, "")."""
    for k in range(q.end - 1, 1, -1):
        if q.words[k] == "in" and k > q.pos:
            u = q.sense("unit", k + 1)
            if u is not None and k + 1 + u.length == q.end and u.form == "pl":
                return k, u.entry.id
    return q.end, ""


def parse_shape_measure(cursors: list[Cursor]) -> Graph:
    s, q = cursors
    shape = _statement_shape(s)
    if shape.unit == "":
        raise _refuse_shape(s, "length and width in different units", Reason.UNIT_MISMATCH)
    if shape.kind in ("rectangle", "rectangle_area", "rectangle_perimeter"):
        if shape.noun.split(".", 1)[1] in ("triangle", "shape"):
            raise _refuse_shape(s, "a shape that is not a rectangle, told long and wide")
        if "square" in shape.mods and (shape.kind != "rectangle" or shape.a != shape.b):
            raise _refuse_shape(s, "a square told with two different sides")
    square = _square(s, shape.unit)
    kind = _question_kind(q)
    if kind == "square":  # "How many square feet is his room?"
        asked = q.sense("unit", 2)
        if asked is None or asked.form != "pl" or asked.entry.id != square:
            raise _refuse_shape(q, f"expected 'how many' of {square}", Reason.UNIT_MISMATCH)
        q.pos = 2 + asked.length
        if q.take_word("is", "was") is None or not _ref(q, shape, q.end):
            raise _refuse_shape(q, "expected 'is|was <the thing>'", Reason.UNPARSED_QUESTION)
        kind, unit = "area", square
    else:
        stop, unit = _closing_unit(q)
        if kind == "side":
            if q.words[0] == "what":  # What is the length of each side
                q.pos = 4
                if q.words[2] != "the" or q.take_word("of") is None:
                    raise _refuse_shape(q, "expected 'the length of each side'", Reason.UNPARSED_QUESTION)
            else:
                q.pos = 3
            if q.take_word("each", "one") is None or q.take("fn:side") is None or q.words[q.pos - 1] != "side":
                raise _refuse_shape(q, "expected 'each side'", Reason.UNPARSED_QUESTION)
        elif kind in ("long", "wide"):  # "How wide is it [in U]?": REF required, no "of"
            q.pos = 3
            if not _ref(q, shape, stop):
                raise _refuse_shape(q, "expected 'How wide|long is <the thing>'", Reason.UNPARSED_QUESTION)
        else:
            q.pos = 4
        if q.pos < stop:
            if q.words[2] == "its" or q.take_word("of") is None or not _ref(q, shape, stop):
                raise _refuse_shape(q, "expected 'of <the thing>'", Reason.UNPARSED_QUESTION)
        if q.pos != stop:
            raise _refuse_shape(q, "words after the question", Reason.UNPARSED_QUESTION)
        want = square if kind == "area" else shape.unit
        if unit and unit != want:
            raise _refuse_shape(q, f"{unit} asked of {shape.unit}", Reason.UNIT_MISMATCH)
        unit = want
    if unit is None:
        raise _refuse_shape(s, f"no square unit of {shape.unit} in the pack", Reason.UNIT_MISMATCH)
    partial = shape.kind in ("rectangle_area", "rectangle_perimeter")
    if kind in ("long", "wide"):
        if not partial or kind == shape.told:
            raise _refuse_shape(q, "a side asked that is told, or of a shape with no other side",
                                Reason.UNSUPPORTED_FORM)
        kind = "other_side"
    elif partial and (kind in ("side", "square") or (kind == "area" and shape.kind == "rectangle_area")):
        raise _refuse_shape(q, "a told measure asked back, or a side of a rectangle", Reason.UNSUPPORTED_FORM)
    if kind == "side" and (not shape.perimeter_told or shape.kind not in ("square", "triangle")):
        raise _refuse_shape(q, "a side asked that is told, or of a rectangle", Reason.UNSUPPORTED_FORM)
    if kind == "perimeter" and shape.perimeter_told:
        raise _refuse_shape(q, "the told perimeter asked back", Reason.UNSUPPORTED_FORM)
    if kind == "area" and shape.kind == "triangle":
        raise _refuse_shape(q, "a triangle's area: no height is told", Reason.UNSUPPORTED_FORM)
    told = shape.kind if partial else "perimeter" if shape.perimeter_told else "sides"
    op = Op(kind=SHAPE, lemma=kind, sentence=0, actor=told, item=Item(unit=shape.unit), amount=fmt(shape.a),
            factor=fmt(shape.b), target=unit)
    return Graph(ops=[op], question=Question(kind=SHAPE, sentence=1, item=Item(unit=unit)))


def shape_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: from two sides, the area a × b or the perimeter 2 × (a + b); from a perimeter P of n equal sides,
    the side P ÷ n or (a square's) area (P ÷ 4)²."""
    op = graph.ops[0]
    a, b = Fraction(op.amount), Fraction(op.factor)
    if op.actor in ("rectangle_area", "rectangle_perimeter"):
        # a side and the area (the other side A ÷ a) or the perimeter (P ÷ 2 − a): then as from two sides
        other = b / a if op.actor == "rectangle_area" else b / 2 - a
        if other <= 0:
            raise ValueError("a perimeter too short for the told side")
        value = {"other_side": other, "area": a * other, "perimeter": 2 * (a + other)}[op.lemma]
    elif op.actor == "sides":
        value = a * b if op.lemma == "area" else 2 * (a + b)
    elif op.lemma == "side":
        value = a / b
    elif op.lemma == "area" and b == 4:
        value = (a / 4) * (a / 4)
    else:
        raise ValueError("no such shape measure")
    step = Step(lemma=op.lemma, kind=SHAPE, holder="", operands=[op.amount, op.factor], before="", after=fmt(value))
    return value, op.target, [step]


def verify_shape(lex, graph: Graph) -> Fraction:
    """Verifier: the shape's sides listed one by one and measured on their own (a perimeter the sum of the list,
    an area one side added once per unit of the other, scaled back)."""
    op = graph.ops[0]
    a, b = Fraction(op.amount), Fraction(op.factor)
    if op.actor == "rectangle_area":
        # the other side w with a × w = A, found as A's parts over a's (A·den(a) / num(a)), checked by the rows
        w = Fraction(b.numerator * a.denominator, b.denominator * a.numerator)
        sides = [a, w, a, w]
    elif op.actor == "rectangle_perimeter":
        w = (b - a - a) / 2
        if w <= 0:
            raise ValueError("no other side")
        sides = [a, w, a, w]
        if sum(sides, Fraction(0)) != b:
            raise ValueError("the sides do not make the perimeter")
    elif op.actor == "sides":
        sides = [a, b, a, b]
    else:
        n = int(b)
        if n != b or n not in (3, 4):
            raise ValueError("a regular shape of 3 or 4 sides")
        side = Fraction(a.numerator, a.denominator * n)
        sides = [side] * n
    if op.lemma == "perimeter":
        return sum(sides, Fraction(0))
    if op.lemma == "side":
        return sides[0]
    if op.lemma == "other_side":
        return sides[1]
    if len(sides) != 4:
        raise ValueError("an area of a four-sided shape only")
    x, y = sides[0], sides[1]
    d = x.denominator * y.denominator
    xs, ys = x.numerator * y.denominator, y.numerator * x.denominator  # both over d
    if ys > 10 ** 6:
        raise ValueError("too many rows to count")
    total = 0
    for _ in range(ys):
        total += xs
    return Fraction(total, d * d)
