"""Question forms that ask for a stated rate by another name (v6).

    There are 36 pens. If they are put into 6 groups, how big is each group?     the group size (36 ÷ 6)
    Lisa rented 4 DVDs for $4.80. How much did each DVD cost to rent?            the unit price (4.80 ÷ 4)
    If each ball costs $1.54, how much must Kyoko pay for 3 balls?               the price of 3 (1.54 × 3)

Each reuses an existing question kind (``group_size``, ``cost_of``), so the solver and the verifier
already read the answer; what is new is only the wording, and each form refuses what it cannot pin down.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.spent_kinds import is_purchase
from domain.reader.amounts import read_verb
from domain.reader.circumstances import unparsed
from domain.reader.graph import Item, Op, Question
from domain.reader.partitions import read_each_container
from domain.reader.phrases import Context, Cursor, fmt, read_entity, read_item, read_number
from domain.reader.refusals import Reason


def parse_size_question(cur: Cursor, ctx: Context, si: int, ops: list[Op]) -> Question | None:
    """``how big is each group?`` / ``how large will each pile be?`` after a partition: the number of
    things in one group — of the one thing partitioned into that container (none or several refuse)."""
    size = cur.sense("fn:size")
    if size is None:
        return None
    cur.pos += size.length
    future = cur.take("fn:aux") is not None
    if not future and not cur.take("fn:be"):
        raise unparsed(cur, "question.size", "expected 'is/are each <group>'", Reason.UNPARSED_QUESTION,
                       "frame.question_groups")
    container = read_each_container(cur, ctx)
    if future and not cur.take("fn:be"):
        container = None
    if not container:
        raise unparsed(cur, "question.size", "expected 'each <group>' after 'how big is'", Reason.UNPARSED_QUESTION,
                       "frame.question_groups")
    divided = {op.item.unit for op in ops if op.kind == "partition" and op.target == container}
    if len(divided) != 1:
        raise unparsed(cur, "question.size", f"{len(divided)} partitions into {container}: the size of what?",
                       Reason.AMBIGUOUS_REFERENCE if divided else Reason.UNKNOWN_QUANTITY, "rate")
    return Question(kind="group_size", sentence=si, item=Item(unit=divided.pop()), other=container)


def parse_each_cost(cur: Cursor, ctx: Context, si: int, ops: list[Op]) -> Question | None:
    """``How much did each DVD cost [to rent]?``: the price of one, as a purchase with a count fixed it.
    A ``to <verb>`` tail must name the verb of the purchase that priced the thing (``rented … for``)."""
    start = cur.pos
    if not (cur.take("fn:aux") and cur.take("fn:each")):
        cur.pos = start
        return None
    item = read_item(cur, ctx)
    verb = read_verb(cur) if item is not None else None
    if verb is None or verb.category != "cost":
        cur.pos = start
        return None
    if cur.take_word("to"):
        how = read_verb(cur)
        priced_by = {op.lemma for op in ops if op.kind == "price" and op.item is not None and op.item.unit == item.unit}
        if how is None or priced_by != {how.id}:
            raise unparsed(cur, "question.cost", "'cost to <verb>' where no such purchase priced the thing",
                           Reason.UNKNOWN_QUANTITY, "rate")
    return Question(kind="cost_of", sentence=si, item=item, count="1", other=_money_unit(cur, ctx))


def parse_pay_for(cur: Cursor, ctx: Context, si: int, ops: list[Op], relative: bool = False) -> Question | None:
    """``how much must Kyoko pay for 3 balls?``: the stated price × 3. The payer is read only when the
    story says nothing else about them (no holding, no purchase, no discount they could have had).
    ``… she paid for the 3 pizzas`` (definite): the payer's own purchases, which must be exactly those 3
    pizzas and nothing else about pizzas."""
    start = cur.pos
    if not cur.take("fn:aux") and not relative:
        return None
    payer = read_entity(cur, ctx)
    verb = read_verb(cur) if payer is not None else None
    if verb is None or verb.category != "negative" or not cur.take_word("for"):
        cur.pos = start
        return None
    definite = cur.take_word("the") is not None
    num = read_number(cur)
    item = read_item(cur, ctx) if num is not None and not num[1] else None
    if item is None or not cur.at_end():
        cur.pos = start
        return None
    mine = [op for op in ops if payer in (op.actor, op.target, op.source, op.agent)]
    if definite:
        about = [op for op in ops if op.item is not None and op.item.unit == item.unit and op.kind != "price"]
        # v12 red team: "bought 8 shirts for 72 cents each. He found a shirt. … spend for the 9 shirts?" answered
        # 9 x 72: a thing found is not paid for (spent_kinds.is_purchase)
        if not about or any(op.kind != "gain" or op.actor != payer or op.source or op.target
                            or not is_purchase(op, ops, cur.lex) for op in about) \
                or sum(Fraction(op.amount) if _exact(op.amount) else Fraction(-1) for op in about) != num[0]:
            raise unparsed(cur, "question.cost", f"'the {fmt(num[0])} {item.unit}' are not exactly what {payer} bought",
                           Reason.AMBIGUOUS_REFERENCE, "item_binding")
    elif mine:
        raise unparsed(cur, "question.cost", f"{payer} already took part in the story: what they pay may differ",
                       Reason.UNSUPPORTED_FORM, "frame.question_cost")
    return Question(kind="cost_of", sentence=si, item=item, count=fmt(num[0]), other=_money_unit(cur, ctx))


def _money_unit(cur: Cursor, ctx: Context) -> str:
    """Prices are kept in dollars; the answer is in the one money unit the text used (``""`` = dollars,
    ``unit.cent`` → 198 rather than 1.98). Two money units, or one without a conversion, refuse."""
    used = [u for u in ctx.units_seen if cur.lex.unit_by_id[u].family == "money"]
    if len(used) > 1:
        raise unparsed(cur, "question.cost", f"a cost asked with {len(used)} money units in the text",
                       Reason.AMBIGUOUS_REFERENCE, "unit_binding")
    if not used or used[0] == "unit.dollar":
        return ""
    if not cur.lex.unit_by_id[used[0]].per_base:
        raise unparsed(cur, "question.cost", "a cost asked in a text that counts money in another unit",
                       Reason.UNIT_MISMATCH, "unit_conversion")
    return used[0]


def parse_loss_goal(cur: Cursor, ctx: Context, si: int, entity: str, item: Item | None) -> Question | None:
    """``How many [games] does she need to give away so that she will have 35 games left?`` (also ``… to
    have 35 left``): what is held beyond what is to be kept — holding − 35 (a loss verb only; below 0
    refuses). Nothing consumed and None when this is not the form."""
    start = cur.pos
    need = cur.take("fn:need")
    if need is None:
        return None
    if cur.words[cur.pos - 1] != "to":
        cur.take_word("to")
    verb = read_verb(cur)
    if verb is None or verb.category not in ("negative", "transfer_out", "destroy"):
        cur.pos = start
        return None
    cur.take_word("away")
    if cur.take("fn:purpose"):
        if read_entity(cur, ctx) != entity:
            raise unparsed(cur, "question.goal", "'so that' about someone else", Reason.UNPARSED_QUESTION,
                           "frame.question_goal")
        cur.take("fn:aux")
    elif not cur.take_word("to"):
        raise unparsed(cur, "question.goal", "expected 'so that <she> will have N left' / 'to have N left'",
                       Reason.UNPARSED_QUESTION, "frame.question_goal")
    have = read_verb(cur)
    num = read_number(cur) if have is not None and have.category == "observe" else None
    if num is None or num[1]:
        raise unparsed(cur, "question.goal", "expected 'have N [things] left'", Reason.UNPARSED_QUESTION,
                       "frame.question_goal")
    kept = read_item(cur, ctx)
    if kept is not None and item is not None and kept != item:
        raise unparsed(cur, "question.goal", "the kept things are not the asked things", Reason.AMBIGUOUS_REFERENCE,
                       "item_binding")
    item = item or kept or Item(unit=ctx.elided_unit(cur))
    cur.take("fn:rest")
    if not cur.at_end():
        raise unparsed(cur, "question.goal", "words after 'have N left'", Reason.UNPARSED_QUESTION, "frame.question_goal")
    return Question(kind="surplus", sentence=si, entity=entity, item=item, lemma=verb.id, count=fmt(num[0]))


def _exact(amount: str) -> bool:
    return bool(amount) and not amount.startswith("?") and amount != "all"


def what_total(cur: Cursor) -> bool:
    """``What is/was the [total] number of`` (→ many, False) / ``… the total amount [of money]`` (→ much,
    True) after ``What``; anything else refuses."""
    if cur.take("fn:be") and cur.take_word("the"):
        total = cur.take("fn:total") is not None
        noun = cur.take("fn:quantity_noun")
        if noun is not None and (total or cur.words[cur.pos - 1] == "number"):
            amount = cur.words[cur.pos - 1] == "amount"
            if not amount and cur.take("fn:of"):
                return False
            if amount:
                if cur.take("fn:of"):
                    if not cur.sense("fn:money_word"):
                        raise unparsed(cur, "question.what", "'the total amount of' names no money",
                                       Reason.UNPARSED_QUESTION, "frame.question")
                return True
    raise unparsed(cur, "question.what", "'what' is read only as 'what is the total number of …'",
                   Reason.UNPARSED_QUESTION, "frame.question")


def parse_counted_holders(cur: Cursor, ctx: Context, si: int, item: Item | None, ops: list[Op]) -> Question | None:
    """After ``How many legs do``: ``2 bees have`` — what N of a container hold, from the one stated rate
    (``A bee has 6 legs``): rate × N, the ``per_container`` question in the holders' words (v6)."""
    start = cur.pos
    num = read_number(cur)
    holders = read_item(cur, ctx, note=False) if num is not None and not num[1] else None
    verb = read_verb(cur) if holders is not None else None
    if item is None or verb is None or verb.category not in ("observe", "contain") or not cur.at_end():
        cur.pos = start
        return None
    return Question(kind="per_container", sentence=si, item=item, count=fmt(num[0]), other=holders.unit)


