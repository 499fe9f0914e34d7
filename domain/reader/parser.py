"""Problem-level reading: tokens → sentences → ops + question (the parsed graph)."""
from __future__ import annotations

from functools import partial
from itertools import chain
from operator import attrgetter, is_

import msgspec

from domain.reader.eaten_from_stock import settle_eaten_from_stock
from domain.reader.used_from_one import check_one_beside_holder, settle_used_from_one
from domain.reader.head_nouns import settle_head_nouns
from domain.reader.quoted_names import QUOTED
from domain.reader.told_ages import parse_told_age
from domain.reader.proceeds import check_rewards
from domain.reader.attended import check_attended_holding
from domain.reader.abilities import check_ability_event_question
from domain.reader.visited_places import parse_visited_places
from domain.reader.change_due import check_tender_question, parse_paid_after, parse_paid_with
from domain.reader.money_for import asks_change, parse_money_for
from domain.reader.priced_purchases import check_two_price_units, settle_priced_purchases
from domain.reader.wanted_purchases import asks_more_needed, check_wanted_bought, parse_wanted_purchase
from domain.reader.bill_totals import parse_bill_total, parse_total_cost
from domain.reader.period_differences import parse_period_difference, period_told
from domain.reader.timed_differences import parse_timed_difference
from domain.reader.timed_events import settle_timed_events
from domain.reader.rate_holdings import parse_rate_holding
from domain.reader.held_times import parse_held_times
from domain.reader.thing_costs import parse_thing_cost
from domain.reader.after_tails import check_after_tail, strip_after_tail
from domain.reader.wished_tails import act_out_wish
from domain.reader.told_spans import check_told_span
from domain.reader.price_differences import parse_price_difference
from domain.reader.painted_using import repair_painted_using
from domain.reader.own_part_work import check_own_part_work
from domain.reader.purchase_headings import settle_purchase_headings
from domain.reader.ages import settle_new_put, settle_old
from domain.reader.clauses import parse_statement
from domain.reader.had_before import settle_had_before
from domain.reader.wanted_goals import respell_wanted_goals
from domain.reader.trades import may_trade, respell_trades
from domain.reader.joint_totals import claims as joint_claim, parse_joint_total
from domain.reader.located_subjects import respell_located_subjects
from domain.reader.vehicle_holdings import respell_vehicle_holdings
from domain.reader.idle_wishes import idle_wish
from domain.reader.after_clauses import respell_after_clauses
from domain.reader.each_place_counts import respell_each_place_counts, respell_postures
from domain.reader.elided_comparisons import respell_elided_comparisons
from domain.reader.clause_times import check_clause_times
from domain.reader.gone_away import parse_gone_question
from domain.reader.some_departures import parse_departed_question
from domain.reader.more_pieces import settle_more_pieces
from domain.reader.either_kinds import parse_either, parse_either_count, parse_part_question
from domain.reader.restated_parts import parse_restated_part
from domain.reader.owned_holders import settle_owned_holders
from domain.reader.having_parts import check_features
from domain.reader.kept_parts import check_kept_left
from domain.reader.left_parts import check_left_after_part
from domain.reader.work_spans import check_timed_rates, span_guard
from domain.reader.worth import check_done_right
from domain.reader.graph import Graph, Op
from domain.reader.persons import check_pooled, deictic_possessive_subject, they_group_subject
from domain.reader.obligations import check_obligations
from domain.reader.contrasted_times import settle_contrasted_times
from domain.reader.group_prices import check_group_prices, parse_group_price
from domain.reader.inspections import parse_inspection
from domain.reader.damaged import check_damaged_scope
from domain.reader.counted_parts import check_counted_whole
from domain.reader.missed import check_missed
from domain.reader.built_places import settle_built_at_place
from domain.reader.released_things import settle_released_things
from domain.reader.setting_sentences import check_setting_units, is_setting, setting_unit, unknown_name_allowed
from domain.reader.holders import it_scene_subject
from domain.reader.increased_events import check_changed_events
from domain.reader.invitations import check_invitations
from domain.reader.openings import check_question_time, descriptive_prefix, possessive_subject
from domain.reader.lexicon import Lexicon
from domain.reader.finished_tasks import settle_finished_tasks
from domain.reader.performed_work import check_performed_work
from domain.reader.reworked_things import check_reworked_things
from domain.reader.answer_units import strip_answer_unit
from domain.reader.asked_pairs import split_pair
from domain.reader.fraction_subjects import repair_fraction_subjects
from domain.reader.same_number import repair_same_number
from domain.reader.the_others import respell_the_others
from domain.reader.percent_signs import respell_percent_signs
from domain.reader.number_compounds import repair_number_compounds
from domain.reader.after_gerunds import respell_after_gerunds
from domain.reader.held_for_members import repair_held_for_members
from domain.reader.same_on_each import repair_same_on_each
from domain.reader.equal_gifts import repair_equal_gifts
from domain.reader.price_goals import repair_price_goal
from domain.reader.open_kinds import check_open_kinds
from domain.reader.unplaced_kinds import check_unplaced_kinds
from domain.reader.bought_from_holder import check_bought_from_holder
from domain.reader.put_partitions import check_put_partition
from domain.reader.unsourced_gains import check_unsourced_gains
from domain.reader.more_at_times import check_more_at_times
from domain.reader.coordinate_adjectives import check_comma_kinds
from domain.reader.conditional_tasks import settle_conditional_tasks
from domain.reader.located import located_holding
from domain.reader.doers import check_doers
from domain.reader.dropped_y import repair_dropped_y
from domain.reader.ended_up import repair_ended_up
from domain.reader.made_with import repair_made_with
from domain.reader.dozens import repair_dozens
from domain.reader.book_goals import repair_book_goal
from domain.reader.coins import coin_words, repair_coins
from domain.reader.dozen_prices import repair_dozen_prices
from domain.reader.worded_group_prices import repair_worded_group_prices
from domain.reader.passive_splits import repair_passive_splits
from domain.reader.counted_each_holdings import repair_counted_each_holdings
from domain.reader.couple_titles import repair_couple_titles
from domain.reader.each_takes import repair_each_takes
from domain.reader.titled_surnames import bare_titles
from domain.reader.counted_doer_parts import repair_counted_doer_parts
from domain.reader.counted_equal_places import repair_counted_equal_places
from domain.reader.counted_fills import repair_counted_fills
from domain.reader.passive_handovers import repair_passive_handovers
from domain.reader.passive_receipts import repair_passive_receipts
from domain.reader.packed_group_prices import repair_packed_prices
from domain.reader.cut_into_counts import repair_cut_into_counts
from domain.reader.each_recipients import respell_each_recipients
from domain.reader.named_each_recipients import respell_named_each
from domain.reader.each_of_counts import respell_each_of_counts
from domain.reader.use_per_made import respell_use_per_made
from domain.reader.contents_each import respell_contents_each
from domain.reader.priced_each import respell_priced_each
from domain.reader.closing_too import respell_closing_too
from domain.reader.what_costs import respell_what_costs
from domain.reader.each_prices import respell_each_prices
from domain.reader.trailing_more import respell_trailing_more
from domain.reader.that_day import respell_that_day
from domain.reader.held_after_doing import respell_held_after_doing
from domain.reader.closing_purpose import respell_closing_purpose
from domain.reader.purpose_tails import respell_purpose_tails
from domain.reader.placed_lots import respell_placed_lots
from domain.reader.packed_lots import respell_packed_lots
from domain.reader.month_spans import respell_month_spans
from domain.reader.week_of_days import respell_week_of_days
from domain.reader.told_members import respell_each_giver, respell_told_members
from domain.reader.both_givers import respell_both_givers
from domain.reader.daily_hours import respell_daily_hours
from domain.reader.period_spans import respell_period_spans
from domain.reader.weeks_of_days import respell_weeks_of_days
from domain.reader.days_in_weeks import respell_days_in_weeks
from domain.reader.clock_spans import CLOCK_WORDS, respell_clock_spans
from domain.reader.leading_periods import respell_leading_periods
from domain.reader.past_rates import check_past_rates
from domain.reader.told_periods import repair_told_periods
from domain.reader.that_comparisons import repair_that_comparisons
from domain.reader.both_each import repair_both_each
from domain.reader.priced_places import repair_modified_prices, repair_priced_places
from domain.reader.held_to_share import respell_held_to_share
from domain.reader.own_counts import respell_own_counts
from domain.reader.put_them import repair_put_them
from domain.reader.each_datives import repair_each_datives
from domain.reader.kind_pieces import settle_kind_pieces
from domain.reader.piece_contents import settle_piece_contents
from domain.reader.combined import settle_combined
from domain.reader.own_places import settle_added_at_place
from domain.reader.beneficiaries import check_beneficiaries
from domain.reader.added_to import check_added_places
from domain.reader.queues import check_queue_question
from domain.reader.container_contents import check_container_contents
from domain.reader.taken_out import check_taken_out_place
from domain.reader.repeats import check_repeated_events
from domain.reader.listed_twice import check_listed_twice
from domain.reader.also_there import check_also_there
from domain.reader.still_parts import settle_still_parts
from domain.reader.present_persons import check_person_at_counted_place
from domain.reader.stored import settle_stored
from domain.reader.generic_containers import settle_generic_containers
from domain.reader.brought_along import parse_brought_along
from domain.reader.filled_groups import check_group_sizers
from domain.reader.invited_shares import settle_invited_share
from domain.reader.nested_places import check_nested_places
from domain.reader.place_parts import check_place_parts
from domain.reader.one_container import check_rate_and_one, settle_one_container
from domain.reader.loss_relatives import check_relative_mods
from domain.reader.phrases import Context, Cursor, noun_run, read_entity
from domain.reader.questions import parse_question_sentence
from domain.reader.takes import settle_takes
from domain.reader.partition_moves import check_partition_moves
from domain.reader.place_objects import check_place_objects
from domain.reader.loss_goals import check_later_loss_goals
from domain.reader.plans import asks_future_part, asks_plan_as_done, mark_told_future, mixes_future
from domain.reader.wished_gains import check_wish_order, hypothetical
from domain.reader.sale_prices import check_sale_money
from domain.reader.sole_holder_now import settle_sole_holder_now
from domain.reader.brought_to_place import settle_brought_to_place
from domain.reader.day_parts import settle_day_parts
from domain.reader.measured_gains import settle_measured_gain
from domain.reader.added_more import settle_added_more
from domain.reader.measure_dimensions import check_measure_dimensions
from domain.reader.placed_totals import check_gain_at_counted_place, settle_placed_total
from domain.reader.spend_places import settle_spend_place
from domain.reader.story_order import check_part_of_lots, check_story_order
from domain.reader.told_time_order import check_told_time_order
from domain.reader.year_openers import check_year_times
from domain.reader.ordinal_subjects import check_ordinal_counts
from domain.reader.described_members import check_described_members
from domain.reader.it_beside_rates import check_it_beside_rates
from domain.reader.refusals import Reason, ReaderRefusal
from domain.reader.departures import check_rate_before_departure, check_remaining_rates
from domain.reader.needed_work import settle_needed_work
from domain.reader.generic_subjects import check_generic_counted
from domain.reader.rates import check_made_of, check_packaged
from domain.reader.modal_rates import check_modal_rates
from domain.reader.rest_use import settle_rest_use
from domain.reader.scores import settle_gain_rates
from domain.reader.pooled_parts import check_pooled_parts, note_named_group
from domain.reader.prices import parse_priced_description
from domain.reader.relatives import parse_where_sentence
from domain.reader.progressives import parse_rated_scene, rated_scene_sentences
from domain.reader.ensured_rates import check_ensured_scope, parse_ensured_scene
from domain.reader.qualified_rates import check_qualified_rates
from domain.reader.verb_or_modifier import check_verb_or_modifier
from domain.reader.scene_counted_things import check_scene_counted_things
from domain.reader.scenes import check_scenes, match_scene_slot, scene_infinitive_at, scene_units
from domain.reader.rates import check_rate_before_new_holders, check_with_each_scope
from domain.reader.resultative_colours import check_result_colours
from domain.reader.sequence import check_more_without_base, check_now_before_events
from domain.reader.more_at_place import settle_more_at_place
from domain.reader.more_clauses import note_sentence_ops
from domain.reader.untold_bases import settle_untold_more_base
from domain.reader.legs import claims as legs_claim, parse_legs
from domain.reader.lengths import claims as lengths_claim, parse_lengths
from domain.reader.converted_measures import claims as converted_claim, parse_converted
from domain.reader.hyphen_dollars import repair_hyphen_dollars
from domain.reader.paid_for_with import repair_paid_for_with
from domain.reader.same_cost_purchases import repair_same_cost
from domain.reader.cut_equal_lengths import claims as cut_equal_claim, parse_cut_equal, repair_hyphen_lengths
from domain.reader.plain_conversions import claims as plain_conversion_claim, parse_plain_conversion
from domain.reader.bare_arithmetic import claims as bare_claim, parse_bare_arithmetic
from domain.reader.cut_wholes import claims as cut_wholes_claim, parse_cut_wholes
from domain.reader.each_of_group import claims as each_of_group_claim, parse_each_of_group
from domain.reader.compared_measures import claims as compared_measures_claim, parse_compared_measures
from domain.reader.mixed_units import repair_mixed_units
from domain.reader.night_periods import PART_OF_DAY_WORDS, repair_night_periods
from domain.reader.hyphen_wholes import repair_hyphen_wholes
from domain.reader.weekend_totals import repair_weekend_totals
from domain.reader.elided_conjuncts import repair_elided_conjuncts
from domain.reader.gapped_datives import repair_gapped_datives
from domain.reader.given_back import repair_given_back
from domain.reader.both_after import repair_both_after
from domain.reader.goes_distances import repair_goes_distances
from domain.reader.there_compared_first import repair_there_compared_first
from domain.reader.grown_between import claims as grown_between_claim, parse_grown_between
from domain.reader.changed_measures import claims as changed_claim, parse_changed_measures
from domain.reader.cut_lengths import claims as cut_lengths_claim, parse_cut_lengths
from domain.reader.escaped_contents import claims as escaped_claim, parse_escaped
from domain.reader.daily_events import claims as daily_claim, parse_daily
from domain.reader.counted_measures import claims as counted_claim, parse_counted_measures
from domain.reader.mileage import claims as mileage_claim, parse_mileage
from domain.reader.shared_among import claims as shared_claim, parse_shared_among
from domain.reader.equal_loads import claims as loads_claim, parse_equal_loads
from domain.reader.unit_weights import claims as weights_claim, parse_unit_weights
from domain.reader.portions import claims as portions_claim, parse_portions
from domain.reader.work_days import claims as work_days_claim, parse_work_days
from domain.reader.each_of_gifts import claims as each_of_claim, parse_each_of
from domain.reader.counted_recipients import claims as counted_recipients_claim, parse_counted_recipients
from domain.reader.span_rates import claims as span_rate_claim, parse_span_rate
from domain.reader.rate_durations import claims as rate_duration_claim, parse_rate_duration
from domain.reader.daily_distances import claims as daily_distance_claim, parse_daily_distance
from domain.reader.daily_times import claims as daily_time_claim, parse_daily_time
from domain.reader.summed_durations import claims as summed_duration_claim, parse_summed_duration
from domain.reader.given_shares import claims as given_claim, parse_given_shares
from domain.reader.fraction_left import claims as fraction_left_claim, parse_fraction_left
from domain.reader.recipe_parts import claims as recipe_parts_claim, parse_recipe_parts
from domain.reader.recipe_batches import claims as recipe_batches_claim, parse_recipe_batches
from domain.reader.rectangle_areas import claims as areas_claim, parse_rectangle_areas
from domain.reader.shape_measures import claims as shape_claim, parse_shape_measure
from domain.reader.restated_events import respell_restated
from domain.reader.postposed_comparisons import respell_postposed
from domain.reader.measured_it import respell_measured_it
from domain.reader.outing_intros import outing_rest
from domain.reader.compared_events import claims as events_claim, claims_reversed as events_reversed_claim, parse_compared_events
from domain.reader.timed_comparisons import claims as timed_comparison_claim, parse_timed_comparison
from domain.reader.kind_comparisons import claims as kinds_claim, parse_kind_comparison
from domain.reader.compared_prices import claims as compared_price_claim, parse_compared_price
from domain.reader.kind_multiples import claims as kind_multiple_claim, parse_kind_multiple
from domain.reader.there_kind_multiples import claims as there_kinds_claim, parse_there_kind_multiple
from domain.reader.age_multiples import claims as ages_claim, parse_age_multiples
from domain.reader.age_stories import read_age_story
from domain.reader.remaining_room import claims as room_claim, parse_remaining_room
from domain.reader.doer_counts import claims as doers_claim, parse_doer_counts
from domain.reader.day_counted_doers import claims as day_doers_claim, parse_day_counted_doers
from domain.reader.listed_totals import claims as listed_claim, parse_listed_totals
from domain.reader.scored_worth import claims as scored_claim, parse_scored_worth
from domain.reader.each_needs import claims as each_needs_claim, parse_each_needs
from domain.reader.held_in_equal_parts import claims as equal_parts_claim, parse_held_in_equal_parts
from domain.reader.totals_over_periods import parse_period_total, period_total_claims
from domain.reader.sold_in_groups import groups_sold_claims, parse_groups_sold
from domain.reader.told_group_splits import claims as told_split_claim, parse_told_group_split
from domain.reader.pooled_they import claims as pooled_they_claim, parse_pooled_they
from domain.reader.prepared_leftovers import claims as leftovers_claim, parse_prepared_leftovers
from domain.reader.spent_from_rest import claims as spent_rest_claim, parse_spent_from_rest
from domain.reader.value_changes import claims as value_claim, parse_value_change
from domain.reader.before_gains import claims as before_claim, parse_before_gain
from domain.reader.equal_holdings import claims as equal_claim, parse_equal_holdings
from domain.reader.same_doers import claims as same_doers_claim, parse_same_doers
from domain.reader.resident_parts import claims as residents_claim, parse_resident_parts
from domain.reader.found_contents import claims as found_claim, parse_found_contents
from domain.reader.group_parts import claims as group_parts_claim, parse_group_parts
from domain.reader.they_each import respell_listed_each, respell_they_each
from domain.reader.purpose_spending import claims as purpose_claim, parse_purpose_spending
from domain.reader.measure_changes import claims as changes_claim, parse_measure_changes
from domain.reader.group_each_events import claims as group_each_claim, parse_group_each
from domain.reader.there_group_each import claims as there_group_each_claim, parse_there_group_each
from domain.reader.nested_capacities import claims as nested_claim, parse_nested
from domain.reader.seated_capacities import claims as seated_claim, parse_seated
from domain.reader.vehicle_loads import claims as vehicle_loads_claim, parse_vehicle_loads
from domain.reader.weather import claims as weather_claim, parse_weather
from domain.reader.recorded_measures import claims as recorded_claim, parse_recorded
from domain.reader.mixtures import claims as mixture_claim, parse_mixture
from domain.reader.needed_lists import claims as needed_list_claim, parse_needed_list
from domain.reader.listed_weights import claims as listed_weights_claim, parse_listed_weights
from domain.reader.passive_rests import claims as passive_rest_claim, parse_passive_rest
from domain.reader.scene_subjects import indefinite_place_subject
from domain.reader.told_totals import claims as told_total_claim, parse_told_total
from domain.reader.recipes import claims as recipe_claim, parse_recipe
from domain.reader.season_games import claims as season_claim, parse_season_games
from domain.reader.intended_partitions import settle_intended
from domain.reader.averages import settle_average
from domain.reader.partitions import check_condition_after_partition
from domain.reader.travel import has_travel_verb, parse_travel
from domain.reader.visits import claims as visits_claim, parse_visits
from domain.reader.pooled_rewards import claims as pooled_claim, parse_pooled_rewards
from domain.reader.group_shares import claims as shares_claim, parse_group_shares
from domain.reader.priced_goes import claims as priced_claim, parse_priced_goes
from domain.reader.group_meals import claims as meals_claim, parse_group_meals
from domain.reader.free_meals import claims as free_claim, parse_free_meals
from domain.reader.tokens import Sentence, normalise, split_sentences, tokenize
from domain.reader.transfer_questions import settle_transfer_question
from domain.reader.rounding import settle_rounding
from domain.reader import triggers
from domain.reader.triggers import all_present, compiled, may_match, possible, rule_triggers


