"""(v22, ADR 0514) Names given to both boys and girls agree with ``he`` and with ``she``, once.

The pack gives a first name used for both (``Sasha``, ``Kim``, ``Jordan``, ``Charlie``…) gender ``x``, as a
noun entity of unknown gender (``the teacher``) has. The general reader then lets ``he`` and ``she`` both
agree with it (``Tom has 5 pencils. Sasha had 20 pencils. He gave 2 pencils to Ann.``: Tom or Sasha? refused),
and the first he/she that names it fixes its gender for the rest of the text (pronoun_gender.py), so a text
that calls one Sasha both ``he`` and ``she`` refuses.

Some whole-text forms read their one person's pronouns themselves and match them to the pack gender of the
name. For such a name they use the helpers here, which apply the same rule: any he/she may name it, but all of
them must be of one gender.
"""
from __future__ import annotations

_MASCULINE = frozenset(("he", "him", "his", "himself"))
_FEMININE = frozenset(("she", "her", "hers", "herself"))


def fits_name(said: dict[str, str], name: str, name_gender: str, pronoun_gender: str) -> bool:
    """Whether a pronoun of ``pronoun_gender`` (``m``/``f``) may name ``name`` of pack gender ``name_gender``:
    its own gender, or for a name of either gender (``x``) the gender the first such pronoun fixed (kept in
    ``said``, name → gender, by the caller for one text)."""
    if pronoun_gender not in ("m", "f"):
        return False
    if name_gender == pronoun_gender:
        return True
    if name_gender != "x":
        return False
    return said.setdefault(name, pronoun_gender) == pronoun_gender


def text_pronoun_gender(cursors) -> str:
    """The one gender (``m``/``f``) of every third-person singular pronoun in the text's sentences, ``x`` when it
    has none or both: what a whole-text form about one person of a name of either gender may take it to be."""
    words: set[str] = set()
    for cur in cursors:
        words |= cur.wordset
    he, she = not words.isdisjoint(_MASCULINE), not words.isdisjoint(_FEMININE)
    return "m" if he and not she else "f" if she and not he else "x"
