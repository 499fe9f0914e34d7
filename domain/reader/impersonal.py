"""Impersonal ``it takes`` (v7): what one unit of work needs, said with a dummy ``it`` subject.

    It takes 4 apples to make 1 pie. How many apples does it take to make 504 pies?          4 × 504
    It takes 7 minutes to bake one pan of cookies. How long will it take to bake 4 pans of cookies?   7 × 4
    He has 9 windows left to install. If it takes 4 hours to install each window, how long will it take
    him to install the rest?                                                          9 × 4 (goals.py)

``It takes N <things> to <V> a|an|one|1 <container>`` is the task rate that ``Each <container> takes N
<things> to <V>`` already was (clauses.parse_each_rate): a ``per`` op, lemma the task verb, N things per one
container. The question ``How many <things> / How long does|will|would|did it take to <V> M <containers>?``
is the ``per_container`` question (rate × M), which the solver and the verifier already compute each by its
own method from the ``per`` op.

Admitted only in its narrow generic form, everything else is left to refuse:
- present ``takes`` only: ``It took 8 workers to finish the work`` tells one past episode, not a rate;
- no person after ``takes`` (``It took Amanda 3 hours to …``: whose rate, and at what pace?);
- the things are not people (``It takes 3 workers to build a wall``: workers are not used up, so 4 walls
  need not take 12 workers) and not money (``It takes $3 …`` is a price, said elsewhere);
- exactly one container after the task verb (``to make a pie``, ``to install each window``), nothing after
  it (``… for the party``);
- the question must name the same verb, the same container (with the same substance: ``pans of cookies``)
  and, for ``how many``, the very same things; the rate must be the only rate of such things per such a
  container. ``How many pies can he make with 10 apples?`` is a different question (floor of whole pies
  that the text never asks for explicitly) and is not read here.
"""
from __future__ import annotations

from domain.reader.amounts import read_verb
from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Context, Cursor, fmt, read_item, read_number


def _one(cur: Cursor) -> bool:
    """``a`` / ``an`` / ``one`` / ``1`` / ``each`` before the container (consumed when present)."""
    if cur.take_word("a", "an", "one", "each"):
        return True
    save = cur.pos
    num = read_number(cur)
    if num is not None and num[0] == 1 and not num[1]:
        return True
    cur.pos = save
    return False


def parse_it_takes(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """``It takes N <things> to <V> a <container>`` (the whole clause; nothing consumed when not this form)."""
    start = cur.pos
    if cur.peek_word() != "it" or cur.pos + 1 >= cur.end or cur.words[cur.pos + 1].lower() != "takes":
        return False
    verb = cur.sense("verb", cur.pos + 1)
    if verb is None or verb.entry.id != "verb.take":
        return False
    cur.pos += 2
    num = read_number(cur)
    item = read_item(cur, ctx) if num is not None and not num[1] else None
    if item is None or item.unit in cur.lex.person_units or not cur.take_word("to"):
        cur.pos = start
        return False
    task = read_verb(cur)
    container = read_item(cur, ctx) if task is not None and _one(cur) else None
    if container is None or not cur.at_end():
        cur.pos = start
        return False
    ops.append(Op(kind="per", lemma=task.id, sentence=cur.sentence.index, item=item, amount=fmt(num[0]),
                  target=container.unit))
    ctx.it_takes.append((cur.sentence.index, task.id, item, container))
    return True


def parse_it_take_question(cur: Cursor, ctx: Context, si: int, item: Item | None,
                           ops: list[Op]) -> Question | None:
    """After ``How many <things>`` (``item``) or ``How long`` (``item`` None): ``does|will|would|did it take
    to <V> M <containers>``. None, nothing consumed, when not this form; a refusal-worthy mismatch (another
    verb, another container, another thing) also gives None, and the question then refuses as before."""
    start = cur.pos
    if not ctx.it_takes or not cur.take("fn:aux") or not cur.take_word("it"):
        cur.pos = start
        return None
    take = cur.sense("verb")
    if take is None or take.entry.id != "verb.take" or cur.words[cur.pos].lower() != "take":
        cur.pos = start
        return None
    cur.pos += take.length
    if not cur.take_word("to"):
        cur.pos = start
        return None
    task = read_verb(cur)
    num = read_number(cur) if task is not None else None
    container = read_item(cur, ctx) if num is not None and not num[1] else None
    if container is None or not cur.at_end():
        cur.pos = start
        return None
    said = [(s, lemma, it, box) for s, lemma, it, box in ctx.it_takes
            if box.unit == container.unit and (item is None or it.unit == item.unit)]
    if len(said) != 1:
        cur.pos = start
        return None
    _, lemma, rated, box = said[0]
    if lemma != task.id or box.mods != container.mods:
        cur.pos = start
        return None
    if item is None:
        if cur.lex.unit_by_id[rated.unit].family not in ("time", "time_calendar"):
            cur.pos = start  # "How long …" of a rate in apples
            return None
        item = rated
    if item != rated:
        cur.pos = start  # "How many feet of wool" for a rate in feet of cotton
        return None
    # no other rate of such things per such a container (a "per" op from any other sentence form)
    others = [op for op in ops if op.kind == "per" and op.target == container.unit and op.item is not None
              and op.item.unit == rated.unit]
    if len(others) != 1:
        cur.pos = start
        return None
    return Question(kind="per_container", sentence=si, item=item, count=fmt(num[0]), other=container.unit)
