-- A step's stale timers are dropped by a job of their own (`stale_timers`), after the game's
-- lock is let go, so the transaction that moves a game on no longer drops any jobs: write_game
-- loses its drop parameters and only queues. Otherwise as in `000023_write_game`.
DROP FUNCTION write_game(
    BIGINT, INT[], INT[], JSONB[], TEXT[], TIMESTAMPTZ[], INT[], JSONB[], TIMESTAMPTZ[], INT[],
    JSONB[], JSON, INT, TEXT, TIMESTAMPTZ, TIMESTAMPTZ, TIMESTAMPTZ, BIGINT, TEXT[], INT, TEXT[],
    JSONB[], TIMESTAMPTZ[], TEXT[], BIGINT[], TEXT[]);

CREATE FUNCTION write_game(
    p_game_id BIGINT,
    p_sub_steps INT[], p_sub_seats INT[], p_sub_decisions JSONB[], p_sub_sources TEXT[],
    p_sub_at TIMESTAMPTZ[],
    p_step_steps INT[], p_step_events JSONB[], p_step_resolved_at TIMESTAMPTZ[],
    p_snap_steps INT[], p_snap_states JSONB[],
    p_state JSON, p_step INT, p_status TEXT, p_deadline TIMESTAMPTZ, p_finished_at TIMESTAMPTZ,
    p_now TIMESTAMPTZ,
    p_kinds TEXT[], p_payloads JSONB[], p_run_at TIMESTAMPTZ[], p_lanes TEXT[],
    p_game_ids BIGINT[], p_wake TEXT[]
) RETURNS BOOLEAN
LANGUAGE plpgsql AS $$
BEGIN
    IF cardinality(p_sub_steps) > 0 THEN
        INSERT INTO submissions (game_id, step, seat, decision, source, submitted_at)
        SELECT p_game_id, step, seat, decision, source, submitted_at
        FROM unnest(p_sub_steps, p_sub_seats, p_sub_decisions, p_sub_sources, p_sub_at)
            AS s (step, seat, decision, source, submitted_at)
        ON CONFLICT (game_id, step, seat) DO UPDATE
            SET decision = excluded.decision, source = excluded.source,
                submitted_at = excluded.submitted_at;
    END IF;
    IF cardinality(p_step_steps) > 0 THEN
        INSERT INTO steps (game_id, step, events, resolved_at)
        SELECT p_game_id, step, events, resolved_at
        FROM unnest(p_step_steps, p_step_events, p_step_resolved_at)
            AS s (step, events, resolved_at);
    END IF;
    IF cardinality(p_snap_steps) > 0 THEN
        INSERT INTO snapshots (game_id, steps, state)
        SELECT p_game_id, steps, state
        FROM unnest(p_snap_steps, p_snap_states) AS s (steps, state)
        ON CONFLICT DO NOTHING;
    END IF;
    IF p_state IS NOT NULL THEN
        PERFORM store_game(p_game_id, p_state, p_step, p_status, p_deadline, p_finished_at,
                           p_now);
    END IF;
    IF cardinality(p_kinds) > 0 THEN
        PERFORM queue_jobs(NULL, '{}', NULL, p_kinds, p_payloads, p_run_at, p_now, p_lanes,
                           p_game_ids, p_wake);
    END IF;
    RETURN true;
END
$$;
