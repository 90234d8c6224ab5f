use clap::{Parser, Subcommand};
use missive::app::{self, StartOptions};
use missive::config::Config;
use missive::games::wonderful::Options;
use missive::games::wonderful::bots::BotKind;
use missive::games::wonderful::cards::Side;
use missive::mail::transport::Mailer;
use missive::simulate::{self, Settings};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
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
    Migrate,
    /// Play It's a Wonderful World games between bots and report on them.
    Simulate {
        /// Players per game (1 to 5).
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
        bots: Vec<BotKind>,
        /// Play side B of the Empire cards.
        #[arg(long)]
        side_b: bool,
    },
}

fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,actix_server=warn".into()),
        )
        .init();
    let result = match Cli::parse().command {
        Command::Serve { bind } => serve(Config {
            bind,
            ..Config::from_env()
        }),
        Command::Worker => worker(Config::from_env()),
        Command::Migrate => migrate(Config::from_env()),
        Command::Simulate {
            players,
            games,
            seed,
            bots,
            side_b,
        } => simulate(players, games, seed, bots, side_b),
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
    let database = app::database(&config)?;
    app::migrate(&database.url)?;
    let pool = missive::db::pool(&database.url, 4)?;
    let mailer = Mailer::new(
        config.smtp_url.as_deref(),
        &config.mail_from,
        &config.data_dir,
    )
    .map_err(|e| e.to_string())?;
    let stop = Arc::new(AtomicBool::new(false));
    println!("Missive worker running; Ctrl-C stops it");
    app::worker(
        pool,
        app::WorkerSetup {
            mailer: Arc::new(mailer),
            config,
            clock: missive::clock::system(),
            poll: Duration::from_secs(5),
            retry_base: Duration::from_secs(30),
        },
    )
    .spawn(stop)
    .join()
    .map_err(|_| "the worker stopped unexpectedly".to_string())
}

fn migrate(config: Config) -> Result<(), String> {
    let database = app::database(&config)?;
    let done = app::migrate(&database.url)?;
    if done.is_empty() {
        println!("The database is up to date.");
    }
    for name in done {
        println!("applied {name}");
    }
    Ok(())
}

fn simulate(
    players: usize,
    games: u64,
    seed: u64,
    bots: Vec<BotKind>,
    side_b: bool,
) -> Result<(), String> {
    if !(1..=5).contains(&players) {
        return Err("It's a Wonderful World is played by 1 to 5 players".into());
    }
    let settings = Settings {
        players,
        games,
        seed,
        bots: bots.clone(),
        options: Options {
            side: if side_b { Side::B } else { Side::A },
            empires: None,
        },
    };
    let names: Vec<String> = bots.iter().map(|b| b.to_string()).collect();
    println!(
        "It's a Wonderful World: {games} games, {players} players, seed {seed}, bots {}",
        names.join(",")
    );
    let started = Instant::now();
    let report = simulate::run(&settings);
    print!("{report}");
    println!("{}", simulate::speed(games, started.elapsed()));
    Ok(())
}
