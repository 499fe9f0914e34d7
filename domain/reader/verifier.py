"""Independent verifier: re-derives the answer from the parsed graph as a linear system.

Written separately from ``solver.py`` on purpose. The solver walks the text forward with running
values; the verifier gives every holding version its own variable, writes one equation per
operation, and solves the whole system by Gaussian elimination. It reads only ``graph.ops`` and
``graph.question`` (never the solver's steps), so a solver bug shows up as a disagreement.
"""
from __future__ import annotations

from fractions import Fraction

import msgspec

from domain.reader.fraction_parts import fraction_of, is_fraction
from domain.reader.made_left import sole_gainer
from domain.reader.given_kinds import verify_given_kinds
from domain.reader.bought_left import container_gainer
from domain.reader.internal_moves import moves_between_told_holders
from domain.reader.transfer_questions import received_side
from domain.reader.recipients import person_source
from domain.reader.measured_containers import measured_units
from domain.reader.filled_groups import told_group_size
from domain.reader.container_measures import part_measures, whole_only
from domain.reader.kept_parts import kept_pool
from domain.reader.pooled_unit_kinds import verifier_kind_holders, verify_pool_unit_kinds
from domain.reader.put_places import put_place, put_question
from domain.reader.pooled_containers import pooled_total, unloose
from domain.reader.nested_contents import nested_rate
from domain.reader.proceeds import proceeds_question, rewarded, sales_to_price
from domain.reader.legs import verify_legs
from domain.reader.legs_together import verify_together
from domain.reader.lengths import verify_lengths
from domain.reader.converted_measures import verify_converted
from domain.reader.bare_arithmetic import verify_bare
from domain.reader.cut_wholes import verify_cut_whole
from domain.reader.each_of_group import verify_each_of_group
from domain.reader.compared_measures import verify_compared
from domain.reader.grown_between import verify_grown
from domain.reader.changed_measures import verify_changed
from domain.reader.cut_lengths import verify_cuts
from domain.reader.escaped_contents import verify_escaped
from domain.reader.daily_events import verify_daily
from domain.reader.counted_measures import verify_counted
from domain.reader.mileage import verify_mileage
from domain.reader.shared_among import verify_shared
from domain.reader.equal_loads import verify_loads
from domain.reader.unit_weights import verify_weights
from domain.reader.portions import verify_portions
from domain.reader.work_days import verify_work_days
from domain.reader.each_of_gifts import verify_each_of
from domain.reader.counted_recipients import verify_counted_recipients
from domain.reader.span_rates import verify_span_rate
from domain.reader.rate_durations import verify_rate_duration
from domain.reader.daily_distances import verify_daily_distance
from domain.reader.daily_times import verify_daily_time
from domain.reader.summed_durations import verify_summed_duration
from domain.reader.fraction_left import verify_fraction_left
from domain.reader.recipe_parts import verify_parts
from domain.reader.recipe_batches import verify_batches
from domain.reader.rectangle_areas import verify_area
from domain.reader.shape_measures import verify_shape
from domain.reader.cut_equal_lengths import verify_cut_equal
from domain.reader.compared_events import verify_events
from domain.reader.joint_totals import verify_joint
from domain.reader.age_multiples import verify_ages
from domain.reader.age_stories import verify_age_story
from domain.reader.remaining_room import verify_room
from domain.reader.prepared_leftovers import verify_leftover
from domain.reader.spent_from_rest import verify_spent
from domain.reader.value_changes import verify_value
from domain.reader.before_gains import verify_before
from domain.reader.equal_holdings import verify_equal
from domain.reader.period_differences import verify_period
from domain.reader.timed_differences import verify_timed
from domain.reader.held_times import verify_held_times
from domain.reader.rate_holdings import verify_rate_holding
from domain.reader.price_differences import verify_price
from domain.reader.kind_comparisons import verify_kinds
from domain.reader.compared_prices import verify_compared_price
from domain.reader.kind_multiples import verify_kind_multiple
from domain.reader.resident_parts import verify_resident
from domain.reader.found_contents import verify_found
from domain.reader.group_parts import verify_group_part
from domain.reader.purpose_spending import verify_purpose
from domain.reader.measure_changes import verify_measure_change
from domain.reader.group_each_events import verify_group_each
from domain.reader.nested_capacities import verify_nested
from domain.reader.visits import verify_visits
from domain.reader.pooled_rewards import verify_pooled
from domain.reader.group_shares import verify_share
from domain.reader.priced_goes import verify_priced
from domain.reader.group_meals import verify_bill
from domain.reader.free_meals import verify_free_bill
from domain.reader.weather import verify_weather
from domain.reader.recorded_measures import verify_recorded
from domain.reader.mixtures import verify_mixture
from domain.reader.needed_lists import verify_needed_list
from domain.reader.listed_weights import verify_listed_weights
from domain.reader.told_totals import verify_told_total
from domain.reader.recipes import verify_recipe
from domain.reader.season_games import verify_season
from domain.reader.doer_counts import verify_doers
from domain.reader.listed_totals import verify_listed
from domain.reader.scored_worth import verify_scored
from domain.reader.each_needs import verify_needs
from domain.reader.held_in_equal_parts import verify_equal_parts
from domain.reader.told_group_splits import verify_told_split
from domain.reader.pooled_they import verify_pooled_they
from domain.reader.travel import verify_travel
from domain.reader.set_aside import REST, each_group_partition, parts_before_rest
from domain.reader.source_parts import uncounted_sources
from domain.reader.graph import ONLY_HOLDER, PACE, TODO, Graph, Item, Question
from domain.reader.uses_each import use_total_parts
from domain.reader.lexicon import Lexicon
from domain.reader.capacity import CAPACITY
from domain.reader.linear import MINUS_ONE, ONE, ZERO, add, exact, is_one, mul, neg, negative, nonzero, sub
from domain.reader.rounding import apply as apply_rounding
from domain.reader.spent_kinds import in_asked_money, spent_kind

Row = dict[str, Fraction]  # coefficients; the key "1" holds the constant term
_new = object.__new__  # speed (ADR 0463): a Fraction built as ``linear.whole`` builds it


class Unverifiable(Exception):
    """The verifier cannot pin the answer down (the caller refuses)."""


