# The words of reply commands. A word's message is how the language writes it; `.also` gives
# more ways a player may write it, separated by commas. English is always read too.
settlers-verb-pick = pick
    .also = take
settlers-verb-keep = keep
settlers-verb-pass = pass
settlers-verb-build = build
settlers-verb-deal = deal
settlers-verb-raze = raze
settlers-verb-use = use
settlers-verb-workers = workers
settlers-verb-spend = spend
settlers-verb-defense = defense
    .also = defence
settlers-verb-samurai = samurai
settlers-verb-faction = faction
settlers-verb-choose = choose
settlers-verb-copy = copy

# Words that stand between a command's names.
settlers-word-on = on
settlers-word-twice = twice
settlers-word-once = once
settlers-word-discarding = discarding
settlers-word-none = none
    .also = no, nothing, nowhere
settlers-word-all = all
settlers-word-cards = cards
    .also = card
settlers-word-workers = workers
    .also = worker

# The kinds of thing a command names, as a reason says them.
settlers-what-card = card
settlers-what-build = card you can build
settlers-what-deal = card you can make a Deal with
settlers-what-raze = card or Location you can raze
settlers-what-part = Location or Foundation
settlers-what-use = Location you can use
settlers-what-target = target
settlers-what-good = good
settlers-what-defense = Location for your defense token
settlers-what-samurai = Faction Location without a Samurai
settlers-what-hand-card = card of your hand
settlers-what-deal-card = Deal
settlers-what-copy = Location to copy
settlers-what-option = option

# Why a name cannot be read.
settlers-find-missing = Name the { $what }.
settlers-find-nothing = There is no { $what } you can name now.
settlers-find-no-number = There is no { $what } number { $n }: { $choices }.
settlers-find-unknown = No { $what } is called "{ $wanted }": { $choices }.
settlers-find-too-often = "{ $wanted }" is named more often than there are.

# How a thing is named in a list, and the other names a reply may give it.
settlers-command-owned = { $thing } ({ $owner })
settlers-command-owned-of = { $thing } of { $owner }
settlers-command-from-hand = { $card } from my hand
settlers-command-foundation = Foundation
settlers-command-foundation-of = { $card } (Foundation)
settlers-command-location = Location
settlers-command-raze-good = { $card } for { $good }

# The details beside a choice.
settlers-command-they-have = they have { $count }
settlers-command-discarded = discarded, nothing gained
settlers-command-two-workers-each = 2 workers each
settlers-command-cannot-be-razed = cannot be razed anyway
settlers-command-raze-price-with = raze price { $price } with it
settlers-command-deal-gives = gives { $goods } now and each round
settlers-command-cost-part = a Location part
settlers-command-cost-and-part = { $cost } and a Location part
settlers-command-produces-copy = the production of another Production Location
settlers-command-produces-look = a look at { $cards }, keep { $keep }
settlers-command-card-production = { $deck } Production ({ $gives }), { $costs }
settlers-command-card-feature = { $deck } Feature, { $costs }
settlers-command-card-action-does = { $deck } Action ({ $does }), { $costs }
settlers-command-card-action = { $deck } Action, { $costs }
settlers-command-card-plain = { $deck } no kind, { $costs }
settlers-command-costs = costs { $cost }
settlers-command-costs-nothing = costs nothing
settlers-command-unverified = { $detail } ({ settlers-unverified-mark })
settlers-command-gives = gives { $goods }
settlers-command-gives-nothing = gives nothing
settlers-command-produces = produces { $goods }
settlers-command-raze-card = from your hand, 1 raze token: { $gives }
settlers-command-raze-location = { $tokens }: { $gives }
settlers-command-raze-guarded = { $tokens } ({ $guards }): { $gives }
settlers-command-effect-build-faction = builds a Faction card of your hand without its Location part
settlers-command-effect-repeat-deal = gives one of your Deals' goods again
settlers-command-effect-repeat-production = one of your Production Locations produces again
settlers-command-effect-steal = takes 1 resource from an opponent
settlers-command-effect-raze-unguarded = razes an opponent's Location, whatever guards it
settlers-command-effect-discard = discards an opponent's Location
settlers-command-effect-lose-deal = an opponent discards one of his Deals
settlers-command-effect-take-deal = takes one of an opponent's Deals
settlers-command-effect-raze-good = takes a good of an opponent's Location's raze field
settlers-command-effect-raze-own = razes one of your Locations
settlers-command-effect-raze = razes an opponent's Location for { $tokens } (+1 per guard)
settlers-command-effect-build-deal = builds one of your Deals
settlers-command-effect-foundation = lays a card of your hand as a Foundation
settlers-command-hand-cards = { $count ->
    [one] { $count } card of your hand
   *[other] { $count } cards of your hand
}
settlers-command-deals = { $count ->
    [one] { $count } Deal
   *[other] { $count } Deals
}
settlers-command-gives-and = { $gives }, and { $does }
settlers-command-use = { $cost }: { $does }
settlers-command-use-twice = { $cost }: { $does }; may be used twice

