"""Lookups precompiled from a pack once (cached per pack object and per pack content): word → classes.

A class is a string such as ``unit``, ``verb``, ``modifier``, ``name``, ``place``, ``time``,
``number``, ``multiplier``, ``activity`` or ``fn:<role>``. Multi-word entries (``gave away``,
``bottle caps``, ``in the morning``) are matched longest-first by the tagger.
"""
from __future__ import annotations

from fractions import Fraction
from typing import NamedTuple

from domain.codec import content_id
from domain.reader.pack import Pack


class Sense(NamedTuple):
    cls: str
    length: int
    """How many tokens the phrase spans."""
    entry: object
    form: str
    """``sg`` / ``pl`` for units and places, else ""."""


PHRASE_FIELDS = ("units", "verbs", "modifiers", "times", "activities", "places", "number_words", "multipliers",
                 "comparatives", "functions", "descriptive_rules")
"""The pack fields whose entries are phrases, in the order their senses are listed at a word."""


class FieldPhrases(NamedTuple):
    """One pack field's phrases, kept per list object so a lexicon built from a pack that shares the list reuses
    them (ADR 0398)."""
    entries: list
    """The field's list in the pack (compared by identity, never by value)."""
    by_word: dict[str, list[tuple[tuple[str, ...], Sense]]]
    """First word → the field's phrases starting with it, in the field's order."""
    first_words: dict[str, frozenset[str]]
    """Sense class → the first words of the field's phrases of that class."""


def _field_phrases(field: str, entries: list) -> FieldPhrases:
    by_word: dict[str, list[tuple[tuple[str, ...], Sense]]] = {}
    if field == "units":
        unit_by_id = {u.id: u for u in entries}
        # v9: a variant form (pics → picture) reads as the unit it names (ADR 0145)
        pairs = [(u, unit_by_id.get(u.same_as, u)) for u in entries]
    elif field == "places":
        place_by_id = {p.id: p for p in entries}
        # v6: a synonym reads as the entry it names the same way (mother → mom: one person)
        pairs = [(p, place_by_id.get(p.same_as, p)) for p in entries]
    else:
        pairs = [(e, e) for e in entries]
    for entry, canon in pairs:
        for word, phrase in _entry_phrases(field, entry, canon):
            listed = by_word.get(word)
            if listed is None:
                by_word[word] = [phrase]
            else:
                listed.append(phrase)
    first: dict[str, set[str]] = {}
    for word, listed in by_word.items():
        for _, sense in listed:
            first.setdefault(sense.cls, set()).add(word)
    return FieldPhrases(entries, by_word, {c: frozenset(w) for c, w in first.items()})


_ENTRY_PHRASES: dict[tuple[int, int], tuple[object, object, tuple]] = {}
"""(id(entry), id(canonical entry)) → (entry, canonical entry, its phrases): the phrases of one pack entry, kept
while the entry lives (the tuple holds it, so its id is never reused meanwhile). Candidate packs share all but one
entry with their parent, so a changed field is rebuilt mostly from here (ADR 0398). Bounded."""


def _entry_phrases(field: str, entry, canon) -> tuple:
    """``(first word, (words, sense))`` for each phrase of one entry of ``field``, in the order they are listed."""
    key = (id(entry), id(canon))
    hit = _ENTRY_PHRASES.get(key)
    if hit is not None and hit[0] is entry and hit[1] is canon:
        return hit[2]
    if field in ("units", "places"):
        cls = "unit" if field == "units" else ("person" if entry.person else "place")
        forms = ((entry.singular, "sg"), (entry.plural, "pl"))
    elif field in ("number_words", "multipliers"):
        cls = "number" if field == "number_words" else "multiplier"
        forms = ((entry.word, ""),)
    elif field == "descriptive_rules":
        cls = "rule_word"
        forms = tuple((slot.rstrip("?*"), "") for slot in entry.pattern if not slot.startswith("<"))
    else:
        cls = _FORM_CLASSES.get(field) or "fn:" + entry.role
        forms = tuple((form, "") for form in entry.forms)
    out = []
    for phrase, form in forms:
        words = tuple(phrase.lower().split())
        out.append((words[0], (words, Sense(cls, len(words), canon, form))))
    got = tuple(out)
    if len(_ENTRY_PHRASES) >= 65536:
        _ENTRY_PHRASES.clear()
    _ENTRY_PHRASES[key] = (entry, canon, got)
    return got


