use clap::{Parser, Subcommand};
use diesel::Connection;
use missive::app::{self, StartOptions};
use missive::config::Config;
use missive::games::autoplay::Simulated;
use missive::games::registry::UnknownGame;
use missive::jobs::RetryPolicy;
use missive::jobs::worker::Threads;
use missive::play::views::record::{self, Record};
use missive::simulate::{self, Settings};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};

#[derive(Parser)]
#[command(
    name = "missive",
    version,
    about = "Board games played asynchronously by email"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run the web server and the email worker (the whole service, in one process).
    Serve {
        /// Address to listen on (MISSIVE_BIND).
        #[arg(long, env = "MISSIVE_BIND", default_value = "127.0.0.1:8080")]
        bind: String,
    },
    /// Run only the email worker (several may run beside the web servers).
    Worker,
    /// Apply the database migrations not yet applied.
    Migrate {
        /// Instead, revert the last N migrations ("all" for every one), losing what they hold.
        #[arg(long, value_name = "N|all")]
        revert: Option<String>,
    },
    /// List the jobs that failed for good, or put them back in the queue.
    Jobs {
        #[command(subcommand)]
        action: Option<JobsAction>,
    },
    /// Play games between bots and report on them (the first game registered unless --game says).
    Simulate {
        /// The game's id, as stored with its games.
        #[arg(long)]
        game: Option<String>,
        /// Players per game, within the game's own range.
        #[arg(long, default_value_t = 3)]
        players: usize,
        /// How many games to play.
        #[arg(long, default_value_t = 1000)]
        games: u64,
        /// The same seed gives the same games and the same report.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Bots assigned to the seats in turn: random, heuristic.
        #[arg(long, value_delimiter = ',', default_value = "heuristic,random")]
        bots: Vec<String>,
        /// A variant of the game's rules, by the name the game gives it; may be repeated.
        #[arg(long = "variant")]
        variants: Vec<String>,
    },
    /// Store a game played to its end by bots, to look around a finished game's pages.
    Demo {
        /// The game's id (the first game registered unless given).
        #[arg(long)]
        game: Option<String>,
        /// Players, within the game's own range.
        #[arg(long, default_value_t = 5)]
        players: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Replay a game's record (from /games/{id}/record.json) and check every step; no database.
    Replay {
        /// The record, as downloaded.
        file: PathBuf,
    },
}

#[derive(Subcommand)]
enum JobsAction {
    /// The jobs that failed for good, with what they were doing and their error (the default).
    List,
    /// Put failed jobs back in the queue, due now, once their cause is mended.
    Retry {
        /// The jobs' ids, as `missive jobs` lists them.
        ids: Vec<i64>,
        /// Every failed job.
        #[arg(long, conflicts_with = "ids")]
        all: bool,
    },
}

