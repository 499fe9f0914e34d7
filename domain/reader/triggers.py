"""Construction dispatch by trigger words (speed, ADR 0188).

Most constructions are tried on every sentence (or every text) and give up at once on most of them. Each one
named in ``TABLE`` needs some word to be there before it can match: a literal word (``for`` in ``for 6 dollars
each``) or a sense of a pack class (``fn:ensure`` in ``making sure``). The lexicon tags a sense of class ``c``
(any class but ``name``, which any capitalised word may carry, and the token kinds ``num``/``money``/``poss``/
``punct``) at a token only when the token's lower-case word is one of ``lex.first_words[c]``, the first words
of that class's pack phrases (lexicon.py). So a sentence none of whose words is a trigger word cannot hold the
construction, and skipping it there changes nothing: the construction would have returned its "not this form"
answer (False / None, nothing consumed, nothing noted, nothing raised).

A trigger is a conjunction of groups; a group holds if any of its words is in the word set. ``@cls`` in a
group stands for every first word of class ``cls`` in the pack, ``@verb:cat`` for those of the verbs of category
``cat``, ``@time.id`` for those of one time entry, and ``&cls`` for the words that every phrase of class ``cls``
has (``up`` for ``ended up`` / ``ends up``) (worked out once per pack and kept on its ``Lexicon``).
Word sets are a sentence's words (``Cursor.wordset``: every token of the sentence, wider than any sub-cursor,
so the test is never stricter than the construction) or a whole text's (parser.parse).

``ENABLED`` exists for the soundness test only (tests/unit/test_reader_v11_perf.py reads every lane and
corpus problem with the dispatch off and on and compares the encoded results byte for byte).
"""
from __future__ import annotations

from typing import NamedTuple

from domain.reader.combined import COMBINING

ENABLED = True
"""False only in the soundness test: every construction is then tried as before ADR 0188."""


class Trigger(NamedTuple):
    groups: tuple[tuple[str, ...], ...]
    """All groups must hold; a group holds when any of its words (``@cls``: a class's first words) is there."""
    why: str
    """Why the construction cannot match without it (the line of its code that needs it)."""


