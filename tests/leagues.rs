//! Leagues from the organizer's forms to the final tables: members invited by email and by the
//! join link, a season scheduled in pods and played to its end by bots through the turn service,
//! standings, ratings, promotion and relegation, a member who leaves, a season that ends first,
//! and who may see a members-only league's games.

use crate::support;

use missive::db::models::{GameRow, Season};
use missive::db::{games, history, seasons, users};
use missive::games::Game;
use missive::games::wonderful::Wonderful;
use missive::league::ratings;
use missive::league::standings::Points;
use missive::play::summary::outcome;
use reqwest::StatusCode;
use std::collections::BTreeMap;
use support::app::{TestApp, hidden, link_in};
use support::bots::play;

const ORGANIZER: &str = "org@example.org";

fn member(i: usize) -> String {
    format!("m{i}@example.org")
}

/// Sends the new-league form with these fields over the defaults.
async fn post_league(
    app: &TestApp,
    organizer: &reqwest::Client,
    fields: &[(&str, &str)],
) -> reqwest::Response {
    let mut all: BTreeMap<&str, &str> = support::forms::new_league().into_iter().collect();
    all.extend(fields.iter().copied());
    let fields: Vec<(&str, &str)> = all.into_iter().collect();
    app.submit(organizer, "/leagues/new", "/leagues", &fields)
        .await
}

/// A new join link for league `id`, made by its organizer from the league's page; and that
/// page, which shows it once.
pub(crate) async fn new_join_link(
    app: &TestApp,
    organizer: &reqwest::Client,
    id: i64,
) -> (String, String) {
    let r = app
        .submit(
            organizer,
            &format!("/leagues/{id}"),
            &format!("/leagues/{id}/join-link"),
            &[],
        )
        .await;
    assert_eq!(r.status(), 303);
    let page = app.page(organizer, &format!("/leagues/{id}")).await;
    let link =
        link_in(&page, &app.url(&format!("/leagues/{id}/join?key="))).expect("the join link");
    (link, page)
}

/// The organizer, signed in, creates a league with these form fields over the defaults.
pub(crate) async fn create_league(
    app: &TestApp,
    organizer: &reqwest::Client,
    fields: &[(&str, &str)],
) -> i64 {
    let r = post_league(app, organizer, fields).await;
    assert_eq!(r.status(), 303, "{}", r.text().await.unwrap());
    let location = r.headers()["location"].to_str().unwrap().to_string();
    location.trim_start_matches("/leagues/").parse().unwrap()
}

/// The organizer invites `emails`; each follows their emailed link and joins.
pub(crate) async fn invite_and_join(
    app: &TestApp,
    organizer: &reqwest::Client,
    id: i64,
    emails: &[String],
) {
    let list = emails.join("\n");
    let r = app
        .submit(
            organizer,
            &format!("/leagues/{id}"),
            &format!("/leagues/{id}/invite"),
            &[("emails", &list)],
        )
        .await;
    assert_eq!(r.status(), 303);
    for email in emails {
        let mail = app.mail_where("an invitation", |m| {
            m.to.iter().any(|t| t == email) && m.subject.contains("You are invited")
        });
        let link = link_in(&mail.text, &app.url("/leagues/invite/")).expect("a join link");
        let browser = app.browser();
        let page = app.page(&browser, link.trim_start_matches(&app.base)).await;
        assert!(page.contains("Join Tuesday Wonders"), "{page}");
        let csrf = hidden(&page, "csrf").unwrap();
        let r = browser
            .post(&link)
            .form(&[("csrf", &csrf)])
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 303, "{}", r.text().await.unwrap());
        // The link signed them in once; it does not work again.
        let again = browser.get(&link).send().await.unwrap();
        assert_eq!(again.status(), StatusCode::GONE);
        assert!(again.text().await.unwrap().contains("used already"));
    }
}

