"""Structural keys: the context shape of a refused token, word families, inflections, signatures.

A shape abstracts the literal words away (``Emma misplaces 12 pinecones`` → ``<name> _ <num>``)
so that refusals of different words in the same slot fall into one equivalence class, and a
verdict on one proposal can speak for proposals of the same shape.
"""
from __future__ import annotations

import re
from typing import Optional

import blake3

from domain.codec import content_id
from domain.reader.lexicon import Lexicon
from domain.reader.tokens import split_sentences, tokenize

FAMILY_OF_OPERATOR = {
    "lexicon_entry.unit": "noun",
    "lexicon_entry.noun": "noun",
    "lexicon_entry.verb": "verb",
    "lexicon_entry.modifier": "modifier",
    "lexicon_entry.activity": "activity",
    "lexicon_entry.word": "word",
}
"""Missing operators a pack change can bridge, and the slot family of each."""

SHAPE_CATEGORY = {
    "noun": "discrete_count_statement",
    "verb": "state_change_verb",
    "modifier": "count_modifier",
    "activity": "descriptive_setup_no_quantity",
    "word": "uncategorized",
}

HELD_OUT_MODULUS = 2
"""One in two refusals (by content hash of the case id) is kept aside for arm 1."""


def held_out(case_id: str) -> bool:
    """Deterministic split of refusals: the held-out part that arm 1 tests on."""
    return blake3.blake3(b"core/loop-held-out/v1\0" + case_id.encode()).digest()[0] % HELD_OUT_MODULUS == 0


def token_class(lex: Lexicon, words: list[str], i: int, kind: str, text: str) -> str:
    if kind in ("num", "money"):
        return "<num>"
    if kind in ("punct", "poss", "other"):
        return text
    if text in lex.names:
        return "<name>"
    senses = lex.senses_at(words, i)
    if not senses:
        # the reader reads a capitalised unknown word in a subject slot as a name
        return "<name>" if text[:1].isupper() else "<?>"
    s = senses[0]
    if s.cls == "verb":
        return f"<verb:{s.entry.category}>"
    if s.cls.startswith("fn:"):
        return f"<{s.cls[3:]}>"
    return f"<{s.cls}>"


def context_shape(text: str, lex: Lexicon, sentence_index: int, token_index: int, width: int = 1) -> str:
    """``<prev> _ <next>`` classes around the token (``^``/``$`` at sentence edges)."""
    if sentence_index < 0 or token_index < 0:
        return ""
    sentences = split_sentences(tokenize(text, lex.abbreviations))
    if sentence_index >= len(sentences):
        return ""
    toks = sentences[sentence_index].tokens
    if token_index >= len(toks):
        return ""
    words = [t.low for t in toks]
    parts = []
    for j in range(token_index - width, token_index + width + 1):
        if j == token_index:
            parts.append("_")
        elif j < 0:
            parts.append("^") if j == -1 else None
        elif j >= len(toks):
            parts.append("$") if j == len(toks) else None
        else:
            parts.append(token_class(lex, words, j, toks[j].kind, toks[j].text))
    return " ".join(parts)


# --- word forms --------------------------------------------------------------------------------

_SIBILANT_ES = ("shes", "ches", "xes", "sses", "zes", "oes")


def noun_forms(word: str) -> tuple[str, str]:
    """(singular, plural) of a count noun from one seen form (regular English morphology)."""
    w = word.lower()
    if w.endswith("ies") and len(w) > 4:
        return w[:-3] + "y", w
    if w.endswith(_SIBILANT_ES):
        return w[:-2], w
    if w.endswith("s") and not w.endswith("ss") and len(w) > 3:
        return w[:-1], w
    # a singular was seen
    if w.endswith("y") and len(w) > 2 and w[-2] not in "aeiou":
        return w, w[:-1] + "ies"
    if w.endswith(("sh", "ch", "x", "ss", "z")):
        return w, w + "es"
    return w, w + "s"


_VOWELS = "aeiouy"
_NO_DOUBLE = "aeiouylsfzwxh"
"""Final letters a regular past never doubles (``called``, ``missed``, ``buzzed``, ``played``, ``fixed``)."""
_E_AFTER = ("at", "ac", "ag", "iz", "ur", "iv", "os", "ap", "uc", "ar", "ir")
"""A single vowel + these before ``-ed`` ends a base in silent ``e`` in longer words too (``donated``,
``reduced``, ``measured``, ``escaped``, ``compared``, ``required``); after a vowel pair it does not
(``floated``, ``poured``, ``heaped``)."""


def _syllables(stem: str) -> list[str]:
    """The vowel groups of a stem (``y`` is a vowel except first: ``typ`` has one, ``yell`` one)."""
    return re.findall(r"[aeiouy]+", stem[:1].replace("y", "b") + stem[1:])


