-- Who may look at a game's pages: anyone with the address, or only its players (and organizer).
ALTER TABLE games
    ADD COLUMN visibility TEXT NOT NULL DEFAULT 'public' CHECK (visibility IN ('public', 'players'));
