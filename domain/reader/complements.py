"""Parts of a set and their complements (v6): a clause that takes N of things already in the story and
says what is (not) true of them.

    If 2 of the games didn't work, …          → the games: 2 that did not work, the rest that did
    If only 38 of the carrots were good, …    → 38 good, the rest not good (= bad, if the pack's
                                                 ``opposites`` lists good/bad)
    9 of them weren't working                 → 9 not working, the rest working
    36 of them didn't get picked and the rest were put into 4 groups
                                              → the part, and a partition of its complement
    12 of them left                           → the one holder loses 12 (as ``12 customers left``)

A part moves nothing: the one holder's holding becomes two kinds (the ``classify`` operation of
``8 balloons are red and the rest are green``), named by predicate literals (``mod.good``,
``not:verb.work``) that the pack's opposites make canonical (``lexicon.literal``). A question about
one kind reads it; whether the part that "didn't work" is still held is not said, so the solver
refuses a question about the whole set after a verb predicate (``frame.part_whole``).
"""
from __future__ import annotations

from domain.reader.amounts import GAIN, LOSS, read_verb
from domain.reader.circumstances import Circumstances, read_circumstances, unparsed
from domain.reader.damaged import damaged_part_ahead, parse_damaged_part
from domain.reader.departures import departure_ahead, parse_departure
from domain.reader.graph import Item, Op, Question
from domain.reader.having_parts import having_part_ahead, parse_having_part
from domain.reader.partitions import PARTITION_PREPS, _sole_holder, read_group_spec
from domain.reader.phrases import Context, Cursor, fmt, read_entity, read_item, read_number
from domain.reader.refusals import Reason
from domain.reader.spoiled_parts import parse_spoiled_part, spoiled_part_ahead
from domain.reader.topics import skip_about

_CLAUSE_END = (",", "and", "but", "then")


def read_part_of(cur: Cursor, ctx: Context) -> Item | None:
    """``of them`` / ``of the games`` after a number (nothing consumed if not this form)."""
    start = cur.pos
    if not cur.take_word("of"):
        return None
    if cur.take_word("them"):
        return Item(unit=ctx.elided_unit(cur))
    if cur.take_word("the"):
        item = read_item(cur, ctx)
        if item is not None:
            return item
    cur.pos = start
    return None


def _clause_ends(cur: Cursor, i: int) -> bool:
    return i >= cur.end or cur.words[i] in _CLAUSE_END


def read_predicate(cur: Cursor) -> str | None:
    """``didn't work`` / ``weren't working`` / ``were not good`` / ``were good`` → a canonical predicate
    literal; None (nothing consumed) when the words are not a predicate of a part. A positive verb is
    not read here (``were eaten`` is a passive event, ``left`` a departure)."""
    start = cur.pos
    negated = cur.take("fn:not") is not None
    if not negated:
        if not (cur.take("fn:be") or cur.take("fn:aux")):
            return None
        negated = cur.take("fn:not") is not None
        if not negated and cur.words[start] not in ("is", "are", "was", "were"):
            cur.pos = start
            return None
    skip_about(cur)  # v12: "19 of them are about school" (topics.py)
    mod = cur.sense("modifier")
    if mod is not None and not cur.sense("verb") and _clause_ends(cur, cur.pos + mod.length):
        cur.pos += mod.length
        return cur.lex.literal(mod.entry.id, negated)
    act = cur.sense("activity")
    if act is not None and not cur.sense("verb") and _clause_ends(cur, cur.pos + act.length):
        # "weren't working": a pack activity names what the part was (not) doing
        cur.pos += act.length
        return cur.lex.literal(act.entry.id, negated)
    verb = cur.sense("verb")
    if verb is None or not negated:
        cur.pos = start
        return None
    cur.pos += verb.length
    # "didn't get picked for the team": the rest of the predicate is part of what the kind is
    words = [verb.entry.id]
    while not _clause_ends(cur, cur.pos):
        if cur.sense("num") or cur.sense("money") or cur.sense("number"):
            raise unparsed(cur, "statement.part", "a number inside a negated predicate")
        words.append(cur.words[cur.pos])
        cur.pos += 1
    raw = "not:" + "|".join(words)
    canonical = cur.lex.literal(raw)
    # the raw verb literal stays next to its canonical name: a kind named by what its things did not do
    # keeps that (the solver refuses the whole set after it), even when the pack names it "bad"
    return raw if canonical == raw else "+".join(sorted({raw, canonical}))


