-- A game's revision counts the writes of its state. A state parsed once can then be kept in
-- memory and known to be current from this number alone, so that a page or a decision need not
-- fetch and parse the whole state again while it has not changed. The trigger bumps it on every
-- UPDATE that sets the state, whoever writes it.
ALTER TABLE games ADD COLUMN revision BIGINT NOT NULL DEFAULT 0;

CREATE FUNCTION bump_game_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := OLD.revision + 1;
  RETURN NEW;
END
$$;

CREATE TRIGGER games_revision BEFORE UPDATE OF state ON games
  FOR EACH ROW EXECUTE FUNCTION bump_game_revision();
