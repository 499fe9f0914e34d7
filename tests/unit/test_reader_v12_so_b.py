"""Reader v12 (ADR 0236), helper so-b: fuel mileage (mileage.py); persons expected by a holder
(``has 40 guests coming to her party``, expected_guests.py); containers held only in a hypothesis with their
contents told there too (hypothetical_contents.py); an amount shared among counted people (shared_among.py);
people going in counted vehicles, the same number in each (equal_loads.py); ``rate`` as a pack speed word
(``At that rate`` / ``at a rate of``, travel.py); the weight of several things from one's (unit_weights.py); one person's event compared with another's
(compared_events.py); an age as a multiple of another's (age_multiples.py); room left in one container (remaining_room.py).

Every answer is worked out by hand from the text; the near misses (another driver, another unit asked or
burnt, a second fuel, someone else's trip, a rate per hour, fuel used twice, a past question with no fuel
used) must refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # mileage: 25 miles per gallon, 12 gallons: 25 × 12 = 300 miles
    ("mileage-name-she", "Nora's car gets 25 miles per gallon of gas. How far can she drive on 12 gallons of gas?",
     "300", "miles"),
    # the owner's name again, "a gallon", no fuel named: 30 × 4 = 120 kilometers
    ("mileage-name-again", "Ali's truck gets 30 kilometers a gallon. How many kilometers could Ali drive on 4 "
     "gallons?", "120", "kilometers"),
    # my car / I, "go", a decimal: 18.5 × 6 = 111 miles
    ("mileage-my-i", "My old van gets 18.5 miles per gallon. How far will I go on 6 gallons of gas?", "111",
     "miles"),
    # our car / we, half a gallon: 40 × 0.5 = 20 miles
    ("mileage-half", "Our car gets 40 miles every gallon. How many miles can we drive on 0.5 gallons?", "20",
     "miles"),
    # fuel used on a trip, asked of that trip: 22 × 7 = 154 miles
    ("mileage-used-trip", "Omar's car gets 22 miles per gallon. On his first trip, he used 7 gallons of gas. How "
     "many miles did he drive on his first trip?", "154", "miles"),
    # fuel used, the trip after it, asked without the trip: 15 × 9 = 135 kilometers
    ("mileage-used-after", "Mary's car gets 15 kilometers per gallon. She used 9 gallons on the trip. How far did "
     "she travel?", "135", "kilometers"),
    # fuel for a place's distance, "her" can only be Aunt's (the car is mine): 150 ÷ 25 = 6 gallons
    ("fuel-if-place", "My car gets 25 miles per gallon of gas. If Aunt's house is 150 miles away, how many gallons "
     "of gas would it take to get to her house?", "6", "gallons"),
    # fuel for a distance, "need": 90 ÷ 20 = 4.5 gallons
    ("fuel-need", "Omar's truck gets 20 kilometers per gallon. How many gallons will he need to drive 90 "
     "kilometers?", "4.5", "gallons"),
]

SOLVED += [
    # persons expected, then a table capacity: 40 ÷ 5 = 8 tables
    ("coming-tables", "Rita has 40 guests coming to her birthday party. Each table will hold 5 guests. How many "
     "tables will she need?", "8", "tables"),
    # no "to" phrase, friends, past tense: 36 ÷ 6 = 6 tables
    ("coming-bare", "Omar had 36 friends coming. Each table holds 6 friends. How many tables does Omar need?", "6",
     "tables"),
    # the holding itself asked: 27 students
    ("coming-held", "Ms. Lee has 27 students coming to the school. How many students does Ms. Lee have?", "27",
     "students"),
]

SOLVED += [
    # a trailing condition states the whole scenario: 12 jars × 25 marbles = 300
    ("hyp-trailing", "How many marbles would Nora have if Nora had 12 jars of marbles with 25 marbles in each jar?",
     "300", "marbles"),
    # the same as an If-prefix, no "of <things>": 8 × 6 = 48
    ("hyp-prefix", "If we had 8 boxes with 6 pencils in each box, how many pencils would we have?", "48",
     "pencils"),
    # the rate told before, the premise after the question (already admitted as a prefix): 15 × 4 = 60
    ("hyp-rate-before", "Each pack has 4 cards. How many cards would you have if you had 15 packs?", "60", "cards"),
]

SOLVED += [
    # money shared among counted people: 7.50 ÷ 5 = 1.50 → "1.5"
    ("share-money", "Mr. Lee needs to share $7.50 equally among 5 total people. How much money will each person "
     "get?", "1.5", "dollars"),
    # things there for people to share, asked with "each person": 84 ÷ 7 = 12
    ("share-there", "There are 84 muffins for 7 students to share. How many muffins will each person get if they "
     "share the muffins equally?", "12", "muffins"),
    # split between, the people's own noun asked, no noun in the question: 45 ÷ 9 = 5
    ("share-split", "Grace wants to split 45 stickers evenly between 9 friends. How many would each friend "
     "receive?", "5", "stickers"),
]

SOLVED += [
    # people and vehicles in two sentences: 96 ÷ 4 = 24
    ("loads-two", "96 students are going to the museum. There are 4 buses to take students to the museum. How "
     "many will go in each bus if the same number go in each bus?", "24", "students"),
    # one sentence, "them", "ride", "each one": 56 ÷ 7 = 8
    ("loads-one", "56 children were going to the farm, and there were 7 vans to take them. How many children "
     "would ride in each van if the same number ride in each one and all of the children go to the farm?", "8",
     "children"),
]

SOLVED += [
    # a speed from one hour's distance, "At that rate": 48 × 5 = 240 kilometers
    ("rate-that", "Lena drove 48 kilometers in one hour. At that rate, how far can she drive in 5 hours?", "240",
     "kilometers"),
    # "at a rate of": 4 × 7 = 28 miles
    ("rate-of", "Omar walks at a rate of 4 miles per hour. How far can he walk in 7 hours?", "28", "miles"),
]

SOLVED += [
    # one thing's weight, several asked: 6 × 2.25 = 13.5 pounds
    ("weight-much", "One melon weighs 2.25 pounds. How much do 6 melons weigh?", "13.5", "pounds"),
    # the unit asked, a modifier kept: 4 × 150 = 600 grams
    ("weight-many", "A red apple weighs 150 grams. How many grams would 4 red apples weigh?", "600", "grams"),
    # (v17, ADR 0364) another unit of the family, by the pack's conversion: 6 × 2 pounds × 16 = 192 ounces
    ("weight-converted", "One melon weighs 2 pounds. How many ounces do 6 melons weigh?", "192", "ounces"),
]

SOLVED += [
    # an event compared by a factor, the things left out: 24 × 5 = 120
    ("events-times", "Nina made 24 cards. Paul made 5 times as many. How many cards did Paul make?", "120",
     "cards"),
    # fewer than, the sum asked: 40 + (40 − 6) = 74
    ("events-fewer-sum", "Lily picked 40 apples. Omar picked 6 fewer apples than Lily. How many apples did they "
     "pick altogether?", "74", "apples"),
    # half as many as she did: 40 ÷ 2 = 20
    ("events-half", "Lily picked 40 apples. Omar picked half as many as she did. How many apples did Omar pick?",
     "20", "apples"),
]

SOLVED += [
    # "Her aunt" is Mary's aunt: 12 × 3 = 36 years
    ("age-her-relative", "Mary is 12 years old. Her aunt is 3 times as old as she is. How old is Mary's aunt?",
     "36", "years"),
    # another name, "twice": 10 × 2 = 20 years
    ("age-twice", "Tom is 10 years old. Sara is twice as old as Tom. How old is Sara?", "20", "years"),
]

SOLVED += [
    # room left: 50 − 20 = 30
    ("room-fit", "A box can hold 50 pencils. There are 20 pencils in the box. How many more pencils can fit in "
     "the box?", "30", "pencils"),
    # "already", "be put in": 126 − 81 = 45
    ("room-put", "A photo album holds 126 photos. There are 81 photos already in the album. How many more photos "
     "can be put in the album?", "45", "photos"),
]

REFUSED = [
    # someone else drives: the mileage is Nora's car's, not Tom's
    ("mileage-other-driver", "Nora's car gets 25 miles per gallon. How far can Tom drive on 12 gallons?"),
    # a pronoun that does not fit the owner
    ("mileage-wrong-pronoun", "Nora's car gets 25 miles per gallon. How far can he drive on 12 gallons?"),
    ("mileage-my-you", "My car gets 25 miles per gallon. How far can you drive on 12 gallons?"),
    # "his car" opens the text: whose?
    ("mileage-his-owner", "His car gets 25 miles per gallon. How far can he drive on 12 gallons?"),
    # asked in another length unit (no conversion is made)
    ("mileage-other-length", "Nora's car gets 25 miles per gallon. How many kilometers can she drive on 12 "
     "gallons?"),
    # fuel in another measure than the rate's
    ("mileage-other-measure", "Nora's car gets 25 miles per gallon. How far can she drive on 12 liters?"),
    # two fuels
    ("mileage-two-fuels", "Nora's car gets 25 miles per gallon of gas. How far can she drive on 12 gallons of "
     "milk?"),
    # a past question with no fuel used told
    ("mileage-past-no-fuel", "Nora's car gets 25 miles per gallon. How far did she drive?"),
    # fuel used on one trip, another trip asked
    ("mileage-other-trip", "Omar's car gets 22 miles per gallon. On his first trip, he used 7 gallons. How far "
     "did he drive on his last trip?"),
    # someone else's trip
    ("mileage-her-trip", "Omar's car gets 22 miles per gallon. He used 7 gallons on her trip. How far did he "
     "drive on her trip?"),
    # fuel used twice: one trip or two?
    ("mileage-used-twice", "Omar's car gets 22 miles per gallon. He used 7 gallons. He used 3 gallons. How far "
     "did he drive?"),
    # another sentence the module does not read
    ("mileage-extra", "Omar's car gets 22 miles per gallon. Omar has 5 apples. How far can he drive on 3 "
     "gallons?"),
    # a speed, not a mileage, with no time
    ("mileage-per-hour", "Omar's car gets 22 miles per hour. How far can he drive on 3 gallons?"),
    # "her house": Nora's or Aunt's?
    ("fuel-her-whose", "Nora's car gets 25 miles per gallon. If Aunt's house is 150 miles away, how many gallons "
     "would it take to get to her house?"),
    # a distance in another unit
    ("fuel-other-length", "Omar's car gets 22 miles per gallon. How many gallons will he need to drive 44 "
     "kilometers?"),
    # no decimal: 100 ÷ 30
    ("fuel-thirds", "Omar's car gets 30 miles per gallon. How many gallons would it take to drive 100 miles?"),
    # the fuel asked in another measure
    ("fuel-liters", "Omar's car gets 30 miles per gallon. How many liters would it take to drive 90 miles?"),
]

REFUSED += [
    # an arrival told with "coming" is not read (ADR 0181): how many are there now?
    ("coming-more", "Rita has 40 guests coming to her party. 5 more guests are coming. How many tables will she "
     "need if each table holds 5 guests?"),
    ("coming-arrival", "There are 12 guests at the party. 3 more guests are coming. How many guests are there?"),
    # things, not persons, coming (deliveries on their way are not held yet)
    ("coming-things", "Rita has 40 packages coming. How many packages does Rita have?"),
    # a table count that does not divide (refused by the older capacity reading)
    ("coming-remainder", "Rita has 41 guests coming to her party. Each table will hold 5 guests. How many tables "
     "will she need?"),
    # words after the expected persons
    ("coming-tail", "Rita has 40 guests coming to her party and 5 guests leaving. How many guests does Rita "
     "have?"),
]

REFUSED += [
    # the holder had some before: added to them, or instead of them?
    ("hyp-prior", "You have 5 cookies. How many cookies would you have if you had 3 bags of cookies with 2 cookies "
     "in each bag?"),
    # a rate of other things inside the containers
    ("hyp-other-thing", "How many cookies would you have if you had 3 bags with 2 muffins in each bag?"),
    # another holder asked
    ("hyp-other-holder", "How many cookies would Tom have if you had 3 bags with 2 cookies in each bag?"),
    # a plain hypothetical holding, no containers: still a counterfactual
    ("hyp-plain", "How many cookies would you have if you had 3 cookies?"),
    # more of them than before: more than what?
    ("hyp-more", "How many cookies would you have if you had 3 more bags with 2 cookies in each bag?"),
]

REFUSED += [
    # a remainder of whole things
    ("share-remainder", "There are 85 muffins for 7 students to share. How many muffins will each student get?"),
    # money that does not come out in a decimal
    ("share-thirds", "Mr. Lee needs to share $10 equally among 3 people. How much money will each person get?"),
    # "with 6 people": are the sharers among them? (6 or 7 shares)
    ("share-with", "Mr. Lee wants to share 42 cookies equally with 6 people. How many cookies will each person "
     "get?"),
    # each of someone else
    ("share-other-each", "There are 84 muffins for 7 students to share. How many muffins will each teacher get?"),
    # other things asked
    ("share-other-thing", "There are 84 muffins for 7 students to share. How many cookies will each student "
     "get?"),
]

REFUSED += [
    # a remainder: what happens to the rest?
    ("loads-remainder", "97 students are going to the museum. There are 4 buses to take students to the museum. "
     "How many will go in each bus if the same number go in each bus?"),
    # the loads are not said to be equal
    ("loads-unequal", "96 students are going to the museum. There are 4 buses to take students to the museum. "
     "How many will go in each bus?"),
    # vehicles to another place
    ("loads-other-place", "96 students are going to the museum. There are 4 buses to take students to the zoo. "
     "How many will go in each bus if the same number go in each bus?"),
    # other people taken
    ("loads-other-people", "96 students are going to the museum. There are 4 buses to take adults. How many will "
     "go in each bus if the same number go in each bus?"),
    # more people join: not read
    ("loads-more", "96 students are going to the museum. 4 more students are going to the museum. There are 4 "
     "buses to take them. How many will go in each bus if the same number go in each bus?"),
]

REFUSED += [
    # "At that rate" with no speed told (a distance alone)
    ("rate-no-speed", "Omar walked 12 miles. At that rate, how far can he walk in 3 hours?"),
    # "at a rate" without "of"
    ("rate-no-of", "Omar walks at a rate 4 miles per hour. How far can he walk in 7 hours?"),
]

REFUSED += [
    # apples of any colour: the red one's weight is not theirs
    ("weight-other-kind", "A red apple weighs 150 grams. How many grams would 4 apples weigh?"),
    # another family asked (no conversion the pack states; ADR 0364 reads ounces of pounds: 6 × 2 × 16 = 192)
    ("weight-other-unit", "One melon weighs 2 pounds. How many kilograms do 6 melons weigh?"),
    # other things
    ("weight-other-thing", "One melon weighs 2 pounds. How much do 6 lemons weigh?"),
]

REFUSED += [
    # "3 times more than": 3 × or 4 ×?
    ("events-times-more", "Lily picked 40 apples. Omar picked 3 times more apples than Lily. How many apples did "
     "Omar pick?"),
    # fewer than there are
    ("events-negative", "Lily picked 40 apples. Omar picked 50 fewer apples than Lily. How many apples did Omar "
     "pick?"),
    # another verb compared
    ("events-other-verb", "Lily picked 40 apples. Omar bought 5 more apples than Lily. How many apples did Omar "
     "pick?"),
    # a holding asked after events
    ("events-holding", "Nina made 24 cards. Paul made 5 times as many. How many cards does Paul have?"),
    # "3 more apples" with no "than": 3 further, or 3 more than Lily?
    ("events-more-no-than", "Lily picked 40 apples. Omar picked 3 more apples. How many apples did Omar pick?"),
    # half of an odd number of whole things
    ("events-half-odd", "Lily picked 41 apples. Omar picked half as many. How many apples did Omar pick?"),
]

REFUSED += [
    # a pronoun that does not fit the first person
    ("age-wrong-pronoun", "Mary is 12 years old. His aunt is 3 times as old as Mary. How old is Mary's aunt?"),
    # someone else asked
    ("age-other-asked", "Tom is 10 years old. Sara is twice as old as Tom. How old is Sara's aunt?"),
    # "3 times older than": 30 or 40?
    ("age-times-older", "Tom is 10 years old. Sara is 3 times older than Tom. How old is Sara?"),
]

REFUSED += [
    # more inside than it holds
    ("room-over", "A box can hold 50 pencils. There are 60 pencils in the box. How many more pencils can the box "
     "hold?"),
    # another container's contents
    ("room-other-box", "A red box can hold 50 pencils. There are 20 pencils in the blue box. How many more "
     "pencils can the box hold?"),
    # other things inside
    ("room-other-things", "A box can hold 50 pencils. There are 20 pens in the box. How many more pencils can "
     "the box hold?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
