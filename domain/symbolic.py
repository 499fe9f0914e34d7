"""B1: decide whether two polynomial expressions are equivalent, or refuse with a typed reason.

The grammar check is ours; only the algebra (expanding a difference to zero) is delegated to
sympy, imported lazily inside ``decide`` so importing the domain stays cheap. Expressions never
reach sympy as text: we parse them into our own tree and build sympy objects from it, so nothing
outside the grammar below can be evaluated.

Grammar (standard precedence; ``^`` binds tighter than unary minus, so ``-x^2 = -(x^2)``)::

    expr     := term (("+" | "-") term)*
    term     := unary (("*" | "/") unary)*
    unary    := ("-" | "+") unary | power
    power    := atom ("^" exponent)?
    exponent := INT | "(" INT ")"            -- a non-negative integer literal, no chaining
    atom     := INT | VAR | "(" expr ")"       -- VAR is one ASCII letter

Scope (``Scope``): the issue's scope is one variable, integer coefficients, ``+ - * ^`` and
parentheses (``STRICT``). The original's fixture (ADR-0131.1b "scope-expanded") also labels two
pairs that need several variable names (``x + y`` vs ``x + 1``) and division by a nonzero integer
constant (``x / 2`` vs ``x``); ``FIXTURE_V1B`` admits exactly those two extensions, nothing more
(docs/decisions/0030-b1-symbolic-scope.md). Both scopes refuse everything else by name.
"""
from __future__ import annotations

import math
from fractions import Fraction
from typing import Literal, Optional, Union

import msgspec

MAX_INPUT_CHARS = 500
MAX_LITERAL_DIGITS = 18
MAX_EXPONENT = 64
MAX_DEGREE = 64  # bound on the expanded degree, so no input within 500 chars can make the algebra slow
MAX_NESTING = 64
MAX_MONOMIALS = 5_000  # bound on the terms an expansion may have: C(variables + degree, degree)

RefusalReason = Literal[
    "empty",
    "too_long",
    "unexpected_character",
    "decimal_literal",
    "literal_too_large",
    "function_call",
    "unknown_identifier",
    "implicit_multiplication",
    "unsupported_operator",
    "malformed",
    "unbalanced_parentheses",
    "too_deep",
    "negative_exponent",
    "non_integer_exponent",
    "variable_exponent",
    "chained_exponent",
    "exponent_too_large",
    "degree_too_large",
    "division",
    "non_constant_divisor",
    "division_by_zero",
    "too_many_variables",
    "expansion_too_large",
]


class Scope(msgspec.Struct, frozen=True, kw_only=True):
    name: str
    max_variables: Optional[int]
    """Distinct variable names allowed across BOTH expressions of a pair; None = any."""
    allow_constant_division: bool
    """Admit ``e / c`` where ``c`` is a nonzero constant (no variable)."""


STRICT = Scope(name="one_variable_integer", max_variables=1, allow_constant_division=False)
FIXTURE_V1B = Scope(name="adr_0131_1b_scope_expanded", max_variables=None, allow_constant_division=True)


class Refusal(msgspec.Struct, frozen=True, kw_only=True):
    reason: str
    detail: str
    position: int
    """0-based character offset in the expression where the problem was found (-1 = whole)."""


class Decision(msgspec.Struct, frozen=True, kw_only=True):
    outcome: Literal["equivalent", "not_equivalent", "refused"]
    refusal: Optional[Refusal] = None
    side: Optional[Literal["a", "b", "pair"]] = None
    """Which input the refusal is about."""


# A parsed expression is a small tree of tuples: ("int", n) ("var", name) ("neg", e)
# ("add"|"sub"|"mul", l, r) ("div", l, r) ("pow", e, n). Plain tuples keep it hashable and pure.
Expr = tuple


class _Refused(Exception):
    def __init__(self, reason: str, detail: str, position: int):
        super().__init__(detail)
        self.refusal = Refusal(reason=reason, detail=detail, position=position)


# --- tokens --------------------------------------------------------------------------------

