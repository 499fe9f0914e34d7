"""When the story's statements happen against the question (red team 7).

Orders the reader took as text order and answered wrongly:

* ``Tom has 24 apples. Sam had 6 apples yesterday. How many more apples does Tom have than Sam?`` — a
  holding told only at a past time (``yesterday``, ``last week``), asked in the present (``does Sam have``)
  with nothing after it: what Sam has now is not told (was 18). (A present holding followed by a change
  dated in the past already refuses: red team 6, sequence.py.)
* ``Tom will eat 6 apples. He has 24 apples. How many apples will he have?`` — the holding told after a
  future change is now, before the change: it was read as after it (24). A holding of the same things
  after a future change refuses.
* ``Tom had 24 apples. He ate 6 apples. How many apples did he have?`` — before or after eating? A past
  holding question with nothing that places it (``left``, ``now``, ``at the end``, ``after …``, a time
  phrase) about things that changed after they were first stated refuses.

Past time phrases are the pack's time phrases with a form of the pack role ``past`` (``yesterday``,
``last week``, ``the other day``; ``Lexicon.past_times``), the same set sequence.py reads.
"""
from __future__ import annotations

from domain.reader.graph import Op, Question
from domain.reader.plans import plan_sentence, told_future_sentences
from domain.reader.refusals import Reason, ReaderRefusal

_CHANGES = ("gain", "lose", "transfer", "scale")  # scale: fresh text, ADR 0274 ("He doubles them")
_FUTURE = ("will", "going")
_PLACED = {"left", "now", "end", "after", "then", "remaining", "remain", "still"}
"""Question words that place a past holding question after the changes (``did he have left``)."""

_TOLD = ("hold", "compare_add", "compare_mul")
"""Ops that tell a holder's amount of a thing at their sentence (v17, ADR 0365: the comparisons too)."""


def _times(op: Op) -> set[str]:
    """The time lemma ids of an op (``time.yesterday=yesterday|…``)."""
    return {part.split("=")[0] for part in op.time.split("|") if part}


def _involves(op: Op, holder: str, unit: str) -> bool:
    return op.kind in _CHANGES and op.item is not None and op.item.unit == unit \
        and holder in (op.actor, op.target, op.source)


def _unowned_change(op: Op, units) -> bool:
    """v15 red team (ADR 0308): a change with no actor (``3 of them died``, ``5 balloons popped``: departures.py)
    is the one holder's, so ``How many fish did he have?`` after it is as open as after ``He sold 3 fish``. Only a
    statement's: the question's own If-clause (``If 4 customers didn't show up, how many customers did he have?``)
    is the change asked after."""
    return op.kind in _CHANGES and not op.actor and op.item is not None and op.item.unit in units


def _refuse(sentence: int, detail: str) -> ReaderRefusal:
    return ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "time_binding", sentence_index=sentence,
                         frame="statement.order", detail=detail)


def _perfect_changes(ops: list[Op], cursors) -> None:
    """``Tom has 24 apples. He has already given 6 to Sam.`` / ``Tom had 24 apples. He had already given 6 …``:
    a perfect-tense change is done before the time of the sentence it follows (24 now, or 18?). Refused
    after a present holding (``has`` / ``have`` / ``already`` + a change) and after any holding (``had already``
    + a change). A plain past perfect after a past holding is narrative order (``had 33 dollars in January.
    By March he had spent 4``) and is read as before; so is the question sentence's ``If …`` clause."""
    words = None  # built on first use (speed, ADR 0129)
    for hold in ops:
        if hold.kind != "hold" or hold.item is None or not hold.actor:
            continue
        if words is None:
            words = {cur.sentence.index: cur.words for cur in cursors[:-1]}  # not the question's (lower-case already)
        for op in ops:
            if op.sentence <= hold.sentence or not _involves(op, hold.actor, hold.item.unit):
                continue
            if any(o.kind == "hold" and o.sentence == op.sentence for o in ops):
                continue  # "had 10 apples and gave 3 away": the had is the holding
            ws = words.get(op.sentence, [])
            # "has given" is perfect; "has to eat" is a task (obligations / finished tasks), not a change told
            aux = any(w in ("has", "have") and ws[i + 1:i + 2] != ["to"] for i, w in enumerate(ws))
            perfect = ("had" in ws and "already" in ws) or (not hold.past and (aux or "already" in ws))
            if perfect:
                raise _refuse(op.sentence, f"a perfect-tense change of {hold.actor}'s {hold.item.unit} after "
                                           f"a holding of them: before or after it?")


