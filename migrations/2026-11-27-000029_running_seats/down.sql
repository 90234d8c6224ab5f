DROP TRIGGER seats_follow_game_status ON games;
DROP FUNCTION seats_follow_game_status();
DROP TRIGGER seat_running_from_game ON seats;
DROP FUNCTION seat_running_from_game();
DROP STATISTICS seats_user_running;
DROP INDEX seats_running;
ALTER TABLE seats DROP COLUMN running;
