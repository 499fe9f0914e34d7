"""Question frames: ``How many/much …?`` → a Question, with an optional statement prefix."""
from __future__ import annotations

from fractions import Fraction

import msgspec

from domain.reader.counted_spending import spend_by_count
from domain.reader.group_arrival_question import parse_group_arrival_question
from domain.reader.group_subjects import take_counted_group
from domain.reader.told_holders import parse_told_holders
from domain.reader.cost_in_units import parse_cost_in_units
from domain.reader.wanted_shares import check_bare_extra, take_bare_extra
from domain.reader.abilities import ABILITY_MODALS, parse_whole_task_question
from domain.reader.antecedents import check_presumed
from domain.reader.kept_holders import check_kept_holders
from domain.reader.clauses import (Circumstances, parse_statement, read_circumstances, read_verb,
                                   skip_circumstance_words, unparsed)
from domain.reader.damaged import negated_damage_kind
from domain.reader.extras import extra_question
from domain.reader.that_totals import take_that_total
from domain.reader.work_earnings import earnings_question, take_work_gerund
from domain.reader.groups import group_scenes, take_group_activity
from domain.reader.graph import ONLY_HOLDER, WORLD, Item, Op, Question
from domain.reader.persons import check_one_person_they, check_they_beside_places, check_they_question
from domain.reader.measures import measured_asked_item, parse_cases_question
from domain.reader.kind_differences import kind_difference
from domain.reader.verb_differences import parse_it_verb_difference, parse_verb_difference
from domain.reader.occasions import take_occasion
from domain.reader.phrases import Context, Cursor, fmt, read_entity, read_item, read_number
from domain.reader.asked import (parse_counted_holders, parse_each_cost, parse_loss_goal, parse_pay_for,
                                 parse_priced_afford, parse_size_question, read_asked_item, what_total)
from domain.reader.not_lost import read_not_lost
from domain.reader.comparatives import (parse_comparative_question, parse_items_difference, parse_ratio_question,
                                         other_holders, place_guard, require_events_of)
from domain.reader.complements import not_done_question
from domain.reader.impersonal import parse_it_take_question
from domain.reader.uses_each import parse_use_total_question
from domain.reader.elided_heads import elided_container
from domain.reader.fewer_questions import parse_fewer_than
from domain.reader.held_kinds import parse_held_kinds
from domain.reader.residents import take_reside
from domain.reader.goals import check_shared_task, parse_goal_question, parse_rest_question, rest_in_rate_unit
from domain.reader.left_to_do import take_left_to_question
from domain.reader.paces import parse_clear_question
from domain.reader.todo import pile_premise, pile_question
from domain.reader.those_days import take_those_days
from domain.reader.told_spans import take_told_span
from domain.reader.counted_places import take_counted_places
from domain.reader.compared_places import compared_places
from domain.reader.put_contents import put_contents_question
from domain.reader.put_in_each import read_put_each
from domain.reader.thing_rates import rate_thing_named
from domain.reader.one_container import one_container_named
from domain.reader.unit_rates import parse_duration_question, parse_last_question, parse_rate_times, \
    parse_rated_noun_question
from domain.reader.relatives import trailing_if
from domain.reader.partitions import entity_or_they, partition_containers, read_each_container, take_have_to
from domain.reader.capacity import name_the_go
from domain.reader.ensured_rates import container_premise
from domain.reader.hypothetical_contents import contents_premise
from domain.reader.containers_at_place import parse_contained_at
from domain.reader.shared_places import skip_present
from domain.reader.rates import parse_contained_question, parse_rate_groups_question, premise_question, rate_containers, take_obligation
from domain.reader.stored import read_go_each
from domain.reader.change_due import change_question
from domain.reader.spent_kinds import refuse_spent_on_thing, spent_money, take_definite_purchases
from domain.reader.told_purchases import take_told_purchase
from domain.reader.transfer_questions import RECEIVE_VERBS
from domain.reader.triggers import may_match
from domain.reader.purchase_costs import parse_purchase_cost
from domain.reader.spending import parse_cost_question, take_spend_restriction, total_prefix
from domain.reader.wished_acts import hypothetical_question
from domain.reader.refusals import Reason, ReaderRefusal
from domain.reader.perfect_questions import take_past_perfect
from domain.reader.question_recipients import take_question_recipient
from domain.reader.verbless_questions import only_total_words
from domain.reader.employers import parse_work_for
from domain.reader.vessels import contain_question
from domain.reader.town_places import read_town_places
from domain.reader.available_questions import take_available
from domain.reader.before_events import BARE, settle_bare_before, settle_before_event, take_before_event
from domain.reader.holders import resolve_it_subject
from domain.reader.purpose_openers import check_that_purpose, take_that_purpose
from domain.reader.untold_events import settle_untold_event
from domain.reader.needed_questions import parse_needed_question
from domain.reader.verb_particles import release_in
from domain.reader.told_agents import told_agent_question
from domain.reader.that_amounts import take_that_amount
from domain.reader.feature_questions import parse_feature_question
from domain.reader.spent_on_bought import take_bought_restriction
from domain.reader.told_places import take_told_places
from domain.reader.before_clauses import settle_before_clause, take_before_clause


_SPEND_VERBS = frozenset({"verb.spend", "verb.pay"})
"""The asked verbs counted_spending.py reads (v19, ADR 0423)."""

_NO_WORDS: frozenset[str] = frozenset()
"""No first words (a class the pack has no phrase of)."""

_ANY_HOLDER_KINDS = frozenset({"per_container", "groups", "group_size", "rate_groups", "contained", "cost_of", "cases"})
"""Question kinds whose entity or other need not be a holder told before (parse_question_sentence_rest)."""

def _question_start(cur: Cursor) -> int | None:
    """Index of ``how`` that begins the question part (after an optional prefix and comma)."""
    words, end = cur.words, cur.end
    # speed (ADR 0461): only position 0 and the positions right after a ``,`` can start the question part, so they
    # are visited in order (``list.index`` finds the next comma) instead of every position: the same first hit,
    # with the same ``sense`` calls at the same positions
    i = 0
    while i < end:
        if words[i] == "how" or cur.sense("fn:what", i):  # the cheap test first (speed, ADR 0106)
            return i
        try:
            i = words.index(",", i, end - 1) + 1
        except ValueError:
            break
    if cur.end > 2 and words[0] == "now" and words[1] == "how":
        return 1  # v12 (ADR 0243): "Now how many kids are on the field?" (_now_first)
    # v6: "If they … in the bin how many would be in the bin?" / "If she ate 8 of them how long …": an
    # If-prefix without its comma, when the sentence has exactly one "how" (the question starts there)
    hows = [i for i in range(1, cur.end - 1) if cur.words[i] == "how"]
    if cur.sense("fn:if", 0) is not None and len(hows) == 1 and (
            cur.sense("fn:quantity_question", hows[0] + 1) or cur.sense("fn:duration", hows[0] + 1)):
        return hows[0]
    return None


def _now_first(cur: Cursor, start: int) -> bool:
    """v12 (ADR 0243): a leading ``Now`` (``Now how many kids are on the field?``) says what ``… now?`` at the
    question's end says: the count at the story's end. It is the same word in the sentence, so every check of
    the question's words for ``now`` reads it as before."""
    return start == 1 and cur.words[0] == "now"


