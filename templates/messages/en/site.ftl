# The site's frame: its header, and the language switch at the foot of every page.
site-nav = Site
site-games = Games
site-leagues = Leagues
site-language = Language

# The account page.
account-language = The language of your pages and emails

# Lists: "Ana, Bob and Cy".
list-comma = ,{" "}
list-and = { $rest } and { $last }

# The home page.
home-title = Board games by email
home-intro = Missive runs board games at your own pace. When a decision is due, you get an email; follow its link, choose, and the game moves on when everyone has.
home-sign-in = Sign in with your email
home-no-password = No password: we email you a sign-in link.
home-your-games = Your games
home-signed-in-as = Signed in as { $name }.
home-settings = Settings
home-all-games = All games
home-new-game = Start a new game
home-waiting = Waiting for you
home-waiting-none = Nothing is waiting for you.
home-decide-in = Decide in { $game }
home-in-progress = In progress
home-in-progress-none = No other game in progress.
home-waiting-for-you = waiting for you
home-waiting-for = waiting for { $names }
home-finished = Finished
home-finished-none = No finished game yet.
home-rank = rank { $rank } with { $score } VP
home-abandoned = abandoned
home-all-your-games = All your games →
home-sign-out = Sign out

# Signing in.
sign-in-title = Sign in
sign-in-intro = We email you a link that signs you in. No password needed; a new address gets an account.
sign-in-email = Email address
sign-in-send = Email me a sign-in link
sign-in-refused-address = Emails cannot be sent to that address. An address is a name, then @, then a domain, as in ann@example.org, without spaces, quotes or backslashes.
sign-in-limit-address = We have sent { $count ->
    [one] one sign-in email
   *[other] { $count } sign-in emails
} to this address in the last 15 minutes. Use the newest one, or try again later.
sign-in-limit-network = Too many sign-in emails were asked for from your network in the last hour. Try again later.
sign-in-sent-title = Check your email
sign-in-sent = We sent a sign-in link to { $email }. It works once, for { $minutes ->
    [one] one minute
   *[other] { $minutes } minutes
}.
sign-in-no-smtp = This Missive sends no real email (no SMTP server is set): the link is on the emails page.
sign-in-no-smtp-link = Open the emails page
sign-in-nothing-arrived = Nothing arrived? Look in your spam folder.
sign-in-again = Ask for another link
sign-in-confirm-title = Sign in to Missive
sign-in-confirm = Sign me in
account-title = Settings
account-signed-in-as = Signed in as { $email }.
account-saved = Saved.
account-name = Your name, as other players see it
account-emails = Emails about your games
account-notify-each = An email for each decision due, reminders before deadlines
account-notify-digest = One daily digest of every decision I owe, and nothing else
account-notify-none = No emails (I check my games myself)
account-digest-hour = Send the daily digest at
account-time-zone = Your time zone
account-quiet = Quiet hours
account-quiet-hint = Reminders and “waiting for you” emails wait until your quiet hours end. Deadlines do not move.
account-quiet-from = From
account-quiet-until = Until
account-quiet-none = no quiet hours
account-save = Save
account-calendar = Your deadlines in your calendar
account-calendar-made = Your private calendar address (it is shown only this once; anyone who has it sees your deadlines):
account-calendar-how = Add it to your calendar app as a subscription (“From URL”, “Subscribe to calendar”).
account-calendar-about = A private address your calendar app can subscribe to: every deadline you have a decision for.
account-calendar-had = You have one already; making a new one stops the old one working.
account-calendar-new = Make a new calendar address
account-calendar-make = Make my calendar address
account-sessions = Signed in
account-sessions-about = You stay signed in on this browser for 30 days. If you signed in on a computer that is not yours, or lost a phone, sign out of every browser at once.
account-sign-out-everywhere = Sign out everywhere
account-log = Emails we sent you, and your replies
account-log-none = None yet.
account-log-no-older = No older emails.
account-log-when = When
account-log-what = What
account-log-subject = Subject
account-log-status = Status
account-log-pages = Pages of emails
account-log-newer = ← Newer
account-log-older = Older →
account-refused-name = Your name must have 1 to 60 characters.
account-refused-language = Choose a language from the list.
account-refused-notify = Choose how you want to hear of your decisions.
account-refused-hour = Hours go from 0 to 23.
account-refused-time-zone = Choose your time zone from the list.
account-refused-quiet-same = Quiet hours must end at another hour than they start.
account-refused-quiet-half = Give both ends of your quiet hours, or neither.