class _System:
    def __init__(self, lex: Lexicon):
        self.lex = lex
        self.measured: frozenset[str] = frozenset()
        self.version: dict[tuple[str, Item], str] = {}
        self.rows: list[Row] = []
        self.nonneg: list[tuple[str, bool]] = []
        self.counter = 0
        self.part_measures: frozenset | None = None  # v13: container_measures.part_measures, on first use
        self.events: list[tuple[object, Item, Row]] = []
        self.price: dict[str, Fraction] = {}
        self.per: dict[str, list[tuple[Item, Fraction]]] = {}
        self.split: list[tuple[object, Row]] = []
        self.wants: list[object] = []
        self.gaps: list[Row] = []
        self.said: set[tuple[str, Item]] = set()
        self.start: dict[tuple[str, Item], str] = {}
        self.named: set[str] = set()
        self.pools: list = []  # v7: (plain item, owner → version at the part, kind mods → variable)
        self.graph: Graph | None = None  # v10: read by a part's choice of holders (source_parts.py)

    def fresh(self, hint: str) -> str:
        self.counter += 1
        return f"v{self.counter}:{hint}"

    def eq(self, *terms: tuple[Fraction, str]) -> None:
        row: Row = {}
        for coef, name in terms:
            old = row.get(name)
            # speed (ADR 0106): ``0 + coef`` is ``coef`` itself when it is a Fraction
            row[name] = coef if old is None and type(coef) is Fraction else add(ZERO if old is None else old, coef)
        self.rows.append(row)

    def discrete(self, unit: str) -> bool:
        # v13 (ADR 0262): a container the story measures by ("0.2 bag of apples") is not counted whole
        return self.lex.unit_by_id[unit].discrete and unit not in self.measured

    def discrete_item(self, item: Item) -> bool:
        """v13 (ADR 0263): a container told in a part of its stuff is a measure here (container_measures.py)."""
        measures = self.part_measures
        if measures is None:
            measures = self.part_measures = part_measures(self.lex, self.graph.ops)
        if not measures:  # speed (ADR 0463): no container told in a part: ``whole_only`` is the pack's ``discrete``
            return self.lex.unit_by_id[item.unit].discrete
        return whole_only(self.lex, measures, item)

    def keys_of(self, owner: str) -> list[Item]:
        out = []
        for o, it in self.version:  # a loop: a comprehension made ``owner`` a cell per call (speed, ADR 0267)
            if o == owner:
                out.append(it)
        return out

    def pick(self, owner: str, item: Item) -> tuple[Item | None, Fraction]:
        held = []
        for o, it in self.version:  # speed (ADR 0519): ``keys_of(owner)`` inline (the same loop, one call fewer)
            if o == owner:
                held.append(it)
        if item in held:
            return item, ONE
        fits = []
        unit, mods = item.unit, item.mods
        for k in held:  # a loop: a comprehension made ``item`` a cell per call (speed, ADR 0267)
            if k.unit == unit:
                for m in mods:
                    if m not in k.mods:
                        break
                else:
                    fits.append(k)
        if len(fits) == 1:
            return fits[0], ONE
        if len(fits) > 1:
            raise Unverifiable("ambiguous item")
        mine = self.lex.unit_by_id[item.unit]
        for k in held:
            theirs = self.lex.unit_by_id[k.unit]
            if theirs.family == mine.family and mine.family != "count" and sorted(k.mods) == sorted(item.mods):
                if not (mine.per_base and theirs.per_base):
                    raise Unverifiable("no conversion")
                return k, exact(mine.per_base) / exact(theirs.per_base)
        return None, ONE

    def _holds(self, owner: str, item: Item) -> bool:
        """Whether ``owner`` holds such things (several kinds that fit count: ``9 were torn``, kept_parts.py)."""
        try:
            return self.pick(owner, item)[0] is not None
        except Unverifiable:
            return True

    def amount_term(self, amount: str) -> tuple[Fraction, str]:
        if amount.startswith("?"):
            self.nonneg.append((amount, False))
            return ONE, amount
        return exact(amount), "1"

    def conversion(self, item: Item, key: Item) -> Fraction:
        """An event's amount in the unit of the holding it changed (milliliters into liters: 1/1000)."""
        if key.unit == item.unit:
            return ONE
        return exact(self.lex.unit_by_id[item.unit].per_base) / exact(self.lex.unit_by_id[key.unit].per_base)

    def bump(self, owner: str, item: Item, coef: Fraction, name: str, *, starts_at_zero: bool,
             consumed: bool = False) -> Item:
        key, factor = self.pick(owner, item)
        if key is None and consumed:
            if any(o != owner and self.pick(o, item)[0] is not None for (o, _) in list(self.version)):
                raise Unverifiable("loss from a holding owned by someone else")
        # speed (ADR 0519): ``fresh`` inline (the same count, the same names, in the same order)
        self.counter += 1
        new = f"v{self.counter}:{owner}"
        if key is None:
            key = item
            if starts_at_zero:
                old = None
            else:
                self.counter += 1
                old = f"v{self.counter}:initial"
            if old is not None:
                self.start[(owner, key)] = old
                self.nonneg.append((old, self.discrete_item(key)))  # v17 (ADR 0363): an untold start is no debt
        else:
            old = self.version[(owner, key)]
        self.version[(owner, key)] = new
        # new = old + coef*factor*name
        if factor is ONE and type(coef) is Fraction:
            # speed (ADR 0519): times the shared ONE (``pick``'s factor for the same unit) ``mul(neg(coef), ONE)``
            # is a Fraction equal to ``neg(coef)``, built here as ``neg`` builds it (numerator negated, the same
            # denominator: Fractions are kept in lowest terms, so it is what ``mul`` gives); no ``is`` test reads it
            c = _new(Fraction)
            c._numerator = -coef._numerator
            c._denominator = coef._denominator
        else:
            c = mul(neg(coef), factor)
        terms = [(ONE, new), (c, name)]
        if old is not None:
            terms.append((MINUS_ONE, old))
        self.eq(*terms)
        self.nonneg.append((new, self.discrete_item(key)))
        return key

    def state(self, owner: str, item: Item, coef: Fraction, name: str, at_start: bool = False) -> None:
        """owner's item equals coef*name (a new holding, or an equation on the current one — on the first
        one for a start-of-story statement such as ``There were originally 46``)."""
        key, factor = self.pick(owner, item)
        if key is None and at_start and owner in self.named:
            raise Unverifiable("a start-of-story holding of someone already named in earlier events")
        if key is not None and at_start:
            first = self.start.get((owner, key))
            if first is None:
                raise Unverifiable("a start-of-story statement about a holding with no recorded start")
            self.eq((ONE, first), (mul(neg(coef), factor), name))
            return
        if key is None:
            new = self.fresh(owner)
            self.version[(owner, item)] = new
            self.said.add((owner, item))
            self.start[(owner, item)] = new
            self.eq((ONE, new), (neg(coef), name))  # ``neg``: speed (ADR 0267)
            self.nonneg.append((new, self.discrete_item(item)))
            return
        self.eq((ONE, self.version[(owner, key)]), (mul(neg(coef), factor), name))

    def pool_kinds(self, owner: str, item: Item) -> None:
        """A loss of a general kind from several held specific kinds: one pooled variable replaces them."""
        if (owner, item) in self.version:
            return
        parts = [k for (o, k) in self.version if o == owner and k.unit == item.unit
                 and all(m in k.mods for m in item.mods) and len(k.mods) > len(item.mods)]
        if len(parts) < 2:
            return
        pooled = self.fresh(owner)
        terms = [(ONE, pooled)]
        for k in parts:
            terms.append((MINUS_ONE, self.version.pop((owner, k))))
        self.eq(*terms)
        self.version[(owner, item)] = pooled
        self.nonneg.append((pooled, self.discrete_item(item)))

    def still_needed(self, q, ops) -> Row:
        return _still_needed(self, q, ops)

    def duration(self, q, ops) -> Row:
        return _duration(self, q, ops)

    def take_amount(self, op, owner: str) -> tuple[Fraction, str]:
        if op.amount.startswith("all-but:"):
            # v6: a fresh amount x with x = whole - N, x >= 0
            coef, whole = self.take_amount(msgspec.structs.replace(op, amount="all"), owner)
            part = self.fresh("all-but")
            self.eq((ONE, part), (-coef, whole), (exact(op.amount[8:]), "1"))
            self.nonneg.append((part, False))
            return ONE, part
        if is_fraction(op.amount):
            # v14 (ADR 0282): a fresh amount x with x = whole × f, x >= 0 and whole for counted things
            coef, whole = self.take_amount(msgspec.structs.replace(op, amount="all"), owner)
            part = self.fresh("fraction")
            self.eq((ONE, part), (-coef * fraction_of(op.amount), whole))
            self.nonneg.append((part, self.discrete(op.item.unit)))
            return ONE, part
        if op.amount == "all":
            key, _ = self.pick(owner, op.item)
            if key is None:
                raise Unverifiable("all of nothing")
            return ONE, self.version[(owner, key)]
        return self.amount_term(op.amount)

    def run_op(self, op) -> None:
        self.step(op)
        # speed (ADR 0463): one ``update`` with the non-empty ones (``filter(None, …)`` keeps what ``if x`` kept)
        self.named.update(filter(None, (op.actor, op.target, op.source, op.place, op.agent)))

    def step(self, op) -> None:
        kind = op.kind
        if kind == "describe":
            return
        if kind == "hold":
            coef, name = self.amount_term(op.amount)
            self.state(op.actor, op.item, coef, name, at_start=bool(set(op.time.split("|")) & self.lex.start_times))
        elif kind == "hold_sum":
            # v6: the members' holdings add up to the amount (an unknown start for one never said to hold any)
            if op.past or set(op.time.split("|")) & self.lex.start_times:
                if any(self.pick(who, op.item)[0] is not None for who in op.members):
                    raise Unverifiable("a past group total over holdings already stated")
            coef, name = self.amount_term(op.amount)
            terms = [(neg(coef), name)]  # ``neg``: speed (ADR 0267)
            for who in op.members:
                self.named.add(who)
                key, factor = self.pick(who, op.item)
                if key is None:
                    var = self.fresh(who)
                    self.version[(who, op.item)] = var
                    self.start[(who, op.item)] = var
                    self.nonneg.append((var, self.discrete_item(op.item)))
                elif factor != 1 or key != op.item:
                    raise Unverifiable("a group total over another kind")
                else:
                    var = self.version[(who, key)]
                terms.append((ONE, var))
            self.eq(*terms)
        elif kind == "price":
            self.price[op.item.unit] = exact(op.amount)
        elif kind == "per":
            self.per.setdefault(op.target, []).append((op.item, exact(op.amount)))
        elif kind == "goal":
            self.wants.append(op)
        elif kind == "use_each":
            pass  # v9: read by the goal question from the ops (uses_each.py)
        elif kind == "rate":
            pass  # read by the question (rate_time): a rate changes no holding
        elif kind == "classify":
            hits = [(o, k) for (o, k) in self.version if self.counts_as(k, op.item)]
            left_out = uncounted_sources(self.graph, op) if self.graph is not None else frozenset()
            hits = [(o, k) for o, k in hits if o not in left_out]  # v10: "bought 2 from a friend" (source_parts.py)
            if len({o for o, _ in hits}) > 1:  # v7: "Carol picked 29 and her mother 16. If 38 of the carrots were good"
                self.pooled_part(op, hits)
                return
            if len(hits) != 1 or len([k for (o, k) in self.version if o == hits[0][0] and k.unit == op.item.unit]) != 1:
                raise Unverifiable("no single holding to split into kinds")
            owners, plain = [hits[0][0]], hits[0][1]
            whole = self.version.pop((owners[0], plain))
            one, other = self.fresh("kind"), self.fresh("kind")
            self.eq((ONE, one), (-exact(op.amount), "1"))
            self.eq((ONE, other), (ONE, one), (MINUS_ONE, whole))
            for mod, var in ((op.lemma, one), (op.target, other)):
                key = Item(unit=plain.unit, mods=tuple(sorted({*plain.mods, *mod.split("+")})))
                self.version[(owners[0], key)] = var
                self.said.add((owners[0], key))
                self.nonneg.append((var, self.discrete(plain.unit)))
        elif kind == "partition":
            if op.amount == "all":
                pool = dict(self.held(op.actor, op.item))
            else:
                coef, name = self.amount_term(op.amount)
                pool = {name: coef}
            if op.event == REST:  # ADR 0145: the rest leaves out the parts already put into containers
                for part in parts_before_rest([done for done, _ in self.split] + [op], op):
                    coef, name = self.amount_term(part.amount)
                    pool[name] = pool.get(name, ZERO) - coef
                rest = self.fresh("rest")
                self.eq((MINUS_ONE, rest), *[(v, k) for k, v in pool.items()])
                self.nonneg.append((rest, self.discrete(op.item.unit)))
                pool = {rest: ONE}
            size = told_group_size(self.graph.ops, op) if self.graph is not None else None
            if size is not None:  # v13: each of the N groups is the told size (filled_groups.py)
                groups = exact(op.groups)
                self.eq(*[(v / groups, k) for k, v in pool.items()], (-size, "1"))
            self.split.append((op, pool))
        elif kind in ("gain", "lose"):
            owner = op.actor
            if not owner:
                having = sorted({o for (o, _) in self.version if self.pick(o, op.item)[0] is not None})
                if op.agent in having:
                    owner = op.agent
                elif op.place in having:
                    owner = op.place
                elif len(having) == 1:
                    owner = having[0]
                elif not having and kind == "lose" and len(verifier_kind_holders(self, op.item)) == 1:
                    owner = verifier_kind_holders(self, op.item)[0]  # v18 (pooled_unit_kinds.py, ADR 0390)
                else:
                    raise Unverifiable("passive without a single holder")
            elif op.place:
                place_has = self.pick(op.place, op.item)[0] is not None
                actor_has = self.pick(op.actor, op.item)[0] is not None
                if place_has and actor_has:
                    raise Unverifiable("two owners")
                owner = op.place if place_has else op.actor
            if kind == "lose":
                self.pool_kinds(owner, op.item)
                verify_pool_unit_kinds(self, owner, op.item)  # v18 (pooled_unit_kinds.py, ADR 0390)
            coef, name = self.take_amount(op, owner)
            # speed (ADR 0267): ``neg``/``mul``/``add`` of linear.py for ``-``/``*``/``+`` here (same values; whole
            # Fractions as integers, anything else through Fraction's own operators)
            sign = coef if kind == "gain" else neg(coef)
            source = op.source
            if source == ONLY_HOLDER:
                others = sorted({o for (o, _) in self.version if o != owner and self.pick(o, op.item)[0] is not None})
                if self.pick(owner, op.item)[0] is not None:
                    others = []
                if len(others) != 1:
                    raise Unverifiable("no single holder to take from")
                source = others[0]
                op = msgspec.structs.replace(op, source=source)
            if kind == "gain":
                kept_pool(self, owner, op.item)  # v12: "9 were torn … Mary bought 40 cards" (kept_parts.py)
            from_zero = kind == "gain"
            if from_zero and source and (self._holds(source, op.item) or person_source(self.lex, source)):
                # v17 (ADR 0363): things got from a holder or a person, as in the solver (red6/red7): the gainer
                # starts from an unknown unless it holds such things already ("Mia received 5 shells from Leo. She
                # had 9 shells before.": from zero here, no start was recorded for the told one)
                from_zero = any(k.unit == op.item.unit for k in self.keys_of(owner))
            key = self.bump(owner, op.item, sign, name, starts_at_zero=from_zero, consumed=(kind == "lose"))
            # speed (ADR 0519): ``conversion`` is ONE for the same unit, and a whole Fraction times ONE is a Fraction
            # with the same numerator and denominator 1: the same value as ``coef`` (immutable; no ``is`` test reads it)
            if key.unit == op.item.unit and type(coef) is Fraction and coef._denominator == 1:
                self.events.append((op, key, {name: coef}))
            else:
                self.events.append((op, key, {name: mul(coef, self.conversion(op.item, key))}))
            if kind == "gain" and source:
                # a named source loses what was taken, from an unknown start if none was stated
                kept_pool(self, source, op.item)  # v12: "Sara bought 24 of Sally's cards" (kept_parts.py)
                self.bump(source, op.item, neg(coef), name, starts_at_zero=False)
        elif kind == "transfer":
            self.pool_kinds(op.actor, op.item)
            verify_given_kinds(self, op.actor, op.item)  # v19: "gave 2 animals" after dogs and cats (given_kinds.py, ADR 0423)
            coef, name = self.take_amount(op, op.actor)
            key = self.bump(op.actor, op.item, neg(coef), name, starts_at_zero=False)  # ``neg``/``mul``: as above
            coef = mul(coef, self.conversion(op.item, key))
            kept_pool(self, op.target, key)  # v12: "Sam gave Mary 23 cards" after "9 were torn" (kept_parts.py)
            # v17 (ADR 0363): a person given things who was never said to hold any starts from an unknown, as in
            # the solver ("Drew gave 9 pencils to Al. Al now has 21 pencils. How many did Al have before?" = 12:
            # from zero here the start was never recorded and the question found "no stated start"); a place things
            # are put in, or a holder of such things already, starts as before
            held = any(k.unit == key.unit for k in self.keys_of(op.target))
            put = "put" in self.lex.verb_categories.get(op.lemma, ())
            self.bump(op.target, key, coef, name, starts_at_zero=held or put)
            self.events.append((op, key, {name: coef}))
        elif kind == "scale":
            key, _ = self.pick(op.actor, op.item)
            if key is None:
                raise Unverifiable("scale of nothing")
            old = self.version[(op.actor, key)]
            new = self.fresh(op.actor)
            self.version[(op.actor, key)] = new
            self.eq((ONE, new), (-exact(op.factor), old))
            self.nonneg.append((new, self.discrete_item(key)))
        elif kind in ("compare_add", "compare_mul"):
            ref, factor = self.pick(op.target, op.item)
            if ref is None:
                # compared with a holding never stated: it starts as an unknown of its own
                start = self.fresh("initial")
                self.version[(op.target, op.item)] = start
                self.start[(op.target, op.item)] = start
                self.nonneg.append((start, self.discrete_item(op.item)))
                ref, factor = op.item, ONE
            refvar = self.version[(op.target, ref)]
            value = self.fresh("compared")
            if kind == "compare_add":
                self.eq((ONE, value), (-1 / factor, refvar), (-exact(op.amount), "1"))
            elif op.amount:  # v16: "3 more than twice as many" (offset_multiples.py, ADR 0332)
                self.eq((ONE, value), (-exact(op.factor) / factor, refvar), (-exact(op.amount), "1"))
            else:
                self.eq((ONE, value), (-exact(op.factor) / factor, refvar))
            self.nonneg.append((value, self.discrete(op.item.unit)))
            self.state(op.actor, op.item, ONE, value)
        else:
            raise Unverifiable(f"operation {kind}")

    def event_kind(self, q, ops) -> dict:
        """(v8, damaged.py) ``found 7 seashells but 4 were broken … unbroken seashells did Tom find?``: the asked
        verb's events of the plain thing, re-summed, split by the one part told of that thing."""
        parts = [op for op in ops if op.kind == "classify" and op.item is not None and op.item.unit == q.item.unit]
        if len(parts) != 1:
            raise Unverifiable("no single part of the asked kind")
        part = parts[0]
        total: dict = {}
        base = set(part.item.mods)  # v12: "86 heart cookies … How many pink cookies" (restated_parts.py)
        for op, key, row in self.events:
            if key.unit != q.item.unit:
                continue
            if not (op.kind == "gain" and self.asks_about(q, op.actor) and self.asked_verb(q, op)
                    and set(key.mods) == base):
                raise Unverifiable("other events of the split thing")
            if (q.time and op.time != q.time) or (q.place and op.place != q.place):
                raise Unverifiable("events of another time or place")  # red11, as solver.event_kind
            for k, v in row.items():
                total[k] = total.get(k, Fraction(0)) + v
        want = set(q.item.mods) - base
        if not total or not want:
            raise Unverifiable("no events of the split thing")
        if want <= set(part.lemma.split("+")):
            return {"1": Fraction(part.amount)}
        if want <= set(part.target.split("+")):
            total["1"] = total.get("1", Fraction(0)) - Fraction(part.amount)
            return total
        raise Unverifiable("the asked kind is not the part's")

    def pooled_part(self, op, hits) -> None:
        """(v7, pooled_parts.py) A part of several holders' things: two fresh variables for the pool's kinds,
        kept beside the holders' own versions (which stay as they are: no holder's share is known). Each
        holder must hold the things in exactly one version, all of one kind (v8: a part named by a verb too;
        the solver refuses the holders' whole holding after it)."""
        if any(e.kind in ("lose", "transfer") and e.item.unit == op.item.unit for e, _, _ in self.events):
            raise Unverifiable("a pooled part after some of the things went")
        owners = sorted({o for o, _ in hits})
        plain = {k for _, k in hits}
        if len(plain) != 1 or len(hits) != len(owners):
            raise Unverifiable("a pool of several kinds")
        plain = plain.pop()
        if any(k.unit == plain.unit and k != plain for (o, k) in self.version if o in owners):
            raise Unverifiable("a pool holder with other holdings of the unit")
        snapshot = {o: self.version[(o, plain)] for o in owners}
        one, other = self.fresh("pooled"), self.fresh("pooled")
        self.eq((ONE, one), (-exact(op.amount), "1"))
        self.eq((ONE, other), (ONE, one), *((MINUS_ONE, v) for v in snapshot.values()))
        kinds = {}
        for mod, var in ((op.lemma, one), (op.target, other)):
            kinds[frozenset({*plain.mods, *mod.split("+")})] = var
            self.nonneg.append((var, self.discrete(plain.unit)))
        self.pools.append((plain, snapshot, kinds))

    def pooled_target(self, q) -> Row | None:
        """A question naming a kind of a pooled set: that kind's variable, over exactly the pool's holders
        (everyone holding the things for ``they``, the named ones for ``do A and B have``), each still
        holding the version the part was told of; None when no pool's kind is asked."""
        for plain, snapshot, kinds in self.pools:
            if q.item is None or q.item.unit != plain.unit:
                continue
            named = set().union(*kinds) - set(plain.mods)
            if not named & set(q.item.mods):
                continue
            if q.kind == "total":
                asked = {o for (o, k) in self.version if k.unit == plain.unit}
            elif q.kind == "members":
                asked = set(q.members)
            else:
                raise Unverifiable("one member's share of a pooled kind")
            if asked != set(snapshot) or any(self.version.get((o, plain)) != v for o, v in snapshot.items()):
                raise Unverifiable("a pooled kind asked over other holders or changed holdings")
            var = kinds.get(frozenset(q.item.mods))
            if var is None:
                raise Unverifiable("not one kind of the pool")
            return {var: ONE}
        return None

    def cases_of(self, q, ops) -> Row:
        """(v7) Containers of ``q.count`` things: every statement naming the things' unit or a unit of one
        kind with it must be one — the asker's own stated number (no other party) — and the containers must
        appear nowhere else; the answer is that number over the size."""
        family = {q.item.unit} | set(self.lex.generals.get(q.item.unit, ()))
        naming = [op for op in ops if op.item is not None
                  and ({op.item.unit} | set(self.lex.generals.get(op.item.unit, ()))) & family]
        if any(op.target == q.other or (op.item is not None and op.item.unit == q.other) for op in ops):
            raise Unverifiable("the containers appear in the story")
        if len(naming) != 1 or naming[0].kind not in ("hold", "gain", "lose") or naming[0].actor != q.entity \
                or naming[0].source or naming[0].target or not self.counts_as(naming[0].item, q.item):
            raise Unverifiable("not one stated amount of the asker's things")
        if exact(q.count) == 0:
            raise Unverifiable("containers of nothing")
        return {"1": exact(naming[0].amount) / exact(q.count)}

    def counts_as(self, held: Item, asked: Item) -> bool:
        substances = [h[3:] for h in held.mods if h.startswith("of:")]
        for m in asked.mods:
            if m in held.mods:
                continue
            if m.startswith("of:") and any(m[3:] in self.lex.generals.get(sub, ()) for sub in substances):
                continue
            return False
        return held.unit == asked.unit or asked.unit in self.lex.generals.get(held.unit, ())

    def per_container(self, container: str, item: Item) -> Fraction | None:
        rates = [n for it, n in self.per.get(container, []) if self.counts_as(it, item)]
        if not rates:
            return None
        total = ZERO
        for n in rates:
            total = add(total, n)  # speed (ADR 0463): linear.add/sub (as ADR 0267)
        return total

    def held(self, owner: str, item: Item) -> Row:
        row: Row = {}
        counted: list[Item] = []
        for (o, k), var in self.version.items():
            if o != owner:
                continue
            mine = self.lex.unit_by_id[item.unit]
            theirs = self.lex.unit_by_id[k.unit]
            if self.counts_as(k, item):
                if (owner, k) in self.said and any(
                        (owner, c) in self.said and (self.counts_as(k, c) or self.counts_as(c, k)) for c in counted):
                    raise Unverifiable("a stated general and a stated specific holding overlap")
                counted.append(k)
                row[var] = add(row.get(var, ZERO), ONE)  # ``+ 1`` (speed, ADR 0267: whole Fractions as integers)
            elif k.unit == item.unit and all(m in item.mods for m in k.mods):
                raise Unverifiable("partly matching kind")
            elif k.unit in self.lex.generals.get(item.unit, ()):
                raise Unverifiable("a general holding for a specific question")
            elif theirs.family == mine.family and mine.family != "count" and all(m in k.mods for m in item.mods):
                if not (mine.per_base and theirs.per_base):
                    raise Unverifiable("no conversion")
                row[var] = row.get(var, ZERO) + exact(theirs.per_base) / exact(mine.per_base)
        inside: Row = {}
        per = self.per
        for (o, k), var in self.version.items() if per else ():
            # speed (ADR 0463): a holding of another owner, or of a unit with no rate per container, finds no rate
            # below (``per_container``, the own-substance sum and ``nested_rate`` all read ``self.per[k.unit]``),
            # so neither it nor a story with no rate at all is looked at
            if o != owner or not per.get(k.unit):
                continue
            rate = self.per_container(k.unit, item)
            if rate is None:
                # the asked thing's substance may be the container's own ("slices of pizza" in pizzas)
                own = {"of:" + k.unit} | {m for m in k.mods if m.startswith("of:")}
                if any(m in own for m in item.mods):
                    bare = Item(unit=item.unit, mods=tuple(m for m in item.mods if m not in own))
                    plain = [(it, n) for it, n in self.per.get(k.unit, []) if not [m for m in it.mods if m[:3] == "of:"]]
                    found = [n for it, n in plain if self.counts_as(it, bare)]
                    rate = sum(found, ZERO) if found else None
            if rate is None and not item.mods:
                # v15 (nested_contents.py, ADR 0314): containers in each container, things in each of those
                rate = nested_rate(self.per.get(k.unit, []), lambda u: self.per_container(u, item),
                                   {h.unit for (_o, h) in self.version}, item)
            if rate is not None:
                inside[var] = add(inside.get(var, ZERO), rate)  # speed (ADR 0463): linear.add/sub (as ADR 0267)
        if row and inside:
            return self.pooled(owner, item, counted, row, inside)
        row = row or inside
        if not row:
            raise Unverifiable("nothing held")
        return row

    def pooled(self, owner: str, item: Item, counted: list[Item], row: Row, inside: Row) -> Row:
        """v15 (pooled_containers.py, ADR 0314): loose things beside containers' things, when the story's order
        keeps them apart: the two rows added, less the unknown start of a loose holding begun by a loss (that
        loss came out of the containers' things); the sum is one more non-negative amount."""
        rates: dict[str, Fraction] = {}
        for (o, k), var in self.version.items():
            if o == owner and var in inside:
                rates[k.unit] = inside[var]
        if len(counted) != 1 or unloose(counted[0]) != item or len(rates) != sum(1 for (o, _k), v in self.version.items()
                                                                        if o == owner and v in inside):
            raise Unverifiable("loose and contained things together")
        value, why = pooled_total(self.lex, self.graph.ops, owner, item, rates)
        if value is None:
            raise Unverifiable(f"loose and contained things together: {why}")
        out: Row = dict(row)
        if (owner, item) not in self.said:
            start = self.start.get((owner, item))
            if start is not None:
                out[start] = out.get(start, ZERO) - ONE
        for var, rate in inside.items():
            out[var] = out.get(var, ZERO) + rate
        total = self.fresh("pooled")
        self.eq((ONE, total), *((neg(c), v) for v, c in out.items()))
        self.nonneg.append((total, self.discrete_item(item)))
        return {total: ONE}

    def containers_needed(self, q, ops) -> Row:
        """How many containers the things fill: the things held ÷ what one container holds."""
        rates = self.per.get(q.other, [])
        if not rates or any(r != rates[0] for r in rates):
            raise Unverifiable("not one rate per container")
        thing, size = rates[0]
        if (q.item is not None and q.item != thing) or size == 0:
            raise Unverifiable("another thing, or nothing, per container")
        if any(k.unit == q.other for (_, k) in self.version):
            raise Unverifiable("containers that are also held")
        caps = [op for op in ops if op.kind == "per" and op.event == CAPACITY and op.target == q.other]
        if caps:
            # v8 (capacity.py): the one capable person's goals of the things, and nothing else about them
            cap = caps[0]
            if len(caps) != 1 or q.entity != cap.actor:
                raise Unverifiable("not the one capable person")
            total = ZERO
            for op in ops:
                if op.kind == "goal" and op.actor == cap.actor and op.item is not None \
                        and not self.counts_as(op.item, thing):
                    raise Unverifiable("the capable person has other things to move too")
                if op is cap or op.item is None or not (self.counts_as(op.item, thing) or self.counts_as(thing, op.item)):
                    continue
                if op.kind != "goal" or op.actor != cap.actor:
                    raise Unverifiable("the things are more than goals of the capable person")
                total = add(total, exact(op.amount))
            if total == ZERO:
                raise Unverifiable("nothing to move")
            return {"1": total / size}
        owner = q.entity
        if not owner:
            if any(op.kind == "transfer" or (op.kind in ("gain", "lose") and op.source) for op in ops):
                raise Unverifiable("things moved between holders")
            owners = set()
            for (o, _) in list(self.version):
                try:
                    self.held(o, thing)
                except Unverifiable:
                    continue
                owners.add(o)
            if len(owners) != 1:
                raise Unverifiable("not one holder of the things")
            owner = owners.pop()
        return {k: v / size for k, v in self.held(owner, thing).items()}

    def rate_of_container(self, key: Item, item: Item) -> Fraction | None:
        """What one container ``key`` holds of ``item``. When no rate matches and the asked thing names
        the container itself (``apples of the baskets``), that naming is dropped and the container's rates
        for things not named as of anything are summed; None when nothing matches."""
        rate = self.per_container(key.unit, item)
        own = {"of:" + key.unit} | {m for m in key.mods if m.startswith("of:")}
        if rate is None and any(m in own for m in item.mods):
            bare = Item(unit=item.unit, mods=tuple(m for m in item.mods if m not in own))
            found = [n for it, n in self.per.get(key.unit, [])
                     if not [m for m in it.mods if m[:3] == "of:"] and self.counts_as(it, bare)]
            rate = sum(found, ZERO) if found else None
        return rate

    def events_of_containers(self, q, partial: bool = False) -> Row:
        """The asked events were of containers: each one's amount × what one container holds (``partial``:
        the events of containers among other events, to detect a mix)."""
        out: Row = {}
        for op, key, row in self.events:
            if op.lemma != q.lemma or not self.asks_about(q, op.actor) or (q.other and op.target != q.other):
                continue
            rate = self.rate_of_container(key, q.item)
            if rate is None:
                if partial:
                    continue
                return {}
            for k, v in row.items():
                out[k] = out.get(k, ZERO) + v * rate
        return out

    @staticmethod
    def asks_about(q, actor: str) -> bool:
        if q.kind == "passive" or (q.kind == "spend" and not q.entity and not q.members):
            return True
        if q.members:
            return actor in q.members
        return actor == q.entity

    def asked_verb(self, q, op) -> bool:
        """(v6) A spend question counts every purchase of money: the asked verb's money losses, a price paid
        with a gaining verb (``bought … for $N``) or a cost verb (``cost him $N``); any other money loss
        (``lost $3``) cannot be placed."""
        if q.kind != "spend":
            return op.lemma == q.lemma
        if op.kind != "lose" or op.item is None or self.lex.unit_by_id[op.item.unit].family != "money":
            return False
        if op.lemma == q.lemma or self.thing_of(op, probe=True) is not None:
            return True
        if self.lex.verb_category.get(op.lemma) in ("positive", "cost"):
            return True
        raise Unverifiable("a money loss that may not be a purchase")

    def thing_of(self, op, probe: bool = False, stated: bool = False):
        """The thing a money loss paid for: the n-th gain of the same actor, verb and sentence for the n-th such
        loss (``spent $5 on a ball and $3 on a pen``; ``bought a ball for $5``)."""
        same = [(o, k) for o, k, _ in self.events if o.sentence == op.sentence and o.lemma == op.lemma
                and o.actor == op.actor]
        losses = [o for o, _ in same if o.kind == "lose"]
        gains = [o.item if stated else k for o, k in same if o.kind == "gain"]
        if len(gains) != len(losses):
            if probe and not gains:
                return None
            raise Unverifiable("purchases and things do not pair")
        return gains[[id(o) for o in losses].index(id(op))]

    def spent_on(self, q, op) -> bool:
        """``spend on toys``: is the thing this money paid for the asked kind (unclassified things refuse)?"""
        placed = spent_kind(self.lex, self.thing_of(op, stated=True), q.item2.unit)  # v12 (spent_kinds.py)
        if placed is None:
            raise Unverifiable("a thing the pack does not place in or out of the asked kind")
        return placed

    def all_paid(self, q) -> None:
        """Summed purchases: every gain of the asked person at a stated price was paid in its own sentence."""
        paid = {(op.sentence, op.lemma) for op, _, _ in self.events if op.kind == "lose"}
        for op, key, _ in self.events:
            if op.kind == "gain" and self.asks_about(q, op.actor) and (op.sentence, op.lemma) not in paid and (
                    key.unit in self.price or any(self.lex.kind_of(key.unit, u) for u in self.price)):
                raise Unverifiable("a priced gain beside summed spending")

    def _event_minus(self, q: Question, ops, item2, lemma2: str) -> Row:
        """The asked events (``q.item`` by ``q.lemma``) minus the events of ``item2`` by ``lemma2``, as a linear
        expression (event_difference: another thing, same verb; event_excess: same things, the using verb)."""
        a = self.target(Question(kind="event", sentence=q.sentence, entity=q.entity, item=q.item, lemma=q.lemma), ops)
        b = self.target(Question(kind="event", sentence=q.sentence, entity=q.entity, item=item2, lemma=lemma2), ops)
        out = dict(a)
        for k, v in b.items():
            out[k] = sub(out.get(k, ZERO), v)  # speed (ADR 0463): linear.add/sub (as ADR 0267)
        return out

    def target(self, q, ops) -> Row:
        if q.kind == "spend" and q.item is not None and q.item.unit != "unit.dollar":
            # v12: spending asked in cents: the dollars paid, in cents (spent_kinds.in_asked_money)
            row = self.target(msgspec.structs.replace(q, item=Item(unit="unit.dollar")), ops)
            return {k: in_asked_money(self.lex, q.item, v) for k, v in row.items()}
        if q.time and q.kind not in ("initial", "event", "passive", "spend"):
            if any(op.time != q.time for op in ops if op.kind not in ("describe", "price", "per")):
                raise Unverifiable("a question time not shared by every statement")
        if q.place and q.kind not in ("event", "passive", "spend"):
            related = [op for op in ops if op.kind not in ("describe", "price", "per")
                       and (not q.entity or op.actor == q.entity or op.target == q.entity)]
            # a loss naming no place takes from where the things were (v6): it needs no place of its own
            placed = [op for op in related if op.kind != "lose" or op.place or op.source]
            if not placed or any(op.place != q.place for op in placed):
                raise Unverifiable("a question place not shared by the statements")
        pooled = self.pooled_target(q)  # v7: "how many bad carrots did they have" (pooled_parts.py)
        if pooled is not None:
            return pooled
        if q.kind == "initial":
            row: Row = {}
            for (o, k), var in self.start.items():
                if o == q.entity and self.counts_as(k, q.item):
                    row[var] = row.get(var, ZERO) + 1
            current = self.held(q.entity, q.item)  # same holdings must still be the ones asked about
            if not row or len(row) != len(current):
                raise Unverifiable("no stated start")
            return row
        if q.kind == "holding":
            return self.held(q.entity, q.item)
        if q.kind == "members":
            out: Row = {}
            for who in q.members:
                for k, v in self.held(who, q.item).items():
                    out[k] = add(out.get(k, ZERO), v)  # speed (ADR 0463): linear.add/sub (as ADR 0267)
            return out
        if q.kind == "difference" and q.item2 is not None:
            # v15 (held_kinds.py, ADR 0300): one holder's two holdings, each as a holding question
            a = self.target(msgspec.structs.replace(q, kind="holding", other="", item2=None), ops)
            b = self.target(msgspec.structs.replace(q, kind="holding", other="", item=q.item2, item2=None), ops)
            out = dict(a)
            for k, v in b.items():
                out[k] = sub(out.get(k, ZERO), v)  # speed (ADR 0463): linear.add/sub (as ADR 0267)
            return out
        if q.kind == "difference":
            other = q.other
            if other == ONLY_HOLDER:
                rest = set()
                for (o, k) in self.version:
                    if o != q.entity and self.counts_as(k, q.item):
                        rest.add(o)
                if len(rest) != 1:
                    raise Unverifiable("no single other holder")
                other = rest.pop()
            a, b = self.held(q.entity, q.item), self.held(other, q.item)
            out = dict(a)
            for k, v in b.items():
                out[k] = sub(out.get(k, ZERO), v)  # speed (ADR 0463): linear.add/sub (as ADR 0267)
            return out
        if q.kind == "difference_total":
            a = self.target(Question(kind="total", sentence=q.sentence, item=q.item), ops)
            b = self.target(Question(kind="total", sentence=q.sentence, item=q.item2), ops)
            out = dict(a)
            for k, v in b.items():
                out[k] = sub(out.get(k, ZERO), v)  # speed (ADR 0463): linear.add/sub (as ADR 0267)
            return out
        if q.kind == "total":
            moved = [op for op in ops if op.kind == "transfer" or (op.kind in ("gain", "lose") and op.source)]
            if moved and not moves_between_told_holders(ops):  # v18 (internal_moves.py)
                raise Unverifiable("ambiguous group")
            out: Row = {}
            for owner in sorted({o for o, _ in self.version}):
                try:
                    part = self.held(owner, q.item)
                except Unverifiable as exc:
                    if str(exc) == "nothing held":
                        continue
                    raise
                for k, v in part.items():
                    out[k] = add(out.get(k, ZERO), v)  # speed (ADR 0463): linear.add/sub (as ADR 0267)
            if not out:
                raise Unverifiable("nothing held")
            return out
        if q.kind in ("event", "passive", "spend"):
            out = {}
            categories = self.lex.verb_category  # speed (ADR 0267): the same table, built once per pack (read only)
            q = put_question(q, ops, categories)  # v8 (put_places.py)
            if q.time and any(op.time == "" for op, key, _ in self.events
                              if self.asks_about(q, op.actor) and self.asked_verb(q, op)):
                raise Unverifiable("a question time and untimed events")
            if q.place and any(put_place(op, categories) == "" for op, key, _ in self.events
                               if self.asks_about(q, op.actor) and self.asked_verb(q, op)):
                raise Unverifiable("a question place and events without one")
            if q.source and any(op.source == "" for op, key, _ in self.events
                                if self.asks_about(q, op.actor) and self.asked_verb(q, op)):
                raise Unverifiable("a question source and events without one")
            paid = _paid_by_rate(self, q, ops)
            if paid is not None:
                if any(self.asks_about(q, op.actor) and self.asked_verb(q, op)
                       and (q.item is None or self.counts_as(key, q.item)) for op, key, _ in self.events):
                    raise Unverifiable("a rate and stated events of the asked verb")
                return paid
            for op, key, row in self.events:
                if not self.asks_about(q, op.actor) or not self.asked_verb(q, op):
                    continue
                if q.time and op.time != q.time:
                    continue
                if q.place and put_place(op, categories) != q.place:
                    continue
                if q.other and op.target != q.other:
                    continue
                if q.source and op.source != q.source:
                    continue
                if q.item is not None and not self.counts_as(key, q.item):
                    continue
                if q.kind == "spend" and q.item2 is not None and not self.spent_on(q, op):
                    continue
                for k, v in row.items():
                    out[k] = add(out.get(k, ZERO), v)  # speed (ADR 0463): linear.add/sub (as ADR 0267)
            if q.item is not None and q.kind != "spend" and not (q.time or q.place or q.source):
                inside = self.events_of_containers(q, partial=bool(out))
                if out and inside:
                    raise Unverifiable("the asked things taken loose and inside containers")
                out = out or inside
            if out and q.kind == "spend":
                self.all_paid(q)
            if out:
                return out
            if q.kind == "spend" and not q.time and not q.place and q.item2 is None:
                for op, key, row in self.events:
                    if not (self.asks_about(q, op.actor) and op.kind == "gain"):
                        continue
                    # its own price, or the price of the one priced kind the pack puts it under (v6)
                    priced = [u for u in self.price if u == key.unit or self.lex.kind_of(key.unit, u)]
                    if key.unit in self.price:
                        priced = [key.unit]
                    if len(priced) > 1:
                        raise Unverifiable("several priced kinds")
                    for k, v in row.items() if priced else ():
                        out[k] = out.get(k, ZERO) + v * self.price[priced[0]]
                if out:
                    return out
            reward = rewarded(ops, q, categories)
            if reward is not None:  # v8: a reward per thing defeated (proceeds.py)
                rate, done = reward
                for op, key, row in self.events:
                    if any(op is d for d in done):
                        for k, v in row.items():
                            out[k] = out.get(k, Fraction(0)) + v * Fraction(rate.amount)
                if out:
                    return out
            if proceeds_question(q):  # v8: priced sales (proceeds.py)
                sales = sales_to_price(ops, q, set(q.members) if q.members else {q.entity},
                                       lambda op: categories.get(op.lemma) != "construct")
                for op, key, row in self.events if sales is not None else ():
                    if not any(op is sale for sale in sales):
                        continue
                    priced = [u for u in self.price if u == key.unit or self.lex.kind_of(key.unit, u)]
                    if key.unit in self.price:
                        priced = [key.unit]
                    if len(priced) != 1:
                        raise Unverifiable("a sale without one price")
                    for k, v in row.items():
                        out[k] = out.get(k, Fraction(0)) + v * self.price[priced[0]]
                if out:
                    return out
            if q.kind == "event" and q.item is not None and q.item.mods:
                return self.event_kind(q, ops)
            raise Unverifiable("no matching event")
        if q.kind == "remainder":  # v19 (rounding.py, ADR 0430): the one partition's pool; the rounding takes the rest
            found = [pool for op, pool in self.split if op.target == q.other and op.item == q.item]
            if len(found) != 1:
                raise Unverifiable("not one partition of the things left over")
            return dict(found[0])
        if q.kind in ("groups", "group_size"):
            found = [(op, pool) for op, pool in self.split if op.target == q.other]
            if q.kind == "group_size" and each_group_partition(found) is not None:
                found = [each_group_partition(found)]  # ADR 0145: the rest's equal groups
            if len(found) != 1:
                raise Unverifiable("no single partition")
            op, pool = found[0]
            if q.kind == "group_size" and q.item is not None and q.item.unit != op.item.unit:
                raise Unverifiable("partition of another unit")
            per_group = q.kind == "group_size"
            if (op.groups and per_group) or (op.factor and not per_group):
                divisor = exact(op.groups or op.factor)
                return {k: v / divisor for k, v in pool.items()}
            return {"1": exact(op.factor or op.groups)}
        if q.kind == "contained":
            out: Row = {}
            for (o, k), var in self.version.items():
                if k.unit != q.other:
                    continue
                rate = self.rate_of_container(k, q.item)
                if rate is not None:
                    self.held(o, q.item)  # loose things of the same kind beside the containers: unclear
                    out[var] = out.get(var, ZERO) + rate
            if not out:
                raise Unverifiable("no containers held")
            return out
        if q.kind == "rate_groups":
            return self.containers_needed(q, ops)
        if q.kind == "cases":
            return self.cases_of(q, ops)  # v7: "How many cases of 12 boxes does Ashley need?"
        if q.kind == "sole":
            first = {o for (o, k) in self.said if self.counts_as(k, q.item)}
            if not first:  # v15 (ADR 0314): the one told to hold containers with a rate of the things
                first = {o for (o, k) in self.said if self.per_container(k.unit, q.item) is not None}
            if not first:  # v17 (made_left.py, ADR 0361): the one doer of every change of them, the first a gain
                maker = sole_gainer(ops, q.item, lambda held: self.counts_as(held, q.item))
                if not maker:  # v19 (bought_left.py, ADR 0423): the one who got containers of them
                    maker = container_gainer(ops, q.item, lambda held: self.counts_as(held, q.item),
                                             lambda unit: self.per_container(unit, q.item) is not None)
                first = {maker} if maker else set()
            if len(first) != 1:
                raise Unverifiable("not one first holder")
            return self.held(first.pop(), q.item)
        if q.kind == "event_excess":
            # v8 (extras.py): the asked gains − the one using verb's losses of the same things
            return self._event_minus(q, ops, q.item, q.other)
        if q.kind == "received_difference":
            # v17 (transfer_questions.py, ADR 0363): what the one was given − what the other was given
            a = self.target(received_side(q, q.entity, ops, self.lex), ops)
            b = self.target(received_side(q, q.other, ops, self.lex), ops)
            out = dict(a)
            for k, v in b.items():
                out[k] = sub(out.get(k, ZERO), v)  # speed (ADR 0463): linear.add/sub (as ADR 0267)
            return out
        if q.kind == "event_difference":
            return self._event_minus(q, ops, q.item2, q.lemma)
        if q.kind == "use_total":
            # v9 (uses_each.py): the asker's gains of the things used on × the use on each
            try:
                use, gains = use_total_parts(ops, q, lambda general, one: self.counts_as(one, general))
            except ValueError as exc:
                raise Unverifiable(str(exc)) from None
            return {"1": sum((exact(g.amount) for g in gains), ZERO) * exact(use.amount)}
        if q.kind == "task_time":
            # the things held × the one time-per-thing rate of that task (v6)
            rates = [op for op in ops if op.kind == "per" and op.lemma == q.lemma and op.target == q.item.unit]
            if len(rates) != 1:
                raise Unverifiable("not one task rate")
            return {k: v * exact(rates[0].amount) for k, v in self.held(q.entity, q.item).items()}
        if q.kind == "surplus":
            out = dict(self.held(q.entity, q.item))  # what is held beyond the amount to keep
            out["1"] = out.get("1", ZERO) - exact(q.count)
            return out
        if q.kind in ("goal_gap", "goal_rest"):
            return self.still_needed(q, ops)
        if q.kind == "cost_of":
            if q.item.unit not in self.price:
                raise Unverifiable("no price")
            per = exact(self.lex.unit_by_id[q.other].per_base) if q.other else ONE
            return {"1": self.price[q.item.unit] * exact(q.count) / per}
        if q.kind == "afford":
            return {k: v / exact(q.count) for k, v in self.held(q.entity, Item(unit="unit.dollar")).items()}
        if q.kind == "rate_time":
            return self.duration(q, ops)
        if q.kind == "rate_times":
            said = [op for op in ops if op.kind == "rate" and (op.actor, op.lemma, op.target, op.item)
                    == (q.entity, q.lemma, q.other, q.item)]
            if not q.item.mods:  # v18 (ADR 0392): a rate of cups of food is a rate of cups too
                said += [op for op in ops if op.kind == "rate" and (op.actor, op.lemma, op.target) == (
                    q.entity, q.lemma, q.other) and op.item is not None and op.item.unit == q.item.unit
                    and op.item.mods and all(m.startswith("of:") for m in op.item.mods)]
            if len(said) != 1:
                raise Unverifiable("not one rate for the asked period")
            n = self.fresh("timed")  # n = rate × periods, as an equation of its own
            self.eq((ONE, n), (-exact(said[0].amount) * exact(q.count), "1"))
            return {n: ONE}
        if q.kind == "rate_last":
            verbs = self.lex.verb_category
            spend = [op for op in ops if op.kind == "rate" and op.actor == q.entity
                     and verbs.get(op.lemma) in ("negative", "destroy")
                     and self.lex.unit_by_id[op.item.unit].family == "money"]
            if len(spend) != 1:
                raise Unverifiable("not one spending rate")
            return {k: v / exact(spend[0].amount) for k, v in self.held(q.entity, spend[0].item).items()}
        if q.kind == "rate_clear":  # v6 (paces.py): the one holder's things ÷ the pace
            said = [op for op in ops if op.kind == "rate" and not op.actor and not op.event and op.lemma == q.lemma]
            if len(said) != 1 or any(op.kind == "rate" and op is not said[0] and op.item.unit == said[0].item.unit
                                     for op in ops):
                raise Unverifiable("not one pace of the asked verb")
            having = sorted({o for (o, _) in self.version if self.pick(o, said[0].item)[0] is not None})
            if len(having) != 1:
                raise Unverifiable("not one holder of the paced things")
            return {k: v / exact(said[0].amount) for k, v in self.held(having[0], said[0].item).items()}
        if q.kind == "per_container":
            rate = self.per_container(q.other, q.item)
            if rate is None:
                raise Unverifiable("no rate")
            return {"1": rate * exact(q.count)}
        raise Unverifiable(q.kind)