def check_story_order(ops: list[Op], cursors, question: Question, lex) -> None:
    past = lex.past_times
    future = None  # built on first use (speed, ADR 0129)
    q_words = cursors[-1].wordset  # speed (ADR 0188): lower-case already
    for hold in ops:
        if hold.kind != "hold" or hold.item is None or not hold.actor:
            continue
        unit, holder = hold.item.unit, hold.actor
        # speed (ADR 0281): the later changes are looked for only for a holding told at a past time (most holdings
        # have no time: ``_times`` of "" is empty); the same test in the same order otherwise
        if hold.time and _times(hold) & past and not [op for op in ops if op.sentence > hold.sentence
                                                      and _involves(op, holder, unit)] \
                and not ({"did", "was", "were"} & q_words) \
                and question.kind in ("holding", "members", "total", "difference", "sole", "there"):
            raise _refuse(question.sentence, f"{holder}'s {unit} are told at a past time only; "
                                             f"the question asks about now")
        # speed (ADR 0541): the future sentences are found only once a change of the holding is told before it
        # (most holdings have none): the same set, built by pure look-ups, and the same test in the same order of
        # ops (``and`` of pure tests: the order of its terms changes no result)
        if future is not None and not future:
            continue  # speed (ADR 0452): no future sentence, no change below can be in one
        for op in ops:
            if op.sentence < hold.sentence and _involves(op, holder, unit):
                if future is None:
                    future = {cur.sentence.index for cur in cursors[:-1]
                              if not cur.wordset.isdisjoint(_FUTURE) or plan_sentence(cur)}
                    # red9 (ADR 0480): "Her grandfather gives her 35 pennies tomorrow. Now she has 57 pennies. How
                    # many pennies did Greta have before?" answered 22: a change told tomorrow or next week is a
                    # future one too
                    future |= told_future_sentences(ops)
                if not future:
                    break
                if op.sentence not in future:
                    continue
                raise _refuse(hold.sentence, f"{holder}'s {unit} are told after a future change of them: "
                                             f"before or after it?")
    _perfect_changes(ops, cursors)
    if question.kind == "holding" and question.item is not None and any(
            op.kind == "goal" and op.actor == question.entity and op.item is not None
            and op.item.unit == question.item.unit
            and not any(h.kind == "hold" and h.sentence == op.sentence for h in ops)  # "had 47 customers to wait on"
            for op in ops):
        # "Tom has 24 apples. He needs 18 apples for a party. How many apples will he have left over?": the
        # holding (24) or what is left after the need (6)? A holding asked beside its holder's goal refuses.
        raise _refuse(question.sentence, f"{question.entity}'s {question.item.unit} asked beside a goal of them")
    if question.kind == "holding" and "did" in q_words and not (q_words & _PLACED) and not question.time \
            and question.item is not None and question.lemma != "verb.pay":
        # v15 (ADR 0317): "How much change did she get?" asks the money back after the payment (change_due.TENDER)
        # v9 (ADR 0140): the containers a rate fills with the asked things count too ("had 12 piles of quarters.
        # She spent 3 piles. If each pile had 7 coins …, how many coins did she have?": 84 or 63?)
        units = {question.item.unit} | {op.target for op in ops if op.kind == "per" and op.target
                                        and op.item is not None and op.item.unit == question.item.unit}
        # v17 (ADR 0365): a holding told by comparison ("Ann had 15 fewer cards than Sam") is told as well — "She
        # bought 2 cards. How many cards did Ann have?" answered 16 (before or after the purchase?)
        stated = [op.sentence for op in ops if op.kind in _TOLD and op.actor == question.entity
                  and op.item is not None and op.item.unit in units]
        changed = [op for op in ops if (any(_involves(op, question.entity, u) for u in units)
                                        or (_unowned_change(op, units) and op.sentence < question.sentence))
                   and stated and op.sentence >= min(stated)]
        if changed:
            raise _refuse(question.sentence, f"'did {question.entity} have' after {question.entity}'s "
                                             f"{question.item.unit} changed: before or after?")


def check_part_of_lots(ops: list[Op], cursors) -> None:
    """``Tom had 24 apples. He bought 6 apples. 3 of them were red.`` — of all 30, or of the 6 he bought?

    ``N of them`` is read only when the things came in one lot: one stated holding, or one gain from
    nothing. A stated holding and a gain, or two gains, before it refuse (a loss or a transfer already
    refused before red team 7). ``N of the apples`` names the whole and is read as before."""
    for op in ops:  # a loop, not any(generator) (speed, ADR 0267)
        if op.kind == "classify":
            break
    else:
        return  # speed (ADR 0129): only a part (``3 of them were red``) is checked below
    words = {cur.sentence.index: cur.wordset for cur in cursors}  # lower-case already (ADR 0188)
    for part in ops:
        if part.kind != "classify" or part.item is None or "them" not in words.get(part.sentence, ()):
            continue
        before = [op for op in ops if op.sentence <= part.sentence and op is not part and op.item is not None
                  and op.item.unit == part.item.unit]
        for holder in {op.actor for op in before}:
            gains = [op for op in before if op.kind == "gain" and op.actor == holder]
            holds = [op for op in before if op.kind == "hold" and op.actor == holder]
            if gains and (holds or len(gains) > 1):  # one holder's lots (each holder one lot: pooled_parts.py)
                break
        else:
            continue
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=part.sentence,
                            frame="statement.part",
                            detail=f"'N of them' after {part.item.unit} came in more than one lot: of which?")
