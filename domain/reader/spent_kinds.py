"""Which purchases a ``How much did Tom spend on toys?`` question counts (v12, ADR 0230).

The restricted spend question (spending.py, v6) sums the purchases whose thing is of the asked kind. Whether a
thing is of that kind is pack knowledge, and the answer is only as good as that knowledge, so every purchase is
placed in one of three ways:

- **of the kind**: the thing's unit is the asked unit or a pack kind of it (``a doll`` → toys, ``shorts`` →
  clothing), or its noun adjunct names the kind and the pack says such things may be of it (``toy cars``: the
  pack says cars may or may not be toys; ``toy`` settles it);
- **not of the kind**: the pack puts the thing under some kind, and nothing in the pack relates it to the asked
  one (``a shirt`` is clothing, and clothing and toys share nothing the pack knows of);
- **unknown** (the question refuses): the pack places the thing under no kind (``a whistle``: a toy or not?);
  the pack says it may be of the kind (``a ball``, ``a baseball``: balls may or may not be toys); it is more
  general than the asked kind (``a game`` asked as ``video games``); or a noun adjunct other than the settling
  one above qualifies it (``a doll dress``: clothing, or a toy? ``a toy shirt``).

Before v12 a thing under some kind counted as not of the asked kind even when the pack said the two may share
members (``$3 on a baseball`` was no toy: ``Tom spent $5 on a doll and $3 on a tennis ball. How much did Tom
spend on toys?`` answered 5) or when it was more general than the asked kind.
"""
from __future__ import annotations

from domain.reader.graph import Item
from domain.reader.lexicon import Lexicon

BUYING_VERBS = ("verb.buy", "verb.purchase")
"""Gaining verbs that are purchases by their meaning (pack lemma ids, as spending.PAYING_VERBS): a thing got by one
of them with no price paid beside a spend question's purchases was bought at a price never told, so the spending
is unknown (v12 red team: ``Joan paid $7.52 for a hat. Joan bought hats. How much did Joan spend?`` answered 7.52;
the solver's unpaid guard refused only for the verb the priced purchases used)."""

GETTING_VERBS = ("verb.get",)
"""Gaining verbs that may be a purchase or not (``got some clothes``: bought, or given?): with no price beside a
spend question's purchases, one reading leaves the spending unknown, so the unpaid guard refuses them too (v12
red team: ``Tom got some clothing. Tom bought a hat for $16.93. How much did Tom spend on clothes?`` answered
16.93). ``found`` and other gaining verbs stay as they were (a found thing is no purchase)."""

SAID_KIND = "kind:"
"""Prefix of a kind the story says a purchased thing is of (purchase_headings.py: ``bought some toys. She bought a
football …`` → the football's item carries ``kind:unit.toy``)."""

ADJUNCT = "adj:"
"""Prefix of a noun adjunct in ``Item.mods`` (phrases._adjunct_id: ``toy cars`` → ``adj:unit.toy``)."""


def spent_kind(lex: Lexicon, thing: Item, kind: str) -> bool | None:
    """True: a purchase of ``thing`` is a purchase of ``kind`` things; False: it is not; None: the pack does not
    settle it (the caller refuses: counting it or leaving it out would change the answer)."""
    unit = thing.unit
    if SAID_KIND + kind in thing.mods:
        return True  # the story says so (purchase_headings.py)
    adjuncts = [m[len(ADJUNCT):] for m in thing.mods if m.startswith(ADJUNCT)]
    if any(a != kind for a in adjuncts):
        return None  # "a doll dress", "a baseball glove", "a leather jacket": of the kind, for it, or made of it?
    if unit == kind or lex.kind_of(unit, kind):
        return True
    if adjuncts:
        # "toy cars": the pack says cars may be toys, and these are; "a toy shirt" (a shirt for a toy?) is not told
        return True if lex.may_overlap(unit, kind) else None
    if lex.kind_of(kind, unit) or lex.may_overlap(unit, kind):
        return None  # "a game" asked as video games; "a baseball" asked as toys
    if not lex.generals.get(unit):
        return None  # the pack places it under no kind: it might be one
    return False


