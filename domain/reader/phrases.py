"""Phrase-level reading shared by statements and questions: entities, quantities, circumstances.

``Cursor`` walks one sentence; every helper either consumes tokens and returns what it read, or
returns None without consuming. Refusals are raised only for definite problems (a pronoun that
does not resolve, an unknown word in a slot).
"""
from __future__ import annotations

from fractions import Fraction
from operator import itemgetter

from domain.reader.appositives import appositive_name, skip_told_appositive
from domain.reader.compounds import earlier_compound
from domain.reader.excluded_antecedents import named_later_in_clause, repeated_relation
from domain.reader.generic_subjects import check_new_indefinite, note_indefinite
from domain.reader.coordinate_adjectives import comma_modifiers
from domain.reader.graph import Item, Op
from domain.reader.lexicon import Lexicon, Sense
from domain.reader.named_relations import named_relation, skip_named_again
from domain.reader.measures import note_said, product_name, substance_of_it
from domain.reader.more_continuers import continued_actor
from domain.reader.ones import read_ones
from domain.reader.other_entities import other_entity
from domain.reader.numbered_places import numbered_place
from domain.reader.own_wholes import skip_own_possessive
from domain.reader.antecedents import bind_to_clause_subject, check_bound_possessive, check_unknown_subject_possessive, presume_holder
from domain.reader.persons import deictic_entity, possessor
from domain.reader.pet_pronouns import check_pet_beside_person, pet_pronoun
from domain.reader.owner_antecedents import check_owner_beside, owner_pronoun
from domain.reader.pronoun_gender import agrees, lock_pronoun_gender
from domain.reader.refusals import Reason, ReaderRefusal
from domain.reader.quoted_names import QUOTED, holds_number_word
from domain.reader.kin_names import check_kin_name
from domain.reader.kept_holders import asked_subject_named, struck_relative, told_holding_holder
from domain.reader.titled_names import check_titled_name
from domain.reader.titled_surnames import bare_titles, tag_surnames
from domain.reader.tokens import Sentence
from domain.reader.topics import read_topic

PERSON_GENDERS = ("m", "f", "x")

_LOW_ITEM = itemgetter(1)
"""``Token.low`` as a tuple item (``Token`` is a NamedTuple whose second field is ``low``; pinned by the ADR 0459 test)."""

_NEW = tuple.__new__
"""``Sense(a, b, c, d)`` is ``tuple.__new__(Sense, (a, b, c, d))``, what the NamedTuple's generated ``__new__`` does:
called without that Python frame (speed, ADR 0516)."""


class Cursor:
    """Tagged tokens of one sentence and a read position."""

    def __init__(self, lex: Lexicon, sentence: Sentence, start: int = 0, end: int | None = None):
        self.lex = lex
        self.sentence = sentence
        self.tokens = tokens = sentence.tokens
        # ``[t.low for t in …]`` with no comprehension built (ADR 0267); speed (ADR 0459): by ``itemgetter(1)``,
        # ``low`` being a Token's second field (a tuple item read in C, not the NamedTuple field's descriptor)
        self.words = words = list(map(_LOW_ITEM, tokens))
        self.pos = start
        n = len(tokens)
        self.end = n if end is None else end
        # index → its senses, and class → its first sense: ``sense`` is the reader's hottest call (profiled,
        # v6); lists, not dicts, since v7 (speed, ADR 0095). A negative index (from the end) is not remembered.
        self._senses: list[list[Sense] | None] = [None] * n
        self._first: list[dict[str, Sense] | None] = [None] * n
        self._nounish: list[list[Sense] | None] | None = None  # see ``nounish`` (ADR 0106)
        self.wordset = wordset = frozenset(words)
        """Every lower-case word of the sentence (all its tokens, whatever ``pos``/``end``): what construction
        dispatch tests trigger words against (triggers.py, ADR 0188). Never changed: ``words`` is never changed."""
        # speed (ADR 0459): ``bare_titles(lex)`` is ``lex.memo("bare_title_forms", …)``: the remembered set read
        # directly, the two calls only the first time (a frozenset, never None once made)
        titles = lex._memo.get("bare_title_forms")
        if titles is None:
            titles = bare_titles(lex)
        if not titles.isdisjoint(wordset):
            tag_surnames(self, titles)  # v15: "Mrs. Brown", "Mr. Fox": a surname that is also a word (ADR 0302)
        self.times: set[str] = set()
        """Time-phrase lemma ids taken on this cursor."""
        self.premise = False
        """True on a question's condition read as a statement (``If …,`` prefix or trailing ``if …``): there a
        clause states events, it does not pick some of them as the asked clause does (questions.py)."""

    def senses(self, i: int) -> list[Sense]:
        got = self._senses[i] if i >= 0 else None
        if got is not None:
            return got
        tok = self.tokens[i]
        lex, words = self.lex, self.words
        # ``words[i]`` is ``tok.low`` (a list item is cheaper to read than a NamedTuple field; speed, ADR 0451)
        if tok.kind == "word" and 0 <= i < self.end and (words[i] not in lex.multi or not (
                i + 1 < len(words) and (words[i], words[i + 1]) in lex.multi_by_two)):
            # speed (ADR 0095): a word no multi-word phrase starts at has the same senses everywhere
            # (``lex.starts_phrase(self.words, i)`` inlined: speed, ADR 0451)
            tagged = lex.one_words.get(tok.text) or one_word_senses(lex, tok)
            self._first[i] = tagged[1]
            got = self._senses[i] = tagged[0]
            return got
        if tok.kind == "num":
            got = [_NEW(Sense, ("num", 1, tok.value, ""))]  # ``Sense("num", 1, tok.value, "")`` (ADR 0516)
        elif tok.kind == "money":
            got = [_NEW(Sense, ("money", 1, tok.value, ""))]
        elif tok.kind == "poss":
            got = [Sense("poss", 1, None, "")]
        elif tok.kind == "punct":
            got = [Sense("punct:" + tok.low, 1, None, "")]
        elif tok.kind == "word":
            got = _word_senses(self.lex, self.lex.senses_at(self.words, i), tok.text)
        elif tok.kind == QUOTED:
            # v11 (ADR 0194): a quoted name, read only by the two slots quoted_names.py lists
            got = [] if holds_number_word(lex, tok.low) else [Sense(QUOTED, 1, tok.text, "")]
        else:
            got = []
        # a loop, not a comprehension: a comprehension here made ``self`` and ``i`` closure cells, built on every
        # call (the cached path above too; speed, ADR 0267)
        end = self.end
        kept = []
        for s in got:
            if i + s.length <= end:
                kept.append(s)
        if i >= 0:
            self._senses[i] = kept
        return kept

    def tag_all(self) -> list:
        """``senses(i)`` for every ``i < end``, in one loop (what ``senses`` does per call, with the lookups
        hoisted: the parser tags every token of every sentence first; ADR 0106). Returns the per-index list."""
        lex, words, tokens = self.lex, self.words, self.tokens
        multi, by_two, one_words, cache, firsts = lex.multi, lex.multi_by_two, lex.one_words, self._senses, self._first
        n = len(words)
        for i in range(self.end):
            if cache[i] is not None:
                continue
            tok = tokens[i]
            kind = tok.kind
            if kind == "word":
                low = words[i]  # ``tok.low`` (a list item is cheaper to read than a NamedTuple field; ADR 0451)
                # ``lex.starts_phrase(words, i)`` inlined
                if low not in multi or not (i + 1 < n and (low, words[i + 1]) in by_two):
                    # (senses, firsts), unpacked into both lists at once (speed, ADR 0451)
                    cache[i], firsts[i] = one_words.get(tok.text) or one_word_senses(lex, tok)
                    continue
            elif kind == "num" or kind == "money":
                # speed (ADR 0451): what ``senses(i)`` gives (one sense of length 1, ``i < end``), with its ``firsts``
                # dict at once (``sense`` asks for the number of nearly every number token)
                one = _NEW(Sense, (kind, 1, tok.value, ""))  # ``Sense(kind, 1, tok.value, "")`` (ADR 0516)
                cache[i] = [one]
                firsts[i] = {kind: one}
                continue
            elif kind == "punct" or kind == "poss":
                # one sense of length 1, the same wherever the token is: shared (never mutated)
                key = "poss" if kind == "poss" else "punct:" + tok.low
                tagged = _FIXED.get(key)
                if tagged is None:
                    one = (Sense(key, 1, None, ""),)
                    tagged = _FIXED[key] = (one, _first_of(one))
                firsts[i] = tagged[1]
                cache[i] = tagged[0]
                continue
            self.senses(i)
        return cache

    def nounish(self, j: int) -> list[Sense]:
        """The senses at ``j`` of a class in NOUNISH (in order), remembered per index (``noun_run``; ADR 0106)."""
        if j < 0:
            return [x for x in self.senses(j) if x.cls in NOUNISH]
        memo = self._nounish
        if memo is None:
            memo = self._nounish = [None] * len(self.tokens)
        got = memo[j]
        if got is None:
            got = memo[j] = _nounish_of(self.senses(j))
        return got

    # -- low-level matching -------------------------------------------------------------------
    def at_end(self) -> bool:
        return self.pos >= self.end

    def sense(self, cls: str, i: int | None = None) -> Sense | None:
        if i is None:
            i = self.pos
        if i >= self.end:
            return None
        if i >= 0:
            first = self._first[i]
            if first is None:
                first = self.firsts(i)
            return first.get(cls)
        return _first_of(self.senses(i)).get(cls)

    def here(self) -> dict[str, Sense]:
        """``firsts`` at the read position (empty at the end): ``sense(cls)`` is ``here().get(cls)``, so a
        reader that tries several classes at one position looks them up in one dict (ADR 0106)."""
        i = self.pos
        if i >= self.end:
            return _NOTHING
        if i >= 0:
            first = self._first[i]
            return first if first is not None else self.firsts(i)
        return _first_of(self.senses(i))

    def firsts(self, i: int) -> dict[str, Sense]:
        """class → the first sense of that class at ``i`` (0 <= i < end), remembered: ``sense(cls, i)`` is
        ``firsts(i).get(cls)``, and a scan over many classes or positions reads the dict once (ADR 0106)."""
        first = self._first[i]
        if first is None:
            tok, lex, words = self.tokens[i], self.lex, self.words
            if tok.kind == "word" and 0 <= i < self.end and (words[i] not in lex.multi or not (
                    i + 1 < len(words) and (words[i], words[i + 1]) in lex.multi_by_two)):
                # speed (ADR 0451): ``senses``' first path inlined (a word no phrase starts at; a position with no
                # ``firsts`` yet has no ``senses`` yet either), one call fewer for every position tagged here
                tagged = lex.one_words.get(tok.text) or one_word_senses(lex, tok)
                self._senses[i] = tagged[0]
                first = self._first[i] = tagged[1]
                return first
            senses = self.senses(i)
            first = self._first[i]  # set by senses() for a word in the lexicon's cache
            if first is None:
                first = self._first[i] = _first_of(senses)
        return first

    def take(self, cls: str) -> Sense | None:
        # ``sense(cls)`` inlined: the most frequent caller (ADR 0106)
        i = self.pos
        if i >= self.end:
            return None
        if i >= 0:
            first = self._first[i]
            s = (first if first is not None else self.firsts(i)).get(cls)
        else:
            s = self.sense(cls)
        if s is not None:
            self.pos += s.length
            if cls == "time":
                # what time a clause or a question is about (a question's time must match the story's)
                self.times.add(time_key(self.lex, s, self.words[self.pos - s.length:self.pos]))
        return s

    def take_word(self, *words: str) -> str | None:
        # speed (ADR 0459): the position and its word read once (``words[pos - 1]`` after the move is ``words[i]``)
        i = self.pos
        if i < self.end:
            word = self.words[i]
            if word in words:
                self.pos = i + 1
                return word
        return None

    def peek_word(self, offset: int = 0) -> str:
        i = self.pos + offset
        return self.words[i] if i < self.end else ""