def _duration(system: "_System", q, ops) -> Row:
    """``How long did Jose wander?`` (v6): a fresh duration t with rate·t = everything the asked actor did
    (every such action must be one the rate's own sentence timed)."""
    said = [op for op in ops if op.kind == "rate" and op.event == PACE and op.actor == q.entity
            and q.lemma in ("", op.lemma)]
    if len(said) != 1:
        raise Unverifiable("not one rate")
    rate = said[0]
    terms = []
    for op, key, row in system.events:
        if op.actor != q.entity or q.lemma not in ("", op.lemma):
            continue
        if op.kind != "gain" or op.sentence != rate.sentence or op.lemma != rate.lemma or key != Item(
                unit=rate.item.unit):
            raise Unverifiable("an action the rate does not time")
        terms.extend((-v, k) for k, v in row.items())
    if not terms:
        raise Unverifiable("nothing timed")
    t = system.fresh("duration")
    system.eq((exact(rate.amount), t), *terms)
    return {t: ONE}


def _paid_by_rate(system: "_System", q, ops) -> Row | None:
    """v6: what the asked verb's rates (``earned 9 dollars for each lawn he mowed``) add up to: one fresh
    variable per rate, equal to R × the counted events. None when no rate has the asked verb."""
    said = [op for op in ops if op.kind == "rate" and op.lemma == q.lemma and op.event != PACE
            and system.asks_about(q, op.actor)
            and (q.item is None or system.counts_as(op.item, q.item))]
    if not said or q.kind != "event":
        return None
    if q.time or q.place or q.source or q.other or len({op.item.unit for op in said}) != 1:
        raise Unverifiable("a rate question with a restriction")
    out: Row = {}
    for rate in said:
        terms, verbs = [], set()
        for op, key, row in system.events:
            work = op.event == TODO and rate.event  # v6: work done on a pile of things to do is an event
            if (op.kind != "gain" and not work) or op.actor != rate.actor or (rate.event and op.lemma != rate.event):
                continue
            if not system.counts_as(key, Item(unit=rate.target)):
                continue
            verbs.add(op.lemma)
            terms.extend((-v * exact(rate.amount), k) for k, v in row.items())
        if not terms or len(verbs) != 1:
            raise Unverifiable("no single kind of event for a rate")
        paid = system.fresh("paid")
        system.eq((ONE, paid), *terms)
        out[paid] = ONE
    return out


