"""``Jane buys an apple for $0.75 and pays with a $5.00 bill. How much change will she get?`` (v12, ADR 0230).

Paying with a bill hands over the bill's amount; the change is what comes back: the bill less the prices paid in
the same sentence. Read as the buyer holding the bill's amount right before that sentence's purchases (``hold``,
lemma ``verb.pay``), so the change is the money the buyer holds afterwards, and the question ``How much change
will|does|did <person> get|receive [back]?`` asks that holding in dollars.

Read only when:
- the sentence is ``<purchases by one person> and pays|paid|pay with a|an <money> bill`` and the part before
  ``and`` reads as purchases only (a thing gained and money lost by the same verb, each pair), by that person;
- nothing in the story before that sentence is about that person's money (``Jane has $20. … pays with a $5
  bill`` would hold two amounts), and the question is about the payer, asked right after (no later sentence).
Anything else: the sentence is left to the other readings (which refuse ``pays with``), and a change question
with no such payment is read as before (``change`` counts coins).
"""
from __future__ import annotations

from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Context, Cursor
from domain.reader.prices import _dollars
from domain.reader.refusals import Reason, ReaderRefusal

TENDER = "verb.pay"
"""The lemma of the held bill (a pack verb id, as spending.PAYING_VERBS)."""

_PAY_FORMS = ("pays", "paid", "pay")


def _tender_at(cur: Cursor, ctx: Context) -> tuple[int, object] | None:
    """Index of the ``and`` before ``pays with a <money> bill`` ending the sentence, and the amount."""
    words = cur.words
    for i in range(1, cur.end - 3):
        if words[i] == "and" and words[i + 1] in _PAY_FORMS and words[i + 2] == "with":
            bill = words[i + 3] in ("a", "an")
            probe = Cursor(cur.lex, cur.sentence, i + 4 if bill else i + 3, cur.end)
            money = _dollars(probe, ctx)
            # v15 (ADR 0317): "… and paid with $100" (the money itself, no bill named)
            if money is not None and money > 0 and (probe.take_word("bill") or not bill) and probe.at_end():
                return i, money
    return None


def parse_paid_with(cur: Cursor, ctx: Context, ops: list[Op], parse_statement) -> bool:
    """Read ``… and pays with a $5.00 bill``; False (nothing added) when the sentence is not that form."""
    if "with" not in cur.wordset:
        return False
    got = _tender_at(cur, ctx)
    if got is None:
        return False
    at, money = got
    head = Cursor(cur.lex, cur.sentence, 0, at)
    before = len(ops)
    snapshot, seen = dict(ctx.entities), list(ctx.units_seen)
    try:
        parse_statement(head, ctx, ops)
    except ReaderRefusal:
        del ops[before:]
        ctx.entities, ctx.units_seen = snapshot, seen
        return False
    new = ops[before:]
    actors = {op.actor for op in new if op.kind != "price"}
    gains = [op for op in new if op.kind == "gain"]
    losses = [op for op in new if op.kind == "lose"]
    prices = [op for op in new if op.kind == "price"]
    ok = len(actors) == 1 and gains and len(gains) == len(losses) and len(new) == len(gains) + len(losses) + len(prices) \
        and all(lo.item is not None and lo.item.unit == "unit.dollar" for lo in losses) \
        and all(any(g.lemma == lo.lemma for g in gains) for lo in losses)
    payer = next(iter(actors)) if actors else ""
    if ok and any(payer in (op.actor, op.target, op.source) for op in ops[:before]):
        ok = False  # the payer's money was told before: two amounts held?
    if not ok:
        del ops[before:]
        ctx.entities, ctx.units_seen = snapshot, seen
        return False
    ops.insert(before, Op(kind="hold", lemma=TENDER, sentence=cur.sentence.index, actor=payer,
                          item=Item(unit="unit.dollar"), amount=_fmt(money)))
    cur.pos = cur.end
    return True