def _nounish_of(senses) -> list[Sense]:
    """``[x for x in senses if x.cls in NOUNISH]`` as a loop (no comprehension function built per call; ADR 0267)."""
    out = []
    for x in senses:
        if x.cls in NOUNISH:
            out.append(x)
    return out


_FIXED: dict[str, tuple[tuple[Sense, ...], dict[str, Sense]]] = {}
"""Punctuation and possessive senses by class (a handful: the tokenizer's punctuation marks), with their
``_first_of``; shared, never mutated (``Cursor.tag_all``)."""

_NOTHING: dict[str, Sense] = {}
"""No senses (past the end of a cursor); shared, never mutated."""


def _word_senses(lex: Lexicon, found: list[Sense], text: str) -> list[Sense]:
    """A word's pack senses (``found``, longest first), led by its name sense."""
    got = list(found)
    name = lex.names.get(text)
    if name is not None:
        got.insert(0, Sense("name", 1, name, ""))
    elif text[:1].isupper() and not got:
        # An open-class proper name: a capitalised word the pack knows in no other class.
        got = [Sense("name", 1, None, "")]
    return got


def _first_of(senses) -> dict[str, Sense]:
    """class → its first sense (``Cursor.sense`` is the reader's hottest call, profiled v6)."""
    first: dict[str, Sense] = {}
    for s in senses:
        first.setdefault(s.cls, s)
    return first


def one_word_senses(lex: Lexicon, tok) -> tuple[tuple[Sense, ...], dict[str, Sense]]:
    """The senses of a word no multi-word phrase starts at, and its ``_first_of``: they depend only on
    the word and the pack, so they are kept on the lexicon (bounded; shared, so never mutated)."""
    got = lex.one_words.get(tok.text)
    if got is None:
        senses = tuple(_word_senses(lex, lex.single.get(tok.low, ()), tok.text))
        got = senses, _first_of(senses)
        if len(lex.one_words) < lex.ONE_WORDS_MAX:
            lex.one_words[tok.text] = got
    return got


def time_key(lex: Lexicon, sense: Sense, words: list[str]) -> str:
    """What a time phrase says, for matching a question's time with the story's. One pack time entry
    may group different times (``in the first round`` / ``in the second round``, ``for halloween`` /
    ``for christmas``): matching on the entry alone summed the second round into a question about the
    first. Start/end-of-story times keep their entry id (their role is what counts)."""
    if sense.entry.id in lex.start_times or sense.entry.id in lex.end_times:
        return sense.entry.id
    return f"{sense.entry.id}={' '.join(words)}"


