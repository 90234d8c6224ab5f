ALTER TABLE notifications ADD CONSTRAINT notifications_game_id_fkey
    FOREIGN KEY (game_id) REFERENCES games (id) ON DELETE CASCADE;
CREATE INDEX messages_of_game ON messages (game_id, id);
ALTER TABLE messages DROP CONSTRAINT messages_pkey;
ALTER TABLE messages ADD PRIMARY KEY (id);
