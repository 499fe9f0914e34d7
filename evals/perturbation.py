"""Perturbation transforms: text variants of a case with answers PREDICTED from its gold structure.

The closed taxonomy (the scorer is evals/auditors/perturbation.py):

* invariance-preserving — ``entity_rename_v1/v2/v3`` (three disjoint name pools, gender kept so
  pronouns still agree), ``unit_synonym`` (the asked unit swapped for another count noun of the
  base pack), ``commutative_reorder`` (two adjacent additive sentences swapped);
* invariance-breaking — ``value_replacement_init`` (the first initial value changed),
  ``value_replacement_op`` (the first operation value changed), ``op_verb_flip`` (a gain verb
  turned into a loss verb or back).

Each transform edits the case's TEXT (one token, or the order of two sentences) and applies the
same edit to the case's gold ``Structure``; the predicted answer is ``evaluate`` of the edited
structure (exact Fractions), never a reader run. When a transform cannot apply it returns a
``Skip`` with a reason from ``SKIP_REASONS``. No randomness: the same case gives the same variants.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional, Union

import msgspec

from evals.generators import (
    IllPosed, Step, Structure, answer_unit, evaluate, format_answer, render, singular,
)

PRESERVING = "invariance_preserving"
BREAKING = "invariance_breaking"
TRANSFORMS: dict[str, str] = {
    "entity_rename_v1": PRESERVING,
    "entity_rename_v2": PRESERVING,
    "entity_rename_v3": PRESERVING,
    "unit_synonym": PRESERVING,
    "commutative_reorder": PRESERVING,
    "value_replacement_init": BREAKING,
    "value_replacement_op": BREAKING,
    "op_verb_flip": BREAKING,
}

SKIP_REASONS = (
    "no_structure",            # hand-written case: nothing to predict from
    "text_not_from_structure",  # the text is not the rendering of its structure
    "no_named_entities",
    "pool_exhausted",          # not enough pool names of a gender
    "no_swappable_unit",
    "no_commuting_pair",
    "no_initial_value",
    "no_operation_value",
    "no_flippable_verb",
    "variant_ill_posed",       # every candidate edit makes the problem ill-posed
    "answer_insensitive",      # every candidate edit leaves the answer unchanged
)

# Three disjoint pools of base-pack names, none used by the B3 lane (so a rename never collides).
NAME_POOLS: dict[str, dict[str, list[str]]] = {
    "entity_rename_v1": {"f": ["Alice", "Grace", "Helen", "Julia", "Olivia"],
                         "m": ["Adam", "George", "Jack", "Kyle", "Nathan"]},
    "entity_rename_v2": {"f": ["Bridget", "Chloe", "Fiona", "Irene", "Laura"],
                         "m": ["Brandon", "Caleb", "Dylan", "Ethan", "Frank"]},
    "entity_rename_v3": {"f": ["Naomi", "Paige", "Stella", "Tessa", "Vera"],
                         "m": ["Isaac", "Logan", "Owen", "Peter", "Wade"]},
}

# Count nouns of the base pack, each swapped for another one (both discrete, both in the pack).
UNIT_SWAPS: dict[str, str] = {
    "apples": "plums", "pears": "peaches", "marbles": "beads", "beads": "marbles", "stickers": "stamps",
    "stamps": "stickers", "cookies": "muffins", "muffins": "bagels", "pencils": "crayons",
    "crayons": "pencils", "books": "magazines", "eggs": "potatoes", "coins": "buttons", "buttons": "coins",
    "cards": "tickets", "tickets": "cards", "balloons": "kites", "kites": "balloons", "shells": "rocks",
    "pens": "markers", "oranges": "lemons", "lemons": "oranges", "notebooks": "albums",
    "cupcakes": "brownies", "erasers": "balls", "melons": "pumpkins",
}


# Gain <-> loss verbs, all in the base pack.
VERB_FLIPS: dict[str, tuple[str, str]] = {
    "buys": ("sub", "sells"), "sells": ("add", "buys"), "finds": ("sub", "loses"), "loses": ("add", "finds"),
    "gets": ("sub", "uses"), "uses": ("add", "gets"), "receives": ("sub", "drops"), "drops": ("add", "receives"),
    "earns": ("sub", "spends"), "spends": ("add", "earns"), "eats": ("add", "buys"), "bakes": ("sub", "eats"),
    "picks": ("sub", "loses"),
}

# Value edits tried in this order; the first giving a well-posed, changed answer is used.
DELTAS = (3, 2, 4, 6, 5, 1, 7, 8, 9, 10, 12)


@dataclass(frozen=True)
class PerturbedCase:
    variant_id: str
    case_id: str
    transform: str
    kind: str
    problem: str
    original_answer: str
    predicted_answer: str
    predicted_unit: Optional[str]


@dataclass(frozen=True)
class Skip:
    case_id: str
    transform: str
    reason: str


Result = Union[PerturbedCase, Skip]

_SENTENCE_SPLIT = re.compile(r"(?<=[.?!])\s+")


def sentences(text: str) -> list[str]:
    return _SENTENCE_SPLIT.split(text.strip())


def _word(w: str) -> re.Pattern:
    return re.compile(rf"\b{re.escape(w)}\b")


def _variant(case_id: str, transform: str, text: str, original: Structure, edited: Structure,
             original_answer: str) -> Result:
    try:
        value = evaluate(edited)
    except IllPosed:
        return Skip(case_id, transform, "variant_ill_posed")
    unit = answer_unit(edited)
    predicted = format_answer(value, unit)
    return PerturbedCase(variant_id=f"{case_id}:{transform}", case_id=case_id, transform=transform,
                         kind=TRANSFORMS[transform], problem=text, original_answer=original_answer,
                         predicted_answer=predicted, predicted_unit=unit)


def _replace_step(structure: Structure, index: int, step: Step) -> Structure:
    steps = list(structure.steps)
    steps[index] = step
    return msgspec.structs.replace(structure, steps=steps)


# --- invariance-preserving ---------------------------------------------------------------------

def entity_rename(case_id: str, text: str, s: Structure, answer: str, transform: str) -> Result:
    names = sorted(s.genders)
    if not names:
        return Skip(case_id, transform, "no_named_entities")
    pool = {g: list(v) for g, v in NAME_POOLS[transform].items()}
    mapping: dict[str, str] = {}
    for name in names:
        free = [n for n in pool[s.genders[name]] if not _word(n).search(text)]
        if not free:
            return Skip(case_id, transform, "pool_exhausted")
        mapping[name] = free[0]
        pool[s.genders[name]].remove(free[0])
    pattern = re.compile(r"\b(" + "|".join(re.escape(n) for n in names) + r")\b")
    new_text = pattern.sub(lambda m: mapping[m.group(1)], text)

    def ren(x: Optional[str]) -> Optional[str]:
        return mapping.get(x, x) if x else x

    steps = [msgspec.structs.replace(st, actor=ren(st.actor) or "", target=ren(st.target)) for st in s.steps]
    q = msgspec.structs.replace(s.question, actors=[ren(a) or "" for a in s.question.actors])
    edited = Structure(steps=steps, question=q, genders={mapping[n]: s.genders[n] for n in names})
    if render(edited) != new_text:
        return Skip(case_id, transform, "text_not_from_structure")
    return _variant(case_id, transform, new_text, s, edited, answer)


def unit_synonym(case_id: str, text: str, s: Structure, answer: str) -> Result:
    transform = "unit_synonym"
    units = [s.question.unit] if s.question.kind != "spend" else [st.unit for st in s.steps if st.op == "buy"]
    for unit in units:
        new = UNIT_SWAPS.get(unit or "")
        if not new or _word(new).search(text):
            continue
        new_sing = singular(new)
        new_text = _word(unit).sub(new, text)
        new_text = _word(singular(unit)).sub(new_sing, new_text)
        swap = {unit: new}
        steps = [msgspec.structs.replace(st, unit=swap.get(st.unit or "", st.unit)) for st in s.steps]
        q = msgspec.structs.replace(s.question, unit=swap.get(s.question.unit, s.question.unit))
        edited = msgspec.structs.replace(s, steps=steps, question=q)
        # Rendering the edited structure must give exactly the edited text (singulars included).
        if render(edited) != new_text:
            continue
        return _variant(case_id, transform, new_text, s, edited, answer)
    return Skip(case_id, transform, "no_swappable_unit")


_ADDITIVE = ("add", "sub", "give", "buy")


def commutative_reorder(case_id: str, text: str, s: Structure, answer: str) -> Result:
    """Swap the first adjacent pair of additive sentences whose order cannot matter.

    Additive steps (gain, loss, transfer, purchase) commute as long as every intermediate holding
    stays non-negative (checked by evaluating the swapped structure); explicit subjects only, and
    a following pronoun must keep its antecedent.
    """
    transform = "commutative_reorder"
    steps = s.steps
    sents = sentences(text)
    for i in range(len(steps) - 1):
        a, b = steps[i], steps[i + 1]
        if a.op not in _ADDITIVE or b.op not in _ADDITIVE or a.subject or b.subject:
            continue
        nxt = steps[i + 2] if i + 2 < len(steps) else None
        if nxt is not None and nxt.subject and a.actor != b.actor:
            continue
        swapped = list(steps)
        swapped[i], swapped[i + 1] = b, a
        edited = msgspec.structs.replace(s, steps=swapped)
        try:
            evaluate(edited)
        except IllPosed:
            continue
        new_sents = list(sents)
        new_sents[i], new_sents[i + 1] = sents[i + 1], sents[i]
        return _variant(case_id, transform, " ".join(new_sents), s, edited, answer)
    return Skip(case_id, transform, "no_commuting_pair")


# --- invariance-breaking -----------------------------------------------------------------------

def _value_edit(case_id: str, text: str, s: Structure, answer: str, transform: str, index: Optional[int]) -> Result:
    if index is None:
        return Skip(case_id, transform, "no_initial_value" if transform.endswith("init") else "no_operation_value")
    sents = sentences(text)
    step = s.steps[index]
    old = int(step.value)
    saw_ill_posed = False
    for delta in DELTAS:
        new_value = old + delta
        edited = _replace_step(s, index, msgspec.structs.replace(step, value=new_value))
        try:
            value = evaluate(edited)
        except IllPosed:
            saw_ill_posed = True
            continue
        if format_answer(value, answer_unit(edited)) == answer:
            continue
        new_sents = list(sents)
        # One token changes; the noun turns plural when the old value was 1.
        new_sents[index] = re.sub(rf"\b{old}\b", str(new_value), sents[index], count=1)
        if old == 1 and step.unit:
            new_sents[index] = _word(singular(step.unit)).sub(step.unit, new_sents[index], count=1)
        new_text = " ".join(new_sents)
        if render(edited) != new_text:
            return Skip(case_id, transform, "text_not_from_structure")
        return _variant(case_id, transform, new_text, s, edited, answer)
    return Skip(case_id, transform, "variant_ill_posed" if saw_ill_posed else "answer_insensitive")


def value_replacement_init(case_id: str, text: str, s: Structure, answer: str) -> Result:
    index = next((i for i, st in enumerate(s.steps) if st.op == "has"), None)
    return _value_edit(case_id, text, s, answer, "value_replacement_init", index)


def value_replacement_op(case_id: str, text: str, s: Structure, answer: str) -> Result:
    index = next((i for i, st in enumerate(s.steps) if st.op in ("add", "sub", "give", "buy", "more", "fewer")), None)
    return _value_edit(case_id, text, s, answer, "value_replacement_op", index)


def op_verb_flip(case_id: str, text: str, s: Structure, answer: str) -> Result:
    transform = "op_verb_flip"
    sents = sentences(text)
    reasons = []
    for i, st in enumerate(s.steps):
        if st.op not in ("add", "sub") or st.verb not in VERB_FLIPS:
            continue
        kind, verb = VERB_FLIPS[st.verb]
        # "gets 4 more apples" flips to "uses 4 apples": drop the "more" a loss cannot carry.
        edited = _replace_step(s, i, msgspec.structs.replace(st, op=kind, verb=verb,
                                                             tail=None if st.tail == "more" else st.tail))
        try:
            value = evaluate(edited)
        except IllPosed:
            reasons.append("variant_ill_posed")
            continue
        if format_answer(value, answer_unit(edited)) == answer:
            reasons.append("answer_insensitive")
            continue
        new_sents = list(sents)
        new_sents[i] = _word(st.verb).sub(verb, sents[i], count=1).replace(" more ", " ") \
            if st.tail == "more" else _word(st.verb).sub(verb, sents[i], count=1)
        new_text = " ".join(new_sents)
        if render(edited) != new_text:
            return Skip(case_id, transform, "text_not_from_structure")
        return _variant(case_id, transform, new_text, s, edited, answer)
    return Skip(case_id, transform, reasons[0] if reasons else "no_flippable_verb")


def perturb(case_id: str, text: str, answer: Optional[str], structure: Optional[Structure]) -> list[Result]:
    """Every transform of the taxonomy applied to one solvable case (one result per transform)."""
    if structure is None or answer is None:
        return [Skip(case_id, t, "no_structure") for t in TRANSFORMS]
    if render(structure) != text:
        return [Skip(case_id, t, "text_not_from_structure") for t in TRANSFORMS]
    out: list[Result] = [entity_rename(case_id, text, structure, answer, t) for t in NAME_POOLS]
    out.append(unit_synonym(case_id, text, structure, answer))
    out.append(commutative_reorder(case_id, text, structure, answer))
    out.append(value_replacement_init(case_id, text, structure, answer))
    out.append(value_replacement_op(case_id, text, structure, answer))
    out.append(op_verb_flip(case_id, text, structure, answer))
    return out


def perturb_cases(cases) -> tuple[list[PerturbedCase], list[Skip]]:
    """Variants and skips for every solvable case of a lane (e.g. ``evals.datasets.load_b3()``)."""
    variants: list[PerturbedCase] = []
    skips: list[Skip] = []
    for c in cases:
        if c.expected != "solved":
            continue
        for r in perturb(c.id, c.problem, c.answer, c.structure):
            (variants if isinstance(r, PerturbedCase) else skips).append(r)
    return variants, skips


def auditor_inputs(variants: list[PerturbedCase], skips: list[Skip]):
    """The scorer's own row types (evals.auditors.perturbation.Variant / Skip)."""
    from evals.auditors import perturbation as scorer

    return ([scorer.Variant(variant_id=v.variant_id, case_id=v.case_id, transform=v.transform,
                            original_answer=v.original_answer, predicted_answer=v.predicted_answer,
                            predicted_unit=v.predicted_unit) for v in variants],
            [scorer.Skip(case_id=s.case_id, transform=s.transform, reason=s.reason) for s in skips])
