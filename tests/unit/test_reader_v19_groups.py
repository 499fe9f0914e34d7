"""Reader v19 groups (ADR 0426): groups as subjects and parts of told groups.

- told_group_splits.py: ``There are 28 students in a class. They sit in 7 equal rows.`` — ``they`` is the one group
  told; the size of a part (M equal parts told) or the number of parts (parts of S told) asked, exact division only;
- group_parts.py (v16, extended): a rest told by name where no pack pair splits the whole (``4 of them are dogs and
  the rest are cats``), ``How many fruits are not apples?``, a name or ``holds`` as the holder, and a part told by
  what it does (``A quarter of them walk to school. How many students do not walk to school?``);
- pooled_they.py: ``Ann picked 14 apples. Bob picked 10 apples. They ate 5 apples. How many apples are left?`` —
  ``they`` is the two people who got the things, losing, sharing or packing them together.

Every answer is worked out by hand from the text. The near misses must refuse.
"""
from __future__ import annotations

from fractions import Fraction

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # --- told_group_splits: 28 ÷ 7 = 4
    ("split-equal-rows", "There are 28 students in a class. They sit in 7 equal rows. How many students are in each "
     "row?", "4", "students"),
    # 24 ÷ 3 = 8 groups
    ("split-groups-of", "There are 24 students in a class. They sit in groups of 3. How many groups are there?", "8",
     "groups"),
    # 48 ÷ 6 = 8 rows ("put", not the gain "put in")
    ("split-put-rows-of", "There are 48 chairs. They are put in rows of 6 chairs. How many rows are there?", "8",
     "rows"),
    # 54 ÷ 6 = 9
    ("split-into-equal", "There were 54 children at the park. They split into 6 equal groups. How many children were "
     "in each group?", "9", "children"),
    # the things named again as the subject; a holder first: 24 ÷ 4 = 6
    ("split-the-things", "A class has 24 students. The students sit in groups of 4. How many groups are there?", "6"),
    # 36 ÷ 4 = 9
    ("split-each-has", "There are 36 desks in the room. They are arranged in 4 equal rows. How many desks does each "
     "row have?", "9"),
    # --- group_parts, a rest told by name: 10 − 4 = 6
    ("rest-cats", "Ann has 10 pets. 4 of them are dogs and the rest are cats. How many cats does Ann have?", "6",
     "cats"),
    ("rest-dogs-asked", "Ann has 10 pets. 4 of them are dogs and the rest are cats. How many dogs does Ann have?", "4"),
    # without "of them": 20 − 8 = 12
    ("rest-no-of", "Tom has 20 pets. 8 are dogs and the rest are cats. How many cats does Tom have?", "12"),
    # holds: 14 − 8 = 6
    ("rest-vase-holds", "A vase holds 14 flowers. 8 of the flowers are roses and the rest are tulips. How many tulips "
     "are in the vase?", "6", "tulips"),
    # the rest in a sentence of its own: 30 − 12 = 18
    ("rest-sentence-oranges", "There are 30 fruits in a basket. 12 of them are apples. The rest are oranges. How many "
     "oranges are in the basket?", "18", "oranges"),
    ("not-apples", "There are 30 fruits in a basket. 12 of them are apples. The rest are oranges. How many fruits are "
     "not apples?", "18", "fruits"),
    # not the rest = the part: 12
    ("not-oranges", "There are 30 fruits in a basket. 12 of them are apples. The rest are oranges. How many fruits are "
     "not oranges?", "12"),
    # no rest told: only "not dogs" is determined, 10 − 4 = 6
    ("not-dogs-untold-rest", "Ann has 10 pets. 4 of them are dogs. How many pets are not dogs?", "6", "pets"),
    # the pair as before, and "not boys" of it: 30 − 13 = 17
    ("not-boys", "There are 30 students in the class. 13 of them are boys. How many students are not boys?", "17"),
    # --- a part told by what it does: 32 × 1/4 = 8; 32 − 8 = 24
    ("quarter-walk-not", "A class has 32 students. A quarter of them walk to school. How many students do not walk to "
     "school?", "24", "students"),
    # 24 × 1/3 = 8
    ("third-walk", "A class has 24 students. One third of the students walk to school. How many students walk to "
     "school?", "8"),
    ("third-walk-not", "A class has 24 students. One third of the students walk to school. How many students do not "
     "walk to school?", "16"),
    # past tense, a count: 32 − 5 = 27
    ("count-walked-not", "A class has 32 students. 5 of them walked to school. How many students did not walk to "
     "school?", "27"),
    # "flew off" is a departure as "flew away" (pack fn.went_away): 20 − 7 + 4 = 17
    ("flew-off", "20 birds were on a tree. 7 of them flew off. Then 4 more came. How many birds are on the tree now?",
     "17"),
    # --- pooled_they: 14 + 9 − 5 = 18
    ("pool-sara-brother", "Sara and her brother picked apples. Sara picked 14 apples and her brother picked 9 apples. "
     "They ate 5 apples. How many apples do they have left?", "18", "apples"),
    # 36 − 12 = 24
    ("pool-joint-gave", "Kate and her mom baked 36 cookies. They gave 12 cookies to the neighbors. How many cookies do "
     "they have left?", "24"),
    # 2 × 20 − 5 = 35
    ("pool-each", "Ann and her brother had 20 apples each. They ate 5 apples. How many apples do they have now?", "35"),
    # 14 + 10 − 5 = 19
    ("pool-two-sentences", "Ann picked 14 apples. Bob picked 10 apples. They ate 5 apples. How many apples are left?",
     "19"),
    # 4 + 9 − 5 = 8
    ("pool-fishing", "Tom and his dad went fishing. Tom caught 4 fish and his dad caught 9 fish. They ate 5 fish. How "
     "many fish are left?", "8", "fish"),
    # (36 + 24) ÷ 6 = 10 bags
    ("pool-bags-of", "Ann baked 36 cookies and her mom baked 24 cookies. They put the cookies into bags of 6. How many "
     "bags did they fill?", "10", "bags"),
    # (5 + 7) ÷ 2 = 6
    ("pool-shared-together", "Egon had 5 pears and Fern had 7 pears. They put their pears together and shared them "
     "equally. How many pears did each of them get?", "6"),
    # (6 + 4) ÷ 5 = 2
    ("pool-among-friends", "Ellie had 6 oranges and Finn had 4 oranges. They split all their oranges equally among 5 "
     "friends. How many oranges did each friend get?", "2"),
    # (36 + 21) ÷ 3 = 19
    ("pool-among-people", "Rana picked 36 strawberries and her dad picked 21 strawberries. They shared all the "
     "strawberries equally among 3 people. How many strawberries did each person get?", "19"),
]

