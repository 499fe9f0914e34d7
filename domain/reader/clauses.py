"""Statement frames: one sentence → operations, or a refusal. Every token must be consumed."""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import ONLY_HOLDER, WORLD, Item, Op
from domain.reader.goals import parse_goal
from domain.reader.partitions import parse_partition
from domain.reader.phrases import (Context, Cursor, fmt, noun_run, read_entity, read_item, read_number,
                                   read_object_pronoun)
from domain.reader.refusals import Reason, ReaderRefusal

GAIN = ("positive", "construct")
LOSS = ("negative", "destroy")


def unparsed(cur: Cursor, frame: str, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE,
             missing: str = "frame.statement") -> ReaderRefusal:
    i = min(cur.pos, len(cur.tokens) - 1)
    return ReaderRefusal(reason, missing, sentence_index=cur.sentence.index, token_index=i,
                         token_text=cur.tokens[i].text if cur.tokens else "", frame=frame, detail=detail)


def _connector_ahead(cur: Cursor) -> bool:
    """``… 33 pieces then placed …``: a conjunction-adverb before a verb joins clauses; leave it."""
    return cur.sense("fn:conjunction") is not None and cur.sense("verb", cur.pos + 1) is not None


def take_circumstance_word(cur: Cursor) -> bool:
    if cur.at_end() or _connector_ahead(cur):
        return False
    return bool(cur.take("time") or cur.take("fn:adverb"))


def skip_circumstance_words(cur: Cursor) -> None:
    while not cur.at_end() and (cur.take("time") or cur.take("fn:adverb")):
        pass


def read_place(cur: Cursor, ctx: Context) -> str | None:
    """``the barn`` / ``his bag`` / ``a store`` (→ "") / ``Sara's house`` after a preposition."""
    start = cur.pos
    owner = None
    if cur.take_word("the"):
        owner = "the"
    elif cur.take_word("a", "an"):
        owner = "a"
    else:
        poss = cur.sense("fn:possessive")
        if poss is not None and poss.entry.gender in ("m", "f"):
            i = cur.pos
            cur.pos += 1
            owner = ctx.resolve_possessive(poss.entry.gender, cur, i) + "'s"
        elif cur.sense("name") and cur.sense("poss", cur.pos + 1):
            owner = cur.tokens[cur.pos].text + "'s"
            cur.pos += 2
    got = noun_run(cur, cur.pos, ("place", "person", "unit"))
    if got is None:
        cur.pos = start
        return None
    _, noun, end = got
    cur.pos = end
    if owner is None:
        # a bare noun phrase ("from school", "at home"): a circumstance, not a holder
        return ""
    if owner == "a":
        # "from a jar" introduces the jar that "the jar" later names: never drop it
        owner = "the"
    place = f"{owner} {noun.entry.singular}"
    if place not in ctx.entities:
        ctx.introduce(place, "n")
    return place


class Circumstances:
    def __init__(self):
        self.to = ""
        self.source = ""
        self.place = ""
        self.with_ = ""


SOURCE_PREPS = ("from", "out of", "off")
GOAL_PREPS = ("to",)


def take_when_done(cur: Cursor, ctx: Context) -> bool:
    """``when the workers are finished``: the end of the story, which the reading already is."""
    if cur.sense("fn:when") is None:
        return False
    start = cur.pos
    cur.pos += 1
    if read_entity(cur, ctx) is not None and cur.take("fn:be") and cur.take("fn:done"):
        return True
    cur.pos = start
    return False


def take_manner_gerund(cur: Cursor) -> bool:
    """``made 9 dollars mowing lawns`` / ``spent 47 dollars buying new mower blades``: how it happened.

    Only a pack activity word followed by a number-free noun phrase; a gerund phrase with a quantity
    (``selling 3 apples``) is never read as a mere circumstance."""
    if cur.sense("activity") is None:
        return False
    start = cur.pos
    cur.pos += cur.sense("activity").length
    if cur.take("fn:determiner") is None:
        cur.take("fn:possessive")
    got = noun_run(cur, cur.pos, ("unit", "place"))
    if got is None:
        cur.pos = start
        return False
    cur.pos = got[2]
    return True