class Context:
    """What the reader knows across sentences: entities (with gender) and mentioned items."""

    # speed (ADR 0459): every attribute ``__init__`` sets is a slot. Past 30 attributes CPython 3.11 gives up the
    # shared-key instance dict and each store cost ≈ 5x a slot store (≈ 56,000 instructions a Context, one or more a
    # text); a slot holds the same value a dict entry did, and ``__dict__`` stays for any attribute set elsewhere.
    __slots__ = (
        "entities", "place_relations", "bare_extra", "told_span", "meant_for", "units_seen", "unknowns", "subject",
        "subjects", "home", "pooled", "combined", "gapped_item", "future", "future_sentences",
        "hypothetical_question", "wish_sentences", "indefinite_places", "indefinite_at", "generic_units",
        "put_rates", "place_objects", "unattributed", "occasions", "purposes", "remaining_rates", "needing",
        "goal_purposes", "finishing_told", "wanted", "paid_after_at", "two_price_units", "needed_work",
        "counted_parts", "rest_uses", "intended", "packaged", "either", "named_groups", "institutions",
        "coordinated", "todos", "comma_kinds", "towns", "changed_events", "purpose_openers", "setting_units",
        "had_before", "result_colours", "kinds_seen", "more_marks", "more_clauses", "sentence_ops", "with_each",
        "ensured_scenes", "pronoun_genders", "qualified_rates", "sale_scenes", "one_rates", "group_prices", "scenes",
        "scene_nouns", "scene_where_units", "rated_scenes", "rated_group_scenes", "scene_subject",
        "rated_scene_actors", "wish_prefix", "appositives", "appositive_at", "possessors", "said_items",
        "beneficiaries", "finished", "stored", "nested_places", "queues", "last_participle", "it_takes", "doers",
        "scene_objects", "renamed", "relative_mods", "subject_sentence", "story", "asking", "presumed",
        "kept_holders", "after_doing", "one_containers", "__dict__")

    def __init__(self):
        self.entities: dict[str, str] = {}
        """entity id → gender (m, f, x person; n place/thing)."""
        self.place_relations: dict[str, str] = {}
        """v12: place entity → the one relation it was read with (``in`` for in/at/on…, else the preposition:
        ``near``, ``behind``); a second relation refuses (circumstances.note_place_relation)."""
        self.bare_extra = False
        self.told_span: tuple[int, str, str] | None = None
        """v18: (N, the span's noun unit, its words) of ``in the N months`` in the question (told_spans.py)."""
        self.meant_for: list[tuple[int, str]] = []
        """v9: (sentence, people unit) of ``for students lunches`` purposes (wanted_shares.py)."""
        """v9: the question said ``how many extra did …`` with no noun (wanted_shares.py)."""
        self.units_seen: list[str] = []
        self.unknowns = 0
        self.subject = ""
        """The subject of the clause being read (possessives bind to it first)."""
        self.subjects: list[str] = []
        """Entities that have been clause subjects (``they`` may name the only noun one)."""
        self.home: dict[str, str] = {}
        """group entity → the place it works in (``Park workers`` → ``the park``)."""
        self.pooled = False
        self.combined: tuple[str, tuple[str, ...], str] | None = None
        self.gapped_item: tuple[int, Item] | None = None
        """(v9) the thing a ``while``-clause's bare number counts: the previous clause's (combined.py)."""
        """(v9) the group that combined its things, its members and the unit pooled (combined.py)."""
        """(v6) ``they put their dolls together``: only the group's total is known afterwards (persons.py)."""
        self.future = False
        """(red3b) a statement in the future tense (``workers will plant 33 trees tomorrow``): a question not in
        the future (``How many trees are in the park now?``) refuses (parser.py)."""
        self.future_sentences: set[int] = set()
        self.hypothetical_question = False
        """v13: the question asks under ``would`` (wished_gains.py)."""
        self.wish_sentences: set[int] = set()
        self.indefinite_places: set[str] = set()
        self.indefinite_at: dict[str, tuple[int, int]] = {}
        """v15: entity → (sentence, token) of the ``a <noun>`` phrase that introduced it (generic_subjects.py)."""
        self.generic_units: dict[str, tuple[str, int]] = {}
        """v15: ``the school`` of ``A school bought …`` → (the unit id its noun also is, sentence) (generic_subjects.py)."""
        self.put_rates: dict[tuple[int, str, str], str | None] = {}
        """v13: (sentence, things, container) of ``put N things in each <container>`` → who put (filled_groups.py)."""
        """v13: places first read after ``a``/``an`` (``on a page``; generic_containers.py)."""
        """v13: sentences whose ``wants to <verb>`` was read as a plan (wished_gains.py)."""
        """(v9) the sentences told in the future or as a plan (plans.py): an event question that names a time
        does not add their events to events already done (parser.py)."""
        self.place_objects: dict[int, str] = {}
        """(red20) sentence → the pack place a gain verb took as a scene object (``joined the team``,
        place_objects.py): another sentence naming that place refuses (parser.py)."""
        self.unattributed = False
        """(v6) a sentence told some of its operations' times or places without saying which
        (``12 apples in the morning and 7 at the orchard``): a question naming a time or place refuses."""
        self.occasions: dict[int, str] = {}
        """(v6) sentence index → the noun of its ``While on <noun>,`` opening (``vacation``; occasions.py)."""
        self.purposes: set[str] = set()
        """Verbs held things are for (``had 12 shirts to wash``): a later clause with one refuses (trailing.py)."""
        self.remaining_rates: list[tuple[int, str]] = []
        """(v7) (sentence, member unit) of each ``each player left had 5 lives`` rate (departures.py)."""
        self.needing: list[tuple[str, str]] = []
        """(v8) (entity, unit) of each ``A new building needed 14 windows`` subject (needed_work.py)."""
        self.goal_purposes: list[tuple[str, str]] = []
        """(v9) (subject, place id) of each ``needed 16 total for a complete collection`` (goal_purposes.py)."""
        self.finishing_told: bool = False
        """(v13) a goal purpose was told with its finishing verb (``needs 125 rocks to complete the border``):
        a question repeating those words without ``more`` may ask the 125 again (finishing_goals.py)."""
        self.wanted: list[tuple[int, str, str]] = []
        """(v15) (sentence, buyer, thing unit) of each ``wants to buy a game that costs $N`` (wanted_purchases.py)."""
        self.paid_after_at: int | None = None
        self.two_price_units: set[str] = set()
        """(v15) units bought at two prices with other things inside, so given no unit price (clauses.py, ADR 0317)."""
        """(v15) the sentence of ``She paid with a $50 bill.`` told after the purchases (change_due.py, ADR 0317)."""
        self.needed_work: list[int] = []
        """(v8) op indexes of the work done on such a need (``installed 5 of them``; needed_work.py)."""
        self.counted_parts: list[tuple[int, str]] = []
        """(v14) (sentence, unit) of each part told with a counted subject or a bare number (``3 eggs were bad``,
        ``but 13 were bad``; counted_parts.py): a question of the whole holding refuses (parser.py)."""
        self.rest_uses: list[tuple[int, int, str, str]] = []
        """(v8) (op index, sentence, subject, made unit) of ``use the rest to make pies`` (rest_use.py)."""
        self.intended: list[int] = []
        """(v8) op indexes of partitions told as a wish (``wants to split …``; intended_partitions.py)."""
        self.packaged: list[Op] = []
        """(red12) rates told as ``Gumballs are sold in packages of 5`` (rates.parse_packaged_rate)."""
        self.either: tuple[int, str, str, str] | None = None
        """(v12) (sentence, unit, kind, other kind) of ``Each of Tom's 40 lambs is either black or white``: the
        next sentence may tell the split (either_kinds.py)."""
        self.named_groups: list[tuple[str, ...]] = []
        """(v7) member lists of descriptive sentences' listed subjects (``Carol and her mom were picking``):
        a part of several holders' things must be of exactly such a group's (pooled_parts.py)."""
        self.institutions: set[str] = set()
        """(v9) places named without an article (``in fourth grade``): ordinal_places.py, newcomers.py."""
        self.coordinated: list[tuple[str, ...]] = []
        """(v6) member lists of coordinated subjects (``Sam and Tom have 12 apples each``): a ``they``
        question refuses when one of them names only some of the people (coordination.py, persons.py)."""
        self.todos: dict = {}
        """(v6) task verb → (holder, item) of its one pile of work, None when not one (todo.py)."""
        self.comma_kinds: list[tuple[str, frozenset[str]]] = []
        """(v12) unit and modifiers of each ``old, brown sheets`` chain (coordinate_adjectives.py)."""
        self.towns: set[str] = set()
        """v13: named places that own places (``Oak Grove`` of ``Oak Grove's public library``; town_places.py)."""
        self.changed_events: list = []
        """v13: (subject, verb lemma, item) of each event told as a change of an earlier one (increased_events.py)."""
        self.purpose_openers: list[tuple[int, str]] = []
        self.setting_units: list[tuple[str, str]] = []
        """v13 (ADR 0270): the units of ``Some insects … attack a large farm.`` settings (setting_sentences.py)."""
        """v13 (ADR 0270): (sentence, noun) of each ``To fill an order,`` opening a statement (purpose_openers.py)."""
        self.had_before: list[int] = []
        """v17 (had_before.py, ADR 0365): sentences ``<holder> had N <things> before.``, whose holding is moved in
        front of the holder's one earlier event once every statement is read."""
        self.result_colours: bool = False
        """v13 (ADR 0270): a colouring verb gave its object a colour (``dyed 5 yards of silk green``): only the
        colouring itself may be asked (resultative_colours.check_result_colours)."""
        self.kinds_seen: dict[str, set[tuple[str, ...]]] = {}
        """unit → the modifier sets it was named with so far (``pet fish``), for ``N more fish`` (amounts.py)."""
        self.more_marks: list[tuple[int, str]] = []
        """(sentence, unit) of each ``N more <unit>`` object read (amounts.py; checked in sequence.py)."""
        self.more_clauses: list[tuple[int, str, int, int]] = []
        """v19 (more_clauses.py, ADR 0424): (sentence, unit, start, end) of each statement clause that marked
        ``more``: the ops it read, ``ops[start:end]`` as the statement was read."""
        self.sentence_ops: dict[int, tuple[int, int]] = {}
        """v19 (more_clauses.py, ADR 0424): sentence → (start, end) of the ops its statement was read as."""
        self.with_each: list[tuple[int, Item]] = []
        self.ensured_scenes: dict[int, str] = {}
        self.pronoun_genders: dict[str, str] = {}
        """(red16) entity of unknown gender → the he/she gender a pronoun first gave it (pronoun_gender.py)."""
        self.qualified_rates: dict[str, tuple[str, ...]] = {}
        """(red16) container unit → the ``of`` contents of ``Each pile of quarters has …`` (qualified_rates.py)."""
        self.sale_scenes: dict[str, str] = {}
        """(v9) sentence → scene subject of each ``… making sure each of the shelves had 9 books`` rate (ensured_rates.py)."""
        self.one_rates: set[int] = set()
        """(red10) sentences with a rate told of ONE container (``A box had 9 bars``, not ``Each box had``):
        only such a rate may be the contents of the one box someone sells from (rates.take_one_container)."""
        """(red2b) (sentence, container) of each ``bags with 9 cookies in each bag`` rate (rates.py)."""
        self.group_prices: list[int] = []
        """(v8) sentences of ``The balloons cost 5 dollars`` (group_prices.py): money then refuses."""
        self.scenes: dict[int, frozenset[str]] = {}
        """(v7) sentence → the units its descriptive part could name (scenes.check_scenes)."""
        self.scene_nouns: set[str] = set()
        self.scene_where_units: list[tuple[int, str]] = []
        """(red team 3, ADR 0336) (sentence, unit) of a scene's place phrase that ends in a unit, not a place
        (``starts with cards``, ``went to football games``): scene_counted_things.py."""
        """(v7) person and unit nouns (singular) a scene's noun phrase ended in (``is a farmer``)."""
        self.rated_scenes: set[int] = set()
        """(v8) sentences of progressive scenes that end in a content rate (progressives.py)."""
        self.rated_group_scenes: set[int] = set()
        """(v8) those of them whose subject is a group (``Carol and her mom were packing …``)."""
        self.scene_subject = ""
        """(red9) the first subject of the last descriptive sentence matched (``Tom`` in ``Tom was making …``)."""
        self.rated_scene_actors: dict[int, str] = {}
        """(red9) a rated scene sentence → its subject (the one whose containers the rate fills)."""
        self.wish_prefix = False
        """(v11) reading an If-prefix whose question has a modal: ``wanted to sell`` is the sale (wished_acts.py)."""
        self.appositives: dict[str, tuple[str, str]] = {}
        """(v11) relation (``Katie's brother``) → the name an appositive gave it and its gender (appositives.py)."""
        self.appositive_at: set[tuple[int, int]] = set()
        """(v11) (sentence, token) where each appositive's opening comma stands."""
        self.possessors: dict[str, str] = {}
        """(red2b) name → gender of each ``Tom's <person>`` owner, an entity or not (see resolve_owner)."""
        self.said_items: list[tuple[int, tuple[str, ...], bool]] = []
        """(v7) (sentence, what it is, singular?) of each noun phrase read: a measured substance is
        ``("of", unit, mods…)``; ``pounds of it`` takes the one singular one of its sentence (measures.py)."""
        self.beneficiaries: list[tuple[int, str]] = []
        """(red5) (sentence, entity) of each ``for <entity>`` phrase read (beneficiaries.py)."""
        self.finished: list[tuple[int, str]] = []
        """(v7) (sentence, entity) of each ``when <entity> are finished`` read (finished_tasks.py)."""
        self.stored: set[tuple[int, str]] = set()
        """(v7) (sentence, container unit) of each ``24 oranges stored in boxes`` partition (stored.py)."""
        self.nested_places: list[tuple[int, str, str]] = []
        """(v9) (sentence, inner place, outer place) of each ``in a pile on the desk`` (nested_places.py)."""
        self.queues: set[str] = set()
        """(v11) the lines named by ``in line [for …]`` (queues.py)."""
        self.last_participle: tuple[str, str] | None = None
        """(v7) the head word and object unit of the there-participle just read (trailing.py, doers.py)."""
        self.it_takes: list = []
        """(v7) (sentence, task verb, things, container) of each ``It takes 4 apples to make a pie`` (impersonal.py)."""
        self.doers: list[tuple[str, int]] = []
        """(v7) (participle head, index of its ``there`` holding) of each there-participle group (doers.py)."""
        self.scene_objects: set[str] = set()
        """(v7) units that a there-participle group is doing something with (``playing a video game``)."""
        self.renamed: dict[str, str] = {}
        """(v7) counted noun → the doer noun it was re-read as (``friends`` → ``players``; doers.py)."""
        self.relative_mods: set[str] = set()
        """(v7) modifiers said of a counted object only in a relative (``2 trees that were damaged``): named
        anywhere else they refuse (loss_relatives.py)."""
        self.subject_sentence = -1
        """(v7) the sentence ``subject`` was read in: a possessive binds to it only there (antecedents.py)."""
        self.story: list | None = None
        """(v7) the operations read so far (the parser's list), for the idle-candidate test (antecedents.py)."""
        self.asking = False
        """(v7) reading the question's own clause (not an ``If …`` prefix or condition)."""
        self.presumed: list = []
        self.kept_holders: list = []
        """(v18) (holder, receivers, refusal) of each statement pronoun chosen by kept_holders.told_holding_holder."""
        self.after_doing = None
        self.one_containers: set[str] = set()
        """(v19) ``the <container>`` a question named through a rate ``A <container> has N …`` (one_container.py)."""
        """(v13) an ``After <doing>,`` opener waiting for its clause's subject (after_doing.py)."""
        """(v7) (holder, exchanged, refusal) of each question pronoun chosen by antecedents.presume_holder."""

    def introduce(self, entity: str, gender: str) -> str:
        self.entities.setdefault(entity, gender)
        return entity

    def new_unknown(self) -> str:
        self.unknowns += 1
        return f"?{self.unknowns}"

    def note_unit(self, unit_id: str) -> None:
        if unit_id not in self.units_seen:
            self.units_seen.append(unit_id)

    def resolve_pronoun(self, gender: str, cur: Cursor, i: int, exclude: str = "") -> str:
        """The one prior entity that agrees with a he/she pronoun, or a refusal. red16: an entity of unknown
        gender (``a magician``) called ``he`` is not then ``she`` (``If he started with 5 decks and by the end of
        the day she had 3 left`` read 4 — whose 3?); see pronoun_gender.py."""
        entity = self._resolve_pronoun(gender, cur, i, exclude)
        lock_pronoun_gender(self, entity, gender, cur, i)
        return entity

    def _resolve_pronoun(self, gender: str, cur: Cursor, i: int, exclude: str = "") -> str:
        fixed = deictic_entity(self, gender, cur, i, exclude)  # v6: I / you / we name themselves
        if fixed is not None:
            return fixed
        if gender in ("m", "f"):
            # a loop: a comprehension here made ``gender`` and ``exclude`` cells on every call (speed, ADR 0267)
            matches = []
            said = self.pronoun_genders  # ADR 0514: one of either gender already called the other is not this one
            for e, g in self.entities.items():
                if (g == gender or (g == "x" and said.get(e, gender) == gender)) and e != exclude:
                    matches.append(e)
        else:
            matches = []
        if len(matches) == 1:
            check_pet_beside_person(self, gender, cur, i, matches[0], exclude)  # red9 (ADR 0480): "My dog … He dug up"
            check_owner_beside(self, gender, cur, i, matches[0], exclude)  # ADR 0514: "Sam … Tom's mom gave him"
            return matches[0]
        if not matches:
            owner = owner_pronoun(self, gender, cur, i, exclude)  # ADR 0514: "Tom's mom gave him 8 apples."
            if owner is not None:
                return owner
            pet = pet_pronoun(self, gender, cur, i, exclude)  # v13: "My dog had some bones. Then, he …" (pet_pronouns.py)
            if pet is not None:
                return pet
        why = "no prior entity agrees" if not matches else f"{len(matches)} prior entities agree"
        refusal = ReaderRefusal(Reason.UNRESOLVED_PRONOUN, "pronoun_resolution", sentence_index=cur.sentence.index,
                                token_index=i, token_text=cur.tokens[i].text, frame="entity",
                                detail=f"pronoun {cur.tokens[i].text!r}: {why} in gender/number")
        if len(matches) > 1 and cur.words[i] in ("his", "her") and not exclude:
            bound = bind_to_clause_subject(self, cur, i, matches)  # v7: "Carol picked 29 and her mother picked 16"
            if bound is not None:
                return bound
        if len(matches) > 1 and cur.words[i] in ("he", "she") and not exclude:
            left = named_later_in_clause(self, cur, i, matches)  # v15: "He gives 3 apples to Jim." (ADR 0318)
            if left is not None:
                return left
            left = asked_subject_named(self, cur, i, matches)  # v18: "did he give to Tom" (kept_holders.py)
            if left is not None:
                return left
            left = struck_relative(self, cur, i, matches)  # v18: "did he give to his friend" (kept_holders.py)
            if left is not None:
                return left
        if len(matches) > 1 and cur.words[i] in ("he", "she"):
            continued = continued_actor(self, cur, i, matches)  # v12: "she earned 3 more" (more_continuers.py)
            if continued is not None:
                return continued
            held = presume_holder(self, cur, matches, refusal)  # v7: "His dad gave him 3. How many does he have?"
            if held is not None:
                return held
            held = told_holding_holder(self, cur, i, matches, refusal)  # v18: "Now he has 9 pencils." (kept_holders.py)
            if held is not None:
                return held
        raise refusal

    def resolve_they(self, cur: "Cursor") -> str:
        """``A pet store had 18 puppies. … they sold 3``: ``they`` as a subject names the one entity so
        far when it is a noun entity (a store, a class, a cafeteria), never a named person or several."""
        i = cur.pos
        actors = [e for e in self.subjects if self.entities.get(e) not in ("m", "f")]
        people = [e for e, g in self.entities.items() if g in ("m", "f") or not e.startswith("the ")]
        if len(actors) == 1 and actors[0].startswith("the ") and not people:
            # the one noun entity that has acted so far (never a place merely mentioned, never a person)
            cur.pos += 1
            return actors[0]
        raise ReaderRefusal(Reason.UNRESOLVED_PRONOUN, "pronoun_resolution", sentence_index=cur.sentence.index,
                            token_index=i, token_text=cur.tokens[i].text, frame="entity",
                            detail=f"'they' as a subject with {len(self.entities)} prior entities")

    def resolve_possessive(self, gender: str, cur: Cursor, i: int) -> str:
        """``his``/``her`` inside a clause: the clause subject when it agrees (binding), else as a pronoun."""
        if gender in ("1", "2", "1p"):
            return self.resolve_pronoun(gender, cur, i)  # my / your / our: never the subject's by agreement
        if self.subject and agrees(self, self.subject, gender):  # ADR 0514: not a subject fixed to the other
            check_bound_possessive(self, cur, i, gender)  # v7: "Tom put 25 quarters in his bank" (Jason's?)
            check_unknown_subject_possessive(self, cur, i, gender)  # red team 2: "Ken took 16 apples out of her bag"
            return self.subject
        return self.resolve_owner(gender, cur, i)

    def resolve_owner(self, gender: str, cur: Cursor, i: int) -> str:
        """``his``/``her`` as a pronoun: as resolve_pronoun, but a name told only as the owner of someone
        (``Tom's mom gave Sam 3 apples. … his mom``) agrees too — it is not an entity, yet ``his`` may be
        his (red2b: v6 answered with Sam's mom, the only male entity's)."""
        owner = self.resolve_pronoun(gender, cur, i)
        if gender in ("m", "f") and any(g in (gender, "x") and n not in self.entities
                                        for n, g in self.possessors.items()):
            raise ReaderRefusal(Reason.UNRESOLVED_PRONOUN, "pronoun_resolution", sentence_index=cur.sentence.index,
                                token_index=i, token_text=cur.tokens[i].text, frame="entity",
                                detail=f"possessive {cur.tokens[i].text!r}: an owner named only as a possessor agrees too")
        return owner

    def elided_unit(self, cur: Cursor) -> str:
        """The unit meant by a quantity without a noun (``2 more``): the only unit mentioned."""
        if len(self.units_seen) == 1:
            from domain.reader.measures import elided_measure_of_things  # measures imports this module
            elided_measure_of_things(cur, self, self.units_seen[0])  # v7 red4a: "3 pounds of apples. He ate 2."
            return self.units_seen[0]
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "unit_binding", sentence_index=cur.sentence.index,
                            token_index=cur.pos, token_text=cur.peek_word(), frame="quantity.unit",
                            detail=f"a quantity without a unit noun, and {len(self.units_seen)} units mentioned so far")


