"""Candidate bridges: the pack changes that could admit a group of refusals.

One group may have several candidates (an unknown verb could be a gain, a loss, a transfer …);
the arms decide which survives. Each candidate is a short list of typed ``PackChange``s that
``apply_change`` applies mechanically.
"""
from __future__ import annotations

from typing import NamedTuple

from domain.loop.shapes import noun_forms, slug, verb_forms
from domain.reader.lexicon import lexicon_for
from domain.reader.lexicon import Lexicon
from domain.reader.pack import (AddActivity, AddModifier, AddName, AddPlace, AddTime, AddUnit, AddVerb, AddVerbForm,
                                Name, Pack, PackChange, Place, Unit, Verb, Word)
from domain.reader.tokens import normalise, split_sentences, tokenize

# Verb categories an unknown verb in a statement may take, in prior order (ties in evidence are
# broken by confidence, then by this order: commoner readings first).
VERB_CANDIDATES = ("positive", "negative", "transfer_out", "transfer_in", "observe", "construct", "destroy", "put")

EVIDENCE_ONLY = frozenset({"add_place", "add_name", "add_time"})
"""(ADR 0044) Change types the loop proposes only when they admit a case: a holder reading (a place,
a role noun, a name) that reads nothing is no reason to take a count noun's place. A noun group
whose unit is the only other survivor keeps the unit, as before holders could be learned.
(ADR 0047) A time phrase likewise: ``for his dog`` read as a time that admits nothing must not
keep the unit ``dog`` waiting."""

TIME_PREFIX_ROLES = frozenset({"preposition", "determiner", "possessive", "ordinal", "sequence"})
"""(ADR 0047) Function roles a time phrase may open with before its head noun (``for his birthday``,
``at lunch``, ``the first night``, ``during the summer``): closed-class grammar words, read from the
pack's functions, never a word list here."""

TIME_OPENERS = frozenset({"preposition", "ordinal", "sequence"})
"""A run of those words is a time phrase's opening only when one of them is a preposition, an ordinal
or a sequence word: ``the dog`` or ``his dog`` alone is a noun phrase, not a time. ``each``/``every``
are left out on purpose: a time opened by them is a REPEAT to the reader (repeats.py multiplies), a
meaning no refusal's evidence can license."""

CLOSED_ROLES = frozenset({
    "determiner", "preposition", "pronoun", "possessive", "conjunction", "be", "aux", "not", "relative",
    "if", "how", "what", "when", "where", "while", "than", "as", "each", "of", "particle", "adverb", "back",
    "quantity_question", "title", "ordinal", "sequence", "some", "more", "all", "another", "other", "ones",
    "there", "times", "plus", "same", "fewer"})
"""Function roles of the closed classes (determiners, prepositions, pronouns, conjunctions, auxiliaries,
adverbs, quantifiers, question words): their words have no open-class second sense (ADR 0049). Every other role
is a construction anchored on a content word (``new``, ``attendance``, ``occasion``, ``guest`` …)
whose word is also a noun, an adjective or a verb elsewhere."""

CHANGE_KIND = {
    "add_unit": "vocabulary_addition",
    "add_verb": "vocabulary_addition",
    "add_modifier": "vocabulary_addition",
    "add_activity": "vocabulary_addition",
    "add_time": "vocabulary_addition",
    "add_name": "vocabulary_addition",
    "add_place": "vocabulary_addition",
    "add_verb_form": "matcher_extension",
    "reclassify_verb": "frame_reclassification",
    "add_descriptive_rule": "injector_sub_shape",
}


class Candidate(NamedTuple):
    change_type: str
    """The PackChange tag of the (first) change, e.g. ``add_verb``."""
    category: str
    """Verb category, unit family, or the class joined ("modifier", "activity")."""
    changes: list[PackChange]
    claim: str
    surface: list[str]
    """Every surface form the change adds (arm 2 re-reads only texts containing one of them)."""


def _known_forms(pack: Pack) -> dict[str, str]:
    return {form: v.id for v in pack.verbs for form in v.forms}


