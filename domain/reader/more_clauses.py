"""Which clause of a coordinated sentence says ``more`` (reader v19, ADR 0424).

    Elle had 13 pencils. She gave 5 to Finn and then bought 2 more. How many pencils does Elle have now?
                                                                                               13 − 5 + 2 = 10
    Walt has 22 baseball cards. He buys 10 more and gives 8 to his brother. How many cards does Walt have?
                                                                                              22 + 10 − 8 = 24

A ``more`` mark (``ctx.more_marks``) names a sentence and a unit, not a clause: sequence.check_more_without_base
then checked every gain or giving of that unit in the sentence as if it were the ``more`` one, and refused the
giving to Finn (``'more' pencils for Finn, who had none before``) although ``more`` belongs to Elle's buying.
Here each clause of a statement (clauses.parse_statement) notes the ops it read when it added a mark, and the
parser notes where each statement's ops start and end; the check then looks only at the ops of the marking
clauses — those have their ``more`` checked exactly as before.

Used only when the sentence's ops are still the ones read, in number (no later step added, dropped or split any
of that sentence's ops): otherwise, and for a mark read anywhere else (a question's ``If`` clause, a construction
of its own), every gain or giving of the unit in the sentence is checked, as before.
"""
from __future__ import annotations

from domain.reader.graph import Op


def note_clause_marks(ctx, sentence: int, marks_before: int, ops_start: int, ops_end: int) -> None:
    """The clause that read ``ops[ops_start:ops_end]`` added ``ctx.more_marks[marks_before:]``: note it."""
    for si, unit in ctx.more_marks[marks_before:]:
        if si == sentence:
            ctx.more_clauses.append((si, unit, ops_start, ops_end))


def note_sentence_ops(ctx, sentence: int, start: int, end: int) -> None:
    """Statement ``sentence`` was read as ``ops[start:end]``."""
    ctx.sentence_ops[sentence] = (start, end)


def marked_ops(ops: list[Op], ctx, sentence: int, unit: str) -> list[Op] | None:
    """The ops of ``sentence`` read by the clauses that marked ``more`` for ``unit``; None when not known."""
    spans = [(a, b) for si, u, a, b in getattr(ctx, "more_clauses", ()) if si == sentence and u == unit]
    told = getattr(ctx, "sentence_ops", {}).get(sentence)
    if not spans or told is None:
        return None
    start, end = told
    mine = [o for o in ops if o.sentence == sentence]
    if len(mine) != end - start or any(not (start <= a <= b <= end) for a, b in spans):
        return None
    return [mine[k - start] for a, b in spans for k in range(a, b)]