# Kinds of email, and what became of one, in the account's log.
email-kind-decision-due = decision due
email-kind-reminder = reminder
email-kind-nudge = waiting for you
email-kind-digest = daily digest
email-kind-game-over = game over
email-kind-sign-in = sign-in link
email-kind-reply = your reply
email-kind-reply-answer = answer to your reply
email-kind-notice = notice
email-status-queued = queued
email-status-sending = sending
email-status-sent = sent
email-status-suppressed = suppressed
email-status-skipped = not sent
email-status-failed = failed
email-status-received = received
email-status-refused = refused
email-status-ignored = ignored

# The frame of a seat's page, and its table talk.
seat-deadline = Deadline: { $deadline }
seat-final-ranking = Final ranking
seat-asked = What is asked of you
seat-not-accepted = Not accepted:
seat-whole-game = The whole game: history and every player
seat-orders = Your standing orders
seat-absence = Going away?
talk-title = Table talk
talk-summary = ({ $count ->
    [one] { $count } message
   *[other] { $count } messages
}, the last from { $who })
talk-nothing = (nothing written yet)
talk-all = All { $count } messages

talk-page-about = { $game }. What you write here is read by everyone who may see this game, and it reaches the other players with their next email.
talk-page-about-players = { $game }. What you write here is read by everyone who may see this game (its players, and the members of its league if it has one), and it reaches the other players with their next email.
talk-refused = Your message was not posted: { $reason }
talk-write = Write to the table
talk-post = Post
talk-none = Nothing written at this table yet.
talk-by-email = by email
talk-hidden = This message was hidden by the game’s organizer.
talk-hide = Hide

# A seat's page while the step waits for others.
waiting-title = Waiting
waiting-decided = Your decision is in.
waiting-nothing-asked = Nothing is asked of you in this step.
waiting-for = Waiting for { $names }.
waiting-you = you
waiting-watching = This page looks again every { $seconds ->
    [one] second
   *[other] { $seconds } seconds
} and shows your next decision as soon as it opens; you can also leave: an email comes when it is your turn.
waiting-stop = Stop looking again
waiting-leave = You can leave: an email comes when it is your turn.
waiting-look-now = Look again now
waiting-look-every = Look again every { $seconds ->
    [one] second
   *[other] { $seconds } seconds
}
waiting-change = Change your decision
waiting-talk-about = : read what the others wrote, and write to them.
seat-still-waiting = Still waiting for: { $names }.

# Going away: an absence from one game.
absence-title = Going away?
absence-about = { $game }. While you are away, your decisions in this game are made for you as soon as they are due, by your standing orders if you have set any, otherwise the way Missive decides at a deadline. Nobody waits for you, and the other players see your absence in the game’s history.
absence-orders = Your standing orders
absence-allowance = This game allows { $days ->
    [one] { $days } day
   *[other] { $days } days
} of absence per player in all.
absence-saved = Saved.
absence-from = First day away
absence-until = Last day away
absence-declare = Declare my absence
absence-over-game = This game is no longer going on.
absence-yours = Your absences in this game
absence-line = From { $from } until { $until }
absence-back = I am back
absence-cancel = Cancel it
absence-over = (over)
absence-to-seat = Back to your seat

