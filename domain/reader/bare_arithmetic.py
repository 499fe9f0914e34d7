"""``What is 60 divided by 5?`` (reader v23, ADR 0545): a sum asked on its own, nothing told.

    What is 6 times 7?                    6 × 7 = 42
    What is 60 divided by 5?              60 ÷ 5 = 12
    How much is 18 plus 25?               18 + 25 = 43
    What is the sum of 14 and 9?          14 + 9 = 23

Why a module of its own: the text tells nothing, so there is no holding, event or rate to read; the question is
the whole problem (plain_conversions.py, ADR 0397, reads the other such text: a conversion asked on its own). The
graph holds the two numbers as ``operand`` ops, in text order, and a ``bare_arithmetic`` question whose ``lemma``
is the operation; the solver and the verifier are this module's.

The whole text is one sentence:

    What|How much  is|was  N  plus|times|divided by  M ?
    What  is|was  the sum of  N and M ?

N and M numbers the pack reads (digits, a decimal, a number word), each one token group; the answer carries no
unit. Only words the pack knows are read (``minus``, ``multiplied``, ``product``, ``difference`` are no pack words:
such texts refuse as unknown words, as before).

Refusals (a wrong answer is the one defect): a second sentence (a story may give the numbers a meaning this module
does not read), a unit or ``$`` on a number (money and measures are other modules'), a third number or operator
(``6 times 7 plus 2``: which order?), division by zero, a quotient no decimal states (answer_policy.py), any other
word.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Graph, Op, Question
from domain.reader.phrases import Cursor, fmt
from domain.reader.refusals import Reason, ReaderRefusal, whole_text_refusal
from domain.reader.results import Step
from domain.reader.travel import _number

BARE = "bare_arithmetic"
_OPS = ("plus", "times", "divided")


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_QUESTION) -> ReaderRefusal:
    return whole_text_refusal(cur, BARE, detail, reason)


def _opening(cur: Cursor) -> bool:
    """``What is|was`` / ``How much is|was`` at the start; the cursor after it (else at 0, False)."""
    cur.pos = 0
    w = cur.words
    if cur.end >= 3 and w[0] == "what" and w[1] in ("is", "was"):
        cur.pos = 2
        return True
    if cur.end >= 4 and w[0] == "how" and w[1] == "much" and w[2] in ("is", "was"):
        cur.pos = 3
        return True
    return False


def claims(cursors: list[Cursor]) -> bool:
    """One sentence: ``What is|How much is`` then a number or ``the sum of``."""
    if len(cursors) != 1:
        return False
    q = cursors[0]
    got = _opening(q) and (q.sense("num") is not None or q.sense("number") is not None
                           or (q.peek_word() == "the" and q.peek_word(1) == "sum" and q.peek_word(2) == "of"))
    q.pos = 0
    return got


def _plain_number(cur: Cursor) -> Fraction:
    """A number with no unit after it (a unit or a money sign is another module's)."""
    if cur.sense("money") is not None:
        raise _refuse(cur, "an amount of money: not a bare number")
    value = _number(cur)
    if value is None:
        raise _refuse(cur, "expected a number")
    if not cur.at_end() and cur.sense("unit") is not None:
        raise _refuse(cur, "a number of things: not a bare number")
    return value


def parse_bare_arithmetic(cursors: list[Cursor]) -> Graph:
    q = cursors[0]
    _opening(q)
    if q.peek_word() == "the":
        q.pos += 3  # "the sum of" (claims)
        first = _plain_number(q)
        if q.peek_word() != "and":
            raise _refuse(q, "expected 'the sum of N and M'")
        q.pos += 1
        op = "plus"
    else:
        first = _plain_number(q)
        op = q.peek_word()
        if op not in _OPS:
            raise _refuse(q, "expected plus, times or divided by")
        q.pos += 1
        if op == "divided":
            if q.peek_word() != "by":
                raise _refuse(q, "expected 'divided by'")
            q.pos += 1
    second = _plain_number(q)
    if not q.at_end():
        raise _refuse(q, "words after the second number (one operation only)")
    if op == "divided" and second == 0:
        raise _refuse(q, "division by zero", Reason.DIVISION_BY_ZERO)
    ops = [Op(kind="operand", lemma=BARE, sentence=0, amount=fmt(first)),
           Op(kind="operand", lemma=BARE, sentence=0, amount=fmt(second))]
    return Graph(ops=ops, question=Question(kind=BARE, sentence=0, lemma=op))


def _operands(graph: Graph) -> tuple[Fraction, Fraction]:
    ops = [op for op in graph.ops if op.kind == "operand"]
    if len(ops) != 2:
        raise ValueError("not two numbers")
    return Fraction(ops[0].amount), Fraction(ops[1].amount)


def bare_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the one operation on the two numbers."""
    a, b = _operands(graph)
    op = graph.question.lemma
    if op == "plus":
        value = a + b
    elif op == "times":
        value = a * b
    elif op == "divided" and b != 0:
        value = a / b
    else:
        raise ValueError(f"no operation {op!r}")
    step = Step(lemma=BARE, kind=op, holder="", operands=[fmt(a), fmt(b)], before="", after=fmt(value))
    return value, "", [step]


def verify_bare(lex, graph: Graph) -> Fraction:
    """Verifier: the answer recomputed in the other order (b + a, b × a, a × 1/b) and checked by the inverse
    operation, which must give back the first number."""
    a, b = _operands(graph)
    op = graph.question.lemma
    if op == "plus":
        x = b + a
        if x - b != a:
            raise ValueError("sum does not invert")
    elif op == "times":
        x = b * a
        if b and x / b != a:
            raise ValueError("product does not invert")
    elif op == "divided" and b != 0:
        x = a * (1 / b)
        if x * b != a:
            raise ValueError("quotient does not invert")
    else:
        raise ValueError(f"no operation {op!r}")
    return x