/// Plans a season from today over `days` days and starts it at once; returns it.
pub(crate) async fn start_season(
    app: &TestApp,
    organizer: &reqwest::Client,
    id: i64,
    games_each: &str,
    days: i64,
) -> Season {
    let today = app.now().date_naive();
    let (starts, ends) = (
        (today + chrono::Duration::days(1)).to_string(),
        (today + chrono::Duration::days(days)).to_string(),
    );
    let league = format!("/leagues/{id}");
    let r = app
        .submit(
            organizer,
            &league,
            &format!("{league}/seasons"),
            &[
                ("starts", &starts),
                ("ends", &ends),
                ("games_each", games_each),
            ],
        )
        .await;
    assert_eq!(r.status(), 303, "{}", r.text().await.unwrap());
    let mut conn = app.pool.get().unwrap();
    let number = seasons::of_league(&mut conn, id).unwrap()[0].number;
    let start = format!("{league}/seasons/{number}/start");
    let r = app.submit(organizer, &league, &start, &[]).await;
    assert_eq!(r.status(), 303, "{}", r.text().await.unwrap());
    let season = seasons::by_number(&mut conn, id, number).unwrap().unwrap();
    // Pressed again a moment later: the season is started, as asked, and nothing more happens.
    let games = season_games(app, &season).len();
    let r = app.submit(organizer, &league, &start, &[]).await;
    assert_eq!(r.status(), 303, "{}", r.text().await.unwrap());
    assert_eq!(
        r.headers()["location"].to_str().unwrap(),
        format!("{league}?done=started")
    );
    assert_eq!(season_games(app, &season).len(), games);
    season
}

pub(crate) fn season_games(app: &TestApp, season: &Season) -> Vec<GameRow> {
    seasons::games(&mut app.pool.get().unwrap(), season.id)
        .unwrap()
        .into_iter()
        .map(|(_, g)| g)
        .collect()
}

/// The user ids seated in game `id`, by seat.
pub(crate) fn seated(app: &TestApp, id: i64) -> Vec<i64> {
    games::players(&mut app.pool.get().unwrap(), id)
        .unwrap()
        .into_iter()
        .map(|(_, u)| u.id)
        .collect()
}

pub(crate) fn user_id(app: &TestApp, email: &str) -> i64 {
    users::by_email(&mut app.pool.get().unwrap(), email)
        .unwrap()
        .unwrap()
        .id
}

pub(crate) fn season_status(app: &TestApp, season: &Season) -> String {
    seasons::get(&mut app.pool.get().unwrap(), season.id)
        .unwrap()
        .unwrap()
        .status
}

/// Each member's league points in sixtieths, worked out here from the finished games: places
/// 1st, 2nd, … of a table of n take the n-player line of `table`; a shared place splits the
/// points of the places it covers.
fn expected_points(
    app: &TestApp,
    games: &[GameRow],
    table: &[(usize, Vec<i64>)],
) -> BTreeMap<i64, i64> {
    let mut points = BTreeMap::new();
    for game in games {
        let game = games::get(&mut app.pool.get().unwrap(), game.id)
            .unwrap()
            .unwrap();
        let o = outcome(&game).unwrap().expect("finished");
        let ids = seated(app, game.id);
        let line = &table.iter().find(|(n, _)| *n == ids.len()).unwrap().1;
        for st in &o.standings {
            let sharing: Vec<_> = o.standings.iter().filter(|x| x.rank == st.rank).collect();
            let first = st.rank - 1;
            let pooled: i64 = line[first..first + sharing.len()].iter().sum();
            *points.entry(ids[st.seat]).or_insert(0) += pooled * 60 / sharing.len() as i64;
        }
    }
    points
}

