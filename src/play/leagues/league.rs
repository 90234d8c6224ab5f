//! Running a league: creating it, inviting members by email or a join link, joining, leaving.
//! A member who leaves during a season has their games played on without them.

use crate::accounts::limits::{self, Action};
use crate::db::email_kind::EmailKind;
use crate::db::models::{League, User};
use crate::db::{games, leagues, seasons, tokens, users};
use crate::games::registry;
use crate::i18n::{Said, Tr};
use crate::league::standings::PointsTable;
use crate::mail::kinds::{LeagueNews, QuickChoice, TableLine};
use crate::play::log_words::LogWords;
use crate::play::visibility::is_member;
use crate::play::{Ctx, PlayError, turn::absence};
use chrono::Duration;
use diesel::prelude::*;

/// Most addresses one invitation form may hold.
pub const MAX_INVITES: usize = 50;
/// How long an emailed invitation works. It signs its holder in, so it works once, and not for
/// ever.
pub const INVITE_DAYS: i64 = 30;

/// What the organizer chooses for a league.
pub struct Settings {
    pub name: String,
    pub description: String,
    /// The game the league plays: its registered id.
    pub game: &'static str,
    /// The game's options, in its own format.
    pub options: serde_json::Value,
    pub decision_hours: Option<i32>,
    pub reminder_hours: Vec<i32>,
    pub absence_days: i32,
    pub members_only: bool,
    pub pod_size: i32,
    pub divisions: i32,
    pub promote: i32,
    pub relegate: i32,
    pub points: PointsTable,
}

impl Settings {
    fn check(&self) -> Result<(), PlayError> {
        let invalid = |field, why: Said| Err(PlayError::Field(field, why));
        let name = self.name.trim().chars().count();
        if !(1..=80).contains(&name) {
            return invalid("name", Said::msg("refused-league-name"));
        }
        if self.description.chars().count() > 2000 {
            return invalid("description", Said::msg("refused-league-description"));
        }
        let seats = registry::find(self.game)
            .map_err(|e| PlayError::Invalid(Said::Text(e.to_string())))?
            .league_seats();
        if !seats.contains(&(self.pod_size as usize)) {
            return invalid(
                "pod_size",
                Said::msg("refused-league-pod")
                    .with("min", *seats.start())
                    .with("max", *seats.end()),
            );
        }
        if !(1..=8).contains(&self.divisions) {
            return invalid("divisions", Said::msg("refused-league-divisions"));
        }
        if !(0..=10).contains(&self.promote) {
            return invalid("promote", Said::msg("refused-league-promote"));
        }
        if !(0..=10).contains(&self.relegate) {
            return invalid("relegate", Said::msg("refused-league-relegate"));
        }
        // The schedule makes tables of any size the game allows, whatever the preferred size,
        // and every finished game needs its points.
        if let Some(size) = seats.clone().find(|&size| self.points.get(size).is_none()) {
            return Err(PlayError::Field(
                "points",
                Said::msg("refused-league-points")
                    .with("min", *seats.start())
                    .with("max", *seats.end())
                    .with("size", size),
            ));
        }
        Ok(())
    }
}

/// Creates the league with `organizer` as its first member; returns it and its join link's
/// secret (shown once: only its hash is kept).
pub fn create(
    conn: &mut PgConnection,
    organizer: &User,
    settings: &Settings,
    ctx: &Ctx,
) -> Result<(League, String), PlayError> {
    settings.check()?;
    let secret = tokens::new_secret();
    conn.transaction(|conn| {
        let league = leagues::insert(
            conn,
            &leagues::NewLeague {
                name: settings.name.trim(),
                description: settings.description.trim(),
                game: settings.game,
                options: settings.options.clone(),
                decision_hours: settings.decision_hours,
                reminder_hours: settings.reminder_hours.iter().copied().map(Some).collect(),
                absence_days: settings.absence_days,
                visibility: if settings.members_only {
                    "members"
                } else {
                    "public"
                },
                pod_size: settings.pod_size,
                divisions: settings.divisions,
                promote: settings.promote,
                relegate: settings.relegate,
                points: &settings.points.to_string(),
                join_token_hash: tokens::hash(&secret),
                created_at: ctx.now,
                language: organizer.lang().code(),
            },
        )?;
        leagues::add_member(conn, league.id, organizer.id, true, ctx.now)?;
        Ok((league, secret))
    })
}

/// The leagues `user` (signed in or not) may see: public ones and their own; newest first.
pub fn listed(conn: &mut PgConnection, user: Option<i64>) -> Result<Vec<League>, PlayError> {
    Ok(leagues::visible(conn, user)?)
}

/// The league, if `user` may see it: public, or they belong to it.
pub fn visible(
    conn: &mut PgConnection,
    league_id: i64,
    user: Option<i64>,
) -> Result<League, PlayError> {
    let league = leagues::get(conn, league_id)?.ok_or(PlayError::NoLeague)?;
    if league.visibility == "public" || is_member(conn, league_id, user)? {
        Ok(league)
    } else {
        Err(PlayError::MembersOnly)
    }
}

