"""Reader v9 (eachrates helper, ADR 0141): a progressive scene whose containers are a specific kind of the
rate's container (``Olivia was making baggies of cookies with 9 cookies in each bag.``) reads the rate per
the scene's own containers; the pack's ``kind.bag`` (a baggie is a bag) licenses it. ``chocolate chip
cookies`` reads through the new unit ``chip`` as a noun adjunct. A progressive scene whose ``making sure``
clause states a per-container amount (``Rachel was organizing her book case making sure each of the shelves
had exactly 9 books on it.``) is a rate per shelf, and an ``If she had 6 shelves of …`` premise is read for
a question about what those shelves hold. A selling scene with a price (``A magician was selling magic card
decks for 2 dollars each.``) followed by ``started with 5 decks and … had 3 left`` implies the sale of the
difference, which the proceeds question prices.

Every expected answer is worked out by hand from the text (the arithmetic is in the comment); every refusal
names the reason the policy predicts. Uneven divisions refuse (``fractional_count``), as every container-count
question does: the corpus rounds down, the text does not say to.
"""
from __future__ import annotations

from core.packs import load_pack

from reader_checks import refused_cases, solved_cases

PACK = load_pack()

BAGGIES = "Olivia was making baggies of cookies with 9 cookies in each bag. "

SOLVED = [
    # (form, problem, answer, unit)
    ("the corpus shape: two kinds of cookies in the premise",  # (13 + 41) / 9 = 54 / 9
     BAGGIES + "If she had 13 chocolate chip cookies and 41 oatmeal cookies, how many baggies could she make?",
     "6", "baggies"),
    ("other numbers",  # (5 + 19) / 8 = 24 / 8
     "Maria was making baggies of cookies with 8 cookies in each bag. If she had 5 chocolate chip cookies and 19 "
     "oatmeal cookies, how many baggies could she make?", "3", "baggies"),
    ("a plain holding, not a premise",  # 45 / 9
     BAGGIES + "She had 45 cookies. How many baggies could she make?", "5", "baggies"),
    ("a he, a number word rate",  # 12 / 3
     "Tom was making baggies of cookies with three cookies in each bag. He had 12 cookies. "
     "How many baggies could he make?", "4", "baggies"),
    ("an event after the pool",  # (54 - 9) / 9
     BAGGIES + "She had 54 cookies. She ate 9 cookies. How many baggies could she make?", "5", "baggies"),
    ("chocolate chip cookies among cookies",  # 13 + 41
     "Olivia had 13 chocolate chip cookies and 41 oatmeal cookies. How many cookies did she have?", "54",
     "cookies"),
    ("chips are their own things",  # the 4 chips only
     "Olivia had 13 chocolate chip cookies and 4 chips. How many chips did she have?", "4", "chips"),
    ("a baggie is a bag",  # 3 baggies asked as bags
     "Olivia had 3 baggies. How many bags did she have?", "3", "bags"),
]

REFUSED = [
    # (near miss, problem, reason)
    ("uneven division",  # 55 / 9
     BAGGIES + "If she had 14 chocolate chip cookies and 41 oatmeal cookies, how many baggies could she make?",
     "fractional_count"),
    ("the general word asked: no rate per bag of its own",
     BAGGIES + "She had 54 cookies. How many bags could she make?"),
    ("the reverse: not every bag is a baggie",
     "Olivia was making bags of cookies with 9 cookies in each baggie. She had 54 cookies. "
     "How many bags could she make?", "ambiguous_reference"),
    ("other containers in the rate",
     "Olivia was making baggies of cookies with 9 cookies in each box. She had 54 cookies. "
     "How many baggies could she make?", "ambiguous_reference"),
    ("another person's cookies",
     BAGGIES + "Anne had 54 cookies. How many baggies could Anne make?", "ambiguous_reference"),
    ("another person's cookies, the scene's maker asked",
     BAGGIES + "Anne had 54 cookies. How many baggies could Olivia make?"),
    ("other things",
     BAGGIES + "She had 54 apples. How many baggies could she make?"),
    ("bags held later are not said to be the baggies",
     BAGGIES + "She had 54 cookies. She had 2 bags of cookies. How many baggies could she make?",
     "ambiguous_reference"),
    ("baggies held later",
     BAGGIES + "She had 54 cookies. She had 2 baggies. How many baggies could she make?", "ambiguous_reference"),
    ("the rate without its thing, the scene names its containers first",
     "Olivia was making baggies of cookies with 9 in each bag. She had 54 cookies. How many baggies could she "
     "make?", "ambiguous_reference"),
    ("an unknown container word",
     "Olivia was making sacks of cookies with 9 cookies in each bag. She had 54 cookies. How many sacks could she "
     "make?"),
    ("words after the rate",
     "Olivia was making baggies of cookies with 9 cookies in each bag for her friends. She had 54 cookies. "
     "How many baggies could she make?"),
    ("a baggie rate for bags held",
     "Olivia had 3 bags. Each baggie had 5 cookies. How many cookies did she have?"),
    ("chips never held",
     "Olivia had 13 chocolate chip cookies. How many chips did she have?", "unknown_quantity"),
]

