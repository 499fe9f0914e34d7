"""Statement frames: one sentence → operations, or a refusal. Every token must be consumed."""
from __future__ import annotations

from fractions import Fraction

import msgspec

from domain.reader.boxed_holders import boxed_by_others
from domain.reader.cut_flowers import take_cut_flowers
from domain.reader.departures import take_remaining_members
from domain.reader.deliveries import take_delivery_head, take_in_it
from domain.reader.needed_work import needing_thing_subject, take_needed_work
from domain.reader.generic_subjects import unit_place_subject
from domain.reader.thing_rates import rate_thing_subject
from domain.reader.rest_use import take_rest_use
from domain.reader.rate_predicates import HAVING, read_one_thing, take_second_predicate
from domain.reader.scores import is_gain_verb, parse_gain_rate
from domain.reader.abilities import ABILITY_MODALS, parse_ability_rate
from domain.reader.animal_agents import animal_act, animal_agent, animal_take
from domain.reader.amounts import GAIN, LOSS, read_amount, read_quantity_list, read_verb
from domain.reader.fraction_parts import is_fraction
from domain.reader.rest_objects import parse_gapped_rest, read_rest, read_times_as_many
from domain.reader.away_particles import take_after_object, take_out_particle
from domain.reader.before_starts import take_before_start
from domain.reader.carried_own import check_carried_own
from domain.reader.circumstances import (Circumstances, read_circumstances, skip_circumstance_words,
                                         take_when_done, take_while_clause, unparsed)
from domain.reader.each_packaged import parse_each_packaged
from domain.reader.graph import ONLY_HOLDER, WORLD, Item, Op
from domain.reader.placed_things import counted_units
from domain.reader.takes import may_be_own, take_away_own
from domain.reader.impersonal import parse_it_takes
from domain.reader.complements import (parse_done_part, parse_same_share, parse_undone_groups,
                                      perfect_partitive_loss)
from domain.reader.holders import resolve_it_subject, take_on_itself
from domain.reader.gapping import bare_number_with_circumstance
from domain.reader.gerund_lists import counted_gerund_list
from domain.reader.goal_purposes import take_goal_purpose
from domain.reader.finishing_goals import take_finishing_goal
from domain.reader.some_departures import take_some_departure
from domain.reader.gone_away import take_gone_away
from domain.reader.shared_places import take_too
from domain.reader.goals import parse_goal
from domain.reader.uses_each import take_use_each
from domain.reader.they_totals import parse_they_total
from domain.reader.coordination import (group_actor, no_list_here, parse_group_holding, read_unknown_amount,
                                       take_total_of)
from domain.reader.loss_relatives import take_loss_relative
from domain.reader.measures import take_of_count
from domain.reader.there_contents import take_there_contents
from domain.reader.stored import take_stored_in
from domain.reader.seats import take_seats_each
from domain.reader.money_use import USE_FORMS, take_money_use
from domain.reader.doers import note_participle
from domain.reader.sale_offers import take_sale_offer
from domain.reader.whole_group_they import whole_group_they
from domain.reader.crew_sizes import parse_crew_size
from domain.reader.opening_gerunds import take_opening_gerund
from domain.reader.after_doing import doing_op, take_after_doing
from domain.reader.combined import combined_they, parse_combining, take_while_conjunction
from domain.reader.inside_each import parse_inside_each
from domain.reader.before_that import parse_before_that
from domain.reader.year_openers import take_year_opener
from domain.reader.it_adverbs import it_adverb_subject
from domain.reader.ordinal_subjects import ordinal_subject
from domain.reader.openings import (DEICTIC, possessive_subject, stamp_clause_times, stamp_leading_place,
                                    take_deictic_time, take_part_of_phrase)
from domain.reader.intended_partitions import parse_intended_partition
from domain.reader.averages import parse_average_rate
from domain.reader.invitations import invitation_occasion
from domain.reader.definite_rates import parse_definite_rate
from domain.reader.partitions import parse_partition, parse_passive_partition, parse_they_partition
from domain.reader.passives import parse_passive
from domain.reader.nested_places import note_nested_place
from domain.reader.queues import queue_in_place, refuse_person_in_line
from domain.reader.persons import deictic_possessive_subject, parse_pooling
from domain.reader.received_parts import part_of_received
from domain.reader.proceeds import take_reward_rate
from domain.reader.implied_sales import parse_implied_sale
from domain.reader.thing_prices import parse_thing_price
from domain.reader.offset_multiples import take_offset_multiple
from domain.reader.appositive_comparisons import read_compared, take_appositive_comparison
from domain.reader.elided_compared import elided_compared, take_same_number
from domain.reader.event_multiples import read_event_multiple
from domain.reader.placed_them import read_placed_them
from domain.reader.fraction_multiples import take_fraction_factor
from domain.reader.fraction_rests import check_rest_told
from domain.reader.one_of_holdings import read_one_of
from domain.reader.prices import parse_each_price, parse_subject_price, take_priced_where
from domain.reader.own_part_work import take_own_part_work
from domain.reader.todo import implied_pile, is_pile_work, note_todo, take_contents_work, take_todo_undone, take_todo_work
from domain.reader.expected_guests import take_expected_persons
from domain.reader.vehicle_riders import take_riding, total_restates_count
from domain.reader.increased_events import take_changed_event
from domain.reader.kinds_for_people import take_people_kind, take_stock_of
from domain.reader.loss_goals import check_loss_goal
from domain.reader.vessels import parse_filled as parse_filled_vessel
from domain.reader.filled_containers import parse_filled, parse_poured_out
from domain.reader.taken_out import parse_taken_out
from domain.reader.added_to import take_added_to
from domain.reader.outings import take_outing
from domain.reader.purpose_openers import take_purpose_opener
from domain.reader.with_kinds import take_with_kind
from domain.reader.trailing import (check_purpose_verb, take_holding_total, take_object_purpose, take_there_participle,
                                   take_when_event)
from domain.reader.capacity import parse_capacity
from domain.reader.rates import (MADE_OF, indefinite_rate_ahead, parse_packaged_rate, parse_put_rate, parse_subject_rate,
                                 read_container, skip_modal, take_one_container,
                                take_with_each)
from domain.reader.place_objects import take_place_object
from domain.reader.plans import at_plan, take_plan
from domain.reader.wished_gains import take_wish_plan
from domain.reader.owned_places_with import take_place_with
from domain.reader.relative_prices import take_relative_price
from domain.reader.unit_rates import _PER, money_list, parse_rate_object, rate_op, take_money_gerund, take_rate_tail
from domain.reader.contact_relatives import take_contact_relative
from domain.reader.container_contents import contradicts
from domain.reader.paces import episode_ahead, take_another
from domain.reader.phrases import (Context, Cursor, fmt, noun_run, read_entity, read_item, read_number,
                                   read_object_pronoun)
from domain.reader.missed import take_missed
from domain.reader.own_places import settle_more_put, take_from_own_place
from domain.reader.wanted_shares import parse_wanting, take_peoples_meal
from domain.reader.spending import parse_cost_to, parse_spent_on, skip_undone_purchase
from domain.reader.qualified_rates import note_qualified_rate
from domain.reader.proper_places import proper_place_subject
from domain.reader.place_of_names import place_of_name_subject
from domain.reader.resultative_colours import take_result_colour
from domain.reader.refusals import Reason
from domain.reader.has_with import take_has_with
from domain.reader.had_before import before_ahead, take_had_before
from domain.reader.already_had import ALREADY, take_already_had
from domain.reader.more_clauses import note_clause_marks
from domain.reader.wished_acts import take_wished_act
from domain.reader.kind_objects import read_kind_object
from domain.reader.others_parts import eats_others_part, others_part_op
from domain.reader.sale_prices import SALE, sale_price_op
from domain.reader.some_more_group import take_some_more_group
from domain.reader.seller_packs import parse_seller_packs
from domain.reader.work_spans import take_work_span
from domain.reader.worth import parse_each_worth, take_done_right
from domain.reader.triggers import may_match

_NO_WORDS: frozenset[str] = frozenset()
_RATE_WORDS = frozenset(("for", "in", "every", "each", *_PER))
"""speed (ADR 0460): the words parse_rate_object can go on from (``for each``, ``in each``, ``per``/``a``/``an``/…)."""

__all__ = ["Circumstances", "parse_statement", "read_circumstances", "read_verb", "skip_circumstance_words",
           "unparsed", "GAIN", "LOSS"]


def _start_words(lex) -> tuple[frozenset[str], ...]:
    """speed (ADR 0460), per pack (``lex.memo``): the words a sense starts at of the adverb ``already``
    (already_had.ALREADY), of ``fn:remainder``, of ``fn:as``, of ``activity``, of any of ``fn:as``, ``fn:times``,
    ``fn:more``, ``fn:fewer`` (with the word ``as``), and the one-word phrases of ``fn:may_own``. The tagger gives a sense only from a pack phrase (``lex.phrases``,
    by its first word), so a sentence none of whose words is among them has no such sense anywhere, and a try that
    needs one there answers False / None without reading further."""
    already, remainder, as_, activity, compared, may_own = set(), set(), set(), set(), {"as"}, set()
    for word, entries in lex.phrases.items():
        for phrase, sense in entries:
            cls = sense.cls
            if cls == "fn:may_own" and len(phrase) == 1:
                may_own.add(phrase[0])  # ``lex.senses_at([w], 0)`` is ``lex.single[w]``: the one-word phrases at w
            if cls == "fn:adverb" and getattr(sense.entry, "id", "") == ALREADY:
                already.add(phrase[0])
            elif cls == "fn:remainder":
                remainder.add(phrase[0])
            elif cls == "activity":
                activity.add(phrase[0])
            if cls == "fn:as":
                as_.add(phrase[0])
            if cls in ("fn:as", "fn:times", "fn:more", "fn:fewer"):
                compared.add(phrase[0])
    return (frozenset(already), frozenset(remainder), frozenset(as_), frozenset(activity), frozenset(compared),
            frozenset(may_own))


def start_words(lex) -> tuple[frozenset[str], ...]:
    """``_start_words`` of the pack, worked out once (a module function given to ``lex.memo``: no closure per call)."""
    return lex.memo("clauses.start_words", _start_words)


