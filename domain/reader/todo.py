"""Things to be done (v6): a holding stated with an object-gap purpose is a pile of work, and the work done
on it takes things off the pile.

    A teacher had 34 worksheets to grade.                 the teacher's pile: 34 worksheets (task: grade)
    If she graded 7, but then another 15 were turned in,  7 leave the pile; 15 more join it
    how many worksheets would she have to grade?          the pile now: 34 − 7 + 15

    A worksheet had 7 problems on it. If a teacher had 17 worksheets to grade and had already graded 8 of
    them, how many more problems does she have to grade?  (17 − 8) × 7, through the goal rate (rates.py)

``had N X to V`` (trailing.py reads the purpose) also records a goal of the task V whose amount is the pile
itself (``Op.event = TODO``): the solver and the verifier answer ``how many X does she have to V`` with the
holder's current holding of X, never with N minus the V events, so things added later count. A later clause
``V M [of them | X]`` by the same holder is a loss from the pile (``Op.event = TODO``) whatever the verb's
category, since grading a worksheet neither makes nor destroys one. Only then is the pile a count of work
left, so after such a loss every question other than the goal question refuses: ``How many worksheets does
she have?`` (the graded ones are still hers) is not what the pile says. Another holder doing V, two piles
of the same task, a pile that is not one stated number, or an object of another unit keep the v6 refusal
(``frame.purpose_task``, trailing.py).

Work on the contents of one's own things (v8, ADR 0115)::

    Rachel bought two coloring books. One had 23 pictures and the other had 32.
    After one week she had already colored 44 of the pictures.
    How many pictures does she still have to color?              (23 + 32) − 44

No pile is stated, but the things worked on are the contents of the worker's own pair (groups.py reads
``one … and the other …`` as two neuter holders, the pair counted just before): all the pictures there are,
in her books, are hers to color. ``take_contents_work`` reads ``V N of the X`` then as that pile (the sum
of what the pair holds, the worker's holding) less N done — as if the text had said ``had 55 pictures to
color``, so the goal question and every pile guard above apply. Only when every mention of X so far is a
holding of one of the pair, and the pair's unit was told once, as the worker's own (bought or held): with
pictures anywhere else (``Tom had 5 pictures``), a pair of someone else's, or a second task, the v6
refusal (``a gain of a part of things already there``) stands.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.circumstances import Circumstances, read_circumstances, unparsed
from domain.reader.complements import read_part_of
from domain.reader.graph import TODO, Op
from domain.reader.phrases import Context, Cursor, fmt, read_item, read_number
from domain.reader.refusals import Reason


def note_todo(ctx: Context, ops: list[Op], verb_id: str, subject: str, qs: list, si: int) -> None:
    """After ``had N X to V``: one stated number of one thing by a named holder is a pile of work for V."""
    if verb_id in ctx.todos:
        ctx.todos[verb_id] = None  # two piles for one task: whose work is a later "graded 5"? never guessed
        return
    if len(qs) != 1 or qs[0][0] is None or not subject:
        ctx.todos[verb_id] = None
        return
    value, item = qs[0]
    ctx.todos[verb_id] = (subject, item)
    ops.append(Op(kind="goal", lemma=verb_id, sentence=si, actor=subject, item=item,
                  amount=fmt(value), event=TODO))


def is_pile_work(ctx: Context, verb, subject: str) -> bool:
    pile = ctx.todos.get(verb.id)
    return pile is not None and pile[0] == subject


def take_todo_work(cur: Cursor, ctx: Context, ops: list[Op], subject: str, verb) -> bool:
    """``graded 7`` / ``had already graded 8 of them`` / ``graded 8 worksheets`` by the pile's holder: a loss
    from the pile. Anything else (nothing consumed) is left to ``check_purpose_verb``, which refuses."""
    if not is_pile_work(ctx, verb, subject):
        return False
    holder, item = ctx.todos[verb.id]
    start = cur.pos
    num = read_number(cur)
    if num is None or num[1]:
        cur.pos = start
        return False
    if cur.peek_word() == "of":
        got = read_part_of_pile(cur, ctx, item)
        if got is None:
            cur.pos = start
            return False
    else:
        save = cur.pos
        said = read_item(cur, ctx)
        if said is not None and said != item:
            cur.pos = start  # "graded 8 tests": not the pile's things
            return False
        if said is None:
            cur.pos = save
    circ = Circumstances()
    read_circumstances(cur, ctx, circ)
    if circ.to or circ.source or circ.with_ or circ.place:
        raise unparsed(cur, "statement.purpose", "work on the pile with a to/from/with/place phrase",
                       Reason.UNSUPPORTED_FORM, "frame.purpose_task")
    ops.append(Op(kind="lose", lemma=verb.id, sentence=cur.sentence.index, actor=holder, item=item,
                  amount=fmt(num[0]), event=TODO))
    return True


def take_todo_undone(cur: Cursor, ctx: Context, ops: list[Op], subject: str) -> bool:
    """``but forgot to mow 7 of them`` / ``He didn't grade 3 of them`` by the pile's holder, right after the pile
    was stated: the part not done stays on the pile and the rest of the pile was done (a loss from the pile of
    pile − 7, counted as V events: ``earned 9 dollars for each lawn he mowed`` pays for them). Only when nothing
    changed the pile since it was stated (its size is then the stated number); otherwise refused."""
    start = cur.pos
    if cur.take("fn:not") is None:
        return False
    verb = cur.sense("verb")
    if verb is None or not is_pile_work(ctx, verb.entry, subject):
        cur.pos = start
        return False
    cur.pos += verb.length
    holder, item = ctx.todos[verb.entry.id]
    num = read_number(cur)
    if num is None or num[1] or read_part_of_pile(cur, ctx, item) is None:
        raise unparsed(cur, "statement.purpose", "a part of a pile not done is read only as 'not V N of them'",
                       Reason.UNSUPPORTED_FORM, "frame.purpose_task")
    at = max(i for i, op in enumerate(ops) if op.kind == "goal" and op.event == TODO and op.lemma == verb.entry.id)
    if any(op.item is not None and op.item.unit == item.unit for op in ops[at + 1:]):
        raise unparsed(cur, "statement.purpose", "the pile changed before the part not done: how big is it now?",
                       Reason.UNSUPPORTED_FORM, "frame.purpose_task")
    done = Fraction(ops[at].amount) - num[0]
    if done < 0:
        raise unparsed(cur, "statement.purpose", "more not done than the pile holds", Reason.NEGATIVE_HOLDING,
                       "policy.non_negative")
    ops.append(Op(kind="lose", lemma=verb.entry.id, sentence=cur.sentence.index, actor=holder, item=item,
                  amount=fmt(done), event=TODO))
    return True


def implied_pile(cur: Cursor, ctx: Context, ops: list[Op], subject: str, qs: list) -> str:
    """multi5 (ADR 0119): ``earned 8 points for each bag of cans she recycled. If she had 14 bags, but didn't
    recycle 5 of them, …``: a holding of one stated number of the very things the holder's own per-event rate
    counts, right before ``, but not <that rate's verb>``, is the pile of that work, as if it said ``had 14 bags
    to recycle``. Returns the verb's id (the caller notes the pile), or "" when it is not this form."""
    at = cur.pos
    if not subject or len(qs) != 1 or qs[0][0] is None or qs[0][1].mods or cur.words[at:at + 2] != [",", "but"]:
        return ""
    neg = cur.sense("fn:not", at + 2)
    verb = cur.sense("verb", at + 2 + neg.length) if neg is not None else None
    if verb is None:
        return ""
    rates = [op for op in ops if op.kind == "rate" and op.actor == subject and op.event == verb.entry.id
             and op.target == qs[0][1].unit]
    if len(rates) != 1:
        return ""
    ctx.purposes.add(verb.entry.id)  # as an object-gap purpose: later work of that verb is on the pile
    return verb.entry.id


