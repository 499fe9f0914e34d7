"""Property tests for the v2 forms: partitions, unit prices, goals — answers simulated here.

The expected outcome is computed by plain integer arithmetic in this file (never by the reader):
a whole number of groups / toys is the answer, anything else must be refused.
"""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.packs import load_pack
from domain.reader import Refused, Solved, read

PACK = load_pack()
PEOPLE = [("Sam", "he"), ("Mary", "she"), ("Tom", "he"), ("Sara", "she")]
THINGS = ["apples", "marbles", "pencils", "cookies"]
CONTAINERS = [("bag", "bags"), ("box", "boxes"), ("pile", "piles")]


@st.composite
def partitions(draw):
    name, pron = draw(st.sampled_from(PEOPLE))
    things = draw(st.sampled_from(THINGS))
    sg, pl = draw(st.sampled_from(CONTAINERS))
    start = draw(st.integers(1, 90))
    eaten = draw(st.integers(0, start - 1))
    size = draw(st.integers(1, 12))
    left = start - eaten
    text = (f"{name} has {start} {things}. {pron.capitalize()} sells {eaten} {things} and puts the rest into "
            f"{pl} with {size} in each {sg}. How many {pl} did {pron} use?")
    expected = str(left // size) if left % size == 0 else None
    return text, expected


@st.composite
def shares(draw):
    name, pron = draw(st.sampled_from(PEOPLE))
    things = draw(st.sampled_from(THINGS))
    count = draw(st.integers(1, 9))
    held = draw(st.integers(1, 80))
    text = (f"{name} has {held} {things}. If {pron} shares them among {count} friends, "
            f"how many {things} does each friend get?")
    return text, (str(held // count) if held % count == 0 else None)


@st.composite
def purchases(draw):
    name, pron = draw(st.sampled_from(PEOPLE))
    money = draw(st.integers(1, 100))
    spent = draw(st.integers(0, money))
    price = draw(st.integers(1, 9))
    text = (f"{name} had {money} dollars. If {pron} spent {spent} dollars on a game, how many {price} dollar "
            f"toys could {pron} buy with the money {pron} had left?")
    rest = money - spent
    return text, (str(rest // price) if rest % price == 0 else None)


@st.composite
def goals(draw):
    name, pron = draw(st.sampled_from(PEOPLE))
    things = draw(st.sampled_from(THINGS))
    goal = draw(st.integers(1, 60))
    done = draw(st.integers(0, 70))
    minutes = draw(st.integers(1, 9))
    text = (f"{name} needs to bake {goal} {things}. {pron.capitalize()} has already baked {done}. "
            f"If each {things[:-1]} takes {minutes} minutes to bake, how long will it take {'him' if pron == 'he' else 'her'} "
            f"to bake the rest?")
    return text, (str((goal - done) * minutes) if done <= goal else None)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(partitions(), shares(), purchases(), goals()))
def test_v2_forms_are_exact_or_refused(case):
    text, expected = case
    result = read(text, PACK)
    if expected is None:
        assert isinstance(result, Refused), (text, result)
    else:
        assert isinstance(result, Solved), (text, result)
        assert result.answer == expected, text
