DELETE FROM notifications WHERE status = 'ignored';
ALTER TABLE notifications DROP CONSTRAINT notifications_status_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_status_check
    CHECK (status IN ('queued', 'sending', 'sent', 'suppressed', 'skipped', 'failed',
                      'received', 'refused'));
DROP TABLE reply_counts;
DROP TABLE reply_confirmations;
ALTER TABLE reply_addresses DROP COLUMN lines;
ALTER TABLE reply_addresses DROP COLUMN asks;