def parse_statement(cur: Cursor, ctx: Context, ops: list[Op], subject: str | None = None) -> None:
    ctx.subject = ""
    # speed (ADR 0460): skip_undone_purchase answers False, reading nothing, without a "but" from ``pos`` on
    if "but" in cur.wordset and skip_undone_purchase(cur):  # v6: "He wanted 3 CDs for $6, but didn't buy them." (spending.py)
        return
    if parse_implied_sale(cur, ctx, ops):  # v9: "started with 5 decks and … had 3 left" (implied_sales.py)
        return
    if cur.pos == 0 and "that" in cur.wordset and parse_before_that(cur, ctx, ops, parse_statement):
        return  # v22: "Before that, he had 10 apples." (before_that.py, ADR 0511)
    first = len(ops)
    clauses: list[tuple[int, set[str]]] = []
    # red team 23: a time phrase opening the sentence ("On Monday he …") is every clause's
    here = cur.here()  # speed (ADR 0451): ``sense(cls, cur.pos)`` for both classes in one dict
    leading = "time" in here or (
        "fn:preposition" in here and cur.sense("time", cur.pos + 1) is not None)
    while True:
        seen = set(cur.times)
        clauses.append((len(ops), seen))
        marks_before = len(ctx.more_marks)
        subject = parse_clause(cur, ctx, ops, subject)
        if len(ctx.more_marks) > marks_before:  # v19: which clause says "more" (more_clauses.py, ADR 0424)
            note_clause_marks(ctx, cur.sentence.index, marks_before, clauses[-1][0], len(ops))
        if ctx.after_doing is not None:
            raise unparsed(cur, "statement.after_doing", "an 'After <doing>,' opener with no subject read")
        # speed (ADR 0460): at the sentence's end no sense is here, so the three tries below answer False having read
        # nothing (take_loss_relative asks for ``fn:relative`` here first; take_stored_in needs a verb or ``fn:relative``
        # here and then "in"/"into" (stored._PREPS) after it; before_ahead "before" here)
        if not cur.at_end():
            if "fn:relative" in cur.here():
                take_loss_relative(cur, ops[clauses[-1][0]:], ctx)  # v6: "threw away 4 old ones that didn't fit"; v7: "that were damaged" (loss_relatives.py)
            if "in" in cur.wordset or "into" in cur.wordset:
                take_stored_in(cur, ctx, ops, clauses[-1][0])  # v7: "has 24 oranges stored in boxes" (stored.py)
            if before_ahead(cur):  # v17: "She had 9 shells before." after her one event (had_before.py, ADR 0365)
                take_had_before(cur, ctx, ops, clauses[-1][0], first)
        clauses[-1] = (clauses[-1][0], cur.times - seen)
        if cur.at_end() and clauses[-1][0] == first and not start_words(cur.lex)[0].isdisjoint(cur.wordset):
            # speed (ADR 0460): without a word the adverb "already" starts at, ``_already_at`` finds none and
            # take_already_had answers False before any effect (its tests before that read only)
            take_already_had(cur, ctx, ops, first)  # v19: "Kyle already had 5 peaches." after his one event (already_had.py, ADR 0424)
        if cur.at_end():
            if stamp_clause_times(ops, clauses, cur.times, leading):
                ctx.unattributed = True  # red team 23: a later clause's own time, none in an earlier one
            return
        had_comma = cur.take("punct:,") is not None
        if had_comma and _trailing_circumstance(cur, ctx, ops, first):
            if stamp_clause_times(ops, clauses, cur.times, leading):
                ctx.unattributed = True  # red team 23: a later clause's own time, none in an earlier one
            return
        if not had_comma and take_when_event(cur, ops[clauses[-1][0]:]):
            continue  # v6: "had 17 puppies when another 55 were brought in": then the event (trailing.py)
        if not had_comma and take_while_conjunction(cur, ctx, ops, clauses[-1][0]):
            continue  # v9: "Debby had 32 pieces of candy while her sister had 42" (combined.py, ADR 0146)
        if not had_comma and take_before_start(cur, ops, first):
            return  # v17: "He gave 6 apples to Mary. Mary had 8 apples before." (before_starts.py, ADR 0363)
        if not cur.take("fn:conjunction") and not had_comma:
            # "Tom has 9 balloons Sara has 8 balloons": a new subject + verb starts a new clause
            if not (cur.sense("name") and cur.sense("verb", cur.pos + 1)):
                raise unparsed(cur, "statement.connector", "words left after a complete clause")


def _trailing_circumstance(cur: Cursor, ctx: Context, ops: list[Op], first: int) -> bool:
    """``Mike picked 7 apples, Nancy picked 3 apples, and Keith picked 6 apples, at the farm.``: a place
    (or time) set off by a comma at the end of a list of actions belongs to every action of the list,
    exactly as if each clause ended with it. Only gains and losses without a place of their own take it."""
    start = cur.pos
    circ = Circumstances()
    read_circumstances(cur, ctx, circ)
    skip_circumstance_words(cur)
    mine = ops[first:]
    if (cur.pos == start or not cur.at_end() or circ.to or circ.source or circ.with_ or circ.bare or not mine
            or any(op.kind not in ("gain", "lose") or op.place for op in mine)):
        cur.pos = start
        return False
    if circ.place:
        ops[first:] = [msgspec.structs.replace(op, place=circ.place) for op in mine]
    return True


