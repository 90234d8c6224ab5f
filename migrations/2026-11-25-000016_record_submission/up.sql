-- A seat's decision for a step, replacing its earlier one. Diesel never prepares an upsert, so
-- every decision would be parsed and planned afresh; called as a function from a prepared
-- statement, its plan stays in the connection, as PL/pgSQL keeps it.
CREATE FUNCTION record_submission(
    p_game_id BIGINT, p_step INT, p_seat INT, p_decision JSONB, p_source TEXT,
    p_submitted_at TIMESTAMPTZ
) RETURNS BOOLEAN
LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO submissions (game_id, step, seat, decision, source, submitted_at)
    VALUES (p_game_id, p_step, p_seat, p_decision, p_source, p_submitted_at)
    ON CONFLICT (game_id, step, seat) DO UPDATE
        SET decision = excluded.decision, source = excluded.source,
            submitted_at = excluded.submitted_at;
    RETURN true;
END
$$;
