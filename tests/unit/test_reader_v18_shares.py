"""Equal shares among counted sharers (v18, ADR 0401): shared_among.py's new statement shapes.

- ``N <people> share|split <amount> equally|evenly.`` (``Four sisters share 100 dollars equally.``)
- ``<amount> is|are shared|split [equally] among|between|by N <people> [equally].`` (``A pack of 14 hot dogs is
  shared by 7 campers equally.``)
- ``There are <amount> to share|split [equally] among N <people>.`` with, when the statement does not say
  ``equally``, the question's ``if they all get the same number``.
- ``a bill of $60`` shared: the question may ask what each ``pays``.
- ``<Name> and <Name> [, …] share <amount> equally.``: the names counted; ``each of them``, ``each person``, or
  ``each boy|girl`` only when every name is of that gender.
- two statements: ``There are <amount>.`` / ``A|The <container> has|contains|holds <amount>.``, then ``N <people>
  share|split [all [of]] them|the <things> equally.`` (``A box has 24 chocolates. 3 friends share them equally.``),
  or ``A group of N <people> had <amount>.`` then ``They shared them equally.`` (``they`` is the counted group),
  or ``A pizza is cut into 8 slices.`` then ``4 friends share it equally.`` (``it``: all the parts)

Must refuse: no ``equally`` anywhere (a share may be uneven), a fractional count of a discrete thing, money below
a cent, untold sharers (``Some friends``, ``They``), a person the sharers were not (``each boy`` of children),
other things asked, ``pay`` for money that is no bill, anything after the share (``with 2 adults``). The
generator sample below is a slice of the one that probed these shapes with 25,000 texts the told-then-shared shape with 10,000 more the group's own things with 10,000 more named sharers with 10,000 more and a cut whole with 10,000 more (0 wrong, 0 crashes).
"""
from __future__ import annotations

import random
from fractions import Fraction

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # 100 / 4 = 25
    ("sisters-dollars", "Four sisters share 100 dollars equally. How many dollars does each sister get?", "25"),
    # 30 / 6 = 5
    ("digits-subject", "6 children share 30 grapes equally. How many grapes does each child get?", "5"),
    # 45 / 3 = 15
    ("split-evenly", "Three brothers split 45 marbles evenly. How many marbles does each brother get?", "15"),
    # 6 / 5 = 1.2 (money splits into cents)
    ("money-cents", "Five friends share 6 dollars equally. How many dollars does each friend get?", "1.2"),
    # $10 / 4 = 2.50
    ("money-sign", "Four friends share $10 equally. How much money will each friend get?", "2.5"),
    # 60 / 4 = 15, a bill's share is paid
    ("bill-pay", "Four friends share a bill of $60 equally. How much does each friend pay?", "15"),
    # 60 / 4 = 15, a bill split in the passive
    ("bill-passive", "A bill of $60 is split equally among 4 friends. How much does each friend pay?", "15"),
    # 18 / 3 = 6
    ("bill-split-dollars", "Three friends split a bill of 18 dollars equally. How many dollars does each friend "
     "pay?", "6"),
    # 24 / 6 = 4
    ("passive-among", "24 cookies are shared equally among 6 children. How many cookies does each child get?", "4"),
    # 14 / 7 = 2
    ("passive-by-container", "A pack of 14 hot dogs is shared by 7 campers equally. How many hot dogs does each "
     "camper get?", "2"),
    # 64 / 8 = 8
    ("passive-box-between", "A box of 64 markers is split evenly between 8 students. How many markers does each "
     "student get?", "8"),
    # $15 / 2 = 7.50
    ("passive-money", "$15 is shared equally between two sisters. How much money does each sister get?", "7.5"),
    # 36 / 9 = 4, equal by the question's condition
    ("there-to-share-same", "There are 36 cupcakes to share among 9 children. How many cupcakes does each child get "
     "if they all get the same number?", "4"),
    # 40 / 5 = 8
    ("there-to-share-equally", "There are 40 stickers to share equally among 5 friends. How many stickers will each "
     "friend get?", "8"),
    # 20 / 4 = 5, "each person" of any counted people
    ("each-person", "Four kids share 20 apples equally. How many apples does each person get?", "5"),
    # told, then shared: 24 / 3 = 8
    ("told-box-them", "A box has 24 chocolates. 3 friends share them equally. How many chocolates does each friend "
     "get?", "8"),
    # 30 / 5 = 6
    ("told-there-the-things", "There are 30 apples. 5 children share the apples evenly. How many apples does each "
     "child get?", "6"),
    # 40 / 4 = 10
    # named sharers, counted: 24 / 2 = 12 (both boys' names)
    ("named-each-boy", "Ben and Sam share 24 grapes equally. How many grapes does each boy get?", "12"),
    # 24 / 2 = 12 (a boy and a girl: only "each of them" or "each person")
    ("named-each-of-them", "Ann and Sam share 24 grapes equally. How many grapes does each of them get?", "12"),
    # $25 / 4 = 6.25
    ("named-three-commas", "Ann, Mia, Ben and Sam split $25 evenly. How much money does each person get?", "6.25"),
    # a whole cut into parts, then shared: "it" is all its parts; 8 / 4 = 2
    ("cut-it", "A pizza is cut into 8 slices. 4 friends share it equally. How many slices does each friend get?",
     "2"),
    # 12 / 3 = 4
    ("cut-the-parts", "The cake was cut into 12 pieces. Three kids split the pieces evenly. How many pieces did each "
     "kid get?", "4"),
    # where the told things are says nothing of how many: 30 / 5 = 6
    ("told-in-place", "There are 30 apples in the basket. 5 children share them equally. How many apples does each "
     "child get?", "6"),
    # a counted group's own things, shared by "They" (the group): 18 / 3 = 6
    ("group-they", "A group of 3 friends had 18 cookies. They shared them equally. How many cookies did each friend "
     "get?", "6"),
    # 21 / 3 = 7
    ("group-they-all-of-them", "A group of 3 friends has 21 stickers. They share all of them evenly. How many "
     "stickers does each person get?", "7"),
    ("told-contains-all-of-them", "The jar contains 40 candies. Four kids split all of them equally. How many "
     "candies does each kid get?", "10"),
]