def read_circumstances(cur: Cursor, ctx: Context, circ: Circumstances) -> None:
    """Time phrases, adverbs, ``to E``, ``from E``, ``with E``, ``in/at/on <place>``, until none applies."""
    while not cur.at_end():
        if take_circumstance_word(cur):
            continue
        if take_manner_gerund(cur) or take_when_done(cur, ctx):
            continue
        prep = cur.sense("fn:preposition")
        if prep is None:
            return
        start = cur.pos
        word = " ".join(cur.words[cur.pos:cur.pos + prep.length])
        cur.pos += prep.length
        ent = read_entity(cur, ctx)
        if ent is None:
            ent = read_place(cur, ctx)
        if ent is None:
            cur.pos = start
            return
        if word in GOAL_PREPS:
            slot = "to"
        elif word in SOURCE_PREPS:
            slot = "source"
        elif word == "with" and ent and not ent.startswith("the ") and ent in ctx.entities \
                and ctx.entities[ent] != "n":
            slot = "with_"
        else:
            slot = "place"
        if ent:
            if getattr(circ, slot) and getattr(circ, slot) != ent:
                raise unparsed(cur, "statement.circumstance", f"two different '{word}' phrases")
            setattr(circ, slot, ent)


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
        cur.take_word("and")
        if cur.pos != list_end and (cur.sense("num") or cur.sense("money") or cur.sense("number")):
            continue
        cur.pos = list_end
        break
    if not parts:
        return None
    out: list[tuple[Fraction, Item]] = []
    following: Item | None = None
    for value, mods, item in reversed(parts):
        if item is None:
            unit = following.unit if following is not None else ctx.elided_unit(cur)
            item = Item(unit=unit, mods=tuple(sorted(mods)))
        else:
            following = item
        out.append((value, item))
    out.reverse()
    return out


def read_amount(cur: Cursor, ctx: Context, actor: str):
    """The object of an action verb → (amount, item, owner-or-"") or None.

    ``3 apples``, ``3 more apples``, ``another 3``, ``some (of her) seashells``, ``all of his
    apples``, ``233 of Sara's marbles``, or a bare plural ``bales`` (an unknown amount).
    """
    start = cur.pos
    owner = ""
    cur.take("fn:another")
    num = read_number(cur)
    if num is not None:
        value, money_unit = num
        amount = fmt(value)
        cur.take("fn:more")
        if money_unit:
            ctx.note_unit(money_unit)
            return amount, Item(unit=money_unit), ""
    elif cur.take("fn:some"):
        amount = ctx.new_unknown()
    elif cur.take("fn:all"):
        amount = "all"
    else:
        amount = None
    if amount is not None and cur.take_word("of"):
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
            return amount, Item(unit=ctx.elided_unit(cur)), ""
        elif not cur.take_word("the"):
            cur.pos = start
            return None
    elif amount == "all":
        poss = cur.sense("fn:possessive")
        if poss is not None and poss.entry.gender in ("m", "f"):
            i = cur.pos
            cur.pos += 1
            owner = ctx.resolve_possessive(poss.entry.gender, cur, i)
    item = read_item(cur, ctx)
    if amount is not None and num is not None and item is not None:
        cur.take("fn:more")
    if item is None:
        if amount is None:
            cur.pos = start
            return None
        if amount == "all" and not owner:
            cur.pos = start
            return None
        item = Item(unit=ctx.elided_unit(cur))
    if amount is None:
        # A bare plural object ("picked peaches"): an unknown amount, solved later or refused.
        amount = ctx.new_unknown()
    return amount, item, owner


def _gender(cur: Cursor) -> str:
    s = cur.sense("name")
    return s.entry.gender if s is not None and s.entry is not None else "x"


def read_verb(cur: Cursor):
    senses = [s for s in cur.senses(cur.pos) if s.cls == "verb"] if not cur.at_end() else []
    if not senses:
        return None
    longest = max(s.length for s in senses)
    senses = [s for s in senses if s.length == longest]
    if len({s.entry.category for s in senses}) > 1:
        raise unparsed(cur, "clause.verb", f"verb {cur.words[cur.pos]!r} is in several categories",
                       Reason.AMBIGUOUS_REFERENCE, "frame_reclassification")
    cur.pos += longest
    return senses[0].entry


