"""The parsed problem graph: what the text says, before any arithmetic.

Both the solver and the independent verifier read this graph (never each other's output).
Amounts are exact strings (``"7/2"``) or unknown names (``"?1"``); ``"all"`` means the actor's
whole current holding of the item.
"""
from __future__ import annotations

import msgspec

WORLD = "@world"
"""Owner of things that exist without a named holder (``There are 5 birds.``)."""

ONLY_HOLDER = "@only-holder"
"""The source of ``Amy takes 3 away`` / ``Her sister borrowed 4 dimes``: the one other holder of the item
(resolved when solving; none or several refuse)."""


PACE = "@pace"
"""``Op.event`` of a pace (``walked 6 miles at 3 miles per hour``): the rate times its own stated action and
pays for no events (v6)."""


TODO = "@todo"
"""``Op.event`` of a goal that is a pile of work (``had 34 worksheets to grade``: the goal is the holding) and of
the work done on it (``graded 7``: a loss from the pile); see todo.py (v6)."""


class Item(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    unit: str
    """Unit lemma id, e.g. ``unit.apple``."""
    mods: tuple[str, ...] = ()
    """Sorted modifier lemma ids (``mod.red``) and substance qualifiers (``of:unit.hay``)."""


class Op(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    kind: str
    """hold | hold_sum | gain | lose | transfer | scale | compare_add | compare_mul | price | per | partition |
    describe | rate (v6: ``amount`` of ``item`` per one ``target`` unit, for the actor; see unit_rates.py)."""
    lemma: str
    """The pack lemma id that licensed this operation (verb, rule, function word)."""
    sentence: int
    actor: str = ""
    item: Item | None = None
    amount: str = ""
    """Exact number, ``?N`` for an unknown amount, ``all`` for the whole holding."""
    target: str = ""
    """transfer: the receiving entity; compare: the reference entity; per: the container unit."""
    factor: str = ""
    """scale / compare_mul: the exact factor."""
    place: str = ""
    """Where the action happened, when the text says so (``in the barn``)."""
    agent: str = ""
    """Passive clauses (actor ""): the ``by …`` agent, preferred as holder when it holds the item."""
    source: str = ""
    """gain from a named holder (``from Rebecca``, ``of Sara's marbles``): that holder loses."""
    groups: str = ""
    """partition: the number of equal groups (``into 5 albums``); ``factor`` holds a group size instead."""
    time: str = ""
    """Sorted ``|``-joined time-phrase lemma ids of the sentence (``time.monday``), "" when none."""
    past: bool = False
    """hold: stated in the past tense (was/were/had) with no now/left/still in the sentence."""
    event: str = ""
    """rate (v6): the verb lemma of the events the rate counts (``for each lawn he mowed`` → ``verb.mow``);
    "" when the rate names none (``6 dollars an hour``: the actor's gains of the ``target`` unit); ``PACE`` for a
    pace (``walked 6 miles at 3 miles per hour``), which times that action and pays for nothing."""
    members: tuple[str, ...] = ()
    """hold_sum (v6): the coordinated holders whose holdings of ``item`` together equal ``amount``."""


class Question(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    kind: str
    """holding | members | total | event | passive | difference | difference_total | spend | per_container |
    groups | group_size | … | rate_time / rate_times / rate_last (v6, unit_rates.py) | (v6) ratio | surplus |
    event_difference | task_time | (v8) event_excess (``other`` = the using verb, extras.py) | (v19) remainder
    (``left over``: ``other`` the containers, ``count`` the group size, rounding.py)"""
    sentence: int
    entity: str = ""
    item: Item | None = None
    lemma: str = ""
    """event / passive: the verb lemma asked about."""
    other: str = ""
    """difference / ratio: the entity compared with; cost_of (v6): the text's money unit when not dollars."""
    count: str = ""
    """per_container: how many containers."""
    item2: Item | None = None
    """difference_total: the item compared with (``How many more birds are there than nests?``)."""
    time: str = ""
    """Time-phrase lemma ids of the question part (``on Monday``), "" when none."""
    place: str = ""
    """A place the question restricts to (``did Sam find on the beach``), "" when none."""
    source: str = ""
    """event: the holder the asked events took from (``did Sam get from Tom``), "" when none."""
    members: tuple[str, ...] = ()
    """members / event / spend: the named holders a coordinated subject lists (``do Fred and Lily
    have``), in text order; the answer is over exactly these (each must hold the asked thing)."""
    rounding: str = ""
    """v19 (rounding.py, ADR 0430): ``down`` / ``up`` when the question's wording says how to round a quotient
    with a remainder (``can he buy``, ``full trays``, ``needed to carry all``); "" (a remainder refuses)."""


class Graph(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    ops: list[Op]
    question: Question
    unknowns: list[str] = []
