"""``If he threw away 4 old ones that didn't fit and bought 36 new ones, …`` (v6): a relative clause
``that [not] <verb>`` after the counted object of a loss says why those things went; it moves nothing.

The count is stated (a number), so which of the things the clause picks out cannot change it: read only
after a clause that made exactly one loss of a stated number, and only when the relative clause is a
bare verb (optionally negated) that ends the clause (end of sentence, a comma or a conjunction). A
relative on anything else — a gain, a holding (``has 5 socks that fit``: a kind the question may ask
about), ``all``/``some`` amounts, or a relative with an object of its own — is not read and the sentence
refuses as before. The relative pronoun is the pack function word of role ``relative``.

v7 (ADR 0093): ``Park workers had to cut down 2 oak trees that were damaged.`` — the relative may also be
``<be> [not] <participle or modifier>`` (``that were damaged``, ``that were rotten``), and it may follow a
task goal of a stated number (``had to cut down 2 …``: the goal counts them) as well as a loss. A modifier
said this way is part of what the counted things are (damaged oak trees), yet the text never says how many
of the holder's things are such; so the modifier is remembered (``Context.relative_mods``) and a text that
names it anywhere else (``How many damaged trees …``, ``3 damaged trees``) refuses (``check_relative_mods``).
"""
from __future__ import annotations

from domain.reader.graph import Op, Question
from domain.reader.phrases import Context, Cursor
from domain.reader.refusals import Reason, ReaderRefusal


def take_loss_relative(cur: Cursor, clause_ops: list[Op], ctx: Context | None = None) -> bool:
    if cur.sense("fn:relative") is None or len(clause_ops) != 1:
        return False
    op = clause_ops[0]
    if op.kind not in ("lose", "goal") or not op.amount or op.amount.startswith(("?", "all")):
        return False
    j = cur.pos + 1
    be = cur.sense("fn:be", j)  # v7: "that were damaged"
    if be is not None:
        j += be.length
    neg = cur.sense("fn:not", j)
    if neg is not None:
        j += neg.length
    mod = cur.sense("modifier", j) if be is not None else None
    verb = cur.sense("verb", j)
    if op.kind == "goal" and be is None:
        return False  # v7: "had to sell 5 apples that rot": only the state of the counted things after a goal
    if mod is not None and ctx is not None:
        j += mod.length
        ctx.relative_mods.add(mod.entry.id)
    elif verb is not None and (be is None or cur.words[j + verb.length - 1].endswith("ed")):
        j += verb.length  # a passive needs its participle ("were damaged"), not "were eat"
    else:
        return False
    if j < cur.end and cur.words[j] != "," and cur.sense("fn:conjunction", j) is None:
        return False
    cur.pos = j
    return True


def check_relative_mods(ops: list[Op], question: Question, ctx: Context, si: int) -> None:
    """A modifier said of counted things only in a relative (``2 oak trees that were damaged``) names a kind whose
    count the text never gives: any other use of it (a question about damaged trees) refuses."""
    if not ctx.relative_mods:
        return
    items = [op.item for op in ops if op.item is not None] + [question.item, question.item2]
    for item in items:
        if item is not None and ctx.relative_mods & set(item.mods):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=si,
                                frame="question.relative_kind",
                                detail=f"{sorted(ctx.relative_mods & set(item.mods))} was said only in a relative "
                                       "clause: how many are such is never stated")
