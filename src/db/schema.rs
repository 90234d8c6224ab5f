// @generated automatically by Diesel CLI.

diesel::table! {
    account_actions (id) {
        id -> Int8,
        user_id -> Int8,
        action -> Text,
        at -> Timestamptz,
        amount -> Int4,
    }
}

diesel::table! {
    absences (game_id, id) {
        game_id -> Int8,
        id -> Int8,
        seat -> Int4,
        starts_at -> Timestamptz,
        ends_at -> Timestamptz,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    form_submissions (user_id, key) {
        user_id -> Int8,
        key -> Text,
        created_at -> Timestamptz,
        location -> Text,
    }
}

diesel::table! {
    game_log (game_id, id) {
        game_id -> Int8,
        id -> Int8,
        step -> Int4,
        at -> Timestamptz,
        kind -> Text,
        actor_id -> Nullable<Int8>,
        text -> Text,
        hours -> Nullable<Int4>,
        words -> Nullable<Jsonb>,
    }
}

diesel::table! {
    games (id) {
        id -> Int8,
        game -> Text,
        options -> Jsonb,
        seed -> Int8,
        state -> Json,
        step -> Int4,
        status -> Text,
        organizer_id -> Int8,
        decision_hours -> Nullable<Int4>,
        deadline -> Nullable<Timestamptz>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        finished_at -> Nullable<Timestamptz>,
        reminder_hours -> Array<Nullable<Int4>>,
        absence_days -> Int4,
        visibility -> Text,
        revision -> Int8,
        language -> Text,
    }
}

diesel::table! {
    jobs (id) {
        id -> Int8,
        kind -> Text,
        payload -> Jsonb,
        run_at -> Timestamptz,
        attempts -> Int4,
        last_error -> Nullable<Text>,
        created_at -> Timestamptz,
        lane -> Text,
        game_id -> Nullable<Int8>,
        failed_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    league_invites (token_hash) {
        token_hash -> Bytea,
        league_id -> Int8,
        user_id -> Int8,
        created_at -> Timestamptz,
        used_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    league_members (league_id, user_id) {
        league_id -> Int8,
        user_id -> Int8,
        organizer -> Bool,
        joined_at -> Timestamptz,
        left_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    leagues (id) {
        id -> Int8,
        name -> Text,
        description -> Text,
        game -> Text,
        options -> Jsonb,
        decision_hours -> Nullable<Int4>,
        reminder_hours -> Array<Nullable<Int4>>,
        absence_days -> Int4,
        visibility -> Text,
        pod_size -> Int4,
        divisions -> Int4,
        promote -> Int4,
        relegate -> Int4,
        points -> Text,
        join_token_hash -> Bytea,
        created_at -> Timestamptz,
        language -> Text,
    }
}

diesel::table! {
    login_tokens (token_hash) {
        token_hash -> Bytea,
        user_id -> Int8,
        created_at -> Timestamptz,
        expires_at -> Timestamptz,
        used_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    messages (game_id, id) {
        id -> Int8,
        game_id -> Int8,
        author_id -> Int8,
        seat -> Nullable<Int4>,
        step -> Int4,
        body -> Text,
        via -> Text,
        posted_at -> Timestamptz,
        hidden_at -> Nullable<Timestamptz>,
        hidden_by -> Nullable<Int8>,
    }
}

diesel::table! {
    notifications (id) {
        id -> Int8,
        user_id -> Int8,
        game_id -> Nullable<Int8>,
        kind -> Text,
        message_id -> Text,
        subject -> Text,
        status -> Text,
        reason -> Nullable<Text>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
        attempts -> Int4,
    }
}

diesel::table! {
    reply_addresses (game_id, token_hash) {
        game_id -> Int8,
        token_hash -> Bytea,
        seat -> Int4,
        step -> Int4,
        created_at -> Timestamptz,
        asks -> Bool,
        lines -> Array<Int8>,
    }
}

diesel::table! {
    reply_confirmations (game_id, id) {
        game_id -> Int8,
        id -> Int8,
        seat -> Int4,
        text -> Text,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    reply_counts (day, outcome) {
        day -> Date,
        outcome -> Text,
        count -> Int8,
    }
}

diesel::table! {
    season_games (game_id) {
        game_id -> Int8,
        season_id -> Int8,
        division -> Int4,
        round -> Int4,
        finished_by_default -> Bool,
    }
}

diesel::table! {
    season_members (season_id, user_id) {
        season_id -> Int8,
        user_id -> Int8,
        division -> Int4,
        dropped_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    seasons (id) {
        id -> Int8,
        league_id -> Int8,
        number -> Int4,
        starts_at -> Timestamptz,
        ends_at -> Timestamptz,
        games_each -> Int4,
        status -> Text,
        created_at -> Timestamptz,
        finished_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    seat_links (game_id, token_hash) {
        game_id -> Int8,
        token_hash -> Bytea,
        seat -> Int4,
        created_at -> Timestamptz,
        revoked_at -> Nullable<Timestamptz>,
    }
}

diesel::table! {
    seats (game_id, seat) {
        game_id -> Int8,
        seat -> Int4,
        user_id -> Int8,
        misses -> Int4,
        orders -> Nullable<Jsonb>,
        seen_step -> Nullable<Int4>,
        talk_mailed -> Int8,
        running -> Bool,
    }
}

diesel::table! {
    sessions (token_hash) {
        token_hash -> Bytea,
        user_id -> Int8,
        created_at -> Timestamptz,
        expires_at -> Timestamptz,
    }
}

diesel::table! {
    sign_in_requests (id) {
        id -> Int8,
        email -> Text,
        ip -> Text,
        requested_at -> Timestamptz,
    }
}

diesel::table! {
    steps (game_id, step) {
        game_id -> Int8,
        step -> Int4,
        events -> Jsonb,
        resolved_at -> Timestamptz,
    }
}

diesel::table! {
    submissions (game_id, step, seat) {
        game_id -> Int8,
        step -> Int4,
        seat -> Int4,
        decision -> Jsonb,
        source -> Text,
        submitted_at -> Timestamptz,
    }
}

diesel::table! {
    users (id) {
        id -> Int8,
        email -> Text,
        display_name -> Text,
        notify -> Text,
        created_at -> Timestamptz,
        digest_hour -> Int2,
        time_zone -> Text,
        quiet_from -> Nullable<Int2>,
        quiet_until -> Nullable<Int2>,
        calendar_token_hash -> Nullable<Bytea>,
        language -> Text,
    }
}

diesel::table! {
    finished_histories (game_id) {
        game_id -> Int8,
        phases -> Jsonb,
        charts -> Nullable<Jsonb>,
        created_at -> Timestamptz,
    }
}

diesel::table! {
    snapshots (game_id, steps) {
        game_id -> Int8,
        steps -> Int4,
        state -> Jsonb,
    }
}

diesel::joinable!(account_actions -> users (user_id));
diesel::joinable!(absences -> games (game_id));
diesel::joinable!(form_submissions -> users (user_id));
diesel::joinable!(game_log -> games (game_id));
diesel::joinable!(game_log -> users (actor_id));
diesel::joinable!(games -> users (organizer_id));
diesel::joinable!(league_invites -> leagues (league_id));
diesel::joinable!(league_invites -> users (user_id));
diesel::joinable!(league_members -> leagues (league_id));
diesel::joinable!(league_members -> users (user_id));
diesel::joinable!(login_tokens -> users (user_id));
diesel::joinable!(messages -> games (game_id));
diesel::joinable!(notifications -> games (game_id));
diesel::joinable!(notifications -> users (user_id));
diesel::joinable!(reply_confirmations -> games (game_id));
diesel::joinable!(season_games -> games (game_id));
diesel::joinable!(season_games -> seasons (season_id));
diesel::joinable!(season_members -> seasons (season_id));
diesel::joinable!(season_members -> users (user_id));
diesel::joinable!(seasons -> leagues (league_id));
diesel::joinable!(finished_histories -> games (game_id));
diesel::joinable!(seats -> games (game_id));
diesel::joinable!(snapshots -> games (game_id));
diesel::joinable!(seats -> users (user_id));
diesel::joinable!(sessions -> users (user_id));
diesel::joinable!(steps -> games (game_id));
diesel::joinable!(submissions -> games (game_id));

diesel::allow_tables_to_appear_in_same_query!(
    absences,
    account_actions,
    finished_histories,
    form_submissions,
    game_log,
    games,
    jobs,
    league_invites,
    league_members,
    leagues,
    login_tokens,
    messages,
    notifications,
    reply_addresses,
    reply_confirmations,
    reply_counts,
    season_games,
    season_members,
    seasons,
    seat_links,
    seats,
    sessions,
    sign_in_requests,
    snapshots,
    steps,
    submissions,
    users,
);
