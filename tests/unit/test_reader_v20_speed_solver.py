"""Reader v20 speed, the solver (ADR 0462): every gate and shortcut in solver.py / linear.py gives what the code
it replaced gave.

Byte identity over the corpora and varied texts is the oracle (bench/reader_identity.py, /tmp/diag/fullrepr.py);
these tests pin the invariants the changes rest on. The first one runs the solver over corpus and hand-made texts
with each changed method wrapped: every call is also made through the method as it was before ADR 0462 (copied
below) on the same state, and both must return the same value or raise the same error.
"""
from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from core.packs import load_pack
from domain.reader import solver as S
from domain.reader.graph import Item
from domain.reader.lexicon import lexicon_for
from domain.reader.linear import ONE, ZERO, Lin, _lin, add, fraction_text, mul, negative, sub
from domain.reader.parser import parse
from domain.reader.refusals import Reason, ReaderRefusal
from evals.corpus import load_corpus

PACK = load_pack()
LEX = lexicon_for(PACK)
CORPORA = Path(__file__).resolve().parents[2].parent / "shared" / "corpora"


# -- the methods as they were before ADR 0462 (the slow paths) -------------------------------------------------
def old_find_key(self, owner, item, op):
    keys = self.holdings.get(owner, {})
    if item in keys:
        return item, ONE
    want = set(item.mods)
    unit = item.unit
    same = []
    for k in keys:
        if k.unit == unit and want <= set(k.mods):
            same.append(k)
    if len(same) > 1:
        raise S.refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                       f"{owner} holds {len(same)} kinds of {item.unit}; which one is meant", op.sentence)
    if same and not S.listed_beside(self.graph.ops, op, same[0]):
        return same[0], ONE
    u = self.unit(item.unit)
    for k in keys:
        ku = self.unit(k.unit)
        if k.unit != item.unit and ku.family == u.family and set(k.mods) == want and u.family != "count":
            if u.per_base and ku.per_base:
                return k, S.exact(u.per_base) / S.exact(ku.per_base)
            raise S.refuse(Reason.UNIT_MISMATCH, "unit_conversion",
                           f"{item.unit} and {k.unit} share a family without a conversion", op.sentence)
    return None, ONE


def old_rate_for(self, container, item, plain_only=False):
    rates = self.per.get(container, {})
    if plain_only:
        rates = {it: n for it, n in rates.items() if not any(m.startswith("of:") for m in it.mods)}
    hits = [n for it, n in rates.items() if self.covers(item, it)]
    if hits and self.named_container(container):
        raise S.refuse(Reason.AMBIGUOUS_REFERENCE, "entity_binding",
                       f"{container} has a rate and is also named as one particular holder", -1)
    old_kind_gaps(self, item, [it for it in rates if self.covers(item, it)], list(rates), -1)
    return sum(hits, ZERO) if hits else None


def old_contained(self, owner, item):
    out = []
    for k in self.holdings.get(owner, {}):
        self.substance_guard(k)
        rate = old_rate_for(self, k.unit, item)
        inner = S.substance_inside(item, k)
        if rate is None and inner is not None:
            rate = old_rate_for(self, k.unit, inner, plain_only=True)
        if not item.mods and any(not it.mods and it.unit != item.unit for it in self.per.get(k.unit, {})):
            nested = S.nested_rate(self.per.get(k.unit, {}).items(), lambda u: old_rate_for(self, u, item),
                                   {h.unit for held in self.holdings.values() for h in held}, item)
            if nested is not None and rate is not None:
                raise S.refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding", f"{item.unit} in each {k.unit} told "
                               f"outright and through the containers in it", -1)
            rate = nested if rate is None else rate
        if rate is not None:
            out.append((k, rate))
    return out


def old_put_in_guard(self, owner, item, sentence):
    told = False
    for op in self.graph.ops:
        same = op.item is not None and (self.covers(item, op.item) or self.covers(op.item, item))
        if op.lemma == "verb.put_in" and op.kind == "gain" and op.actor == owner and same and not told:
            raise S.refuse(Reason.AMBIGUOUS_REFERENCE, "event_binding",
                           f"{owner} put {op.item.unit} in: into something, from a stock never told", sentence)
        told = told or (same and owner in (op.actor, op.target))


