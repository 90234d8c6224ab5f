ALTER TABLE game_log DROP COLUMN words;
