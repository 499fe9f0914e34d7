"""Invitations to an occasion (ADR 0145).

    A company invited 18 people to a luncheon, but 12 of them didn't show up.

``to <place>`` after a gain verb is otherwise read as a recipient, and a gain takes none (``verb.invite does not
take a recipient``). For the verbs the pack marks with the function role ``invite`` (``invite``, ``invited``),
``to the <place noun>`` names the occasion the invited people come to, not a holder: the clause is the
subject's gain of the invited people (its guests), which ``12 of them didn't show up`` then reduces (ADR 0100).

Read only when the object is people (a pack person unit, ``friends``, ``students``, or the pack kind over them,
``people``), the phrase is ``to`` + a definite or indefinite non-person place noun of the pack, and nothing
else is the recipient; a person after ``to`` (``invited 5 friends to Tom``), a named place (``to Tom's
party``) or a thing invited (``invited 5 apples``) keeps the old refusal. The occasion is not kept, so
invitations by two different inviters refuse (check_invitations: one party or two?).
"""
from __future__ import annotations

from domain.reader.refusals import Reason, ReaderRefusal


def invitation_occasion(cur, verb, item, target: str, indirect: str) -> bool:
    """True when ``target`` is the occasion of an invitation (module doc): the caller drops it."""
    if indirect or not target.startswith("the ") or item is None or not _people(cur.lex, item.unit):
        return False
    if not any(s.cls == "fn:invite" for s in cur.lex.senses_at([verb.forms[0]], 0)):
        return False
    noun = target[len("the "):].split(" ")
    senses = cur.lex.senses_at(noun, 0)
    return any(s.cls == "place" and s.length == len(noun) and not s.entry.person for s in senses)


def _people(lex, unit: str) -> bool:
    """A person unit (``friends``, ``students``), or a pack kind over person units (``people``)."""
    return unit in lex.person_units or any(lex.kind_of(p, unit) for p in lex.person_units)


def check_invitations(ops, lex) -> None:
    """Invitations by two different inviters refuse: the occasion is dropped from the gain, so whose guests
    sit at whose tables (``Sam invited 12 friends to the party. Ann invited 8 friends to the party. … how many
    tables does Sam need?``) is not known — one party or two?"""
    gains = [op for op in ops if op.kind == "gain"]
    if len({op.actor for op in gains}) < 2:
        return
    verbs = lex.memo("invite_verbs", _invite_verbs)
    inviters = {op.actor for op in gains if op.lemma in verbs}
    if len(inviters) > 1:
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_group", frame="statement.invitation",
                            detail=f"{len(inviters)} inviters: one occasion or several?")


def _invite_verbs(lex) -> frozenset[str]:
    return frozenset(v.id for v in lex.pack.verbs if any(s.cls == "fn:invite" for s in lex.senses_at([v.forms[0]], 0)))