def old_place_guard(self, op):
    if op.item is None:
        return
    moved = {op.item.unit} | {m[3:] for m in op.item.mods if m.startswith("of:")} \
        | {o.item.unit for o in self.graph.ops if o.kind == "per" and o.target == op.item.unit and o.item is not None}
    for there in (op.target, op.source):
        if there and any(
                p == there and any(u == m or self.lex.kind_of(u, m) or self.lex.kind_of(m, u) for m in moved)
                for p, u in self.held_at):
            raise S.refuse(Reason.AMBIGUOUS_REFERENCE, "place_binding",
                           f"{op.item.unit} move to or from {there}, where someone's stated {op.item.unit} are",
                           op.sentence)
        owner = there.split("'s ", 1)[0] if "'s " in there else ""
        if owner and owner != op.actor and any(
                k.unit == m or self.lex.kind_of(k.unit, m) or self.lex.kind_of(m, k.unit)
                for k in self.holdings.get(owner, {}) for m in moved):
            raise S.refuse(Reason.AMBIGUOUS_REFERENCE, "place_binding",
                           f"{op.item.unit} move to or from {there}, while {owner} holds {op.item.unit}: "
                           f"{owner}'s or not?", op.sentence)


def old_kind_gaps(self, asked, matched, beside, sentence):
    S.left_out(self, asked, matched, beside, sentence)
    S.general_beside(self, asked, matched, beside, sentence)
    mods = set(asked.mods)
    kinds = [asked.unit] + [m[3:] for m in asked.mods if m.startswith("of:")]
    for k in beside:
        if k not in matched and (any(self.lex.may_overlap(k.unit, w) for w in kinds)
                                 or any(self.lex.may_overlap(k.unit, m.unit) for m in matched)):
            raise S.refuse(Reason.AMBIGUOUS_REFERENCE, "kind_binding",
                           f"{k.unit} may be among the asked {asked.unit}", sentence)
    for k in matched:
        if k.unit != asked.unit or not mods <= set(k.mods):
            break
    else:
        return
    wanted = {m[3:] for m in asked.mods if m.startswith("of:")}
    for k in beside:
        if k in matched or k.unit in self.per:
            continue
        if k.unit != asked.unit:
            unclear = k.unit not in self.lex.classified and \
                self.unit(k.unit).family == self.unit(asked.unit).family
        else:
            unclear = bool(wanted) and any(m.startswith("of:") and m[3:] not in self.lex.classified
                                           for m in k.mods)
        if unclear:
            raise S.refuse(Reason.AMBIGUOUS_REFERENCE, "kind_binding",
                           f"is {k.unit} {' '.join(k.mods)} a kind of {asked.unit}? the pack does not say",
                           sentence)


def old_unit_gaps(self, asked, matched, beside, sentence):
    def dimension(unit):
        return self.unit(unit).family.removesuffix("_metric").removesuffix("_calendar")
    family = self.unit(asked.unit).family
    wanted = {m[3:] for m in asked.mods if m.startswith("of:")}
    wanted |= {m[4:] for m in asked.mods if m.startswith("adj:") and m[4:] in self.lex.unit_by_id
               and self.unit(m[4:]).family.startswith("mass_noun")}
    S.measured_and_counted(self, asked, beside, sentence)
    for k in beside:
        if k not in matched and not self.covers(asked, k) and (
                self.lex.kind_of(asked.unit, k.unit) or (k.unit == asked.unit and set(k.mods) < set(asked.mods))):
            raise S.refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                           f"the same action's {k.unit} {' '.join(k.mods)} may be the asked {asked.unit}", sentence)
        if k in matched or k.unit == asked.unit or self.covers(asked, k):
            continue
        same_measure = family != "count" and dimension(k.unit) == dimension(asked.unit) \
            and set(asked.mods) <= set(k.mods)
        stuff = wanted or {asked.unit}
        same_stuff = k.unit not in self.per and any(m.startswith("of:") and any(
            m[3:] == w or self.lex.kind_of(m[3:], w) for w in stuff) for m in k.mods)
        poured = not wanted and dimension(asked.unit) in ("volume", "mass") and any(
            m.startswith("of:") and m[3:] in self.lex.unit_by_id and m[3:] not in self.lex.person_units
            and (self.unit(m[3:]).family.startswith("mass_noun") or self.unit(m[3:]).family == "count")
            for m in k.mods)
        if same_measure or same_stuff or poured:
            raise S.refuse(Reason.UNIT_MISMATCH, "unit_binding",
                           f"the asked {asked.unit} leave out the same action's {k.unit} {' '.join(k.mods)}",
                           sentence)


