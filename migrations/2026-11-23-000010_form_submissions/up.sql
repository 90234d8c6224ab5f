-- Forms that create something carry a one-time key: the same form sent twice (a double tap, a
-- resend after a slow answer) creates one thing, and the second answer leads to it.
CREATE TABLE form_submissions (
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    key TEXT NOT NULL CHECK (length(key) BETWEEN 1 AND 64),
    created_at TIMESTAMPTZ NOT NULL,
    -- Where the first submission led.
    location TEXT NOT NULL,
    PRIMARY KEY (user_id, key)
);
CREATE INDEX form_submissions_created ON form_submissions (created_at);
