//! The daily digest: for players who chose it, one email a day at their hour listing every
//! decision they owe, instead of an email per decision.

use crate::db::email_kind::EmailKind;
use crate::db::notify_preference::NotifyPreference;
use crate::db::{games, users};
use crate::jobs;
use crate::local_time;
use crate::mail::kinds::{Digest, DigestItem};
use crate::outbox::digest_due::DigestDue;
use crate::play::{Ctx, PlayError, emails::pending, talk};
use diesel::PgConnection;

/// The digest comes due: sends it if the user still wants it and owes anything.
pub fn send(conn: &mut PgConnection, user_id: i64, ctx: &Ctx) -> Result<(), PlayError> {
    let Some(user) = users::by_id(conn, user_id)? else {
        return Ok(());
    };
    if user.notify != NotifyPreference::Digest {
        return Ok(());
    }
    let mut items = Vec::new();
    // Each game's table talk goes with it: (game, seat, the newest message carried).
    let mut carried = Vec::new();
    for p in pending::of_user(conn, user.id)? {
        let seat = games::players(conn, p.game_id)?
            .into_iter()
            .find(|(s, _)| s.seat as usize == p.seat)
            .map(|(s, _)| s);
        let (talk, newest) = match &seat {
            Some(row) => talk::unread(conn, row, &user)?,
            None => (Vec::new(), 0),
        };
        carried.push((p.game_id, p.seat as i32, newest));
        items.push(DigestItem {
            link: crate::play::emails::game_email::seat_link(conn, p.game_id, p.seat, ctx)?,
            game_title: p.game_title,
            due: p.due.read(user.lang().code()),
            deadline: p.deadline.map(|d| local_time::show(&user, user.lang(), d)),
            talk,
        });
    }
    if items.is_empty() {
        return Ok(());
    }
    let date = local_time::local_date(&user, ctx.now);
    let digest = Digest {
        name: user.display_name.clone(),
        date: local_time::day(date, user.lang()),
        items,
        settings_url: ctx.url("/account"),
    };
    let rendered = digest.render(user.lang())?;
    let message_id = format!("digest-{date}-user-{}@{}", user.id, ctx.mail_domain);
    let email = crate::outbox::queue::email_to(&user, rendered, message_id, None, None);
    if crate::outbox::queue::queue(conn, &user, None, EmailKind::Digest, email, ctx)? {
        for (game_id, seat, newest) in carried {
            talk::carried(conn, game_id, seat, newest)?;
        }
    }
    // Tomorrow's digest lists again whatever is still waiting then. (This job is still in the
    // queue while it runs, so `schedule` would think tomorrow's is too.)
    let due = DigestDue { user_id: user.id };
    jobs::enqueue(conn, &due, local_time::next_digest(&user, ctx.now), ctx.now)?;
    Ok(())
}
