-- Every game-scoped key starts with game_id, and a game changes only in a transaction filtered by
-- it: the tables can later be distributed by game_id.
CREATE TABLE games (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    -- Which rules engine: 'wonderful'.
    game TEXT NOT NULL,
    options JSONB NOT NULL,
    seed BIGINT NOT NULL,
    -- Snapshot of the whole state after `step` resolved steps.
    state JSONB NOT NULL,
    step INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'finished', 'abandoned')),
    organizer_id BIGINT NOT NULL REFERENCES users (id),
    -- Time allowed per decision; NULL for none.
    decision_hours INTEGER CHECK (decision_hours > 0),
    deadline TIMESTAMPTZ,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    finished_at TIMESTAMPTZ
);
CREATE INDEX games_status ON games (status, updated_at);

CREATE TABLE seats (
    game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL CHECK (seat >= 0),
    user_id BIGINT NOT NULL REFERENCES users (id),
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX seats_user_id ON seats (user_id);

-- Login-free links to one seat. The link carries the game id, so a lookup stays within a game.
CREATE TABLE seat_links (
    game_id BIGINT NOT NULL,
    token_hash BYTEA NOT NULL,
    seat INTEGER NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    revoked_at TIMESTAMPTZ,
    PRIMARY KEY (game_id, token_hash),
    FOREIGN KEY (game_id, seat) REFERENCES seats (game_id, seat) ON DELETE CASCADE
);

-- One decision per seat and step, changeable until the step resolves; kept afterwards, so that
-- setup plus the submissions of every step replays the game.
CREATE TABLE submissions (
    game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    step INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    decision JSONB NOT NULL,
    source TEXT NOT NULL CHECK (source IN ('web', 'link', 'auto', 'deadline', 'standing_order')),
    submitted_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, step, seat)
);

-- The history: what each resolved step did.
CREATE TABLE steps (
    game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    step INTEGER NOT NULL,
    events JSONB NOT NULL,
    resolved_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, step)
);
