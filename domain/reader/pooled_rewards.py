"""A reward for every N of a pooled amount (v9, ADR 0144).

    Paige and her friends were recycling paper for their class. For every 4 pounds they recycled they earned
    one point. If Paige recycled 14 pounds and her friends recycled 2 pounds, how many points did they earn?
                                                                              (14 + 2) / 4 × 1 = 4

Why a module of its own: ``For every N <things> they <V>`` rewards the group's amount as one pool — per member
the points would be 14/4 and 2/4, and with whole points 3 + 0 = 3, not the pool's 4. Nothing in the holding
machinery pools a group's events under one rate, so the text is read as a whole, in one fixed shape; any
other statement refuses. The answer must be a whole number of rewards: ``for every 4 pounds`` says nothing
of a remainder (18 pounds: 4 points with the rest lost, 4.5, or 5 rounded?), so a pool that is no whole
multiple of N refuses (every MultiArith member divides exactly; none licenses a rounding).

The shape: a group scene, the rate, then the members' amounts (statements or the question's ``If`` clause).

1. ``<Name> and <his|her> <people> <be> <activity> [<things>] [<prep> <noun phrase> …].``: the group is the
   person and the person's people (``her friends``); nothing is counted here.
2. ``For every N <unit U> they <verb V>[,] they <gain verb G> <one|a|an|M> <unit P>.``: M P per N U of the
   group's V (``they`` is the group of statement 1; nothing else).
3. ``<member> <V> A <U> [and <member> <V> B <U>]`` — each member of the group told exactly once (the name or
   he/she fitting it, and ``<his|her> <people>``), the same verb V and unit U as the rate — then
   ``How many <P> did they <G> [in all|total|altogether]?`` (``they`` again: one member's share of a pooled
   reward is not told).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.amounts import GAIN
from domain.reader.graph import Graph, Op, Question
from domain.reader.phrases import Context, Cursor, fmt, noun_run, read_item, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.results import Step

RATE, AMOUNT, POOLED = "pooled_rate", "pooled_amount", "pooled_reward"
_ONE = ("one", "a", "an")


def claims(cursors: list[Cursor]) -> bool:
    """Some statement begins ``For every|each <number>``."""
    for cur in cursors[:-1]:
        if cur.end > 2 and cur.words[0] == "for" and cur.sense("fn:each", 1) is not None \
                and (cur.sense("num", 2) is not None or cur.sense("number", 2) is not None):
            return True
    return False


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, "pooled_rewards", detail, reason)


class _Story:
    def __init__(self) -> None:
        self.person = ""
        self.gender = "x"
        self.people = ""
        """The person's people (``friends``): the unit/person noun of ``her friends``."""


def _name(cur: Cursor, story: _Story, first: bool) -> None:
    s = cur.sense("name")
    if s is None or not cur.tokens[cur.pos].text[:1].isupper():
        raise _refuse(cur, "expected the group's named person")
    word = cur.tokens[cur.pos].text
    if first:
        story.person, story.gender = word, (s.entry.gender if s.entry is not None else "x")
    elif word != story.person:
        raise _refuse(cur, f"a person outside the group: {word}", Reason.AMBIGUOUS_REFERENCE)
    cur.pos += 1


def _their_people(cur: Cursor, story: _Story, first: bool) -> None:
    """``her friends``: the possessive fits the named person; the plural person noun is the rest of the group."""
    poss = cur.sense("fn:possessive")
    if poss is not None and first and story.gender == "x" and poss.entry.gender in ("m", "f"):
        story.gender = poss.entry.gender  # "Zoe and her friends": the one person named so far is "her"
    if poss is None or poss.entry.gender not in ("m", "f") or story.gender != poss.entry.gender:
        raise _refuse(cur, "expected <his|her> <people> of the named person", Reason.AMBIGUOUS_REFERENCE)
    cur.pos += 1
    got = noun_run(cur, cur.pos, ("person",))
    if got is None or got[0] or got[1].form != "pl":
        raise _refuse(cur, "expected the person's people (a plural person noun)")
    if first:
        story.people = got[1].entry.id
    elif got[1].entry.id != story.people:
        raise _refuse(cur, "people outside the group", Reason.AMBIGUOUS_REFERENCE)
    cur.pos = got[2]


