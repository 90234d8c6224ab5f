ALTER TABLE users ADD CONSTRAINT users_language_check
    CHECK (language IN ('en', 'es', 'cs', 'ja'));
ALTER TABLE games ADD CONSTRAINT games_language_check
    CHECK (language IN ('en', 'es', 'cs', 'ja'));
ALTER TABLE leagues ADD CONSTRAINT leagues_language_check
    CHECK (language IN ('en', 'es', 'cs', 'ja'));
