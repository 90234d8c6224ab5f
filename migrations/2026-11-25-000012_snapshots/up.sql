-- The state after every few resolved steps: a page of a game's history replays a few steps from
-- the nearest one instead of the whole game.
CREATE TABLE snapshots (
    game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    -- How many steps had resolved.
    steps INTEGER NOT NULL,
    state JSONB NOT NULL,
    PRIMARY KEY (game_id, steps)
);

-- What a finished game's page derives from replaying it (the phase each step opened in, the
-- charts' figures), computed once: a finished game never changes.
CREATE TABLE finished_histories (
    game_id BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    phases JSONB NOT NULL,
    charts JSONB,
    created_at TIMESTAMPTZ NOT NULL
);
