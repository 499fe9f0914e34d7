"""The area of one rectangle told by its length and width (v12, ADR 0242).

    A sandbox is 312 centimeters long and 146 centimeters wide.
    How many square centimeters of ground does the sandbox cover?                 312 × 146 = 45552 square centimeters
    Jesse's room is 12 feet long and 8 feet wide.
    How much carpet does she need to cover the whole floor?                       12 × 8 = 96 square feet

Why a module of its own: ``is 12 feet long`` holds nothing (lengths.py reads one stated length the same way), and
the answer is a measure of another kind than anything told: a square unit, the product of two lengths. The
holding machinery has neither.

The text is read as a whole, in exactly two sentences:

- ``THING is|was L <length unit> long and W <length unit> wide`` (or ``wide`` first). THING is ``a|an|the
  [modifiers] noun``, ``Name's [modifiers] noun`` or ``my|his|her|our|their [modifiers] noun``; the noun a thing
  or a place, singular. Both lengths in one unit (no conversion), each a positive number.
- the question, one of:
  ``How many square <unit> [of <noun phrase>] do|does|did|will|would|can REF cover?``
  ``How many square <unit> [of <noun phrase>] | How much <noun> do|does|… SOMEONE need to cover REF2?``
  where REF is ``it``, ``the <noun>`` (the statement's noun) or the statement's own words for the thing, and
  REF2 is REF, ``the [whole] <noun>``, or ``the [whole] floor`` when the noun is a room (a floor is a room's).
  Who needs the covering does not change its size, so SOMEONE is any pronoun or name.

The answer is L × W in the square unit of the stated length unit (the pack's unit spelled ``square <unit>``).

Refusals (a wrong answer is the one defect): lengths in two units, a square unit asked that is not the square
of the stated one, a unit that is not a length, another thing covered (``the yard`` after a room), a cover
question with more words (``half the floor``, ``with 2 layers``), a third sentence, and any other question
(a perimeter, a fence around it, a price): the two lengths are the only numbers, and only an area is read.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt, noun_run, opens_with, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

AREA = "rectangle_area"
_LENGTH_FAMILIES = ("length", "length_metric")
_AUX = ("do", "does", "did", "will", "would", "can", "could")
_PRONOUNS = ("he", "she", "they", "we", "i", "you")
# what ``How much <noun>`` may ask of an area: things laid flat and sold by area, or ground; not ``paint`` or
# ``sand`` (how much of those a floor takes is a volume or a weight the text does not give)
_AREA_NOUNS = frozenset({"carpet", "fabric", "ground", "land", "space", "grass", "wallpaper", "tile", "flooring"})
# nouns told long and wide whose area is not length × width (v18, ADR 0397)
_NOT_RECTANGLES = frozenset({"unit.triangle", "unit.shape"})
# the nouns whose floor a "the floor" names without saying whose: a room of some kind (a pack id's word, as the
# pack may list the noun as a place, a thing, or both)
_ROOMS = frozenset({"room", "classroom", "kitchen", "bedroom", "lunchroom", "bathroom", "living_room",
                    "dining_room", "hall", "office"})


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, AREA, detail, reason)


def _noun(cur: Cursor) -> tuple[tuple[str, ...], str] | None:
    """``[modifiers] noun``: a singular thing or place; (modifier and adjunct words, noun id)."""
    got = noun_run(cur, cur.pos, ("unit", "place"))
    if got is None or got[1].form != "sg":
        return None
    words = tuple(cur.words[cur.pos:got[2] - got[1].length])
    cur.pos = got[2]
    return words, got[1].entry.id


def _thing(cur: Cursor) -> tuple[str, tuple[str, ...], str] | None:
    """THING (module doc): (how it was introduced, its modifier words, its noun id), or None."""
    start = cur.pos
    name = cur.sense("name")
    if name is not None and cur.tokens[cur.pos].text[:1].isupper() and cur.sense("poss", cur.pos + 1) is not None:
        opener = cur.tokens[cur.pos].text + "'s"
        cur.pos += 2
    elif cur.peek_word() in ("a", "an", "the", "my", "his", "her", "our", "their"):
        opener = cur.peek_word()
        cur.pos += 1
    else:
        return None
    noun = _noun(cur)
    if noun is None:
        cur.pos = start
        return None
    return opener, noun[0], noun[1]


def _length(cur: Cursor) -> tuple[Fraction, str] | None:
    """``312 centimeters``: a positive number and a length unit."""
    got = read_number(cur)
    unit = cur.sense("unit")
    if got is None or got[1] or got[0] <= 0 or unit is None \
            or cur.lex.unit_by_id[unit.entry.id].family not in _LENGTH_FAMILIES:
        return None
    cur.pos += unit.length
    return got[0], unit.entry.id


def _statement(cur: Cursor):
    """``THING is|was L U long and W U wide``: (thing, L, W, unit) or None (nothing consumed)."""
    cur.pos = 0
    thing = _thing(cur)
    if thing is None or cur.sense("fn:be") is None or cur.peek_word() not in ("is", "was"):
        cur.pos = 0
        return None
    cur.pos += 1
    sides = {}
    for k in range(2):
        got = _length(cur)
        word = cur.peek_word()
        if got is None or word not in ("long", "wide") or word in sides:
            cur.pos = 0
            return None
        cur.pos += 1
        sides[word] = got
        if k == 0 and cur.take_word("and") is None:
            cur.pos = 0
            return None
    if not cur.at_end():
        cur.pos = 0
        return None
    return thing, sides["long"], sides["wide"]


def claims(cursors: list[Cursor]) -> bool:
    """Two sentences, the first a thing's length and width (module doc)."""
    return opens_with(cursors, 2, _statement)


