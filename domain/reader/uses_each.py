"""What one thing of a goal uses up, and what the rest of the goal still needs of it (v9, ADR 0143):

    Zoe baked 5 brownies, but needed 11 total for her party.
    If she used 7 cups of flour on each one, how much cups of flour does she still need?       (11 − 5) × 7

- ``<person> used|spent N <things> on each <thing>|one``: the person's use of N of those things per one thing
  (pack role ``consume`` on the verb's form). ``each one`` is the one kind of things told before the clause
  (several: refused, as ``If each one costs $8`` is). It is an op of its own kind, ``use_each`` — no content
  of the things (``each brownie has 7 cups of flour`` would make the flour something held inside the held
  brownies) and no event (nothing is used until a question says so). Only the goal questions read it.
- ``how many <things> does she still need`` / ``how many more <things> does she need`` when the asker has
  one goal of the things used on (no task verb, the asker's holding counts as progress) and one such use of
  the asked things: (goal − holding) × the use, exactly the money a goal still needs over a price (ADR
  0120). The asked things told anywhere else (``She had 20 cups of flour``: toward the rest?), a second use
  rate of the same things or a second goal of the asker refuse. Any other question about the used things
  finds no op it can read and refuses as before.
"""
from __future__ import annotations

from domain.reader.graph import Item, Op
from domain.reader.phrases import Context, Cursor, fmt, noun_run, read_item, read_number


def take_use_each(cur: Cursor, ctx: Context, ops: list[Op], subject: str) -> bool:
    """After the subject: ``used|spent N <things> on each <thing>|one`` to the clause end → a ``use_each`` op
    (True); False, nothing consumed, when the clause is not that."""
    start = cur.pos
    use = cur.sense("fn:consume")
    if use is None or ctx.entities.get(subject, "n") == "n":
        return False
    before = list(ctx.units_seen)
    cur.pos += use.length
    num = read_number(cur)
    if num is None or num[1]:
        cur.pos = start
        return False
    item = read_item(cur, ctx, note=False)
    if item is None or not cur.take_word("on") or cur.take("fn:each") is None:
        cur.pos = start
        return False
    if cur.peek_word() == "one" and cur.pos + 1 == cur.end:
        if len(before) != 1:
            cur.pos = start
            return False
        per = before[0]
        cur.pos += 1
    else:
        got = noun_run(cur, cur.pos, ("unit",))
        if got is None or got[0] or got[1].form != "sg" or got[2] != cur.end:
            cur.pos = start
            return False
        per = got[1].entry.id
        cur.pos = got[2]
    if per == item.unit or per in cur.lex.person_units:
        cur.pos = start
        return False
    ctx.note_unit(item.unit)
    verb = cur.sense("verb", start)
    ops.append(Op(kind="use_each", lemma=verb.entry.id if verb is not None else "fn.consume",
                  sentence=cur.sentence.index, actor=subject, item=item, amount=fmt(num[0]), target=per))
    return True