def parse_question_sentence(cur: Cursor, ctx: Context, ops: list[Op]) -> Question:
    wordset = cur.wordset
    # speed (ADR 0461): parse_cost_question returns None unless the word at the read position is ``what``, so it
    # is not called for a sentence without that word
    if "what" in wordset:
        cost = parse_cost_question(cur, ctx)  # v6: "What was the total cost of Keith's purchases?"
        if cost is not None:
            return cost
    if may_match(cur.lex, cur.wordset, "purchase_cost"):
        cost = parse_purchase_cost(cur, ctx, ops)  # v14: "How much money does Sam need to buy 7 packs?" (purchase_costs.py)
        if cost is not None:
            return cost
    # speed (ADR 0461): change_question returns None (having read and changed nothing) unless the sentence's words
    # begin ``how much change``, so it is not called for a sentence without the word ``change``
    if "change" in wordset:
        change = change_question(cur, ctx, ops)  # v12: "How much change will she get?" after a bill (change_due.py)
        if change is not None:
            return change
    start = _question_start(cur)
    if start is None:
        raise unparsed(cur, "question", "no 'How many/much' question form", Reason.UNPARSED_QUESTION,
                       "frame.question")
    if start > 0 and not _now_first(cur, start) and not total_prefix(cur, start):  # v6: "In total, how much …" (spending.py)
        # "If Sam eats 2 apples, how many …?" / "He had 33 dollars over, how much …?"
        prefix = Cursor(cur.lex, cur.sentence, 0, start - 1 if cur.words[start - 1] == "," else start)
        prefix.premise = True
        if prefix.peek_word() == "but" and "if" in (prefix.peek_word(1), prefix.peek_word(2)):
            prefix.pos += 1  # v9: "But, if only 9 students wanted fruit, how many …" (ADR 0142)
            prefix.take("punct:,")
        hypothetical = prefix.take("fn:if") is not None
        before = len(ops)
        # v11: "If he wanted to sell …, how much could he earn?" (wished_acts.py)
        ctx.wish_prefix = hypothetical and hypothetical_question(cur.words[start:])
        try:
            parse_statement(prefix, ctx, ops)
        finally:
            ctx.wish_prefix = False
        if prefix.times:
            stamp = "|".join(sorted(prefix.times))
            ops[before:] = [msgspec.structs.replace(op, time=stamp) for op in ops[before:]]
        if hypothetical and any(op.kind == "hold" and op.lemma.startswith("verb.") for op in ops[before:]) \
                and not pile_premise(ops, before):  # v6: "If he had 12 lawns to mow, …" (todo.py)
            # "If Sam had 5 apples, how many would he have?": a counterfactual holding, not a fact
            premise = unparsed(cur, "question.prefix", "a holding stated only as a hypothesis (If … had …)",
                               Reason.UNSUPPORTED_FORM, "frame.hypothetical_state")
            cur.pos = start + 1
            return premise_question(cur, ops, before, premise, lambda: parse_question_sentence_rest(cur, ctx, ops))
    # speed (ADR 0461): trailing_if finds only an ``if`` whose word starts a pack ``fn:if`` phrase (a sense comes
    # only from a pack phrase), so with none of those words in the sentence it would return None
    cond_at = None if cur.lex.first_words.get("fn:if", _NO_WORDS).isdisjoint(wordset) else trailing_if(cur, start)
    if cond_at is not None:
        # v6: "How much did they spend if Edward bought 3 decks?" — the condition, read first (as a prefix)
        before = len(ops)
        premise = _trailing_condition(cur, ctx, ops, cond_at)
        if premise is not None:
            # v12 (ADR 0236): a holding stated only in the condition is a premise under the prefix's policy
            # ("How many cookies would you have if you had 37 bags … with 19 cookies in each bag?"); only the
            # contents of containers held in the premise are admitted after the question (their rate told in
            # the premise, hypothetical_contents.py, or before it, ensured_rates.py)
            cur.pos = start + 1
            q = premise_question(cur, ops, before, premise, lambda: parse_question_sentence_rest(cur, ctx, ops))
            if not (contents_premise(q, ops, before) or container_premise(q, ops, before)):
                raise premise
            return q
    cur.pos = start + 1
    return parse_question_sentence_rest(cur, ctx, ops)


def parse_question_sentence_rest(cur: Cursor, ctx: Context, ops: list[Op]) -> Question:
    known = set(ctx.entities)
    # v7: the question's own clause: a possessive binds to its subject once read, never to the subject of the
    # last statement or of an If-prefix ("Tom had 5 quarters in his bank. How many quarters are in his bank?")
    ctx.subject, ctx.asking = "", True
    before_event = take_before_event(cur)  # v13: "… before the transfer?" (before_events.py, ADR 0260)
    # v22: "… did Sam have before he bought the apples?" (before_clauses.py, ADR 0515)
    before_clause = -1 if before_event else take_before_clause(cur)
    that_purpose = take_that_purpose(cur, ctx)  # v13: "… for that order?" (purpose_openers.py, ADR 0270)
    q = _parse_how(cur, ctx, ops)
    ctx.asking = False
    if ctx.bare_extra:
        q = check_bare_extra(cur, q, ops)  # v9 (wanted_shares.py)
    check_presumed(ctx, q)  # v7: "How many quarters does he have now?" (antecedents.py)
    check_kept_holders(ctx, q, ops)  # v18: "Now he has 9 pencils." chosen for a question about him (kept_holders.py)
    if q.kind == "event" and q.entity and q.entity not in known:
        q = settle_untold_event(cur, ctx, q, ops, known)  # v13: "How many houses did developers build during the boom?" (untold_events.py, ADR 0270)
    known |= ctx.one_containers  # v19: "does the building have" after "A building has 8 floors" (one_container.py, ADR 0434)
    # rate_times: other = a unit; event_excess (v8, extras.py): other = the using verb
    # speed (ADR 0461): the kind test, the same for every ``who``, is asked once before the loop (as a set)
    if q.kind not in _ANY_HOLDER_KINDS:
        for who in (q.entity, "" if q.kind in ("rate_times", "event_excess") else q.other, *q.members):
            if who and who != ONLY_HOLDER and who not in known:
                raise unparsed(cur, "question.entity", f"the question asks about {who!r}, never mentioned before",
                               Reason.UNKNOWN_ENTITY, "entity_binding")
    if not cur.at_end():
        raise unparsed(cur, "question", "words left after the question", Reason.UNPARSED_QUESTION,
                       "frame.question")
    if before_event == BARE:
        q = settle_bare_before(cur, q, ops)  # v16: "… did Sam have before?" (before_events.py, ADR 0340)
    elif before_event:
        q = settle_before_event(cur, q, before_event, ops)
    elif before_clause >= 0:
        q = settle_before_clause(cur, ctx, q, before_clause, ops)
    if that_purpose:
        check_that_purpose(cur, ctx, that_purpose, ops, q)
    asked_times = cur.times - cur.lex.end_times  # "at the end of the game" asks about now, like no time
    if asked_times:
        q = msgspec.structs.replace(q, time="|".join(sorted(asked_times)))
        if cur.times & cur.lex.start_times:
            # "How many apples did Sam have at first?": the first holding, never the last one
            if q.kind not in ("holding", "initial"):
                raise unparsed(cur, "question.time", "a start-of-story time in this kind of question",
                               Reason.UNSUPPORTED_FORM, "frame.question_time")
            q = msgspec.structs.replace(q, kind="initial", time="")
    return q


def _trailing_condition(cur: Cursor, ctx: Context, ops: list[Op], at: int) -> ReaderRefusal | None:
    """Read ``if <statement>`` at the end of the question as a statement applied before the question (the
    same policy as the ``If …,`` prefix: a holding stated only there is a premise, returned as the refusal
    premise_question raises unless the question admits it); the question ends before it."""
    cond = Cursor(cur.lex, cur.sentence, at + 1, cur.end)
    cond.premise = True
    before = len(ops)
    parse_statement(cond, ctx, ops)
    if cond.times:
        stamp = "|".join(sorted(cond.times))
        ops[before:] = [msgspec.structs.replace(op, time=stamp) for op in ops[before:]]
    premise = None
    if any(op.kind == "hold" and op.lemma.startswith("verb.") for op in ops[before:]):
        premise = unparsed(cur, "question.prefix", "a holding stated only as a hypothesis (… if … had …)",
                           Reason.UNSUPPORTED_FORM, "frame.hypothetical_state")
    cur.end = at - 1 if cur.words[at - 1] == "," else at
    return premise


def _parse_how(cur: Cursor, ctx: Context, ops: list[Op]) -> Question:
    si = cur.sentence.index
    if cur.pos > 0 and cur.sense("fn:what", cur.pos - 1):
        rated = parse_rated_noun_question(cur, ctx, si, ops)  # multi5: "What would her score be?" (unit_rates.py)
        if rated is not None:
            return rated
        # v6: "What is the total number of magazines she sold?" = "How many magazines did she sell?"
        return _parse_amount(cur, ctx, ops, si, what_total(cur), relative=True)
    # speed (ADR 0461): parse_size_question returns None unless a ``fn:size`` sense is at the read position (a sense
    # only from a pack phrase, so at one of its first words): not called for a sentence without those words
    if not cur.lex.first_words.get("fn:size", _NO_WORDS).isdisjoint(cur.wordset):
        size = parse_size_question(cur, ctx, si, ops)  # v6: "how big is each group?" (asked.py)
        if size is not None:
            return size
    if cur.take("fn:duration") or (cur.peek_word() == "much" and cur.sense("fn:duration", cur.pos + 1)):
        # "How long will it take him to cook the rest?" / "How much longer will he take to …?"
        much_at = cur.pos if cur.peek_word() == "much" else -1
        if much_at >= 0:
            cur.pos += 2
        rest = parse_it_take_question(cur, ctx, si, None, ops)  # v7: "how long will it take to bake 4 pans"
        rest = rest or parse_rest_question(cur, ctx, si) or parse_duration_question(cur, ctx, si) or \
            parse_last_question(cur, ctx, si) or parse_clear_question(cur, si)
        if rest is None and much_at < 0:
            rest = parse_whole_task_question(cur, ctx, si, ops)  # v6: "… to finish all the problems?"
        if rest is None and much_at >= 0 and cur.sense("comparative", much_at + 1):
            cur.pos = much_at + 1  # "How much longer is Tom's rope than Sam's?" (v6, comparatives.py)
            rest = parse_comparative_question(cur, ctx, si, ops)
        if rest is None:
            raise unparsed(cur, "question", "'how long' is read only as 'will it take <him> to V the rest', "
                           "'did/was X V' (a pace) or 'would the money last X'",
                           Reason.UNPARSED_QUESTION, "frame.question_duration")
        return rest
    qq = cur.take("fn:quantity_question")
    if qq is None:
        raise unparsed(cur, "question", "expected 'many' or 'much'", Reason.UNPARSED_QUESTION, "frame.question")
    much = cur.words[cur.pos - 1] == "much"
    if much and cur.sense("comparative"):
        return parse_comparative_question(cur, ctx, si, ops)  # "How much heavier is Anne than Douglas?"
    if not much and cur.sense("fn:times"):
        return parse_ratio_question(cur, ctx, si, ops) or _parse_how_fail(cur)  # v6 "how many times as many"
    return _parse_amount(cur, ctx, ops, si, much)


