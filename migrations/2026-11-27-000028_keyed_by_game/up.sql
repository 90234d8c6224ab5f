-- Ready for a PostgreSQL that spreads games over machines (Citus, distributed by game id; see
-- README, "Running on several machines"): there, a table split by game must hold the game's id
-- in each of its keys, and a table that stays on one machine may not refer to a split one.
-- Table talk was the one game's table keyed by its own id alone: its key leads with the game
-- now, which also serves reading a game's talk in order.
ALTER TABLE messages DROP CONSTRAINT messages_pkey;
ALTER TABLE messages ADD PRIMARY KEY (game_id, id);
DROP INDEX messages_of_game;
-- The email log is per user, beside the jobs that send it, and keeps the game's id as a plain
-- value: games are never deleted, so the reference guarded nothing.
ALTER TABLE notifications DROP CONSTRAINT notifications_game_id_fkey;
