"""``How many extra flowers did Lana pick?`` (v8): what was gained beyond what was then used.

``Lana picked 36 tulips and 37 roses … If she only used 70 of the flowers, how many extra flowers did Lana
pick?`` asks for the picked flowers that were not used: her ``pick`` events − her ``use`` events on the
asked things (73 − 70 = 3). It is not her holding (she may have held flowers before picking) and not the
picking itself (``extra`` would then be a kind of flower nobody named).

Read only when the asked verb is a gain and everything else the asker did is losses of the asked things
(or kinds of them) by one consuming verb (``used``): with no such loss there is nothing to be extra beyond;
with two verbs (``used 70 … gave away 2``), a hand-over (``gave 5 to Tom``), a use of other things
(``used 20 tulips`` when roses are asked) or a holding before (``had 5 roses``: which were used?) it is not
said what the extra is counted against — all refuse. Below 0 refuses when verifying (more used than picked).
"""
from __future__ import annotations

from domain.reader.circumstances import unparsed
from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Cursor
from domain.reader.refusals import Reason

EXTRA = "mod.extra"


def extra_question(cur: Cursor, q: Question, ops: list[Op]) -> Question:
    """An ``event`` question whose thing carries ``extra`` → ``event_excess`` (``other`` = the using verb);
    any other question is returned unchanged."""
    if q.kind != "event" or q.item is None or EXTRA not in q.item.mods:
        return q
    verbs = {v.id: v.category for v in cur.lex.pack.verbs}
    if verbs.get(q.lemma) != "positive" or q.other or q.source or q.place or q.time:
        raise unparsed(cur, "question.extra", "'extra' is read only with a plain gain verb ('did she pick')",
                       Reason.UNPARSED_QUESTION, "frame.question_extra")
    item = Item(unit=q.item.unit, mods=tuple(m for m in q.item.mods if m != EXTRA))
    # everything else the asker did or held: only uses, by one verb, of the asked things (or kinds of them).
    # A holding before the picking ("had 5 roses … picked 10 … used 8") leaves open which roses were used.
    # Things handed to the asker ("Tom gave her 4 roses") leave it open too.
    others = [op for op in ops if (op.actor == q.entity or op.target == q.entity) and op.lemma != q.lemma]
    uses = {op.lemma for op in others if op.kind == "lose" and verbs.get(op.lemma) == "negative"
            and op.item is not None and (op.item.unit == item.unit or cur.lex.kind_of(op.item.unit, item.unit))}
    if len(uses) != 1 or len(others) != sum(1 for op in others if op.lemma in uses):
        raise unparsed(cur, "question.extra", f"'extra' beyond {len(uses)} using verbs and "
                       f"{len(others)} other events", Reason.AMBIGUOUS_REFERENCE, "event_binding")
    return Question(kind="event_excess", sentence=q.sentence, entity=q.entity, item=item, lemma=q.lemma,
                    other=uses.pop())
