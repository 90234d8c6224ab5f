# The leagues: their pages, seasons, standings and ratings, and their emails.

# A season's page, and its tables.
season-days = { $first } to { $last }
season-game-won-by = won by { $names }
season-game-abandoned = abandoned