SHELVES = "Rachel was organizing her book case making sure each of the shelves had exactly 9 books on it. "

SOLVED += [
    ("the corpus shape: shelves of two kinds of books in the premise",  # 9 * (6 + 2)
     SHELVES + "If she had 6 shelves of mystery books and 2 shelves of picture books, how many books did she have "
     "total?", "72", "books"),
    ("other numbers, a he",  # 4 * (5 + 3)
     "Tom was organizing his book case making sure each of the shelves had exactly 4 books on it. If he had 5 "
     "shelves of mystery books and 3 shelves of picture books, how many books did he have total?", "32", "books"),
    ("without exactly, one kind",  # 9 * 6
     "Rachel was organizing her book case making sure each of the shelves had 9 books on it. If she had 6 shelves "
     "of books, how many books did she have?", "54", "books"),
    ("a plain holding, not a premise",  # 9 * (6 + 2)
     SHELVES + "She had 6 shelves of mystery books and 2 shelves of picture books. How many books did she have?",
     "72", "books"),
    ("held as the verb of the rate",  # 9 * 3
     "Rachel was organizing her book case making sure each of the shelves held 9 books. If she had 3 shelves of "
     "books, how many books did she have total?", "27", "books"),
    ("shelves of a kind under a plain rate told later",  # 9 * 6
     "Rachel had 6 shelves of mystery books. Each shelf had 9 books. How many books did she have?", "54", "books"),
    ("exactly is no hedge",  # 9 - 4
     "Dana has exactly 9 pencils. Dana loses 4 pencils. How many pencils does Dana have?", "5", "pencils"),
]

REFUSED += [
    ("a past holding of books after a scene that names books (scenes.py guard: before or after the organizing?)",
     SHELVES + "She had 45 books. How many shelves would she fill?", "unknown_quantity"),
    ("another person's shelves",
     SHELVES + "Anne had 6 shelves of books. How many books did Anne have?", "ambiguous_reference"),
    ("the scene's subject gives shelves to someone else",
     SHELVES + "She had 6 shelves of books. She gave 2 shelves of books to Anne. How many books did Anne have?",
     "ambiguous_reference"),
    ("a premise of the asked things themselves",
     SHELVES + "If she had 54 books, how many books did she have?", "unsupported_form"),
    ("a premise of other containers",
     SHELVES + "If she had 6 boxes of books, how many books did she have?", "unsupported_form"),
    ("a premise of shelves and loose books",
     SHELVES + "If she had 6 shelves of books and 3 books, how many books did she have?", "unsupported_form"),
    ("a premise asked about someone else",
     SHELVES + "If she had 6 shelves of books, how many books did Anne have?"),
    ("the rate of a kind beside other kinds",
     "Rachel was organizing her book case making sure each of the shelves had exactly 9 mystery books on it. If "
     "she had 6 shelves of mystery books and 2 shelves of picture books, how many books did she have total?"),
    ("a rate of a kind beside shelves of another kind",
     "Rachel had 6 shelves of mystery books. Each shelf had 9 picture books. How many books did she have?",
     "ambiguous_reference"),
    ("words after the rate",
     "Rachel was organizing her book case making sure each of the shelves had 9 books on it for her friend. If she "
     "had 6 shelves of books, how many books did she have?"),
    ("two things in the rate",
     "Rachel was organizing her book case making sure each of the shelves had 9 books and 2 toys on it. If she "
     "had 6 shelves of books, how many books did she have?"),
    ("no progressive scene before making sure",
     "Rachel went to the store making sure each of the shelves had 9 books on it. If she had 6 shelves of books, "
     "how many books did she have?"),
    ("and instead of making sure",
     "Rachel was organizing her book case and each of the shelves had 9 books on it. If she had 6 shelves of "
     "books, how many books did she have?"),
    ("the asked kind is one of the shelves' kinds: how many is not said per kind",
     SHELVES + "If she had 6 shelves of mystery books and 2 shelves of picture books, how many picture books did "
     "she have?"),
]