def _taken(pack: Pack, form: str) -> bool:
    """Whether a surface form already means something in the pack (a second sense would make the
    reading ambiguous, e.g. a unit ``dominoe`` whose plural is the known ``dominoes``)."""
    words = form.lower().split()
    return any(phrase == tuple(words) for phrase, _ in lexicon_for(pack).phrases.get(words[0], ()))


def noun_candidates(lemma: str, seen: list[str], pack: Pack) -> list[Candidate]:
    singular, plural = noun_forms(seen[0])
    if _taken(pack, singular) or _taken(pack, plural):
        return []
    unit = Unit(id=f"unit.{slug(singular)}", singular=singular, plural=plural)
    return [Candidate("add_unit", "count", [AddUnit(unit=unit)],
                      f"'{singular}/{plural}' is a discrete count noun (a unit)", [singular, plural])]


def holder_candidates(lemma: str, seen: list[str], pack: Pack) -> list[Candidate]:
    """(ADR 0044) The two holder readings of a noun: a non-person place (``the farm``, ``a company``:
    owns and contains things) and a person role noun (``the baker``: acts, owns, is ``he``/``she``).

    A place comes first: it is the narrower reading (it never acts nor answers to a personal pronoun),
    so when both read the evidence alike the loop keeps the one that commits to less. The role noun's
    gender is "" (agrees with he and she): nothing in a refusal fixes it, and a pronoun that could then
    name two people refuses instead of guessing."""
    singular, plural = noun_forms(seen[0])
    if _taken(pack, singular) or _taken(pack, plural):
        return []
    place = Place(id=f"place.{slug(singular)}", singular=singular, plural=plural)
    person = Place(id=f"person.{slug(singular)}", singular=singular, plural=plural, person=True, gender="")
    return [Candidate("add_place", "place", [AddPlace(place=place)],
                      f"'{singular}/{plural}' names a place or an organisation that holds things", [singular, plural]),
            Candidate("add_place", "person", [AddPlace(place=person)],
                      f"'{singular}/{plural}' is a role noun for a person", [singular, plural])]


def counted_in(text: str, forms: list[str], lex: Lexicon) -> bool:
    """(ADR 0049) Whether the text counts one of the forms: a number right before it (``had 72 homework
    problems``). What a text counts is a count noun, so a holder reading (a place, a role noun) of the
    same words contradicts the text's own usage, whatever it answers."""
    wanted = {tuple(f.lower().split()) for f in forms if f}
    for sentence in split_sentences(tokenize(normalise(text), lex.abbreviations)):
        toks = sentence.tokens
        words = [t.low for t in toks]
        for i in range(1, len(toks)):
            prev = toks[i - 1]
            if not (prev.kind == "num" or (prev.kind == "word" and any(
                    x.cls == "number" for x in lex.senses_at(words, i - 1)))):
                continue
            if any(tuple(words[i:i + len(f)]) == f for f in wanted):
                return True
    return False


def proper_forms(text: str, word: str, lex: Lexicon) -> list[str]:
    """(ADR 0044) The capitalised spellings of ``word`` a text shows where capitals mean a name: not
    at a sentence start (``Gumballs come …``), unless the same spelling is also capitalised elsewhere."""
    low = word.lower()
    inside: set[str] = set()  # a spelling also seen at a start is kept through its inside occurrence
    for sentence in split_sentences(tokenize(normalise(text), lex.abbreviations)):
        for i, tok in enumerate(sentence.tokens):
            if i > 0 and tok.kind == "word" and tok.low == low and tok.text[:1].isupper():
                inside.add(tok.text)
    return sorted(inside)


def name_candidates(proper: list[str], pack: Pack) -> list[Candidate]:
    """(ADR 0044) A proper name, only on capitalised evidence (see ``proper_forms``). The gender is
    ``x`` (agrees with he and she): a first name's gender is not in the evidence either."""
    out: list[Candidate] = []
    known = {n.word for n in pack.names}
    for form in sorted(set(proper)):
        if form in known or not form.replace("-", "").isalpha():
            continue
        name = Name(id=f"name.{slug(form)}", word=form, gender="x")
        out.append(Candidate("add_name", "name", [AddName(name=name)], f"'{form}' is a proper name", [form]))
    return out[:1]


