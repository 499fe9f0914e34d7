"""Measured stuff summed through a covering word (v9): ``tons of material``, ``kilograms of nuts``.

``A construction company bought 5.91 tons of gravel and 8.11 tons of sand. How many tons of material did the
company buy in all?`` sums the two measures because the pack's kinds say gravel and sand are material
(``Solver.covers``). The words that cover measured stuff in these problems (material, nuts, snacks, fruit)
are broad, and a pack kind lists only some of their members: ``5 tons of gravel and 1 ton of bricks …
tons of material`` is fine, but ``0.1 pounds of peanuts and 0.4 pounds of cookies … pounds of snacks``
would answer 0.1 if cookies were classified (as pastries) but not listed as snacks — the writer almost
certainly meant 0.5. So, when a question's measured stuff is reached through a kind:

- **Nothing of the same measure is left out** (``left_out``): any other measured stuff of the same measure
  (pounds, ounces, tons …) in the question's scope (the holder's holdings, or the asked action's events)
  refuses, whether the pack classifies it elsewhere or not. The kind may be narrower than the word. (v13 red
  team, ADR 0263: a container of a stuff is such a measure too: ``bottles of snacks`` beside ``bottles of
  apples`` refuses; it answered the pretzels' bottles alone.)
- **No amount from counted members**: a covering stuff that is a mass noun (``material``) asked without a
  measure (``How much material …?``) beside things counted one by one (``3 bricks and 2 stones``) refuses:
  five things are no amount of material.

- **A general stuff beside the asked specific one** (``general_beside``): ``has 8 kilograms of almonds and 20
  kilograms of walnuts. She ate 15 kilograms of nuts. How many kilograms of almonds …?`` — the nuts eaten
  may be almonds (red team: answered 8). Any measure of a stuff the pack puts above the asked stuff, in the
  question's scope and not counted in the answer, refuses, as ``15 nuts`` beside ``8 almonds`` already did.

All checks only turn an answer into a refusal; a count question (``How many birds?``) is untouched.
(The one unit per material rule needs nothing new: ``How much honey`` measured in pounds and in ounces
already refuses in ``measures.measured_asked_item``; a question that names the measure converts inside
one pack family by ``per_base``, the v2 policy.)
"""
from __future__ import annotations

from domain.reader.graph import Item
from domain.reader.measures import COUNT, stuff_of
from domain.reader.refusals import Reason, ReaderRefusal


def _dimension(solver, unit: str) -> str:
    return solver.unit(unit).family.removesuffix("_metric").removesuffix("_calendar")


def left_out(solver, asked: Item, matched: list[Item], beside: list[Item], sentence: int) -> None:
    """Refuse a kind-covered measured sum beside measured stuff of the same measure that it leaves out."""
    wanted = stuff_of(asked)
    measure = solver.unit(asked.unit)
    if measure is None or measure.family == COUNT and not wanted:
        return
    containers = measure.family == COUNT  # v13 red team (ADR 0263): "bottles of snacks" beside "bottles of apples"
    for k in matched:
        ku = solver.unit(k.unit)
        if not containers and k.unit != asked.unit and ku is not None and ku.family == COUNT:
            # "bought 3 bricks and 2 stones. How much material?": a count of things is no amount of a stuff
            raise ReaderRefusal(Reason.UNIT_MISMATCH, "unit_binding", sentence_index=sentence, frame="solver",
                                detail=f"the asked amount of {asked.unit} counts {k.unit} one by one")
    if not wanted:
        return
    if all(wanted <= stuff_of(k) for k in matched):
        return  # every part names the asked stuff itself: no kind was used
    for k in beside:
        if k in matched or not stuff_of(k) or k.unit in solver.per:
            continue
        ku = solver.unit(k.unit)
        if ku is not None and (k.unit == asked.unit if containers else
                               ku.family != COUNT and _dimension(solver, k.unit) == _dimension(solver, asked.unit)):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "kind_binding", sentence_index=sentence,
                                frame="solver",
                                detail=f"the asked {asked.unit} of {', '.join(sorted(wanted))} leave out "
                                       f"{k.unit} of {', '.join(sorted(stuff_of(k)))}: the pack's kind may "
                                       "be narrower than the word")


def general_beside(solver, asked: Item, matched: list[Item], beside: list[Item], sentence: int) -> None:
    """Refuse a measured stuff asked beside a measure of a more general stuff (nuts beside almonds)."""
    wanted = stuff_of(asked)
    if not wanted:
        return
    for k in beside:
        if k in matched or k.unit in solver.per:
            continue
        if any(solver.lex.kind_of(w, g) for w in wanted for g in stuff_of(k)):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=sentence, frame="solver",
                                detail=f"the {k.unit} of {', '.join(sorted(stuff_of(k)))} may or may not be "
                                       f"the asked {', '.join(sorted(wanted))}")