def parse_clause(cur: Cursor, ctx: Context, ops: list[Op], inherited: str | None) -> str | None:
    if cur.pos == 0 or cur.words[cur.pos - 1] == ",":
        # "Later, Sean buys …" / "Then, he ate …": a leading time word set off by a comma
        start = cur.pos
        if cur.pos < cur.end and cur.words[cur.pos] in DEICTIC:  # speed (ADR 0460): its first test (``peek_word``)
            take_deictic_time(cur)
        elif cur.pos < cur.end and cur.words[cur.pos] == "in":
            take_year_opener(cur, ops)  # v22: "In 2019, Sam had 8 books." (year_openers.py, ADR 0511)
        skip_circumstance_words(cur)
        if cur.pos == start or not cur.take("punct:,"):
            cur.pos = start
    ws = cur.wordset
    # speed (ADR 0460): the opening gerund needs an activity sense (none without one of its start words) and only
    # reads at the sentence's first token; "after" and "to" are the first words its two neighbours test for
    if cur.pos == 0 and not start_words(cur.lex)[3].isdisjoint(ws):
        take_opening_gerund(cur)  # v13: "Carefully following a recipe, Kenny used …" (opening_gerunds.py, ADR 0263)
    if cur.pos == 0 and "after" in ws:
        ctx.after_doing = take_after_doing(cur)  # v13: "After spending the morning sowing seeds, she …" (after_doing.py)
    elif cur.pos == 0:
        ctx.after_doing = None  # speed (ADR 0460): what take_after_doing returns without "after" (peek_word)
    if cur.pos == 0 and "to" in ws and take_purpose_opener(cur, ctx):
        pass  # v13: "To fill an order, the factory dyed …" (purpose_openers.py, ADR 0270)
    # speed (ADR 0460): both tries below first ask for their class at ``pos`` (None: False, nothing read); a
    # ``take_when_done`` that answers False puts ``pos`` back, so ``here`` is still the dict at ``pos``
    here = cur.here()
    if "fn:when" in here and take_when_done(cur, ctx):
        cur.take("punct:,")
        here = cur.here()
    if "fn:while" in here:
        take_while_clause(cur, ctx)
    skip_circumstance_words(cur)
    if cur.take("fn:there"):
        return _there_clause(cur, ctx, ops, inherited)
    if may_match(cur.lex, cur.wordset, "thing_price") and parse_thing_price(cur, ctx, ops):
        return inherited  # v14: "A pack of gum costs $2." / "Apples are $2 each." (thing_prices.py, ADR 0282)
    if cur.sense("fn:each"):  # speed (ADR 0451): the four forms below open with "each" (asked again after each try)
        if parse_each_worth(cur, ctx, ops):
            return inherited  # v11: "If each question was worth 5 points" (worth.py, ADR 0189)
        if cur.sense("fn:each") and parse_each_price(cur, ctx, ops):  # v6: "Each chair cost 15 dollars."
            return inherited
        if cur.sense("fn:each") and parse_each_packaged(cur, ctx, ops):
            return inherited  # v9: "Each apple comes in a package of 11." (each_packaged.py)
        if cur.sense("fn:each") and cur.sense("unit", cur.pos + 1):
            return parse_each_rate(cur, ctx, ops, inherited)
    if cur.peek_word() in ("a", "an") and indefinite_rate_ahead(cur, ctx):  # speed (ADR 0460): its first test
        ctx.one_rates.add(cur.sentence.index)
        cur.pos += 1  # "A worksheet had 7 problems on it": what one worksheet has, a rate (rates.py)
        return parse_each_rate(cur, ctx, ops, inherited)
    # speed (ADR 0451): the classes here looked up once (``here`` is ``sense`` for every class): every try below
    # that answers False leaves the cursor where it was (each puts ``pos`` back), so the lookups give the same
    here = cur.here()
    counted = "num" in here or "number" in here
    if (counted or "fn:some" in here) and take_gone_away(cur, ctx, ops):
        return inherited  # v13: "Some of her leaves blew away." (gone_away.py, ADR 0264)
    if "fn:some" in here and take_some_departure(cur, ctx, ops):
        return inherited  # v20: "Some ducks flew away." an unknown loss (some_departures.py, ADR 0454; False moves nothing)
    if counted and parse_wanting(cur, ctx, ops):
        return inherited  # v9: "9 students wanted fruit": one each, from the one holder (wanted_shares.py)
    if ("rest" in cur.wordset or "some" in cur.wordset or "many" in cur.wordset) \
            and parse_gapped_rest(cur, ctx, ops, inherited):
        return inherited  # v17: "gave 16 cards to Pat and half of the rest to Sam" (rest_objects.py, ADR 0363)
    if counted or ("fn:another" in here and take_another(cur)):  # v6: "another 34 were …" (paces.py)
        return parse_passive(cur, ctx, ops, inherited)
    if "fn:some" in here and take_some_more_group(cur, ctx, ops, inherited):
        return inherited  # v10: "Some more fly up to the tree" (some_more_group.py, ADR 0184)
    if "fn:another" in here and (cur.sense("num", cur.pos + 1) or cur.sense("number", cur.pos + 1)):
        cur.pos += 1  # v6: "another 15 were turned in" is "15 more were turned in" (todo.py)
        return parse_passive(cur, ctx, ops, inherited)
    if cur.peek_word() in ("in", "inside") and cur.sense("fn:each", cur.pos + 1) and parse_inside_each(cur, ctx, ops):
        return inherited  # v9: "inside each box there were 2 scarves and 6 mittens" (inside_each.py, ADR 0146)
    if cur.sense("fn:preposition") and not cur.sense("name", cur.pos + 1):
        # a leading adjunct: "For the school bake sale Carol made 30 cupcakes."
        start = cur.pos
        circ = Circumstances()
        part = take_part_of_phrase(cur)
        if part:
            circ.bare.append(part)
        take_outing(cur, ctx)  # v13: "During a visit to an orchard, …" (outings.py, ADR 0262)
        read_circumstances(cur, ctx, circ)
        if circ.to or circ.source or circ.with_:
            raise unparsed(cur, "statement.circumstance", "a leading to/from/with phrase")
        cur.take("punct:,")
        if circ.place and not circ.bare and cur.take("fn:there"):
            return _there_clause(cur, ctx, ops, inherited, circ.place)
        if cur.pos > start:
            # v6: after the adjunct the clause opens as any clause does ("During the year 4 students
            # left", "In March it rained 2 inches"); a leading place is the place of what it moves
            first = len(ops)
            subject = parse_clause(cur, ctx, ops, inherited)
            stamp_leading_place(ops, first, circ.place)
            return subject
    filled = parse_filled_vessel(cur, ctx, ops) if "filled" in cur.wordset else None
    if filled is not None:  # v13: "A ship is filled with 5973 tons of cargo" (vessels.py, ADR 0260)
        ctx.subject, ctx.subject_sentence = filled, cur.sentence.index
        if filled not in ctx.subjects:
            ctx.subjects.append(filled)
        return filled
    opening = cur.peek_word()  # speed (ADR 0460): the three forms below first test this word ("it" / "a", "an")
    if opening == "it":
        if parse_it_takes(cur, ctx, ops):  # v7: "It takes 4 apples to make 1 pie" (impersonal.py)
            return inherited
        if parse_crew_size(cur, ctx, ops):  # v12: "It took 8 workers to finish the work" (crew_sizes.py, ADR 0241)
            return inherited
    elif opening in ("a", "an") and parse_cost_to(cur, ctx, ops):  # v6: "a cage cost him $12.51" is his purchase (spending.py)
        return inherited
    lex, ws = cur.lex, cur.wordset  # dispatch (ADR 0188): a form below is tried only where its trigger words are
    # speed (ADR 0460): parse_packaged_rate answers False at once without both "in" and "of" from ``pos`` on
    # speed (ADR 0460): parse_subject_rate's first test is "the" or a possessive here (else False, nothing read)
    if (may_match(lex, ws, "subject_price") and parse_subject_price(cur, ctx, ops)) \
            or ((cur.peek_word() == "the" or "fn:possessive" in cur.here()) and parse_subject_rate(cur, ctx, ops)) \
            or ("in" in ws and "of" in ws and parse_packaged_rate(cur, ctx, ops)):  # v8: "Gumballs come in packages of 5." (rates.py)
        return inherited
    if "sells" in ws or "sold" in ws:
        if parse_seller_packs(cur, ctx, ops):  # v15: "A store sells pencils in packs of 5." (seller_packs.py, ADR 0304)
            return inherited
    if cur.peek_word() in ("the", "they", "together"):  # speed (ADR 0451): the four forms below open so
        if cur.peek_word() == "the" and parse_passive_partition(cur, ctx, ops):
            return inherited
        if cur.peek_word() == "the" and parse_definite_rate(cur, ctx, ops):
            return inherited  # ADR 0145: "If the tables they had held 3 people each" (definite_rates.py)
        if cur.peek_word() == "they" and parse_they_partition(cur, ctx, ops):
            return inherited  # v8: "If they were split into groups of 4" (partitions.py, ADR 0115)
        if cur.peek_word() in ("they", "together") and parse_they_total(cur, ctx, ops):
            return inherited  # v15: "They have 48 cards in all." over everyone named (they_totals.py, ADR 0312)
    listed = may_match(lex, ws, "listed_subject")  # "Tom and Sam …": no list without "and" or ","
    # speed (ADR 0460): no list of holders at a plain name or he/she not followed by "," / "and" (``no_list_here``):
    # both list readers would return nothing; the refusal or pronoun note their read of the name would make, the
    # subject's own read below (or parse_capacity's / parse_combining's, at the same place) makes the same
    listed = listed and not no_list_here(cur)
    if listed and parse_group_holding(cur, ctx, ops):
        return inherited  # v6: "He and his cousin together have a total of 5816 points" (coordination.py)
    capable = parse_capacity(cur, ctx, ops)  # v8: "he could only carry 4 trays at a time" (capacity.py, ADR 0119)
    if capable is not None:
        return capable
    if may_match(lex, ws, "combining") and parse_combining(cur, ctx, ops):
        return inherited  # v9: "Debby and her sister combined the candy they received" (combined.py, ADR 0146)
    # v13: "The town of Milburg has …" is the place Milburg (place_of_names.py)
    subject = place_of_name_subject(cur, ctx) if cur.peek_word() == "the" and cur.peek_word(2) == "of" else None
    subject = subject or ((listed and group_actor(cur, ctx, ops)) or read_entity(cur, ctx)
                          or possessive_subject(cur, ctx) or deictic_possessive_subject(cur, ctx))
    if subject is None and cur.peek_word() == "the":
        subject = proper_place_subject(cur, ctx)  # v10: "The Oakdale Public Library bought 40 books" (proper_places.py, ADR 0185)
        subject = subject or ordinal_subject(cur, ctx)  # v22: "The first box has 25 toys." (ordinal_subjects.py, ADR 0511)
    if subject is None and cur.peek_word() in ("a", "an"):
        # v8: "A new building needed 14 windows" (needed_work.py)
        subject = needing_thing_subject(cur, ctx) or _indefinite_place_subject(cur, ctx) \
            or unit_place_subject(cur, ctx)  # v15: "A school bought 150 pencils" (generic_subjects.py, ADR 0302)
        # v19: "A dog eats 5 cups of food each day." (thing_rates.py, ADR 0425)
        subject = subject or rate_thing_subject(cur, ctx)
    if subject is None and parse_pooling(cur, ctx, ops):
        return inherited  # v6: "If they put their dolls together" (persons.py)
    if subject is None and cur.peek_word() == "they":
        subject = combined_they(cur, ctx) or whole_group_they(cur, ctx, ops) or ctx.resolve_they(cur)
        # v9: the group that combined (combined.py); v12: all the named people (whole_group_they.py, ADR 0241)
    if subject is None:
        subject = resolve_it_subject(cur, ctx)  # v8: "A store had 40 shirts. It sold 12." (holders.py)
        subject = subject or it_adverb_subject(cur, ctx)  # v22: "It also has 85 books." (it_adverbs.py, ADR 0511)
    if subject is None and parse_animal_loss(cur, ctx, ops):
        return inherited
    if subject is None:
        if inherited is not None and (cur.sense("verb") or cur.sense("fn:need") or cur.sense("fn:not")
                                      or cur.sense("fn:miss")  # v8: "…, but missed 35" (missed.py)
                                      or cur.sense("fn:increase") or cur.sense("fn:decrease")  # v13 (increased_events.py)
                                      or at_plan(cur)):  # v9: "…, and plans to go to 16 games" (plans.py)
            subject = inherited
        else:
            raise unparsed(cur, "statement.subject", "no subject the grammar knows")
    ctx.subject = subject
    ctx.subject_sentence = cur.sentence.index  # v7: possessives bind to it in this sentence only (antecedents.py)
    if ctx.after_doing is not None:  # v13: the doing before the clause's own events (after_doing.py, ADR 0263)
        ops.append(doing_op(cur, ctx, subject, ctx.after_doing, ops))
        ctx.after_doing = None
    if subject not in ctx.subjects:
        ctx.subjects.append(subject)
    skip_circumstance_words(cur)
    # speed (ADR 0460): each try below first tests a word or class at ``pos`` (or a class anywhere: the rest) and
    # answers False without reading on when it is not there; one that answers False puts ``pos`` back, so ``here``
    # stays the dict at ``pos`` (``sense(cls)`` is ``here.get(cls)``). take_rest_use needs a ``fn:remainder``
    # sense, parse_intended_partition a "to" after its verb, parse_ability_rate "can"/"could" here
    here = cur.here()
    ws = cur.wordset
    if not start_words(cur.lex)[1].isdisjoint(ws) and take_rest_use(cur, ctx, ops, subject):
        return subject  # v8: "decided to use the rest to make pies" (rest_use.py)
    if "fn:consume" in here and take_use_each(cur, ctx, ops, subject):
        return subject  # v9: "used 7 cups of flour on each one" (uses_each.py)
    if "verb" in here and "to" in ws and parse_intended_partition(cur, ctx, ops, subject):
        return subject  # v8: "wants to split … into groups of 6" (intended_partitions.py)
    if cur.pos < cur.end and cur.words[cur.pos] in ABILITY_MODALS and parse_ability_rate(cur, ctx, ops, subject):
        return subject  # v6: "she can finish 8 problems in an hour" (abilities.py)
    if "fn:average" in here and parse_average_rate(cur, ctx, ops, subject):
        return subject  # v11: "averages 12 points per game" (averages.py, ADR 0195)
    need = cur.take("fn:need")
    if need is not None:
        if not parse_goal(cur, ctx, ops, subject, need):
            raise unparsed(cur, "statement.goal", "expected what is needed (needs [to V] N things)")
        # v9: "needed 16 total for a complete collection" (goal_purposes.py); v13: "needs 125 rocks to complete
        # the border" (finishing_goals.py)
        take_goal_purpose(cur, ctx, subject, ops[-1]) or take_finishing_goal(cur, ctx, subject, ops[-1])
        skip_circumstance_words(cur)
        circ = Circumstances()
        read_circumstances(cur, ctx, circ)
        if circ.to or circ.source or circ.with_:
            raise unparsed(cur, "statement.goal", "a goal with to/from/with")
        if circ.place:  # v7 red4a: "had to cut down 2 trees in the forest": where the task is (finished_tasks.py)
            ops[-1] = msgspec.structs.replace(ops[-1], place=circ.place)
        return subject
    if cur.peek_word() == "will" and cur.sense("verb", cur.pos + 1):
        # future tense ("workers will plant 6 trees today"); could/might/should stay unread (hypothetical)
        cur.pos += 1
        ctx.future = True
        ctx.future_sentences.add(cur.sentence.index)
        skip_circumstance_words(cur)
    elif not cur.lex.first_words.get("fn:plan", _NO_WORDS).isdisjoint(cur.wordset) and take_plan(cur, ctx):
        # v9: "plans to go to 16 games next month" is a future event (plans.py); speed (ADR 0460): it needs a
        # ``fn:plan`` sense here, none without one of that class's start words (``lex.first_words``)
        skip_circumstance_words(cur)
    elif take_wish_plan(cur, ctx, ops, subject):  # v13: "wants to buy 68 more fish" under "would" (wished_gains.py)
        skip_circumstance_words(cur)
    # speed (ADR 0460): the three classes asked at ``pos`` from one dict (``sense(cls)`` is ``here.get(cls)``), looked
    # up again after a try that ran and answered False (it may have moved nothing, but that is not relied on)
    here = cur.here()
    if "fn:done" in here:
        if parse_done_part(cur, ctx, ops, subject):
            return subject  # v6: "She finished 20 of them"
        here = cur.here()
    if "fn:not" in here:
        if take_todo_undone(cur, ctx, ops, subject):
            return subject  # v6: "but forgot to mow 7 of them" (todo.py)
        here = cur.here()
    if "fn:miss" in here and take_missed(cur, ctx, ops, subject):
        return subject  # v8: "went to 36 games this year, but missed 35" (missed.py)
    if cur.pos < cur.end and cur.words[cur.pos] in USE_FORMS:  # speed (ADR 0460): its first test (``peek_word``)
        take_money_use(cur, ops)  # v8: "used the money he earned to buy 7 books" is "bought 7 books" (money_use.py)
    take_wished_act(cur, ctx)  # v11: "If he wanted to sell …, how much could he earn?" (wished_acts.py)
    # speed (ADR 0460): take_changed_event answers False only without an increase/decrease sense here, and
    # parse_filled without a ``fn:fill`` sense here, both before reading anything; with a change word here the first
    # returns True or raises, so ``here`` is still the dict at ``pos`` when the second is asked
    here = cur.here()
    if ("fn:increase" in here or "fn:decrease" in here) and take_changed_event(cur, ctx, ops, subject):
        return subject  # v13: "increased her honey harvest by 6085 pounds" (increased_events.py, ADR 0260)
    if "fn:fill" in here and parse_filled(cur, ctx, ops, subject):
        return subject  # v13: "filled a bucket with 0.8 gallon of water" (filled_containers.py)
    verb_at = cur.pos
    verb = read_verb(cur)
    if verb is None:
        raise unparsed(cur, "statement.verb", "expected a verb of the pack after the subject")
    skip_circumstance_words(cur)
    if parse_poured_out(cur, ctx, ops, subject, verb):  # v13: "poured out 0.2 gallon of the water" (filled_containers.py)
        return subject
    if parse_taken_out(cur, ctx, ops, subject, verb):  # v19: "took out 23 crayons" of the one container (taken_out.py, ADR 0434)
        return subject
    verb = take_out_particle(cur, verb)  # v19: "gave out 175 pencils" is "gave away 175 pencils" (away_particles.py, ADR 0434)
    if verb.category == "observe" and cur.words[verb_at] in ("had", "has", "have"):
        # perfect tense: "had saved up 21 dollars", "has already read 147 pages"
        main = cur.sense("verb")
        if main is not None and main.entry.category != "observe":
            verb = read_verb(cur)
            skip_circumstance_words(cur)
            if not is_pile_work(ctx, verb, subject):  # v6: "had already graded 8 of them" (todo.py)
                perfect_partitive_loss(cur, verb)  # v6: "he has read 9 of them"
    # speed (ADR 0460): with no pile of work told (``ctx.todos`` empty) take_todo_work answers False at once
    if ctx.todos and take_todo_work(cur, ctx, ops, subject, verb):
        return subject  # v6: "graded 7" of a pile of work (todo.py)
    check_purpose_verb(cur, ctx, verb)  # v6: "had 12 shirts to wash … washed 5" (trailing.py)
    cat = verb.category
    if cat == "put" and take_sale_offer(cur, ctx, ops, verb):
        pass  # v9: "put them on sale" moves nothing (sale_offers.py, ADR 0146)
    elif cat == "put" and parse_put_rate(cur, ctx, ops, verb):
        pass  # "puts 4 pencils in each box": how many go into one box, a rate (rates.py)
    elif cat in ("put", "divide", "transfer_out") and parse_partition(cur, ctx, ops, subject, verb):
        circ = Circumstances()
        read_circumstances(cur, ctx, circ)
        if circ.to or circ.source or circ.with_:
            raise unparsed(cur, "statement.partition", "a partition with a to/from/with phrase")
    elif cat == "observe":
        take_has_with(cur, verb, verb_at)  # v10: "Aaron has with 5 cards" is "has 5 cards" (has_with.py, ADR 0184)
        # speed (ADR 0460): parse_undone_groups needs a thing with one ``of:`` qualifier, which only an "of" gives; it
        # answers False after reading a number and an item (``_same_item_next``: the comparison's read of them comes
        # next, at the same place, and does the same)
        if _same_item_next(cur) or not parse_undone_groups(cur, ctx, ops, subject, verb):  # v6: "still had 5 pages of problems to do"
            parse_observe(cur, ctx, ops, subject, verb)
    elif cat in GAIN or cat in LOSS or cat in ("transfer_out", "transfer_in", "put"):
        parse_action(cur, ctx, ops, subject, verb)
    elif cat == "multiply":
        parse_scale(cur, ctx, ops, subject, verb, Fraction(verb.factor))
    elif cat == "divide":
        parse_divide(cur, ctx, ops, subject, verb)
    elif cat == "scene" and take_work_span(cur, ctx, ops, subject, verb):
        pass  # v11: "On Monday he worked 7 hours": time spent on an activity (work_spans.py, ADR 0189)
    elif cat == "scene" and take_done_right(cur, ctx, ops, subject, verb):
        pass  # v11: "answered 5 questions correct in the first half …" (worth.py, ADR 0189)
    elif cat == "scene" and take_cut_flowers(cur, ctx, ops, subject, verb, parse_action):
        pass  # v12: "cut some roses from her flower garden" is gathering them (cut_flowers.py, ADR 0232)
    else:
        raise unparsed(cur, "statement.verb", f"verb category {cat!r} cannot follow an entity here")
    return subject


