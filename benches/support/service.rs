//! The whole service on its embedded defaults (a private PostgreSQL cluster in a temporary
//! directory, no worker), started for a bench that requests its pages.

use actix_web::rt::SystemRunner;
use missive::app::{self, Running, StartOptions};
use missive::config::Config;
use missive::play::Ctx;
use std::net::TcpListener;
use std::os::unix::fs::PermissionsExt;
use std::path::PathBuf;

pub struct Service {
    /// The service answers only while this System runs: block on it to make requests.
    pub system: SystemRunner,
    pub running: Running,
    /// The turn service's context, to store games directly.
    pub ctx: Ctx,
    /// The temporary data directory, to remove once the service has stopped.
    pub dir: PathBuf,
}

/// Starts the service in `missive-bench-<name>-<pid>` under the temporary directory.
pub fn start(name: &str) -> Service {
    let dir = std::env::temp_dir().join(format!("missive-bench-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // As root the private cluster runs as an unprivileged user, who must be able to enter.
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
    let config = Config {
        bind: "127.0.0.1:0".into(),
        mail_from: "Missive <missive@bench.example>".into(),
        data_dir: dir.clone(),
        ..Config::default()
    };
    let system = actix_web::rt::System::new();
    let running = system
        .block_on(async {
            app::start(
                config,
                StartOptions {
                    worker: false,
                    listener: Some(TcpListener::bind("127.0.0.1:0").unwrap()),
                    ..StartOptions::default()
                },
            )
        })
        .expect("the service starts");
    let ctx = Ctx {
        base_url: running.base_url.clone(),
        mail_domain: "bench.example".into(),
        now: chrono::Utc::now(),
        email_grace: chrono::Duration::zero(),
    };
    Service {
        system,
        running,
        ctx,
        dir,
    }
}

impl Service {
    /// Stops the service and its cluster, and removes the data directory.
    pub fn stop(self) {
        let Service {
            system,
            mut running,
            dir,
            ..
        } = self;
        system.block_on(running.stop());
        drop(running);
        let _ = std::fs::remove_dir_all(dir);
    }
}