def _square(cur: Cursor, length_unit: str) -> str | None:
    """The pack's ``square <unit>`` of a length unit, or None."""
    singular = "square " + cur.lex.unit_by_id[length_unit].singular
    for u in cur.lex.pack.units:
        if u.singular == singular:
            return u.id
    return None


def _reference(cur: Cursor, thing, cover_what: bool) -> bool:
    """REF (or REF2 when ``cover_what``: what someone covers) up to the cursor's end (module doc)."""
    opener, mods, noun = thing
    if cur.take_word("it") is not None:
        return cur.at_end()
    if cover_what and cur.peek_word() == "the" and cur.peek_word(1) in ("whole", "floor"):
        cur.pos += 1
        cur.take_word("whole")
        if cur.peek_word() == "floor":
            cur.pos += 1
            return noun.split(".", 1)[1] in _ROOMS and cur.at_end()
    elif cur.peek_word() in ("a", "an"):
        return False  # "a sandbox": any sandbox, not this one
    else:
        again = _thing(cur)
        if again is None:
            return False
        opener = again[0] if again[0] in ("the", opener) else None
        if opener is None:
            return False
        got = (again[1], again[2])
        return got[1] == noun and got[0] in ((), mods) and cur.at_end()
    got = _noun(cur)
    return got is not None and got[1] == noun and got[0] in ((), mods) and cur.at_end()


