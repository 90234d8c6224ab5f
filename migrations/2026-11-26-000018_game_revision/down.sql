DROP TRIGGER games_revision ON games;
DROP FUNCTION bump_game_revision();
ALTER TABLE games DROP COLUMN revision;
