"""A word that is both a verb and a kind of the things after it, right after ``and``, refuses (red team 3, ADR 0336).

    While shopping for music online, Megan bought 2 country albums and pop albums. … How many songs did
    Megan buy total?                                                                      (answered 14)

The pack knows some words both as a verb and as a modifier (``pop``, ``used``, ``broken``, ``baked``,
``stuffed``, ``clean``, ``complete``). After ``and`` and before a bare plural unit (no number, no determiner),
such a word is either a gapped verb (``… and popped balloons``: Megan popped some) or the kind of the things
(``2 country albums and pop albums``: some pop albums bought too, how many not said). The clause reader took
the verb, and the answer left out the albums of the other reading. Nothing in the sentence settles which, so
the text refuses. With a number (``and 3 pop albums``, ``and used 2 cups``), a determiner, or a modifier before
``and`` (``new and used cars``: two kinds of one noun) the word reads as before.
"""
from __future__ import annotations

from domain.reader.refusals import Reason, ReaderRefusal


def check_verb_or_modifier(cursors) -> None:
    """Refuse ``and <verb-or-modifier> <bare plural unit>`` in any sentence (only reads the tags)."""
    for cur in cursors:
        words = cur.words
        k = -1
        for _ in range(words.count("and")):  # speed (ADR 0452): each "and" found by ``list.index``, not every token
            k = words.index("and", k + 1)
            i = k + 1
            if i >= cur.end - 1:
                break
            if cur.sense("verb", i) is None or cur.sense("modifier", i) is None:
                continue
            if i >= 2 and cur.sense("modifier", i - 2) is not None and cur.sense("unit", i - 2) is None:
                continue  # "new and used cars": two kinds coordinated before one noun
            unit = cur.sense("unit", i + 1)
            if unit is not None and unit.form == "pl":
                raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=cur.sentence.index,
                                    token_index=i, token_text=cur.tokens[i].text, frame="statement.verb_or_kind",
                                    detail=f"'and {words[i]} {words[i + 1]}': a verb, or a kind of "
                                           f"{words[i + 1]} counted by no number?")
