DROP INDEX jobs_game;
CREATE INDEX jobs_game ON jobs (game_id) WHERE game_id IS NOT NULL;
