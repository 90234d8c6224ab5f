# It's a Wonderful World's pages: the seat page and its forms, the boards, the cards, the
# standing orders and the new game's options. The resources, tokens and card types are those of
# story.ftl.

# A badge: a count of something, on a card or a board.
wonderful-badge = { $count } { $what }
wonderful-badge-general = { $count ->
    [one] { $count } General
   *[other] { $count } Generals
}
wonderful-badge-financier = { $count ->
    [one] { $count } Financier
   *[other] { $count } Financiers
}
wonderful-badge-vp = { $count } VP
wonderful-badge-per = { $badge } per { $per ->
    [structure] { wonderful-structure }
    [vehicle] { wonderful-vehicle }
    [research] { wonderful-research }
    [project] { wonderful-project }
    [discovery] { wonderful-discovery }
    [general] { wonderful-general }
   *[financier] { wonderful-financier }
}

# A card, on a page and in one line.
wonderful-card-cost = Cost
wonderful-card-produces = Produces
wonderful-card-scores = Scores
wonderful-card-bonus = Bonus
wonderful-card-recycle = Recycle
wonderful-line-card = { $card } — { $kind }
wonderful-line-cost = cost { $badges }
wonderful-line-produces = produces { $badges }
wonderful-line-bonus = bonus { $badges }
wonderful-line-recycle = recycle: { $resource }

# A player's board.
# After a name, with the space before it where the language writes one.
wonderful-page-you-mark = {" "}(you)
wonderful-page-holds = Holds
wonderful-page-empire-cubes = Empire cubes
wonderful-page-cubes-and-hand = { $cubes } (5 make a Krystallium) · hand { $hand ->
    [one] { $hand } card
   *[other] { $hand } cards
}
wonderful-page-hand = Hand
wonderful-page-draft-area = Draft area
wonderful-page-under-construction = Under construction
wonderful-page-none-under-construction = Nothing.
wonderful-page-filled = Filled
wonderful-page-constructed = Constructed: { $summary }
wonderful-page-none-built = none yet
wonderful-page-built = { $count } ({ $kinds })
wonderful-page-built-kind = { $count } { $kind }
wonderful-page-this-step = This step: { $count } { $resource } produced
wonderful-page-this-step-supremacy = This step: { $count } { $resource } produced, supremacy won
wonderful-page-copy = { $card } (copy { $nth })
# A board in one line, folded.
wonderful-glance-produces = produces { $badges }
wonderful-glance-holds = holds { $badges }
wonderful-glance-built = { $count } built
wonderful-glance-construction = { $count } under construction
wonderful-glance-drafted = { $count } drafted
wonderful-glance-hand = hand { $count }

# The seat page: where the game stands and what is asked.
wonderful-page-player = Player { $seat }
wonderful-page-status = Round { $round } of { $rounds } · { $phase } · step { $step }
wonderful-page-status-over = The game is over · step { $step }
wonderful-page-ask-pick = Draft, pick { $pick } of { $picks }: choose one card of your hand to keep. The rest of the hand then passes to { $player }.
wonderful-page-ask-plan = Planning: for each card of your Draft area, slate it for construction or recycle it.
wonderful-page-ask-produce-none = Production of { $resource }: you produced none. You may still place Krystallium or tokens, or discard a card under construction.
wonderful-page-ask-produce = Production of { $resource }: place the { $count } { $resource } you produced.
wonderful-page-ask-solo = Planning: trade 2 cards of your hand for a look at 5 more, or slate or recycle each card of your hand.
wonderful-page-ask-keep = Keep one of the cards you drew; the others are discarded.
wonderful-page-over = The game is over.
wonderful-page-nothing-asked = Nothing is asked of you right now.
wonderful-page-waiting = Nothing is asked of you right now — we are waiting for { $names }.
wonderful-page-submitted = Your decision for this step is in. You can still change it here until the step closes.
wonderful-page-from-orders = Filled in from your standing orders. Confirm it, or change it first.
wonderful-page-suggested = Filled in with a suggestion. Confirm it, or change it first.
wonderful-page-your-empire = Your Empire
wonderful-page-other-players = The other players

