"""Red team 4 (ADR 0360): shapes found by fresh numbers in corpus stories (bench/redteam_corpus_numbers.py)."""
from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # a container told in a part of its stuff stays a measure (ADR 0263), and with a content told per box the stuff
    # is asked in that content: (2 + 2.5) × 14 = 63 (was 4.5 boxes); whole boxes: (2 + 3) × 14 = 70
    ("candy_part_box", "Paul bought 2 boxes of chocolate candy and 2.5 boxes of caramel candy. If each box has 14 "
     "pieces inside it, how much candy did he have total?", "63", "pieces"),
    ("candy_whole_boxes", "Paul bought 2 boxes of chocolate candy and 3 boxes of caramel candy. If each box has 14 "
     "pieces inside it, how much candy did he have total?", "70", "pieces"),
    ("soda_measure", "Mason drank 2.5 bottles of soda and 1.5 bottles of cola. How much soda did he drink in all?",
     "4", "bottles"),  # 2.5 + 1.5 (ADR 0263 unchanged)
    ("cake_part", "After a party, 0.625 of the cake is left over. That night, big brother eats 0.25 of the cake. "
     "How much is left over after that?", "0.375", "cakes"),  # 0.625 − 0.25: a part of one cake
    ("times_factor", "Arthur baked 320 muffins. James baked 27.5 times as many. How many muffins did James bake?",
     "8800", "muffins"),  # 320 × 27.5: a factor is no count
    ("hours_part", "Edward was working as a sacker at a grocery store where he made 15 dollars an hour. On Monday he "
     "worked 10.5 hours and on Tuesday he worked 2 hours. How much money did Edward make in those two days?",
     "187.5", "dollars"),  # 15 × (10.5 + 2): hours are no count
    ("crayons_whole", "Michelle has 9 boxes of crayons. Each box holds 13 crayons. How many crayons does Michelle "
     "have?", "117", "crayons"),  # 9 × 13
    ("average_part_rate", "Tom averages 2.5 baskets in each game. How many baskets will he score in 4 games?", "10",
     "baskets"),  # 2.5 × 4: a mean may be a part (test_reader_v11_so1 avg-half)
    ("eggs_whole", "There are 9 eggs in each box. How many eggs are in 4 boxes?", "36", "eggs"),  # 9 × 4
    ("bananas_whole", "Jesse has 10 bananas. If he shares them among 5 friends, how many bananas does each friend "
     "get?", "2", "bananas"),  # 10 / 5
    ("pizzas_whole", "A restaurant served 19 pizzas during lunch and 13 during dinner today . How many pizzas were "
     "served today ?", "32", "pizzas"),  # 19 + 13
    # 'they' beside a place: the neighbours that keep their reading
    ("they_named_only", "Sandy has 21 cards , Isaac has 32 cards , and Louis has 32 cards . How many cards do they "
     "have together ?", "85", "cards"),  # 21 + 32 + 32
    ("they_other_thing_in_place", "There are 26 stamps in the attic. Sandy has 21 cards and Isaac has 32 cards. How "
     "many cards do they have together?", "53", "cards"),  # 21 + 32: the attic holds no cards
    ("named_members_beside_place", "There are 30 red apples in the basket. Tom has 5 apples. Ann has 7 apples. How "
     "many apples do Tom and Ann have?", "12", "apples"),  # 5 + 7
    ("are_there_in_all", "There are 26 apples in the basket and Sam has 21 apples. How many apples are there in all?",
     "47", "apples"),  # 26 + 21: "are there" is everything
]

REFUSED = [
    # a given count of things told in a part
    ("among_part_friends", "Jesse has 10 bananas. If he shares them among 2.5 friends, how many bananas does each "
     "friend get?", "fractional_count"),
    ("served_part_pizzas", "A restaurant served 19 pizzas during lunch and 13.5 during dinner today . How many pizzas "
     "were served today ?", "fractional_count"),
    ("held_part_apples", "Amelia has 2.5 apples. Amelia buys 2 apples. How many apples does Amelia have?",
     "fractional_count"),
    ("ate_part_boxes", "Sam bought 3 boxes of candy. Each box has 10 pieces. He ate 2.5 boxes. How many pieces does "
     "he have?", "fractional_count"),
    # a part of a count thing as the answer
    ("crayons_part_boxes", "Michelle has 9.5 boxes of crayons. Each box holds 13 crayons. How many crayons does "
     "Michelle have?", "fractional_count"),
    ("average_part_answer", "Tom averages 2.5 baskets in each game. How many baskets will he score in 3 games?",
     "fractional_count"),  # 2.5 × 3 = 7.5 baskets
    ("eggs_part_boxes", "There are 9 eggs in each box. How many eggs are in 4.5 boxes?", "fractional_count"),
    ("apples_part_hours", "Mrs. Hilt ate 13 apples every hour. How many apples had she eaten at the end of 2.5 hours?",
     "fractional_count"),
    # 'they have' beside things a place holds (answered 111 with the attic's postcards)
    ("they_beside_attic", "There are 26 postcards in the attic. Sandy has 21 cards , Isaac has 32 cards , and Louis "
     "has 32 cards . How many cards do they have together ?", "unresolved_pronoun"),
    ("they_beside_basket", "There are 26 red apples in the basket. Sandy has 21 apples. Isaac has 32 apples. How many "
     "apples do they have?", "unresolved_pronoun"),
    ("they_beside_basket_in_all", "There are 30 red apples in the basket. Tom has 5 apples. Ann has 7 apples. How many "
     "apples do they have in all?", "unresolved_pronoun"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
