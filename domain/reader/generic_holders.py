"""``A farmer has 19 cows. He has 12 more pigs than cows.``: one told person or place holds the things (v17, ADR 0364).

    A farmer has 19 cows. He has 12 more pigs than cows. How many pigs does the farmer have?          19 + 12
    A library has 36 fiction books. It has 12 fewer nonfiction books than fiction books.
    How many nonfiction books does it have?                                                            36 − 12

kind_comparisons.py (ADR 0300) reads two kinds of one person's things; it wanted a name to open the story and
refused ``A farmer …`` with ``expected a name opening the story``. Here the holder may be one person or one place
introduced by an article and its noun, the story's only holder, called afterwards by that noun (``the farmer``) or
a pronoun:

- the opener: ``a|an|the <person noun>`` or ``a|an|the <place noun>``, one singular noun of the pack with no other
  word before the verb (``A young farmer`` refuses: the adjunct run of other forms is not read here);
- a pronoun for it: ``it`` for a place (or a person noun the pack marks neuter, an organisation); ``he`` or
  ``she`` for a person — a noun the pack gives a gender takes only that pronoun, a noun without one takes
  either, but one text never both (``A farmer … He … she``: two people?);
- ``the <noun>`` again for it; ``a|an <noun>`` again is another one (refused), as is any other noun.

The entity is ``the <noun>`` (the answer's holder, as generic_subjects.py names an ``a school`` subject).
"""
from __future__ import annotations

from domain.reader.phrases import Cursor

_ARTICLES = ("a", "an", "the")


def opener(cur: Cursor) -> tuple[str, str] | None:
    """``a|an|the <person or place noun>`` at the cursor, followed by a verb word: (entity, pronoun class), the
    cursor after the noun; None with nothing consumed. The pronoun class is ``m``/``f`` (a person of that
    gender), ``p`` (a person of either), ``n`` (it)."""
    start = cur.pos
    if cur.peek_word() not in _ARTICLES:
        return None
    got = _noun(cur, start + 1)
    if got is None:
        return None
    noun, cls = got
    cur.pos = start + 2
    return f"the {noun}", cls


def _noun(cur: Cursor, i: int) -> tuple[str, str] | None:
    """The one-token singular person or place noun at ``i`` (with no name sense: ``Rose`` is no place here)."""
    if i >= cur.end or not cur.tokens[i].text[:1].islower():
        return None
    person = cur.sense("person", i)
    place = cur.sense("place", i)
    if (person is None) == (place is None):  # neither, or both (which?)
        return None
    s = person if person is not None else place
    if s.length != 1 or s.form not in ("sg", "") or s.entry is None:
        return None
    if cur.words[i] != s.entry.singular.lower():
        return None
    if place is not None:
        return s.entry.singular.lower(), "n"
    gender = getattr(s.entry, "gender", "") or ""
    if gender == "n":
        return s.entry.singular.lower(), "n"
    return s.entry.singular.lower(), (gender if gender in ("m", "f") else "p")


def same_holder(cur: Cursor, entity: str, cls: str, used: list[str]) -> bool:
    """The holder again at the cursor (consumed): ``the <noun>`` or an agreeing pronoun; ``used`` collects the
    personal pronouns read, and a second one unlike the first fails. False with nothing consumed otherwise."""
    word = cur.peek_word()
    if word == "the" and _noun(cur, cur.pos + 1) is not None and f"the {cur.words[cur.pos + 1]}" == entity:
        cur.pos += 2
        return True
    if word == "it":
        if cls != "n":
            return False
    elif word in ("he", "she"):
        want = "m" if word == "he" else "f"
        if cls not in (want, "p") or any(u != word for u in used):
            return False
        used.append(word)
    else:
        return False
    cur.pos += 1
    return True