# Refusals: the page that says what was not done and why, with a way back.
error-status = Error { $status }
error-back-missive = Back to Missive
error-back = Back
error-back-game = Back to the game
error-back-seat = Back to your seat
error-back-league = Back to the league
error-back-form = Back to the form
error-back-email = Back to the email
error-sign-in = Sign in
error-all-games = All games
error-new-link = Ask for a new link
error-where-game-stands = See where the game stands
error-sign-in-again = Open the sign-in link again
error-no-page = This page was not found.
error-no-page-why = This page does not exist.
error-no-game = This game was not found.
error-no-game-why = This game does not exist.
error-no-player = This player was not found.
error-no-player-why = This player does not exist.
error-no-email = This email was not found.
error-no-email-why = This email does not exist.
error-no-league = This league was not found.
error-no-league-why = This league does not exist.
error-no-season = This season was not found.
error-no-season-why = This season does not exist.
error-no-seat = This seat was not found.
error-no-seat-why = This game has no such seat.
error-no-message = This message was not found.
error-no-message-why = This message does not exist.
error-players-only = This game is for its players only.
error-players-only-why = This game is open to its players only. If you play in it, sign in, or open it from a link in one of its emails.
error-sign-in-needed = Please sign in.
error-sign-in-needed-why = This page is for signed-in players. Sign in with your email address; no password needed.
error-members-only = This league is for its members only.
error-members-only-why = This league is open to its members only. If you are one, sign in.
error-bad-link = This link is not valid.
error-bad-link-why = This link does not open any seat. Check that you used the whole link from the email.
error-old-link = This link is no longer valid.
error-old-link-why = This link was revoked: the seat has been given to someone else or the link replaced. If you still play in this game, sign in to open it.
error-not-accepted = This was not accepted.
error-bad-invite = This link to join a league does not work: it was used already, is over 30 days old, or was replaced by a newer one; ask the organizer for a new one.
error-step-closed = That step is already closed: the game has moved on since this page was loaded.
error-game-over = This game is over.
error-nothing-owed = You have no decision to make in this step.
error-not-organizer = Only the organizer of this game may do that.
error-not-a-player = You do not play in this game.
error-limited = You have reached a limit.
error-undrawn = This page could not be drawn.
error-ours = Something went wrong on our side.
error-ours-why = Nothing you sent was lost or half-applied. Please try again in a moment.
error-archive-damaged = This page link is damaged.
error-archive-damaged-why = Start again from the newest games.
error-archive-status = There is no such status.
error-archive-status-why = Games are active, finished or abandoned.
error-not-yours = This game is not yours to manage.
error-not-yours-why = Only the organizer of this game can manage it.
error-sign-in-link = This link is not valid.
error-form-refused = This form was not accepted.
error-form-large = This form is far larger than any Missive form, so nothing was changed.
error-form-slow = This form took too long to arrive, so nothing was changed. Send it again.
error-form-unreadable = This form could not be read ({ $why }), so nothing was changed.
error-form-unread = This form was not understood.
error-form-unread-why = Its fields are not the ones its page sends, so nothing was changed. Go back, reload the page and send it again.
error-form-expired = This form has expired.
error-form-expired-why = This form has expired or did not come from a Missive page, so nothing was changed. Go back, reload the page and send it again.
error-form-incomplete = This form is incomplete.
error-form-incomplete-why = This form is missing the step it was drawn for, so nothing was changed. Reload the page and try again.
error-control = The field “{ $field }” holds an invisible control character ({ $code }), which no Missive field takes, so nothing was changed. Type the text again without it.
error-address = This address was not understood.
error-address-why = The address of this page could not be read ({ $why }).
error-no-step = There is no such step.
error-no-step-why = This game has resolved { $count ->
    [one] { $count } step
   *[other] { $count } steps
} so far.
error-no-such-game = There is no such game.
error-no-such-game-why = Missive runs these games: { $games }.
calendar-name = Missive deadlines
calendar-deadline = Deadline: { $game }
error-no-calendar = This calendar was not found.
error-no-calendar-why = This calendar address does not work (any more). Make a new one in your settings.
error-no-reply = This email takes no reply.
error-no-reply-why = Only a game’s emails to a player can be answered by replying.
error-record = The record is not ready yet.
error-record-why = The record can be downloaded once the game is over: before then it would reveal the players’ hands.
error-orders-over = This game is over.
error-orders-over-why = Standing orders decide the steps still to come, and this game has none left.
error-no-orders = This game has no standing orders.
error-no-orders-why = Its decisions are made on your seat’s page, or for you at a deadline.
sign-in-link-unknown = This sign-in link is not valid. Ask for a new one.
sign-in-link-expired = This sign-in link has expired. Ask for a new one.
sign-in-link-used = This sign-in link was already used. Ask for a new one.