def _indefinite_place_subject(cur: Cursor, ctx: Context) -> str | None:
    """``A restaurant served 9 pizzas`` / ``A pet shelter had 9 puppies``: an indefinite place noun as
    the subject introduces a new neuter entity (``the restaurant`` afterwards). A word that is also a
    unit (``a box``, ``a worksheet``) is not read: ``A box has 6 pens`` may be a rate per box. An
    indefinite names a NEW referent, so one that repeats an entity already in play refuses."""
    got = noun_run(cur, cur.pos + 1, ("place",))
    if got is None or got[1].form != "sg" or any(s.cls == "unit" for s in cur.senses(got[2] - 1)):
        got = noun_run(cur, cur.pos + 1, ("unit",))  # v6: "A shelter had 9 puppies when …" (paces.py)
        if got is None or got[1].form != "sg" or got[1].entry.id in cur.lex.person_units \
                or not episode_ahead(cur, got[2]):
            return None
    entity = f"the {got[1].entry.singular}"
    if entity in ctx.entities:
        raise unparsed(cur, "statement.subject", f"'a {got[1].entry.singular}' after {entity!r} was named")
    if not cur.sense("verb", got[2]) and cur.peek_word(got[2] - cur.pos) != "will":
        return None
    cur.pos = got[2]
    return ctx.introduce(entity, "n")


def _same_item_next(cur: Cursor) -> bool:
    """speed (ADR 0460): True only where the number and item read at ``pos`` (if any) are read there again next, and
    the read gives the same: no "of" in the sentence (so ``read_item`` reads no substance, no product, no ``of it``:
    it reads nothing any read leaves — it notes its unit and kinds, lists its item and comma chain, where a list
    kept twice is read as once — and returns, or raises, the same at the same place again), and neither "as" (a
    fraction factor, ``as many``) nor "the" here (``the same number of``): parse_comparison then reads the number
    and its item here first (parse_observe's quantity list does in any case)."""
    ws = cur.wordset
    return "of" not in ws and "as" not in ws and (cur.pos >= cur.end or cur.words[cur.pos] != "the")


def parse_observe(cur, ctx, ops, subject, verb) -> None:
    si = cur.sentence.index
    start = cur.pos
    ws = cur.wordset
    # speed (ADR 0460): no comparison without one of its words: a fraction factor or ``as many`` needs "as", the
    # number form "times" or "more"/"fewer" (then "than"), the multiplier form a multiplier here, ``the same number``
    # "the" here; without them parse_comparison returns None having read (at most) the number and its item here,
    # which the quantity list below reads again, at the same place and with the same result (``_same_item_next``)
    if _same_item_next(cur) and start_words(cur.lex)[4].isdisjoint(ws) and "multiplier" not in cur.here():
        cmp = None
    else:
        cmp = parse_comparison(cur, ctx, subject, verb, si, ops)
    if cmp is not None:
        ops.append(cmp)
        _take_second_comparison(cur, ctx, ops, subject, verb, si, cmp)
        return
    cur.pos = start
    # speed (ADR 0460): the appositive needs a comma after the quantity; without one in the sentence it answers False
    # having read the number and item here, which the quantity list below reads again the same way when there is no
    # "of" (``_same_item_next``'s reasons; the comparison has read them here already, or is skipped the same way)
    if ("," in ws or "of" in ws) and take_appositive_comparison(cur, ctx, ops, subject, verb, si):
        return  # v16: "Sam has 12 apples, 4 more than Tom." (appositive_comparisons.py, ADR 0332)
    take_total_of(cur) or take_stock_of(cur)  # v6: "has a total of 7422 customers" (coordination.py); v13: "a supply of"
    qs = read_quantity_list(cur, ctx)
    if qs is None:
        qs = read_one_of(cur, ctx)  # v17: "has a box of 12 crayons", "a pair of shoes" (one_of_holdings.py, ADR 0366)
    if qs is None:
        # "Daniel had some noodles." / "Jason had Pokemon cards.": a holding of an unknown amount
        qs = read_unknown_amount(cur, ctx)
    own_place = ""
    if qs is None and (placed := take_place_with(cur, ctx, subject, verb)) is not None:
        qs, own_place = placed  # v13: "Lucy has an aquarium with 212 fish" (owned_places_with.py)
    if qs is None:
        raise unparsed(cur, "statement.possession", "expected a quantity after the verb")
    qs = take_people_kind(cur, qs)  # v13: "has 14797 bathing suits for men" (kinds_for_people.py, ADR 0260)
    cur.take("fn:rest")  # "now has 276 cards left": the holding is 276 ("combined"/"in all" stay unread)
    take_holding_total(cur, qs)  # v6: "Now she has 2778 marbles all together": one quantity (trailing.py)
    if len(qs) == 1 and qs[0][0] is not None:
        take_contact_relative(cur, ctx, subject)  # v6: "had 9 tables he was waiting on" (contact_relatives.py)
        take_expected_persons(cur, ctx, qs)  # v12: "has 252 guests coming to his party" (expected_guests.py, ADR 0236)
    if len(qs) == 1 and qs[0][0] is not None:
        if "with" in cur.wordset:  # speed (ADR 0460): it reads nothing (puts ``pos`` back) without a "with" next
            take_with_each(cur, ctx, ops, qs[0][1], "fn.each")  # "9 tables, with 2 men at each table" (rates.py)
        take_of_count(cur, ctx, ops, qs[0][1])  # v7: "had a box of 479 crayons" (measures.py)
    circ = Circumstances()
    if not take_on_itself(cur, ctx, subject):  # v8: "The team had 28 boys and 4 girls on it" (holders.py)
        read_circumstances(cur, ctx, circ)
    at = cur.pos
    todo = cur.sense("verb", at + 1).entry.id if take_object_purpose(cur, ctx) else ""  # v6 (trailing.py)
    todo = todo or implied_pile(cur, ctx, ops, subject, qs)  # multi5: "had 14 bags, but didn't recycle 5 of them" (todo.py)
    if circ.to or circ.source:
        raise unparsed(cur, "statement.possession", "a possession does not take to/from")
    for value, item in qs:
        amount = ctx.new_unknown() if value is None else fmt(value)
        ops.append(Op(kind="hold", lemma=verb.id, sentence=si, actor=subject, item=item, amount=amount,
                      place=own_place or circ.place))
    if own_place and circ.place:
        raise unparsed(cur, "statement.possession", "a place of its own and another place")
    if todo:
        note_todo(ctx, ops, todo, subject, qs, si)  # v6: "had 34 worksheets to grade" is a pile of work (todo.py)


