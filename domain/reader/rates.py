"""Per-item composition rates stated about one container, and the quotient question that uses them.

    A worksheet had 7 problems on it.                  → 7 problems per worksheet   (an indefinite subject)
    A box can hold 6 flowers.                          → 6 flowers per box          (a modal before the verb)
    If his fridge would only hold 9 on each shelf, …   → 9 (the one unit in play) per shelf
    Each box holds 6 apples. … How many boxes would he fill up?     → his apples ÷ 6

The product (``how many problems does she have``: pages × problems per page) is the solver's
``contained`` holdings, already read. The quotient is new: a count of containers that nobody holds
and no partition made, asked with a container verb (need/use/fill/make), is the pool ÷ the rate. The
text never says how to round, so a remainder refuses (FRACTIONAL_COUNT), as for partitions.

An indefinite singular subject (``A worksheet had …``) states what ONE such thing holds: a rate, not a
holding of a particular worksheet. Only an observe/contain verb (has, holds, contains, fits) with a
number reads that way; ``A box can hold`` never makes ``box can`` one noun.
"""
from __future__ import annotations

from domain.reader.capacity import CAPACITY
from domain.reader.circumstances import skip_circumstance_words, unparsed
from domain.reader.ensured_rates import container_premise
from domain.reader.hypothetical_contents import contents_premise
from domain.reader.implied_sales import implied_sale_premise
from domain.reader.graph import Item, Op, Question
from domain.reader.paces import episode_ahead
from domain.reader.phrases import Context, Cursor, fmt, noun_run, read_entity, read_item, read_number
from domain.reader.refusals import Reason, ReaderRefusal
from domain.reader.seats import check_seated, take_trip_purpose

MODALS = ("can", "could", "will", "would")
"""Closed-class modals that may stand before a rate verb (``can hold``, ``would only hold``)."""

RATE_CATEGORIES = ("observe", "contain")

MADE_OF = "made_of"
"""``Op.event`` of a content rate told by ``takes`` with no task (v8: ``each pie takes 9 apples``; clauses.py)."""


def check_made_of(question: Question, ops: list[Op], si: int) -> None:
    """``each pie takes 9 apples`` is what one pie is made of only before the containers question of pies (``how
    many pies could they make?``). Before any other question ``takes`` may be a taking (``Sam has 3 dogs. Each
    dog takes 2 bones. How many bones does Sam have?``: the dogs took them from someone): refused."""
    for op in ops:
        if op.kind == "per" and op.event == MADE_OF and (question.kind != "rate_groups" or question.other != op.target):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "rate", sentence_index=si, frame="statement.rate",
                                detail=f"'each {op.target} takes' read only before how many {op.target} are made")


def _modal_at(cur: Cursor, j: int) -> bool:
    """``can [only] <verb>`` starts at ``j``."""
    if j >= cur.end or cur.words[j] not in MODALS:
        return False
    k = j + 1
    while k < cur.end and cur.sense("fn:adverb", k) is not None:
        k += 1
    return cur.sense("verb", k) is not None


def read_container(cur: Cursor, ctx: Context, note: bool = True) -> Item | None:
    """The container noun of a rate, stopping before a modal: ``box`` in ``each box can hold`` (the
    noun run alone would read ``box can`` as a can of some box kind)."""
    stop = next((j for j in range(cur.pos + 1, cur.end) if _modal_at(cur, j)), None)
    if stop is None:
        return read_item(cur, ctx, note)
    sub = Cursor(cur.lex, cur.sentence, cur.pos, stop)
    item = read_item(sub, ctx, note)
    if item is None or sub.pos != stop:
        return None
    cur.pos = stop
    return item


def skip_modal(cur: Cursor) -> None:
    """``can`` / ``would only`` before a rate verb: the rate is what one container holds either way."""
    if _modal_at(cur, cur.pos):
        cur.pos += 1
        skip_circumstance_words(cur)


