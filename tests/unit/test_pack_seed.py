"""The shipped seed pack en_seed_v1 (ADR 0046, shipped by ADR 0220): en_base_v1 without its corpus-derived
vocabulary, so that `core loop run … --pack en_seed_v1` measures what the loop learns from the training split
alone. The file is written by `bench/loop_from_seed.py --write-seed`; these tests keep it from drifting."""
from __future__ import annotations

import importlib.util
from pathlib import Path

from core.packs import load_pack
from domain.reader import pack_digest

ROOT = Path(__file__).resolve().parents[2]
GRAMMAR_PARTS = ("functions", "number_words", "multipliers", "descriptive_rules")
OPEN_CLASS = ("units", "verbs", "modifiers", "times", "activities", "names", "places")


def _ids(entries) -> set[str]:
    return {e.id for e in entries}


def test_the_seed_ships_validated_with_every_grammar_part_of_the_base():
    seed, base = load_pack("en_seed_v1"), load_pack("en_base_v1")
    assert seed.name == "en_seed_v1"
    for part in GRAMMAR_PARTS:
        assert getattr(seed, part) == getattr(base, part), part


def test_the_seed_keeps_only_base_entries_and_far_fewer_open_class_ones():
    seed, base = load_pack("en_seed_v1"), load_pack("en_base_v1")
    for field in OPEN_CLASS:
        assert _ids(getattr(seed, field)) <= _ids(getattr(base, field)), field
    # the point of the seed: most of the open-class vocabulary is for the loop to learn
    assert len(seed.units) * 3 < len(base.units)
    # words only the outside corpora use are not in it (seen in AddSub / MultiArith, in no project text)
    assert not {"unit.mitten", "unit.orchid", "unit.hippopotamus"} & _ids(seed.units)


def test_the_shipped_seed_is_the_derivation_of_the_current_base(shared_dir):
    # the seed rule reads the original's cases from ../shared/seed-data, so this check needs ../shared
    spec = importlib.util.spec_from_file_location("loop_from_seed", ROOT / "bench" / "loop_from_seed.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    derived, _ = bench.derive_seed(load_pack("en_base_v1"), bench.authored_texts(), bench.anchored_ids())
    assert pack_digest(derived) == pack_digest(load_pack("en_seed_v1")), (
        "core/data/packs/en_seed_v1.json is stale: run .venv/bin/python bench/loop_from_seed.py --write-seed")
