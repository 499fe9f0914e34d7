"""Goals: what someone needs, how far they got, and what the rest costs.

    A chef needs to cook 16 potatoes. He has already cooked 7.      goal 16 (task: cook), done 7
    If each potato takes 5 minutes to cook, how long will it take him to cook the rest?   (16 − 7) × 5
    Mrs. Sheridan has 11 cats. How many more cats does she need to have 43 cats?          43 − 11
    John needs $2.50. He has $0.75. How much more money does he need?                   2.50 − 0.75

With a task verb (``to cook``) the progress is the sum of that verb's events by the same person;
without one it is the person's holding. A gap below zero refuses (policy.non_negative).
"""
from __future__ import annotations

from domain.reader.gained_targets import check_target_task, gain_reaches_target, take_target_purpose
from domain.reader.goal_purposes import take_finishing_purpose
from domain.reader.graph import Item, Op, Question
from domain.reader.refusals import Reason, ReaderRefusal
from domain.reader.phrases import Context, Cursor, fmt, noun_run, read_entity, read_item, read_number, read_object_pronoun
from domain.reader.left_to_do import take_measured_object


def _phrase_over_scene(senses: list) -> list:
    """v12 (ADR 0232): ``had to cut down 2 trees``: the phrase verb ``cut down`` (destroy) and the one word ``cut``
    (a scene verb, which moves nothing and so is never a task with amounts) both start here; the phrase is meant.
    Only scene senses shorter than the longest sense are set aside; two meanings that could both be tasks still
    leave the verb unread."""
    if len(senses) < 2:
        return senses
    longest = max(s.length for s in senses)
    shorter = [s for s in senses if s.length < longest]
    if shorter and all(s.entry.category == "scene" for s in shorter):
        return [s for s in senses if s.length == longest]
    return senses


def _task_verb(cur: Cursor):
    """``to cook`` → the verb entry (None, nothing consumed, if absent)."""
    if cur.peek_word() != "to":
        return None
    senses = _phrase_over_scene([s for s in cur.senses(cur.pos + 1) if s.cls == "verb"]) if cur.pos + 1 < cur.end else []
    if not senses or len({s.entry.category for s in senses}) > 1:
        return None
    cur.pos += 1 + max(s.length for s in senses)
    return senses[0].entry


def parse_goal(cur: Cursor, ctx: Context, ops: list[Op], subject: str, need) -> bool:
    """``needs [to V] N things [total] [for <place>]`` after the subject and the need word."""
    start = cur.pos
    task = _task_verb(cur)
    if task is not None and task.category == "observe":
        # "needs to have 10 apples" is a holding goal: read as a task "have" (no such events) it answered 10
        task = None
    elif task is None and cur.words[cur.pos - 1] == "to" and cur.sense("verb") is not None:
        # "had to wash 30 shirts" (v6): the need word carried the "to"; "has to have 10" is a holding goal
        if cur.sense("verb").entry.category == "observe":
            cur.pos += cur.sense("verb").length
        else:
            task = _bare_verb(cur)
    measured = take_measured_object(cur) if task is not None else None  # v13: "to read a 563 page book" (left_to_do.py)
    num = (measured[0], "") if measured is not None else read_number(cur)
    if num is None:
        cur.pos = start
        return False
    value, money_unit = num
    item = measured[1] if measured is not None else Item(unit=money_unit) if money_unit else read_item(cur, ctx)
    if measured is not None:
        ctx.note_unit(item.unit)
    if item is None:
        item = Item(unit=ctx.elided_unit(cur))
    if money_unit:
        ctx.note_unit(money_unit)
    cur.take("fn:total")
    lemma = task.id if task else need.entry.id
    ops.append(Op(kind="goal", lemma=lemma, sentence=cur.sentence.index, actor=subject, item=item, amount=fmt(value)))
    if task is not None and not money_unit:
        _more_goals(cur, ctx, ops, subject, lemma, item)
    return True


def _from_one(cur: Cursor, first: bool) -> bool:
    """``from one table`` (first) / ``from another [table]`` (later): where each part of a task is, which
    changes no count. Nothing consumed when it is not there."""
    start = cur.pos
    if cur.take_word("from") is None or cur.take_word("one" if first else "another") is None:
        cur.pos = start
        return False
    got = noun_run(cur, cur.pos, ("unit", "place"))
    if got is not None:
        cur.pos = got[2]
    elif first:
        cur.pos = start
        return False
    return True


