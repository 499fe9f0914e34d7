"""Things missed beside those gone to (v8, ADR 0116): ``Fred went to 36 basketball games this year, but missed
35.``

``missed N`` (the pack's ``miss`` function words) right after the same subject's clause of gaining the
things, with a bare number or the same things, says how many of them the subject did not go to: it moves
nothing (a ``describe`` step). ``missed`` is no pack verb, so a question about it (``How many games did he
miss?``) is not read; questions about the going are unchanged. Anything else after ``missed`` (``missed the
bus``, ``missed 3 apples`` after a purchase of pears, money) leaves the clause to the other frames.

(red11, ADR 0122) The missed ones are no less there: ``went to 29 football games this year, but missed 49.
How many football games were there this year?`` answered 29 (the games gone to), where the games there were
29 + 49 if the missed ones are of the same games, and are not told otherwise. ``check_missed`` refuses a
question of what there is (``total`` without a holder) beside a miss. Missed things of another kind
(``went to 36 basketball games, but missed 35 football games``) are not read as the same things.
"""
from __future__ import annotations

from domain.reader.graph import Op, Question
from domain.reader.phrases import Context, Cursor, read_item, read_number
from domain.reader.refusals import Reason, ReaderRefusal

_CLAUSE_END = (",", "and", "but", "then")


def take_missed(cur: Cursor, ctx: Context, ops: list[Op], subject: str | None) -> bool:
    """``[but] missed N [things]`` at the cursor after the subject's gain in this sentence, or False."""
    start = cur.pos
    prev = ops[-1] if ops else None
    if prev is None or prev.sentence != cur.sentence.index or prev.kind != "gain" or prev.item is None \
            or not subject or prev.actor != subject or not cur.take("fn:miss"):
        cur.pos = start
        return False
    got = read_number(cur) if cur.sense("num") or cur.sense("number") else None
    if got is None or got[1]:
        cur.pos = start
        return False
    seen = list(ctx.units_seen)
    item = read_item(cur, ctx)
    if item is not None and (item.unit != prev.item.unit or item.mods and item.mods != prev.item.mods) or not (cur.at_end() or cur.words[cur.pos] in _CLAUSE_END):
        cur.pos, ctx.units_seen = start, seen
        return False
    ops.append(Op(kind="describe", lemma="fn.miss", sentence=cur.sentence.index, actor=subject))
    return True


def check_missed(ops: list[Op], question: Question) -> None:
    """Refuse ``How many games were there?`` beside ``missed N``: the missed ones were there too."""
    if question.kind == "total" and not question.entity and not question.members \
            and any(op.kind == "describe" and op.lemma == "fn.miss" for op in ops):
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "missed_there", sentence_index=question.sentence,
                            frame="statement.missed",
                            detail="how many there were: the ones gone to, or those and the missed ones?")
