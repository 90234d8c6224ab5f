# It's a Wonderful World: its words, where the game stands, what it asks, what happened.

wonderful-materials = Materials
wonderful-energy = Energy
wonderful-science = Science
wonderful-gold = Gold
wonderful-exploration = Exploration
wonderful-krystallium = Krystallium
wonderful-general = General
wonderful-financier = Financier
wonderful-structure = Structure
wonderful-vehicle = Vehicle
wonderful-research = Research
wonderful-project = Project
wonderful-discovery = Discovery
wonderful-nothing = nothing
wonderful-unknown-card = an unknown card
wonderful-a-player = a player
wonderful-side = { $empire }, side { $side }

# Where the game stands.
wonderful-round = Round { $round }
wonderful-step-draft = Draft, pick { $pick } of { $picks }
wonderful-step-planning = Planning
wonderful-step-solo = Planning, sequence { $sequence } of 2
wonderful-step-production = Production: { $resource }
wonderful-game-over = Game over

# What a prompt asks, in one line, and in an email's subject.
wonderful-due-pick = Pick a card (round { $round }, pick { $pick } of { $picks })
wonderful-due-plan = Plan your drafted cards (round { $round })
wonderful-due-produce = Place { $count } { $resource } (round { $round })
wonderful-due-produce-token = Place { $count } { $resource } (round { $round }), and choose your Science supremacy token
wonderful-due-solo = Trade or plan your hand (round { $round })
wonderful-due-keep = Keep one of the cards you drew (round { $round })
wonderful-subject-pick = Your pick (round { $round }, pick { $pick } of { $picks })
wonderful-subject-plan = Planning (round { $round })
wonderful-subject-produce = Production: { $resource } (round { $round })
wonderful-subject-solo = Trade or plan (round { $round })
wonderful-subject-keep = Keep a card (round { $round })

# What happened.
wonderful-round-began = Round { $round } began.
wonderful-dealt = Each player was dealt { $count } cards.
wonderful-picked = { $player } { $card }
wonderful-revealed = Pick { $pick } revealed: { $picks }.
wonderful-leftover-discarded = { $count ->
    [one] The last card of each hand was discarded.
   *[other] The last { $count } cards of each hand were discarded.
}
wonderful-planned = { $player } slated { $slated } and recycled { $recycled }.
wonderful-produced-by = { $player } { $count }
wonderful-produced = { $resource } produced: { $amounts }.
wonderful-supremacy = { $player } won { $resource } supremacy and took a { $token }.
wonderful-no-supremacy = Nobody won { $resource } supremacy.
wonderful-built = { $player } built { $card }.
wonderful-scrapped = { $player } discarded { $card } from construction.
wonderful-krystallium-made = { $player } turned Empire cubes into { $count } Krystallium.
wonderful-stack-taken = Sequence { $sequence }: a new stack of 5 cards.
wonderful-traded = Discarded { $discarded } to draw { $count }.
wonderful-kept = Kept one card, discarded { $discarded }.