def verb_candidates(lemma: str, seen: list[str], pack: Pack, observed_only: bool) -> list[Candidate]:
    forms = sorted(set(seen)) if observed_only else sorted({f for w in seen for f in verb_forms(w)})
    known = _known_forms(pack)
    out: list[Candidate] = []
    # matcher extension: another form of a verb the pack already has
    for base in sorted({f for w in seen for f in verb_forms(w)}):
        if base in known:
            verb = next(v for v in pack.verbs if v.id == known[base])
            new_forms = [f for f in sorted(set(seen)) if f not in verb.forms]
            if new_forms:
                out.append(Candidate("add_verb_form", verb.category,
                                     [AddVerbForm(verb_id=verb.id, form=f) for f in new_forms],
                                     f"{', '.join(repr(f) for f in new_forms)} inflect the known verb {verb.id}",
                                     new_forms))
            return out
    forms = [f for f in forms if not _taken(pack, f)]
    if not forms:
        return out
    verb_id = f"verb.{slug(lemma)}"
    for category in VERB_CANDIDATES:
        verb = Verb(id=verb_id, forms=forms, category=category)
        out.append(Candidate("add_verb", category, [AddVerb(verb=verb)],
                             f"'{lemma}' is a verb of category {category}", forms))
    return out


def modifier_candidates(lemma: str, seen: list[str], pack: Pack) -> list[Candidate]:
    if _taken(pack, lemma):
        return []
    word = Word(id=f"mod.{slug(lemma)}", forms=[lemma])
    return [Candidate("add_modifier", "modifier", [AddModifier(modifier=word)],
                      f"'{lemma}' is an adjective-like modifier of a count noun", [lemma])]


def activity_candidates(lemma: str, seen: list[str], pack: Pack) -> list[Candidate]:
    if _taken(pack, lemma):
        return []
    word = Word(id=f"act.{slug(lemma)}", forms=[lemma])
    return [Candidate("add_activity", "activity", [AddActivity(activity=word)],
                      f"'{lemma}' names an activity (a descriptive sentence)", [lemma])]


def sentence_tokens(text: str, sentence_index: int, token_index: int, lex: Lexicon) -> list:
    """The tokens of the refused sentence, or [] when the evidence's (sentence, token) is not in the text."""
    if sentence_index < 0 or token_index < 0:
        return []
    sentences = split_sentences(tokenize(normalise(text), lex.abbreviations))
    if sentence_index >= len(sentences):
        return []
    toks = sentences[sentence_index].tokens
    return toks if token_index < len(toks) else []


def time_phrases(text: str, word: str, sentence_index: int, token_index: int, lex: Lexicon) -> list[str]:
    """(ADR 0047) The time phrase a refused word may close, from the words the text shows before it.

    The reader refuses at the head noun of an unknown time phrase (``for his birthday`` stops at
    ``birthday``, ``the first night`` at ``night``): the phrase is the longest run of known grammar
    words just before it whose every sense is a ``TIME_PREFIX_ROLES`` function, plus the word — kept
    only when the run holds a ``TIME_OPENERS`` word. Lower-cased, space-joined: the pack's form.
    Without such a run, the word alone when it closes its clause (``_lone_time``, ADR 0049)."""
    toks = sentence_tokens(text, sentence_index, token_index, lex)
    if not toks or toks[token_index].low != word.lower() or toks[token_index].kind != "word":
        return []
    words = [t.low for t in toks]
    start = token_index
    opener = False
    while start > 0 and toks[start - 1].kind == "word":
        senses = lex.senses_at(words, start - 1)
        roles = {s.cls[3:] for s in senses if s.cls.startswith("fn:") and s.length == 1}
        if not senses or len(roles) != len(senses) or not roles <= TIME_PREFIX_ROLES:
            break
        opener = opener or bool(roles & TIME_OPENERS)
        start -= 1
    if start == token_index or not opener:
        return _lone_time(toks, words, token_index, lex)
    return [" ".join(words[start:token_index + 1])]