def _single_vowel_consonant(stem: str) -> bool:
    """The stem ends in one vowel + one consonant (``sav``, ``us``, ``hop``), not a pair (``rain``)."""
    return (len(stem) >= 2 and stem[-1] not in _VOWELS + "wx" and stem[-2] in _VOWELS
            and (len(stem) == 2 or stem[-3] not in _VOWELS))


def _past_base(stem: str) -> str:
    """The base of a regular past ``stem + ed``, by English spelling rules (no word list):

    * a doubled final consonant after one vowel is the past's, not the base's: ``stopped`` → ``stop``,
      ``admitted`` → ``admit``; ``added``, ``called``, ``missed`` keep theirs (no consonant before the
      vowel; ``l``/``s``/``f``/``z`` double in bases);
    * a silent ``e`` was dropped: one syllable ending in one vowel + one consonant (``saved`` → ``save``,
      ``used`` → ``use``, ``baked``; a base ``hop`` would past ``hopped``), a stem ending in ``v``, ``u``,
      a consonant + ``c`` or ``rg``/``lg``/``dg`` (``solved``, ``glued``, ``tied``, ``danced``, ``charged``: English
      bases do not end so), or a single vowel + one of ``_E_AFTER`` (``donated``, ``measured``);
    * else the stem is the base (``jumped``, ``rained``, ``visited``, ``played``)."""
    if (len(stem) >= 4 and stem[-1] == stem[-2] and stem[-1] not in _NO_DOUBLE
            and stem[-3] in _VOWELS and stem[-4] not in _VOWELS):
        return stem[:-1]
    if not _syllables(stem):
        return stem + "ed"  # no vowel left: ``shed``, ``fled`` are not ``sh`` + ``ed``
    if len(_syllables(stem)) == 1 and _single_vowel_consonant(stem) and stem[-1] not in "y":
        return stem + "e"
    if stem.endswith(("v", "u", "i")) or (stem.endswith("c") and stem[-2:-1] not in tuple(_VOWELS)) or stem.endswith(
            ("rg", "lg", "dg")):
        return stem + "e"
    if stem.endswith(_E_AFTER) and (len(stem) < 3 or stem[-3] not in _VOWELS):
        return stem + "e"
    return stem


def verb_forms(word: str) -> list[str]:
    """The seen form plus the regular base, third-person and past forms it implies (``saved`` →
    ``save``, ``saves``, ``saved``; ``stops`` → ``stop``, ``stopped``)."""
    w = word.lower()
    if w.endswith("ied") and len(w) > 4:
        base = w[:-3] + "y"
    elif w.endswith("eed"):
        base = w  # need, feed, speed: an ``-eed`` word is a base far more often than a past (agreed)
    elif w.endswith("ed") and len(w) > 3:
        base = _past_base(w[:-2])
    elif w.endswith("ies") and len(w) > 4:
        base = w[:-3] + "y"
    elif w.endswith(_SIBILANT_ES):
        base = w[:-2]
    elif w.endswith("s") and not w.endswith("ss"):
        base = w[:-1]
    else:
        base = w
    if base.endswith("y") and len(base) > 2 and base[-2] not in "aeiou":
        third, past = base[:-1] + "ies", base[:-1] + "ied"
    elif base.endswith(("sh", "ch", "x", "ss", "z", "o")):
        third, past = base + "es", base + "ed"
    elif base.endswith("e"):
        third, past = base + "s", base + "d"
    elif (len(_syllables(base)) == 1 and _single_vowel_consonant(base) and base[-1] not in _NO_DOUBLE
          and base[0] not in _VOWELS):
        third, past = base + "s", base + base[-1] + "ed"  # stop → stopped, bag → bagged
    else:
        third, past = base + "s", base + "ed"
    return sorted({w, base, third, past})


def lemma_of(family: str, word: str) -> str:
    if family == "noun":
        return noun_forms(word)[0]
    if family == "verb":
        return min(verb_forms(word), key=lambda f: (len(f), f))
    return word.lower()


def slug(word: str) -> str:
    return "_".join(word.lower().split()).replace("-", "_").replace("'", "")


# --- signatures --------------------------------------------------------------------------------


def shape_signature(change_kind: str, change_type: str, category: str, missing_operator: str, shape: str) -> str:
    """The structural key a verdict indexes: never the literal word."""
    return content_id({"change_kind": change_kind, "change": change_type, "category": category,
                       "missing_operator": missing_operator, "shape": shape}, "shape-signature")


def equivalence_class(missing_operator: str, shape: str) -> str:
    return content_id({"missing_operator": missing_operator, "shape": shape}, "equivalence-class")


def modal(values: list[str]) -> Optional[str]:
    """The most frequent value (ties: the smallest), or None for an empty list."""
    if not values:
        return None
    counts: dict[str, int] = {}
    for v in values:
        counts[v] = counts.get(v, 0) + 1
    return min(counts, key=lambda v: (-counts[v], v))