def _scene(cur: Cursor, story: _Story) -> None:
    _name(cur, story, True)
    if cur.take_word("and") is None:
        raise _refuse(cur, "expected '<Name> and <his|her> <people>'")
    _their_people(cur, story, True)
    if cur.take("fn:be") is None or cur.take("activity") is None:
        raise _refuse(cur, "expected what the group was doing (<be> <activity>)")
    if not cur.at_end() and cur.sense("fn:preposition") is None:
        if cur.take("fn:determiner") is None:
            cur.take("fn:possessive")
        got = noun_run(cur, cur.pos, ("unit",))
        if got is None:
            raise _refuse(cur, "expected the things of the activity")
        cur.pos = got[2]
    while not cur.at_end():
        prep = cur.take("fn:preposition")
        if prep is None:
            raise _refuse(cur, "words after the group's activity")
        if cur.take("fn:determiner") is None:
            cur.take("fn:possessive")
        got = noun_run(cur, cur.pos, ("unit", "place", "person"))
        if got is None:
            raise _refuse(cur, "expected a number-free noun phrase after the preposition")
        cur.pos = got[2]


def _they(cur: Cursor) -> None:
    if cur.take_word("they") is None:
        raise _refuse(cur, "expected 'they' (the group)", Reason.AMBIGUOUS_REFERENCE)


def _positive(cur: Cursor, what: str) -> Fraction:
    num = read_number(cur)
    if num is None or num[1] or num[0] <= 0:
        raise _refuse(cur, f"expected {what} (a positive number, not money)")
    return num[0]


def _rate(cur: Cursor, ops: list[Op]) -> None:
    cur.pos = 2
    n = _positive(cur, "the amount rewarded")
    base = read_item(cur, Context())
    if base is None:
        raise _refuse(cur, "expected what is counted after 'for every N'")
    _they(cur)
    verb = cur.take("verb")
    if verb is None:
        raise _refuse(cur, "expected the group's verb after 'for every N <things> they'")
    cur.take("punct:,")
    _they(cur)
    gain = cur.take("verb")
    if gain is None or gain.entry.category not in GAIN:
        raise _refuse(cur, "expected what they got (a gain verb)")
    if cur.take_word(*_ONE):
        m = Fraction(1)
        got = noun_run(cur, cur.pos, ("unit",))
        if got is None or got[1].form != "sg":
            raise _refuse(cur, "expected one <thing>")
    else:
        m = _positive(cur, "the reward")
    reward = read_item(cur, Context())
    if reward is None or reward.unit == base.unit:
        raise _refuse(cur, "expected the reward's things")
    if not cur.at_end():
        raise _refuse(cur, "words after the reward")
    ops.append(Op(kind=RATE, lemma=gain.entry.id, sentence=cur.sentence.index, actor="they", item=reward,
                  amount=fmt(m), target=base.unit, event=verb.entry.id, factor=fmt(n)))


