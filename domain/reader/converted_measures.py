"""``The rope is 3 feet long. How many inches long is the rope?`` (v16, ADR 0333): one measure, asked in another unit.

    The rope is 3 feet long. How many inches long is the rope?              3 × 12 = 36 inches
    A movie is 2 hours long. How many minutes long is the movie?            2 × 60 = 120 minutes
    Tom's dog weighs 3 pounds. How many ounces does Tom's dog weigh?        3 × 16 = 48 ounces

A thing's one stated measure (a length, a weight, or a time ``long``) and a question asking the same thing's
measure in a unit of the same pack family: the answer is the measure converted by the pack's ``per_base`` (feet
and inches, pounds and ounces, hours and minutes …). The pack states every conversion read here; units of two
families (miles and kilometers, pounds and kilograms) or a unit without a ``per_base`` refuse (unit_mismatch):
the reader never guesses a conversion.

The whole text is two sentences:

- ``THING is|was D [long|tall]`` / ``THING weighs|weighed D``: THING as lengths.py reads it (``the rope``,
  ``Tom's dog``, ``a movie``, ``Tom``), D a positive number and a unit of a length, mass or time family;
  ``long``/``tall`` never with a weight, ``tall`` never with a time, ``weighs`` only with a weight;
- ``How many U [long|tall] is|was THING?`` / ``How many U does|did THING weigh?`` / ``How long|tall is|was THING
  in U?`` / ``How much does|did THING weigh in U?``: U of D's family, the same
  THING (``the movie`` after ``a movie``), the same tense as the statement (``Tom was 50 inches tall. How many
  feet tall is Tom?``: he may have grown).

v17 (ADR 0364): a time told with ``lasts|lasted`` (pack ``verb.last``) and asked ``How many U does|did THING
last?``; a measure told in two units of one family, the larger first (``1 hour and 40 minutes``, ``5 feet and 3
inches``), counted in the smaller (100 minutes).

v18 (ADR 0397): a time told with ``takes|took`` (pack ``verb.take``) as with ``lasts`` (``A bus ride takes 2
hours. How many minutes is the ride?`` / ``… does the ride take?``).

Anything else claimed here refuses: a second statement (which measure?), a pronoun for the thing (``How many
inches long is it?``), an indefinite thing asked (``How many inches long is a ribbon?``: any ribbon), words after the measure (``3 feet long and 2 feet wide``), an answer no decimal states
(2 inches in feet, answer_policy.py).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.lengths import _MASS, _tense, _thing, measure_families
from domain.reader.phrases import Cursor, fmt
from domain.reader.refusals import Reason, ReaderRefusal, whole_text_refusal
from domain.reader.results import Step
from domain.reader.travel import _number

CONVERTED = "converted_measure"
_TIME = "time"


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, CONVERTED, detail, reason)


def _families(lex) -> frozenset[str]:
    return measure_families(lex) | {_TIME}


def _convertible(lex, unit_id: str) -> bool:
    u = lex.unit_by_id[unit_id]
    return u.family in _families(lex) and bool(u.per_base)


def claims(cursors: list[Cursor]) -> bool:
    """Two sentences, the question ``How many <unit of a length, mass or time family> …`` and the statement
    holding ``is|was|weighs`` right before a number."""
    if len(cursors) != 2:
        return False
    s, q = cursors
    if q.end < 5 or q.sense("fn:how", 0) is None:
        return False
    form = _question_form(q)
    if form is None:
        return False
    u = q.sense("unit", form[1])
    if u is None or u.form != "pl" or not _convertible(q.lex, u.entry.id):
        return False
    if not any((s.sense("fn:be", i) is not None or s.sense("fn:weigh", i) is not None or _last(s, i) or _take(s, i))
               and (s.sense("num", i + 1) is not None or s.sense("number", i + 1) is not None) for i in range(s.end - 1)):
        return False
    # a thing measured and a thing (or a pronoun / ``a``) asked: ``One brick weighs 5 pounds. How many pounds do
    # 8 bricks weigh?`` is a rate (unit_weights.py), not a thing's measure
    s.pos = 0
    told = _thing(s) is not None and (s.sense("fn:be") is not None or s.sense("fn:weigh") is not None
                                      or _last(s, s.pos) or _take(s, s.pos))
    s.pos = 0
    if not told:
        return False
    if form[0] == "many":
        q.pos = 2 + u.length
        if q.sense("fn:dimension") is not None:
            q.pos += q.sense("fn:dimension").length
    else:
        q.pos = 2
    if q.take("fn:be") is None and q.take("fn:aux") is None:
        q.pos = 0
        return False
    asked = q.pos < q.end and (q.words[q.pos] in ("a", "an", "it") or _thing(q) is not None)
    q.pos = 0
    return asked


def _last(cur: Cursor, i: int) -> bool:
    """(v17) ``lasts`` / ``lasted`` / ``last`` at ``i``: the pack's ``verb.last`` (a time's verb, as ``weighs`` is a
    weight's)."""
    v = cur.sense("verb", i)
    return v is not None and v.entry.id == "verb.last" and v.length == 1


