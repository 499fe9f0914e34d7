"""Candidate bridges: the pack changes that could admit a group of refusals.

One group may have several candidates (an unknown verb could be a gain, a loss, a transfer …);
the arms decide which survives. Each candidate is a short list of typed ``PackChange``s that
``apply_change`` applies mechanically.
"""
from __future__ import annotations

from typing import NamedTuple

from domain.loop.shapes import noun_forms, slug, verb_forms
from domain.reader.lexicon import lexicon_for
from domain.reader.pack import (AddActivity, AddModifier, AddUnit, AddVerb, AddVerbForm, Pack, PackChange, Unit,
                                Verb, Word)

# Verb categories an unknown verb in a statement may take, in prior order (ties in evidence are
# broken by confidence, then by this order: commoner readings first).
VERB_CANDIDATES = ("positive", "negative", "transfer_out", "transfer_in", "observe", "construct", "destroy", "put")

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


def candidates_for(family: str, lemma: str, seen: list[str], pack: Pack, observed_only: bool = False) -> list[Candidate]:
    """Every candidate bridge for a group (a word of unknown family gets all of them)."""
    if family == "noun":
        return noun_candidates(lemma, seen, pack)
    if family == "verb":
        return verb_candidates(lemma, seen, pack, observed_only)
    if family == "modifier":
        return modifier_candidates(lemma, seen, pack)
    if family == "activity":
        return activity_candidates(lemma, seen, pack)
    if family == "word":
        return [*noun_candidates(lemma, seen, pack), *verb_candidates(lemma, seen, pack, observed_only),
                *modifier_candidates(lemma, seen, pack)]
    return []