# What a step takes, for a reason.
settlers-command-faction-cards = faction cards
settlers-command-takes-pick = "{ settlers-verb-pick } <card>"
settlers-command-takes-pick-production = "{ settlers-verb-pick } <card>", and after ";" your Production choices ({ settlers-command-faction-cards }, { settlers-verb-choose }, { settlers-verb-copy })
settlers-command-takes-keep = "{ settlers-verb-keep } <card>, …"
settlers-command-takes-turn = a turn takes one action ({ settlers-verb-build }, { settlers-verb-deal }, { settlers-verb-raze }, { settlers-verb-use }, { settlers-verb-workers } or { settlers-verb-pass }) and, each after a ";", { settlers-verb-defense }, { settlers-verb-samurai } or { settlers-command-faction-cards } if you like

# Why a line cannot be read.
settlers-command-not-a-command = "{ $clause }" is not a command: this step takes { $takes }.
settlers-command-turn-not-a-command = "{ $clause }" is not a command: { settlers-command-takes-turn }.
settlers-command-not-of-this-step = "{ $word }" is not a command of this step: it takes { $takes }.
settlers-command-not-of-turn = "{ $word }" is not a command of your turn: { settlers-command-takes-turn }.
settlers-command-pick-one = Pick one card only.
settlers-command-say-which-card = Say which card you take: { $takes }.
settlers-command-not-of-production = "{ $clause }" is not a command of your Production choices: they take "{ settlers-command-faction-cards } <n>", "{ settlers-verb-choose } <option>" and "{ settlers-verb-copy } <Location>", separated by ";".
settlers-command-write-keep = Write "{ settlers-verb-keep }" and the cards.
settlers-command-keep-alone = "{ settlers-verb-keep }" takes nothing after a ";".
settlers-command-name-kept = Name the cards you keep: "{ settlers-verb-keep } <card>, …".
settlers-command-keep-too-many = Keep { $keep } of { $cards }: you named { $named }.
settlers-command-say-once = Say "{ $word }" once.
settlers-command-faction-cards-number = "{ settlers-command-faction-cards }" takes a number: how many cards come from your Faction deck, as in "{ settlers-command-faction-cards } 2"; "{ $wanted }" is not one.
settlers-command-production-cards = Your production gives { $count ->
    [one] { $count } card
   *[other] { $count } cards
} from the deck of your choice: take 0 to { $count } of them from your Faction deck.
settlers-command-does-not-produce = { $card } does not produce: "{ settlers-verb-choose }" and "{ settlers-verb-copy }" say how a card produces.
settlers-command-copies-nothing = { $card } copies no production: drop "{ settlers-verb-copy }".
settlers-command-copies-no-options = { $card } copies nothing with options: drop "{ settlers-verb-choose }".
settlers-command-no-options = { $card } has no options to choose from: drop "{ settlers-verb-choose }".
settlers-command-nothing-copies = Nothing of yours copies a production this round: drop "{ settlers-verb-copy }".
settlers-command-production-no-options = Your production has no options to choose from this round: drop "{ settlers-verb-choose }".
settlers-command-one-action = One action a turn: you wrote "{ $first }" and "{ $second }".
settlers-command-say-action = Say your action too: { settlers-command-takes-turn }.
settlers-command-pass-alone = "{ settlers-verb-pass }" takes nothing more: write "{ settlers-verb-pass }" alone, or with "; { settlers-verb-samurai } …" or "; { settlers-verb-defense } …".
settlers-command-how-nothing = "{ settlers-verb-choose }" and "{ settlers-verb-copy }" say how a card your action builds or repeats produces: this action does neither.
settlers-command-cannot-build = You cannot build { $card } now: { $why }
settlers-command-cannot-deal = You cannot make a Deal with { $card } now: { $why }
settlers-command-cannot-raze = You cannot raze { $card } now: { $why }
settlers-command-cannot-use = You cannot use { $card } now: { $why }
settlers-command-not-in-hand = { $card } is not in your hand. { $why }
settlers-command-not-your-location = { $card } is not one of your Locations. { $why }
settlers-command-not-razable = { $card } is not in your hand or among your opponents' Locations. { $why }
settlers-command-no-part = { $card } has no Location part: write "{ settlers-verb-build } { $card }" alone.
settlers-command-once-or-twice = An Action Location is used once or twice in one action.
settlers-command-used-once = { $card } is used once a round.
settlers-command-one-use-left = { $card } has 1 use left this round.
settlers-command-cannot-pay-twice = You cannot pay for two uses of { $card }.
settlers-command-aims-at-nothing = { $card } aims at nothing: write "{ settlers-verb-use } { $card }" without "{ settlers-word-on }".
settlers-command-say-target = Say what { $card } aims at, as in "{ settlers-verb-use } { $card } { settlers-word-on } { $target }": it { $does }; name one of { $targets }.
settlers-command-discards-nothing = { $card } discards nothing: drop "{ settlers-word-discarding }".
settlers-command-discards-fewer = { $card } discards { $cards }: you named more.
settlers-command-workers-buy-what = Say what your workers buy, as in "{ settlers-verb-workers } 2 wood, food": wood, stone, food, Common card or Faction card.
settlers-command-workers-at-most = You have { $count } workers: they buy at most { $goods } goods, 1 for each pair.
settlers-command-workers-stated = { $count } workers buy { $goods } goods, 1 for each pair; you named { $named }.
settlers-command-no-defense-token = You have no defense token to place: drop "{ settlers-verb-defense }".
settlers-command-no-defense-place = None of your Locations can take your defense token: it goes on a Common Location without one.
settlers-command-only-japanese = Only the Japanese deploy Samurai: drop "{ settlers-verb-samurai }".