def opens_with(cursors: list[Cursor], sentences: int, first) -> bool:
    """Claim test of a whole-text form: exactly ``sentences`` sentences and ``first`` (a reader of the first one,
    None when it does not match) reads the first; the cursor is put back either way."""
    if len(cursors) != sentences:
        return False
    got = first(cursors[0])
    cursors[0].pos = 0
    return got is not None


def how_many_of(q: Cursor, unit: str) -> tuple[str, Reason] | None:
    """A whole-text form's question opening ``How many <unit in the plural>``, read from its start: None when read
    (the cursor after the unit), else the refusal's detail and reason, the cursor where the reading stopped (one
    reading for each_of_gifts, span_rates, work_days and recipe_batches)."""
    q.pos = 0
    if q.take("fn:how") is None or q.take_word("many") is None:
        return "expected 'How many'", Reason.UNPARSED_QUESTION
    asked = q.sense("unit")
    if asked is None or asked.entry.id != unit or asked.form != "pl":
        return f"expected how many {unit}", Reason.UNIT_MISMATCH
    q.pos += asked.length
    return None


def rewinder(cur: Cursor, ctx: Context):
    """For a construction tried on a sentence: a function that puts the cursor, the story's entities and the units
    seen back as they are now and returns False (a form that does not match consumes nothing)."""
    start, entities, seen = cur.pos, dict(ctx.entities), list(ctx.units_seen)

    def rewind() -> bool:
        cur.pos = start
        ctx.entities, ctx.units_seen = entities, seen
        return False

    return rewind