#[actix_web::test]
async fn a_season_of_twelve_in_pods_of_four_is_scheduled_played_and_scored() {
    let app = TestApp::spawn().await;
    let organizer = app.browser();
    app.sign_in(&organizer, ORGANIZER).await;
    let id = create_league(&app, &organizer, &[]).await;
    let emails: Vec<String> = (1..12).map(member).collect();
    invite_and_join(&app, &organizer, id, &emails).await;
    let page = app.page(&organizer, &format!("/leagues/{id}")).await;
    assert!(page.contains("Members (12)"), "{page}");

    // The bots play some 200 steps: their members take the daily digest rather than an email
    // per decision (league emails still come).
    for email in std::iter::once(ORGANIZER.to_string()).chain(emails.iter().cloned()) {
        users::set_notify(
            &mut app.pool.get().unwrap(),
            user_id(&app, &email),
            missive::db::notify_preference::NotifyPreference::Digest,
        )
        .unwrap();
    }
    let season = start_season(&app, &organizer, id, "3", 30).await;
    let games = season_games(&app, &season);
    assert_eq!(games.len(), 9, "12 members × 3 games / 4 a table");
    let everyone: Vec<i64> = std::iter::once(ORGANIZER.to_string())
        .chain(emails.iter().cloned())
        .map(|e| user_id(&app, &e))
        .collect();
    let mut played: BTreeMap<i64, usize> = BTreeMap::new();
    let mut pairs: BTreeMap<(i64, i64), usize> = BTreeMap::new();
    for game in &games {
        let ids = seated(&app, game.id);
        assert_eq!(ids.len(), 4);
        for (i, a) in ids.iter().enumerate() {
            *played.entry(*a).or_default() += 1;
            for b in &ids[i + 1..] {
                *pairs.entry((*a.min(b), *a.max(b))).or_default() += 1;
            }
        }
    }
    for m in &everyone {
        assert_eq!(played.get(m), Some(&3), "member {m} plays 3 games");
    }
    // Three tables of 4 in the first round: from the second on, each table draws 4 members from
    // 3 first-round tables, so some pairs must meet again. With no pair meeting three times the
    // fewest repeats over three rounds are 9 (found by exhaustive search), and so it schedules.
    let repeats: usize = pairs.values().map(|n| n - 1).sum();
    assert_eq!(repeats, 9, "{pairs:?}");
    assert!(pairs.values().all(|&n| n <= 2), "{pairs:?}");
    app.settle();
    for email in std::iter::once(ORGANIZER.to_string()).chain(emails.iter().cloned()) {
        app.mail_where("the season's start", |m| {
            m.to.contains(&email) && m.subject.contains("Season 1 has begun")
        });
    }

    // Every game played to its end by the bots; the last one to finish ends the season.
    for game in &games {
        play(&app, game.id, |_| false);
    }
    app.settle();
    assert_eq!(season_status(&app, &season), "finished");
    let table = vec![(4, vec![5, 3, 2, 1])];
    let points = expected_points(&app, &games, &table);
    assert_eq!(
        points.values().sum::<i64>(),
        9 * 11 * 60,
        "every game hands out 11 points"
    );

    // The season page's table: everyone, each with their points, best first.
    let page = app
        .page(&app.browser(), &format!("/leagues/{id}/seasons/1"))
        .await;
    assert!(page.contains("finished: the tables are final"), "{page}");
    let mut last = i64::MAX;
    let mut at = 0;
    let mut order: Vec<(usize, i64)> = everyone
        .iter()
        .map(|m| {
            let name = users::by_id(&mut app.pool.get().unwrap(), *m)
                .unwrap()
                .unwrap()
                .display_name;
            let row = format!(
                "<td>{name}</td><td>{}</td>",
                Points::from_sixtieths(points[m])
            );
            (
                page.find(&row).unwrap_or_else(|| panic!("{row} in {page}")),
                points[m],
            )
        })
        .collect();
    order.sort();
    for (position, p) in order {
        assert!(position > at && p <= last, "rows best first");
        (at, last) = (position, p);
    }

    // Everyone hears the final table.
    for email in std::iter::once(ORGANIZER.to_string()).chain(emails.iter().cloned()) {
        let mail = app.mail_where("the final table", |m| {
            m.to.contains(&email) && m.subject.contains("Season 1 is over")
        });
        assert!(mail.text.contains("You finished"), "{}", mail.text);
        assert!(mail.text.contains(" pts · "), "{}", mail.text);
    }

    // Ratings: every member rated after 3 games, as the Weng-Lin replay of the games in the
    // order they finished gives.
    let mut finished: Vec<GameRow> = games
        .iter()
        .map(|g| {
            games::get(&mut app.pool.get().unwrap(), g.id)
                .unwrap()
                .unwrap()
        })
        .collect();
    finished.sort_by_key(|g| (g.finished_at, g.id));
    let replayed = ratings::replay(
        &finished
            .iter()
            .map(|g| {
                let o = outcome(g).unwrap().unwrap();
                let ids = seated(&app, g.id);
                o.standings
                    .iter()
                    .map(|st| (ids[st.seat], st.rank as u32))
                    .unzip()
            })
            .collect::<Vec<(Vec<i64>, Vec<u32>)>>(),
    );
    let board = app
        .page(&app.browser(), &format!("/leagues/{id}/ratings"))
        .await;
    for m in &everyone {
        let history = &replayed[m];
        assert_eq!(history.len(), 3);
        let shown = format!("{:.1}</td><td>3</td>", history[2].display());
        assert!(board.contains(&shown), "{shown} in {board}");
    }
    let player = app
        .page(
            &app.browser(),
            &format!("/leagues/{id}/players/{}", everyone[0]),
        )
        .await;
    assert!(player.contains("after 3 league games"), "{player}");
    assert!(player.contains("<svg"), "a chart");
}

