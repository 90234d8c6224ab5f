# Imperial Settlers' pages: the seat page (its tables, its cards, its form), the standing
# orders, the new-game options and a history step's table.

# A card in words: its name, deck, kind, colours, cost, fields and points; its ability follows
# as the data gives it.
settlers-card-named = { $name } — { $location }
settlers-card-location = { $deck } { $kind }
settlers-card-colours = { $location } ({ $colours })
settlers-card-deck-common = Common
settlers-card-deck-barbarians = Barbarian
settlers-card-deck-romans = Roman
settlers-card-deck-japanese = Japanese
settlers-card-deck-egyptians = Egyptian
settlers-card-kind-production = Production Location
settlers-card-kind-feature = Feature Location
settlers-card-kind-action = Action Location
settlers-card-kind-plain = no kind Location
settlers-colour-brown = brown
settlers-colour-grey = grey
settlers-colour-red = red
settlers-colour-pink = pink
settlers-colour-gold = gold
settlers-colour-blue = blue
settlers-colour-black = black
settlers-colour-purple = purple
settlers-card-costs = costs { $cost }
settlers-card-costs-nothing = costs nothing
settlers-card-costs-part-only = costs nothing and a Location part
settlers-card-cost-part = { $cost } and a Location part
settlers-card-raze = raze: { $goods }
settlers-card-no-raze = cannot be razed
settlers-card-deal = deal: { $goods }
settlers-card-worth = worth { $vp } at the end
settlers-card-summary = { $fields }.
settlers-card-unverified = [{ settlers-unverified-mark }]
settlers-card-known = Note: { $known }
settlers-card-translated = (The name is our translation: the official English name is unknown.)
# Shown above the cards to a reader of another language than English.
settlers-page-abilities-english = The cards' abilities are in English: no source translates them.

# What a card gives, counted from the Empire.
settlers-per-colour = { $goods } per { $location } in your Empire (max { $max })
settlers-per-samurai = { $goods } per Samurai you have deployed (max { $max })
settlers-colour-location-brown = brown Location
settlers-colour-location-grey = grey Location
settlers-colour-location-red = red Location
settlers-colour-location-pink = pink Location
settlers-colour-location-gold = gold Location
settlers-colour-location-blue = blue Location
settlers-colour-location-black = black Location
settlers-colour-location-purple = purple Location
# A good alone, as a choice names it.
settlers-good-wood = wood
settlers-good-stone = stone
settlers-good-food = food
settlers-good-gold = gold
settlers-good-worker = worker
settlers-good-raze-token = raze token
settlers-good-defense-token = defense token
settlers-good-card = card
settlers-good-common-card = Common card
settlers-good-faction-card = Faction card
settlers-good-vp = VP
settlers-good-samurai = Samurai

# A card at a glance: its cost and its points, beside its name.
settlers-glance = { $price } · { $vp }
settlers-glance-goods-part = { $goods } + a Location
settlers-glance-part = a Location
settlers-glance-free = free