def read_entity(cur: Cursor, ctx: Context, *, pronouns: bool = True) -> str | None:
    """A name (``Sam``, ``Mrs. Hilt``, ``Sara's mom``), ``the <place/person>``, or a pronoun."""
    start = cur.pos
    entity = _read_entity(cur, ctx, pronouns)
    if entity is not None:
        check_kin_name(cur, ctx, entity, start)  # v13: "Mom" beside "her mom": one person or two? (kin_names.py)
    return entity


def _read_entity(cur: Cursor, ctx: Context, pronouns: bool) -> str | None:
    start = cur.pos
    here = cur.here()  # speed (ADR 0106): every lookup below before the first move is at ``start``
    title = here.get("fn:title")
    if title is not None:
        cur.pos += title.length
        if cur.sense("name") and cur.tokens[cur.pos].text[:1].isupper():
            gender = title.entry.gender if title.entry.gender in ("m", "f") else "x"  # v12: Mrs. is she, Mr. he
            title = cur.tokens[start].text
            word = cur.tokens[cur.pos].text
            check_titled_name(cur, ctx, word, title, cur.pos, gender)  # v12 red team: "Uncle Dave" beside "Dave" (ADR 0242)
            cur.pos += 1
            return ctx.introduce(f"{title} {word}", gender)
        cur.pos = start
        return None
    place = here.get("place")
    if place is not None and cur.pos + 1 < cur.end and cur.tokens[cur.pos + 1].kind == "num":
        numbered = numbered_place(cur, ctx, place)  # v23: "Room 12 has 25 desks." (numbered_places.py, ADR 0542)
        if numbered is not None:
            return numbered
    s = here.get("name")
    if s is not None and cur.tokens[cur.pos].text[:1].isupper():
        word = cur.tokens[cur.pos].text
        cur.pos += 1
        owned = cur.sense("poss") is not None  # speed (ADR 0451): asked once (nothing moves before the second test)
        if owned and cur.sense("person", cur.pos + 1):
            noun = cur.sense("person", cur.pos + 1)
            cur.pos += 1 + noun.length
            ctx.possessors.setdefault(word, s.entry.gender if s.entry is not None else "x")
            return _owned_person(ctx, word, noun, cur)
        if owned:
            business = _business_name(cur, ctx, word)
            if business is not None:
                return business
            owned = _told_owned_place(cur, ctx, word) if ctx.asking else None
            if owned is not None:
                return owned  # v18 (ADR 0393): "did Sam's team score": the owned place the story made a holder
            # "Becky's fish tank": a possessive name is not itself the entity
            cur.pos = start
            return None
        gender = s.entry.gender if s.entry is not None else "x"
        check_titled_name(cur, ctx, word, "", cur.pos - 1)  # v12 red team: "Dave" beside "Uncle Dave" (ADR 0242)
        return ctx.introduce(word, gender)
    if pronouns:
        p = here.get("fn:pronoun")
        if p is not None and p.entry.gender in ("m", "f") and cur.words[cur.pos] in ("he", "she"):
            i = cur.pos
            cur.pos += 1
            return ctx.resolve_pronoun(p.entry.gender, cur, i)
        if p is not None and p.entry.gender in ("1", "2", "1p"):
            cur.pos += 1  # v6: I / me / you / we / us
            return ctx.resolve_pronoun(p.entry.gender, cur, cur.pos - 1)
        poss = here.get("fn:possessive")
        # "our teacher" stays unread: is "our class" the group "we" or someone else's?
        if poss is not None and poss.entry.gender in ("m", "f", "1", "2") and cur.sense("person", cur.pos + 1):
            i = cur.pos
            owner = repeated_relation(ctx, cur, i, poss.entry.gender)  # v15: "His brother" again (ADR 0318)
            if owner is None:
                owner = ctx.resolve_owner(poss.entry.gender, cur, i)
            else:
                lock_pronoun_gender(ctx, owner, poss.entry.gender, cur, i)
            noun = cur.sense("person", cur.pos + 1)
            cur.pos += 1 + noun.length
            return _owned_person(ctx, owner, noun, cur)
    if here.get("fn:determiner"):
        definite = cur.words[cur.pos] == "the"
        cur.pos += 1
        if definite and cur.words[cur.pos] == "other" and cur.pos + 1 < cur.end:
            other = other_entity(cur, ctx)  # v23: "The other team scored 22 points." (other_entities.py, ADR 0542)
            if other is None:
                cur.pos = start
            return other
        got = noun_run(cur, cur.pos, ("person", "place") if definite else ("person",))
        if got is not None and got[1].form == "sg":
            adjuncts, noun, end = got
            cur.pos = end
            gender = _person_gender(noun.entry) if noun.cls == "person" else "n"
            words = cur.words[end - noun.length - len(adjuncts):end - noun.length]
            if not definite:  # v15: "A baker …" after "The baker …": a second one (generic_subjects.py, ADR 0302)
                check_new_indefinite(cur, ctx, noun.entry.singular, start)
            entity = definite_entity(cur, ctx, "the", words, noun.entry.singular, gender, start)
            if not definite:
                note_indefinite(cur, ctx, entity, start)
            return entity
        if definite and got is not None and got[1].cls == "person" and not got[0]:
            # "the workers": a group of people, plural (never he/she)
            cur.pos = got[2]
            return ctx.introduce(f"the {got[1].entry.plural}", "p")
        cur.pos = start
        return None
    return _bare_group(cur, ctx)