def pile_premise(ops: list[Op], before: int) -> bool:
    """``If he had 12 lawns to mow, …``: every holding of the ``If`` clause is a pile of work that nothing before
    mentioned (the premise of the task, as rates.premise_question reads other premises)."""
    mine = ops[before:]
    holds = [op for op in mine if op.kind == "hold"]
    return bool(holds) and all(
        any(g.kind == "goal" and g.event == TODO and (g.actor, g.item) == (h.actor, h.item) for g in mine)
        and not any(o.item is not None and o.actor == h.actor and o.item.unit == h.item.unit for o in ops[:before])
        for h in holds)


def read_part_of_pile(cur: Cursor, ctx: Context, item):
    """``of them`` (the pile) or ``of the worksheets`` naming the pile's unit."""
    start = cur.pos
    if cur.words[cur.pos:cur.pos + 2] == ["of", "them"]:
        cur.pos += 2
        return item
    got = read_part_of(cur, ctx)
    if got is None or got != item:
        cur.pos = start
        return None
    return got


def pile_question(cur: Cursor, ctx: Context, si: int):
    """``How many worksheets would she have to grade?`` (no ``more``): the goal question of a pile's task,
    read only when the task is the one pile's verb (nothing consumed otherwise)."""
    from domain.reader.goals import parse_goal_question  # goals imports phrases only; kept local for clarity
    start = cur.pos
    item = read_item(cur, ctx)
    q = parse_goal_question(cur, ctx, si, item) if item is not None else None
    if q is None or q.count or ctx.todos.get(q.lemma) is None or not cur.at_end():
        cur.pos = start
        return None
    return q


