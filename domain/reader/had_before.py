"""``She had 9 shells before.``: a holding told after the one event it came before (v17, ADR 0365).

    Mia received 5 shells from Leo. She had 9 shells before. How many shells does Mia have now?      9 + 5 = 14
    Lara had 25 cards. She gave 6 cards to Tim and 4 cards to Dan. Tim had 10 cards before. How many cards does
    Tim have now?                                                                                   10 + 6 = 16

The holding clause read ``She had 9 shells`` and stopped at ``before`` (``words left after a complete clause``).
A bare ``before`` closing the sentence dates the holding before what the story told of that holder; read as
the holding the holder started with, it is moved in front of that event, where the solver applies it first.

Read only when
- the sentence is one clause, ``<holder> had N <things> before.`` (``had``: a past holding of a number of things,
  no place, no time, no second clause) — the clause read as exactly one ``hold``;
- the holder took part in exactly ONE earlier operation on those things (got, lost, gave or was given them):
  ``before`` then names that event. With two or more (``He gave 3 apples to Tom. Tom ate 1 apple. Tom had 2
  apples before.``) it may be before either — 2 at the start (4 now) or 2 before eating (1 now) — refused,
  as ADR 0340 refuses a bare ``before`` in a question over two events; with none it names nothing, refused;
- no earlier holding of those things by that holder was told (``Mia had 3 shells. … She had 9 shells
  before.``: which is it?), refused.
"""
from __future__ import annotations

from domain.reader.circumstances import unparsed
from domain.reader.graph import Op
from domain.reader.phrases import Cursor
from domain.reader.refusals import Reason, ReaderRefusal

_CHANGES = ("gain", "lose", "transfer")


def before_ahead(cur: Cursor) -> bool:
    """``before`` as the sentence's last word, here."""
    return cur.peek_word() == "before" and cur.pos + 1 == cur.end


def take_had_before(cur: Cursor, ctx, ops: list[Op], clause_start: int, sentence_start: int) -> None:
    """At the closing ``before`` of a one-clause ``<holder> had N <things>`` sentence (``before`` consumed): the
    sentence noted on ``ctx.had_before``; refuses every other shape. The holding is moved by
    ``settle_had_before`` once the statements are read (their times and past marks are stamped by position)."""
    mine = ops[clause_start:]
    if clause_start != sentence_start or len(mine) != 1 or mine[0].kind != "hold" or mine[0].lemma != "verb.have" \
            or "had" not in cur.words[:cur.pos] or mine[0].place or mine[0].time or mine[0].item is None \
            or not mine[0].amount.replace("/", "").replace(".", "").isdigit():
        raise unparsed(cur, "statement.had_before", "'before' closing anything but '<holder> had N <things>'")
    if not mine[0].actor or any(w in ("when", "while", "after", "then", "and") for w in cur.words[:cur.pos]):
        raise unparsed(cur, "statement.had_before", "'before' after more than one holding clause")
    _event_index(cur, ops[:clause_start], mine[0])
    cur.pos += 1
    ctx.had_before.append(cur.sentence.index)


def _event_index(cur: Cursor | None, earlier: list[Op], hold: Op) -> int:
    """The index in ``earlier`` of the holder's one change of those things; refuses none, two, or a holding."""
    holder, unit = hold.actor, hold.item.unit
    involved = [i for i, op in enumerate(earlier) if op.item is not None and op.item.unit == unit
                and holder in (op.actor, op.target, op.source)]
    for i in involved:
        if earlier[i].kind not in _CHANGES:
            raise _refusal(cur, hold, f"{holder}'s {unit} told before, and again 'before'")
    if len(involved) != 1:
        raise _refusal(cur, hold, f"'before' with {len(involved)} earlier events of {holder}'s {unit}: before which?")
    return involved[0]


def _refusal(cur: Cursor | None, hold: Op, detail: str) -> ReaderRefusal:
    if cur is not None:
        return unparsed(cur, "statement.had_before", detail, Reason.AMBIGUOUS_REFERENCE, "event_binding")
    return ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "event_binding", sentence_index=hold.sentence,
                         frame="statement.had_before", detail=detail)


def settle_had_before(ops: list[Op], sentences: list[int]) -> list[Op]:
    """Each noted ``had N <things> before`` holding moved in front of its holder's one earlier event (checked
    again over the settled story: the one hold of that sentence, one change before it)."""
    for si in sentences:
        at = [i for i, op in enumerate(ops) if op.sentence == si]
        if len(at) != 1 or ops[at[0]].kind != "hold":
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "event_binding", sentence_index=si,
                                frame="statement.had_before", detail="'had N before' not one holding")
        hold = ops[at[0]]
        to = _event_index(None, ops[:at[0]], hold)
        ops = ops[:to] + [hold] + ops[to:at[0]] + ops[at[0] + 1:]
    return ops
