ALTER TABLE leagues DROP COLUMN language;
ALTER TABLE games DROP COLUMN language;
