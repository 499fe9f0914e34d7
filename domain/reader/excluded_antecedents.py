"""v15 (ADR 0318): a he/she pronoun with two agreeing people that the sentence itself narrows to one.

Two rules, each one line, each applied only where ``resolve_pronoun`` would otherwise refuse with several
agreeing people:

* ``named_later_in_clause`` — a subject pronoun is never a person named after it in its own clause (``Tom has 12
  apples. Jim has 5 apples. He gives 3 apples to Jim.``: he is not Jim, so he is Tom). The pronoun opens its
  sentence (the clause's subject), the names are the plain names (not ``Jim's``, no other sense: not ``Will``) of
  agreeing people right after ``to``/``from``/``than``/``with`` or right after the verb (``gives Jim 3``; never ``in
  May``) that follow it before any comma, semicolon or clause word (``and``, ``but``, ``then``, ``if``, ``when`` …,
  or a copula: ``He is called Jim``), and exactly one agreeing person is left, the first one the story named (``Mary
  … Jane … She gave 4 cards to Mary.`` refuses: a sentence-opening ``she`` reads as the story's first person, Mary,
  and the text then contradicts itself; fresh-d-d007 must refuse). Refused as before: two people left after the
  exclusion (``Tom … Bob … Jim … He gives 3 apples to Jim.``), a recipient told by a pronoun (``He gives him 3``), a
  name after ``and`` or a comma, a name owning something (``to Jim's sister``), a name told only as an owner
  (``Tom's dad … He gives 3 apples to Jim``: Tom could be he).
* ``repeated_relation`` — ``his brother`` / ``her sister`` said again names the same person it named before: the
  other agreeing people are exactly the one owner O and ``O's brother`` (``Tom has 8 apples. His brother has 5
  apples. His brother eats 2 apples.``; ``Jane … Her sister … How many does her sister have?``). Refused as
  before: the relative itself the subject of the clause just read in this sentence (``Her mom picked 29 carrots
  and her mother picked 16 carrots``: her mother again, or the mom's mother?), a third agreeing person (the
  possessive could be hers), a relative given a name (``His brother Jim``: then ``his brother`` could be Jim's,
  that is Tom), a name told only as an owner (``Sam's mom``), or a plural relative (``his friends``).

Everything else (``he`` after ``His brother has 5``, ``she`` after ``Her mom gave her 10``, ``himself``)
refuses as before: which of two people a pronoun means there is a preference, not a reading.
"""
from __future__ import annotations

from domain.reader.persons import possessor

_BREAKS = frozenset({",", ";", ":", "and", "or", "but", "so", "then", "if", "when", "while", "after", "before",
                     "because", "until", "who", "whom", "whose", "which", "that", "where", "since", "as",
                     "though", "although", "unless", "once", "himself", "herself", "themselves", "is", "was",
                     "are", "were", "am", "be", "been", "called", "named"})
_BEFORE = frozenset({"to", "from", "than", "with"})


def named_later_in_clause(ctx, cur, i: int, matches: list[str]) -> str | None:
    """The one agreeing person left when the people named after the subject pronoun at ``i`` (in its own
    clause) are struck out, or None. Only a pronoun opening its sentence: that is the clause's subject."""
    if i != 0:
        return None
    return strike_named(ctx, cur, i, matches)


def strike_named(ctx, cur, i: int, matches: list[str]) -> str | None:
    """The body of ``named_later_in_clause`` for a pronoun at ``i`` known to be its clause's subject (v18: also a
    question's, after ``did``; kept_holders.py)."""
    if len(matches) < 2:
        return None
    if any(n not in ctx.entities for n in ctx.possessors):
        return None  # "Tom's dad … Jim … He gives 3 apples to Jim.": Tom, named only as an owner, could give
    named = set()
    tokens = cur.tokens
    for j in range(i + 1, len(tokens)):
        word = cur.words[j]
        if word in _BREAKS:
            break
        text = tokens[j].text
        if text in ctx.entities and text[:1].isupper():
            if j + 1 < len(tokens) and (cur.sense("poss", j + 1) or cur.words[j + 1] in ("'s", "'", "s")):
                continue  # "to Jim's sister": keep Jim (the names a possessive makes are not struck out)
            if any(x.cls != "name" for x in cur.senses(j)):
                continue  # "Will": a name that is also another word
            # only an object: after to / from / than / with, or right after the verb ("gives Jim 3 apples");
            # never "in May" (a month) and the like
            if cur.words[j - 1] in _BEFORE or (j == i + 2 and cur.sense("verb", i + 1) is not None):
                named.add(text)
    left = [m for m in matches if m not in named]
    if len(left) == 1 and len(left) < len(matches) and left[0] == matches[0]:
        return left[0]
    return None


def repeated_relation(ctx, cur, i: int, gender: str) -> str | None:
    """The owner O when ``his``/``her`` at ``i`` stands before a singular person noun R and the agreeing
    people are exactly O and ``O's R`` (already in play, not given a name); else None."""
    noun = cur.sense("person", i + 1)
    if noun is None or noun.form != "sg" or gender not in ("m", "f"):
        return None
    if any(g in (gender, "x") and n not in ctx.entities for n, g in ctx.possessors.items()):
        return None  # "Tom's mom … his mom": an owner named only as a possessor agrees too
    matches = [e for e, g in ctx.entities.items() if g in (gender, "x")]
    if len(matches) != 2:
        return None
    for owner in matches:
        relation = f"{possessor(owner)} {noun.entry.singular}"
        if relation in matches and owner != relation and relation not in ctx.appositives:
            if ctx.subject == relation and ctx.subject_sentence == cur.sentence.index:
                return None  # "Carol's mom picked 29 and her mother picked 16": Carol's mom, or the mom's mother?
            return owner
    return None
