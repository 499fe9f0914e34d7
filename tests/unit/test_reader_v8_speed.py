"""Reader speed (ADR 0106): every fast path gives exactly what the general path it short-cuts gives.

Arithmetic fast paths are compared with Fraction's own operators on generated values (value *and* type);
the Lin shortcuts with a plain reference implementation of the old methods; the lexicon's verb tables with
the comprehensions they replace; the cursor's dict lookups with ``sense``. The one hand-worked reading checks
a story that goes through the constant and the unknown paths of ``Lin`` and the verifier's elimination.
"""
from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st
from reader_checks import assert_solved

from core.packs import load_pack
from domain.reader import linear, read
from domain.reader.lexicon import lexicon_for
from domain.reader.linear import Lin
from domain.reader.phrases import Cursor, _first_of
from domain.reader.tokens import normalise, split_sentences, tokenize

PACK = load_pack()
LEX = lexicon_for(PACK)

ints = st.integers(min_value=-10**6, max_value=10**6)
fractions = st.one_of(ints.map(Fraction), st.builds(Fraction, ints, st.integers(min_value=1, max_value=1000)))
numbers = st.one_of(fractions, ints)  # an int slips in: the fast paths must fall back to Fraction's own operator


def same(a, b) -> bool:
    return a == b and type(a) is type(b)


@settings(max_examples=300, deadline=None)
@given(numbers, numbers)
def test_add_sub_mul_equal_fraction_operators(a, b):
    assert same(linear.add(a, b), a + b)
    assert same(linear.sub(a, b), a - b)
    assert same(linear.mul(a, b), a * b)


@settings(max_examples=200, deadline=None)
@given(numbers)
def test_nonzero_and_negative_equal_the_comparisons(v):
    assert linear.nonzero(v) == (v != 0)
    assert linear.negative(v) == (v < 0)


def _ref_lin(const, coefs):
    """The old ``Lin`` constructor: zero coefficients dropped."""
    return const, {k: v for k, v in coefs.items() if v != 0}


def _ref_add(a, b):
    coefs = dict(a[1])
    for k, v in b[1].items():
        coefs[k] = coefs.get(k, Fraction(0)) + v
    return _ref_lin(a[0] + b[0], coefs)


def _ref_scale(a, k):
    return _ref_lin(a[0] * k, {n: v * k for n, v in a[1].items()})


def _ref_substitute(a, known):
    const, coefs = a[0], {}
    for k, v in a[1].items():
        if k in known:
            const += v * known[k]
        else:
            coefs[k] = v
    return _ref_lin(const, coefs)


def _as_ref(lin: Lin):
    return lin.const, lin.coefs


def _same_lin(lin: Lin, ref) -> bool:
    const, coefs = ref
    return (same(lin.const, const) and lin.coefs == coefs and list(lin.coefs) == list(coefs)
            and all(type(v) is type(coefs[k]) for k, v in lin.coefs.items()))


lins = st.builds(Lin, fractions, st.dictionaries(st.sampled_from(["?1", "?2", "?3"]), fractions, max_size=3))


@settings(max_examples=300, deadline=None)
@given(lins, lins, fractions, st.dictionaries(st.sampled_from(["?1", "?2"]), fractions, max_size=2))
def test_lin_fast_paths_equal_the_general_arithmetic(a, b, k, known):
    ra, rb = _as_ref(a), _as_ref(b)
    assert _same_lin(a + b, _ref_add(ra, rb))
    assert _same_lin(a - b, _ref_add(ra, _ref_lin(-rb[0], {n: -v for n, v in rb[1].items()})))
    assert _same_lin(-a, _ref_lin(-ra[0], {n: -v for n, v in ra[1].items()}))
    assert _same_lin(a.scale(k), _ref_scale(ra, k))
    assert _same_lin(a.substitute(known), _ref_substitute(ra, known))
    assert _same_lin(Lin.var("?1"), (Fraction(0), {"?1": Fraction(1)}))
    assert a.text() == Lin(a.const, dict(a.coefs)).text()


def test_a_constant_lin_shares_nothing_it_could_change():
    # the constant shortcuts share a coefficient dict between Lins: nothing may mutate one
    a = Lin(Fraction(3), {"?1": Fraction(2)})
    b = a + Lin(Fraction(4))
    assert (b.const, b.coefs) == (Fraction(7), {"?1": Fraction(2)})
    assert (a.const, a.coefs) == (Fraction(3), {"?1": Fraction(2)})
    c = Lin(Fraction(5))
    assert c.substitute({"?1": Fraction(1)}) is c  # a constant is its own substitution


def test_verb_tables_equal_the_pack_comprehensions():
    verbs = PACK.verbs
    assert LEX.verb_category == {v.id: v.category for v in verbs}
    assert LEX.verb_by_id == {v.id: v for v in verbs}
    for v in verbs:
        assert LEX.verb_categories[v.id] == {w.category for w in verbs if w.id == v.id}
        assert LEX.verb_forms[v.id] == next(w.forms for w in verbs if w.id == v.id)
    assert LEX.activity_ids == {a.id for a in PACK.activities}


TEXTS = [
    "Mrs. Hilt bought 3 boxes of apples for $ 4.50 each, and Sam's mom ate 2 in the morning.",
    "In the morning there were 25 children on the bus; at the first stop 7 got off!",
    "How many more red balloons than blue ones does the girl at the park have now?",
]


def test_cursor_lookups_equal_sense():
    for text in TEXTS:
        for sentence in split_sentences(tokenize(normalise(text), LEX.abbreviations)):
            plain, fast = Cursor(LEX, sentence), Cursor(LEX, sentence)
            tagged = fast.tag_all()
            for i in range(plain.end):
                senses = plain.senses(i)
                assert list(tagged[i]) == list(senses)
                assert fast.firsts(i) == _first_of(senses)
                for cls in ("name", "unit", "verb", "num", "money", "punct:,", "poss", "fn:determiner", "time"):
                    assert fast.firsts(i).get(cls) == plain.sense(cls, i)
                fast.pos = plain.pos = i
                assert fast.here() == _first_of(senses)
            fast.pos = fast.end
            assert fast.here() == {}


def test_a_story_through_constants_unknowns_and_elimination():
    # 12 - 5 = 7 left; then he buys some and has 20: 20 - 7 = 13 bought (an unknown the verifier eliminates)
    for _ in range(2):
        assert_solved(read("Sam had 12 apples. He ate 5 apples. Then he bought some apples. Now he has 20 apples. "
                           "How many apples did he buy?", PACK), "13")