def parse_statement(cur: Cursor, ctx: Context, ops: list[Op]) -> None:
    subject: str | None = None
    ctx.subject = ""
    while True:
        subject = parse_clause(cur, ctx, ops, subject)
        if cur.at_end():
            return
        had_comma = cur.take("punct:,") is not None
        if not cur.take("fn:conjunction") and not had_comma:
            # "Tom has 9 balloons Sara has 8 balloons": a new subject + verb starts a new clause
            if not (cur.sense("name") and cur.sense("verb", cur.pos + 1)):
                raise unparsed(cur, "statement.connector", "words left after a complete clause")


def parse_clause(cur: Cursor, ctx: Context, ops: list[Op], inherited: str | None) -> str | None:
    si = cur.sentence.index
    if cur.pos == 0 or cur.words[cur.pos - 1] == ",":
        # "Later, Sean buys …" / "Then, he ate …": a leading time word set off by a comma
        start = cur.pos
        skip_circumstance_words(cur)
        if cur.pos == start or not cur.take("punct:,"):
            cur.pos = start
    if take_when_done(cur, ctx):
        cur.take("punct:,")
    skip_circumstance_words(cur)
    if cur.take("fn:there"):
        if cur.peek_word() == "will":
            cur.pos += 1
        if not cur.take("fn:be"):
            raise unparsed(cur, "statement.existence", "expected is/are/was/were after 'there'")
        skip_circumstance_words(cur)
        qs = read_quantity_list(cur, ctx)
        if qs is None:
            raise unparsed(cur, "statement.existence", "expected a quantity")
        if len(qs) == 1 and cur.peek_word() == "in" and cur.sense("fn:each", cur.pos + 1):
            # "There are 6 marbles in each box.": contents per container
            cur.pos += 2
            container = read_item(cur, ctx)
            if container is None:
                raise unparsed(cur, "statement.rate", "expected the container after 'in each'")
            skip_circumstance_words(cur)
            ops.append(Op(kind="per", lemma="fn.each", sentence=si, item=qs[0][1], amount=fmt(qs[0][0]),
                          target=container.unit))
            return inherited
        while True:
            circ = Circumstances()
            read_circumstances(cur, ctx, circ)
            if circ.to or circ.source or circ.with_:
                raise unparsed(cur, "statement.existence", "to/from/with in a 'there' statement")
            owner = circ.place or WORLD
            for value, item in qs:
                ops.append(Op(kind="hold", lemma="fn.there", sentence=si, actor=owner, item=item,
                              amount=fmt(value)))
            # "There are 43 pencils in the drawer and 19 pencils on the desk": each list has its own place
            save = cur.pos
            cur.take("punct:,")
            if not (cur.take_word("and") and (cur.sense("num") or cur.sense("number"))):
                cur.pos = save
                return inherited
            qs = read_quantity_list(cur, ctx)
            if qs is None:
                cur.pos = save
                return inherited
    if cur.sense("fn:each") and cur.sense("unit", cur.pos + 1):
        return parse_each_rate(cur, ctx, ops, inherited)
    if cur.sense("num") or cur.sense("number"):
        return parse_passive(cur, ctx, ops, inherited)
    if cur.sense("fn:preposition") and not cur.sense("name", cur.pos + 1):
        # a leading adjunct: "For the school bake sale Carol made 30 cupcakes."
        circ = Circumstances()
        read_circumstances(cur, ctx, circ)
        if circ.to or circ.source or circ.with_:
            raise unparsed(cur, "statement.circumstance", "a leading to/from/with phrase")
        cur.take("punct:,")
    subject = read_entity(cur, ctx)
    if subject is None and cur.peek_word() == "they":
        subject = ctx.resolve_they(cur)
    if subject is None:
        if inherited is not None and (cur.sense("verb") or cur.sense("fn:need")):
            subject = inherited
        else:
            raise unparsed(cur, "statement.subject", "no subject the grammar knows")
    ctx.subject = subject
    if subject not in ctx.subjects:
        ctx.subjects.append(subject)
    skip_circumstance_words(cur)
    need = cur.take("fn:need")
    if need is not None:
        if not parse_goal(cur, ctx, ops, subject, need):
            raise unparsed(cur, "statement.goal", "expected what is needed (needs [to V] N things)")
        skip_circumstance_words(cur)
        circ = Circumstances()
        read_circumstances(cur, ctx, circ)
        if circ.to or circ.source or circ.with_:
            raise unparsed(cur, "statement.goal", "a goal with to/from/with")
        return subject
    if cur.peek_word() == "will" and cur.sense("verb", cur.pos + 1):
        # future tense ("workers will plant 6 trees today"); could/might/should stay unread (hypothetical)
        cur.pos += 1
        skip_circumstance_words(cur)
    verb_at = cur.pos
    verb = read_verb(cur)
    if verb is None:
        raise unparsed(cur, "statement.verb", "expected a verb of the pack after the subject")
    skip_circumstance_words(cur)
    if verb.category == "observe" and cur.words[verb_at] in ("had", "has", "have"):
        # perfect tense: "had saved up 21 dollars", "has already read 147 pages"
        main = cur.sense("verb")
        if main is not None and main.entry.category != "observe":
            verb = read_verb(cur)
            skip_circumstance_words(cur)
    cat = verb.category
    if cat in ("put", "divide", "transfer_out") and parse_partition(cur, ctx, ops, subject, verb):
        circ = Circumstances()
        read_circumstances(cur, ctx, circ)
        if circ.to or circ.source or circ.with_:
            raise unparsed(cur, "statement.partition", "a partition with a to/from/with phrase")
    elif cat == "observe":
        parse_observe(cur, ctx, ops, subject, verb)
    elif cat in GAIN or cat in LOSS or cat in ("transfer_out", "transfer_in", "put"):
        parse_action(cur, ctx, ops, subject, verb)
    elif cat == "multiply":
        parse_scale(cur, ctx, ops, subject, verb, Fraction(verb.factor))
    elif cat == "divide":
        parse_divide(cur, ctx, ops, subject, verb)
    else:
        raise unparsed(cur, "statement.verb", f"verb category {cat!r} cannot follow an entity here")
    return subject