_FORM_CLASSES = {"verbs": "verb", "modifiers": "modifier", "times": "time", "activities": "activity",
                 "comparatives": "comparative"}


_KIND_TABLES = ("classified", "overlapping", "complement_of", "generals", "general_units")
"""The lexicon's tables built from ``pack.kinds`` only (``Lexicon._kind_tables``)."""


def _longest_first(entry: tuple[tuple[str, ...], Sense]) -> int:
    return -len(entry[0])


class Lexicon:
    """Per-pack lookup tables; build with ``lexicon_for(pack)``."""

    ONE_WORDS_MAX = 8192

    def __init__(self, pack: Pack, digest: str | None = None, parent: "Lexicon | None" = None,
                 parent_pack: Pack | None = None):
        """``parent``: a lexicon to derive the tables from (ADR 0398), of ``parent_pack`` (a pack of the same
        content as ``parent.pack``, maybe another object; by default ``parent.pack``) whose untouched lists
        ``pack`` shares."""
        self.pack = pack
        self.digest = digest or content_id(pack, "pack")
        self._memo: dict[str, object] = {}
        self.names = {n.word: n for n in pack.names}
        self.unit_by_id = {u.id: u for u in pack.units}
        self.abbreviations: set[str] = {form for f in pack.functions for form in f.forms if form.endswith(".")}
        self._fields: dict[str, FieldPhrases] | None = None
        """Each phrase field's phrases, kept per list object; made only when a lexicon is derived from this one."""
        if parent is None:
            self._build_phrase_tables(pack)
        else:
            # ADR 0398: a candidate pack that ``apply_change`` made from ``parent``'s pack shares every list the
            # change did not touch; the phrase tables are the parent's, redone at the words a changed field touches
            shared = parent_pack if parent_pack is not None else parent.pack
            kept = parent.fields()
            self._fields = {f: kept[f] if getattr(shared, f) is getattr(pack, f) else _field_phrases(f, getattr(pack, f))
                            for f in PHRASE_FIELDS}
            self._patch_phrase_tables(parent)
        if parent is not None and pack.kinds is (parent_pack or parent.pack).kinds:  # only kinds feed these
            for name in _KIND_TABLES:
                setattr(self, name, getattr(parent, name))
        else:
            self._kind_tables(pack)
        # time phrases that name the start of the story ("at first"): questions with them ask for an
        # initial holding, statements with them must come before any change of that holding
        start_forms = {form for f in pack.functions if f.role == "start" for form in f.forms}
        self.start_times = frozenset(t.id for t in pack.times if start_forms & set(t.forms))
        end_forms = {form for f in pack.functions if f.role == "end" for form in f.forms}
        self.end_times = frozenset(t.id for t in pack.times if end_forms & set(t.forms))
        # (red6) verbs that tell the story's end state ("ends with 54 cards"), like a statement with "now"
        self.end_verbs = frozenset(v.id for v in pack.verbs if end_forms & set(v.forms))
        # (red6) time phrases before the story's present ("yesterday", "last week"): see sequence.py
        past_forms = {form for f in pack.functions if f.role == "past" for form in f.forms}
        self.past_times = frozenset(t.id for t in pack.times if past_forms & set(t.forms))
        # (v8) positive verbs whose passive says things arrived at the subject's place ("5 more are added"):
        # pack role ``arrival``; any other passive acquisition refuses (passives.py)
        arrival_forms = {form for f in pack.functions if f.role == "arrival" for form in f.forms}
        self.arrival_verbs = frozenset(v.id for v in pack.verbs if arrival_forms & set(v.forms))
        # (v8) units that are parts of any thing (pack role ``part_unit``: piece, slice; container_contents.py)
        part_forms = {form for f in pack.functions if f.role == "part_unit" for form in f.forms}
        self.part_units = frozenset(u.id for u in pack.units if u.singular in part_forms)
        # (red11) units of occasions gone to (pack role ``occasion``: games, concerts): contrasted_times.py
        occasion_forms = {form for f in pack.functions if f.role == "occasion" for form in f.forms}
        self.occasion_units = frozenset(u.id for u in pack.units if u.singular in occasion_forms)
        # (red5) time phrases that begin with an each-word ("each day", "every day"): an action repeated once
        # per period, never a single event (repeats.py)
        each_forms = {form for f in pack.functions if f.role == "each" for form in f.forms}
        self.repeat_times = frozenset(t.id for t in pack.times
                                      if any(form.split()[0] in each_forms for form in t.forms))
        # (v6) modifiers that call things the holder had before "old" (pack role ``old``): see ages.py
        old_forms = {form for f in pack.functions if f.role == "old" for form in f.forms}
        self.old_mods = frozenset(m.id for m in pack.modifiers if old_forms & set(m.forms))
        new_forms = {form for f in pack.functions if f.role == "new" for form in f.forms}
        self.new_mods = frozenset(m.id for m in pack.modifiers if new_forms & set(m.forms))
        # units that also name people (students, boys, friends): never read as a non-person agent
        person_nouns = {p.singular for p in pack.places if p.person}
        self.person_units = frozenset(u.id for u in pack.units if u.singular in person_nouns)
        self.number_value = {n.id: Fraction(n.value) for n in (*pack.number_words, *pack.multipliers)}
        self.polarity = _polarity(pack)
        """Predicate id → (representative id, same sign?) over the pack's opposites (v6)."""
        # speed (ADR 0106): verb and activity tables that grammar modules used to rebuild from the pack on
        # every call. Same semantics as the comprehensions they replace: ``verb_category``/``verb_by_id`` keep
        # the last entry of an id (as ``{v.id: …}`` did), ``verb_categories`` every category of an id (as
        # ``any(v.id == x and v.category …)`` did), ``verb_forms`` the first (as ``next(…)`` did).
        self.verb_category: dict[str, str] = {v.id: v.category for v in pack.verbs}
        self.verb_by_id = {v.id: v for v in pack.verbs}
        self.verb_categories: dict[str, frozenset[str]] = {}
        for v in pack.verbs:
            self.verb_categories[v.id] = self.verb_categories.get(v.id, frozenset()) | {v.category}
        self.verb_forms: dict[str, list[str]] = {}
        for v in pack.verbs:
            self.verb_forms.setdefault(v.id, v.forms)
        self.activity_ids = frozenset(a.id for a in pack.activities)
        # the first words of the travel verbs' forms (as ``_add`` keys them): a token can carry a travel verb
        # sense only if its word is one of these (``travel.has_travel_verb`` looks only there)
        self.travel_starts = frozenset(form.lower().split()[0] for v in pack.verbs if v.category == "travel"
                                       for form in v.forms if form.split())
        # speed (v8, ADR 0129): whole-text checks guarded by their trigger words. A sense of class ``c`` (or of a
        # time ``t``) can start at a token only if its lowercase word is one of these first words, so a scan that
        # finds none of them in a text would find no such sense there either: it returns early, exactly.
        self.repeat_starts = frozenset(w for t in self.repeat_times for w in self.time_starts.get(t, ()))
        """The first words of the repeating times (``each``, ``every``: repeats.py)."""
        self.weather_starts = self.first_words.get("fn:weather", frozenset())
        """The first words of the weather verbs (pack role ``weather``: weather.py)."""
        self.destroy_verbs = frozenset(v.id for v in pack.verbs if v.category == "destroy")
        """Verbs of category ``destroy`` (damaged.py: a damaged part), built once instead of per text."""
        self.triggers: dict | None = None
        """Construction triggers as word sets of this pack (triggers.py fills it on first use; ADR 0188)."""
        self._overlap_pairs: frozenset[tuple[str, str]] | None = None
        """Every (a, b) ``may_overlap`` is True for (``_overlap_table``, built on first use; a function of this pack)."""
        self.one_words: dict[str, tuple] = {}
        """Surface word → its senses as ``phrases.one_word_senses`` tags them (filled while reading; bounded by
        ONE_WORDS_MAX; a pure function of the word and this pack, so results never depend on call order)."""

    def _kind_tables(self, pack: Pack) -> None:
        """The tables over the pack's kinds (a function of ``pack.kinds`` alone)."""
        # unit → every more general unit that covers it (transitive: poodle → dog → animal)
        direct: dict[str, set[str]] = {}
        for k in pack.kinds:
            for unit in k.specific:
                direct.setdefault(unit, set()).add(k.general)
        self.classified = frozenset({k.general for k in pack.kinds} | {u for k in pack.kinds for u in k.specific})
        """Units the kinds relation mentions at all; a sum over kinds refuses next to any other unit."""
        self.overlapping: tuple[tuple[str, str], ...] = tuple((a, b) for k in pack.kinds for a, b in k.overlapping)
        """Pairs of units that may share members (red10): never summed as two parts of a kind."""
        self.complement_of: dict[str, tuple[str, frozenset[str]]] = {}
        """Unit → (its complement, the units the pair splits) over the kinds' complement pairs (v16, ADR 0334):
        ``unit.boy`` → (``unit.girl``, {children, kids, students}). A unit in two pairs is in none (ambiguous)."""
        twice: set[str] = set()
        for k in pack.kinds:
            for a, b in k.complements:
                wholes = frozenset((k.general, *k.complement_wholes))
                for x, y in ((a, b), (b, a)):
                    if x in self.complement_of:
                        twice.add(x)
                    self.complement_of[x] = (y, wholes)
        for x in twice:
            del self.complement_of[x]
        self.generals: dict[str, frozenset[str]] = {}
        for unit in direct:
            seen, todo = set(), list(direct[unit])
            while todo:
                g = todo.pop()
                if g not in seen:
                    seen.add(g)
                    todo.extend(direct.get(g, ()))
            self.generals[unit] = frozenset(seen - {unit})
        self.general_units = frozenset(g for gs in self.generals.values() for g in gs)
        """Units some other unit is a kind of (``unit in general_units`` is ``any(unit in gs for gs in
        generals.values())``, asked per question: kind_pieces.py, piece_contents.py; ADR 0188)."""

    def literal(self, lemma: str, negated: bool = False) -> str:
        """The canonical name of a predicate kind: ``bad`` and ``not good`` name the same part of a
        set when the pack lists them as opposites (``not:mod.bad`` ≡ ``mod.good``). Ids the relation
        does not mention stay as they are (``not:verb.work`` for ``didn't work``)."""
        if lemma.startswith("not:"):
            lemma, negated = lemma[4:], not negated
        rep, same = self.polarity.get(lemma, (lemma, True))
        return rep if same != negated else "not:" + rep

    def may_overlap(self, a: str, b: str) -> bool:
        """True when the pack says ``a`` and ``b`` things may be the same things (a kind's ``overlapping``
        pair, or a unit under one of its units): ``students`` and ``boys``, ``kids`` and ``girls``."""
        # speed (ADR 0467): one per-pack table of every pair ``_may_overlap`` is True for (built on first use; was a
        # per-pair memo, ADR 0267, whose misses each scanned the 64 pairs)
        table = self._overlap_pairs
        if table is None:
            table = self._overlap_pairs = self._overlap_table()
        return (a, b) in table

    def _overlap_table(self) -> frozenset[tuple[str, str]]:
        """Every (a, b) ``_may_overlap`` is True for: for a pair (x, y), ``a == x or kind_of(a, x)`` is ``a`` in
        ``{x}`` and the units whose generals hold ``x``; so the pairs are those sets' products, both ways round."""
        under: dict[str, set[str]] = {}
        for unit, gs in self.generals.items():
            for g in gs:
                under.setdefault(g, set()).add(unit)
        out: set[tuple[str, str]] = set()
        for x, y in self.overlapping:
            xs, ys = under.get(x, set()) | {x}, under.get(y, set()) | {y}
            out.update((a, b) for a in xs for b in ys)
            out.update((a, b) for a in ys for b in xs)
        return frozenset(out)

    def _may_overlap(self, a: str, b: str) -> bool:
        for x, y in self.overlapping:
            if ((a == x or self.kind_of(a, x)) and (b == y or self.kind_of(b, y))) or \
                    ((a == y or self.kind_of(a, y)) and (b == x or self.kind_of(b, x))):
                return True
        return False

    def kind_of(self, specific: str, general: str) -> bool:
        """True when the pack says ``specific`` things are ``general`` things (never for the same unit)."""
        return general in self.generals.get(specific, ())

    def _build_phrase_tables(self, pack: Pack) -> None:
        """Every phrase table, in one pass over the pack (a pack no cached lexicon shares lists with)."""
        self.phrases: dict[str, list[tuple[tuple[str, ...], Sense]]] = {}
        for u in pack.units:
            # v9: a variant form (pics → picture) reads as the unit it names (ADR 0145)
            canon_unit = self.unit_by_id.get(u.same_as, u)
            self._add(u.singular, "unit", canon_unit, "sg")
            self._add(u.plural, "unit", canon_unit, "pl")
        for v in pack.verbs:
            for form in v.forms:
                self._add(form, "verb", v)
        for m in pack.modifiers:
            for form in m.forms:
                self._add(form, "modifier", m)
        for t in pack.times:
            for form in t.forms:
                self._add(form, "time", t)
        for a in pack.activities:
            for form in a.forms:
                self._add(form, "activity", a)
        place_by_id = {p.id: p for p in pack.places}
        for p in pack.places:
            cls = "person" if p.person else "place"
            # v6: a synonym reads as the entry it names the same way (mother → mom: one person)
            canon = place_by_id.get(p.same_as, p)
            self._add(p.singular, cls, canon, "sg")
            self._add(p.plural, cls, canon, "pl")
        for n in pack.number_words:
            self._add(n.word, "number", n)
        for n in pack.multipliers:
            self._add(n.word, "multiplier", n)
        for c in pack.comparatives:
            for form in c.forms:
                self._add(form, "comparative", c)
        for f in pack.functions:
            for form in f.forms:
                self._add(form, "fn:" + f.role, f)
        for rule in pack.descriptive_rules:
            for slot in rule.pattern:
                if not slot.startswith("<"):
                    self._add(slot.rstrip("?*"), "rule_word", rule)
        self.single: dict[str, list[Sense]] = {}
        self.multi: dict[str, list[tuple[tuple[str, ...], Sense]]] = {}
        self.multi_by_two: dict[tuple[str, str], list[tuple[tuple[str, ...], Sense]]] = {}
        self.multi_by_length: dict[tuple[str, str], tuple[tuple[int, dict[tuple[str, ...], list[Sense]]], ...]] = {}
        first_words: dict[str, set[str]] = {}
        time_starts: dict[str, set[str]] = {}
        for word, entries in self.phrases.items():
            entries.sort(key=_longest_first)
            self._derive_word(word, entries)
            for _, sense in entries:
                first_words.setdefault(sense.cls, set()).add(word)
                if sense.cls == "time":
                    time_starts.setdefault(sense.entry.id, set()).add(word)
        self._set_first_words({c: frozenset(w) for c, w in first_words.items()},
                              {t: frozenset(w) for t, w in time_starts.items()})

    def _add(self, phrase: str, cls: str, entry, form: str = "") -> None:
        words = tuple(phrase.lower().split())
        self.phrases.setdefault(words[0], []).append((words, Sense(cls, len(words), entry, form)))

    def _set_first_words(self, first_words: dict[str, frozenset[str]], time_starts: dict[str, frozenset[str]]):
        # class → the words its pack phrases start with: a token can carry a sense of a (non-name) class only if
        # its word is one of them, so a scan for one class skips the other tokens (speed, ADR 0106)
        self.first_words = first_words
        # speed (v8, ADR 0129): whole-text checks guarded by their trigger words. A sense of class ``c`` (or of a
        # time ``t``) can start at a token only if its lowercase word is one of these first words, so a scan that
        # finds none of them in a text would find no such sense there either: it returns early, exactly.
        self.time_starts = time_starts
        """Time id → the first words of its forms (visits.py: ``each time``)."""

    def fields(self) -> dict[str, FieldPhrases]:
        """Each phrase field's phrases (made on first use: only a lexicon derived from this one needs them)."""
        if self._fields is None:
            self._fields = {f: _field_phrases(f, getattr(self.pack, f)) for f in PHRASE_FIELDS}
        return self._fields

    def _patch_phrase_tables(self, parent: "Lexicon") -> None:
        """The parent's phrase tables, redone only at the words whose phrases some changed field adds, drops or
        reorders: each table is a function of the word alone (every phrase a word starts, and every phrase under
        a two-word key starting with it), so a word no field changed has the parent's entries exactly."""
        self.phrases = dict(parent.phrases)
        self.single = dict(parent.single)
        self.multi = dict(parent.multi)
        self.multi_by_two = dict(parent.multi_by_two)
        self.multi_by_length = dict(parent.multi_by_length)
        changed: set[str] = set()
        for field in PHRASE_FIELDS:
            mine, theirs = self._fields[field].by_word, parent.fields()[field].by_word
            if mine is not theirs:
                changed.update(w for w in mine.keys() | theirs.keys() if mine.get(w) != theirs.get(w))
        by_class: dict[str, list[frozenset[str]]] = {}
        for field in PHRASE_FIELDS:
            for cls, words in self._fields[field].first_words.items():
                by_class.setdefault(cls, []).append(words)
        time_starts: dict[str, set[str]] = {}
        for word, entries in self._fields["times"].by_word.items():  # only times give senses of class "time"
            for _, sense in entries:
                time_starts.setdefault(sense.entry.id, set()).add(word)
        self._set_first_words({c: frozenset().union(*ws) for c, ws in by_class.items()},
                              {t: frozenset(w) for t, w in time_starts.items()})
        for word in changed:
            for phrase, _ in self.multi.pop(word, ()):
                self.multi_by_two.pop(phrase[:2], None)
                self.multi_by_length.pop(phrase[:2], None)
            self.phrases.pop(word, None)
            self.single.pop(word, None)
            self._set_word(word)

    def _set_word(self, word: str) -> None:
        """The entries of every phrase table at ``word`` (the fields' phrases in field order, longest first)."""
        entries = [e for field in PHRASE_FIELDS for e in self._fields[field].by_word.get(word, ())]
        if entries:
            entries.sort(key=_longest_first)
            self.phrases[word] = entries
            self._derive_word(word, entries)

    def _derive_word(self, word: str, entries: list[tuple[tuple[str, ...], Sense]]) -> None:
        """The tagger's tables at ``word`` from its phrases (longest first)."""
        # fast path for the tagger: one-word senses precomputed, multi-word phrases checked by slice
        self.single[word] = [sense for phrase, sense in entries if len(phrase) == 1]
        longer = [(phrase, sense) for phrase, sense in entries if len(phrase) > 1]
        if not longer:
            return
        self.multi[word] = longer
        # speed (ADR 0095): the multi-word phrases by their first two words ("in the morning" under
        # ("in", "the")), longest first as in ``multi``: "in" starts 36 phrases, most of them not here
        by_two: dict[tuple[str, str], list[tuple[tuple[str, ...], Sense]]] = {}
        for phrase, sense in longer:
            by_two.setdefault(phrase[:2], []).append((phrase, sense))
        for two, listed in by_two.items():
            self.multi_by_two[two] = listed
            # speed (ADR 0267): the same phrases as ``(length, phrase → its senses)`` groups, longest first, the
            # senses of one phrase in ``multi_by_two`` order: ``senses_at`` looks a slice up per length instead of
            # comparing it with every phrase (``at the`` starts 56); the senses come out in the same order
            groups: dict[int, dict[tuple[str, ...], list[Sense]]] = {}
            for phrase, sense in listed:
                groups.setdefault(len(phrase), {}).setdefault(phrase, []).append(sense)
            self.multi_by_length[two] = tuple(sorted(groups.items(), key=lambda g: -g[0]))

    def memo(self, key: str, compute):
        """``compute(self)``, worked out once per pack (a role's verbs, a class's first words): constructions
        ask for such derived sets on every read, and scanning the pack each time cost more than the reading."""
        try:
            return self._memo[key]
        except KeyError:
            value = self._memo[key] = compute(self)
            return value

    def starts_phrase(self, words: list[str], i: int) -> bool:
        """Whether a multi-word phrase may start at ``words[i]`` (its first two words are there)."""
        return i + 1 < len(words) and (words[i], words[i + 1]) in self.multi_by_two

    def senses_at(self, words: list[str], i: int) -> list[Sense]:
        """Every sense of a phrase starting at ``words[i]`` (longest first)."""
        word = words[i]
        groups = self.multi_by_length.get((word, words[i + 1])) if i + 1 < len(words) else None
        if groups is None:
            return list(self.single.get(word, ()))
        out = []
        for n, phrases in groups:  # longest first, as ``multi_by_two`` lists them (speed, ADR 0267)
            got = phrases.get(tuple(words[i:i + n]))
            if got is not None:
                out.extend(got)
        out.extend(self.single.get(word, ()))
        return out