# The commands as the email lists them: how each is written, and what it does.
settlers-usage-pick = { settlers-verb-pick } <card>
settlers-does-pick = take that card of the Lookout row
settlers-does-pick-pass = keep that card; the others go to the next player
settlers-does-pick-discard = keep that card; the other is discarded
settlers-usage-keep = { settlers-verb-keep } <card>, …
settlers-does-keep = keep { $groups }; the others are discarded
settlers-does-keep-group = { $keep } of { $cards }
settlers-does-after-pick = { $does }; after "{ settlers-verb-pick } …;", else as "ok" says
settlers-usage-faction = { settlers-verb-faction } cards <n>
settlers-does-production-faction = of the { $cards } your Production gives from the deck of your choice, take n from your Faction deck ({ $left } left), the rest from the Common deck
settlers-usage-choose = { settlers-verb-choose } <option>
settlers-does-choose = what { $card } produces
settlers-usage-copy = { settlers-verb-copy } <Location>
settlers-does-copy = what { $card } copies
settlers-usage-pass = { settlers-verb-pass }
settlers-does-pass = end your turns for this round (final)
settlers-usage-build = { settlers-verb-build } <card> [{ settlers-word-on } <Location or Foundation>]
settlers-does-build = build that card of your hand, paying resources first and gold for what is missing
settlers-does-build-part = build that card of your hand, paying resources first and gold for what is missing; a Location part discards your Location or Foundation named after "{ settlers-word-on }" ({ $parts })
settlers-does-build-part-default = build that card of your hand, paying resources first and gold for what is missing; a Location part discards your Location or Foundation named after "{ settlers-word-on }" ({ $parts }); unsaid, { $default }, the one worth least to you
settlers-usage-deal = { settlers-verb-deal } <card>
settlers-does-deal = make a Deal with that Faction card of your hand, paying 1 food (or gold)
settlers-usage-raze = { settlers-verb-raze } <card, or player's Location>
settlers-does-raze = raze a card of your hand, or an opponent's Location ("{ settlers-verb-raze } Bob's Farm")
settlers-usage-use = { settlers-verb-use } <Location>
settlers-usage-use-twice = {" "}[{ settlers-word-twice }]
settlers-usage-use-on = {" "}[{ settlers-word-on } <target>]
settlers-usage-use-discarding = {" "}[{ settlers-word-discarding } <card>, …]
settlers-does-use = use that Action Location
settlers-does-use-twice = {" "}(twice: both uses in this action)
settlers-does-use-discarding = ; a cost in cards or Deals discards those named after "{ settlers-word-discarding }", else those worth least to you
settlers-usage-use-card-on = { settlers-verb-use } { $card } { settlers-word-on } <target>
settlers-does-use-card-on = { $card } { $does }: name which
settlers-usage-use-card-on-target = { settlers-verb-use } { $card } { settlers-word-on } { $target }
settlers-usage-build-card = { settlers-verb-build } { $card }
settlers-usage-then-choose = { $head }; { settlers-verb-choose } <option>
settlers-does-choose-then = what { $card } produces then
settlers-usage-then-copy = { $head }; { settlers-verb-copy } <Location>
settlers-does-copy-then = what { $card } copies then
settlers-usage-workers = { settlers-verb-workers } <good>, …
settlers-does-workers = spend 2 workers for each good named ("2 wood" for two); you have { $count } workers
settlers-does-turn-faction = after your action and ";": of the cards it gives from the deck of your choice, take up to n from your Faction deck ({ $left } left), the rest from the Common deck
settlers-usage-defense = { settlers-verb-defense } <Location>
settlers-does-defense = after your action and ";" (as in "{ settlers-verb-pass }; { settlers-verb-defense } Farm"): place your defense token on that Common Location
settlers-usage-samurai = { settlers-verb-samurai } <Location>, …
settlers-does-samurai = after your action and ";": deploy a Samurai (1 worker each) on each of those Faction Locations
settlers-what-location = Location

