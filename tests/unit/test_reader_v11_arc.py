"""ADR 0196: words freed from the learning-arc corpus's new-word list and added to en_base_v1 in their general
meaning — ``mitten`` (clothing), ``orchid`` (a flower), ``raisin`` (a fruit), ``ladybug`` (an insect; the pack
gains the kinds ``insect`` and ``bug``), ``postcard`` (a card), and the verb ``join`` (a gain, as the loop's
tests taught it). The arc corpus uses ``earmuffs``, ``marigolds``, ``truffles``, ``beetles`` and ``bookmarks``
instead (ADR 0520: now ``weevils`` and ``doubloons`` for the last two), words no outside corpus uses. Every answer is worked out by hand from the text; the near misses refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # the unboxing family (multiarith-201): 4 * (2 + 6) = 32 pieces of clothing
    ("unboxing", "Chloe was unboxing some of her old winter clothes. She found 4 boxes of clothing and inside each "
     "box there were 2 scarves and 6 mittens. How many pieces of winter clothing did Chloe have total?", "32",
     "clothing"),
    # mittens asked alone: 3 * 5 = 15
    ("unboxing-mittens", "Lana was unboxing some of her old winter clothes. She found 3 boxes of clothing and inside "
     "each box there were 4 scarves and 5 mittens. How many mittens did Lana have total?", "15", "mittens"),
    # mittens are clothing: 7 + 4 - 2 = 9
    ("mittens-clothing", "Sam has 7 mittens and 4 gloves. He lost 2 mittens. How many pieces of clothing does he "
     "have?", "9"),
    # orchid bushes planted (addsub-98's form): 2 + 4 = 6
    ("orchid-bushes", "There are 2 orchid bushes currently in the park. Park workers will plant 4 orchid bushes "
     "today. How many orchid bushes will the park have when the workers are finished?", "6", "bushes"),
    # orchids are flowers: 3 + 5 + 2 = 10
    ("orchids-flowers", "There were 3 orchids and 5 roses in the vase. Mary put 2 orchids in the vase. How many "
     "flowers are in the vase now?", "10", "flowers"),
    # red orchids put in: 9 + 6 = 15
    ("red-orchids", "There were 9 red orchids and 3 white orchids in the vase. Sally put 6 red orchids in the "
     "vase. How many red orchids are in the vase now?", "15"),
    # trail mix (addsub-219's form): 0.25 + 0.25 + 0.125 = 0.625
    ("trail-mix", "Brandy made trail mix for a backpacking trip. She used 0.25 pound of peanuts, 0.25 pound of "
     "chocolate chips, and 0.125 pound of raisins. How many pounds of trail mix did Brandy make?", "0.625",
     "pounds"),
    # raisins are fruit: 0.5 + 0.25 = 0.75 pounds of fruit
    ("raisins-fruit", "Kelly bought 0.5 pounds of grapes and 0.25 pounds of raisins. How many pounds of fruit did "
     "she buy?", "0.75", "pounds"),
    # eaten: 20 - 7 = 13
    ("raisins-eaten", "Tom had 20 raisins. He ate 7 raisins. How many raisins are left?", "13", "raisins"),
    # per leaf (singleop-440's form): 84 * 139 = 11676
    ("ladybugs-each-leaf", "There are 84 leaves. There are 139 ladybugs on each leaf. How many ladybugs are there "
     "in all?", "11676", "ladybugs"),
    # ladybugs are insects: 6 + 5 = 11
    ("ladybugs-insects", "There are 6 ladybugs and 5 ants on the leaf. How many insects are on the leaf?", "11"),
    # insects are bugs, spiders are bugs: 4 + 3 = 7
    ("ladybugs-bugs", "Ann has 4 ladybugs and 3 spiders. How many bugs does Ann have?", "7"),
    # spiders are no insects: 4
    ("ladybugs-insects-not-spiders", "Ann has 4 ladybugs and 3 spiders. How many insects does Ann have?", "4"),
    # postcards are cards: 5 + 8 = 13
    ("postcards-cards", "Joe had 5 baseball cards. He bought 8 postcards. How many cards does Joe have now?", "13"),
    # sent away: 12 - 5 = 7
    ("postcards-sent", "Mary had 12 postcards. She gave 5 postcards to Ann. How many postcards does Mary have?", "7",
     "postcards"),
    # join as arrival (multiarith-206): (7 + 2) * 7 = 63
    ("join-game", "There were 7 friends playing a video game online when 2 more players joined the game. If each "
     "player had 7 lives, how many lives did they have total?", "63", "lives"),
    # join them (singleop-298): 3 + 2 = 5
    ("join-them", "3 owls were sitting on the fence. 2 more owls joined them. How many owls are on the fence now?",
     "5", "owls"),
    # came to join (singleop-293): 2 + 4 = 6
    ("come-to-join", "2 birds were sitting on the fence. 4 more birds came to join them. How many birds are sitting "
     "on the fence?", "6", "birds"),
    # joined a band: a scene; 145.16 + 5.84 = 151 (addsub-124)
    ("joined-band", "Mike joined his school's band. He bought a trumpet for $145.16, and a song book which was "
     "$5.84. How much did Mike spend at the music store?", "151"),
]

REFUSED = [
    # the arc's replacements stay unknown to the base pack
    ("arc-earmuffs", "Chloe was unboxing some of her old winter clothes. She found 4 boxes of clothing and inside "
     "each box there were 2 scarves and 6 earmuffs. How many pieces of winter clothing did Chloe have total?",
     "unknown_word"),
    ("arc-marigolds", "Sam has 5 marigolds. He plucks 3 marigolds. How many marigolds does he have?", "unknown_word"),
    ("arc-truffles", "Sam has 5 truffles. He ate 3 truffles. How many truffles does he have?", "unknown_word"),
    # (ADR 0520: beetles and bookmarks left the arc for the base pack; weevils and doubloons took their places)
    ("arc-weevils", "There are 4 leaves. There are 3 weevils on each leaf. How many weevils are there?",
     "unknown_word"),
    ("arc-doubloons", "Ann has 5 doubloons. She found 2 doubloons. How many doubloons does she have?",
     "unknown_word"),
    # a general kind beside its specific one: the insects may include the ladybugs
    ("ladybugs-beside-insects", "Ann has 6 ladybugs and 5 insects. How many insects does Ann have?",
     "ambiguous_reference"),
    ("ladybugs-beside-bugs", "Ann has 6 ladybugs and 5 bugs. How many bugs does Ann have?", "ambiguous_reference"),
    ("mittens-beside-clothing", "Ann has 6 mittens and 5 clothing. How many clothing does Ann have?"),
    ("postcards-beside-cards", "Ann has 6 postcards and 5 cards. How many cards does Ann have?"),
    # orchid bushes are no count of orchids
    ("orchid-bushes-orchids", "There are 2 orchid bushes currently in the park. Park workers will plant 4 orchid "
     "bushes today. How many orchids will the park have when the workers are finished?"),
    # pounds of raisins are no count of raisins; raisins are no nuts
    ("raisin-pounds-count", "Kelly bought 0.1 pounds of peanuts and 0.4 pounds of raisins. How many raisins did "
     "she buy?"),
    ("raisin-pounds-nuts", "Kelly bought 0.1 pounds of peanuts and 0.4 pounds of raisins. How many pounds of nuts "
     "did she buy?"),
    # the joined one's things are not told
    ("joined-person-total", "Sam has 5 apples. Ann has 3 apples. Sam joined Ann. How many apples do they have in "
     "all?"),
    # a join still to come is no change now
    ("join-future", "There are 5 kids on the bus. 3 more kids will join them at the next stop. How many kids are "
     "on the bus now?"),
    ("join-not", "There are 5 kids on the bus. 3 kids did not join them. How many kids are on the bus?"),
    # others joined the birds
    ("join-other-unit", "3 owls were sitting on the fence. 2 more ladybugs joined them. How many owls are on the "
     "fence now?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)


def test_freed_words_are_in_the_base_pack_in_their_general_meaning():
    units = {u.id: u for u in PACK.units}
    for s, p in [("mitten", "mittens"), ("orchid", "orchids"), ("raisin", "raisins"), ("ladybug", "ladybugs"),
                 ("postcard", "postcards")]:
        assert (units[f"unit.{s}"].singular, units[f"unit.{s}"].plural) == (s, p)
    kinds = {k.id: k for k in PACK.kinds}
    assert "unit.mitten" in kinds["kind.clothing"].specific
    assert "unit.orchid" in kinds["kind.flower"].specific
    assert "unit.raisin" in kinds["kind.fruit"].specific
    assert "unit.postcard" in kinds["kind.card"].specific
    assert "unit.ladybug" in kinds["kind.insect"].specific
    assert {"unit.insect", "unit.spider"} <= set(kinds["kind.bug"].specific)
    verbs = {v.id: v for v in PACK.verbs}
    assert verbs["verb.join"].category == "positive" and set(verbs["verb.join"].forms) == {"join", "joined", "joins"}