def plural_head(cur, head, end: int) -> bool:
    """The restricting noun of ``spend on <kind>`` is a plural (``toys``), a noun with one form for both numbers
    (v12: ``clothing``, ``clothes``), or a kind's bare singular (v12: ``fruit``, ``candy``); a singular with an
    article (``spend on a toy``) names one thing, not a kind (refuse_spent_on_thing).
    The lexicon gives such a noun a ``sg`` and a ``pl`` sense of the same entry; either may come first."""
    if head.form == "pl":
        return True
    if head.length == 1 and cur.words[end - 1] == head.entry.singular.lower():  # the caller checks it is a kind
        return True  # "spend on fruit", "on candy": a kind's bare singular names the kind as a mass
    return any(s.cls == "unit" and s.entry is head.entry and s.form == "pl" and s.length == head.length
               for s in cur.senses(end - head.length))


def refuse_spent_on_thing(cur) -> None:
    """``How much did Tom spend on a toy?`` / ``… on the doll?`` (v12 red team): money is spent *on* a thing, so
    an ``on`` phrase after a spend question's verb that is no kind restriction (spending.take_spend_restriction
    read those) and no time (``on Monday``) restricts the sum to some purchases. Before v12 the circumstance
    reader took ``on a toy`` as a place (``toy`` is also a pack place), spend_places.py then dropped the place
    the story never named, and the question answered the whole spending (8 for ``spent $5 on a doll and $3 on
    a dress``). Refused (``unparsed_question``, ``frame.question_restriction``) like any restriction the
    reading cannot check."""
    from domain.reader.circumstances import unparsed  # late: circumstances imports phrases, as this module may
    from domain.reader.refusals import Reason
    if cur.peek_word() != "on" or cur.sense("time") is not None or cur.sense("time", cur.pos + 1) is not None:
        return
    raise unparsed(cur, "question.circumstance", "the question restricts the spending to "
                   f"{' '.join(cur.words[cur.pos:cur.end])!r}", Reason.UNPARSED_QUESTION, "frame.question_restriction")


def check_other_purchases(q, events, lex) -> None:
    """``Mike purchased some toys. He bought a doll for $5. How many toys did Mike buy?`` (v12 red team): a buying
    question counts the events of its own verb, but a purchase told by another verb (``purchased``, ``spent $3 on
    video games``, ``paid $2 for a kite``) is the same action under another name, and ``got`` may be one. When the asked person got
    things by such a purchase that are, may be, or are said to be the asked things, the count would silently
    leave them out (it answered 1): refused (``event_binding``)."""
    from domain.reader.refusals import Reason, ReaderRefusal
    if q.kind != "event" or q.lemma not in BUYING_VERBS or q.item is None or not q.entity:
        return
    asked = q.item.unit
    paid = {(op.sentence, op.lemma) for op, _, _ in events
            if op.kind == "lose" and op.actor == q.entity and op.item is not None
            and lex.unit_by_id[op.item.unit].family == "money"}
    for op, _, _ in events:
        if op.kind != "gain" or op.actor != q.entity or op.lemma == q.lemma or op.source or op.item is None:
            continue
        if op.lemma not in BUYING_VERBS + GETTING_VERBS and (op.sentence, op.lemma) not in paid:
            continue  # "found a doll": no purchase (other_verb_gains.py reads later gains by other verbs)
        unit = op.item.unit
        if unit == asked or lex.kind_of(unit, asked) or lex.kind_of(asked, unit) or lex.may_overlap(unit, asked) \
                or SAID_KIND + asked in op.item.mods or not lex.generals.get(unit):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "event_binding", sentence_index=q.sentence,
                                frame="solver", detail=f"{asked} asked as {q.lemma} beside a purchase of {unit} "
                                                       f"by {op.lemma}: the same action?")


def spent_money(lex, item) -> bool:
    """A spend question may ask in dollars or (v12) in another money unit the pack converts (``cents``): ``How much
    did she spend in all?`` after ``bought a yoyo for 24 cents and a whistle for 14 cents`` asks in the text's one
    money unit (questions._money_item; a text with two money units refuses there). Before v12 only dollars made a
    spend question, so the purchases by ``bought`` were not summed (no statement of the asked verb)."""
    if item is None:
        return False
    if item.unit == "unit.dollar":
        return True
    unit = lex.unit_by_id.get(item.unit)
    return unit is not None and unit.family == "money" and bool(unit.per_base)


def in_asked_money(lex, item, dollars):
    """Dollars (prices are kept in dollars, prices.py) as the asked money unit: ``50 cents`` each × 6 = 3 dollars
    = 300 cents. ``dollars`` is anything with ``scale`` (a solver Lin) or a Fraction."""
    from fractions import Fraction
    if item is None or item.unit == "unit.dollar":
        return dollars
    per = Fraction(lex.unit_by_id[item.unit].per_base)
    return dollars.scale(1 / per) if hasattr(dollars, "scale") else dollars / per