def _still_needed(system: "_System", q, ops) -> Row:
    mine = [g for g in system.wants if g.actor == q.entity and (q.lemma == "" or g.lemma == q.lemma)
            and (q.item is None or system.counts_as(g.item, q.item))]
    scale = None
    if not mine and q.item is not None and not q.count:
        # asked in the things each goal thing holds: one goal of the asker with one content rate for them
        holding_verbs = {v for v, cs in system.lex.verb_categories.items()
                         if cs & {"observe", "contain", "put"}} | {"fn.each"}
        pairs = []
        for g in system.wants:
            if g.actor != q.entity or (q.lemma and g.lemma != q.lemma):
                continue
            per = [op for op in ops if op.kind == "per" and op.lemma in holding_verbs and op.target == g.item.unit
                   and system.counts_as(op.item, q.item)]
            if len(per) > 1:
                raise Unverifiable("several rates per goal thing")
            pairs += [(g, per[0])] if per else []
        if len(pairs) == 1:
            mine, scale = [pairs[0][0]], exact(pairs[0][1].amount)
        priced = [g for g in system.wants if g.actor == q.entity and not g.lemma.startswith("verb.")
                  and g.item.unit in system.price]
        if not pairs and q.kind == "goal_gap" and q.item.unit == "unit.dollar" and len(priced) == 1:
            # v8 (ADR 0120): money still needed = things still needed × their own stated price
            if any(op.item is not None and op.item.unit == "unit.dollar" and op.kind != "price" for op in ops):
                raise Unverifiable("money beside a goal's price")
            mine, scale = priced, system.price[priced[0].item.unit]
        used = [op for op in ops if op.kind == "use_each" and op.actor == q.entity and system.counts_as(op.item, q.item)]
        if not pairs and not mine and q.kind == "goal_gap" and used:
            # v9 (ADR 0143): the asked things still needed = goal things still needed × the use on each
            wants = [g for g in system.wants if g.actor == q.entity]
            if len(used) != 1 or len(wants) != 1 or wants[0].lemma.startswith("verb.") \
                    or wants[0].item.unit != used[0].target:
                raise Unverifiable("no single goal and use")
            if any(op.item is not None and op.item.unit == q.item.unit and op is not used[0] for op in ops):
                raise Unverifiable("the used things told beside their use")
            mine, scale = wants, exact(used[0].amount)
    if q.count:
        goal, item, task = exact(q.count), q.item, q.lemma
    elif len(mine) == 1:
        goal, item, task = exact(mine[0].amount), mine[0].item, q.lemma or mine[0].lemma
    else:
        raise Unverifiable("no single goal")
    if item is None:
        raise Unverifiable("goal without a unit")
    if not q.count and mine[0].event == TODO:
        row = {k: -v for k, v in system.held(q.entity, item).items()}  # the pile now (todo.py)
    elif task.startswith("verb.") and not q.count:
        # progress on a task is what was done (cooked), not what is held; "to have N" is a holding
        row: Row = {"1": -goal}
        for op, key, amounts in system.events:
            if op.lemma == task and op.actor == q.entity and system.counts_as(key, item):
                for k, v in amounts.items():
                    row[k] = row.get(k, ZERO) + v
    else:
        row = dict(system.held(q.entity, item))
        row["1"] = row.get("1", ZERO) - goal
    gap = {k: -v for k, v in row.items()}  # goal − progress
    system.gaps.append(gap)
    if q.kind == "goal_gap" and scale is not None:
        return {k: v * scale for k, v in gap.items()}
    if q.kind == "goal_gap":
        return gap
    rates = [op for op in ops if op.kind == "per" and op.lemma == task and op.target == item.unit]
    if len(rates) != 1:
        raise Unverifiable("no single task rate")
    return {k: v * exact(rates[0].amount) for k, v in gap.items()}


