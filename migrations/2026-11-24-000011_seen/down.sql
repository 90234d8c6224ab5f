DELETE FROM notifications WHERE status = 'skipped';
ALTER TABLE notifications DROP CONSTRAINT notifications_status_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_status_check
    CHECK (status IN ('queued', 'sending', 'sent', 'suppressed', 'failed'));

ALTER TABLE seats DROP COLUMN seen_step;
