-- A step's email waits a short while and is not sent to a player who has meanwhile opened
-- that step's prompt on the page: the latest step whose prompt the seat's page showed.
ALTER TABLE seats ADD COLUMN seen_step INT;

-- 'skipped': an email that was not needed (the player was already at the table).
ALTER TABLE notifications DROP CONSTRAINT notifications_status_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_status_check
    CHECK (status IN ('queued', 'sending', 'sent', 'suppressed', 'skipped', 'failed'));