def _parse_amount(cur: Cursor, ctx: Context, ops: list[Op], si: int, much: bool, relative: bool = False) -> Question:
    """After ``How many`` / ``How much`` (or, ``relative``, after ``What is the total number of``, where the
    clause that follows has no auxiliary: ``… magazines she sold``)."""
    if not much:
        afford = _afford_question(cur, ctx, si)
        if afford is not None:
            return afford
    more = cur.take("fn:more")
    fewer = None if more else cur.take("fn:fewer")
    if more:
        save = cur.pos
        money_word = cur.take("fn:money_word")
        wanted = read_item(cur, ctx) or (_money_item(cur, ctx) if (money_word or much) else None)
        goal = parse_goal_question(cur, ctx, si, wanted, ops, more=True)
        if goal is not None:
            check_shared_task(cur, ops, goal)  # redteam: "Tom washed 5 shirts" beside Sam's task
            return goal
        cur.pos = save
    if not more and not fewer:
        # v8 (ADR 0120): "How many X does he still need?" / "How much money does she still need?"
        save = cur.pos
        money_word = cur.take("fn:money_word")
        wanted = read_item(cur, ctx) or (_money_item(cur, ctx) if (money_word or much) else None)
        goal = parse_goal_question(cur, ctx, si, wanted, ops, still=True) if wanted is not None else None
        if goal is None:
            goal = take_left_to_question(cur, ctx, si, wanted, ops)  # v13: "does he have left to read?" (left_to_do.py)
        if goal is not None:
            check_shared_task(cur, ops, goal)
            return goal
        cur.pos = save
    if not more and not fewer and ctx.todos:
        pile = pile_question(cur, ctx, si)  # v6: "How many worksheets would she have to grade?" (todo.py)
        if pile is not None:
            return pile
    if more or fewer:
        save = cur.pos
        item = read_item(cur, ctx)
        if item is not None and cur.take("fn:be"):
            return _difference_total(cur, ctx, si, item, fewer is not None, ops)
        if item is not None and cur.sense("fn:than") and \
                (held := parse_held_kinds(cur, ctx, si, item, fewer is not None, ops, _tail)) is not None:
            return held  # v15: "How many more science books than history books does the library have?" (held_kinds.py, ADR 0300)
        if item is not None and cur.sense("fn:than"):
            # v6: "How much more flour than sugar did Dina use?" (comparatives.py)
            return parse_items_difference(cur, ctx, si, item, fewer is not None, ops)
        cur.pos = save
        if not fewer and (arrived := parse_group_arrival_question(cur, ctx, si, read_item(cur, ctx), ops)):
            return arrived  # v10: "How many more [birds] flew up to the tree?" (group_arrival_question.py, ADR 0184)
        cur.pos = save
        if fewer:
            return parse_fewer_than(cur, ctx, si, ops, _tail)  # v15: "How many fewer apples did Jill pick than Sam?" (fewer_questions.py, ADR 0300)
        return _difference(cur, ctx, si, ops)
    if much:
        cost = _cost_question(cur, ctx, si) or parse_each_cost(cur, ctx, si, ops) or \
            parse_pay_for(cur, ctx, si, ops, relative)
        if cost is not None:
            return cost
    cur.take("fn:total")  # "How many total slices of pizza …"
    if not much and take_bare_extra(cur):
        ctx.bare_extra = True  # v9: "how many extra did the cafeteria end up with?" (wanted_shares.py)
    money = cur.take("fn:money_word") is not None
    item = read_asked_item(cur, ctx)  # v6: "pens" in "How many pens can he buy", not "pens can"
    if much and item is not None:
        item = measured_asked_item(cur, ctx, item, ops)  # v7: "How much cement …" = the tons of cement
    if item is not None and not much and not more and cur.peek_word() == "of":
        cases = parse_cases_question(cur, ctx, si, item, ops)  # v7: "How many cases of 12 boxes …" (measures.py)
        if cases is not None:
            return cases
    if item is not None and not much and not money and "needed" in cur.wordset \
            and (needed := parse_needed_question(cur, ctx, si, item, ops)) is not None:
        return needed  # v22: "How many boxes are needed for 40 crayons?" (needed_questions.py, ADR 0515)
    if item is None and (money or much):
        item = _money_item(cur, ctx)
    if item is not None and not more and (money or not much) and \
            (priced := parse_cost_in_units(cur, ctx, si, item, _tail)) is not None:
        return priced  # v17: "How many cents do 4 oranges cost?" (cost_in_units.py, ADR 0366)
    # speed (ADR 0461): the ``fn:total`` sense here asked once (nothing moves between the two asks)
    if item is not None and (total := cur.sense("fn:total")) and cur.sense("fn:aux", cur.pos + total.length):
        cur.take("fn:total")  # v6: "How many customers total did …" = "How many total customers did …"
    if item is not None and not much and item.unit in partition_containers(ops):
        return _groups_question(cur, ctx, si, item, ops)
    if item is not None and not much:
        name_the_go(cur, ops, item)  # v8: "How many trips will he make?" after a capacity (capacity.py, ADR 0119)
    if item is not None and not much and item.unit in rate_containers(cur, ops):
        rated = parse_rate_groups_question(cur, ctx, si, item, ops)  # "How many boxes would he fill?"
        if rated is not None:
            return rated
    take_occasion(cur, ctx, ops, item)  # v6: "how many pictures from her vacation did …" (occasions.py)
    if item is not None and not much:
        priced = parse_priced_afford(cur, ctx, si, item, ops, _with_money)  # v6 (asked.py)
        if priced is not None:
            return priced
    if item is not None and not much and ctx.it_takes:
        taken = parse_it_take_question(cur, ctx, si, item, ops)  # v7: "does it take to make 504 pies" (impersonal.py)
        if taken is not None:
            return taken
    if item is not None and not much and cur.peek_word() in ("will", "would", "does") and cur.peek_word(1) == "it":
        rest = parse_rest_question(cur, ctx, si)  # v23: "How many minutes will it take him to cook the rest?" (ADR 0542)
        if rest is not None:
            return rest_in_rate_unit(cur, rest, item, ops)
    if item is not None and not much:
        used = parse_use_total_question(cur, ctx, si, item, ops)  # v9: "did it take her to finish?" (uses_each.py)
        if used is not None:
            return used
    each = _each_question(cur, ctx, si, item, ops)
    if each is not None:
        return each
    # "are there", "are in the box", "were picked"
    if cur.take("fn:be") or take_reside(cur, item):  # v13: "How many people live in Milburg?" (residents.py)
        return _be_question(cur, ctx, si, item, ops)
    aux_here = cur.sense("fn:aux")  # speed (ADR 0461): asked once for both forms (nothing moves between them)
    if aux_here and cur.sense("fn:there", cur.pos + 1) and cur.sense("fn:be", cur.pos + 2):
        cur.pos += 3  # v6: "how many gallons will there be in all?" = "are there"
        return _be_question(cur, ctx, si, item, ops, there=True)
    if aux_here and cur.sense("fn:be", cur.pos + 1) and cur.sense("fn:preposition", cur.pos + 2):
        cur.pos += 2  # v6: "how many books would be in the bin?" = "are in the bin"
        return _be_question(cur, ctx, si, item, ops)
    if item is not None and not much and not money and \
            (arrived := parse_group_arrival_question(cur, ctx, si, item, ops)) is not None:
        return arrived  # v10: "How many birds flew up to the tree?" (group_arrival_question.py, ADR 0184)
    if item is not None and not relative and only_total_words(cur):
        return _be_question(cur, ctx, si, item, ops, there=True)  # v12: "How many toucans in all?" (verbless_questions.py)
    if not much and not money and not relative and (employed := parse_work_for(cur, ctx, si, item)) is not None:
        return employed  # v13: "How many employees work for the corporation?" (employers.py, ADR 0260)
    if not much and not money and (featured := parse_feature_question(cur, si, item, ops)) is not None:
        return featured  # v23: "How many cupcakes have sprinkles?" (feature_questions.py, ADR 0545)
    aux = cur.peek_word()
    if not cur.take("fn:aux") and not take_past_perfect(cur) and not relative:  # v12: "had she eaten" (perfect_questions.py)
        raise unparsed(cur, "question", "expected do/does/did/will … after the asked unit",
                       Reason.UNPARSED_QUESTION, "frame.question")
    counted = parse_counted_holders(cur, ctx, si, item, ops)  # v6: "How many legs do 2 bees have?" (asked.py)
    if counted is None:
        counted = parse_told_holders(cur, ctx, si, item, ops)  # v17: "do the dogs have" (told_holders.py, ADR 0366)
    if counted is not None:
        return counted
    if cur.words[cur.pos - 1] in ("will", "would") and cur.take("fn:be"):
        # v6: "how many would be in the bin?": the state after the story (and its If-actions), as "are"
        return _be_question(cur, ctx, si, item, ops)
    town_places = read_town_places(cur, ctx)  # v13: "do the libraries in Oak Grove have" (town_places.py, ADR 0260)
    if town_places is not None:
        return _town_places_question(cur, ctx, si, town_places, item)
    they = cur.peek_word() == "they"
    they_at = cur.pos
    if not they and take_counted_group(cur, ctx, item):
        # v17: "do the three girls have", "did both collect": everyone named, counted (group_subjects.py, ADR 0366)
        check_they_question(ctx, cur, cur.pos - 1)
        they = True
        entity = ""
    elif they:
        check_they_question(ctx, cur, cur.pos)  # v6: never the speaker or the one addressed
        check_one_person_they(ctx, cur, cur.pos, item)  # red team 3: "Tim has 22 books. … do they have together?"
        cur.pos += 1
        entity = ""
    elif not much and (told := told_agent_question(cur, si, item, ops)) is not None:
        return told  # v22: "did the children eat" after "The children ate some" (told_agents.py, ADR 0515)
    else:
        # v13 (ADR 0270): "How many yards of silk did it dye?": the one thing that held or did anything
        entity = resolve_it_subject(cur, ctx) or read_entity(cur, ctx) \
            or rate_thing_named(cur, ctx) \
            or one_container_named(cur, ctx, ops)  # v19: "does the dog eat" (thing_rates.py, ADR 0425); "does the building have" (one_container.py, ADR 0434)
        if entity is None:
            raise unparsed(cur, "question.entity", "expected who the question is about",
                           Reason.UNPARSED_QUESTION, "frame.question_entity")
        ctx.subject, ctx.subject_sentence = entity, cur.sentence.index  # v7: "does Jason have in his bank"
    members = _coordinated(cur, ctx, entity) if entity else ()
    skip_circumstance_words(cur)
    _skip_perfect_have(cur, aux)  # v8: "how much money would she have made?" (ADR 0115)
    if entity and not members and cur.sense("fn:need"):
        lost = parse_loss_goal(cur, ctx, si, entity, item)  # v6: "… need to give away so that she has 35 left?"
        if lost is not None:
            return lost
    if entity and not members and cur.sense("fn:not"):
        return not_done_question(cur, ctx, si, entity, item)  # v6: "How many did he not wash?"
    # "How many did she start with?" asks for the first holding (the pack marks such verb forms "start")
    here = cur.here()  # speed (ADR 0461): ``sense(cls)`` is ``here().get(cls)``; one dict for both classes
    start_sense, verb_sense = here.get("fn:start"), here.get("verb")
    starts = start_sense is not None and start_sense.length == (verb_sense.length if verb_sense is not None else -1)
    verb_at = cur.pos
    verb = release_in(cur, verb_at, read_verb(cur))  # v22: "buy in 3 weeks" is "buy" + "in 3 weeks" (verb_particles.py, ADR 0515)
    if verb is None:
        raise unparsed(cur, "question.verb", "expected a verb", Reason.UNPARSED_QUESTION, "frame.question_verb")
    if verb.category == "observe":
        take_obligation(cur, ops)  # "did she have to complete total" in a story where nothing happened
    timed = None if members or they else parse_rate_times(cur, ctx, si, entity, item, verb)
    if timed is not None:  # v6: "How many books does she read in 3 days?" (a stated rate × 3)
        return timed
    spending = much and spent_money(cur.lex, item) and verb.category == "negative"  # v12: cents too (spent_kinds.py)
    restrict = take_spend_restriction(cur) if spending else None  # v6: "spend on toys" (spending.py)
    if spending and restrict is None:
        restrict = take_bought_restriction(cur, ctx, ops)  # v22: "spend on notebooks" (spent_on_bought.py, ADR 0515)
    if spending and restrict is None:
        refuse_spent_on_thing(cur)  # v12 red team: "spend on a toy" is no place (spent_kinds.py)
    # v9: "how much money did he make washing cars?": the pay for a told piece of work (work_earnings.py)
    work = take_work_gerund(cur, item, verb) if much and entity and not members and restrict is None else None
    if spending and restrict is None and not members:
        told = take_told_purchase(cur, ctx, ops, entity, item, si)  # v13: "for the 12 chairs she bought" (told_purchases.py)
        if told is not None:
            return told
        take_definite_purchases(cur, ops, entity)  # v12: "spend in all for the two toys?" (spent_kinds.py)
    recipient = take_question_recipient(cur, ctx, entity, verb) if not members and not they else ""
    if not members and not they and not much and (put := put_contents_question(cur, si, entity, item, verb, ops)):
        return put  # v18: "How many apples does he put in the baskets?" (put_contents.py, ADR 0393)
    circ = _tail(cur, ctx, ops if verb.category != "observe" else None)
    if recipient:  # v12: "did Robin's brother give her?" = "give to her" (question_recipients.py)
        circ.to = recipient
    if restrict is not None and not (circ.to or circ.source or circ.with_):
        return Question(kind="spend", sentence=si, entity=entity if not members else "", members=members,
                        item=item, lemma=verb.id, place=circ.place, item2=restrict)
    if circ.with_:
        raise unparsed(cur, "question", "a 'with <someone>' phrase in a question", Reason.UNPARSED_QUESTION,
                       "frame.question")
    if members:
        return _members_question(cur, si, members, verb, item, much, circ, starts, ctx)
    held = contain_question(cur, si, entity, item, verb, ops, circ.place) if not (circ.to or circ.source or starts) else None
    if held is not None:
        return held  # v13: "How many tons of cargo does the ship hold now?" (vessels.py, ADR 0260)
    if verb.category == "observe":
        if circ.to or circ.source:
            raise unparsed(cur, "question", "to/from in a holding question", Reason.UNPARSED_QUESTION,
                           "frame.question")
        if they:
            if starts:
                raise unparsed(cur, "question.time", "'they' with a start-of-story verb", Reason.UNSUPPORTED_FORM,
                               "frame.question_time")
            check_they_beside_places(ctx, cur, they_at, item)  # red team 4: the attic is none of "they"
            return Question(kind="total", sentence=si, item=item or Item(unit=ctx.elided_unit(cur)),
                            place=circ.place)
        return Question(kind="initial" if starts else "holding", sentence=si, entity=entity,
                        item=item or Item(unit=ctx.elided_unit(cur)), place=circ.place)
    if they and much and item is not None and item.unit == "unit.dollar" and verb.category == "negative" \
            and not circ.to and not circ.source:
        # v6: "How much did they spend?": everyone's spending, as "did they find" is everyone's finds
        return Question(kind="spend", sentence=si, item=item, lemma=verb.id, place=circ.place)
    if they:
        # "How many seashells did they find together?": everyone's finds (as the passive form)
        if circ.to or circ.source:
            raise unparsed(cur, "question.entity", "'they' with to/from", Reason.UNRESOLVED_PRONOUN,
                           "pronoun_resolution")
        return Question(kind="passive", sentence=si, item=item, lemma=verb.id, place=circ.place)
    if much and spent_money(cur.lex, item) and verb.category == "negative" and not circ.to:
        return Question(kind="spend", sentence=si, entity=entity, item=item, lemma=verb.id, place=circ.place)
    if not much and entity and spent_money(cur.lex, item) and verb.category == "negative" and not circ.to \
            and not circ.source and work is None and spend_by_count(ops, verb.id) and verb.id in _SPEND_VERBS:
        # v19: "How many dollars does he spend?" with no spending told: the spend question (counted_spending.py, ADR 0423)
        return Question(kind="spend", sentence=si, entity=entity, item=item, lemma=verb.id, place=circ.place)
    # v8: "how many extra flowers did Lana pick?": the picked ones beyond the used ones (extras.py)
    q = Question(kind="event", sentence=si, entity=entity, item=item, lemma=verb.id, other=circ.to,
                 place=circ.place, source=circ.source)
    if work is not None:
        return earnings_question(cur, ctx, q, ops, work)
    return extra_question(cur, q, ops)


