"""The pack: the reader's knowledge as versioned data, and mechanical changes to it.

Every entry has a stable lemma id (``unit.apple``, ``verb.buy``). The reader never hard-codes
content vocabulary: it asks the pack which class a word belongs to. The learning loop grows a
pack only through ``apply_change`` with one of the typed ``PackChange`` kinds below.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Union

import msgspec

PACK_SCHEMA = 1

# Verb categories in the spirit of ARIS (observation, positive, negative, transfer, construct,
# destroy) plus the arithmetic ones the grammar needs.
VERB_CATEGORIES = (
    "observe",        # has / owns / starts with: states a holding
    "positive",       # buys / finds / gets: holder gains
    "negative",       # eats / loses / sells: holder loses
    "construct",      # bakes / makes / builds: holder gains (made, not acquired)
    "destroy",        # breaks / burns: holder loses (destroyed)
    "transfer_out",   # gives / sends: holder loses, recipient ("to X" / indirect object) gains
    "transfer_in",    # takes / borrows: holder gains, source ("from X") loses
    "put",            # puts / stacks / stores: holder loses, the place named (in/into/on) gains
    "multiply",       # doubles (factor in the entry)
    "divide",         # splits
    "cost",           # costs (price rate)
    "contain",        # each box holds N
    "scene",          # (v7) goes / wants / tries / loves: sets a scene, moves nothing (scenes.py; descriptive rules only)
    "travel",         # (v8) walks / strolls / drives: the subject covers a distance; only travel.py reads it
)
FUNCTION_ROLES = (
    "determiner", "possessive", "pronoun", "aux", "be", "there", "question", "quantity_question",
    "more", "fewer", "than", "as", "times", "total", "conjunction", "preposition", "adverb",
    "some", "all", "each", "another", "title", "if", "evenly", "group", "keep", "money_word",
    "rest", "how", "of", "quantity_noun",
    "remainder",       # "the rest": the whole remaining holding
    "container_verb",  # use / make / fill / need: verbs a "how many <groups>" question may ask with
    "convey",  # v19 (rounding.py, ADR 0430): carry / take / transport / seat in "needed to carry all the <things>"
    "when",            # "when the workers are finished": a time clause
    "where",           # "… a video game where she scores 9 points …": a relative clause (v6)
    "done",            # finished / done
    "other",           # "One had 23 pictures and the other had 32": the second of a counted pair (v6)
    "need",            # needs / needed: a goal
    "duration",        # long / longer: "how long will it take"
    "while",           # "While on vacation, …": a leading time clause
    "start",           # "at first" / "to start with": marks a time phrase as the story's start
    "old",             # "old": a modifier meaning what the holder already had (v6, ages.py)
    "age",             # age: "half his age", a person's age in years (v14, age_multiples.py, ADR 0282)
    "older",           # older: "3 years older than him", an age N years more (v14, age_multiples.py, ADR 0282)
    "younger",         # younger: "3 years younger than Tom", an age N years less (v14, age_multiples.py, ADR 0282)
    "ago",             # ago: "2 years ago", a time before now (v15, age_stories.py, ADR 0316)
    "born",            # born: "when Sam was born", "was born in 2010" (v15, age_stories.py, ADR 0316)
    "fraction",        # thirds / fourths / fifths: "two thirds of them", a part of a holding (v14, fraction_parts.py, ADR 0282)
    "new",             # "new": a modifier meaning none of what the holder had (v6, ages.py)
    "ones",            # "4 old ones": a pro-form for the one unit in play (v6, ones.py)
    "relative",        # "that": "4 old ones that didn't fit" (v6, loss_relatives.py)
    "go",              # go / goes: "how many oranges must go in each box?" (v7, stored.py)
    "end",             # "at the end of the day": marks a time phrase as the story's end (= now)
    "past",            # "yesterday" / "last week": marks a time phrase as before the story's present (red6)
    "not",             # not / didn't / weren't: negates the predicate of a part ("2 of them didn't work")
    "same",            # "each page has the same number of problems": groups of equal size
    "size",            # big / large: "how big is each group?" asks for the group size (v6)
    "purpose",         # so that: "give away so that she will have 35 left" (v6)
    "what",            # "What is the total number of …?" = "How many …?" (v6)
    "plus",            # "How many cases of 12 boxes, plus extra boxes …": a remainder asked too (v7, measures.py)
    "depart",          # quit / quits / got tired of waiting and left: counted people leaving ("when 5 players quit"; v7, departures.py)
    "journey",         # go / travel / travelling / get: names any trip of a travel verb (v8, travel.py)
    "far",             # "how far": asks for a distance (v8, travel.py)
    "fast",            # "how fast": asks for a speed (v8, travel.py)
    "speed",           # "at a speed of 12 miles an hour" (v8, travel.py)
    "sequence",        # first / then / next / finally: a statement telling a further leg (v8, legs.py)
    "back",            # back: "0.4 mile from the office back to his house", a leg of its own (v8, legs.py)
    "weigh",           # weigh: "Anne weighs 67 pounds", a thing's stated weight (v8, lengths.py)
    "weather",         # rain / snow (any tense): "it rained 0.9 inches on Monday" (v8, weather.py); (v11) the nouns
                       # rainfall / snowfall: "recorded the rainfall each day" (recorded_measures.py)
    "record",          # record / recorded: notes a measure, moves nothing ("recorded 0.5 centimeter of rain on Monday";
                       # v11, recorded_measures.py, ADR 0193)
    "increase",        # increase / increased: "increased her honey harvest by 6085 pounds", an event N more than
                       # the earlier one (v13, increased_events.py, ADR 0260)
    "decrease",        # decrease / decreased: the same change, N less (v13, increased_events.py, ADR 0260)
    "colour",          # red / green / pink …: a colour a colouring verb gives its object ("dyed 5 yards of silk green", v13, resultative_colours.py, ADR 0270)
    "without",         # without: "54912 ladybugs without spots", a kind beside "with spots" (v13, with_kinds.py, ADR 0270)
    "called",          # called / named: "Some insects called aphids", the next word names the kind (v13, setting_sentences.py, ADR 0270)
    "onboard",         # onboard / aboard / on board: on or onto the one vessel of the story (v13, vessels.py, ADR 0260)
    "filled",          # filled with: "A ship is filled with 5973 tons of cargo", what it holds (v13, vessels.py, ADR 0260)
    "width",           # wide: "is 12 feet long and 8 feet wide", a rectangle's width (v12, rectangle_areas.py)
    "pet",             # dog / cat / horse …: an animal one's own, called he or she ("My dog … he dug up", v13, pet_pronouns.py)
    "open_kind",       # food / supply / dessert / plant / gift …: an open kind whose members the pack does not list (v15, open_kinds.py)
    "sport",           # soccer / basketball / tennis …: a game played, "playing soccer" (v13, sport_gerunds.py)
    "side",            # side / sides: a shape's side ("A square has sides of 5 centimeters"; v18, shape_measures.py, ADR 0397)
    "perimeter",       # perimeter: the length around a shape, asked or told (v18, shape_measures.py, ADR 0397)
    "area",            # area: a shape's area, asked ("What is its area?"; v18, shape_measures.py, ADR 0397)
    "length_noun",     # length: "three sides of equal length" (v18, shape_measures.py, ADR 0397)
    "cover",           # cover / covers / covered: "does the sandbox cover", an area asked (v12, rectangle_areas.py)
    "as_well_as",      # as well as: "used 0.625 scoop of brown sugar as well as 0.25 scoop", "and" in a list of quantities (v13)
    "practice",        # practiced: "practiced driving 0.5 mile" is the leg "drove 0.5 mile" (v13, leg_means.py)
    "outing",          # visit / trip / outing: "During a visit to an orchard, …", a leading time (v13, outings.py)
    "pause",           # took a break: "took a break by jogging 0.75 lap", the means is the leg (v13, leg_means.py)
    "fill",            # fill / fills / filled: "filled a bucket with 0.8 gallon of water", a put into it (v13, filled_containers.py)
    "value",           # value / price: what a thing is worth ("the value of Kate's fund"; v13, value_changes.py)
    "funding",         # grant / loan / scholarship: money given for a purchase, named as its means ("used a grant to
                       # purchase 2647 books"; v13, before_gains.py)
    "everywhere",      # across / around / all over the world: every place there is (v13, resident_parts.py)
    "country_name",    # united states: the name of a country (v13, resident_parts.py); a one-word name (Mexico)
                       # stays a proper place name of the sentence readers (a function sense would hide it)
    "parts",           # parts / supplies / accessories: the things bought for a purpose ("spend on car parts" after
                       # "For his car, …"; v13, purpose_spending.py)
    "escape",          # leaked / evaporated / dripped: stuff leaving a container, asked (v13, escaped_contents.py)
    "remain",          # remained / remains: what is still in a container after a change (v13, escaped_contents.py)
    "pair",            # pair of: "off a pair of pants", one thing named by a plural noun (v13, cut_lengths.py)
    "dimension",       # dimension: "was 3 inches long" / "2 feet tall", a thing's stated length (v8, lengths.py)
    "reside",          # live / lives / lived: "How many people live in Milburg?" = are in Milburg (v13, residents.py)
    "seat",            # seat / seats: a place for one person ("14 students and 2 seats on each bus"; v8, seats.py)
    "discover",        # discovered / noticed: "they discovered that 29 were cracked", a report of a damaged part (v8, inspections.py)
    "miss",            # missed / misses: "went to 36 games, but missed 35", the ones not gone to (v8, missed.py)
    "plan",            # plans to / is planning to / intends to: a future event, counted only by a question in the future (v9, plans.py)
    "at_once",         # at a time: "could only carry 4 trays at a time" states a capacity (v8, capacity.py)
    "turn",            # trip / load: the go a capacity counts ("could carry 4 trays at a time … how many trips"; v8, capacity.py)
    "may_own",         # upload / save: the things got may be ones the actor already has — a copy uploaded, a part
                       # of earned money saved — so after other such things of the actor it is not read (red13, takes.py)
    "ordinal",         # first / second / third …: "on the first level and 3 on the second" tells places apart (v8, circumstances.py)
    "attend",          # did show up / showed up: the members who did not leave ("each member that did show up"; v8, departures.py)
    "arrival",         # added / brought / put in: a passive that brings things to the subject's place ("5 more are added"; v8, passives.py)
    "part_unit",       # piece / slice: a part of any thing ("boxes of candy … each box has 6 pieces"; v8, container_contents.py)
    "particle",        # up: a verb particle, read only where a frame expects it ("packed the rest up putting …"; v8)
    "putting",         # putting / placing: "packed the rest up putting 5 games into each box", a group size (v8, partitions.py)
    "consume",         # used / spent: "used 7 cups of flour on each one", a use per thing (v9, uses_each.py)
    "finish",          # finish / complete: "need to finish his collection", the purpose of a goal (v9, goal_purposes.py)
    "invite",          # invite / invited: ``to <place>`` names the occasion, not a recipient (ADR 0145, invitations.py)
    "occasion",        # game / concert / movie: things gone to, told period by period ("9 games last year"; red11, contrasted_times.py)
    "sale_activity",   # selling: a scene activity whose priced things the subject sells (v9, implied_sales.py)
    "ensure",          # making sure: a progressive scene's condition that states a per-container amount (v9, ensured_rates.py)
    "want_one",        # want / wanted: "9 students wanted fruit" — one each (v9, wanted_shares.py)
    "delivery",        # shipment / delivery: how things came, never a container kept ("got another shipment with 10 bears in it"; v9, deliveries.py)
    "share_with",      # to share with: things brought for someone, never said to be handed over (v9, shared_purposes.py)
    "so",              # so: "put them into 5 bags so there are the same number in each bag" (v11, equal_purposes.py)
    "average",         # averages: "averages 12 points per game", a rate whose act the question names (v11, averages.py)
    "guest",           # friends / guests: people asked to an occasion, never its host ("each friend get?"; v9, invited_shares.py)
    "rework",          # cook / paint / fold / carve / dye / blew up: a making verb that may also work on things
                       # already held ("He cooked 5 potatoes" after "had 12 potatoes"; v13, reworked_things.py)
    "time_order",      # (no forms) the pack's time ids in the order they happen, in ``members`` (weekdays, months,
                       # parts of a day …): a dated change told after a dated holding (v16, told_time_order.py)
    "perform",         # read / reads: a construct verb of work done on things, which holds nothing ("reads 5 books a
                       # day"); only a question about that work is answered (v12, performed_work.py)
    "lengthen",        # grow / grew: a thing's measure grew ("How much hair did she grow?"; v12, measure_changes.py)
    "shorten",         # cut off / sharpen / trim: a thing's measure was cut ("how much … got cut off?"; v12,
                       # measure_changes.py)
    "perceive",        # saw / watched: "saw 3 bugs eat 2 flowers each", the watcher only watched (v12, group_each_events.py)
    "ended_up",        # ended up: "They ended up putting them on sale and getting rid of 20 of them" — the gerunds happened (v9, ended_up.py)
    "on_sale",         # on sale: "put them on sale" offers the things, moves none (v9, sale_offers.py)
    "attendance",      # school / class: a bare ``to <noun>`` that is attending the grade's setting ("42 new students came
                       # to school"), unlike ``to town`` / ``to lunch`` / ``to bed`` (red18, ADR 0152, newcomers.py)
    "free",            # free / for free: "kids eat free", a meal price of 0 (v11, ADR 0192, free_meals.py)
    "queue",           # in line: waiting in *the* line, a place ("9 people in line for the bumper cars"; v11, queues.py)
    "too",             # too: ", too" ending a there-conjunct, which is then where the conjunct before it is ("105 parents in
                       # the program and 698 pupils, too"; v13, shared_places.py)
    "present",         # present: "were present in the program" = were in the program, in a be-question (v13, shared_places.py)
    "presence",        # absent / present: a part named so ("5 of them were absent") leaves whether "the students in the
                       # class" still counts it untold: a question of all the things refuses (v18, ADR 0395, complements.py)
    "demonstrative",   # those / these: "in those two days" points back at days the story told (v11, those_days.py)
    "day",             # monday / on monday / today …: a time phrase that names one day (v11, those_days.py)
    # v12 (ADR 0239, time_overlaps.py): how long a time phrase is, so that two different times are read apart only
    # when neither may hold the other (two days, two weeks, two meals …); every time form of the pack has one
    "period_part_of_day",   # this morning / tonight / in the afternoon / Friday night: part of one day
    "period_day",           # the next day / during the day: a whole day (the named days are role ``day``)
    "period_weekend",       # this weekend / on the weekend
    "period_week",          # last week / the following week
    "period_month",         # in April / last month
    "period_season",        # in the summer / last summer
    "period_year",          # this year / during the year
    "period_round",         # in the first round: a round of a game
    "period_half",          # in the first half: a half of a game
    "period_meal",          # for lunch / at lunch: a meal, of no set length
    "period_school",        # before school / at recess: a time of the school day
    "period_holiday",       # for Halloween / on his birthday: an occasion
    "period_sport_season",  # this season: a season of a sport, not of the year
    "period_sale",          # during the sale: a sale
    "period_open",          # so far / every day / later / by April: no one stretch (holds or follows others)
    "period_edge",          # at first / in the end: the story's start or end
    "correct",         # correct / correctly: "answered 5 questions correct", things done right (v11, worth.py)
    "worth",           # worth: "each question was worth 5 points", what one thing done right brings (v11, worth.py)
    "before",          # before: "wilted before the wedding", when a part spoiled (v11, ADR 0198, spoiled_parts.py)
    "about",           # about: "books about sports" = sports books, the topic of a thing (v12, ADR 0231, topics.py)
    "either",          # either / or: "is either black or white", things each of one of two kinds (v12, ADR 0231, either_kinds.py)
    "outside",         # outside: "outside the classrooms", the things not in that place (v12, ADR 0234, told_totals.py)
    "cut_off",         # cut / sawed / trimmed: "sawed 0.33 meters off the end", a length taken off a measured thing (v12, ADR 0233, changed_measures.py)
    "grow_by",         # grew / grows: "she grew 2.86 feet taller", a measured thing's own growth (v12, ADR 0233, changed_measures.py)
    "after",           # after: "for peaches, after a 3 dollar coupon," an aside in a paid list (v12, ADR 0230, paid_asides.py)
    "coming",          # coming: "has 12 guests coming to her party", persons expected by the holder; never an arrival
    "weight_noun",     # weight / weights: the noun of a thing's weight, "The weights of the pieces were …" (v13, listed_weights.py)
                       # read as a gain (v12, ADR 0236, expected_guests.py)
    "portion",         # slice / piece: a part a whole is made of, "A pizza has 8 slices." (v17, ADR 0364, cut_wholes.py)
    "people_group",    # children / kids / people: a question's counted subject "the three children" fits anyone (v17, ADR 0366, group_subjects.py)
)


class Entry(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    id: str


class Unit(Entry, frozen=True, kw_only=True):
    singular: str
    plural: str
    family: str = "count"
    """Unit family; conversion only happens inside one family via ``per_base``."""
    discrete: bool = True
    """Discrete things cannot be held in fractional amounts."""
    per_base: str = ""
    """How many family base units one of this unit is (fraction string); "" = not convertible."""
    same_as: str = ""
    """(v9) The id of another unit this entry is only a variant form of (``pic``/``pics`` → ``unit.picture``,
    a clipping): the forms read as that unit, one thing, never a second kind (ADR 0145)."""
    worth: str = ""
    """(v16) What one of these pieces of money is worth in the money family's base unit, a fraction string
    (``1/4`` for a quarter: a quarter dollar); "" = not a piece of money of a stated value (coins.py, ADR 0333)."""


class Verb(Entry, frozen=True, kw_only=True):
    forms: list[str]
    """Every surface form, possibly multi-word (``gave away``, ``starts with``)."""
    category: str
    factor: str = ""
    """For multiply/divide verbs with a built-in factor (``doubles`` = 2)."""


class Word(Entry, frozen=True, kw_only=True):
    """A word or fixed phrase in one class (modifier, time phrase, adverb …)."""

    forms: list[str]


class Name(Entry, frozen=True, kw_only=True):
    word: str
    gender: str = "x"
    """``f``, ``m`` or ``x`` (unknown: agrees with he and she)."""


class Place(Entry, frozen=True, kw_only=True):
    singular: str
    plural: str
    person: bool = False
    """A role noun for a person (``the teacher``): can act and own."""
    gender: str = ""
    """For person nouns: f, m, or "" (unknown: agrees with he and she)."""
    same_as: str = ""
    """(v6) The id of another place/person entry this noun names the same way (``mother`` → ``person.mom``):
    ``her mom`` and later ``her mother`` are one person, never two."""
    scale: int = 0
    """(v16, ADR 0330) How large a place is, for places that may lie inside one another: 1 a container (basket,
    nest), 2 furniture or a cage (shelf, table), 3 a vehicle, a closet or a part of a plant (car, pantry, branch,
    bush), 4 a room (kitchen, classroom, garage, pen), 5 what stands in a yard or a park (tree, pond, pool,
    playground), 6 a garden, 7 a building or open land beside it (barn, shed, house, library; yard, field,
    lake, street, orchard, beach, parking lot), 8 grounds (farm, zoo, park, school), 9 a settlement
    (town, city), 10 a region (country, ocean). A place of scale 3 or more may hold a smaller one inside it, and
    counts what is there too (``cows on the farm`` and ``cows in the barn``); 0 (no scale) and places of scale
    1–2 hold only what is told in or on them (place_parts.py). Any place that may lie inside another must have
    the smaller scale."""
    encloses: list[str] = []
    """(v16, ADR 0330) For a place of scale 3 or more that holds only some places, their ids: a tree its branches
    and nests (never a box or a car), water (lake, pond, pool, river, sea) an island at most. Empty: any place of
    a smaller scale (place_parts.py)."""
    group: str = ""
    """(v16, ADR 0330) The kind of group this is, for a group whose members are counted wherever they are
    (``class``: the class; ``team``; ``grade``: second grade): things told at any place may be among its members,
    and two groups of different kinds may share members (a student of the band in second grade); two of one
    kind do not (place_parts.py)."""


class NumberWord(Entry, frozen=True, kw_only=True):
    word: str
    value: str
    """Exact value as an integer or fraction string."""


class Function(Entry, frozen=True, kw_only=True):
    """Grammar function words (``has`` is a verb; ``how``, ``many``, ``than`` are here)."""

    forms: list[str]
    role: str
    gender: str = ""
    """For pronouns / possessives: f, m, n (neuter) or p (plural)."""
    members: list[str] = []
    """(v16, ADR 0331) Pack ids the entry names. Role ``rework``: kind ids whose things the verb makes new (``bake``
    makes pastries — ``had 3 cookies. She baked 12 cookies`` adds — but works on potatoes and apples already held).
    Role ``time_order``: time ids in the order they happen, one step per member, ids of one step joined by ``|``
    (``time.on_monday|time.monday``, then ``time.on_tuesday|time.tuesday`` …)."""


class DescriptiveRule(Entry, frozen=True, kw_only=True):
    """A sentence shape that is read as changing no quantity.

    ``pattern`` is a list of slots: a literal lower-case word, or a class slot ``<name>``,
    ``<entity>``, ``<place>``, ``<unit>``, ``<modifier>``, ``<time>``, ``<verb:CATEGORY>``,
    ``<activity>`` (a word of the pack's activity list), optionally suffixed ``?`` (optional)
    or ``*`` (zero or more).
    """

    pattern: list[str]


class KindOf(Entry, frozen=True, kw_only=True):
    """``birds`` covers ``parrots`` and ``parakeets``: a question about the general unit sums the
    specific ones (never the other way round)."""

    general: str
    """Unit id of the general kind (``unit.bird``)."""
    specific: list[str]
    """Unit ids it covers (``unit.parrot``, ``unit.parakeet``)."""
    overlapping: list[list[str]] = []
    """Pairs of units under this kind that may share members (red10, ADR 0121): ``students`` and ``children``,
    ``kids`` and ``boys``. Each pair also covers the kinds below its units (``children`` → ``boys``). A sum
    over the kind never adds two such units (``5 students and 3 boys … how many people?``): the pack's
    specifics are otherwise read as disjoint."""
    complements: list[list[str]] = []
    """Pairs of this kind's specific units that split the general between them (v16, ADR 0334): every one of the
    general's things is the one or the other, never both (``boys`` and ``girls`` split ``children``). ``13 of
    the children are boys`` then tells the girls: the rest (group_parts.py)."""
    complement_wholes: list[str] = []
    """Other units whose every member is one of the general's, so the pairs split them too (``kids``,
    ``students``: a word problem's class of students is boys and girls)."""


class Opposite(Entry, frozen=True, kw_only=True):
    """``good`` / ``bad``: two predicates (modifier or verb lemma ids) that split a set between them —
    what is not the one is the other (v6). ``bad carrots`` are then the carrots that were not good,
    and ``good games`` the games that did not fail to work when ``work`` is listed opposite ``bad``."""

    first: str
    second: str


class Comparative(Entry, frozen=True, kw_only=True):
    """``heavier`` compares weights, ``farther`` lengths (v6): a comparative adjective and the unit
    families it measures, so ``How much heavier is Anne than Douglas?`` asks for the difference of the
    two holdings in the one unit of those families the text uses. ``greater`` is False for the
    adjectives that ask the other way round (``lighter``: Douglas − Anne)."""

    forms: list[str]
    families: list[str]
    greater: bool = True


class Pack(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    name: str
    schema: int = PACK_SCHEMA
    revision: int = 1
    """Bumped by every applied change."""
    units: list[Unit] = []
    verbs: list[Verb] = []
    modifiers: list[Word] = []
    times: list[Word] = []
    activities: list[Word] = []
    names: list[Name] = []
    places: list[Place] = []
    number_words: list[NumberWord] = []
    multipliers: list[NumberWord] = []
    """twice = 2, half = 1/2: words usable in ``… as many … as``."""
    functions: list[Function] = []
    descriptive_rules: list[DescriptiveRule] = []
    kinds: list[KindOf] = []
    """Hypernym relations between units (``kind.bird``)."""
    opposites: list[Opposite] = []
    """Complementary predicates (``opp.good_bad``), v6."""
    comparatives: list[Comparative] = []
    """Comparative adjectives and the measure families they compare (``cmp.heavier``), v6."""


# --- changes the learning loop can propose ----------------------------------------------------

class PackChangeBase(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True,
                     tag_field="kind"):
    pass


class AddUnit(PackChangeBase, frozen=True, kw_only=True, tag="add_unit"):
    unit: Unit


class AddVerb(PackChangeBase, frozen=True, kw_only=True, tag="add_verb"):
    verb: Verb


class ReclassifyVerb(PackChangeBase, frozen=True, kw_only=True, tag="reclassify_verb"):
    verb_id: str
    category: str


class AddVerbForm(PackChangeBase, frozen=True, kw_only=True, tag="add_verb_form"):
    verb_id: str
    form: str


class AddModifier(PackChangeBase, frozen=True, kw_only=True, tag="add_modifier"):
    modifier: Word


class AddTime(PackChangeBase, frozen=True, kw_only=True, tag="add_time"):
    time: Word


class AddActivity(PackChangeBase, frozen=True, kw_only=True, tag="add_activity"):
    activity: Word


class AddName(PackChangeBase, frozen=True, kw_only=True, tag="add_name"):
    name: Name


class AddPlace(PackChangeBase, frozen=True, kw_only=True, tag="add_place"):
    place: Place


class AddDescriptiveRule(PackChangeBase, frozen=True, kw_only=True, tag="add_descriptive_rule"):
    rule: DescriptiveRule


class AddKindOf(PackChangeBase, frozen=True, kw_only=True, tag="add_kind_of"):
    kind_of: KindOf


class AddOpposite(PackChangeBase, frozen=True, kw_only=True, tag="add_opposite"):
    opposite: Opposite


class AddComparative(PackChangeBase, frozen=True, kw_only=True, tag="add_comparative"):
    comparative: Comparative


PackChange = Union[AddUnit, AddVerb, ReclassifyVerb, AddVerbForm, AddModifier, AddTime,
                   AddActivity, AddName, AddPlace, AddDescriptiveRule, AddKindOf, AddOpposite,
                   AddComparative]


class PackChangeError(ValueError):
    """A change that cannot apply (duplicate id, unknown target, bad category)."""


def _all_ids(pack: Pack) -> set[str]:
    ids: set[str] = set()
    for field in ("units", "verbs", "modifiers", "times", "activities", "names", "places",
                  "number_words", "multipliers", "functions", "descriptive_rules", "kinds", "opposites", "comparatives"):
        ids.update(e.id for e in getattr(pack, field))
    return ids


def _append(pack: Pack, field: str, entry: Entry) -> Pack:
    if entry.id in _all_ids(pack):
        raise PackChangeError(f"pack {pack.name} already has an entry {entry.id!r}")
    entries = sorted([*getattr(pack, field), entry], key=lambda e: e.id)
    return msgspec.structs.replace(pack, **{field: entries}, revision=pack.revision + 1)


def _replace_verb(pack: Pack, verb_id: str, **changes) -> Pack:
    verbs = list(pack.verbs)
    for i, verb in enumerate(verbs):
        if verb.id == verb_id:
            verbs[i] = msgspec.structs.replace(verb, **changes)
            return msgspec.structs.replace(pack, verbs=verbs, revision=pack.revision + 1)
    raise PackChangeError(f"pack {pack.name} has no verb {verb_id!r}")


def apply_change(pack: Pack, change: PackChange) -> Pack:
    """The pack with one change applied (pure; the input pack is unchanged)."""
    match change:
        case AddUnit(unit=u):
            return _append(pack, "units", u)
        case AddVerb(verb=v):
            if v.category not in VERB_CATEGORIES:
                raise PackChangeError(f"unknown verb category {v.category!r}")
            return _append(pack, "verbs", v)
        case ReclassifyVerb(verb_id=vid, category=cat):
            if cat not in VERB_CATEGORIES:
                raise PackChangeError(f"unknown verb category {cat!r}")
            return _replace_verb(pack, vid, category=cat)
        case AddVerbForm(verb_id=vid, form=form):
            verb = next((v for v in pack.verbs if v.id == vid), None)
            if verb is None:
                raise PackChangeError(f"pack {pack.name} has no verb {vid!r}")
            if form in verb.forms:
                raise PackChangeError(f"verb {vid!r} already has form {form!r}")
            return _replace_verb(pack, vid, forms=[*verb.forms, form])
        case AddModifier(modifier=w):
            return _append(pack, "modifiers", w)
        case AddTime(time=w):
            return _append(pack, "times", w)
        case AddActivity(activity=w):
            return _append(pack, "activities", w)
        case AddName(name=n):
            return _append(pack, "names", n)
        case AddPlace(place=p):
            return _append(pack, "places", p)
        case AddDescriptiveRule(rule=r):
            return _append(pack, "descriptive_rules", r)
        case AddKindOf(kind_of=k):
            _check_kind(pack, k)
            return _append(pack, "kinds", k)
        case AddOpposite(opposite=o):
            _check_opposite(pack, o)
            return _append(pack, "opposites", o)
        case AddComparative(comparative=c):
            _check_comparative(pack, c)
            return _append(pack, "comparatives", c)
    raise PackChangeError(f"not a pack change: {type(change).__name__}")


def _check_kind(pack: Pack, kind: KindOf) -> None:
    units = {u.id for u in pack.units}
    for unit in (kind.general, *kind.specific):
        if unit not in units:
            raise PackChangeError(f"{kind.id}: unknown unit {unit!r}")
    if kind.general in kind.specific or not kind.specific:
        raise PackChangeError(f"{kind.id}: a kind needs specific units other than itself")
    for pair in kind.overlapping:
        if len(pair) != 2 or pair[0] == pair[1] or any(u not in units for u in pair):
            raise PackChangeError(f"{kind.id}: an overlapping pair is two known units, got {pair!r}")
    for pair in kind.complements:
        if len(pair) != 2 or pair[0] == pair[1] or any(u not in kind.specific for u in pair):
            raise PackChangeError(f"{kind.id}: a complement pair is two of the kind's specific units, got {pair!r}")
    for unit in kind.complement_wholes:
        if unit not in units or unit == kind.general or any(unit in pair for pair in kind.complements):
            raise PackChangeError(f"{kind.id}: a complement whole is a known unit outside the pairs, got {unit!r}")


def _check_opposite(pack: Pack, opp: Opposite) -> None:
    predicates = {m.id for m in pack.modifiers} | {v.id for v in pack.verbs}
    for lemma in (opp.first, opp.second):
        if lemma not in predicates:
            raise PackChangeError(f"{opp.id}: {lemma!r} is no modifier or verb of the pack")
    if opp.first == opp.second:
        raise PackChangeError(f"{opp.id}: a predicate cannot be its own opposite")


def _check_comparative(pack: Pack, comp: Comparative) -> None:
    families = {u.family for u in pack.units}
    if not comp.forms or not comp.families:
        raise PackChangeError(f"{comp.id}: a comparative needs forms and families")
    for family in comp.families:
        if family not in families:
            raise PackChangeError(f"{comp.id}: no unit of family {family!r}")


def validate(pack: Pack) -> None:
    """Raise PackChangeError if ids repeat or a verb category / function role is unknown."""
    seen: set[str] = set()
    for field in ("units", "verbs", "modifiers", "times", "activities", "names", "places",
                  "number_words", "multipliers", "functions", "descriptive_rules", "kinds", "opposites", "comparatives"):
        for e in getattr(pack, field):
            if e.id in seen:
                raise PackChangeError(f"duplicate lemma id {e.id!r}")
            seen.add(e.id)
    for v in pack.verbs:
        if v.category not in VERB_CATEGORIES:
            raise PackChangeError(f"{v.id}: unknown verb category {v.category!r}")
    for k in pack.kinds:
        _check_kind(pack, k)
    for o in pack.opposites:
        _check_opposite(pack, o)
    places = {p.id: p for p in pack.places}
    for p in pack.places:
        if p.same_as and (p.same_as not in places or places[p.same_as].same_as
                          or places[p.same_as].person != p.person):
            raise PackChangeError(f"{p.id}: same_as {p.same_as!r} is no plain entry of the same kind")
        if any(e not in places for e in p.encloses):
            raise PackChangeError(f"{p.id}: encloses an id that is no place entry")  # v16, ADR 0330
    units = {u.id: u for u in pack.units}
    for u in pack.units:
        if u.same_as and (u.same_as not in units or units[u.same_as].same_as):
            raise PackChangeError(f"{u.id}: same_as {u.same_as!r} is no plain unit")
        if u.worth and (u.family != "count" or not _positive_fraction(u.worth)):
            raise PackChangeError(f"{u.id}: worth {u.worth!r} is no positive amount of a counted piece of money")
    for c in pack.comparatives:
        _check_comparative(pack, c)
    for f in pack.functions:
        if f.role not in FUNCTION_ROLES:
            raise PackChangeError(f"{f.id}: unknown function role {f.role!r}")
        for m in f.members:  # v16 (ADR 0331): time ids of a time_order, kind ids of a rework (a smaller pack,
            # the seed, may lack them: readers skip ids the pack does not hold)
            prefix = {"time_order": "time.", "rework": "kind."}.get(f.role)
            if prefix is None or not all(x.startswith(prefix) for x in m.split("|")):
                raise PackChangeError(f"{f.id}: member {m!r} is no {prefix or '(none)'} id (or the role takes none)")


def _positive_fraction(text: str) -> bool:
    """Is ``text`` an exact positive number (``1/4``, ``2``)?"""
    try:
        return Fraction(text) > 0
    except (ValueError, ZeroDivisionError):
        return False
