-- The log lines of leagues go with them: the narrower check would refuse them.
DELETE FROM game_log WHERE kind IN ('dropped', 'season_end');
ALTER TABLE game_log DROP CONSTRAINT game_log_kind_check;
ALTER TABLE game_log ADD CONSTRAINT game_log_kind_check
    CHECK (kind IN ('deadline_passed', 'deadline_extended', 'absence', 'replaced', 'abandoned',
        'missed'));
DROP TABLE season_games;
DROP TABLE season_members;
DROP TABLE seasons;
DROP TABLE league_invites;
DROP TABLE league_members;
DROP TABLE leagues;