def is_content_rate(lex, op: Op) -> bool:
    """A ``per`` op that says what one container holds (has/holds/contains, ``there are N in each``),
    not a task rate (``each room takes 3 hours to paint``)."""
    if op.kind != "per":
        return False
    if op.lemma in ("fn.each", "fn.seat") or op.event in (MADE_OF, CAPACITY):  # v8: "2 seats on each bus" (seats.py); capacity.py
        return True
    return any(c in RATE_CATEGORIES or c == "put" for c in lex.verb_categories.get(op.lemma, ()))


def _rate_shape(cur: Cursor, ctx: Context, j: int) -> bool:
    """After the subject: ``[modal [only]] <observe|contain verb> <number>``."""
    if _modal_at(cur, j):
        j += 1
        while j < cur.end and cur.sense("fn:adverb", j) is not None:
            j += 1
    verb = cur.sense("verb", j)
    if verb is None or verb.entry.category not in RATE_CATEGORIES:
        return False
    j += verb.length
    while j < cur.end and cur.sense("fn:adverb", j) is not None:
        j += 1
    return cur.sense("num", j) is not None or cur.sense("number", j) is not None


def indefinite_rate_ahead(cur: Cursor, ctx: Context) -> bool:
    """``A worksheet had 7 problems …`` / ``A vase can hold 6 flowers``: ``a/an`` + a singular unit +
    a rate verb + a number. Nothing is consumed; the caller reads the rest as ``each <unit> …``."""
    if cur.peek_word() not in ("a", "an"):
        return False
    got = noun_run(cur, cur.pos + 1, ("unit",))
    if got is None or got[1].form != "sg" or got[1].entry.id in cur.lex.person_units:
        # "A teacher had 17 worksheets": a person is one particular person, never a rate per person
        return False
    sub = Cursor(cur.lex, cur.sentence, cur.pos + 1)
    item = read_container(sub, ctx, note=False)
    return item is not None and _rate_shape(cur, ctx, sub.pos) and not episode_ahead(cur, sub.pos)


