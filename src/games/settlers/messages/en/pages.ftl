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