class _NoGroups(dict):
    """Every construction's trigger groups with the dispatch off: none (``may_match`` is then True)."""

    def __missing__(self, name: str) -> tuple:
        return ()


_NO_GROUPS = _NoGroups()

_EVENT_KINDS = ("event", "passive", "spend", "event_difference", "event_excess", "received_difference")
"""Question kinds counting events (the tense checks below); v17 (ADR 0363) adds ``received_difference``."""


def _counted_subject_before(cur: Cursor, i: int, another: bool = False) -> bool:
    """Whether ``i`` follows a clause-opening ``N [more] [modifiers] <unit>`` (groups.py reads its verb)."""
    j = i - 1
    while j >= 0 and {s.cls for s in cur.senses(j)} & {"unit", "modifier", "fn:more"}:
        j -= 1
    if j < 0 or not {s.cls for s in cur.senses(j)} & {"num", "number"}:
        return False
    return j == 0 or cur.words[j - 1] in (",", "and", "then", "but", "when") or (
        another and cur.sense("fn:another", j - 1) is not None)  # v6: "when 3 players quit"


def _held_purpose_before(cur: Cursor, i: int) -> bool:
    """``had 34 worksheets to grade`` / ``… to grade and``: a lower-case word after ``<have> N [modifiers] <unit>
    to`` that ends the clause (trailing.take_object_purpose reads it)."""
    if i < 4 or cur.words[i - 1] != "to" or not cur.words[i].islower():
        return False
    if i + 1 < cur.end and cur.words[i + 1] not in (",", "and"):
        return False
    j = i - 2
    if not {s.cls for s in cur.senses(j)} & {"unit"}:
        return False
    while j >= 0 and {s.cls for s in cur.senses(j)} & {"unit", "modifier"}:
        j -= 1
        if j >= 1 and cur.words[j] == "of" and {s.cls for s in cur.senses(j - 1)} & {"unit"}:
            j -= 1  # v7: "had 47 pieces of clothing to wash": the held thing is a measure of a substance
    if j < 1 or not {s.cls for s in cur.senses(j)} & {"num", "number"}:
        return False
    have = cur.sense("verb", j - 1)
    return have is not None and have.entry.category == "observe"


def _slot_of_unknown(cur: Cursor, i: int) -> tuple[str, str]:
    """Which pack entry kind an unknown word at ``i`` most likely needs, from its neighbours."""
    prev = cur.senses(i - 1) if i > 0 else []
    classes = {s.cls for s in prev}
    nxt = {s.cls for s in cur.senses(i + 1)} if i + 1 < cur.end else set()
    if classes & {"num", "money", "number", "modifier", "fn:quantity_question", "fn:some", "fn:another",
                  "fn:each"}:  # v6: "for each treasure", "per lap": a unit follows each/every/per
        return "lexicon_entry.unit", "quantity.unit"
    if "fn:be" in classes and cur.words[i].endswith("ing"):
        # "were recycling paper": be + -ing is a progressive, the word an activity (v6)
        return "lexicon_entry.activity", "clause.activity"
    if "fn:be" in classes and cur.words[i].endswith("ed") and _counted_subject_before(cur, i - 1, True):
        return "lexicon_entry.verb", "clause.verb"  # "another 15 were turned in": a passive's verb (v6, todo.py)
    if "unit" in classes and _counted_subject_before(cur, i):
        return "lexicon_entry.verb", "clause.verb"  # "4 more birds came …": the counted group's verb (v6)
    if "unit" in nxt and not classes & {"fn:determiner"}:
        return "lexicon_entry.modifier", "quantity.modifier"
    if classes & {"name", "fn:pronoun", "person", "fn:adverb"}:
        return "lexicon_entry.verb", "clause.verb"
    if scene_infinitive_at(cur, i):
        return "lexicon_entry.verb", "clause.verb"  # v7: "was trying to expand his collection" (scenes.py)
    if i >= 2 and cur.words[i - 1] == "to" and cur.sense("fn:need", i - 2):
        return "lexicon_entry.verb", "clause.verb"  # "had to complete", "needs to grade": a task verb
    if (i >= 1 and cur.words[i - 1] == "to" and i + 1 < cur.end and cur.sense("fn:preposition", i + 1)
            and (i + 2 >= cur.end or cur.words[i + 2] == ",")):
        return "lexicon_entry.verb", "clause.verb"  # "customers to wait on": a stranded preposition ends a verb (v6)
    if i >= 2 and cur.words[i - 1] == "to" and cur.sense("verb", i - 2) and cur.words[i].islower() \
            and _counted_subject_before(cur, i - 2):
        return "lexicon_entry.verb", "clause.verb"  # "4 more birds came to join them": a purpose (v6)
    if _held_purpose_before(cur, i):
        return "lexicon_entry.verb", "clause.verb"  # "had 34 worksheets to grade": an object-gap purpose (v6, todo.py)
    if classes & {"fn:determiner", "fn:possessive", "fn:preposition"}:
        return "lexicon_entry.noun", "phrase.noun"
    if i >= 2 and cur.words[i - 1] == "of" and cur.sense("unit", i - 2):
        return "lexicon_entry.noun", "phrase.noun"  # v7: "47 pieces of clothing": a substance is a noun (measures.py)
    if "poss" in classes:
        return "lexicon_entry.noun", "phrase.noun"  # v7: "Sam's neighbor has …": a possessor's noun (ADR 0044)
    if cur.words[i].endswith("ing"):
        return "lexicon_entry.activity", "clause.activity"
    return "lexicon_entry.word", "sentence"


COIN = "unit.coin"
"""The pack's general unit of coins: its kinds (quarters, dimes …) are money of a value the pack does not
state, so money is never asked in a text that counts coins (``2 dollars and 3 quarters`` answered 2)."""

MONEY_FORMS = (COIN, "unit.bill")
"""Units that are the pieces money is held in (red8): an amount of money may be any number of them, so they
are never counted in a text that holds money (``had $2, found 5 dimes: how many dimes?`` answered 5)."""


def _longest_phrase(lex: Lexicon) -> int:
    """The most tokens one sense spans in this pack (a pack phrase's words; every other sense spans one)."""
    return max([1] + [len(phrase) for entries in lex.phrases.values() for phrase, _ in entries])


def _scan_unknown(cur: Cursor) -> None:
    """Refuse at the first token no sense covers (a sense at ``i`` covers ``i .. i+length-1``)."""
    tagged = cur.tag_all()  # speed (ADR 0106): every token's senses in one loop
    # speed (ADR 0188): a token with a sense of its own is covered (a sense is one token long at least); one with
    # none is covered only by a longer sense starting at most ``longest - 1`` tokens before it
    if all(tagged[:cur.end]):
        return  # speed (ADR 0267): every token has a sense of its own (most sentences), found by one C-level test
    longest = cur.lex.memo("longest_phrase", _longest_phrase)
    for i in range(cur.end):
        if tagged[i]:
            continue
        covered = False
        for j in range(max(0, i - longest + 1), i):
            for s in tagged[j]:
                if j + s.length > i:
                    covered = True
        if not covered and unknown_name_allowed(cur, i):
            covered = True  # v13: "Some insects called aphids attack …" (setting_sentences.py, ADR 0270)
        if not covered:
            tok = cur.tokens[i]
            if tok.kind == "other" or tok.kind == QUOTED:
                # v11: a quoted name holding a number word is no word the pack could learn (quoted_names.py)
                missing, frame = "lexicon_entry.symbol", "token"
            else:
                missing, frame = _slot_of_unknown(cur, i)
            raise ReaderRefusal(Reason.UNKNOWN_WORD, missing, sentence_index=cur.sentence.index, token_index=i,
                                token_text=tok.text, frame=frame, detail=f"no pack entry for {tok.text!r}")


