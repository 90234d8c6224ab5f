-- A resolving step drops its game's waiting timers while it holds the game's lock. With jobs_game
-- covering failed jobs too, the planner could add jobs_due to keep to waiting jobs, and so read
-- the waiting jobs of every game: with 60,000 queued, the drop took 3.5 ms instead of 0.2.
-- Keyed on the game and the kind, and only over waiting jobs, one index answers it alone. A
-- game's failed jobs are found through jobs_failed.
DROP INDEX jobs_game;
CREATE INDEX jobs_game ON jobs (game_id, kind) WHERE failed_at IS NULL;
