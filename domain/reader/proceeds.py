"""What sales brought in (v8, ADR 0115):

    Each chocolate bar costs $3. Olivia had 9 bars and sold all but 4 bars.
    How much money would she have made?                               3 × (9 − 4)

``How much money did <seller> make/earn?`` with no statement of making or earning money: the money the
seller's sales brought, each thing sold at its stated price (``Each X costs $P``, solver.price_of, kinds as
for spending). It mirrors the spending question (``How much did he spend?`` = priced purchases) and is read
only where nothing else could be the answer:

- every sale of the seller (``sold`` — the pack's ``verb.sell``) is of a priced thing, and there is one;
- no money is told anywhere but in prices (``had $5``, ``spent $3``, ``earned $4 mowing``: is that part of
  what she made?);
- the seller acquired none of the things sold (``bought 10 bars … sold 8``: the takings, or the profit?) —
  holding them or making them (``baked 20 cookies``) is fine;
- the question has no time, place, source or second thing.

Anything else refuses as before (``no statement matches the asked verb``). This module only selects; the
solver and the verifier each multiply their own counts of the sales by the price.

Rewards per thing defeated, the same way::

    In a video game, each enemy defeated gives you 3 points. If a level has 6 enemies total and you
    destroy all but 2 of them, how many points would you earn?                         3 × (6 − 2)

``each <unit> <V-ed> gives you N <things>`` (``take_reward_rate``) is a ``per`` op marked ``REWARD`` whose
lemma is the participle's verb. It is read only before the reward question (``how many points would you
earn/get/make?``, ``reward_question``): the asker's losses of that unit by a verb of the participle's
category (``destroy`` for ``defeated``) × N. Any other question refuses (``check_rewards``: the rate is not
what an enemy holds), as do a second reward rate, points told anywhere else, another kind of loss of the
unit by the asker (``gave away 2 enemies``), or a question with a time or place.
"""
from __future__ import annotations

from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Context, Cursor, fmt, read_item, read_number
from domain.reader.refusals import Reason, ReaderRefusal

MONEY = "unit.dollar"
PROCEEDS_VERBS = ("verb.make", "verb.earn")
SALE = "verb.sell"
REWARD = "reward"
"""``Op.event`` of a ``per`` op that is a reward per thing defeated (``each enemy defeated gives you 3 points``)."""
REWARD_VERBS = ("verb.earn", "verb.get", "verb.make", "verb.score")


def proceeds_question(q: Question) -> bool:
    """``How much money did she make?`` (an event question of money by make/earn, nothing else asked)."""
    return (q.kind == "event" and q.item is not None and q.item.unit == MONEY and q.lemma in PROCEEDS_VERBS
            and bool(q.entity or q.members) and not (q.time or q.place or q.source or q.other or q.item2))


def sales_to_price(ops: list[Op], q: Question, sellers: set[str], acquired_lemma) -> list[Op] | None:
    """The seller's sale ops when every guard above holds, else None (the caller refuses as before).
    ``acquired_lemma(op)`` says whether a gain op is an acquisition (a purchase, a find, a gift) rather
    than making the things (the lexicon's verb category lives with the caller)."""
    if any(op.item is not None and op.item.unit == MONEY and op.kind != "price" for op in ops):
        return None
    sales = [op for op in ops if op.kind == "lose" and op.lemma == SALE and op.actor in sellers]
    if not sales or any(op.kind == "lose" and op.lemma != SALE and op.actor in sellers for op in ops):
        return None
    sold = {op.item.unit for op in sales}
    for op in ops:
        if op.item is None or op.item.unit not in sold:
            continue
        if op.kind == "transfer" and op.target in sellers:
            return None
        if op.kind == "gain" and op.actor in sellers and acquired_lemma(op):
            return None
    return sales


def take_reward_rate(cur: Cursor, ctx: Context, ops: list[Op], container: Item) -> bool:
    """After ``each <unit>``: ``defeated gives you 3 points`` to the end of the clause → a ``REWARD`` rate; False
    (nothing consumed) when this is not the form."""
    start = cur.pos
    done = cur.sense("verb")
    if done is None or not cur.words[cur.pos + done.length - 1].endswith("ed") or done.entry.category != "destroy":
        return False
    cur.pos += done.length
    if not (cur.take_word("gives", "give", "gave") and cur.take_word("you")):
        cur.pos = start
        return False
    num = read_number(cur)
    item = read_item(cur, ctx) if num is not None and not num[1] else None
    if item is None or item.unit == container.unit or not (cur.at_end() or cur.peek_word() in (",", "and")):
        cur.pos = start
        return False
    ops.append(Op(kind="per", lemma=done.entry.id, sentence=cur.sentence.index, item=item, amount=fmt(num[0]),
                  target=container.unit, event=REWARD))
    return True


def reward_rate(ops: list[Op], q: Question) -> Op | None:
    """The one reward rate the question asks about (``how many points would you earn``), else None."""
    rates = [op for op in ops if op.kind == "per" and op.event == REWARD]
    if len(rates) != 1 or q.kind != "event" or q.lemma not in REWARD_VERBS or q.item != rates[0].item \
            or not (q.entity or q.members) or q.time or q.place or q.source or q.other or q.item2:
        return None
    return rates[0]


def check_rewards(q: Question, ops: list[Op], categories: dict, si: int) -> None:
    """A reward rate read with any question but its own, or beside other mentions of its things, refuses."""
    rates = [op for op in ops if op.kind == "per" and op.event == REWARD]
    if not rates:
        return
    rate = reward_rate(ops, q)
    why = ""
    if rate is None:
        why = "a reward per thing defeated and a question not about the reward"
    elif any(op is not rate and op.item is not None and op.item.unit == rate.item.unit for op in ops):
        why = f"{rate.item.unit} told outside the reward: earned, or there before?"
    elif any(op.kind in ("lose", "transfer") and op.item is not None and op.item.unit == rate.target
             and op.actor in askers(q) and (op.kind == "transfer" or categories.get(op.lemma) !=
                                            categories.get(rate.lemma)) for op in ops):
        why = f"{rate.target} lost otherwise than {rate.lemma}"
    if why:
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "event_binding", sentence_index=si,
                            frame="question.reward", detail=why)


def askers(q: Question) -> set[str]:
    return set(q.members) if q.members else {q.entity}


def rewarded(ops: list[Op], q: Question, categories: dict) -> tuple[Op, list[Op]] | None:
    """(the rate, the asker's defeats it pays for) for the reward question, else None."""
    rate = reward_rate(ops, q)
    if rate is None:
        return None
    kind = categories.get(rate.lemma)
    done = [op for op in ops if op.kind == "lose" and op.item is not None and op.item.unit == rate.target
            and op.actor in askers(q) and categories.get(op.lemma) == kind]
    return (rate, done) if done else None
