"""The reader: ``read(text, pack) -> Solved | Refused``, the one entry point every consumer uses.

Pure: no I/O, no clock, no randomness, no floats. Parsing yields a graph; the solver walks it
forward; an independent verifier re-derives the answer from the same graph and the reading is
refused on any disagreement.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.answer_policy import check_answer_precision
from domain.reader.answer_units import asked_unit, check_answer_unit
from domain.reader.asked_pairs import join_pair, join_parts, may_ask_pair, pair_units
from domain.reader.graph import Graph
from domain.reader.lexicon import lexicon_for
from domain.reader.linear import canonical_answer
from domain.reader.pack import Pack, PackChange, apply_change
from domain.reader.parser import parse
from domain.reader.refusals import Reason, ReaderRefusal, RefusalEvidence
from domain.reader.results import Refused, Solved, Step
from domain.reader.solver import solve
from domain.reader.verifier import Unverifiable, verify
from domain.reader.whole_counts import check_whole_answer

READER_VERSION = 23
"""Bump whenever ``read`` may give a different result for the same text and pack."""

__all__ = ["read", "read_graph", "Solved", "Refused", "Step", "RefusalEvidence", "Reason", "Pack",
           "PackChange", "apply_change", "READER_VERSION", "pack_digest"]


def pack_digest(pack: Pack) -> str:
    return lexicon_for(pack).digest


def read_graph(text: str, pack: Pack) -> Graph:
    """The parsed graph (raises ReaderRefusal); for tests and diagnostics."""
    return parse(text, lexicon_for(pack))


def read(text: str, pack: Pack) -> Solved | Refused:
    """Solve a word problem exactly, or refuse it with typed evidence."""
    lex = lexicon_for(pack)
    result = _read(text, lex, "")
    if isinstance(result, Refused):
        # v17 (ADR 0361): "How much do 3 notebooks cost in dollars?" — refused as written, read again without the
        # closing "in <unit>", standing only in that unit (answer_units.py); the first refusal stays otherwise
        unit = asked_unit(text, lex)
        if unit:
            again = _read(text, lex, unit)
            if isinstance(again, Solved):
                return again
    if isinstance(result, Refused) and result.evidence.reason == Reason.UNPARSED_QUESTION and may_ask_pair(text):
        # v18 (ADR 0393): "How many lions and bears does the zoo have?" — refused as written, read once for each kind
        # asked; both solved in their own units, the answer is their sum (asked_pairs.py); else the first refusal
        units = pair_units(text, lex)
        if units is not None and not units[0]:
            # "How much do a shirt and a hat cost?": each priced part read alone, summed (asked_pairs.cost_parts)
            readings, money = [], asked_unit(text, lex)  # "… cost together in dollars?": each part in that unit
            for k in range(1, int(units[1]) + 1):
                part = _read(text, lex, money, pair=k)
                if not isinstance(part, Solved):
                    break
                readings.append(part)
            else:
                joined = join_parts(lex, readings)
                if joined is not None:
                    return joined
        elif units is not None:
            first = _read(text, lex, "", pair=1)
            second = _read(text, lex, "", pair=2) if isinstance(first, Solved) else None
            if isinstance(second, Solved):
                joined = join_pair(lex, units, first, second)
                if joined is not None:
                    return joined
    return result


def _read(text: str, lex, answer_unit: str, pair: int = 0) -> Solved | Refused:
    try:
        graph = parse(text, lex, answer_unit=answer_unit, pair=pair)
        solution = solve(lex, graph)
        if answer_unit:
            check_answer_unit(answer_unit, solution.unit)
        try:
            checked = verify(lex, graph)
        except Unverifiable as exc:
            raise ReaderRefusal(Reason.VERIFIER_DISAGREEMENT, "verifier", frame="verifier",
                                detail=f"verifier could not re-derive the answer: {exc}") from None
        value = solution.value
        # speed (ADR 0463): Fraction's ``==`` compares numerators and denominators, so two Fractions with equal
        # ones are equal without its Python-level ``__eq__`` (and its ``numbers.Rational`` check); else ``!=`` decides
        if not (type(checked) is Fraction is type(value) and checked._numerator == value._numerator
                and checked._denominator == value._denominator) and checked != value:
            raise ReaderRefusal(Reason.VERIFIER_DISAGREEMENT, "verifier", frame="verifier",
                                detail=f"solver {solution.value} != verifier {checked}")
        check_answer_precision(lex, solution.value, solution.unit)  # no rounding guessed (answer_policy.py)
        check_whole_answer(lex, graph, solution.value, solution.unit)  # v17: no part of a count thing (ADR 0360)
    except ReaderRefusal as refusal:
        return Refused(evidence=refusal.evidence)
    unit = lex.unit_by_id.get(solution.unit)  # none for a ratio ("how many times as many", v6)
    return Solved(answer=canonical_answer(solution.value), unit=unit.plural if unit else "", depth=len(solution.steps),
                  steps=solution.steps, lemma_ids=solution.lemmas)
