"""A length cut into equal pieces (v18, ADR 0397).

    A board is 12 feet long. Tom cuts it into 4 equal pieces. How long is each piece?            12 ÷ 4 = 3 feet
    A rope is 18 feet long. It is cut into 3 equal pieces. How many yards long is each piece?     18 ÷ 3 = 6 feet = 2 yards
    Ann cut a 12 foot ribbon into 3 equal pieces. How long is each piece?                         12 ÷ 3 = 4 feet
    Faisal cut a 100-centimeter ribbon into 4 equal parts. How long is each part?                 100 ÷ 4 = 25 centimeters
    A rope 91 meters long is cut into 7 equal pieces. How long is each piece?                     91 ÷ 7 = 13 meters

Why a module of its own: changed_measures.py (ADR 0233) reads a measured thing cut *by* a length; here it is cut
*into* a number of equal pieces, and the asked piece is none of the told things.

The whole text, one of:

- ``A|The THING is|was L U long.`` then ``NAME|he|she|they cut|cuts it into K equal pieces|parts.`` or ``It is|was
  cut into K equal pieces|parts.``, then the question;
- ``NAME cut|cuts a|an|the L U THING into K equal pieces|parts.`` (U in the singular: a measure adjective, ``a 12
  foot ribbon``; ``a 100-centimeter ribbon`` is re-spelled so first, ``repair_hyphen_lengths``), ``A|The L U THING
  is|was cut into K equal pieces|parts.`` or ``A|The THING L U long is|was cut into …``, then the question.

The question: ``How long is|was each piece|part [in V]?`` or ``How many V long is|was each piece|part?``. L a
positive number, U a length unit, K a whole number of 2 or more, V a length unit of U's family (the pack's
``per_base`` converts). The answer is L ÷ K (in V).

Refusals (a wrong answer is the one defect): pieces not said to be equal (``into 3 pieces``), no length told, a
second cut, a thing cut that is not the one measured (``cuts the ribbon`` after a board), a piece asked in a unit
of another family, words left anywhere.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.lengths import _thing
from domain.reader.phrases import Cursor, fmt, noun_run
from domain.reader.rectangle_areas import _length
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step
from domain.reader.tokens import Sentence, Token
from domain.reader.travel import _number

CUT_EQUAL = "cut_equal_length"
_LENGTH_FAMILIES = ("length", "length_metric")
_PIECES = ("pieces", "parts")


def _refuse_cut(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, CUT_EQUAL, detail, reason)


def repair_hyphen_lengths(sentences: list[Sentence], lex) -> list[Sentence]:
    """``a 100-centimeter ribbon`` → ``a 100 centimeter ribbon``: digits, a hyphen and a length unit in the
    singular, after ``a|an|the`` and before a word, in a sentence holding ``cut`` and ``into`` (this module's)."""
    singular = {u.singular for u in lex.pack.units if u.family in _LENGTH_FAMILIES and " " not in u.singular}
    out = []
    for s in sentences:
        lows = [t.low for t in s.tokens]
        if "-" not in lows or "into" not in lows or not ({"cut", "cuts"} & set(lows)):
            out.append(s)
            continue
        toks: list[Token] = []
        i = 0
        while i < len(s.tokens):
            t = s.tokens[i]
            if t.kind == "num" and i >= 1 and lows[i - 1] in ("a", "an", "the") and i + 3 < len(s.tokens) \
                    and lows[i + 1] == "-" and lows[i + 2] in singular and s.tokens[i + 3].kind == "word":
                toks.append(t)
                toks.append(s.tokens[i + 2])
                i += 3
                continue
            toks.append(t)
            i += 1
        out.append(Sentence(s.index, toks, s.question) if len(toks) != len(s.tokens) else s)
    return out


def _into(cur: Cursor) -> Fraction | None:
    """``into K equal pieces|parts`` to the end: K (None if not)."""
    if cur.take_word("into") is None:
        return None
    k = _number(cur)
    if k is None or k.denominator != 1 or k < 2 or cur.take_word("equal") is None or cur.peek_word() not in _PIECES:
        return None
    cur.pos += 1
    return k if cur.at_end() else None


def _adjective_length(cur: Cursor) -> tuple[Fraction, str] | None:
    """``L U`` with U in the singular (a measure adjective: ``12 foot``), or None (nothing consumed)."""
    start = cur.pos
    value = _number(cur)
    unit = cur.sense("unit")
    if value is None or value <= 0 or unit is None or unit.form != "sg" \
            or cur.lex.unit_by_id[unit.entry.id].family not in _LENGTH_FAMILIES:
        cur.pos = start
        return None
    cur.pos += unit.length
    return value, unit.entry.id


def _noun_here(cur: Cursor) -> bool:
    got = noun_run(cur, cur.pos, ("unit", "place"))
    if got is None or got[1].form != "sg" or got[0]:
        return False
    cur.pos = got[2]
    return True


def _one_sentence(cur: Cursor) -> tuple[Fraction, str, Fraction] | None:
    """The one-sentence statements (module doc): (L, U, K) or None."""
    cur.pos = 0
    name = cur.sense("name")
    if name is not None and cur.tokens[0].text[:1].isupper() and cur.peek_word(1) in ("cut", "cuts"):
        cur.pos = 2
        if cur.take_word("a", "an", "the") is None:
            return None
        got = _adjective_length(cur)
        if got is None or not _noun_here(cur):
            return None
        k = _into(cur)
        return None if k is None else (got[0], got[1], k)
    if cur.take_word("a", "the") is None:
        return None
    got = _adjective_length(cur)
    if got is not None:
        if not _noun_here(cur):
            return None
    else:
        if not _noun_here(cur):
            return None
        got = _length(cur)
        if got is None or cur.take_word("long") is None:
            return None
    if cur.take_word("is", "was") is None or cur.take_word("cut") is None:
        return None
    k = _into(cur)
    return None if k is None else (got[0], got[1], k)


def _measured(cur: Cursor) -> tuple[str, Fraction, str] | None:
    """``A|The THING is|was L U long`` to the end: (key, L, U) or None."""
    cur.pos = 0
    if cur.peek_word() not in ("a", "an", "the"):
        return None
    key = _thing(cur)
    if key is None or cur.take_word("is", "was") is None:
        return None
    got = _length(cur)
    if got is None or cur.take_word("long") is None or not cur.at_end():
        return None
    return key, got[0], got[1]


def _cut_it(cur: Cursor) -> Fraction | None:
    """``NAME|he|she|they cut|cuts it into K equal …`` / ``It is|was cut into K equal …``: K or None."""
    cur.pos = 0
    if cur.peek_word() == "it":
        cur.pos = 1
        if cur.take_word("is", "was") is None or cur.take_word("cut") is None:
            return None
        return _into(cur)
    name = cur.sense("name")
    if cur.peek_word() in ("he", "she", "they") or (name is not None and cur.tokens[0].text[:1].isupper()):
        cur.pos = 1
        if cur.take_word("cut", "cuts") is None or cur.take_word("it") is None:
            return None
        return _into(cur)
    return None


def _statement(cursors: list[Cursor]) -> tuple[Fraction, str, Fraction] | None:
    if len(cursors) == 1:
        got = _one_sentence(cursors[0])
    elif len(cursors) == 2:
        told = _measured(cursors[0])
        k = _cut_it(cursors[1]) if told is not None else None
        got = None if k is None else (told[1], told[2], k)
    else:
        got = None
    for cur in cursors:
        cur.pos = 0
    return got


def _asked(q: Cursor, unit: str) -> str | None:
    """The question (module doc): the asked unit id, or None."""
    q.pos = 0
    if q.sense("fn:how") is None:
        return None
    q.pos = 1
    asked = unit
    if q.take_word("many") is not None:
        u = q.sense("unit")
        if u is None or u.form != "pl":
            return None
        asked = u.entry.id
        q.pos += u.length
    if q.take_word("long") is None or q.take_word("is", "was") is None or q.take_word("each") is None \
            or q.peek_word() not in ("piece", "part"):
        return None
    q.pos += 1
    if q.take_word("in") is not None:
        if asked != unit:
            return None
        u = q.sense("unit")
        if u is None or u.form != "pl":
            return None
        asked = u.entry.id
        q.pos += u.length
    return asked if q.at_end() else None


def claims(cursors: list[Cursor]) -> bool:
    """Two or three sentences: a length cut into K equal pieces, a question ``How …``."""
    if len(cursors) not in (2, 3) or cursors[-1].sense("fn:how", 0) is None:
        return False
    return _statement(cursors[:-1]) is not None


def parse_cut_equal(cursors: list[Cursor]) -> Graph:
    length, unit, k = _statement(cursors[:-1])
    q = cursors[-1]
    asked = _asked(q, unit)
    if asked is None:
        raise _refuse_cut(q, "expected 'How long is each piece|part [in U]?'", Reason.UNPARSED_QUESTION)
    a, t = q.lex.unit_by_id[asked], q.lex.unit_by_id[unit]
    if a.family != t.family or not a.per_base or not t.per_base:
        raise _refuse_cut(q, f"a piece of {unit} asked in {asked}", Reason.UNIT_MISMATCH)
    op = Op(kind=CUT_EQUAL, lemma="verb.cut", sentence=0, item=Item(unit=unit), amount=fmt(length), factor=fmt(k),
            target=asked)
    return Graph(ops=[op], question=Question(kind=CUT_EQUAL, sentence=q.sentence.index, item=Item(unit=asked)))


def cut_equal_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: L ÷ K, converted by the two units' ``per_base``."""
    op = graph.ops[0]
    told, want = lex.unit_by_id[op.item.unit], lex.unit_by_id[op.target]
    piece = Fraction(op.amount) / Fraction(op.factor)
    value = piece * Fraction(told.per_base) / Fraction(want.per_base)
    step = Step(lemma=op.lemma, kind=CUT_EQUAL, holder="", operands=[op.amount, op.factor], before="",
                after=fmt(value))
    return value, op.target, [step]


def verify_cut_equal(lex, graph: Graph) -> Fraction:
    """Verifier: the length in the family's base unit, the piece found by laying K of them end to end (the
    piece P with K × P equal to the length, checked by adding), then counted in the asked unit."""
    op = graph.ops[0]
    k = Fraction(op.factor)
    if k.denominator != 1 or k < 2 or k > 10 ** 6:
        raise ValueError("a whole number of pieces, not too many to lay")
    whole = Fraction(op.amount) * Fraction(lex.unit_by_id[op.item.unit].per_base)
    piece = Fraction(whole.numerator, whole.denominator * k.numerator)
    laid = Fraction(0)
    for _ in range(k.numerator):
        laid += piece
    if laid != whole:
        raise ValueError("the pieces do not make the length")
    return piece / Fraction(lex.unit_by_id[graph.question.item.unit].per_base)
