"""Spending: which money losses a ``How much did X spend?`` question sums (v6).

A purchase is stated in several ways — ``spent $6.51 on a rabbit toy``, ``bought a skateboard for $9.46``,
``paid $5 for a book``, ``a cage cost him $12.51`` — and the question names one verb. Summing only the
events of the asked verb would drop the others (``bought a ball for $6. spent $5 on a book. How much did
he spend?`` is 11, not 5), so a spend question counts every money loss of the asked person that is a
purchase:

- a loss by the asked verb itself;
- the price paid in a purchase (a loss whose verb is a gaining verb: ``bought … for $N``, ``got … for $N``);
- a loss by a cost verb (``a cage cost him $12.51``).

A money loss by another losing verb (``lost $3``, ``paid $4`` when asked about ``spend``) may or may not be
a purchase — the pack's verb categories cannot tell ``lost`` from ``paid`` — so such a story refuses.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.amounts import GAIN, read_amount
from domain.reader.circumstances import skip_circumstance_words, unparsed
from domain.reader.graph import Item, Op, Question
from domain.reader.lexicon import Lexicon
from domain.reader.phrases import Context, Cursor, fmt, noun_run, read_object_pronoun
from domain.reader.prices import _dollars
from domain.reader.refusals import Reason
from domain.reader.spent_kinds import plural_head
from domain.reader.paid_asides import skip_coupon_aside, skip_total_word

PAYING_VERBS = ("verb.pay", "verb.spend")
"""(v8, ADR 0116) Losing verbs whose ``<money> for <thing>`` names what the money bought (``paid $12.08 for
grapes``); other losing verbs with ``for`` (``donated $50 for toys``, ``lost $5 for …``) are not read so.
Pack lemma ids, as ``unit.dollar`` is: the pack has no category that tells paying from losing."""

PURCHASE_CATEGORIES = ("positive", "cost")
"""Verb categories whose money losses are always purchase prices (``bought … for $N``, ``X cost him $N``)."""


def spending_kind(lex: Lexicon, op, asked_lemma: str, paired: bool) -> bool | None:
    """True: ``op`` is a purchase the spend question counts; False: not a money loss at all; None: a money
    loss the reading cannot place (counted or not would change the answer — the caller refuses).
    ``paired``: the same actor gained something by the same verb in the same sentence (``spent $5 on a
    ball`` → the ball), which makes the money loss a purchase whatever its verb."""
    if op.kind != "lose" or op.item is None:
        return False
    unit = lex.unit_by_id.get(op.item.unit)
    if unit is not None and unit.family == "mass_noun_money":
        # "spent some money on a book": money in no unit of the dollars asked — left out, the sum would drop
        # it (red3a: v6 answered 5 for "spent $5 on a pen. He spent some money on a book.")
        return None
    if unit is None or unit.family != "money":
        return False
    if op.lemma == asked_lemma or paired:
        return True
    category = lex.verb_category.get(op.lemma)
    if category in PURCHASE_CATEGORIES:
        return True
    return None


def total_prefix(cur: Cursor, start: int) -> bool:
    """``In total, how much did he spend?`` (v6): a leading ``in total`` / ``altogether`` says what a trailing
    one says (the question sums), so the prefix is skipped rather than read as a statement."""
    if cur.words[0] not in cur.lex.first_words.get("fn:total", ()):
        return False  # speed (ADR 0452): no ``fn:total`` sense starts the sentence (no probe cursor built)
    probe = Cursor(cur.lex, cur.sentence, 0, start - 1)
    return probe.take("fn:total") is not None and probe.at_end()


def parse_cost_question(cur: Cursor, ctx: Context) -> Question | None:
    """``What was the total cost of Keith's purchases?`` / ``… of his purchases?`` (v6): a spend question
    about that person, asked with the cost verb (every purchase counts, spending.py). ``purchases`` is a
    form of a pack gaining verb. Anything else: None, nothing consumed."""
    start = cur.pos
    if cur.peek_word() != "what":
        return None
    cur.pos += 1
    verb = None
    if cur.take("fn:be") and cur.take_word("the") and cur.take("fn:total"):
        verb = cur.sense("verb")
    if verb is None or verb.entry.category != "cost" or cur.peek_word(verb.length) != "of":  # fresh_j: "What is the total cost?" ends there
        cur.pos = start
        return None
    cur.pos += verb.length + 1
    who = None
    poss = cur.sense("fn:possessive")
    if poss is not None and poss.entry.gender in ("m", "f"):
        i = cur.pos
        cur.pos += 1
        who = ctx.resolve_possessive(poss.entry.gender, cur, i)
    elif cur.sense("name") and cur.sense("poss", cur.pos + 1) and cur.words[cur.pos] in {
            e.lower() for e in ctx.entities}:
        who = next(e for e in ctx.entities if e.lower() == cur.words[cur.pos])
        cur.pos += 2
    bought = cur.sense("verb") if who else None
    if bought is None or bought.entry.category != "positive" or cur.pos + bought.length != cur.end:
        cur.pos = start
        return None
    cur.pos += bought.length
    return Question(kind="spend", sentence=cur.sentence.index, entity=who, item=Item(unit="unit.dollar"),
                    lemma=verb.entry.id)


def take_spend_restriction(cur: Cursor) -> Item | None:
    """``How much did Tom spend on toys?`` (v6): ``on`` + a bare plural unit ending the question restricts the
    sum to the purchases of things the pack puts under that kind (or that unit itself). Read only when the
    pack names kinds of that unit; the solver refuses when a purchase's thing is not placed under some
    kind by the pack (it might be one of the asked things). None (nothing consumed) otherwise."""
    if cur.peek_word() != "on":
        return None
    got = noun_run(cur, cur.pos + 1, ("unit",))
    if got is None or got[0] or got[2] != cur.end or not plural_head(cur, got[1], got[2]):
        return None
    if not any(got[1].entry.id in generals for generals in cur.lex.generals.values()):
        return None  # the pack names no kinds of it: the restriction cannot be checked (the question refuses)
    cur.pos = got[2]
    return Item(unit=got[1].entry.id)


def parse_spent_on(cur: Cursor, ctx: Context, ops: list[Op], subject: str, verb, got) -> bool:
    """``spent $6.51 on a rabbit toy, $5.79 on marbles, and $3 on a ball`` (v6), ``paid $11.08 for berries,
    $14.33 for apples, and $9.31 for peaches`` (v8, ADR 0116: ``for`` as well, the same preposition in every
    pair; ``for`` only after a paying verb): each ``<money> on/for <thing>`` is a purchase — the spender gains
    the thing (one for ``a``, an unknown number for a bare plural) and loses the money, as ``bought a ball
    for $6.51`` does. Read only for a losing verb whose object is money and when every ``on`` phrase is a
    thing (a unit noun, not a place: ``spent $3 on the bus`` is left to the place reading).
    Nothing is consumed when the clause is not that."""
    amount, item, owner = got
    skip_total_word(cur)  # v12: "paid $12.32 total for peaches" (paid_asides.py)
    prep = cur.peek_word()
    if verb.category != "negative" or item is None or item.unit != "unit.dollar" or item.mods or owner \
            or amount.startswith(("?", "all")) or prep not in ("on", "for") \
            or (prep == "for" and verb.id not in PAYING_VERBS):
        # v17 (ADR 0366): "all-frac:"/"all-but:" amounts too ("spent half of them on a book" crashed on Fraction())
        return False
    start, save_units = cur.pos, list(ctx.units_seen)
    pairs = []
    value = Fraction(amount)
    while True:
        if not cur.take_word(prep):  # v8 (ADR 0116): "paid $12.08 for grapes, and $9.85 for cherries" too
            break
        thing = read_amount(cur, ctx, subject)
        if thing is None or thing[2] or cur.lex.unit_by_id[thing[1].unit].family == "money":
            cur.pos, ctx.units_seen = start, save_units
            return False
        pairs.append((value, thing[0], thing[1]))
        skip_coupon_aside(cur, ctx)  # v12: "for peaches, after a 3 dollar coupon, and …" (paid_asides.py)
        # ", $5.79 on marbles" / "and $3 on a ball": the next pair; anything else ends the list
        back = cur.pos
        cur.take("punct:,")
        cur.take_word("and")
        value = _dollars(cur, ctx) if cur.pos != back else None
        skip_total_word(cur, prep)
        if value is None or value <= 0 or cur.peek_word() != prep:
            cur.pos = back
            break
    skip_circumstance_words(cur)
    if not (cur.at_end() or cur.peek_word() in (",", "and", "but")):
        cur.pos, ctx.units_seen = start, save_units
        return False
    si = cur.sentence.index
    for money, count, thing in pairs:
        ops.append(Op(kind="gain", lemma=verb.id, sentence=si, actor=subject, item=thing, amount=count))
        ops.append(Op(kind="lose", lemma=verb.id, sentence=si, actor=subject, item=Item(unit="unit.dollar"),
                      amount=fmt(money)))
    return True


def parse_cost_to(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """``a cage cost him $12.51`` (v6): a thing that cost a person an amount is a purchase by that person —
    they gain one and lose the money (lemma: the cost verb). Read only for ``a/an <thing>`` (one of them)
    followed by a cost verb, an object pronoun that resolves, and money; otherwise nothing is consumed."""
    start, save_units = cur.pos, list(ctx.units_seen)
    if cur.peek_word() not in ("a", "an"):
        return False
    got = read_amount(cur, ctx, "")
    verb = cur.sense("verb") if got is not None else None
    if verb is None or verb.entry.category != "cost" or got[2] \
            or cur.lex.unit_by_id[got[1].unit].family == "money":
        cur.pos, ctx.units_seen = start, save_units
        return False
    if cur.words[cur.pos + verb.length - 1].endswith("s"):
        # "a ticket costs him $5": after one thing a present-tense verb ends in -s — a standing price, not
        # a purchase that happened
        cur.pos, ctx.units_seen = start, save_units
        return False
    cur.pos += verb.length
    if cur.peek_word() not in ("him", "her", "them", "me", "us"):
        cur.pos, ctx.units_seen = start, save_units
        return False
    who = read_object_pronoun(cur, ctx, "")
    price = _dollars(cur, ctx) if who is not None else None
    if price is None or price <= 0:
        cur.pos, ctx.units_seen = start, save_units
        return False
    skip_circumstance_words(cur)
    if not (cur.at_end() or cur.peek_word() in (",", "and", "but")):
        cur.pos, ctx.units_seen = start, save_units
        return False
    si = cur.sentence.index
    ops.append(Op(kind="gain", lemma=verb.entry.id, sentence=si, actor=who, item=got[1], amount=got[0]))
    ops.append(Op(kind="lose", lemma=verb.entry.id, sentence=si, actor=who, item=Item(unit="unit.dollar"),
                  amount=fmt(price)))
    return True


def skip_undone_purchase(cur: Cursor) -> bool:
    """``He wanted 3 CD's for $6.16, but didn't buy them.`` / ``… for $4.58 but decided not to.`` (v6): a
    priced purchase that was not carried out changes nothing, so the sentence adds no operation. Read only
    when the sentence is ``<person> <verb> … for <money>[,] but`` + ``didn't <buying verb> them/it/any`` or
    ``<one word> not to`` and nothing else; the first verb is never read (a wish is not an event). It must be
    no pack verb, or (with ``didn't <verb>``) a gaining verb other than the negated one (``wanted``/``found``
    … ``but didn't buy them``); anything else (``bought … but didn't buy them``, ``sold … but didn't buy
    them``, ``got … but decided not to``) says contradictory or unrelated things: refused."""
    words = cur.words[cur.pos:cur.end]
    if "but" not in words or not (cur.sense("name") or cur.sense("fn:pronoun")):
        return False
    at = cur.pos + words.index("but")
    tail = Cursor(cur.lex, cur.sentence, at + 1, cur.end)
    aux = tail.take("fn:aux")
    undone = None
    if tail.take("fn:not"):
        undone = tail.sense("verb")
        if undone is None or undone.entry.category not in GAIN:
            return False
        tail.pos += undone.length
        if not tail.take_word("them", "it", "any", "one"):
            return False
    elif aux or not (tail.pos + 3 == tail.end and tail.words[tail.pos + 1] == "not" and tail.words[tail.pos + 2] == "to"):
        return False
    else:
        tail.pos = tail.end
    if not tail.at_end():
        return False
    head = cur.words[cur.pos:at]
    if head and head[-1] == ",":
        head = head[:-1]
    fors = [i for i, w in enumerate(head) if w == "for"]
    price_at = cur.pos + fors[-1] + 1 if fors else None
    if price_at is None or not (cur.sense("money", price_at) and price_at + 1 == cur.pos + len(head)):
        return False
    verb = cur.sense("verb", cur.pos + 1)
    # v7: a scene verb (``wanted``, pack category ``scene``) is a wish by definition (scenes.py)
    wish = verb is None or verb.entry.category == "scene" or (undone is not None and verb.entry.category in GAIN and verb.entry.id != undone.entry.id)
    if not wish:
        raise unparsed(cur, "statement", "a purchase stated and then said not to have happened",
                       Reason.UNSUPPORTED_FORM, "frame.undone_purchase")
    cur.pos = cur.end
    return True