# A decision in a few words, as the deciding player reads it.
settlers-words-the-faction = the { $faction }
settlers-words-pick = Pick { $card }
settlers-words-keep = Keep { $card }
settlers-words-keep-pass = Keep { $card }, pass { $others } to { $player }
settlers-words-keep-discard = Keep { $card }, discard { $others }
settlers-words-production-choices = Your Production choices
settlers-words-keep-nothing = Keep nothing
settlers-words-keep-cards = Keep { $cards }
settlers-words-plan-common = Production: { $cards } from the Common deck
settlers-words-plan-faction = Production: { $cards } from your Faction deck
settlers-words-plan-split = Production: { $cards } from your Faction deck, { $common } from the Common deck
settlers-words-plan-as-it-comes = Production as it comes
settlers-words-option = { $card }: { $option }
settlers-words-copies = { $card } copies { $target }
settlers-words-copies-option = { $card } copies { $target } ({ $option })
settlers-words-pass = Pass (final for this round)
settlers-words-build = Build { $build }
settlers-words-deal = Make a Deal with { $card } ({ $paid })
settlers-words-raze-card = Raze { $card } from your hand (1 raze token)
settlers-words-raze = Raze { $player }'s { $card } ({ $tokens })
settlers-words-use = Use { $card }
settlers-words-use-twice = Use { $card } twice
settlers-words-discarding = , discarding { $cards }
settlers-words-discarding-deal = , discarding the Deal { $cards }
settlers-words-spend = Spend { $count } workers: { $goods }
settlers-words-faction-cards = ; up to { $count } of its cards from your Faction deck
settlers-words-defense = ; defense token on { $card }
settlers-words-samurai = ; Samurai on { $cards }
settlers-words-part-foundation = discarding your Foundation { $card } as its Location part
settlers-words-part = discarding { $card } as its Location part
settlers-words-gold = paying { $gold } with gold
settlers-words-notes = { $what } ({ $notes })
settlers-words-on-deal = {" "}on your Deal { $card }
settlers-words-on = {" "}on { $card }
settlers-words-on-notes = {" "}on { $card } ({ $notes })
settlers-words-steal = {" "}to take 1 { $good } from { $player }
settlers-words-on-owned = {" "}on { $player }'s { $card }
settlers-words-raze-good = {" "}to take 1 { $good } from { $player }'s { $card }
settlers-words-on-own = {" "}on your { $card }
settlers-words-on-enemy-deal = {" "}on { $player }'s Deal { $card }
settlers-words-to-build = {" "}to build { $build }
settlers-words-to-lay = {" "}to lay { $card } as a Foundation
