# Imperial Settlers: its words, where the game stands, what it asks, what happened.

settlers-round = Round { $round } of { $rounds }
settlers-step-lookout = Lookout, draft { $draft }, pick { $pick } of { $picks }
settlers-step-alternate-keep = Lookout: keep 1, pass the others
settlers-step-alternate-second = Lookout: keep 1 of the cards received
settlers-step-production-choices = Production choices
settlers-step-production-keep = Production: keep Faction cards
settlers-step-action = Action phase
settlers-game-over = Game over

# Its words: a player, cards, factions, goods with their counts.
settlers-a-player = a player
settlers-unknown-card = an unknown card
settlers-unverified = { $card } ({ settlers-unverified-mark })
settlers-unverified-mark = ability not verified
settlers-faction = { $faction }
settlers-nothing = nothing
settlers-wood = { $count } wood
settlers-stone = { $count } stone
settlers-food = { $count } food
settlers-gold = { $count } gold
settlers-workers = { $count ->
    [one] { $count } worker
   *[other] { $count } workers
}
settlers-raze-tokens = { $count ->
    [one] { $count } raze token
   *[other] { $count } raze tokens
}
settlers-defense-tokens = { $count ->
    [one] { $count } defense token
   *[other] { $count } defense tokens
}
settlers-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
settlers-common-cards = { $count ->
    [one] { $count } Common card
   *[other] { $count } Common cards
}
settlers-faction-cards = { $count ->
    [one] { $count } Faction card
   *[other] { $count } Faction cards
}
settlers-vp = { $count } VP
settlers-samurai = { $count } Samurai
# Cards gained, and the decks they came from: "2 cards (1 Common, 1 Faction)".
settlers-cards-from-decks = { $cards } ({ $decks })
settlers-deck-common = Common
settlers-deck-faction = Faction
settlers-deck-common-count = { $count } Common
settlers-deck-faction-count = { $count } Faction
settlers-look-at = { $count ->
    [one] a look at { $count } Faction card
   *[other] a look at { $count } Faction cards
}

# How the parts of a line are joined: items in a row, clauses of a sentence, sentences.
settlers-series = { $first }, { $rest }
settlers-clauses = { $first }; { $rest }
settlers-sentences = { $first } { $rest }

# What a prompt asks, in one line, and in an email's subject.
settlers-due-pick = Take a card of the Lookout row (round { $round }, { $draft ->
    [1] first
   *[other] second
} draft)
settlers-due-pick-production = Take a card of the Lookout row (round { $round }, { $draft ->
    [1] first
   *[other] second
} draft), and make your Production choices
settlers-due-alternate-keep = Keep 1 of { $cards } and pass the others (round { $round })
settlers-due-alternate-second = Keep 1 of { $cards } (round { $round })
settlers-due-alternate-second-production = Keep 1 of { $cards } (round { $round }), and make your Production choices
settlers-due-production-choices = Make your Production choices (round { $round })
settlers-due-keep = Faction cards: { $groups }
settlers-due-keep-group = keep { $keep } of { $cards }
settlers-due-turn = Your turn (round { $round }): take an action or pass
settlers-subject-pick = Your Lookout pick (round { $round })
settlers-subject-alternate-keep = Keep 1, pass the others (round { $round })
settlers-subject-alternate-second = Keep 1 of the cards received (round { $round })
settlers-subject-production-choices = Your Production choices (round { $round })
settlers-subject-keep = Keep Faction cards (round { $round })
settlers-subject-turn = Your turn (round { $round }, turn { $turn })
settlers-subject-turn-open = Your turn (round { $round })

# The opening.
settlers-seat = { $player } – { $faction }
settlers-seats = Seats: { $seats }. First player: { $first }.
settlers-opening-draw = Each player draws 2 Common cards and 2 Faction cards.
settlers-opening-alternate = Each player drew 3 Common cards, to keep 1 and pass 2.

# What happened: the Lookout, Production and Cleanup.
settlers-round-began = Round { $round }.
settlers-faction-cards-taken = Each player takes a Faction card.
settlers-faction-deck-empty = { $player }'s Faction deck is empty.
settlers-you-drew = You drew { $cards }.
settlers-common-reshuffled = { $count ->
    [one] The Common discard pile is shuffled into a new deck of { $count } card.
   *[other] The Common discard pile is shuffled into a new deck of { $count } cards.
}
settlers-revealed = Revealed: { $cards }.
settlers-took = { $player } takes { $card }.
settlers-leftover-discarded = { $card } is discarded.
settlers-alternate-passed = Each player drew 3 Common cards, kept 1 and passed 2.
settlers-alternate-passed-some = Each player kept 1 of the Common cards drawn and passed the others ({ $counts }).
settlers-passed-count = { $player } { $count }
settlers-you-passed = You passed { $cards } to { $player }.
settlers-passed-you = { $player } passed you { $cards }.
settlers-alternate-discarded = Discarded: { $cards }.
settlers-card-of = { $card } ({ $player })
settlers-produced = { $player } produces { $goods }.
settlers-you-look = You look at { $cards }.
settlers-kept = { $player } keeps { $kept } of { $looked } Faction cards and discards { $discarded }.
settlers-keeps = { $player } keeps { $goods }
settlers-nobody-keeps = Nobody keeps anything
settlers-cleanup = { $kept }; the rest is discarded.
settlers-first-player = { $player } is First player.