#[actix_web::test]
async fn divisions_promote_and_relegate_and_newcomers_enter_by_rating() {
    let app = TestApp::spawn().await;
    let organizer = app.browser();
    app.sign_in(&organizer, ORGANIZER).await;
    let id = create_league(&app, &organizer, &[("pod_size", "3"), ("divisions", "2")]).await;
    let emails: Vec<String> = (1..6).map(member).collect();
    invite_and_join(&app, &organizer, id, &emails).await;
    let first = start_season(&app, &organizer, id, "1", 30).await;
    let members = seasons::members(&mut app.pool.get().unwrap(), first.id).unwrap();
    // No ratings yet: the members split in the order they joined.
    let division = |email: &str| {
        members
            .iter()
            .find(|(_, u)| u.email == email)
            .map(|(m, _)| m.division)
            .unwrap()
    };
    assert_eq!(division(ORGANIZER), 1);
    assert_eq!(division(&member(2)), 1);
    assert_eq!(division(&member(3)), 2);
    assert_eq!(division(&member(5)), 2);
    for game in season_games(&app, &first) {
        play(&app, game.id, |_| false);
    }
    app.settle();
    assert_eq!(season_status(&app, &first), "finished");

    // A newcomer joins between seasons with the league's join link.
    let (link, _) = new_join_link(&app, &organizer, id).await;
    let newcomer = app.browser();
    app.sign_in(&newcomer, "new@example.org").await;
    let join = app
        .page(&newcomer, link.trim_start_matches(&app.base))
        .await;
    let key = hidden(&join, "key").unwrap();
    let r = app
        .submit(
            &newcomer,
            link.trim_start_matches(&app.base),
            &format!("/leagues/{id}/join"),
            &[("key", &key)],
        )
        .await;
    assert_eq!(r.status(), 303);
    // A tampered key is refused and changes nothing.
    let r = app
        .submit(
            &newcomer,
            "/leagues/new",
            &format!("/leagues/{id}/join"),
            &[("key", "nope")],
        )
        .await;
    assert_eq!(r.status(), StatusCode::GONE);

    let tables = {
        let mut conn = app.pool.get().unwrap();
        let league = missive::db::leagues::get(&mut conn, id).unwrap().unwrap();
        missive::play::leagues::season::standings(&mut conn, &league, &first).unwrap()
    };
    let (top, bottom) = (&tables[0].rows, &tables[1].rows);
    let second = start_season(&app, &organizer, id, "1", 30).await;
    let next = seasons::members(&mut app.pool.get().unwrap(), second.id).unwrap();
    let now_in = |member: i64| {
        next.iter()
            .find(|(m, _)| m.user_id == member)
            .map(|(m, _)| m.division)
    };
    assert_eq!(
        now_in(bottom[0].row.member),
        Some(1),
        "the lower division's winner goes up"
    );
    assert_eq!(
        now_in(top[2].row.member),
        Some(2),
        "the top division's last goes down"
    );
    assert_eq!(now_in(top[0].row.member), Some(1));
    assert_eq!(now_in(bottom[2].row.member), Some(2));
    let newcomer_id = user_id(&app, "new@example.org");
    assert!(
        now_in(newcomer_id).is_some(),
        "the newcomer plays the next season"
    );
    assert_eq!(next.len(), 7);
}

