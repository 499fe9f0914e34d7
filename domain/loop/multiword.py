"""Multi-word entries from refusal evidence (ADR 0048): verb + particle, compound nouns, time phrases.

The single-word groups (``decomposer.group``) bridge one unknown word. Three kinds of pack entry
are longer than the word a refusal stops at, and the pack already stores each as one multi-word
form (``domain.reader.lexicon`` matches the longest phrase):

* **verb phrases** — a verb and its particle: ``threw [[away]]``… stops at the verb ``threw`` (unknown)
  with ``away`` after it; ``had saved [[up]] 21 dollars`` stops at the particle after a known verb;
  ``How many cards does Martha [[end]] with`` stops at the verb before ``with``. The phrase is the
  verb-position word (never right after a number, determiner, possessive or noun: ``4 starfish on``)
  and the particle (a word whose every one-word sense is a function of a role in
  ``PARTICLE_ROLES``). Candidates: one ``AddVerb`` per verb category (``VERB_CANDIDATES``), forms
  the regular inflections of the verb word each followed by the particle (``verb_forms``).
* **compound nouns** — ``Jerry had 7 [[action]] figures``, ``bus [[ride]]``: the unknown word and a
  neighbour that is a count noun already (a unit, place or person sense) or unknown too, neither a
  function, a number, a verb nor a capitalised (name) word, and the first word no plural count noun
  (``oranges stored``), nor the last word followed by a number (``dad borrowed 75``). Candidates: the compound as a unit (with ``AddKindOf`` under the head's unit
  when the head is one: ``zib cards`` are ``cards``), a place, a role noun — only the head's own
  class when the pack knows the head (``green balloons`` are balloons, never a place).
* **time phrases inside unparsed sentences** — ``[[For]] his birthday he got …``, ``[[On]] Saturday``,
  ``did she have [[at]] the end of the game``: the reader stops at the *opening* preposition (the
  head noun is known, or capitalised and read as a name). The phrase runs from the refused word over
  words whose every sense is a ``TIME_PREFIX_ROLES`` function to the first other word (the head),
  which must be a plain word (no function, number or verb sense). Candidate: one ``AddTime``.

Every phrase family is grouped by its phrase key (Tier 1: ≥ 2 evidence rows, as single words) and
its candidates go through the same arms as any other (evidence, arm 1 held-out: any wrong rejects,
arm 2 known-good texts containing every word of the phrase: any changed answer rejects, B2). A
multi-word candidate is proposed only when it admits a case correctly: a longer entry that reads
nothing more is no reason to add it (``decomposer.select_multiword``).

Pure: reads the text, the evidence position and the pack's lexicon; no word list in code (the
particle and time-prefix words are the pack's functions of the named roles).
"""
from __future__ import annotations

from typing import NamedTuple

from domain.loop.candidates import (CLOSED_ROLES, TIME_OPENERS, TIME_PREFIX_ROLES, VERB_CANDIDATES, Candidate,
                                   sentence_tokens)
from domain.loop.shapes import lemma_of, noun_forms, slug, verb_forms
from domain.reader.lexicon import Lexicon, lexicon_for
from domain.reader.pack import (AddKindOf, AddPlace, AddTime, AddUnit, AddVerb, KindOf, Pack, PackChange, Place, Unit,
                                Verb, Word)

VERB_PHRASE = "verb_phrase"
COMPOUND = "compound"
TIME_PHRASE = "time_phrase"
FAMILIES = (VERB_PHRASE, COMPOUND, TIME_PHRASE)

SHAPE_CATEGORY = {VERB_PHRASE: "state_change_verb", COMPOUND: "discrete_count_statement",
                  TIME_PHRASE: "time_adverbial"}

PARTICLE_ROLES = frozenset({"particle", "preposition", "adverb", "back"})
"""Function roles a verb's particle may have (``up``, ``with``, ``away``, ``back``): read from the
pack's functions, never a word list here."""

NOUN_SLOT_BEFORE = frozenset({"fn:determiner", "fn:possessive", "number", "unit", "place", "person"})
"""Classes of a word before which a word stands in a noun's place, not a verb's."""

NOUN_CLASSES = frozenset({"unit", "place", "person"})
"""Senses that let a known word be one half of a compound noun (``bus`` in ``bus ride``)."""


class Phrase(NamedTuple):
    family: str
    key: str
    """The group key: verb phrase → base verb + particle; compound → singular; time → the phrase."""
    phrase: str
    """The lower-cased, space-joined phrase the text shows."""


def _one_word(lex: Lexicon, words: list[str], i: int) -> list[str]:
    """The classes of the one-word senses at ``i`` (descriptive-rule literals do not count: a rule word
    is part of a sentence pattern, not a meaning)."""
    return sorted({s.cls for s in lex.senses_at(words, i) if s.length == 1 and s.cls != "rule_word"})


