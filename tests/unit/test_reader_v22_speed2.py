"""Reader v22 speed, the solving side (ADR 0519): every shortcut gives what the code it replaced gave.

Byte identity over the corpora and varied texts is the oracle (bench/reader_identity.py, /tmp/diag/fullrepr.py);
these tests call the replaced code (copied below as it was before ADR 0519) beside the new code on the same states,
over the corpus texts, hand-made texts and random values: both must give the same values or the same refusal.
"""
from __future__ import annotations

import random
from fractions import Fraction
from pathlib import Path

import msgspec

from core.packs import load_pack
from domain.reader import solver as S
from domain.reader import verifier as V
from domain.reader.lexicon import lexicon_for
from domain.reader.linear import MINUS_ONE, ONE, ZERO, mul, neg, negative
from domain.reader.measured_containers import measured_units
from domain.reader.parser import parse
from domain.reader.refusals import ReaderRefusal
from evals.corpus import load_corpus

PACK = load_pack()
LEX = lexicon_for(PACK)
CORPORA = Path(__file__).resolve().parents[2].parent / "shared" / "corpora"

EXTRA = [
    "Sam has 5 apples. He gave 2 apples to Ann. How many apples does Sam have now?",
    "Ann had 2.5 liters of milk. She drank 500 milliliters of milk. How much milk does she have left?",
    "Tom had some marbles. He lost 7 marbles. Now he has 12 marbles. How many marbles did he have at first?",
    "Mia had 24 eggs. 6 of the eggs were brown. How many eggs were not brown?",
    "Joe has 3 boxes. Each box has 4 pens. How many pens does Joe have?",
    "Ben had 10 cards. He bought 1/2 of a pack of cards. How many cards does he have?",
    "Lia had 7 candies. She ate 9 candies. How many candies does she have left?",
    "Kim had 4.5 apples. She got 2 apples from Sue. How many apples does Kim have?",
    "Sara picked 45 pears and Sally picked 11 pears. How many pears were picked in total?",
    "She has 0.25 carton of ice cream. She bought 0.5 carton of ice cream. How many cartons does she have?",
]


def _texts(step=1):
    out = []
    for name in ("addsub", "singleop", "multiarith"):
        out += [r.problem for r in load_corpus(CORPORA / f"{name}.jsonl")]
    return EXTRA + out[::step]


def _graphs(step=1):
    out = []
    for text in _texts(step):
        try:
            out.append(parse(text, LEX))
        except ReaderRefusal:
            continue
    return out


GRAPHS = _graphs(2)


def _outcome(call):
    try:
        got = call()
        if isinstance(got, S.Solution):  # no repr of its own: its four fields
            got = (got.value, got.unit, got.steps, got.lemmas)
        return ("ok", repr(got))
    except ReaderRefusal as exc:
        return ("refused", repr(exc.evidence))
    except Exception as exc:  # noqa: BLE001 (the same error is the point)
        return (type(exc).__name__, repr(exc))


# --- the code as it was before ADR 0519 --------------------------------------------------------------------------

class OldSystem(V._System):
    """``_System`` with ``pick`` and ``bump`` as they were (``keys_of``, ``fresh``, ``discrete_item``, ``mul(neg)``)."""

    def pick(self, owner, item):
        held = self.keys_of(owner)
        if item in held:
            return item, ONE
        fits = []
        unit, mods = item.unit, item.mods
        for k in held:
            if k.unit == unit:
                for m in mods:
                    if m not in k.mods:
                        break
                else:
                    fits.append(k)
        if len(fits) == 1:
            return fits[0], ONE
        if len(fits) > 1:
            raise V.Unverifiable("ambiguous item")
        mine = self.lex.unit_by_id[item.unit]
        for k in held:
            theirs = self.lex.unit_by_id[k.unit]
            if theirs.family == mine.family and mine.family != "count" and sorted(k.mods) == sorted(item.mods):
                if not (mine.per_base and theirs.per_base):
                    raise V.Unverifiable("no conversion")
                return k, V.exact(mine.per_base) / V.exact(theirs.per_base)
        return None, ONE

    def bump(self, owner, item, coef, name, *, starts_at_zero, consumed=False):
        key, factor = self.pick(owner, item)
        if key is None and consumed:
            if any(o != owner and self.pick(o, item)[0] is not None for (o, _) in list(self.version)):
                raise V.Unverifiable("loss from a holding owned by someone else")
        new = self.fresh(owner)
        if key is None:
            key = item
            old = None if starts_at_zero else self.fresh("initial")
            if old is not None:
                self.start[(owner, key)] = old
                self.nonneg.append((old, self.discrete_item(key)))
        else:
            old = self.version[(owner, key)]
        self.version[(owner, key)] = new
        terms = [(ONE, new), (mul(neg(coef), factor), name)]
        if old is not None:
            terms.append((MINUS_ONE, old))
        self.eq(*terms)
        self.nonneg.append((new, self.discrete_item(key)))
        return key


def old_nonneg_check(pivot_rows, nonneg):
    """``verify``'s check of the fixed variables as it was (``neg``, ``negative``, the ``denominator`` property)."""
    for var, discrete in nonneg:
        row = pivot_rows.get(var)
        if row is None:
            continue
        for k in row:
            if k != var and k != "1":
                break
        else:
            v = neg(row.get("1", ZERO))
            if negative(v) or (discrete and v.denominator != 1):
                raise V.Unverifiable(f"{var} = {v}")


