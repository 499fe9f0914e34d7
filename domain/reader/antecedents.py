"""(v7) Pronouns that agree with several people but have one sensible referent (ADR 0094).

The policy of ADR 0082 stays the default: ``he``/``she``/``his``/``her`` resolve when exactly one
prior entity agrees in gender, and nothing is guessed by salience. Two properties of English narrow
the candidates further; each is applied only where the other candidates are *defined through* the
one that is chosen, or have nothing that could be asked about, so no preference is weighed:

1. **A possessive binds to the subject of its sentence's clause** (``Carol picked 29 and her mother
   picked 16``: Carol) when every other agreeing candidate is a person named as that subject's relative
   (``Carol's mom``). Such a person is defined through the subject: reading ``her`` as hers would name
   someone never mentioned (Carol's mom's mother). Another woman, ``Ann's mom`` while Ann is not the
   subject, a possessive opening the sentence (no subject read yet) or one in a later sentence keep the
   refusal. Both this rule and the older in-clause binding (``resolve_possessive``) refuse when another
   agreeing person already owns a thing of that name (``Tom put 25 quarters in his bank`` after ``Jason
   … in his bank``: Tom's bank, or the one in play?).

2. **The question's he/she names the one holder** when every other agreeing candidate is *idle*: named
   but in no event and owning nothing that is (``Ann's store sells roses``), or only the giver of a stated
   number of things to that holder (``His dad gave him 25 quarters``, ``Sam took 3 from his dad``). A
   giver's holding is never told (an unknown start, less what he gave), so ``How many quarters does he
   have now?`` has an answer for one reading only. A *receiver* (``He gave 8 to Dylan``) is not idle:
   the solver starts a receiver with no stated holding from none, so ``How many does he have now?`` could
   be Dylan's 8 — except in ``How many does he have left?``, which asks what remains after some went, and
   Dylan gave nothing. The argument holds only for a question about a holding (``have``, ``have left``,
   ``have at first`` — ``left`` alone with a receiver): an event question (``How many did he give?``) can
   be about the idle giver. It holds only in the question's own clause, never in a statement (``Ben gave
   him 18 fish. Now he has 49.`` could tell Ben's holding) nor in an ``If …`` prefix. The choice is made
   while the question is read and checked once it is built (``check_presumed``).
"""
from __future__ import annotations

from domain.reader.graph import Question
from domain.reader.persons import possessor
from domain.reader.kept_holders import receiver_left
from domain.reader.refusals import Reason, ReaderRefusal

HOLDING_KINDS = ("holding", "initial")
"""Question kinds that ask what someone holds: the only ones the idle argument covers."""


def is_relative(entity: str, owner: str) -> bool:
    """``Carol's mom`` is Carol's relative (a person named through her); ``Carol's mom's friend`` is not
    (named through the mom)."""
    head = possessor(owner) + " "
    return entity.startswith(head) and "'s " not in entity[len(head):]


def bind_to_clause_subject(ctx, cur, i: int, matches: list[str]) -> str | None:
    """Rule 1: the subject of this sentence's current (or just finished) clause, when it agrees and the
    other agreeing candidates are all its relatives; else None."""
    subject = ctx.subject
    if not subject or ctx.subject_sentence != cur.sentence.index or subject not in matches:
        return None
    if all(is_relative(m, subject) for m in matches if m != subject) \
            and not owned_elsewhere(ctx, cur, i + 1, subject, matches):
        return subject
    return None


def owned_elsewhere(ctx, cur, at: int, owner: str, matches: list[str]) -> str:
    """The entity another agreeing candidate owns with the noun after the possessive at ``at - 1``
    (``Jason's bank`` for ``Tom put 25 quarters in his bank``), or "". Then the possessive may name that one
    as well as the subject's: binding to the subject would be a preference, not a reading."""
    from domain.reader.phrases import noun_run  # phrases imports this module
    got = noun_run(cur, at, ("place", "person", "unit"))
    if got is None:
        return ""
    noun = " " + got[1].entry.singular
    for other in matches:
        if other != owner:
            head = possessor(other) + " "
            found = next((e for e in ctx.entities if e.startswith(head) and e.endswith(noun)), "")
            if found:
                return found
    return ""


def check_bound_possessive(ctx, cur, i: int, gender: str) -> None:
    """(v7) ``his``/``her`` bound by the clause subject (``resolve_possessive``) refuses when another
    agreeing person already owns a thing of that name (``Jason had 49 quarters in his bank. Tom put 25 quarters
    in his bank.``: Tom's bank, or the bank already in play?)."""
    matches = [e for e, g in ctx.entities.items() if g in (gender, "x")]
    found = owned_elsewhere(ctx, cur, i + 1, ctx.subject, matches)
    if found:
        raise ReaderRefusal(Reason.UNRESOLVED_PRONOUN, "pronoun_resolution", sentence_index=cur.sentence.index,
                            token_index=i, token_text=cur.tokens[i].text, frame="entity",
                            detail=f"possessive {cur.tokens[i].text!r}: the subject's, or {found!r} already in play")