def parse_rectangle_areas(cursors: list[Cursor]) -> Graph:
    thing, (length, unit), (width, unit2) = _statement(cursors[0])
    cur = cursors[0]
    if thing[2] in _NOT_RECTANGLES or ("square" in thing[1] and length != width):
        # v18 (ADR 0397): a triangle (a pack noun since then) told long and wide has no area those give; a square
        # told with two different sides is no square
        raise _refuse(cur, "a shape told long and wide that is no rectangle")
    if unit2 != unit:
        raise _refuse(cur, "length and width in different units", Reason.UNIT_MISMATCH)
    square = _square(cur, unit)
    if square is None:
        raise _refuse(cur, f"no square unit of {unit} in the pack", Reason.UNIT_MISMATCH)
    cur = cursors[1]
    if cur.sense("fn:how") is None:
        raise _refuse(cur, "expected 'How many square …' or 'How much …'", Reason.UNPARSED_QUESTION)
    cur.pos += 1
    if cur.peek_word() == "many":
        asked = cur.sense("unit", cur.pos + 1)
        if asked is None or asked.form != "pl" or asked.entry.id != square:
            raise _refuse(cur, f"expected 'how many' of {square}", Reason.UNIT_MISMATCH)
        cur.pos += 1 + asked.length
        if cur.take_word("of") is not None and _noun_phrase(cur) is None:
            raise _refuse(cur, "expected what is covered", Reason.UNPARSED_QUESTION)
    elif cur.peek_word() == "much":
        cur.pos += 1
        got = _noun_phrase(cur)
        if got is None or got[0] or got[1].entry.id.split(".", 1)[1] not in _AREA_NOUNS:
            raise _refuse(cur, "'how much' of a thing not measured by its area", Reason.UNIT_MISMATCH)
    else:
        raise _refuse(cur, "expected 'How many square …' or 'How much …'", Reason.UNPARSED_QUESTION)
    if cur.take_word(*_AUX) is None:
        raise _refuse(cur, "expected do/does/did/will/would/can", Reason.UNPARSED_QUESTION)
    if not (_thing_covers(cur, thing) or _someone_covers(cur, thing)):
        raise _refuse(cur, "expected '<the thing> cover?' or '<someone> need to cover <the thing>?'",
                      Reason.UNPARSED_QUESTION)
    ops = [Op(kind=AREA, lemma="fn.width", sentence=0, item=Item(unit=unit), amount=fmt(length), factor=fmt(width),
              target=square)]
    return Graph(ops=ops, question=Question(kind=AREA, sentence=1, item=Item(unit=square)))


def _thing_covers(cur: Cursor, thing) -> bool:
    """``REF cover`` ending the question: the thing itself covers the asked area (nothing consumed if not)."""
    start, end = cur.pos, cur.end
    if end - start < 2 or cur.words[end - 1] != "cover":
        return False
    cur.end = end - 1
    try:
        ok = _reference(cur, thing, False)
    finally:
        cur.end = end
    cur.pos = end if ok else start
    return ok


def _someone_covers(cur: Cursor, thing) -> bool:
    """``SOMEONE need to cover REF2`` ending the question: who needs it does not change the area."""
    start = cur.pos
    if cur.peek_word() in _PRONOUNS or (cur.sense("name") is not None and cur.tokens[cur.pos].text[:1].isupper()):
        cur.pos += 1
        if cur.take_word("need") and cur.take_word("to") and cur.take_word("cover") \
                and _reference(cur, thing, True):
            return True
    cur.pos = start
    return False


def _noun_phrase(cur: Cursor):
    """``carpet`` / ``ground`` / ``grass seed``: a number-free noun phrase (what covers or is covered)."""
    got = noun_run(cur, cur.pos, ("unit", "place"))
    if got is None:
        return None
    cur.pos = got[2]
    return got


def area_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: length × width, in the square unit."""
    op = graph.ops[0]
    value = Fraction(op.amount) * Fraction(op.factor)
    step = Step(lemma=op.lemma, kind=AREA, holder="", operands=[op.amount, op.factor], before="", after=fmt(value))
    return value, op.target, [step]


def verify_area(lex, graph: Graph) -> Fraction:
    """Verifier: the area counted in small squares — each side in whole parts of its own denominator, one row
    of the length's parts added once per part of the width — then scaled back."""
    op = graph.ops[0]
    length, width = Fraction(op.amount), Fraction(op.factor)
    rows, side = width.numerator, length.numerator
    if rows > side:
        rows, side = side, rows
    if rows > 1000000:
        raise ValueError("too many rows to count")
    total = 0
    for _ in range(rows):
        total += side
    return Fraction(total, length.denominator * width.denominator)
