"""A person's age told aside, never asked nor used: a descriptive sentence (reader v15, ADR 0302).

    Olivia is 9 years old. She has 17 dolls. Her aunt gave her 9 more dolls. How many dolls does Olivia have
    now?                                                                                      17 + 9 = 26

``<person> is|was N years old.`` names the person and tells nothing the story counts: read only through the
pack's descriptive rule ``desc.age`` (pattern ``<entity> <be> <count> years old``), recorded in the trace as a
``describe`` operation as the other descriptive sentences are. The sentence introduces the person (so ``She``
is Olivia after it), and its number is no quantity of the story.

Read only when the age can matter to nothing: no other sentence and not the question uses an age word of the
pack (``old``, ``age``, ``older``, ``younger``, ``year(s)``) or ``ages``/``birthday``/``born``/``aged`` —
so an age asked (``How old is Olivia?``), compared (``His sister is 5 years younger``), counted on
(``in 3 years``) or used in arithmetic (``a doll for each year of her age``) leaves the sentence unread and
the text refuses or is read by the age forms as before. Only one such sentence in a text, its subject a person
(a name, a titled name or ``her brother``: never a thing, ``The tree is 9 years old``), N a positive whole
number, and the sentence nothing more (``Olivia is 9 years old and has 17 dolls`` is not read).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from domain.reader.graph import Op

if TYPE_CHECKING:
    from domain.reader.phrases import Context, Cursor

RULE = "desc.age"

_OTHER_AGE_WORDS = frozenset({"ages", "birthday", "born", "aged"})


def _age_words(lex) -> frozenset[str]:
    def compute(lex):
        words = set(_OTHER_AGE_WORDS)
        for fn in lex.pack.functions:
            if fn.role in ("old", "age", "older", "younger"):
                words.update(fn.forms)
        for unit in lex.pack.units:
            if unit.id == "unit.year":
                words.update((unit.singular, unit.plural))
        return frozenset(words)
    return lex.memo("told_age_words", compute)


def _rule(lex):
    return lex.memo("told_age_rule", lambda lex: next((r for r in lex.pack.descriptive_rules if r.id == RULE), None))


def age_told_aside(cursors: list[Cursor], cur: Cursor) -> bool:
    """Whether ``cur`` has an age word and no other sentence (the question included) has one: an age told
    there can matter to nothing else (age_multiples.py claims only texts where it can)."""
    ages = _age_words(cur.lex)
    if ages.isdisjoint(cur.wordset):
        return False
    for other in cursors:
        if other is not cur and not ages.isdisjoint(other.wordset):
            return False  # the age is asked, compared or counted on elsewhere (or a second age is told)
    return True


def parse_told_age(cur: Cursor, ctx: Context, ops: list[Op], cursors: list[Cursor]) -> bool:
    """Read the sentence at ``cur`` as the pack's ``desc.age`` rule when the age is told aside (see above);
    else nothing read and False."""
    lex = cur.lex
    rule = _rule(lex)
    if rule is None:
        return False
    if not age_told_aside(cursors, cur):
        return False
    snapshot = dict(ctx.entities)
    if _match(cur, ctx, rule.pattern):
        ops.append(Op(kind="describe", lemma=rule.id, sentence=cur.sentence.index))
        return True
    ctx.entities = snapshot
    cur.pos = 0
    return False


def _match(cur: Cursor, ctx: Context, pattern: list[str]) -> bool:
    from domain.reader.phrases import read_entity  # phrases imports the parser's modules
    cur.pos = 0
    for slot in pattern:
        if cur.at_end():
            return False
        if slot == "<entity>":
            entity = read_entity(cur, ctx)
            if entity is None or ctx.entities.get(entity) not in ("m", "f", "x"):
                return False
        elif slot == "<be>":
            if cur.words[cur.pos] not in ("is", "was"):
                return False
            cur.pos += 1
        elif slot == "<count>":
            s = cur.sense("num")
            if s is None or s.entry.denominator != 1 or s.entry <= 0:
                return False
            cur.pos += 1
        elif slot.startswith("<"):
            return False  # a slot this reader does not know: the rule is not this one
        elif cur.words[cur.pos] != slot:
            return False
        else:
            cur.pos += 1
    if not cur.at_end() and cur.words[cur.pos] == ".":
        cur.pos += 1
    return cur.at_end()
