# The emails: their frames, subjects and the lines every kind shares.

# What every email shares.
email-hello = Hello,
email-hello-name = Hello { $name },
email-choose = Choose which emails you get
email-button-fallback = If the button does not work, open this address:
email-deadline = Deadline: { $deadline }
email-so-far = The game so far
email-replied = Your reply played: { $what }.
email-talk = At the table
email-talk-wrote = { $who } wrote:
email-replies = Or reply to this email with a command on its first line:
# A command the email lists, after its usage: what it does.
email-replies-does = : { $does }.
email-replies-hint = Names need not be whole: their start is enough, or their number. Anything you write below the first line is posted at the table.

# A decision due.
email-invited-occasion = { $occasion }: your game { $game } starts on Missive.
email-invited-by = { $by } invited you to play { $game } on Missive.
email-invited = Your game { $game } starts on Missive.
email-decide-now = Decide now
email-decide-here = Decide here:
email-quick = Or jump straight to a choice:
email-since = Since your last decision
email-why-seat = You get this email because you have a seat in { $game } on Missive.

# The daily digest.
email-digest-subject = Missive: { $count ->
    [one] 1 decision waits for you
   *[other] { $count } decisions wait for you
}
email-digest-title = Your decisions on Missive
email-digest-waiting = { $count } waiting: { $games }
email-digest-intro = Your daily digest of { $date }: what waits for your decision.
email-digest-decide = Decide
email-digest-why = You get one digest a day because you chose it.

# A game over.
email-over-subject = Game over: { $result }
email-over-preheader = { $game } is over: final standings.
email-over = { $game } is over.
email-over-standings = Final standings:
email-over-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
email-over-tie-break = Tie-break: { $how }
email-over-whole = See the whole game
email-over-whole-steps = The whole game, step by step:
email-why-had-seat = You get this email because you had a seat in { $game } on Missive.

# Notices about a game.
email-why-part = You get this email because you take part in { $game } on Missive.

# League news.
email-league = The league
email-why-league = You get this email because of the league { $league } on Missive.

# Signing in.
email-sign-in-subject = Your sign-in link for Missive
email-sign-in-title = Sign in to Missive
email-sign-in-preheader = Your sign-in link, valid for { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}.
email-sign-in-follow = Follow this link to sign in to Missive.
email-sign-in-follow-text = Follow this link to sign in to Missive:
email-sign-in = Sign in
email-sign-in-once = It works once, within the next { $minutes ->
    [one] minute
   *[other] { $minutes } minutes
}.
email-sign-in-why = You get this email because someone asked to sign in to Missive with this address. If that was not you, ignore it: nothing happens without the link.

# Why a game's first email comes, in its subject and its first lines.
email-starts-occasion = { $occasion }: your game starts
email-starts-by = { $by } invites you to play
email-starts = Your game starts
email-occasion = Season { $season } of { $league }, division { $division }
email-decides-first = { $names } { $count ->
    [one] decides
   *[other] decide
} first. An email comes when it is your turn.
email-your-seat = Your seat

# Reminders, and the nudge when the table waits for one player.
email-reminder-minutes = Reminder: the deadline is in { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}.
email-reminder-minutes-subject = Reminder: { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
} left
email-reminder-hours = Reminder: the deadline is in { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}.
email-reminder-hours-subject = Reminder: { $count ->
    [one] { $count } hour
   *[other] { $count } hours
} left
email-nudge = Everyone else has decided: the table is waiting for you.
email-subject-news = { $what }: { $news }
email-nudge-subject = Waiting for you: { $what }
email-nudge-subject-bare = Waiting for you

# Who won, in a game over's subject.
email-over-wins = { $name } wins
email-over-share = { $names } share the win
email-over-no-winner = no winner

# A seat given to someone else, a game abandoned, a player who keeps missing deadlines.
email-seat-given = Your seat has been given to another player
email-seat-given-why = { $by } gave your seat to { $to }. The links in earlier emails of this game no longer work. Thank you for playing!
email-seat-taken = You take over { $from }’s seat: everything it holds is yours from now on.
email-seat-invites = { $by } invites you to take over a seat
email-seat-invited = { $by } invited you to take over a seat
email-seat-next = Your next decision will come by email.
email-seat-open = Open your seat
email-abandoned = This game has been abandoned
email-abandoned-by = { $by } abandoned the game: { $reason }
email-abandoned-after = No more decisions are due. Its history stays on its page.
email-misses = { $name } has missed { $count ->
    [one] { $count } deadline
   *[other] { $count } deadlines
} in a row.
email-misses-goes-on = Missive decided for them each time, so the game goes on. If they have left, you can give their seat to someone else.
email-misses-manage = Manage the game

