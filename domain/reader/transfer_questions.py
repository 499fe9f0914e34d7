"""Questions about a giving asked from its other side (reader v17, ADR 0363).

    Tim had 18 kittens. He gave 3 kittens to Jessica and 6 kittens to Sara. How many kittens did Jessica get?   3
    Mia gave Leo 5 shells and Sam gave Leo 3 shells. How many shells did Leo get?                             5 + 3
    Ann had 20 stickers. She gave some stickers to Sam. Now she has 12 stickers. How many stickers did Sam get?  8
    Tim had 18 kittens. He gave 3 kittens to Jessica and 6 kittens to Sara. How many kittens did he give away?  3 + 6

Why a module of its own: a giving is one transfer op whose actor is the giver and whose target the recipient.
An event question sums the asked person's own events of the asked verb, so ``did Jessica get`` (Jessica did
nothing) and ``did he give away`` (verb.give_away, a loss with no recipient, while he gave *to* someone) found no
statement and refused. Both are the giving asked by another verb; the question is re-spelled, once the story is
settled, as the event question every older form already answers, in the solver and in the verifier alike:

- ``How many <things> did|does|will <R> get|receive [from <G>]?`` → ``How many <things> did <G> <give> <R>?``
  (kind ``event``, lemma the giving verb, ``other`` R; several givers are ``members``). Read only when every
  giving to R of those things is by one verb that hands things over for good (give, hand, pass, send, deliver,
  donate, mail, ship, give away — not ``lend``/``share``/``sell``/``pay``: whether that is "getting" is not
  plain), and R does nothing else with such things: no gain of its own (``Jessica got 2 kittens from Sara``
  beside ``Tim gave Jessica 3``: v16 answered 2), no loss, no giving on, no comparison. A holding of R told
  (``Hugo had 9 toy cars``, ``Al now has 21 pencils``) is allowed: what R got is the giving, whatever R held.
- ``How many more <things> did <A> get|receive than <B>?``: each side read as above (both must be), the difference
  checked non-negative (kind ``received_difference``); v16 compared the holdings and refused.
- ``How many <things> did <G> give away|send out?`` → ``How many <things> did <G> give|send?`` when every giving of
  those things by G is by that one verb with a recipient; G's own ``gave away 3`` beside ``gave 5 to Ann`` refuses
  (v16 answered 3: only the giving without a recipient).

Everything else is left as it was and refuses or answers as before. A holding of R asked (``How many shells
does Leo have now?``) is untouched: R's start is never said, so it still refuses.
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Op, Question
from domain.reader.refusals import ReaderRefusal, Reason

RECEIVE_VERBS = _RECEIVE = frozenset({"verb.get", "verb.receive"})
"""Question verbs asking what a recipient was handed."""
_HANDED = frozenset({"verb.give", "verb.hand", "verb.pass", "verb.send", "verb.deliver", "verb.donate",
                     "verb.mail", "verb.ship", "verb.give_away"})
"""Giving verbs whose recipient plainly "gets" the things (a loan, a share or a sale is left out)."""
_AWAY = {"verb.give_away": frozenset({"verb.give", "verb.hand", "verb.donate"}),
         "verb.send_out": frozenset({"verb.send", "verb.mail"})}
"""A "give away" question verb and the giving verbs with a recipient it sums."""


def _related(lex, a: str, b: str) -> bool:
    return a == b or lex.kind_of(a, b) or lex.kind_of(b, a)


def _refuse(q: Question, detail: str) -> ReaderRefusal:
    return ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "event_binding", sentence_index=q.sentence,
                         frame="question.transfer", detail=detail)


def settle_transfer_question(question: Question, ops: list[Op], lex) -> Question:
    """The question re-spelled as the giving it asks about (see the module); unchanged when not this form."""
    q = question
    if q.kind == "difference" and q.lemma in _RECEIVE:
        # "How many more stickers did Ben get than Ann?" (questions._difference_of_events): each side must read as
        # a giving to that person, or the question refuses (the holdings, with starts never told, are not asked)
        for who in (q.entity, q.other):
            if received_side(q, who, ops, lex).lemma in _RECEIVE:
                raise _refuse(q, f"what {who} got is not told as things given to {who}")
        return msgspec.structs.replace(q, kind="received_difference")
    if q.kind != "event" or q.item is None or q.time or q.place:
        return q
    if q.lemma in _RECEIVE and q.entity and not q.members and not q.other:
        return _received(q, ops, lex)
    if q.lemma in _AWAY and not q.other and not q.source:
        return _given_away(q, ops, lex)
    return q


def received_side(q: Question, who: str, ops: list[Op], lex) -> Question:
    """One side of a ``received_difference``: ``How many <things> did <who> get?`` re-spelled as the giving (the
    question unchanged, lemma ``verb.get``/``verb.receive``, when nothing was given to ``who``). The solver and the
    verifier each answer it as an event question."""
    side = Question(kind="event", sentence=q.sentence, entity=who, item=q.item, lemma=q.lemma)
    return _received(side, ops, lex)


def _received(q: Question, ops: list[Op], lex) -> Question:
    who, unit = q.entity, q.item.unit
    about = [op for op in ops if op.item is not None and op.kind != "ask" and _related(lex, op.item.unit, unit)]
    given = [op for op in about if op.kind == "transfer" and op.target == who]
    if not given:
        return q
    if any(op.lemma not in _HANDED for op in given) or len({op.lemma for op in given}) != 1:
        raise _refuse(q, "things handed to the asked person by another verb or by several verbs")
    if any(op.item.unit != unit for op in given):
        raise _refuse(q, "a giving of another kind of the asked things")
    for op in about:
        if op.kind == "hold" and op.actor == who and not op.source and not op.target:
            continue  # "Al now has 21 pencils": what Al holds, not what Al got
        if any(op is g for g in given):
            continue
        if who in (op.actor, op.target, op.source, op.agent) or who in op.members:
            # "Jessica got 2 kittens from Sara" beside "Tim gave Jessica 3 kittens"; "Jessica gave 1 to Sara"
            raise _refuse(q, f"{who} does more with the asked things than being given them")
    givers = tuple(dict.fromkeys(op.actor for op in given if not q.source or op.actor == q.source))
    if not givers or any(not g for g in givers):
        return q
    lemma = given[0].lemma
    if len(givers) == 1:
        return msgspec.structs.replace(q, entity=givers[0], lemma=lemma, other=who, source="")
    return msgspec.structs.replace(q, entity="", members=givers, lemma=lemma, other=who, source="")


def _given_away(q: Question, ops: list[Op], lex) -> Question:
    actors = q.members or (q.entity,)
    if not all(actors):
        return q
    unit = q.item.unit
    mine = [op for op in ops if op.item is not None and op.actor in actors and _related(lex, op.item.unit, unit)]
    given = [op for op in mine if op.kind == "transfer"]
    if not given:
        return q
    lemmas = {op.lemma for op in given}
    if any(op.lemma == q.lemma for op in mine) or len(lemmas) != 1 or not lemmas <= _AWAY[q.lemma]:
        # "gave away 3 kittens. He gave 5 kittens to Jessica.": both are given away (v16 answered 3)
        raise _refuse(q, "things given away by several verbs, or with and without a recipient")
    if any(op.item.unit != unit for op in given):
        raise _refuse(q, "a giving of another kind of the asked things")
    return msgspec.structs.replace(q, lemma=lemmas.pop())
