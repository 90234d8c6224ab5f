# The leagues: their pages, seasons, standings and ratings, and their emails.
