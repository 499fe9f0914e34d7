"""What learned descriptive sentence rules could add to perfect vocabulary learning (ADR 0045).

    .venv/bin/python bench/oracle_descriptive.py [--mode strict|ext|first] [--json OUT]

The exploration of ``bench/oracle_vocabulary.py`` (every unknown word given the loop's own candidate
bridges, depth first, 4 per word, 40 reads per case, scored against the gold), plus one more kind of
candidate: when a case stops at a statement that carries no quantity (no number or number word, no
word of ``QUANTITY``, no pack verb that moves things: gain, loss, transfer, construct, destroy, put),
a pack descriptive rule whose pattern is that sentence generalised (names and pronoun subjects →
``<entity>``, ``X and Y`` subjects → one ``<entity>``, every other word literal and lower-cased).

Modes: ``strict`` offers the rule only at an ``unparsed_sentence`` refusal; ``ext`` also at an
``unknown_word`` refusal in a qualifying sentence, after the word candidates; ``first`` there before
them. A case gained by rules counts only when every rule it used was proposed by >= 2 TRAINING
cases (the 30 % split of ``core.loop_service.split_cases``): what the loop could learn, Tier 1 needs
two rows. Reported per corpus, on the loop's train / held-out split and on the arm-1 half
(``domain.loop.shapes.held_out``). About 10 minutes on 2 cores per mode.

This is a measurement, not a learner: it looks at the gold answer, which the loop never does.
"""
from __future__ import annotations

import argparse
import collections
import json
import multiprocessing
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import blake3  # noqa: E402

from core.packs import load_pack  # noqa: E402
from domain.loop.candidates import candidates_for, proper_forms  # noqa: E402
from domain.loop.joint import slot_of  # noqa: E402
from domain.loop.shapes import held_out  # noqa: E402
from domain.reader import Refused, apply_change, read  # noqa: E402
from domain.reader.lexicon import lexicon_for  # noqa: E402
from domain.reader.pack import AddDescriptiveRule, DescriptiveRule, PackChangeError  # noqa: E402
from domain.reader.tokens import normalise, split_sentences, tokenize  # noqa: E402
from evals.corpus import load_corpus  # noqa: E402
from evals.scoring import gold_value, is_correct  # noqa: E402

from oracle_vocabulary import CANDIDATES_PER_WORD, CORPORA, READS_PER_CASE  # noqa: E402  (the same budgets)
QUANTITY = frozenset("""all half some more each every rest left none twice double triple dozen dozens several many
few less fewer most remaining remainder total both another extra enough number much amount times percent
""".split())
MOVING = frozenset({"positive", "negative", "transfer_out", "transfer_in", "construct", "destroy", "put"})
PRONOUNS = frozenset({"he", "she", "they", "i", "we"})
MODE = "strict"


def split_holdout(case_id: str, pct: int = 30) -> bool:
    """The loop run's held-out split (``core.loop_service.split_cases``, ``--holdout-percent 30``)."""
    h = int.from_bytes(blake3.blake3(b"core/loop-split/v1\0" + case_id.encode()).digest()[:8], "big") % 100
    return h < pct


def sentence_pattern(text: str, index: int, pack) -> list[str] | None:
    """The sentence generalised, or None when it carries a quantity (or is the question)."""
    lex = lexicon_for(pack)
    sentences = split_sentences(tokenize(normalise(text), lex.abbreviations))
    if index < 0 or index >= len(sentences) or sentences[index].question:
        return None
    toks = sentences[index].tokens
    words = [t.low for t in toks]
    out: list[str] = []
    for i, tok in enumerate(toks):
        if tok.kind in ("num", "money"):
            return None
        if tok.low in QUANTITY:
            return None
        senses = lex.senses_at(words, i)
        for s in senses:
            if s.cls in ("num", "money", "number", "multiplier"):
                return None
            if s.cls == "verb" and s.entry.category in MOVING:
                return None
        if tok.kind == "punct" and tok.text in ".!":
            continue
        is_name = tok.text in lex.names or (tok.kind == "word" and tok.text[:1].isupper()
                                            and (i > 0 or not any(s.cls != "name" for s in senses)))
        if is_name or (tok.low in PRONOUNS and (i == 0 or out[-1:] == [","])):
            if out[-2:] == ["<entity>", "and"]:
                out.pop()  # "Tom and Ann": one coordinated subject slot
                continue
            out.append("<entity>")
            continue
        out.append(tok.low)
    if "<entity>" not in out or not any(w not in ("<entity>", ",", "and") for w in out):
        return None
    return out


def rule_change(pattern: list[str]):
    rid = "desc.learned." + blake3.blake3(" ".join(pattern).encode()).hexdigest()[:10]
    return AddDescriptiveRule(rule=DescriptiveRule(id=rid, pattern=pattern))