def definite_entity(cur: Cursor, ctx: Context, owner: str, words: list[str], noun: str, gender: str,
                    at: int) -> str:
    """``the first round`` / ``the second round``, ``the red box`` / ``the blue box``: the words before the
    noun tell two entities apart (dropping them made one entity of two, and a question about one summed
    both). A bare ``the box`` names the one entity already in play with that noun (``A new store … The
    store …``); with several (``the red box`` and ``the blue box``) it could be either, so it refuses."""
    if owner == "the":
        earlier = earlier_compound(cur, ctx, words, noun, at)  # v7: "the fruit dish" = "his roadside fruit dish"
        if earlier is not None:
            return earlier
    if words:
        return ctx.introduce(" ".join([owner, *words, noun]), gender)
    bare = f"{owner} {noun}"
    if bare in ctx.entities:
        return bare
    same = [e for e in ctx.entities if e.startswith(owner + " ") and e.endswith(" " + noun)]
    if len(same) > 1:
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=cur.sentence.index,
                            token_index=at, token_text=cur.tokens[at].text, frame="entity",
                            detail=f"{bare!r} could be any of {len(same)} entities named so far")
    return same[0] if same else ctx.introduce(bare, gender)


def _told_owned_place(cur: Cursor, ctx: Context, owner: str) -> str | None:
    """(v18, ADR 0393) In a question, ``<Name>'s <place noun>`` (``Sam's team``) names the entity the story already
    made of those words (openings read ``Sam's team scored 24 points.`` as the holder ``Sam's team``); a name the
    story never made is not read here. The cursor is on the ``'s``; nothing is consumed unless it is read."""
    place = cur.sense("place", cur.pos + 1)
    if place is None or place.length != 1 or place.form != "sg":
        return None
    name = f"{owner}'s {place.entry.singular}"
    if ctx.entities.get(name) != "n":
        return None
    cur.pos += 2
    return name


