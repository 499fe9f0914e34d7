"""What each member gained, asked as the whole amount gained (v8, ADR 0110):

    A trivia team had 5 members total, but during a game 2 members didn't show up.
    If each member that did show up scored 6 points, how many points were scored total?     6 × (5 − 2)

``each <person> <gain verb> N <things>`` (``scored 6 points``, ``earned 3 stars``) says what one member
gained: a rate of things per member, like ``each player had 5 lives``, but told by an event verb. Two
questions would ask it: the holding (``How many points does the team have?`` — are the points the team's, or
the members'?) and the event sum. Only the event sum is read, and only in its passive form with no doer
(``how many points were scored [total]?``, or ``did they score``): the points every member scored, which is
the members held × the rate — the question is answered as the total of those contained points. So:

- the rate is read only before such a question; any other question refuses (the reading of the rate as what
  the members hold would answer ``how many points does Sam have`` from the members Sam counts);
- the asked verb must be the rate's verb and the asked things the rate's things, and nothing else in the
  story may hold, gain or lose such things (``The team had 10 points before the game``: are those scored?);
- money is not read here (``each member earned $5``: earnings have their own rules, solver.rate_earnings),
  nor a rate per a non-person (``each box gained 3 apples``), nor people gained per person. The members are
  people when the pack says so (``students``) or when some of them were told to leave (``2 members didn't
  show up``: departures.py).

The members counted are those held when the question is asked: after a departure the rate must be told of
the members remaining (departures.py), which is checked there.
"""
from __future__ import annotations

from domain.reader.amounts import GAIN
from domain.reader.circumstances import unparsed
from domain.reader.departures import DEPARTURES
from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Context, Cursor, fmt, read_item
from domain.reader.refusals import Reason, ReaderRefusal

GAIN_RATE = "gain_rate"
"""``Op.event`` of a ``per`` op told by a gain verb (``each member scored 6 points``)."""


def parse_gain_rate(cur: Cursor, ctx: Context, ops: list[Op], verb, value, container: Item) -> None:
    """After ``each <person> <gain verb> N``: the things and the end of the clause; a ``per`` op marked
    ``GAIN_RATE`` (what one member gained)."""
    people = container.unit in cur.lex.person_units or any(
        op.kind == "lose" and op.lemma in DEPARTURES and op.item is not None and op.item.unit == container.unit
        for op in ops)  # members who can leave ("2 members didn't show up") are people too
    if not people:
        raise unparsed(cur, "statement.rate", f"a gain rate per {container.unit}, not per person")
    item = read_item(cur, ctx)
    if item is None or item.unit in cur.lex.person_units or item.unit == container.unit \
            or cur.lex.unit_by_id[item.unit].family == "money":
        raise unparsed(cur, "statement.rate", "expected the things each member gained")
    cur.take("fn:total")
    if not cur.at_end():
        raise unparsed(cur, "statement.rate", "expected the end of the clause after a gain rate")
    ops.append(Op(kind="per", lemma=verb.id, sentence=cur.sentence.index, item=item, amount=fmt(value),
                  target=container.unit, event=GAIN_RATE))


def is_gain_verb(verb) -> bool:
    return verb.category in GAIN


def settle_gain_rates(question: Question, ops: list[Op], si: int) -> Question:
    """The question over a gain rate: ``how many points were scored [total]`` → the total of the points the
    members hold at the rate. Without a gain rate the question is returned unchanged; with one, any other
    question refuses."""
    rates = [op for op in ops if op.kind == "per" and op.event == GAIN_RATE]
    if not rates:
        return question
    rate = rates[0]

    def refuse(detail: str) -> ReaderRefusal:
        return ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "event_binding", sentence_index=si,
                             frame="question.gain_rate", detail=detail)
    if len(rates) > 1:
        raise refuse("two gain rates")
    if question.kind != "passive" or question.lemma != rate.lemma or question.item is None \
            or question.item != rate.item or question.place or question.time or question.source:
        raise refuse(f"a rate of {rate.item.unit} gained per {rate.target} and a question not about the "
                     f"{rate.item.unit} gained")
    if any(op is not rate and op.item is not None and op.item.unit == rate.item.unit for op in ops):
        raise refuse(f"{rate.item.unit} told outside the rate: gained, or there before?")
    return Question(kind="total", sentence=question.sentence, item=question.item)