def _function_roles(classes: list[str]) -> set[str] | None:
    """The roles when every class is a function, else None."""
    if not classes or not all(c.startswith("fn:") for c in classes):
        return None
    return {c[3:] for c in classes}


def _plain(tok, i: int) -> bool:
    """A lower-case word (a capital inside a sentence reads as a name; a token of other kinds is no word)."""
    return tok.kind == "word" and (i == 0 or not tok.text[:1].isupper()) and tok.low.replace("-", "").isalpha()


def phrases_at(text: str, sentence_index: int, token_index: int, lex: Lexicon) -> list[Phrase]:
    """Every multi-word phrase the refused token at (sentence, token) may belong to."""
    toks = sentence_tokens(text, sentence_index, token_index, lex)
    if not toks:
        return []
    i = token_index
    words = [t.low for t in toks]
    cls = [_one_word(lex, words, j) for j in range(len(toks))]
    out: list[Phrase] = []

    def particle(j: int) -> bool:
        # a particle stands alone: a word that opens a longer phrase of the pack there (``in`` of ``in
        # total``, ``at`` of ``at a time``) belongs to that phrase, not to the verb before it
        roles = _function_roles(cls[j]) if 0 <= j < len(toks) and toks[j].kind == "word" else None
        return (roles is not None and roles <= PARTICLE_ROLES
                and not any(x.length > 1 for x in lex.senses_at(words, j)))

    def verb_word(j: int) -> bool:
        # unknown, or known as a verb (a function sense besides is allowed: ``saved`` is also may_own) —
        # and not in a noun's place: right after a number, a determiner, a possessive or a count noun
        # (``4 starfish on``, ``the bin in``, ``bottle caps in``) the word is counted or named, not done
        # (ADR 0049) a word known only as a function of a content-word role (``saved``: ``may_own``) is a
        # verb word too: ``had saved up 21 dollars``
        if not (0 <= j < len(toks) and _plain(toks[j], j)):
            return False
        roles = _function_roles(cls[j])
        content_fn = roles is not None and not (roles & CLOSED_ROLES)
        if not ((not cls[j] or "verb" in cls[j] or content_fn)
                and not any(c in ("number", "multiplier") for c in cls[j])):
            return False
        return j == 0 or not (toks[j - 1].kind in ("num", "money") or set(cls[j - 1]) & NOUN_SLOT_BEFORE)

    def verb_phrase(v: int, p: int) -> None:
        out.append(Phrase(VERB_PHRASE, f"{lemma_of('verb', words[v])} {words[p]}", f"{words[v]} {words[p]}"))

    # verb + particle: the refused word is the verb, or the particle right after a verb word
    if verb_word(i) and particle(i + 1):
        verb_phrase(i, i + 1)
    elif particle(i) and verb_word(i - 1):
        verb_phrase(i - 1, i)

    # compound noun: the refused unknown word and a noun-ish neighbour
    def plural_unit(j: int) -> bool:
        # the first word of a compound is a singular modifier (``bottle caps``, not ``oranges stored``)
        return any(x.cls == "unit" and x.length == 1 and x.form == "pl" for x in lex.senses_at(words, j)) and not any(
            x.cls == "unit" and x.length == 1 and x.form == "sg" for x in lex.senses_at(words, j))

    def noun_part(j: int) -> bool:
        # a capitalised word (even first in the sentence: ``Ezra drew``) may be a name: part of a compound
        # only when the pack knows its lower-case form as a noun (``Bottle caps …``)
        if not (0 <= j < len(toks) and _plain(toks[j], j)):
            return False
        if toks[j].text[:1].isupper():
            return bool(cls[j]) and set(cls[j]) <= NOUN_CLASSES
        return not cls[j] or set(cls[j]) <= NOUN_CLASSES

    if not cls[i] and _plain(toks[i], i):
        for a, b in ((i, i + 1), (i - 1, i)):
            # a word right before a number is a verb with its object (``dad borrowed 75``), not a noun's head
            then_number = b + 1 < len(toks) and toks[b + 1].kind in ("num", "money")
            if noun_part(a) and noun_part(b) and not plural_unit(a) and not then_number:
                singular, _ = noun_forms(words[b])
                out.append(Phrase(COMPOUND, f"{words[a]} {singular}", f"{words[a]} {words[b]}"))

    # a time phrase opened by the refused word
    roles = _function_roles(cls[i]) if toks[i].kind == "word" else None
    if roles is not None and roles <= TIME_PREFIX_ROLES:
        j, opener = i, False
        while j < len(toks) and toks[j].kind == "word":
            r = _function_roles(cls[j])
            if r is None or not r <= TIME_PREFIX_ROLES:
                break
            opener = opener or bool(r & TIME_OPENERS)
            j += 1
        if opener and j < len(toks) and toks[j].kind == "word" and toks[j].low.isalpha() and (
                not any(c.startswith("fn:") or c in ("number", "multiplier", "verb") for c in cls[j])):
            phrase = " ".join(words[i:j + 1])
            out.append(Phrase(TIME_PHRASE, phrase, phrase))
    return out