def parse_observe(cur, ctx, ops, subject, verb) -> None:
    si = cur.sentence.index
    start = cur.pos
    cmp = parse_comparison(cur, ctx, subject, verb, si)
    if cmp is not None:
        ops.append(cmp)
        return
    cur.pos = start
    qs = read_quantity_list(cur, ctx)
    if qs is None:
        raise unparsed(cur, "statement.possession", "expected a quantity after the verb")
    circ = Circumstances()
    read_circumstances(cur, ctx, circ)
    if circ.to or circ.source:
        raise unparsed(cur, "statement.possession", "a possession does not take to/from")
    for value, item in qs:
        ops.append(Op(kind="hold", lemma=verb.id, sentence=si, actor=subject, item=item, amount=fmt(value),
                      place=circ.place))


def parse_comparison(cur, ctx, subject, verb, si) -> Op | None:
    """``N more/fewer U than E`` / ``twice|half|N times as many U as E``."""
    start = cur.pos
    num = read_number(cur)
    if num is not None:
        value, money_unit = num
        item = Item(unit=money_unit) if money_unit else read_item(cur, ctx)
        if cur.sense("fn:times"):
            cur.pos += 1
            if cur.sense("fn:more") or cur.sense("fn:fewer"):
                raise unparsed(cur, "statement.comparison", "'N times more/less' is ambiguous",
                               Reason.UNSUPPORTED_FORM, "frame.comparison")
            return _as_many(cur, ctx, subject, verb, si, value)
        direction = cur.take("fn:more") or cur.take("fn:fewer")
        if direction is None:
            cur.pos = start
            return None
        if item is None:
            item = read_item(cur, ctx)
        if not cur.take("fn:than"):
            cur.pos = start
            return None
        ref = read_entity(cur, ctx)
        if ref is None:
            raise unparsed(cur, "statement.comparison", "expected the entity compared with")
        if item is None:
            item = Item(unit=ctx.elided_unit(cur))
        if ref == subject:
            raise unparsed(cur, "statement.comparison", "an entity compared with itself", Reason.UNSUPPORTED_FORM,
                           "frame.comparison")
        sign = "" if direction.cls == "fn:more" else "-"
        _finish(cur)
        return Op(kind="compare_add", lemma=verb.id, sentence=si, actor=subject, item=item,
                  amount=sign + fmt(value), target=ref)
    mult = cur.take("multiplier")
    if mult is not None:
        return _as_many(cur, ctx, subject, verb, si, cur.lex.number_value[mult.entry.id])
    return None


