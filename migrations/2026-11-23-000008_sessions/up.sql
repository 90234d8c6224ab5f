-- A signed-in browser: its cookie holds the token, only the hash is kept. Signing out deletes
-- the row, so a copy of the cookie opens nothing afterwards.
CREATE TABLE sessions (
    token_hash BYTEA PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at TIMESTAMPTZ NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL CHECK (expires_at > created_at)
);
CREATE INDEX sessions_user ON sessions (user_id);