def _business_name(cur: Cursor, ctx: Context, owner: str) -> str | None:
    """``Hannah's Vegetarian Restaurant`` / ``Roadster's Paving Company``: after ``<Name>'s``, a run of
    capitalised words that ends in a place noun is one proper name (an organisation, neuter), never the
    person ``Hannah``. The cursor is on the ``'s``; nothing is consumed unless the name is read."""
    j = cur.pos + 1
    words = []
    while j < cur.end and cur.tokens[j].kind == "word" and cur.tokens[j].text[:1].isupper():
        words.append(j)
        j += 1
    if not words or not any(s.cls == "place" and s.length == 1 for s in cur.senses(words[-1])):
        return None
    cur.pos = j
    name = f"{owner}'s " + " ".join(cur.tokens[i].text for i in words)
    return ctx.introduce(name, "n")


def _bare_group(cur: Cursor, ctx: Context) -> str | None:
    """``Park workers`` / ``Workers``: a plural person noun without a determiner, optionally after one
    place adjunct — the group is at home in that place (``the park``) when the text named it."""
    start = cur.pos
    got = noun_run(cur, cur.pos, ("person",))
    if got is None or got[1].form != "pl" or len(got[0]) > 1:
        return None
    adjuncts, noun, end = got
    home = ""
    if adjuncts:
        place = next((x for x in cur.senses(start) if x.cls == "place"), None)
        if place is None:
            return None
        home = f"the {place.entry.singular}"
    cur.pos = end
    group = ctx.introduce(f"the {noun.entry.plural}", "p")
    if home and home in ctx.entities:
        ctx.home[group] = home
    return group


def _owned_person(ctx: Context, owner: str, noun: Sense, cur: Cursor | None = None) -> str:
    """``Sara's mom`` (one person, her gender) / ``his friends`` (a group: plural, never he/she)."""
    if noun.form == "pl":
        return ctx.introduce(f"{possessor(owner)} {noun.entry.plural}", "p")
    relation = f"{possessor(owner)} {noun.entry.singular}"
    if relation in ctx.appositives:
        if cur is not None:
            skip_told_appositive(cur, ctx)  # the clause reader may read its subject twice
            skip_named_again(cur, ctx, relation, noun)  # v15: "her friend Ann" again (named_relations.py, ADR 0302)
        return ctx.introduce(*ctx.appositives[relation])  # (again: a reader that backs off restores entities)  # v11: "her brother, Todd, …" told before: her brother is Todd (appositives.py)
    if cur is not None:
        named = appositive_name(cur, ctx, relation, noun)  # v11: "her brother, Todd, ate 8" (appositives.py)
        if named is not None:
            return named
        named = named_relation(cur, ctx, relation, noun)  # v15: "Her friend Ann has 16" (named_relations.py)
        if named is not None:
            return named
    return ctx.introduce(relation, _person_gender(noun.entry))


def _person_gender(entry) -> str:
    return getattr(entry, "gender", "") or "x"


def read_object_pronoun(cur: Cursor, ctx: Context, subject: str) -> str | None:
    """``him`` / ``her`` as an object: a prior entity agreeing in gender, never the clause subject."""
    p = cur.sense("fn:pronoun")
    word = cur.peek_word()
    if word == "her" and cur.sense("person", cur.pos + 1):
        return None  # "gave her mother 34": a possessive before a person noun, not the object pronoun
    if p is None and word == "her":
        gender = "f"
    elif p is not None and word == "him":
        gender = "m"
    elif p is not None and p.entry.gender in ("1", "2", "1p"):
        gender = p.entry.gender  # v6: "gave me 3", "gives you 3 points"
    else:
        return None
    i = cur.pos
    cur.pos += 1
    return ctx.resolve_pronoun(gender, cur, i, exclude=subject)


NOUNISH = ("modifier", "unit", "place", "person")


def noun_run(cur: Cursor, j: int, heads: tuple[str, ...]):
    """``[adjuncts] head``: modifiers and noun adjuncts (``plum tree``, ``apple pies``) before a head
    noun of one of ``heads``. Returns (adjunct senses, head sense, end) for the longest run, or None."""
    adjuncts = []
    best = None
    quoted = False
    memo = cur._nounish  # speed (ADR 0451): ``cur.nounish(j)``'s remembered list read here, the call only to fill it
    end = cur.end  # speed (ADR 0459): read once (nothing called in the loop sets ``end``)
    while j < end:
        senses = memo[j] if memo is not None and j >= 0 else None
        if senses is None:
            senses = cur.nounish(j)
            memo = cur._nounish
        if not senses:
            # speed (ADR 0459): the two fallbacks under one test (each applied only to no senses, the second only
            # when the first gave none, as before)
            if heads == ("unit",) and _brand_at(cur, j):
                # "27 Pokemon cards", "a Batman game": a capitalised word no pack class knows, before a unit
                senses = (Sense("brand", 1, cur.words[j], ""),)
            elif "place" in heads and cur.tokens[j].kind == QUOTED:
                # v11: "at the 'dunk a clown' booth": a quoted name before a place noun, and only a place noun
                # or an organisation's (quoted_names.py)
                senses = cur.senses(j)
                quoted = quoted or bool(senses)
            if not senses:
                break
        # speed (ADR 0106): plain loops for the first head and the first one-token sense (no generators)
        for head in senses:
            if head.cls in heads and (not quoted or head.cls == "place" or (
                    head.cls == "person" and head.entry.gender == "n")):  # a place, or an organisation (store)
                if best is None or j + head.length > best[2]:
                    best = (list(adjuncts), head, j + head.length)
                break
        # an adjunct is one token wide (multi-word entries are only heads)
        for one in senses:
            if one.length == 1:
                break
        else:
            break
        adjuncts.append(one)
        j += 1
    return best


