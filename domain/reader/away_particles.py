"""A particle after the object of a giving (reader v17, ADR 0363):

    Sam had 5 kittens. He gave 2 kittens away. How many kittens does Sam have?               5 − 2 = 3
    Sam had 10 pens. He gave 4 pens to Ann. Later Ann gave 4 pens back to Sam.              10 − 4 + 4 = 10

Why a module of its own: the pack's ``gave away`` is one verb (verb.give_away, a loss with no recipient) only when
the words stand together; ``gave 2 kittens away`` split them, so ``gave`` asked for a recipient and refused. After
the whole object of a verb with such a pack partner (the verb whose every form is one of this verb's forms and
``away``: give → give away, throw → throw away), with no recipient told before the object, ``away`` makes the
clause that partner's. ``back`` right after the object of a giving and right before ``to <someone>`` says only that
the things return: the giving to that someone is read as it is written without the word. Anything else (``gave
them back``, ``gave Ann 4 pens back``, ``back`` with no ``to``) is left as before and refuses.

v19 (ADR 0434): ``out`` right after such a verb and right before a number (``It gave out 175 pencils in September``,
``threw out 4 apples``) makes the clause that partner's too: handing the things out to nobody told is giving them
away. Read only when no ``to`` follows in the sentence (``gave out 5 pencils to each student`` is
counted_recipients.py's, and a recipient after ``out`` is left refused); ``lent out`` is the pack verb ``verb.lend_out`` since v23 (ADR 0546), not a particle read here.
"""
from __future__ import annotations


def _partners(lex) -> dict[str, object]:
    """verb id → its ``<form> away`` partner verb, from the pack's forms (worked out once per pack)."""
    verbs = list(lex.verb_by_id.values())
    out = {}
    for w in verbs:
        if not w.forms or not all(f.endswith(" away") for f in w.forms):
            continue
        bases = {f[:-len(" away")] for f in w.forms}
        for v in verbs:
            if v is not w and bases <= set(v.forms):
                out[v.id] = w
    return out


def take_after_object(cur, verb, indirect: str):
    """After the object: ``away`` (the verb becomes its pack partner, returned) or ``back`` before ``to`` (skipped);
    the verb to read the clause with (unchanged when neither)."""
    word = cur.peek_word()
    if word == "away" and not indirect:
        partner = cur.lex.memo("away_partners", _partners).get(verb.id)
        if partner is not None:
            cur.pos += 1
            return partner
    elif word == "back" and verb.category == "transfer_out" and cur.peek_word(1) == "to":
        cur.pos += 1
    return verb


def take_out_particle(cur, verb):
    """``gave out <N> …`` with no ``to`` after (module doc, v19): the verb's ``away`` partner, the cursor after
    ``out``; else ``verb`` unchanged."""
    if verb.category != "transfer_out" or cur.peek_word() != "out" or cur.sense("fn:particle") is None:
        return verb
    if not (cur.sense("num", cur.pos + 1) or cur.sense("number", cur.pos + 1)) or "to" in cur.words[cur.pos:]:
        return verb
    partner = cur.lex.memo("away_partners", _partners).get(verb.id)
    if partner is None:
        return verb
    cur.pos += 1
    return partner