def _take_scaled(row: Row, c: Fraction, prow: Row) -> None:
    """``row[k] = sub(row.get(k, ZERO), mul(c, v))`` for every ``k, v`` of ``prow``, in place.

    speed (ADR 0463): whole Fractions (nearly every coefficient of a corpus system) are combined inline as
    ``mul`` then ``sub`` combine them (a new Fraction with numerator ``a − c·v`` and denominator 1), without the
    two calls and the ``whole`` between them; anything else goes through ``sub``/``mul`` themselves."""
    if type(c) is Fraction and c._denominator == 1:
        cn = c._numerator
        get = row.get
        for k, v in prow.items():
            a = get(k, ZERO)
            if type(a) is Fraction is type(v) and a._denominator == 1 == v._denominator:
                f = _new(Fraction)
                f._numerator = a._numerator - cn * v._numerator
                f._denominator = 1
                row[k] = f
            else:
                row[k] = sub(a, mul(c, v))
    else:
        for k, v in prow.items():
            row[k] = sub(row.get(k, ZERO), mul(c, v))


def _eliminate(rows: list[Row]) -> list[tuple[str, Row]]:
    """Reduced row echelon form: (pivot variable, row with pivot coefficient 1)."""
    pivots: list[tuple[str, Row]] = []
    for row in rows:
        row = dict(row)
        for pv, prow in pivots:
            c = row.get(pv)
            if c is not None and nonzero(c):  # ``if c`` without Fraction's Python-level ``__bool__`` (ADR 0267)
                _take_scaled(row, c, prow)
        # speed (ADR 0463): one loop keeps the nonzero terms (in the same order) and finds the least variable,
        # which is ``sorted(variables)[0]``; no comprehension (a function object per call)
        kept: Row = {}
        pv = None
        for k, v in row.items():
            if v._numerator != 0 if type(v) is Fraction else v != 0:  # ``nonzero(v)``, inline
                kept[k] = v
                if k != "1" and (pv is None or k < pv):
                    pv = k
        row = kept
        if pv is None:
            if "1" in row:  # ``nonzero(row.get("1", ZERO))``: every term kept is nonzero
                raise Unverifiable("inconsistent")
            continue
        c = row[pv]
        if not is_one(c):  # speed (ADR 0095): most pivots already have coefficient 1
            if type(c) is Fraction and c._numerator == -1 and c._denominator == 1:
                # speed (ADR 0463): ``v / -1`` is ``neg(v)`` (Fraction's ``_div`` gives the same numerator negated
                # over the same positive denominator)
                row = {k: neg(v) for k, v in row.items()}
            else:
                row = {k: v / c for k, v in row.items()}
        for i, (qv, qrow) in enumerate(pivots):
            d = qrow.get(pv)
            if d is not None and nonzero(d):  # ``if d`` (ADR 0267, as above)
                # speed (ADR 0463): ``qrow − d·row`` over the union of their terms was a comprehension over two
                # sets; a term of ``qrow`` alone keeps its value (``q − d·0`` is ``q``), so the terms of ``row``
                # are taken from a copy of ``qrow`` (term order differs; nothing reads it)
                qrow = dict(qrow)
                _take_scaled(qrow, d, row)
                kept = {}
                for k, v in qrow.items():
                    if v._numerator != 0 if type(v) is Fraction else v != 0:
                        kept[k] = v
                pivots[i] = (qv, kept)
        pivots.append((pv, row))
    return pivots