def _as_many(cur, ctx, subject, verb, si, factor: Fraction) -> Op:
    if cur.take_word("the") and cur.take("fn:quantity_noun") and cur.take_word("of"):
        pass  # "twice the number of apples as Sam"
    elif not (cur.take("fn:as") and cur.take("fn:quantity_question")):
        raise unparsed(cur, "statement.comparison", "expected 'as many … as'")
    item = read_item(cur, ctx)
    if not cur.take("fn:as"):
        raise unparsed(cur, "statement.comparison", "expected 'as' before the compared entity")
    ref = read_entity(cur, ctx)
    if ref is None:
        raise unparsed(cur, "statement.comparison", "expected the entity compared with")
    if ref == subject:
        raise unparsed(cur, "statement.comparison", "an entity compared with itself", Reason.UNSUPPORTED_FORM,
                       "frame.comparison")
    if item is None:
        item = Item(unit=ctx.elided_unit(cur))
    _finish(cur)
    return Op(kind="compare_mul", lemma=verb.id, sentence=cur.sentence.index, actor=subject, item=item,
              factor=fmt(factor), target=ref)


def _finish(cur: Cursor) -> None:
    skip_circumstance_words(cur)


def parse_action(cur, ctx, ops, subject, verb) -> None:
    si = cur.sentence.index
    indirect = ""
    if verb.category == "transfer_out":
        start = cur.pos
        ent = read_object_pronoun(cur, ctx, subject) or read_entity(cur, ctx, pronouns=False)
        if ent is not None and not ent.startswith("the "):
            indirect = ent
        else:
            cur.pos = start
    got = read_amount(cur, ctx, subject)
    if got is None:
        raise unparsed(cur, "statement.object", "expected a quantity as the object of the verb")
    objects = [got]
    while True:
        # "found 49 seashells and 48 starfish": one action, several objects
        save = cur.pos
        skip_circumstance_words(cur)  # "3 trees today and 2 trees tomorrow": the time words change nothing
        mark = cur.pos
        cur.take("punct:,")
        cur.take_word("and")
        nxt = read_amount(cur, ctx, subject) if cur.pos != mark and (cur.sense("num") or cur.sense("money")) else None
        if nxt is None or cur.sense("fn:be") or cur.sense("verb"):
            cur.pos = save
            break
        objects.append(nxt)
    circ = Circumstances()
    read_circumstances(cur, ctx, circ)
    if not circ.place and subject in ctx.home and verb.category in GAIN + LOSS:
        # "Park workers will plant 6 trees": the park is where it happens
        circ.place = ctx.home[subject]
    for amount, item, owner in objects:
        _action_op(cur, ops, subject, verb, indirect, circ, amount, item, owner)


def _action_op(cur, ops, subject, verb, indirect, circ, amount, item, owner) -> None:
    si = cur.sentence.index
    cat = verb.category
    source = circ.source
    if circ.with_ and cat != "transfer_out":
        raise unparsed(cur, "statement.object", f"{verb.id} with a 'with <entity>' phrase")
    if sum(1 for x in (indirect, circ.to, circ.with_) if x) > 1:
        raise unparsed(cur, "statement.object", "two recipients")
    target = indirect or circ.to or circ.with_
    if cat == "put":
        if target or not circ.place:
            raise unparsed(cur, "statement.object", f"{verb.id} needs where (in/into/on a place)",
                           Reason.UNPARSED_SENTENCE, "frame.put_place")
        ops.append(Op(kind="transfer", lemma=verb.id, sentence=si, actor=subject, item=item, amount=amount,
                      target=circ.place))
        return
    if owner and owner != subject:
        # "took 233 of Sara's marbles": the named owner is the source.
        if source and source != owner:
            raise unparsed(cur, "statement.object", "two different sources")
        source = owner
    if cat == "transfer_out" or (cat in LOSS and target):
        if not target:
            raise unparsed(cur, "statement.object", f"{verb.id} needs a recipient (to …)",
                           Reason.UNPARSED_SENTENCE, "frame.transfer_target")
        if target == subject:
            raise unparsed(cur, "statement.object", "an entity giving to itself", Reason.UNSUPPORTED_FORM,
                           "frame.transfer_target")
        ops.append(Op(kind="transfer", lemma=verb.id, sentence=si, actor=subject, item=item, amount=amount,
                      target=target, place=circ.place))
        return
    if target:
        raise unparsed(cur, "statement.object", f"{verb.id} does not take a recipient")
    if cat in LOSS:
        if source:
            raise unparsed(cur, "statement.object", f"{verb.id} does not take a source")
        ops.append(Op(kind="lose", lemma=verb.id, sentence=si, actor=subject, item=item, amount=amount,
                      place=circ.place))
        return
    if source == subject:
        raise unparsed(cur, "statement.object", "an entity taking from itself", Reason.UNSUPPORTED_FORM,
                       "frame.transfer_source")
    if cat == "transfer_in" and not source:
        # "Her sister borrowed 4 dimes": from whom is implied, not said — the one other holder of dimes
        # when there is exactly one (decided when solving); otherwise refused, never guessed.
        source = ONLY_HOLDER
    ops.append(Op(kind="gain", lemma=verb.id, sentence=si, actor=subject, item=item, amount=amount,
                  place=circ.place, source=source))


