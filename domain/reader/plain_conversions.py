"""``How many seconds are there in 5 minutes?`` (v18, ADR 0397): a conversion asked on its own, nothing told.

    How many seconds are there in 5 minutes?              5 × 60 = 300 seconds
    How many hours are in a week?                         1 × 168 = 168 hours
    How many cups are in 3 gallons?                       3 × 16 = 48 cups

Why a module of its own: the text tells nothing, so no holding or rate of the story is there to read; the one
fact used is the pack's ``per_base`` of two units of one family (converted_measures.py, ADR 0333, reads the same
facts for a thing's stated measure). The graph is that module's: one ``measure`` op of the amount named in the
question and a ``converted_measure`` question, so the solver and the verifier are its own.

The whole text is one sentence, the question:

    How many U1 are|is [there] in N U2?          N a positive number (digits or a number word) and U2 in
                                                 agreement (``1 minute``, ``5 minutes``), or ``a|an|one U2``

U1 and U2 two different units of one pack family, both with a ``per_base`` (seconds, minutes, hours, days,
weeks; inches, feet, yards, miles; cups, pints, quarts, gallons; ounces, pounds, tons; the metric ones; cents and
dollars). The answer is N × per_base(U2) / per_base(U1); an answer no decimal states (``How many feet are in
5 inches?``) refuses in answer_policy.py.

Refusals (a wrong answer is the one defect): units of two families (``How many minutes are in 3 miles?``), a
unit with no ``per_base`` (months, years, dozens: the pack states no exact conversion), the same unit twice, a
second sentence (a story that may state its own rate is another construction's), any word more (``in 5 minutes
and 30 seconds``, ``in half an hour``), a number with no unit, a unit not in the plural after ``How many``.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.converted_measures import CONVERTED
from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Cursor, fmt
from domain.reader.refusals import Reason, ReaderRefusal, whole_text_refusal
from domain.reader.travel import _number

_KEY = "the conversion"


def _refuse_plain(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_QUESTION) -> ReaderRefusal:
    return whole_text_refusal(cur, CONVERTED, detail, reason)


def _convertible_unit(cur: Cursor, at: int):
    """The unit sense at ``at`` when its unit has a ``per_base`` (else None)."""
    u = cur.sense("unit", at)
    if u is None or not cur.lex.unit_by_id[u.entry.id].per_base:
        return None
    return u


def claims(cursors: list[Cursor]) -> bool:
    """One sentence: ``How many <unit with a per_base> are|is [there] in …``."""
    if len(cursors) != 1:
        return False
    q = cursors[0]
    if q.end < 6 or q.sense("fn:how", 0) is None or q.words[1] != "many":
        return False
    u = _convertible_unit(q, 2)
    if u is None:
        return False
    at = 2 + u.length
    if at < q.end and q.words[at] in ("are", "is"):
        at += 1
        if at < q.end and q.words[at] == "there":
            at += 1
        return at < q.end and q.words[at] == "in"
    return False


def parse_plain_conversion(cursors: list[Cursor]) -> Graph:
    q = cursors[0]
    asked = q.sense("unit", 2)
    if asked.form != "pl":
        raise _refuse_plain(q, "expected a unit in the plural after 'How many'", Reason.UNIT_MISMATCH)
    q.pos = 2 + asked.length + 1
    q.take_word("there")
    q.take_word("in")
    if q.peek_word() in ("a", "an"):
        q.pos += 1
        value, form = Fraction(1), "sg"
    else:
        value = _number(q)
        if value is None or value <= 0:
            raise _refuse_plain(q, "expected a positive number of a unit after 'in'")
        form = "sg" if value == 1 else "pl"
    told = _convertible_unit(q, q.pos)
    if told is None:
        raise _refuse_plain(q, "expected a unit the pack converts after the number", Reason.UNIT_MISMATCH)
    if told.form != form:
        raise _refuse_plain(q, "a number and its unit that do not agree")
    q.pos += told.length
    if not q.at_end():
        raise _refuse_plain(q, "words after the unit")
    a, t = q.lex.unit_by_id[asked.entry.id], q.lex.unit_by_id[told.entry.id]
    if a.family != t.family:
        raise _refuse_plain(q, f"{t.id} asked in {a.id}: units of two families", Reason.UNIT_MISMATCH)
    if a.id == t.id:
        raise _refuse_plain(q, "the same unit asked in itself", Reason.UNIT_MISMATCH)
    op = Op(kind="measure", lemma="measure", sentence=0, actor=_KEY, item=Item(unit=t.id), amount=fmt(value))
    return Graph(ops=[op], question=Question(kind=CONVERTED, sentence=0, entity=_KEY, item=Item(unit=a.id)))