# Draft: a pick, or the card kept after a solo trade.
wonderful-page-choose-card = Choose one card
wonderful-page-confirm-here = Confirm your pick
wonderful-page-confirm-pick = Confirm this pick
wonderful-page-confirm-keep = Confirm: keep this card

# Solo: the trade.
wonderful-page-trade = Trade: discard 2 cards of your hand, draw 5 from the deck ({ $left } left) and keep 1 of them
wonderful-page-trade-hint = Each card is described in full in the plan below.
wonderful-page-trade-button = Discard these 2 and draw 5
wonderful-page-or-plan = Or plan your hand as it is:

# Planning.
wonderful-page-plan-legend = Slate or recycle each card
wonderful-page-what-to-do = What to do with { $card }
wonderful-page-slate = Slate
wonderful-page-recycle = Recycle
wonderful-page-cube-onto = Its cube onto
wonderful-page-my-empire = my Empire
wonderful-page-if-slated = { $card }, if slated
wonderful-page-confirm-plan = Confirm my plan

# Production.
wonderful-page-you-produced = You produced { $badge }.
wonderful-page-supremacy-token = You won Science supremacy: take a General or a Financier
wonderful-page-no-space = None of your cards under construction has an empty { $resource } space: all { $count } cubes go to your Empire.
wonderful-page-cubes-legend = Your { $count } { $resource } cubes
wonderful-page-cubes-hint = Tick a space for each cube to place on a card; the rest go to your Empire, where every 5 become 1 Krystallium.
wonderful-page-empty-spaces = { $card } ({ $count } empty)
wonderful-page-confirm-cubes = Confirm my cubes

# What a Planning or Production form can do at any time.
wonderful-page-any-time = At any time
wonderful-page-you-hold = You hold
wonderful-page-place-krystallium = Place Krystallium
wonderful-page-place-krystallium-hint = A Krystallium fills any empty resource space, and it is the only thing that fills a Krystallium space. Tick the spaces to fill.
wonderful-page-place-tokens = Place Generals and Financiers
wonderful-page-krystallium-onto = Krystallium onto
wonderful-page-tokens-onto = Tokens onto
wonderful-page-scrap = Discard a card under construction
wonderful-page-discard = Discard { $card } (its recycling cube, { $resource }, goes to your Empire)
wonderful-page-order = In what order this form applies
wonderful-page-order-planning = The cards you discard; the cards you slate; cubes onto cards; the other cubes onto your Empire, where every 5 become a Krystallium you can place in this same form; then Krystallium; then Generals and Financiers. A card is built the moment its last space is filled, and its bonus can be used further down this list.
wonderful-page-order-production = The cards you discard; cubes onto cards; the other cubes onto your Empire, where every 5 become a Krystallium you can place in this same form; then Krystallium; then Generals and Financiers. A card is built the moment its last space is filled, and its bonus can be used further down this list.

# Why a decision's form does not read (after "Not accepted:").
wonderful-form-no-card-number = there is no card number { $number }
wonderful-form-card-missing = a card is missing from the form
wonderful-form-no-card = there is no card { $value }
wonderful-form-no-krystallium-space = Krystallium cannot go onto { $value } spaces
wonderful-form-no-field = the form has no field { $field }
wonderful-form-unexpected = this form has no field { $field }
wonderful-form-twice = the form sent { $field } twice
wonderful-form-no-action = there is no action { $action } here
wonderful-form-not-a-number = the number of { $what } is not a number
wonderful-form-negative = the number of { $what } cannot be negative
wonderful-form-too-large = the number of { $what } is far too large
wonderful-form-what-krystallium = Krystallium for { $card }'s { $space } spaces
wonderful-form-what-generals = Generals for { $card }
wonderful-form-what-financiers = Financiers for { $card }
wonderful-form-what-cubes = cubes for { $card }
wonderful-form-choose-card = choose a card
wonderful-form-choose-keep = choose the card to keep
wonderful-form-only-one-card = choose only one card
wonderful-form-slate-or-recycle = say whether to slate or recycle { $card }
wonderful-form-slate-or-place = { $card }: choose to slate it or where its cube goes
wonderful-form-place = { $card }: choose where its cube goes
wonderful-form-trade-two = choose exactly 2 cards to discard (you chose { $count })
wonderful-form-choose-token = choose a General or a Financier
wonderful-form-token-missing = you won Science supremacy: choose a General or a Financier