def _lone_time(toks: list, words: list[str], i: int, lex: Lexicon) -> list[str]:
    """(ADR 0049) A one-word time adverb (``… plant walnut trees today.``, ``Yesterday, she …``): the
    refused word closes its clause — the sentence ends, a comma or a conjunction follows — and does not
    stand in a noun's place: it follows a noun (known or unknown) or a comma, or opens the sentence —
    never after a number, a verb or a grammar word (``the bake sale``, ``sold apples``, ``each blorp``).
    Read off the token kinds and the pack's functions; no word list."""
    tok = toks[i]
    if tok.kind != "word" or not tok.low.isalpha() or (i > 0 and tok.text[:1].isupper()):
        return []
    if i + 1 < len(toks):
        nxt = toks[i + 1]
        roles = {s.cls for s in lex.senses_at(words, i + 1)} if nxt.kind == "word" else set()
        if not (nxt.kind == "punct" or (roles and roles <= {"fn:conjunction"})):
            return []
    if i > 0:
        # it follows a finished noun phrase (its head noun, known or not) or a comma — never a number, a
        # verb or a grammar word that opens a noun phrase (``the``, ``his``, ``of``, ``each``: then it is the noun)
        prev = toks[i - 1]
        classes = {s.cls for s in lex.senses_at(words, i - 1)} if prev.kind == "word" else set()
        if not (prev.kind == "punct" or (prev.kind == "word" and classes <= {"unit", "place", "person"})):
            return []
    return [tok.low]


def time_candidates(lemma: str, phrases: list[str], pack: Pack) -> list[Candidate]:
    """(ADR 0047) One time entry holding every phrase the group's texts close with the word (an
    adverbial the reader consumes: ``Benny received 67 dollars for his birthday``)."""
    forms = sorted({p for p in phrases if not _taken(pack, p)})
    if not forms:
        return []
    word = Word(id=f"time.{slug(forms[0])}", forms=forms)
    return [Candidate("add_time", "time", [AddTime(time=word)],
                      f"{', '.join(repr(f) for f in forms)} {'is a time phrase' if len(forms) == 1 else 'are time phrases'}"
                      f" (an adverbial closed by {lemma!r})", forms)]


def candidates_for(family: str, lemma: str, seen: list[str], pack: Pack, observed_only: bool = False,
                   proper: list[str] | None = None, times: list[str] | None = None) -> list[Candidate]:
    """Every candidate bridge for a group (a word of unknown family gets all of them), commoner
    readings first. ``proper``: capitalised spellings the evidence shows in a name position
    (``proper_forms``); a name is proposed only on that evidence. ``times``: the time phrases the
    evidence shows the word closing (``time_phrases``); a time is proposed only on that evidence,
    last (ADR 0047)."""
    names = name_candidates(proper or [], pack)
    when = time_candidates(lemma, times or [], pack)
    if family == "noun":
        return [*noun_candidates(lemma, seen, pack), *holder_candidates(lemma, seen, pack), *names, *when]
    if family == "verb":
        return [*verb_candidates(lemma, seen, pack, observed_only), *when]
    if family == "modifier":
        return [*modifier_candidates(lemma, seen, pack), *when]
    if family == "activity":
        return [*activity_candidates(lemma, seen, pack), *when]
    if family == "word":
        # no holder here: a place or a role noun comes after a determiner, a possessive or a preposition
        # (the noun slot); offered after a verb it explained 'handed out 42' with a place 'out' (ADR 0044)
        return [*noun_candidates(lemma, seen, pack), *verb_candidates(lemma, seen, pack, observed_only),
                *modifier_candidates(lemma, seen, pack), *names, *when]
    return []
