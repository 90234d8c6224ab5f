//! Starting a game: players, seats, the first step, the invitations.

use crate::accounts::limits::{self, Action};
use crate::db::{games, leagues, seasons, users};
use crate::i18n::Lang;
use crate::play::table::Table;
use crate::play::turn::after::carry_out;
use crate::play::turn::resolve::{advance, store};
use crate::play::{Ctx, PlayError, Playable};
use diesel::prelude::*;
use rand::Rng;

/// The language a game's invitations make new accounts in: its league's, else its organizer's.
fn invitation_language(
    conn: &mut PgConnection,
    organizer_id: i64,
    season: Option<&InSeason>,
) -> Result<Lang, PlayError> {
    if let Some(s) = season
        && let Some(season) = seasons::get(conn, s.season_id)?
        && let Some(league) = leagues::get(conn, season.league_id)?
    {
        return Ok(league.lang());
    }
    Ok(users::by_id(conn, organizer_id)?.map_or(Lang::En, |u| u.lang()))
}

pub struct Invitee {
    pub email: String,
    pub name: String,
}

pub struct NewGame<G: Playable> {
    pub organizer_id: i64,
    /// In seat order.
    pub players: Vec<Invitee>,
    pub options: G::Options,
    pub decision_hours: Option<i32>,
    /// Reminders before each deadline, in hours before it.
    pub reminder_hours: Vec<i32>,
    /// Days of absence each seat may declare.
    pub absence_days: i32,
    /// Players only, or anyone with the address, may see its pages.
    pub players_only: bool,
    /// `None`: a random seed.
    pub seed: Option<u64>,
    /// A league's game: where it belongs, known before its invitations are written.
    pub season: Option<InSeason>,
}

/// A league game's place in its season.
pub struct InSeason {
    pub season_id: i64,
    pub division: i32,
    pub round: i32,
}

/// An organizer starts a game by hand: within their account's limits on games and on people
/// invited (a league's games are the league's, and are not counted).
pub fn start_by_hand<G: Playable>(
    conn: &mut PgConnection,
    new: NewGame<G>,
    ctx: &Ctx,
) -> Result<i64, PlayError> {
    conn.transaction(|conn| {
        let organizer =
            users::by_id(conn, new.organizer_id)?.ok_or(PlayError::NotFound("player"))?;
        let invited = new
            .players
            .iter()
            .filter(|p| !p.email.eq_ignore_ascii_case(&organizer.email))
            .count() as i64;
        for (action, amount) in [(Action::Game, 1), (Action::Invitation, invited)] {
            limits::spend(conn, organizer.id, action, amount, ctx.now)?
                .map_err(PlayError::Limited)?;
        }
        create::<G>(conn, new, ctx)
    })
}

/// Creates the game and queues every player's invitation; returns the game id.
pub fn create<G: Playable>(
    conn: &mut PgConnection,
    new: NewGame<G>,
    ctx: &Ctx,
) -> Result<i64, PlayError> {
    let seed = new.seed.unwrap_or_else(|| rand::rng().random());
    let mut state = G::setup(seed, new.players.len(), &new.options)?;
    let mut emails: Vec<&str> = new.players.iter().map(|p| p.email.as_str()).collect();
    emails.sort_unstable();
    if emails.windows(2).any(|w| w[0].eq_ignore_ascii_case(w[1])) {
        return Err(PlayError::Invalid(
            "each player needs a different email address".into(),
        ));
    }
    conn.transaction(|conn| {
        let language = invitation_language(conn, new.organizer_id, new.season.as_ref())?;
        let game = games::insert(
            conn,
            games::NewGame {
                game: G::ID,
                options: serde_json::to_value(&new.options)?,
                // Stored as the bits of the u64: BIGINT is signed.
                seed: seed as i64,
                state: serde_json::to_value(&state)?,
                organizer_id: new.organizer_id,
                decision_hours: new.decision_hours,
                reminder_hours: new.reminder_hours.clone(),
                absence_days: new.absence_days,
                visibility: if new.players_only {
                    "players"
                } else {
                    "public"
                },
                language: language.code(),
                now: ctx.now,
            },
        )?;
        for (seat, p) in new.players.iter().enumerate() {
            let user = users::find_or_create_speaking(conn, &p.email, &p.name, language)?;
            games::insert_seat(conn, game.id, seat as i32, user.id)?;
        }
        if let Some(s) = &new.season {
            seasons::add_game(conn, s.season_id, game.id, s.division, s.round)?;
        }
        let id = game.id;
        let mut table = Table::of(conn, game, ctx.now)?;
        advance::<G>(conn, &mut table, &mut state, ctx)?;
        let resolved = store::<G>(&mut table, &state, ctx)?;
        carry_out::<G>(conn, &mut table, &state, resolved, ctx, true)?;
        Ok(id)
    })
}
