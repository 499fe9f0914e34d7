"""Making verbs that may work on things already held (reader v13, ADR 0275).

    Tom had 12 potatoes. He cooked 5 potatoes. How many potatoes does he have?

``cook``, ``paint``, ``fold``, ``carve``, ``dye`` and ``blow up`` are filed with the making (``construct``) verbs,
so ``cooked 5 potatoes`` read as 5 new potatoes and the holding answered 17. They may make new things (``painted 5
pictures``, ``folded 8 paper cranes``) or work on things already there (his 12 potatoes, 5 of them cooked; eggs
painted, shirts folded, balloons blown up): the text does not say which. The pack marks such verbs with the
function role ``rework`` (one form each, its own phrase, so ``blew up`` is not ``blew away``).

Once such a verb's things are things its doer already held or was given before, only a question about that work
itself is read (an event question whose verb is that one: ``How many potatoes did he cook?``); any other
question refuses. Done to things the doer never held before (``Ann painted 5 pictures. Tom painted 3 pictures.
How many pictures did they paint?`` / ``… does Ann have?``), the making reading stands, as before; so does a
planting marked ``more`` after things held at a place (``has 13 trees in his backyard. If he plants 12 more`` — new
ones on top: 25; ``had 12 eggs in the basket. He painted 5 more eggs`` still refuses). v15 (hunt, ADR 0306):
``plant``, ``install``, ``pave`` and ``pick out`` are such verbs too (``Tom had 12 roses. He planted 5 roses in the
garden.`` answered 17). Verbs of work that never make anything (``read``, ``wash``) are performed_work.py's.
v16 (hunt_g, ADR 0331): ``bake`` works on potatoes and apples already held (``had 12 potatoes. She baked 5
potatoes.`` answered 17) but makes pastries new (``had 3 cookies. She baked 12 cookies.``: 15, B3) — the pack's
``fn.rework_bake`` entry names ``kind.pastry`` in its ``members``; and ``rent`` goes either way for things already
held (``A shop had 12 bikes. It rented 5 bikes.`` answered 17: rented out, or more rented in?).
"""
from __future__ import annotations

from domain.reader.graph import Op, Question
from domain.reader.refusals import Reason, ReaderRefusal

_WORK_QUESTIONS = ("event", "passive", "event_difference", "rate_times", "goal_gap")
_HOLDING = ("hold", "hold_sum", "gain")  # a goal ("needs to cook 16 potatoes") is work to do, nothing held
_GROWING = frozenset({"verb.plant"})
"""v15 (hunt, ADR 0306): rework verbs whose ``more`` after things held at a place adds new ones there (trees planted
in a backyard); ``painted 5 more eggs`` of eggs in a basket may be more of those eggs painted."""


def _reworking(lex) -> frozenset[str]:
    """Verb ids one of whose forms is, as a whole phrase, a ``fn:rework`` form of the pack."""
    return frozenset(_reworking_kinds(lex))


def _reworking_kinds(lex) -> dict[str, frozenset[str]]:
    """Each rework verb id → the general units of the kinds it makes new (v16, ADR 0331: ``bake`` → pastry; the
    pack's ``members`` on the ``fn:rework`` entry); empty for a verb that may always work on things held."""
    general = {k.id: k.general for k in lex.pack.kinds}
    out: dict[str, frozenset[str]] = {}
    for vid, verb in lex.verb_by_id.items():
        for form in verb.forms:
            words = form.split()
            hits = [s for s in lex.senses_at(words, 0) if s.cls == "fn:rework" and s.length == len(words)]
            if hits:
                out[vid] = frozenset(general[k] for s in hits for k in getattr(s.entry, "members", ()) if k in general)
                break
    return out


def _makes_new(lex, lemma: str, unit: str) -> bool:
    """Does the rework verb ``lemma`` make ``unit`` new (a unit of one of its kinds, or the kind's general)?"""
    made = lex.memo("reworking_kinds", _reworking_kinds).get(lemma, frozenset())
    return unit in made or any(lex.kind_of(unit, g) for g in made)


