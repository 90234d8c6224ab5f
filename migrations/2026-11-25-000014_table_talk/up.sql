-- Table talk: what players (and a league's organizers) write at a game's table, from its pages
-- or by replying to its emails. A hidden message stays, shown as hidden.
CREATE TABLE messages (
    id BIGSERIAL PRIMARY KEY,
    game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    author_id BIGINT NOT NULL REFERENCES users (id),
    -- The author's seat when they wrote, if they play.
    seat INT,
    -- The step open when it was written: where the history places it.
    step INT NOT NULL,
    body TEXT NOT NULL,
    -- 'page' or 'email'.
    via TEXT NOT NULL,
    posted_at TIMESTAMPTZ NOT NULL,
    hidden_at TIMESTAMPTZ,
    hidden_by BIGINT REFERENCES users (id)
);
CREATE INDEX messages_of_game ON messages (game_id, id);
CREATE INDEX messages_of_author ON messages (author_id, posted_at);

-- The last message each seat's emails have carried: the next email carries those after it.
ALTER TABLE seats ADD COLUMN talk_mailed BIGINT NOT NULL DEFAULT 0;

-- The secrets of the Reply-To addresses of a game's emails: like seat links, emailed in plain,
-- stored only hashed, one per email.
CREATE TABLE reply_addresses (
    game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    token_hash BYTEA NOT NULL,
    seat INT NOT NULL,
    -- The step open when the email went: a command in a reply is for that step only.
    step INT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (game_id, token_hash)
);

-- Replies are in the notification log beside the emails: 'received' (played, or posted at the
-- table), 'refused' (a command the rules or the game's state refused; its answer went back).
ALTER TABLE notifications DROP CONSTRAINT notifications_status_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_status_check
    CHECK (status IN ('queued', 'sending', 'sent', 'suppressed', 'skipped', 'failed',
                      'received', 'refused'));

-- 'email': a decision made by a command in a reply.
ALTER TABLE submissions DROP CONSTRAINT submissions_source_check;
ALTER TABLE submissions ADD CONSTRAINT submissions_source_check
    CHECK (source IN ('web', 'link', 'auto', 'deadline', 'standing_order', 'absent', 'email'));