def parse_comparison(cur, ctx, subject, verb, si, ops=None) -> Op | None:
    """``N more/fewer U than E`` / ``twice|half|N times as many U as E``; with the story's ``ops``, ``as E``
    may be left unsaid when the story told one holder (elided_compared.py, ADR 0366)."""
    start = cur.pos
    if ops is not None and take_same_number(cur):
        # v17: "Ann has the same number of apples [as Tom]" is "as many apples as Tom" (ADR 0366)
        return _as_many(cur, ctx, subject, verb, si, Fraction(1), ops, counted=True)
    if (part := take_fraction_factor(cur)) is not None:
        # v17: "Jo has a third as many beads as Ivy" (fraction_multiples.py, ADR 0366)
        return _as_many(cur, ctx, subject, verb, si, part, ops)
    num = read_number(cur)
    if num is not None:
        value, money_unit = num
        item = Item(unit=money_unit) if money_unit else read_item(cur, ctx)
        if cur.sense("fn:times"):
            cur.pos += 1
            if cur.sense("fn:more") or cur.sense("fn:fewer"):
                raise unparsed(cur, "statement.comparison", "'N times more/less' is ambiguous",
                               Reason.UNSUPPORTED_FORM, "frame.comparison")
            return _as_many(cur, ctx, subject, verb, si, value, ops)
        direction = cur.take("fn:more") or cur.take("fn:fewer")
        if direction is None:
            cur.pos = start
            return None
        if item is None:
            item = read_item(cur, ctx)
        if not cur.take("fn:than"):
            cur.pos = start
            return None
        sign = "" if direction.cls == "fn:more" else "-"
        if (scaled := take_offset_multiple(cur, ctx, subject, verb, si, item, money_unit, sign + fmt(value),
                                              _as_many)) is not None:
            return scaled  # v16: "3 more than twice as many cards as Sam" (offset_multiples.py, ADR 0332)
        ref = read_entity(cur, ctx)
        if ref is None:
            raise unparsed(cur, "statement.comparison", "expected the entity compared with")
        if item is None:
            item = Item(unit=ctx.elided_unit(cur))
        if ref == subject:
            raise unparsed(cur, "statement.comparison", "an entity compared with itself", Reason.UNSUPPORTED_FORM,
                           "frame.comparison")
        _take_same_verb(cur, start)  # v17: "Bob had 5 more apples than Ann had." (ADR 0365)
        _finish(cur)
        return Op(kind="compare_add", lemma=verb.id, sentence=si, actor=subject, item=item,
                  amount=sign + fmt(value), target=ref)
    mult = cur.take("multiplier")
    if mult is not None:
        return _as_many(cur, ctx, subject, verb, si, cur.lex.number_value[mult.entry.id], ops)

    if cur.sense("fn:as") and cur.sense("fn:quantity_question", cur.pos + 1) and cur.peek_word(2) != "as":
        # v16 (ADR 0344): "Tom has as many apples as Sam": once as many (not "as many as 5", left as before)
        return _as_many(cur, ctx, subject, verb, si, Fraction(1))
    return None


def _as_many(cur, ctx, subject, verb, si, factor: Fraction, ops=None, counted=False) -> Op:
    if counted:
        pass  # "the same number of" already taken (elided_compared.take_same_number)
    elif cur.take_word("the") and cur.take("fn:quantity_noun") and cur.take_word("of"):
        pass  # "twice the number of apples as Sam"
    elif not (cur.take("fn:as") and cur.take("fn:quantity_question")):
        raise unparsed(cur, "statement.comparison", "expected 'as many … as'")
    item = read_item(cur, ctx)
    if counted and item is None:
        raise unparsed(cur, "statement.comparison", "'the same number of' what?")
    if not cur.take("fn:as"):
        if ops is None:
            raise unparsed(cur, "statement.comparison", "expected 'as' before the compared entity")
        # v17: "Her brother has 3 times as many [marbles]." — as the one holder told (elided_compared.py, ADR 0366)
        unit = item.unit if item is not None else ctx.elided_unit(cur)
        ref, item = elided_compared(cur, ops, subject, item, unit)
        return Op(kind="compare_mul", lemma=verb.id, sentence=cur.sentence.index, actor=subject,
                  item=item, factor=fmt(factor), target=ref)
    ref = read_compared(cur, ctx, subject)
    if item is None:
        item = Item(unit=ctx.elided_unit(cur))
    _finish(cur)
    return Op(kind="compare_mul", lemma=verb.id, sentence=cur.sentence.index, actor=subject, item=item,
              factor=fmt(factor), target=ref)


def _take_second_comparison(cur, ctx, ops, subject, verb, si, first: Op) -> None:
    """v17 (ADR 0365): ``Tom has 3 more apples than Ann and 2 fewer apples than Bob.``: a second comparison of the
    same subject after ``and`` (a number or a multiplier, then ``than|as`` later) stopped as a clause opening with
    a number. Read as the same holder compared again; with another holder than the first's. Anything that is not
    a whole comparison is left (the cursor back at ``and``) and refuses as before."""
    if cur.peek_word() != "and" or cur.pos + 1 >= cur.end or not ({"than", "as"} & set(cur.words[cur.pos:cur.end])):
        return
    at = cur.pos
    if cur.sense("num", at + 1) is None and cur.sense("number", at + 1) is None and cur.sense("multiplier", at + 1) is None:
        return
    cur.pos += 1
    second = parse_comparison(cur, ctx, subject, verb, si)
    if second is None:
        cur.pos = at
        return
    if second.target == first.target or second.item != first.item:
        raise unparsed(cur, "statement.comparison", "a second comparison with the same holder, or of other things",
                       Reason.AMBIGUOUS_REFERENCE, "frame.comparison")
    ops.append(second)


def _take_same_verb(cur: Cursor, start: int) -> None:
    """v17 (ADR 0365): ``Bob had 5 more apples than Ann had.``: the statement's own verb word (``had`` after
    ``had``, ``has`` after ``has``) repeated after the compared holder, closing the sentence, says nothing more
    and is consumed; another tense (``has … than Ann had``: Ann's at another time?) is left, and refuses."""
    if start < 1 or cur.pos + 1 != cur.end or cur.words[start - 1] not in ("has", "had"):
        return
    if cur.peek_word() == cur.words[start - 1]:
        cur.pos += 1


def _finish(cur: Cursor) -> None:
    skip_circumstance_words(cur)


def _partitive(cur: Cursor, start: int) -> bool:
    """Whether the object read from ``start`` is ``N of them`` / ``N of the X`` / ``N of her X``:
    an ``of`` before any unit word (``3 bags of chips`` is a unit with its substance)."""
    if "of" not in cur.wordset:
        return False  # speed (ADR 0460): no "of" to find (the loop's ``sense`` calls only tag)
    for i in range(start, cur.pos):
        if cur.words[i] == "of":
            return True
        if cur.sense("unit", i) is not None:
            return False
    return False


