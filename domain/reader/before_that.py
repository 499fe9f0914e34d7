"""``Before that, he had 10 apples.``: a holding dated before the event the sentence just before told (v22, ADR 0511).

    Sam gave 2 apples to Ann. Before that, he had 10 apples. How many apples does Sam have now?     10 - 2 = 8
    Omar buys 15 apples. Before that he had 20 apples. How many apples does Omar have now?          20 + 15 = 35

``Before that`` opening a sentence says what ``<holder> had N <things> before.`` says (had_before.py, ADR 0365),
with ``that`` pointing back at the event the previous sentence told. The rest of the sentence is read as any
statement and then held to had_before's shape and checks; the holding is moved in front of that event by
``settle_had_before`` once the statements are read, exactly as a closing ``before`` is.

Read only when
- ``Before that`` (an optional comma after it) opens the sentence;
- the rest is one clause, ``<holder> had N <things>``: exactly one ``hold`` of a told number of things, by a
  holder, with no place, no time and no second clause (``Before that he had 10 apples and Tom had 3``,
  ``Before that he gave 3 away``, ``Before that he had some apples`` refuse);
- the holder took part in exactly one earlier change of those things (had_before._event_index: none, two, or an
  earlier holding refuse), and that change was told in the sentence just before (``that`` names it): a change
  told two sentences back, with another sentence between, refuses.
"""
from __future__ import annotations

from domain.reader.circumstances import unparsed
from domain.reader.graph import Op
from domain.reader.had_before import _event_index
from domain.reader.phrases import Context, Cursor
from domain.reader.refusals import Reason

_OTHER_CLAUSES = ("when", "while", "after", "then", "and", "before", "but", "if")
"""Words that may start a second clause or time: the sentence must be the one holding alone."""


def parse_before_that(cur: Cursor, ctx: Context, ops: list[Op], parse_statement) -> bool:
    """At a sentence opening ``Before that[,]``: read the rest as a statement (``parse_statement``), hold it to the
    module doc's shape and note it on ``ctx.had_before``; False (nothing read) at any other opening."""
    if cur.pos != 0 or cur.words[:2] != ["before", "that"] or cur.sentence.question:
        return False
    cur.pos = 2
    cur.take("punct:,")
    first = len(ops)
    parse_statement(cur, ctx, ops)
    mine = ops[first:]
    if not cur.at_end() or len(mine) != 1 or mine[0].kind != "hold" or mine[0].lemma != "verb.have" \
            or "had" not in cur.words or mine[0].place or mine[0].time or cur.times or mine[0].item is None \
            or not mine[0].actor or not mine[0].amount.replace("/", "").replace(".", "").isdigit():
        raise unparsed(cur, "statement.before_that", "'Before that' opening anything but '<holder> had N <things>'")
    if any(w in _OTHER_CLAUSES for w in cur.words[2:cur.end]):
        raise unparsed(cur, "statement.before_that", "'Before that' before more than one clause")
    event = ops[_event_index(cur, ops[:first], mine[0])]
    if event.sentence != cur.sentence.index - 1:
        raise unparsed(cur, "statement.before_that", "'that' names no event of the sentence just before",
                       Reason.AMBIGUOUS_REFERENCE, "event_binding")
    ctx.had_before.append(cur.sentence.index)
    return True
