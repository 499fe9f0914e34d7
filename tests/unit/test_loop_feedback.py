"""Loop 3 arithmetic and the refinement rule, against hand-worked expectations."""
from __future__ import annotations

import pytest

from domain.loop.feedback import NotNarrowing, confidence, narrowing_gap, suppression
from domain.loop.model import SignatureStats, VerdictIndexState
from domain.loop.shapes import context_shape, held_out
from domain.reader.lexicon import lexicon_for
from domain.reader.pack import AddModifier, AddUnit, AddVerb, Unit, Verb, Word
from core.packs import load_pack


def index(**counts) -> VerdictIndexState:
    return VerdictIndexState(signatures={"s": SignatureStats(change_kind="vocabulary_addition", **counts)})


def test_confidence_is_laplace_per_mille():
    assert confidence(VerdictIndexState(), "s") == 500          # (0+1)/(0+0+2)
    assert confidence(index(ratified=3), "s") == 800            # 4/5
    assert confidence(index(ratified=1, rejected=2), "s") == 400  # 2/5
    assert confidence(index(refined=1), "s") == 666             # a refinement counts as accepted


def test_suppression_needs_threshold_and_a_majority_of_rejections():
    assert suppression(index(rejected=1), "s", "vocabulary_addition") is None        # threshold 2
    assert suppression(index(rejected=2), "s", "vocabulary_addition") == (2, 0, 2)
    assert suppression(index(rejected=2, ratified=2), "s", "vocabulary_addition") is None
    assert suppression(index(rejected=1), "s", "matcher_extension") == (1, 0, 1)     # threshold 1


VERB = AddVerb(verb=Verb(id="verb.zap", forms=["zap", "zapped", "zaps"], category="positive"))


def test_narrowing_keeps_fields_and_drops_forms():
    narrower = AddVerb(verb=Verb(id="verb.zap", forms=["zaps"], category="positive"))
    assert narrowing_gap([VERB], [narrower]) == ["form:zap", "form:zapped"]
    mod = AddModifier(modifier=Word(id="mod.x", forms=["x"]))
    assert narrowing_gap([VERB, mod], [VERB]) == ["change:mod.x"]


@pytest.mark.parametrize("refined", [
    [],                                                                                   # empty
    [VERB],                                                                               # equal
    [AddVerb(verb=Verb(id="verb.zap", forms=["zaps"], category="negative"))],            # other category
    [AddVerb(verb=Verb(id="verb.zap", forms=["zaps", "zapping"], category="positive"))],  # new form
    [AddUnit(unit=Unit(id="unit.zap", singular="zap", plural="zaps"))],                   # other entry
])
def test_anything_but_a_strict_narrowing_is_refused(refined):
    with pytest.raises(NotNarrowing):
        narrowing_gap([VERB], refined)


def test_context_shape_abstracts_the_words_away():
    lex = lexicon_for(load_pack("en_base_v1"))
    text = "Sam has 5 apples. Sam zaps 3 apples. How many apples does Sam have?"
    assert context_shape(text, lex, 1, 1) == "<name> _ <num>"
    assert context_shape(text, lex, 0, 3) == "<num> _ $"


def test_held_out_split_is_a_stable_hash_split():
    ids = [f"case-{i}" for i in range(400)]
    share = sum(held_out(i) for i in ids)
    assert 150 < share < 250  # about half
    assert [held_out(i) for i in ids] == [held_out(i) for i in ids]