def _taken(pack: Pack, form: str) -> bool:
    """Whether the exact phrase already has an open-class sense (a function of the same words, like the
    closed-class ``end with`` or ``last month``, is grammar and coexists, as in en_base_v1)."""
    words = tuple(form.lower().split())
    return any(phrase == words and not sense.cls.startswith("fn:") and sense.cls != "rule_word"
               for phrase, sense in lexicon_for(pack).phrases.get(words[0], ()))


def verb_phrase_candidates(key: str, seen: list[str], pack: Pack, observed_only: bool) -> list[Candidate]:
    verb, particle = key.rsplit(" ", 1)
    if observed_only:
        forms = sorted(set(seen))
    else:
        forms = sorted({f"{f} {particle}" for s in seen for f in verb_forms(s.split()[0])})
    forms = [f for f in forms if not _taken(pack, f)]
    if not forms:
        return []
    verb_id = f"verb.{slug(key)}"
    return [Candidate("add_verb", category, [AddVerb(verb=Verb(id=verb_id, forms=forms, category=category))],
                      f"'{key}' is a multi-word verb of category {category}", forms)
            for category in VERB_CANDIDATES]


def compound_candidates(key: str, seen: list[str], pack: Pack) -> list[Candidate]:
    first, last = seen[0].rsplit(" ", 1)
    _, plural_last = noun_forms(last)
    singular, plural = key, f"{first} {plural_last}"
    if _taken(pack, singular) or _taken(pack, plural):
        return []
    s = slug(singular)
    unit = Unit(id=f"unit.{s}", singular=singular, plural=plural)
    place = Place(id=f"place.{s}", singular=singular, plural=plural)
    person = Place(id=f"person.{s}", singular=singular, plural=plural, person=True, gender="")
    unit_changes: list[PackChange] = [AddUnit(unit=unit)]
    claim = f"'{singular}/{plural}' is a compound count noun (a unit)"
    # A compound whose head is a unit is a kind of it (``zib cards`` are ``cards``): without the kind the
    # reader would read the two as unrelated units and answer ``how many cards`` with the plain cards
    # alone; with it a question about the head sums both or refuses (kinds, as en_base_v1's ``baseball
    # cards`` under ``cards``).
    head_senses = [sense for sense in lexicon_for(pack).senses_at([last], 0) if sense.length == 1]
    heads = sorted({sense.entry.id for sense in head_senses if sense.cls == "unit"})
    if len(heads) == 1:
        unit_changes.append(AddKindOf(kind_of=KindOf(id=f"kind.{s}", general=heads[0], specific=[unit.id])))
        claim += f", a kind of {heads[0]}"
    out = [Candidate("add_unit", "count", unit_changes, claim, [singular, plural]),
           Candidate("add_place", "place", [AddPlace(place=place)],
                     f"'{singular}/{plural}' is a compound noun naming a place or an organisation",
                     [singular, plural]),
           Candidate("add_place", "person", [AddPlace(place=person)],
                     f"'{singular}/{plural}' is a compound role noun for a person", [singular, plural])]
    # A compound is the kind of thing its head is (``green balloons`` are balloons, not a place): a head
    # the pack knows keeps only the readings of its class; an unknown head keeps all three.
    known = {sense.cls for sense in head_senses} & NOUN_CLASSES
    if known:
        allowed = {"count" if cls == "unit" else cls for cls in known}
        out = [c for c in out if c.category in allowed]
    return out


def time_phrase_candidates(key: str, pack: Pack) -> list[Candidate]:
    if _taken(pack, key):
        return []
    return [Candidate("add_time", "time", [AddTime(time=Word(id=f"time.{slug(key)}", forms=[key]))],
                      f"'{key}' is a time phrase (an adverbial the sentence opens or closes with)", [key])]


def multiword_candidates(family: str, key: str, seen: list[str], pack: Pack,
                         observed_only: bool = False) -> list[Candidate]:
    if family == VERB_PHRASE:
        return verb_phrase_candidates(key, seen, pack, observed_only)
    if family == COMPOUND:
        return compound_candidates(key, seen, pack)
    if family == TIME_PHRASE:
        return time_phrase_candidates(key, pack)
    return []
