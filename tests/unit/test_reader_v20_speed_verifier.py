"""Reader v20 speed, the verifier and the answer checks (ADR 0463): each shortcut gives what the code it replaced gave.

Byte identity over the corpora, lanes and hand-written sets is the oracle (bench/reader_identity.py,
/tmp/diag/fullrepr.py); these tests pin the invariants the changes rest on, calling the replaced code (kept here as
it was before ADR 0463) beside the new one, over the corpus systems and over random systems and values.
"""
from __future__ import annotations

import copy
import random
from fractions import Fraction
from pathlib import Path

import pytest

from core.packs import load_pack
from domain.reader import verifier as V
from domain.reader.answer_policy import check_answer_precision
from domain.reader.container_measures import whole_only
from domain.reader.graph import Item
from domain.reader.lexicon import lexicon_for
from domain.reader.linear import ONE, ZERO, add, exact, is_one, mul, nonzero, sub
from domain.reader.measured_containers import measured_units
from domain.reader.nested_contents import nested_rate
from domain.reader.parser import parse
from domain.reader.refusals import ReaderRefusal
from evals.corpus import load_corpus

PACK = load_pack()
LEX = lexicon_for(PACK)
CORPORA = Path(__file__).resolve().parents[2].parent / "shared" / "corpora"


# --- the code as it was before ADR 0463 ---------------------------------------------------------------------------

def _old_eliminate(rows):
    pivots = []
    for row in rows:
        row = dict(row)
        for pv, prow in pivots:
            c = row.get(pv)
            if c is not None and nonzero(c):
                for k, v in prow.items():
                    row[k] = sub(row.get(k, ZERO), mul(c, v))
        row = {k: v for k, v in row.items() if nonzero(v)}
        variables = sorted([k for k in row if k != "1"])
        if not variables:
            if nonzero(row.get("1", ZERO)):
                raise V.Unverifiable("inconsistent")
            continue
        pv = variables[0]
        c = row[pv]
        if not is_one(c):
            row = {k: v / c for k, v in row.items()}
        new_pivots = []
        for qv, qrow in pivots:
            d = qrow.get(pv)
            if d is not None and nonzero(d):
                qrow = {k: sub(qrow.get(k, ZERO), mul(d, row.get(k, ZERO))) for k in set(qrow) | set(row)}
                qrow = {k: v for k, v in qrow.items() if nonzero(v)}
            new_pivots.append((qv, qrow))
        pivots = new_pivots + [(pv, row)]
    return pivots


def _old_value(expr, pivots):
    expr = dict(expr)
    for pv, prow in pivots:
        c = expr.get(pv)
        if c is not None and nonzero(c):
            for k, v in prow.items():
                expr[k] = sub(expr.get(k, ZERO), mul(c, v))
    rest = {k: v for k, v in expr.items() if nonzero(v) and k != "1"}
    if rest:
        return None
    return expr.get("1", ZERO)


def _old_held(self, owner, item):
    """``_System.held`` as it was (its second loop looked at every holding of every owner)."""
    row = {}
    counted = []
    for (o, k), var in self.version.items():
        if o != owner:
            continue
        mine = self.lex.unit_by_id[item.unit]
        theirs = self.lex.unit_by_id[k.unit]
        if self.counts_as(k, item):
            if (owner, k) in self.said and any(
                    (owner, c) in self.said and (self.counts_as(k, c) or self.counts_as(c, k)) for c in counted):
                raise V.Unverifiable("a stated general and a stated specific holding overlap")
            counted.append(k)
            row[var] = add(row.get(var, ZERO), ONE)
        elif k.unit == item.unit and all(m in item.mods for m in k.mods):
            raise V.Unverifiable("partly matching kind")
        elif k.unit in self.lex.generals.get(item.unit, ()):
            raise V.Unverifiable("a general holding for a specific question")
        elif theirs.family == mine.family and mine.family != "count" and all(m in k.mods for m in item.mods):
            if not (mine.per_base and theirs.per_base):
                raise V.Unverifiable("no conversion")
            row[var] = row.get(var, ZERO) + exact(theirs.per_base) / exact(mine.per_base)
    inside = {}
    for (o, k), var in self.version.items():
        rate = self.per_container(k.unit, item) if o == owner else None
        if rate is None and o == owner:
            own = {"of:" + k.unit} | {m for m in k.mods if m.startswith("of:")}
            if any(m in own for m in item.mods):
                bare = Item(unit=item.unit, mods=tuple(m for m in item.mods if m not in own))
                plain = [(it, n) for it, n in self.per.get(k.unit, []) if not [m for m in it.mods if m[:3] == "of:"]]
                found = [n for it, n in plain if self.counts_as(it, bare)]
                rate = sum(found, ZERO) if found else None
        if rate is None and o == owner and not item.mods:
            rate = nested_rate(self.per.get(k.unit, []), lambda u: self.per_container(u, item),
                               {h.unit for (_o, h) in self.version}, item)
        if rate is not None:
            inside[var] = inside.get(var, ZERO) + rate
    if row and inside:
        return self.pooled(owner, item, counted, row, inside)
    row = row or inside
    if not row:
        raise V.Unverifiable("nothing held")
    return row


