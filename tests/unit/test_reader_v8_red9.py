"""Reader v8 red team 9 (ADR 0118): wrong answers in the constructions added this week. Probes over travel,
legs, lengths, weather, progressive scenes, seats, money use, ``it`` holders, scores, the rest used, needed
work, departures and the next place found four families of wrong answers, each now refused:

- lengths: measures told in one tense and compared in another (``Tom was 40 inches tall. Anne is 38 inches
  tall. How much taller is Tom than Anne?``: then, or now?);
- rest use: ``they`` asked after a named person set the rest aside (Tom alone, or Tom and Anne?), and ``the
  rest`` with no part of the subject's things taken away just before (after a gain: the rest of what?);
- progressive scenes: the scene's per-container rate applied to another holder's things, and a scene about
  other containers than the rate's (``making boxes of cookies with 3 cookies in each bag``);
- ``more`` for a holder who had none, told in the question's own ``If`` clause (``If Anne got 27 more lives``:
  more than Tom, or further ones?), which the guard for statements did not see.

The solved rows pin the neighbours that still read; every answer is worked out by hand from the text.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # lengths: one tense throughout
    ("lengths-present", "Tom is 60 inches tall. Anne is 48 inches tall. How much taller is Tom than Anne?", "12"),
    ("lengths-past", "The green caterpillar was 3 inches long and the orange caterpillar was 1.25 inches long. "
     "How much longer was the green caterpillar than the orange caterpillar?", "1.75"),
    # 7.5 - 3.25 = 4.25
    ("lengths-drew", "Ezra drew a white line that was 7.5 inches long. Then he drew a blue line that was 3.25 "
     "inches long. How much longer was the white line than the blue line?", "4.25"),
    ("lengths-weighs-does", "Anne weighs 67 pounds. Douglas weighs 52 pounds. How much more does Anne weigh than "
     "Douglas?", "15"),
    ("lengths-weighed-did", "Anne weighed 67 pounds. Douglas weighed 52 pounds. How much more did Anne weigh "
     "than Douglas?", "15"),
    ("lengths-lighter", "Anne weighs 67 pounds. Douglas weighs 52 pounds. How much lighter is Douglas than "
     "Anne?", "15"),
    # rest use: (62 - 8) / 9 = 6
    ("rest-cafeteria", "The cafeteria had 62 apples. For lunch they handed out 8 to students and decided to use "
     "the rest to make pies. If each pie takes 9 apples, how many pies could they make?", "6"),
    # (40 - 4) / 6 = 6
    ("rest-person-ate", "Tom had 40 apples. He ate 4 and used the rest to make pies. If each pie takes 6 apples, "
     "how many pies could Tom make?", "6"),
    # (30 - 6) / 4 = 6
    ("rest-person-gave", "Mary had 30 apples. She gave 6 to Sam and used the rest to make pies. If each pie "
     "takes 4 apples, how many pies could Mary make?", "6"),
    # (30 - 6) / 4 = 6
    ("rest-sold-then", "Tom had 30 apples. He sold 6 apples. Then he used the rest to make pies. If each pie "
     "takes 4 apples, how many pies could he make?", "6"),
    # progressive scene: 12 / 3 = 4
    ("scene-own-cookies", "Tom was making bags of cookies with 3 cookies in each bag. If he had 12 cookies, how "
     "many bags could he make?", "4"),
    ("scene-needed", "Tom was making bags of cookies with 3 cookies in each bag. If he had 12 cookies, how many "
     "bags would be needed?", "4"),
    # 20 + 4 = 24, 24 / 4 = 6
    ("scene-got-more", "Mary was making bags of cookies with 4 cookies in each bag. She had 20 cookies. Sam gave "
     "her 4 more cookies. How many bags could she make?", "6"),
    # more for a holder who had some: 43 - 14 + 27 = 56
    ("next-level-own", "Tiffany was playing a video game and had 43 lives. In a hard part of the game she lost "
     "14 lives. If she got 27 more lives in the next level, how many lives would she have?", "56"),
    ("if-more-own", "Tom had 43 apples. If he got 27 more apples, how many apples would he have?", "70"),
    # neighbours of the probes that stayed right
    ("travel-minutes", "Anne walked for 90 minutes at 4 miles per hour. How far did Anne walk?", "6"),
    ("travel-time", "Tom drove 10 miles at 4 miles per hour. How long did Tom drive?", "2.5"),
    ("travel-house", "Martin strolled to Lawrence's house. It is 12 miles from Martin's house to Lawrence's "
     "house. It took Martin 6 hours to get there. How fast did Martin go?", "2"),
    ("legs-farther", "Stanley ran 0.4 mile and walked 0.2 mile. How much farther did Stanley run than walk?",
     "0.2"),
    ("legs-weekend", "Terrell hiked 8.2 miles on Saturday. Then, on Sunday, he hiked another 1.6 miles. How far "
     "did Terrell hike all together?", "9.8"),
    ("weather-less", "It rained 0.9 inches on Monday. On Tuesday, it rained 0.7 inches less than on Monday. How "
     "much did it rain on Tuesday?", "0.2"),
    # Tuesday 2 + 1 = 3, Wednesday 3 - 2 = 1
    ("weather-chain", "It rained 2 inches on Monday. On Tuesday, it rained 1 inch more than on Monday. On "
     "Wednesday, it rained 2 inches less than on Tuesday. How much did it rain on Wednesday?", "1"),
    ("money-use", "Kaleb had 34 books. If he sold 17 of them and used the money he earned to buy 7 new books, "
     "how many books would Kaleb have?", "24"),
    ("holders-it", "The school has 5 buses. It bought 3 more buses. How many buses does the school have?", "8"),
    # 6 x (5 - 2) = 18
    ("scores", "A trivia team had 5 members total, but during a game 2 members didn't show up. If each member "
     "that did show up scored 6 points, how many points were scored total?", "18"),
    # (14 - 5) x 4 = 36
    ("needed-work", "A new building needed 14 windows. The builder had already installed 5 of them. If it takes "
     "4 hours to install each window, how long will it take him to install the rest?", "36"),
    # 5 x (11 - 5) = 30
    ("departures", "There were 11 friends playing a video game online when 5 players quit. If each player left "
     "had 5 lives, how many lives did they have total?", "30"),
]

REFUSED = [
    # lengths: tenses that disagree
    ("lengths-was-is", "Tom was 40 inches tall. Anne is 38 inches tall. How much taller is Tom than Anne?",
     "ambiguous_reference"),
    ("lengths-is-was-asked-is", "Tom was 40 inches tall. Anne was 38 inches tall. How much taller is Tom than "
     "Anne?", "ambiguous_reference"),
    ("lengths-weighed-does", "Anne weighed 67 pounds. Douglas weighed 52 pounds. How much more does Anne weigh "
     "than Douglas?", "ambiguous_reference"),
    ("lengths-weighs-did", "Anne weighs 67 pounds. Douglas weighs 52 pounds. How much more did Anne weigh than "
     "Douglas?", "ambiguous_reference"),
    ("lengths-rope-was-is", "Tom's rope was 5 feet long. Anne's rope is 3 feet long. How much longer is Tom's "
     "rope than Anne's?"),
    ("lengths-drew-is", "Ezra drew a white line that was 7.5 inches long. Then he drew a blue line that was 3.25 "
     "inches long. How much longer is the white line than the blue line?", "ambiguous_reference"),
    # rest use: "they" after a named person
    ("rest-they-two", "Tom had 62 apples. Anne had 9 apples. Tom gave 8 to Anne and used the rest to make pies. "
     "If each pie takes 9 apples, how many pies could they make?", "ambiguous_reference"),
    ("rest-they-one", "Tom had 40 apples. He ate 4 and used the rest to make pies. If each pie takes 6 apples, "
     "how many pies could they make?", "ambiguous_reference"),
    # rest use: nothing taken away just before
    ("rest-after-gain", "Tom had 30 apples. Anne gave him 6 more and Tom used the rest to make pies. If each pie "
     "takes 4 apples, how many pies could Tom make?", "ambiguous_reference"),
    ("rest-other-lost", "The cafeteria had 40 apples. For lunch they handed out 4 to students. The students ate "
     "2 apples. The cafeteria decided to use the rest to make pies. If each pie takes 6 apples, how many pies "
     "could they make?", "ambiguous_reference"),
    ("rest-other-subject", "Tom had 30 apples. He gave 6 to Anne. Anne used the rest to make pies. If each pie "
     "takes 4 apples, how many pies could Anne make?", "ambiguous_reference"),
    ("rest-nothing-before", "Tom had 30 apples. He used the rest to make pies. If each pie takes 5 apples, how "
     "many pies could Tom make?"),
    # progressive scenes: another holder's things, other containers
    ("scene-other-holder", "Tom was making bags of cookies with 3 cookies in each bag. Anne had 12 cookies. How "
     "many bags could Anne make?", "ambiguous_reference"),
    ("scene-other-holder-needed", "Tom was making bags of cookies with 3 cookies in each bag. Anne had 12 "
     "cookies. How many bags are needed?", "ambiguous_reference"),
    ("scene-other-holder-asked-self", "Tom was making bags of cookies with 3 cookies in each bag. Anne had 12 "
     "cookies. How many bags could Tom make?"),
    ("scene-boxes-bags", "Tom was making boxes of cookies with 3 cookies in each bag. If he had 12 cookies, how "
     "many bags could he make?", "ambiguous_reference"),
    ("scene-bags-boxes", "Mary was making bags of cookies with 4 cookies in each box. If she had 20 cookies, how "
     "many boxes could she make?", "ambiguous_reference"),
    # more for a new holder in the question's own If clause
    ("if-more-new-holder", "Tom had 43 apples. If Anne got 27 more apples, how many apples would they have?",
     "ambiguous_reference"),
    ("next-level-new-holder", "Tom was playing a video game and had 43 lives. If Anne got 27 more lives in the "
     "next level, how many lives would they have?", "ambiguous_reference"),
    ("if-bought-more-new-holder", "Tom had 43 apples. If Anne bought 27 more apples, how many apples would they "
     "have?", "ambiguous_reference"),
    # probes that already refused and must stay so
    ("travel-two-travellers", "Tom walked for 3 hours at 2 miles per hour. Anne walked for 5 hours. How far did "
     "Tom walk?"),
    ("travel-km-miles", "Tom walked 6 kilometers in 3 hours. How many miles did Tom walk?"),
    ("legs-mixed-units", "Tom ran 0.4 miles and walked 0.2 yards. How much farther did Tom run than walk?"),
    ("legs-same-leg", "Tom ran 3 miles on Monday. He ran 3 miles on Tuesday. How far did Tom run in all?"),
    ("weather-two-verbs", "It rained 2 inches on Monday. It snowed 3 inches on Tuesday. How much did it rain on "
     "Monday and Tuesday combined?"),
    ("weather-same-day", "It rained 2 inches on Monday. It rained 3 inches on Monday. How much did it rain on "
     "Monday?"),
    ("holders-two-neuter", "The school has 5 buses. The museum has 2 buses. It bought 3 more buses. How many "
     "buses does the school have?"),
    ("scores-quit", "A trivia team had 5 members total, but 2 members quit. If each member that did show up "
     "scored 6 points, how many points were scored total?"),
    ("needed-second-need", "A new building needed 14 windows and 4 lamps. The builder had already installed 5 of "
     "them. How many more windows does the builder need to install?"),
    ("money-use-for-other", "Tom had 34 books. If he sold 17 of them and used the money he earned to buy 7 new "
     "books for Anne, how many books would Tom have?"),
    ("seats-seats-asked", "There are 14 students and 2 seats on each school bus. How many seats are there?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
