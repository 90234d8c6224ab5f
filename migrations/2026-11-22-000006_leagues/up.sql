-- Leagues: members play seasons of scheduled games, in divisions, for standings and ratings.
CREATE TABLE leagues (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
    description TEXT NOT NULL DEFAULT '',
    -- The game every season plays, its options, and the deadline policy of its games.
    game TEXT NOT NULL,
    options JSONB NOT NULL,
    decision_hours INTEGER,
    reminder_hours INTEGER[] NOT NULL DEFAULT '{12,1}',
    absence_days INTEGER NOT NULL DEFAULT 14 CHECK (absence_days >= 0),
    -- Who may see the league, its standings and its games: anyone, or its members only.
    visibility TEXT NOT NULL DEFAULT 'public' CHECK (visibility IN ('public', 'members')),
    -- Players per game the schedule aims for.
    pod_size INTEGER NOT NULL DEFAULT 4 CHECK (pod_size BETWEEN 3 AND 5),
    -- Divisions of the first season; later seasons keep theirs.
    divisions INTEGER NOT NULL DEFAULT 1 CHECK (divisions BETWEEN 1 AND 8),
    -- Members who go up (and down) between divisions at each season's end.
    promote INTEGER NOT NULL DEFAULT 1 CHECK (promote >= 0),
    relegate INTEGER NOT NULL DEFAULT 1 CHECK (relegate >= 0),
    -- League points by placement, per table size, in the league's own text form.
    points TEXT NOT NULL,
    -- Anyone signed in with this link may join; stored hashed, like every token.
    join_token_hash BYTEA NOT NULL UNIQUE,
    created_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE league_members (
    league_id BIGINT NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users (id),
    organizer BOOLEAN NOT NULL DEFAULT false,
    joined_at TIMESTAMPTZ NOT NULL,
    -- Set when the member leaves; they may join again, which clears it.
    left_at TIMESTAMPTZ,
    PRIMARY KEY (league_id, user_id)
);
CREATE INDEX league_members_user ON league_members (user_id);

-- An invitation by email: its link lets the invitee join without signing in.
CREATE TABLE league_invites (
    token_hash BYTEA PRIMARY KEY,
    league_id BIGINT NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users (id),
    created_at TIMESTAMPTZ NOT NULL,
    used_at TIMESTAMPTZ
);

CREATE TABLE seasons (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    league_id BIGINT NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    number INTEGER NOT NULL CHECK (number >= 1),
    starts_at TIMESTAMPTZ NOT NULL,
    ends_at TIMESTAMPTZ NOT NULL CHECK (ends_at > starts_at),
    games_each INTEGER NOT NULL CHECK (games_each BETWEEN 1 AND 20),
    -- planned: not started; running: its games are under way; finished: standings are final.
    status TEXT NOT NULL DEFAULT 'planned' CHECK (status IN ('planned', 'running', 'finished')),
    created_at TIMESTAMPTZ NOT NULL,
    finished_at TIMESTAMPTZ,
    UNIQUE (league_id, number)
);
-- One season at a time is planned or running.
CREATE UNIQUE INDEX seasons_one_unfinished ON seasons (league_id) WHERE status <> 'finished';

-- Who plays a season, and in which division (1 is the top).
CREATE TABLE season_members (
    season_id BIGINT NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users (id),
    division INTEGER NOT NULL CHECK (division >= 1),
    -- Set when the member leaves the league during the season: their games play on without them.
    dropped_at TIMESTAMPTZ,
    PRIMARY KEY (season_id, user_id)
);

-- The games of a season.
CREATE TABLE season_games (
    game_id BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    season_id BIGINT NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
    division INTEGER NOT NULL,
    -- The round of the schedule: each member plays one game per round.
    round INTEGER NOT NULL,
    -- The season ended before the game did: its remaining decisions were made by default.
    finished_by_default BOOLEAN NOT NULL DEFAULT false
);
CREATE INDEX season_games_season ON season_games (season_id);

ALTER TABLE game_log DROP CONSTRAINT game_log_kind_check;
ALTER TABLE game_log ADD CONSTRAINT game_log_kind_check
    CHECK (kind IN ('deadline_passed', 'deadline_extended', 'absence', 'replaced', 'abandoned',
        'missed', 'dropped', 'season_end'));
