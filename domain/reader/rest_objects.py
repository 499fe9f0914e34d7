"""``the rest`` as what a loss or a giving takes (reader v17, ADR 0363):

    Sam had 10 apples. He ate 3 of them and gave the rest to Ann. How many apples did Ann get?        10 − 3 = 7
    Nick had 40 stickers. He gave 10 stickers to Ann. Then he gave half of the rest to Ben. How many
    stickers does Nick have now?                                                              (40 − 10) ÷ 2 = 15

Why a module of its own: ``the rest`` names no number and no thing, only what is left of a holding after a part of
it went. Right after the subject's own loss or giving of one kind of things, it is all of what the subject holds
of them at that point (the amount ``all``), and ``half of the rest`` that times a half (``all-frac:1/2``,
fraction_parts.py); the solver and the verifier each work it out from the holding they track, as for ``all of
them``.

Read (``read_rest``, called by clauses.parse_action before any other object, for a loss or a giving verb only):
``the rest`` or ``<fraction> of the rest`` (``half``, ``a third``, ``2 fifths`` …), not followed by ``of``. After ``and``
in the sentence of a giving by the clause's subject, ``and [half of] the rest to <someone>`` is that giving again
(``parse_gapped_rest``: a recipient and nothing else, no time of its own); ``and some [<the same things>] to
<someone>`` is that giving of an unknown amount, solved from a later holding or refused, and ``and twice as many
[<things>] to <someone>`` that giving times the factor (``read_times_as_many``: the subject's own last giving or
loss by the same verb, a number told, one plain kind; ``as many as Bob`` is not read). Only
when the last statement about the subject's things is the subject's own loss or giving of one plain kind of
things (no kind words; ``Sam ate 3 of Tom's apples`` is Tom's loss too), and the subject has had no other kind of
things: ``the rest`` of what, otherwise? A rest after a gain (``He bought 3 apples. He gave the rest to Ann.``),
after someone else's giving to the subject, beside another kind held, or first in the story is not read here and
refuses as before.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.fraction_parts import PREFIX, read_fraction_of
from domain.reader.graph import Item, Op
from domain.reader.phrases import Cursor, fmt

_MOVES = ("lose", "transfer")


def read_rest(cur: Cursor, ops: list[Op], subject: str) -> tuple[str, Item, str] | None:
    """``the rest`` / ``half of the rest``: (amount, item, owner = the subject), consumed; None, nothing consumed,
    when not this form or the rest is not plainly of one holding of the subject's (see the module)."""
    start = cur.pos
    frac = read_fraction_of(cur) if cur.peek_word() != "the" else None
    if cur.take_word("the") is None or cur.take_word("rest") is None or cur.peek_word() == "of" or not subject:
        cur.pos = start
        return None
    mine = [op for op in ops if op.item is not None and subject in (op.actor, op.target, op.source)
            and op.kind not in ("describe", "price", "per", "rate")]
    last = mine[-1] if mine else None
    if last is None or last.kind not in _MOVES or last.actor != subject or last.item.mods \
            or len({op.item.unit for op in mine}) != 1:
        cur.pos = start
        return None
    amount = "all" if frac is None else PREFIX + fmt(frac)
    return amount, Item(unit=last.item.unit), subject


def parse_gapped_rest(cur: Cursor, ctx, ops: list[Op], inherited: str) -> bool:
    """``He gave 16 cards to Pat and half of the rest to Sam``: after ``and``, the rest (or a part of it) given to
    someone else by the same giving — the previous op of this sentence, a transfer by the clause's subject. True when
    read (the op added, the clause consumed); False, nothing consumed, otherwise."""
    start = cur.pos
    prev = ops[-1] if ops else None
    if start == 0 or cur.words[start - 1] != "and" or prev is None or prev.kind != "transfer" \
            or prev.sentence != cur.sentence.index or prev.actor != inherited or not inherited or prev.agent:
        return False
    from domain.reader.circumstances import Circumstances, read_circumstances  # circumstances imports amounts; speed (ADR 0451): past the test most calls fail
    got = read_rest(cur, ops, inherited)
    if got is None and "many" in cur.wordset:
        got = read_times_as_many(cur, ops, inherited, prev.lemma)  # v17: "… and twice as many to Ann"
    if got is None and cur.peek_word() == "some" and cur.sense("fn:some") is not None:
        # v17: "He gave 3 to Tom and some to Ann": an unknown part given by the same giving (solved or refused later)
        cur.pos += 1
        s = cur.sense("unit")
        if s is not None:
            if s.entry.id != prev.item.unit or s.form != "pl" or prev.item.mods:
                cur.pos = start
                return False
            cur.pos += s.length
        got = (ctx.new_unknown(), prev.item, inherited)
    if got is None:
        cur.pos = start
        return False
    circ = Circumstances()
    times = set(cur.times)
    read_circumstances(cur, ctx, circ)
    if set(cur.times) != times or not circ.to or circ.to == inherited or circ.source or circ.place or circ.with_ or circ.bare \
            or not cur.at_end() and cur.words[cur.pos] not in (",", "and", "but", "then"):
        cur.pos = start
        return False
    amount, item, _ = got
    ops.append(Op(kind="transfer", lemma=prev.lemma, sentence=cur.sentence.index, actor=inherited, item=item,
                  amount=amount, target=circ.to, time=prev.time))
    return True


def read_times_as_many(cur: Cursor, ops: list[Op], subject: str, lemma: str) -> tuple[str, Item, str] | None:
    """``twice as many [<things>]`` / ``3 times as many [<things>]`` as the subject's own last giving or loss by the
    same verb (``She gave 5 apples to Bob. She gave twice as many apples to Cy.``: 10): (amount, item, ""), consumed;
    None, nothing consumed, when not this form, when ``as <someone>`` follows (a comparison with another), or when
    the last statement about the subject's things is not that verb's numeric giving or loss of one plain kind."""
    start = cur.pos
    mult = cur.sense("multiplier")
    if mult is not None:
        cur.pos += mult.length
        factor = cur.lex.number_value[mult.entry.id]
    elif cur.peek_word().isascii() and cur.peek_word().isdigit() and cur.sense("fn:times", cur.pos + 1) is not None:
        factor = Fraction(int(cur.peek_word()))
        cur.pos += 2
    else:
        return None
    if cur.sense("fn:as") is None or cur.peek_word(1) != "many" or not subject:
        cur.pos = start
        return None
    cur.pos += 2
    mine = [op for op in ops if op.item is not None and subject in (op.actor, op.target, op.source)
            and op.kind not in ("describe", "price", "per", "rate")]
    last = mine[-1] if mine else None
    if last is None or last.kind not in _MOVES or last.actor != subject or last.lemma != lemma or last.item.mods \
            or not last.amount or not (last.amount[0].isdigit()):
        cur.pos = start
        return None
    s = cur.sense("unit")
    if s is not None:
        if s.entry.id != last.item.unit or s.form != "pl":
            cur.pos = start
            return None
        cur.pos += s.length
    if cur.sense("fn:as") is not None:
        cur.pos = start  # "twice as many as Tom": as Tom gave? as Tom has?
        return None
    return fmt(factor * Fraction(last.amount)), Item(unit=last.item.unit), ""