def _town_places_question(cur: Cursor, ctx: Context, si: int, places: tuple[str, ...], item) -> Question:
    """(v13) ``How many books do the libraries in Oak Grove have [overall]?``: the sum of those places' holdings;
    only a holding verb, then nothing but total or time words."""
    verb = read_verb(cur)
    if verb is None or verb.category != "observe" or item is None:
        raise unparsed(cur, "question", "a town's places asked with another verb", Reason.UNPARSED_QUESTION,
                       "frame.question")
    circ = _tail(cur, ctx)
    if circ.place or circ.to or circ.source or circ.with_:
        raise unparsed(cur, "question", "a town's places asked with a place or a person", Reason.UNPARSED_QUESTION,
                       "frame.question")
    return Question(kind="members", sentence=si, members=places, item=item)


def _skip_perfect_have(cur: Cursor, aux: str) -> None:
    """``would she have made`` / ``could they have sold``: after a modal, ``have`` + a verb that is not a holding
    verb is the perfect of that verb and asks what ``did she make`` asks (the tense never changes the reading).
    ``would she have`` (a holding) and ``would she have left`` (what remains) keep ``have``."""
    if aux not in ("would", "could", "should", "might", "will") or cur.peek_word() != "have":
        return
    verb = cur.sense("verb", cur.pos + 1)
    if verb is None or verb.entry.category == "observe" or cur.sense("fn:rest", cur.pos + 1) is not None:
        return
    cur.pos += 1


