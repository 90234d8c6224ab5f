# Imperial Settlers: why a decision is refused. A reason starts a sentence in lower case and has
# no full stop: the page or the email makes a sentence of it.

# The table, when a game is set up.
settlers-refused-seats = Imperial Settlers is played by { $min } to { $max } players, not { $seats }
settlers-refused-faction-count = choose one faction for each of the { $seats } players
settlers-refused-faction-twice = the { $faction } are chosen twice: every player needs a different faction

# Who decides, and what the step asks. A seat is counted from 0; the refusals that name one come
# of a bug or of a tampered form.
settlers-refused-game-over = the game is over
settlers-refused-no-such-seat = there is no such seat in this game
settlers-refused-not-your-turn = it is not your turn: the { $faction } are playing
settlers-refused-not-your-pick = it is not your pick: the { $faction } pick now
settlers-refused-nothing-to-decide = you have nothing to decide in this step
settlers-refused-owes-nothing = seat { $seat } owes nothing in this step
settlers-refused-decided-twice = seat { $seat } decided twice
settlers-refused-not-decided = seat { $seat } has not decided yet
# Another refusal, of one player's decision among several.
settlers-refused-of-faction = The { $faction }: { $reason }
settlers-refused-no-card-number = there is no card number { $number }
settlers-refused-asks-lookout = this step asks for a card of the Lookout row
settlers-refused-asks-keep-one = this step asks for the card you keep
settlers-refused-asks-production = this step asks for your Production choices
settlers-refused-asks-keep = this step asks for the cards you keep
settlers-refused-asks-turn = this step asks for your turn

# The Lookout, and Faction cards looked at.
settlers-refused-not-in-row = { $card } is not in the Lookout row
settlers-refused-not-keepable = { $card } is not among the cards you may keep
settlers-refused-production-too-soon = Production choices go with your last Lookout form of the round, not this one
settlers-refused-keep-too-many = you looked at { $looked } cards and name { $named }
settlers-refused-named-twice = { $card } is named twice
settlers-refused-not-looked-at = { $card } is not among the cards you looked at
settlers-refused-keep-of = keep { $count } of { $cards }

# Production choices.
settlers-refused-choices-too-many = your Production choices name more Locations than you have
settlers-refused-choice-twice = { $card } is named twice in your Production choices
settlers-refused-not-production-location = { $card } is not a Production Location
settlers-refused-no-options = { $card }'s production has no options to choose from
settlers-refused-options = { $card } has { $count } options, numbered from 0
settlers-refused-copies-nothing = { $card } copies no production
settlers-refused-copies-itself = { $card } cannot copy itself
settlers-refused-copy-not-yours = { $card } copies one of your own Production Locations, and { $target } is not one
settlers-refused-copy-not-allowed = { $card } cannot copy { $target }: it copies only your other Production Locations that do not copy
settlers-refused-copy-no-options = { $card } copies no production with options
settlers-refused-faction-cards-too-many = your production gives { $cards }, so at most { $count } can come from your Faction deck

# Cards a player names that are not where they should be.
settlers-refused-not-in-hand = { $card } is not in your hand
settlers-refused-not-your-location = { $card } is not one of your Locations
settlers-refused-not-your-deal = { $card } is not one of your Deals
settlers-refused-not-your-production-location = { $card } is not one of your Production Locations

# What a payment costs, and why it cannot be made: "Quarry costs 1 wood and 1 stone; you have
# 1 wood".
settlers-refused-card-costs = { $card } costs { $price }
settlers-refused-deal-costs = a Deal costs { $price }
settlers-refused-use-costs = using { $card } costs { $price }
settlers-refused-use-twice-costs = using { $card } twice costs { $price }
settlers-refused-cannot-pay = { $cost }; you have { $goods }
settlers-refused-cannot-pay-none = { $cost }; you have none
settlers-refused-gold-beyond-price = { $cost }: you chose to pay { $chosen } with gold, but it needs only { $needed }
settlers-refused-gold-short = { $cost }: paying with gold as you chose takes { $gold }; you have { $held }

# Building.
settlers-refused-builds-faction-only = { $by } builds only Faction cards, and { $card } is a Common card
settlers-refused-part-none = { $card } needs its Location part, and you have no Location or Foundation to discard
settlers-refused-part-needed = { $card } needs its Location part: name one of your Locations or Foundations to discard
settlers-refused-part-waived = { $by } builds { $card } without its Location part: discard nothing
settlers-refused-no-part = { $card } has no Location part: discard nothing
settlers-refused-not-your-part = { $card } is not one of your Locations or Foundations
settlers-refused-produces-nothing = { $card } does not produce: it needs no production choices

# Deals.
settlers-refused-deal-common = { $card } is a Common card: Deals are made with Faction cards

