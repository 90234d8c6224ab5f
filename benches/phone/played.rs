//! Games played by bots through the turn service: up to the moment a page is measured (the
//! tables a phone shows mid-game are those of players who build, not of a bot that only passes),
//! or to the end with a look at each decision as it is made.

use diesel::PgConnection;
use missive::db::games;
use missive::games::Seat;
use missive::games::bots::{Bot, BotKind, Bots};
use missive::play::demo::bot_game_with;
use missive::play::table::owing;
use missive::play::turn::submit;
use missive::play::{Ctx, Playable, Source};

/// How a game is set: players, seed, options.
pub type Setting<G> = (usize, u64, <G as missive::games::Game>::Options);

/// A game of heuristic bots, played until `stop` holds (or it ends).
pub fn until<G: Playable + Bots>(
    conn: &mut PgConnection,
    ctx: &Ctx,
    setting: Setting<G>,
    stop: impl Fn(&G::State) -> bool,
) -> i64 {
    let mut bots: Vec<_> = (0..setting.0)
        .map(|_| BotKind::Heuristic.build::<G>(0))
        .collect();
    play::<G>(conn, ctx, setting, &mut bots, stop, |_, _, _, _, _, _| {})
}

/// A game of `bots`, one a seat, played until `stop` holds (or it ends); `each` sees every
/// decision (with the connection: game id, state, seat, prompt, decision) before it is
/// submitted.
pub fn play<G: Playable>(
    conn: &mut PgConnection,
    ctx: &Ctx,
    (players, seed, options): Setting<G>,
    bots: &mut [Box<dyn Bot<G>>],
    stop: impl Fn(&G::State) -> bool,
    mut each: impl FnMut(&mut PgConnection, i64, &G::State, Seat, &G::Prompt, &G::Decision),
) -> i64 {
    let id = bot_game_with::<G>(conn, players, seed, options, ctx, |_| true).unwrap();
    loop {
        let game = games::get(conn, id).unwrap().unwrap();
        if !game.status.is_active() {
            return id;
        }
        let state: G::State = serde_json::from_value(game.state).unwrap();
        if stop(&state) {
            return id;
        }
        for seat in owing::<G>(conn, id, &state).unwrap() {
            let prompt = G::prompts(&state)
                .into_iter()
                .find(|(s, _)| *s == seat)
                .map(|(_, p)| p)
                .unwrap();
            let decision = bots[seat].decide(&state, seat, &prompt);
            each(conn, id, &state, seat, &prompt, &decision);
            submit::submit::<G>(conn, id, seat, game.step, &decision, Source::Web, ctx).unwrap();
        }
    }
}