/// The league, if `actor` organizes it.
pub fn organized(
    conn: &mut PgConnection,
    league_id: i64,
    actor: &User,
) -> Result<League, PlayError> {
    let league = leagues::get(conn, league_id)?.ok_or(PlayError::NoLeague)?;
    match leagues::membership(conn, league_id, actor.id)? {
        Some(m) if m.organizer && m.left_at.is_none() => Ok(league),
        _ => Err(PlayError::NotOrganizer),
    }
}

/// A new join link; the old one stops working. Returns its secret.
pub fn new_join_link(
    conn: &mut PgConnection,
    league_id: i64,
    actor: &User,
) -> Result<String, PlayError> {
    organized(conn, league_id, actor)?;
    let secret = tokens::new_secret();
    leagues::set_join_token(conn, league_id, &tokens::hash(&secret))?;
    Ok(secret)
}

/// Emails an invitation to each address in `addresses` (separated by commas, spaces or lines)
/// that is not a member yet. Returns how many went out.
pub fn invite(
    conn: &mut PgConnection,
    league_id: i64,
    actor: &User,
    addresses: &str,
    ctx: &Ctx,
) -> Result<usize, PlayError> {
    let league = organized(conn, league_id, actor)?;
    let given: Vec<&str> = addresses
        .split(|c: char| c == ',' || c == ';' || c.is_whitespace())
        .filter(|a| !a.is_empty())
        .collect();
    let mut emails = Vec::with_capacity(given.len());
    for address in given {
        let email = crate::accounts::normalize_email(address).ok_or_else(|| {
            PlayError::Field(
                "emails",
                Said::msg("refused-not-an-address").with("address", address),
            )
        })?;
        emails.push(email);
    }
    emails.sort_unstable();
    emails.dedup();
    if emails.is_empty() {
        return Err(PlayError::field("emails", "refused-no-address"));
    }
    if emails.len() > MAX_INVITES {
        return Err(PlayError::Field(
            "emails",
            Said::msg("refused-too-many-addresses").with("max", MAX_INVITES),
        ));
    }
    conn.transaction(|conn| {
        // Members need no invitation, and an invitation still open is not sent again.
        let open_since = ctx.now - Duration::days(INVITE_DAYS);
        let mut invitees = Vec::with_capacity(emails.len());
        for email in &emails {
            let user = users::find_or_create_speaking(conn, email, "", league.lang())?;
            if !is_member(conn, league.id, Some(user.id))?
                && !leagues::invited_since(conn, league.id, user.id, open_since)?
            {
                invitees.push(user);
            }
        }
        let count = invitees.len() as i64;
        limits::spend(conn, actor.id, Action::LeagueInvitation, count, ctx.now)?
            .map_err(PlayError::Limited)?;
        let mut sent = 0;
        for user in invitees {
            let secret = tokens::new_secret();
            leagues::insert_invite(conn, league.id, user.id, &tokens::hash(&secret), ctx.now)?;
            let tr = Tr::new(user.lang());
            let lines = vec![
                tr.t2(
                    "email-league-invites",
                    "by",
                    &actor.display_name,
                    "league",
                    &league.name,
                ),
                tr.t1(
                    "email-league-invites-how",
                    "game",
                    crate::games::registry::name_of(&league.game),
                ),
            ];
            let link = QuickChoice {
                label: tr.t("email-league-join"),
                url: ctx.url(&format!("/leagues/invite/{secret}")),
            };
            let key = format!("invite-{}", tokens::hex(&tokens::hash(&secret)[..6]));
            let said = LeagueSaid {
                headline: tr.t("email-league-invited"),
                lines,
                table: Vec::new(),
                link: Some(link),
                key: &key,
            };
            news(conn, &league, &user, said, ctx)?;
            sent += 1;
        }
        Ok(sent)
    })
}

/// The invitation behind `secret`, if it is unused and not too old.
fn valid_invite(
    conn: &mut PgConnection,
    secret: &str,
    ctx: &Ctx,
) -> Result<crate::db::models::LeagueInvite, PlayError> {
    leagues::invite(conn, &tokens::hash(secret))?
        .filter(|i| i.used_at.is_none())
        .filter(|i| ctx.now - i.created_at < Duration::days(INVITE_DAYS))
        .ok_or(PlayError::BadInvite)
}

/// Joins through an emailed invitation: the link proves the address, so no sign-in is needed.
/// Returns the league and the new member.
pub fn accept_invite(
    conn: &mut PgConnection,
    secret: &str,
    ctx: &Ctx,
) -> Result<(League, User), PlayError> {
    conn.transaction(|conn| {
        let invite = valid_invite(conn, secret, ctx)?;
        // Members come and go under the league's lock, as a season's start reads them.
        let league = leagues::lock(conn, invite.league_id)?.ok_or(PlayError::NoLeague)?;
        let user = users::by_id(conn, invite.user_id)?.ok_or(PlayError::BadInvite)?;
        if !leagues::use_invite(conn, &invite.token_hash, ctx.now)? {
            return Err(PlayError::BadInvite);
        }
        if !is_member(conn, league.id, Some(user.id))? {
            leagues::add_member(conn, league.id, user.id, false, ctx.now)?;
        }
        Ok((league, user))
    })
}

