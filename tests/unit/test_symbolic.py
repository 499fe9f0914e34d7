"""B1 grammar and equivalence. Oracles are hand-derived algebra and the grammar's written scope."""
from __future__ import annotations

import subprocess
import sys

import pytest

from domain.symbolic import FIXTURE_V1B, STRICT, Refusal, decide, parse


@pytest.mark.parametrize("a,b", [
    ("x + 1", "1 + x"),
    ("(x + 1)^2", "x^2 + 2*x + 1"),
    ("-(x - 3)", "3 - x"),
    ("-x^2", "-(x^2)"),            # ^ binds tighter than unary minus
    ("2*x - x", "x"),
    ("x^0", "1"),
    ("(x - 1)*(x^2 + x + 1)", "x^3 - 1"),
    ("x^(2)", "x*x"),
    ("\u2212x", "-x"),             # typographic minus is a minus
    ("  x  ", "x"),
])
def test_equivalent_pairs(a, b):
    assert decide(a, b).outcome == "equivalent"


@pytest.mark.parametrize("a,b", [
    ("x + 1", "x + 2"),
    ("-x^2", "(-x)^2"),            # differ by sign: -x^2 vs x^2
    ("(x + 1)^2", "x^2 + 1"),
    ("x^3", "x^2"),
    ("0", "x - x + 1"),
])
def test_not_equivalent_pairs(a, b):
    assert decide(a, b).outcome == "not_equivalent"


@pytest.mark.parametrize("text,reason", [
    ("", "empty"),
    ("   ", "empty"),
    ("x +", "malformed"),
    ("* x", "malformed"),
    ("(x + 1", "unbalanced_parentheses"),
    ("x + 1)", "unbalanced_parentheses"),
    ("2x", "implicit_multiplication"),
    ("(x+1)(x-1)", "implicit_multiplication"),
    ("sin(x)", "function_call"),
    ("xy + 1", "unknown_identifier"),
    ("x**2", "unsupported_operator"),
    ("1.5*x", "decimal_literal"),
    ("x = 2", "unexpected_character"),
    ("x^-1", "negative_exponent"),
    ("x^y", "variable_exponent"),
    ("x^(1+1)", "non_integer_exponent"),
    ("x^2^3", "chained_exponent"),
    ("x^65", "exponent_too_large"),
    ("((x+1)^64)^64", "degree_too_large"),
    ("1" * 19, "literal_too_large"),
    ("(" * 65 + "x" + ")" * 65, "too_deep"),
    ("x" + " + x" * 200, "too_long"),
])
def test_out_of_scope_input_is_refused_with_its_reason(text, reason):
    result = parse(text, FIXTURE_V1B)
    assert isinstance(result, Refusal)
    assert result.reason == reason
    decision = decide(text, "x", FIXTURE_V1B)
    assert decision.outcome == "refused" and decision.side == "a" and decision.refusal.reason == reason


def test_refusal_names_the_side():
    decision = decide("x", "x +")
    assert decision.outcome == "refused" and decision.side == "b"


def test_strict_scope_refuses_two_variables_and_division():
    assert decide("x + y", "x + 1", STRICT).refusal.reason == "too_many_variables"
    # each side has one variable, but the pair has two
    pair = decide("x + 1", "y + 1", STRICT)
    assert pair.outcome == "refused" and pair.side == "pair"
    assert decide("x / 2", "x", STRICT).refusal.reason == "division"


def test_fixture_scope_admits_exactly_its_two_extensions():
    assert decide("x + y", "x + 1", FIXTURE_V1B).outcome == "not_equivalent"
    assert decide("x + y", "y + x", FIXTURE_V1B).outcome == "equivalent"
    assert decide("x / 2", "x", FIXTURE_V1B).outcome == "not_equivalent"
    assert decide("(2*x + 4) / 2", "x + 2", FIXTURE_V1B).outcome == "equivalent"
    assert decide("x / -3", "-x / 3", FIXTURE_V1B).outcome == "equivalent"
    assert decide("x / (3 - 3)", "x", FIXTURE_V1B).refusal.reason == "division_by_zero"
    assert decide("x / (x + 1)", "x", FIXTURE_V1B).refusal.reason == "non_constant_divisor"


def test_sympy_is_imported_lazily():
    code = ("import sys, domain.symbolic as s; assert 'sympy' not in sys.modules; "
            "s.parse('x + 1'); assert 'sympy' not in sys.modules; "
            "s.decide('x', 'x'); assert 'sympy' in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_expansion_size_is_bounded_before_sympy_runs():
    decision = decide("(a + b + c + d + e)^40", "a", FIXTURE_V1B)
    assert decision.outcome == "refused" and decision.refusal.reason == "expansion_too_large"
    assert decide("(x + 1)^64", "(x + 1)^64", FIXTURE_V1B).outcome == "equivalent"  # at the bound: admitted
    assert decide("(x + 1)^32 * (x + 1)^33", "x", FIXTURE_V1B).refusal.reason == "degree_too_large"
