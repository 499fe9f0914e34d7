"""Authoring script for evals/data/b3/cases.jsonl (run: .venv/bin/python evals/data/b3/build_b3.py).

Solvable cases are written as structures (evals.generators step language): the text is rendered
from the structure and the answer is evaluated from it with exact Fraction arithmetic, never by
the reader. A few solvable cases use forms outside the step language; their answers are worked
by hand (``answer_by_hand``) and written next to the text. Refusals are written by hand with the
reason code from docs/grammar.md's closed set that the honest reader should give.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))

import msgspec  # noqa: E402

from evals.generators import (  # noqa: E402
    Question, Step, Structure, answer_unit, depth, evaluate, format_answer, render,
)

FEMALE = {"Mia", "Ava", "Nora", "Lily", "Priya", "Zoe", "Hannah", "Rosa", "Emma", "Leah", "Iris", "Maya",
          "Amelia", "Dana", "Ella", "Gina", "Kira", "Nina", "Rachel", "Uma", "Wendy", "Sara", "Sophia", "Yasmin"}
MALE = {"Omar", "Raj", "Leo", "Ben", "Daniel", "Kevin", "Ivan", "Felix", "Hugo", "Ted", "Sam", "Tom",
        "Brian", "Carl", "Fred", "Henry", "Jonah", "Lucas", "Mario", "Oscar", "Paul", "Sean", "Tim",
        "Victor", "Joseph", "Ali"}


def g(name: str) -> str:
    return "f" if name in FEMALE else "m"


# --- step helpers (one sentence each) ---------------------------------------------------------
def has(a, v, u): return Step(op="has", actor=a, value=v, unit=u)
def add(a, verb, v, u, subj=None, more=False): return Step(op="add", actor=a, value=v, unit=u, verb=verb, subject=subj, tail="more" if more else None)
def sub(a, verb, v, u, subj=None): return Step(op="sub", actor=a, value=v, unit=u, verb=verb, subject=subj)
def give(a, v, u, t, subj=None, verb="gives"): return Step(op="give", actor=a, value=v, unit=u, target=t, subject=subj, verb=verb)
def mul(a, k, u, subj=None): return Step(op="mul", actor=a, value=k, unit=u, subject=subj)
def split(a, k, u, subj=None): return Step(op="split", actor=a, value=k, unit=u, subject=subj)
def more(a, v, u, ref): return Step(op="more", actor=a, value=v, unit=u, target=ref)
def fewer(a, v, u, ref): return Step(op="fewer", actor=a, value=v, unit=u, target=ref)
def times(a, k, u, ref): return Step(op="times", actor=a, value=k, unit=u, target=ref)
def half(a, u, ref): return Step(op="half", actor=a, value=2, unit=u, target=ref)
def buy(a, v, u, subj=None): return Step(op="buy", actor=a, value=v, unit=u, verb="buys", subject=subj)
def price(u, p, style=None): return Step(op="price", actor="", value=p, unit=u, verb=style)
def ask(a, u, tail="", subj=None): return Question(kind="entity", unit=u, actors=[a], tail=tail, subject=subj)
def total(actors, u, tail="altogether", subj=None): return Question(kind="total", unit=u, actors=list(actors), tail=tail, subject=subj)
def spend(a, tail=""): return Question(kind="spend", unit="dollars", actors=[a], tail=tail)
def diff(a, b, u): return Question(kind="difference", unit=u, actors=[a, b])


CASES: list[dict] = []


def S(shape: str, steps: list[Step], q: Question, note: str = "") -> None:
    """A solvable case from a structure: text, answer, unit and depth all derive from it."""
    names = {s.actor for s in steps if s.actor} | {s.target for s in steps if s.target} | set(q.actors)
    st = Structure(steps=steps, question=q, genders={n: g(n) for n in sorted(names)})
    unit = answer_unit(st)
    CASES.append({"problem": render(st), "expected": "solved", "answer": format_answer(evaluate(st), unit),
                  "unit": unit, "depth": depth(st), "expected_reason": None, "shape": shape, "note": note,
                  "structure": msgspec.to_builtins(st)})


def H(shape: str, problem: str, answer: str, unit: str, d: int, note: str) -> None:
    """A solvable case in a form outside the step language; the answer is worked by hand in ``note``."""
    CASES.append({"problem": problem, "expected": "solved", "answer": answer, "unit": unit, "depth": d,
                  "expected_reason": None, "shape": shape, "note": "answer_by_hand: " + note, "structure": None})


def R(shape: str, problem: str, reason: str, note: str, d: int = 0) -> None:
    """A case that must refuse. Its declared depth is 0 (outside the depth curve, scored by the lane);
    ``d`` (the depth the text would have if it were well posed) is kept as ``would_be_depth``."""
    CASES.append({"problem": problem, "expected": "refused", "answer": None, "unit": None, "depth": 0,
                  "would_be_depth": d,
                  "expected_reason": reason, "shape": shape, "note": note, "structure": None})


# ============================== depth 1 ======================================================
S("possession_gain", [has("Mia", 7, "apples"), add("Mia", "buys", 5, "apples")], ask("Mia", "apples"))
S("possession_gain", [has("Omar", 12, "marbles"), add("Omar", "finds", 9, "marbles")], ask("Omar", "marbles", "now"))
S("possession_loss", [has("Kira", 15, "stickers"), sub("Kira", "loses", 6, "stickers")], ask("Kira", "stickers", "left"))
S("possession_loss", [has("Brian", 9, "cookies"), sub("Brian", "eats", 9, "cookies")], ask("Brian", "cookies", "left"), "eats all: zero is a valid holding")
S("pronoun_gain", [has("Ella", 4, "pencils"), add("Ella", "receives", 1, "pencils", subj="She")], ask("Ella", "pencils"), "singular '1 pencil'; pronoun agrees")
S("transfer", [has("Carl", 11, "cards"), has("Sara", 3, "cards"), give("Carl", 4, "cards", "Sara")], ask("Sara", "cards"))
S("transfer", [has("Amelia", 20, "coins"), has("Lucas", 2, "coins"), give("Amelia", 8, "coins", "Lucas")], ask("Amelia", "coins", "left"))
S("multiply", [has("Henry", 6, "stamps"), mul("Henry", 2, "stamps")], ask("Henry", "stamps"))
S("multiply", [has("Uma", 5, "balloons"), mul("Uma", 3, "balloons")], ask("Uma", "balloons", "now"))
S("divide", [has("Jonah", 18, "eggs"), split("Jonah", 3, "eggs")], ask("Jonah", "eggs"))
S("compare_additive", [has("Nina", 8, "books"), more("Tim", 5, "books", "Nina")], ask("Tim", "books"))
S("compare_additive", [has("Sean", 14, "pears"), fewer("Gina", 6, "pears", "Sean")], ask("Gina", "pears"))
S("compare_multiplicative", [has("Rachel", 7, "shells"), times("Paul", 2, "shells", "Rachel")], ask("Paul", "shells"))
S("compare_multiplicative", [has("Victor", 4, "kites"), times("Wendy", 3, "kites", "Victor")], ask("Wendy", "kites"))
S("compare_multiplicative", [has("Dana", 16, "crayons"), half("Joseph", "crayons", "Dana")], ask("Joseph", "crayons"))
S("price", [price("notebooks", "3"), buy("Sophia", 4, "notebooks")], spend("Sophia"))
S("price", [buy("Mario", 6, "pens"), price("pens", "1.25", "cost each")], spend("Mario"), "decimal money answer; price after purchase")
S("price", [price("tickets", "2.50"), buy("Iris", 3, "tickets")], spend("Iris"))
S("total_two_holders", [has("Fred", 9, "oranges"), has("Lily", 13, "oranges")], total(["Fred", "Lily"], "oranges", "in all"), "sum of two holdings is one addition")
S("difference", [has("Ali", 17, "buttons"), has("Yasmin", 9, "buttons")], diff("Ali", "Yasmin", "buttons"))
H("existence_take", "There are 9 eggs in the basket. Hannah takes 4 eggs from the basket. How many eggs are there in the basket now?",
  "5", "eggs", 1, "9 - 4 = 5")
H("then_adverb", "Oscar has 10 lemons. Then he sells 3 lemons. How many lemons does Oscar have?",
  "7", "lemons", 1, "10 - 3 = 7; 'Then' is a circumstance adverb, 'he' = Oscar")

# ============================== depth 2–3 ====================================================
S("gain_then_loss", [has("Ava", 10, "apples"), add("Ava", "buys", 6, "apples"), sub("Ava", "eats", 3, "apples", subj="She")], ask("Ava", "apples", "left"))
S("commutative_pair", [has("Ben", 5, "marbles"), add("Ben", "finds", 7, "marbles"), sub("Ben", "loses", 2, "marbles")], ask("Ben", "marbles", "now"), "reorder material: gain and loss commute")
S("commutative_pair", [has("Nora", 12, "stickers"), sub("Nora", "uses", 4, "stickers"), add("Nora", "gets", 9, "stickers")], ask("Nora", "stickers"), "reorder material")
S("commutative_pair_two_people", [has("Kevin", 8, "cards"), has("Emma", 6, "cards"), add("Kevin", "buys", 3, "cards"), sub("Emma", "loses", 2, "cards")], total(["Kevin", "Emma"], "cards"), "reorder material: independent actors")
S("order_effect_double_first", [has("Leo", 4, "coins"), mul("Leo", 2, "coins"), add("Leo", "finds", 3, "coins", subj="He")], ask("Leo", "coins"), "order pair A: (4*2)+3 = 11")
S("order_effect_add_first", [has("Leo", 4, "coins"), add("Leo", "finds", 3, "coins"), mul("Leo", 2, "coins", subj="He")], ask("Leo", "coins"), "order pair B: (4+3)*2 = 14")
S("split_then_gain", [has("Priya", 20, "beads"), split("Priya", 4, "beads"), add("Priya", "buys", 6, "beads", subj="She", more=True)], ask("Priya", "beads"))
S("transfer_chain", [has("Daniel", 15, "pencils"), has("Rosa", 2, "pencils"), give("Daniel", 5, "pencils", "Rosa"), sub("Rosa", "loses", 3, "pencils")], ask("Rosa", "pencils", "left"))
S("compare_then_op", [has("Zoe", 6, "books"), more("Ivan", 4, "books", "Zoe"), sub("Ivan", "sells", 3, "books")], ask("Ivan", "books"))
S("compare_then_total", [has("Felix", 9, "eggs"), times("Maya", 2, "eggs", "Felix")], total(["Felix", "Maya"], "eggs", "in total"))
S("price_two_items", [price("apples", "2"), price("pears", "3"), buy("Hugo", 4, "apples"), buy("Hugo", 2, "pears", subj="He")], spend("Hugo", "in total"))
S("price_decimal", [buy("Wendy", 3, "muffins"), buy("Wendy", 2, "cupcakes", subj="She"), price("muffins", "1.50"), price("cupcakes", "2.25")], spend("Wendy", "in total"), "1.50*3 + 2.25*2 = 9")
S("total_three_holders", [has("Ted", 3, "kites"), has("Hannah", 5, "kites"), has("Raj", 4, "kites")], total(["Ted", "Hannah", "Raj"], "kites"))
S("difference_after_op", [has("Amelia", 12, "shells"), has("Brian", 7, "shells"), add("Brian", "finds", 2, "shells")], diff("Amelia", "Brian", "shells"))
S("gain_gain_loss", [has("Ella", 3, "cookies"), add("Ella", "bakes", 12, "cookies"), sub("Ella", "eats", 2, "cookies", subj="She"), sub("Ella", "sells", 5, "cookies")], ask("Ella", "cookies", "left"), "3 + 12 - 2 - 5 = 8")
S("half_then_gain", [has("Tim", 14, "stamps"), half("Nina", "stamps", "Tim"), add("Nina", "buys", 5, "stamps")], ask("Nina", "stamps"))
S("fewer_then_double", [has("Gina", 9, "balloons"), fewer("Carl", 4, "balloons", "Gina"), mul("Carl", 3, "balloons")], ask("Carl", "balloons"))
S("transfer_both_ways", [has("Lucas", 10, "marbles"), has("Kira", 10, "marbles"), give("Lucas", 6, "marbles", "Kira"), give("Kira", 2, "marbles", "Lucas")], ask("Lucas", "marbles"))
H("compound_clause", "Sophia has 8 pears. Sophia buys 5 pears and eats 2 pears. How many pears does Sophia have?",
  "11", "pears", 2, "8 + 5 - 2 = 11")
H("possession_list", "Mario has 6 apples and 4 oranges. Mario eats 1 apple. How many apples does Mario have?",
  "5", "apples", 1, "6 - 1 = 5; oranges untouched")
H("dollars_held", "Joseph has 20 dollars. Joseph spends 7 dollars. He earns 4 dollars. How many dollars does Joseph have?",
  "17", "dollars", 2, "20 - 7 + 4 = 17")

# ============================== depth 4–5 ====================================================
S("chain4", [has("Mia", 6, "apples"), add("Mia", "buys", 6, "apples"), split("Mia", 3, "apples", subj="She"), mul("Mia", 3, "apples"), sub("Mia", "eats", 5, "apples")], ask("Mia", "apples", "left"), "((6+6)/3)*3-5 = 7")
S("chain4_two_people", [has("Omar", 10, "coins"), has("Dana", 4, "coins"), give("Omar", 3, "coins", "Dana"), mul("Dana", 2, "coins"), sub("Omar", "spends", 2, "coins")], total(["Omar", "Dana"], "coins"), "Omar 5, Dana 14; total adds 1")
S("commutative_chain4", [has("Ivan", 9, "cards"), add("Ivan", "gets", 4, "cards"), sub("Ivan", "loses", 3, "cards"), add("Ivan", "buys", 5, "cards"), sub("Ivan", "sells", 6, "cards")], ask("Ivan", "cards"), "reorder material: four additive steps")
S("commutative_chain4_two_people", [has("Rosa", 7, "pens"), has("Henry", 11, "pens"), add("Rosa", "finds", 2, "pens"), sub("Henry", "loses", 4, "pens"), add("Henry", "buys", 3, "pens"), sub("Rosa", "uses", 1, "pens")], total(["Rosa", "Henry"], "pens", "in all"), "reorder material")
S("compare_chain", [has("Sara", 5, "stickers"), more("Paul", 3, "stickers", "Sara"), times("Uma", 2, "stickers", "Paul"), sub("Uma", "uses", 6, "stickers")], total(["Sara", "Paul", "Uma"], "stickers"), "Sara 5, Paul 8, Uma 16-6=10; total 23")
S("price_three_items", [price("pens", "1.50"), price("notebooks", "4"), price("erasers", "0.75"), buy("Sam", 2, "pens"), buy("Sam", 3, "notebooks", subj="He"), buy("Sam", 4, "erasers", subj="He")], spend("Sam", "in total"), "3 + 12 + 3 = 18")
S("divide_twice", [has("Fred", 36, "beads"), split("Fred", 2, "beads"), add("Fred", "buys", 6, "beads", subj="He"), split("Fred", 4, "beads"), mul("Fred", 3, "beads", subj="He")], ask("Fred", "beads"), "((36/2)+6)/4*3 = 18")
S("transfer_chain5", [has("Lily", 12, "marbles"), has("Sean", 3, "marbles"), has("Tom", 5, "marbles"), give("Lily", 4, "marbles", "Sean"), give("Sean", 2, "marbles", "Tom"), sub("Tom", "loses", 1, "marbles"), add("Lily", "finds", 3, "marbles"), mul("Sean", 2, "marbles")], ask("Sean", "marbles"), "Sean 3+4-2=5, doubled 10")
S("chain5", [has("Nora", 8, "eggs"), add("Nora", "gets", 4, "eggs", more=True), split("Nora", 2, "eggs", subj="She"), sub("Nora", "drops", 1, "eggs"), mul("Nora", 2, "eggs", subj="She"), add("Nora", "buys", 7, "eggs")], ask("Nora", "eggs", "now"), "((8+4)/2-1)*2+7 = 17")
S("difference_chain", [has("Ben", 20, "apples"), has("Ella", 6, "apples"), sub("Ben", "sells", 5, "apples"), mul("Ella", 2, "apples"), add("Ella", "buys", 1, "apples")], diff("Ben", "Ella", "apples"), "Ben 15, Ella 13; difference 2")
S("half_chain", [has("Hannah", 24, "cookies"), half("Raj", "cookies", "Hannah"), half("Wendy", "cookies", "Raj"), add("Wendy", "bakes", 4, "cookies"), give("Hannah", 6, "cookies", "Wendy")], ask("Wendy", "cookies"), "Raj 12, Wendy 6+4+6=16")
S("commutative_gains", [has("Carl", 2, "books"), add("Carl", "buys", 3, "books"), add("Carl", "finds", 4, "books"), add("Carl", "receives", 1, "books"), add("Carl", "gets", 6, "books")], ask("Carl", "books", "now"), "reorder material: 2+3+4+1+6 = 16")
S("price_gain_chain", [buy("Kira", 5, "tickets"), buy("Kira", 2, "tickets", subj="She"), price("tickets", "3")], spend("Kira"), "two lots of the same unit: 5*3 + 2*3 = 21")

# ============================== depth 6–8 ====================================================
S("chain6", [has("Jonah", 5, "pears"), add("Jonah", "buys", 7, "pears"), split("Jonah", 3, "pears", subj="He"), mul("Jonah", 3, "pears"), sub("Jonah", "eats", 2, "pears", subj="He"), add("Jonah", "finds", 4, "pears"), sub("Jonah", "sells", 6, "pears")], ask("Jonah", "pears", "left"), "((5+7)/3)*3 -2 +4 -6 = 8")
S("chain6_three_people", [has("Maya", 10, "coins"), has("Tim", 6, "coins"), more("Gina", 2, "coins", "Tim"), give("Maya", 4, "coins", "Gina"), mul("Tim", 2, "coins"), sub("Gina", "spends", 5, "coins"), add("Maya", "earns", 3, "coins")], total(["Maya", "Tim", "Gina"], "coins", "in total"),
  "Maya 9, Tim 12, Gina 8+4-5=7; total 28 (2 additions)")
S("commutative_chain6", [has("Rachel", 10, "balloons"), add("Rachel", "buys", 5, "balloons"), sub("Rachel", "loses", 3, "balloons"), add("Rachel", "gets", 2, "balloons"), sub("Rachel", "uses", 4, "balloons"), add("Rachel", "finds", 6, "balloons"), sub("Rachel", "drops", 1, "balloons")], ask("Rachel", "balloons"), "reorder material: 10+5-3+2-4+6-1 = 15")
S("chain7", [has("Victor", 3, "marbles"), mul("Victor", 2, "marbles"), add("Victor", "finds", 6, "marbles", subj="He"), split("Victor", 4, "marbles"), mul("Victor", 3, "marbles", subj="He"), add("Victor", "buys", 2, "marbles"), sub("Victor", "loses", 5, "marbles", subj="He"), mul("Victor", 2, "marbles")], ask("Victor", "marbles", "now"), "((3*2+6)/4*3+2-5)*2 = 12")
S("chain7_two_people", [has("Emma", 16, "stickers"), has("Hugo", 4, "stickers"), give("Emma", 6, "stickers", "Hugo"), split("Emma", 2, "stickers"), mul("Hugo", 2, "stickers"), sub("Hugo", "uses", 5, "stickers"), give("Hugo", 3, "stickers", "Emma"), add("Emma", "buys", 2, "stickers")], total(["Emma", "Hugo"], "stickers"),
  "Emma 16-6=10,/2=5,+3=8,+2=10; Hugo 4+6=10,*2=20,-5=15,-3=12; total 22")
S("price_four_items", [price("apples", "0.50"), price("pears", "0.75"), price("lemons", "0.25"), price("melons", "3"), buy("Dana", 6, "apples"), buy("Dana", 4, "pears", subj="She"), buy("Dana", 8, "lemons", subj="She"), buy("Dana", 1, "melons", subj="She")], spend("Dana", "in total"),
  "3 + 3 + 2 + 3 = 11")
S("compare_chain6", [has("Lucas", 6, "books"), times("Amelia", 2, "books", "Lucas"), more("Sophia", 3, "books", "Amelia"), fewer("Oscar", 5, "books", "Sophia"), half("Nina", "books", "Oscar"), add("Nina", "buys", 4, "books"), give("Lucas", 2, "books", "Nina")], ask("Nina", "books"), "Amelia 12, Sophia 15, Oscar 10, Nina 5+4+2 = 11")
S("commutative_chain8", [has("Paul", 20, "cards"), has("Zoe", 15, "cards"), add("Paul", "buys", 4, "cards"), sub("Zoe", "loses", 5, "cards"), sub("Paul", "sells", 6, "cards"), add("Zoe", "finds", 3, "cards"), add("Paul", "gets", 2, "cards"), sub("Zoe", "uses", 1, "cards"), add("Zoe", "receives", 7, "cards")], total(["Paul", "Zoe"], "cards", "altogether"),
  "reorder material: Paul 20, Zoe 19; total 39")
S("chain8", [has("Joseph", 12, "eggs"), split("Joseph", 3, "eggs"), mul("Joseph", 3, "eggs", subj="He"), add("Joseph", "gets", 8, "eggs"), split("Joseph", 2, "eggs", subj="He"), sub("Joseph", "drops", 2, "eggs"), mul("Joseph", 2, "eggs", subj="He"), add("Joseph", "buys", 5, "eggs"), sub("Joseph", "eats", 3, "eggs", subj="He")], ask("Joseph", "eggs", "left"), "12/3=4,*3=12,+8=20,/2=10,-2=8,*2=16,+5=21,-3=18")
S("chain6_difference", [has("Iris", 9, "shells"), has("Brian", 4, "shells"), add("Iris", "finds", 5, "shells"), mul("Brian", 3, "shells"), give("Iris", 2, "shells", "Brian"), sub("Brian", "loses", 1, "shells"), add("Iris", "gets", 4, "shells")], diff("Iris", "Brian", "shells"), "Iris 9+5-2+4=16, Brian 4*3+2-1=13; difference 3")
S("chain8_transfers", [has("Sean", 10, "pencils"), has("Leah", 10, "pencils"), has("Kevin", 10, "pencils"), give("Sean", 3, "pencils", "Leah"), give("Leah", 5, "pencils", "Kevin"), give("Kevin", 7, "pencils", "Sean"), mul("Leah", 2, "pencils"), sub("Kevin", "loses", 2, "pencils"), add("Sean", "buys", 1, "pencils")], total(["Sean", "Leah", "Kevin"], "pencils", "in all"),
  "Sean 10-3+7+1=15, Leah (10+3-5)*2=16, Kevin 10+5-7-2=6; total 37")
S("chain7_compare", [has("Ted", 8, "apples"), more("Sara", 4, "apples", "Ted"), half("Mario", "apples", "Sara"), add("Mario", "picks", 2, "apples"), mul("Ted", 2, "apples"), sub("Sara", "eats", 3, "apples"), give("Ted", 6, "apples", "Mario")], total(["Ted", "Sara", "Mario"], "apples"),
  "Ted 16-6=10, Sara 12-3=9, Mario 6+2+6=14; total 33 (6 operations + 2 additions)")

S("commutative_transfers", [has("Gina", 12, "stamps"), has("Raj", 5, "stamps"), has("Wendy", 7, "stamps"), give("Gina", 3, "stamps", "Raj"), give("Wendy", 2, "stamps", "Gina"), sub("Raj", "loses", 1, "stamps"), add("Wendy", "finds", 4, "stamps")], ask("Gina", "stamps"), "reorder material: transfers commute; 12-3+2 = 11")
S("gendered_pronouns", [has("Amelia", 5, "pens"), has("Hugo", 8, "pens"), add("Amelia", "buys", 4, "pens"), add("Hugo", "finds", 2, "pens", subj="He"), sub("Hugo", "loses", 3, "pens", subj="He"), mul("Amelia", 2, "pens", subj="She")], total(["Amelia", "Hugo"], "pens", "in total"), "pronouns resolved by gender; Amelia (5+4)*2=18, Hugo 8+2-3=7; total 25")
S("chain6_difference_split", [has("Sophia", 4, "kites"), has("Ali", 9, "kites"), give("Ali", 3, "kites", "Sophia"), mul("Sophia", 2, "kites"), sub("Sophia", "loses", 2, "kites", subj="She"), add("Ali", "buys", 4, "kites"), split("Ali", 2, "kites")], diff("Sophia", "Ali", "kites"), "Sophia (4+3)*2-2=12, Ali (9-3+4)/2=5; difference 7")
S("price_four_items", [price("books", "6", "cost each"), price("pens", "1.25"), price("stamps", "0.50"), price("cards", "2"), buy("Oscar", 2, "books"), buy("Oscar", 4, "pens", subj="He"), buy("Oscar", 10, "stamps", subj="He"), buy("Oscar", 3, "cards", subj="He")], spend("Oscar", "in total"), "12 + 5 + 5 + 6 = 28")
S("compare_chain_total", [has("Iris", 4, "apples"), times("Fred", 3, "apples", "Iris"), more("Kira", 5, "apples", "Fred"), sub("Kira", "eats", 3, "apples"), give("Fred", 2, "apples", "Iris")], total(["Iris", "Fred", "Kira"], "apples", "in all"), "Iris 4+2=6, Fred 12-2=10, Kira 17-3=14; total 30")

# ============================== refusals =====================================================
R("unknown_verb", "Mia has 5 apples. Mia yeets 2 apples. How many apples does Mia have?", "unknown_word", "'yeets' is not a verb of the pack", 1)
R("nonce_unit", "Omar has 4 glorps. Omar finds 3 glorps. How many glorps does Omar have?", "unknown_word", "'glorps' is a nonce noun, not a unit", 1)
R("nonce_unit", "Kira has 9 blickets. Kira loses 2 blickets. How many blickets does Kira have left?", "unknown_word", "nonce unit", 1)
R("negative_holding", "Brian has 3 pears. Brian sells 5 pears. How many pears does Brian have?", "negative_holding", "3 - 5 < 0", 1)
R("negative_holding", "Ella has 6 coins. Tim has 2 coins. Ella gives 8 coins to Tim. How many coins does Tim have?", "negative_holding", "Ella cannot give 8 of 6", 1)
R("fractional_count", "Carl has 7 marbles. Carl splits his marbles evenly into 2 groups and keeps one group. How many marbles does Carl have?", "fractional_count", "7 / 2 marbles", 1)
R("fractional_count", "Sara has 9 eggs. Lucas has half as many eggs as Sara. How many eggs does Lucas have?", "fractional_count", "half of 9 eggs", 1)
R("fractional_count", "Amelia has 2.5 apples. Amelia buys 2 apples. How many apples does Amelia have?", "fractional_count", "a fractional count of discrete apples", 1)
R("ambiguous_pronoun", "Nora has 6 cards. Maya has 4 cards. She buys 3 cards. How many cards does Nora have?", "ambiguous_reference", "'She' could be Nora or Maya", 1)
R("unresolved_pronoun", "Gina has 8 books. He sells 2 books. How many books does Gina have?", "unresolved_pronoun", "no male antecedent for 'He'", 1)
R("times_more_than", "Henry has 4 stamps. Uma has 3 times more stamps than Henry. How many stamps does Uma have?", "unsupported_form", "'N times more than' is ambiguous (3x or 4x)", 1)
R("conditional", "Leo has 5 kites. If it rains, Leo loses 2 kites. How many kites does Leo have?", "unknown_word", "the condition is never asserted ('rains' is also outside the pack, the first thing a pack-bound reader meets)", 1)
R("hedged_quantity", "Rosa has about 12 pens. Rosa uses 3 pens. How many pens does Rosa have?", "unknown_word", "'about' hedges the value; no exact answer", 1)
R("hedged_quantity", "Ivan has nearly 20 coins. How many coins does Ivan have?", "unknown_word", "'nearly' hedges the value", 0)
R("trailing_clause", "Sophia has 7 apples and the sky is very blue. Sophia eats 2 apples. How many apples does Sophia have?", "unknown_word", "an irrelevant clause that cannot be consumed ('very' is outside the pack)", 1)
R("trailing_clause", "Jonah has 10 shells. Jonah finds 3 shells because his dog likes the beach. How many shells does Jonah have?", "unknown_word", "trailing 'because' clause cannot be consumed ('because' is outside the pack)", 1)
R("two_questions", "Wendy has 6 pears. Wendy buys 2 pears. How many pears does Wendy have? How many pears did Wendy buy?", "multiple_questions", "two questions", 1)
R("no_question", "Dana has 6 pears. Dana buys 2 pears.", "no_question", "nothing is asked", 1)
R("division_by_zero", "Paul has 12 apples. Paul splits his apples evenly into 0 groups and keeps one group. How many apples does Paul have?", "division_by_zero", "zero groups", 1)
R("unknown_entity", "Hannah has 5 apples. How many apples does Fred have?", "unknown_entity", "Fred is never introduced", 0)
R("unknown_quantity", "Mario has some marbles. Mario buys 4 marbles. How many marbles does Mario have?", "unknown_quantity", "'some' leaves the start unknown and nothing fixes it", 1)
R("contradiction", "Nina has 5 apples. Nina has 8 apples. How many apples does Nina have?", "contradiction", "two different holdings with no operation between", 0)
R("self_transfer", "Oscar has 6 cards. Oscar gives 2 cards to Oscar. How many cards does Oscar have?", "unsupported_form", "a transfer to oneself", 1)
R("age_comparison", "Ted is 5 years older than Lily. How old is Ted?", "unknown_word", "age comparison without any age given ('older' is outside the pack)", 1)
H("nested_comparison", "Yasmin has 4 books. Sean has 3 more than twice as many books as Yasmin. How many books does Sean have?",
  "11", "books", 2, "2 x 4 + 3 = 11 (a refusal until reader v16 read a multiple with a difference on top, ADR 0332)")
R("combined", "Kevin has 5 apples and Iris has 3 apples combined. How many apples do they have?", "unparsed_sentence", "'combined' attached to a possession list is ill-formed", 1)
R("question_first", "How many pears does Raj have? Raj has 7 pears.", "unparsed_question", "the question must be the last sentence", 0)
R("unit_mismatch", "Felix has 5 apples. Felix eats 2 pears. How many pears does Felix have?", "negative_holding", "Felix eats pears he never had: his pears are unknown (or -2); asking about apples instead would be well posed (5)", 1)
R("ordinal", "Emma has the 3rd apple. How many apples does Emma have?", "unknown_word", "an ordinal is not a count (the suffix 'rd' is outside the pack)", 0)
R("difference_negative", "Raj has 3 pens. Leah has 9 pens. How many more pens does Raj have than Leah?", "negative_holding", "'how many more' with a negative difference", 1)


def main() -> None:
    out = Path(__file__).with_name("cases.jsonl")
    seen = set()
    with out.open("w", encoding="utf-8") as fh:
        for i, case in enumerate(CASES, start=1):
            if case["problem"] in seen:
                raise SystemExit(f"duplicate problem: {case['problem']}")
            seen.add(case["problem"])
            row = {"id": f"b3n-{i:03d}", **case}
            fh.write(json.dumps(row, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"wrote {len(CASES)} cases to {out}")


if __name__ == "__main__":
    main()