def things_end(cur: Cursor, j: int) -> int | None:
    """The end of ``<noun run> [of <noun run>]`` from ``j`` (``fish``, ``bottles of milk``), or None (v15: shared
    by each_recipients.py and period_spans.py)."""
    run = noun_run(cur, j, ("unit",))
    if run is None:
        return None
    end = run[2]
    if end < cur.end and cur.words[end] == "of":
        inner = noun_run(cur, end + 1, ("unit",))
        if inner is None:
            return None
        end = inner[2]
    return end


def _brand_at(cur: Cursor, j: int) -> bool:
    word = cur.senses(j)
    if len(word) != 1 or word[0].cls != "name" or word[0].entry is not None:
        return False
    return j + 1 < cur.end and any(x.cls in NOUNISH for x in cur.senses(j + 1))


def _adjunct_id(sense) -> str:
    if sense.cls == "brand":
        return "brand:" + sense.entry
    return sense.entry.id if sense.cls == "modifier" else "adj:" + sense.entry.id


def read_item(cur: Cursor, ctx: Context, note: bool = True) -> Item | None:
    """``[modifiers] unit [of [modifiers] unit]``: the longest noun run that ends in a unit."""
    # v12: "28 old, brown sheets" (coordinate_adjectives.py); speed (ADR 0451): no chain without a comma
    chain = comma_modifiers(cur, noun_run) if "," in cur.wordset else None
    got = noun_run(cur, chain[1] if chain else cur.pos, ("unit",))
    if got is None:
        return read_ones(cur, ctx)  # v6: "4 old ones" (ones.py)
    adjuncts, unit, end = got
    if chain:
        adjuncts = chain[0] + adjuncts
        ctx.comma_kinds.append((unit.entry.id, frozenset(_adjunct_id(a) for a in adjuncts)))
    # "bad carrots" = the carrots that were not good, when the pack lists good/bad as opposites (v6)
    literal = cur.lex.literal
    mods = []
    for a in adjuncts:  # a loop: a comprehension made ``cur`` a closure cell on every call (speed, ADR 0267)
        mods.append(literal(_adjunct_id(a)))
    cur.pos = end
    # "bales of hay": the substance is part of the item's identity, never dropped.
    if cur.pos < cur.end and cur.words[cur.pos] == "of":  # ``peek_word() == "of"`` with no call (speed, ADR 0451)
        save = cur.pos
        cur.pos += 1
        if cur.peek_word() == "the" and noun_run(cur, cur.pos + 1, ("unit",)) is not None:
            cur.pos += 1  # "156 pieces of the paper": the same substance
        elif skip_own_possessive(cur, ctx):
            pass  # v12: "21 pages of my English book": the subject's own whole, read as "the" (own_wholes.py)
        head = noun_run(cur, cur.pos, ("unit",))
        product = product_name(cur)  # v7: "boxes of Samoas", "boxes of Lemon Chalet Cremes" (measures.py)
        inner = read_item(cur, ctx, note=False) if product is None else None
        if product is not None:
            mods.append(product)
        elif inner is not None:
            # "boxes of chocolate candy": the substance and its modifiers are part of the item
            mods.append("of:" + inner.unit)
            mods.extend("of:" + m for m in inner.mods)
            note_said(cur, ctx, inner, substance=True, singular=head is not None and head[1].form == "sg")
        else:
            cur.pos = save + 1
            referred = substance_of_it(cur, ctx)  # v7: "ate 0.05 pounds of it" (measures.py)
            if referred is not None:
                mods.extend(referred)
            else:
                cur.pos = save
    if cur.pos < cur.end and cur.words[cur.pos] == "about":
        mods.extend(read_topic(cur))  # v12: "books about sports" = sports books (topics.py)
    kinds = tuple(sorted(set(mods))) if mods else ()  # speed (ADR 0106): once, not twice
    if note and (not mods or not _has_substance(mods)):
        note_said(cur, ctx, Item(unit=unit.entry.id), substance=False, singular=unit.form == "sg")
    if note:
        ctx.note_unit(unit.entry.id)
        ctx.kinds_seen.setdefault(unit.entry.id, set()).add(kinds)
    return Item(unit=unit.entry.id, mods=kinds)


def _has_substance(mods: list[str]) -> bool:
    """``any(m.startswith("of:") for m in mods)`` as a loop (no generator built per call; speed, ADR 0451)."""
    for m in mods:
        if m.startswith("of:"):
            return True
    return False


def read_number(cur: Cursor) -> tuple[Fraction, str] | None:
    """A number: digits, money ($2.50 → dollars), or a pack number word."""
    here = cur.here()  # speed (ADR 0106): one dict for the three classes tried here
    tok_sense = here.get("num")
    if tok_sense is not None:
        cur.pos += tok_sense.length
        return tok_sense.entry, ""
    money = here.get("money")
    if money is not None:
        cur.pos += money.length
        return money.entry, "unit.dollar"
    word = here.get("number")
    if word is not None:
        # "a dozen" / "dozen": multiword numbers are not combined ("twenty five" refuses).
        cur.pos += word.length
        if cur.sense("number"):
            cur.pos -= word.length
            return None
        return cur.lex.number_value[word.entry.id], ""
    return None


def fmt(value: Fraction) -> str:
    if type(value) is Fraction:  # speed (ADR 0267): the fields, not the ``numerator``/``denominator`` properties
        n, d = value._numerator, value._denominator
        return str(n) if d == 1 else f"{n}/{d}"
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def list_goes_on(cur: Cursor, refuse, detail: str) -> bool:
    """After one item of a listing sentence (``A, B and C``): False at the sentence's end, True past a ``,``
    and/or ``and``; anything else is ``refuse(cur, detail)`` (the calling form's refusal)."""
    if cur.at_end():
        return False
    comma = cur.take("punct:,") is not None
    if cur.take_word("and") is None and not comma:
        raise refuse(cur, detail)
    return True


def consume_all(cursors: list[Cursor]) -> None:
    """A whole-text form read to its end: every token of every sentence consumed (the form's parse has read
    them all through its claim's ``read``)."""
    for cur in cursors:
        cur.pos = cur.end


def claimed_by(read, cursors: list[Cursor]) -> bool:
    """A whole-text form's claim test: its own ``read(cursors)`` finds the story (not None), every cursor then
    rewound to its start for the parse."""
    got = read(cursors)
    for cur in cursors:
        cur.pos = 0
    return got is not None
