"""Quantities and verbs inside a clause: quantity lists, the object of an action verb, the verb itself."""
from __future__ import annotations

from fractions import Fraction

from domain.reader.circumstances import unparsed
from domain.reader.elided_kinds import like_following, more_of_the_one_kind
from domain.reader.own_money import own_money
from domain.reader.fraction_parts import PREFIX as FRACTION, STARTS as FRACTION_STARTS, read_fraction_of
from domain.reader.fraction_wholes import check_fraction_whole
from domain.reader.fraction_rests import take_own_rest
from domain.reader.graph import Item
from domain.reader.phrases import Context, Cursor, fmt, noun_run, read_item, read_number
from domain.reader.refusals import Reason
from domain.reader.scenes import more_of_counted

# verb categories that add to / take from the actor's holding
GAIN = ("positive", "construct")
LOSS = ("negative", "destroy")


def read_quantity_list(cur: Cursor, ctx: Context) -> list[tuple[Fraction, Item]] | None:
    """``5 apples`` / ``3 apples and 4 pears`` / ``792 black and 122 red marbles``."""
    parts: list[tuple[Fraction, list[str], Item | None]] = []
    list_end = cur.pos
    while True:
        num = read_number(cur)
        if num is None:
            break
        value, money_unit = num
        item = Item(unit=money_unit) if money_unit else read_item(cur, ctx)
        mods: list[str] = []
        if item is None:
            while cur.sense("modifier"):
                mods.append(cur.sense("modifier").entry.id)
                cur.pos += 1
        if money_unit:
            ctx.note_unit(money_unit)
        if parts and (cur.sense("fn:be") or cur.sense("verb")):
            # "…, and 9 were torn": the number starts a new (passive) clause, not a list item
            cur.pos = list_end
            break
        parts.append((value, mods, item))
        list_end = cur.pos
        cur.take("punct:,")
        cur.take_word("and") or cur.take("fn:as_well_as")  # v13: "3 apples as well as 2 pears" (ADR 0262)
        if cur.pos != list_end and (cur.sense("num") or cur.sense("money") or cur.sense("number")):
            continue
        cur.pos = list_end
        break
    if not parts:
        return None
    out: list[tuple[Fraction, Item]] = []
    following: Item | None = None
    gapped = ctx.gapped_item
    ctx.gapped_item = None
    for value, mods, item in reversed(parts):
        if item is None and gapped is not None and gapped[0] == cur.sentence.index and len(parts) == 1 \
                and not mods and cur.at_end():
            item = gapped[1]  # v9: "Debby had 32 pieces of candy while her sister had 42" (combined.py)
        if item is None and following is None and not mods:
            # v12: "Mrs. Santiago has 58 red roses. Mrs. Garrett has 24.": 24 red roses (elided_kinds.py)
            item = more_of_the_one_kind(ctx.elided_unit(cur), ctx.kinds_seen)
        elif item is None and following is not None:
            # red team v12: "29 big, 5 new sheets of paper" — 29 big sheets of paper (elided_kinds.py)
            item = like_following(mods, following)
        elif item is None:
            item = Item(unit=ctx.elided_unit(cur), mods=tuple(sorted(mods)))
        else:
            following = item
        out.append((value, item))
    out.reverse()
    return out