def _held_object(cur, ctx, subject) -> Item | None:
    """``his apples`` / ``the apples`` / ``them``: the object of doubles / splits."""
    poss = cur.sense("fn:possessive")
    if poss is not None:
        if poss.entry.gender not in ("m", "f"):
            return None
        i = cur.pos
        cur.pos += 1
        if ctx.resolve_possessive(poss.entry.gender, cur, i) != subject:
            raise unparsed(cur, "statement.object", "the possessive names someone else",
                           Reason.UNSUPPORTED_FORM, "frame.object_owner")
        return read_item(cur, ctx)
    if cur.take_word("the"):
        return read_item(cur, ctx)
    if cur.take_word("them"):
        return Item(unit=ctx.elided_unit(cur))
    return None


def parse_scale(cur, ctx, ops, subject, verb, factor: Fraction) -> None:
    item = _held_object(cur, ctx, subject)
    if item is None:
        raise unparsed(cur, "statement.object", f"{verb.id} needs the held things as its object")
    skip_circumstance_words(cur)
    ops.append(Op(kind="scale", lemma=verb.id, sentence=cur.sentence.index, actor=subject, item=item,
                  factor=fmt(factor)))


def parse_divide(cur, ctx, ops, subject, verb) -> None:
    si = cur.sentence.index
    start = cur.pos
    item = _held_object(cur, ctx, subject)
    explicit = None
    if item is None:
        cur.pos = start
        num = read_number(cur)
        if num is not None:
            explicit = num[0]
            item = read_item(cur, ctx) or Item(unit=ctx.elided_unit(cur))
    if item is None:
        raise unparsed(cur, "statement.object", "expected what is split")
    cur.take("fn:evenly")
    if not cur.take_word("into", "among"):
        raise unparsed(cur, "statement.divide", "expected 'into N groups'")
    num = read_number(cur)
    if num is None:
        raise unparsed(cur, "statement.divide", "expected the number of groups")
    groups = num[0]
    if not cur.take("fn:group"):
        raise unparsed(cur, "statement.divide", "expected a group noun (groups, piles …)")
    if groups == 0:
        raise unparsed(cur, "statement.divide", "split into 0 groups", Reason.DIVISION_BY_ZERO, "arithmetic.divide")
    if explicit is not None:
        # "splits 12 apples into 3 groups": the count is an observation of the holding first.
        ops.append(Op(kind="hold", lemma=verb.id, sentence=si, actor=subject, item=item, amount=fmt(explicit)))
    # "and keeps one group" is the only continuation that makes ÷G the holding.
    save = cur.pos
    if cur.take("fn:conjunction") and cur.take("fn:keep"):
        if not ((cur.take_word("one") or cur.take_word("a")) and cur.take("fn:group")):
            raise unparsed(cur, "statement.divide", "expected 'keeps one group'")
    else:
        cur.pos = save
        raise unparsed(cur, "statement.divide", "a split without saying what the holder keeps",
                       Reason.UNSUPPORTED_FORM, "frame.divide_keep")
    ops.append(Op(kind="scale", lemma=verb.id, sentence=si, actor=subject, item=item, factor=fmt(1 / groups)))