def check_unknown_subject_possessive(ctx, cur, i: int, gender: str) -> None:
    """(v15 red team 2, ADR 0319) ``his``/``her`` bound by a clause subject whose gender the pack does not know
    refuses when another person of exactly that gender is in the story (``Ann has 48 apples. Ken took 16 apples
    out of her bag.``: answered 48 with Ken's bag; Ann's bag is the likelier reading)."""
    if gender not in ("m", "f") or ctx.entities.get(ctx.subject) != "x":
        return
    if i + 1 >= cur.end or (cur.sense("unit", i + 1) is None and cur.sense("modifier", i + 1) is None):
        return  # an object ("Andre gave her some more flowers"), not an owner of a thing
    others = [e for e, g in ctx.entities.items() if g == gender and e != ctx.subject]
    if others:
        raise ReaderRefusal(Reason.UNRESOLVED_PRONOUN, "pronoun_resolution", sentence_index=cur.sentence.index,
                            token_index=i, token_text=cur.tokens[i].text, frame="entity",
                            detail=f"possessive {cur.tokens[i].text!r}: {ctx.subject!r} (gender not known) or "
                                   f"{others[0]!r}")


def _parties(op) -> set[str]:
    """Every entity an operation names as taking part (holder, giver, receiver, source, agent, members)."""
    named = {op.actor, op.target, op.source, op.agent, *op.members}
    named.discard("")
    return named


def _owns(who: str, op) -> bool:
    """Whether an operation names something of ``who``'s (``Sam's dog`` as holder, ``Sam's bag`` as place)."""
    head = possessor(who) + " "
    return any(name.startswith(head) for name in (*_parties(op), op.place))


def _role(op, holder: str, other: str) -> str:
    """``gave`` when ``other`` handed a stated number of things to ``holder`` (``His dad gave him 25``,
    ``Sam took 3 from his dad``), ``got`` when ``holder`` handed them to ``other`` (``He gave 8 to Dylan``,
    ``His dad borrowed 75 from Mike``), else "" (anything else ``other`` took part in)."""
    if op.kind not in ("transfer", "gain") or _parties(op) != {holder, other} \
            or op.amount in ("", "all") or op.amount.startswith("?"):
        return ""
    if op.kind == "transfer":
        return "gave" if op.actor == other and op.target == holder else "got" if op.actor == holder else ""
    return "gave" if op.actor == holder and op.source == other else "got" if op.source == holder else ""


def presume_holder(ctx, cur, matches: list[str], refusal: ReaderRefusal) -> str | None:
    """Rule 2: in the question's own clause, the one agreeing candidate with a part in the story beyond
    exchanges with idle people, when every other candidate is idle; else None. The choice is recorded
    with the refusal it replaces, for ``check_presumed``."""
    if not ctx.asking or ctx.story is None:
        return None
    involved = {m: [op for op in ctx.story if m in _parties(op)] for m in matches}
    holders = [m for m in matches if any(not (_parties(op) & set(matches) - {m}) for op in involved[m])]
    if len(holders) != 1:
        return None  # no one, or several, with a part of their own (a holding, an event with no other candidate)
    holder = holders[0]
    roles: set[str] = set()
    for other in matches:
        if other == holder:
            continue
        if not involved[other] and any(_owns(other, op) for op in ctx.story):
            return None  # "Sam's dog has 5 bones", "put 5 apples in Sam's bag": a part through what is his
        mine = {_role(op, holder, other) for op in involved[other]}
        if "" in mine or len(mine) > 1:
            return None  # a part of the other's own, or both giving and getting: what they hold may be told
        roles |= mine
    left = "left" in cur.words[cur.pos:]
    takers = [m for m in matches if m != holder and any(_role(op, holder, m) == "got" for op in involved[m])]
    if "got" in roles and not left and not all(receiver_left(ctx, holder, m) for m in takers):
        # v7 read a receiver with no holding stated as starting from none, so "He gave 8 to Dylan. How many does
        # he have now?" could be Dylan's 8; since red6 the solver starts him from an unknown, so a receiver who
        # never acts has no answer and the holder's is the one reading (v18, kept_holders.py). A receiver who
        # took the things himself ("His dad borrowed 75 from Mike") is the last clause's subject: still refused.
        return None
    ctx.presumed.append((holder, "got" if "got" in roles else "gave" if roles else "", refusal))
    return holder


def check_presumed(ctx, question: Question) -> None:
    """Refuse as before when a question pronoun chosen by rule 2 is not the entity of a question of the
    kind the argument assumed (a holding question when an idle candidate exchanged with the holder)."""
    for holder, roles, refusal in ctx.presumed:
        kinds = {"": None, "gave": HOLDING_KINDS, "got": ("holding",)}[roles]
        if question.entity != holder or question.members or (kinds is not None and question.kind not in kinds):
            raise refusal
