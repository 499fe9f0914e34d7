"""A word after a modal is a verb (v13, ADR 0266): ``Marie can bike at a speed of 12 miles an hour.`` /
``How far can she bike in 31 hours?``

Some travel verbs of the pack share their spelling with a unit (``bike`` / ``bikes``: the noun), and a text
whose only travel verb is such a word was no trip (travel.has_travel_verb skips a word that may be a unit,
ADR 0102: ``Marie can bike`` stayed refused). English settles it in one position: right after a modal
(``can``, ``could``, ``will``, ``would``, ``should``, ``must``, ``may``, ``might``), or after a modal and the
one pronoun or capitalised name of an inverted question (``can she bike``, ``could Marie bike``), the word is
the bare verb — no noun stands there (``can bikes`` is no English). Only the base form is read so; a
number, a determiner or anything else between keeps the word's other senses as before.
"""
from __future__ import annotations

MODALS = frozenset(("can", "could", "will", "would", "should", "must", "may", "might"))
_SUBJECT_PRONOUNS = frozenset(("i", "you", "he", "she", "it", "we", "they"))


def after_modal(cur, i: int) -> bool:
    """The word at ``i`` of ``cur``'s sentence stands where English puts a bare verb: right after a modal, or
    after a modal and one subject pronoun or capitalised name (an inverted question: ``can she bike``)."""
    words = cur.words
    if i >= 1 and words[i - 1] in MODALS:
        return True
    if i >= 2 and words[i - 2] in MODALS:
        subject = cur.tokens[i - 1].text
        return words[i - 1] in _SUBJECT_PRONOUNS or (subject[:1].isupper() and subject.isalpha())
    return False
