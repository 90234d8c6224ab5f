-- The archive lists games newest first, a page at a time from a cursor: read in this index's
-- order, a page costs the same however many games there are.
CREATE INDEX games_archive_order ON games (updated_at DESC, id DESC);
DROP INDEX games_status;
CREATE INDEX games_status ON games (status, updated_at DESC, id DESC);