TABLE: dict[str, Trigger] = {
    # -- whole-text repairs and claims (parser.parse), tested on the words of every sentence of the text --
    "ended_up": Trigger((("@fn:ended_up",), ("&fn:ended_up",)),
                        "ended_up.repair_ended_up: a sense of fn:ended_up ('ended up'), whose every word is there"),
    "dropped_y": Trigger((("they",),), "dropped_y.repair_dropped_y: only after a sentence with 'they' (seen_they)"),
    "weather": Trigger((("it",), ("@fn:weather",)),
                       "weather.claims: a fn:weather sense right after 'it'"),
    "priced_goes": Trigger((("@fn:times",), ("@fn:each",)),
                           "priced_goes.claims: fn:times in the first statement and 'each <verb> cost' later"),
    "visits": Trigger((("@time.each_time",),), "visits.claims: a sense of the time entry 'each time'"),
    "pooled_rewards": Trigger((("for",), ("@fn:each",)), "pooled_rewards.claims: a statement opening 'for each|every N'"),
    "group_shares": Trigger((("group",), ("get",)), "group_shares.claims: 'a group of N' … 'each <noun> get'"),
    "group_meals": Trigger((("group",), ("bill",)), "group_meals.claims: 'a group with|of' … 'the bill'"),
    "travel": Trigger((("@verb:travel",),), "travel.has_travel_verb: a travel verb (lex.travel_starts)"),
    "daily_events": Trigger((("@fn:how",), ("day", "daily")),
                            "daily_events.claims: 'How' and a day period (each|every|per day, daily) (ADR 0271)"),
    "escaped_contents": Trigger((("@fn:how",), ("@fn:fill",), ("@fn:remain",), ("@fn:escape",)),
                                "escaped_contents.claims: 'filled', a remain word, 'How much' and an escape word (ADR 0271)"),
    "cut_lengths": Trigger((("@fn:how",), ("@fn:cut_off",), ("off",)),
                           "cut_lengths.claims: a question opening 'How', a cut word and 'off' (ADR 0271)"),
    "changed_measures": Trigger((("@fn:how",), ("@fn:cut_off", "@fn:grow_by")),
                                "changed_measures.claims: a question opening 'How' and a cut or growth word (ADR 0233)"),
    "counted_measures": Trigger((("@fn:weigh", "@fn:be"),),
                                "counted_measures.claims: a weigh or be word before a measure in some statement (ADR 0233)"),
    "mileage": Trigger((("gets", "got"),),  # red12 (ADR 0540): claims needs only the rate sentence
                       "mileage.claims: 'gets|got' in the rate sentence (ADR 0236)"),
    "shared_among": Trigger((("@verb:transfer_out", "@verb:divide"),),
                            "shared_among.claims: a share or split verb (verb.share, category transfer_out; verb.split, "
                            "category divide) in the statement (ADR 0236)"),
    "equal_loads": Trigger((("going",), ("@fn:there",), ("@fn:same",)),
                           "equal_loads.claims: 'are going to' in the first clause, 'there are M <vehicles>', the "
                           "question's 'the same number' (ADR 0236)"),
    "cut_equal": Trigger((("how",), ("cut", "cuts"), ("into",), ("equal",)),
                         "cut_equal_lengths.claims: a question opening 'How', 'cut', 'into' and 'equal' (ADR 0397)"),
    "shape_measures": Trigger((("what", "how"), ("wide", "square", "triangle", "perimeter")),
                              "shape_measures.claims: a question opening 'What' or 'How' and 'wide' (a rectangle), "
                              "'square', 'triangle' or 'perimeter' in the statement (ADR 0397)"),
    "rectangle_areas": Trigger((("wide",),), "rectangle_areas.claims: 'wide' in the statement (ADR 0242)"),
    "recipe_batches": Trigger((("recipe",), ("make",)), "recipe_batches.claims: a recipe, then 'to make N recipes' (ADR 0266)"),
    "recipe_parts": Trigger((("recipe",), ("for",)), "recipe_parts.claims: '<recipe> … for the <part>' (ADR 0266)"),
    "fraction_left": Trigger((("of",), ("left",)), "fraction_left.claims: 'N of the <thing> is left' (ADR 0266)"),
    "given_shares": Trigger((("give",), ("to",)),
                            "given_shares.claims: 'to give … to' in the first statement (ADR 0266)"),
    "each_of_gifts": Trigger((("each",), ("of",), ("to",)),
                             "each_of_gifts.claims: 'to each of M <members>' in the gift sentence (ADR 0283)"),
    "counted_recipients": Trigger((("each",), ("how",)),
                                  "counted_recipients.claims: 'each' in the share, 'How many' in the question (ADR 0363)"),
    "span_rate": Trigger((("for", "in"), ("a", "an", "per", "each", "every"),
                          ("day", "days", "week", "weeks", "hour", "hours", "minute", "minutes", "second", "seconds")),
                         "span_rates.claims: '<a|per|each|every> <period>' and 'for|in M <periods>' (ADR 0283)"),
    "rate_duration": Trigger((("how",), ("many", "long"), ("take", "last"), ("a", "an", "per", "each", "every")),
                             "rate_durations.claims: 'How many <periods>', 'it take' or 'last', a rate word (ADR 0315)"),
    "daily_distance": Trigger((("how",), ("a", "an", "per", "each", "every"), ("day", "week")),
                              "daily_distances.claims: 'How', '<a|per|each|every> day|week' (ADR 0315)"),
    "daily_time": Trigger((("how",), ("many",), ("a", "an", "per", "each", "every"), ("day", "week")),
                          "daily_times.claims: 'How many', '<a|per|each|every> day|week' (ADR 0395)"),
    "summed_duration": Trigger((("how",), ("many",), ("for",), ("and",)),
                               "summed_durations.claims: 'How many', 'for A <unit> and B <unit>' (ADR 0395)"),
    "work_days": Trigger((("each", "every", "a", "an", "per"),),
                         "work_days.claims: 'each|every|a|per <period>' in the second statement (ADR 0266)"),
    "portions": Trigger((("holds", "contains", "has", "held", "contained", "had"), ("each", "one", "a")),
                        "portions.claims: a contain verb in the first statement, 'Each <portion>' opening the second (ADR 0266)"),
    "unit_weights": Trigger((("@fn:weigh",),), "unit_weights.claims: a sense of fn:weigh in the statement (ADR 0236)"),
    "compared_events": Trigger((("@multiplier", "@fn:times", "@fn:more", "@fn:fewer"),),
                               "compared_events.claims: a multiplier or times/more/fewer in the second statement "
                               "(ADR 0236)"),
    "compared_prices": Trigger((("cost", "costs"), ("much",), ("how",)),
                               "compared_prices.claims: cost|costs in the statements, 'How much' opening the question "
                               "(ADR 0332)"),
    "kind_multiples": Trigger((("as", "than"), ("has", "had")),
                              "kind_multiples.claims: '… has|had N <things> and <comparison> <things> as|than "
                              "<things>', or '<holder> has|had K times as many <things> as <things>' (ADR 0332)"),
    "there_kind_multiples": Trigger((("as", "than"), ("there",)),
                                    "there_kind_multiples.claims: '[<place>] there <be> <comparison> <things> "
                                    "as|than <things>' (ADR 0365)"),
    "joint_totals": Trigger((("all", "total", "altogether", "together"), ("and",)),
                            "joint_totals.claims: '<A> and <B> <verb> N <things> in all|in total|altogether|together' "
                            "(ADR 0365)"),
    "timed_comparisons": Trigger((("@multiplier", "@fn:times", "@fn:more", "@fn:fewer"), ("@fn:day",)),
                                 "timed_comparisons.claims: a day in each statement, a multiplier or "
                                 "times|more|fewer in the second (ADR 0365)"),
    "kind_comparisons": Trigger((("@fn:more", "@fn:fewer"), ("than",), ("has", "had")),
                                "kind_comparisons.claims: '<subject> has|had M more|fewer <things> than <things>' "
                                "(ADR 0300)"),
    "age_multiples": Trigger((("@fn:old",), ("years", "year")),
                             "age_multiples.claims: '<A> is N years old' in the first sentence (ADR 0236)"),
    "age_stories": Trigger((("@fn:old", "@fn:older", "@fn:younger", "@fn:age"), ("how", "what")),
                           "age_stories.read_age_story: a question 'How old …' / 'How much|many … older|younger' "
                           "(ADR 0316) or 'What is the sum of their ages?' (ADR 0334)"),
    "each_needs": Trigger((("each", "every"), ("@fn:need",), ("how",), ("many",)),
                          "each_needs.claims: 'Each|Every <thing> needs N <things>', a question opening 'how many' "
                          "(ADR 0402)"),
    "held_in_equal_parts": Trigger((("equal",), ("how",), ("many",), ("each",)),
                                   "held_in_equal_parts.claims: '… N <things> in M equal <parts>', a question "
                                   "'how many … each <part>' (ADR 0402)"),
    "period_total": Trigger((("in",), ("how",), ("does", "did")),
                            "totals_over_periods.period_total_claims: '… N <things> in M <periods>', a question "
                            "'how … does|did …' (ADR 0455)"),
    "groups_sold": Trigger((("in",), ("of",), ("how",), ("does", "did")),
                           "sold_in_groups.groups_sold_claims: '… N <things> in <groups> of S', a question "
                           "'how many <groups> does|did …' (ADR 0455)"),
    "pooled_they": Trigger((("they",), ("how",), ("many",)),
                           "pooled_they.claims: 'They <lose> K <things>', a question opening 'how many' (ADR 0426)"),
    "told_group_split": Trigger((("they", "the"), ("in", "into"), ("how",), ("many",)),
                                "told_group_splits.claims: 'They|The <things> … in|into …', a question opening "
                                "'how many' (ADR 0426)"),
    "scored_worth": Trigger((("scored",), ("worth",), ("each",), ("how",), ("many",)),
                            "scored_worth.claims: '<subject> scored N <things> worth M <units> each', a question "
                            "opening 'how many' (ADR 0264)"),
    "listed_totals": Trigger((("some",), ("and",), ("altogether", "all", "total"), ("how",), ("many",)),
                             "listed_totals.claims: 'N <A> and some <B>' in the first sentence, a total word in the "
                             "second, a question opening 'how many' (ADR 0264)"),
    "doer_counts": Trigger((("how",), ("many",), ("more",)),
                           "doer_counts.claims: a question opening 'how many', 'N more <things>' in a later statement "
                           "(ADR 0264)"),
    "purpose_spending": Trigger((("for",), ("his", "her"), ("spent",), ("spend",)),
                                 "purpose_spending.claims: 'For his|her <noun>,', 'spent', 'spend on' (ADR 0261)"),
    "found_contents": Trigger((("filled",), ("rest",)),
                               "found_contents.claims: 'filled with', 'the rest were' (ADR 0261)"),
    "group_parts": Trigger((("how",), ("many",), ("has", "had", "holds", "held", "there", "of")),
                           "group_parts.claims: 'There are|were N …', '… has|had|holds|held N …', 'In a <noun> of N "
                           "…' or 'Of the N …', a question opening 'how many' (ADR 0334; v19, ADR 0426: 'K of them "
                           "walk …' needs no 'are|were')"),
    "resident_parts": Trigger((("@fn:reside",), ("total",)),
                               "resident_parts.claims: 'live|lives|lived', 'a total of' (ADR 0261)"),
    "same_doers": Trigger((("those",), ("same",), ("more",)),
                           "same_doers.claims: 'those same <doers>', 'How many more' (ADR 0261)"),
    "equal_holdings": Trigger((("many",), ("same", "as")),
                               "equal_holdings.claims: 'How many' and 'as many as' or 'the same number' (ADR 0343)"),
    "before_gains": Trigger((("before",), ("has", "have"), ("@verb:positive",)),
                             "before_gains.claims: 'have before' in the question, 'has|have' after, a gaining verb (ADR 0261)"),
    "value_changes": Trigger((("@fn:value",), ("@fn:increase", "@fn:decrease"), ("@fn:worth",)),
                              "value_changes.claims: 'the value|price of', 'increased|decreased', 'worth' (ADR 0261)"),
    "spent_from_rest": Trigger((("spend", "spent", "cost"), ("left", "over", "remaining", "now"), ("@verb:positive",)),
                                "spent_from_rest.claims: 'spend|spent' (v20: or 'cost') in the question, "
                                "'left|over|remaining' (v20: or 'now') with the money left, a buying verb (ADR 0261, 0456)"),
    "prepared_leftovers": Trigger((("to",), ("@verb:construct",), ("over", "@fn:rest")),
                                  "prepared_leftovers.claims: 'to <use>' after a making verb, 'left|over' in the "
                                  "question (ADR 0261)"),
    "remaining_room": Trigger((("hold", "holds", "carry"), ("@fn:more",)),
                              "remaining_room.claims: 'holds|can hold|can carry' in the first sentence, 'How many "
                              "more' in the question (ADR 0236; carry, ADR 0391)"),
    "lengths": Trigger((("@fn:how",), ("much",)), "lengths.claims: the question opens 'How much'"),
    "each_of_group": Trigger((("each",), ("of",), ("has", "had"), ("@fn:how",)),
                             "each_of_group.claims: 'Each of … has|had' and a 'How many' question (ADR 0364)"),
    "cut_wholes": Trigger((("@fn:how",), ("@verb:negative",), ("@fn:cut_off", "@fn:portion")),
                          "cut_wholes.claims: 'How many', the eat verb, and 'cut into' or a portion noun (ADR 0364)"),
    "grown_between": Trigger((("@fn:how",), ("was",), ("is",), ("@verb:construct",)),
                             "grown_between.claims: a question opening 'How' and closing with a form of verb.grow, "
                             "'was' in the first statement and 'is' in the second (ADR 0431)"),
    "compared_measures": Trigger((("@fn:how", "what"), ("@fn:be", "@fn:weigh"),
                                  ("@comparative", "@fn:more", "@fn:fewer", "as", "together", "all", "altogether", "total",
                                   "both", "two")),
                                 "compared_measures.claims: a question opening 'How', is/was/weighs, and a comparative, "
                                 "more/less, 'as', or a total's word (ADR 0364)"),
    "converted_measure": Trigger((("@fn:how",), ("many", "in"), ("@fn:be", "@fn:weigh", "last", "lasts", "lasted", "take", "takes", "took")),
                                 "converted_measures.claims: 'How many' or '… in <unit>?', and is/was/weighs (or lasts, ADR 0364; takes, ADR 0397) before a number (ADR 0333)"),
    "bare_arithmetic": Trigger((("what", "how"), ("is", "was"), ("plus", "times", "divided", "sum")),
                               "bare_arithmetic.claims: one sentence 'What|How much is N plus|times|divided by M' or "
                               "'the sum of' (ADR 0545)"),
    "plain_conversion": Trigger((("@fn:how",), ("many",), ("are", "is"), ("in",)),
                                "plain_conversions.claims: one sentence 'How many <unit> are|is [there] in …' (ADR 0397)"),
    "nested_capacity": Trigger((("@fn:each",), ("@fn:how",), ("many",), ("can",), ("fit", "hold")),
                               "nested_capacities.claims: 'Each …', a 'How many' question with 'can' and fit/hold (ADR 0235)"),
    "seated_capacity": Trigger((("@fn:each",), ("@fn:how",), ("many",), ("can",), ("has", "had")),
                               "seated_capacities.claims: 'has N …', 'Each …', a 'How many' question with 'can' (ADR 0265)"),
    "there_group_each": Trigger((("@fn:how",), ("many",), ("each",), ("there",)),
                                "there_group_each.claims: 'There are N …ing M … each' and a 'How many' question (ADR 0265)"),
    "vehicle_loads": Trigger((("@fn:each",), ("@fn:how",), ("many",), ("went",), ("in", "on")),
                             "vehicle_loads.claims: '… went to … in N …', 'Each …', 'How many … went to …' (ADR 0265)"),
    "group_each": Trigger((("@fn:how",), ("many",), ("each",)),
                          "group_each_events.claims: 'How many' and a statement ending 'each' (ADR 0235)"),
    "measure_changes": Trigger((("@fn:how",), ("much",), ("@fn:lengthen", "@fn:shorten"), ("@fn:dimension",)),
                               "measure_changes.claims: 'How much', a verb of growing or cutting, 'long|tall' (ADR 0235)"),
    "recorded": Trigger((("@fn:record",),), "recorded_measures.claims: a sense of fn:record in some sentence (ADR 0199)"),
    "listed_weights": Trigger((("weights",), ("how",), ("many",)),
                              "listed_weights.claims: 'The weights of the' opening the second sentence, a question "
                              "opening 'how many' (v13, ADR 0263)"),
    "needed_list": Trigger((("how",), ("many",), ("needed", "need", "require", "required")),
                           "needed_lists.claims: a question opening 'how many' with a need word (v13, ADR 0263)"),
    "mixture": Trigger((("made",), ("how",), ("many",), ("make", "ingredients")),
                       "mixtures.claims: 'made' (a verb) in the first sentence, a question opening 'how many' with "
                       "'make' (ADR 0199) or 'of ingredients' (v13, used_ingredients.py, ADR 0263)"),
    "passive_rest": Trigger((("rest",), ("been",), ("how",), ("many",)),
                            "passive_rests.claims: ', and the rest' in a statement, 'N … have|has been' in another, "
                            "a question opening 'how many' (ADR 0234)"),
    "season_games": Trigger((("games",),),  # red12 (ADR 0540): claims needs only the season sentence
                            "season_games.claims: 'games' in the season sentence (ADR 0241)"),
    "told_total": Trigger((("total",), ("of",), ("how",), ("many",)),
                          "told_totals.claims: 'a [combined] total of' in a statement, 'how many' in the question "
                          "(ADR 0234)"),
    "recipe": Trigger((("recipe",), ("how",), ("many",), ("need",)),
                      "recipes.claims: a statement opening with a singular recipe subject, a question opening "
                      "'how many' with 'need' (ADR 0232)"),
    "free_meals": Trigger((("@fn:free",), ("if",), ("a",), ("group",), ("of",)),
                          "free_meals.claims: a sense of fn:free in the statement, a question opening 'If a group of' "
                          "(ADR 0199)"),
    # -- per statement (parser.parse's loop), tested on the sentence's words --
    "priced_description": Trigger((("for",), ("@fn:each",)),
                                  "prices.parse_priced_description: '… for <money> each' after a 'for'"),
    "rated_scene": Trigger((("with",), ("@fn:each",)),
                           "progressives.parse_rated_scene: '… with N things in|on each <container>'"),
    "ensured_scene": Trigger((("@fn:ensure",), ("@fn:each",), ("of",), ("the",)),
                             "ensured_rates.parse_ensured_scene: '<ensure> each of the <containers> …'"),
    "group_price": Trigger((("the",), ("@verb:cost",)), "group_prices.parse_group_price: 'The <units> cost …' (a verb of "
                                                        "category cost)"),
    "thing_price": Trigger((("@verb:cost", "is", "are", "was", "were"), ("of", "one", "per", "@fn:each")),
                           "thing_prices.parse_thing_price: a cost verb or is/are/was/were after the subject, and "
                           "'of <things>', an opening 'one', 'each' or 'per <unit>' (ADR 0282)"),
    "purchase_cost": Trigger((("how",), ("much",), ("buy", "purchase", "spend")),
                             "purchase_costs.parse_purchase_cost: 'How much', 'to buy|purchase' or 'spend on' in the "
                             "question (ADR 0282)"),
    "inspection": Trigger((("@fn:discover",), ("that",)), "inspections.parse_inspection: '<discover> that'"),
    "where": Trigger((("@fn:where",),), "relatives.where_parts: '<describing head> where <statement>'"),
    # -- per clause (clauses.parse_clause), tested on the sentence's words --
    "subject_price": Trigger((("@verb:cost",),),
                             "prices.parse_subject_price: '<units> cost …' (a verb of category cost after the noun; "
                             "nothing before that test refuses or notes anything)"),
    "listed_subject": Trigger((("and", ","),),
                              "coordination._members (parse_group_holding, group_actor): a list is closed by 'and'; "
                              "only after a ',' or an 'and' does it read past its first entity, and that first "
                              "entity is read again at the same place by read_entity right after, so skipping "
                              "the list reading neither misses a match nor a refusal"),
    "combining": Trigger((COMBINING,),
                         "combined.parse_combining: 'A and B combined …' (one of COMBINING after the list, which "
                         "parse_group_holding has just read at the same place)"),
}


