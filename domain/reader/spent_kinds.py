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

ADJUNCT = "adj:"
"""Prefix of a noun adjunct in ``Item.mods`` (phrases._adjunct_id: ``toy cars`` → ``adj:unit.toy``)."""


def spent_kind(lex: Lexicon, thing: Item, kind: str) -> bool | None:
    """True: a purchase of ``thing`` is a purchase of ``kind`` things; False: it is not; None: the pack does not
    settle it (the caller refuses: counting it or leaving it out would change the answer)."""
    unit = thing.unit
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