def _verb_literal(part: str) -> bool:
    return part.startswith(("verb.", "not:verb.", "act:", "not:act:"))


def complement(cur: Cursor, kind: str) -> str:
    """The other part: each literal negated (a raw verb literal by its prefix, others canonically)."""
    out = set()
    for part in kind.split("+"):
        if _verb_literal(part):
            out.add(part[4:] if part.startswith("not:") else "not:" + part)
        else:
            out.add(cur.lex.literal(part, True))
    return "+".join(sorted(out))


def parse_part(cur: Cursor, ctx: Context, ops: list[Op], inherited: str | None, value) -> str | None | bool:
    """After ``N``: ``of them/of the X`` + a predicate, a departure (``left``) or a passive loss.
    Returns False (nothing consumed) when no ``of`` part follows the number."""
    start = cur.pos
    item = read_part_of(cur, ctx)
    if item is None:
        return False
    return parse_part_of(cur, ctx, ops, inherited, value, item, start)


def parse_part_of(cur: Cursor, ctx: Context, ops: list[Op], inherited: str | None, value, item: Item,
                  start: int) -> str | None:
    """What follows ``N of them`` (``item``: the things the part is of; ``start``: where the part began). v14:
    also after a counted subject naming a part of the things already counted (``3 eggs were broken``,
    counted_parts.py)."""
    si = cur.sentence.index
    if departure_ahead(cur):
        # "If 12 of them left": the one holder of them loses them (as "12 customers left"); v8: any
        # departure word ("6 of them got tired of waiting and left", "12 of them didn't show up")
        parse_departure(cur, ctx, ops, value, item)
        return inherited
    at = cur.pos
    if damaged_part_ahead(cur):
        return parse_damaged_part(cur, ctx, ops, inherited, value, item)  # v8: "9 of them were cracked" (damaged.py)
    if spoiled_part_ahead(cur):
        return parse_spoiled_part(cur, ctx, ops, inherited, value, item)  # v11: "10 of the flowers wilted" (spoiled_parts.py)
    if having_part_ahead(cur):
        return parse_having_part(cur, ctx, ops, inherited, value, item)  # v12: "4 of them had spots" (having_parts.py)
    kind = read_predicate(cur)
    if kind is None:
        cur.pos = at
        if cur.take("fn:be"):
            verb = cur.sense("verb")
            if verb is not None and verb.entry.category in GAIN:
                raise unparsed(cur, "statement.part", "a part of things already there cannot be gained",
                               Reason.UNSUPPORTED_FORM, "frame.partitive_gain")
            if verb is not None and verb.entry.category in LOSS and verb.entry.category != "destroy":
                return _passive_loss(cur, ctx, ops, inherited, value, item, verb)
        cur.pos = start
        raise unparsed(cur, "statement.part", "expected what is (not) true of the part",
                       Reason.UNPARSED_SENTENCE, "frame.part")
    if any(cur.sense("fn:presence", i) is not None for i in range(at, cur.pos)):
        # v18 (ADR 0395): "5 of them were absent. How many students were in the class?": the enrolled 20 or the 15
        # there? A question of all the things refuses, as after a counted part (counted_parts.check_counted_whole)
        ctx.counted_parts.append((si, item.unit))
    rest = complement(cur, kind)
    partition = None
    save = cur.pos
    cur.take("punct:,")
    if cur.take_word("and", "but") and cur.take("fn:remainder"):
        if cur.take("fn:be"):
            other = read_predicate_after_be(cur)
            if other is not None:
                # "8 of them were red and the rest were green": the rest named by another kind
                if other == kind:
                    raise unparsed(cur, "statement.part", "the rest named as the same kind")
                rest = other
            else:
                partition = _rest_partition(cur, ctx, ops, item)
        else:
            cur.pos = save
    else:
        cur.pos = save
    holder = _sole_holder(ops, item.unit) if partition is not None else None
    if partition is not None and holder is None:
        raise unparsed(cur, "statement.partition", f"'the rest were divided' without one holder of {item.unit}",
                       Reason.AMBIGUOUS_REFERENCE, "entity_binding")
    ops.append(Op(kind="classify", lemma=kind, sentence=si, actor="", item=item, amount=fmt(value), target=rest))
    if partition is not None:
        verb, container, size, count = partition
        ops.append(Op(kind="partition", lemma=verb, sentence=si, actor=holder,
                      item=Item(unit=item.unit, mods=tuple(sorted({*item.mods, *rest.split("+")}))), amount="all",
                      target=container, factor=size, groups=count))
    return inherited