def _parse_how_fail(cur: Cursor) -> Question:
    raise unparsed(cur, "question", "'how many times' is read only as 'times as many … as'", Reason.UNPARSED_QUESTION,
                   "frame.question")


def _coordinated(cur: Cursor, ctx: Context, first: str) -> tuple[str, ...]:
    """``Fred and Lily`` / ``Ted, Hannah and Raj`` after the first entity: every named member, in text
    order (``()`` when the subject is one entity). A list that is not closed by ``and`` refuses."""
    if cur.peek_word() not in (",", "and"):
        return ()
    members, closed = [first], False
    while not closed and cur.peek_word() in (",", "and"):
        save = cur.pos
        cur.take("punct:,")
        joined = cur.take_word("and") is not None
        who = read_entity(cur, ctx)
        if who is None:
            cur.pos = save
            break
        members.append(who)
        closed = joined
    if len(members) < 2:
        return ()
    if not closed:
        raise unparsed(cur, "question.entity", "a list of holders not closed by 'and'", Reason.UNPARSED_QUESTION,
                       "frame.question_entity")
    if len(set(members)) != len(members):
        raise unparsed(cur, "question.entity", "the same holder named twice in one list",
                       Reason.AMBIGUOUS_REFERENCE, "entity_group")
    return tuple(members)


def _members_question(cur, si, members, verb, item, much, circ, starts, ctx) -> Question:
    """``How many oranges do Fred and Lily have in all?`` (the sum of exactly these holdings) /
    ``How many shells did Joan and Tom find?`` (the sum of exactly their finds)."""
    if circ.to or circ.source or starts:
        raise unparsed(cur, "question", "to/from or a start-of-story verb with several holders",
                       Reason.UNPARSED_QUESTION, "frame.question")
    if verb.category == "observe":
        return Question(kind="members", sentence=si, members=members,
                        item=item or Item(unit=ctx.elided_unit(cur)), place=circ.place)
    if much and item is not None and item.unit == "unit.dollar" and verb.category == "negative":
        return Question(kind="spend", sentence=si, members=members, item=item, lemma=verb.id, place=circ.place)
    return Question(kind="event", sentence=si, members=members, item=item, lemma=verb.id, place=circ.place)


def _tail(cur: Cursor, ctx: Context, ops: list[Op] | None = None, spans: bool = False) -> Circumstances:
    circ = Circumstances()
    while not cur.at_end():
        before = cur.pos
        if ops is not None and take_those_days(cur, ops, ctx):
            continue  # v11: "did he make in those two days": the days the story told (those_days.py, ADR 0189)
        if (ops is not None or spans) and take_told_span(cur, ctx):
            continue  # v18: "did she read in the two months": every month the story told (told_spans.py, ADR 0393)
        if ops is not None and take_told_places(cur, ops):
            continue  # v22: "did he score in both games": every numbered place the story told (told_places.py, ADR 0515)
        read_circumstances(cur, ctx, circ)
        cur.take("fn:total")
        cur.take("fn:rest")
        if cur.pos == before:
            break
    if circ.bare:
        # "How much did Mike spend on toys?": a restriction the reading cannot check is not dropped
        raise unparsed(cur, "question.circumstance", f"the question restricts to {circ.bare[0]!r}",
                       Reason.UNPARSED_QUESTION, "frame.question_restriction")
    return circ


def _refuse_with(cur: Cursor, circ: Circumstances) -> None:
    """(v11, ADR 0191) ``How many people were in the park with Tom?``: ``with Tom`` restricts the count (Tom may be
    one of them) and no be-question reads it; before, it was dropped and the place's whole count answered.
    Refused as the action questions refuse it."""
    if circ.with_:
        raise unparsed(cur, "question", "a 'with <someone>' phrase in a question", Reason.UNPARSED_QUESTION,
                       "frame.question")


def _container_scenes(ops: list[Op], item: Item) -> set[str]:
    """Whoever a ``there`` statement says holds containers with a content rate for ``item`` holds such
    things too: beside ``There are 4 books on the floor`` the shelves' books are also ``there``."""
    containers = {op.target for op in ops if op.kind == "per" and op.item is not None and op.item.unit == item.unit}
    return {op.actor for op in ops if op.kind == "hold" and op.lemma == "fn.there" and op.item is not None
            and op.item.unit in containers}


def _check_sole_scene(cur: Cursor, ops: list[Op], item: Item, scene: str) -> None:
    """``Sam has 3 apples. There are 4 apples on the table. How many apples are there?``: the table's 4 or
    all 7? A scene is the answer only when nobody else is stated to hold such things (directly or in
    containers with a content rate) or is given some (``put 3 apples in the basket``)."""
    # v13 red team (ADR 0264): things of a unit the asked ones are a kind of, of a kind of the asked unit, or that may
    # be among them count too ("There are 3 boys at the zoo. There are 106 children in the park. How many boys are
    # there?" answered 3)
    lex = cur.lex
    # v14 (fresh-d, ADR 0286): so do containers of such things ("There are 2 buses of children in the park. Each bus
    # has 20 children." answered 3 as well)
    containers = {op.target for op in ops if op.kind == "per" and op.item is not None and (
        op.item.unit == item.unit or lex.kind_of(item.unit, op.item.unit) or lex.kind_of(op.item.unit, item.unit)
        or lex.may_overlap(item.unit, op.item.unit))}
    others = [op.actor if op.kind == "hold" else op.target for op in ops
              if op.kind in ("hold", "transfer") and op.item is not None
              and (op.item.unit == item.unit or op.item.unit in containers or lex.kind_of(item.unit, op.item.unit)
                   or lex.kind_of(op.item.unit, item.unit) or lex.may_overlap(item.unit, op.item.unit))
              and (op.actor if op.kind == "hold" else op.target) != scene]
    if others:
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=cur.sentence.index,
                            frame="question.there",
                            detail=f"'there' with the scene {scene} and {others[0]} also holding {item.unit}")


_UNDONE_BY = {"verb.borrow": "verb.return"}
"""A passive event whose things a later event brings back (passive_loans.py): asked as a state, the two differ."""
_STATE_WORDS = frozenset({"are", "is", "still", "now", "left"})