def _take(cur: Cursor, i: int) -> bool:
    """(v18, ADR 0397) ``takes`` / ``took`` at ``i``: the pack's ``verb.take``, a time's verb as ``lasts`` is
    (``A bus ride takes 2 hours.``)."""
    v = cur.sense("verb", i)
    return v is not None and v.entry.id == "verb.take" and v.length == 1 and cur.words[i] in _TAKE_TENSES


_TAKE_TENSES = {"takes": "present", "took": "past", "take": "present"}


def _question_form(q: Cursor) -> tuple[str, int] | None:
    """(``many`` | ``long`` | ``much``, the index of the asked unit): ``How many U …``, ``How long|tall is|was
    THING in U``, ``How much does|did THING weigh in U`` (the unit closing the question)."""
    if q.words[1] == "many":
        return "many", 2
    k = q.end - 2
    if q.words[k] != "in" or q.sense("unit", k + 1) is None or q.sense("unit", k + 1).length != 1:
        return None
    if q.sense("fn:dimension", 1) is not None and q.sense("fn:be", 2) is not None:
        return "long", k + 1
    if q.words[1] == "much" and q.sense("fn:aux", 2) is not None and q.sense("fn:weigh", k - 1) is not None:
        return "much", k + 1
    return None


def _one(cur: Cursor) -> tuple[Fraction, str]:
    value = _number(cur)
    unit = cur.sense("unit")
    if value is None or value <= 0 or unit is None or (unit.form == "pl" and value == 1) \
            or (unit.form == "sg" and value != 1):
        raise _refuse(cur, "no measure after is/was/weighs")
    if not _convertible(cur.lex, unit.entry.id):
        raise _refuse(cur, f"{unit.entry.id} has no conversion in the pack", Reason.UNIT_MISMATCH)
    cur.pos += unit.length
    return value, unit.entry.id


def _measure(cur: Cursor, weigh: bool, last: bool = False) -> tuple[Fraction, str]:
    value, unit_id = _one(cur)
    if cur.peek_word() == "and" and (cur.sense("num", cur.pos + 1) is not None
                                     or cur.sense("number", cur.pos + 1) is not None):
        # v17: "1 hour and 40 minutes": two units of one family, the larger first, counted in the smaller
        cur.pos += 1
        value2, unit2 = _one(cur)
        big, small = cur.lex.unit_by_id[unit_id], cur.lex.unit_by_id[unit2]
        if big.family != small.family or Fraction(big.per_base) <= Fraction(small.per_base):
            raise _refuse(cur, "two units of a measure, not the larger first", Reason.UNIT_MISMATCH)
        if value.denominator != 1 or value2 * Fraction(small.per_base) >= Fraction(big.per_base):
            raise _refuse(cur, "a compound measure whose parts are not whole, or a smaller part past the larger")
        value = value * Fraction(big.per_base) / Fraction(small.per_base) + value2
        unit_id = unit2
    family = cur.lex.unit_by_id[unit_id].family
    if last and family != _TIME:
        raise _refuse(cur, "'lasts' or 'takes' with a length or a weight")
    _dimension(cur, family, weigh)
    return value, unit_id


def _dimension(cur: Cursor, family: str, weigh: bool) -> None:
    """``long`` / ``tall`` after a measure: never with a weight, ``tall`` never with a time; ``weigh`` only with
    a weight."""
    mass = family in _MASS
    if weigh and not mass:
        raise _refuse(cur, "'weighs' with a length or a time")
    d = cur.sense("fn:dimension")
    if d is None:
        return
    if mass or (family == _TIME and cur.words[cur.pos] != "long"):
        raise _refuse(cur, f"'{cur.words[cur.pos]}' with a {'weight' if mass else 'time'}")
    cur.pos += d.length