def _old_precision(value, unit_id):
    """Whether the old ``check_answer_precision`` refused, and its detail."""
    if not _terminates(value):
        return f"{value} is no terminating decimal: an answer key would round it"
    unit = LEX.unit_by_id.get(unit_id)
    if unit is not None and unit.family == "money" and unit.per_base:
        if (value * Fraction(unit.per_base) * 100).denominator != 1:
            return f"{value} {unit.plural} is no whole number of hundredths of the base unit: an answer key would round it"
    return None


def _terminates(v):
    d = v.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    return d == 1


# --- helpers ------------------------------------------------------------------------------------------------------

def _systems():
    """(system after its ops, graph) for every third corpus text read by the system of equations."""
    texts = [row.problem for name in ("addsub", "singleop", "multiarith")
             for row in load_corpus(CORPORA / f"{name}.jsonl")][::3]
    out = []
    for text in texts:
        try:
            graph = parse(text, LEX)
        except ReaderRefusal:
            continue
        if graph.question.kind in V._WHOLE_TEXT_READINGS:
            continue
        system = V._System(LEX)
        system.graph = graph
        system.measured = measured_units(LEX, graph.ops)
        try:
            for op in graph.ops:
                system.run_op(op)
        except V.Unverifiable:
            continue
        out.append((system, graph))
    return out


SYSTEMS = _systems()


def _same_pivots(new, old):
    assert [pv for pv, _ in new] == [pv for pv, _ in old]
    for (_, a), (_, b) in zip(new, old):
        assert a == b and all(type(v) is Fraction for v in a.values())


def _outcome(fn, *args):
    try:
        return ("ok", fn(*args))
    except V.Unverifiable as exc:
        return ("unverifiable", str(exc))


def _random_rows(rng):
    names = [f"v{i}:x" for i in range(1, rng.randrange(2, 7))] + ["?1"]
    values = [Fraction(n) for n in (1, -1, 2, -3, 5)] + [Fraction(1, 2), Fraction(-3, 4), Fraction(7, 3)]
    rows = []
    for _ in range(rng.randrange(1, 7)):
        row = {}
        for name in rng.sample(names, rng.randrange(1, min(4, len(names)) + 1)):
            row[name] = rng.choice(values)
        if rng.random() < 0.7:
            row["1"] = rng.choice(values + [Fraction(0)])
        rows.append(row)
    if rng.random() < 0.2:
        rows.append(dict(rows[0]))  # a repeated row reduces to nothing
    return rows, names


# --- tests --------------------------------------------------------------------------------------------------------

def test_the_corpus_gives_systems_to_check():
    assert len(SYSTEMS) > 300
    assert sum(len(s.rows) for s, _ in SYSTEMS) > 700


def test_eliminate_and_value_match_the_old_code_on_the_corpus_systems():
    for system, graph in SYSTEMS:
        new, old = _outcome(V._eliminate, system.rows), _outcome(_old_eliminate, system.rows)
        assert new[0] == old[0]
        if new[0] != "ok":
            assert new == old
            continue
        _same_pivots(new[1], old[1])
        for var, _ in system.nonneg:
            assert V._var_value(var, dict(new[1])) == _old_value({var: Fraction(1)}, old[1])
        expr = _outcome(system.target, graph.question, graph.ops)
        if expr[0] == "ok":
            assert V._value(expr[1], new[1]) == _old_value(expr[1], old[1])


