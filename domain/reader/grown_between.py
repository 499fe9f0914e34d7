"""One thing measured at two times, the growth between asked (v19, ADR 0431).

    Last year Ishaan was 132 centimeters tall. This year he is 139 centimeters tall. How many centimeters
    did he grow?                                                                            139 − 132 = 7
    The tree was 12 feet tall last year. Now it is 15 feet tall. How many feet has the tree grown?   15 − 12

Why a module of its own: changed_measures.py (ADR 0233) tells a measure and then the change, and asks the
measure after it; here both measures are told, one then and one now, and the question asks the change. Read as
holdings, ``Ishaan was 132 centimeters tall`` names no verb of the pack (``is``/``was`` with a measure): it
refused ``expected a verb of the pack after the subject``.

The text is three sentences:

1. ``[<then>[,]] THING was D1 long|tall [<then>]`` — THING as lengths.py reads it (``Ishaan``, ``Sam's
   plant``, ``the tree``), D1 a length; <then> a pack time of the past (``last year``, ``last month``, …:
   a ``time.last_*`` entry);
2. ``[<now>[,]] THING|he|she|it is D2 long|tall [<now>]`` — the same THING, or ``he``/``she`` for a named
   THING whose pack gender fits (``it`` for a thing told with ``the``/``a``); <now> ``now``, ``today`` or a
   ``time.this_*`` entry; D2 a length of D1's family (converted by the pack's ``per_base``);
3. ``How many U did THING|he|she|it grow?`` / ``How many U has THING|… grown?`` / ``How much did THING|… grow
   [in U]?`` (pack verb ``verb.grow``), U of D1's family (D1's unit when not said).

The answer is D2 − D1 in U. Refused: a growth of nothing or less (the thing is no taller now), another thing
or person in either statement or the question (``he`` of a name the pack gives no gender, ``she`` of Ishaan),
the first measure told in the present or the second in the past, a <then> in the second statement or a <now>
in the first, a weight, a unit of another family, any other words.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.lengths import _measure, _thing
from domain.reader.phrases import Cursor, fmt
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

GROWN = "grown_between"
_LENGTHS = ("length", "length_metric")


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, GROWN, detail, reason)


def _when(cur: Cursor) -> str:
    """A time phrase at the cursor: ``then`` (a ``time.last_*``), ``now`` (``now`` or a ``time.this_*`` /
    ``time.today``), consumed; "" (nothing consumed) otherwise."""
    if cur.take_word("now") is not None:
        return "now"
    t = cur.sense("time")
    if t is None:
        return ""
    tid = t.entry.id
    kind = "then" if tid.startswith("time.last_") and tid != "time.last_night" else \
        "now" if (tid.startswith("time.this_") and tid not in ("time.this_morning", "time.this_afternoon",
                                                                 "time.this_evening")) or tid == "time.today" else ""
    if kind:
        cur.pos += t.length
    return kind


def _subject(cur: Cursor, first: str, gender: str) -> str | None:
    """THING again, or the pronoun that is THING's (module doc); None, nothing consumed, otherwise."""
    w = cur.peek_word()
    if w in ("he", "she"):
        if gender != ("m" if w == "he" else "f"):
            raise _refuse(cur, f"'{w}' does not fit {first}", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += 1
        return first
    if w == "it":
        if not first.startswith("the "):
            raise _refuse(cur, f"'it' for {first}", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += 1
        return first
    return _thing(cur)


def _gender(cur: Cursor, key: str) -> str:
    """A bare name's pack gender (``m``/``f``); "" for anything else."""
    if key.startswith("the ") or "'s " in key:
        return ""
    entry = cur.lex.names.get(key)
    return getattr(entry, "gender", "") or "" if entry is not None else ""


def _statement(cur: Cursor, verb: str, own: str, first: str = "", gender: str = "") -> tuple[str, Fraction, str]:
    """``[<when>[,]] THING <verb> D long|tall [<when>]``: (key, D, unit); the time phrases must be ``own``."""
    cur.pos = 0
    times = []
    got = _when(cur)
    if got:
        times.append(got)
        cur.take_word(",")
    key = _subject(cur, first, gender) if first else _thing(cur)
    if key is None:
        raise _refuse(cur, "no thing measured")
    if cur.take_word(verb) is None:
        raise _refuse(cur, f"expected '{verb}'")
    m = _measure(cur)
    if m is None or cur.lex.unit_by_id[m[1]].family not in _LENGTHS or cur.take("fn:dimension") is None:
        raise _refuse(cur, "expected a length, then long/tall")
    got = _when(cur)
    if got:
        times.append(got)
    if not cur.at_end():
        raise _refuse(cur, "words after the measure")
    if any(t != own for t in times) or len(times) > 1:
        raise _refuse(cur, f"a time that is not {own}", Reason.AMBIGUOUS_REFERENCE)
    return key, m[0], m[1]


def claims(cursors: list[Cursor]) -> bool:
    """Three sentences: the first ``… was D``, the second ``… is D``, the question ``How … grow|grown``."""
    if len(cursors) != 3:
        return False
    s1, s2, q = cursors
    if q.sense("fn:how", 0) is None or q.words[q.end - 1] not in _grow_forms(q):
        return False
    if "was" not in s1.words[:s1.end] or "is" not in s2.words[:s2.end]:
        return False
    s1.pos = 0
    try:
        _statement(s1, "was", "then")
    except ReaderRefusal:
        return False
    finally:
        s1.pos = 0
    return True


def _grow_forms(cur: Cursor) -> tuple[str, ...]:
    for v in cur.lex.pack.verbs:
        if v.id == "verb.grow":
            return tuple(v.forms)
    return ()


def parse_grown_between(cursors: list[Cursor]) -> Graph:
    s1, s2, q = cursors
    first, d1, u1 = _statement(s1, "was", "then")
    gender = _gender(s1, first)
    key, d2, u2 = _statement(s2, "is", "now", first, gender)
    s1.pos = 0
    if key != first:
        raise _refuse(s2, f"{key} measured, not {first}", Reason.UNKNOWN_ENTITY)
    lex = q.lex
    family = lex.unit_by_id[u1].family
    if lex.unit_by_id[u2].family != family or (u2 != u1 and not (lex.unit_by_id[u1].per_base
                                                                  and lex.unit_by_id[u2].per_base)):
        raise _refuse(s2, f"{u2} beside {u1}: no conversion the pack states", Reason.UNIT_MISMATCH)
    asked = _question(q, first, gender, u1)
    if lex.unit_by_id[asked].family != family or (asked not in (u1, u2) or u1 != u2) and not all(
            lex.unit_by_id[u].per_base for u in (u1, u2, asked)):
        raise _refuse(q, f"{u1} asked in {asked}: no conversion the pack states", Reason.UNIT_MISMATCH)
    ops = [Op(kind="measure", lemma="measure", sentence=0, actor=first, item=Item(unit=u1), amount=fmt(d1)),
           Op(kind="measure", lemma="measure", sentence=1, actor=first, item=Item(unit=u2), amount=fmt(d2))]
    return Graph(ops=ops, question=Question(kind=GROWN, sentence=2, entity=first, lemma="verb.grow",
                                            item=Item(unit=asked)))


def _question(q: Cursor, first: str, gender: str, told: str) -> str:
    """The asked unit (module doc)."""
    cur = Cursor(q.lex, q.sentence, 1, q.end)
    asked = ""
    if cur.take_word("many") is not None:
        u = cur.sense("unit")
        if u is None or u.form != "pl":
            raise _refuse(cur, "expected 'How many <unit>'", Reason.UNPARSED_QUESTION)
        asked = u.entry.id
        cur.pos += u.length
    elif cur.take_word("much") is None:
        raise _refuse(cur, "expected 'How many U' or 'How much'", Reason.UNPARSED_QUESTION)
    aux = cur.take_word("did", "has")
    if aux is None:
        raise _refuse(cur, "expected did/has", Reason.UNPARSED_QUESTION)
    if cur.peek_word() in ("a", "an"):
        raise _refuse(cur, "an indefinite thing asked", Reason.AMBIGUOUS_REFERENCE)
    key = _subject(cur, first, gender)
    if key != first:
        raise _refuse(cur, f"{key} asked, not {first}", Reason.UNKNOWN_QUANTITY)
    if cur.take_word("grown" if aux == "has" else "grow") is None:
        raise _refuse(cur, "expected grow / grown", Reason.UNPARSED_QUESTION)
    if not asked and cur.pos + 2 == cur.end and cur.peek_word() == "in" and cur.sense("unit", cur.pos + 1):
        u = cur.sense("unit", cur.pos + 1)
        if u.form != "pl" or u.length != 1:
            raise _refuse(cur, "expected 'in <units>'", Reason.UNPARSED_QUESTION)
        asked = u.entry.id
        cur.pos += 2
    if not cur.at_end():
        raise _refuse(cur, "words after the question", Reason.UNPARSED_QUESTION)
    return asked or told


def grown_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the later measure less the earlier, both in the first's unit, then in the asked unit."""
    then, now = graph.ops
    u1, u2, ua = (lex.unit_by_id[u] for u in (then.item.unit, now.item.unit, graph.question.item.unit))
    later = Fraction(now.amount) if u2.id == u1.id else Fraction(now.amount) * Fraction(u2.per_base) / Fraction(
        u1.per_base)
    value = later - Fraction(then.amount)
    if value <= 0:
        raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", frame=GROWN, sentence_index=1,
                            detail="no taller now than then")
    if ua.id != u1.id:
        value = value * Fraction(u1.per_base) / Fraction(ua.per_base)
    step = Step(lemma="verb.grow", kind=GROWN, holder=then.actor, operands=[now.amount, then.amount],
                before=then.amount, after=fmt(value))
    return value, ua.id, [step]


def verify_grown(lex, graph: Graph) -> Fraction:
    """Verifier: both measures in the family's base unit; the growth G is what, added to the first, makes the
    second; counted in the asked unit."""
    then, now = graph.ops
    if then.actor != now.actor or then.actor != graph.question.entity:
        raise ValueError("not one thing measured twice")

    def base(op: Op) -> Fraction:
        return Fraction(op.amount) * Fraction(lex.unit_by_id[op.item.unit].per_base or 1)

    same = then.item.unit == now.item.unit == graph.question.item.unit
    a, b = (Fraction(then.amount), Fraction(now.amount)) if same else (base(then), base(now))
    grown = b - a
    if a + grown != b or grown <= 0:
        raise ValueError("no growth")
    return grown if same else grown / Fraction(lex.unit_by_id[graph.question.item.unit].per_base)
