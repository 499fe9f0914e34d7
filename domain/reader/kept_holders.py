"""v18 (ADR 0394): a he/she with two agreeing people where the other one's part in the story leaves one reading.

Three rules (and ``named_later_in_clause`` for a question's subject: ``How many apples did he give to Tom?``),
each tried only where ``resolve_pronoun`` would otherwise refuse with several agreeing people, each
resting on the text (binding, or what the text can tell), never on salience:

* ``struck_relative`` — the question's subject pronoun is not its own clause's object named through a
  possessive: ``Tim had 15 pencils. He gave some pencils to his friend. … How many pencils did he give to his
  friend?``. The agreeing people are Tim and ``Tim's friend``; read as the friend, ``he … his friend`` is the
  friend giving to himself (English says ``himself``), to Tim (the friend's friend) or to a friend never
  mentioned, and the friend gave nobody anything: that question asks an event the story never tells. So ``he`` is
  Tim. Only in the question (after ``did``/``does``/``will``) and only while the relative has done nothing but hold
  things (no gift, taking or use of their own): in a statement (``She gives 3 apples to her mom.`` after ``Her mom
  has 5 apples``) the mom giving to her own mother, or a brother to his brother Eli, would tell a new event, so
  that keeps refusing (ADR 0318's ``she-to-her-mom``). The possessive agrees with the pronoun (``his`` for ``he``),
  the noun after it is the singular person noun the relative was named by (``his friend`` for ``Tim's friend``,
  not ``his friend's``), the owner is the one other agreeing person and the story's first. Refused as before: three
  agreeing people, a relative named through someone else, a possessive after a comma or clause word.
* ``told_holding_holder`` — ``Now he has 9 pencils.`` (a statement of what someone holds now, or has left) names
  the one agreeing person with a part of their own in the story (a holding, an event with no other candidate) when
  every other agreeing person has only been handed things by that holder (``He gave some pencils to his friend``,
  ``gave 8 to Tom``). What a receiver held before is never told (the solver starts a receiver from an unknown), so
  read as the receiver's the statement fixes only that unknown start and nothing else in the story; read as the
  holder's, it tells the holder's count (and a stated count that disagrees refuses as a contradiction). The two
  readings can differ only in what they say about the receiver, so the choice is kept only when the question asks
  about the holder (``check_kept_holders``): its entity is the holder, no one else is compared, listed or a source
  (an event question may name the receiver of the holder's gifts: ``How many did he give to his friend?``), and
  its own he/she is not one chosen by ``presume_holder`` (``How many did he have at first?`` read with the
  receiver twice asks the receiver's start),
  and the receivers are still only receivers of the holder's gifts in the whole story. Refused as before: a giver
  to the holder (``Ben gave him 18 fish. Now he has 49 fish.``: Ben's count may be told, ADR 0094), a receiver who
  acts or holds (``Tom gave Ann 1``, ``Tom has 3``), a person named only as an owner, any statement that is not a
  bare present holding (``He has 3 more than Tom``, ``If he has …``, ``He ate 2``: who ate is not a holding).
* ``receiver_left`` (used by ``antecedents.presume_holder``) — the question's ``How many apples does he have
  [now]?`` after ``He gave 3 to his dad``: ADR 0094 kept that refusal because a receiver then started from none;
  since red6 the solver starts a receiver from an unknown, so the receiver reading has no answer and only the
  holder's does. Kept to receivers who never act (``His dad borrowed 75 from Mike`` still refuses: the dad is the
  subject of the last clause).
"""
from __future__ import annotations

from domain.reader.excluded_antecedents import _BREAKS, strike_named
from domain.reader.persons import possessor

_ASKING_AUX = frozenset({"did", "does", "do", "will", "would", "can", "could", "should"})
"""The question word before its subject (``How many did he give``)."""

_PLAIN_HOLDING = frozenset({"than", "more", "fewer", "less", "times", "each", "if", "and", "or", "but", "as", "twice",
                            "half", "of", "when", "after", "before", "because", "so", "?"})
"""Words that make a holding statement more than ``<he> has N <things> now``."""

_POSSESSIVE = {"he": "his", "she": "her"}

_TOLD = ("hold", "compare_add", "compare_mul")
"""What a relative may have done for ``struck_relative``: have things, never give, take or use them."""


def subject_position(ctx, cur, i: int) -> bool:
    """Whether the pronoun at ``i`` is its clause's subject: it opens the sentence, or it follows the question's
    auxiliary (``How many pencils did he give``)."""
    if i == 0:
        return True
    return bool(ctx.asking) and cur.words[i - 1] in _ASKING_AUX


