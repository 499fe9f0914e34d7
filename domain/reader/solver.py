"""Forward solver: applies the graph's operations in text order to exact holdings.

Policies (docs/reader.md): a holding never goes negative; discrete things never become
fractional; a gain on a holder with no stated holding starts from 0, a loss from an unknown;
unknown amounts are solved from later statements; units convert only inside a pack family.
"""
from __future__ import annotations

from fractions import Fraction
from operator import attrgetter

import msgspec

from domain.reader.fraction_parts import fraction_of, is_fraction
from domain.reader.made_left import sole_gainer
from domain.reader.given_kinds import pool_given_kinds
from domain.reader.bought_left import container_gainer
from domain.reader.transfer_questions import received_side
from domain.reader.listed_twice import listed_beside
from domain.reader.thing_prices import price_things
from domain.reader.unchanged_starts import check_start_changed
from domain.reader.internal_moves import moves_between_told_holders
from domain.reader.listed_times import check_listed_times
from domain.reader.unrated_containers import check_unrated_containers
from domain.reader.pooled_containers import check_loose_beside_unrated, pooled_total, unloose
from domain.reader.nested_contents import nested_rate
from domain.reader.goal_uses import goal_use
from domain.reader.measured_containers import measured_units
from domain.reader.filled_groups import told_group_size
from domain.reader.held_spans import open_money_change, scanned
from domain.reader.made_things import made_from_guard
from domain.reader.outing_money import outing_money_guard
from domain.reader.put_them import put_into
from domain.reader.put_places import put_place, put_question
from domain.reader.proceeds import MONEY, proceeds_question, rewarded, sales_to_price
from domain.reader.legs import legs_answer
from domain.reader.legs_together import together_answer
from domain.reader.ensured_rates import kind_modifier_of_contents
from domain.reader.lengths import lengths_answer
from domain.reader.converted_measures import converted_answer
from domain.reader.bare_arithmetic import bare_answer
from domain.reader.cut_wholes import cut_whole_answer
from domain.reader.each_of_group import each_of_group_answer
from domain.reader.compared_measures import compared_answer
from domain.reader.grown_between import grown_answer
from domain.reader.changed_measures import changed_answer
from domain.reader.cut_lengths import cut_answer
from domain.reader.escaped_contents import escaped_answer
from domain.reader.daily_events import daily_answer
from domain.reader.time_overlaps import may_count_twice, may_overlap
from domain.reader.work_spans import check_spent_times, spends_time
from domain.reader.pet_pronouns import pet_units
from domain.reader.counted_measures import counted_answer
from domain.reader.mileage import mileage_answer
from domain.reader.shared_among import shared_answer
from domain.reader.equal_loads import loads_answer
from domain.reader.unit_weights import weights_answer
from domain.reader.portions import portions_answer
from domain.reader.work_days import work_days_answer
from domain.reader.each_of_gifts import each_of_answer
from domain.reader.counted_recipients import recipients_answer
from domain.reader.span_rates import span_rate_answer
from domain.reader.rate_durations import rate_duration_answer
from domain.reader.daily_distances import daily_distance_answer
from domain.reader.daily_times import daily_time_answer
from domain.reader.summed_durations import summed_duration_answer
from domain.reader.fraction_left import fraction_left_answer
from domain.reader.recipe_parts import parts_answer
from domain.reader.recipe_batches import batches_answer
from domain.reader.rectangle_areas import area_answer
from domain.reader.shape_measures import shape_answer
from domain.reader.cut_equal_lengths import cut_equal_answer
from domain.reader.compared_events import events_answer
from domain.reader.joint_totals import joint_answer
from domain.reader.age_multiples import ages_answer
from domain.reader.age_stories import ages_story_answer
from domain.reader.remaining_room import room_answer
from domain.reader.prepared_leftovers import leftover_answer
from domain.reader.spent_from_rest import spent_answer
from domain.reader.value_changes import value_answer
from domain.reader.before_gains import before_answer
from domain.reader.equal_holdings import equal_answer
from domain.reader.period_differences import period_answer
from domain.reader.timed_differences import timed_answer
from domain.reader.held_times import held_times_answer
from domain.reader.rate_holdings import rate_holding_answer
from domain.reader.price_differences import price_answer
from domain.reader.kind_comparisons import kinds_answer
from domain.reader.compared_prices import compared_price_answer
from domain.reader.kind_multiples import kind_multiple_answer
from domain.reader.resident_parts import resident_answer
from domain.reader.found_contents import found_answer
from domain.reader.group_parts import group_part_answer
from domain.reader.purpose_spending import purpose_answer
from domain.reader.measure_changes import measure_change_answer
from domain.reader.group_each_events import group_each_answer
from domain.reader.nested_capacities import nested_answer
from domain.reader.visits import visits_answer
from domain.reader.pooled_rewards import pooled_answer
from domain.reader.group_shares import share_answer
from domain.reader.priced_goes import priced_answer
from domain.reader.group_meals import bill_answer
from domain.reader.free_meals import free_bill_answer
from domain.reader.weather import weather_answer
from domain.reader.recorded_measures import recorded_answer
from domain.reader.mixtures import mixture_answer
from domain.reader.needed_lists import needed_list_answer
from domain.reader.listed_weights import listed_weights_answer
from domain.reader.told_totals import told_total_answer
from domain.reader.recipes import recipe_answer
from domain.reader.season_games import season_answer
from domain.reader.doer_counts import doers_answer
from domain.reader.listed_totals import listed_answer
from domain.reader.scored_worth import scored_answer
from domain.reader.each_needs import needs_answer
from domain.reader.held_in_equal_parts import equal_parts_answer
from domain.reader.people_units import people_unit
from domain.reader.told_group_splits import told_split_answer
from domain.reader.pooled_they import pooled_they_answer
from domain.reader.travel import travel_answer
from domain.reader.graph import ONLY_HOLDER, PACE, TODO, Graph, Item, Op, Question
from domain.reader.placed_things import acted_at_before, counted_units, removed_by_guard
from domain.reader.lexicon import Lexicon
from domain.reader.measures import cases_answer, measured_and_counted
from domain.reader.container_measures import part_measures, whole_only
from domain.reader.whole_counts import check_whole_counts
from domain.reader.measured_kinds import general_beside, left_out
from domain.reader.uses_each import use_total_parts
from domain.reader.left_holders import check_left_other_holders
from domain.reader.boxed_holders import others_boxing
from domain.reader.part_rest_kinds import check_rest_beside_others, check_third_kind, note_parted
from domain.reader.linear import ONE, ZERO, Lin, exact, fraction_text, negative
from domain.reader.phrases import fmt as fmt_fraction
from domain.reader.rates import is_content_rate
from domain.reader.rounding import apply as apply_rounding, rounds_partition, second_limit
from domain.reader.capacity import CAPACITY
from domain.reader.paces import clear_rate
from domain.reader.damaged import damaged_kind
from domain.reader.kept_parts import kept_mod, kept_whole_question, merge_kept
from domain.reader.pooled_unit_kinds import holders_of_kinds, pool_unit_kinds, unit_kind_holders
from domain.reader.pooled_parts import pool_answer, pool_classify, verb_pool_doubt
from domain.reader.unseen_rates import (check_rate_at_scene, check_rated_progress, check_rated_purchase_money,
                                         check_rated_purchases, check_unseen_rates)
from domain.reader.spending import spending_kind
from domain.reader.spent_kinds import BUYING_VERBS, GETTING_VERBS, check_other_purchases, in_asked_money, spent_kind
from domain.reader.unit_rates import covered_events, spending_rate
from domain.reader.member_totals import check_member_total
from domain.reader.other_verb_gains import check_other_verb_gains
from domain.reader.partition_moves import check_loss_after_partition
from domain.reader.set_aside import REST, each_group_partition, is_set_aside_part, parts_before_rest
from domain.reader.source_parts import uncounted_sources
from domain.reader.recipients import person_source
from domain.reader.refusals import Reason, ReaderRefusal
from domain.reader.whole_of_boxed import check_whole_of_boxed
from domain.reader.results import Step
from domain.reader.todo import check_todo_question


_lemma_of = attrgetter("lemma")


def refuse(reason: Reason, missing: str, detail: str, sentence: int = -1) -> ReaderRefusal:
    return ReaderRefusal(reason, missing, sentence_index=sentence, frame="solver", detail=detail)


_NO_UNITS: frozenset[str] = frozenset()
"""No more general unit (``related``: a unit the pack's kinds do not classify)."""


def _bare_unknown(v: Lin) -> bool:
    """A holding that is one unknown and nothing told (``Nell collects baseball cards``: ?1)."""
    return not v.const and len(v.coefs) == 1 and next(iter(v.coefs.values())) == 1


def _overlap_units(lex) -> frozenset[str]:
    """Every unit ``lex.may_overlap`` can be True for, on either side (speed, ADR 0462): ``Lexicon._may_overlap``
    needs ``a == x or lex.kind_of(a, x)`` for a unit ``x`` of one of the pack's overlapping pairs, so ``a`` is such
    a unit or a kind of one (``x in lex.generals[a]``). Derived from the pack once (``lex.memo``)."""
    members = {u for pair in lex.overlapping for u in pair}
    return frozenset(members | {u for u, gs in lex.generals.items() if not gs.isdisjoint(members)})


def _occasion_words(lex) -> frozenset[str]:
    """The pack's occasion nouns (role ``occasion``: game, concert …), every form: a place slot holding one
    (``during a game``) says when, not where things are (owner_for)."""
    return frozenset(w for f in lex.pack.functions if f.role == "occasion" for w in f.forms)


class Solution:
    __slots__ = ("value", "unit", "steps", "lemmas")  # speed (ADR 0467): no instance dict (nothing sets others)

    def __init__(self, value: Fraction, unit: str, steps: list[Step], lemmas: list[str]):
        self.value = value
        self.unit = unit
        self.steps = steps
        self.lemmas = lemmas


