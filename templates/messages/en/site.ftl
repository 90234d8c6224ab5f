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
