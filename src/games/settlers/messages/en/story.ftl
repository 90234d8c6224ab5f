# Imperial Settlers: where the game stands.

settlers-round = Round { $round } of { $rounds }
settlers-step-lookout = Lookout, draft { $draft }, pick { $pick } of { $picks }
settlers-step-alternate-keep = Lookout: keep 1, pass the others
settlers-step-alternate-second = Lookout: keep 1 of the cards received
settlers-step-production-choices = Production choices
settlers-step-production-keep = Production: keep Faction cards
settlers-step-action = Action phase
settlers-game-over = Game over
