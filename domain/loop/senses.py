"""Second senses: an open-class reading of a word the pack knows only as a grammar function (ADR 0049).

The reader's grammar anchors some constructions on content words, stored as functions of the pack:
``new`` (role ``new``: ``the new ones``), ``school`` (``attendance``: ``went to school``), ``game``
(``occasion``: ``went to 4 games``), ``friend`` (``guest``), ``money`` (``money_word``), ``saved``
(``may_own``). The same words are also ordinary nouns, adjectives and verbs — ``41 new Pokemon
cards``, ``The school is planning a trip``, ``He gave 9 to his friends`` — and a pack that lacks that
second sense refuses the sentence at or just before the word (``unparsed_sentence`` at ``the`` of
``The school …``, at ``on`` of ``spent 25 on a new game``), never with ``unknown_word``, so the
single-word groups (``decomposer.group``) never see them.

Evidence: a refusal tied to a token; the word is the first of the refused token and the two after
it that (a) is a plain lower-case word (a capital inside a sentence may be a name), (b) has only
function senses, none of them in a closed-class role (``CLOSED_ROLES``: determiners, prepositions,
pronouns, auxiliaries … are never also nouns or adjectives) and (c) opens no longer phrase of the
pack there (``in`` of ``in total``). Key: the word's noun lemma (``friend`` for ``friends``).

Candidates (``sense_candidates``), the open-class readings the word lacks, commoner first: a count
noun (``AddUnit``), a place and a role noun (``AddPlace``), a modifier (``AddModifier``) and one
``AddVerb`` per verb category. Usage check (``decomposer._test``): a noun reading of a word every group
text shows right before a count noun (``3 new apples``) is withheld as ``modifies`` — there the word
modifies the noun, whatever the noun reading happens to answer. A form that already has an open-class sense is no candidate (a
function sense coexists, as in en_base_v1). They go through the same arms as any candidate and are
proposed only when they admit a case correctly (``decomposer.select_multiword``): a second sense
that reads nothing is no reason to make a grammar word ambiguous.

Pure: reads the text, the evidence position and the pack's lexicon; the only list here names
grammar roles, never words.
"""
from __future__ import annotations

from domain.loop.candidates import CLOSED_ROLES, VERB_CANDIDATES, Candidate, sentence_tokens
from domain.loop.multiword import NOUN_CLASSES, Phrase
from domain.loop.shapes import noun_forms, slug, verb_forms
from domain.reader.lexicon import Lexicon, lexicon_for
from domain.reader.tokens import normalise, split_sentences, tokenize
from domain.reader.pack import AddModifier, AddPlace, AddUnit, AddVerb, Pack, Place, Unit, Verb, Word

SECOND_SENSE = "second_sense"

WINDOW = 2
"""How many words after the refused token may hold the word: the reader commits to a frame at a phrase's
start and refuses there (``The school …`` at ``the``, ``on a new game`` at ``on``)."""


def _content_function(lex: Lexicon, words: list[str], j: int) -> bool:
    senses = lex.senses_at(words, j)
    if any(s.length > 1 for s in senses):
        return False  # a longer phrase of the pack starts here: the word belongs to it
    one = [s for s in senses if s.cls != "rule_word"]
    if not one or not all(s.cls.startswith("fn:") for s in one):
        return False
    return not ({s.cls[3:] for s in one} & CLOSED_ROLES)


def sense_words_at(text: str, sentence_index: int, token_index: int, lex: Lexicon) -> list[Phrase]:
    """The word a refusal may stop at for want of its second sense (at most one), as a ``Phrase``."""
    toks = sentence_tokens(text, sentence_index, token_index, lex)
    if not toks:
        return []
    words = [t.low for t in toks]
    for j in range(token_index, min(len(toks), token_index + WINDOW + 1)):
        tok = toks[j]
        if tok.kind != "word" or not tok.low.isalpha() or (j > 0 and tok.text[:1].isupper()):
            continue
        if _content_function(lex, words, j):
            return [Phrase(SECOND_SENSE, noun_forms(tok.low)[0], tok.low)]
    return []


def before_a_noun(text: str, word: str, lex: Lexicon) -> bool:
    """Whether the text shows ``word`` right before a count noun of the pack (``41 new Pokemon cards``,
    ``3 new apples``): there it modifies the noun, it does not name a thing or a holder itself."""
    for sentence in split_sentences(tokenize(normalise(text), lex.abbreviations)):
        words = [t.low for t in sentence.tokens]
        for i in range(len(words) - 1):
            if words[i] == word and any(x.cls in NOUN_CLASSES for x in lex.senses_at(words, i + 1)):
                return True
    return False


def _open_sense(pack: Pack, form: str) -> bool:
    """Whether the form already has an open-class sense (a function sense coexists)."""
    words = tuple(form.lower().split())
    return any(phrase == words and not sense.cls.startswith("fn:") and sense.cls != "rule_word"
               for phrase, sense in lexicon_for(pack).phrases.get(words[0], ()))


def sense_candidates(key: str, seen: list[str], pack: Pack) -> list[Candidate]:
    out: list[Candidate] = []
    singular, plural = noun_forms(seen[0])
    s = slug(singular)
    if not (_open_sense(pack, singular) or _open_sense(pack, plural)):
        out.append(Candidate("add_unit", "count", [AddUnit(unit=Unit(id=f"unit.{s}", singular=singular, plural=plural))],
                             f"'{singular}/{plural}' is also a discrete count noun (a unit)", [singular, plural]))
        out.append(Candidate("add_place", "place", [AddPlace(place=Place(id=f"place.{s}", singular=singular,
                                                                          plural=plural))],
                             f"'{singular}/{plural}' also names a place or an organisation", [singular, plural]))
        out.append(Candidate("add_place", "person",
                             [AddPlace(place=Place(id=f"person.{s}", singular=singular, plural=plural, person=True,
                                                   gender=""))],
                             f"'{singular}/{plural}' is also a role noun for a person", [singular, plural]))
    words = sorted(set(seen))
    if not any(_open_sense(pack, w) for w in words):
        out.append(Candidate("add_modifier", "modifier", [AddModifier(modifier=Word(id=f"mod.{slug(words[0])}",
                                                                                   forms=words))],
                             f"{', '.join(repr(w) for w in words)} is also an adjective-like modifier", words))
    forms = [f for f in sorted({f for w in seen for f in verb_forms(w)}) if not _open_sense(pack, f)]
    if forms and all(w in forms for w in seen):
        lemma = min(forms, key=lambda f: (len(f), f))
        for category in VERB_CANDIDATES:
            out.append(Candidate("add_verb", category, [AddVerb(verb=Verb(id=f"verb.{slug(lemma)}", forms=forms,
                                                                          category=category))],
                                 f"'{lemma}' is also a verb of category {category}", forms))
    return out