def parse_each_rate(cur, ctx, ops, inherited) -> str | None:
    """``Each apple costs $2.`` / ``Each box has 6 marbles.``"""
    si = cur.sentence.index
    cur.take("fn:each")
    container = read_item(cur, ctx)
    if container is None and cur.take_word("one"):
        container = Item(unit=ctx.elided_unit(cur))
    if container is None:
        raise unparsed(cur, "statement.rate", "expected a unit after 'each'")
    verb = read_verb(cur)
    if verb is None:
        raise unparsed(cur, "statement.rate", "expected costs/has/holds after 'each <unit>'")
    num = read_number(cur)
    if num is None:
        raise unparsed(cur, "statement.rate", "expected the rate amount")
    value, money_unit = num
    if money_unit:
        ctx.note_unit(money_unit)
    if verb.category == "cost":
        if not money_unit:
            raise unparsed(cur, "statement.rate", "a cost needs a money amount")
        _finish(cur)
        ops.append(Op(kind="price", lemma=verb.id, sentence=si, item=container, amount=fmt(value)))
        return inherited
    if verb.category == "transfer_in" and not money_unit:
        # "Each room takes 8 hours to paint": the time one V of the container takes
        item = read_item(cur, ctx)
        task = _task(cur)
        if item is None or task is None:
            raise unparsed(cur, "statement.rate", "expected 'takes N <units> to <verb>'")
        _finish(cur)
        ops.append(Op(kind="per", lemma=task.id, sentence=si, item=item, amount=fmt(value), target=container.unit))
        return inherited
    if verb.category in ("observe", "contain"):
        item = Item(unit=money_unit) if money_unit else read_item(cur, ctx)
        if item is None:
            raise unparsed(cur, "statement.rate", "expected what each container has")
        rates = [(value, item)]
        if cur.peek_word() in ("and", ","):
            # "each cage has 2 parrots and 6 parakeets": one rate per listed kind
            save = cur.pos
            cur.take("punct:,")
            cur.take_word("and")
            more = read_quantity_list(cur, ctx)
            if more is None or any(unit_of_money(it) for _, it in more):
                cur.pos = save
            else:
                rates.extend(more)
        if cur.take_word("in", "inside", "on"):
            # "… in it": the container just named, nothing new
            if not cur.take_word("it", "each"):
                raise unparsed(cur, "statement.rate", "expected 'in it' after a per-container amount")
        _finish(cur)
        for amount, thing in rates:
            ops.append(Op(kind="per", lemma=verb.id, sentence=si, item=thing, amount=fmt(amount),
                          target=container.unit))
        return inherited
    raise unparsed(cur, "statement.rate", f"verb category {verb.category!r} is not a rate")


def _task(cur: Cursor):
    """``to paint`` → the verb (for task rates)."""
    if not cur.take_word("to"):
        return None
    return read_verb(cur)


def unit_of_money(item: Item) -> bool:
    return item.unit == "unit.dollar"


def parse_passive(cur, ctx, ops, inherited) -> str | None:
    """``3 cards more are added [by Sam].`` / ``7 are eaten by a hippo``: the agent or the only holder."""
    si = cur.sentence.index
    value, money_unit = read_number(cur)
    cur.take("fn:more")
    item = Item(unit=money_unit) if money_unit else read_item(cur, ctx)
    cur.take("fn:more")
    if not cur.take("fn:be"):
        raise unparsed(cur, "statement.passive", "a clause starting with a number must be passive (are added)")
    verb = read_verb(cur)
    if verb is None or verb.category not in GAIN + LOSS:
        raise unparsed(cur, "statement.passive", "expected a gain or loss verb in the passive")
    if verb.category == "destroy":
        # "9 were torn": damaged things may still be held — two readings that disagree, so refuse
        raise unparsed(cur, "statement.passive", "a passive destroy verb: still held or gone is ambiguous",
                       Reason.UNSUPPORTED_FORM, "frame.passive_destroy")
    agent = None
    if cur.peek_word() == "by":
        cur.pos += 1
        agent = read_entity(cur, ctx)
        if agent is None:
            place = read_place(cur, ctx)
            if place is None:
                raise unparsed(cur, "statement.passive", "expected the agent after 'by'")
    circ = Circumstances()
    read_circumstances(cur, ctx, circ)
    if circ.to or circ.source or circ.with_:
        raise unparsed(cur, "statement.passive", "to/from/with in a passive clause")
    if item is None:
        item = Item(unit=ctx.elided_unit(cur))
    kind = "gain" if verb.category in GAIN else "lose"
    # Whose holding changes: the place named, else the passive's subject holder (resolved by the solver).
    ops.append(Op(kind=kind, lemma=verb.id, sentence=si, actor="", agent=agent or "", item=item,
                  amount=fmt(value), place=circ.place))
    return inherited