def _expand(lex, word: str) -> frozenset[str]:
    """The words a trigger word stands for in this pack (``@…`` expanded; module doc)."""
    if word.startswith("@verb:"):
        cat = word[len("@verb:"):]
        return frozenset(f.lower().split()[0] for v in lex.pack.verbs if v.category == cat for f in v.forms
                         if f.split())
    if word.startswith("@time."):
        return lex.time_starts.get(word[1:], frozenset())
    if word.startswith("@"):
        return lex.first_words.get(word[1:], frozenset())
    if word.startswith("&"):
        # the words every pack phrase of the class has (all of a phrase's words are there where it is)
        phrases = [set(phrase) for entries in lex.phrases.values() for phrase, sense in entries if sense.cls == word[1:]]
        return frozenset(set.intersection(*phrases)) if phrases else frozenset()
    return frozenset((word,))


def _compile(lex) -> dict[str, tuple[frozenset[str], ...]]:
    """Every trigger of ``TABLE`` as word sets for this pack (``compiled`` keeps it on the lexicon)."""
    out = {}
    for name, t in TABLE.items():
        groups = []
        for group in t.groups:
            words = frozenset().union(*(_expand(lex, w) for w in group))
            if words or not all(w.startswith("&") for w in group):
                groups.append(words)  # an ``&cls`` with no word common to its phrases needs nothing: dropped
        out[name] = tuple(groups)
    return out


