"""Things told with no place beside a question about a place (v12 red team): ``There were 105 parents in the
program and 698 pupils. How many people were in the program?``

The second conjunct drops the place (``and 698 pupils`` [in the program]); until v12 the reader filed those
things under no place and answered the program's 105 parents (a wrong answer: 803, as most readers take it).
Whether a place carries over to an unplaced ``there`` conjunct or sentence is not something the grammar
settles, so a holding question about a place refuses when the text also tells, with no place (``@world``),
things of the asked unit or of a kind of it (pupils are people). Questions with no place (``How many people
were there?``) are untouched: every told thing counts.

v13 red team (ADR 0264): things that may be of the asked unit count too (a kind's ``overlapping`` pair): ``There
are 83 adults in the school and 93 parents. How many adults are in the school?`` answered 83, though the parents,
if they are at the school, may be adults as well (``5 students in the park and 3 children``, asked students,
likewise).

Red team 25 (ADR 0269): an unplaced unit the pack classifies nowhere (``10 teachers``: people or not?) of the
asked unit's family counts as well.
"""
from __future__ import annotations

from domain.reader.graph import WORLD, Op, Question
from domain.reader.refusals import Reason, ReaderRefusal


def _unclassified(lex, unit: str, asked: str) -> bool:
    """Red team 25 (ADR 0269): ``There were 105 parents in the program. There were 10 teachers. How many people
    were in the program?`` answered 105: the pack names no kind for teachers, so whether they are people is not
    said (placed, they refuse in the solver's kind check: ``is unit.teacher a kind of unit.people?``); unplaced,
    they may be people at the program. A unit the pack classifies nowhere, of the asked unit's family, counts."""
    if unit == asked or unit in lex.classified:
        return False
    return lex.unit_by_id[unit].family == lex.unit_by_id[asked].family


def check_unplaced_kinds(ops: list[Op], question: Question, lex) -> None:
    if question.kind != "holding" or question.item is None or question.entity in ("", WORLD):
        return
    if not any(op.kind == "hold" and op.lemma == "fn.there" and op.actor == question.entity for op in ops):
        return
    asked = question.item.unit
    for op in ops:
        if op.kind == "hold" and op.lemma == "fn.there" and op.actor == WORLD and op.item is not None \
                and (op.item.unit == asked or lex.kind_of(op.item.unit, asked) or lex.may_overlap(op.item.unit, asked)
                     or _unclassified(lex, op.item.unit, asked)):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "place_binding", sentence_index=op.sentence,
                                frame="statement.place",
                                detail=f"{op.item.unit} told with no place: at {question.entity} or not?")