def old_verify(lex, graph):
    """``verify`` as it was, on ``OldSystem`` (the whole-text readings are not changed and not compared)."""
    system = OldSystem(lex)
    system.graph = graph
    system.measured = measured_units(lex, graph.ops)
    for op in graph.ops:
        system.run_op(op)
    if graph.question.kind == "ratio":
        return V._ratio(system, graph.question)
    expr = system.target(graph.question, graph.ops)
    pivots = V._eliminate(system.rows)
    if graph.question.kind in ("difference", "difference_total", "surplus", "event_difference", "event_excess",
                               "received_difference"):
        d = V._value(expr, pivots)
        if d is not None and negative(d):
            raise V.Unverifiable("negative difference")
    for gap in system.gaps:
        d = V._value(gap, pivots)
        if d is not None and negative(d):
            raise V.Unverifiable("a goal already passed")
    old_nonneg_check(dict(pivots), system.nonneg)
    value = V._value(expr, pivots)
    if value is None:
        raise V.Unverifiable("answer not fixed")
    q = graph.question
    if q.kind in ("rate_last", "rate_clear") and (value < 0 or value.denominator != 1):
        raise V.Unverifiable("the money lasts a fractional number of periods")
    if q.rounding:
        value = V.apply_rounding(q, value)
        if value is None:
            raise V.Unverifiable("a rounding to none")
    if q.kind in ("groups", "group_size", "afford", "rate_groups", "cases"):
        counted = q.other if q.kind in ("groups", "rate_groups", "cases") else (q.item.unit if q.item else "")
        if value < 0 or (counted and lex.unit_by_id[counted].discrete and value.denominator != 1):
            raise V.Unverifiable("a fractional or negative number of groups")
    return value


def _state(system):
    return repr((system.rows, system.nonneg, sorted(system.version.items(), key=repr), system.counter, system.events,
                 sorted(system.start.items(), key=repr), system.said, system.split))


# --- the tests ---------------------------------------------------------------------------------------------------

def test_the_corpus_gives_graphs_to_check():
    assert len(GRAPHS) > 600


def test_system_state_after_each_op_matches_the_old_pick_and_bump():
    compared = 0
    for graph in GRAPHS:
        if graph.question.kind in V._WHOLE_TEXT_READINGS:
            continue
        new, old = V._System(LEX), OldSystem(LEX)
        for system in (new, old):
            system.graph = graph
            system.measured = measured_units(LEX, graph.ops)
        for op in graph.ops:
            a = _outcome(lambda: new.run_op(op))
            b = _outcome(lambda: old.run_op(op))
            assert a == b, graph
            assert _state(new) == _state(old), graph
            compared += 1
            if a[0] != "ok":
                break
        for owner, item in {(o, k) for (o, k) in new.version}:
            assert _outcome(lambda: new.pick(owner, item)) == _outcome(lambda: old.pick(owner, item))
    assert compared > 1500


def test_verify_matches_the_old_code_on_the_corpus_graphs():
    seen = 0
    for graph in GRAPHS:
        if graph.question.kind in V._WHOLE_TEXT_READINGS:
            continue
        assert _outcome(lambda: V.verify(LEX, graph)) == _outcome(lambda: old_verify(LEX, graph)), graph
        seen += 1
    assert seen > 500


def test_nonneg_check_of_fixed_values_matches_the_old_one():
    """The inline test of a fixed variable (``-c`` negative, or fractional where whole) over random constants."""
    rng = random.Random(519)
    values = [ZERO, ONE, MINUS_ONE, Fraction(1, 2), Fraction(-1, 2), Fraction(7), Fraction(-7), Fraction(10, 3)]
    values += [Fraction(rng.randint(-50, 50), rng.choice((1, 1, 2, 3, 4, 10))) for _ in range(400)]
    for c in values:
        for discrete in (False, True):
            rows = {"v1:x": {"v1:x": ONE, "1": c}} if c else {"v1:x": {"v1:x": ONE}}
            expected = _outcome(lambda: old_nonneg_check(rows, [("v1:x", discrete)]))
            got = _outcome(lambda: _new_nonneg_check(rows, [("v1:x", discrete)]))
            assert got == expected, (c, discrete)


def _new_nonneg_check(pivot_rows, nonneg):
    """The new check, reached through ``verify`` itself: its system (built by ``_System(lex)``) has ``pivot_rows``
    for its rows, ``nonneg`` for its variables, no ops to run and a target of 0."""
    system = V._System(LEX)
    system.rows = [dict(row) for row in pivot_rows.values()]
    system.nonneg = list(nonneg)
    system.run_op = lambda op: None
    system.target = lambda q, ops: {"1": ZERO}
    graph = msgspec.structs.replace(GRAPHS[0], question=msgspec.structs.replace(GRAPHS[0].question, kind="total",
                                                                                rounding=""))
    saved = V._System
    try:
        V._System = lambda lex: system
        V.verify(LEX, graph)
    finally:
        V._System = saved


def test_a_whole_fraction_times_one_is_itself_in_value_and_type():
    """The event amount of the same unit is ``coef`` itself where it was ``mul(coef, ONE)``."""
    for n in range(-40, 41):
        f = Fraction(n)
        m = mul(f, ONE)
        assert type(m) is Fraction and (m._numerator, m._denominator) == (f._numerator, f._denominator)
    for f in (Fraction(1, 2), Fraction(-7, 3)):  # not whole: still ``mul`` (not taken by the shortcut)
        assert mul(f, ONE) == f