#[actix_web::test]
async fn a_member_who_leaves_has_their_games_played_on_and_a_season_ends_on_its_date() {
    let app = TestApp::spawn().await;
    let organizer = app.browser();
    app.sign_in(&organizer, ORGANIZER).await;
    let id = create_league(&app, &organizer, &[]).await;
    let emails: Vec<String> = (1..4).map(member).collect();
    invite_and_join(&app, &organizer, id, &emails).await;
    let season = start_season(&app, &organizer, id, "2", 10).await;
    let games = season_games(&app, &season);
    assert_eq!(games.len(), 2);

    // Member 3 leaves after the first step of the first game.
    play(&app, games[0].id, |s| Wonderful::step(s) >= 1);
    let leaver = app.browser();
    app.sign_in(&leaver, &member(3)).await;
    let r = app
        .submit(
            &leaver,
            &format!("/leagues/{id}"),
            &format!("/leagues/{id}/leave"),
            &[],
        )
        .await;
    assert_eq!(r.status(), 303);
    let gone = user_id(&app, &member(3));
    let seat = seated(&app, games[0].id)
        .iter()
        .position(|u| *u == gone)
        .unwrap();
    play(&app, games[0].id, |_| false);
    let mut conn = app.pool.get().unwrap();
    assert_eq!(
        games::get(&mut conn, games[0].id).unwrap().unwrap().status,
        "finished"
    );
    let theirs: Vec<String> = history::all_submissions(&mut conn, games[0].id)
        .unwrap()
        .into_iter()
        .filter(|s| s.seat == seat as i32 && s.step >= 1)
        .map(|s| s.source)
        .collect();
    assert!(
        !theirs.is_empty() && theirs.iter().all(|s| s == "absent" || s == "auto"),
        "{theirs:?}"
    );
    let page = app
        .page(&app.browser(), &format!("/games/{}", games[0].id))
        .await;
    assert!(page.contains("left the league"), "the game's log says so");

    // Nobody plays the second game: when the season's last day is over, it is finished by
    // default, marked as such, and the final tables say so.
    assert_eq!(season_status(&app, &season), "running");
    app.advance(chrono::Duration::days(12));
    app.settle();
    assert_eq!(season_status(&app, &season), "finished");
    let second = games::get(&mut conn, games[1].id).unwrap().unwrap();
    assert_eq!(second.status, "finished");
    assert!(
        seasons::of_game(&mut conn, second.id)
            .unwrap()
            .unwrap()
            .finished_by_default
    );
    let page = app
        .page(&app.browser(), &format!("/leagues/{id}/seasons/1"))
        .await;
    assert!(
        page.contains("finished by default when the season ended"),
        "{page}"
    );
    assert!(page.contains("(left the league)"), "{page}");
    let mail = app.mail_where("the final table", |m| {
        m.to.iter().any(|t| t == ORGANIZER) && m.subject.contains("Season 1 is over")
    });
    assert!(mail.text.contains("finished by default"), "{}", mail.text);
}