def _value(expr: Row, pivots: list[tuple[str, Row]]) -> Fraction | None:
    """The fixed value of a linear expression, or None if it depends on a free variable."""
    expr = dict(expr)
    for pv, prow in pivots:
        c = expr.get(pv)
        if c is not None and nonzero(c):  # ``if c`` (ADR 0267, as in ``_eliminate``)
            _take_scaled(expr, c, prow)  # speed (ADR 0463): as in ``_eliminate``
    # pivot rows read "pv + Σ others + const = 0" so the substitution above leaves −const
    for k, v in expr.items():  # speed (ADR 0463): a loop, not a comprehension of the rest
        if k != "1" and (v._numerator != 0 if type(v) is Fraction else v != 0):
            return None
    return expr.get("1", ZERO)


def _var_value(var: str, pivot_rows: dict[str, Row]) -> Fraction | None:
    """``_value({var: 1}, pivots)`` read straight off the reduced rows (speed, ADR 0095): each pivot row holds
    no other pivot variable, so a variable is fixed exactly when it is a pivot whose row has only a constant."""
    row = pivot_rows.get(var)
    if row is None:
        return None
    for k in row:  # speed (ADR 0106): a loop, not any(generator)
        if k != var and k != "1":
            return None
    return neg(row.get("1", ZERO))