def parse_subject_rate(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """``his fridge would only hold 9 on each shelf`` / ``the van can hold 4 people in each row``: a
    thing (not a person) holding N [things] in/on/at each <container> states a rate per container; the
    subject only frames it. False (nothing consumed) when the clause is not this form."""
    start = cur.pos
    poss = cur.sense("fn:possessive")
    if not (cur.peek_word() == "the" or (poss is not None and poss.entry.gender in ("m", "f", "p"))):
        return False
    got = noun_run(cur, cur.pos + 1, ("place", "unit"))
    if got is None or got[1].form != "sg" or any(s.cls == "person" for s in cur.senses(got[2] - 1)):
        return False
    if not _rate_shape(cur, ctx, got[2]):
        return False
    cur.pos = got[2]
    skip_modal(cur)
    verb = cur.sense("verb")
    cur.pos += verb.length
    skip_circumstance_words(cur)
    num = read_number(cur)
    if num is None or num[1]:
        cur.pos = start
        return False
    item = read_item(cur, ctx)
    if not (cur.take_word("in", "on", "at") and cur.take("fn:each")):
        cur.pos = start
        return False
    container = read_item(cur, ctx, note=False)
    if container is None or not cur.at_end():
        cur.pos = start
        return False
    return _append_per(cur, ctx, ops, verb.entry.id, num[0], item, container)


def parse_packaged_rate(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """``Gumballs come in packages of 5.`` / ``White t-shirts can be purchased in packages of 6.`` (v8, ADR
    0117): a bare plural thing (no number, no determiner: things of that kind, not particular ones) and any
    pack verb [``can be`` / ``are`` before it] ``in <containers> of N`` to the clause end: N things per
    container, as ``Each package has 5 gumballs`` says. False (nothing consumed) when not this form."""
    start = cur.pos
    clause = cur.words[start:cur.end]
    if "in" not in clause or "of" not in clause:
        return False  # speed: the form needs both words; most clauses have neither
    if cur.sense("num") or cur.sense("number") or cur.sense("fn:determiner") or cur.sense("fn:possessive"):
        return False
    # the subject ends before the first verb, ``be`` or modal (``shirts can be …``: not ``shirts can``)
    j = next((k for k in range(cur.pos + 1, cur.end) if cur.sense("verb", k) or cur.sense("fn:be", k)
              or (cur.words[k] in MODALS and cur.sense("fn:be", k + 1))), None)
    if j is None:
        return False
    sub = Cursor(cur.lex, cur.sentence, cur.pos, j)
    got = noun_run(sub, sub.pos, ("unit",))
    if got is None or got[2] != j or got[1].form != "pl" or got[1].entry.id in cur.lex.person_units:
        return False
    item = read_item(sub, ctx)
    if item is None or sub.pos != j:
        return False
    cur.pos = j
    if cur.peek_word() in MODALS:
        cur.pos += 1
    cur.take("fn:be")
    verb = cur.take("verb")
    container = read_item(cur, ctx, note=False) if verb is not None and cur.take_word("in") else None
    num = read_number(cur) if container is not None and not container.mods and cur.take_word("of") else None
    if num is None or num[1] or num[0] <= 0 or not cur.at_end():
        cur.pos = start
        return False
    if any(m.startswith("brand:") and m[len("brand:"):] == cur.words[start] for m in item.mods):
        # red12: "Most gumballs are sold in …": a capitalised first word read as a brand is a quantifier
        raise unparsed(cur, "statement.rate", "a packaged rate of some of the things only")
    _append_per(cur, ctx, ops, verb.entry.id, num[0], item, container)
    ctx.packaged.append(ops[-1])
    return True


def check_packaged(ops: list[Op], packaged: list[Op], si: int) -> None:
    """red12: ``Gumballs are sold in packages of 5`` is a rate of the gumballs' packages. A second rate per
    package (``Erasers are sold in packages of 2``, ``Each package has 2 erasers``) may be of other
    packages, so ``Sam bought 3 packages`` could be either: refuse."""
    for rate in packaged:
        if any(op != rate and op.kind == "per" and op.target == rate.target for op in ops):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=si,
                                frame="statement.rate", detail=f"a packaged rate beside another rate per {rate.target}")


def _append_per(cur: Cursor, ctx: Context, ops: list[Op], lemma: str, amount, item: Item | None,
                container: Item) -> bool:
    """The rate ``amount item`` per one ``container`` (both the holding and the putting forms end here);
    an elided item is the context's unit. True: the clause is read."""
    if item is None:
        item = Item(unit=ctx.elided_unit(cur))
    if container.unit == item.unit:
        raise unparsed(cur, "statement.rate", "a rate of a thing per the same thing")
    ops.append(Op(kind="per", lemma=lemma, sentence=cur.sentence.index, item=item, amount=fmt(amount),
                  target=container.unit))
    return True


def rate_containers(cur: Cursor, ops: list[Op]) -> set[str]:
    """Containers with a content rate (not a task rate such as ``each room takes 3 hours to paint``)."""
    return {op.target for op in ops if is_content_rate(cur.lex, op)}


def parse_rate_groups_question(cur: Cursor, ctx: Context, si: int, container: Item, ops: list[Op]) -> Question | None:
    """``How many boxes would he need/use/fill [up]?`` / ``… do they need to hold the flowers?`` /
    ``… are needed?`` after a content rate per box (nothing consumed if not this form). A holding verb
    (``How many boxes does he have``) is not this form: that asks for held boxes."""
    check_seated(cur, ops)  # v8: seats per container beside other counted people refuse (seats.py)
    start = cur.pos
    entity = ""
    cur.take("fn:aux")
    if cur.take("fn:be"):
        if cur.sense("verb") is not None and cur.sense("verb").entry.category == "observe":
            cur.pos = start
            return None
        if not cur.take("fn:container_verb"):
            cur.pos = start
            return None
    else:
        if not cur.take_word("they", "you", "we"):
            who = read_entity(cur, ctx)
            if who is None:
                cur.pos = start
                return None
            entity = who
        skip_circumstance_words(cur)
        verb = cur.sense("verb")
        if verb is not None and verb.entry.category == "observe":
            cur.pos = start
            return None
        if not cur.take("fn:container_verb"):
            cur.pos = start
            return None
    cur.take_word("up")
    item = None
    if take_trip_purpose(cur, ops):  # v8: "are needed to take the trip" (seats.py)
        return Question(kind="rate_groups", sentence=si, entity=entity, item=None, other=container.unit)
    if cur.take_word("to"):
        # "to hold the flowers" / "to hold them": what goes into the containers
        at = cur.pos
        if cur.take("fn:convey") and cur.peek_word() == "all":
            pass  # v19: "needed to carry all the students" (rounding.py, ADR 0430): only with "all"
        else:
            cur.pos = at
            verb = cur.sense("verb")
            if verb is None or verb.entry.category not in RATE_CATEGORIES:
                raise unparsed(cur, "question.rate", "expected 'to hold <the things>'", Reason.UNPARSED_QUESTION,
                               "frame.question_groups")
            cur.pos += verb.length
        if cur.take_word("all"):  # v19: "to hold all the flowers" / "all of the flowers" / "all of them"
            cur.take_word("of")
        if not cur.take_word("them"):
            if not cur.take_word("the") or (item := read_item(cur, ctx)) is None:
                raise unparsed(cur, "question.rate", "expected 'the <things>' after 'to hold'",
                               Reason.UNPARSED_QUESTION, "frame.question_groups")
    skip_circumstance_words(cur)
    if not cur.at_end():
        cur.pos = start
        return None
    return Question(kind="rate_groups", sentence=si, entity=entity, item=item, other=container.unit)


STATIC_OPS = ("hold", "per", "price", "describe")


def take_obligation(cur: Cursor, ops: list[Op]) -> bool:
    """``How many problems did she have to complete [total]?`` after ``had 2 pages …`` and ``each page had
    5 problems``: in a story where nothing happened (only holdings and rates), what she had to do is all
    she had. Once anything was done or moved (``She completed 3``), ``had to V`` could mean the whole,
    the rest or the events, so the form is not read (nothing consumed)."""
    if cur.peek_word() != "to":
        return False
    verb = cur.sense("verb", cur.pos + 1)
    if verb is None or verb.entry.category == "observe" or any(op.kind not in STATIC_OPS for op in ops):
        return False
    if verb.entry.category in ("positive", "transfer_in"):
        return False  # red team 8: "How many dollars does she have to earn?" asks a gap to a goal, not the holding
    cur.pos += 1 + verb.length
    return True


PREMISE_QUESTIONS = ("rate_groups", "goal_gap")


def premise_question(cur: Cursor, ops: list[Op], before: int, premise: ReaderRefusal, parse_rest) -> Question:
    """``If he had 8 new cards and 10 old cards, how many pages would he use?``: an ``If … had`` holding is
    the premise of a container-count or goal question, read as a fact only when it is the first thing the
    text says about that holder's things (nothing stated before for it to contradict) and the question
    is one of those two kinds. Otherwise the usual refusal (``premise``, frame.hypothetical_state)."""
    for op in ops[before:]:
        if op.kind == "hold" and any(o.actor == op.actor and o.item is not None and o.item.unit == op.item.unit
                                     for o in ops[:before]):
            raise premise
    try:
        q = parse_rest()
    except ReaderRefusal:
        raise premise from None
    if q.kind not in PREMISE_QUESTIONS and not container_premise(q, ops, before) \
            and not contents_premise(q, ops, before) \
            and not implied_sale_premise(q, ops, before):  # v9 (ensured_rates.py, implied_sales.py)
        raise premise
    return q



def parse_contained_question(cur: Cursor, ctx: Context, si: int, item: Item, ops: list[Op]) -> Question | None:
    """``How many books were on the shelves?`` / ``How many pieces are there altogether in the boxes?``
    after ``Each shelf had 15 books``: the things inside all the containers of that kind (a plural
    ``the <containers>``; ``in the box`` names one particular box and is not this form). Nothing consumed
    if not this form."""
    start = cur.pos
    cur.take("fn:there")
    skip_circumstance_words(cur)
    cur.take("fn:total")
    if not (cur.take_word("in", "on", "inside") and cur.take_word("the")):
        cur.pos = start
        return None
    got = noun_run(cur, cur.pos, ("unit",))
    if got is None or got[1].form != "pl" or got[1].entry.id not in rate_containers(cur, ops):
        cur.pos = start
        return None
    cur.pos = got[2]
    skip_circumstance_words(cur)
    cur.take("fn:total")
    if not cur.at_end():
        cur.pos = start
        return None
    return Question(kind="contained", sentence=si, item=item, other=got[1].entry.id)


def parse_put_rate(cur: Cursor, ctx: Context, ops: list[Op], verb) -> bool:
    """``If I put 4 pencils in each box, …`` / ``She puts 3 in each bag``: how many go into one container,
    a rate (the pool stays the putter's; nothing moves). ``N things`` must be followed by ``in/into/on each
    <container>`` and nothing else; False (nothing consumed) otherwise."""
    start = cur.pos
    num = read_number(cur)
    if num is None or num[1]:
        cur.pos = start
        return False
    item = read_item(cur, ctx)
    if not (cur.take_word("in", "into", "on", "onto") and cur.take("fn:each")):
        cur.pos = start
        return False
    container = read_item(cur, ctx, note=False)
    skip_circumstance_words(cur)
    if container is None or not cur.at_end():
        cur.pos = start
        return False
    # v13: who told the rate (filled_groups.check_group_sizers)
    ctx.put_rates[(cur.sentence.index, item.unit if item else "", container.unit)] = ctx.subject
    return _append_per(cur, ctx, ops, verb.id, num[0], item, container)


def take_with_each(cur: Cursor, ctx: Context, ops: list[Op], container: Item, lemma: str) -> bool:
    """``had 9 tables, with 2 women and 6 men at each table`` / ``bought 37 bags with 19 cookies in each
    bag``: after a quantity of containers, what one of them holds (a rate per container; the container
    noun must be repeated, so the rate cannot attach to anything else). Each listed thing must be named
    (``with 3 in each``: 3 of what, when the containers are in play too?). False, nothing consumed, if absent."""
    start = cur.pos
    cur.take("punct:,")
    if not cur.take_word("with") or not (cur.sense("num") or cur.sense("number")):
        cur.pos = start
        return False
    rates = []
    while True:
        num = read_number(cur)
        item = read_item(cur, ctx) if num is not None and not num[1] else None
        if item is None:
            cur.pos = start
            return False
        rates.append((num[0], item))
        save = cur.pos
        cur.take("punct:,")
        if cur.take_word("and") and (cur.sense("num") or cur.sense("number")):
            continue
        cur.pos = save
        break
    if not (cur.take_word("in", "on", "at", "inside") and cur.take("fn:each")):
        cur.pos = start
        return False
    again = read_item(cur, ctx, note=False)
    if again is None or again.unit != container.unit:
        cur.pos = start
        return False
    for value, item in rates:
        if item.unit == container.unit:
            raise unparsed(cur, "statement.rate", "a rate of a thing per the same thing")
        ops.append(Op(kind="per", lemma=lemma, sentence=cur.sentence.index, item=item, amount=fmt(value),
                      target=container.unit))
    ctx.with_each.append((cur.sentence.index, container))
    return True


def check_with_each_scope(ops: list[Op], ctx: Context) -> None:
    """``Sam bought 4 bags with 9 cookies in each bag. Tom bought 2 bags.``: the rate is told of the clause's own
    containers; someone else's containers of that unit, or other kinds of them (``2 blue bags`` beside ``4 red
    bags with …``), may or may not hold as many (red2b: v6 gave Tom 18 cookies). Refuses when anyone outside that
    sentence's holders holds, gets or is given such containers, or anyone has them of another kind."""
    for si, container in ctx.with_each:
        unit = container.unit

        def holder(op: Op) -> str:
            return op.target if op.kind == "transfer" else op.actor
        own = {holder(op) for op in ops if op.sentence == si and op.item is not None and op.item.unit == unit}
        for op in ops:
            if op.kind in ("hold", "gain", "transfer") and op.item is not None and op.item.unit == unit \
                    and (holder(op) not in own or op.item.mods != container.mods or op.sentence != si):
                # v7 (measures): "bought 4 bags with 9 cookies in each bag. He bought 2 bags." — the later bags
                # are not said to hold 9 (main answered 54)
                raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=op.sentence,
                                    frame="statement.rate",
                                    detail=f"a rate told of some {unit} and {holder(op) or 'someone'} with other {unit}")


