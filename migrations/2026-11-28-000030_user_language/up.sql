-- The language a player reads Missive in: pages once signed in, and every email to them.
ALTER TABLE users ADD COLUMN language TEXT NOT NULL DEFAULT 'en'
    CHECK (language IN ('en', 'es', 'cs', 'ja'));