def read_predicate_after_be(cur: Cursor) -> str | None:
    """``[not] good`` after ``the rest were`` (a modifier at the clause end)."""
    start = cur.pos
    negated = cur.take("fn:not") is not None
    skip_about(cur)  # v12: "the rest were about sports" (topics.py)
    mod = cur.sense("modifier")
    if mod is None or cur.sense("verb") or not _clause_ends(cur, cur.pos + mod.length):
        cur.pos = start
        return None
    cur.pos += mod.length
    return cur.lex.literal(mod.entry.id, negated)


def _rest_partition(cur: Cursor, ctx: Context, ops: list[Op], item: Item):
    """``the rest were put into 4 groups`` (after ``were``) → (verb id, container, size, count)."""
    verb = cur.sense("verb")
    if verb is None or verb.entry.category not in ("divide", "put", "transfer_out"):
        raise unparsed(cur, "statement.part", "expected what happened to the rest (put into groups)")
    cur.pos += verb.length
    cur.take("fn:evenly")
    spec = read_group_spec(cur, ctx, item) if cur.take_word(*PARTITION_PREPS) else None
    if spec is None:
        raise unparsed(cur, "statement.partition", "expected the groups the rest were put into")
    return (verb.entry.id, *spec)


def _passive_loss(cur, ctx, ops, inherited, value, item, verb) -> str | None:
    """``3 of the cookies were eaten [by Tom]``: the agent's, else the one holder's, loss."""
    cur.pos += verb.length
    agent = ""
    if cur.take_word("by"):
        agent = read_entity(cur, ctx) or ""
        if not agent:
            raise unparsed(cur, "statement.passive", "expected the agent after 'by'")
    circ = Circumstances()
    read_circumstances(cur, ctx, circ)
    if circ.to or circ.source or circ.with_:
        raise unparsed(cur, "statement.passive", "to/from/with in a passive clause")
    ops.append(Op(kind="lose", lemma=verb.entry.id, sentence=cur.sentence.index, actor="", agent=agent, item=item,
                  amount=fmt(value), place=circ.place))
    return inherited


def not_done_question(cur: Cursor, ctx: Context, si: int, entity: str, item: Item | None) -> Question:
    """``How many [shirts] did he not wash?`` (at ``not``): what of his goal to wash is still undone —
    the goal_gap of that task (``had to wash 30 shirts … washed 5 of them``). Without a goal for that
    task the solver refuses: the whole the undone part belongs to is never fixed."""
    cur.take("fn:not")
    verb = read_verb(cur)
    if verb is None or verb.category == "observe":
        raise unparsed(cur, "question.verb", "expected the task verb after 'not'", Reason.UNPARSED_QUESTION,
                       "frame.question_verb")
    circ = Circumstances()
    read_circumstances(cur, ctx, circ)
    if circ.to or circ.source or circ.with_ or circ.place or circ.bare or cur.times:
        raise unparsed(cur, "question", "a restriction on what was not done", Reason.UNPARSED_QUESTION,
                       "frame.question")
    return Question(kind="goal_gap", sentence=si, entity=entity, item=item, lemma=verb.id)


def parse_done_part(cur: Cursor, ctx: Context, ops: list[Op], subject: str) -> bool:
    """``She finished 20 of them [at school]`` (at the done word): the subject's things split into the part
    done and the rest not done (a ``classify``, nothing moves). Only with ``of them/of the X``: a part of
    things already in the story. False (nothing consumed) when not this form."""
    start = cur.pos
    if not cur.take("fn:done"):
        return False
    num = read_number(cur)
    item = read_part_of(cur, ctx) if num is not None and not num[1] else None
    if item is None:
        cur.pos = start
        return False
    circ = Circumstances()
    read_circumstances(cur, ctx, circ)
    if circ.to or circ.source or circ.with_:
        raise unparsed(cur, "statement.part", "a part done with to/from/with")
    ops.append(Op(kind="classify", lemma=DONE, sentence=cur.sentence.index, actor="", item=item,
                  amount=fmt(num[0]), target="not:" + DONE))
    return True


