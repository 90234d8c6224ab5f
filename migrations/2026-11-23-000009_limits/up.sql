-- What each account did that reaches other people (games started, people invited), to limit it
-- per hour and per day: nobody may use Missive to mail anyone, unthrottled.
CREATE TABLE account_actions (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    action TEXT NOT NULL CHECK (action IN ('game', 'invitation', 'league_invitation')),
    at TIMESTAMPTZ NOT NULL,
    amount INTEGER NOT NULL CHECK (amount > 0)
);
CREATE INDEX account_actions_recent ON account_actions (user_id, action, at);
