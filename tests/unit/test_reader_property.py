"""Property tests: generated in-grammar problems (answers simulated independently) and random text."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.packs import load_pack
from domain.reader import Refused, Solved, read

PACK = load_pack()
NAMES = ["Sam", "Mary", "Tom", "Sara"]          # pack genders: m, f, m, f
UNITS = [("apple", "apples"), ("marble", "marbles"), ("pencil", "pencils")]
GAINS = ["buys", "finds", "gets", "picks"]
LOSSES = ["eats", "loses", "sells", "uses"]


@st.composite
def problems(draw):
    """A problem in the grammar and its answer, computed by a tiny simulation written here."""
    n_people = draw(st.integers(1, 3))
    people = NAMES[:n_people]
    sg, pl = draw(st.sampled_from(UNITS))
    held = {}
    sentences = []
    for p in people:
        held[p] = draw(st.integers(0, 50))
        sentences.append(f"{p} has {held[p]} {pl}.")
    for _ in range(draw(st.integers(0, 6))):
        actor = draw(st.sampled_from(people))
        kind = draw(st.sampled_from(["gain", "loss", "give", "double"] if n_people > 1 else ["gain", "loss", "double"]))
        if kind == "gain":
            n = draw(st.integers(1, 30))
            held[actor] += n
            sentences.append(f"{actor} {draw(st.sampled_from(GAINS))} {n} {pl if n != 1 else sg}.")
        elif kind == "loss" and held[actor] > 0:
            n = draw(st.integers(1, held[actor]))
            held[actor] -= n
            sentences.append(f"{actor} {draw(st.sampled_from(LOSSES))} {n} {pl if n != 1 else sg}.")
        elif kind == "give" and held[actor] > 0:
            other = draw(st.sampled_from([p for p in people if p != actor]))
            n = draw(st.integers(1, held[actor]))
            held[actor] -= n
            held[other] += n
            sentences.append(f"{actor} gives {n} {pl if n != 1 else sg} to {other}.")
        elif kind == "double":
            held[actor] *= 2
            pron = "his" if actor in ("Sam", "Tom") else "her"
            sentences.append(f"{actor} doubles {pron} {pl}.")
    who = draw(st.sampled_from(people))
    sentences.append(f"How many {pl} does {who} have?")
    return " ".join(sentences), str(held[who])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problems())
def test_generated_in_grammar_problems_are_solved_exactly(case):
    text, expected = case
    result = read(text, PACK)
    assert isinstance(result, Solved), (text, result)
    assert result.answer == expected, text


WORDS = ["Sam", "has", "5", "apples", "gives", "to", "Tom", "how", "many", "does", "have", "?", ".", ",", "and",
         "some", "all", "of", "his", "them", "there", "are", "in", "the", "box", "each", "costs", "$2", "more", "than",
         "twice", "as", "times", "If", "she", "he", "they", "splits", "evenly", "into", "groups", "left", "0", "1.5"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=25))
def test_random_pack_word_soup_never_crashes(words):
    result = read(" ".join(words), PACK)
    assert isinstance(result, (Solved, Refused))


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_random_text_never_crashes(text):
    assert isinstance(read(text, PACK), (Solved, Refused))
