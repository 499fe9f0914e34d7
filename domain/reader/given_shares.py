"""Things one means to give to a counted group, shared equally (v13, ADR 0266):

    You want to give your baseball cards to your 5 best friends. You have 455 baseball cards.
    How many would each get, if you share them equally?                                   455 ÷ 5 = 91

Why a module of its own: the group is only counted (``your 5 best friends``), never holders a share could go
to, and the giving is an intention the question asks about as done (``would each get``). shared_among.py
(ADR 0236) reads one statement that shares an amount ``among`` the people; here the first statement names the
things and the people, the second how many things there are. The giver gives to the others, so the giver is
no one of the shares (``give … to your 5 friends``: 5 shares). The text is read as a whole (three sentences):

- ``<giver> want(s)|need(s)|plan(s) to give <his|her|my|your|our|the> [mods] <things> to <his|her|my|your|our>
  N [mods] <people>.`` — the giver ``I``/``you``/``we`` or a capitalised name, each possessive fitting the giver;
- ``<giver | fitting pronoun> has|have N <the same things>.``
- ``How many [<things>] would|will|does|can|could each [<person>] get|receive[, if <giver> share(s)|split(s)
  them|the <things> equally|evenly]?``

The answer is shared_among's: N ÷ the people, a whole number of things (else refused). Another thing, another
giver, the people not counted, ``among``, a fourth sentence or any other word refuses once the first sentence
has this shape.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.expected_guests import is_people
from domain.reader.graph import Graph, Item, Op, Question
from domain.reader.phrases import Context, Cursor, fmt, opens_with, read_item, read_number
from domain.reader.refusals import ReaderRefusal, Reason, whole_text_refusal
from domain.reader.shared_among import SHARE

_DEICTIC = {"i": ("my",), "you": ("your",), "we": ("our",)}
_WANT = ("want", "wants", "need", "needs", "plan", "plans")
_GET_AUX = ("would", "will", "does", "do", "can", "could", "should")


def _refuse(cur: Cursor, detail: str, reason: Reason = Reason.UNPARSED_SENTENCE) -> ReaderRefusal:
    return whole_text_refusal(cur, SHARE, detail, reason)


def _giver(cur: Cursor) -> tuple[str, tuple[str, ...]] | None:
    """``You`` / ``I`` / ``We`` / a capitalised name: (the giver's word, the possessives that fit it)."""
    word = cur.peek_word()
    if word in _DEICTIC:
        cur.pos += 1
        return word, _DEICTIC[word]
    s = cur.sense("name")
    if s is None or not cur.tokens[cur.pos].text[:1].isupper() or cur.sense("poss", cur.pos + 1) is not None:
        return None
    gender = (s.entry.gender if s.entry is not None else "") or "x"
    cur.pos += 1
    return cur.tokens[cur.pos - 1].text, {"m": ("his",), "f": ("her",)}.get(gender, ("his", "her"))


def _pronoun_fits(word: str, giver: str, owns: tuple[str, ...]) -> bool:
    if giver in _DEICTIC:
        return word == giver
    return word == giver.lower() or (word == "he" and "his" in owns) or (word == "she" and "her" in owns)


def _first(cur: Cursor):
    """The first sentence: (giver, possessives, things, people count, people unit), or None."""
    cur.pos = 0
    giver = _giver(cur)
    if giver is None or cur.take_word(*_WANT) is None or cur.take_word("to") is None \
            or cur.take_word("give") is None:
        return None
    if cur.take_word(*giver[1]) is None and cur.take_word("the") is None:
        return None
    things = read_item(cur, Context(), note=False)
    if things is None or cur.words[cur.pos - 1] == cur.lex.unit_by_id[things.unit].singular.lower():
        return None  # "give your card": one thing, not things to share
    if cur.take_word("to") is None or cur.take_word(*giver[1]) is None:
        return None
    got = read_number(cur)
    if got is None or got[1] or got[0].denominator != 1 or got[0] < 2:
        return None
    while cur.sense("modifier") is not None and cur.sense("unit") is None:
        cur.pos += cur.sense("modifier").length
    people = next((s for s in cur.senses(cur.pos) if s.cls == "unit" and s.form == "pl"
                   and is_people(cur.lex, s.entry.id)), None)
    if people is None:
        return None
    cur.pos += people.length
    if not cur.at_end():
        return None
    return giver[0], giver[1], things, got[0], people.entry.id


def claims(cursors: list[Cursor]) -> bool:
    """Three sentences, the first an intention to give things to a counted group (module doc)."""
    return opens_with(cursors, 3, _first)


def _question(cur: Cursor, giver: str, owns: tuple[str, ...], things: Item, people: str) -> None:
    cur.pos = 0
    if cur.take("fn:how") is None or cur.take_word("many") is None:
        raise _refuse(cur, "expected 'How many'", Reason.UNPARSED_QUESTION)
    if cur.peek_word() not in _GET_AUX:
        asked = read_item(cur, Context(), note=False)
        if asked != things:
            raise _refuse(cur, "other things asked than the ones given", Reason.UNIT_MISMATCH)
    if cur.take_word(*_GET_AUX) is None or cur.take("fn:each") is None:
        raise _refuse(cur, "expected 'would each'", Reason.UNPARSED_QUESTION)
    one = cur.sense("unit")
    if one is not None:
        if one.form != "sg" or one.entry.id not in (people, "unit.person"):
            raise _refuse(cur, "each of whom?", Reason.UNKNOWN_ENTITY)
        cur.pos += one.length
    verb = cur.sense("verb")
    if verb is None or verb.entry.id not in ("verb.get", "verb.receive"):
        raise _refuse(cur, "expected get/receive", Reason.UNPARSED_QUESTION)
    cur.pos += verb.length
    cur.take("punct:,")
    if cur.sense("fn:if") is not None:
        cur.pos += cur.sense("fn:if").length
        if not _pronoun_fits(cur.peek_word(), giver, owns) and cur.tokens[cur.pos].text != giver:
            raise _refuse(cur, "someone else shares them", Reason.AMBIGUOUS_REFERENCE)
        cur.pos += 1
        verb = cur.sense("verb")
        if verb is None or verb.entry.id not in ("verb.share", "verb.split"):
            raise _refuse(cur, "expected 'share'", Reason.UNPARSED_QUESTION)
        cur.pos += verb.length
        if cur.take_word("them") is None:
            if cur.take_word("the") is None or read_item(cur, Context(), note=False) != things:
                raise _refuse(cur, "shares other things", Reason.AMBIGUOUS_REFERENCE)
        if cur.take("fn:evenly") is None:
            raise _refuse(cur, "expected 'equally'", Reason.UNPARSED_QUESTION)
    if not cur.at_end():
        raise _refuse(cur, "words after the question", Reason.UNPARSED_QUESTION)


def parse_given_shares(cursors: list[Cursor]) -> Graph:
    giver, owns, things, count, people = _first(cursors[0])
    cursors[0].pos = cursors[0].end
    cur = cursors[1]
    cur.pos = 0
    word = cur.peek_word()
    if not (_pronoun_fits(word, giver, owns) or cur.tokens[0].text == giver):
        raise _refuse(cur, f"the things of someone else than {giver}?", Reason.AMBIGUOUS_REFERENCE)
    cur.pos += 1
    if cur.take_word("has", "have") is None:
        raise _refuse(cur, "expected has/have")
    got = read_number(cur)
    held = read_item(cur, Context(), note=False) if got is not None and not got[1] and got[0] > 0 else None
    if held != things or not cur.at_end():
        raise _refuse(cur, "another count than the things to give", Reason.UNKNOWN_QUANTITY)
    _question(cursors[2], giver, owns, things, people)
    ops = [Op(kind=SHARE, lemma="verb.give", sentence=1, item=things, amount=fmt(Fraction(got[0])),
              groups=fmt(count), target=people)]
    return Graph(ops=ops, question=Question(kind=SHARE, sentence=2, item=things, count=fmt(count)))