def parse_action(cur, ctx, ops, subject, verb) -> None:
    indirect = ""
    if verb.category == "transfer_out":
        start = cur.pos
        ent = read_object_pronoun(cur, ctx, subject) or read_entity(
            cur, ctx, pronouns=cur.sense("fn:possessive") is not None and cur.sense("person", cur.pos + 1) is not None)
        if ent is not None and not ent.startswith("the "):
            indirect = ent
        else:
            cur.pos = start
    # speed (ADR 0460): the delivery head is "a|another <delivery> with": without a "with" it answers False, pos put back
    delivered = verb.category in GAIN and "with" in cur.wordset and take_delivery_head(cur)  # v9: "got a shipment with 10 bears in it" (deliveries.py)
    amount_at = cur.pos
    if not cur.lex.first_words.get("fn:queue", _NO_WORDS).isdisjoint(cur.wordset):  # speed (ADR 0460): no queue
        refuse_person_in_line(cur)  # v11: "Tom got in line" is no gain of lines (queues.py)  # word, no refusal
    got = read_rest(cur, ops, subject) if verb.category in LOSS + ("transfer_out",) and not delivered \
        and cur.words[cur.pos:cur.end].count("rest") == 1 else None  # v17: "gave the rest to Ann" (rest_objects.py, ADR 0363)
    if got is None and not delivered and not start_words(cur.lex)[2].isdisjoint(cur.wordset):
        # v17: "twice as many as on Monday": a multiple of the holder's earlier event (event_multiples.py, ADR 0366)
        # speed (ADR 0460): it needs "as" (a ``fn:as`` sense) after the factor; without one of that class's start words
        # in the sentence it answers None having read nothing (its factor is read without effects and put back)
        got = read_event_multiple(cur, ctx, ops, subject, verb)
    if got is None and verb.category == "put":
        got = read_placed_them(cur, ops, subject)  # v17: "… cut 16 roses and put them in the vase" (placed_them.py)
    if got is None and verb.category in LOSS + ("transfer_out",) and not delivered and "many" in cur.wordset:
        got = read_times_as_many(cur, ops, subject, verb.id)  # v17: "She gave twice as many apples to Cy" (rest_objects.py)
    if got is None:
        got = read_amount(cur, ctx, subject, fractions=True)
        check_rest_told(cur, ops, subject, got, amount_at)  # v17: "half of the rest" (fraction_rests.py, ADR 0366)
    if got is not None and is_fraction(got[0]) and (verb.category not in LOSS + ("transfer_out",) or delivered):
        # v14: "bought half of them": half of whose? only a loss or a giving away takes from the actor (ADR 0282)
        raise unparsed(cur, "statement.object", "a fraction of a holding with a verb that does not take from the actor",
                       Reason.UNSUPPORTED_FORM, "frame.fraction_of")
    if got is None and not delivered and not indirect and verb.category in LOSS:
        got = read_kind_object(cur, ctx, ops, subject)  # v11: "sell the working games" (kind_objects.py)
    if got is None and not delivered and not indirect and take_place_object(cur, ops, verb, ctx.place_objects):
        return  # v9: "Mike joined his school's band": a scene (place_objects.py)
    if got is None:
        raise unparsed(cur, "statement.object", "expected a quantity as the object of the verb")
    got = take_result_colour(cur, ctx, verb, got, None)  # v13: "dyed 61921 yards of silk green" (resultative_colours.py, ADR 0270)
    if delivered and not take_in_it(cur):
        raise unparsed(cur, "statement.object", "a delivery's quantity not closed by 'in it'")
    if verb.category in GAIN and got[2] in ("", subject) and _partitive(cur, amount_at):
        skip_circumstance_words(cur)
        if take_needed_work(cur, ctx, ops, subject, verb, got):  # v8: "installed 5 of them" (needed_work.py)
            return
        if take_contents_work(cur, ctx, ops, subject, verb, got):  # v8: "colored 44 of the pictures" (todo.py)
            return
        if take_own_part_work(cur, ctx, ops, subject, verb, got):  # v13: "he has read 9 of them" (own_part_work.py)
            return
        # "picked 5 of them", "found 3 of his marbles": a part of things already in the story is
        # not new — it moves from (or stays with) whoever holds them, which this frame cannot tell
        # ("bought 13 of Mike's cards" names the holder: a transfer, read below)
        raise unparsed(cur, "statement.object", "a gain of a part of things already there",
                       Reason.UNSUPPORTED_FORM, "frame.partitive_gain")
    others_part = False
    if verb.category in LOSS + ("transfer_out",) and not got[2] and got[1] is not None \
            and (is_fraction(got[0]) or _partitive(cur, amount_at)) \
            and (any(op.item is not None and op.item.unit == got[1].unit and (op.target if op.kind == "transfer"
                     else op.actor) not in ("", subject) for op in ops if op.kind in ("hold", "gain", "transfer"))
                 or boxed_by_others(ops, got[1].unit, subject)):  # v15 red team: bags of them (boxed_holders.py)
        # red2b: "The teacher has 30 apples. Sam has 5 apples. Sam ate 3 of them.": of Sam's or of the teacher's?
        # (v6 took Sam's and answered 30 for the teacher)
        others_part = eats_others_part(verb, ops, subject, got[1].unit)  # v11: "Todd ate 8 of them" (others_parts.py)
        if not others_part and not part_of_received(cur, ops, subject, got[1].unit, amount_at, got[0]):
            # v18: "She gave 5 to Bill. Bill gave 2 of them to Cy." — the batch Bill just got (received_parts.py)
            raise unparsed(cur, "statement.object", "a part of things that more than one holder has",
                           Reason.AMBIGUOUS_REFERENCE, "entity_binding")
    if got[0].startswith("all-but:") and verb.category in LOSS + ("transfer_out",):
        take_one_container(ops, subject, got[1], cur.sentence.index, ctx.one_rates)  # v8: "a box had 9 bars … sold all but 4" (rates.py)
    if got[0].startswith("all-but:") and verb.category not in LOSS + ("transfer_out", "put"):
        # "picked all but 3 apples": all but 3 of whose? only a loss or a giving away says it is the actor's
        raise unparsed(cur, "statement.object", "'all but N' with a verb that does not take from the actor",
                       Reason.UNSUPPORTED_FORM, "frame.all_but")
    # speed (ADR 0460): a rate object goes on with "for each", "in", "per", "a", "an", "every" or "each" here
    # (unit_rates.parse_rate_object's tests): with another word here it answers False having read nothing
    # (a thing read as None goes in as before: its first test fails on it the same way)
    if (got[1] is None or cur.pos < cur.end and cur.words[cur.pos] in _RATE_WORDS) \
            and parse_rate_object(cur, ctx, ops, subject, verb, got, amount_at):  # v6: "spent 5 dollars a week" is a rate
        return
    # speed (ADR 0460): parse_spent_on answers False for a verb not of category negative, having moved nothing but
    # past a "total" (skip_total_word: none without the word)
    if (verb.category == "negative" or "total" in cur.wordset) \
            and parse_spent_on(cur, ctx, ops, subject, verb, got):  # v6: "spent $6 on a toy, $5 on marbles" (spending.py)
        return
    purchase = verb.category == "positive"
    objects = [(*got, _price_tail(cur, ctx, verb, got[1]) if purchase else None)]
    sold_at = None
    if verb.id == SALE and got[1] is not None and got[2] in ("", subject):
        sold_at = sale_price_op(cur, verb, got[0], got[1], _price_tail(cur, ctx))  # v11: "sold 8 games for $7 each" (sale_prices.py)
    gerund = unit_of_money(got[1]) and take_money_gerund(cur)
    if gerund:  # v6: "made 14 dollars mowing lawns and 31 dollars weed eating": the list is money only
        objects.extend((*more, None) for more in money_list(cur, ctx, got[1]))
    elif got[1] is not None:
        # speed (ADR 0460): the list needs a manner gerund here (an ``activity`` sense), None without one of its start words
        more = counted_gerund_list(cur, got[1], got[2]) \
            if not start_words(cur.lex)[3].isdisjoint(cur.wordset) else None  # v11: "won 32 tickets playing X and 25 tickets playing Y"
        if more:
            objects.extend((*m, None) for m in more)
            gerund = True
    while not gerund:
        # "found 49 seashells and 48 starfish": one action, several objects
        save = cur.pos
        skip_circumstance_words(cur)  # "3 trees today and 2 trees tomorrow": the time words change nothing
        skipped = cur.pos > save  # … to a sum; which object they belong to is not kept (v6: see below)
        mark = cur.pos
        cur.take("punct:,")
        cur.take_word("and") or cur.take("fn:as_well_as")  # v13: "0.625 scoop … as well as 0.25 scoop …" (ADR 0262)
        starts = cur.sense("num") or cur.sense("money") or (objects[-1][3] and cur.peek_word() in ("a", "an"))
        if starts and bare_number_with_circumstance(cur):  # red2b: "ate 3 apples and 2 in the morning"
            starts = None  # a gapped clause (gapping.py), not one more object sharing the clause's time
        nxt = read_amount(cur, ctx, subject) if cur.pos != mark and starts else None
        if nxt is None or cur.sense("fn:be") or cur.sense("verb"):
            cur.pos = save
            break
        nxt = take_result_colour(cur, ctx, verb, nxt, objects[-1][1])  # v13: "and 49500 yards pink" (resultative_colours.py)
        objects.append((*nxt, _price_tail(cur, ctx, verb, nxt[1]) if purchase else None))
        if skipped:
            # v6: "picked 12 apples in the morning and 7 at the orchard" answered 19 to "at the orchard"
            ctx.unattributed = True
    if delivered and len(objects) > 1:
        # "got a shipment with 3 bears in it and 7 bears in the box": 7 more got, or 7 more in the shipment?
        raise unparsed(cur, "statement.object", "a delivery followed by more things got (ADR 0142)")
    rate = take_rate_tail(cur, ctx)  # v6: "wandered 4 kilometers at 2 kilometers per hour"
    if len(objects) > 1 and any(o[3] for o in objects) and not all(o[3] for o in objects):  # one object: agree (ADR 0267)
        raise unparsed(cur, "statement.object", "some things bought with a price and some without")
    if len(objects) == 1 and objects[0][1] is not None and not objects[0][3]:
        if "with" in cur.wordset:  # speed (ADR 0460): it reads nothing (puts ``pos`` back) without a "with" next
            take_with_each(cur, ctx, ops, objects[0][1], "fn.each")  # "bought 4 bags with 9 cookies in each bag"
        take_of_count(cur, ctx, ops, objects[0][1])  # v7: "got a box of 479 crayons" (measures.py)
    if rate is None and sold_at is None:
        verb = take_after_object(cur, verb, indirect)  # v17: "gave 2 kittens away", "gave 4 pens back to Sam" (away_particles.py, ADR 0363)
    circ = Circumstances()
    if verb.category in LOSS and len(objects) == 1 and objects[0][2] in ("", subject):
        circ.place = take_from_own_place(cur, ctx, ops, subject, objects[0][1])  # v9: "deleted 5 songs from it" (own_places.py)
    take_peoples_meal(cur, ctx)  # v9: "ordered 42 apples for students lunches" (wanted_shares.py)
    take_added_to(cur, ctx, verb, circ)  # v13: "added 0.3 cup of raisins to a batch of trail mix" (added_to.py)
    read_circumstances(cur, ctx, circ)
    if not circ.place and subject in ctx.home and verb.category in GAIN + LOSS:
        # "Park workers will plant 6 trees": the park is where it happens
        circ.place = ctx.home[subject]
    if others_part:
        op = others_part_op(cur, subject, verb, circ, objects, rate)
        if op is None:
            raise unparsed(cur, "statement.object", "a part of someone else's things, with more in the clause",
                           Reason.AMBIGUOUS_REFERENCE, "entity_binding")
        ops.append(op)
        return
    if sold_at is not None:
        if len(objects) != 1 or rate is not None:
            raise unparsed(cur, "statement.object", "a sale with a price and more things or a rate")
        ops.append(sold_at)
    priced = [item for _, item, _, price in objects if price is not None and item is not None]
    # v15 (ADR 0317): "2 pounds of apples at $3 per pound and 3 pounds of pears at $2 per pound": the price table is
    # kept per unit, so one unit bought with other things inside at two prices fixes no unit price (paid, not priced)
    unpriced = {it.unit for it in priced if any(o.unit == it.unit and o != it for o in priced)}
    ctx.two_price_units |= unpriced
    for amount, item, owner, price in objects:
        _action_op(cur, ops, subject, verb, indirect, circ, amount, item, owner)
        if price is not None:
            _purchase_ops(cur, ops, subject, verb, amount, item, price, priced=item is None or item.unit not in unpriced)
    if verb.category == "put" and len(objects) == 1:
        settle_more_put(cur, ctx, ops)  # v9: "put 2 more in the bin" where its books are (own_places.py)
    if rate is not None:
        ops.append(rate_op(cur, subject, verb, objects, rate))


def _price_tail(cur: Cursor, ctx: Context, verb=None, item: Item | None = None) -> tuple[Fraction, bool] | None:
    """``for $9.05`` / ``for 11 cents`` / ``for $8 each`` after a bought thing → (dollars, each). v15 (ADR 0317),
    given the bought ``item``: ``at $3 each`` / ``at|for $3 per|a pound`` after ``2 pounds of apples`` (the unit
    named after the money the bought one's own, singular) is a price each; ``at $3`` alone is not read."""
    start = cur.pos
    at = False
    if not take_relative_price(cur, verb):  # v9: "a song book which was $5.84" (relative_prices.py)
        if cur.peek_word() == "at" and item is not None:
            at = True
        elif cur.peek_word() != "for":
            return None
        cur.pos += 1
    num = read_number(cur)
    if num is None:
        cur.pos = start
        return None
    value, money_unit = num
    if not money_unit:
        unit = cur.sense("unit")
        if unit is None or unit.entry.family != "money" or not unit.entry.per_base:
            cur.pos = start
            return None
        cur.pos += unit.length
        ctx.note_unit(unit.entry.id)
        value = value * Fraction(unit.entry.per_base)
    else:
        ctx.note_unit(money_unit)
    each = False
    if item is not None and cur.peek_word() in ("per", "a", "an") and cur.pos + 1 < cur.end:
        per = [s for s in cur.senses(cur.pos + 1) if s.cls == "unit"]
        after = cur.pos + 1 + per[0].length if len(per) == 1 else -1
        if after > 0 and per[0].entry.id == item.unit and per[0].form == "sg" \
                and (after == cur.end or after < cur.end and cur.words[after] in ("and", ",")):
            cur.pos += 1 + per[0].length
            each = True
    if not each:
        if at and cur.peek_word() != "each":
            cur.pos = start  # "at $3" or "at $3 per apple" after pounds: for each or for all?
            return None
        each = cur.take("fn:each") is not None
    if at and not each:
        cur.pos = start  # "at $3": for each or for all?
        return None
    return value, each