_OPERATORS = {"+", "-", "*", "/", "^", "(", ")"}
_ALIASES = {"\u2212": "-"}  # the typographic minus sign is a minus


def _tokenize(text: str) -> list[tuple[str, str, int]]:
    """(kind, text, position) with kind in INT, VAR, OP, END."""
    tokens: list[tuple[str, str, int]] = []
    i, n = 0, len(text)
    while i < n:
        ch = _ALIASES.get(text[i], text[i])
        if ch in " \t":
            i += 1
        elif ch.isdigit() and ch.isascii():
            j = i
            while j < n and text[j].isdigit() and text[j].isascii():
                j += 1
            if j < n and text[j] == "." :
                raise _Refused("decimal_literal", f"decimal literal at {i}: only integers are in scope", i)
            if j - i > MAX_LITERAL_DIGITS:
                raise _Refused("literal_too_large", f"integer literal of {j - i} digits (max {MAX_LITERAL_DIGITS})", i)
            tokens.append(("INT", text[i:j], i))
            i = j
        elif ch.isascii() and ch.isalpha():
            j = i
            while j < n and text[j].isascii() and (text[j].isalnum() or text[j] == "_"):
                j += 1
            word = text[i:j]
            k = j
            while k < n and text[k] in " \t":
                k += 1
            if len(word) > 1 and k < n and text[k] == "(":
                raise _Refused("function_call", f"function {word!r} is not in scope", i)
            if len(word) > 1:
                raise _Refused("unknown_identifier",
                               f"{word!r}: variables are single letters (write products with '*')", i)
            tokens.append(("VAR", word, i))
            i = j
        elif ch == "*" and i + 1 < n and text[i + 1] == "*":
            raise _Refused("unsupported_operator", "'**' is not in scope; write powers with '^'", i)
        elif ch == "." and i + 1 < n and text[i + 1].isdigit():
            raise _Refused("decimal_literal", f"decimal literal at {i}: only integers are in scope", i)
        elif ch in _OPERATORS:
            tokens.append(("OP", ch, i))
            i += 1
        else:
            raise _Refused("unexpected_character", f"character {text[i]!r} at {i} is not in the grammar", i)
    tokens.append(("END", "", n))
    return tokens


# --- parser --------------------------------------------------------------------------------

