-- A language is its files of messages: the service writes only the languages it speaks, and a
-- new one needs no change of the schema.
ALTER TABLE users DROP CONSTRAINT users_language_check;
ALTER TABLE games DROP CONSTRAINT games_language_check;
ALTER TABLE leagues DROP CONSTRAINT leagues_language_check;
