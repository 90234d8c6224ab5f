UPDATE submissions SET source = 'web' WHERE source = 'email';
ALTER TABLE submissions DROP CONSTRAINT submissions_source_check;
ALTER TABLE submissions ADD CONSTRAINT submissions_source_check
    CHECK (source IN ('web', 'link', 'auto', 'deadline', 'standing_order', 'absent'));
DELETE FROM notifications WHERE status IN ('received', 'refused');
ALTER TABLE notifications DROP CONSTRAINT notifications_status_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_status_check
    CHECK (status IN ('queued', 'sending', 'sent', 'suppressed', 'skipped', 'failed'));
DROP TABLE reply_addresses;
ALTER TABLE seats DROP COLUMN talk_mailed;
DROP TABLE messages;