def test_eliminate_and_value_match_the_old_code_on_random_systems():
    rng = random.Random(463)
    kinds = set()
    for _ in range(3000):
        rows, names = _random_rows(rng)
        new, old = _outcome(V._eliminate, rows), _outcome(_old_eliminate, rows)
        kinds.add(new[0])
        assert new[0] == old[0]
        if new[0] != "ok":
            assert new == old
            continue
        _same_pivots(new[1], old[1])
        expr = {rng.choice(names): Fraction(rng.choice((1, -1, 2))), "1": Fraction(rng.randrange(-3, 4))}
        assert V._value(expr, new[1]) == _old_value(expr, old[1])
    assert kinds == {"ok", "unverifiable"}  # consistent and inconsistent systems were both met


def test_take_scaled_is_sub_of_mul_for_whole_and_other_numbers():
    rng = random.Random(7)
    values = [Fraction(3), Fraction(-1), Fraction(0), Fraction(1, 3), Fraction(-5, 2), 4, -2]
    for _ in range(2000):
        row = {k: rng.choice(values) for k in rng.sample("abcd1", rng.randrange(0, 5))}
        prow = {k: rng.choice(values) for k in rng.sample("abcd1", rng.randrange(1, 5))}
        c = rng.choice(values)
        want = dict(row)
        for k, v in prow.items():
            want[k] = sub(want.get(k, ZERO), mul(c, v))
        got = dict(row)
        V._take_scaled(got, c, prow)
        assert got == want
        assert [type(v) for v in got.values()] == [type(want[k]) for k in got]


def test_held_matches_the_old_code_for_every_owner_and_item():
    checked = with_rates = contained = 0
    for system, graph in SYSTEMS:
        owners = sorted({o for o, _ in system.version} | {op.actor for op in graph.ops if op.actor} | {""})
        items = {k for _, k in system.version} | {op.item for op in graph.ops if op.item is not None}
        items |= {Item(unit=i.unit) for i in items} | {Item(unit=u) for u in system.per}
        with_rates += bool(system.per)
        keep = {id(LEX): LEX, id(graph): graph}
        for owner in owners:
            for item in sorted(items, key=repr):
                # only a story with rates per container can pool (new variables, rows): those read on copies
                new_system, old_system = ((copy.deepcopy(system, dict(keep)), copy.deepcopy(system, dict(keep)))
                                          if system.per else (system, system))
                new = _outcome(new_system.held, owner, item)
                old = _outcome(_old_held, old_system, owner, item)
                assert new == old, (graph.question, owner, item)
                assert new_system.rows == old_system.rows and new_system.nonneg == old_system.nonneg
                checked += 1
                contained += new[0] == "ok" and bool(system.per) and any(
                    k.unit in system.per for (o, k) in system.version if o == owner)
    assert checked > 1500 and with_rates > 20 and contained > 20, (checked, with_rates, contained)


def test_discrete_item_without_part_measures_is_whole_only():
    system = V._System(LEX)
    system.part_measures = frozenset()
    for unit in LEX.unit_by_id:
        item = Item(unit=unit, mods=("of:unit.soda",))
        assert system.discrete_item(item) == whole_only(LEX, frozenset(), item)


@pytest.mark.parametrize("unit_id", ["unit.dollar", "unit.cent", "unit.apple", "unit.meter", "unit.nothing"])
def test_answer_precision_matches_the_old_check(unit_id):
    values = [Fraction(n, d) for n in (-7, 0, 1, 3, 5, 12, 125, 1999) for d in (1, 2, 3, 4, 8, 10, 20, 100, 1000, 7)]
    for value in values:
        try:
            check_answer_precision(LEX, value, unit_id)
            got = None
        except ReaderRefusal as refusal:
            got = refusal.evidence.detail
        assert got == _old_precision(value, unit_id), (value, unit_id)


def test_answer_precision_covers_each_money_unit_of_the_pack():
    money = [u for u in LEX.unit_by_id.values() if u.family == "money" and u.per_base]
    assert len(money) >= 2
    for unit in money:
        for value in (Fraction(3), Fraction(1, 2), Fraction(1, 100), Fraction(1, 1000), Fraction(1, 3)):
            try:
                check_answer_precision(LEX, value, unit.id)
                got = None
            except ReaderRefusal as refusal:
                got = refusal.evidence.detail
            assert got == _old_precision(value, unit.id)


def test_fractions_with_equal_parts_are_equal_and_no_others():
    values = [Fraction(n, d) for n in (-4, -1, 0, 1, 2, 6) for d in (1, 2, 3)] + [Fraction(2, 4), Fraction(-6, 3)]
    for a in values:
        for b in values:
            same = a._numerator == b._numerator and a._denominator == b._denominator
            assert same == (a == b) and (not same) == (a != b)
