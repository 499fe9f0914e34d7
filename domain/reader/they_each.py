"""``They each give 2 apples to Tom.``: a listed group that acts, each member alike (v16, ADR 0334).

    Sam and Ann have 5 apples each. They each give 2 apples to Tom. How many apples does Sam have?    5 − 2 = 3

``they`` as a subject refuses in general (phrases.resolve_they). With ``each`` right after it, the clause is
told of every member alike, so it is re-spelled as one clause per member before it is read: ``Sam gives 2
apples to Tom and Ann gives 2 apples to Tom``. ``they`` is then everyone the story has named so far, read as
they_totals.py reads a total told of ``they`` (ADR 0312, 0319): two or more, each a person named by a pack name
(no ``the …`` role, no ``his sister``, no place or store), and no smaller group tied together in view — nor
listed in one sentence (``Sara has 3 cookies. Amy and Ann each have 28 cookies. They each …``: the two or the
three?).

``Sam and Ann each give 2 apples to Tom.`` (``A, B and C each …``, pack names listed as the subject) is re-spelled
the same way over the listed names, with no pronoun to resolve; ``each have`` is left to the holding it already
reads as.

Without ``each`` the clause is not read: ``They give Tom 3 apples`` may be 3 from each (Sam keeps 2, the two
keep 4) or 3 between them (Sam's share untold, the two keep 7), and nothing says which, so it refuses as before
(``'they' as a subject``), whatever is asked. Not re-spelled either (so refused as before): a member named again
in the clause (``They each give 2 apples to Ann``), a pronoun or another group word in it (``their``, ``him``,
``each``, ``both``, ``together``), a clause with ``and``, ``,``, ``but`` or ``then`` (two actions or a list,
whose scope the re-spelling would change), a word after ``each`` that is no verb of the pack.
"""
from __future__ import annotations

from domain.reader.phrases import Context, Cursor
from domain.reader.they_totals import _everyone_named, _tied_together
from domain.reader.tokens import Sentence, Token

_BLOCKED_ROLES = frozenset(("fn:pronoun", "fn:possessive", "fn:each", "fn:all", "fn:total", "fn:conjunction",
                            "fn:either"))
"""Pack function roles that keep a clause from being said of each member (a pronoun, a group word, a second
clause or list): the words are the pack's (``they``, ``his``, ``both``, ``together``, ``and``, ``or`` …)."""


def _word(text: str) -> Token:
    return Token(text=text, low=text.lower(), kind="word", value=None)


def _singular_form(cur: Cursor, i: int) -> str | None:
    """The verb at ``i`` as said of one person (``give`` → ``gives``, ``gave`` stays): None when no pack verb."""
    sense = cur.sense("verb", i)
    word = cur.words[i]
    if sense is None or sense.length != 1:
        return None
    forms = cur.lex.verb_forms.get(sense.entry.id, [])
    if word == "have":
        return "has"
    for form in (word + "s", word + "es", word[:-1] + "ies"):
        if form in forms:
            return form
    return word


def _listed_smaller_group(members: list[str], ops: list) -> bool:
    """Some sentence names two or more of the members but not all (``Sara has 3 cookies. Amy and Ann each have
    28 cookies.``): they may be that listed group or everyone (red team, ADR 0334)."""
    named: dict[int, set[str]] = {}
    for op in ops:
        for who in (op.actor, op.target, op.source, *op.members):
            if who in members:
                named.setdefault(op.sentence, set()).add(who)
    return any(1 < len(got) < len(members) for got in named.values())


def _listed_names(cur: Cursor) -> tuple[list[str], int] | None:
    """``A and B`` / ``A, B and C`` (pack names, capitalised, each once) opening the sentence, then ``each``:
    (the names, the index of ``each``) or None."""
    names: list[str] = []
    i = 0
    while i < cur.end:
        tok = cur.tokens[i]
        if tok.kind != "word" or tok.text not in cur.lex.names or tok.text in names:
            return None
        names.append(tok.text)
        i += 1
        if i < cur.end and cur.words[i] == "," and cur.words[i + 1:i + 2] != ["and"]:
            i += 1
            continue
        if i < cur.end and cur.words[i] == ",":  # "A, B, and C"
            i += 1
        if i < cur.end and cur.words[i] == "and":
            i += 1
            tok = cur.tokens[i] if i < cur.end else None
            if tok is None or tok.kind != "word" or tok.text not in cur.lex.names or tok.text in names:
                return None
            names.append(tok.text)
            i += 1
            return (names, i) if i < cur.end and cur.words[i] == "each" else None
        return None
    return None


def respell_listed_each(cur: Cursor) -> Cursor | None:
    """``Sam and Ann each <verb> …`` → ``Sam <verb> … and Ann <verb> …`` (the members named in the sentence itself,
    so no pronoun is resolved); a holding (``each have 5 apples``) is read as before. None: not this form."""
    got = _listed_names(cur)
    if got is None:
        return None
    members, at = got
    sense = cur.sense("verb", at + 1)
    if sense is None or sense.entry.id == "verb.have":
        return None
    return _respelled(cur, members, at + 1)


def respell_they_each(cur: Cursor, ctx: Context, ops: list) -> Cursor | None:
    """``They each <verb> …`` → ``A <verb> … and B <verb> …`` over everyone named, or None (not this form)."""
    if cur.words[:2] != ["they", "each"] or cur.end < 4:
        return None
    members = _everyone_named(ctx)
    if members is None or not _tied_together(members, ops) or any(m not in cur.lex.names for m in members):
        return None
    if _listed_smaller_group(members, ops):
        return None
    return _respelled(cur, members, 2)


def _respelled(cur: Cursor, members: list[str], at: int) -> Cursor | None:
    """The clause from the verb at ``at`` said of each member in turn, or None when it may not be."""
    if at + 1 >= cur.end:
        return None
    verb = _singular_form(cur, at)
    if verb is None:
        return None
    rest = cur.tokens[at + 1:cur.end]
    for i in range(at + 1, cur.end):
        if cur.words[i] == "," or cur.tokens[i].text in members or \
                any(s.cls in _BLOCKED_ROLES for s in cur.senses(i)):
            return None
    tokens = cur.sentence.tokens
    new: list[Token] = []
    for n, member in enumerate(members):
        if n:
            new.append(Token(text=",", low=",", kind="punct", value=None) if n < len(members) - 1 else _word("and"))
        new += [_word(member), _word(verb), *rest]
    new += tokens[cur.end:]
    return Cursor(cur.lex, Sentence(index=cur.sentence.index, tokens=new, question=cur.sentence.question))
