//! The `missive` binary itself, run beside a test's service against the same database: to kill
//! a worker for real, and to use the operator's commands.

use super::app::TestApp;
use std::process::{Child, Command, Output, Stdio};

/// `missive <args>` on `database`, with nothing else of this process's environment.
pub fn on_database(database: &str, args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_missive"));
    command
        .args(args)
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("DATABASE_URL", database)
        .env("RUST_LOG", "warn");
    command
}

/// `missive <args>` with the test service's database, SMTP receiver and links.
pub fn missive(app: &TestApp, args: &[&str]) -> Command {
    let mut command = on_database(&app.running.database_url(), args);
    command
        .env("SMTP_URL", app.smtp.url())
        .env("MAIL_FROM", "Missive <missive@test.example>")
        .env("MISSIVE_BASE_URL", &app.base)
        .env("MISSIVE_DATA_DIR", &app.data_dir);
    command
}

/// Runs `missive <args>` to its end.
pub fn run(app: &TestApp, args: &[&str]) -> Output {
    let output = missive(app, args).output().expect("missive runs");
    assert!(
        output.status.success(),
        "missive {args:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

/// `missive worker` with `email_threads` threads sending emails, in the background.
pub fn worker(app: &TestApp, email_threads: usize) -> Child {
    missive(app, &["worker"])
        .env("MISSIVE_EMAIL_THREADS", email_threads.to_string())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("missive worker starts")
}

/// Kills the process as a crash would: no chance to finish anything.
pub fn kill_9(mut child: Child) {
    child.kill().expect("SIGKILL");
    child.wait().expect("the process is gone");
}