class _Parser:
    def __init__(self, tokens: list[tuple[str, str, int]]):
        self.tokens = tokens
        self.i = 0
        self.depth = 0

    def peek(self) -> tuple[str, str, int]:
        return self.tokens[self.i]

    def take(self) -> tuple[str, str, int]:
        tok = self.tokens[self.i]
        self.i += 1
        return tok

    def at(self, kind: str, text: Optional[str] = None) -> bool:
        k, t, _ = self.peek()
        return k == kind and (text is None or t == text)

    def parse(self) -> Expr:
        if self.at("END"):
            raise _Refused("empty", "empty expression", -1)
        node = self.expr()
        kind, text, pos = self.peek()
        if kind != "END":
            if text == ")":
                raise _Refused("unbalanced_parentheses", f"')' at {pos} closes nothing", pos)
            if kind in ("INT", "VAR") or text == "(":
                raise _Refused("implicit_multiplication", f"{text!r} at {pos} follows an operand with no operator", pos)
            raise _Refused("malformed", f"unexpected {text!r} at {pos}", pos)
        return node

    def expr(self) -> Expr:
        node = self.term()
        while self.at("OP", "+") or self.at("OP", "-"):
            op = self.take()[1]
            node = ("add" if op == "+" else "sub", node, self.term())
        return node

    def term(self) -> Expr:
        node = self.unary()
        while self.at("OP", "*") or self.at("OP", "/"):
            op = self.take()[1]
            node = ("mul" if op == "*" else "div", node, self.unary())
        return node

    def unary(self) -> Expr:
        if self.at("OP", "-"):
            self.take()
            return ("neg", self.unary())
        if self.at("OP", "+"):
            self.take()
            return self.unary()
        return self.power()

    def power(self) -> Expr:
        base = self.atom()
        if not self.at("OP", "^"):
            return base
        self.take()
        exponent = self.exponent()
        if self.at("OP", "^"):
            raise _Refused("chained_exponent", f"chained '^' at {self.peek()[2]} is ambiguous; add parentheses", self.peek()[2])
        return ("pow", base, exponent)

    def exponent(self) -> int:
        kind, text, pos = self.peek()
        wrapped = False
        if kind == "OP" and text == "(":
            wrapped = True
            self.take()
            kind, text, pos = self.peek()
        if kind == "OP" and text == "-":
            raise _Refused("negative_exponent", f"negative exponent at {pos}: only non-negative integer powers", pos)
        if kind == "VAR":
            raise _Refused("variable_exponent", f"exponent {text!r} at {pos} is a variable", pos)
        if kind != "INT":
            raise _Refused("non_integer_exponent", f"exponent at {pos} must be a non-negative integer literal", pos)
        self.take()
        value = int(text)
        if value > MAX_EXPONENT:
            raise _Refused("exponent_too_large", f"exponent {value} exceeds {MAX_EXPONENT}", pos)
        if wrapped:
            if not self.at("OP", ")"):
                raise _Refused("non_integer_exponent", f"exponent at {pos} must be a single integer literal", pos)
            self.take()
        return value

    def atom(self) -> Expr:
        kind, text, pos = self.take()
        if kind == "INT":
            return ("int", int(text))
        if kind == "VAR":
            return ("var", text)
        if kind == "OP" and text == "(":
            self.depth += 1
            if self.depth > MAX_NESTING:
                raise _Refused("too_deep", f"more than {MAX_NESTING} nested parentheses", pos)
            node = self.expr()
            if not self.at("OP", ")"):
                k, t, p = self.peek()
                if k == "END":
                    raise _Refused("unbalanced_parentheses", f"'(' at {pos} is never closed", pos)
                if k in ("INT", "VAR") or t == "(":
                    raise _Refused("implicit_multiplication", f"{t!r} at {p} follows an operand with no operator", p)
                raise _Refused("malformed", f"unexpected {t!r} at {p}", p)
            self.take()
            self.depth -= 1
            return node
        if kind == "END":
            raise _Refused("malformed", "expression ends where an operand is expected", pos)
        if text == ")":
            raise _Refused("malformed", f"')' at {pos} where an operand is expected", pos)
        raise _Refused("malformed", f"operator {text!r} at {pos} where an operand is expected", pos)


# --- checks over the tree ------------------------------------------------------------------

def variables(node: Expr) -> frozenset[str]:
    if node[0] == "var":
        return frozenset({node[1]})
    if node[0] in ("int",):
        return frozenset()
    if node[0] in ("neg",):
        return variables(node[1])
    if node[0] == "pow":
        return variables(node[1])
    return variables(node[1]) | variables(node[2])


def _constant_value(node: Expr) -> Fraction:
    """Exact value of a variable-free subtree (only reached for divisors)."""
    tag = node[0]
    if tag == "int":
        return Fraction(node[1])
    if tag == "neg":
        return -_constant_value(node[1])
    if tag == "pow":
        return _constant_value(node[1]) ** node[2]
    left, right = _constant_value(node[1]), _constant_value(node[2])
    if tag == "add":
        return left + right
    if tag == "sub":
        return left - right
    if tag == "mul":
        return left * right
    if right == 0:
        raise _Refused("division_by_zero", "division by zero", -1)
    return left / right


def _degree_bound(node: Expr) -> int:
    tag = node[0]
    if tag == "int":
        return 0
    if tag == "var":
        return 1
    if tag == "neg":
        return _degree_bound(node[1])
    if tag == "pow":
        return _degree_bound(node[1]) * node[2]
    if tag in ("add", "sub"):
        return max(_degree_bound(node[1]), _degree_bound(node[2]))
    if tag == "mul":
        return _degree_bound(node[1]) + _degree_bound(node[2])
    return _degree_bound(node[1])  # div: the divisor is a constant