def _check_still_out(cur: Cursor, ops: list[Op], item: Item, lemma: str) -> None:
    """(redteam5, ADR 0400) ``12 books were borrowed. Then 5 books were returned. How many books are [still]
    borrowed?`` was read as the borrowing events (12); the books out now are 7. Once a return of those things is
    told, only ``were borrowed`` (the events) is read; ``are``, ``still``, ``now`` ask the state and refuse."""
    back = _UNDONE_BY.get(lemma)
    if back is None or not any(op.lemma == back and op.item is not None and op.item.unit == item.unit for op in ops):
        return
    words = set(cur.words[:cur.end])
    if words & _STATE_WORDS or "were" not in words:
        raise unparsed(cur, "question", f"{item.unit} asked as {lemma} after some came back: the events or those "
                       "still out?", Reason.AMBIGUOUS_REFERENCE, "frame.question")


def _per_container(cur: Cursor, ctx: Context, si: int, item: Item) -> Question | None:
    """(v20, ADR 0456) ``are there in 3 weeks`` after ``there``: the ``are in N <containers>`` question, read only when
    ``in N <containers>`` closes the question (a time or place word after it leaves the 'there' reading as before)."""
    start = cur.pos
    cur.pos += 1
    count = read_number(cur)
    container = read_item(cur, ctx) if count is not None and not count[1] else None
    if container is None or not cur.at_end():
        cur.pos = start
        return None
    return Question(kind="per_container", sentence=si, item=item, count=fmt(count[0]), other=container.unit)


def _be_question(cur: Cursor, ctx: Context, si: int, item: Item | None, ops: list[Op],
                 there: bool = False) -> Question:
    if item is None:
        item = Item(unit=ctx.elided_unit(cur))
    skip_circumstance_words(cur)
    there = take_available(cur) or there  # v13: "are available overall" = "are there overall" (available_questions.py)
    skip_present(cur)  # v13: "How many people were present in the program?" (shared_places.py, ADR 0264)
    take_group_activity(cur, ops, item)  # v6: "How many birds are sitting on the fence?" (groups.py)
    contained = None if there else parse_contained_question(cur, ctx, si, item, ops)  # "… were on the shelves?"
    if contained is None and not there:
        contained = parse_contained_at(cur, ctx, si, item, ops)  # v13: "… on boats in the lake?" (containers_at_place.py)
    if contained is not None:
        return contained
    if not there and take_that_total(cur, ops, item):  # v9: "How many cars is that in all?" (that_totals.py)
        return Question(kind="total", sentence=si, item=item)
    if not there and (that := take_that_amount(cur, si, ops, item)) is not None:
        return that  # v22: "Olivia has 7 dimes. How many cents is that?" (that_amounts.py, ADR 0515)
    if there or cur.take("fn:there"):
        tail_at = cur.pos
        if cur.peek_word() == "in" and (cur.sense("num", cur.pos + 1) or cur.sense("number", cur.pos + 1)):
            per = _per_container(cur, ctx, si, item)  # v20: "How many days are there in 3 weeks?" = "are in" (ADR 0456)
            if per is not None:
                return per
        counted = _counted_places_question(cur, ctx, si, item)  # v18: "are there on the two shelves" (counted_places.py)
        if counted is not None:
            return counted
        circ = _tail(cur, ctx)
        _refuse_with(cur, circ)  # v11: "How many people were in line with Tom?" (a restriction never read)
        if circ.to or circ.source:
            raise unparsed(cur, "question", "to/from in a 'there' question", Reason.UNPARSED_QUESTION,
                           "frame.question")
        if circ.place:
            place_guard(cur, ops, circ.place, item, ctx)
            return Question(kind="holding", sentence=si, entity=circ.place, item=item)
        # "How many crayons are there now?" asks about the scene the "There are …" sentences set:
        # the one place they named for this unit (several places, or none, → the total).
        # red team v12: things of a kind of the asked unit count too ("16 parrots in the tree" beside "6 birds in
        # the box": "How many birds are there?" answered the box's 6)
        kind = cur.lex.kind_of
        scenes = {op.actor for op in ops if op.lemma == "fn.there"
                  and (op.item.unit == item.unit or kind(op.item.unit, item.unit))}
        scenes |= group_scenes(cur, ops, item)  # v6: "4 birds were sitting on the fence" sets a scene too
        scenes |= _container_scenes(ops, item)  # redteam: "There are 5 shelves. Each shelf has 6 books."
        others = {op.actor for op in ops if op.item is not None
                  and (op.item.unit == item.unit or kind(op.item.unit, item.unit))
                  and not scenes & {op.target, op.place, op.source}} - scenes - {""}
        if len(scenes) == 1 and WORLD not in scenes and not others:
            _check_sole_scene(cur, ops, item, next(iter(scenes)))
            return Question(kind="holding", sentence=si, entity=scenes.pop(), item=item)
        if len(scenes) == 1 and (WORLD not in scenes or others) \
                and not any(cur.sense("fn:total", i) for i in range(tail_at, cur.end)):
            # v6: someone else holds or moves such things too ("Tom picked 3 apples"): the scene's or
            # everyone's? Only "in all / altogether" says everyone's. (red2b: the same for a scene with no
            # place, "There were 10 students. Sam had 3 students.": 10 or 13? v6 answered 13)
            raise unparsed(cur, "question.scene", f"{sorted(others)[0]} also has {item.unit}: in the scene or not?",
                           Reason.AMBIGUOUS_REFERENCE, "place_binding")
        return Question(kind="total", sentence=si, item=item)
    # v22 (ADR 0515): "How many wheels are on 11 tricycles?" as "are in 11 tricycles" (a content rate per one)
    if cur.peek_word() in ("in", "on") and (cur.sense("num", cur.pos + 1) or cur.sense("number", cur.pos + 1)):
        cur.pos += 1
        count = read_number(cur)
        container = read_item(cur, ctx)
        if count is None or container is None:
            raise unparsed(cur, "question", "expected 'in N <containers>'", Reason.UNPARSED_QUESTION, "frame.question")
        _tail(cur, ctx)
        return Question(kind="per_container", sentence=si, item=item, count=fmt(count[0]), other=container.unit)
    rest_kind = negated_damage_kind(cur)  # v14: "How many eggs are not broken?" (damaged.py, ADR 0284)
    if rest_kind is not None:
        return Question(kind="sole", sentence=si, item=Item(unit=item.unit, mods=tuple(sorted({*item.mods, rest_kind}))))
    unsold = read_not_lost(cur, ops, item)  # v17: "How many muffins were not sold?" (not_lost.py, ADR 0361)
    if unsold is not None:
        return Question(kind="sole", sentence=si, item=item)
    verb = read_verb(cur)
    if verb is not None:
        circ = _tail(cur, ctx, spans=True)  # v18: "were sold in the two months" (told_spans.py, ADR 0393)
        _refuse_with(cur, circ)  # v11: "How many people were in line with Tom?" (a restriction never read)
        if circ.to or circ.source:
            raise unparsed(cur, "question", "to/from in a passive question", Reason.UNPARSED_QUESTION,
                           "frame.question")
        _check_still_out(cur, ops, item, verb.id)
        return Question(kind="passive", sentence=si, item=item, lemma=verb.id, place=circ.place)
    negated = cur.sense("fn:not") is not None and cur.sense("modifier", cur.pos + 1) is not None
    mod = cur.sense("modifier", cur.pos + negated)
    if mod is not None and not cur.sense("verb", cur.pos + negated) and cur.pos + negated + mod.length == cur.end:
        # "how many were blue?" / (v6) "how many were not good?": the things of that kind, with their one
        # first holder; a kind the pack's opposites relate is named canonically (not good = bad)
        cur.pos += negated + mod.length
        kind = cur.lex.literal(mod.entry.id, negated)
        return Question(kind="sole", sentence=si, item=Item(unit=item.unit, mods=tuple(sorted({*item.mods, kind}))))
    counted = _counted_places_question(cur, ctx, si, item)  # v18: "How many toys are in both boxes?" (counted_places.py)
    if counted is not None:
        return counted
    before_tail = cur.pos
    circ = _tail(cur, ctx)
    _refuse_with(cur, circ)  # v11: "How many people were in line with Tom?" (a restriction never read)
    if circ.place and not (circ.to or circ.source):
        place_guard(cur, ops, circ.place, item, ctx)
        return Question(kind="holding", sentence=si, entity=circ.place, item=item)
    if not (circ.to or circ.source) and cur.at_end() and any(s.cls == "fn:rest" for i in range(before_tail, cur.end)
                                                             for s in cur.senses(i)):
        # "How many are left?": the one holder of the thing, whoever it is (several refuse)
        return Question(kind="sole", sentence=si, item=item)
    raise unparsed(cur, "question", "unrecognised 'are/were' question", Reason.UNPARSED_QUESTION, "frame.question")