def take_definite_purchases(cur, ops, entity: str) -> bool:
    """``How much did she spend in all for the two toys?`` / ``… pay for all of the hot dogs?`` (v12): ``for the
    [N] <things>`` after a spend question names the asker's purchases themselves, by a definite description; it
    restricts nothing when it describes every thing the asker got. Read (consumed, True) only when it ends the
    question and the asker got at least one thing, every thing the asker got is of the named unit or kind (with a
    number that counts exactly the things got, the description of a kind also says so of a thing the pack places
    under no kind: ``a whistle`` among ``the two toys``, never a pencil among ``the three yoyos``; a thing the pack places elsewhere, ``a shirt``, refuses), and, with a
    number, exactly that many things were got (counts stated, none unknown). Anything else: refused (``frame.question_restriction``), never dropped."""
    from domain.reader.circumstances import unparsed
    from domain.reader.phrases import noun_run
    from domain.reader.refusals import Reason
    start = cur.pos
    if cur.take("fn:total") is None or cur.peek_word() != "for":  # "in all for the two toys"
        cur.pos = start
    if cur.peek_word() != "for" or cur.pos + 1 >= cur.end or cur.words[cur.pos + 1] not in ("the", "all"):
        cur.pos = start
        return False  # "for lunch" (a time), "for Tom": read by the circumstances as before

    def refuse(why: str):
        cur.pos = start
        raise unparsed(cur, "question.circumstance", why, Reason.UNPARSED_QUESTION, "frame.question_restriction")

    cur.pos += 1
    if cur.take_word("all"):
        cur.take_word("of")
    if not cur.take_word("the"):
        refuse("a 'for all' phrase after a spend question that is no definite description")
    count = None
    num = cur.sense("num") or cur.sense("number")
    if num is not None:
        from fractions import Fraction
        count = num.entry if num.cls == "num" else Fraction(num.entry.value)
        cur.pos += num.length
    got = noun_run(cur, cur.pos, ("unit",))
    if got is None or got[0] or got[2] != cur.end or (count != 1 and got[1].form != "pl" and not plural_head(
            cur, got[1], got[2])):
        refuse("the spending restricted to things the reading cannot check")
    named = got[1].entry.id
    things = [op for op in ops if op.kind == "gain" and op.actor == entity and op.item is not None
              and cur.lex.unit_by_id[op.item.unit].family not in ("money", "mass_noun_money")]
    if not entity or not things or any(op.source or not is_purchase(op, ops, cur.lex) for op in things):
        refuse("no purchases of the asker's to describe, or things got otherwise beside them")
    if count is not None and (count == 1) != (got[1].form == "sg" and not plural_head(cur, got[1], got[2])):
        refuse("a number that does not agree with its noun")  # "for the one toys"
    if count is not None and not any(spent_kind(cur.lex, op.item, named) for op in things):
        refuse(f"none of the things is placed among the {named}")  # "the five toys" of five hot dogs
    for op in things:
        placed = spent_kind(cur.lex, op.item, named)
        if placed is False or (placed is None and (op.item.mods or count is None or not kind_general(cur.lex, named)
                                                   or cur.lex.generals.get(op.item.unit))):
            refuse(f"{op.item.unit} is not said to be one of the {named}")
    if count is not None:
        if any(not op.amount or op.amount.startswith("?") or op.amount == "all" for op in things):
            refuse("a count of things the story does not fix")
        from fractions import Fraction
        if sum(Fraction(op.amount) for op in things) != count:
            refuse(f"the question counts {count} things, the story another number")
    cur.pos = got[2]
    return True


def kind_general(lex, unit: str) -> bool:
    """``unit`` is a pack kind: some unit is placed under it (``toys``, ``clothing``)."""
    return any(unit in generals for generals in lex.generals.values())


def is_purchase(op, ops, lex) -> bool:
    """``op`` (a gain) is a purchase: by a buying verb, or paid for by a money loss of the same person, verb and
    sentence (``spent $5 on a doll``, ``got toy trucks for $5.86``). ``found a shirt`` is none."""
    if op.lemma in BUYING_VERBS:
        return True
    return any(o.kind == "lose" and o.actor == op.actor and o.sentence == op.sentence and o.lemma == op.lemma
               and o.item is not None and lex.unit_by_id[o.item.unit].family == "money" for o in ops)