def compiled(lex) -> dict[str, tuple[frozenset[str], ...]]:
    """``_compile(lex)``, kept on the lexicon (``Lexicon.triggers``: one pack, one table; read on every sentence)."""
    table = lex.triggers
    if table is None:
        table = lex.triggers = _compile(lex)
    return table


def trigger_words(lex, name: str) -> tuple[frozenset[str], ...]:
    """The groups of ``TABLE[name]`` as word sets for this pack."""
    return compiled(lex)[name]


def may_match(lex, words: "frozenset[str] | set[str]", name: str) -> bool:
    """False only when the construction ``name`` cannot match a text or sentence of these words (module doc)."""
    if not ENABLED:
        return True
    for group in (lex.triggers or compiled(lex))[name]:
        if group.isdisjoint(words):
            return False
    return True


def _masks(lex) -> tuple[dict[str, tuple[int, tuple[str, ...]]], dict[str, int], tuple[str, ...], tuple[str, ...],
                         frozenset[str]]:
    """Every trigger of ``TABLE`` as bits (speed, ADR 0281): one bit per (construction, group).

    Returns ``word → (the bits of the groups it is in, the constructions whose key group holds it)``, each
    construction's ``need`` (the bits of all its groups), the constructions with no group (always possible), every
    name, and the words the index holds (ADR 0459). A construction's key group is the one whose words are in the
    fewest groups of the table (summed over its words; speed, ADR 0452: the smallest group was often a common word such as ``how`` or ``each``, which
    made ≈ 40 candidates a text, this ≈ 16), so a text names only a few candidates, and only those are tested
    against all their groups. Which group is the key changes only the work done: a candidate is kept iff all its
    groups are found. A group with no word in this pack makes its construction never possible (``may_match`` says
    False for it too): it is nobody's candidate."""
    bits: dict[str, int] = {}
    keyed: dict[str, list[str]] = {}
    needs: dict[str, int] = {}
    always = []
    bit = 1
    table = compiled(lex)
    fan: dict[str, int] = {}  # word → how many groups of the table hold it
    for groups in table.values():
        for group in groups:
            for word in group:
                fan[word] = fan.get(word, 0) + 1
    for name, groups in table.items():
        need = 0
        for group in groups:
            for word in group:
                bits[word] = bits.get(word, 0) | bit
            need |= bit
            bit <<= 1
        needs[name] = need
        if not groups:
            always.append(name)
        elif all(groups):
            for word in min(groups, key=lambda g: sum(fan[w] for w in g)):
                keyed.setdefault(word, []).append(name)
    index = {word: (b, tuple(keyed.get(word, ()))) for word, b in bits.items()}
    return index, needs, tuple(always), tuple(needs), frozenset(index)