def _counted_places_question(cur: Cursor, ctx: Context, si: int, item: Item) -> Question | None:
    """(v18, ADR 0393) ``in both boxes`` / ``on the two shelves``: the sum of exactly the places told by that noun,
    nothing but total or time words after it (counted_places.py)."""
    places = take_counted_places(cur, ctx)
    if places is None:
        return None
    circ = _tail(cur, ctx)
    if not cur.at_end() or circ.place or circ.to or circ.source or circ.with_ or cur.times:
        raise unparsed(cur, "question", "words after the counted places", Reason.UNPARSED_QUESTION, "frame.question")
    return Question(kind="members", sentence=si, members=places, item=item)


def _sibling_kind(lex, asked: Item, other: Item) -> bool:
    """``other`` is another kind of what ``asked`` is a kind of: ``green apples`` beside ``red apples`` (the same
    unit, other modifiers), ``tulips`` beside ``roses`` (units under one pack general: flowers)."""
    if other.unit == asked.unit:
        return bool(asked.mods) and bool(other.mods) and other.mods != asked.mods
    return bool(set(lex.generals.get(asked.unit, ())) & set(lex.generals.get(other.unit, ())))


def _difference(cur: Cursor, ctx: Context, si: int, ops: list[Op]) -> Question:
    item = read_item(cur, ctx) or Item(unit=ctx.elided_unit(cur))
    if not cur.take("fn:aux"):
        raise unparsed(cur, "question", "expected does/did after 'how many more'", Reason.UNPARSED_QUESTION,
                       "frame.question_difference")
    if "than" in cur.wordset and cur.peek_word() == "it" \
            and (verbs := parse_it_verb_difference(cur, ctx, si, item, ops)) is not None:
        return verbs  # v20: "How many more bikes did it sell than it got?" (verb_differences.py, ADR 0456)
    a = read_entity(cur, ctx)
    verb = read_verb(cur)
    if a is not None and verb is not None and "than" in cur.wordset \
            and (verbs := parse_verb_difference(cur, ctx, si, item, a, verb, ops)) is not None:
        return verbs  # v20: "How many more books did he sell than he bought?" (verb_differences.py, ADR 0456)
    if a is not None and verb is not None and verb.category != "observe" \
            and (kinds := kind_difference(cur, ctx, si, item, a, verb, ops)) is not None:
        return kinds  # v13: "How much more brown sugar did Victor use?" than the other kind (kind_differences.py)
    if a is None or verb is None or verb.category not in ("observe", "positive", "construct"):
        raise unparsed(cur, "question", "'how many more' is read only as 'does A have than B'",
                       Reason.UNPARSED_QUESTION, "frame.question_difference")
    if verb.category != "observe":
        # v6: "How many more points did Zach score [than Ben]?": what each one did, when that is all they hold
        return _difference_of_events(cur, ctx, si, item, a, verb, ops)
    if not cur.take("fn:than"):
        _tail(cur, ctx)
        if cur.at_end():
            # "Kate has 223 pennies. John has 388 pennies. How many more pennies does John have?":
            # than the one other holder of pennies (decided when solving; none or several refuse)
            if any(op.actor == a and op.item is not None and _sibling_kind(cur.lex, item, op.item) for op in ops):
                # red team 25 (ADR 0269): "Tom has 5 red apples and 3 green apples. Ann has 2 red apples. How many
                # more red apples does Tom have?" answered 3 (than Ann); than his green apples (2) reads as well
                raise unparsed(cur, "question", "'how many more' of a kind, the asker holding another kind: than "
                               "that kind or than the other holder?", Reason.AMBIGUOUS_REFERENCE,
                               "frame.question_difference")
            return Question(kind="difference", sentence=si, entity=a, other=ONLY_HOLDER, item=item)
        raise unparsed(cur, "question", "'how many more' without 'than'", Reason.UNPARSED_QUESTION,
                       "frame.question_difference")
    b = read_entity(cur, ctx)
    if b is None or b == a:
        raise unparsed(cur, "question", "expected a second, different entity after 'than'",
                       Reason.UNPARSED_QUESTION, "frame.question_difference")
    _tail(cur, ctx)
    return Question(kind="difference", sentence=si, entity=a, other=b, item=item)


def _difference_of_events(cur: Cursor, ctx: Context, si: int, item: Item, a: str, verb, ops: list[Op]) -> Question:
    """``How many more points did Zach score [than Ben]?``. Without ``than``: than the one other holder
    of the unit (decided here, from the statements); none or several refuse."""
    told_than = cur.take("fn:than") is not None
    if told_than:
        b = read_entity(cur, ctx)
        if b is None or b == a:
            raise unparsed(cur, "question", "expected a second, different entity after 'than'",
                           Reason.UNPARSED_QUESTION, "frame.question_difference")
    else:
        if any(op.actor == a and op.item is not None and _sibling_kind(cur.lex, item, op.item) for op in ops):
            # red team 25 (ADR 0269): "Tom picked 5 roses and 3 tulips. Ann picked 2 roses. How many more roses did
            # Tom pick?" answered 3 (than Ann); than his tulips (2) reads as well
            raise unparsed(cur, "question", "'how many more' of a kind, the asker having another kind: than that "
                           "kind or than the other one?", Reason.AMBIGUOUS_REFERENCE, "frame.question_difference")
        others = other_holders(ops, item.unit, a)
        if len(others) != 1:
            raise unparsed(cur, "question", f"'how many more' without 'than' and {len(others)} other holders",
                           Reason.AMBIGUOUS_REFERENCE, "entity_binding")
        b = others[0]
    circ = _tail(cur, ctx)
    if not cur.at_end() or circ.place or circ.to or circ.source or circ.with_:
        raise unparsed(cur, "question", "words left after 'how many more … did A <verb>'", Reason.UNPARSED_QUESTION,
                       "frame.question_difference")
    if told_than and verb.id in RECEIVE_VERBS and any(op.kind == "transfer" and op.target in (a, b) for op in ops):
        # v17 (ADR 0363): "How many more stickers did Ben get than Ann?" after givings to both: what each was
        # given, compared once the story is settled (transfer_questions.settle_transfer_question)
        return Question(kind="difference", sentence=si, entity=a, other=b, item=item, lemma=verb.id)
    require_events_of(cur, ops, item.unit, (a, b), verb)
    return Question(kind="difference", sentence=si, entity=a, other=b, item=item)


def _difference_total(cur: Cursor, ctx: Context, si: int, item: Item, fewer: bool, ops: list[Op]) -> Question:
    """``How many more birds are there than nests?`` / ``How many fewer bees are there than flowers?``"""
    save = cur.pos
    if cur.sense("fn:there") is not None and cur.sense("fn:preposition", cur.pos + 1) is not None:
        cur.take("fn:there")  # "are there on the top shelf than …" = "are on the top shelf than …"
    places = compared_places(cur, ctx, si, item, fewer, ops)  # v18: "… on the top shelf than on the bottom shelf?" (compared_places.py)
    if places is not None:
        return places
    cur.pos = save
    if not cur.take("fn:there") or not cur.take("fn:than"):
        raise unparsed(cur, "question", "expected 'are there than <unit>'", Reason.UNPARSED_QUESTION,
                       "frame.question_difference")
    other = read_item(cur, ctx)
    if other is not None:  # v13: "bags of dog food … than cat food": than [bags of] cat food (elided_heads.py)
        other = elided_container(item, other, ops)
    if other is None or other == item:
        raise unparsed(cur, "question", "expected a second, different unit after 'than'", Reason.UNPARSED_QUESTION,
                       "frame.question_difference")
    _tail(cur, ctx)
    a, b = (other, item) if fewer else (item, other)
    return Question(kind="difference_total", sentence=si, item=a, item2=b)