_MATERIAL_PREPS = frozenset({"into", "onto", "on"})


def _placed_making(op: Op, lex, words: list[str]) -> bool:
    """v17 (hunt_h, ADR 0361): a making verb whose things go into or onto a named thing (``sews 14 buttons onto a
    coat``, ``makes 2 beads into a ring``, ``builds 14 blocks into a tower``, ``sews 3 buttons on a shirt``): the
    things may be material used up in the other thing (45 − 14 buttons left) as well as new ones made there; v16
    answered 45 + 14. Only a making verb (pack category ``construct``) gaining at a place named after ``into`` /
    ``onto`` / ``on`` in its sentence counts; made ``at school`` or ``in the oven`` they are new, as before."""
    return op.kind == "gain" and bool(op.place) and lex.verb_category.get(op.lemma) == "construct" \
        and not _MATERIAL_PREPS.isdisjoint(words)


def check_reworked_things(ops: list[Op], question: Question, lex, sentence_index: int,
                          more_marks=(), sentence_words=()) -> None:
    """Refuse a question other than about the work itself once a rework verb acted on things its doer already
    held or was given (module doc)."""
    reworking = lex.memo("reworking_verbs", _reworking)
    for n, op in enumerate(ops):
        if op.item is None or op.kind == "goal" or op.event == "@todo":
            continue  # "had 17 boxes to paint. She painted 8": a task of the story, todo.py's (frame.purpose_task)
        if op.lemma not in reworking and (op.kind != "gain" or not op.place):
            continue  # speed (ADR 0452): no rework verb, and not ``_placed_making``'s gain at a place
        words = sentence_words[op.sentence] if 0 <= op.sentence < len(sentence_words) else ()
        placed_making = _placed_making(op, lex, words)
        if op.lemma not in reworking and not placed_making:
            continue
        if not placed_making and _makes_new(lex, op.lemma, op.item.unit):
            continue  # v16 (hunt_g, ADR 0331): "had 3 cookies. She baked 12 cookies": baking makes pastries new
            # (v17: not at a named thing: "baked 2 cookies into a pie" may be the cookies she had, used up there)
        unit = op.item.unit
        held = placed = False
        for earlier in ops[:n]:
            if earlier.item is None or earlier.item.unit != unit or earlier.lemma in reworking or \
                    earlier.lemma == op.lemma:
                continue  # "blew up 47 balloons. Then he blew up 13 more": the same work again, nothing held before
            if (earlier.kind in _HOLDING and earlier.actor == op.actor) or \
                    (earlier.kind == "transfer" and earlier.target == op.actor):
                held = True
                placed = placed or bool(earlier.place)
        if not held:
            if placed_making and (question.item is None or question.item.unit == unit) and not (
                    question.kind in _WORK_QUESTIONS and question.lemma == op.lemma):
                # v17: "Lucy makes 5 beads into a necklace. How many beads does she have left?" — beads made, or
                # beads she used up in the necklace? Nothing held before does not settle it (v16: 5)
                raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "rework_binding", sentence_index=sentence_index,
                                    frame="question",
                                    detail=f"{op.lemma} of {unit} into/onto a thing: the things made, or used up "
                                           "in it?")
            continue
        if placed and op.lemma in _GROWING and (op.sentence, unit) in more_marks:
            # v15 (hunt, ADR 0306): "has 13 trees in his backyard … If he plants 12 more" — trees held at a place
            # are planted there; more planting adds new ones on top. Held nowhere in particular, or worked on by
            # another verb ("12 eggs in the basket. He painted 5 more eggs"), more may be more of his own: refuses.
            continue
        if question.kind in _WORK_QUESTIONS and question.lemma == op.lemma:
            continue
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "rework_binding", sentence_index=sentence_index,
                            frame="question",
                            detail=f"{op.lemma} on {unit} {op.actor} already had: new ones made (or got), or "
                                   "the same ones worked on (or let out)?")