# What happened: gains told alone.
settlers-gained-bonus = { $card }: building bonus { $goods }.
settlers-gained-production = { $card } produces { $goods }.
settlers-gained-feature = { $card }: { $player } gains { $goods }.
settlers-gained-deal = { $player } gains { $goods } ({ $card }'s deal).
settlers-gained-raze-field = { $player } gains { $goods } ({ $card }'s raze field).
settlers-gained-action = { $player } gains { $goods } ({ $card }).
settlers-gained = { $player } gains { $goods }.

# When a gain is nothing, said on its own: a language may not say it as it says a gain.
settlers-gain-bonus-nothing = building bonus nothing
settlers-gain-produces-nothing = produces nothing
settlers-gain-card-produces-nothing = { $card } produces nothing
settlers-gain-feature-nothing = { $card }: nothing
settlers-gain-nothing = gains nothing
settlers-gained-bonus-nothing = { $card }: building bonus nothing.
settlers-gained-production-nothing = { $card } produces nothing.
settlers-gained-feature-nothing = { $card }: { $player } gains nothing.
settlers-gained-deal-nothing = { $player } gains nothing ({ $card }'s deal).
settlers-gained-raze-field-nothing = { $player } gains nothing ({ $card }'s raze field).
settlers-gained-action-nothing = { $player } gains nothing ({ $card }).
settlers-gained-nothing = { $player } gains nothing.
settlers-produced-nothing = { $player } produces nothing.

# What happened: an action and what it gained, on one line (rules §12.8).
settlers-line = { $action }: { $gains }.
settlers-line-alone = { $action }.
settlers-builds = { $player } builds { $card } ({ $cost })
settlers-builds-with = { $player } uses { $by } to build { $card } ({ $cost })
settlers-cost-location = { $paid }; discards { $part }
settlers-cost-foundation = { $paid }; discards the Foundation { $part }
settlers-makes-deal = { $player } makes a Deal with { $card } ({ $paid })
settlers-razes-card = { $player } razes { $card } from the hand (1 raze token)
settlers-razes = { $player } razes { $victim }'s { $card } ({ $paid })
settlers-razes-guarded = { $player } razes { $victim }'s { $card } ({ $paid }: { $guards })
settlers-guards-defense = 2 + defense token
settlers-guards-samurai = 2 + Samurai
settlers-guards-both = 2 + defense token + Samurai
settlers-razes-with = { $player } razes { $victim }'s { $card } with { $by }
settlers-razed-foundation = { $card } becomes { $player }'s Foundation; { $player } takes 1 wood
settlers-razed-discarded = { $card } is discarded
settlers-returns-defense = the defense token returns to the supply
settlers-returns-samurai = the Samurai returns to the supply
settlers-returns-both = the defense token and the Samurai return to the supply
settlers-razed-tail = { $razed }.
settlers-razed-tail-returns = { $razed }; { $returned }.
settlers-uses = { $player } uses { $card }
settlers-uses-twice = { $player } uses { $card } twice
settlers-uses-paying = { $player } uses { $card } ({ $costs })
settlers-uses-twice-paying = { $player } uses { $card } twice ({ $costs })
settlers-cost-discards = discards { $cards }
settlers-cost-discards-deals = discards the Deal { $cards }
settlers-spends-workers = { $player } spends { $count } workers: { $goods }
settlers-gain-bonus = building bonus { $goods }
settlers-gain-produces = produces { $goods }
settlers-gain-card-produces = { $card } produces { $goods }
settlers-gain-feature = { $card }: { $goods }
settlers-gain = gains { $goods }

# What happened: what an action did to another player.
settlers-stole = { $player } takes { $goods } from { $victim }.
settlers-location-discarded = { $player } discards { $victim }'s { $card }.
settlers-deal-discarded = { $player } makes { $victim } discard the Deal { $card }.
settlers-deal-taken-to-hand = { $player } takes { $victim }'s Deal { $card } into the hand.
settlers-deal-taken = { $player } takes { $victim }'s Deal { $card } under the board.
settlers-foundation-laid = { $player } puts a card of the hand face down as a Foundation.
settlers-defense-placed = { $player } places the defense token on { $card }.
settlers-samurai-deployed = { $player } deploys Samurai on { $cards }.
settlers-passes = { $player } passes.
settlers-passes-nothing-to-do = { $player } passes (nothing to do).
settlers-passes-deadline = { $player } passes (deadline).

# The end. The score pad's labels and the tie-break come in English from the score.
settlers-final = Final: { $standings }.
settlers-final-tie = Final: { $standings }; tie broken on { $tie }.
settlers-standing = { $player } { $score } ({ $pad })
settlers-pad-line = { $label } { $points }

# The news of an email's subject: what opponents did since the reader's last decision.
settlers-news-razed = { $player } razed { $what }
settlers-news-discarded = { $player } discarded { $what }
settlers-news-took = { $player } took { $what }
settlers-news-your-card = your { $card }
settlers-news-your-deal = your Deal { $card }
settlers-news-from-you = { $goods } from you
settlers-news-passed = { $player } passed
settlers-news-several-passed = { $players } passed
settlers-news-built = { $player } built { $card }
settlers-news-built-with = { $player } built { $card } with { $by }
settlers-news-deal = { $player } made a Deal with { $card }
settlers-news-razed-card = { $player } razed { $card } from the hand
settlers-news-razed-location = { $player } razed { $victim }'s { $card }
settlers-news-used = { $player } used { $card }
settlers-news-used-twice = { $player } used { $card } twice
settlers-news-spent-workers = { $player } spent { $count } workers
