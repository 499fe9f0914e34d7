"""The pack is data: loading, digest, and mechanical changes that admit what refused before."""
from __future__ import annotations

import msgspec
import pytest

from core.errors import UsageError
from core.packs import load_pack
from domain.codec import content_id
from domain.reader import Refused, Solved, pack_digest, read
from domain.reader.pack import (AddDescriptiveRule, AddModifier, AddName, AddUnit, AddVerb, AddVerbForm,
                                DescriptiveRule, Name, PackChangeError, ReclassifyVerb, Unit, Verb, Word,
                                apply_change, validate)

PACK = load_pack()


def test_base_pack_is_valid_and_has_stable_ids():
    validate(PACK)
    ids = {u.id for u in PACK.units}
    assert {"unit.apple", "unit.dollar", "unit.foot"} <= ids
    assert any(v.id == "verb.buy" and v.category == "positive" for v in PACK.verbs)
    assert {v.category for v in PACK.verbs} >= {"observe", "positive", "negative", "construct", "destroy",
                                                 "transfer_out", "transfer_in", "multiply", "divide", "cost"}


def test_digest_is_the_codec_content_id():
    assert pack_digest(PACK) == content_id(PACK, "pack")


def test_unknown_pack_name_is_a_usage_error():
    with pytest.raises(UsageError, match="no pack named"):
        load_pack("nope_v9")


def test_add_unit_admits_a_refused_problem():
    text = "Sam has 5 glips. Sam buys 2 glips. How many glips does Sam have?"
    assert read(text, PACK).evidence.missing_operator == "lexicon_entry.unit"
    grown = apply_change(PACK, AddUnit(unit=Unit(id="unit.glip", singular="glip", plural="glips")))
    r = read(text, grown)
    assert isinstance(r, Solved) and r.answer == "7"
    assert grown.revision == PACK.revision + 1 and pack_digest(grown) != pack_digest(PACK)
    assert isinstance(read(text, PACK), Refused)  # the original pack is unchanged


def test_add_verb_admits_a_refused_problem():
    text = "Sam has 5 apples. Sam snags 2 apples. How many apples does Sam have?"
    assert read(text, PACK).evidence.missing_operator == "lexicon_entry.verb"
    grown = apply_change(PACK, AddVerb(verb=Verb(id="verb.snag", forms=["snag", "snags", "snagged"],
                                                 category="positive")))
    assert read(text, grown).answer == "7"
    shrunk = apply_change(grown, ReclassifyVerb(verb_id="verb.snag", category="negative"))
    assert read(text, shrunk).answer == "3"


def test_add_modifier_name_form_and_rule():
    p = apply_change(PACK, AddModifier(modifier=Word(id="mod.sparkly", forms=["sparkly"])))
    assert read("Sam has 5 sparkly apples. How many apples does Sam have?", p).answer == "5"
    p = apply_change(PACK, AddName(name=Name(id="name.zed", word="Zed", gender="m")))
    assert read("Zed has 5 apples. He eats 1 apple. How many apples does Zed have?", p).answer == "4"
    p = apply_change(PACK, AddVerbForm(verb_id="verb.buy", form="buyz"))
    assert read("Sam has 1 apple. Sam buyz 2 apples. How many apples does Sam have?", p).answer == "3"
    text = "Sam is happy. Sam has 5 apples. How many apples does Sam have?"
    assert isinstance(read(text, PACK), Refused)
    p = apply_change(PACK, AddDescriptiveRule(rule=DescriptiveRule(id="desc.mood", pattern=["<entity>", "<be>", "happy"])))
    r = read(text, p)
    assert r.answer == "5" and "desc.mood" in r.lemma_ids


def test_changes_that_cannot_apply_are_refused():
    with pytest.raises(PackChangeError):
        apply_change(PACK, AddUnit(unit=Unit(id="unit.apple", singular="apple", plural="apples")))
    with pytest.raises(PackChangeError):
        apply_change(PACK, ReclassifyVerb(verb_id="verb.nope", category="positive"))
    with pytest.raises(PackChangeError):
        apply_change(PACK, AddVerb(verb=Verb(id="verb.x", forms=["x"], category="teleport")))


def test_changes_round_trip_as_tagged_json():
    from domain.reader.pack import PackChange
    change = AddUnit(unit=Unit(id="unit.glip", singular="glip", plural="glips"))
    data = msgspec.json.encode(change)
    assert b'"kind":"add_unit"' in data
    assert msgspec.json.decode(data, type=PackChange) == change
