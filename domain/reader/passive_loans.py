"""``12 books were borrowed. Then 5 books were returned.``: a place's things lent and brought back, told in the
passive (reader v18, ADR 0390).

    A library has 50 books. 12 books were borrowed. Then 5 books were returned. How many books are in the library
    now?                                                                                       50 − 12 + 5 = 43

A number-led passive of a transfer verb stopped with ``expected a gain or loss verb in the passive``: who borrowed
or returned, and to whom, is not said. Two of them say it through the story itself:

- ``N <things> were|are borrowed`` closing the clause: borrowed *from* the one holder of those things, which must
  be a place or a thing (``the library``), never a person (``Sam had 10 books. 3 books were borrowed.``: by Sam, or
  from him?) — a loss of that place. The borrowed things still are: the borrowers are told to hold an unknown
  number of them, so a total (``How many books are there?``) refuses rather than answer the library's;
- ``N <things> were|are returned`` closing the clause, after such a borrowing: brought back to the place they were
  borrowed from — its gain — and never more than were borrowed and not yet returned (others returned from where?).
  Without a borrowing before (``5 books were returned``: returned by the place, or to it?) it refuses.

Anything after the verb (``by Sam``, ``to the store``, ``from the shelf``), a kind of the things (``3 red books``),
``more``, or two holders refuse.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Item, Op
from domain.reader.phrases import Context, Cursor, fmt
from domain.reader.refusals import Reason, ReaderRefusal

BORROW = "verb.borrow"
RETURN = "verb.return"
_END = (",", "and", "but", "then")
_BORROWERS = "'s borrowers"
"""The holder of a place's borrowed things (never named by the text, so never asked about)."""


def _refuse(cur: Cursor, detail: str) -> ReaderRefusal:
    i = min(cur.pos, cur.end - 1)
    return ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=cur.sentence.index,
                         token_index=i, token_text=cur.tokens[i].text, frame="statement.passive", detail=detail)


def _ends(cur: Cursor) -> bool:
    return cur.pos >= cur.end or cur.words[cur.pos] in _END


def parse_passive_loan(cur: Cursor, ctx: Context, ops: list[Op], verb_id: str, value, item: Item | None,
                       more: bool) -> None:
    """After ``were borrowed|returned`` (the verb consumed): the loss or gain of the one lending place."""
    if item is None:
        item = Item(unit=ctx.elided_unit(cur))
    if more or item.mods or not _ends(cur):
        raise _refuse(cur, f"{verb_id} in the passive with more said than the things")
    amount = Fraction(value)
    si = cur.sentence.index
    if verb_id == BORROW:
        holders = {op.actor for op in ops if op.actor and op.kind in ("hold", "gain") and op.item is not None
                   and op.item.unit == item.unit and not op.actor.endswith(_BORROWERS)}
        holder = next(iter(holders)) if len(holders) == 1 else None
        if holder is None or ctx.entities.get(holder) != "n":
            raise _refuse(cur, f"{item.unit} borrowed, and no one place lending them")
        first = not any(op.kind == "lose" and op.lemma == BORROW and op.actor == holder and op.item == item
                        for op in ops)
        ops.append(Op(kind="lose", lemma=BORROW, sentence=si, actor=holder, item=item, amount=fmt(value)))
        if first:
            # the borrowed things still are, held by borrowers the text never counts: ``How many books are there?``
            # is not the library's 38 (an unknown holding of theirs makes every total over them unknown)
            ops.append(Op(kind="hold", lemma="fn.there", sentence=si, actor=holder + _BORROWERS, item=item,
                          amount=ctx.new_unknown()))
        return
    lent = [op for op in ops if op.kind == "lose" and op.lemma == BORROW and op.item == item]
    places = {op.actor for op in lent}
    if len(places) != 1:
        raise _refuse(cur, f"{item.unit} returned, and {len(places)} places they were borrowed from")
    place = next(iter(places))
    back = [op for op in ops if op.kind == "gain" and op.lemma == RETURN and op.actor == place and op.item == item]
    out = sum((Fraction(op.amount) for op in lent), Fraction(0)) - sum((Fraction(op.amount) for op in back),
                                                                       Fraction(0))
    if amount > out:
        raise _refuse(cur, f"more {item.unit} returned than were borrowed")
    ops.append(Op(kind="gain", lemma=RETURN, sentence=si, actor=place, item=item, amount=fmt(value),
                  source=place + _BORROWERS))  # back from the borrowers