def _match_rule(cur: Cursor, ctx: Context, pattern: list[str]) -> bool:
    """Match a descriptive rule against the whole sentence (greedy, no backtracking)."""
    cur.pos = 0
    for slot in pattern:
        optional = slot.endswith("?")
        many = slot.endswith("*")
        name = slot.rstrip("?*")
        while True:
            ok = _match_slot(cur, ctx, name)
            if not ok:
                if optional or many:
                    break
                return False
            if not many:
                break
    return cur.at_end()


_SLOT_CLASSES = {"<place>": ("place", "person"), "<unit>": ("unit",), "<modifier>": ("modifier",),
                 "<time>": ("time",), "<activity>": ("activity",), "<be>": ("fn:be",),
                 "<determiner>": ("fn:determiner", "fn:possessive"), "<prep>": ("fn:preposition",),
                 "<name>": ("name",), "<putting>": ("fn:putting",)}
_CLASS_SLOTS = {slot: classes for slot, classes in _SLOT_CLASSES.items() if slot != "<unit>"}
"""The slots read as one of their classes: all but ``<unit>``, which ``_match_slot`` reads as a noun run."""


def _match_slot(cur: Cursor, ctx: Context, slot: str) -> bool:
    if cur.at_end():
        return False
    # speed (ADR 0464): the parser's own slots first: ``scenes.match_scene_slot`` defines only ``<verb:…>``,
    # ``<thing>``, ``<where>``, ``<purpose>`` and ``<adverb>`` and gives None, doing nothing, for any other slot,
    # so ``<entity>`` and the class slots (``_CLASS_SLOTS``) never reached a scene reading
    if slot == "<entity>":
        return _coordinated_entities(cur, ctx)
    classes = _CLASS_SLOTS.get(slot)
    if classes is not None:
        for cls in classes:
            if cur.take(cls):
                return True
        return False
    scene = match_scene_slot(cur, ctx, slot)  # v7: "<verb:scene>", "<thing>", "<where>", "<purpose>" (scenes.py)
    if scene is not None:
        return scene
    if slot == "<unit>":
        # "were picking carrots": the unit a later "Carol picked 29" leaves unsaid (v5); "a trivia game":
        # noun adjuncts before the unit are part of it (v6)
        got = noun_run(cur, cur.pos, ("unit",))
        if got is not None:
            cur.pos = got[2]
            ctx.note_unit(got[1].entry.id)
        return got is not None
    if slot == "<np>":
        return _noun_phrase(cur, ctx)
    if slot == "<pp>":
        # "for their class", "on a field trip", "to the zoo": a preposition and a number-free noun phrase
        prep = cur.sense("fn:preposition")
        if prep is None:
            return False
        cur.pos += prep.length
        if _noun_phrase(cur, ctx):
            return True
        cur.pos -= prep.length
        return False
    if slot == "<verb>":
        s = cur.sense("verb")
        if s is not None:
            cur.pos += s.length
        return s is not None
    classes = _SLOT_CLASSES.get(slot)
    if classes is None:
        return cur.take_word(slot) is not None
    for cls in classes:
        if cur.take(cls):
            return True
    return False


def _noun_phrase(cur: Cursor, ctx: Context) -> bool:
    """``cans`` / ``their class`` / ``the school bake sale`` in a descriptive rule (v6): an optional
    determiner or possessive, then modifiers and nouns ending in a unit, place or person noun."""
    start = cur.pos
    if cur.take("fn:determiner") is None:
        cur.take("fn:possessive")
    got = noun_run(cur, cur.pos, ("unit", "place", "person"))
    if got is None:
        cur.pos = start
        return False
    cur.pos = got[2]
    if got[1].cls == "unit":
        ctx.note_unit(got[1].entry.id)
    return True


def _coordinated_entities(cur: Cursor, ctx: Context) -> bool:
    """``Carol``, ``Carol and her mom``, ``Tom, Ann and Sue``: the subject of a descriptive sentence.
    A descriptive sentence moves nothing, so a group subject there only introduces its members (v5).
    A list must be closed by ``and`` (``Tom, Ann were …`` is not read)."""
    first = read_entity(cur, ctx) or possessive_subject(cur, ctx) or deictic_possessive_subject(cur, ctx) \
        or indefinite_place_subject(cur, ctx) \
        or it_scene_subject(cur, ctx)  # v12: "A construction company is repaving a road" (scene_subjects.py); v13: "It stops …" (holders.py)
    ctx.scene_subject = first or ""  # red9: whose scene a rate inside it is (progressives.py)
    if first is None:
        return they_group_subject(cur, ctx)  # v6: "They were picking apples" after two or more people
    listed = False
    members = [first]
    while True:
        start = cur.pos
        if cur.take_word(","):
            listed = True
            if cur.take_word("and"):
                members.append(read_entity(cur, ctx))
                note_named_group(ctx, members)  # v7: the group a pooled part may be of (pooled_parts.py)
                return members[-1] is not None
            members.append(read_entity(cur, ctx))
            if members[-1] is None:
                return False
            continue
        if cur.take_word("and"):
            members.append(read_entity(cur, ctx))
            if members[-1] is not None:
                note_named_group(ctx, members)
                return True
            cur.pos = start
        return not listed


_KIND = attrgetter("kind")


def _descriptive(cur: Cursor, ctx: Context, lex: Lexicon) -> Op | None:
    # A sentence with a number is never descriptive: a rule may not swallow a quantity.
    # speed (ADR 0106): the classes at a token are the keys of its ``firsts`` dict (a loop: no generator)
    # speed (ADR 0452): a number or money token has that sense (``Cursor.senses``), so most statements are settled
    # by their tokens' kinds, tested in C, before any ``firsts``
    kinds = list(map(_KIND, cur.tokens[:cur.end]))
    if "num" in kinds or "money" in kinds:
        return None
    firsts, first = cur.firsts, cur._first
    for i in range(cur.end):
        f = first[i] or firsts(i)  # speed (ADR 0451): the remembered dict, ``firsts`` only when there is none yet
        if "num" in f or "money" in f or "number" in f:
            return None
    # dispatch (ADR 0188, triggers.rule_triggers): in a sentence with no "and" or "," every rule reads the same one
    # subject first, with the same effects each time (the first rule is always tried, so they happen as before);
    # a later rule is tried only where the words of its required slots before any slot with effects of its own are
    ws = cur.wordset
    needs = rule_triggers(lex) if "and" not in ws and "," not in ws else None
    for k, rule in enumerate(lex.pack.descriptive_rules):
        if needs is not None and k and not all_present(needs[k], ws):
            continue
        snapshot, seen = dict(ctx.entities), list(ctx.units_seen)
        if _match_rule(cur, ctx, rule.pattern):
            ctx.scenes[cur.sentence.index] = ctx.scenes.get(cur.sentence.index, frozenset()) | scene_units(cur)
            return Op(kind="describe", lemma=rule.id, sentence=cur.sentence.index)
        ctx.entities, ctx.units_seen = snapshot, seen
    cur.pos = 0
    return None


def _stamp_times(ops: list[Op], start: int, times: set[str], ctx: Context) -> None:
    """Every operation read from a sentence carries that sentence's time phrases."""
    if times:
        if any(op.time for op in ops[start:]) and not all(op.time for op in ops[start:]):
            # v6: "12 apples at the farm and 7 apples on Monday": Monday is the second part's own time,
            # yet the union stamp would give it to the first part too (answered 19 for "on Monday")
            ctx.unattributed = True
        stamp = "|".join(sorted(times))
        for i in range(start, len(ops)):
            if not ops[i].time:  # v6: a clause with its own time keeps it (openings.stamp_clause_times)
                ops[i] = msgspec.structs.replace(ops[i], time=stamp)


_PAST = frozenset({"was", "were", "had"})
_PRESENT_MARKERS = frozenset({"now", "left", "still", "remaining", "is", "are", "has", "have",
                              # sequence words place the statement after the earlier events
                              "then", "later", "afterwards", "after", "end"})


def _mark_past_holdings(ops: list[Op], start: int, cur: Cursor) -> None:
    """``There were 46 bananas in the jar.`` after the jar lost some: the start or now? The solver
    refuses that when the start was unknown, so past-tense holdings are marked here."""
    words = cur.wordset  # every word of the sentence, as set(cur.words) was (ADR 0188)
    if words & _PAST and not words & _PRESENT_MARKERS:
        for i in range(start, len(ops)):
            if ops[i].kind in ("hold", "hold_sum"):
                ops[i] = msgspec.structs.replace(ops[i], past=True)


_LOW, _TOKENS = attrgetter("low"), attrgetter("tokens")
_SENTENCE, _WORDS = attrgetter("sentence"), attrgetter("words")
"""speed (ADR 0464): ``list(map(_SENTENCE, cursors))`` is ``[c.sentence for c in cursors]`` (and ``_WORDS``
``[c.words …]``), built in C."""


def _text_words(sentences: list[Sentence]) -> set[str]:
    """``{t.low for s in sentences for t in s.tokens}`` (speed, ADR 0464): the same words added in the same order,
    by ``map`` in C instead of a comprehension's loop in Python."""
    return set(map(_LOW, chain.from_iterable(map(_TOKENS, sentences))))


def _words_again(sentences: list[Sentence], seen: list[Sentence], words: set[str]) -> tuple[set[str], list]:
    """Every word of ``sentences`` and the sentences they are of, given ``words``, the words of ``seen``.
    speed (ADR 0452): a re-spelling that changed nothing gives back the same sentences (the same list, or the same
    sentence objects in a new one: sentences are never changed in place), whose words are ``words`` already; only
    a changed text pays the pass over every token."""
    if sentences is seen or (len(sentences) == len(seen) and all(map(is_, sentences, seen))):
        return words, seen
    return _text_words(sentences), sentences


