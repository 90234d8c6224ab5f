-- Jobs run in lanes, so that a burst of emails never delays a deadline; a job names the game it
-- is about, so that a game's failed jobs reach its organizers and its old timers can be dropped;
-- a job that gives up is kept, with its error, for an operator to retry.
ALTER TABLE jobs
    ADD COLUMN lane TEXT NOT NULL DEFAULT 'timers' CHECK (lane IN ('email', 'timers')),
    -- No foreign key: checking one would wait for the lock a resolving game holds.
    ADD COLUMN game_id BIGINT,
    ADD COLUMN failed_at TIMESTAMPTZ;
UPDATE jobs SET lane = 'email' WHERE kind = 'send_email';
UPDATE jobs SET game_id = (payload ->> 'game_id')::BIGINT WHERE payload ? 'game_id';
DROP INDEX jobs_run_at;
CREATE INDEX jobs_due ON jobs (lane, run_at) WHERE failed_at IS NULL;
CREATE INDEX jobs_game ON jobs (game_id) WHERE game_id IS NOT NULL;
CREATE INDEX jobs_failed ON jobs (failed_at) WHERE failed_at IS NOT NULL;

-- 'sending': an attempt was recorded, in its own commit, before the SMTP server was spoken to.
-- A crash leaves it so; the next try knows the first one's fate is unknown.
ALTER TABLE notifications DROP CONSTRAINT notifications_status_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_status_check
    CHECK (status IN ('queued', 'sending', 'sent', 'suppressed', 'failed'));
ALTER TABLE notifications ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