def _polarity(pack: Pack) -> dict[str, tuple[str, bool]]:
    """Two-colour each component of the opposites graph; its smallest id is the positive
    representative. A component that cannot be two-coloured (``a``≠``b``≠``c``≠``a``) is
    contradictory: its ids get no mapping, so no complement is ever read through it."""
    edges: dict[str, set[str]] = {}
    for o in pack.opposites:
        edges.setdefault(o.first, set()).add(o.second)
        edges.setdefault(o.second, set()).add(o.first)
    out: dict[str, tuple[str, bool]] = {}
    seen: set[str] = set()
    for start in sorted(edges):
        if start in seen:
            continue
        colour, todo, ok = {start: True}, [start], True
        while todo:
            x = todo.pop()
            for y in edges[x]:
                if y not in colour:
                    colour[y] = not colour[x]
                    todo.append(y)
                elif colour[y] == colour[x]:
                    ok = False
        seen.update(colour)
        if ok:
            rep = min(colour)
            out.update({x: (rep, colour[x] == colour[rep]) for x in colour})
    return out


_CACHE: dict[int, tuple[Pack, Lexicon]] = {}
# A lexicon is a function of the pack's content only, and packs are frozen. The same content often
# arrives as a new object: every pack decoded from the log (replay re-deriving a run, a loop round
# reading the current pack) and every candidate pack ``apply_change`` rebuilds in the loop's arms.
# Hashing the canonical bytes costs about a tenth of building the tables, so a miss by object
# falls back to a lookup by content id (ADR 0075). Both caches are bounded.
_BY_CONTENT: dict[str, Lexicon] = {}
_BY_CONTENT_MAX = 16


