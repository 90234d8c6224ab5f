-- How each player hears of their games, and when not to disturb them.
ALTER TABLE users DROP CONSTRAINT users_notify_check;
ALTER TABLE users
    -- each: an email for every decision due; digest: one email a day listing them all; none.
    ADD CONSTRAINT users_notify_check CHECK (notify IN ('each', 'digest', 'none')),
    -- The local hour at which the daily digest goes out.
    ADD COLUMN digest_hour SMALLINT NOT NULL DEFAULT 8 CHECK (digest_hour BETWEEN 0 AND 23),
    -- An IANA time zone name: digest hour and quiet hours are local times.
    ADD COLUMN time_zone TEXT NOT NULL DEFAULT 'UTC',
    -- Quiet hours, local: reminders and nudges wait until they end. Both set or both NULL.
    ADD COLUMN quiet_from SMALLINT CHECK (quiet_from BETWEEN 0 AND 23),
    ADD COLUMN quiet_until SMALLINT CHECK (quiet_until BETWEEN 0 AND 23),
    -- The private calendar feed's token, hashed; NULL until the user makes one.
    ADD COLUMN calendar_token_hash BYTEA UNIQUE,
    ADD CONSTRAINT users_quiet_hours CHECK ((quiet_from IS NULL) = (quiet_until IS NULL));

ALTER TABLE games
    -- Reminders before each deadline, in hours before it.
    ADD COLUMN reminder_hours INTEGER[] NOT NULL DEFAULT '{12,1}',
    -- The most days of absence one seat may declare in this game.
    ADD COLUMN absence_days INTEGER NOT NULL DEFAULT 14 CHECK (absence_days >= 0);

ALTER TABLE seats
    -- Deadlines missed in a row; a decision of the player's own sets it back to 0.
    ADD COLUMN misses INTEGER NOT NULL DEFAULT 0,
    -- The player's standing orders for this game, in the game's own format; NULL for none.
    ADD COLUMN orders JSONB;

ALTER TABLE submissions DROP CONSTRAINT submissions_source_check;
ALTER TABLE submissions ADD CONSTRAINT submissions_source_check
    CHECK (source IN ('web', 'link', 'auto', 'deadline', 'standing_order', 'absent'));

-- Declared absences: while one lasts, the seat's decisions are made at once.
CREATE TABLE absences (
    game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    id BIGINT GENERATED ALWAYS AS IDENTITY,
    seat INTEGER NOT NULL,
    starts_at TIMESTAMPTZ NOT NULL,
    ends_at TIMESTAMPTZ NOT NULL CHECK (ends_at > starts_at),
    created_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (game_id, id),
    FOREIGN KEY (game_id, seat) REFERENCES seats (game_id, seat) ON DELETE CASCADE
);
CREATE INDEX absences_current ON absences (ends_at, starts_at);

-- What happened to a game outside its rules: deadlines passed or moved, absences, players
-- replaced, the game abandoned. Shown with the game's history.
CREATE TABLE game_log (
    game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    id BIGINT GENERATED ALWAYS AS IDENTITY,
    -- The step open when it happened.
    step INTEGER NOT NULL,
    at TIMESTAMPTZ NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('deadline_passed', 'deadline_extended', 'absence',
        'replaced', 'abandoned', 'missed')),
    actor_id BIGINT REFERENCES users (id),
    -- One line for people, written when it happened.
    text TEXT NOT NULL,
    -- Hours of a deadline extension, counted against the cap.
    hours INTEGER,
    PRIMARY KEY (game_id, id)
);
