# The words of reply commands. A word's message is how the language writes it; `.also` gives
# more ways a player may write it, separated by commas. English is always read too.
wonderful-verb-pick = pick
    .also = take
wonderful-verb-build = build
wonderful-verb-recycle = recycle
wonderful-verb-place = place
    .also = put
wonderful-verb-token = token
wonderful-verb-trade = trade
wonderful-verb-keep = keep

# The words a command is read with besides its verb: "recycle Zoo onto Zeppelin", "onto empire".
wonderful-word-onto = onto
    .also = on
# What closes the card a cube goes onto, in a language that puts it after the card (Japanese
# "…を帝国に"); nothing elsewhere.
wonderful-word-onto-end = {""}
wonderful-word-empire = empire
    .also = my empire, your empire

# The commands an email lists: how each is written (with the verb as the reader writes it),
# what it does, and what it says beside each name it takes.
wonderful-usage-pick = { wonderful-verb-pick } <card>
wonderful-usage-build = { wonderful-verb-build } <card>, …
wonderful-usage-recycle = { wonderful-verb-recycle } <card> [{ wonderful-word-onto } <card>], …
wonderful-usage-place = { wonderful-verb-place } <card>, …
wonderful-usage-token = { wonderful-verb-token } <{ wonderful-general } or { wonderful-financier }>
wonderful-usage-trade = { wonderful-verb-trade } <card>, <card>
wonderful-usage-keep = { wonderful-verb-keep } <card>
wonderful-does-pick = pick that card of your hand
wonderful-does-build = slate those cards for construction; the others are recycled ("{ wonderful-verb-build } …; { wonderful-verb-recycle } …" says both)
wonderful-does-recycle = recycle those of the same cards, each one's cube onto a card under construction or your Empire; the others are slated
wonderful-does-recycle-sites = { wonderful-does-recycle } (under construction: { $cards })
wonderful-does-place = put one { $resource } on each card named ("2 { $resource }" for two), the rest of your { $count } on your Empire
wonderful-does-token = the Science supremacy token you take (after "{ wonderful-verb-place } …;" or alone)
wonderful-does-trade = discard those 2 cards of your hand to draw 5 and keep 1
wonderful-does-keep = keep that card; the others are discarded
# Beside a card to plan: its type, cost ("2 Materials + 1 Energy") and recycling bonus.
wonderful-choice-card = { $kind }; costs { $cost }; recycled for 1 { $resource }
wonderful-choice-cost = { $count } { $space }
# Beside a card under construction a produced cube may go onto.
wonderful-choice-open = { $count } { $resource } { $count ->
    [one] space
   *[other] spaces
} open

# Why a command cannot be read.
wonderful-command-no-trade = You cannot trade now: plan your hand.
wonderful-command-alone = "{ $verb }" takes nothing after a ";".
wonderful-command-not-this-step = "{ $word }" is not a command of this step: it takes "{ $verb }".
wonderful-command-one-card = Name one card only.
wonderful-command-too-many = "{ $item }" names more cards than there are.
wonderful-command-named-twice = "{ $name }" is named more often than you have it.
wonderful-command-trade-two = Name exactly 2 cards of your hand to trade.
wonderful-command-once = Say "{ $verb }" once.
wonderful-command-not-planning = "{ $word }" is not a command of Planning: it takes "{ wonderful-verb-build } …" and "{ wonderful-verb-recycle } …".
wonderful-command-build-or-recycle = Write "{ wonderful-verb-build }" or "{ wonderful-verb-recycle }" and the cards.
wonderful-command-both = { $card } is both built and recycled.
wonderful-command-unplanned = Say whether to build or recycle { $cards }.
wonderful-command-placed-too-many = You produced { $count } { $resource } and placed { $placed }.
wonderful-command-no-token = Only the winner of Science supremacy chooses a token.
wonderful-command-not-production = "{ $word }" is not a command of Production: it takes "{ wonderful-verb-place } …".
wonderful-command-not-production-token = "{ $word }" is not a command of Production: it takes "{ wonderful-verb-place } …" and "{ wonderful-verb-token } …".

# A decision in a few words, as a reply's confirmation says it. Clauses are joined by
# wonderful-words-then; a plan's first clause starts with a capital.
wonderful-words-pick = Pick { $card }
wonderful-words-keep = Keep { $card }
wonderful-words-trade = Trade { $cards }
wonderful-words-build = build { $cards }
wonderful-words-recycle = recycle { $cards }
wonderful-words-onto = { $card } (onto { $onto })
wonderful-words-all-on-empire = Put all { $count } { $resource } on your Empire
wonderful-words-place = Place { $resource }: { $each }
wonderful-words-place-rest = Place { $resource }: { $each }, { $rest } on your Empire
wonderful-words-on = { $count } on { $card }
wonderful-words-cubes = cubes
wonderful-words-take-token = take a { $token }
wonderful-words-scrap = discard { $card } from construction
wonderful-words-krystallium = Krystallium onto { $card }
wonderful-words-token-onto = a { $token } onto { $card }
wonderful-words-then = { $first }; { $then }

# Why a name cannot be read: $what is what it should name, "card", "token" or "site" (a card
# with an empty $resource space); $choices what may be named, numbered. (Two names it could be
# are said by games-find-ambiguous.)
wonderful-find-missing = Name the { $what ->
    [token] token
    [site] card with an empty { $resource } space
   *[other] card
}.
wonderful-find-no-number = There is no { $what ->
    [token] token
    [site] card with an empty { $resource } space
   *[other] card
} number { $n }: { $choices }.
wonderful-find-unknown = "{ $wanted }" is not one of the { $what ->
    [token] tokens
    [site] cards with an empty { $resource } space
   *[other] cards
} you can name now: { $choices }.
