-- The digest, the calendar and the home page read a player's running games. Read through the
-- games' status, that costs as much as every game the player ever finished, or every running
-- game of the site, as the planner chooses. So each seat keeps whether its game runs, set from
-- the game's status by the triggers below whoever writes it, and a partial index holds only
-- running seats: the read costs as many rows as the player has running games.
ALTER TABLE seats ADD COLUMN running BOOLEAN NOT NULL DEFAULT true;
UPDATE seats SET running = false
  FROM games WHERE games.id = seats.game_id AND games.status <> 'active';
CREATE INDEX seats_running ON seats (user_id) WHERE running;
-- A player's seats are mostly of ended games or mostly of running ones; without this the planner
-- takes the two for independent and may expect thousands of running seats where there are none.
CREATE STATISTICS seats_user_running (mcv) ON user_id, running FROM seats;

CREATE FUNCTION seat_running_from_game() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A seat of no game is left to the foreign key to refuse.
  NEW.running := coalesce((SELECT status = 'active' FROM games WHERE id = NEW.game_id), true);
  RETURN NEW;
END $$;
CREATE TRIGGER seat_running_from_game BEFORE INSERT ON seats
  FOR EACH ROW EXECUTE FUNCTION seat_running_from_game();

CREATE FUNCTION seats_follow_game_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE seats SET running = (NEW.status = 'active') WHERE game_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER seats_follow_game_status AFTER UPDATE OF status ON games
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION seats_follow_game_status();