def old_check_values(self, known):
    for lin, discrete, what, sentence in self.checks:
        v = lin.substitute(known)
        if v.is_const():
            if negative(v.const):
                raise S.refuse(Reason.NEGATIVE_HOLDING, "policy.non_negative", f"{what} would be {v.const}", sentence)
            if v.const == 0 and what.startswith("amount ?"):
                raise S.refuse(Reason.CONTRADICTION, "consistency", f"{what} would be 0: an event of nothing",
                               sentence)
            if discrete and v.const.denominator != 1:
                raise S.refuse(Reason.FRACTIONAL_COUNT, "policy.discrete",
                               f"{what} would be {fraction_text(v.const)}", sentence)


OLD = {"find_key": old_find_key, "rate_for": old_rate_for, "contained": old_contained,
       "put_in_guard": old_put_in_guard, "place_guard": old_place_guard, "kind_gaps": old_kind_gaps,
       "unit_gaps": old_unit_gaps}


def _outcome(call):
    try:
        got = call()
    except ReaderRefusal as exc:
        return ("refused", repr(exc.evidence))
    except KeyError as exc:
        return ("KeyError", repr(exc))
    if isinstance(got, list):
        return [tuple((x.const, x.coefs) if isinstance(x, Lin) else x for x in p) if isinstance(p, tuple) else p
                for p in got]
    return got


def _texts():
    texts = [r.problem for name in ("addsub", "singleop", "multiarith") for r in load_corpus(CORPORA / f"{name}.jsonl")]
    return texts + [
        "A jar has 42 marbles. Sue puts in 8 marbles. How many marbles does Sue have now?",
        "Sue has 42 marbles in a jar. She puts in 8 marbles. How many marbles does Sue have now?",
        "Sam had 40 oranges in a bin. Tom took 5 oranges from the bin. How many oranges does Sam have?",
        "Tom has 25 books. Kim took 14 books out of his bag. How many books does Tom have?",
        "Sam has 3 boxes. Each box has 4 apples. Tom has 2 boxes. Each box has 5 pears. How many pears does Sam have?",
        "5 students and 3 boys are in the room. How many people are in the room?",
        "Sam had 13 siamese cats and 5 house cats. He sold 10 cats. How many cats does he have left?",
        "Mia bought 3 boxes of muffins. Each box has 8 muffins. Her friends ate 6 muffins. How many muffins does Mia "
        "have?",
        "Ann drank 2 liters of water and 300 milliliters of juice. How many liters did she drink?",
        "Sam had 20 eggs. He baked 4 cakes. He used 3 eggs on each cake. How many eggs does he have left?",
        "Tom has 5 marbles. He has 3 red marbles. How many marbles does Tom have?",
        "Tom had 7 apples. He ate 2.5 apples. How many apples does he have?",
    ]


def test_changed_solver_methods_give_what_the_old_ones_gave(monkeypatch):
    calls = dict.fromkeys(OLD, 0)

    def both(name, new):
        old = OLD[name]

        def wrapped(self, *args, **kwargs):
            calls[name] += 1
            before = _outcome(lambda: old(self, *args, **kwargs))
            after = _outcome(lambda: new(self, *args, **kwargs))
            assert before == after, (name, args)
            return new(self, *args, **kwargs)
        return wrapped

    for name in OLD:
        monkeypatch.setattr(S.Solver, name, both(name, getattr(S.Solver, name)))
    for text in _texts()[::2] + _texts()[-12:]:
        try:
            graph = parse(text, LEX)
        except ReaderRefusal:
            continue
        try:
            S.solve(LEX, graph)
        except ReaderRefusal:
            pass
    assert all(n > 50 for n in calls.values()), calls


def _solver(text="Sam has 5 apples. How many apples does Sam have?"):
    return S.Solver(LEX, parse(text, LEX))


