"""``If he threw away 4 old ones that didn't fit and bought 36 new ones, …`` (v6): a relative clause
``that [not] <verb>`` after the counted object of a loss says why those things went; it moves nothing.

The count is stated (a number), so which of the things the clause picks out cannot change it: read only
after a clause that made exactly one loss of a stated number, and only when the relative clause is a
bare verb (optionally negated) that ends the clause (end of sentence, a comma or a conjunction). A
relative on anything else — a gain, a holding (``has 5 socks that fit``: a kind the question may ask
about), ``all``/``some`` amounts, or a relative with an object of its own — is not read and the sentence
refuses as before. The relative pronoun is the pack function word of role ``relative``.
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.phrases import Cursor


def take_loss_relative(cur: Cursor, clause_ops: list[Op]) -> bool:
    if cur.sense("fn:relative") is None or len(clause_ops) != 1:
        return False
    op = clause_ops[0]
    if op.kind != "lose" or not op.amount or op.amount.startswith(("?", "all")):
        return False
    j = cur.pos + 1
    neg = cur.sense("fn:not", j)
    if neg is not None:
        j += neg.length
    verb = cur.sense("verb", j)
    if verb is None:
        return False
    j += verb.length
    if j < cur.end and cur.words[j] != "," and cur.sense("fn:conjunction", j) is None:
        return False
    cur.pos = j
    return True