REFUSED = [
    # --- told_group_splits near misses
    ("split-remainder", "There are 25 students in a class. They sit in groups of 3. How many groups are there?"),
    ("split-remainder-equal", "There were 55 children at the park. They split into 6 equal groups. How many children "
     "were in each group?"),
    ("split-not-equal", "There were 54 children at the park. They split into 6 groups. How many children were in each "
     "group?"),
    ("split-two-groups", "There are 24 boys and 20 girls. They sit in groups of 4. How many groups are there?"),
    ("split-size-asked-count-told", "There are 24 students in a class. They sit in groups of 3. How many students are "
     "in each group?"),
    ("split-count-asked-size-told", "There are 24 students in a class. They sit in 6 equal groups. How many groups "
     "are there?"),
    ("split-other-things", "There are 48 chairs. They are put in rows of 6 tables. How many rows are there?"),
    ("split-owner-holder", "Sam's class has 24 students. They sit in groups of 4. How many groups are there?"),
    # --- group_parts near misses
    ("rest-untold-asked", "Ann has 10 pets. 4 of them are dogs. How many cats does Ann have?"),
    ("part-larger", "Ann has 10 pets. 14 of them are dogs. How many pets are not dogs?", "contradiction"),
    ("rest-paired-other", "There are 30 students. 13 of them are boys and the rest are dogs. How many dogs are "
     "there?"),
    ("rest-other-holder", "Ann has 10 pets. 4 of them are dogs and the rest are cats. How many cats does Tom have?"),
    ("quarter-not-whole", "A class has 30 students. A quarter of them walk to school. How many students do not walk "
     "to school?", "fractional_count"),
    ("third-not-whole", "A class has 25 students. One third of the students walk to school. How many students walk "
     "to school?"),
    ("activity-other-words", "A class has 32 students. A quarter of them walk to school. How many students walk to the "
     "park?"),
    ("activity-shorter", "A class has 32 students. 5 of them walked to school. How many students did not walk?"),
    ("activity-number", "A class has 32 students. 5 of them ate 3 apples. How many students did not eat 3 apples?"),
    # --- pooled_they near misses
    ("pool-loss-too-big", "Ann picked 14 apples. Bob picked 10 apples. They ate 25 apples. How many apples are left?",
     "contradiction"),
    ("pool-one-asked", "Ann picked 14 apples. Bob picked 10 apples. They ate 5 apples. How many apples does Ann "
     "have?"),
    ("pool-three-people", "Ann picked 14 apples. Bob and Sue picked 10 apples. They ate 5 apples. How many apples are "
     "left?"),
    ("pool-told-twice", "Kate and her mom baked 36 cookies. Kate baked 20 cookies. They ate 5 cookies. How many cookies "
     "are left?"),
    ("pool-gave-to-name", "Kate and her mom baked 36 cookies. They gave 12 cookies to Tom. How many cookies do they "
     "have left?"),
    ("pool-gave-nobody", "Kate and her mom baked 36 cookies. They gave 12 cookies. How many cookies do they have "
     "left?"),
    ("pool-other-things", "Ann picked 14 apples. Bob picked 10 pears. They ate 5 apples. How many apples are left?"),
    ("pool-opening-others", "Tom and his dad went fishing. Tom caught 4 fish and Sam caught 9 fish. They ate 5 fish. "
     "How many fish are left?"),
    ("pool-had-joint", "Sam and Ann had 10 apples. They ate 3 apples. How many apples do they have now?"),
    ("pool-share-remainder", "Rana picked 36 strawberries and her dad picked 20 strawberries. They shared all the "
     "strawberries equally among 3 people. How many strawberries did each person get?"),
    ("pool-share-not-all", "Ellie had 6 oranges and Finn had 4 oranges. They split their oranges equally among 5 "
     "friends. How many oranges did each friend get?"),
    ("pool-share-other-asked", "Ellie had 6 oranges and Finn had 4 oranges. They split all their oranges equally among "
     "5 friends. How many oranges did each person get?"),
    ("pool-did-have", "Ann picked 14 apples. Bob picked 10 apples. They ate 5 apples. How many apples did they "
     "have?"),
    ("pool-opening-with-other", "Tom and his dad went fishing with his mom. Tom caught 4 fish and his dad caught 9 "
     "fish. They ate 5 fish. How many fish are left?"),
    ("pool-bags-remainder", "Ann baked 36 cookies and her mom baked 25 cookies. They put the cookies into bags of 6. "
     "How many bags did they fill?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)

_NAMES = ["Ann", "Sam", "Tom", "Kate", "Ben", "Mia", "Leo", "Zoe"]
_THINGS = ["apples", "cookies", "pears", "shells", "marbles", "cards"]


def _groups_sample(rng):
    """One of the three forms with its gold worked here (None: must refuse)."""
    form = rng.randrange(3)
    if form == 0:  # told group split
        m, size = rng.randint(2, 9), rng.randint(2, 9)
        n = m * size + (rng.randint(1, m - 1) if rng.random() < 0.2 else 0)
        if rng.random() < 0.5:
            text = (f"There are {n} students in the {rng.choice(['class', 'hall', 'gym'])}. They sit in {m} equal "
                    f"{rng.choice(['rows', 'groups'])}. How many students are in each ")
            text += "row?" if "rows" in text else "group?"
            return text, Fraction(n, m) if n % m == 0 else None
        return (f"There are {n} chairs. They are put in rows of {m}. How many rows are there?",
                Fraction(n, m) if n % m == 0 else None)
    if form == 1:  # a part and a told rest
        n, k = rng.randint(5, 40), rng.randint(0, 45)
        kind, other = rng.sample(["dogs", "cats", "birds", "rabbits"], 2)
        who = rng.choice(_NAMES)
        text = f"{who} has {n} pets. {k} of them are {kind} and the rest are {other}. "
        if rng.random() < 0.5:
            return text + f"How many {other} does {who} have?", Fraction(n - k) if k <= n else None
        return text + f"How many pets are not {other}?", Fraction(k) if k <= n else None
    a, b = rng.sample(_NAMES, 2)
    things = rng.choice(_THINGS)
    x, y, k = rng.randint(0, 30), rng.randint(0, 30), rng.randint(0, 50)
    text = (f"{a} {rng.choice(['picked', 'found', 'had'])} {x} {things}. {b} {rng.choice(['picked', 'bought'])} {y} "
            f"{things}. They {rng.choice(['ate', 'sold', 'lost'])} {k} {things}. ")
    if rng.random() < 0.2:
        return text + f"How many {things} does {a} have?", None
    return text + f"How many {things} are left?", Fraction(x + y - k) if x + y >= k else None


def test_generated_groups_sample_has_no_wrong_answer():
    assert wrong_in_sample(_groups_sample, 426, 300, PACK) == []