DONE = "act:fn.done"
"""The kind of things finished (``finished 20 of them``); ``not:act:fn.done`` the ones still to do."""


def parse_undone_groups(cur: Cursor, ctx: Context, ops: list[Op], subject: str, verb) -> bool:
    """``[but] still had 5 pages of problems to do`` (after the observe verb), once the subject finished a
    part of those things: what is still to do fills 5 pages — a partition of the not-done kind. False
    (nothing consumed) when not this form."""
    start = cur.pos
    num = read_number(cur)
    holder = read_item(cur, ctx, note=False) if num is not None and not num[1] else None
    things = [m[3:] for m in holder.mods if m.startswith("of:")] if holder is not None else []
    if len(things) != 1 or cur.peek_word() != "to" or not (cur.sense("fn:aux", cur.pos + 1)
                                                             or cur.sense("verb", cur.pos + 1)):
        cur.pos = start
        return False
    done = [op for op in ops if op.kind == "classify" and op.lemma == DONE and op.item.unit == things[0]]
    plain = [op for op in ops if op.kind != "classify"]
    if not any(op.item is not None and op.item.unit == things[0] for op in ops):
        # v7 (measures.py): "Luke had 47 pieces of clothing to wash" opening the story (no clothing, nothing
        # finished before) is a holding of 47 pieces (a measure of clothing) with its purpose, not what is still
        # to do filling 47 pieces
        cur.pos = start
        return False
    if len(done) != 1 or _sole_holder(plain, things[0]) != subject:
        raise unparsed(cur, "statement.partition", "things still to do, without one part of them finished by "
                       "their one holder", Reason.AMBIGUOUS_REFERENCE, "entity_binding")
    cur.pos += 1 + (cur.sense("fn:aux", cur.pos + 1) or cur.sense("verb", cur.pos + 1)).length
    if num[0] <= 0:
        raise unparsed(cur, "statement.partition", "things still to do in 0 groups", Reason.DIVISION_BY_ZERO,
                       "arithmetic.divide")
    ops.append(Op(kind="partition", lemma=verb.id, sentence=cur.sentence.index, actor=subject,
                  item=Item(unit=things[0], mods=("not:" + DONE,)), amount="all", target=holder.unit,
                  groups=fmt(num[0])))
    return True


def parse_same_share(cur: Cursor, ctx: Context, ops: list[Op], container: Item) -> bool:
    """``each page has the same number of problems [on it]`` (after ``each page has``): the groups of the
    one partition into pages are equal — which a partition already assumes, so it changes nothing. Any
    other container, or none, refuses. False (nothing consumed) when not this form."""
    start = cur.pos
    if not (cur.take_word("the") and cur.take("fn:same") and cur.take("fn:quantity_noun") and cur.take_word("of")):
        cur.pos = start
        return False
    item = read_item(cur, ctx)
    if cur.take_word("on", "in", "inside") and not cur.take_word("it"):
        item = None
    parts = [op for op in ops if op.kind == "partition" and op.target == container.unit]
    if item is None or not cur.at_end() and not _clause_ends(cur, cur.pos) or len(parts) != 1 \
            or parts[0].item.unit != item.unit:
        raise unparsed(cur, "statement.rate", "'the same number' without one partition into those containers")
    ops.append(Op(kind="describe", lemma="fn.same", sentence=cur.sentence.index))
    return True


def perfect_partitive_loss(cur: Cursor, verb) -> None:
    """``Jason has 18 books and he has read 9 of them`` (after the perfect's main verb): a loss in the perfect
    tense of a part of things already stated — is the stated holding from before or after it? Both readings
    fit and they disagree (18 or 9 books now), so it refuses. (With ``read`` learned as a loss verb, main
    answered 51 to ``How many books do they have together?``; gold 60.)"""
    if verb.category not in LOSS:
        return
    i = cur.pos
    if cur.sense("num", i) is None and cur.sense("number", i) is None:
        return
    if i + 1 < cur.end and cur.words[i + 1] == "of":
        raise unparsed(cur, "statement.object", "a perfect-tense loss of a part of things already stated",
                       Reason.AMBIGUOUS_REFERENCE, "frame.holding_time")
