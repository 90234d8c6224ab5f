ALTER TABLE notifications DROP COLUMN attempts;
UPDATE notifications SET status = 'queued' WHERE status = 'sending';
ALTER TABLE notifications DROP CONSTRAINT notifications_status_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_status_check
    CHECK (status IN ('queued', 'sent', 'suppressed', 'failed'));

DROP INDEX jobs_failed;
DROP INDEX jobs_game;
DROP INDEX jobs_due;
-- The old queue deleted jobs that gave up.
DELETE FROM jobs WHERE failed_at IS NOT NULL;
ALTER TABLE jobs DROP COLUMN failed_at, DROP COLUMN game_id, DROP COLUMN lane;
CREATE INDEX jobs_run_at ON jobs (run_at);
