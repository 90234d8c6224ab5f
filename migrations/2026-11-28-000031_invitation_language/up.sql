-- The language of a game's and a league's invitations to people who have no account yet: their
-- account is made in it. It is the organizer's when the game or league is made.
ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT 'en'
    CHECK (language IN ('en', 'es', 'cs', 'ja'));
ALTER TABLE leagues ADD COLUMN language TEXT NOT NULL DEFAULT 'en'
    CHECK (language IN ('en', 'es', 'cs', 'ja'));
