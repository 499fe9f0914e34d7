"""``Rabbits ate 12 carrots.`` / ``A rabbit ate 10 carrots.`` (v18, ADR 0391): an animal agent with no article, or
with ``a``.

    The farmer grew 50 carrots. Rabbits ate 12 carrots. How many carrots does the farmer have now?      50 − 12
    Sam's garden has 36 carrots. A rabbit ate 10 carrots. How many carrots are in Sam's garden now?     36 − 10

clauses.parse_animal_loss (v6) reads ``the rabbits ate 3 of the potatoes``: a non-person agent, a plural unit noun,
that eats or destroys things owns none of them, so the one holder of those things loses them (the solver refuses
a story with no holder or several, as for a passive clause). The same agent told as a bare plural (``Rabbits``,
``Birds``) or one indefinite animal (``A rabbit``, ``A goat``) had no subject the grammar knows. Read the same way,
only where no other subject reader took the words (a person noun, a place, a named thing come first), with the
verb of a loss category right after the noun:

- ``<plural noun> <loss verb> …`` (no article), ``a|an <singular noun> <loss verb> …``, the noun with no modifier;
- the noun an animal of the pack's kinds (``kind.animal``, ``kind.bird`` under it, ``kind.bug``): a person
  (``Kids``, ``A boy``: people may eat what they brought) or a thing (``A cookie ate …``) is not read here.

Only a verb of ``ANIMAL_ACTS`` (eating, breaking) in the past tense (``A rabbit eats 5 carrots`` says what a
rabbit eats, a rate with its period untold, not an event), and no place phrase (``Rabbits ate 13 carrots in Tom's garden``
beside Sam's carrots: those may not be Sam's), in these forms; ``the rabbits`` keeps its v6 reading.

The ``the <singular>`` agent stays unread: ``The dog ate …`` may be a pet named before, with things of its own.
"""
from __future__ import annotations

from domain.reader.past_rates import _past
from domain.reader.phrases import Cursor, noun_run


_ANIMAL_KINDS = ("unit.animal", "unit.bug")
"""The pack kinds whose members are animals (``kind.animal``, with ``kind.bird`` under its ``bird``; ``kind.bug``)."""


ANIMAL_ACTS = frozenset({"verb.eat", "verb.eat_up", "verb.drink", "verb.chew", "verb.devour", "verb.munch",
                         "verb.gobble", "verb.nibble", "verb.swallow", "verb.consume", "verb.sip", "verb.break",
                         "verb.crack", "verb.destroy", "verb.ruin", "verb.rip", "verb.tear", "verb.smash", "verb.pop",
                         "verb.burst"})
"""Loss verbs an animal does to things it never held (eats, breaks): ``Rabbits sold 2 carrots`` or ``A dog lost
3 bones`` (its own bones?) are not read in the v18 forms."""


ANIMAL_TAKES = frozenset({"verb.take", "verb.steal", "verb.snatch", "verb.grab"})
"""v23 (ADR 0542): taking verbs an animal does to things it never held, read as the holder's loss only in the v18
forms (``A squirrel took 12 nuts.``, ``Another squirrel took 9 nuts.``, ``Crows stole 5 apples.``), past tense.
``catch`` is not one: a bird that catches fish catches its own, not anyone's (``Tom caught 5 fish. A bird caught
3 fish.``)."""


def _animals(lex) -> frozenset[str]:
    """Every unit the pack's kinds put under an animal, at any depth (a rabbit, a bird, a parrot under bird)."""
    out = set(_ANIMAL_KINDS)
    grown = True
    while grown:
        grown = False
        for k in lex.pack.kinds:
            if k.general in out and not out.issuperset(k.specific):
                out.update(k.specific)
                grown = True
    return frozenset(out)


def animal_agent(cur: Cursor) -> tuple[str, int, bool] | None:
    """(the agent, the index after its noun, whether it is a v18 form) for ``the <plural>`` (a unit noun that is
    no person), ``<plural>`` or ``a|an <singular>`` (an animal, no modifier) at the cursor, or None. Nothing
    consumed."""
    word = cur.peek_word()
    start = cur.pos + 1 if word in ("the", "a", "an", "another") else cur.pos  # v23: "Another squirrel …" (ADR 0542)
    got = noun_run(cur, start, ("unit",))
    if got is None or got[1].entry.id in cur.lex.person_units or (word != "the" and got[1].entry.family == "money"):
        return None
    form = got[1].form
    if word != "the" and got[1].entry.id not in cur.lex.memo("animal_agent_units", _animals):
        return None
    if word in ("a", "an", "another"):
        if form != "sg" or got[0]:
            return None
        return f"{word} {got[1].entry.singular}", got[2], True
    if form != "pl" or (word != "the" and got[0]):
        return None
    return f"the {got[1].entry.plural}", got[2], word != "the"


def animal_take(cur: Cursor, verb) -> bool:
    """v23 (ADR 0542): the verb sense at the cursor is one of ``ANIMAL_TAKES``, in the past tense."""
    if verb.entry.id not in ANIMAL_TAKES:
        return False
    return _past(verb.entry, " ".join(cur.words[cur.pos:cur.pos + verb.length]))


def animal_act(cur: Cursor, verb, past: bool = True) -> bool:
    """The verb sense at the cursor is one of ``ANIMAL_ACTS``, in the past tense (past_rates._past) when ``past``.
    v18 (ADR 0399): the v6 ``the <plural>`` form asks this too, any tense (``The kids eat 10 cookies`` tells a
    story in the present); ``The rabbits sold 2 carrots`` was read as an eating."""
    if verb.entry.id not in ANIMAL_ACTS:
        return False
    word = " ".join(cur.words[cur.pos:cur.pos + verb.length])
    return not past or _past(verb.entry, word)