def explore(text, gold, pack, budget, proposed, used):
    budget[0] -= 1
    result = read(text, pack)
    if not isinstance(result, Refused):
        return ("correct" if is_correct(result.answer, gold) else f"wrong:{result.answer}"), None, used
    ev = result.evidence
    last = ("refused", (ev.reason, ev.missing_operator, ev.frame), used)
    if budget[0] <= 0:
        return last
    options = []
    slot = slot_of(ev, "case")
    if slot is not None:
        proper = proper_forms(text, slot.word, lexicon_for(pack))
        for cand in candidates_for(slot.family, slot.lemma, [slot.word], pack, proper=proper)[:CANDIDATES_PER_WORD]:
            options.append((cand.changes, None))
    at_word = MODE in ("ext", "first") and ev.reason == "unknown_word"
    if MODE != "words" and (ev.reason == "unparsed_sentence" or at_word):
        pattern = sentence_pattern(text, ev.sentence_index, pack)
        if pattern is not None:
            key = " ".join(pattern)
            proposed.add(key)
            if key not in used:
                if MODE == "first":
                    options.insert(0, ([rule_change(pattern)], key))
                else:
                    options.append(([rule_change(pattern)], key))
    for changes, key in options:
        try:
            grown = pack
            for change in changes:
                grown = apply_change(grown, change)
        except PackChangeError:
            continue
        status, blocker, u = explore(text, gold, grown, budget, proposed, used | ({key} if key else set()))
        if status == "correct":
            return status, blocker, u
        if status.startswith("wrong") or not last[0].startswith("wrong"):
            last = (status, blocker, u)
        if budget[0] <= 0:
            break
    return last


def _case(args):
    corpus, row_id, problem, answer = args
    gold = gold_value(answer)
    pack = load_pack()
    proposed: set[str] = set()
    status, blocker, used = explore(problem, gold, pack, [READS_PER_CASE], proposed, frozenset())
    return corpus, row_id, status, blocker, sorted(used), sorted(proposed)


def _words_only(args):
    """The same exploration without rule candidates (``oracle_vocabulary.py`` plus names)."""
    global MODE
    corpus, row_id, problem, answer = args
    mode, MODE = MODE, "words"
    try:
        status, blocker, _ = explore(problem, gold_value(answer), load_pack(), [READS_PER_CASE], set(), frozenset())
    finally:
        MODE = mode
    return corpus, row_id, status


def main() -> int:
    global MODE
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="strict", choices=("strict", "ext", "first"))
    ap.add_argument("--json", type=Path)
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    MODE = args.mode
    names = ["addsub", "singleop", "multiarith"]
    work = [(name, row.id, row.problem, row.answer) for name in names
            for row in load_corpus(CORPORA / f"{name}.jsonl") if gold_value(row.answer) is not None]
    with multiprocessing.Pool(args.jobs) as pool:
        words = pool.map(_words_only, work, chunksize=16)
        rules = pool.map(_case, work, chunksize=16)
    base = {(c, i): s for c, i, s in words}
    # support: distinct TRAIN cases (30 % split) that proposed the pattern
    support = collections.Counter()
    support_all = collections.Counter()
    for c, i, s, b, used, proposed in rules:
        for k in proposed:
            support_all[k] += 1
            if not split_holdout(i):
                support[k] += 1
    tally = collections.Counter()
    wrong = []
    gained_examples = collections.defaultdict(list)
    for c, i, s, b, used, proposed in rules:
        ho = split_holdout(i)
        half = held_out(i)
        w = base[c, i]
        ok_words = w == "correct"
        ok_rules = s == "correct" and all(support[k] >= 2 for k in used)
        ok_rules_any = s == "correct" and all(support_all[k] >= 2 for k in used)
        ok_rules = ok_rules or ok_words
        for scope in (c, "all", "holdout30" if ho else "train70", "arm1half" if half else "other50"):
            tally[scope, "n"] += 1
            tally[scope, "words"] += ok_words
            tally[scope, "rules"] += ok_rules
            tally[scope, "rules_any2"] += ok_rules_any or ok_words
            tally[scope, "wrong_words"] += w.startswith("wrong")
            tally[scope, "wrong_rules"] += s.startswith("wrong")
        if s.startswith("wrong"):
            wrong.append((i, s, used))
        if ok_rules and not ok_words:
            for k in used:
                gained_examples[k].append(i)
    print(f"mode={MODE}")
    print(f"{'scope':<11} {'n':>4} {'words':>6} {'w+rules(train>=2)':>18} {'w+rules(any>=2)':>16}"
          f" {'wrongW':>6} {'wrongR':>6}")
    for scope in (*names, "all", "train70", "holdout30", "arm1half", "other50"):
        n = tally[scope, "n"]
        print(f"{scope:<11} {n:>4} {tally[scope, 'words']:>4} {tally[scope, 'words'] / n:>6.1%}"
              f" {tally[scope, 'rules']:>5} {tally[scope, 'rules'] / n:>6.1%}"
              f" {tally[scope, 'rules_any2']:>5} {tally[scope, 'rules_any2'] / n:>6.1%}"
              f" {tally[scope, 'wrong_words']:>6} {tally[scope, 'wrong_rules']:>6}")
    for i, s, used in wrong:
        print("WRONG", i, s, used)
    print("\nrules that gained cases:")
    for k, ids in sorted(gained_examples.items(), key=lambda kv: -len(kv[1]))[:40]:
        print(f"{len(ids):>3} (support train {support[k]}, all {support_all[k]})  {k}   e.g. {ids[:3]}")
    print("\nmost proposed patterns:")
    for k, n in support_all.most_common(25):
        print(f"{n:>3}  {k}")
    if args.json:
        args.json.write_text(json.dumps(dict(words=words, rules=rules), indent=0))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