MAGICIAN = "A magician was selling magic card decks for 2 dollars each. "

SOLVED += [
    ("the corpus shape: the If clause as the premise of a proceeds question",  # 2 * (5 - 3)
     MAGICIAN + "If he started with 5 decks and by the end of the day he had 3 left, how much money did he earn?",
     "4", "dollars"),
    ("other numbers",  # 9 * (12 - 7)
     "A magician was selling magic card decks for 9 dollars each. If he started with 12 decks and by the end of "
     "the day he had 7 left, how much money did he earn?", "45", "dollars"),
    ("a statement, the things named twice, make",  # 2 * (5 - 3)
     MAGICIAN + "He started with 5 decks and he had 3 decks left. How much money did he make?", "4", "dollars"),
    ("a named seller, all sold",  # 3 * (6 - 0)
     "Anne was selling magic card decks for 3 dollars each. She started with 6 decks and at the end of the day "
     "she had 0 left. How much money did she earn?", "18", "dollars"),
]

REFUSED += [
    ("a buying scene: no sale implied",
     MAGICIAN.replace("selling", "buying") + "If he started with 5 decks and he had 3 left, how much money did he "
     "earn?"),
    ("more left than at the start",
     MAGICIAN + "If he started with 5 decks and he had 7 left, how much money did he earn?", "negative_holding"),
    ("another seller's decks",
     MAGICIAN + "If Tom started with 5 decks and Tom had 3 left, how much money did Tom earn?"),
    ("other things than the priced ones",
     MAGICIAN + "If he started with 5 cards and he had 3 left, how much money did he earn?"),
    ("the premise asked about the decks, not the money",
     MAGICIAN + "If he started with 5 decks and he had 3 left, how many decks did he have?", "unsupported_form"),
    ("money told besides the prices",
     MAGICIAN + "He had 10 dollars. If he started with 5 decks and he had 3 left, how much money did he earn?"),
    ("a gift between the start and the end",
     MAGICIAN + "He started with 5 decks and he gave 1 deck to Tom and he had 3 left. How much money did he earn?"),
    ("a scene without a price",
     "A magician was selling magic card decks. If he started with 5 decks and he had 3 left, how much money did "
     "he earn?"),
    ("the question at another time",
     MAGICIAN + "If he started with 5 decks and he had 3 left, how much money did he earn on Monday?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)


def test_the_rate_is_per_the_scenes_containers():
    from domain.reader.lexicon import lexicon_for
    from domain.reader.parser import parse
    graph = parse(BAGGIES + "She had 45 cookies. How many baggies could she make?", lexicon_for(PACK))
    per = [op for op in graph.ops if op.kind == "per"]
    assert [(op.item.unit, op.amount, op.target) for op in per] == [("unit.cookie", "9", "unit.baggie")]


def test_the_kind_is_pack_data():
    kinds = {k.id: k for k in PACK.kinds}
    assert kinds["kind.bag"].general == "unit.bag" and kinds["kind.bag"].specific == ["unit.baggie"]
