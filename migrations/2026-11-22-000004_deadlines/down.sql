DROP TABLE game_log;
DROP TABLE absences;
ALTER TABLE submissions DROP CONSTRAINT submissions_source_check;
ALTER TABLE submissions ADD CONSTRAINT submissions_source_check
    CHECK (source IN ('web', 'link', 'auto', 'deadline', 'standing_order'));
ALTER TABLE seats DROP COLUMN orders, DROP COLUMN misses;
ALTER TABLE games DROP COLUMN absence_days, DROP COLUMN reminder_hours;
ALTER TABLE users
    DROP CONSTRAINT users_quiet_hours,
    DROP COLUMN calendar_token_hash,
    DROP COLUMN quiet_until,
    DROP COLUMN quiet_from,
    DROP COLUMN time_zone,
    DROP COLUMN digest_hour,
    DROP CONSTRAINT users_notify_check;
UPDATE users SET notify = 'each' WHERE notify = 'digest';
ALTER TABLE users ADD CONSTRAINT users_notify_check CHECK (notify IN ('each', 'none'));