class Solver:
    # speed (ADR 0467): the 30 attributes ``__init__`` sets, as slots (no instance dict to build per text; the same
    # reason as phrases.Context's, ADR 0459); ``__dict__`` kept so that anything setting another attribute still can
    __slots__ = ("lex", "graph", "measured", "holdings", "known", "equations", "checks", "told_unknowns", "raw_steps",
                 "events", "prices", "price_times", "per", "partitions", "goals", "uses", "rates", "stated", "held_at",
                 "first", "init_vars", "part_measures", "stated_in", "inferred", "parted", "mentioned", "group_sums",
                 "pools", "per_sentences", "scenes", "__dict__")

    def __init__(self, lex: Lexicon, graph: Graph):
        self.lex = lex
        self.graph = graph
        self.measured = measured_units(lex, graph.ops)  # v13 (ADR 0262): containers the story measures by
        self.holdings: dict[str, dict[Item, Lin]] = {}
        self.known: dict[str, Fraction] = {}
        self.equations: list[tuple[Lin, int]] = []
        self.checks: list[tuple[Lin, bool, str, int]] = []
        self.told_unknowns: list[tuple[Lin, int]] = []
        """Red team 25 (ADR 0269): the amounts a statement told without a number (``some``, a bare plural, a
        sale implied by two holdings), each with its sentence: one that solves to 0 refuses (``He lost some
        balloons. Now he has 30`` after 30: the text said some were lost)."""
        self.raw_steps: list[tuple[Op, str, list[str], Lin, Lin]] = []
        self.events: list[tuple[Op, Item, Lin]] = []
        self.prices: dict[str, Fraction] = {}
        self.price_times: dict[str, str] = {}  # unit → the time its price was told at ("cost $5 yesterday")
        self.per: dict[str, dict[Item, Fraction]] = {}
        self.partitions: list[tuple[Op, Lin]] = []
        self.goals: list[Op] = []
        self.uses: list[Op] = []
        self.rates: list[Op] = []
        self.stated: set[tuple[str, Item]] = set()
        self.held_at: set[tuple[str, str]] = set()
        """(place, unit) of holdings stated as somewhere (``had 40 oranges in a bin``), by someone else (v6)."""
        self.first: dict[tuple[str, Item], Lin] = {}
        """The starting value of a holding that was stated or began unknown (not one begun by a gain)."""
        """Holdings that began as a statement (``has 5 birds``), not as a gain."""
        self.init_vars = 0
        self.part_measures: frozenset | None = None  # v13: container_measures.part_measures, on first use
        self.stated_in: dict[tuple[str, Item], int] = {}  # v13 red team: the sentence that stated a holding
        self.inferred: set[tuple[str, Item]] = set()
        self.parted: dict[tuple[str, str], tuple[Item, Item]] = {}  # v15 red team: (owner, unit) → part, rest keys
        """(red11) Holdings never stated, begun unknown by a loss (``ate 5 green apples``): see ``change``."""
        self.mentioned: set[str] = set()
        self.group_sums: list[tuple[frozenset[str], Item, Lin, Lin]] = []  # v6: hold_sum (members, item, sum, amount)
        self.pools: list = []  # v7: parts of several holders' pooled things (pooled_parts.py)
        """Every entity an operation so far named (actor, target, source, place, agent)."""
        self.per_sentences: dict[str, set[int]] = {}
        """container unit → the sentences that gave it a content rate (redteam: whose boxes did each mean?)."""
        self.scenes: set[str] = set()
        """Holders set by a scene (``There are 4 apples on the table``, a counted group's state; redteam)."""

    # -- holdings -----------------------------------------------------------------------------
    def unit(self, unit_id: str):
        if unit_id in self.measured:  # v13: "0.2 bag of apples" measures by the bag (measured_containers.py)
            return msgspec.structs.replace(self.lex.unit_by_id[unit_id], discrete=False)
        return self.lex.unit_by_id[unit_id]

    def whole_only(self, item: Item) -> bool:
        """Whether amounts of ``item`` must be whole: the pack's word, except for a container told in a part of
        its stuff in this text (v13, ADR 0263: container_measures.py)."""
        discrete = self.lex.unit_by_id[item.unit].discrete
        if not discrete or not item.mods:
            # speed (ADR 0467): ``whole_only`` is ``discrete and not is_part_measure(…)``, and every entry of
            # ``part_measures`` has a stuff (an ``of:`` qualifier), so an item with no qualifier is never a part measure:
            # either way the answer is ``discrete`` (the same look-up, the same KeyError for a unit the pack lacks);
            # ``part_measures`` (a pure function of the ops that cannot raise) is worked out on a later call
            return discrete
        measures = self.part_measures
        if measures is None:
            measures = self.part_measures = part_measures(self.lex, self.graph.ops)
        return whole_only(self.lex, measures, item)

    def contents_held_by_others(self, owner: str, item: Item) -> tuple[str, str] | None:
        """(another holder, unit) when ``item`` is a container of things (``cartons of eggs``, or a ``per`` rate of
        eggs in each carton) that someone other than ``owner`` holds; None otherwise (v14, ADR 0287)."""
        units = {m[3:] for m in item.mods if m.startswith("of:")}
        units |= {o.item.unit for o in self.graph.ops if o.kind == "per" and o.target == item.unit and o.item is not None}
        for other, keys in self.holdings.items():
            if other != owner:
                for k in keys:
                    if k.unit in units:
                        return other, k.unit
        return None

    def find_key(self, owner: str, item: Item, op: Op) -> tuple[Item | None, Fraction]:
        """The holding key an operation on ``item`` means, and the factor converting into it."""
        keys = self.holdings.get(owner, {})
        if item in keys:
            return item, ONE
        if not keys:
            # speed (ADR 0462): no holding, no key (both loops below are over nothing); what is left is the
            # KeyError ``self.unit(item.unit)`` raises for a unit the pack lacks, raised here as before
            if item.unit not in self.lex.unit_by_id:
                self.unit(item.unit)
            return None, ONE
        want = set(item.mods)
        unit = item.unit
        same = []
        for k in keys:  # a loop: a comprehension made ``item`` and ``want`` cells per call (speed, ADR 0267)
            if k.unit == unit and want <= set(k.mods):
                same.append(k)
        if len(same) > 1:
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                         f"{owner} holds {len(same)} kinds of {item.unit}; which one is meant", op.sentence)
        if same and not listed_beside(self.graph.ops, op, same[0]):
            return same[0], ONE
        u = self.unit(item.unit)
        # speed (ADR 0462): a key's unit is looked up only for a key of another unit in a family that is not
        # "count" (the only keys the test reads it for); every holding key is a pack unit (``set_holding`` looks
        # each one up in ``whole_only``), so the skipped look-ups could not raise either
        family = u.family
        for k in keys if family != "count" else ():
            if k.unit == unit:
                continue
            ku = self.unit(k.unit)
            if ku.family == family and set(k.mods) == want:
                if u.per_base and ku.per_base:
                    return k, exact(u.per_base) / exact(ku.per_base)
                raise refuse(Reason.UNIT_MISMATCH, "unit_conversion",
                             f"{item.unit} and {k.unit} share a family without a conversion", op.sentence)
        return None, ONE

    def value_of(self, amount: str, op: Op) -> Lin:
        if amount.startswith("?"):
            v = Lin.var(amount)
            self.checks.append((v, False, f"amount {amount}", op.sentence))
            self.told_unknowns.append((v, op.sentence))
            return v
        return Lin(exact(amount))

    def set_holding(self, owner: str, key: Item, value: Lin, op: Op) -> None:
        self.holdings.setdefault(owner, {})[key] = value
        self.checks.append((value, self.whole_only(key), f"{owner}'s {key.unit}", op.sentence))

    def merge_kinds(self, owner: str, item: Item, op: Op) -> None:
        """``had 13 siamese cats and 5 house cats … sold 10 cats``: which cats were sold is unknown, so the
        kinds stop being known separately — they merge into one holding of the general kind (18)."""
        keys = self.holdings.get(owner, {})
        if item in keys:  # speed (ADR 0462): tested before the kinds are gathered (a pure list, read only below)
            return
        kinds = [k for k in keys if k.unit == item.unit and set(item.mods) < set(k.mods)]
        if len(kinds) < 2:
            return
        if any(_verb_predicate(m) and not kept_mod(m) for k in kinds for m in k.mods):
            # v8 (ADR 0116): "found 15 seashells. 4 were broken. He gave 3 seashells to Sam.": merged back, the
            # holding would count the broken ones as still held, which the text never says (answered 12)
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                         f"{owner}'s {item.unit} changed after a part named by what it did: still held or not?",
                         op.sentence)
        total = Lin()
        for k in kinds:
            total = total + keys.pop(k)
        self.set_holding(owner, item, total, op)

    def change(self, owner: str, item: Item, delta: Lin, op: Op, *, from_zero: bool, record: bool = True) -> Item:
        if op.kind == "lose" or (op.kind == "transfer" and owner == op.actor):
            self.merge_kinds(owner, item, op)
            if op.kind == "lose":
                pool_unit_kinds(self, owner, item, op)  # v18: girls and boys, then "8 children went home" (ADR 0390)
            else:
                pool_given_kinds(self, owner, item, op)  # v19: dogs and cats, then "gave 2 animals" (given_kinds.py, ADR 0423)
        elif op.kind in ("gain", "transfer"):
            # v12 (kept_parts.py): "9 were torn. Sara bought 24 of Sally's cards" / "Mary bought 40 cards": which
            # kind went or came is not said, so the kinds of a part that takes nothing away merge
            merge_kept(self, owner, item, op)
        key, factor = self.find_key(owner, item, op)
        if key is None and not from_zero and op.kind == "lose":
            others = [o for o in self.holdings if o != owner and self.find_key(o, item, op)[0] is not None]
            if not others and not item.mods:
                # v18 (ADR 0390): "Sam had 5 apples and 7 pears. Tom ate 4 fruits.": Sam's fruits too? (was 12)
                others = holders_of_kinds(self.lex, self.holdings, item)
                others = [] if owner in others else others  # "Bianca picked 39 tulips … used 30 of the flowers"
            if not others:
                # v20 (ADR 0453): "Mia bought 3 boxes of muffins. Each box has 8 muffins. Her friends ate 6 muffins. How
                # many muffins does Mia have?" answered 24 (the friends' own muffins): the same question as above
                others = others_boxing(self, item, [owner])
            if others:
                # "Sam has 5 apples. Tom eats 2 apples.": whose apples? Never guess.
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_binding",
                             f"{owner} loses {item.unit} it was never said to hold, while {others[0]} holds some",
                             op.sentence)
            contents = self.contents_held_by_others(owner, item)
            if contents:
                # v14 (lead, ADR 0287): "Ann had 40 eggs. Tom sold 3 cartons of 12 eggs." answered 40 for Ann: cartons
                # of the eggs someone else holds, lost by one never said to hold them: the same question as above
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_binding",
                             f"{owner} loses {item.unit} of {contents[1]} never said to be theirs, while "
                             f"{contents[0]} holds {contents[1]}", op.sentence)
        if key is not None and op.kind == "lose" and key != item and (owner, key) in self.inferred \
                and key.unit == item.unit and not all(m.startswith("of:") for m in set(key.mods) - set(item.mods)):
            # red11 (ADR 0122): "ate 5 green apples. He ate 41 apples.": the green apples are known only from a
            # loss, so they are no holding the bare apples must be of (answered 46 green apples eaten); the bare
            # ones begin a holding of their own, so "How many apples did he eat?" still sums both. A substance is
            # kept ("ate 26 pieces of candy. Then, he ate 17 more.": the same pieces of candy)
            key = None
        if key is None:
            key = item
            if from_zero:
                before = Lin()
            else:
                self.init_vars += 1
                before = Lin.var(f"?init{self.init_vars}")
                self.first[(owner, key)] = before
                self.inferred.add((owner, key))
                # v17 (ADR 0363): a start never told is still a holding: "gave 19 stickers to Ann. Now Ann has 9
                # stickers. How many did Ann have before?" answered -10 (and "How many did Ann get?" 19)
                self.checks.append((before, self.whole_only(key), f"{owner}'s {key.unit} at the start", op.sentence))
        elif from_zero and key != item and key.unit == item.unit and set(item.mods) < set(key.mods) \
                and not all(m.startswith("of:") for m in set(key.mods) - set(item.mods)):
            # "has 5 big apples. He bought 3 apples.": the bought ones are not said to be big; the holding is
            # apples from now on (8), and a later question about big apples finds no holding (redteam: was 8).
            # A substance is kept (``bales of hay`` … ``stacked bales``: the same bales of hay).
            before = self.holdings[owner].pop(key)
            key = item
        else:
            before = self.holdings[owner][key]
            delta = delta.scale(factor)
        after = before + delta
        self.set_holding(owner, key, after, op)
        if record:
            self.raw_steps.append((op, owner, [delta], before, after))
        return key

    def observe(self, owner: str, item: Item, value: Lin, op: Op) -> None:
        key, factor = self.find_key(owner, item, op)
        kinds_beside = [k for k, v in self.holdings.get(owner, {}).items()
                        if k != key and self.covers(item, k) and not _bare_unknown(v.substitute(self.known))]
        if kinds_beside:
            # red team 24 (ADR 0238): "had 64 baseball cards. She bought some more cards. Now she has 135 cards."
            # counts the baseball cards too, but the equation below binds only one holding key (the plain
            # cards bought: answered 135, not 71; "How many flowers does she have?" after 64 roses answered
            # 199). A stated holding that also counts another kind of the thing the owner holds is not read.
            # A kind held only in an amount never told ("Nell collects baseball cards. She had 304 cards.")
            # may be the same things told again, and is read as before.
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                         f"a stated holding of {owner}'s {item.unit} that also counts {kinds_beside[0].unit}",
                         op.sentence)
        at_start = bool(set(op.time.split("|")) & self.lex.start_times)
        if key is None and at_start and owner in self.mentioned:
            # "Jane took 5 bananas from the jar. At first there were 46 in the jar.": what happened to
            # the jar before was read without a holding to change; the start cannot be placed before it
            raise refuse(Reason.UNSUPPORTED_FORM, "frame.initial_state",
                         f"a start-of-story holding of {owner}'s {item.unit} after {owner} took part in events",
                         op.sentence)
        if key is None:
            self.set_holding(owner, item, value, op)
            self.stated.add((owner, item))
            if not acted_at_before(self, owner, item, op):
                # v15 (hunt, ADR 0306): "Sara picked 6 apples at the farm. There are 5 apples at the farm.": a
                # holding told after such things were acted on there is no start (answered 5 to "at first")
                self.first[(owner, item)] = value
            self.stated_in[(owner, item)] = op.sentence
            return
        if op.amount.startswith("?") and self.holdings[owner][key].substitute(self.known).is_const():
            # red team 3 (ADR 0336): "Tom has 14 shirts. He also has some shirts." / "it has 14797 bathing suits
            # for men. In addition, it has some bathing suits for women." bound the number-free holding to the
            # one already held (answered 14, 14797): told again, or more of them? No number settles it. (A holding
            # still unknown may be told so again: "Todd has some gum. Steve gave him 16 more pieces".)
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                         f"a number-free holding of {owner}'s {item.unit} after the holding was told", op.sentence)
        if key != item and self.stated_in.get((owner, key)) == op.sentence:
            # v13 red team (ADR 0263): "Kelly had 3 red apples and 3 apples." bound the 3 apples to the red apples
            # told in the same list (a restatement, answered 3 to "How many apples … in all?"); a list names its
            # parts apart, and the plain apples may be other apples: neither reading is settled
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                         f"a holding of {owner}'s {item.unit} beside more particular ones in the same sentence",
                         op.sentence)
        if at_start:
            # "Denise removes 5 bananas. There were originally 46 bananas.": the statement fixes the
            # value the holding started from (an unknown, or a stated value it must agree with). A holding
            # begun by a gain has no such start to fix (it started from 0 by policy), so that refuses.
            if (owner, key) not in self.first:
                raise refuse(Reason.UNSUPPORTED_FORM, "frame.initial_state",
                             f"a start-of-story holding of {owner}'s {item.unit} that began with a gain", op.sentence)
            self.equations.append((self.first[(owner, key)] - value.scale(factor), op.sentence))
            self.solve_equations()
            return
        if op.past and (owner, key) in self.first:
            start = self.first[(owner, key)]
            changed = (self.holdings[owner][key] - start).substitute(self.known)
            if not start.substitute(self.known).is_const() and not (changed.is_const() and changed.const == 0):
                # "Denise removes 5 bananas from a jar. There were 46 bananas in the jar.": 46 at the
                # start or now? Both readings fit an unknown start, and they disagree — never guess.
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "frame.holding_time",
                             f"a past-tense holding of {owner}'s {item.unit} after it changed from an unknown start",
                             op.sentence)
        self.equations.append((self.holdings[owner][key] - value.scale(factor), op.sentence))
        self.solve_equations()

    def hold_sum(self, op: Op) -> None:
        """``He and his cousin together have 5816 points`` (v6): the members' holdings add up to the amount.
        A member never said to hold the thing holds an unknown (solved from the equation, or the answer
        refuses); a start-of-story or past-tense group statement about a holding that may have changed refuses."""
        at_start = bool(set(op.time.split("|")) & self.lex.start_times)
        total = Lin()
        for who in op.members:
            self.mentioned.add(who)
            key, factor = self.find_key(who, op.item, op)
            if key is not None and (at_start or op.past):
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "frame.holding_time",
                             f"a past or starting group total after {who}'s {op.item.unit} were stated", op.sentence)
            if key is None:
                self.init_vars += 1
                value = Lin.var(f"?init{self.init_vars}")
                self.set_holding(who, op.item, value, op)
                self.first[(who, op.item)] = value
            elif factor != 1 or key != op.item:
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                             f"a group total of {op.item.unit} over {who}'s {key.unit} of another kind", op.sentence)
            else:
                value = self.holdings[who][key]
            total = total + value
        amount = self.value_of(op.amount, op)
        self.group_sums.append((frozenset(op.members), op.item, total, amount))
        self.equations.append((total - amount, op.sentence))
        self.solve_equations()

    def group_identity(self, total: Lin, owners: frozenset[str], item: Item) -> Lin:
        """v6: a sum over the members of a stated group total (``do Tom and Ann have`` / ``do they have``)
        uses that total plus what the members' holdings changed by since: adding ``value - stated`` (zero
        under the group's equation) fixes the sum even when no member's own holding is known."""
        for members, held, stated, value in self.group_sums:
            if members <= owners and held == item:
                total = total - stated + value
        return total

    def solve_equations(self) -> None:
        progress = True
        while progress:
            progress = False
            for lin, sentence in self.equations:
                e = lin.substitute(self.known)
                if e.is_const():
                    if e.const != 0:
                        raise refuse(Reason.CONTRADICTION, "consistency",
                                     "a stated amount disagrees with what the earlier sentences imply", sentence)
                    continue
                if len(e.coefs) == 1:
                    (name, coef), = e.coefs.items()
                    self.known[name] = -e.const / coef
                    progress = True

    def solve_system(self) -> None:
        """v15 (ADR 0312): the equations left with two or more unknowns, solved together (Gauss-Jordan over
        exact fractions, variables in name order). ``solve_equations`` fixes an unknown only from an equation
        where it is alone; ``Tom and Sam have 48 cards in all. Tom has 3 times as many cards as Sam.`` leaves
        ``?init1 + ?init2 = 48`` and ``?init1 - 3·?init2 = 0``, which fix both together. Only unknowns the
        system fixes become known; a system that contradicts itself refuses."""
        pending = [(lin.substitute(self.known), sentence) for lin, sentence in self.equations]
        pending = [(lin, sentence) for lin, sentence in pending if not lin.is_const()]
        if len(pending) < 2:
            return
        pivots: list[tuple[str, Lin]] = []  # (variable, expression it equals)
        for lin, sentence in pending:
            for name, expr in pivots:  # what is known of earlier pivots, in terms of the rest
                c = lin.coefs.get(name)
                if c is not None:
                    lin = Lin(lin.const, {k: v for k, v in lin.coefs.items() if k != name}) + expr.scale(c)
            if lin.is_const():
                if lin.const != 0:
                    raise refuse(Reason.CONTRADICTION, "consistency",
                                 "the stated amounts disagree with one another", sentence)
                continue
            name = min(lin.coefs)
            c = lin.coefs[name]
            # lin = c·name + rest = 0, so name = -rest / c
            expr = Lin(lin.const, {k: v for k, v in lin.coefs.items() if k != name}).scale(-1 / c)
            # back-substitute into the earlier pivots, so each stays in terms of free variables only
            pivots = [(n, e if name not in e.coefs else
                       Lin(e.const, {k: v for k, v in e.coefs.items() if k != name}) + expr.scale(e.coefs[name]))
                      for n, e in pivots] + [(name, expr)]
        for name, expr in pivots:
            if expr.is_const() and name not in self.known:
                self.known[name] = expr.const

    # -- operations ---------------------------------------------------------------------------
    def apply(self, op: Op) -> None:
        k = op.kind
        if k == "describe":
            return
        if k == "hold":
            if op.lemma == "fn.there" or op.lemma in self.lex.activity_ids:
                self.scenes.add(op.actor)
            self.observe(op.actor, op.item, self.value_of(op.amount, op), op)
            if op.place and op.actor != op.place:
                self.held_at.add((op.place, op.item.unit))
            return
        if k == "hold_sum":
            self.hold_sum(op)
            return
        if k in ("gain", "lose", "transfer"):
            self.place_guard(op)
        if k == "price":
            price = exact(op.amount)
            if self.prices.get(op.item.unit, price) != price:
                raise refuse(Reason.CONTRADICTION, "consistency", "two prices for one unit", op.sentence)
            self.prices[op.item.unit] = price
            if op.item.mods:
                price_things(self.graph, op, lambda why: refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding", why,
                                                                op.sentence))  # v14 (thing_prices.py)
            if op.time:
                self.price_times[op.item.unit] = op.time
            return
        if k == "per":
            rates = self.per.setdefault(op.target, {})
            if rates.get(op.item, exact(op.amount)) != exact(op.amount):
                raise refuse(Reason.CONTRADICTION, "consistency", f"two rates of {op.item.unit} per {op.target}",
                             op.sentence)
            rates[op.item] = exact(op.amount)
            self.per_sentences.setdefault(op.target, set()).add(op.sentence)
            # v7 red4a: "2 boxes of 0.5 crayons": a container holds whole things; red team 25 (ADR 0269): so does
            # "Each box has|contains 3.5 apples" / "puts 3.5 apples in each box" (answered 17.5 apples)
            if op.lemma == "fn.each" or not op.event:
                self.checks.append((Lin(exact(op.amount)), self.unit(op.item.unit).discrete,
                                    f"{op.item.unit} in each {op.target}", op.sentence))
            return
        if k == "goal":
            self.goals.append(op)
            return
        if k == "use_each":  # v9: "used 7 cups of flour on each one": read only by goal questions (uses_each.py)
            self.uses.append(op)
            return
        if k == "rate":
            self.rates.append(op)
            return
        if k == "classify":
            # the one holder of the general item; its holding becomes two kinds (N of one, the rest)
            found = [(o, key) for o in self.holdings for key in self.holdings[o] if self.covers(op.item, key)]
            left_out = uncounted_sources(self.graph, op)  # v10: "bought 2 games from a friend" (source_parts.py)
            found = [(o, key) for o, key in found if o not in left_out]
            if pool_classify(self, op, found):  # v7: "Carol picked 29 and her mother 16. If 38 of the carrots were good"
                return
            if len(found) != 1 or any(key.unit == found[0][1].unit for key in self.holdings[found[0][0]]
                                      if key != found[0][1]):
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_binding",
                             f"'N are <kind>' and {len(found)} holdings of {op.item.unit}", op.sentence)
            owner, general = found[0]
            boxing = others_boxing(self, op.item, [owner])
            if boxing:
                # v15 red team (boxed_holders.py, ADR 0308): "Ann had 3 cartons of eggs. 5 eggs were broken."
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_binding",
                             f"'N are <kind>' beside {boxing[0]}'s containers of {op.item.unit}", op.sentence)
            if self.contained(owner, general) or self.containers_of(owner, general):
                # v14 (fresh-d, ADR 0286): "had 24 apples. He bought 2 bags of 3 apples. 6 of the apples were red."
                # (answered 18 not red): the part may be of the loose ones or of all, the bags' too
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                             f"'N are <kind>' beside {owner}'s {general.unit} inside containers", op.sentence)
            if any(e.kind in ("lose", "transfer") and key.unit == general.unit for e, key, _ in self.events):
                # red2b: "He ate 3 apples. 2 of them were bad": the part may be among the things that went
                # (or be the lost ones themselves), not a part of what is left
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                             f"'N of them are <kind>' after some {general.unit} went", op.sentence)
            whole = self.holdings[owner].pop(general)
            part, rest = Lin(exact(op.amount)), whole - Lin(exact(op.amount))
            keys = []
            for mod, value in ((op.lemma, part), (op.target, rest)):
                key = Item(unit=general.unit, mods=tuple(sorted({*general.mods, *mod.split("+")})))
                self.set_holding(owner, key, value, op)
                self.stated.add((owner, key))
                keys.append(key)
            note_parted(self, owner, keys[0], keys[1])  # v15 red team (part_rest_kinds.py, ADR 0308)
            self.raw_steps.append((op, owner, [op.amount], whole, rest))
            return
        if k == "partition":
            pool = self.holding(op.actor, op.item, op.sentence) if op.amount == "all" else self.value_of(op.amount, op)
            if is_set_aside_part(self.graph.ops, op):  # red 17: a part set aside fits in the holding then
                self.checks.append((self.holding(op.actor, op.item, op.sentence) - pool, False,
                                    f"{op.actor}'s {op.item.unit} after {op.amount} were put into {op.target}",
                                    op.sentence))
            if op.event == REST:  # ADR 0145: the rest leaves out the parts already put into containers
                for part in parts_before_rest(self.graph.ops, op):
                    pool = pool - self.value_of(part.amount, part)
                self.checks.append((pool, self.unit(op.item.unit).discrete, f"the rest of the {op.item.unit}", op.sentence))
            if exact(op.factor or op.groups) == 0:
                # "put the rest into cages with 0 in each cage" (v6 red team 3b: a ZeroDivisionError, not a refusal)
                raise refuse(Reason.DIVISION_BY_ZERO, "arithmetic.divide", f"a partition into {op.target} of 0", op.sentence)
            if not op.factor and pool.is_const() and pool.const == 0:
                # "She finished 72 of her 72 problems but still had 5 pages of problems to do": N groups of the
                # things when none are left says two things at once (v6 red team 3b: answered 0 per page)
                raise refuse(Reason.CONTRADICTION, "partition", f"no {op.item.unit if op.item else 'things'} "
                             f"left to put into {op.groups} {op.target}", op.sentence)
            if op.factor:
                result = pool.scale(1 / exact(op.factor))
                operand = op.factor
            else:
                result = pool.scale(1 / exact(op.groups))
                operand = op.groups
            # v19 (rounding.py, ADR 0430): "How many full trays …?" rounds this partition's count down (at the question)
            self.checks.append((result, not rounds_partition(self.graph.question, op), f"{op.target} from a partition",
                                op.sentence))
            size = told_group_size(self.graph.ops, op)
            if size is not None:  # v13: "put them into 303 baskets … 28 eggs into each basket" (filled_groups.py)
                self.equations.append((result - Lin(size), op.sentence))
                self.solve_equations()
            self.partitions.append((op, pool))
            self.raw_steps.append((op, op.actor, [operand], pool, result))
            return
        if k in ("gain", "lose"):
            owner = self.owner_for(op)
            if op.source == ONLY_HOLDER:
                op = self.with_implied_source(op, owner)
            if k == "gain" and not op.source:
                self.scene_gain_guard(owner, op)
            if k == "gain" and op.source:
                merge_kept(self, op.source, op.item, op)  # v12: "Sara bought 24 of Sally's cards" (kept_parts.py)
            amount = self.amount(op, owner)
            sign = amount if k == "gain" else -amount
            from_zero = k == "gain"
            if from_zero and op.source and (self.find_key(op.source, op.item, op)[0] is not None
                                            or person_source(self.lex, op.source)):
                # "Tom has 20 apples. Sam received (took, borrowed) 3 apples from Tom. How many apples does Sam
                # have?": things passed from a holder are a transfer read from the other end; what Sam held
                # before is never said, so the gainer starts from an unknown unless it holds some already
                # (red6: was 3), as the target of a transfer does. Red7: so does one who gets things from a
                # person never said to hold them ("Sam got 3 apples from Tom", "from her mom"; recipients.py).
                from_zero = any(k2.unit == op.item.unit for k2 in self.holdings.get(owner, {}))
            key = self.change(owner, op.item, sign, op, from_zero=from_zero)
            self.events.append((op, key, amount.scale(self.conversion(op.item, key))))
            if k == "gain" and op.source:
                # "took 5 bananas from the jar": the jar loses them — from an unknown start when nothing
                # was said about it yet (v2 skipped that loss, so a later "originally 46" read as now)
                self.change(op.source, op.item, -amount, op, from_zero=False, record=False)
            return
        if k == "transfer":
            amount = self.amount(op, op.actor)
            key = self.change(op.actor, op.item, -amount, op, from_zero=False)
            amount = amount.scale(self.conversion(op.item, key))
            # "Tom gives 3 apples to Sam. How many apples does Sam have?": what Sam held before is never said,
            # so Sam's holding starts from an unknown, not from none (red6: was 3). A target already holding
            # some of the things, of any kind (`had 27 Pokemon cards … gave her 41 new Pokemon cards`), adds to
            # it; a container things are put in (`put 34 peaches in his fruit dish`) starts empty, as before.
            held = any(k.unit == key.unit for k in self.holdings.get(op.target, {}))
            put = "put" in self.lex.verb_categories.get(op.lemma, ())  # speed (ADR 0267): was a scan of the pack's verbs
            if put and not held and acted_at_before(self, op.target, key, op):
                # v15 (hunt, ADR 0306): "Mia added 18 pencils to the jar. Tom put 4 pencils in the jar." — the
                # jar does not start empty when something was done with such things there before (answered 4)
                put = False
            self.change(op.target, key, amount, op, from_zero=held or put, record=False)
            self.events.append((op, key, amount))
            return
        if k == "scale":
            key, _ = self.find_key(op.actor, op.item, op)
            if key is None:
                raise refuse(Reason.UNKNOWN_QUANTITY, "initial_state", f"{op.actor} holds no {op.item.unit} to scale",
                             op.sentence)
            before = self.holdings[op.actor][key]
            after = before.scale(exact(op.factor))
            self.set_holding(op.actor, key, after, op)
            self.raw_steps.append((op, op.actor, [op.factor], before, after))
            return
        if k in ("compare_add", "compare_mul"):
            ref_key, factor = self.find_key(op.target, op.item, op)
            if ref_key is None:
                # "He has 58 more than Carter": Carter's cards are an unknown the comparison may fix
                self.init_vars += 1
                unknown = Lin.var(f"?init{self.init_vars}")
                self.set_holding(op.target, op.item, unknown, op)
                self.first[(op.target, op.item)] = unknown
                ref_key, factor = op.item, ONE
            ref = self.holdings[op.target][ref_key].scale(1 / factor)
            value = ref + Lin(exact(op.amount)) if k == "compare_add" else ref.scale(exact(op.factor))
            if k == "compare_mul" and op.amount:
                value = value + Lin(exact(op.amount))  # v16: "3 more than twice as many" (offset_multiples.py)
            self.checks.append((value, self.whole_only(op.item), f"{op.actor}'s {op.item.unit}", op.sentence))
            operands = [op.factor, op.amount, op.target] if op.factor and op.amount else [op.amount or op.factor, op.target]
            self.raw_steps.append((op, op.actor, operands, ref, value))
            self.observe(op.actor, op.item, value, op)
            return
        raise refuse(Reason.UNSUPPORTED_FORM, "solver_operation", f"operation {k!r}", op.sentence)

    def place_guard(self, op: Op) -> None:
        """``Sam had 40 oranges in a bin. Tom took 5 oranges from the bin.``: Sam's oranges are in the bin, so
        a move into or out of the bin may change them — or the bin's own. Never guess (v6)."""
        if op.item is None:
            return
        # v14 (fresh-d, ADR 0286): "Tom took 2 bags of oranges from the bin. Each bag has 5 oranges." moves oranges
        # speed (ADR 0462): ``moved`` (no effect but its value) is built only when a test below reads it: with no
        # place holding (``held_at`` empty) the first ``any`` is over nothing, with no holding of the owner the second
        moved = None
        for there in (op.target, op.source):
            if there and self.held_at:
                if moved is None:
                    moved = self._moved(op)
                if any(p == there and any(u == m or self.lex.kind_of(u, m) or self.lex.kind_of(m, u) for m in moved)
                       for p, u in self.held_at):
                    raise refuse(Reason.AMBIGUOUS_REFERENCE, "place_binding",
                                 f"{op.item.unit} move to or from {there}, where someone's stated {op.item.unit} are",
                                 op.sentence)
            # red team 2 (ADR 0319): "Tom has 25 books. Kim took 14 books out of his bag.": Tom's books may be the
            # bag's, so Tom has 11 or still 25; someone else's move to or from a holder's own container refuses
            owner = there.split("'s ", 1)[0] if "'s " in there else ""
            if owner and owner != op.actor and self.holdings.get(owner):
                if moved is None:
                    moved = self._moved(op)
                if any(k.unit == m or self.lex.kind_of(k.unit, m) or self.lex.kind_of(m, k.unit)
                       for k in self.holdings[owner] for m in moved):
                    raise refuse(Reason.AMBIGUOUS_REFERENCE, "place_binding",
                                 f"{op.item.unit} move to or from {there}, while {owner} holds {op.item.unit}: "
                                 f"{owner}'s or not?", op.sentence)

    def _moved(self, op: Op) -> set[str]:
        """The units a move of ``op.item`` moves (place_guard): the item's, its substance's, and those a ``per`` rate
        puts in each of it."""
        return {op.item.unit} | {m[3:] for m in op.item.mods if m.startswith("of:")} \
            | {o.item.unit for o in self.graph.ops if o.kind == "per" and o.target == op.item.unit and o.item is not None}

    def conversion(self, item: Item, key: Item) -> Fraction:
        """Amounts of ``item`` in the unit of the holding ``key`` they went into (``300 milliliters`` into a
        holding of liters: 3/10). Events are summed in the key's unit (redteam: 2 liters and 300 milliliters
        were summed as 302)."""
        if key.unit == item.unit:
            return ONE
        return Fraction(self.unit(item.unit).per_base) / Fraction(self.unit(key.unit).per_base)

    def scene_gain_guard(self, owner: str, op: Op) -> None:
        """``There are 4 apples on the table. Sam picked up 3 apples.``: from the table, or other apples?
        A gain that names no source while a scene (not the gainer) holds such things is read neither way
        (redteam: the table kept 4)."""
        if not self.scenes:
            return  # speed (ADR 0462): no scene to test; ``put_into`` (pure, read only in the loop) is not asked
        put = put_into(op, self.graph.ops, self.lex)  # v15: "bought 6 fish and put them in the tank" (put_them.py)
        for scene in self.scenes:
            if scene != owner and scene != put and self.find_key(scene, op.item, op)[0] is not None:
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_binding",
                             f"{owner} gains {op.item.unit} without a source while {scene} holds some", op.sentence)

    def with_implied_source(self, op: Op, taker: str) -> Op:
        """``Amy takes 3 away``: from the one other holder of the item, else refuse."""
        holders = [o for o in self.holdings if o != taker and self.find_key(o, op.item, op)[0] is not None]
        if self.find_key(taker, op.item, op)[0] is not None:
            holders = []  # a taker who already holds some could be taking from anywhere: never guess
        if len(holders) != 1:
            raise refuse(Reason.UNSUPPORTED_FORM, "frame.transfer_source",
                         f"{op.lemma} without saying from whom, and {len(holders)} other holders", op.sentence)
        if op.place and op.place != holders[0]:
            # red2b: "There were 20 apples in the basket. Nancy took 5 apples at the park.": taken where the one
            # holder is not said to be — from it or from elsewhere? (v6 answered 15 for the basket)
            raise refuse(Reason.UNSUPPORTED_FORM, "frame.transfer_source",
                         f"{op.lemma} at {op.place} without a source, and the one other holder is {holders[0]}",
                         op.sentence)
        return msgspec.structs.replace(op, source=holders[0])

    def owner_for(self, op: Op) -> str:
        """``stacked bales in the barn``: the place gains when it holds the item and the actor does not.

        A passive clause (no actor) changes the agent's holding if the agent holds the item, else the
        named place's, else the only holder's; several candidate holders refuse."""
        if not op.actor:
            holders = [o for o in self.holdings if self.find_key(o, op.item, op)[0] is not None]
            if not holders and op.kind == "lose":
                holders = unit_kind_holders(self.lex, self.holdings, op.item)  # v18: "8 children went home" (pooled_unit_kinds.py, ADR 0390)
            for preferred in (op.agent, op.place):
                if preferred and preferred in holders:
                    return preferred
            if op.place and op.place.rsplit(" ", 1)[-1] not in self.lex.memo("occasion_words", _occasion_words):
                # v18 (wrongfix, ADR 0399): "Sam has 20 carrots. 13 carrots were eaten in Tom's garden." — a
                # place that holds none of the things: the holder's things, or others there? (answered 7), as
                # with_implied_source refuses a taking at a place that is not the one holder. An occasion
                # ("during a game 2 members didn't show up") says when, not where the things are
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_binding",
                             f"a loss with no actor at {op.place}, which holds no {op.item.unit}", op.sentence)
            if len(holders) != 1:
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_binding",
                             f"a passive clause and {len(holders)} holders of {op.item.unit}", op.sentence)
            boxing = others_boxing(self, op.item, holders)
            if boxing:
                # v15 red team (boxed_holders.py, ADR 0308): "Ann had 3 bags of balloons. 5 balloons popped."
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_binding",
                             f"a passive clause beside {boxing[0]}'s containers of {op.item.unit}", op.sentence)
            return holders[0]
        if not op.place:
            return op.actor
        at_place = self.find_key(op.place, op.item, op)[0] is not None
        at_actor = self.find_key(op.actor, op.item, op)[0] is not None
        if at_place and at_actor:
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                         f"both {op.actor} and {op.place} hold {op.item.unit}", op.sentence)
        moved = counted_units(op.item, self.graph.ops)
        if not at_place and any(self.related(u, w) for k in self.holdings.get(op.place, {})
                                for u in counted_units(k, self.graph.ops) for w in moved):
            # "There are 5 roses in the garden. Sam planted 3 tulips in the garden.": the garden's flowers now,
            # or Sam's tulips? (redteam: "How many flowers are in the garden?" answered 5). v15 (hunt, ADR 0306):
            # containers count — "put 2 apples in the box … added 4 bags of apples to the box" left the box at 2
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                         f"{op.place} holds things like {op.item.unit} but not those: whose are they?", op.sentence)
        if at_place and op.kind == "gain" and "positive" in self.lex.verb_categories.get(
                                                  op.lemma, ()):
            # "There are 5 apples at the farm. Sam picked 3 apples at the farm.": an acquisition at a place
            # that holds such things takes them from there, or gets others — never adds to the place
            # (redteam: answered 8); "stacked bales in the barn" (a put verb) still adds to the barn
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_binding",
                         f"{op.actor} {op.lemma} {op.item.unit} at {op.place}, which holds some: from there?",
                         op.sentence)
        return op.place if at_place else op.actor

    def related(self, a: str, b: str) -> bool:
        """The same unit, or units the pack's kinds relate (one under the other, or both under one kind)."""
        if a == b:
            return True
        # speed (ADR 0467): the pack's frozensets as they are (no two set copies per call): ``in`` and ``isdisjoint``
        # read them exactly as the copies were read (``bool(ga & gb)`` is ``not ga.isdisjoint(gb)``)
        generals = self.lex.generals
        ga, gb = generals.get(a, _NO_UNITS), generals.get(b, _NO_UNITS)
        return b in ga or a in gb or not ga.isdisjoint(gb)

    def amount(self, op: Op, owner: str) -> Lin:
        if op.amount.startswith("all-but:"):
            # "sold all but 4 bars" (v6): the holding less 4, which must not be below 0
            part = self.amount(msgspec.structs.replace(op, amount="all"), owner) - Lin(exact(op.amount[8:]))
            self.checks.append((part, False, "all but N", op.sentence))
            return part
        if is_fraction(op.amount):
            # v14: "ate half of them" (ADR 0282): the holding times the fraction, whole for counted things
            part = self.amount(msgspec.structs.replace(op, amount="all"), owner).scale(fraction_of(op.amount))
            self.checks.append((part, self.unit(op.item.unit).discrete, "a fraction of a holding", op.sentence))
            return part
        if op.amount == "all":
            key, _ = self.find_key(owner, op.item, op)
            if key is None:
                raise refuse(Reason.UNKNOWN_QUANTITY, "initial_state", "'all' of a holding never stated", op.sentence)
            check_whole_of_boxed(self, owner, op.item, op)  # v16 hunt: "all but 8 cookies" beside bags of them
            return self.holdings[owner][key]
        return self.value_of(op.amount, op)

    # -- question -----------------------------------------------------------------------------
    def covers(self, asked: Item, held: Item) -> bool:
        """Is ``held`` one of the things a question about ``asked`` counts (same unit or a pack kind)?"""
        for m in asked.mods:
            # "kilograms of nuts" covers "kilograms of almonds" when the pack says almonds are nuts
            if m not in held.mods and not (m.startswith("of:") and any(
                    h.startswith("of:") and self.lex.kind_of(h[3:], m[3:]) for h in held.mods)):
                return False
        return held.unit == asked.unit or self.lex.kind_of(held.unit, asked.unit)

    def kind_gaps(self, asked: Item, matched: list[Item], beside: list[Item], sentence: int) -> None:
        """A sum over kinds (birds = parrots + parakeets) must not silently leave out a thing the pack
        cannot classify (finches, pecans): it might belong to the asked kind."""
        left_out(self, asked, matched, beside, sentence)  # v9: "tons of material" beside tons of apples
        if asked.mods:  # speed (ADR 0467): with no qualifier there is no asked stuff, and general_beside returns at once
            general_beside(self, asked, matched, beside, sentence)  # v9: "kilograms of nuts" beside the asked almonds
        # red19: "pieces of furniture" asks the kind through its material: 4 lamps beside may be among them
        kinds = None  # speed (ADR 0462): built at the first key beside the matched ones (the only reader)
        overlapping = self.lex.memo("overlap_units", _overlap_units)
        for k in beside:
            # speed (ADR 0462): ``may_overlap(k.unit, …)`` is False for a unit outside ``_overlap_units``
            if k not in matched and k.unit in overlapping:
                if kinds is None:
                    kinds = [asked.unit] + [m[3:] for m in asked.mods if m.startswith("of:")]
                if any(self.lex.may_overlap(k.unit, w) for w in kinds) \
                        or any(self.lex.may_overlap(k.unit, m.unit) for m in matched):
                    # red10: "9 students and 4 boys. How many children?" — some students may be children
                    raise refuse(Reason.AMBIGUOUS_REFERENCE, "kind_binding",
                                 f"{k.unit} may be among the asked {asked.unit}", sentence)
        mods = set(asked.mods)
        for k in matched:  # speed (ADR 0106): a loop, not any(generator)
            if k.unit != asked.unit or not mods <= set(k.mods):
                break
        else:
            return
        wanted = {m[3:] for m in asked.mods if m.startswith("of:")}
        for k in beside:
            if k in matched or k.unit in self.per:
                continue
            if k.unit != asked.unit:
                unclear = k.unit not in self.lex.classified and \
                    self.unit(k.unit).family == self.unit(asked.unit).family
            else:
                unclear = bool(wanted) and any(m.startswith("of:") and m[3:] not in self.lex.classified
                                               for m in k.mods)
            if unclear:
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "kind_binding",
                             f"is {k.unit} {' '.join(k.mods)} a kind of {asked.unit}? the pack does not say",
                             sentence)

    def unit_gaps(self, asked: Item, matched: list[Item], beside: list[Item], sentence: int) -> None:
        """``drank 2 liters of water and 300 milliliters of juice. How many liters did he drink?`` /
        ``3 pounds of apples and 2 bags of pears … pounds of fruit``: an event of the asked action in another
        unit of the same measure, or of things of the asked substance counted in another unit, is not left
        out silently (redteam: answered 2 and 3)."""
        dimension = self._dimension  # speed (ADR 0462): a method, not a closure made per call
        family = self.unit(asked.unit).family
        measured_and_counted(self, asked, beside, sentence)  # v7: "3 pounds of apples" beside "2 apples"
        wanted = None  # speed (ADR 0462): the asked stuff (a pure set) is gathered at the first key that reads it
        for k in beside:
            if k not in matched and not self.covers(asked, k) and (
                    self.lex.kind_of(asked.unit, k.unit) or (k.unit == asked.unit and set(k.mods) < set(asked.mods))):
                # "bought 5 roses. He bought 3 flowers. How many roses did he buy?": the flowers may be roses
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                             f"the same action's {k.unit} {' '.join(k.mods)} may be the asked {asked.unit}", sentence)
            if k in matched or k.unit == asked.unit or self.covers(asked, k):
                continue
            if wanted is None:
                wanted = {m[3:] for m in asked.mods if m.startswith("of:")}
                # red team (ADR 0432): ``tea bags`` (``adj:`` a stuff, ADR 0424) are pieces of that tea, so ``drank 10
                # cups of tea`` beside them is of the asked stuff too (answered 35 tea bags left)
                wanted |= {m[4:] for m in asked.mods if m.startswith("adj:") and m[4:] in self.lex.unit_by_id
                           and self.unit(m[4:]).family.startswith("mass_noun")}
            same_measure = family != "count" and dimension(k.unit) == dimension(asked.unit) \
                and set(asked.mods) <= set(k.mods)
            stuff = wanted or {asked.unit}  # "2 bags of apples" beside "How many apples": the bags' are unknown
            same_stuff = k.unit not in self.per and any(m.startswith("of:") and any(
                m[3:] == w or self.lex.kind_of(m[3:], w) for w in stuff) for m in k.mods)
            # "3 cups of flour and 2 spoons of sugar. How many cups did she use in all?" (fresh_j): spoonfuls of a
            # stuff are an amount of it too, whose size in cups is untold; counting only the cups is one reading
            # red team (ADR 0432): of any stuff, counted or not (``2 liters of milk and 4 teaspoons of nuts``,
            # ``bags of nuts``): an amount of nuts too, whose size in the asked unit is untold
            poured = not wanted and dimension(asked.unit) in ("volume", "mass") and any(
                m.startswith("of:") and m[3:] in self.lex.unit_by_id and m[3:] not in self.lex.person_units
                and (self.unit(m[3:]).family.startswith("mass_noun") or self.unit(m[3:]).family == "count")
                for m in k.mods)
            if same_measure or same_stuff or poured:
                raise refuse(Reason.UNIT_MISMATCH, "unit_binding",
                             f"the asked {asked.unit} leave out the same action's {k.unit} {' '.join(k.mods)}",
                             sentence)

    def _dimension(self, unit: str) -> str:
        """What a unit measures (unit_gaps): miles and kilometers measure one thing, in two families."""
        return self.unit(unit).family.removesuffix("_metric").removesuffix("_calendar")

    def contained_events(self, q: Question, hits) -> list[Op]:
        """The asked actor's events of the hits' verbs on containers of the asked things (``ate 2 bags of apples``,
        or bags with a per-bag rate of apples), which the hits (of apples themselves) leave out (v14, ADR 0286)."""
        verbs = {op.lemma for op, _, _ in hits}
        asked = q.item.unit
        out = []
        for op, key, _ in self.events:
            if op.lemma in verbs and asked_actor(q, op.actor) and key.unit != asked and (
                    f"of:{asked}" in key.mods or any(it.unit == asked for it in self.per.get(key.unit, {}))):
                out.append(op)
        return out

    def _pieces_of_asked_kind(self, k: Item, item: Item) -> bool:
        """``pieces of furniture`` held or sold (a part unit of a kind's general, ADR 0146's reading) are things of
        that kind, so they may be the asked chairs: ``7 chairs and 2 sofas. She sold 3 pieces of furniture. How many
        chairs?`` answered 7 before v17 (red team of ADR 0362), the sold pieces held apart from the chairs."""
        lex = self.lex
        if k.unit not in lex.part_units or item.unit in lex.part_units:
            return False
        return any(m.startswith("of:") and m[3:] in lex.general_units
                   and (m[3:] == item.unit or lex.kind_of(item.unit, m[3:])) for m in k.mods)

    def matching(self, owner: str, item: Item, sentence: int) -> list[tuple[Item, Fraction]]:
        verb_pool_doubt(self, owner, item, sentence)  # v8: "29 were cracked" of several holders' (pooled_parts.py)
        keys = self.holdings.get(owner, {})
        want = set(item.mods)
        out = []
        u = self.unit(item.unit)
        for k in keys:  # ADR 0432: "4 loose apples" are apples of no told kind (they may be the asked red ones)
            if self.covers(item, k):
                out.append((k, ONE))
            elif (k.unit == item.unit and (set(k.mods) < want or set(unloose(k).mods) < want)) \
                    or self.lex.kind_of(item.unit, k.unit) \
                    or self._pieces_of_asked_kind(k, item):
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                             f"{owner}'s {k.unit} may or may not be the asked kind", sentence)
            # speed (ADR 0462): the key's unit looked up only where it is read (a holding key is a pack unit, see
            # find_key: the look-up cannot raise)
            elif k.unit != item.unit and (ku := self.unit(k.unit)).family == u.family and u.family != "count" \
                    and want <= set(k.mods):
                if not (u.per_base and ku.per_base):
                    raise refuse(Reason.UNIT_MISMATCH, "unit_conversion", f"{k.unit} vs {item.unit}", sentence)
                out.append((k, exact(ku.per_base) / exact(u.per_base)))
        overlapping = self.lex.memo("overlap_units", _overlap_units)
        for a, _ in out:
            for b, _ in out:
                if a.unit != b.unit and a.unit in overlapping and b.unit in overlapping \
                        and self.lex.may_overlap(a.unit, b.unit):  # speed (ADR 0462): ``_overlap_units``
                    # red10: "5 students and 3 boys. How many people?" — the boys may be students (pack pairs)
                    raise refuse(Reason.AMBIGUOUS_REFERENCE, "kind_binding",
                                 f"{owner}'s {a.unit} and {b.unit} may be the same things", sentence)
                nested = a != b and self.covers(a, b)
                if nested and (owner, a) in self.stated and (owner, b) in self.stated:
                    # "has 5 marbles" and "has 3 red marbles": are the red ones among the five? Never guess.
                    # (Red marbles bought later are clearly more.)
                    raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                                 f"{owner} holds {a.unit} both in general and of a specific kind", sentence)
        # speed (ADR 0462): one list of the matched keys and one of all keys, each built once (no callee changes them)
        matched = [k for k, _ in out]
        beside = list(keys)
        self.kind_gaps(item, matched, beside, sentence)
        self.unit_gaps(item, matched, beside, sentence)
        said = {m for k in matched for m in k.mods if _verb_predicate(m)}
        both = sorted(m for m in said if m.startswith("not:") and m[4:] in said)
        if kept_whole_question(item, matched):
            # v12 (kept_parts.py): "9 were torn. How many cards does Sally have now?": the torn ones are still hers
            return out
        if both:
            # "2 of the games didn't work. How many games …?": are they still among his games? Not said (v6)
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                         f"{owner}'s {item.unit} counted with the part that {both[0]!r}: still counted or not?",
                         sentence)
        damaged = next((d for d in (damaged_kind(self.lex, k.mods) for k, _ in out) if d), None)
        if damaged:
            # v8: "4 were broken. How many broken seashells does he have?": thrown away or kept? (damaged.py)
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                         f"{owner}'s {item.unit} that were {damaged}: still held or not?", sentence)
        return out

    def rate_for(self, container: str, item: Item, plain_only: bool = False) -> Fraction | None:
        """Things of ``item``'s kind in one ``container`` (``each cage has 2 parrots and 6 parakeets``);
        ``plain_only``: only rates of things with no substance of their own (``8 slices``, not ``8 slices
        of ham``)."""
        rates = self.per.get(container, {})
        if plain_only:
            rates = {it: n for it, n in rates.items() if not any(m.startswith("of:") for m in it.mods)}
        if not rates:
            # speed (ADR 0462): no rate, no hit (None); ``kind_gaps`` over no kinds does nothing but
            # ``left_out``'s look-up of the asked unit, which raises KeyError for a unit the pack lacks: kept so
            if item.unit not in self.lex.unit_by_id:
                self.unit(item.unit)
            return None
        hits = [n for it, n in rates.items() if self.covers(item, it)]
        if hits and self.named_container(container):
            # "A box has 6 pens. … took 2 pens from the box": one particular box, or each box? (rates.py)
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_binding",
                         f"{container} has a rate and is also named as one particular holder", -1)
        self.kind_gaps(item, [it for it in rates if self.covers(item, it)], list(rates), -1)
        return sum(hits, ZERO) if hits else None

    def named_container(self, container: str) -> bool:
        """One particular container of that unit is a holder: ``the box``, and (red team 25, ADR 0269) ``the red
        box`` / ``Tom's box`` too (``There are 28 apples in the red box. There are 26 boxes. Each box has 13
        apples.`` answered 366: is the red box among the 26, and does it hold 13 or 28?)."""
        singular = self.unit(container).singular
        the, tail = f"the {singular}", f" {singular}"
        for op in self.graph.ops:
            for x in (op.actor, op.target, op.source, op.place, op.agent):
                if x == the or (x.endswith(tail) and (x.startswith("the ") or "'s " in x)):
                    return True
        return False

    def substance_guard(self, container: Item) -> None:
        """``3 boxes of apples`` and ``each box has 5 pears`` (said of Tom's boxes of pears): a rate per box
        whose things are other than what these boxes are of does not fit them, and which boxes ``each box``
        meant is not said (redteam: 27 fruits for Sam's 12 apples)."""
        # speed (ADR 0462): the holders are counted only when rates per this container were told in several
        # sentences (the one test that reads them; building the list has no other effect)
        if len(self.per_sentences.get(container.unit, ())) > 1 and len(
                holders := [o for o, held in self.holdings.items() if any(k.unit == container.unit for k in held)]) > 1:
            # "Sam has 3 boxes. Each box has 4 apples. Tom has 2 boxes. Each box has 5 pears.": each of
            # whose boxes? (redteam: 15 pears for Sam)
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                         f"rates per {container.unit} told in several sentences and {len(holders)} holders of them",
                         -1)
        subs = [m[3:] for m in container.mods if m.startswith("of:")]
        for it in self.per.get(container.unit, {}) if subs else ():
            for sub in subs:
                if kind_modifier_of_contents(it, container, sub):
                    continue  # v9: "6 shelves of mystery books" beside "each shelf had 9 books" (ensured_rates.py)
                other_boxes = any(k.unit == container.unit and f"of:{it.unit}" in k.mods
                                  for held in self.holdings.values() for k in held)
                siblings = it.unit != sub and self.related(it.unit, sub) and not (
                    self.lex.kind_of(it.unit, sub) or self.lex.kind_of(sub, it.unit))
                if it.unit != sub and (siblings or other_boxes):
                    raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                                 f"a rate of {it.unit} per {container.unit} beside {container.unit} of {sub}", -1)

    def contained(self, owner: str, item: Item) -> list[tuple[Item, Fraction]]:
        """Holdings of containers with a per-container rate for ``item`` (7 boxes × 5 crayons)."""
        out = []
        if not self.per:
            # speed (ADR 0462): with no rate per container told, ``substance_guard`` finds no rate to test and every
            # ``rate_for`` and ``nested_rate`` path is None, so nothing is found; what is left is ``rate_for``'s
            # KeyError for an asked unit the pack lacks, raised at the first holding as before
            if self.holdings.get(owner) and item.unit not in self.lex.unit_by_id:
                self.unit(item.unit)
            return out
        for k in self.holdings.get(owner, {}):
            self.substance_guard(k)
            rate = self.rate_for(k.unit, item)
            inner = substance_inside(item, k)
            if rate is None and inner is not None:
                # "How many slices of pizza" with "each pizza had 8 slices": the slices are of the pizza
                rate = self.rate_for(k.unit, inner, plain_only=True)
            if not item.mods and any(not it.mods and it.unit != item.unit for it in self.per.get(k.unit, {})):
                # v15 (nested_contents.py, ADR 0314): "5 boxes. Each box has 3 bags. Each bag has 4 marbles."
                nested = nested_rate(self.per.get(k.unit, {}).items(), lambda u: self.rate_for(u, item),
                                     {h.unit for held in self.holdings.values() for h in held}, item)
                if nested is not None and rate is not None:
                    # "Each box has 3 bags. Each bag has 4 marbles. Each box has 2 marbles.": 2 or 14 in a box?
                    raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding", f"{item.unit} in each {k.unit} told "
                                 f"outright and through the containers in it", -1)
                rate = nested if rate is None else rate
            if rate is not None:
                out.append((k, rate))
        return out

    def containers_of(self, owner: str, item: Item) -> bool:
        """Does ``owner`` hold containers of ``item`` itself (``8 bags of candy``)? Loose ``item`` beside them
        is then only part of it, whatever unit the contents are counted in (red team, v10: ``bought 8 bags of
        candy … also bought 8 candy … 8 pieces in each bag … how much candy`` answered 8)."""
        of = f"of:{item.unit}"
        return any(of in k.mods and k.unit != item.unit for k in self.holdings.get(owner, {}))

    def holding(self, owner: str, item: Item, sentence: int, by_rate: bool = False) -> Lin:
        if not by_rate:
            self.rate_guard(owner, item, sentence)
        self.purchase_money_guard(owner, item, sentence)
        made_from_guard(self, owner, item, sentence)  # fresh text (ADR 0274): "had 30 beads. She made 3 necklaces."
        outing_money_guard(self, owner, item, sentence)  # ADR 0274: "had $20. He went to the movies."
        check_third_kind(self, owner, item, sentence, refuse)  # v15 red team: "ate 4 good eggs" (part_rest_kinds.py)
        removed_by_guard(self, owner, item, sentence)  # v15 (hunt, ADR 0306): "removes 5 bananas from a jar"
        self.put_in_guard(owner, item, sentence)
        found = self.matching(owner, item, sentence)
        inside = self.contained(owner, item)
        if owner not in self.scenes and any(k.unit in self.lex.person_units for k, _ in inside):
            # fresh text (ADR 0274): "The teacher has 12 students. Each student has 3 pens. How many pens does the
            # teacher have?": what each student has is the student's own (main answered 36 for the teacher)
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_binding",
                         f"{owner}'s {item.unit} counted inside people {owner} has: theirs, not {owner}'s", sentence)
        if owner not in self.scenes and item.unit not in pet_units(self.lex) and any(
                k.unit in pet_units(self.lex) for k, _ in inside):
            # fresh text (ADR 0275): "Tom has 3 dogs. Each dog has 4 legs. How many legs does Tom have?" answered 12:
            # what each animal has (its legs, its toys) is its own, not plainly its owner's; its young are the
            # owner's ("Tyler had 15 dogs. Each dog had 5 puppies. How many puppies does Tyler now have?" = 75)
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_binding",
                         f"{owner}'s {item.unit} counted inside animals {owner} has: theirs or {owner}'s?", sentence)
        check_unrated_containers(self, owner, item, inside, sentence)  # red26: "3 boxes and 2 bags. Each box has 4 apples"
        check_loose_beside_unrated(self, owner, item, found, inside, sentence)  # ADR 0432: "3 bags and 4 loose apples"
        if found and (inside or self.containers_of(owner, item)):
            pooled = self.pooled(owner, item, found, inside, sentence)
            if pooled is not None:
                return pooled
            # "4 packs of crayons (10 in each)" and "6 extra crayons": are the packs' counted too?
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                         f"{owner} holds {item.unit} both loose and inside containers", sentence)
        found = found or inside
        if found and any(op.kind == "hold" and op.place == owner and op.actor not in ("", owner) and op.item is not None
                         and self.covers(item, op.item) for op in self.graph.ops):
            # "Sam had 40 oranges in a bin. He put 21 oranges in the bin.": the bin's 21 or all 61? (v6)
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "place_binding",
                         f"{owner} holds {item.unit} and someone's stated {item.unit} are in it too", sentence)
        if not found:
            raise refuse(Reason.UNKNOWN_QUANTITY, "initial_state", f"{owner or 'nobody'} is never said to hold "
                         f"{item.unit}", sentence)
        total = Lin()
        for k, factor in found:
            total = total + self.holdings[owner][k].scale(factor)
        return total

    def pooled(self, owner: str, item: Item, found, inside, sentence: int) -> Lin | None:
        """v15 (pooled_containers.py, ADR 0314): loose things and the contents of containers kept apart by the
        story's order (``had 27 pencils. She buys 2 boxes of 10 pencils``; ``bought 6 boxes of 10 markers. She
        gave 25 markers``): their sum, each loose holding begun by a loss taken from the containers' things.
        None when the order does not say (the caller refuses as before)."""
        rates = {k.unit: rate for k, rate in inside}
        if len(found) != 1 or found[0][1] != ONE or unloose(found[0][0]) != item or len(rates) != len(inside) or any(
                f"of:{item.unit}" in k.mods and k.unit not in rates for k in self.holdings.get(owner, {})):
            return None
        value, _why = pooled_total(self.lex, self.graph.ops, owner, item, rates)
        if value is None:
            return None
        loose = found[0][0]
        total = self.holdings[owner][loose]
        if (owner, loose) in self.inferred:
            total = total - self.first[(owner, loose)]  # the loss came out of the containers' things
        for k, rate in inside:
            total = total + self.holdings[owner][k].scale(rate)
        v = total.substitute(self.known)
        if not v.is_const() or v.const != value:
            return None
        self.checks.append((total, self.whole_only(item), f"{owner}'s {item.unit} loose and in containers", sentence))
        return total

    def put_in_guard(self, owner: str, item: Item, sentence: int) -> None:
        """``A jar has 42 marbles. Sue puts in 8 marbles. How many marbles does Sue have now?`` answered 8 (v18; found
        with ADR 0434): ``put in`` (pack verb.put_in, a gain so that recipes count what was put in) moves the things
        into something, not into the putter's hands, from a stock the text never told: when nothing of the putter's
        those things was told before, what the putter holds after it is not determined: refused. (After ``Sue has
        42 marbles in a jar``, ``She puts in 8 marbles`` adds to the told ones, as before.)"""
        ops = self.graph.ops
        for op in ops:
            if op.lemma == "verb.put_in":
                break
        else:
            # speed (ADR 0462): only a ``verb.put_in`` op refuses below; ``covers`` (a pure test of the pack's kinds)
            # is all the rest does, so a story with none has nothing to find
            return
        told = False
        for op in ops:
            same = op.item is not None and (self.covers(item, op.item) or self.covers(op.item, item))
            if op.lemma == "verb.put_in" and op.kind == "gain" and op.actor == owner and same and not told:
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "event_binding",
                             f"{owner} put {op.item.unit} in: into something, from a stock never told", sentence)
            told = told or (same and owner in (op.actor, op.target))

    def purchase_money_guard(self, owner: str, item: Item, sentence: int, start: bool = False) -> None:
        """``Sam had $20. He bought 3 pens. How much money does he have left?`` (v6 red team 2a): a gain of things
        by a gaining verb with no money paid in its sentence may be a purchase (the pack's categories cannot
        tell ``bought`` from ``found``), whose price — stated per unit or not at all — is not in the money
        holding. After the holder's last stated money, such a gain leaves the money unknown: refused."""
        u = self.unit(item.unit)
        if u is None or u.family != "money":
            return
        ops = self.graph.ops
        first = next((op for op in ops if owner in (op.actor, op.target, op.source)), None)
        for op in ops:
            if start and op is first and op.kind == "hold":
                continue  # "Hank had some money. … How much money did Hank have at first?": the asked start itself
            if owner in (op.actor, op.target, op.source) and op.item is not None and self.unit(op.item.unit) is not None \
                    and self.unit(op.item.unit).family == "mass_noun_money":
                # "had $20. He spent $5 on a pen. He spent some money on a book.": money in no unit is another
                # holding key, which the dollars asked would silently leave out (red3a: v6 answered 15)
                raise refuse(Reason.UNIT_MISMATCH, "unit_binding",
                             f"{owner}'s {item.unit} beside money in no unit ({op.lemma})", sentence)
        check_rated_purchase_money(self, owner, sentence)  # red team 8: "had $50. He buys 2 decks each week."
        held = [i for i, op in enumerate(ops) if op.kind == "hold" and op.actor == owner and op.item is not None
                and self.unit(op.item.unit).family == "money"]
        # red team 6 (ADR 0421, held_spans.py): for a start asked, or after a past `had`, the gains before the told
        # money count too ("Sam bought 6 pencils. Now he has $20. How much money did he have at first?" answered 20)
        op = open_money_change(self, owner, scanned(ops, held, start))
        if op is not None:
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "event_binding",
                         f"{owner}'s {op.item.unit} changed by {op.lemma} with no money told: paid, or paid for?",
                         sentence)

    def untold_money_guard(self, item: Item, sentence: int) -> None:
        """Red team 8 (ADR 0457): ``Sam has some money. Ann has $1.75. How much money do they have together?``
        answered 1.75. A total of money in a unit sums each holder of that unit; money told in no unit (``some
        money``) is another holding key, so its holder was left out of the sum without a word (the holding asked
        alone refuses it in purchase_money_guard). Any money in no unit in the story leaves the total open."""
        u = self.unit(item.unit)
        if u is None or u.family != "money":
            return
        for op in self.graph.ops:
            if op.item is not None and self.unit(op.item.unit) is not None \
                    and self.unit(op.item.unit).family == "mass_noun_money":
                raise refuse(Reason.UNIT_MISMATCH, "unit_binding",
                             f"a total of {item.unit} beside money in no unit ({op.lemma})", sentence)

    def goal_progress_guard(self, goal: Op, owner: str, item: Item, task: str, s: int) -> None:
        """A task goal (``needs to collect 20 shells``) counts the task verb's events as progress; the reading is
        open when (v6 red team 2a) the holder also has such things another way (``He has 5 shells`` / ``He found
        5 shells``: collected toward the 20 or not?), or a task event came before the goal was stated or at
        another time (``collected 5 last week … needs to collect 20 this week``: part of the 20 or not?)."""
        check_rated_progress(self, owner, item, task, s, self.covers)  # red team 8: "has already read 147 pages each week"
        for op in self.graph.ops:
            if op.actor != owner or op.item is None or not (self.covers(item, op.item) or self.covers(op.item, item)):
                continue
            if op.lemma == task and op.kind == "gain" and (op.sentence < goal.sentence or op.time != goal.time):
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "event_binding",
                             f"{task} of {item.unit} before the goal or at another time: part of it or not?", s)
            if op.lemma != task and op.kind in ("hold", "gain", "transfer"):
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "event_binding",
                             f"{owner} has {item.unit} by {op.lemma}, not by the task {task}: toward the goal or not?", s)

    def rest_loss_guard(self, owner: str, item: Item, task: str, s: int) -> None:
        """``needs to cook 16 potatoes. He has already eaten 7. … to cook the rest?``: ``the rest`` may be the
        potatoes not yet cooked (16) or the ones still there to cook (9) once some went another way (v6 red team
        3b: answered 16 × 5 = 80). A loss of the task's things by another verb refuses ``the rest``; the counted
        gap (``how many more … need to``) keeps its event reading (red team 2a)."""
        for op in self.graph.ops:
            if op.actor == owner and op.lemma != task and op.kind in ("lose", "transfer") and op.item is not None \
                    and (self.covers(item, op.item) or self.covers(op.item, item)):
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "event_binding",
                             f"{owner} lost {item.unit} by {op.lemma}, not by the task {task}: still to do or not?", s)

    def put_rate_guard(self, q: Question) -> None:
        """``He put 5 pens in each box. How many pens are left?`` (v6, rates.parse_put_rate): a put rate moves
        nothing, so the holding is still all the pens, yet ``left`` may ask for the ones left over once the
        boxes are filled (36 → 1). A question about the held things beside such a rate refuses; the rate is
        read only by the questions that divide by it (``how many boxes``)."""
        if q.kind not in ("holding", "sole", "total", "members", "difference", "there") or q.item is None:
            return
        for op in self.graph.ops:
            if op.kind == "partition" and (op.target in self.lex.person_units or people_unit(self.lex, op.target)) \
                    and op.item is not None and (self.covers(q.item, op.item) or self.covers(op.item, q.item)):
                # "He shared them equally among 4 friends": the friends got them (and is he one of them?); a
                # holding asked afterwards is not what the partition says (v6 red team 2a)
                # v20 (ADR 0455): also among kids, children, people (people_units.py)
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_binding",
                             f"{op.item.unit} shared among {op.target}: still {op.actor or 'the holder'}'s or not?",
                             q.sentence)
            if op.kind == "per" and op.sentence != q.sentence and op.item is not None and "put" in self.lex.verb_categories.get(
                    op.lemma, ()) and (
                    self.covers(q.item, op.item) or self.covers(op.item, q.item)):
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                             f"{op.item.unit} put {op.amount} in each {op.target}: all of them, or those left over?",
                             q.sentence)

    def question_time(self, q: Question) -> None:
        """A time in the question (``on Monday``) must pick out the story's operations, never be ignored."""
        if not q.time or q.kind in ("initial", "event", "passive", "spend"):
            return
        changing = [op for op in self.graph.ops if op.kind not in ("describe", "price", "per")]
        if any(op.time != q.time for op in changing):
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "time_binding",
                         "the question names a time that not every statement shares", q.sentence)

    def price_time_guard(self, q: Question) -> None:
        """``Each pen cost $5 yesterday. How much do 5 pens cost today?`` (red3a: v6 answered 25): a price told
        at one time says nothing of another, so a question or a purchase of those things at another stated
        time refuses (a time left unstated keeps the story's reading)."""
        for unit, when in self.price_times.items():
            times = {op.time for op in self.graph.ops if op.kind != "price" and op.item is not None
                     and (op.item.unit == unit or self.lex.kind_of(op.item.unit, unit))}
            if q.time and (q.item is None or q.item.unit == unit or self.lex.kind_of(q.item.unit, unit)
                           or (self.unit(q.item.unit) is not None and self.unit(q.item.unit).family == "money")):
                times.add(q.time)
            if times - {"", when}:
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "time_binding",
                             f"the price of {unit} was told at another time than it is used", q.sentence)

    def question_place(self, q: Question) -> None:
        """``How many apples does Sam have in his box?``: every statement about the holding must be there."""
        if not q.place or q.kind in ("event", "passive", "spend"):
            return
        about = [op for op in self.graph.ops if op.kind not in ("describe", "price", "per")
                 and (not q.entity or q.entity in (op.actor, op.target))]
        # (v6) a loss that names no place takes from wherever the things were: when every other statement
        # about them is at the asked place, so is it ("had 27 files on her drive … deleted 11 of the files")
        placed = [op for op in about if not (op.kind == "lose" and not op.place and not op.source)]
        if not placed or any(op.place != q.place for op in placed):
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "place_binding",
                         f"the question asks about {q.place}, not where every statement happened", q.sentence)

    def group_members(self, q: Question) -> None:
        """v6: ``Mason and his friends drank 3 bottles … How many did Mason drink?``: the group's action
        includes some share of Mason's, never said — a question about a member (or members) of a group
        that acted on the asked unit refuses."""
        asked = set(q.members) | {q.entity} - {""}
        if not asked or q.kind == "passive":
            return
        for op in self.graph.ops:
            if op.kind == "describe" and op.members and asked & set(op.members) and op.actor not in asked:
                if any(o.item is not None and (q.item is None or o.item.unit == q.item.unit)
                       and op.actor in (o.actor, o.target, o.source) for o in self.graph.ops):
                    raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_group",
                                 f"{op.actor} acted on the asked things; the members' shares are not said", q.sentence)
    def unheld_containers(self, q: Question) -> None:
        """``A bucket contains 3 gallons of water. If Derek adds 6.8 gallons more, how many gallons will
        there be in all?``: the bucket's gallons are in the scene but held by no one, so a total that
        only sums holders would leave them out (it answered 6.8). Refused (v6); solver only."""
        held = {k.unit for keys in self.holdings.values() for k in keys}
        for op in self.graph.ops:
            if op.kind == "per" and op.target not in held and (
                    op.item.unit == q.item.unit or self.lex.kind_of(op.item.unit, q.item.unit)):
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                             f"{q.item.unit} inside a {op.target} that nobody holds: counted or not?", q.sentence)

    def _event_minus(self, q: Question, item2, lemma2: str, what: str):
        """The asked events (``q.item`` by ``q.lemma``) minus the events of ``item2`` by ``lemma2``, checked
        non-negative (event_difference: another thing, same verb; event_excess: same things, the using verb)."""
        s = q.sentence
        first = self.event_sum(Question(kind="event", sentence=s, entity=q.entity, item=q.item, lemma=q.lemma))[0]
        second = self.event_sum(Question(kind="event", sentence=s, entity=q.entity, item=item2, lemma=lemma2))[0]
        diff = first - second
        self.checks.append((diff, False, what, s))
        return diff

    def _events_total(self, chosen: list[Op]) -> Lin:
        """The summed amounts of the story's events that are ``chosen`` ops (by identity, in event order)."""
        count = Lin()
        for op, key, amt in self.events:
            if any(op is c for c in chosen):
                count = count + amt
        return count

    def answer(self, q: Question) -> tuple[Lin, str]:
        s = q.sentence
        self.group_members(q)
        pile = check_todo_question(self.graph.ops, q.kind, q.item)
        if pile:
            raise refuse(Reason.UNSUPPORTED_FORM, "frame.purpose_task", pile, s)  # v6 (todo.py)
        self.question_time(q)
        self.question_place(q)
        self.put_rate_guard(q)
        check_unseen_rates(self, q, self.covers, PACE)  # red team 8: "He then bought 6 apples each week." (ADR 0457)
        self.price_time_guard(q)
        if q.kind not in ("use_total", "goal_gap"):
            self.use_guard(q)  # red19: the goal gap guards itself (goal_answer)
        pooled = pool_answer(self, q)  # v7: "how many bad carrots did they have" (pooled_parts.py)
        if pooled is not None:
            return pooled, q.item.unit
        if q.kind == "initial":
            check_start_changed(self.graph.ops, q.entity, s)  # v17: a start presupposes a change (unchanged_starts.py)
            self.purchase_money_guard(q.entity, q.item, s, start=True)  # red team 6 (ADR 0421, held_spans.py)
            made_from_guard(self, q.entity, q.item, s, start=True)
            outing_money_guard(self, q.entity, q.item, s, start=True)
            removed_by_guard(self, q.entity, q.item, s)  # "removed 5 bananas from the jar. Now she has 10." (ADR 0421)
            found = self.matching(q.entity, q.item, s)
            if not found or any((q.entity, k) not in self.first for k, _ in found):
                raise refuse(Reason.UNKNOWN_QUANTITY, "initial_state",
                             f"{q.entity}'s starting {q.item.unit} are never stated", s)
            total = Lin()
            for k, factor in found:
                total = total + self.first[(q.entity, k)].scale(factor)
            return total, q.item.unit
        if q.kind == "holding":
            return self.holding(q.entity, q.item, s), q.item.unit
        if q.kind == "members":
            # "do Fred and Lily have in all": exactly the named holders; one who holds none refuses
            total = Lin()
            for who in q.members:
                total = total + self.holding(who, q.item, s)
            return self.group_identity(total, frozenset(q.members), q.item), q.item.unit
        if q.kind == "difference_total":
            first = self.answer(Question(kind="total", sentence=s, item=q.item))[0]
            second = self.answer(Question(kind="total", sentence=s, item=q.item2))[0]
            diff = first - second
            self.checks.append((diff, False, "the asked difference", s))
            return diff, q.item.unit
        if q.kind == "total":
            if any(op.kind == "transfer" or op.source for op in self.graph.ops
                   if op.kind in ("transfer", "gain", "lose")) and not moves_between_told_holders(self.graph.ops):
                # v18: moves only between holders whose counts were told keep the total (internal_moves.py)
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_group",
                             "'they'/total after a transfer: who is counted is ambiguous", s)
            self.unheld_containers(q)
            total, found, owners, parts = Lin(), False, set(), []
            self.rate_guard("", q.item, s)
            self.untold_money_guard(q.item, s)  # red team 8: "Sam has some money. Ann has $1.75. … do they have"
            for owner in self.holdings:
                loose, inside = self.matching(owner, q.item, s), self.contained(owner, q.item)
                check_unrated_containers(self, owner, q.item, inside, s)  # red26 (unrated_containers.py)
                if loose or inside:
                    # red team 6 (ADR 0421): "Sam had $20. Tom had $5. Sam bought 3 pens. How much money do they
                    # have in all?" answered 25: each member's holding keeps the guards a holding asked alone has
                    self.purchase_money_guard(owner, q.item, s)
                    made_from_guard(self, owner, q.item, s)
                    outing_money_guard(self, owner, q.item, s)
                if loose and (inside or self.containers_of(owner, q.item)):
                    raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                                 f"{owner} holds {q.item.unit} both loose and inside containers", s)
                for k, factor in loose or inside:
                    total, found = total + self.holdings[owner][k].scale(factor), True
                    owners.add(owner)
                    parts.append((owner, k, not loose))
            check_member_total(self, parts, s)  # red7: "3 children … each child has 6. Tom has 24." (member_totals.py)
            if not found:
                raise refuse(Reason.UNKNOWN_QUANTITY, "initial_state", f"nobody holds {q.item.unit}", s)
            return self.group_identity(total, frozenset(owners), q.item), q.item.unit
        if q.kind == "difference" and q.item2 is not None:
            # v15 (held_kinds.py, ADR 0300): "How many more science books than history books does the library
            # have?": the holder's two holdings, each asked as a holding question (its guards apply to each)
            first = self.answer(msgspec.structs.replace(q, kind="holding", other="", item2=None))[0]
            second = self.answer(msgspec.structs.replace(q, kind="holding", other="", item=q.item2, item2=None))[0]
            diff = first - second
            self.checks.append((diff, False, "the asked difference", s))
            return diff, q.item.unit
        if q.kind == "difference":
            other = q.other
            if other == ONLY_HOLDER:
                others = [o for o in self.holdings if o != q.entity and self.matching(o, q.item, s)]
                if len(others) != 1:
                    raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_binding",
                                 f"'how many more' without 'than' and {len(others)} other holders", s)
                other = others[0]
            diff = self.holding(q.entity, q.item, s) - self.holding(other, q.item, s)
            self.checks.append((diff, False, "the asked difference", s))
            return diff, q.item.unit
        if q.kind == "event_excess":
            # v8: "how many extra flowers did Lana pick?": her picks − her uses of them (extras.py)
            return self._event_minus(q, q.item, q.other, "the extra things"), q.item.unit
        if q.kind == "received_difference":
            # v17 (ADR 0363): "How many more stickers did Ben get than Ann?": what each was given (transfer_questions.py)
            first = self.event_sum(received_side(q, q.entity, self.graph.ops, self.lex))[0]
            second = self.event_sum(received_side(q, q.other, self.graph.ops, self.lex))[0]
            diff = first - second
            self.checks.append((diff, False, "the asked difference", s))
            return diff, q.item.unit
        if q.kind == "event_difference":
            # v6: "How much more flour than sugar did Dina use?": her uses of flour − her uses of sugar
            return self._event_minus(q, q.item2, q.lemma, "the asked difference"), q.item.unit
        if q.kind == "use_total":
            # v9: "spent 6 minutes on each piece of furniture … how many minutes did it take her?" (uses_each.py)
            try:
                use, gains = use_total_parts(self.graph.ops, q, self.covers)
            except ValueError as exc:
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "rate", str(exc), s) from None
            count = self._events_total(gains)
            total = count.scale(exact(use.amount))
            self.raw_steps.append((use, q.entity, [use.amount], count, total))
            return total, q.item.unit
        if q.kind == "task_time":
            # v6: "how long will it take her to finish all the problems?": her problems × time per problem
            rates = [op for op in self.graph.ops if op.kind == "per" and op.lemma == q.lemma and op.target == q.item.unit]
            if len(rates) != 1:
                raise refuse(Reason.UNKNOWN_QUANTITY, "rate", f"{len(rates)} rates for {q.lemma}", s)
            others = [o for o, keys in self.holdings.items() if o != q.entity
                      and any(self.covers(q.item, k) or self.covers(k, q.item) for k in keys)]
            if others:
                # "Nancy had 17 problems. Tom had 15 problems. … her to finish all the problems": hers, or all 32?
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_group",
                             f"'all the {q.item.unit}' while {others[0]} holds such things too", s)
            held = self.holding(q.entity, q.item, s)
            total = held.scale(exact(rates[0].amount))
            self.raw_steps.append((rates[0], q.entity, [rates[0].amount], held, total))
            return total, rates[0].item.unit
        if q.kind == "ratio":
            # v6: "How many times as many apples did Sarah pick?": a whole number of times, exactly
            a, b = self.holding(q.entity, q.item, s), self.holding(q.other, q.item, s)
            if not b.is_const():
                raise refuse(Reason.UNKNOWN_QUANTITY, "unknown_solution", f"{q.other}'s {q.item.unit} are not "
                             "stated outright", s)
            if b.const == 0:
                raise refuse(Reason.DIVISION_BY_ZERO, "arithmetic.divide", f"{q.other} holds no {q.item.unit}", s)
            value = a.scale(1 / b.const)
            self.checks.append((value, True, "the number of times", s))
            self.raw_steps.append((Op(kind="ratio", lemma="fn.times", sentence=s, actor=q.entity), q.entity,
                                   [b.text()], a, value))
            return value, ""
        if q.kind == "surplus":
            # v6: "How many does she need to give away so that she will have 35 left?": holding − 35
            held = self.holding(q.entity, q.item, s)
            gap = held - Lin(exact(q.count))
            self.checks.append((gap, False, "what must go", s))
            self.raw_steps.append((Op(kind="surplus", lemma=q.lemma, sentence=s, actor=q.entity), q.entity,
                                   [q.count], held, gap))
            return gap, q.item.unit
        if q.kind in ("event", "passive", "spend"):
            return self.event_sum(q)
        if q.kind in ("groups", "group_size"):
            return self.group_answer(q)
        if q.kind in ("goal_gap", "goal_rest"):
            return self.goal_answer(q)
        if q.kind == "rate_groups":
            return self.rate_groups(q)
        if q.kind == "cases":
            return cases_answer(self, q)  # v7: "How many cases of 12 boxes does Ashley need?" (measures.py)
        if q.kind == "contained":
            # "How many books were on the shelves?": what every held shelf holds, whoever holds it
            total, found = Lin(), False
            for owner in self.holdings:
                inside = self.contained(owner, q.item)
                if inside and self.matching(owner, q.item, s):
                    raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                                 f"{owner} holds {q.item.unit} both loose and inside containers", s)
                for k, rate in inside:
                    if k.unit == q.other:
                        total, found = total + self.holdings[owner][k].scale(rate), True
            if not found:
                raise refuse(Reason.UNKNOWN_QUANTITY, "initial_state", f"nobody holds {q.other} of {q.item.unit}", s)
            return total, q.item.unit
        if q.kind == "sole":
            # "left" is what remains with whoever was said to hold the things at the start
            holders = sorted({o for o, k in self.stated if self.covers(q.item, k)})
            if not holders:
                # v15 (pooled_containers.py, ADR 0314): "The bakery had 3 trays with 12 muffins on each tray. It
                # sold 20 muffins. How many muffins are left?": the one said to hold containers of them
                holders = sorted({o for o, k in self.stated if self.rate_for(k.unit, q.item) is not None})
                if not holders:
                    # v17 (made_left.py, ADR 0361): "A baker made 40 muffins. He sold 12 of them. How many muffins
                    # are left?": the one doer of every change of them, the first a gain
                    maker = sole_gainer(self.graph.ops, q.item, lambda held: self.covers(q.item, held))
                    if not maker:
                        # v19 (bought_left.py, ADR 0423): "Lara bought 3 boxes of cookies. Each box has 12 cookies.
                        # She ate 10 cookies. How many cookies are left?": the one who got containers of them
                        maker = container_gainer(self.graph.ops, q.item, lambda held: self.covers(q.item, held),
                                                 lambda unit: self.rate_for(unit, q.item) is not None)
                    holders = [maker] if maker else []
            elif any(o not in holders and any(self.covers(q.item, it) for it in self.per.get(k.unit, {}))
                     for o, k in self.stated):
                # v15 (ADR 0314): "Tom has 4 boxes of pens. Each box has 6 pens. Ann has 2 pens. How many pens are
                # left?" answered Ann's 2: Tom's boxes hold such things too
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_binding",
                             f"'how many are left' with {holders[0]} and a holder of containers of {q.item.unit}", s)
            if len(holders) != 1:
                raise refuse(Reason.AMBIGUOUS_REFERENCE if holders else Reason.UNKNOWN_QUANTITY, "entity_binding",
                             f"'how many are left' with {len(holders)} holders of {q.item.unit}", s)
            if any(o != holders[0] and k.unit == q.item.unit and set(k.mods) < set(q.item.mods)
                   for o, k in self.stated):
                # red2b: "Sam has 10 toys. 3 of them are red. Tom has 4 toys. How many toys are not red?": Tom's
                # toys are not said to be red or not (v6 answered Sam's 7)
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                             f"a kind of {q.item.unit} asked beside another holder's {q.item.unit} of no stated kind", s)
            boxing = others_boxing(self, q.item, holders)
            if boxing:
                # v15 red team (boxed_holders.py, ADR 0308): "Mia had 2 bags of hamsters. … How many hamsters are left?"
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_binding",
                             f"'how many are left' beside {boxing[0]}'s containers of {q.item.unit}", s)
            check_rest_beside_others(self, q, holders[0], s, refuse)  # v15 red team: "Tom bought 6 eggs" (part_rest_kinds.py)
            check_left_other_holders(self, q, holders[0], s, refuse)  # v11: another's own changes (left_holders.py)
            return self.holding(holders[0], q.item, s), q.item.unit
        if q.kind == "cost_of":
            if q.item.unit not in self.prices:
                raise refuse(Reason.UNKNOWN_QUANTITY, "rate", f"no price stated for {q.item.unit}", s)
            dollars = self.prices[q.item.unit] * exact(q.count)
            if q.other:
                # v6: asked in the text's one other money unit (cents): prices are kept in dollars
                return Lin(dollars / Fraction(self.unit(q.other).per_base)), q.other
            return Lin(dollars), "unit.dollar"
        if q.kind == "remainder":  # v19 (rounding.py, ADR 0430): the pool of the one partition, less full groups
            parts = [pool for op, pool in self.partitions if op.target == q.other and op.item == q.item]
            if len(parts) != 1:
                raise refuse(Reason.UNKNOWN_QUANTITY, "rate", f"{len(parts)} partitions of {q.item.unit}", s)
            self.checks.append((parts[0], self.unit(q.item.unit).discrete, f"the {q.item.unit} put into {q.other}", s))
            return parts[0], q.item.unit
        if q.kind == "afford":
            if second_limit(q, self.graph.ops):
                # v19 (rounding.py, ADR 0430): "The store has 3 pencils. How many pencils can he buy?" read the
                # budget alone (a stock, or things already bought, is a second limit)
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "rate",
                             f"{q.item.unit} named beside their price: a second limit on what the money buys", s)
            money = self.holding(q.entity, Item(unit="unit.dollar"), s)
            value = money.scale(1 / exact(q.count))
            self.raw_steps.append((Op(kind="afford", lemma="fn.many", sentence=s, actor=q.entity), q.entity,
                                   [q.count], money, value))
            self.checks.append((value, self.unit(q.item.unit).discrete and not q.rounding, f"{q.item.unit} affordable",
                                s))
            return value, q.item.unit
        if q.kind == "rate_time":
            return self.rate_time(q)
        if q.kind == "rate_times":
            mine = [r for r in self.rates if r.actor == q.entity and r.lemma == q.lemma and r.target == q.other
                    and r.item == q.item]
            if not q.item.mods:
                # v18 (ADR 0392): "eats 2 cups of food a day. How many cups …?": every rate of those units counts,
                # whatever they hold (a plain rate beside one of water: two rates, refused below)
                mine += [r for r in self.rates if r.actor == q.entity and r.lemma == q.lemma and r.target == q.other
                         and r.item is not None and r.item.unit == q.item.unit and r.item.mods
                         and all(m.startswith("of:") for m in r.item.mods)]
            if len(mine) != 1:
                raise refuse(Reason.UNKNOWN_QUANTITY, "rate",
                             f"{len(mine)} rates of {q.item.unit} per {q.other} for {q.entity}", s)
            others = [op for op in self.graph.ops if op is not mine[0] and op.actor == q.entity and op.lemma == q.lemma
                      and op.kind in ("rate", "gain", "lose", "transfer") and op.item is not None
                      and op.item.unit == q.item.unit]
            if others:
                # v18 red team (ADR 0392): "drinks 8 glasses a day. She drinks 2 glasses a week|on Monday. … in 7
                # days?" read 56: the other drinking is more over those days, or among them?
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "rate",
                             f"{q.entity}'s rate of {q.item.unit} beside another {q.lemma} of them", s)
            value = Lin(exact(mine[0].amount) * exact(q.count))
            self.raw_steps.append((mine[0], q.entity, [mine[0].amount, q.count], Lin(exact(q.count)), value))
            return value, q.item.unit
        if q.kind == "rate_last":
            try:
                rate = spending_rate(self.lex, self.rates, q.entity, s)
            except ValueError as exc:
                raise refuse(Reason.UNKNOWN_QUANTITY, "rate", str(exc), s) from None
            if any(r is not rate and r.actor == q.entity and r.event != PACE and self.covers(rate.item, r.item)
                   for r in self.rates):
                # "earns 10 dollars a week" as well: the money also grows
                raise refuse(Reason.UNKNOWN_QUANTITY, "rate", f"{q.entity}'s money changes at two rates", s)
            money = self.holding(q.entity, rate.item, s, by_rate=True)
            value = money.scale(1 / exact(rate.amount))
            self.raw_steps.append((rate, q.entity, [rate.amount], money, value))
            self.checks.append((value, True, f"whole {rate.target} the money lasts", s))
            return value, rate.target
        if q.kind == "rate_clear":
            return self.rate_clear(q)
        if q.kind == "per_container":
            rate = self.rate_for(q.other, q.item)
            if rate is None:
                raise refuse(Reason.UNKNOWN_QUANTITY, "rate", f"no 'each {q.other}' rate for {q.item.unit}", s)
            return Lin(rate * exact(q.count)), q.item.unit
        raise refuse(Reason.UNSUPPORTED_FORM, "question_kind", q.kind, s)

    def group_answer(self, q: Question) -> tuple[Lin, str]:
        """``How many piles …?`` (pool ÷ size) / ``How many … in each pile?`` (pool ÷ count)."""
        s = q.sentence
        parts = [(op, pool) for op, pool in self.partitions if op.target == q.other]
        if q.kind != "groups" and each_group_partition(parts) is not None:
            parts = [each_group_partition(parts)]  # ADR 0145: one album set aside, the rest into 5 albums
        if len(parts) != 1:
            raise refuse(Reason.UNKNOWN_QUANTITY if not parts else Reason.AMBIGUOUS_REFERENCE, "rate",
                         f"{len(parts)} partitions into {q.other}", s)
        op, pool = parts[0]
        check_loss_after_partition(self.graph.ops, op, s)  # red7: "puts them into 3 bags and eats 6" (partition_moves.py)
        if q.kind == "groups":
            value = pool.scale(1 / exact(op.factor)) if op.factor else Lin(exact(op.groups))
            self.checks.append((value, not q.rounding, f"the number of {q.other}", s))
            return value, q.other
        if q.item is not None and (q.item.unit != op.item.unit or not set(q.item.mods) <= set(op.item.mods)):
            raise refuse(Reason.UNKNOWN_QUANTITY, "rate", f"the partition into {q.other} is of {op.item.unit}", s)
        if any(it.unit == op.item.unit for it in self.per.get(q.other, {})):
            # red team 4: "24 oranges stored in 3 boxes. Each box has 10 oranges.": the rate and the partition
            # disagree (or say two things); never pick one
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "rate",
                         f"{op.item.unit} in each {q.other} given by a partition and by a rate", s)
        value = pool.scale(1 / exact(op.groups)) if op.groups else Lin(exact(op.factor))
        self.checks.append((value, self.unit(op.item.unit).discrete, f"{op.item.unit} in each {q.other}", s))
        return value, op.item.unit

    def rate_groups(self, q: Question) -> tuple[Lin, str]:
        """``Each box holds 6 apples. … How many boxes would he fill?``: the pool ÷ the one rate (rates.py).
        The pool is the asked holder's things (no holder named: the one holder of them; several refuse —
        together or each on their own?). A remainder refuses when solving (the text never says how to round)."""
        s = q.sentence
        rates = self.per.get(q.other, {})
        if len(rates) != 1:
            raise refuse(Reason.UNKNOWN_QUANTITY if not rates else Reason.AMBIGUOUS_REFERENCE, "rate",
                         f"{len(rates)} rates per {q.other}", s)
        (thing, size), = rates.items()
        if q.item is not None and q.item != thing:
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                         f"the rate per {q.other} is of {thing.unit}, the question names {q.item.unit}", s)
        if any(key.unit == q.other for keys in self.holdings.values() for key in keys):
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding", f"{q.other} are both held and containers", s)
        if self.named_container(q.other):
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_binding",
                         f"{q.other} has a rate and is also named as one particular holder", s)
        if size == 0:
            raise refuse(Reason.DIVISION_BY_ZERO, "arithmetic.divide", f"0 {thing.unit} per {q.other}", s)
        capacity = [op for op in self.graph.ops if op.kind == "per" and op.event == CAPACITY and op.target == q.other]
        if capacity:
            return self.goes_needed(q, capacity[0], thing, size)
        owner = q.entity
        if not owner:
            if any(op.kind == "transfer" or op.source for op in self.graph.ops if op.kind in ("transfer", "gain", "lose")):
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_group", "whose things, after things moved", s)
            holders = [o for o in self.holdings if self.matching(o, thing, s) or self.contained(o, thing)]
            if len(holders) != 1:
                raise refuse(Reason.AMBIGUOUS_REFERENCE if holders else Reason.UNKNOWN_QUANTITY, "entity_group",
                             f"{len(holders)} holders of {thing.unit} fill the {q.other}", s)
            owner = holders[0]
        family = self.unit(thing.unit).family
        others = [k for k in self.holdings.get(owner, {})
                  if not self.covers(thing, k) and k.unit not in self.per and self.unit(k.unit).family == family]
        if q.item is None and others:
            # red10: "each van can hold 2 boys and there are 14 boys and 4 girls going, how many vans will they
            # need?" — the girls go too, and no rate says how many of them a van holds
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                         f"the rate per {q.other} is of {thing.unit}; {owner} also has {others[0].unit}", s)
        pool = self.holding(owner, thing, s)
        value = pool.scale(1 / size)
        self.checks.append((value, not q.rounding, f"the number of {q.other}", s))
        self.raw_steps.append((Op(kind="rate_groups", lemma="fn.each", sentence=s, actor=owner, item=thing,
                                  target=q.other), owner, [fmt_fraction(size)], pool, value))
        return value, q.other

    def goes_needed(self, q: Question, cap: Op, thing: Item, size: Fraction) -> tuple[Lin, str]:
        """v8 (capacity.py): ``could only carry 4 trays at a time … had to carry 10 trays and 2 trays``: the
        capable person's goals of the things ÷ the capacity. Only when the asker is that person and every other
        statement about the things is one of those goals (a holding, an event or another person's goal could be
        the load too, or part of it); a remainder refuses (no rounding rule)."""
        s = q.sentence
        if q.entity != cap.actor:
            # red13: "How many trips will they make?" after one person's capacity: who else goes is not said
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_binding", f"{q.entity or 'nobody'} asked about "
                         f"{cap.actor}'s capacity", s)
        goals = []
        for op in self.graph.ops:
            if op.kind == "goal" and op.actor == cap.actor and op.item is not None and not self.covers(thing, op.item):
                # red13: "had to carry 18 trays and 22 cups": the cups go on the same trips, at no stated capacity
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                             f"{cap.actor} also has to move {op.item.unit}: on the same trips or not?", s)
            if op is cap or op.item is None or not (self.covers(thing, op.item) or self.covers(op.item, thing)):
                continue
            if op.kind != "goal" or op.actor != cap.actor or not self.covers(thing, op.item):
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                             f"{thing.unit} {op.kind} beside a capacity: part of the load or not?", s)
            goals.append(op)
        if not goals:
            raise refuse(Reason.UNKNOWN_QUANTITY, "rate", f"no {thing.unit} {cap.actor} has to move", s)
        pool = Lin()
        for g in goals:
            pool = pool + Lin(exact(g.amount))
        value = pool.scale(1 / size)
        self.checks.append((value, not q.rounding, f"the number of {q.other}", s))
        self.raw_steps.append((Op(kind="rate_groups", lemma="fn.each", sentence=s, actor=cap.actor, item=thing,
                                  target=q.other), cap.actor, [fmt_fraction(size)], pool, value))
        return value, q.other

    def goal_through_rate(self, q: Question) -> tuple[Op, Op] | None:
        """The one goal of the asker (of the asked task) whose things each hold the asked things at one
        stated content rate; None when there is none; several refuse."""
        found = []
        for g in self.goals:
            if g.actor != q.entity or (q.lemma and g.lemma != q.lemma):
                continue
            rates = [op for op in self.graph.ops if is_content_rate(self.lex, op) and op.target == g.item.unit
                     and self.covers(q.item, op.item)]
            if len(rates) > 1:
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "rate", f"{len(rates)} rates of {q.item.unit} per "
                             f"{g.item.unit}", q.sentence)
            if rates:
                found.append((g, rates[0]))
        if len(found) > 1:
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "goal", f"{len(found)} goals hold {q.item.unit}", q.sentence)
        return found[0] if found else None

    def goal_through_price(self, q: Question) -> tuple[Op, Op] | None:
        """``had 7 action figures, but needed 16 total … each one costs $8 … how much more money does he need``
        (v8, ADR 0120): the money still needed is the things still needed × their price. Read only when the
        question asks money, the asker has one holding goal (no task verb: ``needed 16 total``) of a priced
        thing, and no money is told anywhere but in prices (``He has $20``: is that money toward it?)."""
        if q.item is None or q.item.unit != "unit.dollar" or q.kind != "goal_gap":
            return None
        found = [g for g in self.goals if g.actor == q.entity and not g.lemma.startswith("verb.")
                 and g.item.unit != "unit.dollar" and self.price_of(g.item.unit, q.sentence) is not None]
        if len(found) != 1:
            return None
        if any(g.actor == q.entity and g is not found[0] for g in self.goals):
            # red14: "needed 35 total. He also needed 3 pens.": the money asked is for every need of the
            # asker's, and the pens' share is not told (128 was the figures' share alone)
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "goal", "the money asked may be for another goal too",
                         q.sentence)
        if any(op.item is not None and op.item.unit == "unit.dollar" and op.kind != "price" for op in self.graph.ops):
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "goal", "money told beside the price of a goal's things",
                         q.sentence)
        price = self.price_of(found[0].item.unit, q.sentence)
        rate = Op(kind="price", lemma="fn.each", sentence=found[0].sentence, actor=q.entity,
                  item=Item(unit="unit.dollar"), amount=fmt_fraction(price), target=found[0].item.unit)
        return found[0], rate

    def use_guard(self, q: Question) -> None:
        """Red team 19: ``used 3 eggs on each cake`` is read only by the goal gap through a use and by
        ``how many minutes did it take her`` (uses_each.py). Any other question about the used things (or
        things of their measure) would leave the use out: ``Sam had 20 eggs. He baked 4 cakes. He used 3
        eggs on each cake. How many eggs does he have left?`` answered 20, ``… He spent 10 minutes on a
        ball. How many minutes did he spend?`` answered 10. Refused instead."""
        if not self.uses:
            return
        asked = [i for i in (q.item, q.item2) if i is not None]
        for use in self.uses:
            used = self.unit(use.item.unit)
            if not asked or any(self.related(a.unit, use.item.unit) or (
                    used.family != "count" and self.unit(a.unit).family == used.family) for a in asked):
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "rate", f"{use.actor} used {use.item.unit} on each "
                             f"{use.target}: the question does not read that use", q.sentence)

    def goal_through_use(self, q: Question) -> tuple[Op, Op] | None:
        """``needed 11 total … used 7 cups of flour on each one … how much flour does she still need`` (v9,
        ADR 0143): the things still needed × what the asker uses on each. Read only for the asker's one goal
        (no task verb) of the things used on, one use of the asked things per goal thing, and the asked things
        told nowhere but in that use (uses_each.py)."""
        if q.item is None or q.kind != "goal_gap":
            return None
        uses = [u for u in self.uses if u.actor == q.entity and self.covers(q.item, u.item)]
        if not uses:
            return None
        if len(uses) != 1 or any(u is not uses[0] and u.item.unit == q.item.unit for u in self.uses):
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "rate", "several uses of the asked things", q.sentence)
        mine = [g for g in self.goals if g.actor == q.entity]
        if len(mine) != 1 or mine[0].lemma.startswith("verb.") or mine[0].item.unit != uses[0].target:
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "goal", "no one goal of the things used on", q.sentence)
        if any(op.item is not None and op.item.unit == q.item.unit and op is not uses[0] for op in self.graph.ops):
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "goal", "the used things told beside their use", q.sentence)
        return mine[0], uses[0]

    def goal_answer(self, q: Question) -> tuple[Lin, str]:
        """What is still needed: goal − progress (× the task's rate for ``goal_rest``)."""
        s = q.sentence
        goals = [g for g in self.goals if g.actor == q.entity and (not q.lemma or g.lemma == q.lemma)
                 and (q.item is None or self.covers(q.item, g.item))]
        per_goal = None
        if not goals and q.item is not None and not q.count:
            # "needs to grade 17 worksheets … how many more problems": the gap in worksheets × problems each
            per_goal = self.goal_through_rate(q) or self.goal_through_price(q) or self.goal_through_use(q)
            goals = [per_goal[0]] if per_goal else goals
        if per_goal is None or per_goal[1].kind != "use_each":
            self.use_guard(q)
        if q.count:
            if q.item is None:
                raise refuse(Reason.UNKNOWN_QUANTITY, "goal", "a goal amount without a unit", s)
            goal, item, task = Lin(exact(q.count)), q.item, q.lemma
        elif len(goals) == 1:
            goal, item, task = Lin(exact(goals[0].amount)), goals[0].item, q.lemma or goals[0].lemma
        else:
            raise refuse(Reason.UNKNOWN_QUANTITY if not goals else Reason.AMBIGUOUS_REFERENCE, "goal",
                         f"{len(goals)} goals of {q.entity} match the question", s)
        if not q.count and goals[0].event == TODO:
            # a pile of work (todo.py): what is left to do is what the pile holds now
            goal, done = self.holding(q.entity, item, s), Lin()
        elif task.startswith("verb.") and not q.count:
            done, begun = Lin(), False
            for op, key, amt in self.events:
                if op.lemma == task and op.actor == q.entity and self.covers(item, key):
                    done, begun = done + amt, True
                elif op.lemma == task and op.actor == q.entity and (
                        (key.unit == item.unit and set(key.mods) < set(item.mods)) or self.lex.kind_of(item.unit, key.unit)):
                    # "needs to cook 16 red potatoes. He cooked 7 potatoes": red ones or not? never guessed
                    raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                                 f"{op.lemma} of {key.unit} may or may not be the goal's kind", s)
            self.goal_progress_guard(goals[0], q.entity, item, task, s)
            if q.kind == "goal_rest":
                self.rest_loss_guard(q.entity, item, task, s)
                if not begun:
                    # red team 3 (ADR 0336): "A chef needs to cook 16 potatoes. If each potato takes 5 minutes to
                    # cook, how long will it take him to cook the rest?" (answered 80): ``the rest`` says part of the
                    # task is done, and the story never tells that part
                    raise refuse(Reason.UNKNOWN_QUANTITY, "goal",
                                 f"'the rest' of {q.entity}'s {task} when no part of it is told done", s)
        else:
            # speed (ADR 0462): ``lex.verb_category`` is the same ``{v.id: v.category for v in pack.verbs}`` built
            # once per pack (lexicon.py); ``goal_use`` only reads it
            used = goal_use(self.graph.ops, q.entity, lambda it: self.covers(item, it) or self.covers(it, item),
                            self.lex.verb_category)
            if used is not None:
                # red team 25: "needs 125 rocks … has 64 … put 20 rocks on the wall": spent on the goal or not?
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "event_binding",
                             f"{q.entity}'s {item.unit} by {used.lemma}: spent on the goal or not?", s)
            done = self.holding(q.entity, item, s)
        gap = goal - done
        self.checks.append((gap, False, "what is still needed", s))
        self.raw_steps.append((Op(kind="goal_gap", lemma="fn.need", sentence=s, actor=q.entity), q.entity,
                               [goal], done, gap))
        if q.kind == "goal_gap" and per_goal is not None:
            rate = per_goal[1]
            total = gap.scale(exact(rate.amount))
            self.raw_steps.append((rate, q.entity, [rate.amount], gap, total))
            return total, q.item.unit
        if q.kind == "goal_gap":
            return gap, item.unit
        rates = [op for op in self.graph.ops if op.kind == "per" and op.lemma == task and op.target == item.unit]
        if len(rates) != 1:
            raise refuse(Reason.UNKNOWN_QUANTITY, "rate", f"{len(rates)} rates for {task} of {item.unit}", s)
        total = gap.scale(exact(rates[0].amount))
        self.raw_steps.append((rates[0], q.entity, [rates[0].amount], gap, total))
        return total, rates[0].item.unit

    def events_through_rates(self, q: Question, s: int, probe: bool = False) -> list[tuple[Op, Item, Lin]]:
        """``Mrs. Hilt read 4 books. Each book had 17 chapters. How many chapters did she read?``: the asked
        events were of containers, each holding the asked things at one content rate (4 × 17). Every
        matching event must go through a rate (a mix of loose and contained things refuses). The time,
        place and source filters of ``event_sum`` apply after this, as for direct hits."""
        if q.time or q.place or q.source:
            return []
        mine = [(op, key, amt) for op, key, amt in self.events
                if op.lemma == q.lemma and asked_actor(q, op.actor) and (not q.other or op.target == q.other)]
        out = []
        for op, key, amt in mine:
            rate = self.rate_for(key.unit, q.item)
            inner = substance_inside(q.item, key)
            if rate is None and inner is not None:
                rate = self.rate_for(key.unit, inner, plain_only=True)
            if probe and rate is not None:
                return [(op, key, amt)]  # some matching event was of containers of the asked things
            if rate is None:
                if probe:
                    continue
                return []
            out.append((op, key, amt, rate))
        if probe:
            return []
        for op, key, amt, rate in out:
            self.raw_steps.append((op, op.actor, [fmt_fraction(rate)], amt, amt.scale(rate)))
        return [(op, key, amt.scale(rate)) for op, key, amt, rate in out]
    def rate_time(self, q: Question) -> tuple[Lin, str]:
        """``How long did Jose wander?``: what the timed actions covered ÷ the one rate (v6, unit_rates.py)."""
        try:
            rate, acts = covered_events(self.rates, self.events, q)
        except ValueError as exc:
            raise refuse(Reason.UNKNOWN_QUANTITY, "rate", str(exc), q.sentence) from None
        done = Lin()
        for _, _, amt in acts:
            done = done + amt
        value = done.scale(1 / exact(rate.amount))
        self.raw_steps.append((rate, q.entity, [rate.amount], done, value))
        return value, rate.target

    def rate_clear(self, q: Question) -> tuple[Lin, str]:
        """``how long would it take for all of them to be adopted`` (v6, paces.py): the one holder of the
        pace's things holds them now; that ÷ the pace, whole periods only."""
        s = q.sentence
        try:
            rate = clear_rate(self.rates, q)
        except ValueError as exc:
            raise refuse(Reason.UNKNOWN_QUANTITY, "rate", str(exc), s) from None
        holders = [o for o in self.holdings if self.find_key(o, rate.item, rate)[0] is not None]
        if len(holders) != 1:
            raise refuse(Reason.AMBIGUOUS_REFERENCE if holders else Reason.UNKNOWN_QUANTITY, "entity_binding",
                         f"a pace of {rate.item.unit} and {len(holders)} holders of them", s)
        family = self.unit(rate.item.unit).family
        others = [k for k in self.holdings.get(holders[0], {})
                  if not self.covers(rate.item, k) and self.unit(k.unit).family == family]
        if others:
            # "had 6 puppies and 4 kittens. If 2 puppies a day are sold, … all of them": the puppies, or every
            # animal the store has? "them" does not say
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_binding",
                         f"'all of them' beside {holders[0]}'s {others[0].unit} that go at no pace", s)
        held = self.holding(holders[0], rate.item, s, by_rate=True)
        value = held.scale(1 / exact(rate.amount))
        self.raw_steps.append((rate, holders[0], [rate.amount], held, value))
        self.checks.append((value, True, f"whole {rate.target} until all are gone", s))
        return value, rate.target

    def rate_guard(self, owner: str, item: Item, sentence: int) -> None:
        """v6: ``eats 3 apples a day`` / ``earned 5 dollars for each lawn he mowed`` change a holding by an amount
        the rate does not fix as a holding, so a question about that holding refuses (a pace goes with its
        stated action and changes nothing more). This check can only turn an answer into a refusal."""
        for r in self.rates:
            if r.event != PACE and (not owner or r.actor in (owner, "")) and (
                    self.covers(item, r.item) or self.covers(r.item, item)):
                raise refuse(Reason.UNKNOWN_QUANTITY, "rate",
                             f"{r.actor}'s {r.item.unit} change at a rate ({r.lemma} per {r.target})", sentence)
        if owner:
            check_rate_at_scene(self, owner, item, sentence, self.covers)  # red team 8: "Workers built 5 houses each week."

    def rate_earnings(self, q: Question) -> tuple[Lin, str] | None:
        """``How much money did he earn?`` after ``earned 9 dollars for each lawn he mowed`` (v6): each matching
        rate times the actor's counted events (gains of the rate's unit; by the rate's event verb when it
        names one, else all by one verb). None when no rate matches the asked verb."""
        s = q.sentence
        rates = [r for r in self.rates if r.lemma == q.lemma and r.event != PACE and asked_actor(q, r.actor)
                 and (q.item is None or self.covers(q.item, r.item))]
        if not rates:
            return None
        if q.kind != "event":
            # "spent 5 dollars a week … How much did he spend?": over how many weeks?
            raise refuse(Reason.UNKNOWN_QUANTITY, "rate", f"a {q.kind} question over a rate", s)
        if q.time or q.place or q.source or q.other or len({r.item.unit for r in rates}) > 1:
            raise refuse(Reason.UNKNOWN_QUANTITY, "rate", "a rate asked with a time, place, source or two units", s)
        total = Lin()
        for r in rates:
            counted = [(op, amt) for op, key, amt in self.events if op.actor == r.actor
                       and (op.kind == "gain" or (op.event == TODO and r.event))  # v6: pile work (todo.py)
                       and (op.lemma == r.event or not r.event) and self.covers(Item(unit=r.target), key)]
            if not counted or len({op.lemma for op, _ in counted}) > 1:
                raise refuse(Reason.UNKNOWN_QUANTITY, "rate",
                             f"{len(counted)} events for the rate per {r.target} of {r.actor}", s)
            if any((r.time and op.time != r.time) or (r.place and op.place != r.place) for op, _ in counted):
                # "made 8 dollars an hour on Monday. He worked 3 hours on Monday and 2 hours on Tuesday": the
                # rate was told for one time (or place) only; what the other hours paid is not said
                raise refuse(Reason.UNKNOWN_QUANTITY, "rate",
                             f"the rate per {r.target} of {r.actor} was told for another time or place", s)
            # v18 (ADR 0399): "He worked 2 hours today and 3 hours in the morning" paid for 5 hours (answered 50)
            check_spent_times(self.lex, [op for op, _ in counted], s)
            done = Lin()
            for _, amt in counted:
                done = done + amt
            value = done.scale(exact(r.amount))
            self.raw_steps.append((r, r.actor, [r.amount], done, value))
            total = total + value
        return total, rates[0].item.unit

    def price_of(self, unit: str, sentence: int) -> Fraction | None:
        """The unit's own price, else (v6) the price of the one priced general kind it belongs to
        (``each flower was 6 dollars`` prices roses); two such kinds with a price refuse."""
        if unit in self.prices:
            return self.prices[unit]
        general = [g for g in self.prices if self.lex.kind_of(unit, g)]
        if len(general) > 1:
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding", f"{unit} belongs to {len(general)} priced kinds",
                         sentence)
        return self.prices[general[0]] if general else None

    def asked_event(self, q: Question, op: Op) -> bool:
        """An event of the asked verb; for a spend question every purchase of money (spending.py, v6)."""
        if op.agent and op.actor:
            # v11 red team (ADR 0190): "Jill eats 28 of his cookies" is his loss but her eating: "How many
            # cookies did Logan eat?" answered 28
            return False
        if q.kind != "spend":
            return op.lemma == q.lemma
        paired = any(g.kind == "gain" and g.sentence == op.sentence and g.lemma == op.lemma and g.actor == op.actor
                     for g, _, _ in self.events)
        kind = spending_kind(self.lex, op, q.lemma, paired)
        if kind is None:
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "event_binding",
                         f"a money loss by {op.lemma}: a purchase or not?", q.sentence)
        return kind

    def unpaid_guard(self, q: Question) -> None:
        """Purchases by several verbs are summed only when every priced gain of the asked person was paid in
        its own sentence (``bought 3 pens`` + ``pens cost $1 each`` beside ``spent $5 on a book``: refused)."""
        paid = {(op.sentence, op.lemma) for op, _, _ in self.events if op.kind == "lose" and asked_actor(q, op.actor)}
        for op, key, _ in self.events:
            if op.kind == "gain" and asked_actor(q, op.actor) and (op.sentence, op.lemma) not in paid \
                    and self.price_of(key.unit, q.sentence) is not None:
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "event_binding",
                             f"{key.unit} bought at a stated price beside other spending", q.sentence)
        buying = {lemma for (_, lemma) in paid}
        for op, key, _ in self.events:
            # "bought 3 pizzas for $8 each. She bought 2 cakes.": by the verb the spender paid with elsewhere, the
            # cakes are a purchase whose price is never told, so the spending is not the 24 paid for the pizzas
            # (red3a). Another verb ("found a dollar bill") may be no purchase: the pack's categories cannot
            # tell "bought" from "found", and refusing it would refuse every such story.
            # v12 red team (spent_kinds.BUYING_VERBS): "bought" and "purchased" are purchases by their meaning,
            # whatever verb the priced purchases used ("paid $7.52 for a hat. Joan bought hats." answered 7.52)
            if op.kind == "gain" and asked_actor(q, op.actor) and (op.lemma in buying or op.lemma in BUYING_VERBS or op.lemma in GETTING_VERBS) \
                    and self.unit(key.unit) is not None and self.unit(key.unit).family != "money" \
                    and (op.sentence, op.lemma) not in paid and self.price_of(key.unit, q.sentence) is None:
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "event_binding",
                             f"{key.unit} got by {op.lemma} with no price paid beside the spending: "
                             f"a purchase or not?", q.sentence)

    def purchases_beside_spending(self, q: Question) -> None:
        """``Sam buys 4 pencils at 25 cents each. He spent 2 dollars on a book. How many dollars does he spend?``
        answered 2 (v18; found with ADR 0423): the event question sums the asked verb's statements only, but a
        purchase told by another verb (money paid in the sentence of a gain by the same verb) is spending too.
        Money asked of a spend|pay verb beside such a purchase of the asked person refuses."""
        if q.item is None or self.unit(q.item.unit) is None or self.unit(q.item.unit).family != "money" \
                or self.lex.verb_category.get(q.lemma) != "negative":
            return
        gains = {(op.sentence, op.lemma) for op, _, _ in self.events if op.kind == "gain" and asked_actor(q, op.actor)}
        for op, key, _ in self.events:
            if op.kind == "lose" and op.lemma != q.lemma and asked_actor(q, op.actor) \
                    and self.unit(key.unit) is not None and self.unit(key.unit).family == "money" \
                    and (op.lemma in BUYING_VERBS or (op.sentence, op.lemma) in gains):
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "event_binding",
                             f"money asked of {q.lemma} beside a purchase told by {op.lemma}", q.sentence)

    def spent_on(self, q: Question, hits: list) -> list:
        """``spend on toys`` (v6): the purchases whose thing (the gain just before the money loss, same
        sentence and verb) is a toy; a purchase without its thing, or with a thing the pack does not
        classify, refuses."""
        kept = []
        for op, key, amt in hits:
            at = next(i for i, e in enumerate(self.events) if e[0] is op)
            thing = self.events[at - 1] if at else None
            if thing is None or thing[0].kind != "gain" or thing[0].sentence != op.sentence \
                    or thing[0].lemma != op.lemma or thing[0].actor != op.actor:
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "kind_binding",
                             f"money spent on {q.item2.unit}: a purchase without its thing", q.sentence)
            placed = spent_kind(self.lex, thing[0].item, q.item2.unit)  # v12: overlaps, toy cars (spent_kinds.py)
            if placed is None:
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "kind_binding",
                             f"is {thing[0].item.unit} a kind of {q.item2.unit}? the pack does not say", q.sentence)
            if placed:
                kept.append((op, key, amt))
        if not kept:
            raise refuse(Reason.UNKNOWN_QUANTITY, "event_binding", f"no purchase of {q.item2.unit}", q.sentence)
        return kept
    def spend_guard(self, q: Question) -> None:
        """Spending summed over priced gains reads every gain of the asked spender as a purchase: it refuses
        when one of them has no price (``bought 5 apples and 2 pears`` with only apples priced), when the
        gains were got by different verbs (``found 2 apples … bought 5``: only the bought ones cost money)
        or from someone (``got 5 apples from Tom``: a gift or a sale?) (redteam: answered 15 and 21)."""
        gains = [(op, key) for op, key, _ in self.events if asked_actor(q, op.actor) and op.kind == "gain"]
        lemmas = {op.lemma for op, _ in gains}
        check_rated_purchases(self, q)  # red team 8: "… He buys 2 decks each week. How much did he spend?"
        for op, key in gains:
            if self.price_of(key.unit, q.sentence) is None or op.source or len(lemmas) > 1:
                raise refuse(Reason.UNKNOWN_QUANTITY, "event_binding",
                             f"spending over gains that are not all priced purchases by one verb ({op.lemma}, "
                             f"{key.unit})", q.sentence)

    def event_kind(self, q: Question) -> Lin | None:
        """(v8, damaged.py) ``Tom found 7 seashells but 4 were broken. How many unbroken seashells did Tom find?``:
        a kind asked of the things the asked events brought, when a part told right after them split exactly
        those things (the one holder's, got only by the asked verb, nothing else done with them) — the
        kind's holding is then what those events brought of it. None when not this form."""
        if q.kind != "event" or q.item is None or not q.item.mods or q.members or not q.entity:
            return None
        ops = [op for op in self.graph.ops if op.item is not None and op.kind != "ask"
               and (op.item.unit == q.item.unit or self.lex.kind_of(op.item.unit, q.item.unit))]
        parts = [i for i, op in enumerate(ops) if op.kind == "classify"]
        if len(parts) != 1 or parts[0] != len(ops) - 1 or parts[0] == 0:
            return None
        part = ops[-1]
        total = Lin()
        # v12 (restated_parts.py): the things may share a kind of their own ("86 heart cookies"), which the part
        # keeps and the question need not repeat ("How many pink cookies did she make?")
        base = set(part.item.mods)
        for op in ops[:-1]:
            if not (op.kind == "gain" and op.actor == q.entity and op.lemma == q.lemma and not op.source
                    and op.item.unit == q.item.unit and set(op.item.mods) == base):
                return None
            if (q.time and op.time != q.time) or (q.place and op.place != q.place):
                return None  # red11: "found 7 yesterday but 3 were broken … unbroken did he find today?" (was 4)
            total = total + self.value_of(op.amount, op)
        part_value = Lin(Fraction(part.amount))
        asked = set(q.item.mods) - base
        if not asked:
            return None
        if asked <= set(part.lemma.split("+")):
            return part_value  # "How many broken seashells did he find?": found, whether kept or not
        if asked <= set(part.target.split("+")):
            self.checks.append((total - part_value, self.unit(q.item.unit).discrete,
                                f"the {q.item.unit} not {part.lemma}", part.sentence))
            return total - part_value
        return None

    def event_sum(self, q: Question) -> tuple[Lin, str]:
        s = q.sentence
        if q.kind == "spend" and q.item is not None and q.item.unit != "unit.dollar":
            # v12 (spent_kinds.in_asked_money): money paid is kept in dollars ("for 24 cents" loses 6/25 dollar);
            # a spend question in cents sums the dollars and answers in cents
            total, unit = self.event_sum(msgspec.structs.replace(q, item=Item(unit="unit.dollar")))
            if unit != "unit.dollar":
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "unit_binding", f"spending asked in {q.item.unit}", s)
            return in_asked_money(self.lex, q.item, total), q.item.unit
        categories = self.lex.verb_category  # speed (ADR 0267): the same table, built once per pack (read only)
        q = put_question(q, self.graph.ops, categories)  # v8: "stacked" asked as "store" (put_places.py)
        got = self.event_kind(q)
        if got is not None:
            return got, q.item.unit
        hits = [(op, key, amt) for op, key, amt in self.events
                if asked_actor(q, op.actor) and self.asked_event(q, op)
                and (not q.other or op.target == q.other)
                and (q.item is None or self.covers(q.item, key))]
        if q.item is not None:
            same_actions = [key for op, key, _ in self.events if asked_actor(q, op.actor) and self.asked_event(q, op)]
            self.kind_gaps(q.item, [key for _, key, _ in hits], same_actions, s)
            self.unit_gaps(q.item, [key for _, key, _ in hits], same_actions, s)
        if q.kind == "event" and hits and q.item is not None:
            check_other_verb_gains(q, hits, self.events, self.covers)  # red21: "caught 20 … landed 8 more"
            check_other_purchases(q, self.events, self.lex)  # v12 red team: "purchased toys. bought a doll" (spent_kinds.py)
            self.purchases_beside_spending(q)  # v19: "buys 4 pencils at 25 cents each. He spent 2 dollars …" (ADR 0429)
        if q.kind == "spend" and hits:
            self.unpaid_guard(q)
            check_rated_purchases(self, q)  # red team 8: "Sam bought 6 decks for $8 each. Tom bought 2 decks each week."
        if q.kind == "spend" and q.item2 is not None:
            hits = self.spent_on(q, hits)
        if q.source:
            if any(op.source == "" for op, _, _ in hits):
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "entity_binding",
                             "the question names a source and some matching statements name none", s)
            hits = [h for h in hits if h[0].source == q.source]
        if q.place:
            if any(put_place(op, categories) == "" for op, _, _ in hits):
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "place_binding",
                             "the question names a place and some matching statements name none", s)
            hits = [h for h in hits if put_place(h[0], categories) == q.place]
        if q.time:
            if any(op.time == "" for op, _, _ in hits):
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "time_binding",
                             "the question names a time and some matching statements name none", s)
            if any(may_overlap(self.lex, q.time, op.time) for op, _, _ in hits) or any(
                    may_overlap(self.lex, q.time, op.time) or not op.time for op in self.contained_events(q, hits)):
                # v14 (fresh-d, ADR 0286): "ate 6 apples this week. He ate 2 bags of apples today." (answered 6)
                # red team (ADR 0233): "ate 3 this afternoon … 2 today. How many today?" (answered 2)
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "time_binding",
                             "a time told beside the asked one may be part of it, or hold it", s)
            hits = [h for h in hits if h[0].time == q.time]
        elif any(spends_time(self.lex, op) for op, _, _ in hits):
            # v18 (ADR 0399): "studied for 2 hours today and 36 hours in the morning" (answered 38): time spent is
            # summed only over one person's times told apart (work_spans.check_spent_times)
            check_spent_times(self.lex, [op for op, _, _ in hits], s)
        elif len(stamps := sorted({op.time for op, _, _ in hits if op.time})) > 1 and any(
                may_count_twice(self.lex, a, b) for i, a in enumerate(stamps) for b in stamps[i + 1:]):
            # "picked 80 apples this week … 7 apples today. How many did he pick?" (answered 87): the day may be
            # part of the week, so the sum may count the 7 twice (ADR 0239's rule, now without an asked time)
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "time_binding",
                         "two told times summed here may hold one another", s)
        elif not q.time:
            check_listed_times(self.lex, [op for op, _, _ in hits], s)  # v17: "37 apples this week and 22 apples today"
        earned = self.rate_earnings(q)
        if earned is not None:
            if hits:
                # "earned 5 dollars for each lawn he mowed … and earned 15 dollars": the result restated, or more?
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "event_binding",
                             f"{q.lemma} both by a rate and by stated events", s)
            return earned
        if hits and q.item is not None and q.kind in ("event", "passive") and self.events_through_rates(q, s, probe=True):
            # "bought 4 boxes and 3 apples" with "each box had 17 apples": are the boxes' apples counted?
            raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding",
                         f"the asked {q.item.unit} were both taken loose and inside containers", s)
        if not hits and q.item is not None and q.kind in ("event", "passive"):
            hits = self.events_through_rates(q, s)
        # "Each apple costs 3 dollars. Sam bought 4 apples and spent 5 dollars on pears." (redteam: answered 5,
        # not 17): a priced gain not paid in its own sentence beside stated spending refuses in unpaid_guard
        if hits:
            units = {key.unit for _, key, _ in hits} if q.item is None else {q.item.unit}
            if len(units) > 1:
                raise refuse(Reason.AMBIGUOUS_REFERENCE, "item_binding", "the asked events involve several units", s)
            total = Lin()
            for _, _, amt in hits:
                total = total + amt
            return total, units.pop()
        if q.kind == "spend" and not q.time and not q.place and q.item2 is None:
            self.spend_guard(q)
            total, found = Lin(), False
            for op, key, amt in self.events:
                price = self.price_of(key.unit, s) if asked_actor(q, op.actor) and op.kind == "gain" else None
                if price is not None:
                    total, found = total + amt.scale(price), True
            if found:
                return total, "unit.dollar"
        reward = rewarded(self.graph.ops, q, categories)
        if reward is not None:  # v8: "each enemy defeated gives you 3 points" (proceeds.py)
            rate, done = reward
            count = self._events_total(done)
            total = count.scale(Fraction(rate.amount))
            self.raw_steps.append((rate, q.entity, [rate.amount], count, total))
            return total, rate.item.unit
        if proceeds_question(q):  # v8: "How much money did she make?" from priced sales (proceeds.py)
            sales = sales_to_price(self.graph.ops, q, set(q.members) if q.members else {q.entity},
                                   lambda op: categories.get(op.lemma) != "construct")
            if sales is not None:
                total = Lin()
                for op, key, amt in self.events:
                    if not any(op is sale for sale in sales):
                        continue
                    price = self.price_of(key.unit, s)
                    if price is None:
                        raise refuse(Reason.UNKNOWN_QUANTITY, "event_binding", f"{key.unit} sold without a price", s)
                    total = total + amt.scale(price)
                return total, MONEY
        raise refuse(Reason.UNKNOWN_QUANTITY, "event_binding", f"no statement matches the asked {q.lemma}", s)

    def check_values(self, known: dict[str, Fraction]) -> None:
        """Every checked amount that the known unknowns fix: never negative, an untold event never none, a discrete
        amount whole (run, after the answer)."""
        for lin, discrete, what, sentence in self.checks:
            # speed (ADR 0462): a Lin without unknowns is its own substitution (``Lin.substitute`` returns it), and
            # one with unknowns left is no constant; a Fraction's tests read its fields exactly as ``negative``,
            # ``Fraction.__eq__`` with an int (numerator equal, denominator 1) and the ``denominator`` property do
            if lin.coefs:
                lin = lin.substitute(known)
                if lin.coefs:
                    continue
            c = lin.const
            if type(c) is Fraction:
                n = c._numerator
                if n < 0:
                    raise refuse(Reason.NEGATIVE_HOLDING, "policy.non_negative", f"{what} would be {c}", sentence)
                if n == 0 and c._denominator == 1 and what.startswith("amount ?"):
                    raise refuse(Reason.CONTRADICTION, "consistency", f"{what} would be 0: an event of nothing",
                                 sentence)
                if discrete and c._denominator != 1:
                    raise refuse(Reason.FRACTIONAL_COUNT, "policy.discrete", f"{what} would be {fraction_text(c)}",
                                 sentence)
                continue
            if negative(c):
                raise refuse(Reason.NEGATIVE_HOLDING, "policy.non_negative", f"{what} would be {c}", sentence)
            if c == 0 and what.startswith("amount ?"):
                # v13 red team (ADR 0263): "He ate some apples. Now he has 5 apples." after 5 answered 0: an event
                # told (some, or "After eating apples,") of nothing contradicts the telling
                raise refuse(Reason.CONTRADICTION, "consistency", f"{what} would be 0: an event of nothing",
                             sentence)
            if discrete and c.denominator != 1:
                raise refuse(Reason.FRACTIONAL_COUNT, "policy.discrete", f"{what} would be {fraction_text(c)}",
                             sentence)

    def run(self) -> Solution:
        mentioned = self.mentioned  # read only by membership
        for op in self.graph.ops:
            self.apply(op)
            # speed (ADR 0106): no temporary sets; (ADR 0452) the roles that are not "" added by ``filter`` in C
            mentioned.update(filter(None, (op.actor, op.target, op.source, op.place, op.agent)))
        value, unit = self.answer(self.graph.question)
        self.solve_equations()
        self.solve_system()
        known = self.known
        for lin, sentence in self.told_unknowns:
            v = lin.substitute(known)
            if v.is_const() and v.const == 0:
                raise refuse(Reason.CONTRADICTION, "consistency",
                             "an amount told as some (or by a bare plural) would be none", sentence)
        self.check_values(known)
        v = value.substitute(self.known)
        if not v.is_const():
            raise refuse(Reason.UNKNOWN_QUANTITY, "unknown_solution",
                         f"the answer depends on an amount the text never fixes ({v.text()})", self.graph.question.sentence)
        steps = []
        for op, owner, operands, before, after in self.raw_steps:
            # speed (ADR 0462): a loop, not a comprehension (a function object per step)
            shown = []
            for x in operands:
                shown.append(x.substitute(known).text() if isinstance(x, Lin) else x)
            steps.append(Step(lemma=op.lemma, kind=op.kind, holder=owner, operands=shown,
                              before=before.substitute(known).text(), after=after.substitute(known).text()))
        q = self.graph.question
        if q.rounding:  # v19 (rounding.py, ADR 0430): the question's wording says how to round
            rounded = apply_rounding(q, v.const)
            if rounded is None:
                raise refuse(Reason.FRACTIONAL_COUNT, "policy.rounding",
                             f"the answer would be {fraction_text(v.const)}, rounded {q.rounding} to none", q.sentence)
            if rounded != v.const:
                steps.append(Step(lemma="fn.many", kind=f"round_{q.rounding}", holder=q.entity,
                                  operands=[fraction_text(v.const)] + ([q.count] if q.kind == "remainder" else []),
                                  before=Lin(v.const).text(),
                                  after=Lin(rounded).text()))
                v = Lin(rounded)
        # speed (ADR 0462): the ops' lemmas gathered in C; the question's added unless "" (``{q.lemma} - {""}``)
        lemmas = set(map(_lemma_of, self.graph.ops))
        if q.lemma != "":
            lemmas.add(q.lemma)
        return Solution(v.const, unit, steps, sorted(lemmas))


