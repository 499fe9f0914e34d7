"""Story order against ``now`` (redteam, v6).

``Sam has 20 apples now. He bought 5 apples. How many apples did he have at first?``: the ``now`` holding is
the story's end state, and the purchase told after it happened before it (15 at first) — or it is a later
event told in order (25 now, 20 at first). The reader took text order and answered 20. A holding told with
``now`` followed by an event that changes that holder's things is read neither way.
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.phrases import Context, Cursor
from domain.reader.more_at_place import more_at_place
from domain.reader.more_clauses import marked_ops
from domain.reader.pooled_containers import rates_of_held_containers
from domain.reader.put_them import paired_gain
from domain.reader.refusals import Reason, ReaderRefusal

_NOW = "now"
"""The closed-class adverb that places a statement at the story's end (pack ``fn.adv.now``)."""
_LEFT, _STILL = "left", "still"
"""``has 5 marbles left`` / ``still has 5``: a holding told as what remains at the end (red6)."""

EXTRA = "mod.extra"  # the pack's "extra": further things, or more than another's? (check_more_without_base)


def check_now_before_events(ops: list[Op], cursors: list[Cursor]) -> None:
    for op in ops:  # a loop, not any(generator) (speed, ADR 0267)
        if op.kind == "hold" and op.item is not None:
            break
    else:
        return  # speed (ADR 0129): only a holding is checked below
    # speed (ADR 0188): a token's word is lower-case already (tokens.Token.low); sets for membership
    words = {cur.sentence.index: cur.words for cur in cursors}
    now_sentences = {cur.sentence.index for cur in cursors
                     if _NOW in cur.wordset or _LEFT in cur.wordset or _STILL in cur.wordset}
    # red6: "Kevin ends with 54 cards. He found 47 cards. How many cards did he start with?" — a holding told
    # with an end verb (pack role ``end``) or an end time ("at the end") is the end state just as ``now`` is
    # (was 54: the find was added after the end); so is one told with ``left`` or ``still`` ("Tom has 5
    # marbles left. He lost 3 marbles." was 5 at first).
    lex = cursors[0].lex if cursors else None
    end_verbs = lex.end_verbs if lex else frozenset()
    end_times = lex.end_times if lex else frozenset()
    past_times = lex.past_times if lex else frozenset()
    for hold in ops:
        if hold.kind != "hold" or hold.item is None:
            continue
        hold_times = _time_ids(hold.time)
        at_end = hold.sentence in now_sentences or hold.lemma in end_verbs or bool(hold_times & end_times)
        # red6: "Tom has 5 marbles. He lost 3 marbles yesterday." — a holding told in the present, then a change
        # told at a past time (pack role ``past``) or in the past perfect ("he had lost 3"): the change came
        # before the holding, not after it (was 2 now, 5 at first).
        present = not hold.past and not (hold_times & past_times) and not (hold_times & lex.start_times
                                                                           if lex else False)
        for op in ops:
            if op.sentence <= hold.sentence or op.kind not in ("gain", "lose", "transfer") or op.item is None \
                    or op.item.unit != hold.item.unit:
                continue
            # (v12 red team, ADR 0241) "There are 27 trees currently in the park. Park workers planted 52 trees
            # yesterday.": the workers' planting is the park's (op.place), and yesterday's comes before now
            # (only a change told at a past time: "now" then "will plant" at the park is told in order)
            placed = hold.actor not in (op.actor, op.target, op.source)
            if placed and not (op.place == hold.actor and hold.actor.startswith("the ")):
                continue
            earlier = present and (bool(_time_ids(op.time) & past_times)
                                   or _past_perfect(words.get(op.sentence, []), op, lex))
            if (at_end and not placed) or earlier:
                raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "time_binding", sentence_index=op.sentence,
                                    frame="statement.now",
                                    detail=f"{hold.actor}'s {hold.item.unit} are told as they are now, and then "
                                           f"sentence {op.sentence} changes them: before or after now?")


def _time_ids(time: str) -> set[str]:
    """The time ids of an op's ``time`` ("time.yesterday=yesterday|…": id, then the form read)."""
    return {t.split("=")[0] for t in time.split("|") if t}


def _past_perfect(words: list[str], op: Op, lex) -> bool:
    """``he had lost 3`` / ``she had given 2 away``: ``had`` right before a form of the change's own verb (from
    the pack) — a past perfect, told of a time before the story's holdings. ``had to`` (an obligation) and
    ``had 5`` (a holding) are never such a form."""
    forms = lex.memo("perfect_forms", _perfect_forms).get(op.lemma, ())  # speed (ADR 0188): once per pack
    return any(w == "had" and nxt in forms for w, nxt in zip(words, words[1:]))


def _perfect_forms(lex) -> dict[str, frozenset[str]]:
    """Verb id → every form of the pack's verbs of that id (``verb.have`` has none here: ``had had``)."""
    out: dict[str, set[str]] = {}
    for v in lex.pack.verbs:
        if v.id != "verb.have":
            out.setdefault(v.id, set()).update(v.forms)
    return {k: frozenset(f) for k, f in out.items()}


def check_more_without_base(ops: list[Op], ctx: Context, lex=None) -> None:
    """``Sam picked 5 apples. Tom picked 3 more apples.``: 3 more than Sam (8), or 3 further apples (3)? ``more``
    is additional only for a holder who already had or got such things; for a new holder beside others it may
    compare, so it is read neither way (redteam: answered 3). ``Mike gave her 63 more`` after she found some
    is unaffected. ``Sam sold 2 extra cakes`` after Peter's 8 is the same question (fresh text, ADR 0274: answered
    2): an item marked ``extra`` counts as a ``more`` mark here."""
    extras = {(op.sentence, op.item.unit) for op in ops if op.item is not None and EXTRA in op.item.mods}
    for si, unit in list(ctx.more_marks) + sorted(extras):
        kinds = ("gain", "transfer", "lose") if (si, unit) in extras else ("gain", "transfer")
        marked = None if (si, unit) in extras else marked_ops(ops, ctx, si, unit)  # v19 (more_clauses.py, ADR 0424)
        for op in ops:
            if marked is not None and not any(op is m for m in marked):
                continue  # another clause of the sentence: its things are not the "more" ones
            if op.sentence != si or op.item is None or op.item.unit != unit or op.kind not in kinds:
                continue
            holder = op.target if op.kind == "transfer" else op.actor
            if more_at_place(op, ops, ctx, lex):
                continue  # v19: "Workers planted 24 more walnut trees" after the park's (more_at_place.py, ADR 0424)
            if lex is not None and paired_gain(op, ops, lex):
                # v15: "cut 25 more roses … and put them in the vase": more for the vase (put_them.py, ADR 0304)
                holder = ops[ops.index(op) + 1].target
            earlier = [o for o in ops if o.sentence < si and o.item is not None and o.item.unit == unit]
            if holder and earlier:
                # v15 (ADR 0314): the rates of things in containers the holder has are no other holder's things
                inside = rates_of_held_containers(ops, holder, unit, si)
                earlier = [o for o in earlier if o not in inside]
            if holder and earlier and not any(holder in (o.actor, o.target, o.source, o.place) for o in earlier):
                raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=si,
                                    frame="statement.more",
                                    detail=f"'more' {unit} for {holder}, who had none before: more than "
                                           f"{earlier[-1].actor or earlier[-1].target}, or further ones?")
