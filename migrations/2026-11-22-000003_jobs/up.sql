-- The job queue. A worker claims a due job with FOR UPDATE SKIP LOCKED and holds the row lock
-- while it runs, so a crash releases it for another try.
CREATE TABLE jobs (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    kind TEXT NOT NULL,
    payload JSONB NOT NULL,
    run_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX jobs_run_at ON jobs (run_at);

-- Every email meant for a user: queued, sent, suppressed (and why) or failed.
CREATE TABLE notifications (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    game_id BIGINT REFERENCES games (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    -- The Message-ID, unique per recipient and cause: sending twice is impossible by key.
    message_id TEXT NOT NULL UNIQUE,
    subject TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('queued', 'sent', 'suppressed', 'failed')),
    reason TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_id ON notifications (user_id, created_at);
