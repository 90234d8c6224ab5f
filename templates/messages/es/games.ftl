# The pages of a game besides its seats: the game page, the archive, a new game, managing a game, its history and steps, and the error pages.
