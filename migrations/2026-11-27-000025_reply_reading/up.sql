-- Whether the email a Reply-To address came with asked the seat a decision: a command in a
-- reply to any other email (a notice, an invitation to wait) decides nothing.
ALTER TABLE reply_addresses ADD COLUMN asks BOOLEAN NOT NULL DEFAULT TRUE;
-- Fingerprints of the lines of that email: a reply that carries them back (its quote left
-- uncut) is not posted at the table, where the others would read the player's hand and links.
ALTER TABLE reply_addresses ADD COLUMN lines BIGINT[] NOT NULL DEFAULT '{}';

-- What a seat's replies played, until the seat's next email confirms it at its top.
CREATE TABLE reply_confirmations (
    game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    id BIGSERIAL NOT NULL,
    seat INT NOT NULL,
    text TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (game_id, id)
);

-- What became of the replies read, by day: what an operator sees at /healthz (unknown
-- addresses, automatic answers, the same reply delivered twice, commands played or refused).
CREATE TABLE reply_counts (
    day DATE NOT NULL,
    outcome TEXT NOT NULL,
    count BIGINT NOT NULL,
    PRIMARY KEY (day, outcome)
);

-- 'ignored': a reply that changed nothing and was not answered (an automatic answer, or the
-- same reply delivered again).
ALTER TABLE notifications DROP CONSTRAINT notifications_status_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_status_check
    CHECK (status IN ('queued', 'sending', 'sent', 'suppressed', 'skipped', 'failed',
                      'received', 'refused', 'ignored'));