_WHOLE_TEXT_READINGS = {
    "travel": verify_travel,    # travel.py, ADR 0102
    "legs": verify_legs,        # legs.py, ADR 0109
    "legs_together": verify_together,  # legs_together.py, ADR 0266
    "visits": verify_visits,    # visits.py, ADR 0117
    "pooled_reward": verify_pooled,  # pooled_rewards.py, ADR 0144
    "group_share": verify_share,  # group_shares.py, ADR 0144
    "priced_goes": verify_priced,  # priced_goes.py, ADR 0144
    "party_bill": verify_bill,  # group_meals.py, ADR 0144
    "free_bill": verify_free_bill,  # free_meals.py, ADR 0192
    "weather": verify_weather,  # weather.py, ADR 0112
    "recorded": verify_recorded,  # recorded_measures.py, ADR 0193
    "mixture": verify_mixture,  # mixtures.py, ADR 0193
    "needed_list": verify_needed_list,  # needed_lists.py, ADR 0263
    "listed_weights": verify_listed_weights,  # listed_weights.py, ADR 0263
    "season_games": verify_season,  # season_games.py, ADR 0241
    "told_total": verify_told_total,  # told_totals.py, ADR 0234
    "recipe_gap": verify_recipe,  # recipes.py, ADR 0232
    "lengths": verify_lengths,  # lengths.py, ADR 0112
    "each_of_group": verify_each_of_group,  # each_of_group.py, ADR 0364
    "cut_whole": verify_cut_whole,  # cut_wholes.py, ADR 0364
    "grown_between": verify_grown,  # grown_between.py, ADR 0431
    "compared_measure": verify_compared,  # compared_measures.py, ADR 0364
    "bare_arithmetic": verify_bare,  # bare_arithmetic.py, ADR 0545
    "converted_measure": verify_converted,  # converted_measures.py, ADR 0333
    "daily_events": verify_daily,  # daily_events.py, ADR 0271
    "escaped_contents": verify_escaped,  # escaped_contents.py, ADR 0271
    "cut_lengths": verify_cuts,  # cut_lengths.py, ADR 0271
    "changed_measure": verify_changed,  # changed_measures.py, ADR 0233
    "counted_measures": verify_counted,  # counted_measures.py, ADR 0233
    "mileage": verify_mileage,  # mileage.py, ADR 0236
    "shared_among": verify_shared,  # shared_among.py, ADR 0236
    "equal_load": verify_loads,  # equal_loads.py, ADR 0236
    "cut_equal_length": verify_cut_equal,  # cut_equal_lengths.py, ADR 0397
    "shape_measure": verify_shape,  # shape_measures.py, ADR 0397
    "rectangle_area": verify_area,  # rectangle_areas.py, ADR 0242
    "recipe_batches": verify_batches,  # recipe_batches.py, ADR 0266
    "recipe_parts": verify_parts,  # recipe_parts.py, ADR 0266
    "fraction_left": verify_fraction_left,  # fraction_left.py, ADR 0266
    "each_of_gifts": verify_each_of,  # each_of_gifts.py, ADR 0283
    "counted_recipients": verify_counted_recipients,  # counted_recipients.py, ADR 0363
    "span_rate": verify_span_rate,  # span_rates.py, ADR 0283
    "rate_duration": verify_rate_duration,  # rate_durations.py, ADR 0315
    "daily_distance": verify_daily_distance,  # daily_distances.py, ADR 0315
    "daily_time": verify_daily_time,  # daily_times.py, ADR 0395
    "summed_duration": verify_summed_duration,  # summed_durations.py, ADR 0395
    "work_days": verify_work_days,  # work_days.py, ADR 0266
    "portions": verify_portions,  # portions.py, ADR 0266
    "unit_weight": verify_weights,  # unit_weights.py, ADR 0236
    "compared_events": verify_events,  # compared_events.py, ADR 0236
    "joint_total": verify_joint,  # joint_totals.py, ADR 0365
    "age_multiple": verify_ages,  # age_multiples.py, ADR 0236
    "age_story": verify_age_story,  # age_stories.py, ADR 0316
    "purpose_spending": verify_purpose,  # purpose_spending.py, ADR 0261
    "found_contents": verify_found,  # found_contents.py, ADR 0261
    "group_part": verify_group_part,  # group_parts.py, ADR 0334
    "resident_part": verify_resident,  # resident_parts.py, ADR 0261
    "period_difference": verify_period,  # period_differences.py, ADR 0261
    "timed_difference": verify_timed,  # timed_differences.py, ADR 0300
    "held_times": verify_held_times,  # held_times.py, ADR 0456
    "rate_holding": verify_rate_holding,  # rate_holdings.py, ADR 0456
    "kind_comparison": verify_kinds,  # kind_comparisons.py, ADR 0300
    "price_difference": verify_price,  # price_differences.py, ADR 0300
    "compared_price": verify_compared_price,  # compared_prices.py, ADR 0332
    "kind_multiple": verify_kind_multiple,  # kind_multiples.py, ADR 0332
    "equal_gap": verify_equal,  # equal_holdings.py, ADR 0343
    "equal_split": verify_equal,  # equal_holdings.py, ADR 0343
    "before_gain": verify_before,  # before_gains.py, ADR 0261
    "value_change": verify_value,  # value_changes.py, ADR 0261
    "spent_from_rest": verify_spent,  # spent_from_rest.py, ADR 0261
    "prepared_leftover": verify_leftover,  # prepared_leftovers.py, ADR 0261
    "remaining_room": verify_room,  # remaining_room.py, ADR 0236
    "nested_capacity": verify_nested,  # nested_capacities.py, ADR 0235
    "group_each": verify_group_each,  # group_each_events.py, ADR 0235
    "measure_change": verify_measure_change,  # measure_changes.py, ADR 0235
    "doer_count": verify_doers,  # doer_counts.py, ADR 0264
    "listed_total": verify_listed,  # listed_totals.py, ADR 0264
    "scored_worth": verify_scored,  # scored_worth.py, ADR 0264
    "each_need": verify_needs,  # each_needs.py, ADR 0402
    "held_in_equal_parts": verify_equal_parts,  # held_in_equal_parts.py, ADR 0402
    "pooled_they": verify_pooled_they,  # pooled_they.py, ADR 0426
    "told_group_split": verify_told_split,  # told_group_splits.py, ADR 0426
}
"""Question kinds read by one module as a whole text; each re-derives its answer from the graph in its own way."""


