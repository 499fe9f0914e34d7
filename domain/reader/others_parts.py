"""``Katie baked 18 cupcakes. Todd ate 8 of them.``: a part of someone else's things eaten (v11, ADR 0190).

``N of them`` / ``N of the cupcakes`` after a verb of eating names a part of things already in
the story. When the subject has had no part in anything told so far (held, got, gave or was given nothing,
of these things or others) and someone else holds them, the part can only be that holder's: Todd ate 8 of Katie's cupcakes,
and she has 8 fewer. Before v11 every such clause refused (``frame.statement.object``, red2b: of whose?),
which is right when the subject holds some too (``Sam has 5 apples. Sam ate 3 of them.``: his own) and stays
so.

The clause becomes a loss with no actor and the subject as its agent, the shape of ``the rabbits ate 3 of the
potatoes`` (clauses.parse_animal_loss): the solver takes it from the one holder of the things (several holders
refuse, ``entity_binding``). The eater gains nothing: ``How many cupcakes does Todd have?`` stays unknown, and
``How many cupcakes did Katie eat?`` finds no eating by Katie.

Read only for verbs that use things up without handing them to anyone: eating and drinking (``verb.eat``,
``verb.eat_up``, ``verb.drink``). Breaking or cracking someone else's things (``Todd broke 3 of them``: are
broken eggs still hers? damaged.py leaves that open too), selling, giving, spending or using them (``Todd sold
8 of them``: whose money?) keep the old refusal, as does
the clause with anything more than the part and a time or occasion word: a place (``ate 8 of them at the
park``), a recipient or a source, a price, a rate, or a second object.
"""
from __future__ import annotations

from domain.reader.graph import Op

_USING_UP = frozenset({"verb.eat", "verb.eat_up", "verb.drink"})


def eats_others_part(verb, ops: list[Op], subject: str, unit: str) -> bool:
    """Whether ``<subject> <verb> N of them`` may be read as a part of another holder's things."""
    if verb.id not in _USING_UP:
        return False
    if not subject or subject.startswith("?"):
        return False
    for op in ops:
        if subject in (op.actor, op.target, op.source, op.agent, op.place):
            return False  # the subject has had to do with things (these or kinds of them): his own part?
    return any(op.item is not None and op.item.unit == unit for op in ops)


def others_part_op(cur, subject: str, verb, circ, objects, rate) -> Op | None:
    """The loss of ``eats_others_part``, when the clause holds nothing else; None to refuse as before."""
    if len(objects) != 1 or rate is not None or circ.place or circ.to or circ.source or circ.with_:
        return None
    amount, item, owner, price = objects[0]
    if owner or price is not None or item is None:
        return None
    return Op(kind="lose", lemma=verb.id, sentence=cur.sentence.index, actor="", agent=subject, item=item,
              amount=amount)
