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
