"""A gain that reaches a stated holding, and what that holding is for (reader v13, ADR 0265).

    Misha has 34 dollars. How many dollars does she have to earn to have 47 dollars to buy a dog?   47 − 34

- ``How many X does E need to|have to <gain verb> to have N X?`` asks how many X the gain must bring, and a
  gain that brings E from the holding to N brings N − holding: the rest, exactly as ``How many more X …``
  asks it (goals.py). Without ``more`` or ``still`` (ADR 0120) a need is read so only when both are said: a
  gain verb of the pack (category positive: earn, save, buy, collect …) as the task AND ``to have N X`` of
  the asked things as the target. ``need to spend``, ``need to buy`` with no target, or a target in other
  things stay as before (refused: the whole need or the rest?).
- Red team (older code, goals.py since v6): ``How many more stamps does she need to spend|lose to have 31
  stamps?`` read the target as a gain's (31 − holding): a task that takes things away cannot bring a holding
  up to more, and one that brings it down to less leaves a gap the solver refuses as negative. A target after
  a task verb that is not a gain or a making (category positive or construct) now refuses.
- ``… to have N X to buy a dog``: ``to <verb> a|an [modifiers] <thing>`` ending the question after such a
  target says what the N X are for; it is descriptive (the gap is the same whatever they are for). Only one
  thing (``a``/``an``, no number, no person, not the asked things themselves) and only at the very end.
"""
from __future__ import annotations

from domain.reader.graph import Item
from domain.reader.phrases import Context, Cursor, noun_run, read_number
from domain.reader.refusals import Reason, ReaderRefusal

_GAIN = "positive"
_OBSERVE = "observe"


def _verb_at(cur: Cursor, i: int, category: str):
    """The one verb sense of ``category`` at token ``i`` (None when absent or when the word has senses of
    several categories)."""
    if i >= cur.end:
        return None
    senses = [s for s in cur.senses(i) if s.cls == "verb"]
    if not senses or len({s.entry.category for s in senses}) > 1 or senses[0].entry.category != category:
        return None
    return max(senses, key=lambda s: s.length)


def gain_reaches_target(cur: Cursor) -> bool:
    """Right after the need word: ``[to] <gain verb> to <have> <number>`` (nothing consumed)."""
    i = cur.pos
    if cur.words[i - 1] != "to":
        if i >= cur.end or cur.words[i] != "to":
            return False
        i += 1
    gain = _verb_at(cur, i, _GAIN)
    if gain is None:
        return False
    i += gain.length
    if i >= cur.end or cur.words[i] != "to":
        return False
    have = _verb_at(cur, i + 1, _OBSERVE)
    if have is None:
        return False
    sub = Cursor(cur.lex, cur.sentence, i + 1 + have.length, cur.end)
    return read_number(sub) is not None


def take_target_purpose(cur: Cursor, ctx: Context, item: Item | None) -> bool:
    """``to <verb> a|an [modifiers] <thing>`` ending the question (consumed, True); else nothing consumed."""
    start = cur.pos
    if cur.peek_word() != "to":
        return False
    verb = cur.sense("verb", cur.pos + 1)
    if verb is None:
        return False
    j = cur.pos + 1 + verb.length
    if j >= cur.end or cur.words[j] not in ("a", "an"):
        return False
    got = noun_run(cur, j + 1, ("unit", "place"))
    if got is None or got[2] != cur.end or got[1].entry.id in cur.lex.person_units \
            or getattr(got[1].entry, "person", False) or (item is not None and got[1].entry.id == item.unit):
        cur.pos = start
        return False
    cur.pos = got[2]
    return True


_REACHING = ("positive", "construct")


def check_target_task(cur: Cursor, task, target: str) -> None:
    """Refuse ``need to <task> to have N`` when the task takes things away (module doc, red team)."""
    if target and task is not None and task.category not in _REACHING:
        i = min(cur.pos, len(cur.tokens) - 1)
        raise ReaderRefusal(Reason.UNPARSED_QUESTION, "frame.question_goal", sentence_index=cur.sentence.index,
                            token_index=i, token_text=cur.tokens[i].text if cur.tokens else "",
                            frame="question.goal",
                            detail=f"{task.id} does not bring a holding up to {target}")
