-- What a finished game's pages show that can still change: the players' ids and names by
-- seat, the table talk (how many messages, the newest, how many hidden), and the names of
-- those who wrote it. A page kept in memory is served again while this stays the same.
-- In PL/pgSQL, whose plans a connection keeps: the page's one query plans nothing.
CREATE FUNCTION page_stamp(game BIGINT) RETURNS TEXT
LANGUAGE plpgsql STABLE AS $$
BEGIN
    RETURN concat_ws(chr(30),
        (SELECT string_agg(u.id || chr(31) || u.display_name, chr(31) ORDER BY s.seat)
           FROM seats s JOIN users u ON u.id = s.user_id WHERE s.game_id = game),
        (SELECT count(*) || chr(31) || coalesce(max(m.id), 0) || chr(31) || count(m.hidden_at)
           FROM messages m WHERE m.game_id = game),
        (SELECT string_agg(DISTINCT u.id || chr(31) || u.display_name, chr(31))
           FROM messages m JOIN users u ON u.id = m.author_id WHERE m.game_id = game));
END
$$;