def check_rate_before_new_holders(ops: list[Op]) -> None:
    """``Sam has 3 boxes. There are 4 apples in each box. Tom has 2 boxes.``: ``each box`` after Sam's boxes
    were told means his; boxes someone first has only after the rate may hold anything (red2b: v6 gave Tom 8).
    A rate told before any holder of its containers (``There are 6 marbles in each box. Sam has 3 boxes.``) is
    general; boxes handed on by an earlier holder are among the rated ones."""
    for per in ops:
        if per.kind != "per" or not per.target:
            continue
        def holds(op: Op) -> bool:
            return op.kind in ("hold", "gain") and op.item is not None and op.item.unit == per.target
        before = {op.actor for op in ops if op.sentence < per.sentence and holds(op)}
        before |= {op.target for op in ops if op.sentence < per.sentence and op.kind == "transfer"
                   and op.item is not None and op.item.unit == per.target}
        if not before:
            continue
        for op in ops:
            if op.sentence > per.sentence and holds(op) and op.actor not in before:
                raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=op.sentence,
                                    frame="statement.rate",
                                    detail=f"{op.actor} has {per.target} first told after the rate per {per.target}")


def take_one_container(ops: list[Op], subject: str, item: Item | None, si: int, one_rates: set[int]) -> bool:
    """``If a box had 9 bars total and Olivia sold all but 4 bars`` (v8, ADR 0115): ``all but N`` by someone who
    holds none of the things, when the only word on them is what one such container has (``a box had 9
    bars``, the observe verb: contents, not a capacity like ``holds``) and no container of that kind is counted
    or held anywhere: the things are that one container's, the seller's to sell — a holding of 9 is added
    before the loss. Anything else (nothing added) keeps the all-but reading of the subject's own holding."""
    if item is None or not subject:
        return False
    told = [op for op in ops if op.item is not None and op.item.unit == item.unit and op.kind != "price"]
    if len(told) != 1 or told[0].kind != "per" or told[0].lemma != "verb.have" or told[0].actor \
            or told[0].event or told[0].item != item or told[0].time or told[0].place:
        return False
    if told[0].sentence not in one_rates:
        # red10: "Each box had 9 bars. Tom sold all but 4 bars." — each of how many boxes? (answered 10)
        return False
    box = told[0].target
    if any(op is not told[0] and (op.target == box or (op.item is not None and op.item.unit == box)) for op in ops):
        return False
    # not a "verb." lemma: no sentence says she had them (an If-premise of hers would be a hypothesis, questions.py)
    ops.append(Op(kind="hold", lemma="fn.one_container", sentence=si, actor=subject, item=item, amount=told[0].amount))
    return True
