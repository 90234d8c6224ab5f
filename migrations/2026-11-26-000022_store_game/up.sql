-- A step that resolves stores the game's new state while it holds the game's lock. Diesel never
-- prepares an UPDATE, so it was parsed and planned afresh at every step; called as a function
-- from a prepared statement, its plan stays in the connection, as PL/pgSQL keeps it
-- (`000016_record_submission` does the same for a decision).
CREATE FUNCTION store_game(
    p_id BIGINT, p_state JSON, p_step INT, p_status TEXT, p_deadline TIMESTAMPTZ,
    p_finished_at TIMESTAMPTZ, p_updated_at TIMESTAMPTZ
) RETURNS BOOLEAN
LANGUAGE plpgsql AS $$
BEGIN
    UPDATE games
    SET state = p_state, step = p_step, status = p_status, deadline = p_deadline,
        finished_at = p_finished_at, updated_at = p_updated_at
    WHERE id = p_id;
    RETURN FOUND;
END
$$;