# An invitation to a league.
email-league-invited = You are invited
email-league-invites = { $by } invites you to the league { $league } on Missive.
email-league-invites-how = Members play scheduled seasons of { $game } by email, for league points and a rating. The link below makes you a member; you can leave at any time.
email-league-join = Join the league

# A reply read: what the player is told of it, in the answer and in their account's log.
reply-log-empty = (nothing above the quote)
reply-log-again = the same reply arrived again: it was read once
reply-log-played = played: { $what }
reply-log-posted = posted at the table
reply-log-nothing = nothing was written above the quote
reply-game-over = This game is over: there is nothing left to decide.
reply-asked-nothing = That email asked you no decision, so a command in a reply to it decides nothing: reply to the email of your decision, or decide on your seat’s page.
reply-step-over = That email was about a step that is over: the game has moved on since. Your seat’s page shows what is asked now.
reply-nothing-owed = Nothing is asked of you in this step.
reply-decided-already = { $what } (your decision was in already)
reply-ok-and-more = “{ $line }” is not a command: “ok” stands alone on its line. Reply “ok” alone, or one of the commands below, and write anything else below it.
reply-not-a-command = “{ $line }” is not a command of this step.
reply-no-command = There is no command on the first line.
reply-talk-held-back = What you wrote below it was not posted at the table either: send it again with the command put right.
reply-talk-refused = What you wrote below the command was not posted at the table: { $why }.
reply-talk-not-posted = Your message was not posted at the table: { $why }
reply-leak-seat-link = it holds a link to a seat, which lets whoever reads it play that seat, so it was not posted
reply-leak-reply-address = it holds a reply address, which lets whoever reads it speak for its player, so it was not posted
reply-leak-our-lines = it holds lines of our email to you, which may show what only you may see (your mail program’s quote of it was not recognised), so it was not posted
reply-answer-empty = Your reply had nothing above the quoted email
reply-answer-part = Your reply played only in part
reply-answer-none = Your reply was not played
reply-answer-empty-why = Nothing was done: write your command, or your message to the table, above the quoted email.
reply-answer-you-replied = You replied: “{ $line }”.
reply-answer-played = Played: { $what }.
reply-answer-posted = Your message was posted at the table.

# A league's season begins, and ends.
email-season-begun = Season { $season } has begun
email-season-among = among { $members } members
email-season-division = in division { $division } of { $divisions }, among { $members } members
email-season-you-play = You play { $games ->
    [one] { $games } game
   *[other] { $games } games
} { $place }. The season’s last day is { $last }.
email-season-how = Each game sends its own first email with your seat link. Games still going when the season ends are finished by default decisions.
email-season-see = See the season
email-season-over = Season { $season } is over
email-season-rank = { $rank } of { $of }
email-season-division-of = division { $division } of { $divisions }
email-season-finished = You finished { $place } in { $division }.
email-season-by-default = { $count ->
    [one] { $count } of the division’s games was still going at the end and was finished by default decisions.
   *[other] { $count } of the division’s games were still going at the end and were finished by default decisions.
}
email-season-tables = See the final tables
email-season-figures = { $points } pts · { $vp } VP · { $games ->
    [one] { $games } game
   *[other] { $games } games
}

# Organizers' notices of a job that failed for good: what it was doing, and what happens now.
attention-deadline-step = The deadline of step { $step } could not be applied
attention-deadline = A deadline could not be applied
attention-nudge = A nudge could not be sent
attention-reminder = A reminder could not be sent
attention-step-email-step = The email of step { $step } could not be made
attention-step-email = A step's email could not be made
attention-game-over = The final scores could not be sent
attention-absence = A player's absence could not begin
attention-season-start = The season could not start
attention-season-end = The season could not end
attention-season-complete = The season could not end after its last game
attention-email-to = The email “{ $subject }” to { $to } could not be delivered
attention-email = An email could not be delivered
attention-job = A job of kind { $kind }
attention-error = It stopped on this error: { $error }
attention-who-mends = Whoever runs this Missive sees it in their list of failed jobs and can try it again once the cause is mended.
attention-open-game = Open the game
attention-game-headline = { $what }: this game needs attention
attention-season-headline = { $what }: season { $season } needs attention