#[actix_web::test]
async fn a_members_only_league_shows_its_games_to_its_members_and_nobody_else() {
    let app = TestApp::spawn().await;
    let organizer = app.browser();
    app.sign_in(&organizer, ORGANIZER).await;
    let id = create_league(
        &app,
        &organizer,
        &[("visibility", "members"), ("pod_size", "3")],
    )
    .await;
    let emails: Vec<String> = (1..7).map(member).collect();
    invite_and_join(&app, &organizer, id, &emails).await;
    let season = start_season(&app, &organizer, id, "1", 10).await;
    let games = season_games(&app, &season);
    assert_eq!(games.len(), 2, "six members in tables of three");

    // Each game's first email names the league, the season and the division, and nobody is told
    // that they invited themselves.
    for player in std::iter::once(ORGANIZER.to_string()).chain((1..7).map(member)) {
        let mail = app.mail_where("a league game's first email", |m| {
            m.to.contains(&player) && m.subject.contains("your game starts")
        });
        let occasion = "Season 1 of Tuesday Wonders, division 1: your game";
        assert!(mail.subject.starts_with(occasion), "{}", mail.subject);
        assert!(mail.text.contains(occasion), "{}", mail.text);
        assert!(!mail.text.contains("invited you"), "{}", mail.text);
    }
    // The league page and the season page show the season's days alike, its last day as the
    // last day played; a season under way cannot be planned over.
    let days = missive::words::days(season.first_day(), season.last_day());
    let league_page = app.page(&organizer, &format!("/leagues/{id}")).await;
    let season_page = app
        .page(&organizer, &format!("/leagues/{id}/seasons/1"))
        .await;
    for page in [&league_page, &season_page] {
        assert!(page.contains(&days), "{days}: {page}");
        assert!(page.contains("1 game each"), "{page}");
    }
    assert_eq!(
        season.last_day(),
        app.now().date_naive() + chrono::Duration::days(10)
    );
    assert!(!league_page.contains("Plan the season"), "{league_page}");
    assert!(league_page.contains("once the season under way is over"));
    let one = user_id(&app, &member(1));
    let theirs = games.iter().find(|g| seated(&app, g.id).contains(&one));
    let other = games.iter().find(|g| !seated(&app, g.id).contains(&one));
    let (theirs, other) = (theirs.unwrap().id, other.unwrap().id);
    play(&app, theirs, |s| Wonderful::step(s) >= 1);
    play(&app, other, |s| Wonderful::step(s) >= 1);

    // A member follows a game they do not play as a spectator: no hand is shown.
    let m1 = app.browser();
    app.sign_in(&m1, &member(1)).await;
    let step = app.page(&m1, &format!("/games/{other}/steps/0")).await;
    assert!(step.contains("hands stay hidden"), "{step}");
    let step = app.page(&m1, &format!("/games/{theirs}/steps/0")).await;
    assert!(step.contains("As your seat saw it then."), "{step}");
    let page = app.page(&m1, &format!("/games/{other}")).await;
    assert!(page.contains("Round 1"), "{page}");
    let listed = |page: &str, game: i64| page.contains(&format!("href=\"/games/{game}\""));
    let archive = app.page(&m1, "/games").await;
    assert!(
        listed(&archive, other) && listed(&archive, theirs),
        "{archive}"
    );

    // Nobody outside the league sees it, signed in or not.
    let stranger = app.browser();
    app.sign_in(&stranger, "stranger@example.org").await;
    assert!(!listed(&app.page(&stranger, "/games").await, other));
    for path in [format!("/games/{other}"), format!("/games/{other}/steps/0")] {
        for browser in [&stranger, &app.browser()] {
            assert_eq!(
                app.status(browser, &path).await,
                StatusCode::FORBIDDEN,
                "{path}"
            );
        }
    }

    // Once they leave the league, a member lands on a page they may see, saying so, and sees
    // only the games they play.
    let r = app
        .submit(
            &m1,
            &format!("/leagues/{id}"),
            &format!("/leagues/{id}/leave"),
            &[],
        )
        .await;
    assert_eq!(r.status(), 303);
    let landing = r.headers()["location"].to_str().unwrap().to_string();
    assert_eq!(app.status(&m1, &landing).await, StatusCode::OK);
    let landed = app.page(&m1, &landing).await;
    assert!(landed.contains("You have left the league."), "{landed}");
    assert!(!landed.contains("Tuesday Wonders"), "{landed}");
    let (other_page, their_game) = (format!("/games/{other}"), format!("/games/{theirs}"));
    assert_eq!(app.status(&m1, &other_page).await, StatusCode::FORBIDDEN);
    assert_eq!(app.status(&m1, &their_game).await, StatusCode::OK);

    // The league's organizers run its games, whoever started the season: a member made an
    // organizer abandons both games, and the season ends with its last game.
    let m2 = user_id(&app, &member(2)).to_string();
    let league = format!("/leagues/{id}");
    let r = app
        .submit(
            &organizer,
            &league,
            &format!("{league}/organizers"),
            &[("member", &m2)],
        )
        .await;
    assert_eq!(r.status(), 303);
    let second = app.browser();
    app.sign_in(&second, &member(2)).await;
    for game in [theirs, other] {
        let manage = format!("/games/{game}/manage");
        let r = app
            .submit(
                &second,
                &manage,
                &format!("/games/{game}/abandon"),
                &[("reason", "the office closed for the summer")],
            )
            .await;
        assert_eq!(r.status(), 303, "{}", r.text().await.unwrap());
    }
    app.settle();
    assert_eq!(season_status(&app, &season), "finished");
    // Someone who never belonged to the league has no page in it.
    let their_page = format!("{league}/players/{}", user_id(&app, "stranger@example.org"));
    assert_eq!(
        app.status(&organizer, &their_page).await,
        StatusCode::NOT_FOUND
    );
    // And m1, who left this members-only league, sees none of it.
    assert_eq!(app.status(&m1, &their_page).await, StatusCode::FORBIDDEN);
}