def _groups_question(cur: Cursor, ctx: Context, si: int, item: Item, ops: list[Op]) -> Question:
    """``How many piles could she make?`` / ``… would there be?`` / ``… did they use?`` after a partition."""
    pools = {op.item.unit for op in ops if op.kind == "partition" and op.target == item.unit and op.item is not None}
    if any(m.startswith("of:") and m[3:] not in pools for m in item.mods):
        # red12: "How many groups of stickers …" after bottle caps were split into groups
        raise unparsed(cur, "question.groups", "groups asked of other things than the partitioned ones",
                       Reason.AMBIGUOUS_REFERENCE, "item_binding")
    if any(op.item is not None and op.item.unit == item.unit for op in ops if op.kind != "partition"):
        raise unparsed(cur, "question.groups", f"{item.unit} are both partition groups and held things",
                       Reason.AMBIGUOUS_REFERENCE, "item_binding")
    cur.take("fn:aux")
    if cur.take("fn:there"):
        cur.take("fn:be")
    elif cur.take("fn:be"):
        if not cur.take("fn:there") and not cur.take("fn:container_verb"):
            raise unparsed(cur, "question.groups", "expected 'there' or use/need/fill", Reason.UNPARSED_QUESTION,
                           "frame.question_groups")
    else:
        at = cur.pos
        if not entity_or_they(cur, ctx):
            raise unparsed(cur, "question.groups", "expected who makes/uses the groups", Reason.UNPARSED_QUESTION,
                           "frame.question_groups")
        _check_group_maker(cur, ctx, ops, item, at)
        skip_circumstance_words(cur)
        verb_at = cur.pos
        if not cur.take("fn:container_verb"):
            raise unparsed(cur, "question.groups", "expected use/make/fill/need", Reason.UNPARSED_QUESTION,
                           "frame.question_groups")
        take_have_to(cur, verb_at)  # v8: "How many boxes did he have to use?" (partitions.py)
    cur.take_word("up")
    if cur.peek_word() == "by":
        # red12: "How many groups will be created by Anne?": the maker is named; only the partitioner's are known
        raise unparsed(cur, "question.groups", "groups asked of a named maker ('by …')", Reason.AMBIGUOUS_REFERENCE,
                       "entity_binding")
    _tail(cur, ctx)
    return Question(kind="groups", sentence=si, item=item, other=item.unit)


def _check_group_maker(cur: Cursor, ctx: Context, ops: list[Op], item: Item, at: int) -> None:
    """red12: ``How many groups did Anne make?`` after Tom's partition asks of groups nobody said Anne made:
    a named (or pronoun) maker must be the one who made the groups (``they``/``you``/``we`` stay general)."""
    if cur.words[at] in ("they", "you", "we"):
        return
    sub = Cursor(cur.lex, cur.sentence, at, cur.pos)
    who = read_entity(sub, ctx)
    makers = {op.actor for op in ops if op.kind == "partition" and op.target == item.unit}
    if who is None or makers != {who}:
        raise unparsed(cur, "question.groups", f"groups asked of {who!r}, made by {sorted(makers)}",
                       Reason.AMBIGUOUS_REFERENCE, "entity_binding")


def _each_question(cur: Cursor, ctx: Context, si: int, item: Item | None, ops: list[Op]) -> Question | None:
    """``How many X are in each pile?`` / ``… will each friend get?`` (nothing consumed if not this form).
    Without X, the thing asked is what the one partition into that container divided (v4), else the one
    unit mentioned."""
    wordset = cur.wordset
    if "each" not in wordset and cur.lex.first_words.get("fn:each", _NO_WORDS).isdisjoint(wordset):
        # speed (ADR 0461): every container below is read by read_each_container, which takes a ``fn:each`` sense
        # first (a sense only from a pack phrase, so at a word that starts one), and read_put_each is tried only
        # with ``each`` in the sentence: without both, nothing is read and None is returned
        return None
    start = cur.pos
    container = None
    if cur.take("fn:be") or (cur.take("fn:aux") and cur.take("fn:be")):
        if cur.take_word("in", "on"):
            container = read_each_container(cur, ctx)
    else:
        cur.pos = start
        if cur.take("fn:aux"):
            container = read_each_container(cur, ctx)
            if container is not None and not cur.take("fn:container_verb"):
                container = None
            if container is None:
                container = read_go_each(cur, ctx)  # v7: "how many oranges must go in each box?" (stored.py)
            if container is None and "each" in cur.words:
                container = read_put_each(cur, ctx, ops)  # v20: "… did she put in each bag?" (put_in_each.py, ADR 0455)
        elif item is not None:
            container = read_go_each(cur, ctx)  # v22: "How many stickers go in each album?" = "must go in" (ADR 0515)
    if not container:
        cur.pos = start
        return None
    _tail(cur, ctx)
    if item is None:
        divided = {op.item.unit for op in ops if op.kind == "partition" and op.target == container}
        item = Item(unit=divided.pop()) if len(divided) == 1 else Item(unit=ctx.elided_unit(cur))
    return Question(kind="group_size", sentence=si, item=item, other=container)


def _money_price(cur: Cursor) -> str | None:
    """``6 dollar`` / ``$6`` before a noun (a unit price) → the price in dollars, or None."""
    start = cur.pos
    num = read_number(cur)
    if num is None:
        return None
    value, money_unit = num
    if not money_unit:
        unit = cur.sense("unit")
        if unit is None or unit.entry.family != "money" or unit.form != "sg" or not unit.entry.per_base:
            cur.pos = start
            return None
        cur.pos += unit.length
        value = value * Fraction(unit.entry.per_base)
    return fmt(value)


def _afford_question(cur: Cursor, ctx: Context, si: int) -> Question | None:
    """``How many 6 dollar toys could he buy [with the money he had left]?``: dollars held ÷ unit price."""
    here = cur.here()
    if "num" not in here and "money" not in here and "number" not in here:
        return None  # speed (ADR 0461): read_number reads only these three classes here: no price, nothing read
    start = cur.pos
    price = _money_price(cur)
    item = read_item(cur, ctx) if price is not None else None
    if item is None or not cur.take("fn:aux"):
        cur.pos = start
        return None
    if cur.words[cur.pos - 1] not in ABILITY_MODALS:
        # ``did he buy`` asks what happened (no purchase was stated), not what the money affords
        raise unparsed(cur, "question.afford", "expected 'can/could <someone> buy' after a unit price",
                       Reason.UNPARSED_QUESTION, "frame.question_afford")
    entity = read_entity(cur, ctx)
    verb = read_verb(cur)
    if entity is None or verb is None or verb.category != "positive" or Fraction(price) <= 0:
        raise unparsed(cur, "question.afford", "expected 'could <someone> buy' after a unit price",
                       Reason.UNPARSED_QUESTION, "frame.question_afford")
    _with_money(cur, ctx, entity)
    return Question(kind="afford", sentence=si, entity=entity, item=item, count=price)


def _with_money(cur: Cursor, ctx: Context, entity: str) -> None:
    """``with the money he had left`` / ``with his money`` / ``with the rest`` / (v6) ``with the money she
    has``: the whole holding (anything else after ``with`` refuses)."""
    if cur.take_word("with"):
        if cur.take("fn:possessive"):
            ok = cur.take("fn:money_word") is not None
        elif cur.take("fn:remainder"):
            ok = True
        else:
            ok = bool(cur.take_word("the") and cur.take("fn:money_word"))
            if ok and cur.pos < cur.end:
                save = cur.pos
                who = read_entity(cur, ctx)
                verb_at = cur.pos
                verb = read_verb(cur)
                now = verb is not None and verb.category == "observe" and cur.words[verb_at] in ("has", "have")
                if who != entity or verb is None or not (cur.take("fn:rest") or (now and cur.at_end())):
                    cur.pos = save
                    ok = False
        if not ok:
            raise unparsed(cur, "question.afford", "expected 'with the money <he> had left'",
                           Reason.UNPARSED_QUESTION, "frame.question_afford")


def _cost_question(cur: Cursor, ctx: Context, si: int) -> Question | None:
    """``How much do 6 bottle caps cost?``: the stated unit price × N."""
    start = cur.pos
    if not cur.take("fn:aux"):
        return None
    num = read_number(cur)
    item = read_item(cur, ctx) if num is not None and not num[1] else None
    verb = read_verb(cur) if item is not None else None
    if verb is None or verb.category != "cost":
        cur.pos = start
        return None
    _tail(cur, ctx)
    money = _money_item(cur, ctx).unit
    if money != "unit.dollar" and not cur.lex.unit_by_id[money].per_base:
        # prices are kept in dollars; a text that counts in cents would expect cents back
        raise unparsed(cur, "question", "a cost asked in a text that counts money in another unit",
                       Reason.UNIT_MISMATCH, "unit_conversion")
    # v6: in the text's one money unit (cents → 198, not 1.98), converted from the dollar price
    return Question(kind="cost_of", sentence=si, item=item, count=fmt(num[0]),
                    other="" if money == "unit.dollar" else money)


def _money_item(cur: Cursor, ctx: Context) -> Item:
    """``How much money …`` names no unit: the one money unit the text used (``cents``), dollars if none;
    a text with both dollars and cents refuses (the answer's number would depend on the choice)."""
    used = [u for u in ctx.units_seen if cur.lex.unit_by_id[u].family == "money"]
    if len(used) > 1:
        raise unparsed(cur, "question", f"'how much money' with {len(used)} money units in the text",
                       Reason.AMBIGUOUS_REFERENCE, "unit_binding")

    return Item(unit=used[0] if used else "unit.dollar")