def parse(text: str, lex: Lexicon, *, answer_unit: str = "", pair: int = 0) -> Graph:
    """The graph of ``text``; with ``answer_unit`` (v17, ADR 0361), the question's closing ``in <that unit>`` is
    taken off first (answer_units.py: read's second try); with ``pair`` 1 or 2 (v18, ADR 0393), the question asks
    only the first or the second kind of its ``How many A and B`` (asked_pairs.py: read's third try)."""
    if not isinstance(text, str) or not text.strip():
        raise ReaderRefusal(Reason.EMPTY_INPUT, "input", detail="empty problem text")
    tokens = tokenize(normalise(text), lex.abbreviations)
    # speed (ADR 0464): one ``Cursor(lex, s)`` maker for every repair and re-spelling (``partial`` calls the class
    # itself: the same cursor a ``lambda s: Cursor(lex, s)`` built, with no closure made per call site nor a Python
    # frame per cursor; no closure left in ``parse``, so ``lex`` and ``ctx`` are plain locals)
    cursor = partial(Cursor, lex)
    sentences = split_sentences(tokens)
    if pair:
        sentences = split_pair(sentences, lex, pair, cursor)  # v18: "How many lions and bears …" (asked_pairs.py, ADR 0393)
    # dispatch (ADR 0188): every word of the text, for the whole-text triggers of triggers.TABLE
    words = _text_words(sentences)
    seen = sentences  # the sentences ``words`` are of (``_words_again``)
    if "and" in words and not words.isdisjoint(bare_titles(lex)):
        sentences = repair_couple_titles(sentences, lex)  # v23: "Mr. and Mrs. Oduya" = "Mr. Oduya and Mrs. Oduya" (couple_titles.py, ADR 0542)
    if "each" in words and "takes" in words and "take" in words:
        sentences = repair_each_takes(sentences, lex)  # v23: "Each room takes 3 hours to paint." (each_takes.py, ADR 0542)
    if "after" in words:
        sentences = respell_after_gerunds(sentences, lex, cursor)  # v23: "After giving 5 shells to Leo, Mia has 9 shells." (after_gerunds.py, ADR 0544)
        sentences = respell_after_clauses(sentences, lex, cursor)  # v19: "After Ann gave Tom 3 apples, Tom has 12 apples." (after_clauses.py, ADR 0427)
    after_tail = None
    if "after" in words:
        sentences, after_tail = strip_after_tail(sentences, lex, cursor)  # v20: "… did he have after Monday?" (after_tails.py, ADR 0456)
        if after_tail is not None and after_tail.lemma and words & {"want", "wants", "wanted"}:
            sentences, after_tail = act_out_wish(sentences, after_tail, cursor)  # v20: "wants to eat 5 apples … after she eats them?" (wished_tails.py, ADR 0456)
    if may_match(lex, words, "ended_up"):
        sentences = repair_ended_up(sentences, lex, cursor)  # v9: "ended up putting them on sale" (ended_up.py)
        words, seen = _words_again(sentences, seen, words)
    repaired = sentences
    if "night" in words or "nights" in words or not words.isdisjoint(PART_OF_DAY_WORDS):
        sentences = repair_night_periods(sentences)  # v19: "reads 20 pages each night … in 4 nights" (night_periods.py, ADR 0431)
        words, seen = _words_again(sentences, seen, words)
    if ("week" in words or "weeks" in words) and "day" in words and "for" in words:
        sentences = respell_week_of_days(sentences)  # v23: "8 hours a day for a week" = "… for 7 days" (week_of_days.py, ADR 0543)
        words, seen = _words_again(sentences, seen, words)
    if "many" in words and "how" in words:
        sentences = repair_mixed_units(sentences, lex, cursor)  # v19: "had 2 dollars and 40 cents … How many cents" (mixed_units.py, ADR 0431)
        words, seen = _words_again(sentences, seen, words)
    if may_match(lex, words, "dropped_y"):
        sentences = repair_dropped_y(sentences, cursor)  # v9: "The put the bears onto shelves" (dropped_y.py)
    if "made" in words and "with" in words:  # speed (ADR 0267): the repair touches only a sentence with both words
        sentences = repair_made_with(sentences, lex, cursor)  # v11: "made a fruit salad with 0.25 pound of melon …" (made_with.py)
    if "-" in words and "into" in words:
        sentences = repair_hyphen_lengths(sentences, lex)  # v18: "cut a 100-centimeter ribbon into 4 equal parts" (cut_equal_lengths.py, ADR 0397)
    if "-" in words and "dollar" in words:
        sentences = repair_hyphen_dollars(sentences)  # v18: "paid with a 10-dollar bill" = "a $10 bill" (hyphen_dollars.py, ADR 0397)
    if "-" in words and "of" in words:
        sentences = repair_hyphen_wholes(sentences, lex)  # v22: "84 pages of a 210-page book" (hyphen_wholes.py, ADR 0513)
        words, seen = _words_again(sentences, seen, words)
    if "bill" in words and "for" in words and "with" in words:
        sentences = repair_paid_for_with(sentences)  # v20: "paid for a $6.25 sandwich with a $10 bill" (paid_for_with.py, ADR 0455)
    if "same" in words and "that" in words and words & {"cost", "costs"}:
        sentences = repair_same_cost(sentences)  # v20: "paid 30 dollars for 5 shirts that cost the same" (same_cost_purchases.py, ADR 0455)
    if "hundred" in words or "thousand" in words:
        sentences = repair_number_compounds(sentences, lex)  # v23: "one thousand students", "two hundred fifty apples" (number_compounds.py, ADR 0544)
    if "dozen" in words:
        sentences = repair_dozens(sentences, lex)  # v15: "3 dozen eggs" = 36 eggs (dozens.py, ADR 0304)
    if not words.isdisjoint(coin_words(lex)):
        sentences = repair_coins(sentences, lex)  # v16: "4 quarters" = 100 cents when money is asked (coins.py, ADR 0333)
    if "cut" in words and "into" in words and len(sentences) == 2:
        sentences = repair_cut_into_counts(sentences, lex)  # v18: "A pizza is cut into 8 slices. How many slices are in 5 pizzas?" (cut_into_counts.py, ADR 0391)
    if "each" in words and "much" in words and words & {"is", "was"}:
        sentences = respell_each_prices(sentences, lex)  # v23: "How much was each plant?" = "How much did each plant cost?" (each_prices.py, ADR 0545)
        words, seen = _words_again(sentences, seen, words)
    if "that" in words and "day" in words:
        sentences = respell_that_day(sentences)  # v23: "How many loaves did it sell that day?" = "… in all?" (that_day.py, ADR 0545)
        words, seen = _words_again(sentences, seen, words)
    if "than" in words and words & {"more", "fewer"}:
        sentences = respell_trailing_more(sentences, lex)  # v23: "How many apples does Ann have more than Bob?" (trailing_more.py, ADR 0545)
        words, seen = _words_again(sentences, seen, words)
    if "what" in words and "cost" in words:
        sentences = respell_what_costs(sentences)  # v18: "What do 4 cans of soup cost?" = "How much do …" (what_costs.py, ADR 0402)
    if ("cost" in words or "costs" in words) and "of" in words:
        sentences = repair_packed_prices(sentences, lex)  # v18: "A box of 12 pencils costs $3." (packed_group_prices.py, ADR 0391)
    if words & {"are", "were"} and words & {"into", "among", "between"}:
        sentences = repair_passive_splits(sentences, lex)  # v20: "54 students are split into 9 equal groups." (passive_splits.py, ADR 0454)
    if "given" in words and "to" in words:
        sentences = repair_passive_handovers(sentences, lex)  # v22: "Then 3 fish were given to his friend." (passive_handovers.py, ADR 0518)
    if "given" in words and words & {"was", "were", "is", "are"}:
        sentences = repair_passive_receipts(sentences, lex, cursor)  # v22: "Ruth was given 5 pencils." (passive_receipts.py, ADR 0518)
    if "each" in words and words & {"have", "had"}:
        sentences = repair_counted_each_holdings(sentences, lex)  # v22: "3 friends each have 4 apples." (counted_each_holdings.py, ADR 0510)
    if len(sentences) in (3, 4) and "many" in words:
        sentences = repair_counted_doer_parts(sentences, lex)  # v22: "A class has 30 students. 12 students walk to school." (counted_doer_parts.py, ADR 0510)
    if "each" in words and "many" in words and len(sentences) <= 4:
        sentences = repair_counted_equal_places(sentences, lex)  # v22: "Eighteen children line up in 3 equal lines." (counted_equal_places.py, ADR 0510)
    if words & {"fill", "fills", "filled"}:
        sentences = repair_counted_fills(sentences, lex, cursor)  # v22: "A bottle holds 2 liters. Maya fills 7 bottles." (counted_fills.py, ADR 0518)
    if "cost" in words or "costs" in words:
        sentences = repair_worded_group_prices(sentences, lex)  # v20: "Three apples cost $1.80 together." = "3 apples cost $1.80." (worded_group_prices.py, ADR 0454)
        sentences = repair_dozen_prices(sentences, lex)  # v16: "A dozen eggs costs $3." = "Eggs cost $1/4 each." (dozen_prices.py, ADR 0333)
    if "wants" in words or "wanted" in words:
        sentences = respell_wanted_goals(sentences, lex, cursor)  # v17: "He wants 20 apples." = "He needs 20 apples." (wanted_goals.py, ADR 0365)
        words, seen = _words_again(sentences, seen, words)
    if words & {"got", "get", "gets"} and words & {"has", "had"}:
        sentences = respell_vehicle_holdings(sentences, lex, cursor)  # v19: "A bus had 28 people on it." = "There were 28 people on the bus." (vehicle_holdings.py, ADR 0427)
        words, seen = _words_again(sentences, seen, words)
    if "it" in words and "of" in words:
        sentences = respell_measured_it(sentences, lex, cursor)  # v22: "She used 5 feet of it." = "… of the cloth" (measured_it.py, ADR 0512)
    if "than" in words and words & {"more", "fewer", "less"}:
        sentences = respell_postposed(sentences, lex, cursor)  # v22: "Bob picked 3 apples fewer than Ann." (postposed_comparisons.py, ADR 0512)
    if may_trade(lex, words):
        sentences = respell_trades(sentences, lex, cursor)  # v18: "He traded 3 apples for 2 pears." (trades.py, ADR 0395)
        words, seen = _words_again(sentences, seen, words)
    if words & {"are", "were", "is", "was"} and words & {"in", "at", "on"}:
        sentences = respell_located_subjects(sentences, lex, cursor)  # v17: "15 girls and 8 boys are in the choir." (located_subjects.py, ADR 0365)
        words, seen = _words_again(sentences, seen, words)
    if words & {"each", "every"} and words & {"in", "at", "on"}:
        sentences = respell_each_place_counts(sentences, lex, cursor)  # v18: "8 students sit at each table." (each_place_counts.py, ADR 0390)
        words, seen = _words_again(sentences, seen, words)
    if words & {"sat", "sit", "sits", "swam", "swim", "swims"} and words & {"in", "at", "on"}:
        sentences = respell_postures(sentences, lex, cursor)  # v18: "4 storks also sat on the roof." (each_place_counts.py, ADR 0390)
        words, seen = _words_again(sentences, seen, words)
    if "there" in words and "in" in words:
        sentences = repair_told_periods(sentences, lex, cursor)  # v15: "There are 7 days in a week." = "A week has 7 days." (told_periods.py, ADR 0315)
    if "each" in words and words & {"has", "had", "there"}:
        sentences = repair_each_datives(sentences, lex, cursor)  # v20: "Tim has 4 dogs. He gives each dog 3 treats." (each_datives.py, ADR 0455)
    if "them" in words:
        sentences = repair_put_them(sentences, lex, cursor)  # v15: "bought 6 fish and put them in the tank" (put_them.py, ADR 0304)
    if "read" in words and "has" in words:
        sentences = repair_book_goal(sentences, lex, cursor)  # v16: "A book has 120 pages. Nick has read 114 pages." (book_goals.py, ADR 0342)
    if "that" in words and ("is" in words or "was" in words):
        sentences = repair_that_comparisons(sentences, lex, cursor)  # v17: "Sam has 12 apples. That is 4 more than Tom has." (that_comparisons.py, ADR 0364)
    if ("costs" in words or "cost" in words) and ("to" in words or "for" in words):
        sentences = repair_priced_places(sentences, lex, cursor)  # v17: "A ticket to the zoo costs $9." (priced_places.py, ADR 0364)
    if ("costs" in words or "cost" in words) and ("a" in words or "an" in words):
        sentences = repair_modified_prices(sentences, lex, cursor)  # v19: "A movie ticket costs $8.50." (priced_places.py, ADR 0433)
    if "both" in words and "and" in words:
        sentences = repair_both_each(sentences, lex, cursor)  # v17: "Both Sam and Tom have 6 apples." (both_each.py, ADR 0364)
    if "using" in words:
        sentences = repair_painted_using(sentences, lex, cursor)  # v13: "painted some houses white and blue using a total of 6689 gallons of paint" (painted_using.py, ADR 0261)
    if "costs" in words and "need" in words and "more" in words:
        sentences = repair_price_goal(sentences, lex)  # v17: "A cake costs 12 dollars. Xavier has 7 dollars. How many more dollars does he need?" (price_goals.py, ADR 0361)
    if "same" in words and "for" in words and "each" in words and words & {"has", "had"}:
        sentences = repair_held_for_members(sentences, lex, cursor)  # v20: "has 49 stickers for 7 students. Each student gets the same number." (held_for_members.py, ADR 0455)
    if "same" in words and "each" in words and words & {"put", "puts", "places", "placed", "place"}:
        sentences = repair_same_on_each(sentences, lex, cursor)  # v20: "Amy has 20 cupcakes and 5 plates. She puts the same number of cupcakes on each plate." (same_on_each.py, ADR 0455)
    if words & {"gives", "gave", "give"} and words & {"same", "equally", "evenly"}:
        sentences = repair_equal_gifts(sentences, lex, cursor)  # v20: "gives each of her 24 students the same number of pencils" (equal_gifts.py, ADR 0455)
    if "%" in words:
        sentences = respell_percent_signs(sentences)  # v23: "25% of them" = "25 percent of them" (percent_signs.py, ADR 0544)
    if "others" in words:
        sentences = respell_the_others(sentences)  # v23: "30 chairs are red and the others are blue." = "… the rest are blue" (the_others.py, ADR 0544)
    if "same" in words and "number" in words:
        sentences = repair_same_number(sentences)  # v17: "has the same number of stickers as Ann" = "as many stickers as Ann" (same_number.py, ADR 0361)
    if "of" in words or "half" in words:
        sentences = repair_fraction_subjects(sentences, lex, cursor)  # v17: "There were 36 birds in a tree. Two thirds of them flew away." (fraction_subjects.py, ADR 0361)
    if "weekend" in words:
        sentences = repair_weekend_totals(sentences, lex)  # v19: "… on Saturday and … on Sunday. How many … that weekend?" (weekend_totals.py, ADR 0431)
    if "there" in words and ("as" in words or "than" in words) and len(sentences) == 3:
        sentences = repair_there_compared_first(sentences, lex, cursor)  # v23: "There are 3 times as many boys as girls in a club. There are 8 girls." (there_compared_first.py, ADR 0546)
    if "goes" in words or "go" in words or "went" in words:
        sentences = repair_goes_distances(sentences, lex, cursor)  # v23: "A car goes 60 miles per hour." (goes_distances.py, ADR 0546)
    if "both" in words and "and" in words:
        sentences = repair_both_after(sentences, lex, cursor)  # v23: "Sam and Tom both have 5 apples." (both_after.py, ADR 0546)
    if "back" in words:
        sentences = repair_given_back(sentences, lex, cursor)  # v23: "He gave 3 apples to Ann. Ann gave them back." (given_back.py, ADR 0546)
    if "and" in words:
        sentences = repair_gapped_datives(sentences, lex, cursor)  # v23: "He gave Carl 3 marbles and Dan 4 marbles." (gapped_datives.py, ADR 0546)
    if "and" in words or "but" in words:
        sentences = repair_elided_conjuncts(sentences, lex, cursor)  # v23: "Luca ate 4 oranges and his dad ate 2." (elided_conjuncts.py, ADR 0546)
    if answer_unit:
        sentences = strip_answer_unit(sentences, lex, answer_unit)  # v17: "How much … cost in dollars?" (answer_units.py, ADR 0361)
    if sentences is not repaired:  # speed (ADR 0267): no repair ran, the words are those of the text already
        words, seen = _words_again(sentences, seen, words)  # the repairs re-spell words
    questions = [s for s in sentences if s.question]
    if not questions:
        raise ReaderRefusal(Reason.NO_QUESTION, "frame.question", detail="no sentence ends with '?'")
    if len(questions) > 1:
        raise ReaderRefusal(Reason.MULTIPLE_QUESTIONS, "frame.question", sentence_index=questions[1].index,
                            detail=f"{len(questions)} questions; exactly one is read")
    if questions[0].index != len(sentences) - 1:
        raise ReaderRefusal(Reason.UNSUPPORTED_FORM, "frame.question_position", sentence_index=questions[0].index,
                            detail="statements after the question")
    cursors = list(map(cursor, sentences))  # speed (ADR 0464): ``[Cursor(lex, s) for s in sentences]`` in C
    for cur in cursors:
        _scan_unknown(cur)
    check_verb_or_modifier(cursors)  # red team 3: "bought 2 country albums and pop albums" (verb_or_modifier.py, ADR 0336)
    # dispatch (ADR 0188): a claim is tried only on a text holding its trigger words (triggers.TABLE says why);
    # ``words`` are the words of every sentence (a dropped-y repair only turns a "the" into "they", already here)
    # speed (ADR 0281): which whole-text claims the words allow, in one pass over them (``triggers.possible``)
    # instead of one ``may_match`` call per claim
    able = possible(lex, words)
    if "weather" in able and weather_claim(cursors):  # v8: rain or snow at stated times (weather.py, ADR 0112)
        return parse_weather(cursors)
    if "recorded" in able and recorded_claim(cursors):  # v11: rain or snow recorded at stated times (recorded_measures.py, ADR 0193)
        return parse_recorded(cursors)
    if "mixture" in able and mixture_claim(cursors):  # v11: a mixture made from measured ingredients (mixtures.py, ADR 0193)
        return parse_mixture(cursors)
    if "listed_weights" in able and listed_weights_claim(cursors):  # v13: weights listed (listed_weights.py, ADR 0263)
        return parse_listed_weights(cursors)
    if "needed_list" in able and needed_list_claim(cursors):  # v13: a need listed in measures (needed_lists.py, ADR 0263)
        return parse_needed_list(cursors)
    if "passive_rest" in able and passive_rest_claim(cursors):  # v12: "N … have been collected … M … and the rest …" (passive_rests.py, ADR 0234)
        return parse_passive_rest(cursors, partial(_descriptive, lex=lex))
    if "season_games" in able and season_claim(cursors):  # v12: games gone to and missed (season_games.py, ADR 0241)
        return parse_season_games(cursors)
    if "told_total" in able and told_total_claim(cursors):  # v12: a total, one part told, the other asked (told_totals.py, ADR 0234)
        return parse_told_total(cursors, partial(_descriptive, lex=lex))
    if "cut_equal" in able and cut_equal_claim(cursors):  # v18: "A board is 12 feet long. Tom cuts it into 4 equal pieces." (cut_equal_lengths.py, ADR 0397)
        return parse_cut_equal(cursors)
    if "changed_measures" in able and changed_claim(cursors):  # v12: a measured thing cut or grown (changed_measures.py, ADR 0233)
        return parse_changed_measures(cursors)
    if "cut_lengths" in able and cut_lengths_claim(cursors):  # v13: "A tailor cut 0.75 inch off a skirt and 0.5 inch off a pair of pants." (cut_lengths.py, ADR 0271)
        return parse_cut_lengths(cursors)
    if "escaped_contents" in able and escaped_claim(cursors):  # v13: "filled a bucket with 0.75 gallon … only 0.5 gallon remained … had leaked out" (escaped_contents.py, ADR 0271)
        return parse_escaped(cursors)
    if "daily_events" in able and daily_claim(cursors):  # v13: "Each day, the polar bear … eats 0.2 bucket of trout and 0.4 bucket of salmon. How many buckets of fish does the polar bear eat daily?" (daily_events.py, ADR 0271)
        return parse_daily(cursors)
    if "counted_measures" in able and counted_claim(cursors):  # v12: counted things each measured, summed or compared (counted_measures.py, ADR 0233)
        return parse_counted_measures(cursors)
    if "recipe_batches" in able and recipe_batches_claim(cursors):  # v13: "… recipe calls for 2 cups of chocolate chips. You want to make 23 recipes …" (recipe_batches.py, ADR 0266)
        return parse_recipe_batches(cursors)
    if "recipe" in able and recipe_claim(cursors):  # v12: what a recipe calls for less what was put in (recipes.py, ADR 0232)
        return parse_recipe(cursors)
    if "shape_measures" in able and shape_claim(cursors):  # v18: "A square has sides of 6 inches. What is its perimeter?" (shape_measures.py, ADR 0397)
        return parse_shape_measure(cursors)
    if "rectangle_areas" in able and areas_claim(cursors):  # v12: "A sandbox is 312 centimeters long and 146 centimeters wide." (rectangle_areas.py, ADR 0242)
        return parse_rectangle_areas(cursors)
    if "each_of_group" in able and each_of_group_claim(cursors):  # v17: "Each of the 3 boys has 4 apples." (each_of_group.py, ADR 0364)
        return parse_each_of_group(cursors)
    if "cut_wholes" in able and cut_wholes_claim(cursors):  # v17: "A pizza is cut into 8 slices. Sam eats 3 slices." (cut_wholes.py, ADR 0364)
        return parse_cut_wholes(cursors)
    if "grown_between" in able and grown_between_claim(cursors):  # v19: "Last year Ishaan was 132 centimeters tall. This year he is 139 …" (grown_between.py, ADR 0431)
        return parse_grown_between(cursors)
    if "compared_measures" in able and compared_measures_claim(cursors):  # v17: "A pen is 2 inches longer than the pencil." (compared_measures.py, ADR 0364)
        return parse_compared_measures(cursors)
    if "lengths" in able and lengths_claim(cursors):  # v8: measures of named things compared (lengths.py, ADR 0112)
        return parse_lengths(cursors)
    if "bare_arithmetic" in able and bare_claim(cursors):  # v23: "What is 60 divided by 5?" (bare_arithmetic.py, ADR 0545)
        return parse_bare_arithmetic(cursors)
    if "plain_conversion" in able and plain_conversion_claim(cursors):  # v18: "How many seconds are there in 5 minutes?" (plain_conversions.py, ADR 0397)
        return parse_plain_conversion(cursors)
    if "converted_measure" in able and converted_claim(cursors):  # v16: "The rope is 3 feet long. How many inches long is the rope?" (converted_measures.py, ADR 0333)
        return parse_converted(cursors)
    if "measure_changes" in able and changes_claim(cursors):  # v12: one thing measured before and after a change (measure_changes.py, ADR 0235)
        return parse_measure_changes(cursors)
    if "there_group_each" in able and there_group_each_claim(cursors):  # v13: "There are 124 students making 3 stars each" (there_group_each.py, ADR 0265)
        return parse_there_group_each(cursors)
    if "group_each" in able and group_each_claim(cursors):  # v12: "saw 3 bugs eat 2 flowers each" (group_each_events.py, ADR 0235)
        return parse_group_each(cursors)
    if "vehicle_loads" in able and vehicle_loads_claim(cursors):  # v13: "went to a concert in 8 buses. Each bus took 45 students." (vehicle_loads.py, ADR 0265)
        return parse_vehicle_loads(cursors)
    if "seated_capacity" in able and seated_claim(cursors):  # v13: "has 14 seats. Each seat can hold 6 people." (seated_capacities.py, ADR 0265)
        return parse_seated(cursors)
    if "nested_capacity" in able and nested_claim(cursors):  # v12: "Each CD rack holds 8 CDs. A shelf can hold 4 racks." (nested_capacities.py, ADR 0235)
        return parse_nested(cursors)
    if "group_shares" in able and shares_claim(cursors):  # v9: food made for a counted group, shared equally (group_shares.py, ADR 0144)
        return parse_group_shares(cursors)
    if "priced_goes" in able and priced_claim(cursors):  # v9: "rode the ferris wheel 7 times … each ride cost 5 tickets" (priced_goes.py, ADR 0144)
        return parse_priced_goes(cursors)
    if "free_meals" in able and free_claim(cursors):  # v11: "each adult meal costs $3 and kids eat free" (free_meals.py, ADR 0192)
        return parse_free_meals(cursors)
    if "group_meals" in able and meals_claim(cursors):  # v9: "a group with 2 adults and 5 children came in to eat" (group_meals.py, ADR 0144)
        return parse_group_meals(cursors)
    if "pooled_rewards" in able and pooled_claim(cursors):  # v9: "For every 4 pounds they recycled they earned one point" (pooled_rewards.py, ADR 0144)
        return parse_pooled_rewards(cursors)
    if "visits" in able and visits_claim(cursors):  # v8: "went to the store 8 times … buys 2 oranges each time" (visits.py, ADR 0117)
        return parse_visits(cursors)
    if "each_needs" in able and each_needs_claim(cursors):  # v18: "Each student needs 3 notebooks. There are 12 students." (each_needs.py, ADR 0402)
        return parse_each_needs(cursors)
    if "held_in_equal_parts" in able and equal_parts_claim(cursors):  # v18: "A school has 96 students in 4 equal classes." (held_in_equal_parts.py, ADR 0402)
        return parse_held_in_equal_parts(cursors)
    if "period_total" in able and period_total_claims(cursors):  # v20: "A worker earns 98 dollars in 7 hours. How much does she earn each hour?" (totals_over_periods.py, ADR 0455)
        return parse_period_total(cursors)
    if "groups_sold" in able and groups_sold_claims(cursors):  # v20: "A farmer sold 64 eggs in boxes of 4. How many boxes did he sell?" (sold_in_groups.py, ADR 0455)
        return parse_groups_sold(cursors)
    if "told_group_split" in able and told_split_claim(cursors):  # v19: "There are 28 students in a class. They sit in 7 equal rows." (told_group_splits.py, ADR 0426)
        return parse_told_group_split(cursors)
    if "pooled_they" in able and pooled_they_claim(cursors):  # v19: "Ann picked 14 apples. Bob picked 10 apples. They ate 5 apples." (pooled_they.py, ADR 0426)
        return parse_pooled_they(cursors)
    if "scored_worth" in able and scored_claim(cursors):  # v13: "The Hawks scored 3 touchdowns worth 7 points each." (scored_worth.py, ADR 0264)
        return parse_scored_worth(cursors)
    if "listed_totals" in able and listed_claim(cursors):  # v13: "40 boys and some girls … 117 children altogether" (listed_totals.py, ADR 0264)
        return parse_listed_totals(cursors)
    if "doer_counts" in able and doers_claim(cursors):  # v13: "22 boys went down the slide. 13 more boys …" (doer_counts.py, ADR 0264)
        return parse_doer_counts(cursors)
    if "on" in words and "many" in words and day_doers_claim(cursors):  # v22: "On Monday, 120 people visited the zoo. On Tuesday, …" (day_counted_doers.py, ADR 0510)
        return parse_day_counted_doers(cursors)
    if "remaining_room" in able and room_claim(cursors):  # v12: "A DVD book holds 126 DVDs. There are 81 DVDs already in the book." (remaining_room.py, ADR 0236)
        return parse_remaining_room(cursors)
    if "prepared_leftovers" in able and leftovers_claim(cursors):  # v13: "A restaurant made 9 hamburgers to serve during lunch. Only 3 were actually served." (prepared_leftovers.py, ADR 0261)
        return parse_prepared_leftovers(cursors)
    if "spent_from_rest" in able and spent_rest_claim(cursors):  # v13: "Benny received 67 dollars … bought a baseball glove, baseball, and bat. He had 33 dollars over, how much did he spend?" (spent_from_rest.py, ADR 0261)
        return parse_spent_from_rest(cursors)
    if "value_changes" in able and value_claim(cursors):  # v13: "the value of Kate's retirement fund decreased by $12" (value_changes.py, ADR 0261)
        return parse_value_change(cursors)
    if "equal_holdings" in able and equal_claim(cursors):  # v16: "How many apples must Eve get to have as many apples as Dave?" (equal_holdings.py, ADR 0343)
        return parse_equal_holdings(cursors)
    if "before_gains" in able and before_claim(cursors):  # v13: "… purchase 2647 books. Now the library has 8582 books. How many books did the library have before?" (before_gains.py, ADR 0261)
        return parse_before_gain(cursors)
    if "same_doers" in able and same_doers_claim(cursors):  # v13: "This year, those same farms produced 4636 eggs." (same_doers.py, ADR 0261)
        return parse_same_doers(cursors)
    if "resident_parts" in able and residents_claim(cursors):  # v13: "If 723 of its customers live in the United States, how many … live in other countries?" (resident_parts.py, ADR 0261)
        return parse_resident_parts(cursors)
    if "found_contents" in able and found_claim(cursors):  # v13: "discovered a buried treasure chest filled with a total of 5155 gems. 45 of the gems were diamonds, and the rest were rubies." (found_contents.py, ADR 0261)
        return parse_found_contents(cursors)
    if "group_parts" in able and group_parts_claim(cursors):  # v16: "There are 30 students in the class. 13 of them are boys. How many girls …?" (group_parts.py, ADR 0334)
        return parse_group_parts(cursors)
    if "purpose_spending" in able and purpose_claim(cursors):  # v13: "For his car, Mike spent $118.54 on speakers … on car parts?" (purpose_spending.py, ADR 0261)
        return parse_purpose_spending(cursors)
    if "age_multiples" in able and ages_claim(cursors):  # v12: "Cody is 14 years old. His grandmother is 6 times as old as he is." (age_multiples.py, ADR 0236)
        try:
            return parse_age_multiples(cursors)
        except ReaderRefusal:  # v15: what the v12/v14 shape refuses may be an age story (age_stories.py, ADR 0316)
            for cur in cursors:
                cur.pos = 0
            story = read_age_story(cursors) if "age_stories" in able else None
            if story is None:
                raise
            return story
    if "age_stories" in able:  # v15: "Emma is 7 years old. In 5 years, how old will Emma be?" (age_stories.py, ADR 0316)
        story = read_age_story(cursors)
        if story is not None:
            return story
    if "compared_prices" in able and compared_price_claim(cursors):  # v16: "A pen costs 3 times as much as a pencil. A pencil costs $2." (compared_prices.py, ADR 0332)
        return parse_compared_price(cursors)
    if "kind_multiples" in able and kind_multiple_claim(cursors):  # v16: "The zoo has 14 lions and 3 times as many monkeys as lions." (kind_multiples.py, ADR 0332)
        return parse_kind_multiple(cursors)
    if "there_kind_multiples" in able and there_kinds_claim(cursors):  # v17: "There are 12 boys in a class. There are 3 more girls than boys." (there_kind_multiples.py, ADR 0365)
        return parse_there_kind_multiple(cursors)
    if "kind_comparisons" in able and kinds_claim(cursors):  # v15: "Sam has 12 apples. He has 4 more apples than pears." (kind_comparisons.py, ADR 0300)
        return parse_kind_comparison(cursors)
    if "compared_events" in able and (restated := respell_restated(cursors)) is not None:  # v22: "Mona picked 56 cherries. She picked 4 times as many cherries as Nico." (restated_events.py, ADR 0512)
        return parse_compared_events([Cursor(lex, s) for s in restated])
    if "compared_events" in able and events_claim(cursors):  # v12: "Arthur baked 115 muffins. James baked 12 times as many." (compared_events.py, ADR 0236)
        return parse_compared_events(cursors)
    if "compared_events" in able and (rest := outing_rest(cursors)) is not None and events_claim(rest):  # v23: "Ken and his sister Amy went fishing. Ken caught 7 fish. Amy caught 4 more …" (outing_intros.py, ADR 0543)
        return parse_compared_events(rest)
    if "compared_events" in able and events_reversed_claim(cursors):  # v17: "Sam ate 3 more apples than Ann. Ann ate 2 apples." (compared_events.py, ADR 0365)
        return parse_compared_events([cursors[1], cursors[0], cursors[2]])
    if "joint_totals" in able and joint_claim(cursors):  # v17: "Ann and Bob picked 30 cherries in all. Ann picked 18 cherries." (joint_totals.py, ADR 0365)
        return parse_joint_total(cursors)
    if "timed_comparisons" in able and timed_comparison_claim(cursors):  # v17: "Ann read 10 pages on Monday. On Tuesday she read 5 more pages than on Monday." (timed_comparisons.py, ADR 0365)
        return parse_timed_comparison(cursors)
    if "recipe_parts" in able and recipe_parts_claim(cursors):  # v13: "A cake recipe requires 0.6 cup of sugar for the frosting and 0.2 cup of sugar for the cake." (recipe_parts.py, ADR 0266)
        return parse_recipe_parts(cursors)
    if "fraction_left" in able and fraction_left_claim(cursors):  # v13: "0.625 of the cake is left over. … eats 0.25 of the cake." (fraction_left.py, ADR 0266)
        return parse_fraction_left(cursors)
    if "given_shares" in able and given_claim(cursors):  # v13: "You want to give your baseball cards to your 5 best friends." (given_shares.py, ADR 0266)
        return parse_given_shares(cursors)
    if "each_of_gifts" in able and each_of_claim(cursors):  # v14: "Tom gave 2 pencils to each of 11 students." (each_of_gifts.py, ADR 0283)
        return parse_each_of(cursors)
    if "counted_recipients" in able and counted_recipients_claim(cursors):  # v17: "gave away 28 stickers … 4 to each of her friends. How many friends got stickers?" (counted_recipients.py, ADR 0363)
        return parse_counted_recipients(cursors)
    if "span_rate" in able and span_rate_claim(cursors):  # v14: "Tom reads 5 pages a day for 12 days." (span_rates.py, ADR 0283)
        return parse_span_rate(cursors)
    if "rate_duration" in able and rate_duration_claim(cursors):  # v15: "saves $8 every week. How many weeks will it take him to save $96?" (rate_durations.py, ADR 0315)
        return parse_rate_duration(cursors)
    if "work_days" in able and work_days_claim(cursors):  # v13: "Andrew spent 3 days working … He worked 2.5 hours each day." (work_days.py, ADR 0266)
        return parse_work_days(cursors)
    if "portions" in able and portions_claim(cursors):  # v13: "A cereal box holds 18 cups of cereal. Each serving is 2 cups." (portions.py, ADR 0266)
        return parse_portions(cursors)
    if "unit_weights" in able and weights_claim(cursors):  # v12: "One pencil weighs 28.3 grams. How much do 5 pencils weigh?" (unit_weights.py, ADR 0236)
        return parse_unit_weights(cursors)
    if "equal_loads" in able and loads_claim(cursors):  # v12: "63 people are going to the zoo. There are 3 cars …" (equal_loads.py, ADR 0236)
        return parse_equal_loads(cursors)
    if "shared_among" in able and shared_claim(cursors):  # v12: "share $3.75 equally among 3 people" (shared_among.py, ADR 0236)
        return parse_shared_among(cursors)
    if "mileage" in able and mileage_claim(cursors):  # v12: "Mary's car gets 20 miles per gallon" (mileage.py, ADR 0236)
        return parse_mileage(cursors)
    if "daily_distance" in able and daily_distance_claim(cursors):  # v15: "Ali ran 3 miles each day for 7 days." (daily_distances.py, ADR 0315)
        return parse_daily_distance(cursors)
    if "daily_time" in able and daily_time_claim(cursors):  # v18: "Nate practices piano 12 minutes a day." (daily_times.py, ADR 0395)
        return parse_daily_time(cursors)
    if "summed_duration" in able and summed_duration_claim(cursors):  # v18: "Luke ran for 1 hour and 15 minutes." (summed_durations.py, ADR 0395)
        return parse_summed_duration(cursors)
    if "travel" in able and has_travel_verb(cursors):  # v8: one trip, distance = speed × time (travel.py)
        if legs_claim(cursors):  # v8: several legs summed or compared (legs.py, ADR 0109)
            return parse_legs(cursors)
        return parse_travel(cursors)
    if words & {"more", "fewer", "less"} and words & {"has", "had"}:
        # v17: "Tom has 8 apples. Ann has 4 more." = 4 more than Tom (elided_comparisons.py, ADR 0365)
        respelled = respell_elided_comparisons(list(map(_SENTENCE, cursors)), lex, cursor)
        cursors = [c if s is c.sentence else Cursor(lex, s) for c, s in zip(cursors, respelled)]
    if "both" in words and "each" not in words:
        # v17: "Both Ann and Bob gave 3 apples to Cy." = two givings (both_givers.py, ADR 0363; the "each" re-spellings
        # below start again from the sentences, so a text with both words keeps to them)
        respelled = respell_both_givers(list(map(_SENTENCE, cursors)), lex, cursor)
        cursors = [c if s is c.sentence else Cursor(lex, s) for c, s in zip(cursors, respelled)]
    if "each" in words:
        # v15: "gave 4 fish to each of his 3 cousins" / "gave 3 apples each to Tom and Ann", once no whole-text form
        # has read the text (each_recipients.py, ADR 0304)
        # v17: "gave 2 apples to each friend. She has 3 friends." (told_members.py, ADR 0363)
        told = respell_each_giver(respell_told_members(sentences, lex, cursor), lex,
                                  cursor)
        respelled = respell_each_recipients(told, lex, cursor)
        # v17: "gave Ann and Tom 2 apples each" / "gave each of them 2 marbles" (named_each_recipients.py, ADR 0366)
        respelled = respell_named_each(respelled, lex, cursor)
        # v18: "bought 3 apples on each of 4 days" = bought 12 apples (each_of_counts.py, ADR 0392)
        respelled = respell_each_of_counts(respelled, lex, cursor)
        # v18: "uses 2 cups of flour for each cake. He bakes 12 cakes." = uses 24 cups (use_per_made.py, ADR 0392)
        respelled = respell_use_per_made(respelled, lex, cursor)
        # v18: "3 boxes of 24 cookies each" / "5 boxes with 6 pens each" (contents_each.py, ADR 0392)
        respelled = respell_contents_each(respelled, lex, cursor)
        cursors = [c if s is c.sentence else Cursor(lex, s) for c, s in zip(cursors, respelled)]
    if "after" in words and ("has" in words or "had" in words):
        # v18: "Sam has 7 apples after eating 3 apples." = "Sam ate 3 apples and has 7 apples left." (held_after_doing.py)
        respelled = respell_held_after_doing(list(map(_SENTENCE, cursors)), lex, cursor)
        cursors = [c if s is c.sentence else Cursor(lex, s) for c, s in zip(cursors, respelled)]
    if "and" in words and ("has" in words or "had" in words):
        # v23: "has 5 apples in his bag and 3 apples in his basket" = has 8 apples (placed_lots.py, ADR 0543)
        respelled = respell_placed_lots(list(map(_SENTENCE, cursors)), lex, cursor)
        cursors = [c if s is c.sentence else Cursor(lex, s) for c, s in zip(cursors, respelled)]
    if "of" in words and "and" in words:
        # v23: "has 3 boxes of 9 crayons and 6 loose crayons" = has 33 crayons (packed_lots.py, ADR 0543)
        respelled = respell_packed_lots(list(map(_SENTENCE, cursors)), lex, cursor)
        cursors = [c if s is c.sentence else Cursor(lex, s) for c, s in zip(cursors, respelled)]
    if "to" in words:
        # v18: "Joan gathered 41 books to sell." = "Joan gathered 41 books." (closing_purpose.py, ADR 0392)
        respelled = respell_closing_purpose(list(map(_SENTENCE, cursors)), lex, cursor)
        # v23: "has 30 chairs to set up" / "to put into 3 equal boxes" (purpose_tails.py, ADR 0543)
        respelled = respell_purpose_tails(respelled, lex, cursor)
        cursors = [c if s is c.sentence else Cursor(lex, s) for c, s in zip(cursors, respelled)]
    if "too" in words:
        # v18: "Her brother collected 27 stamps too." = "… collected 27 stamps." (closing_too.py, ADR 0392)
        respelled = respell_closing_too(list(map(_SENTENCE, cursors)), lex, cursor)
        cursors = [c if s is c.sentence else Cursor(lex, s) for c, s in zip(cursors, respelled)]
    if ("each" in words and ("at" in words or "that" in words)) or (("a" in words or "per" in words)
                                                                    and ("at" in words or "for" in words)):
        # v18: "sold 15 cups of lemonade at $2 each" = "for $2 each" (priced_each.py, ADR 0392)
        respelled = respell_priced_each(list(map(_SENTENCE, cursors)), lex, cursor)
        cursors = [c if s is c.sentence else Cursor(lex, s) for c, s in zip(cursors, respelled)]
    if "day" in words and ("works" in words or "work" in words or "worked" in words):
        # v15: "works 6 hours a day for 5 days" = 30 hours worked (daily_hours.py, ADR 0304)
        respelled = respell_daily_hours(list(map(_SENTENCE, cursors)), lex, cursor)
        cursors = [c if s is c.sentence else Cursor(lex, s) for c, s in zip(cursors, respelled)]
    if "to" in words and "each" in words and ("has" in words or "had" in words):
        # v15: "has 32 stickers to share equally among 4 students" (held_to_share.py, ADR 0304)
        respelled = respell_held_to_share(list(map(_SENTENCE, cursors)), lex, cursor)
        cursors = [c if s is c.sentence else Cursor(lex, s) for c, s in zip(cursors, respelled)]
    if "day" in words or "week" in words or "days" in words or "weeks" in words:
        # v15: "Each week Jill saves $8." = "Jill saves $8 every week." (leading_periods.py, ADR 0315)
        respelled = respell_leading_periods(list(map(_SENTENCE, cursors)), lex, cursor)
        cursors = [c if s is c.sentence else Cursor(lex, s) for c, s in zip(cursors, respelled)]
        # v15: "picked 3 apples every day. … will … pick in 14 days?": still kept up? (past_rates.py, ADR 0315)
        check_past_rates(list(map(_SENTENCE, cursors)), lex, cursor)
        # v15: "reads 20 pages every day. … in 2 weeks?" = "… in 14 days?" (weeks_of_days.py, ADR 0315)
        respelled = respell_weeks_of_days(list(map(_SENTENCE, cursors)), lex, cursor)
        cursors = [c if s is c.sentence else Cursor(lex, s) for c, s in zip(cursors, respelled)]
        # v20: "drinks 8 glasses a day. … in a week?" = "… in 7 days?" (days_in_weeks.py, ADR 0453)
        respelled = respell_days_in_weeks(list(map(_SENTENCE, cursors)), lex, cursor)
        cursors = [c if s is c.sentence else Cursor(lex, s) for c, s in zip(cursors, respelled)]
        # v15: "saved $6 each week for 9 weeks" = saved $54 (period_spans.py, ADR 0304)
        respelled = respell_period_spans(list(map(_SENTENCE, cursors)), lex, cursor)
        cursors = [c if s is c.sentence else Cursor(lex, s) for c, s in zip(cursors, respelled)]
    if "months" in words or "years" in words or "month" in words or "year" in words:
        # v23: "saved 8 dollars each month for 6 months" = saved 48 dollars (month_spans.py, ADR 0543)
        respelled = respell_month_spans(list(map(_SENTENCE, cursors)), lex, cursor)
        cursors = [c if s is c.sentence else Cursor(lex, s) for c, s in zip(cursors, respelled)]
    if words & CLOCK_WORDS:
        # v19: "makes 20 toys an hour. … in 3 hours and 30 minutes?" = "… in 3.5 hours?" (clock_spans.py, ADR 0425)
        respelled = respell_clock_spans(list(map(_SENTENCE, cursors)), lex, cursor)
        cursors = [c if s is c.sentence else Cursor(lex, s) for c, s in zip(cursors, respelled)]
    if "of" in words and ("his" in words or "her" in words):
        # v18: "Mia gave away 5 of her 14 shells." = "Mia had 14 shells and gave away 5 of them." (own_counts.py, ADR 0394)
        respelled = respell_own_counts(list(map(_SENTENCE, cursors)), lex, cursor)
        cursors = [c if s is c.sentence else Cursor(lex, s) for c, s in zip(cursors, respelled)]
    ctx = Context()
    ctx.hypothetical_question = hypothetical(cursors[-1].words)  # v13: "How many fish would Lucy have then?" (wished_gains.py)
    ops: list[Op] = []
    ctx.story = ops  # v7: "His dad gave him 3 …": who has only exchanged with whom (antecedents.py)
    describe_sub = partial(_descriptive, ctx=ctx, lex=lex)  # speed (ADR 0464): ``_descriptive(sub, ctx, lex)``, made once
    # speed (ADR 0464): ``may_match(lex, ws, name)`` of the sentence forms below as one C-level test each: "every
    # group has a word in ``ws``" is ``not any(map(ws.isdisjoint, groups))``, the groups looked up once a text (none
    # with the dispatch off, where ``may_match`` says True: ``any`` of nothing is False)
    table = (lex.triggers or compiled(lex)) if triggers.ENABLED else _NO_GROUPS
    priced_g, rated_g, ensured_g = table["priced_description"], table["rated_scene"], table["ensured_scene"]
    group_price_g, inspection_g, where_g = table["group_price"], table["inspection"], table["where"]
    for at, cur in enumerate(cursors[:-1]):
        if cur.words[:2] == ["they", "each"]:  # v16: "They each give 2 apples to Tom." over everyone named (they_each.py, ADR 0334)
            cur = cursors[at] = respell_they_each(cur, ctx, ops) or cur
        elif "each" in cur.wordset and "and" in cur.wordset:  # v16: "Sam and Ann each give 2 apples to Tom." (they_each.py)
            cur = cursors[at] = respell_listed_each(cur) or cur
        ws = cur.wordset  # dispatch (ADR 0188): each form below is tried only where its trigger words are
        if not any(map(ws.isdisjoint, priced_g)) and parse_priced_description(cur, ctx, ops, _descriptive):
            continue  # v6: "were buying decks … for $6 each"
        if not any(map(ws.isdisjoint, rated_g)) and parse_rated_scene(cur, ctx, ops, _descriptive):
            continue  # v8: "was organizing his cards … with 3 on each page"
        if not any(map(ws.isdisjoint, ensured_g)) and parse_ensured_scene(cur, ctx, ops, _descriptive):
            continue  # v9: "… making sure each of the shelves had 9 books"
        if not any(map(ws.isdisjoint, group_price_g)) and parse_group_price(cur, ctx, ops):
            continue  # v8: "The balloons cost 5 dollars." (group_prices.py)
        if not any(map(ws.isdisjoint, inspection_g)) and parse_inspection(cur, ctx, ops):
            continue  # v8: "When they cleaned them, they discovered that 29 were cracked"
        if "rest" in ws and parse_restated_part(cur, ctx, ops):
            continue  # v12: "She made 36 red cookies and the rest are pink" (restated_parts.py)
        if "either" in ws and parse_either(cur, ctx, ops):
            continue  # v12: "Each of farmer Cunningham's 6048 lambs is either black or white" (either_kinds.py)
        if ctx.either is not None and parse_either_count(cur, ctx, ops):
            continue  # v12: "There are 193 white ones." right after it (either_kinds.py)
        before = len(ops)
        clause = parse_where_sentence(cur, ctx, ops, _descriptive, parse_statement) \
            if not any(map(ws.isdisjoint, where_g)) else None  # v6: "… a game where she …"
        if clause is not None:
            _stamp_times(ops, before, clause.times, ctx)
            _mark_past_holdings(ops, before, clause)
            continue
        if "that" in ws and "to" in ws and asks_change(cursors[-1]) and parse_money_for(cur, ctx, ops):
            continue  # v13: "Adam has $5.00 to buy an airplane that costs $4.28." (money_for.py, ADR 0265)
        if "to" in ws and ("that" in ws or "for" in ws) and asks_more_needed(cursors[-1]) \
                and parse_wanted_purchase(cur, ctx, ops):
            continue  # v15: "He wants to buy a game that costs 125 dollars." (wanted_purchases.py, ADR 0317)
        if "with" in ws and {"paid", "pays", "pay"} & ws and parse_paid_with(cur, ctx, ops, parse_statement):
            continue  # v12: "buys an apple for $0.75 and pays with a $5.00 bill" (change_due.py, ADR 0230)
        if "both" in ws and parse_brought_along(cur, ctx, ops):
            continue  # v13: "They both brought them to school for a party." (brought_along.py, ADR 0265)
        if "with" in ws and parse_paid_after(cur, ctx, ops):
            continue  # v13: "Mary spent $1.08 on soup … Mary paid with a 20 dollar bill." (change_due.py, ADR 0261)
        if "to" in ws and parse_visited_places(cur, ctx, ops):
            continue  # v12: "She went to 2 shops." beside purchases (visited_places.py, ADR 0230)
        if "some" in ws and is_setting(cur):
            ctx.setting_units.append(setting_unit(cur))
            cur.pos = cur.end  # v13: "Some insects called aphids attack a large farm." (setting_sentences.py, ADR 0270)
            continue
        if "old" in ws and parse_told_age(cur, ctx, ops, cursors):
            continue  # v15: "Olivia is 9 years old." told aside (told_ages.py, ADR 0302)
        if ("wants" in ws or "want" in ws) and idle_wish(cur, at == len(cursors) - 2, cursors[-1]):
            continue  # v19: "He wants to buy 3 apples. How many apples does Sam have?" (idle_wishes.py, ADR 0427)
        desc = _descriptive(cur, ctx, lex)
        if desc is not None:
            ops.append(desc)
            continue
        before = len(ops)
        subject = descriptive_prefix(cur, ctx, ops, describe_sub)
        parse_statement(cur, ctx, ops, subject)
        note_sentence_ops(ctx, cur.sentence.index, before, len(ops))  # v19 (more_clauses.py, ADR 0424)
        check_clause_times(ops, before, cur, ctx)  # red3b: "Mel picked 4 on Monday, Dan picked 9" (clause_times.py)
        _stamp_times(ops, before, cur.times, ctx)
        _mark_past_holdings(ops, before, cur)
    # speed (ADR 0464): the question's cursor, its words, word set and sentence index read once for the ≈ 70 uses
    # below (no callee replaces an item of ``cursors``, and a cursor's sentence, words and word set never change)
    last = cursors[-1]
    qwords, qws, qindex = last.words, last.wordset, last.sentence.index
    if ctx.had_before:
        ops = settle_had_before(ops, ctx.had_before)  # v17: "She had 9 shells before." (had_before.py, ADR 0365)
    check_changed_events(ops, ctx.changed_events)  # v13: a changed event told again (increased_events.py, ADR 0260)
    check_wish_order(ops, ctx, last)  # v13: a holding told after a wish read as a plan (wished_gains.py)
    check_now_before_events(ops, cursors[:-1])  # redteam: "has 20 apples now. He bought 5 apples."
    # speed (ADR 0281): each sentence's words by index, built once for the checks below that read them (they
    # read, never change them; ``cursors`` and ``Cursor.words`` never change) instead of once per check
    words_by_index = {c.sentence.index: c.words for c in cursors}
    story_words = [(c.sentence.index, c.words) for c in cursors]
    ops = settle_added_more(ops, ctx, lex, words_by_index)  # v12: "If Becky adds 7 gallons more" into her fish tank (added_more.py, ADR 0232)
    ops = settle_more_at_place(ops, ctx, lex)  # v19: "Workers planted 24 more walnut trees" in the park (more_at_place.py, ADR 0424)
    check_more_without_base(ops, ctx, lex)  # redteam: "Sam picked 5 apples. Tom picked 3 more apples."
    ops = settle_untold_more_base(ops, ctx)  # v14: "Ann bought 4 more pencils." had some before (untold_bases.py, ADR 0285)
    check_with_each_scope(ops, ctx)  # red2b: "bought 4 bags with 9 cookies in each bag. Tom bought 2 bags."
    check_ensured_scope(ops, ctx)  # v9: "making sure each of the shelves …" then Anne's shelves (ensured_rates.py)
    check_rate_before_new_holders(ops)  # red2b: "Sam has 3 boxes. There are 4 apples in each box. Tom has 2 boxes."
    ops = settle_combined(ops, ctx, lex)  # v9: "Debby and her sister combined the candy they received" (combined.py)
    ops = settle_intended(ops, ctx, qindex)  # v8: "wants to split … into groups of 6" (intended_partitions.py)
    ops = settle_purchase_headings(ops, lex, words_by_index)  # v12: "bought some toys. She bought a football for $5, …" (purchase_headings.py)
    ops = settle_more_pieces(ops, lex, words_by_index)  # v13: "has some gum … 16 more pieces of gum" (more_pieces.py, ADR 0264)
    ops = settle_generic_containers(ops, ctx, cursors, lex)  # v13: "There are 10 stickers on a page." (generic_containers.py)
    ctx.story = ops  # the settle steps above may return new lists: the question's pronouns read the settled story
    settled = len(ops)
    question = parse_part_question(last, ctx) if "of" in qws else None  # v12 (either_kinds.py)
    if question is None and "of" in qws:
        question = parse_gone_question(last, ctx)  # v13: "How many of her leaves blew away?" (gone_away.py)
    if question is None and len(qwords) <= 6 and qwords[:2] == ["how", "many"]:
        question = parse_departed_question(last, ctx, words_by_index)  # v20: "How many ducks flew away?" (some_departures.py, ADR 0454)
    if question is None and "than" in qws and "have" in qws:
        last.pos = 0
        question = parse_held_times(last, ctx, ops)  # v20: "How many more apples does he have today than yesterday?" (held_times.py, ADR 0456)
    if question is None and "more" in qws:
        question = parse_period_difference(last, ctx, ops)  # v13: "How many more eggs did Tom pick this year?" (period_differences.py, ADR 0261)
    if "did" in qws and ("than" in qws or question is None and (
            "more" in qws or "fewer" in qws)) and (
            question is None or (question.kind == "period_difference" and not period_told(ops, question))):
        # v15: "… on Monday than on Tuesday?"; also "picked 14 eggs last week and 20 eggs this week" in one sentence,
        # which the v13 period reading refuses (timed_differences.py, ADR 0300)
        last.pos = 0
        timed = parse_timed_difference(last, ctx, ops, cursors[:-1])
        if timed is not None:
            question, ops = timed
    if question is None and "than" in qws and "much" in qws:
        question = parse_price_difference(last, ctx, ops, cursors[:-1])  # v15: "How much more did the jacket cost than the shirt?" (price_differences.py, ADR 0300)
    if question is None and "bill" in qws:
        question = parse_bill_total(last, ctx, ops, cursors[:-1])  # v13: "What was the total of the lunch bill?" (bill_totals.py, ADR 0261)
    if question is None and "cost" in qws and "what" in qws:
        question = parse_total_cost(last, ops)  # v19: "What is the total cost?" (bill_totals.py, ADR 0429)
    if question is None and "will" in qws and "have" in qws and (
            "after" in qws or "in" in qws):
        question = parse_rate_holding(last, ctx, ops, cursors[:-1])  # v20: "… will he have after 4 weeks?" (rate_holdings.py, ADR 0456)
    if question is None and "cost" in qws and "did" in qws:
        question = parse_thing_cost(last, ops, ctx.units_seen)  # v20: "How much did the tickets cost?" (thing_costs.py, ADR 0456)
    question = question or parse_question_sentence(last, ctx, ops)
    check_ability_event_question(last, question, ops)  # ADR 0432: "How many pens can he buy now?" after a purchase
    ops, question = settle_head_nouns(ops, question, lex)  # v19: "had 100 baseball cards. He sold 35 cards." (head_nouns.py, ADR 0423)
    check_told_span(ctx, question, ops, cursors[:-1])  # v18: "in the two months" = every month told (told_spans.py, ADR 0393)
    ops = settle_one_container(ops, question, lex, story_words)  # v16: "A jar has 20 cookies. … the jar" (one_container.py, ADR 0345)
    check_one_beside_holder(ops, question, lex, story_words)  # v19: "A bag has 64 apples. Jack has 4 apples." (used_from_one.py, ADR 0423)
    ops = settle_used_from_one(ops, question, lex, story_words)  # v19: "A box has 100 paper clips. Dora used 37" (used_from_one.py, ADR 0423)
    if "left" in qws:
        ops = settle_eaten_from_stock(ops, question, lex, story_words)  # v20: "Mom made 30 … The kids ate 12 … left?" (eaten_from_stock.py, ADR 0453)
    check_rate_and_one(ops, lex)  # v16: "Each jar has 56 cookies. … Ann puts 3 cookies in the jar." (one_container.py, ADR 0345)
    check_setting_units(ctx.setting_units, question, lex, qwords)  # v13: "Some birds visit a farm." counts no birds (setting_sentences.py, ADR 0270)
    check_result_colours(ctx, question)  # v13: "dyed 5 yards of silk green" asks only the dyeing (resultative_colours.py, ADR 0270)
    question = settle_kind_pieces(question, ops, lex, cursors)  # v9: "pieces of winter clothing" (kind_pieces.py, ADR 0146)
    question, ops = settle_piece_contents(question, ops, lex)  # v10: "how much candy" in its boxes' pieces (piece_contents.py)
    check_condition_after_partition(ops, settled, question)  # red12: "How many groups … if he gets 4 more?" (partitions.py)
    # red9: the question's own "If Anne got 27 more lives, …" clause is read only now; the same guard applies
    ops = settle_added_more(ops, ctx, lex, words_by_index)  # v12 (added_more.py): the question's If-clause too
    ops = settle_more_at_place(ops, ctx, lex)  # v19 (more_at_place.py): the question's If-clause too
    check_more_without_base(ops, ctx, lex)
    ops = settle_untold_more_base(ops, ctx)  # v14 (untold_bases.py): the question's If-clause too
    check_ensured_scope(ops, ctx)  # red16: "If Tom had 6 shelves of books, how many books did Tom have?"
    check_qualified_rates(ops, ctx, lex)  # red16: "each pile of quarters had 5 coins" beside piles of dimes
    check_scenes(ops, ctx.scenes, question, lex, ctx.scene_nouns, ctx.entities, qwords,
                 rated_scene_sentences(ops, question, ctx))  # v7: "Sam has 5 apples. He was eating his apples." (scenes.py)
    check_scene_counted_things(ops, ctx.scene_where_units, question, lex)  # red team 3: "starts with cards" (scene_counted_things.py, ADR 0336)
    ops = settle_old(ops, lex)  # v6: "threw away 4 old socks" after "had 28 socks" (ages.py)
    ops = settle_new_put(ops, lex)  # v6: "put 21 new ones in the bin" where its oranges are (ages.py)
    ops = settle_added_at_place(ops, lex)  # v9: "added 30 new songs" where her songs are (own_places.py)
    ops = settle_released_things(ops, question)  # v13: "releases ladybugs onto the fields. There are …" (released_things.py, ADR 0270)
    ops = settle_built_at_place(ops, lex, ctx.entities)  # v13: "developers built 97741" where the houses are counted (built_places.py, ADR 0260)
    ops = settle_owned_holders(ops, question, ctx.entities, lex)  # v12: "Joan's cat had 8 kittens. She gave 2 …" (owned_holders.py)
    check_features(ops, question)  # v12: "4 had apples" beside apples counted (having_parts.py)
    check_damaged_scope(ops, question, lex)  # red11: "had 3 seashells. He found 7 but 4 were broken" (damaged.py)
    ops = settle_still_parts(ops, question, qwords, lex)  # v11: "how many bouquets could she still make" (still_parts.py)
    check_timed_rates(ops, ctx.unattributed)  # v11 red team: a rate for Monday beside a stamped clause (work_spans.py)
    check_done_right(ops, question)  # v11: "answered 5 questions correct … worth 5 points" (worth.py, ADR 0189)
    span_guard(ops, question, lex)  # v11: "worked 7 hours … How many hours does he have?" (work_spans.py, ADR 0189)
    check_kept_left(ops, question, qwords, qindex)  # v12: "9 were torn … have left?" (kept_parts.py)
    check_left_after_part(ops, question, qwords, qindex)  # red22: "If 11 of the pears were bad, how many pears are left?" (left_parts.py)
    check_counted_whole(question, ctx.counted_parts)  # v14: "but 13 were bad. How many eggs does Tom have?" (counted_parts.py)
    check_missed(ops, question)  # red11: "but missed 35. How many games were there?" (missed.py)
    check_invitations(ops, lex)  # ADR 0145: two inviters, one occasion or two? (invitations.py)
    check_group_prices(ops, question, ctx, lex)  # v8: each or all? only without money (group_prices.py)
    ops = settle_contrasted_times(ops, lex, question)  # v8: "4 football games this year. … 9 games last year" (contrasted_times.py)
    ops = settle_takes(ops)  # v6: "took 49 pictures at the zoo" with nobody else in the story (takes.py)
    ops = settle_sole_holder_now(ops, cursors, lex, ctx.entities)  # v9: "There are now 61 peaches": the one holder's (sole_holder_now.py)
    ops = settle_brought_to_place(ops, question, lex, ctx.entities)  # v12: "cut some roses … There are now 16 roses in the vase" (brought_to_place.py, ADR 0232)
    ops = settle_measured_gain(ops, question)  # v12: "added some shells and now has 28 pounds of shells" (measured_gains.py, ADR 0232)
    ops = settle_day_parts(ops, question)  # v12: "served 9 pizzas during lunch and 6 during dinner today" (day_parts.py, ADR 0232)
    check_relative_mods(ops, question, ctx, qindex)  # v7: "trees that were damaged" (loss_relatives.py)
    check_doers(ops, question, ctx, qindex)  # v7: friends re-read as players (doers.py)
    check_remaining_rates(ops, ctx.remaining_rates)  # v7: "each player left had 5 lives" then more joined
    check_rate_before_departure(ops)  # v7: "Each player had 5 lives. 5 players quit." (departures.py)
    check_rewards(question, ops, lex.verb_category, qindex)  # v8 (proceeds.py)
    ops = settle_average(question, ops, lex.verb_category, qindex)  # v11: "averages 12 points per game" (averages.py)
    check_sale_money(ops, question, qindex, lex)  # v11: "sold … for $7 each" then money held (sale_prices.py)
    question = settle_gain_rates(question, ops, qindex)  # v8: "each member … scored 6 points" (scores.py)
    question = settle_rest_use(question, ops, ctx, qindex)  # v8: "use the rest to make pies" (rest_use.py)
    ops = settle_needed_work(question, ops, ctx, qindex)  # v8: "installed 5 of them" (needed_work.py)
    check_generic_counted(question, ops, ctx)  # v15: "A box has 6 pens" beside boxes counted (generic_subjects.py, ADR 0302)
    check_made_of(question, ops, qindex)  # v8: "each pie takes 9 apples" (rates.py)
    check_modal_rates(ops, question, cursors)  # v13: "Each seat can hold 2 children. How many … are on the bus?" (modal_rates.py)
    check_pooled_parts(ops, ctx)  # v7: "38 of the carrots were good" of a named pair's and a third's (pooled_parts.py)
    ops = settle_conditional_tasks(ops, question, cursors, lex)  # v11: "If he had to spend 5 dollars, how much … end up with?" (conditional_tasks.py, ADR 0189)
    ops = settle_finished_tasks(ops, ctx, question, cursors)  # v7: "had to cut down 2 trees … when finished"
    check_own_part_work(ops, question, qwords, lex)  # v13: "he has read 9 of them" moves nothing (own_part_work.py)
    check_performed_work(ops, question, lex, qindex)  # v12: "reads 5 books a day" holds nothing (performed_work.py)
    check_reworked_things(ops, question, lex, qindex, ctx.more_marks, list(map(_WORDS, cursors)))  # v13: "had 12 potatoes. He cooked 5 potatoes." (reworked_things.py, ADR 0275)
    check_open_kinds(ops, question, lex, qindex)  # v15: "12 pens … bought 4 supplies" (open_kinds.py, ADR 0306)
    # after the finished tasks (which turn a done task into its events): any task left may or may not be done
    check_obligations(ops, question, lex)  # v7: "He had to spend 5 dollars. How much … end up with?" (obligations.py)
    ops = settle_stored(ops, ctx)  # v7: "stored in boxes. If there are 3 boxes, …" (stored.py)
    check_group_sizers(ops, ctx.put_rates, qindex)  # v13: "Tom put 28 into each basket" (filled_groups.py)
    check_nested_places(ops, question, ctx)  # v9: "in a pile on the desk": nothing else of the desk (nested_places.py)
    check_queue_question(question, ctx, qwords)  # v11: "At the fair … in line … would be there?" (queues.py)
    ops = settle_invited_share(ops, question, lex)  # v9: "is inviting 4 friends … each friend get?" (invited_shares.py)
    question = located_holding(question, ops)  # v6: "How many files were still on her drive?" (located.py)
    check_place_parts(ops, question, lex, ctx.entities)  # v16: "5 cows on the farm … 4 cows in the barn": part of it? (place_parts.py, ADR 0330)
    check_measure_dimensions(ops, question, lex)  # red team (ADR 0232): "6.25 cups … adds 16.5 liters more … how many cups" (measure_dimensions.py)
    check_gain_at_counted_place(question, ops, lex)  # red team (ADR 0232): "Dan added 18 crayons on the desk. There are 49 crayons on the desk." (placed_totals.py)
    question = settle_placed_total(question, ops, qwords, lex, ctx.entities)  # v12: "Dan placed 16 pencils on the desk … now there in total?" (placed_totals.py, ADR 0232)
    check_comma_kinds(ctx, question)  # v12: "37 yellow, red marbles … How many yellow marbles?" (coordinate_adjectives.py)
    check_unplaced_kinds(ops, question, lex)  # v12 red team: "in the program and 698 pupils" (unplaced_kinds.py)
    check_put_partition(ops, question, lex)  # v15: "He puts 42 apples into 7 baskets. How many … have left?" (put_partitions.py, ADR 0313)
    check_bought_from_holder(ops, question, lex)  # v15: "A baker made 30 muffins. Sam bought 10 muffins." (bought_from_holder.py, ADR 0311)
    check_unsourced_gains(ops, question, lex)  # v13: "The garden has 30 roses. Mia picked 12 roses." (unsourced_gains.py)
    check_more_at_times(ops, question, story_words)  # v13: "On Tuesday she read 3 more books." (more_at_times.py)
    check_place_objects(ctx.place_objects, cursors)  # red20: "Tom joined the team. The team had 5 players." (place_objects.py)
    question = settle_spend_place(question, ops, cursors, ctx.home)  # v9: "spend at the music store" (spend_places.py)
    check_pooled(ctx, question, last)
    check_packaged(ops, ctx.packaged, qindex)  # red12: two rates per package (rates.py)
    check_container_contents(ops, lex, words_by_index,
                             question.item.unit if question.item is not None else "")  # "2 packages of socks. Each package has 6 shirts." (container_contents.py)
    check_taken_out_place(ops, question)  # v19: "She takes out 15 marbles" of her jar: ask the jar (taken_out.py, ADR 0434)
    check_listed_twice(ops)  # red17: "Tom has 14 pics and 14 pictures." (listed_twice.py)
    check_also_there(ops, lex, story_words)  # red17: "There were also 3 coats in the closet." (also_there.py)
    check_person_at_counted_place(ops, question, lex, story_words)  # red23: "Tom went to the park." (present_persons.py)
    check_repeated_events(ops, lex, story_words)  # red5: "Every day he gives 2 apples to Tom." (repeats.py)
    check_beneficiaries(ops, question, ctx, lex)  # red5: "Sam bought 5 apples for Tom." (beneficiaries.py)
    check_later_loss_goals(ops)  # red team 25: "transferred $69 into her bank account. Now the account has …" (loss_goals.py)
    check_added_places(ops, question)  # v13: "He added 0.3 cup of raisins to a batch of trail mix." (added_to.py)
    if question.time and question.kind == "event":
        ops = settle_timed_events(ops, question, ctx, cursors[:-1])  # v20: "5 apples on Monday, 7 apples on Tuesday … on Tuesday?" (timed_events.py, ADR 0456)
    check_question_time(ops, question)
    check_partition_moves(ops)  # red7: "splits them into 3 groups and gives one group to Sam" (partition_moves.py)
    check_wanted_bought(ops, ctx.wanted)  # v15: "wants to buy a game … He buys a game for $20" (wanted_purchases.py, ADR 0317)
    check_two_price_units(ops, ctx.two_price_units)  # v15: "at $3 per pound and … at $2 per pound" (priced_purchases.py)
    ops = settle_priced_purchases(ops, question, lex, words_by_index)  # v15: "Apples cost $1 each. She buys 3 apples." paid (priced_purchases.py, ADR 0317)
    check_story_order(ops, cursors, question, lex)
    check_told_time_order(ops, lex)  # v16 hunt_g: "had 12 books on Tuesday. He sold 5 books on Monday." (told_time_order.py)
    check_year_times(ops)  # v22: "Yesterday … In 2019, …" (year_openers.py, ADR 0511)
    check_ordinal_counts(ops, lex)  # v22: "The first box has 25 toys. Sam has 3 boxes." (ordinal_subjects.py, ADR 0511)
    check_described_members(ops, lex)  # red10 (ADR 0517): "Will has 3 boxes. The red box has 12 pens." (described_members.py)
    check_it_beside_rates(ops, story_words)  # red10 (ADR 0517): "A box has 7 pens. It also has 43 books." (it_beside_rates.py)
    check_tender_question(question, ops, lex)  # v12: a bill paid with is not all one's money (change_due.py)
    check_attended_holding(question, ops, lex)  # v12 red team: "went to 2 shops. How many shops does she have?" (attended.py)
    question = settle_transfer_question(question, ops, lex)  # v17: "How many kittens did Jessica get?" (transfer_questions.py, ADR 0363)
    check_part_of_lots(ops, cursors)  # red7: "had 24. bought 6. 3 of them were red" (story_order.py)  # red7: present/past/future order of holdings and changes (story_order.py)
    asked = question.item.unit if question.item is not None else ""
    if asked and lex.unit_by_id[asked].family == "money" and any(u == COIN or lex.kind_of(u, COIN)
                                                                 for u in ctx.units_seen):
        # "Sam had 2 dollars and 3 quarters. How much money does he have?" / "… He spent 3 quarters. How many
        # dollars does he have?" answered 2 (v6, red team 2a)
        raise ReaderRefusal(Reason.UNIT_MISMATCH, "unit_conversion", sentence_index=qindex,
                            frame="question.unit", detail="money asked in a text that counts coins")
    if asked and (asked in MONEY_FORMS or lex.kind_of(asked, COIN)) and any(lex.unit_by_id[u].family == "money"
                                                                     for u in ctx.units_seen if u in lex.unit_by_id):
        # red8: "Tom had $2. He found 5 dimes. How many dimes (coins) does he have?" answered 5, "had 8 dollar
        # bills, spent 3 dollars: how many bills?" answered 8: money may be held in any coins or bills
        raise ReaderRefusal(Reason.UNIT_MISMATCH, "unit_conversion", sentence_index=qindex,
                            frame="question.unit", detail="coins or bills asked in a text that holds money")
    mark_told_future(ops, ctx)  # red9 (ADR 0480): "gives Carol 5 more tomorrow. How many … does Carol have?" (plans.py)
    if ctx.future and (question.kind in ("holding", "sole", "total", "members", "there", "difference") or (
            question.kind in _EVENT_KINDS and not question.time)) \
            and not {"will", "would"} & set(qwords):
        # v9 (plans.py): an event question with no time of its own too ("He will go to 16 games tomorrow. How many
        # games did he go to?" answered 27): a future or planned event is counted only by a question in the future
        # or one that names the events' time ("will plant trees today … did the workers plant today?")
        # red3b: "Workers will plant 33 trees tomorrow. How many trees are in the park now?" answered 55: a
        # future event read as done is asked about only in the future ("will the park have when …")
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "time_binding", sentence_index=qindex,
                            frame="question.tense", detail="a future statement and a question not in the future")
    if question.kind in _EVENT_KINDS and question.time \
            and not {"will", "would"} & set(qwords) and mixes_future(ops, question, ctx.future_sentences):
        # v9 (plans.py): "went to 11 games today. He will go to 16 games today. How many did he go to today?"
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "time_binding", sentence_index=qindex,
                            frame="question.tense", detail="events done and events to come, asked in the past")
    if question.kind in _EVENT_KINDS and ctx.future:
        asked_future = bool({"will", "would"} & set(qwords))
        if asked_future and asks_future_part(ops, question, ctx.future_sentences, last):
            # red20 (plans.py): "bought 17 apples. He plans to buy 16 more apples. How many will he buy?" answered 33
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "time_binding", sentence_index=qindex,
                                frame="question.tense", detail="events done and events to come, asked in the future "
                                                               "with no total word")
        if not asked_future and asks_plan_as_done(ops, question, cursors):
            # red20 (plans.py): "plans to go to 16 games this year. How many games did he go to this year?" answered 16
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "time_binding", sentence_index=qindex,
                                frame="question.tense", detail="a planned event asked as done")
    if ctx.unattributed and (question.time or question.place):
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "time_binding" if question.time else "place_binding",
                            sentence_index=qindex, frame="question.circumstance",
                            detail="the story gave times or places to part of a list without saying which part")
    if after_tail is not None:
        check_after_tail(after_tail, ops, question, lex, ctx.entities)  # v20: the tail names the end of every change (after_tails.py, ADR 0456)
    question = settle_rounding(question, ops, qwords)  # v19: "can he buy", "full trays", "needed to carry all" (rounding.py, ADR 0430)
    return Graph(ops=ops, question=question, unknowns=[f"?{i}" for i in range(1, ctx.unknowns + 1)])