/// The league an invitation is for, if the invitation is valid.
pub fn invited_to(conn: &mut PgConnection, secret: &str, ctx: &Ctx) -> Result<League, PlayError> {
    let invite = valid_invite(conn, secret, ctx)?;
    leagues::get(conn, invite.league_id)?.ok_or(PlayError::NoLeague)
}

/// The league `league_id`, if `secret` is its current join link.
pub fn joinable(
    conn: &mut PgConnection,
    league_id: i64,
    secret: &str,
) -> Result<League, PlayError> {
    leagues::by_join_token(conn, &tokens::hash(secret))?
        .filter(|l| l.id == league_id)
        .ok_or(PlayError::BadInvite)
}

/// Joins with the league's join link, signed in as `user`.
pub fn join(
    conn: &mut PgConnection,
    league_id: i64,
    secret: &str,
    user: &User,
    ctx: &Ctx,
) -> Result<League, PlayError> {
    conn.transaction(|conn| {
        let league = joinable(conn, league_id, secret)?;
        leagues::lock(conn, league.id)?;
        if !is_member(conn, league.id, Some(user.id))? {
            leagues::add_member(conn, league.id, user.id, false, ctx.now)?;
        }
        Ok(league)
    })
}

/// An organizer shares the running of the league with another member.
pub fn make_organizer(
    conn: &mut PgConnection,
    league_id: i64,
    actor: &User,
    member: i64,
) -> Result<(), PlayError> {
    conn.transaction(|conn| {
        leagues::lock(conn, league_id)?;
        organized(conn, league_id, actor)?;
        if !leagues::make_organizer(conn, league_id, member)? {
            return Err(PlayError::invalid("refused-organizer-not-member"));
        }
        Ok(())
    })
}

/// `user` leaves the league. In a running season their games play on: their seats are away
/// until the season ends, so their decisions are made by their standing orders or the default.
/// An organizer may still give a seat to a substitute.
pub fn leave(
    conn: &mut PgConnection,
    league_id: i64,
    user: &User,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    conn.transaction(|conn| {
        // Two organizers leaving at once must not both see the other one staying.
        leagues::lock(conn, league_id)?.ok_or(PlayError::NoLeague)?;
        let members = leagues::members(conn, league_id)?;
        let organizers = members.iter().filter(|(m, _)| m.organizer).count();
        if organizers == 1
            && members
                .iter()
                .any(|(m, _)| m.organizer && m.user_id == user.id)
        {
            return Err(PlayError::invalid("refused-last-organizer"));
        }
        if !leagues::leave(conn, league_id, user.id, ctx.now)? {
            return Err(PlayError::invalid("refused-not-a-member"));
        }
        for season in seasons::of_league(conn, league_id)? {
            if season.status != "running"
                || !seasons::drop_member(conn, season.id, user.id, ctx.now)?
            {
                continue;
            }
            for (_, game) in seasons::games(conn, season.id)? {
                if !game.status.is_active() {
                    continue;
                }
                let players = games::players(conn, game.id)?;
                let Some((seat, _)) = players.iter().find(|(_, u)| u.id == user.id) else {
                    continue;
                };
                let why = LogWords::new("log-left-league").text("name", &user.display_name);
                let until = season.ends_at + Duration::days(30);
                crate::with_game!(&game.game, G => {
                    absence::drop_out::<G>(conn, game.id, seat.seat, until, &why, ctx)
                })?;
            }
        }
        Ok(())
    })
}

/// What a league's email says: its headline and lines, a table if it shows one, a link if it
/// offers one, and `key`, which makes it unique among the user's emails of the league.
pub struct LeagueSaid<'a> {
    pub headline: String,
    pub lines: Vec<String>,
    pub table: Vec<TableLine>,
    pub link: Option<QuickChoice>,
    pub key: &'a str,
}

/// Queues a league email to `user`.
pub fn news(
    conn: &mut PgConnection,
    league: &League,
    user: &User,
    said: LeagueSaid,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let mail = LeagueNews {
        name: user.display_name.clone(),
        league_name: league.name.clone(),
        league_url: ctx.url(&format!("/leagues/{}", league.id)),
        headline: said.headline,
        lines: said.lines,
        table: said.table,
        link: said.link,
        settings_url: ctx.url("/account"),
    };
    let rendered = mail.render(user.lang())?;
    let message_id = format!(
        "league-{}-{}-user-{}@{}",
        league.id, said.key, user.id, ctx.mail_domain
    );
    let email = crate::outbox::queue::email_to(user, rendered, message_id, None, None);
    crate::outbox::queue::queue(conn, user, None, EmailKind::League, email, ctx)?;
    Ok(())
}
