# The leagues: their pages, seasons, standings and ratings, and their emails.

# The list of leagues.
leagues-title = Leagues
leagues-about = A league plays seasons of scheduled games: every member gets the same number of games, in tables sized for its game (3 to 5 players, or 2 to 4), for league points and a rating.
leagues-start = Start a league
leagues-sign-in-to-start = Sign in to start a league
leagues-none = No league here yet.
leagues-left = You have left the league.

# A league's page.
league-pod-size = games of { $size } where possible
league-hours-per-decision = { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
} per decision
league-no-deadlines = no deadlines
league-points-by-place = league points by place: { $points }
league-members-only = members only
league-public = public
league-ratings = Ratings
league-season = Season { $number }
league-season-final = Season { $number }: final tables
league-season-games = the season’s games
league-seasons = Seasons
league-start-now = Start it now
league-members = Members ({ $count })
league-organizer = organizer
league-member-rating = rating { $rating }
league-make-organizer = Make organizer
league-leave-hint = If you leave during a season, your games there play on: your decisions are made by your standing orders or by default, and an organizer may give your seat to someone else.
league-leave = Leave the league
league-how-to-join = To join, ask an organizer for an invitation or the league’s join link.
league-already-member = Already a member?
league-sign-in = Sign in
league-done-invited = The invitations are on their way.
league-done-joined = Welcome: you are a member of this league.
league-done-organizer = The league has one more organizer.
league-done-planned = The season is planned; it starts on its date.
league-done-started = The season has started: every member has their games.
league-back = Back to the league

# What the organizers of a league do on its page.
league-organize = Organize
league-join-link-made = The league’s join link (shown once; make a new one at any time, which stops this one):
league-invite = Invite by email
league-invite-emails = Email addresses, separated by commas or lines
league-invite-send = Send the invitations
league-make-join-link = Make a new join link
league-plan-next = Plan the next season
league-plan-change = Change the planned season
league-plan-first-day = First day (UTC)
league-plan-last-day = Last day (UTC)
league-plan-games-each = Games per member
league-plan-hint = At the start every member’s games are scheduled and start at once; members who join later enter the next season. Games still going at the end are finished by default decisions.
league-plan = Plan the season
league-plan-later = The next season can be planned once the season under way is over.

# Starting a league.
league-new-title = New league
league-new-heading = New league of { $game }
league-new-instead = A league of { $game } instead
league-new-name = Name
league-new-description = What the league is about (optional)
league-new-deadlines = Deadlines of the league’s games
league-new-hours = Time for each decision (a turn, in a turn-based game)
league-new-no-deadline = No deadline
league-new-hours-choice = { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
}
league-new-reminders = Reminders
league-new-absence-days = Days of absence each player may declare per game
league-new-pod-size = Players per game the schedule aims for
league-new-divisions = Divisions in the first season
league-new-divisions-hint = Each division needs at least 3 members; members are split by rating.
league-new-promote = Members promoted from each division at a season’s end
league-new-relegate = Members relegated from each division at a season’s end
league-new-points = League points by place, per table size
league-new-points-how = One line per table size: the size, a colon, then the points of 1st, 2nd, … place, separated by commas or spaces. For tables of 4, for example:
league-new-points-ties = Players sharing a place share its points. Ties in the table are broken by total VP, then by the games the tied members played together.
league-new-visibility = Who may see the league, its tables and its games
league-new-anyone = Anyone
league-new-members-only = Its members only
league-new-start = Start the league

# Joining a league, by its join link or an emailed invitation.
league-join-title = Join { $league }
league-join-about = Members play scheduled seasons of { $game } by email: at each season’s start every member’s games are scheduled, and each game emails you when a decision is due. You can leave at any time.
league-join-sign-in-first = To join with this link, sign in first (we email you a link), then open this join link again.
league-join = Join the league

# A season's page, and its tables.
season-heading = { $league }: season { $number }
season-days = { $first } to { $last }
season-games-each = { $count ->
    [one] { $count } game each
   *[other] { $count } games each
}
season-starts-on-its-date = starts on its date
season-not-started = not started yet
season-under-way = under way
season-finished = finished
season-finished-final = finished: the tables are final
season-tables = Tables
season-games = Games
season-game-round = Round { $round }
season-game-in-division = Division { $division }, round { $round }
season-game-won-by = won by { $names }
season-game-abandoned = abandoned
season-game-by-default = finished by default when the season ended
division-heading = Division { $number }
division-standings = Standings
league-column-member = Member
league-column-games = Games
division-column-points = Points
division-column-vp = VP
division-column-wins = Wins
division-left = (left the league)
division-by-default = { $count ->
    [one] { $count } game of this division was still going when the season ended and was finished by default decisions; its result counts.
   *[other] { $count } games of this division were still going when the season ended and were finished by default decisions; their results count.
}

# The ratings: the leaderboard, and one member's rating over time.
ratings-title = Ratings
ratings-heading = { $league }: ratings
ratings-about = Every finished league game moves its players’ ratings (the Weng-Lin method: each pair of players in a game compared by their places). The rating shown is the estimated strength minus three times its uncertainty, so it rises with good results and with games played.
ratings-none = No league game has finished yet.
ratings-column-rating = Rating
league-player-heading = { $name } in { $league }
league-player-rating = Rating { $rating } after { $games ->
    [one] { $games } league game
   *[other] { $games } league games
}.
league-player-unrated = No finished league game yet.
league-player-chart = Estimated strength after each league game
league-player-chart-game = Game { $number }
league-player-all-games = All of { $name }’s games
league-player-leaderboard = The leaderboard
league-player-league = The league