# A player's table.
settlers-page-player = Player { $number }
settlers-page-you = {" "}(you)
settlers-page-first-player = First player
settlers-page-passed = passed
settlers-page-score-now = Score now
settlers-page-score = { $score } ({ $vp } on the track)
settlers-page-supply = Supply
settlers-page-cards = Cards
settlers-page-card-counts = hand { $hand ->
    [one] { $hand } card
   *[other] { $hand } cards
} · Faction deck { $deck } · { $foundations ->
    [one] { $foundations } Foundation
   *[other] { $foundations } Foundations
}
settlers-page-hand = Hand
settlers-page-hand-folded = Hand: { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
settlers-page-held = Held to keep one
settlers-page-holds = Holds { $count ->
    [one] { $count } card
   *[other] { $count } cards
} to keep one.
settlers-page-looked-at = Looked at, to keep
settlers-page-looks-at = Looks at { $count ->
    [one] { $count } Faction card
   *[other] { $count } Faction cards
}.
settlers-page-empire = Empire
settlers-page-row-production = Production
settlers-page-row-feature = Feature
settlers-page-row-action = Action
settlers-page-row-plain = No kind
settlers-page-nothing-built = Nothing built yet.
settlers-page-deals = Deals
settlers-page-foundations = Foundations (face down)
settlers-page-defended = defended
settlers-page-samurai = Samurai
settlers-page-used = used { $uses } of { $per }
settlers-page-placed = { $goods } placed

# The seat page around its form.
settlers-page-asked = { $asked }.
settlers-page-nothing-asked = Nothing is asked of you in this step.
settlers-page-submitted = Your decision for this step is in. You can still change it here until the step closes.
settlers-page-goes-with = What goes with it
settlers-page-row = The Lookout row
settlers-page-your-empire = Your Empire
settlers-page-others = The other players
settlers-page-points-now = { $score } points now
settlers-page-in-hand = { $count ->
    [one] { $count } card
   *[other] { $count } cards
} in hand

# The form: the Lookout, the keeps, Production choices.
settlers-page-pick = Take one card of the Lookout row
settlers-page-alternate-keep = Keep one; the others go to { $player }
settlers-page-alternate-second = Keep one of the cards you received; the other is discarded
settlers-page-confirm = Confirm
settlers-page-confirm-production = Confirm your Production choices
settlers-page-keep-of = Keep { $keep } of these
settlers-page-keep = Keep these cards
settlers-page-production-cards = Your production gives { $cards }: how many from your Faction deck (the rest from the Common deck)
settlers-page-as-rules-choose = as the rules choose when you do not
settlers-page-produces = { $card } produces
settlers-page-copies = { $card } copies
settlers-page-copied-option = { $card }: the copied Location's option
settlers-page-option = option { $number }

# The form: a turn's actions, each kind folded under its heading.
settlers-page-your-action = Your action
settlers-page-pass = Pass: no more actions this round
settlers-page-kind-count = { $kind } ({ $count })
settlers-page-build = Build
settlers-page-part = For a card that needs a Location part: the Location or Foundation it replaces
settlers-page-part-none = none
settlers-page-deal = Make a Deal, for 1 food
settlers-page-raze-card = Raze a card of your hand, for 1 raze token
settlers-page-raze = Raze an opponent's Location
settlers-page-raze-location = Raze { $player }'s { $card } ({ $paid })
settlers-page-use = Use an Action Location
settlers-page-uses-left = { $card } ({ $count ->
    [one] { $count } use
   *[other] { $count } uses
} left this round)
settlers-page-twice = { $card } twice
settlers-page-target = If you use { $card }: its choice
settlers-page-target2 = If you use { $card } twice: the second choice
settlers-page-target-deal = your Deal { $card }
settlers-page-target-own = your { $card }
settlers-page-target-steal = { $goods } from { $player }
settlers-page-target-location = { $player }'s { $card }
settlers-page-target-raze-good = { $player }'s { $card }: { $good }
settlers-page-target-enemy-deal = { $player }'s Deal { $card }
settlers-page-target-build = build { $card }
settlers-page-target-card = { $card } from your hand
settlers-page-discard-cards = If the Location you use discards cards: which ones
settlers-page-discard-deals = If the Location you use discards Deals: which ones
settlers-page-spend = Spend workers on these goods
settlers-page-spend-legend = Spend workers, 2 for each good (up to { $count ->
    [one] { $count } good
   *[other] { $count } goods
})
settlers-page-spend-wood = Wood
settlers-page-spend-stone = Stone
settlers-page-spend-food = Food
settlers-page-spend-common = Common cards
settlers-page-spend-faction = Faction cards
settlers-page-faction-cards = Of the cards your action gives from the deck of your choice, how many from your Faction deck (the rest from the Common deck)
settlers-page-all-of-them = all of them
settlers-page-defense = After the action, place a defense token on
settlers-page-keep-defense = keep it
settlers-page-samurai-before = Before the action, deploy a Samurai (1 worker each) on
settlers-page-samurai-after = After the action, deploy a Samurai (1 worker each) on
# What goes with any action, folded under one heading that says what the form sends of it.
settlers-page-with-action = With the action: { $what }
settlers-page-with-deck = the deck of cards you gain
settlers-page-with-defense = the defense token
settlers-page-with-samurai = Samurai
settlers-page-now-faction-cards = { $count } of the cards from your Faction deck
settlers-page-now-defense = the defense token onto { $card }
settlers-page-now-samurai = Samurai on { $cards }
settlers-page-confirm-turn = Confirm your turn

# Why the form did not read as a decision.
settlers-form-no-card = The form names a card that is not in this game.
settlers-form-no-player = The form names a player who is not at this table.
settlers-form-no-good = The form names a good that does not exist.
settlers-form-option-number = A production option must be a whole number.
settlers-form-faction-cards-number = The number of Faction cards must be a whole number.
settlers-form-workers-number = A number of pairs of workers must be a whole number.
settlers-form-choose-card = Choose a card.
settlers-form-card-not-offered = That card is not one you can choose now.
settlers-form-bad-target = The form's choice for that Location is not one it offers.
settlers-form-no-action = That Location has no action.
settlers-form-choose-target = Choose what { $card } does.
settlers-form-choose-target2 = Choose what { $card } does the second time.
settlers-form-choose-action = Choose an action, or pass.
settlers-form-spend-what = Say what your workers buy.
settlers-form-bad-action = That action is not one the form offers.

# Standing orders.
settlers-orders-title = Standing orders
settlers-orders-saved = Your standing orders are saved.
settlers-orders-not-saved = Not saved:
settlers-orders-about = Missive follows these orders for you as your turns come, and when a deadline passes before you decide or during an absence you declare. Whatever they leave open, Missive decides as it would for any player: a missed turn is a pass.
settlers-orders-pass-when = Pass at once when my only actions are
settlers-orders-hint = When every action your turn offers is of the kinds you tick, Missive passes for you without asking (any Samurai still go where they guard best). Tick none to be asked every turn.
settlers-orders-build = building
settlers-orders-deal = making a Deal
settlers-orders-raze-card = razing a card of my hand
settlers-orders-raze = razing an opponent's Location
settlers-orders-activate = using an Action Location
settlers-orders-spend-workers = spending workers
settlers-orders-save = Save my orders
settlers-orders-back = Back to my seat
settlers-orders-no-kind = The form names a kind of action that does not exist.

# The new-game and new-league options.
settlers-options-factions = Factions, in seat order
settlers-options-factions-hint = Leave them all to chance, or choose one for each player from the first seat on.
settlers-options-random = Drawn at random
settlers-options-lookout = Lookout
settlers-options-standard = Standard: take one card of the face-up row in turn
settlers-options-alternate = Alternate: draw 3, keep 1, pass 2, then keep 1 of the 2 received
settlers-options-in-order = Choose the factions from the first seat on, or leave them all to chance.
settlers-options-twice = Two seats cannot both play the { $faction }.
settlers-options-no-faction = There is no faction called { $name }.
settlers-options-lookout-refused = Choose the standard or the Alternate Lookout.