# The standing orders.
wonderful-orders-title = Standing orders · { $game }
wonderful-orders-heading = Standing orders
wonderful-orders-saved = Your standing orders are saved.
wonderful-orders-not-saved = Not saved:
wonderful-orders-about = Missive follows these orders for you when a deadline passes before you decide, during an absence you declare, and in your Production steps if you tick the last box. Whatever they leave open, Missive decides as it would for any player.
wonderful-orders-draft = Draft: the card to take
wonderful-orders-draft-hint = At each pick, the first line that matches a card of your hand is taken; a card type takes your most useful card of that type. If no line matches, Missive picks. Solo, this also chooses the card you keep after a trade.
wonderful-orders-first-choice = First choice
wonderful-orders-then-choice = Then, choice { $line }
wonderful-orders-any-type = Any card of a type
wonderful-orders-any = Any { $kind }
wonderful-orders-structures = Structures
wonderful-orders-vehicles = Vehicles
wonderful-orders-research = Research
wonderful-orders-projects = Projects
wonderful-orders-discoveries = Discoveries
wonderful-orders-planning = Planning: slate or recycle
wonderful-orders-produces = Your Empire produces each round: { $badges }.
wonderful-orders-planning-hint = With a number of rounds, Missive slates the cards that production can pay for in that time, cheapest first, once your cards under construction are paid for. What you do not produce enough of must come from Krystallium (the ones you hold, or 5 spare cubes for each), and General and Financier spaces from the tokens you hold. The other cards are recycled. Solo, you then never trade.
wonderful-orders-plan-within = Slate the cards my Empire can build within
wonderful-orders-let-missive = Let Missive decide
wonderful-orders-rounds = { $count ->
    [one] { $count } round
   *[other] { $count } rounds
}
wonderful-orders-production = Production: where the cubes go
wonderful-orders-production-hint = Each step, your cubes go onto your cards of these designs under construction, in this order, each taking all it can; the cubes left over go to your Empire. Leave every line blank to let Missive place them.
wonderful-orders-nothing-under-construction = You have nothing under construction now.
wonderful-orders-under-construction = Under construction now: { $cards }.
wonderful-orders-fill-first = Fill first
wonderful-orders-then-priority = Then, priority { $line }
wonderful-orders-play-production = Play my Production steps for me as soon as they open
wonderful-orders-save = Save my orders
wonderful-orders-back = Back to my seat
# Why the standing orders' form does not read (after "Not saved:").
wonderful-orders-no-draft-choice = draft choice { $line }: there is no card or card type { $value }
wonderful-orders-no-fill-card = production priority { $line }: there is no card { $value }
wonderful-orders-bad-rounds = plan within 1 to { $rounds } rounds, or let Missive decide
wonderful-orders-bad-box = tick the Production box, or leave it empty

# The game's charts.
wonderful-chart-production = Production by round, all players

# The new game's options.
wonderful-options-empire-cards = Empire cards
wonderful-options-side-a = Side A: each Empire different (recommended for first games)
wonderful-options-side-b = Side B: all Empires the same
wonderful-options-refused-side = Choose side A or side B of the Empire cards.
