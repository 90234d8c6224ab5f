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
