-- What a log entry says, as a message of the catalogue and its arguments, so that each reader
-- reads it in their own language; `text` keeps its English reading (and, for entries written
-- before this column, is all there is).
ALTER TABLE game_log ADD COLUMN words JSONB;