def _purchase_ops(cur, ops, subject, verb, amount, item, price, priced: bool = True) -> None:
    """A purchase with a price: the buyer's money goes down by the total; a known count fixes the unit price."""
    si = cur.sentence.index
    value, each = price
    if item.unit == "unit.dollar":
        raise unparsed(cur, "statement.object", "money bought for money")
    if each:
        if amount.startswith("?"):
            raise unparsed(cur, "statement.object", "a price each for an unknown number of things")
        total = value * Fraction(amount)
        unit_price = value
    else:
        total = value
        unit_price = None if amount.startswith("?") or amount == "all" else value / Fraction(amount)
    if unit_price is not None and priced:
        ops.append(Op(kind="price", lemma=verb.id, sentence=si, item=item, amount=fmt(unit_price)))
    ops.append(Op(kind="lose", lemma=verb.id, sentence=si, actor=subject, item=Item(unit="unit.dollar"),
                  amount=fmt(total)))


def _action_op(cur, ops, subject, verb, indirect, circ, amount, item, owner) -> None:
    si = cur.sentence.index
    cat = verb.category
    source = circ.source
    if circ.with_ and cat != "transfer_out":
        raise unparsed(cur, "statement.object", f"{verb.id} with a 'with <entity>' phrase")
    if bool(indirect) + bool(circ.to) + bool(circ.with_) > 1:  # how many are told (speed, ADR 0267: no generator)
        raise unparsed(cur, "statement.object", "two recipients")
    target = indirect or circ.to or circ.with_
    if owner and owner != subject and (cat in ("put", "transfer_out") or (cat in LOSS and target)):
        # "Henry gives all of her Skittles to Tom" (her = Bridget's): a move of someone else's things is
        # not the subject's transfer — read as one it took from Henry (red3a: v6 gave Tom Henry's 4).
        raise unparsed(cur, "statement.object", "the possessive names someone other than the giver",
                       Reason.UNSUPPORTED_FORM, "frame.object_owner")
    if cat == "put":
        if target or not circ.place:
            raise unparsed(cur, "statement.object", f"{verb.id} needs where (in/into/on a place)",
                           Reason.UNPARSED_SENTENCE, "frame.put_place")
        ops.append(Op(kind="transfer", lemma=verb.id, sentence=si, actor=subject, item=item, amount=amount,
                      target=circ.place))
        return
    if owner and owner != subject and (cat == "construct" or verb.id == "verb.find"):
        # red team (ADR 0261): "Jason painted 5 of Mary's shirts" / "washed 9 of Ann's cars": making or working on
        # someone else's things takes none of them (main read Mary as the source and answered 4 for her 9 shirts);
        # "Sara found 12 of Sam's books": found, they are still Sam's — whose are they now? (main answered Sam's − 12)
        raise unparsed(cur, "statement.object", "work on or finding someone else's things is no gain from them",
                       Reason.UNSUPPORTED_FORM, "frame.object_owner")
    if owner and owner != subject:
        # "took 233 of Sara's marbles": the named owner is the source.
        if source and source != owner:
            raise unparsed(cur, "statement.object", "two different sources")
        source = owner
    if cat == "transfer_out" or (cat in LOSS and target):
        if not target:
            raise unparsed(cur, "statement.object", f"{verb.id} needs a recipient (to …)",
                           Reason.UNPARSED_SENTENCE, "frame.transfer_target")
        if target == subject:
            raise unparsed(cur, "statement.object", "an entity giving to itself", Reason.UNSUPPORTED_FORM,
                           "frame.transfer_target")
        ops.append(Op(kind="transfer", lemma=verb.id, sentence=si, actor=subject, item=item, amount=amount,
                      target=target, place=circ.place))
        return
    if target and circ.to == target and invitation_occasion(cur, verb, item, target, indirect):
        target = ""  # ADR 0145: "invited 18 people to a luncheon": the occasion, not a recipient (invitations.py)
    if target:
        raise unparsed(cur, "statement.object", f"{verb.id} does not take a recipient")
    if cat in LOSS:
        check_loss_goal(cur, ops, verb.id, circ, item)  # v13 red team: "dropped 5 apples into the box" (loss_goals.py)
        if source:
            ops.append(_loss_from_source(cur, ops, subject, verb, source, circ, amount, item))
            return
        ops.append(Op(kind="lose", lemma=verb.id, sentence=si, actor=subject, item=item, amount=amount,
                      place=circ.place))
        return
    if source == subject:
        raise unparsed(cur, "statement.object", "an entity taking from itself", Reason.UNSUPPORTED_FORM,
                       "frame.transfer_source")
    if cat == "transfer_in" and not source:
        # "Her sister borrowed 4 dimes": from whom is implied, not said — the one other holder of dimes
        # when there is exactly one (decided when solving); otherwise refused, never guessed.
        source = ONLY_HOLDER
        take_away_own(cur, ops, subject, item)  # v6 red team 3b: "Charles has 25 … He takes 7 away" (takes.py)
    # speed (ADR 0460): may_be_own does nothing unless the verb's first form has a one-word ``fn:may_own`` sense
    if verb.forms[0] in start_words(cur.lex)[5]:
        may_be_own(cur, ops, subject, verb, item)  # red13: "took 27 pictures. He uploaded 5 pictures" / "made 59 dollars. He saved 5" (takes.py)
    check_carried_own(cur, ops, subject, item, circ.bare)  # v16 hunt_g: "had 12 books. He took 5 books to school" (carried_own.py)
    ops.append(Op(kind="gain", lemma=verb.id, sentence=si, actor=subject, item=item, amount=amount,
                  place=circ.place, source=source))


def _loss_from_source(cur, ops, subject, verb, source, circ, amount, item) -> Op:
    """``Denise removes 5 bananas from a jar`` (v5): the source loses them; nothing says the actor keeps
    them. Read only when the actor has taken no part in anything about that unit so far and no place is
    named too: ``Tom had 20 apples … ate 3 from his basket`` may be a loss of Tom's own apples, so it
    stays refused (a wrong holder would be a wrong answer)."""
    if source == subject or circ.place or source == ONLY_HOLDER:
        raise unparsed(cur, "statement.object", f"{verb.id} does not take a source")
    taken = counted_units(item, ops)
    for op in ops:
        # v15 (hunt, ADR 0306): containers of those things count ("took 1 bag of marbles from the drawer")
        if op.item is not None and counted_units(op.item, ops) & taken and subject in (op.actor, op.target, op.source,
                                                                                      op.agent, op.place):
            raise unparsed(cur, "statement.object", f"{verb.id} from a source by someone holding those things",
                           Reason.AMBIGUOUS_REFERENCE, "entity_binding")
    # the source loses them, the subject did it (agent): an event question about the source's own doing must
    # not count it (v11 red team, ADR 0190: "Jill eats 28 of his cookies. How many did Logan eat?" was 28)
    return Op(kind="lose", lemma=verb.id, sentence=cur.sentence.index, actor=source, item=item, amount=amount,
              agent=subject)


def _held_object(cur, ctx, subject) -> Item | None:
    """``his apples`` / ``the apples`` / ``them``: the object of doubles / splits."""
    poss = cur.sense("fn:possessive")
    if poss is not None:
        if poss.entry.gender not in ("m", "f"):
            return None
        i = cur.pos
        cur.pos += 1
        if ctx.resolve_possessive(poss.entry.gender, cur, i) != subject:
            raise unparsed(cur, "statement.object", "the possessive names someone else",
                           Reason.UNSUPPORTED_FORM, "frame.object_owner")
        return read_item(cur, ctx)
    if cur.take_word("the"):
        return read_item(cur, ctx)
    if cur.take_word("them"):
        return Item(unit=ctx.elided_unit(cur))
    return None


def parse_scale(cur, ctx, ops, subject, verb, factor: Fraction) -> None:
    item = _held_object(cur, ctx, subject)
    if item is None:
        raise unparsed(cur, "statement.object", f"{verb.id} needs the held things as its object")
    skip_circumstance_words(cur)
    ops.append(Op(kind="scale", lemma=verb.id, sentence=cur.sentence.index, actor=subject, item=item,
                  factor=fmt(factor)))


def parse_divide(cur, ctx, ops, subject, verb) -> None:
    si = cur.sentence.index
    start = cur.pos
    item = _held_object(cur, ctx, subject)
    explicit = None
    if item is None:
        cur.pos = start
        num = read_number(cur)
        if num is not None:
            explicit = num[0]
            item = read_item(cur, ctx) or Item(unit=ctx.elided_unit(cur))
    if item is None:
        raise unparsed(cur, "statement.object", "expected what is split")
    cur.take("fn:evenly")
    if not cur.take_word("into", "among"):
        raise unparsed(cur, "statement.divide", "expected 'into N groups'")
    num = read_number(cur)
    if num is None:
        raise unparsed(cur, "statement.divide", "expected the number of groups")
    groups = num[0]
    if not cur.take("fn:group"):
        raise unparsed(cur, "statement.divide", "expected a group noun (groups, piles …)")
    if groups == 0:
        raise unparsed(cur, "statement.divide", "split into 0 groups", Reason.DIVISION_BY_ZERO, "arithmetic.divide")
    if explicit is not None:
        # "splits 12 apples into 3 groups": the count is an observation of the holding first.
        ops.append(Op(kind="hold", lemma=verb.id, sentence=si, actor=subject, item=item, amount=fmt(explicit)))
    # "and keeps one group" is the only continuation that makes ÷G the holding.
    save = cur.pos
    if cur.take("fn:conjunction") and cur.take("fn:keep"):
        if not ((cur.take_word("one") or cur.take_word("a")) and cur.take("fn:group")):
            raise unparsed(cur, "statement.divide", "expected 'keeps one group'")
    else:
        cur.pos = save
        raise unparsed(cur, "statement.divide", "a split without saying what the holder keeps",
                       Reason.UNSUPPORTED_FORM, "frame.divide_keep")
    ops.append(Op(kind="scale", lemma=verb.id, sentence=si, actor=subject, item=item, factor=fmt(1 / groups)))


