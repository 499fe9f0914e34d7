"""``How many cookies did the children eat?`` after ``The children ate some of them.`` (reader v22, ADR 0515).

A group noun phrase the story used as the doer of an event (``The children ate some of them.``) is read by the
statement parser as the agent of a passive event (no holder: ``Op.agent``), so the question's ``the children`` named
no holder and refused (``expected who the question is about``; ``the boys``, read as a holder, found no event of
theirs in the solver). It names the same doers, and when they are the
doers of every event of the asked verb, their events are all the events of that verb: the question is the passive
question ``How many cookies were eaten?`` (``There were 30 cookies in a jar. The children ate some of them. Now
there are 16 cookies in the jar.`` 14).

Read only when: the words after the auxiliary are exactly one told agent's words (a group no operation has as
its holder), then an action verb (not a
holding verb), then nothing but a total word; every event of that verb has that agent and no holder; one of them
is of the asked things. Otherwise None (nothing consumed) and the question refuses as before: another doer of the
verb told (``Tom ate 3 cookies``), a holding asked (``did the children have``), an agent never told.
"""
from __future__ import annotations

from domain.reader.amounts import read_verb
from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Cursor


def told_agent_question(cur: Cursor, si: int, item: Item | None, ops: list[Op]) -> Question | None:
    """After ``How many <item> did``: ``<told agent> <verb> [in all]`` (module doc), or None having read nothing."""
    if item is None:
        return None
    start = cur.pos
    agents = {op.agent for op in ops if op.agent and not op.actor}
    words = cur.words
    hits = [a for a in agents if words[start:start + len(a.split())] == a.lower().split()]
    if len(hits) != 1 or not hits[0].lower().startswith("the "):
        return None
    agent = hits[0]
    if any(op.actor == agent for op in ops):
        return None  # the group holds or does something as a holder too: the entity reading's (as before)
    cur.pos = start + len(agent.split())
    verb = read_verb(cur)
    if verb is None or verb.category == "observe":
        cur.pos = start
        return None
    cur.take("fn:total")
    doing = [op for op in ops if op.lemma == verb.id]
    if not cur.at_end() or not doing or any(op.actor or op.agent != agent for op in doing) \
            or not any(op.item is not None and op.item.unit == item.unit for op in doing):
        cur.pos = start
        return None
    return Question(kind="passive", sentence=si, item=item, lemma=verb.id)