def parse_priced_afford(cur: Cursor, ctx: Context, si: int, item: Item, ops: list[Op], with_money) -> Question | None:
    """``A pencil costs 5 cents. How many pencils can she buy [with the money she has]?``: money held ÷ the
    one stated price of the thing (``can/could`` only: ``did she buy`` asks what happened). Several
    prices refuse; a remainder refuses when solving (``afford`` counts whole things)."""
    start = cur.pos
    aux = cur.sense("fn:aux")
    if aux is None or cur.words[cur.pos] not in ("can", "could"):
        return None
    cur.pos += aux.length
    entity = read_entity(cur, ctx)
    verb = read_verb(cur) if entity is not None else None
    if verb is None or verb.category != "positive":
        cur.pos = start
        return None
    prices = {op.amount for op in ops if op.kind == "price" and op.item is not None and op.item.unit == item.unit}
    if not prices:
        cur.pos = start
        return None
    if len(prices) > 1 or Fraction(prices.copy().pop()) <= 0:
        raise unparsed(cur, "question.afford", f"{len(prices)} prices of {item.unit}", Reason.AMBIGUOUS_REFERENCE,
                       "rate")
    with_money(cur, ctx, entity)
    if not cur.at_end():
        # red team (ADR 0432): ``Sam has 290 cents. A pencil costs 25 cents. He buys 1 pencil. How many pencils can
        # he buy now?`` fell through to the event question and answered 1 (the purchase told); with a price of the
        # asked things, ``can|could <someone> <get>`` asks what the money affords, whatever follows
        raise unparsed(cur, "question.afford", "words after 'can/could <someone> <verb>' of a priced thing",
                       Reason.UNPARSED_QUESTION, "frame.question_afford")
    return Question(kind="afford", sentence=si, entity=entity, item=item, count=prices.pop())


