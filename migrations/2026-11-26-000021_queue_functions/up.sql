-- A step that resolves replaces its game's timers and queues its emails while it holds the
-- game's lock. That took two statements of raw SQL, which Diesel never prepares, so both were
-- parsed and planned afresh at every step. Now it is one call of this function from a prepared
-- statement, whose plans stay in the connection, as PL/pgSQL keeps them
-- (`000016_record_submission` does the same for a decision).
--
-- First, when p_drop_game is given, drops that game's waiting jobs of the kinds p_drop_kinds,
-- those about a step before p_drop_before only if it is given: a job running right now is
-- skipped rather than waited for, and failed jobs are kept. Then queues the jobs given column
-- by column, and wakes the workers of the lanes named in p_wake. Returns how many were queued.
CREATE FUNCTION queue_jobs(
    p_drop_game BIGINT, p_drop_kinds TEXT[], p_drop_before INT,
    p_kinds TEXT[], p_payloads JSONB[], p_run_at TIMESTAMPTZ[], p_created_at TIMESTAMPTZ,
    p_lanes TEXT[], p_game_ids BIGINT[], p_wake TEXT[]
) RETURNS INT
LANGUAGE plpgsql AS $$
DECLARE
    queued INT;
    channel TEXT;
BEGIN
    IF p_drop_game IS NOT NULL THEN
        DELETE FROM jobs WHERE id IN (
            SELECT id FROM jobs
            WHERE game_id = p_drop_game AND kind = ANY(p_drop_kinds) AND failed_at IS NULL
              AND (p_drop_before IS NULL OR (payload ->> 'step')::INTEGER < p_drop_before)
            FOR UPDATE SKIP LOCKED);
    END IF;
    INSERT INTO jobs (kind, payload, run_at, created_at, lane, game_id)
    SELECT kind, payload, run_at, p_created_at, lane, game_id
    FROM unnest(p_kinds, p_payloads, p_run_at, p_lanes, p_game_ids)
        AS job (kind, payload, run_at, lane, game_id);
    GET DIAGNOSTICS queued = ROW_COUNT;
    FOREACH channel IN ARRAY p_wake LOOP
        PERFORM pg_notify(channel, '');
    END LOOP;
    RETURN queued;
END
$$;
