"""Structured word problems: a small step language, its renderer, its evaluator, a seeded generator.

A problem is a list of ``Step``s (one sentence each, in text order) and a ``Question``. The same
structure renders the text and computes the answer (exact ``Fraction`` arithmetic), so the
answer never comes from the reader under test. The B3 lane, the learning-arc corpus and the
perturbation auditor's predictions are all built from this structure (docs/datasets.md).

Step kinds (``op``) and their meaning, state being ``(entity, unit) -> Fraction``:

* ``has``     — ``actor`` starts with ``value`` ``unit`` (initial possession, not an operation)
* ``add`` / ``sub`` — ``actor`` gains / loses ``value`` (verb from the step)
* ``give``    — ``actor`` hands ``value`` to ``target`` (transfer)
* ``mul``     — ``actor``'s holding is multiplied by ``value`` (2 = doubles, 3 = triples)
* ``split``   — ``actor`` splits the holding evenly into ``value`` groups and keeps one
* ``more`` / ``fewer`` — ``actor`` has ``value`` more / fewer than ``target`` (comparison)
* ``times``   — ``actor`` has ``value`` times as many as ``target`` ("2" renders "twice")
* ``half``    — ``actor`` has half as many as ``target``
* ``buy``     — ``actor`` buys ``value`` ``unit`` (from nothing or on top of a holding)
* ``price``   — "Each <unit> costs $<value>." (a price-table entry; ``actor`` is "")

Depth rule (the number of arithmetic operations a correct reading performs): ``has`` and
``price`` count 0; every other step counts 1 (a ``buy`` counts as the count × price
multiplication it feeds); a question that sums k holdings counts k − 1 additions; a "spend"
question over k purchases counts k − 1 additions.

Randomness lives here (evals/), never in domain/: ``generate`` takes an explicit seed.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from typing import Optional, Union

import msgspec

MONEY = "dollars"


class Step(msgspec.Struct, frozen=True, omit_defaults=True, forbid_unknown_fields=True):
    """One sentence of a structured problem."""

    op: str
    actor: str
    value: Union[int, str]
    """An int, or a decimal string for money ("2.50"); never a float."""
    unit: Optional[str] = None
    verb: Optional[str] = None
    target: Optional[str] = None
    subject: Optional[str] = None
    """Surface subject when it is not the actor's name ("He", "She")."""
    tail: Optional[str] = None
    """Optional words before the full stop (e.g. "more" after the value for add)."""


class Question(msgspec.Struct, frozen=True, omit_defaults=True, forbid_unknown_fields=True):
    """What is asked: one holding, a total over named holders, or money spent."""

    kind: str
    """``entity`` | ``total`` | ``spend`` | ``difference`` (actors[0] − actors[1])."""
    unit: str
    actors: list[str]
    tail: str = ""
    """"", "now", "left", "in total", "altogether", "in all"."""
    subject: Optional[str] = None
    """Surface form for the asked entity or group ("he", "they")."""