def parse_paid_after(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """``Mary spent $1.08 on soup and $4.80 on a salad. Mary paid with a 20 dollar bill.`` (v13, ADR 0261): the
    payment told in a sentence of its own, right after the purchases it pays for, reads as the same-sentence form:
    the payer held the bill's amount right before them. The sentence is exactly ``<payer> pays|paid|pay with a|an
    <money> bill``; the payer (a name, or a he/she that fits one person) made every operation of the sentence
    before (purchases only, as above), and nothing before that sentence is about the payer's money. The hold is
    stamped with the purchases' sentence, so ``How much change …?`` (which needs the payment right before it)
    still refuses after this form. False, nothing consumed, when the sentence is not that form."""
    if "with" not in cur.wordset or cur.sentence.index == 0:
        return False
    from domain.reader.phrases import read_entity
    start, snapshot, seen = cur.pos, dict(ctx.entities), list(ctx.units_seen)

    def rewind() -> bool:
        cur.pos = start
        ctx.entities, ctx.units_seen = snapshot, seen
        return False

    try:
        payer = read_entity(cur, ctx)
    except ReaderRefusal:
        return rewind()
    if payer is None or cur.take_word(*_PAY_FORMS) is None or cur.take_word("with") is None:
        return rewind()
    if cur.take_word("a", "an") is not None:
        money = _dollars(cur, ctx)
        if money is None or money <= 0 or not cur.take_word("bill") or not cur.at_end():
            return rewind()
    else:
        money = _dollars(cur, ctx)  # v15 (ADR 0317): "He paid with $30." (the money itself, no bill named)
        if money is None or money <= 0 or not cur.at_end():
            return rewind()
    prev = cur.sentence.index - 1
    new = [op for op in ops if op.sentence == prev]
    gains = [op for op in new if op.kind == "gain"]
    losses = [op for op in new if op.kind == "lose"]
    prices = [op for op in new if op.kind == "price"]
    ok = {op.actor for op in new if op.kind != "price"} == {payer} and gains and len(gains) == len(losses) \
        and len(new) == len(gains) + len(losses) + len(prices) \
        and all(lo.item is not None and lo.item.unit == "unit.dollar" for lo in losses) \
        and all(any(g.lemma == lo.lemma for g in gains) for lo in losses)
    earlier = [op for op in ops if op.sentence < prev and payer in (op.actor, op.target, op.source)]
    if ok and any(op.item is None or cur.lex.unit_by_id[op.item.unit].family in ("money", "mass_noun_money")
                  or op.kind == "hold" and op.lemma == TENDER for op in earlier):
        ok = False  # the payer's money was told before: two amounts held?
    if not ok and _rate_priced_story(ops, payer, cur.lex):
        # v15 (ADR 0317): "Rose bought 5 cans of soup. Each can costs $2. She paid with a $20 bill.": the whole
        # story so far is the payer's purchases and their one rate price each; she held the bill before them all
        # (priced_purchases.py pays the purchases for the change question)
        ops.insert(0, Op(kind="hold", lemma=TENDER, sentence=ops[0].sentence, actor=payer,
                         item=Item(unit="unit.dollar"), amount=_fmt(money)))
        ctx.paid_after_at = cur.sentence.index
        return True
    if not ok:
        return rewind()
    at = next(i for i, op in enumerate(ops) if op.sentence == prev)
    ops.insert(at, Op(kind="hold", lemma=TENDER, sentence=prev, actor=payer, item=Item(unit="unit.dollar"),
                      amount=_fmt(money)))
    ctx.paid_after_at = cur.sentence.index
    return True


def _rate_priced_story(ops: list[Op], payer: str, lex) -> bool:
    """Every op so far is a buy or purchase of things by the payer (no money paid) or a rate price (no buyer), and
    each bought thing has exactly one price, of it alone or of it with the same things inside."""
    gains = [op for op in ops if op.kind == "gain"]
    prices = [op for op in ops if op.kind == "price"]
    if not gains or len(gains) + len(prices) != len(ops):
        return False
    for g in gains:
        if g.actor != payer or g.lemma not in ("verb.buy", "verb.purchase") or g.item is None \
                or lex.unit_by_id[g.item.unit].family in ("money", "mass_noun_money") or g.place or g.source:
            return False
        own = [p for p in prices if p.item is not None and p.item.unit == g.item.unit]
        if len(own) != 1 or own[0].actor or own[0].item.mods not in ((), g.item.mods):
            return False
    return True


def _fmt(value) -> str:
    from domain.reader.phrases import fmt
    return fmt(value)


def change_question(cur: Cursor, ctx: Context, ops: list[Op]) -> Question | None:
    """``How much change will|does|did|would <person> get|receive [back]?`` after a payment with a bill, in the
    sentence right before the question: the payer's dollars held afterwards. None when not this form; a change
    question about someone else than the payer refuses."""
    words = cur.words[:cur.end]
    if words[:3] != ["how", "much", "change"] or len(words) < 6:
        return None
    tenders = [op for op in ops if op.kind == "hold" and op.lemma == TENDER]
    if not tenders:
        return None
    q = cur.sentence.index
    right_before = tenders[0].sentence == q - 1 or ctx.paid_after_at == q - 1  # v15: the payment on its own (ADR 0317)
    if len(tenders) > 1 or not right_before:
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "event_binding", sentence_index=cur.sentence.index,
                            frame="question", detail="change after a payment told earlier or twice")
    cur.pos = 3
    if not cur.take("fn:aux"):
        cur.pos = 0
        return None
    from domain.reader.phrases import read_entity
    who = read_entity(cur, ctx)
    if who is None or cur.peek_word() not in ("get", "receive"):
        raise ReaderRefusal(Reason.UNPARSED_QUESTION, "frame.question", sentence_index=cur.sentence.index,
                            frame="question", detail="a change question the reading cannot place")
    cur.pos += 1
    cur.take_word("back")
    if not cur.at_end() or who != tenders[0].actor:
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=cur.sentence.index,
                            frame="question", detail="change asked of someone other than the payer, or words after")
    return Question(kind="holding", sentence=cur.sentence.index, entity=who, item=Item(unit="unit.dollar"),
                    lemma=TENDER)


def check_tender_question(question: Question, ops: list[Op], lex) -> None:
    """The bill is all the story says of the payer's money, not all the payer has: only the change question (and a
    spend question, which sums the prices) reads it. ``How much money does she have left?`` refuses (she may have
    more than the bill)."""
    if question.lemma == TENDER or question.kind == "spend" or question.item is None:
        return
    if lex.unit_by_id[question.item.unit].family != "money":
        return
    if any(op.kind == "hold" and op.lemma == TENDER for op in ops):
        raise ReaderRefusal(Reason.UNKNOWN_QUANTITY, "initial_state", sentence_index=question.sentence,
                            frame="question", detail="money held beside a bill paid with: the bill is not all of it")
