# It's a Wonderful World: why a decision is refused. A reason starts a sentence in lower case and
# has no full stop: the page or the email makes a sentence of it.

# The table, when a game is set up.
wonderful-refused-seats = It's a Wonderful World is played by { $min } to { $max } players, not { $seats }
wonderful-refused-empire-count = choose one Empire for each of the { $seats } players
wonderful-refused-no-such-empire = there is no such Empire
wonderful-refused-empire-twice = { $empire } is chosen twice: every player needs a different Empire

# Who decides, and what the step asks. A seat is counted from 0; these come of a bug or of a
# tampered form.
wonderful-refused-game-over = the game is over
wonderful-refused-no-such-seat = there is no such seat in this game
wonderful-refused-no-seat = there is no seat { $seat }
wonderful-refused-decided-twice = seat { $seat } decided twice
wonderful-refused-not-decided = seat { $seat } has not decided yet
# Another refusal, of one seat's decision among several.
wonderful-refused-of-seat = seat { $seat }: { $reason }
wonderful-refused-no-card-number = there is no card number { $number }
wonderful-refused-asks-pick = this step asks for a draft pick
wonderful-refused-asks-planning = this step asks for your Planning
wonderful-refused-asks-solo = this step asks for a trade or your Planning
wonderful-refused-asks-keep = this step asks for the card you keep
wonderful-refused-asks-production = this step asks for where your production goes

# The Draft and Planning.
wonderful-refused-not-in-hand = { $card } is not in your hand
wonderful-refused-not-in-draft-area = { $card } is not in your Draft area
wonderful-refused-listed-twice = { $card } is both slated and recycled, or listed twice
wonderful-refused-slate-or-recycle = say whether to slate or recycle { $card }

# Cubes, Krystallium and Character tokens on cards under construction.
wonderful-refused-not-under-construction = { $card } is not under construction in your Empire
wonderful-refused-no-space = { $card } has no empty { $space } space
wonderful-refused-no-space-but-krystallium = { $card } has no empty { $space } space: only Krystallium fits the Krystallium spaces
wonderful-refused-no-krystallium = you have no Krystallium left to place
# $space is General or Financier.
wonderful-refused-krystallium-for-token = Krystallium cannot replace a { $space }: only a { $space } token fits that space
wonderful-refused-no-token = you have no { $token } left to place

# Production.
wonderful-refused-choose-token = you won Science supremacy: choose a General or a Financier
wonderful-refused-token-not-won = only the winner of Science supremacy chooses a token
wonderful-refused-placed-too-many = you produced { $count } { $resource } and placed { $placed }

# Solo: trades.
wonderful-refused-deck-empty = the deck is empty: there is nothing left to draw
wonderful-refused-trade-needs-two = you need 2 cards in hand to trade
wonderful-refused-discard-two-different = choose two different cards to discard
wonderful-refused-not-drawn = { $card } is not among the cards you drew