def read_asked_item(cur: Cursor, ctx: Context) -> Item | None:
    """The asked thing, stopping before ``can/could <someone> <verb>``: ``How many pens can he buy?`` (v18: or
    ``can/could <N>``)
    (the noun run alone reads ``pens can`` as cans of a pen kind). v13 (ADR 0265): ``How many can each niece
    get?`` asks no noun: ``many`` counts a plural, so a singular ``can``/``could`` right after it is the modal."""
    wordset = cur.wordset
    if "can" not in wordset and "could" not in wordset:
        return read_item(cur, ctx)  # speed (ADR 0461): both tests below need ``can`` or ``could`` in the sentence
    if cur.pos < cur.end and cur.words[cur.pos] in ("can", "could") and cur.sense("unit") is not None \
            and cur.sense("unit").form == "sg":
        return None
    # v18 (ADR 0393): also before ``can|could <N> <holders>`` (``How many students can 3 buses hold?``), the
    # counted holders' question (parse_counted_holders)
    stop = next((j for j in range(cur.pos + 1, cur.end - 2) if cur.words[j] in ("can", "could")
                 and ((cur.sense("fn:pronoun", j + 1) or cur.sense("name", j + 1)) and cur.sense("verb", j + 2)
                      or cur.tokens[j + 1].kind == "num")), None)
    if stop is None:
        return read_item(cur, ctx)
    sub = Cursor(cur.lex, cur.sentence, cur.pos, stop)
    item = read_item(sub, ctx)
    if item is None or sub.pos != stop:
        return read_item(cur, ctx)
    cur.pos = stop
    return item
