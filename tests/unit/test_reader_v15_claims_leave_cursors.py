"""A whole-text claim that says "not this form" leaves every cursor where it found it (v15).

``parser.parse`` tries the whole-text claims (``*_claim`` in parser.py) one after another on the same cursors, then
reads the sentences from those cursors. A claim that moved a cursor and then gave up would make the readers after
it start in the middle of a sentence. ``season_games.claims`` did so on 66 corpus texts (``There are 4 walnut
trees …``: its number reader set the cursor's position and never put it back); no reading happened to change, so
only this test shows it. Every claim is called on every text, whatever its trigger words.
"""
from __future__ import annotations

from pathlib import Path

import pytest

import domain.reader.parser as parser
from core.packs import load_pack
from domain.reader.lexicon import lexicon_for
from domain.reader.phrases import Cursor
from evals import datasets
from evals.corpus import load_corpus

CLAIMS = {name: fn for name, fn in vars(parser).items() if name.endswith("_claim") and callable(fn)}
CORPORA = Path(__file__).resolve().parents[3] / "shared" / "corpora"


def _texts() -> list[str]:
    texts = [c.problem for c in datasets.load_b3()] + [c.problem for c in datasets.load_adversarial()]
    for name in ("addsub", "singleop", "multiarith"):
        path = CORPORA / f"{name}.jsonl"
        if path.is_file():
            texts += [row.problem for row in load_corpus(path)]
    texts.append("There are 4 walnut trees currently in the park. Park workers will plant 6 walnut trees today. "
                 "How many walnut trees will the park have when the workers are finished?")
    return texts


def test_the_claims_are_found() -> None:
    assert len(CLAIMS) >= 50 and "season_claim" in CLAIMS


@pytest.mark.parametrize("name", sorted(CLAIMS))
def test_a_claim_leaves_every_cursor_where_it_was(name: str) -> None:
    lex = lexicon_for(load_pack())
    claim = CLAIMS[name]
    moved = []
    for text in _texts():
        sentences = parser.split_sentences(parser.tokenize(parser.normalise(text), lex.abbreviations))
        cursors = [Cursor(lex, s) for s in sentences]
        before = [(c.pos, c.end) for c in cursors]
        try:
            claim(cursors)
        except Exception:  # noqa: BLE001 - a refusal (or any error) is not what this test is about
            pass
        if [(c.pos, c.end) for c in cursors] != before:
            moved.append(text)
    assert moved == []