def test_find_key_and_rate_for_keep_the_key_error_of_a_unit_the_pack_lacks():
    solver = _solver()
    op = solver.graph.ops[0]
    for item in (Item(unit="unit.no_such_thing"), Item(unit="unit.apple", mods=("mod.red",))):
        assert _outcome(lambda: solver.find_key("Ann", item, op)) == _outcome(lambda: old_find_key(solver, "Ann", item, op))
        assert _outcome(lambda: solver.rate_for("unit.box", item)) == _outcome(lambda: old_rate_for(solver, "unit.box", item))
    solver.run()
    bad = Item(unit="unit.no_such_thing")
    assert _outcome(lambda: solver.contained("Sam", bad)) == _outcome(lambda: old_contained(solver, "Sam", bad)) \
        == ("KeyError", "KeyError('unit.no_such_thing')")
    assert solver.contained("Ann", bad) == old_contained(solver, "Ann", bad) == []


def test_check_values_matches_the_old_loop():
    amounts = [Fraction(-3), Fraction(0), Fraction(5), Fraction(7, 2), Fraction(-1, 3), 0, 4, -2]
    known = {"?1": Fraction(3), "?2": Fraction(-5, 2)}
    seen = set()
    for c in amounts:
        for coefs in ({}, {"?1": ONE}, {"?2": Fraction(2)}, {"?3": ONE}):
            for discrete in (False, True):
                for what in ("amount ?1", "Sam's apples"):
                    solver = _solver()
                    lin = Lin(c, coefs) if coefs else _lin(c, {})
                    solver.checks = [(Lin(Fraction(1)), True, "first", 0), (lin, discrete, what, 2)]
                    old = _outcome(lambda: old_check_values(solver, known))
                    assert _outcome(lambda: solver.check_values(known)) == old, (c, coefs, discrete, what)
                    seen.add(old[0] if isinstance(old, tuple) else old)
    assert seen == {"refused", None}


def test_overlap_units_hold_every_unit_may_overlap_can_be_true_for():
    table = S._overlap_units(LEX)
    members = {u for pair in LEX.overlapping for u in pair}
    assert members and members <= table
    units = [u.id for u in PACK.units]
    outside = [u for u in units if u not in table]
    assert outside and len(outside) < len(units)
    for a in outside:  # the one way _may_overlap can be True: a is a pair's unit or a kind of one
        assert not any(a == x or LEX.kind_of(a, x) for x in members), a
    for a in outside[::15]:
        for b in units[::5]:
            assert not LEX._may_overlap(a, b) and not LEX._may_overlap(b, a), (a, b)
    assert any(LEX._may_overlap(a, b) for a in table for b in members)


WHOLE = [Fraction(n) for n in (-7, -1, 0, 1, 2, 12, 10**20)]
PARTS = [Fraction(1, 2), Fraction(-7, 3), Fraction(5, 4)]


def _same(a, b):
    return type(a) is type(b) and a == b and (type(a) is not Fraction or
                                              (a._numerator, a._denominator) == (b._numerator, b._denominator))


def test_add_sub_mul_are_fraction_arithmetic():
    for a in WHOLE + PARTS + [3, -4]:
        for b in WHOLE + PARTS + [5, 0]:
            for ours, theirs in ((add, a + b), (sub, a - b), (mul, a * b)):
                assert _same(ours(a, b), theirs), (ours, a, b)


def test_scale_by_one_and_constant_text_are_the_general_paths():
    for const in WHOLE + PARTS + [3, 0]:
        for coefs in ({}, {"?1": ONE}, {"?1": Fraction(-2, 3), "?2": Fraction(4)}, {"?1": 2}):
            lin = Lin(const, coefs)
            fast = lin.scale(ONE)
            slow = Lin(mul(lin.const, Fraction(1)), {n: mul(v, Fraction(1)) for n, v in lin.coefs.items()})
            assert _same(fast.const, slow.const), (const, coefs)
            assert fast.coefs.keys() == slow.coefs.keys()
            assert all(_same(fast.coefs[k], slow.coefs[k]) for k in slow.coefs), (const, coefs)
            parts = [fraction_text(lin.const)] if (lin.const != 0) or not lin.coefs else []
            for k in sorted(lin.coefs):
                v = lin.coefs[k]
                parts.append(k if v == 1 else f"{fraction_text(v)}*{k}")
            assert lin.text() == "+".join(parts)
        added = Lin(const) + Lin(Fraction(2))
        assert _same(added.const, const + Fraction(2))