def _there_clause(cur: Cursor, ctx: Context, ops: list[Op], inherited: str | None, lead_place: str = "") -> str | None:
    """``There are 5 apples [in the box] [and 3 pears on the desk]`` (after ``there``); a leading place
    (``In the box there are 5 apples``) is the place of every holding that names none of its own."""
    si = cur.sentence.index
    if cur.peek_word() == "will":
        cur.pos += 1
    if not cur.take("fn:be"):
        raise unparsed(cur, "statement.existence", "expected is/are/was/were after 'there'")
    skip_circumstance_words(cur)
    qs = read_quantity_list(cur, ctx)
    if qs is None:
        raise unparsed(cur, "statement.existence", "expected a quantity")
    if take_seats_each(cur, ctx, ops, qs, cur.pos - 1):  # v8: "14 students and 2 seats on each bus" (seats.py)
        return inherited
    take_there_contents(cur, ctx, ops, qs)  # v14: "There are 5 rows of chairs with 6 chairs in each row" (there_contents.py)
    if len(qs) == 1 and cur.peek_word() in ("in", "on", "at") and cur.sense("fn:each", cur.pos + 1):
        # "There are 6 marbles in each box." / "… 139 ladybugs on each leaf": contents per container
        cur.pos += 2
        container = read_item(cur, ctx)
        if container is None:
            raise unparsed(cur, "statement.rate", "expected the container after 'in each'")
        if container.mods:
            # red2b: "6 marbles in each red box" beside "3 blue boxes": the rate is kept per box, so it would
            # reach boxes of any kind (v6 answered 18)
            raise unparsed(cur, "statement.rate", "a rate per container of one kind", Reason.AMBIGUOUS_REFERENCE,
                           "item_binding")
        skip_circumstance_words(cur)
        ops.append(Op(kind="per", lemma="fn.each", sentence=si, item=qs[0][1], amount=fmt(qs[0][0]),
                      target=container.unit))
        return inherited
    # v12: "Then there were 25 children altogether on the bus": the total of the one kind counted (vehicle_riders.py)
    totalled = len(qs) == 1 and total_restates_count(cur, ops, qs[0][1])
    placeless = placed = False  # a list read so far with no place of its own / with one
    last_place = ""  # the place the conjunct just read named (v13, shared_places.py)
    while True:
        qs = take_with_kind(cur, qs)  # v13: "12170 ladybugs with spots and 54912 … without spots" (with_kinds.py, ADR 0270)
        circ = Circumstances()
        ctx.last_participle = None
        # v6: "There were 10 students riding on the bus" (trailing.py). Red-team ma5 (ADR 0194): not after a
        # list with a place of its own: the participle ran to the end and took this list's place with it
        # ("46 boys on the playground and 28 girls playing games on the playground": 46 children there)
        ride_at = cur.pos
        if take_riding(cur):  # v12: "There were 10 students riding on the school bus" (vehicle_riders.py)
            read_circumstances(cur, ctx, circ)
            if not circ.place:
                cur.pos, circ = ride_at, Circumstances()
        if cur.pos == ride_at and not (not placed and take_there_participle(cur, ctx)):
            read_circumstances(cur, ctx, circ)
        # v13: "… in the program and 698 pupils, too": where the conjunct before is (shared_places.py, ADR 0264)
        shared = last_place if (not circ.place and not lead_place and last_place and not placeless
                                and take_too(cur)) else ""
        if totalled and not circ.place:
            raise unparsed(cur, "statement.existence", "a total in a 'there' count naming no place")
        if circ.to or circ.source or circ.with_:
            raise unparsed(cur, "statement.existence", "to/from/with in a 'there' statement")
        if lead_place and circ.place and circ.place != lead_place and queue_in_place(ctx, circ.place):
            # v11: "At the fair there were 9 people in line": the line is at the fair (queues.py)
            note_nested_place(ctx, si, circ.place, lead_place)
        elif lead_place and circ.place and circ.place != lead_place:
            raise unparsed(cur, "statement.existence", "two different places for one 'there' statement")
        owner = circ.place or lead_place or shared or WORLD
        last_place = circ.place
        if circ.place and placeless:
            # red-team ma5 (ADR 0194): "There were 44 boys playing games and 53 girls on the playground":
            # the place may be the boys' too (answered 53 children on the playground, on main too)
            raise unparsed(cur, "statement.existence", "a place after a list of a 'there' statement that named "
                           "none: of that list too?", Reason.AMBIGUOUS_REFERENCE, "entity_binding")
        placeless = placeless or owner == WORLD
        placed = placed or bool(circ.place)
        for value, item in qs:
            ops.append(Op(kind="hold", lemma="fn.there", sentence=si, actor=owner, item=item,
                          amount=fmt(value)))
        if ctx.last_participle is not None and len(qs) == 1:
            note_participle(ctx, ctx.last_participle[0], len(ops) - 1, ctx.last_participle[1])  # v7 (doers.py)
        # "There are 43 pencils in the drawer and 19 pencils on the desk": each list has its own place
        save = cur.pos
        cur.take("punct:,")
        if not (cur.take_word("and") and (cur.sense("num") or cur.sense("number"))):
            cur.pos = save
            return inherited
        if totalled:
            raise unparsed(cur, "statement.existence", "a list after a total in a 'there' count")
        qs = read_quantity_list(cur, ctx)
        if qs is None:
            cur.pos = save
            return inherited


def parse_each_rate(cur, ctx, ops, inherited) -> str | None:
    """``Each apple costs $2.`` / ``Each box has 6 marbles.``"""
    si = cur.sentence.index
    cur.take("fn:each")
    container = read_container(cur, ctx)
    if container is None and cur.take_word("one"):
        container = Item(unit=ctx.elided_unit(cur))
    if container is None:
        raise unparsed(cur, "statement.rate", "expected a unit after 'each'")
    take_remaining_members(cur, ctx, ops, container)  # v7: "each player left had 5 lives" (departures.py)
    take_priced_where(cur)  # v8: "Each chocolate bar in a box cost $3" (prices.py, ADR 0115)
    if take_reward_rate(cur, ctx, ops, container):  # v8: "each enemy defeated gives you 3 points" (proceeds.py)
        return inherited
    skip_modal(cur)
    verb = read_verb(cur)
    if verb is None:
        raise unparsed(cur, "statement.rate", "expected costs/has/holds after 'each <unit>'")
    if verb.category in ("observe", "contain") and parse_same_share(cur, ctx, ops, container):
        return inherited  # v6: "If each page has the same number of problems on it"
    num = read_number(cur)
    if num is None and verb.category in HAVING:
        num = read_one_thing(cur)  # v9: "Each album came with a lyric sheet" (rate_predicates.py, ADR 0144)
    if num is None:
        raise unparsed(cur, "statement.rate", "expected the rate amount")
    value, money_unit = num
    if money_unit:
        ctx.note_unit(money_unit)
    if verb.category == "cost":
        if not money_unit:
            raise unparsed(cur, "statement.rate", "a cost needs a money amount")
        _finish(cur)
        ops.append(Op(kind="price", lemma=verb.id, sentence=si, item=container, amount=fmt(value)))
        return inherited
    if verb.category == "transfer_in" and not money_unit:
        # "Each room takes 8 hours to paint": the time one V of the container takes
        item = read_item(cur, ctx)
        if item is not None and cur.at_end() and cur.lex.unit_by_id[item.unit].family == "count" \
                and container.unit not in cur.lex.person_units:
            # v8: "each pie takes 9 apples" (no "to V"): the things one container is made of, a content
            # rate as "each pie has 9 apples" (a time or money "takes" keeps needing its task; a person
            # taking things is a taking; any question but how many pies are made refuses: rates.check_made_of)
            ops.append(Op(kind="per", lemma=verb.id, sentence=si, item=item, amount=fmt(value),
                          target=container.unit, event=MADE_OF))
            return inherited
        task = _task(cur)
        if item is None or task is None:
            raise unparsed(cur, "statement.rate", "expected 'takes N <units> to <verb>'")
        _finish(cur)
        ops.append(Op(kind="per", lemma=task.id, sentence=si, item=item, amount=fmt(value), target=container.unit))
        return inherited
    if verb.category in ("observe", "contain"):
        item = Item(unit=money_unit) if money_unit else read_item(cur, ctx)
        if item is None:
            raise unparsed(cur, "statement.rate", "expected what each container has")
        rates = [(value, item)]
        if cur.peek_word() in ("and", ","):
            # "each cage has 2 parrots and 6 parakeets": one rate per listed kind
            save = cur.pos
            cur.take("punct:,")
            cur.take_word("and")
            more = read_quantity_list(cur, ctx)
            if more is None or any(unit_of_money(it) for _, it in more):
                cur.pos = save
            else:
                rates.extend(more)
        take_holding_total(cur, rates)  # v8: "a box had 9 bars total": the same per-box amount (ADR 0115)
        take_second_predicate(cur, ctx, rates)  # v9: "… and had 7 songs" (rate_predicates.py, ADR 0144)
        if cur.take_word("in", "inside", "on"):
            # "… in it": the container just named, nothing new
            if not cur.take_word("it", "each"):
                raise unparsed(cur, "statement.rate", "expected 'in it' after a per-container amount")
        _finish(cur)
        for amount, thing in rates:
            for mod in container.mods:  # red12: "Each package of socks has 2 shirts" (container_contents.py)
                if mod.startswith("of:") and contradicts(cur.lex, mod[3:], cur.words, thing):
                    raise unparsed(cur, "statement.rate", f"a container of {mod[3:]} said to hold {thing.unit}",
                                   Reason.AMBIGUOUS_REFERENCE, "item_binding")
            ops.append(Op(kind="per", lemma=verb.id, sentence=si, item=thing, amount=fmt(amount),
                          target=container.unit))
        note_qualified_rate(ctx, container.unit, container.mods)  # red16: "each pile of quarters" (qualified_rates.py)
        return inherited
    if is_gain_verb(verb) and not money_unit:
        parse_gain_rate(cur, ctx, ops, verb, value, container)  # v8: "each member … scored 6 points" (scores.py)
        return inherited
    raise unparsed(cur, "statement.rate", f"verb category {verb.category!r} is not a rate")


def _task(cur: Cursor):
    """``to paint`` → the verb (for task rates)."""
    if not cur.take_word("to"):
        return None
    return read_verb(cur)


def unit_of_money(item: Item) -> bool:
    return item.unit == "unit.dollar"


def parse_animal_loss(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """``the rabbits ate 3 of the potatoes``: a non-person agent (a plural unit noun) that eats/destroys
    things owns none of them — the one holder of the things loses them (as in a passive clause). v18 (ADR 0391):
    ``Rabbits ate …`` / ``A rabbit ate …`` too (animal_agents.py)."""
    start = cur.pos
    got = animal_agent(cur)  # v18: also "Rabbits ate …", "A rabbit ate …" (animal_agents.py, ADR 0391)
    if got is None:
        return False
    agent, cur.pos, new = got
    verb = cur.sense("verb")
    if verb is None or not ((verb.entry.category in LOSS and animal_act(cur, verb, past=new))
                            or (new and animal_take(cur, verb))):  # v23: "A squirrel took 12 nuts." (ADR 0542)
        # v18 (wrongfix, ADR 0399): "The rabbits sold 2 carrots" / "gave away" / "lost" is no eating of
        # someone's things (answered 18 for Sam); only an eating or breaking verb, in any form
        cur.pos = start
        return False
    verb = read_verb(cur)
    skip_circumstance_words(cur)
    got_amount = read_amount(cur, ctx, "", fractions=True)  # v14: "the rabbits ate half of them" (ADR 0282)
    if got_amount is None or got_amount[2]:
        raise unparsed(cur, "statement.object", "expected what the animals ate")
    amount, item, _ = got_amount
    circ = Circumstances()
    read_circumstances(cur, ctx, circ)
    if circ.to or circ.source or circ.with_:
        raise unparsed(cur, "statement.object", "an animal agent with to/from/with")
    if new and circ.place:  # v18: "Rabbits ate 13 carrots in Tom's garden": whose carrots? (animal_agents.py)
        raise unparsed(cur, "statement.object", "an animal agent with a place")
    ops.append(Op(kind="lose", lemma=verb.id, sentence=cur.sentence.index, actor="", agent=agent, item=item,
                  amount=amount, place=circ.place))
    return True