class Structure(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The gold structure of a solvable problem: text and answer both derive from it."""

    steps: list[Step]
    question: Question
    genders: dict[str, str] = {}
    """Name -> "m" | "f", so renames keep pronoun agreement."""


class IllPosed(ValueError):
    """A structure whose true reading is not a well-posed problem (negative, fractional count…)."""


# --- vocabulary ------------------------------------------------------------------------------

SINGULAR = {
    "apples": "apple", "oranges": "orange", "pencils": "pencil", "books": "book", "cookies": "cookie",
    "stickers": "sticker", "marbles": "marble", "cards": "card", "coins": "coin", "stamps": "stamp",
    "eggs": "egg", "pens": "pen", "balloons": "balloon", "candies": "candy", "shells": "shell",
    "seashells": "seashell", "tulips": "tulip", "roses": "rose", "buttons": "button", "toys": "toy",
    "crayons": "crayon", "muffins": "muffin", "beads": "bead", "notebooks": "notebook",
    "cupcakes": "cupcake", "pebbles": "pebble", "acorns": "acorn", "feathers": "feather",
    "ribbons": "ribbon", "tickets": "ticket", "lemons": "lemon", "peaches": "peach",
    "carrots": "carrot", "daisies": "daisy", "bottles": "bottle", "dollars": "dollar",
    "strawberries": "strawberry", "blocks": "block", "kites": "kite", "balls": "ball",
    "bananas": "banana", "pears": "pear", "plums": "plum", "cherries": "cherry", "letters": "letter",
    "plums": "plum", "potatoes": "potato", "magazines": "magazine", "rocks": "rock", "markers": "marker",
    "folders": "folder", "brownies": "brownie", "rulers": "ruler", "pumpkins": "pumpkin", "bagels": "bagel",
    "erasers": "eraser", "melons": "melon", "figurines": "figurine", "sunflowers": "sunflower",
}


def singular(unit: str) -> str:
    return SINGULAR.get(unit, unit[:-1] if unit.endswith("s") else unit)


FEMALE = ["Mia", "Ava", "Nora", "Lily", "Priya", "Zoe", "Hannah", "Rosa", "Emma", "Leah", "Iris", "Maya", "Grace", "Nadia"]
MALE = ["Omar", "Raj", "Leo", "Ben", "Daniel", "Kevin", "Ivan", "Felix", "Hugo", "Ted", "Juan", "Noah", "Ali", "Marcus"]

DEFAULT_UNITS = ["apples", "oranges", "pencils", "books", "cookies", "stickers", "cards", "coins", "pens",
                 "balloons", "eggs", "stamps"]
DEFAULT_ADD_VERBS = ["buys", "gets", "finds", "receives"]
DEFAULT_SUB_VERBS = ["eats", "loses", "sells", "uses", "drops"]
EDIBLE = {"apples", "oranges", "cookies", "eggs", "candies", "muffins", "cupcakes", "lemons", "peaches",
          "carrots", "strawberries", "bananas", "pears", "plums", "cherries"}


def _word_number(n: int) -> str:
    return "twice" if n == 2 else f"{n} times"


# --- rendering -------------------------------------------------------------------------------

def _possessive(subject: str, genders: dict[str, str], actor: str) -> str:
    return "her" if genders.get(actor) == "f" else "his"


def op_counts_items(op: str) -> bool:
    """Steps whose value counts the unit ("1 apple"), as opposed to a factor or group count."""
    return op in ("has", "add", "sub", "give", "more", "fewer", "buy")


def render_step(step: Step, genders: dict[str, str]) -> str:
    """The sentence for one step (deterministic; every surface choice is in the step)."""
    subj = step.subject or step.actor
    unit = step.unit or ""
    if step.value == 1 and op_counts_items(step.op):
        unit = singular(unit)
    v = step.value
    extra = f" {step.tail}" if step.tail else ""
    op = step.op
    if op == "has":
        return f"{subj} has {v} {unit}{extra}."
    if op in ("add", "sub"):
        more = " more" if step.tail == "more" else ""
        rest = "" if step.tail in (None, "more") else f" {step.tail}"
        return f"{subj} {step.verb} {v}{more} {unit}{rest}."
    if op == "give":
        return f"{subj} {step.verb or 'gives'} {v} {unit} to {step.target}{extra}."
    if op == "mul":
        verb = {2: "doubles", 3: "triples"}[int(v)]
        return f"{subj} {verb} {_possessive(subj, genders, step.actor)} {unit}{extra}."
    if op == "split":
        poss = _possessive(subj, genders, step.actor)
        return f"{subj} splits {poss} {unit} evenly into {v} groups and keeps one group{extra}."
    if op in ("more", "fewer"):
        return f"{subj} has {v} {op} {unit} than {step.target}{extra}."
    if op == "times":
        return f"{subj} has {_word_number(int(v))} as many {unit} as {step.target}{extra}."
    if op == "half":
        return f"{subj} has half as many {unit} as {step.target}{extra}."
    if op == "buy":
        return f"{subj} {step.verb or 'buys'} {v} {unit}{extra}."
    if op == "price":
        if step.verb == "cost each":
            return f"{unit[:1].upper()}{unit[1:]} cost ${v} each."
        return f"Each {singular(unit)} costs ${v}."
    raise ValueError(f"unknown step op {op!r}")


def render_question(q: Question) -> str:
    tail = f" {q.tail}" if q.tail else ""
    if q.kind == "entity":
        who = q.subject or q.actors[0]
        return f"How many {q.unit} does {who} have{tail}?"
    if q.kind == "total":
        if q.subject:
            who = q.subject
        elif len(q.actors) == 2:
            who = f"{q.actors[0]} and {q.actors[1]}"
        else:
            who = ", ".join(q.actors[:-1]) + f" and {q.actors[-1]}"
        return f"How many {q.unit} do {who} have{tail}?"
    if q.kind == "spend":
        who = q.subject or q.actors[0]
        return f"How much does {who} spend{tail}?"
    if q.kind == "difference":
        return f"How many more {q.unit} does {q.actors[0]} have than {q.actors[1]}?"
    raise ValueError(f"unknown question kind {q.kind!r}")


def render(structure: Structure) -> str:
    sentences = [render_step(s, structure.genders) for s in structure.steps]
    sentences.append(render_question(structure.question))
    return " ".join(sentences)


# --- evaluation ------------------------------------------------------------------------------

def evaluate(structure: Structure) -> Fraction:
    """The true answer, folding the steps in text order; raises IllPosed for ill-posed readings."""
    state: dict[tuple[str, str], Fraction] = {}
    bought: dict[str, list[tuple[str, Fraction]]] = {}
    prices: dict[str, Fraction] = {}
    for step in structure.steps:
        key = (step.actor, step.unit or "")
        v = Fraction(step.value) if isinstance(step.value, str) else Fraction(int(step.value))
        op = step.op
        if op == "has":
            if key in state:
                raise IllPosed(f"{step.actor} is given {step.unit} twice")
            state[key] = v
        elif op in ("add", "sub", "mul", "split", "give"):
            if key not in state:
                raise IllPosed(f"{step.actor} acts on {step.unit} before holding any")
            cur = state[key]
            if op == "add":
                new = cur + v
            elif op == "sub":
                new = cur - v
            elif op == "mul":
                new = cur * v
            elif op == "split":
                if v == 0:
                    raise IllPosed("split into zero groups")
                new = cur / v
            else:  # give
                tkey = (step.target or "", step.unit or "")
                if tkey not in state:
                    raise IllPosed(f"{step.target} receives {step.unit} without holding any")
                if step.target == step.actor:
                    raise IllPosed("self-transfer")
                new = cur - v
                state[tkey] = state[tkey] + v
            state[key] = new
        elif op in ("more", "fewer", "times", "half"):
            ref = (step.target or "", step.unit or "")
            if ref not in state:
                raise IllPosed(f"{step.target} holds no {step.unit} to compare with")
            if key in state:
                raise IllPosed(f"{step.actor} already holds {step.unit}")
            base = state[ref]
            state[key] = {"more": base + v, "fewer": base - v, "times": base * v,
                          "half": base / 2}[op]
        elif op == "buy":
            state[key] = state.get(key, Fraction(0)) + v
            bought.setdefault(step.actor, []).append((step.unit or "", v))
        elif op == "price":
            if step.unit in prices:
                raise IllPosed(f"two prices for {step.unit}")
            prices[step.unit or ""] = v
        else:
            raise ValueError(f"unknown step op {op!r}")
        for (ent, unit), amount in state.items():
            if amount < 0:
                raise IllPosed(f"{ent} would hold a negative amount of {unit}")
            if unit != MONEY and amount.denominator != 1:
                raise IllPosed(f"{ent} would hold a fractional number of {unit}")
    q = structure.question
    if q.kind == "spend":
        lots = bought.get(q.actors[0], [])
        if not lots or any(u not in prices for u, _ in lots):
            raise IllPosed(f"{q.actors[0]} buys nothing, or something without a price")
        return sum((count * prices[u] for u, count in lots), Fraction(0))
    if q.kind == "difference":
        a, b = ((actor, q.unit) for actor in q.actors)
        if a not in state or b not in state:
            raise IllPosed("difference of holdings that are not both known")
        if state[a] < state[b]:
            raise IllPosed("'how many more' with a negative difference")
        return state[a] - state[b]
    total = Fraction(0)
    for actor in q.actors:
        if (actor, q.unit) not in state:
            raise IllPosed(f"{actor} holds no {q.unit}")
        total += state[(actor, q.unit)]
    return total


def depth(structure: Structure) -> int:
    """Declared depth under the documented rule (module docstring, docs/datasets.md)."""
    ops = sum(1 for s in structure.steps if s.op not in ("has", "price"))
    q = structure.question
    if q.kind == "total":
        ops += len(q.actors) - 1
    if q.kind == "difference":
        ops += 1
    if q.kind == "spend":
        ops += sum(1 for s in structure.steps if s.op == "buy" and s.actor == q.actors[0]) - 1
    return ops


def format_answer(value: Fraction, unit: str) -> str:
    """Exact answer string: integer, terminating decimal for money, else a reduced fraction."""
    if value.denominator == 1:
        return str(value.numerator)
    if unit == MONEY:
        d = value.denominator
        while d % 2 == 0:
            d //= 2
        while d % 5 == 0:
            d //= 5
        if d == 1:
            scaled = value
            places = 0
            while scaled.denominator != 1:
                scaled *= 10
                places += 1
            text = str(abs(scaled.numerator)).rjust(places + 1, "0")
            sign = "-" if value < 0 else ""
            return f"{sign}{text[:-places]}.{text[-places:]}"
    return f"{value.numerator}/{value.denominator}"


def answer_unit(structure: Structure) -> str:
    return MONEY if structure.question.kind == "spend" else structure.question.unit


# --- the seeded generator --------------------------------------------------------------------

@dataclass(frozen=True)
class GeneratedProblem:
    id: str
    problem: str
    answer: str
    unit: str
    depth: int
    structure: Structure


@dataclass(frozen=True)
class Vocabulary:
    """Words the generator may use; the arc corpus passes words the base pack lacks."""

    units: tuple[str, ...] = tuple(DEFAULT_UNITS)
    add_verbs: tuple[str, ...] = tuple(DEFAULT_ADD_VERBS)
    sub_verbs: tuple[str, ...] = tuple(DEFAULT_SUB_VERBS)
    transfer_verbs: tuple[str, ...] = ("gives",)
    buy_verbs: tuple[str, ...] = ("buys",)


def _pick_names(rng: random.Random, k: int) -> tuple[list[str], dict[str, str]]:
    pool = [(n, "f") for n in FEMALE] + [(n, "m") for n in MALE]
    chosen = rng.sample(pool, k)
    return [n for n, _ in chosen], {n: g for n, g in chosen}


def _chain(rng: random.Random, d: int, vocab: Vocabulary) -> Structure:
    """Holdings of one unit for 1–3 people, then d operations (question may sum holdings)."""
    unit = rng.choice(vocab.units)
    n_people = rng.choice([1, 1, 2, 2, 3]) if d >= 2 else rng.choice([1, 2])
    names, genders = _pick_names(rng, n_people)
    steps: list[Step] = []
    state: dict[str, int] = {}
    first = names[0]
    steps.append(Step(op="has", actor=first, value=rng.randint(2, 20), unit=unit))
    state[first] = int(steps[-1].value)
    budget = d
    for other in names[1:]:
        # The second/third person enters by possession or by comparison (a comparison is an op).
        if budget > 1 and rng.random() < 0.5:
            ref = rng.choice(list(state))
            kind = rng.choice(["more", "fewer", "times", "half"])
            if kind == "more":
                v = rng.randint(1, 9); val = state[ref] + v
            elif kind == "fewer" and state[ref] > 1:
                v = rng.randint(1, state[ref] - 1); val = state[ref] - v
            elif kind == "half" and state[ref] % 2 == 0:
                v = 2; val = state[ref] // 2
            else:
                kind = "times"; v = rng.choice([2, 3, 4]); val = state[ref] * v
            steps.append(Step(op=kind, actor=other, value=v, unit=unit, target=ref))
            state[other] = val
            budget -= 1
        else:
            steps.append(Step(op="has", actor=other, value=rng.randint(2, 20), unit=unit))
            state[other] = int(steps[-1].value)
    # Decide the question now so the operations fill the remaining budget exactly.
    ask_total = len(names) > 1 and budget - (len(names) - 1) >= 1 and rng.random() < 0.5
    if ask_total:
        budget -= len(names) - 1
    last_subject: Optional[str] = steps[-1].actor
    for _ in range(budget):
        actor = rng.choice(names)
        cur = state[actor]
        choices = ["add", "add", "sub", "mul", "split"] + (["give"] if len(names) > 1 else [])
        kind = rng.choice(choices)
        divisors = [g for g in range(2, 6) if cur % g == 0]
        if kind == "sub" and cur < 1:
            kind = "add"
        if kind == "mul" and cur > 60:
            kind = "sub" if cur >= 1 else "add"
        if kind == "split" and not divisors:
            kind = "add"
        if kind == "give" and cur < 1:
            kind = "add"
        subject = None
        unambiguous = all(genders[n] != genders[actor] for n in names if n != actor)
        if actor == last_subject and unambiguous and rng.random() < 0.4:
            subject = "She" if genders[actor] == "f" else "He"
        if kind == "add":
            v = rng.randint(1, 12)
            step = Step(op="add", actor=actor, value=v, unit=unit, verb=rng.choice(vocab.add_verbs),
                        subject=subject, tail="more" if rng.random() < 0.2 else None)
            state[actor] = cur + v
        elif kind == "sub":
            v = rng.randint(1, cur)
            verbs = [vb for vb in vocab.sub_verbs if vb != "eats" or unit in EDIBLE] or ["loses"]
            step = Step(op="sub", actor=actor, value=v, unit=unit, verb=rng.choice(verbs), subject=subject)
            state[actor] = cur - v
        elif kind == "mul":
            v = rng.choice([2, 3])
            step = Step(op="mul", actor=actor, value=v, unit=unit, subject=subject)
            state[actor] = cur * v
        elif kind == "split":
            v = rng.choice(divisors)
            step = Step(op="split", actor=actor, value=v, unit=unit, subject=subject)
            state[actor] = cur // v
        else:
            target = rng.choice([n for n in names if n != actor])
            v = rng.randint(1, cur)
            step = Step(op="give", actor=actor, value=v, unit=unit, target=target,
                        verb=rng.choice(vocab.transfer_verbs), subject=subject)
            state[actor] = cur - v
            state[target] += v
        steps.append(step)
        last_subject = actor
    if ask_total:
        question = Question(kind="total", unit=unit, actors=list(names),
                            tail=rng.choice(["altogether", "in total", "in all"]))
    else:
        asked = rng.choice(names)
        question = Question(kind="entity", unit=unit, actors=[asked], tail=rng.choice(["", "now", "left"]))
    return Structure(steps=steps, question=question, genders=genders)


def _purchases(rng: random.Random, d: int, vocab: Vocabulary) -> Structure:
    """A shopper buys k priced lots; "How much does X spend?" has depth 2k − 1."""
    k = (d + 1) // 2
    names, genders = _pick_names(rng, 1)
    units = rng.sample(list(vocab.units), k)
    buys, prices = [], []
    for i, unit in enumerate(units):
        cents = rng.choice([25, 50, 75, 100, 125, 150, 200, 250, 300, 500])
        price = f"{cents // 100}.{cents % 100:02d}" if cents % 100 else str(cents // 100)
        subject = ("She" if genders[names[0]] == "f" else "He") if i and rng.random() < 0.4 else None
        buys.append(Step(op="buy", actor=names[0], value=rng.randint(1, 9), unit=unit,
                         verb=rng.choice(vocab.buy_verbs), subject=subject))
        prices.append(Step(op="price", actor="", value=price, unit=unit,
                           verb="cost each" if rng.random() < 0.3 else None))
    # Prices first or purchases first: both orders are valid readings of a price table.
    steps = prices + buys if rng.random() < 0.5 else buys + prices
    if steps[0].subject:
        steps[0] = msgspec.structs.replace(steps[0], subject=None)
    return Structure(steps=steps, question=Question(kind="spend", unit=MONEY, actors=[names[0]],
                                                    tail="in total" if k > 1 else ""), genders=genders)


def build(rng: random.Random, d: int, vocab: Vocabulary) -> Structure:
    """One well-posed structure of declared depth exactly ``d`` (1..8)."""
    if not 1 <= d <= 8:
        raise ValueError(f"depth must be in 1..8, got {d}")
    for _ in range(200):
        if d % 2 == 1 and d <= 7 and len(vocab.units) >= (d + 1) // 2 and rng.random() < 0.2:
            s = _purchases(rng, d, vocab)
        else:
            s = _chain(rng, d, vocab)
        if depth(s) == d:
            evaluate(s)  # raises IllPosed if a construction bug slipped through
            return s
    raise RuntimeError(f"could not build a depth-{d} problem")  # pragma: no cover


def to_problem(structure: Structure, pid: str) -> GeneratedProblem:
    unit = answer_unit(structure)
    return GeneratedProblem(id=pid, problem=render(structure), answer=format_answer(evaluate(structure), unit),
                            unit=unit, depth=depth(structure), structure=structure)


def generate(seed: int, n: int, max_depth: int = 8, vocab: Vocabulary = Vocabulary(),
             prefix: str = "gen") -> list[GeneratedProblem]:
    """``n`` well-posed problems, depths cycling 1..max_depth; same seed → same problems."""
    if not 1 <= max_depth <= 8:
        raise ValueError(f"max_depth must be in 1..8, got {max_depth}")
    rng = random.Random(seed)
    out = []
    for i in range(n):
        d = 1 + i % max_depth
        out.append(to_problem(build(rng, d, vocab), f"{prefix}-{seed}-{i:04d}"))
    return out


def problems(max_depth: int = 8, vocab: Vocabulary = Vocabulary()):
    """A hypothesis strategy of GeneratedProblem (imports hypothesis lazily: a dev dependency)."""
    from hypothesis import strategies as st

    return st.builds(
        lambda seed, d: to_problem(build(random.Random(seed), d, vocab), f"hyp-{seed}-{d}"),
        st.integers(min_value=0, max_value=2**32 - 1),
        st.integers(min_value=1, max_value=max_depth),
    )