fn main() -> ExitCode {
    tracing_subscriber::fmt()
        // A request's span closes when it is answered: the request log's line, with its time.
        .with_span_events(tracing_subscriber::fmt::format::FmtSpan::CLOSE)
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,actix_server=warn,tracing_actix_web=error".into()),
        )
        .init();
    let command = Cli::parse().command;
    let config = match &command {
        Command::Simulate { .. } | Command::Replay { .. } => Config::default(),
        _ => match Config::from_env() {
            Ok(config) => config,
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::FAILURE;
            }
        },
    };
    let result = match command {
        Command::Serve { bind } => serve(Config { bind, ..config }),
        Command::Worker => worker(config),
        Command::Migrate { revert } => match revert {
            None => migrate(config),
            Some(count) => revert_migrations(config, &count),
        },
        Command::Jobs { action } => jobs(config, action.unwrap_or(JobsAction::List)),
        Command::Simulate {
            game,
            players,
            games,
            seed,
            bots,
            variants,
        } => {
            let game = game.unwrap_or_else(|| first_game().to_string());
            let settings = (players, games, seed, bots, variants);
            missive::with_game!(&game, G => simulate::<G>(settings)).map_err(|e: Failure| e.0)
        }
        Command::Demo {
            game,
            players,
            seed,
        } => demo(config, game, players, seed),
        Command::Replay { file } => return replay(&file),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

fn serve(config: Config) -> Result<(), String> {
    actix_web::rt::System::new().block_on(async move {
        let running = app::start(config.clone(), StartOptions::default())?;
        println!("Missive is running at {}", running.base_url);
        if running.mailer.is_files() {
            println!(
                "No SMTP_URL: emails are written to {} and listed at {}/dev/mail",
                config.data_dir.join("mail").display(),
                running.base_url
            );
        }
        running.run().await.map_err(|e| e.to_string())
    })
}

fn worker(config: Config) -> Result<(), String> {
    let database = app::database_joined(&config)?;
    app::migrate(&database.url)?;
    let mailer = config.mailer().map_err(|e| e.to_string())?;
    let threads = Threads {
        email: config.email_threads,
        ..Threads::default()
    };
    let worker = app::worker(
        &database.url,
        app::WorkerSetup {
            mailer: Arc::new(mailer),
            config,
            clock: missive::clock::system(),
            poll: Duration::from_secs(5),
            retry: RetryPolicy::default(),
            threads,
        },
    );
    let lanes = worker.spawn()?;
    println!("Missive worker running; Ctrl-C stops it");
    lanes.wait();
    Ok(())
}

fn demo(config: Config, game: Option<String>, players: usize, seed: u64) -> Result<(), String> {
    let game = game.unwrap_or_else(|| first_game().to_string());
    let database = app::database_joined(&config)?;
    app::migrate(&database.url)?;
    let pool = missive::db::pool(&database.url, 1)?;
    let mut conn = pool.get().map_err(|e| e.to_string())?;
    let base = if config.base_url.is_empty() {
        format!("http://{}", config.bind)
    } else {
        config.base_url.clone()
    };
    let ctx = missive::play::Ctx {
        base_url: base.clone(),
        mail_domain: config.mail_domain(),
        now: chrono::Utc::now(),
        email_grace: config.email_grace,
    };
    let id = missive::with_game!(&game, G => missive::play::demo::bot_game::<G>(&mut conn, players, seed, &ctx))
        .map_err(|e| e.to_string())?;
    println!("A finished {players}-player game: {base}/games/{id}");
    Ok(())
}

fn jobs(config: Config, action: JobsAction) -> Result<(), String> {
    use missive::jobs::queue;
    let database = app::database_joined(&config)?;
    let mut conn = diesel::PgConnection::establish(&database.url)
        .map_err(|e| format!("cannot connect to the database: {e}"))?;
    let now = chrono::Utc::now();
    match action {
        JobsAction::List => {
            let failed = queue::failed(&mut conn).map_err(|e| e.to_string())?;
            let waiting = queue::pending(&mut conn).map_err(|e| e.to_string())?;
            let due = waiting.iter().filter(|j| j.run_at <= now).count();
            println!(
                "{} waiting ({due} due now); {} failed for good.",
                waiting.len(),
                failed.len()
            );
            for job in failed {
                let game = job.game_id.map_or(String::new(), |g| format!(", game {g}"));
                println!(
                    "\njob {} ({}{game}), failed {} after {} tries\n  {}\n  error: {}",
                    job.id,
                    job.kind,
                    job.failed_at
                        .unwrap_or(job.run_at)
                        .format("%Y-%m-%d %H:%M:%S UTC"),
                    job.attempts,
                    missive::play::attention::describe(&job, &missive::i18n::Tr::default()),
                    job.last_error.as_deref().unwrap_or("none recorded")
                );
            }
        }
        JobsAction::Retry { ids, all } => {
            if ids.is_empty() && !all {
                return Err("name the jobs to retry, or give --all".into());
            }
            let ids = (!all).then_some(ids.as_slice());
            let n = queue::retry_failed(&mut conn, ids, now).map_err(|e| e.to_string())?;
            println!("{n} job(s) back in the queue, due now.");
        }
    }
    Ok(())
}

fn revert_migrations(config: Config, count: &str) -> Result<(), String> {
    let count = match count {
        "all" => None,
        n => Some(
            n.parse::<usize>()
                .map_err(|_| format!("--revert takes a number or \"all\", not {n:?}"))?,
        ),
    };
    let database = app::database_joined(&config)?;
    let mut conn = diesel::PgConnection::establish(&database.url)
        .map_err(|e| format!("cannot connect to the database: {e}"))?;
    let reverted = missive::db::revert(&mut conn, count)?;
    if reverted.is_empty() {
        println!("No migration to revert.");
    }
    for name in reverted {
        println!("reverted {name}");
    }
    Ok(())
}

fn migrate(config: Config) -> Result<(), String> {
    let database = app::database_joined(&config)?;
    let done = app::migrate(&database.url)?;
    if done.is_empty() {
        println!("The database is up to date.");
    }
    for name in done {
        println!("applied {name}");
    }
    Ok(())
}

/// A command's failure, in words; an unknown game is one.
struct Failure(String);

impl From<UnknownGame> for Failure {
    fn from(e: UnknownGame) -> Failure {
        Failure(e.to_string())
    }
}

fn first_game() -> &'static str {
    missive::games::registry::all()[0].id
}

