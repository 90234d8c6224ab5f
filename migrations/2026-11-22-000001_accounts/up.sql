CREATE TABLE users (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    email TEXT NOT NULL UNIQUE CHECK (email = lower(email)),
    display_name TEXT NOT NULL,
    -- How this user hears of decisions due: an email for each, or none.
    notify TEXT NOT NULL DEFAULT 'each' CHECK (notify IN ('each', 'none')),
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Magic sign-in links: only the SHA-256 of the token is kept.
CREATE TABLE login_tokens (
    token_hash BYTEA PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    expires_at TIMESTAMPTZ NOT NULL,
    used_at TIMESTAMPTZ
);
CREATE INDEX login_tokens_user_id ON login_tokens (user_id);

-- Sign-in emails asked for, to rate-limit them per address and per IP across processes.
CREATE TABLE sign_in_requests (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    email TEXT NOT NULL,
    ip TEXT NOT NULL,
    requested_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_requests_email ON sign_in_requests (email, requested_at);
CREATE INDEX sign_in_requests_ip ON sign_in_requests (ip, requested_at);