def read_amount(cur: Cursor, ctx: Context, actor: str, fractions: bool = False):
    """The object of an action verb → (amount, item, owner-or-"") or None.

    ``3 apples``, ``3 more apples``, ``another 3``, ``some (of her) seashells``, ``all of his
    apples``, ``233 of Sara's marbles``, or a bare plural ``bales`` (an unknown amount); with ``fractions``
    (v14, only where a loss or giving is read: clauses.parse_action and the animal agents) also ``half of them``
    (``all-frac:1/2``, fraction_parts.py).
    """
    start = cur.pos
    owner = ""
    w = cur.peek_word()
    # speed (ADR 0460): read_fraction_of reads nothing (None) unless "of" follows the fraction or it is "half" before
    # a determiner: without an "of" in the sentence only "half" is tried
    frac = read_fraction_of(cur) if fractions and (w in FRACTION_STARTS or w.isdigit()) \
        and (w == "half" or "of" in cur.wordset) else None  # v17: "1 fourth of"
    if frac is not None:  # v14: "ate half of them", "gave a third of his cards" (fraction_parts.py, ADR 0282)
        if cur.words[cur.pos - 1] == "of":
            cur.pos -= 1  # the "of" is read below, as after "all"
        amount = FRACTION + fmt(frac)
        num = None
        more = some_more = False
    elif cur.peek_word() in ("a", "an") and not cur.sense("number"):
        # "bought a football": one of them (the item must follow at once)
        cur.pos += 1
        got = noun_run(cur, cur.pos, ("unit",))
        if got is None or got[1].form != "sg":
            cur.pos = start
            return None
        item = read_item(cur, ctx)
        return "1", item, ""
    another = False
    if frac is None:
        another = cur.take("fn:another") is not None
        num = read_number(cur)
        more = some_more = False
    if frac is not None:
        pass  # the amount is set above
    elif num is not None:
        value, money_unit = num
        amount = fmt(value)
        more = cur.take("fn:more") is not None
        if money_unit:
            ctx.note_unit(money_unit)
            return amount, Item(unit=money_unit), ""
    elif cur.take("fn:some"):
        amount = ctx.new_unknown()
        # "gave her some more flowers": still an unknown amount; (v12) more of the one kind told (below)
        some_more = cur.take("fn:more") is not None
    elif cur.take("fn:all"):
        amount = all_but(cur) or "all"
    else:
        amount = None
    if amount is not None and (cur.take_word("of") or frac is not None):
        # "of her seashells", "of Sara's black marbles", "of them", "of the apples"
        poss = cur.sense("fn:possessive")
        if poss is not None:
            if poss.entry.gender in ("m", "f"):
                i = cur.pos
                cur.pos += 1
                owner = ctx.resolve_possessive(poss.entry.gender, cur, i)
            else:
                return None
        elif cur.sense("name") and cur.sense("poss", cur.pos + 1):
            owner = ctx.introduce(cur.tokens[cur.pos].text, _gender(cur))
            cur.pos += 2
        elif cur.take_word("them"):
            item = Item(unit=_them_unit(cur, ctx))
            if frac is not None:  # v15 red team: of which whole? (fraction_wholes.py, ADR 0308)
                check_fraction_whole(cur, ctx, actor, item.unit, True)
            return amount, item, ""
        elif frac is not None and actor and take_own_rest(cur, lambda: _one_money(cur, ctx)):
            # v17: "half of the rest", "half of what was left", "a fourth of it" (money): the actor's own holding
            # now, as "half of his cards" (fraction_rests.py, ADR 0366)
            item = Item(unit=_them_unit(cur, ctx))
            check_fraction_whole(cur, ctx, actor, item.unit, True)
            return amount, item, actor
        elif not cur.take_word("the"):
            cur.pos = start
            return None
    elif amount == "all":
        poss = cur.sense("fn:possessive")
        if poss is not None and poss.entry.gender in ("m", "f"):
            i = cur.pos
            cur.pos += 1
            owner = ctx.resolve_possessive(poss.entry.gender, cur, i)
    seen = {}  # a loop, not a comprehension (no function object built per call; speed, ADR 0451)
    for u, kinds in ctx.kinds_seen.items():
        seen[u] = set(kinds)
    item = read_item(cur, ctx)
    if owner and amount is not None:
        item = own_money(cur, ctx, item, amount, owner)  # v18: "half of his money" after "60 dollars" (own_money.py)
    if frac is not None and item is not None:  # v15 red team: "ate a third of his apples and gave a quarter of
        check_fraction_whole(cur, ctx, owner or actor, item.unit, False)  # his apples" (fraction_wholes.py)
    if amount is not None and (num is not None or some_more) and item is not None:
        more = cur.take("fn:more") is not None or more
        if (more or some_more) and not item.mods and len(seen.get(item.unit, ())) == 1 \
                and () not in seen[item.unit]:
            # "Sandy had 26 pet fish. She bought 6 more fish.": more of the one kind of fish in play (a bare
            # "bought 6 fish" is not said to be pet fish: the solver then counts only fish; redteam)
            item = Item(unit=item.unit, mods=next(iter(seen[item.unit])))
        if more or (another and num is not None):
            # red team 3 (ADR 0336): "Arthur has 6 cards. Aaron finds another 62." is "62 more" (answered 62)
            ctx.more_marks.append((cur.sentence.index, item.unit))
    if item is None:
        if amount is None:
            cur.pos = start
            return None
        if (amount == "all" or frac is not None) and not owner:
            cur.pos = start
            return None
        if more:  # v12: "earned 4 gold stars … earned 3 more" is 3 more gold stars (elided_kinds.py)
            item = more_of_the_one_kind(more_of_counted(cur, ctx, _verb_before(cur, start)), seen)
        else:  # v12: "has 5 red apples. He ate 2." — 2 red apples (elided_kinds.py)
            item = more_of_the_one_kind(ctx.elided_unit(cur), seen)
        if more or (another and num is not None):
            ctx.more_marks.append((cur.sentence.index, item.unit))
    if amount is None:
        # A bare plural object ("picked peaches"): an unknown amount, solved later or refused.
        amount = ctx.new_unknown()
    return amount, item, owner


