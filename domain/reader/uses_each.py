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
- ``each piece [of] furniture``: a part word (pack role ``part_unit``) before a kind's general noun is one
  thing of that kind (a chair, a table; pack kind ``kind.furniture``). Before any other noun it is a part
  (``each piece of pizza`` is a slice) and the clause is not read. ``putting it together`` after the thing
  says what the use was spent doing (a ``putting`` gerund or a pack activity, ``it``, a particle): no count.
- ``how many minutes did it take her [to finish]?`` (question ``use_total``): the use × the things the asker
  got of that kind — the whole story must be the asker's gains of those things before the use was told
  (``bought 4 new chairs and 4 new tables``); things held before, given away, got by others or after the use,
  things of another kind (``6 minutes on each chair`` beside tables: the tables' time is untold), or the
  asked unit told elsewhere refuse.

    Wendy bought 4 new chairs and 4 new tables for her house. If she spent 6 minutes on each piece
    furniture putting it together, how many minutes did it take her to finish?                 (4 + 4) × 6
"""
from __future__ import annotations

from domain.reader.graph import Item, Op
from domain.reader.phrases import Context, Cursor, fmt, noun_run, read_item, read_number


def _take_doing_it(cur: Cursor) -> None:
    """``putting it together`` after the thing used on: what the use was spent doing to each one (a gerund of
    the pack role ``putting`` or a pack activity, ``it``, an optional particle or ``together``); nothing
    counted, so it changes no amount. Nothing consumed when the words are not exactly that."""
    start = cur.pos
    doing = cur.sense("fn:putting") or cur.sense("activity")
    if doing is None or cur.peek_word(doing.length) != "it":
        return
    cur.pos += doing.length + 1
    if cur.take("fn:particle") is None and cur.peek_word() == "together":
        cur.pos += 1
    if not cur.at_end():
        cur.pos = start


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
        piece = cur.sense("fn:part_unit")
        at = cur.pos + piece.length if piece is not None else cur.pos
        if piece is not None and cur.peek_word(piece.length) == "of":
            at += 1
        got = noun_run(cur, at, ("unit",))
        if got is None or got[0] or (piece is None and got[1].form != "sg"):
            cur.pos = start
            return False
        per = got[1].entry.id
        if piece is not None and per not in cur.lex.general_units:
            # "each piece of pizza" is a slice, not a pizza; "each piece [of] furniture" is one chair or table
            cur.pos = start
            return False
        cur.pos = got[2]
        _take_doing_it(cur)
        if not cur.at_end():
            cur.pos = start
            return False
    if per == item.unit or per in cur.lex.person_units:
        cur.pos = start
        return False
    ctx.note_unit(item.unit)
    verb = cur.sense("verb", start)
    ops.append(Op(kind="use_each", lemma=verb.entry.id if verb is not None else "fn.consume",
                  sentence=cur.sentence.index, actor=subject, item=item, amount=fmt(num[0]), target=per))
    return True


def parse_use_total_question(cur: Cursor, ctx: Context, si: int, item: Item | None, ops: list[Op]):
    """After ``How many <things>``: ``did|does|will|would it take <person> [to finish]`` ending the question,
    when a ``use_each`` of such things was told: Question ``use_total`` (the person's use on each thing ×
    the things the person got of that kind). None, nothing consumed, otherwise."""
    start = cur.pos
    if item is None or "take" not in cur.wordset or "it" not in cur.wordset:
        return None  # speed (ADR 0188): the words of "… it take …" below, tested before the story is scanned
    if not any(op.kind == "use_each" for op in ops):
        return None
    # imported past the tests above (speed, ADR 0267: an import statement run per call costs more than they do)
    from domain.reader.graph import Question
    from domain.reader.phrases import read_entity, read_object_pronoun
    if not cur.take("fn:aux") or not cur.take_word("it"):
        cur.pos = start
        return None
    take = cur.sense("verb")
    if take is None or take.entry.id != "verb.take" or cur.words[cur.pos] != "take":
        cur.pos = start
        return None
    cur.pos += take.length
    entity = read_object_pronoun(cur, ctx, "") or read_entity(cur, ctx)
    if entity is None:
        cur.pos = start
        return None
    if cur.peek_word() == "to" and cur.sense("fn:finish", cur.pos + 1) is not None:
        cur.pos += 1 + cur.sense("fn:finish", cur.pos + 1).length
    if not cur.at_end():
        cur.pos = start
        return None
    return Question(kind="use_total", sentence=si, entity=entity, item=item)


def use_total_parts(ops: list[Op], q, covers) -> tuple[Op, list[Op]]:
    """The one use of the asked things by the asker and the asker's gains of the things it is used on; raises
    ValueError when the story does not fix them: another use of the asked things, the asked things told
    anywhere else, or the things used on told in anything but the asker's gains of exact amounts (``had 3
    chairs`` before: were they put together too?)."""
    uses = [op for op in ops if op.kind == "use_each" and op.item.unit == q.item.unit]
    if len(uses) != 1 or uses[0].actor != q.entity or not covers(q.item, uses[0].item):
        raise ValueError("not one use of the asked things by the asker")
    use = uses[0]
    if any(op is not use and op.item is not None and op.item.unit == q.item.unit for op in ops):
        raise ValueError("the asked things told beside their use")
    things = Item(unit=use.target)
    about = [op for op in ops if op is not use and op.item is not None and covers(things, op.item)]
    if not about or any(op.kind != "gain" or op.actor != q.entity or op.source or op.amount.startswith("?")
                        or op.amount == "all" or op.amount.startswith("all") for op in about):
        raise ValueError("the things used on are not just the asker's gains")
    at = next(i for i, op in enumerate(ops) if op is use)
    if any(op is a for a in about for op in ops[at + 1:]):
        # "spent 7 minutes on each piece of furniture. She bought 2 more chairs.": on those too?
        raise ValueError("things got after the use was told")
    if any(op is not use and op.kind != "describe" and not any(op is a for a in about) for op in ops):
        # "bought 4 chairs and 4 tables … 6 minutes on each chair": how long the tables took is not told
        raise ValueError("the story tells more than the things used on")
    return use, about