def _more_goals(cur: Cursor, ctx: Context, ops: list[Op], subject: str, lemma: str, item: Item) -> None:
    """multi5 (ADR 0119): ``had to pick up 10 trays from one table and 2 trays from another`` / ``had to wash
    39 shirts and 33 sweaters``: more amounts of the same task, each a goal of its own. Read only when the
    list ends the clause (``and 3 shirts were dirty`` is a clause of its own: nothing consumed) and, when the
    first part says ``from one <place>``, every later part says ``from another``."""
    start = cur.pos
    sourced = _from_one(cur, True)
    found = []
    while cur.peek_word() == "and":
        save = cur.pos
        cur.pos += 1
        num = read_number(cur)
        if num is None or num[1]:
            cur.pos = save
            break
        more = read_item(cur, ctx) or item
        if sourced and not _from_one(cur, False):
            cur.pos = start
            return
        found.append(Op(kind="goal", lemma=lemma, sentence=cur.sentence.index, actor=subject, item=more,
                        amount=fmt(num[0])))
    if not found or not (cur.at_end() or cur.peek_word() == ","):
        cur.pos = start
        return
    ops.extend(found)


def _bare_verb(cur: Cursor):
    senses = _phrase_over_scene([s for s in cur.senses(cur.pos) if s.cls == "verb"])
    if not senses or len({s.entry.category for s in senses}) > 1:
        return None
    cur.pos += max(s.length for s in senses)
    return senses[0].entry


def _to_have_ahead(cur: Cursor) -> bool:
    return cur.peek_word() == "to" and any(s.cls == "verb" and s.entry.category == "observe"
                                           for s in (cur.senses(cur.pos + 1) if cur.pos + 1 < cur.end else ()))


def parse_goal_question(cur: Cursor, ctx: Context, si: int, item: Item | None,
                        ops: list[Op] | None = None, still: bool = False, more: bool = False) -> Question | None:
    """``… does E need [to V] [to have N things [in all]]`` after ``How many more X`` / ``How much more``;
    with ``still`` (v8, ADR 0120: ``How many X does he still need?``, no ``more``) the adverb ``still`` must
    come before the need word: it alone says that what is asked is the rest. ``more``: the question said
    ``more`` (v13, finishing_goals.py)."""
    start = cur.pos
    if not cur.take("fn:aux"):
        return None
    entity = read_entity(cur, ctx)
    said_still = False
    while entity is not None and cur.take("fn:adverb"):
        said_still = said_still or cur.words[cur.pos - 1] == "still"
    need = cur.take("fn:need") if entity is not None else None
    # v9 (ADR 0143): "need to finish his collection", the purpose of his goal, asks the rest as "still" does
    # v13 (ADR 0264): "need to complete the border" after "more", the purpose told as "to complete the border"
    finishing = need is not None and take_finishing_purpose(cur, ctx, entity, more=more)
    # v13 (ADR 0265): "does she have to earn to have 47 dollars": a gain up to a stated holding is the rest
    reaching = need is not None and still and not said_still and not finishing and gain_reaches_target(cur)
    if need is not None and still and not said_still and not finishing and not reaching:
        need = None
    if need is None:
        cur.pos = start
        return None
    if cur.words[cur.pos - 1] == "to" and cur.sense("verb") and cur.sense("verb").entry.category != "observe":
        # "does she have to earn …": the need word already carried the "to"
        task = _bare_verb(cur)
    else:
        task = None if _to_have_ahead(cur) else _task_verb(cur)
    target = ""
    if cur.peek_word() == "to":
        save = cur.pos
        cur.pos += 1
        have = cur.sense("verb")
        if have is not None and have.entry.category == "observe":
            cur.pos += have.length
            num = read_number(cur)
            again = read_item(cur, ctx) if num is not None else None
            # red26 (ADR 0272): "How many marbles … to have 40 red marbles?" is no target of the asked marbles
            # (main answered 25 beside 15 blue marbles); the target's kind must be the asked one or wider
            if num is not None and (again is None or item is None or (
                    again.unit == item.unit and set(again.mods) <= set(item.mods))):
                target = fmt(num[0])
                cur.take("fn:total")
                _own_collection(cur, ctx, entity, ops or [])
                take_target_purpose(cur, ctx, item)  # v13: "… to have 47 dollars to buy a dog" (gained_targets.py)
            else:
                cur.pos = save
        else:
            cur.pos = save
    check_target_task(cur, task, target)  # red team v13: "need to spend to have 31" is no gain (gained_targets.py)
    if reaching and (task is None or task.category != "positive" or not target):
        cur.pos = start
        return None
    return Question(kind="goal_gap", sentence=si, entity=entity, item=item, lemma=task.id if task else "",
                    count=target)