def possible(lex, words: "frozenset[str] | set[str]") -> frozenset[str]:
    """The names of ``TABLE`` whose every group has a word in ``words``: ``name in possible(lex, words)`` is
    ``may_match(lex, words, name)`` for every name. One pass over the words through a word → bits index, then a
    test of the few constructions whose key group is there, instead of one ``may_match`` call per construction
    (parser.parse asks ≈ 55 per text; speed, ADR 0281)."""
    index, needs, always, names, indexed = lex.memo("trigger_masks", _masks)
    if not ENABLED:
        return frozenset(names)
    found = 0
    candidates = []
    # speed (ADR 0452): the look-ups by ``map``, no per-word name bound; speed (ADR 0459): only the words the index
    # holds (a set intersection in C): a word it does not hold added nothing (``index.get`` gave None), and the
    # order the hits come in changes neither ``found`` (an or) nor the set returned
    for hit in map(index.__getitem__, indexed.intersection(words)):
        found |= hit[0]
        candidates += hit[1]
    out = list(always)
    for name in candidates:
        need = needs[name]
        if found & need == need:
            out.append(name)
    return frozenset(out)


def all_present(groups: tuple[frozenset[str], ...], words: frozenset[str]) -> bool:
    """Whether every group has a word in ``words`` (always True with the dispatch off)."""
    if not ENABLED:
        return True
    for group in groups:
        if group.isdisjoint(words):
            return False
    return True


