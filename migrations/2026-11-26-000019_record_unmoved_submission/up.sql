-- A decision that changes nothing but its own row (the step stays open, no nudge comes due, and
-- nobody still owing has their decision made for them) needs no read of the game: it is
-- checked against the state kept in memory for the game's revision (`play::kept_states`), then
-- written here, in one statement that takes the game's lock and writes only if that revision
-- is still the game's and the decision is still one of that kind. Otherwise it writes nothing
-- and returns false, and the decision goes the locked way, which reads the game under the lock.
-- `p_prompted`: the seats the kept state asks for a decision.
CREATE FUNCTION record_unmoved_submission(
    p_game_id BIGINT, p_revision BIGINT, p_step INT, p_token_hash BYTEA, p_seat INT,
    p_prompted INT[], p_decision JSONB, p_source TEXT, p_submitted_at TIMESTAMPTZ
) RETURNS BOOLEAN
LANGUAGE plpgsql AS $$
DECLARE
    decided INT[];
    owing INT[];
BEGIN
    -- The state the decision was checked against is still the game's, at the same open step.
    PERFORM 1 FROM games
     WHERE id = p_game_id AND revision = p_revision AND step = p_step AND status = 'active'
       FOR NO KEY UPDATE;
    IF NOT FOUND THEN
        RETURN false;
    END IF;
    -- The link still speaks for the seat, and its player has no misses to forgive.
    IF NOT EXISTS (SELECT 1 FROM seat_links l JOIN seats s ON s.game_id = l.game_id
                    WHERE l.game_id = p_game_id AND l.token_hash = p_token_hash
                      AND l.seat = p_seat AND l.revoked_at IS NULL
                      AND s.seat = p_seat AND s.misses = 0) THEN
        RETURN false;
    END IF;
    SELECT coalesce(array_agg(seat), '{}') INTO decided
      FROM submissions WHERE game_id = p_game_id AND step = p_step;
    owing := ARRAY(SELECT s FROM unnest(p_prompted) s WHERE s <> p_seat AND s <> ALL (decided));
    -- The last decision owed resolves the step; the one before it, unless it changes the seat's
    -- decision, nudges the last seat (`play::notices::nudge_if_last`).
    IF cardinality(owing) = 0 OR (cardinality(owing) = 1 AND p_seat <> ALL (decided)) THEN
        RETURN false;
    END IF;
    -- A seat still owing with standing orders, or away now, may have its decision made for it.
    IF EXISTS (SELECT 1 FROM seats
                WHERE game_id = p_game_id AND seat = ANY (owing) AND orders IS NOT NULL)
       OR EXISTS (SELECT 1 FROM absences
                   WHERE game_id = p_game_id AND seat = ANY (owing)
                     AND starts_at <= p_submitted_at AND ends_at > p_submitted_at) THEN
        RETURN false;
    END IF;
    RETURN record_submission(p_game_id, p_step, p_seat, p_decision, p_source, p_submitted_at);
END
$$;