def parse_rest_question(cur: Cursor, ctx: Context, si: int) -> Question | None:
    """``How long will it take him to V the rest?`` / ``How much longer will he take to V the rest?``."""
    start = cur.pos
    if not cur.take("fn:aux"):
        return None
    if cur.take_word("it"):
        verb = cur.sense("verb")
        if verb is None or verb.entry.category != "transfer_in":
            cur.pos = start
            return None
        cur.pos += verb.length
        entity = read_object_pronoun(cur, ctx, "") or read_entity(cur, ctx)
    else:
        entity = read_entity(cur, ctx)
        verb = cur.sense("verb")
        if entity is None or verb is None or verb.entry.category != "transfer_in":
            cur.pos = start
            return None
        cur.pos += verb.length
    task = _task_verb(cur)
    if entity is None or task is None or not cur.take("fn:remainder"):
        cur.pos = start
        return None
    return Question(kind="goal_rest", sentence=si, entity=entity, lemma=task.id)


def rest_in_rate_unit(cur: Cursor, q: Question, item: Item, ops: list[Op]) -> Question:
    """v23 (ADR 0542): ``How many <unit> will it take him to V the rest?`` is ``How long …`` (``goal_rest``, answered
    in the unit of the task's rate) only when every rate of that task is told in the asked unit: ``How many minutes``
    of a rate in hours refuses (no conversion is made here), as does a unit that is no time."""
    rates = [op for op in ops if op.kind == "per" and op.lemma == q.lemma]
    if cur.lex.unit_by_id[item.unit].family != "time" or not rates \
            or any(op.item is None or op.item.unit != item.unit for op in rates):
        raise ReaderRefusal(Reason.UNIT_MISMATCH, "question.goal", sentence_index=q.sentence, frame="question.goal",
                            detail=f"the rest of {q.lemma} asked in {item.unit}, not the unit of its rate")
    return q


def _own_collection(cur: Cursor, ctx: Context, entity: str, ops: list[Op]) -> None:
    """``… to have 25 seashells in her collection`` (v6): a place of the asker's own that the story never
    mentions, in a story where nothing happens at any place, is the asker's holding itself. Anything
    else is left unread (and the question then refuses on the words left)."""
    from domain.reader.circumstances import read_place  # circumstances → phrases; no cycle at import time
    save = cur.pos
    if not cur.take_word("in"):
        return
    place = read_place(cur, ctx)
    if not place or not place.startswith(entity + "'s ") or not cur.at_end() \
            or any(op.place or place in (op.actor, op.target, op.source) for op in ops):
        cur.pos = save
def check_shared_task(cur: Cursor, ops: list[Op], q: Question) -> None:
    """``Sam has to wash 30 shirts. He washed 12. Tom washed 5. How many more shirts does Sam need to wash?``:
    Tom's 5 may be help with Sam's shirts (13 left) or other shirts (18): someone else doing the asked task to
    such things refuses the "need" question (redteam: answered 18). ``did Sam not wash`` is not affected: the
    shirts Sam did not wash are 25 either way."""
    if not q.lemma or q.item is None:
        return
    lex = cur.lex
    for op in ops:
        if op.lemma == q.lemma and op.actor != q.entity and op.kind in ("gain", "lose", "transfer") \
                and op.item is not None and (op.item.unit == q.item.unit or lex.kind_of(op.item.unit, q.item.unit)
                                             or lex.kind_of(q.item.unit, op.item.unit)):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=q.sentence,
                                frame="question.goal",
                                detail=f"{op.actor or 'someone'} also did {q.lemma} to {op.item.unit}: "
                                       f"part of {q.entity}'s task?")