#[actix_web::test]
async fn league_forms_refuse_bad_input_and_strangers() {
    let app = TestApp::spawn().await;
    let organizer = app.browser();
    app.sign_in(&organizer, ORGANIZER).await;
    let r = post_league(
        &app,
        &organizer,
        &[("points", "4: 1,2,3"), ("name", "Kept")],
    )
    .await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = r.text().await.unwrap();
    assert!(page.contains("id=\"points-error\">League points"), "{page}");
    assert!(
        page.contains(">4: 1,2,3</textarea>") && page.contains("value=\"Kept\""),
        "{page}"
    );
    assert!(
        page.contains("4: 5,3,2,1"),
        "the hint shows the format: {page}"
    );
    // Points by place may be split by spaces as well as commas, the colon left out.
    let spaced = "3 3 1 0\n4 5 3 2 1\n5: 6, 4, 3, 2, 1";
    create_league(&app, &organizer, &[("points", spaced), ("name", "Spaced")]).await;
    // Tables of 3 to 5 can come out of any schedule: each size needs its points.
    let r = post_league(&app, &organizer, &[("points", "4: 5,3,2,1")]).await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        r.text()
            .await
            .unwrap()
            .contains("needed for games of 3 to 5 players")
    );
    let id = create_league(&app, &organizer, &[("visibility", "members")]).await;
    // Members only: a stranger sees nothing of it.
    let r = app
        .browser()
        .get(app.url(&format!("/leagues/{id}")))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    let stranger = app.browser();
    app.sign_in(&stranger, "stranger@example.org").await;
    assert!(
        !app.page(&stranger, "/leagues")
            .await
            .contains("Tuesday Wonders")
    );
    // Only an organizer invites or plans; a season needs three members.
    let r = app
        .submit(
            &stranger,
            "/leagues/new",
            &format!("/leagues/{id}/invite"),
            &[("emails", "x@example.org")],
        )
        .await;
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    let r = app
        .submit(
            &organizer,
            &format!("/leagues/{id}"),
            &format!("/leagues/{id}/invite"),
            &[("emails", "friend@example.org, not-an-address")],
        )
        .await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = r.text().await.unwrap();
    assert!(
        page.contains("id=\"emails-error\">“not-an-address” is not an email address."),
        "{page}"
    );
    assert!(
        page.contains(">friend@example.org, not-an-address</textarea>"),
        "{page}"
    );
    // A refused season form comes back with what was typed, the reason beside its field.
    let today = app.now().date_naive().to_string();
    let r = app
        .submit(
            &organizer,
            &format!("/leagues/{id}"),
            &format!("/leagues/{id}/seasons"),
            &[("starts", &today), ("ends", &today), ("games_each", "0")],
        )
        .await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = r.text().await.unwrap();
    assert!(
        page.contains("id=\"games_each-error\">Each member plays 1 to 20 games a season."),
        "{page}"
    );
    assert!(
        page.contains(&format!("name=\"starts\" type=\"date\" value=\"{today}\"")),
        "{page}"
    );
    assert!(
        page.contains("name=\"games_each\" type=\"number\" min=\"1\" max=\"20\" value=\"0\""),
        "{page}"
    );
    let r = app
        .submit(
            &organizer,
            &format!("/leagues/{id}"),
            &format!("/leagues/{id}/seasons"),
            &[("starts", "soon"), ("ends", &today), ("games_each", "2")],
        )
        .await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let page = r.text().await.unwrap();
    assert!(
        page.contains("id=\"starts-error\">Give a day as year-month-day."),
        "{page}"
    );
    assert!(page.contains("value=\"soon\""), "{page}");
    // The calendar's last day, and a season of years.
    for ends in ["+262142-12-31", "2999-01-01"] {
        let r = app
            .submit(
                &organizer,
                &format!("/leagues/{id}"),
                &format!("/leagues/{id}/seasons"),
                &[("starts", &today), ("ends", ends), ("games_each", "2")],
            )
            .await;
        assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY, "{ends}");
    }
    let r = app
        .submit(
            &organizer,
            &format!("/leagues/{id}"),
            &format!("/leagues/{id}/seasons"),
            &[("starts", &today), ("ends", &today), ("games_each", "2")],
        )
        .await;
    assert_eq!(r.status(), 303);
    // Planning again before it starts changes the planned season rather than adding one.
    let r = app
        .submit(
            &organizer,
            &format!("/leagues/{id}"),
            &format!("/leagues/{id}/seasons"),
            &[("starts", &today), ("ends", &today), ("games_each", "3")],
        )
        .await;
    assert_eq!(r.status(), 303);
    let planned = seasons::of_league(&mut app.pool.get().unwrap(), id).unwrap();
    assert_eq!(planned.len(), 1);
    assert_eq!(planned[0].games_each, 3);
    let r = app
        .submit(
            &organizer,
            &format!("/leagues/{id}"),
            &format!("/leagues/{id}/seasons/1/start"),
            &[],
        )
        .await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.text().await.unwrap().contains("at least 3 members"));
    // An invitation over 30 days old, or an unknown one, is refused.
    let r = app
        .submit(
            &organizer,
            &format!("/leagues/{id}"),
            &format!("/leagues/{id}/invite"),
            &[("emails", "late@example.org")],
        )
        .await;
    assert_eq!(r.status(), 303);
    let mail = app.mail_where("an invitation", |m| {
        m.to.contains(&"late@example.org".to_string())
    });
    let link = link_in(&mail.text, &app.url("/leagues/invite/")).unwrap();
    // Inviting again while the invitation is open sends nothing more.
    let r = app
        .submit(
            &organizer,
            &format!("/leagues/{id}"),
            &format!("/leagues/{id}/invite"),
            &[("emails", "late@example.org")],
        )
        .await;
    assert_eq!(r.status(), 303);
    app.settle();
    let to_late = |m: &support::smtp::Received| m.to.iter().any(|t| t == "late@example.org");
    assert_eq!(app.smtp.messages().iter().filter(|m| to_late(m)).count(), 1);
    app.advance(chrono::Duration::days(31));
    let r = app.browser().get(&link).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::GONE);
    // A sign-in lasts 30 days.
    assert_eq!(
        app.status(&organizer, "/account").await,
        StatusCode::UNAUTHORIZED
    );
    app.sign_in(&organizer, ORGANIZER).await;

    // The last organizer cannot leave; once they share the running of it, they can.
    let league = format!("/leagues/{id}");
    let leave = format!("{league}/leave");
    let r = app.submit(&organizer, &league, &leave, &[]).await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.text().await.unwrap().contains("needs an organizer"));
    invite_and_join(&app, &organizer, id, &[member(1)]).await;
    let m1 = user_id(&app, &member(1)).to_string();
    let organizers = format!("{league}/organizers");
    let r = app
        .submit(&organizer, &league, &organizers, &[("member", &m1)])
        .await;
    assert_eq!(r.status(), 303);
    let page = app.page(&organizer, &league).await;
    assert_eq!(
        page.matches("<span class=\"muted\">organizer</span>")
            .count(),
        2
    );
    let r = app.submit(&organizer, &league, &leave, &[]).await;
    assert_eq!(r.status(), 303);
    // No longer a member of this members-only league, they no longer see it.
    let r = organizer.get(app.url(&league)).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    let r = app
        .browser()
        .get(app.url("/leagues/invite/made-up"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::GONE);
}
