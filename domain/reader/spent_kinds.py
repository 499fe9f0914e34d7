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