# Razing. $faction is a faction's published name; English makes an adjective of it.
settlers-refused-raze-card-token = razing { $card } from your hand takes 1 raze token; you have none
settlers-refused-no-raze-field = { $card } has no raze field: it cannot be razed
settlers-refused-raze-faction-card = { $card } is { $faction ->
    [Barbarians] a Barbarian
    [Romans] a Roman
    [Egyptians] an Egyptian
   *[Japanese] a Japanese
} card: only Common cards, and the Japanese player's own cards, are razed from the hand
settlers-refused-raze-faction-location = { $card } is { $faction ->
    [Barbarians] a Barbarian
    [Romans] a Roman
    [Egyptians] an Egyptian
   *[Japanese] a Japanese
} Location: only Common and Japanese Locations can be razed
settlers-refused-cannot-be-razed = { $card } cannot be razed
settlers-refused-raze-own = you cannot raze your own Locations this way: choose an opponent's
settlers-refused-raze-passed = The { $faction } have passed: their Locations cannot be razed this round
settlers-refused-not-their-location = { $card } is not a Location of the { $faction }
settlers-refused-raze-tokens = razing { $card } takes { $tokens }; you have { $have }
# $guards: "2 + defense token".
settlers-refused-raze-tokens-guarded = razing { $card } takes { $tokens } ({ $guards }); you have { $have }

# Action Locations.
settlers-refused-not-action-location = { $card } is not an Action Location
settlers-refused-unverified = { $card }'s ability is not verified: it cannot be activated
settlers-refused-say-uses = say how many times you use { $card }
settlers-refused-used = { $card } has been used this round
settlers-refused-used-twice = { $card } has been used twice this round
settlers-refused-uses-left = { $count ->
    [one] { $card } has { $count } use left this round
   *[other] { $card } has { $count } uses left this round
}
settlers-refused-discards-hand = each use of { $card } discards { $cards } of your hand; you named { $named }
settlers-refused-discards-deals = each use of { $card } discards { $count } of your Deals; you named { $named }
settlers-refused-no-effect = { $card } has no effect to aim
settlers-refused-needs = { $card } needs { $what }
settlers-refused-needs-faction-card = a Faction card of your hand to build
settlers-refused-needs-deal = one of your Deals
settlers-refused-needs-production-location = one of your Production Locations
settlers-refused-needs-steal = an opponent and the resource to take
settlers-refused-needs-enemy-location = an opponent's Location
settlers-refused-needs-enemy-deal = an opponent's Deal
settlers-refused-needs-raze-good = an opponent's Location and a good of its raze field
settlers-refused-needs-own-location = one of your Locations
settlers-refused-needs-deal-to-build = one of your Deals to build
settlers-refused-needs-hand-card = a card of your hand

# Effects aimed at an opponent.
settlers-refused-no-seat = there is no seat { $seat } at this table
settlers-refused-not-yourself = choose an opponent, not yourself
settlers-refused-opponent-passed = The { $faction } have passed: they cannot be chosen this round
settlers-refused-steal-resource-only = only wood, stone or food can be taken, not { $good }
settlers-refused-victim-lacks = The { $faction } have no { $good }
settlers-refused-raze-with-tokens = razing { $card } with { $by } takes { $tokens }; you have { $have }
settlers-refused-discards-common-only = { $by } discards only Common Locations, and { $card } is a Faction Location
settlers-refused-not-their-deal = { $card } is not a Deal of the { $faction }
settlers-refused-raze-field-lacks = { $card }'s raze field has no { $good }

# Goods by their names alone, for "has no wood".
settlers-refused-good-wood = wood
settlers-refused-good-stone = stone
settlers-refused-good-food = food
settlers-refused-good-gold = gold
settlers-refused-good-worker = worker
settlers-refused-good-raze-token = raze token
settlers-refused-good-defense-token = defense token
settlers-refused-good-card = card
settlers-refused-good-common-card = Common card
settlers-refused-good-faction-card = Faction card
settlers-refused-good-vp = VP
settlers-refused-good-samurai = Samurai

# Spending workers.
settlers-refused-worker-goods = name what each pair of workers buys: wood, stone, food, a Common card or a Faction card
settlers-refused-workers-short = spending { $pairs ->
    [one] { $pairs } pair
   *[other] { $pairs } pairs
} of workers takes { $workers }; you have { $have }

# The defense token, and the Japanese Samurai.
settlers-refused-no-defense-token = you have no defense token to place
settlers-refused-defense-not-yours = { $card } is not one of your Locations: the defense token goes on one of yours
settlers-refused-defense-faction = { $card } is a Faction Location: the defense token goes on a Common Location
settlers-refused-has-defense = { $card } already has a defense token
settlers-refused-samurai-japanese-only = only the Japanese deploy Samurai
settlers-refused-samurai-places = you name more places for Samurai than you have Locations
settlers-refused-samurai-twice = { $card } is named twice: a Location takes one Samurai
settlers-refused-samurai-common = { $card } is a Common Location: Samurai guard only your Faction Locations
settlers-refused-has-samurai = { $card } already has a Samurai
settlers-refused-samurai-not-unguarded = { $card } cannot take a Samurai: it is not one of your unguarded Faction Locations
settlers-refused-samurai-workers = deploying { $samurai } takes { $workers }; you have { $have }
settlers-refused-gives-no-samurai = { $card } gives no Samurai: name no places for them
settlers-refused-samurai-too-many = { $card } gives { $samurai }; you named { $places } places
