use clap::{Parser, Subcommand};
use missive::games::wonderful::Options;
use missive::games::wonderful::bots::BotKind;
use missive::games::wonderful::cards::Side;
use missive::simulate::{self, Settings};
use std::process::ExitCode;
use std::time::Instant;

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
    match Cli::parse().command {
        Command::Simulate {
            players,
            games,
            seed,
            bots,
            side_b,
        } => {
            if !(1..=5).contains(&players) {
                eprintln!("error: It's a Wonderful World is played by 1 to 5 players");
                return ExitCode::from(2);
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
            ExitCode::SUCCESS
        }
    }
}