def check_todo_question(ops: list[Op], kind: str, item=None) -> str | None:
    """A detail when the question cannot be read off a pile of work (the solver refuses then), else None.

    After work came off a pile, only the pile's goal question reads the pile's things (a question about other
    things, such as what the work earned, is read as usual). The pile's goal question is read
    only when everything that later changed the holder's things of that unit is work on the pile or a
    passive arrival (``another 15 were turned in``): are things lost, given away or bought later still
    to be done? The text does not say."""
    if kind not in ("goal_gap", "goal_rest"):
        piles = {op.item.unit for op in ops if op.kind == "lose" and op.event == TODO}
        # things counted through a pile's things (``a worksheet had 7 problems`` → the problems she has) are
        # what is held too, not what is left to do: the pile reaches them through per-container rates
        reach, grew = set(piles), bool(piles)
        while grew:
            more = {op.item.unit for op in ops if op.kind == "per" and op.item is not None and op.target in reach}
            grew = not more <= reach
            reach |= more
        if piles and (item is None or item.unit in reach):
            return "work came off a pile of things to do: the pile is not what is held"
        return None
    for at, goal in enumerate(ops):
        if goal.kind != "goal" or goal.event != TODO:
            continue
        for op in ops[at + 1:]:
            if op.item is None or op.item.unit != goal.item.unit or op.kind in ("goal", "per", "price", "rate"):
                continue
            if (op.kind == "lose" and op.event == TODO) or (op.kind == "gain" and not op.actor and not op.source):
                continue
            return f"{op.lemma} changed a pile of things to do: still to do or not?"
    return None


def _one_other_pairs(lex) -> dict[frozenset[str], list[str]]:
    """Per pack: ``{"one <unit>", "the other <unit>"}`` → the ids of the units spelled so, in pack order."""
    out: dict[frozenset[str], list[str]] = {}
    for u in lex.pack.units:
        out.setdefault(frozenset({f"one {u.singular}", f"the other {u.singular}"}), []).append(u.id)
    return out


def take_contents_work(cur: Cursor, ctx: Context, ops: list[Op], subject: str, verb, got) -> bool:
    """``had already colored 44 of the pictures`` by the owner of the pair that holds all the pictures: the
    pair's pictures as the owner's pile of work for the verb, less the 44 done (see the module docstring).
    False (nothing added) when this is not that form; the clause must end here."""
    amount, item, owner = got
    if item is None or owner not in ("", subject) or amount.startswith(("?", "all")) or not cur.at_end() \
            or not subject or ctx.entities.get(subject) == "n" or verb.id in ctx.todos:
        return False
    mentions = [op for op in ops if op.item is not None and op.item.unit == item.unit]
    holders = {op.actor for op in mentions}
    if len(mentions) != 2 or any(op.kind != "hold" or op.place or op.item != item for op in mentions):
        return False
    # speed (ADR 0452): the units whose "one …" / "the other …" pair the holders are, from a per-pack table
    pair = cur.lex.memo("todo_one_other_pairs", _one_other_pairs).get(frozenset(holders), [])
    if len(pair) != 1:
        return False
    told = [op for op in ops if (op.item is not None and op.item.unit == pair[0]) or op.target == pair[0]]
    if len(told) != 1 or told[0].kind not in ("gain", "hold") or told[0].actor != subject or told[0].source:
        return False
    total = sum(Fraction(op.amount) for op in mentions)
    si = cur.sentence.index
    ctx.todos[verb.id] = (subject, item)
    ops.append(Op(kind="hold", lemma="verb.have", sentence=si, actor=subject, item=item, amount=fmt(total)))
    ops.append(Op(kind="goal", lemma=verb.id, sentence=si, actor=subject, item=item, amount=fmt(total), event=TODO))
    ops.append(Op(kind="lose", lemma=verb.id, sentence=si, actor=subject, item=item, amount=amount, event=TODO))
    return True