def parse_converted(cursors: list[Cursor]) -> Graph:
    """The statement as one measured thing, the question as that thing's measure in its unit (module doc)."""
    s, q = cursors
    s.pos = 0
    key = _thing(s)
    if key is None:
        raise _refuse(s, "no thing measured")
    verb_at = s.pos
    weigh = s.take("fn:weigh") is not None
    last = not weigh and (_last(s, s.pos) or _take(s, s.pos))
    if last:
        s.pos += 1
    elif not weigh and s.take("fn:be") is None:
        raise _refuse(s, "a thing without is/was/weighs")
    value, unit = _measure(s, weigh, last)
    if not s.at_end():
        raise _refuse(s, "words after the measure")
    told = _tense(s.words[verb_at]) if not last else {"lasts": "present", "lasted": "past",
                                                      **_TAKE_TENSES}.get(s.words[verb_at], "other")
    took = last and _take(s, verb_at)

    form, at = _question_form(q)
    asked = q.sense("unit", at).entry.id
    family = q.lex.unit_by_id[asked].family
    if q.lex.unit_by_id[unit].family != family:
        raise _refuse(q, f"{unit} asked in {asked}: units of two families", Reason.UNIT_MISMATCH)
    weigh_q = False
    if form == "many":
        q.pos = 2 + q.sense("unit", 2).length
        _dimension(q, family, False)
    else:
        pos = 1
        if form == "long":
            q.pos = 1
            _dimension(q, family, False)  # "How tall is the movie in minutes?" refuses
            pos = q.pos
        else:
            pos = 2
        q = Cursor(q.lex, q.sentence, pos, at - 1)  # the verb and the thing end before "in U"
    q_verb = q.pos
    if q.take("fn:be") is None:
        if q.take("fn:aux") is None:
            raise _refuse(q, "expected is/was or does/did after the asked unit", Reason.UNPARSED_QUESTION)
        weigh_q = True
    if q.pos < q.end and q.words[q.pos] in ("a", "an"):
        raise _refuse(q, "'a' thing asked: any such thing, not the one measured", Reason.AMBIGUOUS_REFERENCE)
    other = _thing(q)
    if other is None:
        raise _refuse(q, "no thing asked about", Reason.UNPARSED_QUESTION)
    if weigh_q and family == _TIME and took:  # v18: "How many minutes does the ride take?"
        if not _take(q, q.pos) or q.words[q.pos] != "take":
            raise _refuse(q, "'does …' without 'take'", Reason.UNPARSED_QUESTION)
        q.pos += 1
    elif weigh_q and family == _TIME and last:  # v17: "How many minutes does the movie last?"
        if not _last(q, q.pos) or q.words[q.pos] != "last":
            raise _refuse(q, "'does …' without 'last'", Reason.UNPARSED_QUESTION)
        q.pos += 1
    elif weigh_q:
        if q.take("fn:weigh") is None:
            raise _refuse(q, "'does …' without 'weigh'", Reason.UNPARSED_QUESTION)
        if family not in _MASS:
            raise _refuse(q, "'weigh' asked in a length or a time", Reason.UNIT_MISMATCH)
    if not q.at_end():
        raise _refuse(q, "words after the question", Reason.UNPARSED_QUESTION)
    if other != key:
        raise _refuse(q, f"{other} asked, {key} measured", Reason.UNKNOWN_QUANTITY)
    if _tense(q.words[q_verb]) != told:
        raise _refuse(q, "a measure told in one tense and asked in another", Reason.AMBIGUOUS_REFERENCE)
    op = Op(kind="measure", lemma="measure", sentence=s.sentence.index, actor=key, item=Item(unit=unit),
            amount=fmt(value))
    return Graph(ops=[op], question=Question(kind=CONVERTED, sentence=q.sentence.index, entity=key,
                                             item=Item(unit=asked)))


def _told(graph: Graph) -> Op:
    ops = [op for op in graph.ops if op.kind == "measure" and op.actor == graph.question.entity]
    if len(ops) != 1 or len(graph.ops) != 1:
        raise ValueError("one measure of the thing asked is needed")
    return ops[0]


def converted_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the measure times (its unit's per_base over the asked unit's)."""
    op = _told(graph)
    asked = graph.question.item.unit
    told, want = lex.unit_by_id[op.item.unit], lex.unit_by_id[asked]
    if told.family != want.family or not told.per_base or not want.per_base:
        raise ValueError("no conversion the pack states")
    value = Fraction(op.amount) * (Fraction(told.per_base) / Fraction(want.per_base))
    step = Step(lemma="measure", kind="measure_conversion", holder=op.actor, operands=[op.amount],
                before=op.amount, after=fmt(value))
    return value, asked, [step]


def verify_converted(lex, graph: Graph) -> Fraction:
    """Verifier: the measure taken to its family's base unit, then counted in asked units (re-derived from the
    op and the question on its own)."""
    ops = [op for op in graph.ops if op.kind == "measure"]
    if len(ops) != 1 or ops[0].actor != graph.question.entity:
        raise ValueError("not one measure of the thing asked")
    told, want = lex.unit_by_id[ops[0].item.unit], lex.unit_by_id[graph.question.item.unit]
    if told.family != want.family:
        raise ValueError("two families")
    in_base = Fraction(ops[0].amount) * Fraction(told.per_base)
    return in_base / Fraction(want.per_base)