/// `(players, games, seed, bots, variants)`, as the command line gives them.
type SimulateArgs = (usize, u64, u64, Vec<String>, Vec<String>);

fn simulate<G: Simulated>(
    (players, games, seed, bots, variants): SimulateArgs,
) -> Result<(), Failure> {
    let settings = Settings::<G> {
        players,
        games,
        seed,
        bots: bots.clone(),
        options: G::variants(&variants).map_err(Failure)?,
    };
    let variants = match variants.is_empty() {
        true => String::new(),
        false => format!(", variants {}", variants.join(",")),
    };
    let started = Instant::now();
    let report = simulate::run::<G>(&settings).map_err(Failure)?;
    println!(
        "{}: {}, {players} players, seed {seed}, bots {}{variants}",
        G::NAME,
        missive::words::count(games, "game"),
        bots.join(",")
    );
    print!("{report}");
    println!("{}", simulate::speed(games, started.elapsed()));
    Ok(())
}

/// Exit 0 when the record replays, 1 when it diverges, 2 when it cannot be read.
fn replay(file: &Path) -> ExitCode {
    let record = match std::fs::read_to_string(file)
        .map_err(|e| e.to_string())
        .and_then(|text| Record::from_json(&text))
    {
        Ok(record) => record,
        Err(e) => {
            eprintln!("error: cannot read {}: {e}", file.display());
            return ExitCode::from(2);
        }
    };
    match record::replay_any(&record) {
        Ok(summary) => {
            print!("{}", replay_report(&record, &summary));
            ExitCode::SUCCESS
        }
        Err(d) => {
            eprintln!("diverges at step {}: {}", d.step, d.reason);
            ExitCode::FAILURE
        }
    }
}

fn replay_report(record: &Record, summary: &record::Summary) -> String {
    let name = |seat: usize| {
        record
            .players
            .get(seat)
            .cloned()
            .unwrap_or_else(|| format!("seat {seat}"))
    };
    let mut out = match record.id {
        Some(id) => format!("{}, game {id} ({})\n", summary.name, record.status),
        None => format!("{} ({})\n", summary.name, record.status),
    };
    let seats: Vec<String> = (0..record.seats)
        .map(|s| format!("{s}: {}", name(s)))
        .collect();
    out += &format!("Seats: {}\n", seats.join(", "));
    out += &format!(
        "Replayed {} steps: every decision and event matches the rules.\n",
        summary.steps
    );
    match &summary.outcome {
        Some(outcome) => {
            out += "Final ranking:\n";
            for st in &outcome.standings {
                out += &format!(
                    "  {}. {} {} ({})\n",
                    st.rank,
                    name(st.seat),
                    st.score,
                    st.pad()
                );
            }
            if let Some(t) = &outcome.tie_break {
                out += &format!("Tie-break: {t}.\n");
            }
            let winners: Vec<String> = outcome.winners().map(name).collect();
            out += &format!("Winner: {}\n", winners.join(" and "));
        }
        None => out += "The game is not over.\n",
    }
    out
}