# Why a request or a form is refused. Written as the end of a sentence: the page gives it its
# capital letter and its full stop.
refused-reason = say why, in at most 200 characters: the players will read it
refused-extension-hours = an extension is 1 to { $max } hours
refused-no-deadline = this game has no deadline to extend
refused-extension-used = one step's deadline may be extended by { $max } hours in all; { $left ->
    [one] { $left } hour
   *[other] { $left } hours
} left
refused-plays-already = { $email } already plays in this game
refused-absence-order = the last day comes before the first
refused-absence-past = an absence cannot start in the past
refused-absence-far = an absence must end within a year
refused-absence-allowance = this game allows { $days ->
    [one] { $days } day
   *[other] { $days } days
} of absence per player; you have { $left ->
    [one] { $left } day
   *[other] { $left } days
} left
refused-absence-over = that absence is already over
refused-absence-dates = give the first and the last day as dates, like 2026-12-24
refused-absence-days = Days of absence go from 0 to { $max }.
refused-demo-players = { $game } is played by { $min } to { $max } players
refused-talk-empty = the message is empty
refused-talk-control = the message holds a control character; write plain text
refused-talk-long = the message is { $length } characters long; the most is { $max }
refused-talk-limit = You have written { $count } messages in the last hour, the most there may be. Wait a little before the next.
refused-hours-number = give the hours as a number
refused-choose-seat = choose the seat to give
refused-choose-hours = Choose the time allowed for each decision.
refused-choose-reminders = Choose when reminders go out.
refused-not-an-address = “{ $address }” is not an email address
refused-name-long = A player's name can have at most { $max } characters.
refused-no-player = Add at least one player.
refused-too-few-players = { $game } is played by at least { $min } players.

# Refusals of the leagues' forms.
refused-season-games = each member plays 1 to { $max } games a season
refused-season-order = the season must end after it starts
refused-season-past = the season must end in the future
refused-season-starts = a season starts within { $days } days
refused-season-long = a season lasts at most { $days } days
refused-season-under-way = this league already has a season under way: plan the next one once it is over
refused-season-over = this season is over
refused-season-last-day = this season's last day has passed: plan it again with new dates
refused-season-members = a season needs at least 3 members; this league has { $count }
refused-no-organizer = the league has no organizer left
refused-league-name = give the league a name of at most 80 characters
refused-league-description = keep the description under 2,000 characters
refused-league-pod = games have { $min } to { $max } players
refused-league-divisions = a league has 1 to 8 divisions
refused-league-promote = promote 0 to 10 members a season
refused-league-relegate = relegate 0 to 10 members a season
refused-league-points = league points are needed for games of { $min } to { $max } players: give a line "{ $size }: …" with { $size } values
refused-no-address = give at least one email address
refused-too-many-addresses = invite at most { $max } addresses at a time
refused-organizer-not-member = only a member can organize the league
refused-last-organizer = the league needs an organizer: make another member an organizer before you leave
refused-not-a-member = you are not a member of this league
refused-choose-member = choose a member
refused-not-a-day = give a day as year-month-day
refused-points-size = League points: Points can be set for games of 2 to 6 players, not { $size }
refused-points-length = League points: Games of { $size } players need { $size } point values, one per place, not { $given }
refused-points-order = League points: Games of { $size } players: a better place cannot earn fewer points than a worse one
refused-points-number = League points: "{ $text }" is not a number of points
refused-points-line = League points: "{ $line }" should read like "4: 5,3,2,1" (players, then points by place)

# An account's limits on what reaches other people.
limit-games-hour = An account may make { $limit } new games in an hour, and this would make { $count }. Try again later; nothing was changed.
limit-games-day = An account may make { $limit } new games in a day, and this would make { $count }. Try again later; nothing was changed.
limit-invitations-hour = An account may make { $limit } players invited to your games in an hour, and this would make { $count }. Try again later; nothing was changed.
limit-invitations-day = An account may make { $limit } players invited to your games in a day, and this would make { $count }. Try again later; nothing was changed.
limit-league-invitations-hour = An account may make { $limit } league invitations in an hour, and this would make { $count }. Try again later; nothing was changed.
limit-league-invitations-day = An account may make { $limit } league invitations in a day, and this would make { $count }. Try again later; nothing was changed.