def asked_subject_named(ctx, cur, i: int, matches: list[str]) -> str | None:
    """``named_later_in_clause`` for the question's subject (``How many apples did he give to Tom?``: he is not
    Tom), which is not the sentence's first word."""
    if i == 0 or not subject_position(ctx, cur, i):
        return None
    return strike_named(ctx, cur, i, matches)


def struck_relative(ctx, cur, i: int, matches: list[str]) -> str | None:
    """Rule 1 (module doc): the owner when the other agreeing person is ``owner's R`` and the pronoun's own clause
    names ``his R`` / ``her R`` after it; else None."""
    word = cur.words[i]
    if word not in _POSSESSIVE or len(matches) != 2 or not ctx.asking or not subject_position(ctx, cur, i):
        return None
    if any(n not in ctx.entities for n in ctx.possessors):
        return None  # "Tom's dad … He gave 3 to his friend": Tom, named only as an owner, could be he
    owner, relative = matches
    head = possessor(owner) + " "
    if not relative.startswith(head) or "'s " in relative[len(head):]:
        return None  # only the story's first person, with the other named through them
    if any(op.actor == relative and op.kind not in _TOLD for op in ctx.story or ()):
        # "His friend gave 2 to Tim. How many did he give to his friend?": read as the friend giving to his friend
        # Tim (a friend's friend), the question asks a told event too
        return None
    words, end = cur.words, len(cur.tokens)
    for j in range(i + 1, end - 1):
        if words[j] in _BREAKS:
            return None
        if words[j] != _POSSESSIVE[word]:
            continue
        if j + 2 < end and (cur.sense("poss", j + 2) or words[j + 2] in ("'s", "'", "s")):
            return None  # "his friend's brother": someone else
        noun = cur.sense("person", j + 1)
        if noun is not None and noun.form == "sg" and noun.length == 1 and head + noun.entry.singular == relative:
            return owner
    return None


def _only_received(ctx, ops, holder: str, other: str) -> bool:
    """Whether ``other`` takes part in ``ops`` only as the receiver of the holder's transfers (and owns nothing)."""
    from domain.reader.antecedents import _owns, _parties  # antecedents imports nothing of this module's users
    seen = False
    for op in ops:
        if other in _parties(op):
            if op.kind != "transfer" or op.actor != holder or op.target != other:
                return False
            seen = True
        elif _owns(other, op):
            return False  # "Tom's bag": a part through what is his
    return seen


def told_holding_holder(ctx, cur, i: int, matches: list[str], refusal) -> str | None:
    """Rule 2 (module doc): the holder a bare ``[Now] he has N <things> [now|left].`` statement names; else None.
    The choice is recorded with the refusal it replaces, for ``check_kept_holders``."""
    if ctx.asking or ctx.story is None or cur.words[i] not in _POSSESSIVE:
        return None
    words, tokens = cur.words, cur.tokens
    if any(w not in ("now", ",") for w in words[:i]) or cur.sentence.question or cur.end != len(tokens):
        return None
    if i + 2 >= len(words) or words[i + 1] not in ("has", "have"):
        return None
    if cur.sense("num", i + 2) is None and cur.sense("number", i + 2) is None:
        return None
    if "now" not in words and "left" not in words:
        return None
    if any(w in _PLAIN_HOLDING for w in words[i + 2:]):
        return None
    if any(n not in ctx.entities for n in ctx.possessors):
        return None
    from domain.reader.antecedents import _parties
    story = ctx.story
    holders = [m for m in matches
               if any(m in _parties(op) and not (_parties(op) & set(matches) - {m}) for op in story)]
    if len(holders) != 1:
        return None
    holder = holders[0]
    others = [m for m in matches if m != holder]
    if not all(_only_received(ctx, story, holder, m) for m in others):
        return None
    ctx.kept_holders.append((holder, tuple(others), refusal))
    return holder


def check_kept_holders(ctx, question, ops) -> None:
    """Refuse as before when a statement pronoun chosen by rule 2 was chosen for a question that is not about its
    holder alone, or when a receiver did anything else later in the story."""
    for holder, others, refusal in ctx.kept_holders:
        if question.entity != holder or question.members:
            raise refusal
        if ctx.presumed:
            # "Now he has 7 apples. How many apples did he have at first?": the question's own he chosen by
            # presume_holder could be the receiver too, and read so twice it asks the receiver's start (7 - 5)
            raise refusal
        if question.source in others or (question.other in others and question.kind != "event"):
            raise refusal  # an event question's other is whom the holder's asked gifts went to: the same either way
        if not all(_only_received(ctx, ops, holder, m) for m in others):
            raise refusal


def receiver_left(ctx, holder: str, other: str) -> bool:
    """Rule 3 (module doc): ``other`` only ever received the holder's gifts, as a transfer's target."""
    return _only_received(ctx, ctx.story or (), holder, other)
