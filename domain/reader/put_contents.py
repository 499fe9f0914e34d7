"""``How many apples does he put in the baskets?`` (v18, ADR 0393): what a told ``put N in each`` puts in all.

    Sam has 7 baskets. He puts 6 apples in each basket. How many apples does he put in the baskets?      6 × 7 = 42

``puts 6 apples in each basket`` is a content rate (rates.parse_put_rate: nothing moves), so an action question
about putting found no put event (``no statement matches the asked verb.put``) and, before that, stopped at ``in
the baskets`` (``words left after the question``). ``How many apples are in the baskets?`` already reads the
contents of all the containers (rates.parse_contained_question, kind ``contained``); the put question asks the
same when the put is all there is in them. Read only when

- the question is ``How many <things> do|does|did|will <holder> <verb> in|into|on the <containers> [total]?``, the
  containers a plural pack unit with a content rate;
- exactly one content rate of those things per such container is told, and by the asked verb (a second rate,
  ``Each basket has 2 apples``, would be summed in: refused);
- the asked holder holds containers of that unit and no one else does (whose baskets?).

Anything else keeps the v6 reading (and its refusal).
"""
from __future__ import annotations

from domain.reader.circumstances import unparsed
from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Cursor, noun_run
from domain.reader.rates import rate_containers
from domain.reader.refusals import Reason

_PREPS = ("in", "into", "on")


def put_contents_question(cur: Cursor, si: int, entity: str, item: Item | None, verb, ops: list[Op]) -> Question | None:
    """The ``contained`` question for ``<holder> <verb> in the <containers>``; None (nothing consumed) when not this
    form; a refusal when it is but the story does not make the put all the containers hold."""
    if item is None or not entity:
        return None
    start = cur.pos
    if cur.peek_word() in _PREPS:
        at = cur.pos + 1
    elif cur.words[cur.pos - 1] in _PREPS and verb.id.endswith("_" + cur.words[cur.pos - 1]):
        at = cur.pos  # "put in": the verb's own particle (pack verb.put_in) is the preposition
    else:
        return None
    if at >= cur.end or cur.words[at] != "the":
        return None
    got = noun_run(cur, at + 1, ("unit",))
    if got is None or got[1].form != "pl" or got[1].entry.id not in rate_containers(cur, ops):
        return None
    cur.pos = got[2]
    cur.take("fn:total")
    if not cur.at_end():
        cur.pos = start
        return None
    container = got[1].entry.id
    rates = [op for op in ops if op.kind == "per" and op.target == container and op.item is not None
             and (op.item.unit == item.unit or cur.lex.kind_of(op.item.unit, item.unit)
                  or cur.lex.kind_of(item.unit, op.item.unit))]
    holders = {who for op in ops if op.item is not None and op.item.unit == container
               for who in (op.actor, op.target, op.source, op.place) if who}
    if any(op.item is not None and op.item.unit == container and op.kind not in ("hold", "gain") for op in ops):
        holders.add("")  # containers lost, moved or shared: which are the baskets now?
    if len(rates) != 1 or verb.id not in (rates[0].lemma, rates[0].lemma + "_" + cur.words[at - 1]) \
            or rates[0].item != item or holders != {entity}:
        raise unparsed(cur, "question", "a put asked of containers that hold other things or other people's",
                       Reason.UNPARSED_QUESTION, "frame.question")
    return Question(kind="contained", sentence=si, item=item, other=container)
