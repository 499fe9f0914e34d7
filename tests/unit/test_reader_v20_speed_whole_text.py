"""Reader v20 speed, whole-text work (ADR 0452): every per-pack table and word gate gives what the scan it
replaced gave.

Byte identity over the corpora, lanes and hand-written sets is the oracle (bench/reader_identity.py,
/tmp/diag/fullrepr.py); these tests pin the invariants the changes rest on, over the whole pack rather than the
texts that happen to use them.
"""
from __future__ import annotations

import random

from core.packs import load_pack
from domain.reader import triggers
from domain.reader.coins import _tables, coin_words
from domain.reader.lexicon import lexicon_for, one_word_verbs
from domain.reader.member_totals import _people_units
from domain.reader.parser import _words_again
from domain.reader.phrases import Cursor
from domain.reader.place_parts import _place_entry
from domain.reader.todo import _one_other_pairs
from domain.reader.tokens import Sentence, Token

PACK = load_pack()
LEX = lexicon_for(PACK)


def _scan_place_entry(entity: str, lex):
    """``place_parts._place_entry`` as it was before ADR 0452: every pack phrase under the tail's first word."""
    if not entity or entity.startswith("unit."):
        return None
    words = entity.lower().split()
    for k in range(len(words)):
        tail = tuple(words[k:])
        for phrase, sense in lex.phrases.get(tail[0], ()):
            if phrase == tail and sense.cls in ("place", "person"):
                entry = sense.entry
                if sense.cls == "place" or entry.group or entry.scale:
                    return entry
    return None


def test_place_entry_matches_the_scan_for_every_phrase():
    checked = 0
    for entries in LEX.phrases.values():
        for phrase, _ in entries:
            text = " ".join(phrase)
            for entity in (text, "the " + text, "Sam's " + text, text.title(), text + " zzz"):
                assert _place_entry(entity, LEX) is _scan_place_entry(entity, LEX), entity
                checked += 1
    assert checked > 1000
    for entity in ("", "unit.apple", "Sam", "the farm", "Tom's parking lot", "the store"):
        assert _place_entry(entity, LEX) is _scan_place_entry(entity, LEX), entity
    assert _place_entry("the farm", LEX) is not None  # the table holds places at all


def _word(text: str, kind: str = "word") -> Token:
    return Token(text=text, low=text.lower(), kind=kind, value=None)


def test_one_word_verbs_are_every_word_whose_first_verb_can_be_that_verb_in_one_word():
    """A token outside ``one_word_verbs(lex, v)`` never has ``v`` as a one-word verb sense (the gates' premise)."""
    ids = sorted({s.entry.id for es in LEX.phrases.values() for _, s in es if s.cls == "verb"})
    assert "verb.give" in ids and "verb.use" in ids
    for verb_id in ("verb.give", "verb.use"):
        words = one_word_verbs(LEX, verb_id)
        assert words, verb_id
        for w in sorted({p[0] for es in LEX.phrases.values() for p, _ in es}):
            for text in (w, w.title()):
                cur = Cursor(LEX, Sentence(index=0, tokens=[_word("Sam"), _word(text), _word("3", "num")],
                                           question=False))
                got = [s for s in cur.senses(1) if s.cls == "verb" and s.entry.id == verb_id and s.length == 1]
                assert bool(got) == (w in words), (verb_id, text)


def test_people_units_pair_table_and_coin_words_match_their_scans():
    people = set(LEX.person_units) | {g for p in LEX.person_units for g in LEX.generals.get(p, ())}
    people |= {u for u, gs in LEX.generals.items() if gs & people}
    assert _people_units(LEX) == frozenset(people)
    table = _one_other_pairs(LEX)
    for u in PACK.units[:200]:
        holders = {f"one {u.singular}", f"the other {u.singular}"}
        assert table.get(frozenset(holders), []) == [v.id for v in PACK.units
                                                     if holders == {f"one {v.singular}", f"the other {v.singular}"}]
    assert table.get(frozenset({"Sam", "Ann"}), []) == []
    assert coin_words(LEX) == frozenset(_tables(LEX)[0])


def test_possible_matches_may_match_with_fan_out_keys():
    """The key group changed (ADR 0452); the set of possible constructions must not."""
    rng = random.Random(452)
    vocab = sorted({w for groups in triggers.compiled(LEX).values() for g in groups for w in g})
    for _ in range(3000):
        words = set(rng.sample(vocab, rng.randrange(0, 40)))
        got = triggers.possible(LEX, words)
        assert got == {name for name in triggers.TABLE if triggers.may_match(LEX, words, name)}, sorted(words)


def test_words_again_rebuilds_only_for_changed_sentences():
    a = Sentence(index=0, tokens=[_word("Sam"), _word("has"), _word("3", "num")], question=False)
    b = Sentence(index=1, tokens=[_word("How"), _word("many")], question=True)
    words = {"sam", "has", "3", "how", "many"}
    seen = [a, b]
    assert _words_again(seen, seen, words) == (words, seen)
    same, kept = _words_again([a, b], seen, words)  # a new list of the same sentences: nothing to rebuild
    assert same is words and kept is seen
    c = Sentence(index=0, tokens=[_word("Sam"), _word("had"), _word("3", "num")], question=False)
    new, now = _words_again([c, b], seen, words)
    assert new == {"sam", "had", "3", "how", "many"} and now == [c, b]
    shorter, now = _words_again([b], seen, words)
    assert shorter == {"how", "many"} and now == [b]
