# The pages of a game besides its seats: the game page, the archive, a new game, managing a game, its history and steps, and the error pages.

# The game page.
game-abandoned = This game was abandoned.
game-attention = This game needs attention
game-attention-about = Missive stopped on an error it cannot mend by itself. Whoever runs this Missive has it in their list of failed jobs, and can try it again once the cause is mended.
game-deadline = deadline { $deadline }
game-waiting-for = Still waiting for { $names }.
game-rank = Rank
game-player = Player
game-vp = VP
game-status = Status
game-deciding = deciding…
game-done = done
game-tie-break = Tie-break: { $rule }.
game-score-pad = Score pad
game-open-seat = Open my seat
game-manage = Manage this game
game-manage-about = (extend the deadline, replace a player, abandon)
game-table-now = The table now
game-from-start = From the start, step by step
game-charts = Charts
game-rounds = The game, round by round
game-log = Deadlines, absences and changes
game-record = Download the game’s record
game-record-about = (every step, to replay with { $command })

# The game's history, round by round.
game-being-decided = (being decided)
game-made-at-deadline = { $name }: decided at the deadline
game-made-by-orders = { $name }: decided by their standing orders
game-made-while-away = { $name }: decided while away
game-later-steps = Later steps

# The game page's charts.
game-chart-points = Victory points by round
game-chart-round = Round { $round }
game-chart-final = Final score
game-chart-player = Player { $seat }
game-chart-no-data = No data yet

# The archive of games, and a player's games.
archive-title = Games
archive-status = Status
archive-all = all
archive-active = in progress
archive-finished = finished
archive-abandoned = abandoned
archive-show = Show
archive-none = No game here.
archive-pages = Pages
archive-newest = ← Newest
archive-older = Older →
archive-won-by = won by { $names }
archive-game-abandoned = abandoned
archive-rank = rank { $rank } with { $score } VP

# Starting a new game.
new-game-title = New game
new-game-heading = New game of { $game }
new-game-instead = Start a game of { $game } instead
new-game-players = Players ({ $min } to { $max }), in seat order
new-game-players-hint = Each player gets an email with their own link. Leave rows empty for fewer players.
new-game-email = Player { $number } email
new-game-name = Player { $number } name
new-game-hours = Time for each decision (a turn, in a turn-based game)
new-game-no-deadline = No deadline
new-game-hours-choice = { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
}
new-game-reminders = Reminders to players who have not decided
# Reminder schedules, on the new-game form and the new-league form alike.
reminders-12-1 = 12 hours and 1 hour before the deadline
reminders-half = Halfway to the deadline, whatever the time allowed
reminders-24-1 = 24 hours and 1 hour before the deadline
reminders-1 = 1 hour before the deadline
reminders-none = No reminders
new-game-absence = Days of absence each player may declare
new-game-absence-hint = While a player is away their decisions are made for them at once, so nobody waits.
new-game-visibility = Who may see the game and its history
new-game-public = Anyone with its address
new-game-players-only = Only its players
new-game-start = Start the game

# Managing a game: its organizer's controls.
manage-title = Manage
manage-heading = Manage { $game }
manage-extended = The deadline is extended.
manage-replaced = The seat has a new player; both were told by email.
manage-abandoned = The game is abandoned; every player was told.
manage-over = This game is no longer going on: there is nothing to manage.
manage-deadline = Deadline
manage-deadline-now = The open step’s deadline: { $deadline }. It can still be extended by { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
} in all.
manage-extend-by = Extend by (hours, at most { $max })
manage-why = Why (the players will read it)
manage-extend = Extend the deadline
manage-no-deadlines = This game has no deadlines.
manage-players = Players
manage-seat = Seat
manage-player = Player
manage-misses = Deadlines missed in a row
manage-give-title = Give a seat to someone else
manage-give-about = The newcomer gets a link by email and plays on with everything the seat knew; the old player’s links stop working.
manage-email = The newcomer’s email
manage-name = Their name (optional)
manage-give = Give the seat
manage-abandon = Abandon the game
manage-abandon-about = Nothing more is decided; every player is told why. This cannot be undone.
manage-back = Back to the game

# A step of the game's history: the table as it was after it.
step-title = { $game }, step { $step }
step-heading = Step { $step } of { $last }
step-before-first = Before the first step
step-steps = Steps
step-previous = ← Step { $step }
step-next = Step { $step } →
step-my-last = My last decision
step-game = The game
step-over = The game is over: every hand is shown.
step-as-seat = As your seat saw it then.
step-public = What everyone could see then; hands stay hidden until the game is over.
step-talk = Written at the table during this step
step-table = The table after step { $step }
step-next-phase = Next: { $phase }

# Stopping a game's emails from a link in one.
unsubscribe-title = Emails
unsubscribe-done = No more emails
unsubscribe-done-about = { $email } will get no more emails about games. Your links keep working.
unsubscribe-settings = You can turn emails back on in your settings.
unsubscribe-ask = Stop emails?
unsubscribe-ask-about = { $email } gets an email for each decision due. Stop them all?
unsubscribe-stop = Stop all game emails

# The emails written to files when no SMTP server is set (development).
dev-mail-title = Mail (development)
dev-mail-heading = Mail written to files
dev-mail-about = No SMTP server is configured, so emails are written here instead of sent. Newest first.
dev-mail-none = No email yet.
dev-mail-written = Written (UTC)
dev-mail-to = To
dev-mail-subject = Subject
dev-mail-all = All emails
dev-mail-html = As HTML
dev-mail-to-line = To { $recipient }
dev-mail-reply = Reply
dev-mail-replied = Your reply is on its way to the game. Its answer, if any, comes as an email in the list.
dev-mail-reply-about = As if { $name } replied from their mail program (this email is quoted below the reply): “ok” confirms what the seat’s page is filled with, “pick” and a name or number picks a card an email lists, and anything else is posted at the table.
dev-mail-send = Send the reply

# The seat page: where the game stands.
seat-status = { $phase } · step { $step }

# The game's log: what happened outside its rules.
log-by-orders = { $name } (by their standing orders)
log-deadline-passed = The deadline passed: decided at the deadline for { $names }.
log-deadline-extended = { $organizer } extended the deadline by { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
}, to { $deadline }: { $reason }
log-replaced = { $newcomer } took over { $old }'s seat; { $organizer } made the change.
log-abandoned = { $organizer } abandoned the game: { $reason }
log-missed = { $name } has missed { $count } deadlines in a row.
log-season-ended = The season ended before this game did: its remaining decisions were made by default.
log-left-league = { $name } left the league: their decisions are made for them until the game ends.
log-away = { $name } is away from { $first } to { $last }: their decisions are made for them meanwhile.
log-back = { $name } is back: they decide for themselves again.
