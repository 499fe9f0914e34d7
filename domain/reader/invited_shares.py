"""Shares among the invited (v9, ADR 0149).

    Martha is inviting 4 friends to a party. She has 12 cookies. How many cookies will each friend get?   12 ÷ 4

An invitation (invitations.py: ``invited 18 people to a luncheon``, and now the present progressive
``is inviting``) is the host's gain of guests. A later ``How many cookies will each friend get?`` presupposes a
share of the host's cookies among the guests, which the text never states as a partition; the solver then has
no partition into friends and refuses. The question can only be answered if the host gets no share: the
host is not one of ``each friend``. That is licensed only by the pack: a noun whose function role is
``guest`` (``friend``, ``guest``) names people asked by someone to an occasion, never that someone. A noun
that may include the host (``each person``, ``each child``) is no guest noun and keeps the refusal (does
Martha eat too?).

Read (a partition of the host's whole holding at the question into the invited count) only when all hold:

- the question is ``How many <things> will each <guest noun> get?`` (``group_size``) with the thing named,
  and no partition into that noun is stated anywhere; the things are not the guests themselves (``How many
  friends will each friend get?`` shared the invited among the invited, 1 — v14, fresh-c, ADR 0285);
- exactly one operation names the guest noun at all, the host's invitation, with a whole positive count
  and no modifier (``12 of them didn't show up``, ``3 more friends came``, a second invitation: refused);
- every operation on the asked thing is the host's own holding, gain or loss (someone else's cookies, cookies
  given to or taken from others: refused — whose are shared?), and there is at least one;
- neither the question nor any of those operations names a kind (``12 chocolate cookies and 8 sugar cookies
  … how many sugar cookies will each friend get?``: equal shares of all the cookies need not be equal shares
  of each kind, so this refuses).
The share must come out whole for discrete things (the solver's usual check).
"""
from __future__ import annotations

from domain.reader.graph import WORLD, Op, Question
from domain.reader.invitations import invite_verbs
from domain.reader.lexicon import Lexicon


def _guest_units(lex: Lexicon) -> frozenset[str]:
    forms = {form for f in lex.pack.functions if f.role == "guest" for form in f.forms}
    return frozenset(u.id for u in lex.pack.units if u.singular in forms or u.plural in forms)


def settle_invited_share(ops: list[Op], question: Question, lex: Lexicon) -> list[Op]:
    """Append the host's share among the invited (module doc), or leave ``ops`` as they are."""
    guests = question.other
    if question.kind != "group_size" or question.item is None or not guests \
            or guests not in lex.memo("guest_units", _guest_units):
        return ops
    naming = [op for op in ops if (op.item is not None and op.item.unit == guests) or op.target == guests]
    if len(naming) != 1:
        return ops
    invite = naming[0]
    if invite.kind != "gain" or invite.lemma not in invite_verbs(lex) or invite.item.mods \
            or not invite.amount.isdigit() or int(invite.amount) <= 0 or invite.actor in ("", WORLD) \
            or invite.source or invite.target:
        return ops
    host = invite.actor
    asked = question.item.unit
    if asked == guests:  # v14 (fresh-c, ADR 0285): "How many friends will each friend get?" was answered 1
        return ops
    things = [op for op in ops if (op.item is not None and op.item.unit == asked) or op.target == asked]
    if not things or question.item.mods or any(op.actor != host or op.kind not in ("hold", "gain", "lose")
                                               or op.target or op.source or op.item.mods for op in things):
        return ops
    if not any(op.kind in ("hold", "gain") for op in things):
        return ops
    return [*ops, Op(kind="partition", lemma=invite.lemma, sentence=question.sentence, actor=host,
                     item=question.item, amount="all", target=guests, groups=invite.amount)]
