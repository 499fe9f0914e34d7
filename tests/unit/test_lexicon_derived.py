"""A lexicon derived from its parent's tables (ADR 0398) is the lexicon a full build gives, table for table.

The learning loop builds a lexicon for every candidate pack; ``apply_change`` shares every list the change did not
touch, and ``Lexicon(pack, parent=…)`` redoes only the words a changed field touches. The oracle here is the full
build of the same pack (no parent), compared attribute by attribute; one change of every kind, and a second change
on top of the first (the loop's joint search stacks them).
"""
from __future__ import annotations

import msgspec
import pytest

from core.packs import load_pack
from domain.reader import pack as P
from domain.reader import read
from domain.reader.lexicon import Lexicon, lexicon_for

BASE = load_pack("en_base_v1")
LAZY = {"pack", "digest", "_fields", "_memo", "triggers", "_overlaps", "one_words"}
"""Not tables: the pack itself, its id, and what each lexicon fills on first use."""


def renamed(entry, **fields):
    return msgspec.structs.replace(entry, **fields)


def unit(id_, singular, plural):
    return P.AddUnit(unit=renamed(BASE.units[0], id=id_, singular=singular, plural=plural))


VERB = next(v for v in BASE.verbs if v.category == "positive")  # a gain: "Sam zaps 3 apples" adds
KIND = next(k for k in BASE.kinds if len(k.specific) >= 2)
CHANGES = {
    "unit": unit("unit.zap", "zap", "zaps"),
    "unit, two words": unit("unit.tea_cup", "tea cup", "tea cups"),
    "unit starting a phrase word": unit("unit.in_box", "in box", "in boxes"),
    "variant unit": P.AddUnit(unit=renamed(BASE.units[1], id="unit.zed", singular="zed", plural="zeds",
                                           same_as=BASE.units[1].id)),
    "verb": P.AddVerb(verb=renamed(VERB, id="verb.zap", forms=["zap", "zaps", "zapped"])),
    "verb with a phrase": P.AddVerb(verb=renamed(VERB, id="verb.give_out", forms=["give out", "gave out"])),
    "reclassified verb": P.ReclassifyVerb(verb_id=VERB.id, category="negative"),
    "verb form": P.AddVerbForm(verb_id=VERB.id, form="in the"),
    "modifier": P.AddModifier(modifier=renamed(BASE.modifiers[0], id="mod.zappy", forms=["zappy", "the"])),
    "time": P.AddTime(time=renamed(BASE.times[0], id="time.zap_day", forms=["on zap day", "each zap"])),
    "activity": P.AddActivity(activity=renamed(BASE.activities[0], id="act.zapping", forms=["zapping"])),
    "name": P.AddName(name=renamed(BASE.names[0], id="name.zed", word="Zed")),
    "place": P.AddPlace(place=renamed(BASE.places[0], id="person.zapper", singular="zapper", plural="zappers")),
    "rule": P.AddDescriptiveRule(rule=renamed(BASE.descriptive_rules[0], id="desc.zap",
                                              pattern=["<entity>", "zaps", "<unit>"])),
    "kind": P.AddKindOf(kind_of=renamed(KIND, id="kind.zap", general=KIND.specific[0],
                                        specific=[KIND.specific[1]], overlapping=[], complements=[],
                                        complement_wholes=[])),
    "opposite": P.AddOpposite(opposite=P.Opposite(id="opp.zap", first=BASE.modifiers[1].id,
                                                  second=BASE.modifiers[2].id)),
    "comparative": P.AddComparative(comparative=renamed(BASE.comparatives[0], id="cmp.zappier", forms=["zappier"])),
}


def tables(lex: Lexicon, by_identity: bool = True) -> dict:
    """Every table of a lexicon; dict order aside (no reader depends on it), a sense by its entry's identity (or,
    for a pack of the same content built from other objects, by its entry's value)."""
    def norm(v):
        if isinstance(v, dict):
            return {k: norm(x) for k, x in v.items()}
        if isinstance(v, tuple) and hasattr(v, "cls"):  # a Sense: the very entry object, not just an equal one
            return ("sense", v.cls, v.length, id(v.entry) if by_identity else v.entry, v.form)
        if isinstance(v, (list, tuple)):
            return [norm(x) for x in v]
        return v
    return {k: norm(v) for k, v in vars(lex).items() if k not in LAZY}


@pytest.fixture(scope="module")
def base_lex():
    return Lexicon(BASE)


@pytest.mark.parametrize("name", CHANGES)
def test_derived_tables_equal_a_full_build(name, base_lex):
    child = P.apply_change(BASE, CHANGES[name])
    derived = Lexicon(child, parent=base_lex)
    assert derived._fields is not None  # it was derived, not built whole
    assert tables(derived) == tables(Lexicon(child))
    # a second change on top of the first, derived from the derived lexicon
    for second in ("unit, two words", "verb with a phrase", "time"):
        if second != name:
            grand = P.apply_change(child, CHANGES[second])
            assert tables(Lexicon(grand, parent=derived)) == tables(Lexicon(grand)), (name, second)


def test_a_change_reaches_the_words_it_touches(base_lex):
    """The oracle above would pass if both paths missed a change; here the derived tables must hold it."""
    child = P.apply_change(P.apply_change(BASE, CHANGES["unit, two words"]), CHANGES["verb"])
    derived = Lexicon(child, parent=Lexicon(P.apply_change(BASE, CHANGES["unit, two words"]), parent=base_lex))
    assert ("tea", "cup") in derived.multi_by_two and ("tea", "cup") not in base_lex.multi_by_two
    assert [s.entry.id for s in derived.single["zapped"]] == ["verb.zap"]
    assert "zapped" in derived.first_words["verb"] and "zapped" not in base_lex.first_words["verb"]


def test_lexicon_for_derives_candidates_and_reads_as_a_full_build():
    lexicon_for(BASE)  # maybe found by content: built earlier for another pack object of the same content
    child = P.apply_change(BASE, CHANGES["verb"])
    assert lexicon_for(child)._fields is not None  # found BASE (and its lexicon) as its parent
    text = "Sam has 5 apples. Sam zaps 3 apples. How many apples does Sam have?"
    got = read(text, child)
    assert got.answer == "8"  # 5 + 3: the base verb copied under the new form is a gain (computed by hand)
    assert tables(lexicon_for(child), by_identity=False) == tables(Lexicon(child), by_identity=False)