RULE_SLOTS: dict[str, tuple[str, ...]] = {
    "<be>": ("@fn:be",), "<activity>": ("@activity",), "<putting>": ("@fn:putting",), "<verb>": ("@verb",),
    "<verb:scene>": ("@verb:scene",), "<prep>": ("@fn:preposition",), "<modifier>": ("@modifier",),
    "<unit>": ("@unit",), "<determiner>": ("@fn:determiner", "@fn:possessive"), "<place>": ("@place", "@person"),
}
"""Descriptive-rule slots (parser._match_slot) that read one pack sense and change nothing when they fail but the
cursor (``<unit>`` notes its unit, which the parser restores): the words such a slot needs."""


def _rule_groups(lex) -> tuple[tuple[frozenset[str], ...], ...]:
    rules = lex.pack.descriptive_rules
    if not rules or rules[0].pattern[:1] != ["<entity>"]:
        return tuple(() for _ in rules)  # the first rule tried must read the subject as the skipped ones would
    out = []
    for rule in rules:
        groups = []
        if rule.pattern[:1] != ["<entity>"]:
            out.append(())  # a rule that does not open with the subject is always tried
            continue
        for slot in rule.pattern[1:]:  # the first slot is the subject (``<entity>``), read by every rule
            name = slot.rstrip("?*")
            if name.startswith("<") and name not in RULE_SLOTS:
                break  # a slot with effects of its own (``<time>``, ``<thing>``, ``<where>`` …): no further
            if slot.endswith(("?", "*")):
                continue  # optional: it needs nothing
            words = RULE_SLOTS.get(name, (name,))
            groups.append(frozenset().union(*(_expand(lex, w) for w in words)))
        out.append(tuple(groups))
    return tuple(out)


def rule_triggers(lex) -> tuple[tuple[frozenset[str], ...], ...]:
    """Per descriptive rule of the pack (in order), the word groups its required slots need before its first slot
    with effects of its own. Sound for skipping a rule only where its first slot reads no list (parser._descriptive
    tests that: no "and" and no "," in the sentence), and only when some rule is still tried (the first one)."""
    return lex.memo("rule_triggers", _rule_groups)