def _check_divisions(node: Expr, scope: Scope) -> None:
    tag = node[0]
    if tag in ("int", "var"):
        return
    if tag in ("neg", "pow"):
        _check_divisions(node[1], scope)
        return
    if tag == "div":
        if not scope.allow_constant_division:
            raise _Refused("division", "division is outside the one-variable integer scope", -1)
        if variables(node[2]):
            raise _Refused("non_constant_divisor", "dividing by an expression with a variable leaves polynomials", -1)
        if _constant_value(node[2]) == 0:
            raise _Refused("division_by_zero", "division by zero", -1)
    _check_divisions(node[1], scope)
    _check_divisions(node[2], scope)


def parse(text: str, scope: Scope = STRICT) -> Union[Expr, Refusal]:
    """Parse one expression within ``scope``; a Refusal names the first thing out of scope."""
    try:
        if not isinstance(text, str) or not text.strip():
            raise _Refused("empty", "empty expression", -1)
        if len(text) > MAX_INPUT_CHARS:
            raise _Refused("too_long", f"expression of {len(text)} characters (max {MAX_INPUT_CHARS})", -1)
        tree = _Parser(_tokenize(text)).parse()
        _check_divisions(tree, scope)
        if scope.max_variables is not None and len(variables(tree)) > scope.max_variables:
            names = ", ".join(sorted(variables(tree)))
            raise _Refused("too_many_variables", f"variables {names}: scope allows {scope.max_variables}", -1)
        if _degree_bound(tree) > MAX_DEGREE:
            raise _Refused("degree_too_large", f"expanded degree could exceed {MAX_DEGREE}", -1)
        return tree
    except _Refused as refused:
        return refused.refusal


def _to_sympy(node: Expr, symbols: dict):
    import sympy

    tag = node[0]
    if tag == "int":
        return sympy.Integer(node[1])
    if tag == "var":
        return symbols[node[1]]
    if tag == "neg":
        return -_to_sympy(node[1], symbols)
    if tag == "pow":
        return sympy.Pow(_to_sympy(node[1], symbols), sympy.Integer(node[2]))
    left, right = _to_sympy(node[1], symbols), _to_sympy(node[2], symbols)
    if tag == "add":
        return left + right
    if tag == "sub":
        return left - right
    if tag == "mul":
        return left * right
    value = _constant_value(node[2])
    return left * sympy.Rational(value.denominator, value.numerator)


def decide(a: str, b: str, scope: Scope = STRICT) -> Decision:
    """Are ``a`` and ``b`` the same polynomial? Refuses, naming the side, if either is out of scope."""
    trees = []
    for side, text in (("a", a), ("b", b)):
        tree = parse(text, scope)
        if isinstance(tree, Refusal):
            return Decision(outcome="refused", refusal=tree, side=side)
        trees.append(tree)
    names = variables(trees[0]) | variables(trees[1])
    if scope.max_variables is not None and len(names) > scope.max_variables:
        refusal = Refusal(reason="too_many_variables",
                          detail=f"the pair uses {', '.join(sorted(names))}: scope allows {scope.max_variables}",
                          position=-1)
        return Decision(outcome="refused", refusal=refusal, side="pair")

    degree = max(_degree_bound(trees[0]), _degree_bound(trees[1]))
    if math.comb(len(names) + degree, degree) > MAX_MONOMIALS:
        refusal = Refusal(reason="expansion_too_large",
                          detail=f"{len(names)} variables at degree up to {degree} could expand past {MAX_MONOMIALS} terms",
                          position=-1)
        return Decision(outcome="refused", refusal=refusal, side="pair")

    import sympy  # lazily: only the algebra needs it

    symbols = {name: sympy.Symbol(name) for name in sorted(names)}
    difference = sympy.expand(_to_sympy(trees[0], symbols) - _to_sympy(trees[1], symbols))
    # A polynomial with rational coefficients is zero iff its expansion is the integer 0.
    return Decision(outcome="equivalent" if difference == 0 else "not_equivalent")
