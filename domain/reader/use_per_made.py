"""``A baker uses 2 cups of flour for each cake. He bakes 12 cakes.`` (v18, ADR 0392).

A use told per thing made — ``<subject> uses N <things> for|on each <made thing>`` closing its sentence — stopped
at ``for`` (``words left after a complete clause``). With the one making of those things told in the story, the
whole use is N × M: the clause is re-spelled ``<subject> uses N×M <things>`` and the making stays as written, so
``How many cups of flour does he use?`` reads 24 and ``How many cakes does he bake?`` still reads 12.

Read only when all hold; otherwise every word stays as written and refuses as before:

- the use: a statement ``<subject> use N <things> for|on each <thing>`` (verb.use, one word, any tense) with N
  digits or money (positive), the things a noun run of pack units (``of`` a noun run), the made thing one
  singular pack unit run, nothing after it;
- the making: exactly one other statement that is all ``<subject> <construct verb> M <made things>`` (make, bake,
  build, knit …; M a whole number in digits), and the made things' unit told in no other statement (``She has 3
  necklaces``: were beads used on those too?), and no other use told in the story (``He uses 5 cups of flour.``:
  more, or some of the same?);
- the same maker: both subjects the same words (not ``a baker`` twice: two bakers), or a pronoun (``he``,
  ``she``) for the one person the whole story names (a pack name or person noun, gender agreeing), or ``it`` for
  a subject that is no person in a story naming nobody. ``they``, two people, a name and a pronoun of the other
  gender refuse as before.

Beads used per necklace beside a holding of beads still refuse (made_things.py: the use is told in another
sentence than the making, so the guard cannot see it was for them).
"""
from __future__ import annotations

from fractions import Fraction
from operator import attrgetter

from domain.reader.each_of_counts import _decimal as decimal_text
from domain.reader.lexicon import one_word_verbs
from domain.reader.phrases import noun_run, things_end
from domain.reader.tokens import Sentence, Token

_LOW = attrgetter("low")

_USE = "verb.use"
_PRONOUNS = {"he": "m", "she": "f", "it": "n"}


def respell_use_per_made(sentences: list[Sentence], lex, cursor) -> list[Sentence]:
    """The story with its one use per made thing re-spelled (see the module), or the sentences unchanged."""
    story = sentences[:-1]
    use_words = one_word_verbs(lex, _USE)
    if all(use_words.isdisjoint(map(_LOW, s.tokens)) for s in story):
        return sentences  # speed (ADR 0452): no one-word use in the story (``_use_clause`` finds none), no cursors built
    curs = [cursor(s) for s in story]
    uses = [(k, got) for k, (s, cur) in enumerate(zip(story, curs)) if not s.question
            for got in [_use_clause(s, cur, lex)] if got is not None]
    if len(uses) != 1:
        return sentences
    a, (v, n, end, made) = uses[0]
    makings = [(k, got) for k, (s, cur) in enumerate(zip(story, curs)) if k != a and not s.question
               for got in [_making(s, cur, lex, made)] if got is not None]
    if len(makings) != 1:
        return sentences
    b, (w, m) = makings[0]
    for k, cur in enumerate(curs):
        if k in (a, b):
            continue
        if any(cur.sense("verb", i) is not None and cur.sense("verb", i).entry.id == _USE for i in range(cur.end)):
            return sentences  # another use told: of the same things, on the same made ones?
        if any(cur.sense("unit", i) is not None and cur.sense("unit", i).entry.id == made for i in range(cur.end)):
            return sentences  # the made things told elsewhere: used on those too?
    if not _same_maker(sentences, [cursor(s) for s in sentences], (a, v), (b, w)):
        return sentences
    s = story[a]
    tok = s.tokens[n]
    text = decimal_text(tok.value * m)
    if text is None:
        return sentences
    text = ("$" if tok.kind == "money" else "") + text
    num = Token(text=text, low=text, kind=tok.kind, value=tok.value * m)
    new = Sentence(index=s.index, tokens=[*s.tokens[:n], num, *s.tokens[n + 1:end]], question=s.question)
    return [new if x is s else x for x in sentences]


def _use_clause(s: Sentence, cur, lex):
    """(verb index, N index, end of the things, made unit) of ``<subject> use N <things> for|on each <thing>``
    closing the sentence, or None."""
    toks, words = s.tokens, cur.words
    use_words = one_word_verbs(lex, _USE)
    for v in range(1, cur.end - 4):
        if words[v] not in use_words:
            continue  # speed (ADR 0452): no one-word use here (``sense`` below would only fill the cache)
        verb = cur.sense("verb", v)
        if verb is None or verb.length != 1 or verb.entry.id != _USE:
            continue
        n = v + 1
        tok = toks[n]
        if tok.kind not in ("num", "money") or tok.value is None or tok.value <= 0:
            return None
        end = n + 1 if tok.kind == "money" else things_end(cur, n + 1)
        if end is None or (end == n + 1 and tok.kind != "money") or end + 2 >= cur.end:
            return None
        if words[end] not in ("for", "on") or words[end + 1] != "each":
            return None
        run = noun_run(cur, end + 2, ("unit",))
        if run is None or run[2] != cur.end or run[1].form != "sg":
            return None
        return v, n, end, run[1].entry.id
    return None


def _making(s: Sentence, cur, lex, made: str):
    """(verb index, M) of a whole statement ``<subject> <construct verb> M <made things>``, or None."""
    toks = s.tokens
    for v in range(1, cur.end - 2):
        verb = cur.sense("verb", v)
        if verb is None:
            continue
        if verb.length != 1 or lex.verb_by_id[verb.entry.id].category != "construct":
            return None
        tok = toks[v + 1]
        if tok.kind != "num" or tok.value is None or tok.value.denominator != 1 or tok.value < 1 \
                or "." in tok.text:
            return None
        run = noun_run(cur, v + 2, ("unit",))
        if run is None or run[2] != cur.end or run[1].entry.id != made \
                or run[1].form != ("sg" if tok.value == 1 else "pl"):
            return None
        return v, int(tok.value)
    return None


def _people(curs) -> set[tuple[str, str]]:
    """Every (word, gender) of a pack name or person noun the story (question too) tells."""
    out = set()
    for cur in curs:
        for i in range(cur.end):
            name = cur.sense("name", i)
            if name is not None and cur.tokens[i].text[:1].isupper():
                out.add((cur.words[i], getattr(name.entry, "gender", "") or ""))
                continue
            person = cur.sense("person", i)
            if person is not None and cur.sense("unit", i) is None:
                out.add((cur.words[i], getattr(person.entry, "gender", "") or ""))
    return out


def _same_maker(sentences, curs, use: tuple[int, int], making: tuple[int, int]) -> bool:
    """Whether the use's subject and the making's are told as one maker (see the module)."""
    first = curs[use[0]].words[:use[1]]
    second = curs[making[0]].words[:making[1]]
    if first == second and first[0] not in ("a", "an") and first[0] not in _PRONOUNS and first[0] != "they":
        return True
    pronouns = [x for x in (first, second) if len(x) == 1 and x[0] in _PRONOUNS]
    if not pronouns or any(len(x) == 1 and x[0] == "they" for x in (first, second)):
        return False
    gender = {_PRONOUNS[p[0]] for p in pronouns}
    if len(gender) != 1:
        return False
    gender = gender.pop()
    people = _people(curs)
    if gender == "n":
        return not people and all(len(x) > 1 or x[0] not in ("he", "she") for x in (first, second))
    if len({w for w, _ in people}) != 1:
        return False
    (_, told), = people
    return told in ("", gender)