REFUSED = [
    # no "equally": a share may be uneven
    ("no-equally-active", "6 children share 30 grapes. How many grapes does each child get?"),
    ("no-equally-passive", "24 cookies are shared among 6 children. How many cookies does each child get?"),
    ("no-equally-there", "There are 36 cupcakes to share among 9 children. How many cupcakes does each child get?",
     "ambiguous_reference"),
    ("different-number", "There are 36 cupcakes to share among 9 children. How many cupcakes does each child get if "
     "they all get a different number?"),
    # fractional counts of discrete things
    ("fractional", "Three friends share 10 cookies equally. How many cookies does each friend get?",
     "fractional_count"),
    ("fractional-passive", "A bag of 25 plums is shared equally among 4 children. How many plums does each child "
     "get?", "fractional_count"),
    # money below a cent
    ("money-repeating", "Three friends share $10 equally. How much money does each friend get?"),
    # untold or uncounted sharers
    ("some-friends", "Some friends share 30 grapes equally. How many grapes does each friend get?"),
    ("they-uncounted", "They share 30 grapes equally. How many grapes does each friend get?"),
    ("the-friends", "The friends share 30 grapes equally. How many grapes does each friend get?"),
    # a person the sharers were not, other things asked
    ("each-boy", "6 children share 30 grapes equally. How many grapes does each boy get?"),
    ("other-things", "6 children share 30 grapes equally. How many apples does each child get?"),
    ("pay-not-bill", "Four friends share 100 dollars equally. How much does each friend pay?"),
    ("bill-get", "Four friends share a bill of $60 equally. How much money does each friend get?"),
    # a share with others, or more than one kind
    ("with-others", "Four friends share 20 apples equally with 1 teacher. How many apples does each friend get?"),
    ("two-kinds", "Four friends share 20 apples and 8 pears equally. How many apples does each friend get?"),
    # the recipients are no people
    ("tables", "A box of 64 markers is shared equally among 4 tables. How many markers does each table get?"),
    # equally said twice in the passive
    ("twice-equally", "24 cookies are shared equally among 6 children equally. How many cookies does each child "
     "get?"),
    # told, then shared: fractional, other things, no equally, two kinds told, a person's things
    ("told-fractional", "A box has 25 chocolates. 3 friends share them equally. How many chocolates does each "
     "friend get?", "fractional_count"),
    ("told-other-things", "There are 30 apples. 5 children share the pears evenly. How many apples does each child "
     "get?"),
    ("told-no-equally", "There are 30 apples. 5 children share them. How many apples does each child get?"),
    ("told-two-kinds", "A box has 24 chocolates and 6 cookies. 3 friends share them equally. How many chocolates "
     "does each friend get?"),
    ("told-left", "A box has 24 chocolates. 3 friends share them equally. How many chocolates are left?"),
    # named sharers: a gender not all of them have, a repeated name, others in the share, no equally, fractional
    ("named-each-boy-mixed", "Ann and Sam share 24 grapes equally. How many grapes does each boy get?",
     "unknown_entity"),
    ("named-each-girl-boys", "Ben and Sam share 24 grapes equally. How many grapes does each girl get?",
     "unknown_entity"),
    ("named-repeated", "Ben and Ben share 24 grapes equally. How many grapes does each boy get?"),
    ("named-with-others", "Ben and Sam share 24 grapes equally with Tom. How many grapes does each boy get?"),
    ("named-no-equally", "Ben and Sam share 24 grapes. How many grapes does each boy get?"),
    ("named-fractional", "Ann, Mia and Sam split 25 grapes evenly. How many grapes does each person get?",
     "fractional_count"),
    ("named-each-child", "Ben and Sam share 24 grapes equally. How many grapes does each child get?"),
    # a place with a count or a second place: not read
    ("told-in-counted-places", "There are 30 apples in 2 baskets. 5 children share them equally. How many apples "
     "does each child get?"),
    ("told-two-places", "There are 30 apples in the basket on the table. 5 children share them equally. How many "
     "apples does each child get?"),
    # a cut whole: fractional, no equally, the wholes asked, "it" of things only held
    ("cut-fractional", "A pizza is cut into 8 slices. 3 friends share it equally. How many slices does each friend "
     "get?", "fractional_count"),
    ("cut-no-equally", "A pizza is cut into 8 slices. 4 friends share it. How many slices does each friend get?"),
    ("cut-wholes-asked", "A pizza is cut into 8 slices. 4 friends share it equally. How many pizzas does each "
     "friend get?", "unit_mismatch"),
    ("held-it", "A box has 24 chocolates. 3 friends share it equally. How many chocolates does each friend get?"),
    # a counted group: fractional, no equally, another count sharing, two kinds told
    ("group-fractional", "A group of 4 friends had 18 cookies. They shared them equally. How many cookies did each "
     "friend get?", "fractional_count"),
    ("group-no-equally", "A group of 3 friends had 18 cookies. They shared them. How many cookies did each friend "
     "get?"),
    ("group-other-count", "A group of 3 friends had 18 cookies. 2 friends shared them equally. How many cookies did "
     "each friend get?"),
    ("group-two-kinds", "A group of 3 friends had 18 cookies and 6 brownies. They shared all the cookies equally. How "
     "many cookies did each friend get?"),
    # a left-over question is not a share
    ("left-over", "Four friends share 22 apples equally. How many apples are left over?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)

_PEOPLE = [("friends", "friend"), ("children", "child"), ("campers", "camper"), ("sisters", "sister"),
           ("students", "student")]
_THINGS = ["cookies", "grapes", "marbles", "stickers", "hot dogs"]
_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}


def _sample(rng: random.Random) -> tuple[str, Fraction | None]:
    """One text of the three shapes (or a near miss) and its gold (None: must refuse)."""
    n = rng.randint(2, 9)
    plural, one = rng.choice(_PEOPLE)
    amount = rng.choice([n * rng.randint(1, 12), rng.randint(1, 90)])
    things = rng.choice(_THINGS)
    even = rng.random() < 0.8
    eq = rng.choice([" equally", " evenly"]) if even else ""
    count = rng.choice([str(n), _WORDS[n]])
    form = rng.randrange(3)
    if form == 0:
        text = f"{count.capitalize()} {plural} share {amount} {things}{eq}."
    elif form == 1:
        text = f"{amount} {things} are shared{eq} among {count} {plural}."
    else:
        text = f"There are {amount} {things} to share{eq} among {count} {plural}."
    asked_one = rng.choice([one, one, "person", "boy"])
    asked = rng.choice([things, things, things, "apples"])
    text += f" How many {asked} does each {asked_one} get?"
    share = Fraction(amount, n)
    ok = even and asked == things and asked_one in (one, "person") and share.denominator == 1
    return text, (share if ok else None)


def test_generated_sample_has_no_wrong_answer():
    assert wrong_in_sample(_sample, 401, 300, PACK) == []