def verify(lex: Lexicon, graph: Graph) -> Fraction:
    """The answer the graph implies, or Unverifiable."""
    whole_text = _WHOLE_TEXT_READINGS.get(graph.question.kind)
    if whole_text is not None:  # v8: a reading of the whole text by one module, verified by its own re-derivation
        try:
            return whole_text(lex, graph)
        except (ValueError, KeyError) as exc:
            raise Unverifiable(str(exc)) from None
    system = _System(lex)
    system.graph = graph
    system.measured = measured_units(lex, graph.ops)
    for op in graph.ops:
        system.run_op(op)
    if graph.question.kind == "ratio":
        return _ratio(system, graph.question)
    expr = system.target(graph.question, graph.ops)
    pivots = _eliminate(system.rows)
    if graph.question.kind in ("difference", "difference_total", "surplus", "event_difference", "event_excess",
                               "received_difference"):
        d = _value(expr, pivots)
        if d is not None and negative(d):
            raise Unverifiable("negative difference")
    for gap in system.gaps:
        d = _value(gap, pivots)
        if d is not None and negative(d):
            raise Unverifiable("a goal already passed")
    pivot_rows = dict(pivots)
    for var, discrete in system.nonneg:
        row = pivot_rows.get(var)  # speed (ADR 0463): ``_var_value`` inline (no call per variable)
        if row is None:
            continue
        for k in row:
            if k != var and k != "1":
                break
        else:
            c = row.get("1", ZERO)
            if type(c) is Fraction:
                # speed (ADR 0519): ``neg(c)`` has numerator ``-n`` and c's denominator, so ``negative`` of it is
                # ``n > 0`` and its ``denominator`` is c's; the Fraction is built only for the message
                if c._numerator > 0 or (discrete and c._denominator != 1):
                    raise Unverifiable(f"{var} = {neg(c)}")
                continue
            v = neg(c)
            if negative(v) or (discrete and v.denominator != 1):
                raise Unverifiable(f"{var} = {v}")
    value = _value(expr, pivots)
    if value is None:
        raise Unverifiable("answer not fixed")
    q = graph.question
    if q.kind in ("rate_last", "rate_clear") and (value < 0 or value.denominator != 1):
        raise Unverifiable("the money lasts a fractional number of periods")
    if q.rounding:  # v19 (rounding.py, ADR 0430): the question's wording says how to round
        value = apply_rounding(q, value)
        if value is None:
            raise Unverifiable("a rounding to none")
    if q.kind in ("groups", "group_size", "afford", "rate_groups", "cases"):
        counted = q.other if q.kind in ("groups", "rate_groups", "cases") else (q.item.unit if q.item else "")
        if value < 0 or (counted and lex.unit_by_id[counted].discrete and value.denominator != 1):
            raise Unverifiable("a fractional or negative number of groups")
    return value


def _ratio(system: "_System", q) -> Fraction:
    """``How many times as many …``: both holdings fixed by the system, their quotient a whole number (v6)."""
    a_row, b_row = system.held(q.entity, q.item), system.held(q.other, q.item)
    pivots = _eliminate(system.rows)
    pivot_rows = dict(pivots)
    for var, discrete in system.nonneg:
        v = _var_value(var, pivot_rows)
        if v is not None and (negative(v) or (discrete and v.denominator != 1)):
            raise Unverifiable(f"{var} = {v}")
    a, b = _value(a_row, pivots), _value(b_row, pivots)
    if a is None or b is None or b == 0:
        raise Unverifiable("ratio not fixed")
    value = a / b
    if value < 0 or value.denominator != 1:
        raise Unverifiable("not a whole number of times")
    return value