def _verb_predicate(mod: str) -> bool:
    """A kind named by what its things did or did not do (``not:verb.work``), from complements.py."""
    return mod.startswith(("verb.", "not:verb.", "act:", "not:act:"))


def substance_inside(asked: Item, container: Item) -> Item | None:
    """``slices of pizza`` inside pizzas / ``pieces of gum`` inside packages of gum → ``slices`` /
    ``pieces``: the asked thing without the substance the container itself is or carries (None if none)."""
    inside = {f"of:{container.unit}", *(m for m in container.mods if m.startswith("of:"))}
    kept = tuple(m for m in asked.mods if m not in inside)
    return Item(unit=asked.unit, mods=kept) if len(kept) < len(asked.mods) else None


def asked_actor(q: Question, actor: str) -> bool:
    """Is ``actor`` one whose events an event question sums (everyone for a passive question)?"""
    if q.kind == "passive" or (q.kind == "spend" and not q.entity and not q.members):
        return True  # (v6) "How much did they spend?": everyone's spending
    return actor in q.members if q.members else actor == q.entity


# Whole-text forms answered by their own module: question kind → (answer function, the errors that mean the
# story leaves the amount open and so refuse as unknown_quantity in that kind's frame; () lets none be caught).
_WHOLE_TEXT = {
    "travel": (travel_answer, (ValueError,)),  # v8: one trip (travel.py)
    "legs": (legs_answer, (ValueError,)),  # v8: several legs of one traveller (legs.py)
    "legs_together": (together_answer, (ValueError,)),  # v13: several travellers' legs added (legs_together.py)
    "group_share": (share_answer, ()),  # v9: food made for a counted group, shared equally (group_shares.py)
    "priced_goes": (priced_answer, ()),  # v9: goes counted on several things, one price per go (priced_goes.py)
    "party_bill": (bill_answer, ()),  # v9: a party that came in to eat, one meal each (group_meals.py)
    "free_bill": (free_bill_answer, ()),  # v11: one age of the party eats free (free_meals.py, ADR 0192)
    "pooled_reward": (pooled_answer, ()),  # v9: a reward for every N of a group's pooled amount (pooled_rewards.py)
    "visits": (visits_answer, ()),  # v8: counted visits times the things got on each (visits.py)
    "weather": (weather_answer, (ValueError, KeyError)),  # v8: rain or snow at stated times (weather.py)
    "recorded": (recorded_answer, (ValueError, KeyError)),  # v11: rain or snow recorded (recorded_measures.py)
    "mixture": (mixture_answer, (ValueError, KeyError)),  # v11: a mixture of measured ingredients (mixtures.py)
    "listed_weights": (listed_weights_answer, (ValueError, KeyError)),  # v13: weights listed (listed_weights.py)
    "needed_list": (needed_list_answer, (ValueError, KeyError)),  # v13: a need listed in measures (needed_lists.py)
    "season_games": (season_answer, (ValueError,)),  # v12: a season's games less those gone to or missed (season_games.py, ADR 0241)
    "told_total": (told_total_answer, (ValueError,)),  # v12: a total less its told part (told_totals.py, ADR 0234)
    "recipe_gap": (recipe_answer, (ValueError, KeyError)),  # v12: a recipe's amount less what was put in (recipes.py)
    "lengths": (lengths_answer, (ValueError,)),  # v8: two measured things compared (lengths.py)
    "each_of_group": (each_of_group_answer, (ValueError,)),  # v17: a counted group, each holding the same (each_of_group.py, ADR 0364)
    "cut_whole": (cut_whole_answer, ()),  # v17: one whole cut into parts, parts eaten (cut_wholes.py, ADR 0364)
    "grown_between": (grown_answer, ()),  # v19: one thing measured then and now, the growth asked (grown_between.py, ADR 0431)
    "compared_measure": (compared_answer, (ValueError,)),  # v17: a second thing measured by the first (compared_measures.py, ADR 0364)
    "bare_arithmetic": (bare_answer, (ValueError,)),  # v23: a sum asked on its own, nothing told (bare_arithmetic.py, ADR 0545)
    "converted_measure": (converted_answer, (ValueError,)),  # v16: one measure asked in another unit of its family (converted_measures.py, ADR 0333)
    "daily_events": (daily_answer, ()),  # v13: one day's events asked for a day (daily_events.py, ADR 0271)
    "escaped_contents": (escaped_answer, ()),  # v13: what left a container between two measures (escaped_contents.py, ADR 0271)
    "cut_lengths": (cut_answer, ()),  # v13: lengths cut off things, summed or compared (cut_lengths.py, ADR 0271)
    "changed_measure": (changed_answer, (ValueError,)),  # v12: a measured thing cut or grown (changed_measures.py)
    "counted_measures": (counted_answer, (ValueError,)),  # v12: counted things each measured (counted_measures.py)
    "mileage": (mileage_answer, (ValueError,)),  # v12: distance on fuel at a stated mileage (mileage.py)
    "shared_among": (shared_answer, (ValueError,)),  # v12: an amount shared among counted people (shared_among.py)
    "purpose_spending": (purpose_answer, ()),  # v13: spending for a purpose named first (purpose_spending.py)
    "group_part": (group_part_answer, ()),  # v16: a told group split into a complement pair (group_parts.py, ADR 0334)
    "found_contents": (found_answer, ()),  # v13: a container found filled with things of two kinds (found_contents.py)
    "resident_part": (resident_answer, ()),  # v13: people living in one country and elsewhere (resident_parts.py)
    "period_difference": (period_answer, ()),  # v13: one doer's events in two periods compared (period_differences.py)
    "timed_difference": (timed_answer, ()),  # v15: one doer's events at two times of one kind compared (timed_differences.py, ADR 0300)
    "rate_holding": (rate_holding_answer, ()),  # v20: a holding grown or worn down by rates over N periods (rate_holdings.py, ADR 0456)
    "held_times": (held_times_answer, ()),  # v20: one holder's holdings told at two times compared (held_times.py, ADR 0456)
    "kind_comparison": (kinds_answer, (ValueError,)),  # v15: two kinds of one person's things compared (kind_comparisons.py, ADR 0300)
    "kind_multiple": (kind_multiple_answer, (ValueError, KeyError)),  # v16: a second kind told by the first (kind_multiples.py, ADR 0332)
    "compared_price": (compared_price_answer, (ValueError,)),  # v16: a price compared with one told (compared_prices.py, ADR 0332)
    "price_difference": (price_answer, (ValueError,)),  # v15: two things' told prices compared (price_differences.py, ADR 0300)
    "equal_gap": (equal_answer, ()),  # v16: as many as another (equal_holdings.py, ADR 0343)
    "equal_split": (equal_answer, ()),  # v16: give so both have the same (equal_holdings.py, ADR 0343)
    "before_gain": (before_answer, ()),  # v13: the holding before a gain, the holding after told (before_gains.py)
    "value_change": (value_answer, ()),  # v13: a value changed by an amount, before or now asked (value_changes.py)
    "spent_from_rest": (spent_answer, ()),  # v13: money before less money left after buying at no told price (spent_from_rest.py)
    "prepared_leftover": (leftover_answer, ()),  # v13: things made for a use, some used, the rest asked (prepared_leftovers.py)
    "remaining_room": (room_answer, ()),  # v12: room left in one container of a stated capacity (remaining_room.py)
    "age_multiple": (ages_answer, ()),  # v12: an age as a multiple of another's (age_multiples.py)
    "age_story": (ages_story_answer, ()),  # v15: ages over time, told and compared (age_stories.py, ADR 0316)
    "joint_total": (joint_answer, ()),  # v17: a group's total, then one member's part (joint_totals.py, ADR 0365)
    "compared_events": (events_answer, ()),  # v12: one person's event compared with another's (compared_events.py)
    "cut_equal_length": (cut_equal_answer, ()),  # v18: a length cut into K equal pieces (cut_equal_lengths.py, ADR 0397)
    "shape_measure": (shape_answer, (ValueError,)),  # v18: a square's, rectangle's or triangle's area, perimeter or side (shape_measures.py, ADR 0397)
    "rectangle_area": (area_answer, ()),  # v12: a rectangle's area from its length and width (rectangle_areas.py)
    "recipe_batches": (batches_answer, ()),  # v13: a recipe made several times (recipe_batches.py)
    "recipe_parts": (parts_answer, ()),  # v13: one ingredient for each part of a recipe, added (recipe_parts.py)
    "fraction_left": (fraction_left_answer, (ValueError,)),  # v13: a part of one thing left, a part eaten (fraction_left.py)
    "each_of_gifts": (each_of_answer, ()),  # v14: things given to each of a counted group (each_of_gifts.py, ADR 0283)
    "counted_recipients": (recipients_answer, ()),  # v17: how many got shares of a told total (counted_recipients.py, ADR 0363)
    "span_rate": (span_rate_answer, (ValueError,)),  # v14: a rate kept up over a told span (span_rates.py, ADR 0283)
    "daily_distance": (daily_distance_answer, (ValueError,)),  # v15: a distance each day over a span (daily_distances.py, ADR 0315)
    "daily_time": (daily_time_answer, (ValueError,)),  # v18: time on an activity each day over a span (daily_times.py, ADR 0395)
    "summed_duration": (summed_duration_answer, ()),  # v18: a time told in two units, added (summed_durations.py, ADR 0395)
    "rate_duration": (rate_duration_answer, ()),  # v15: periods a rate takes to reach an amount or a holding lasts (rate_durations.py, ADR 0315)
    "work_days": (work_days_answer, ()),  # v13: days of work, then the hours of each (work_days.py)
    "portions": (portions_answer, (ValueError,)),  # v13: equal portions of one container's contents (portions.py)
    "unit_weight": (weights_answer, ()),  # v12: the weight of several things, one thing's told (unit_weights.py)
    "equal_load": (loads_answer, ()),  # v12: people going in counted vehicles, the same number in each (equal_loads.py)
    "nested_capacity": (nested_answer, (ValueError,)),  # v12: capacities one inside another (nested_capacities.py)
    "group_each": (group_each_answer, (ValueError,)),  # v12: a counted group each doing one act (group_each_events.py)
    "measure_change": (measure_change_answer, (ValueError,)),  # v12: one thing measured before and after (measure_changes.py)
    "doer_count": (doers_answer, (ValueError,)),  # v13: counted doers of one act, more of them after (doer_counts.py, ADR 0264)
    "listed_total": (listed_answer, (ValueError,)),  # v13: two kinds listed, one open, then their total (listed_totals.py, ADR 0264)
    "scored_worth": (scored_answer, (ValueError,)),  # v13: things scored, each worth some points (scored_worth.py, ADR 0264)
    "each_need": (needs_answer, (ValueError,)),  # v18: what each counted thing needs, all of them (each_needs.py, ADR 0402)
    "held_in_equal_parts": (equal_parts_answer, (ValueError,)),  # v18: things held in equal parts, one part asked (held_in_equal_parts.py, ADR 0402)
    "pooled_they": (pooled_they_answer, (ValueError,)),  # v19: two people's things, then a loss by 'they' (pooled_they.py, ADR 0426)
    "told_group_split": (told_split_answer, (ValueError,)),  # v19: a told group split into equal parts by 'they' (told_group_splits.py, ADR 0426)
}


def solve(lex: Lexicon, graph: Graph) -> Solution:
    check_whole_counts(lex, graph)  # v17 red team 4: a given count of things is whole (whole_counts.py, ADR 0360)
    kind = graph.question.kind
    if kind in _WHOLE_TEXT:
        answer, open_amount = _WHOLE_TEXT[kind]
        try:
            value, unit, steps = answer(lex, graph)
        except open_amount as exc:
            raise ReaderRefusal(Reason.UNKNOWN_QUANTITY, kind, frame=kind, detail=str(exc)) from None
        return Solution(value, unit, steps, sorted({op.lemma for op in graph.ops}))
    return Solver(lex, graph).run()
