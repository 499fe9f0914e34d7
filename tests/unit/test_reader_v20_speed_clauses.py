"""Reader v20 speed, the statement reader (ADR 0460): every gate in the clause readers stands for what the try it
skips would have done.

Byte identity over the corpora and lanes is the oracle (bench/reader_identity.py); these tests pin the invariants
the gates rest on, over corpus sentences (every position in them) and hand-made ones, by calling the skipped try
(or the replaced loop) explicitly where its gate says it is skipped.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from core.packs import load_pack
from domain.reader import clauses
from domain.reader.abilities import parse_ability_rate
from domain.reader.after_doing import take_after_doing
from domain.reader.already_had import take_already_had
from domain.reader.appositive_comparisons import take_appositive_comparison
from domain.reader.averages import parse_average_rate
from domain.reader.circumstances import (Circumstances, read_circumstances, take_circumstance_word,
                                         take_manner_gerund, take_purpose, take_when_done, take_while_clause)
from domain.reader.clause_times import check_clause_times
from domain.reader.complements import parse_undone_groups
from domain.reader.coordination import _members, no_list_here
from domain.reader.crew_sizes import parse_crew_size
from domain.reader.deliveries import take_delivery_head
from domain.reader.event_multiples import read_event_multiple
from domain.reader.filled_containers import parse_filled
from domain.reader.fraction_parts import read_fraction_of
from domain.reader.gerund_lists import counted_gerund_list
from domain.reader.graph import Item, Op
from domain.reader.impersonal import parse_it_takes
from domain.reader.increased_events import take_changed_event
from domain.reader.intended_partitions import parse_intended_partition
from domain.reader.lexicon import lexicon_for
from domain.reader.loss_relatives import take_loss_relative
from domain.reader.means_phrases import take_means
from domain.reader.money_use import take_money_use
from domain.reader.openings import take_deictic_time
from domain.reader.opening_gerunds import take_opening_gerund
from domain.reader.phrases import Context, Cursor, read_entity, read_item, read_number
from domain.reader.plans import take_plan
from domain.reader.purpose_openers import take_purpose_opener
from domain.reader.queues import refuse_person_in_line
from domain.reader.rates import indefinite_rate_ahead, parse_packaged_rate, parse_subject_rate, take_with_each
from domain.reader.refusals import ReaderRefusal
from domain.reader.rest_use import take_rest_use
from domain.reader.shared_purposes import take_share_with
from domain.reader.spending import parse_cost_to, skip_undone_purchase
from domain.reader.stored import _PREPS, take_stored_in
from domain.reader.tokens import Sentence, normalise, split_sentences, tokenize
from domain.reader.unit_rates import parse_rate_object
from domain.reader.uses_each import take_use_each
from evals.corpus import load_corpus

ROOT = Path(__file__).resolve().parents[2]
PACK = load_pack()
LEX = lexicon_for(PACK)
CORPORA = ROOT.parent / "shared" / "corpora"
UNIT = "unit.apple" if "unit.apple" in LEX.unit_by_id else next(iter(LEX.unit_by_id))
HANDMADE = (
    "Tom and Sam have 12 apples together.", "He, his sister and Ann each have 4 pears.", "Tom, Ann and he ate 3.",
    "She has 5 apples, 3 more than Tom.", "Sam has 1 cup of it.", "He has 3 times as many cards as Ann.",
    "Ann has a third as many beads as Ivy.", "Jo has the same number of apples as Bob.", "Tom has twice as many.",
    "He already had 5 peaches.", "She decided to use the rest to make pies.", "He used 7 cups of flour on each one.",
    "She wants to split the apples into groups of 6.", "He can finish 8 problems in an hour.",
    "She averages 12 points per game.", "He increased his honey harvest by 60 pounds.",
    "She filled a bucket with 0.8 gallon of water.", "Carefully following a recipe, Kenny used 5 eggs.",
    "After spending the day picking apples, she sold 5.", "To fill an order, the factory dyed 5 yards.",
    "When the workers are finished, they have 5 left.", "While on vacation, she took 5 pictures.",
    "He got a shipment with 10 bears in it.", "She bought 4 bags with 9 cookies in each bag.",
    "He won 32 tickets playing darts and 25 tickets playing cards.", "She spent $6 on a toy and $5 on marbles.",
    "He paid $12 total for peaches.", "He has 24 oranges stored in boxes.", "She threw away 4 that were old.",
    "She had 9 shells before.", "He wanted 3 CDs for $6, but didn't buy them.", "It takes 4 apples to make 1 pie.",
    "It took 8 workers to finish the job.", "A cage cost him $12.", "He plans to go to 16 games.",
    "He used the money he earned to buy 7 books.", "Last Saturday, Marie sold 5 cakes.",
    "Gumballs come in packages of 5.", "She ate half of them and a third of the pears.", "He ate 1 fourth of them.",
    "Sam gave twice as many as on Monday to Ann.", "They picked 5 apples, 28 old, brown sheets and 3 ones.",
    "Tom has 5 red, green apples.", "A worksheet had 7 problems on it.", "The van can hold 4 people in each row.",
    "He spent 5 dollars a week.", "Tom got in line.", "He found 3 of them.", "Mrs. Hilt and Mr. Brown have 3 cars.", "Tom's dog and Sam have 5 bones.",
    "He earned 13 dollars by mowing lawns.", "She bought 3 apples to share with Tom.", "He uploaded 5 pictures.",
)


def _sentences(step: int) -> list[Sentence]:
    if not CORPORA.exists():
        pytest.skip("corpora not available (../shared/corpora)")
    out = []
    for name in ("addsub", "singleop", "multiarith"):
        for row in load_corpus(CORPORA / f"{name}.jsonl")[::step]:
            out.extend(split_sentences(tokenize(normalise(row.problem), LEX.abbreviations)))
    for text in HANDMADE:
        out.extend(split_sentences(tokenize(normalise(text), LEX.abbreviations)))
    return out


SENTENCES = _sentences(10)


def _ctx() -> Context:
    ctx = Context()
    for name, gender in (("Tom", "m"), ("Ann", "f"), ("the store", "n")):
        ctx.introduce(name, gender)
    ctx.subject = "Tom"
    ctx.units_seen.append(UNIT)
    return ctx


def _state(ctx: Context):
    """What a read can leave on the context, lists kept twice read as once (every reader of them tests membership)."""
    return (dict(ctx.entities), list(ctx.units_seen), {u: set(k) for u, k in ctx.kinds_seen.items()},
            set(ctx.said_items), set(ctx.comma_kinds), dict(ctx.pronoun_genders), dict(ctx.possessors))


def _call(fn, *args):
    try:
        return ("ok", fn(*args))
    except ReaderRefusal as r:
        return ("refused", repr(r))


def test_start_words_hold_every_sense_of_their_classes():
    # a gate that finds none of a table's words in the sentence skips a try needing such a sense: every tagged
    # sense of those classes must start at one of them (and the may_own table is lex.senses_at's answer)
    already, remainder, as_, activity, compared, may_own = clauses.start_words(LEX)
    tables = {"fn:remainder": remainder, "fn:as": as_, "activity": activity}
    seen = 0
    for s in SENTENCES:
        cur = Cursor(LEX, s)
        for i in range(cur.end):
            for sense in cur.senses(i):
                word = cur.words[i]
                if sense.cls in tables:
                    assert word in tables[sense.cls], (s, i, sense)
                    seen += 1
                if sense.cls in ("fn:as", "fn:times", "fn:more", "fn:fewer"):
                    assert word in compared, (s, i, sense)
                if sense.cls == "fn:adverb" and getattr(sense.entry, "id", "") == "fn.adv.already":
                    assert word in already, (s, i, sense)
    assert seen and already and remainder and as_ and activity and "as" in compared
    for verb in PACK.verbs:
        w = verb.forms[0]
        assert (w in may_own) == any(s.cls == "fn:may_own" for s in LEX.senses_at([w], 0)), w
    assert clauses.start_words(LEX) is clauses.start_words(LEX)  # once per pack


def test_a_comma_sense_is_only_a_comma_word():
    for s in SENTENCES:
        cur = Cursor(LEX, s)
        for i in range(cur.end):
            if cur.sense("punct:,", i) is not None:
                assert cur.words[i] == ",", (s, i)


def test_no_list_here_means_the_list_readers_read_no_list():
    hits = 0
    for s in SENTENCES:
        for i in range(len(s.tokens)):
            cur = Cursor(LEX, s, i)
            if not no_list_here(cur):
                continue
            hits += 1
            ctx = _ctx()
            probe = Cursor(LEX, s, i)
            got = _call(read_entity, probe, ctx)
            assert got[0] == "refused" or probe.pos - i <= 1, (s, i)  # one token, if anything
            members = _call(_members, Cursor(LEX, s, i), _ctx())
            assert members[0] == "refused" or members[1] is None, (s, i, members)
            assert got[0] == members[0] and (got[0] == "ok" or got == members), (s, i)  # the same refusal
    assert hits > 100
    he = split_sentences(tokenize("He and Ann have 5 apples.", LEX.abbreviations))[0]
    assert not no_list_here(Cursor(LEX, he))
    assert _members(Cursor(LEX, he), _ctx()) is not None


def _skips(s: Sentence, i: int) -> dict:
    """Every try a gate skips at ``i``, and the gate (True: skipped)."""
    cur = Cursor(LEX, s, i)
    ws, here, w = cur.wordset, cur.here(), cur.peek_word()
    already, remainder, as_, activity, compared, _ = clauses.start_words(LEX)
    return {
        "rest_use": remainder.isdisjoint(ws), "use_each": "fn:consume" not in here,
        "intended": not ("verb" in here and "to" in ws), "ability": w not in ("can", "could"),
        "average": "fn:average" not in here, "changed": "fn:increase" not in here and "fn:decrease" not in here,
        "filled": "fn:fill" not in here, "gerund": i != 0 or activity.isdisjoint(ws), "after": "after" not in ws,
        "opener": "to" not in ws, "when": "fn:when" not in here, "while": "fn:while" not in here,
        "multiple": as_.isdisjoint(ws), "delivery": "with" not in ws, "with_each": "with" not in ws,
        "gerund_list": activity.isdisjoint(ws), "already": already.isdisjoint(ws),
        "stored": cur.at_end() or not set(_PREPS) & ws, "relative": cur.at_end() or "fn:relative" not in here,
        "undone": "but" not in ws, "it": w != "it", "cost": w not in ("a", "an"),
        "plan": LEX.first_words.get("fn:plan", frozenset()).isdisjoint(ws), "money": w not in ("use", "used", "uses"),
        "deictic": w not in ("last", "this", "next"), "packaged": not ("in" in ws and "of" in ws),
        "fraction": w != "half" and "of" not in ws, "indefinite": w not in ("a", "an"),
        "subject_rate": w != "the" and "fn:possessive" not in here,
        "rate_object": w not in clauses._RATE_WORDS, "queue": LEX.first_words.get("fn:queue", frozenset()).isdisjoint(ws)
    }


def test_each_skipped_try_answers_nothing_where_its_gate_skips_it():
    item = Item(unit=UNIT)
    verb = PACK.verbs[0]
    gain = next(v for v in PACK.verbs if v.category == "positive")
    tries = {
        "rest_use": lambda c, x: take_rest_use(c, x, [], "Tom"), "use_each": lambda c, x: take_use_each(c, x, [], "Tom"),
        "intended": lambda c, x: parse_intended_partition(c, x, [], "Tom"),
        "ability": lambda c, x: parse_ability_rate(c, x, [], "Tom"), "average": lambda c, x: parse_average_rate(c, x, [], "Tom"),
        "changed": lambda c, x: take_changed_event(c, x, [], "Tom"), "filled": lambda c, x: parse_filled(c, x, [], "Tom"),
        "gerund": lambda c, x: take_opening_gerund(c), "after": lambda c, x: take_after_doing(c),
        "opener": lambda c, x: take_purpose_opener(c, x), "when": lambda c, x: take_when_done(c, x),
        "while": lambda c, x: take_while_clause(c, x),
        "multiple": lambda c, x: read_event_multiple(c, x, [], "Tom", verb),
        "delivery": lambda c, x: take_delivery_head(c), "with_each": lambda c, x: take_with_each(c, x, [], item, "fn.each"),
        "gerund_list": lambda c, x: counted_gerund_list(c, Item(unit=item.unit), ""),
        "already": lambda c, x: take_already_had(c, x, [Op(kind="hold", lemma="verb.have", sentence=0, actor="Tom",
                                                           item=item, amount="5")], 0),
        "stored": lambda c, x: take_stored_in(c, x, [Op(kind="hold", lemma="verb.have", sentence=0, actor="Tom",
                                                         item=item, amount="5")], 0),
        "relative": lambda c, x: take_loss_relative(c, [Op(kind="lose", lemma="verb.eat", sentence=0, actor="Tom",
                                                             item=item, amount="5")], x),
        "undone": lambda c, x: skip_undone_purchase(c), "it": lambda c, x: parse_it_takes(c, x, []) or parse_crew_size(c, x, []),
        "cost": lambda c, x: parse_cost_to(c, x, []), "plan": lambda c, x: take_plan(c, x),
        "money": lambda c, x: take_money_use(c, []), "deictic": lambda c, x: take_deictic_time(c),
        "packaged": lambda c, x: parse_packaged_rate(c, x, []), "fraction": lambda c, x: read_fraction_of(c),
        "indefinite": lambda c, x: indefinite_rate_ahead(c, x), "subject_rate": lambda c, x: parse_subject_rate(c, x, []),
        "rate_object": lambda c, x: parse_rate_object(c, x, [], "Tom", gain, ("3", item, ""), c.pos),
        "queue": lambda c, x: refuse_person_in_line(c)
    }
    counts = dict.fromkeys(tries, 0)
    for s in SENTENCES[::5] + SENTENCES[-len(HANDMADE):]:
        for i in range(len(s.tokens) + 1):
            for name, skipped in _skips(s, i).items():
                if not skipped:
                    continue
                cur, ctx = Cursor(LEX, s, i), _ctx()
                before, times = _state(ctx), set(cur.times)
                got = tries[name](cur, ctx)
                assert not got, (name, s, i, got)
                assert cur.pos == i and cur.times == times and _state(ctx) == before, (name, s, i)
                counts[name] += 1
    assert all(counts.values()), counts


def _item_reads(s: Sentence, i: int, notes: tuple[bool, ...]):
    ctx, out = _ctx(), []
    for note in notes:
        cur = Cursor(LEX, s, i)
        out.append((_call(read_item, cur, ctx, note), cur.pos))
    return out, _state(ctx)


def test_item_reads_again_the_same_without_of():
    # the observe gates drop reads of the number and item that the quantity list then repeats at the same place:
    # without "of" a repeated read_item gives the same and leaves the same (lists kept twice read as once)
    checked = 0
    for s in SENTENCES:
        if "of" in {t.low for t in s.tokens}:
            continue
        for i in range(len(s.tokens)):
            once, state1 = _item_reads(s, i, (True,))
            for notes in ((False, True, True), (True, True, True)):
                more, state = _item_reads(s, i, notes)
                assert more[1] == more[2] == once[0], (s, i)
                assert state == state1, (s, i)
            checked += 1
    assert checked > 500


def test_observe_tries_answer_nothing_where_skipped():
    verb = next(v for v in PACK.verbs if v.category == "observe")
    hits = dict.fromkeys(("undone", "comparison", "appositive"), 0)
    for s in SENTENCES:
        for i in range(1, len(s.tokens)):
            cur = Cursor(LEX, s, i)
            ws = cur.wordset
            same = clauses._same_item_next(cur)
            skips = {"undone": same,
                     "comparison": same and clauses.start_words(LEX)[4].isdisjoint(ws) and "multiplier" not in cur.here(),
                     "appositive": "," not in ws and "of" not in ws}
            for name, skipped in skips.items():
                if not skipped:
                    continue
                cur, ctx = Cursor(LEX, s, i), _ctx()
                if name == "undone":
                    got = _call(parse_undone_groups, cur, ctx, [], "Tom", verb)
                elif name == "comparison":
                    got = _call(clauses.parse_comparison, cur, ctx, "Tom", verb, s.index, [])
                else:
                    got = _call(take_appositive_comparison, cur, ctx, [], "Tom", verb, s.index)
                assert got[0] == "refused" or not got[1], (name, s, i, got)
                if got[0] == "ok":
                    cur.pos = i if name == "comparison" else cur.pos  # parse_observe puts it back itself
                    assert cur.pos == i, (name, s, i)
                # what it read is the number here and its item, as the quantity list reads them next
                after_list = Cursor(LEX, s, i)
                ctx2 = _ctx()
                num = read_number(after_list)
                again = _call(read_item, after_list, ctx2) if num is not None and not num[1] else ("ok", None)
                assert got[0] == "ok" or again == got, (name, s, i)
                hits[name] += 1
    assert all(hits.values()), hits


def _old_read_circumstances_head(cur, ctx) -> str:
    """The loop head replaced in read_circumstances (before ADR 0460): which step it took at ``pos``."""
    if take_circumstance_word(cur):
        return "word"
    if take_manner_gerund(cur) or take_when_done(cur, ctx) or take_share_with(cur, ctx) or take_purpose(cur) \
            or take_means(cur):
        return "try"
    if cur.sense("fn:onboard") is not None:
        return "onboard"
    return "prep" if cur.sense("fn:preposition") is not None else "end"


def test_read_circumstances_reads_as_the_loop_it_replaced():
    # the whole reading at every place, compared with one step of the old head followed by the new loop
    for s in SENTENCES:
        for i in range(len(s.tokens)):
            new_cur, old_cur, new_ctx, old_ctx = Cursor(LEX, s, i), Cursor(LEX, s, i), _ctx(), _ctx()
            new_circ, old_circ = Circumstances(), Circumstances()
            new = _call(read_circumstances, new_cur, new_ctx, new_circ)
            step = _call(_old_read_circumstances_head, old_cur, old_ctx)
            if step[0] == "ok" and step[1] in ("word", "try"):
                old = _call(read_circumstances, old_cur, old_ctx, old_circ)  # the rest, from where the step left
            elif step[0] == "ok" and step[1] == "end":
                old = ("ok", None)
            else:
                continue  # an onboard or preposition step: read by the unchanged body after the head
            assert new == old, (s, i)
            assert (new_cur.pos, new_cur.times, vars(new_circ), _state(new_ctx)) == \
                (old_cur.pos, old_cur.times, vars(old_circ), _state(old_ctx)), (s, i)


def test_check_clause_times_returns_early_only_where_it_marks_nothing():
    for s in SENTENCES:
        cur = Cursor(LEX, s)
        for times in (set(), {"time.monday"}, {"time.monday", "time.today"}):
            cur.times = set(times)
            for ops in ([], [Op(kind="gain", lemma="verb.pick", sentence=0, actor="Tom"),
                             Op(kind="gain", lemma="verb.pick", sentence=0, actor="Ann")]):
                ctx = _ctx()
                check_clause_times(ops, 0, cur, ctx)
                own = len(times) - (1 if cur.sense("time", 0) is not None else 0)
                assert ctx.unattributed == (own > 0 and len({op.actor for op in ops}) > 1), (s, times)