def _member(cur: Cursor, story: _Story, told: set[str]) -> str:
    if cur.sense("name") is not None:
        _name(cur, story, False)
        who = story.person
    elif cur.peek_word() in ("he", "she") and cur.sense("fn:possessive") is None:
        if story.gender != ("m" if cur.peek_word() == "he" else "f"):  # a name of unknown gender: refused
            raise _refuse(cur, "a pronoun that does not fit the named person", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += 1
        who = story.person
    else:
        _their_people(cur, story, False)
        who = story.people
    if who in told:
        raise _refuse(cur, "a member's amount told twice", Reason.AMBIGUOUS_REFERENCE)
    told.add(who)
    return who


def _amounts(cur: Cursor, story: _Story, ops: list[Op], told: set[str], stop: str) -> None:
    """``Paige recycled 14 pounds and her friends recycled 2 pounds``, up to ``stop`` (the end or ``,``)."""
    rate = ops[0]
    while True:
        who = _member(cur, story, told)
        verb = cur.take("verb")
        if verb is None or verb.entry.id != rate.event:
            raise _refuse(cur, "a member's verb other than the rate's", Reason.AMBIGUOUS_REFERENCE)
        a = _positive(cur, "the member's amount")
        item = read_item(cur, Context())
        if item is None or item.unit != rate.target or item.mods:
            raise _refuse(cur, "a member's things other than the rate's", Reason.AMBIGUOUS_REFERENCE)
        ops.append(Op(kind=AMOUNT, lemma=verb.entry.id, sentence=cur.sentence.index, actor=who, item=item,
                      amount=fmt(a)))
        if cur.take_word("and") is not None:
            continue
        if (stop == "," and cur.peek_word() == ",") or (stop == "" and cur.at_end()):
            return
        raise _refuse(cur, "words after a member's amount")


def _question(cur: Cursor, story: _Story, ops: list[Op], told: set[str]) -> Question:
    cur.pos = 0
    if cur.take("fn:if") is not None:
        _amounts(cur, story, ops, told, ",")
        cur.take("punct:,")
    if cur.take("fn:how") is None or cur.take_word("many") is None:
        raise _refuse(cur, "a pooled-reward question is 'How many <rewards> did they <gain>'", Reason.UNPARSED_QUESTION)
    rate = ops[0]
    item = read_item(cur, Context())
    if item != rate.item:
        raise _refuse(cur, "asked things other than the reward", Reason.AMBIGUOUS_REFERENCE)
    if cur.take_word("did", "do", "will", "would") is None:
        raise _refuse(cur, "expected did/do/will/would", Reason.UNPARSED_QUESTION)
    _they(cur)
    cur.take_word("have")
    verb = cur.take("verb")
    if verb is None or verb.entry.id != rate.lemma:
        raise _refuse(cur, "asked a verb other than the reward's", Reason.AMBIGUOUS_REFERENCE)
    cur.take("fn:total")
    if not cur.at_end():
        raise _refuse(cur, "words after the question", Reason.UNPARSED_QUESTION)
    if told != {story.person, story.people}:
        raise _refuse(cur, "not every member's amount is told", Reason.UNKNOWN_QUANTITY)
    pool = sum((Fraction(op.amount) for op in ops if op.kind == AMOUNT), Fraction(0))
    if pool % Fraction(rate.factor):
        raise _refuse(cur, f"{fmt(pool)} is no whole multiple of {rate.factor}: the text gives no rule for the rest",
                      Reason.UNSUPPORTED_FORM)
    return Question(kind=POOLED, sentence=cur.sentence.index, entity="they", item=item, lemma=rate.lemma)


def parse_pooled_rewards(cursors: list[Cursor]) -> Graph:
    story, ops, told = _Story(), [], set()
    if len(cursors) < 3:
        raise _refuse(cursors[0], "a pooled reward needs the group, the rate and a question")
    cursors[0].pos = 0
    _scene(cursors[0], story)
    _rate(cursors[1], ops)
    for cur in cursors[2:-1]:
        cur.pos = 0
        _amounts(cur, story, ops, told, "")
    return Graph(ops=ops, question=_question(cursors[-1], story, ops, told))


def pooled_answer(lex, graph: Graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the pooled amount divided by N, times the reward."""
    rate = graph.ops[0]
    pool = sum((Fraction(op.amount) for op in graph.ops if op.kind == AMOUNT), Fraction(0))
    value = pool / Fraction(rate.factor) * Fraction(rate.amount)
    step = Step(lemma=rate.lemma, kind="pooled_reward", holder="they",
                operands=[fmt(pool), rate.factor, rate.amount], before="0", after=fmt(value))
    return value, rate.item.unit, [step]


def verify_pooled(lex, graph: Graph) -> Fraction:
    """Verifier: the reward counted out N at a time from each member's amount in turn, nothing left over."""
    rate = next(op for op in graph.ops if op.kind == RATE)
    n, left, rewards = Fraction(rate.factor), Fraction(0), Fraction(0)
    for op in graph.ops:
        if op.kind != AMOUNT:
            continue
        left += Fraction(op.amount)
        while left >= n:
            left -= n
            rewards += Fraction(rate.amount)
    if left:
        raise ValueError("a remainder under N is left unrewarded")
    return rewards