def one_word_verbs(lex: Lexicon, verb_id: str) -> frozenset[str]:
    """Per pack: the lower-case words with a one-word ``verb`` sense of the verb ``verb_id`` (``gave`` for
    ``verb.give``). A token whose word is not among them has no such sense, so ``cur.sense("verb", i)`` there is
    never that verb in one word: a scan for it may skip the token before tagging it (speed, ADR 0452)."""
    def compute(lex: Lexicon) -> frozenset[str]:
        return frozenset(phrase[0] for entries in lex.phrases.values() for phrase, sense in entries
                         if len(phrase) == 1 and sense.cls == "verb" and sense.entry.id == verb_id)
    return lex.memo("one_word_verbs:" + verb_id, compute)


def lexicon_for(pack: Pack) -> Lexicon:
    """The compiled lexicon of a pack (built once per pack content, looked up per pack object)."""
    hit = _CACHE.get(id(pack))
    if hit is not None and hit[0] is pack:
        return hit[1]
    digest = content_id(pack, "pack")
    lex = _BY_CONTENT.pop(digest, None)
    if lex is None:
        parent_pack, parent = _nearest(pack)
        lex = Lexicon(pack, digest, parent=parent, parent_pack=parent_pack)
        while len(_BY_CONTENT) >= _BY_CONTENT_MAX:
            del _BY_CONTENT[next(iter(_BY_CONTENT))]  # the least recently used
    _BY_CONTENT[digest] = lex
    while len(_CACHE) > 16:
        del _CACHE[next(iter(_CACHE))]  # the oldest: the rest stay as parents for the next candidates (ADR 0398)
    _CACHE[id(pack)] = (pack, lex)
    return lex


def _nearest(pack: Pack) -> tuple[Pack | None, Lexicon | None]:
    """A pack seen lately that shares the most phrase fields with ``pack`` by identity (a candidate pack shares
    all but the one ``apply_change`` touched) and its lexicon, if it shares all but at most two; else (None, None):
    a full build. Which one is chosen changes only the work done, never the tables (``Lexicon._patch_phrase_tables``)."""
    best, best_shared = (None, None), len(PHRASE_FIELDS) - 3
    for seen, lex in reversed(_CACHE.values()):  # most recently seen first
        if seen is pack:
            continue
        shared = sum(getattr(pack, f) is getattr(seen, f) for f in PHRASE_FIELDS)
        if shared > best_shared:
            best, best_shared = (seen, lex), shared
    return best