def _verb_before(cur: Cursor, at: int) -> int:
    """Where the verb ending right before ``at`` starts (``bought`` in ``bought 2 more``), else -1."""
    for i in range(max(0, at - 3), at):
        if any(s.cls == "verb" and i + s.length == at for s in cur.senses(i)):
            return i
    return -1


def _one_money(cur: Cursor, ctx: Context) -> bool:
    """The one unit in play is money (``it`` may then name the amount: fraction_rests.py)."""
    return len(ctx.units_seen) == 1 and cur.lex.unit_by_id[ctx.units_seen[0]].family == "money"


def _them_unit(cur: Cursor, ctx: Context) -> str:
    """``of them``: the one unit mentioned, else (v8, ADR 0115) the one unit left when the containers a rate was
    told of and that nothing counts or holds are set aside (``A level has 6 enemies total. You destroy all but
    2 of them``: ``them`` is never the one level), else the one plural thing noun earlier in the same sentence.
    Otherwise the elided-unit refusal."""
    if len(ctx.units_seen) == 1:
        return ctx.elided_unit(cur)
    story = ctx.story or []
    counted = {op.item.unit for op in story if op.item is not None}
    frames = {op.target for op in story if op.kind == "per" and op.target} - counted
    left = [u for u in ctx.units_seen if u not in frames]
    if frames and len(left) == 1:
        return left[0]
    # the one plural thing noun earlier in this very sentence (``If a level has 6 enemies total and you destroy
    # all but 2 of them``): ``them`` in a coordinated clause picks up its neighbour's plural
    plural = set()
    for i in range(cur.pos - 2):
        for sense in cur.senses(i):
            if sense.cls == "unit" and sense.form == "pl" and sense.entry.id in ctx.units_seen:
                plural.add(sense.entry.id)
    return plural.pop() if len(plural) == 1 else ctx.elided_unit(cur)


def all_but(cur: Cursor) -> str | None:
    """``all but 4 [bars]`` (after ``all``) → ``all-but:4``: the whole holding less 4 (v6)."""
    if cur.peek_word() != "but":
        return None
    start = cur.pos
    cur.pos += 1
    num = read_number(cur)
    if num is None or num[1]:
        cur.pos = start
        return None
    return "all-but:" + fmt(num[0])


def _gender(cur: Cursor) -> str:
    s = cur.sense("name")
    return s.entry.gender if s is not None and s.entry is not None else "x"


def read_verb(cur: Cursor):
    if cur.at_end() or "verb" not in cur.here():  # speed (ADR 0106): no verb sense here
        return None
    senses = []
    for s in cur.senses(cur.pos):  # a loop, not a comprehension built per call (speed, ADR 0267)
        if s.cls == "verb":
            senses.append(s)
    if len(senses) == 1:  # speed (ADR 0106): what the general path below gives for one sense
        cur.pos += senses[0].length
        return senses[0].entry
    return _longest_verb(cur, senses)


def _longest_verb(cur: Cursor, senses: list):
    """``read_verb`` with several verb senses here; apart, so that ``read_verb`` builds no closure cell for
    ``longest`` on every call (speed, ADR 0267)."""
    longest = max(s.length for s in senses)
    shorter = [s.length for s in senses if s.length < longest]
    if shorter and cur.sense("fn:total", cur.pos + max(shorter)) is not None:
        # "did the chef buy in all": the phrasal verb "buy in" would swallow the "in" of "in all"
        longest = max(shorter)
    senses = [s for s in senses if s.length == longest]
    if len({s.entry.category for s in senses}) > 1:
        raise unparsed(cur, "clause.verb", f"verb {cur.words[cur.pos]!r} is in several categories",
                       Reason.AMBIGUOUS_REFERENCE, "frame_reclassification")
    cur.pos += longest
    return senses[0].entry
