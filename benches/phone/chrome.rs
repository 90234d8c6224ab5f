//! Chromium, headless (Debian's `chromium`), as a phone 390 px wide: it loads a page, measures
//! its height, runs axe on it, and reads its decision form. It is driven over its debugging pipe
//! (file descriptors 3 and 4), so nothing but Chromium is needed.

use serde_json::{Value, json};
use std::fs::File;
use std::io::{BufRead, BufReader, Write};
use std::os::fd::FromRawFd;
use std::os::unix::process::CommandExt;
use std::process::{Child, Command, Stdio};

pub const WIDTH: u32 = 390;

/// Chromium, headless, spoken to in its DevTools protocol over a pipe.
pub struct Chrome {
    child: Child,
    to: File,
    from: BufReader<File>,
    next: u64,
    session: String,
}

impl Chrome {
    /// A browser whose pages ask for `lang` (`Accept-Language`).
    pub fn start(profile: &std::path::Path, lang: &str) -> Chrome {
        let (chrome_reads, we_write) = pipe();
        let (we_read, chrome_writes) = pipe();
        let mut command = Command::new("chromium");
        command
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--hide-scrollbars",
                "--remote-debugging-pipe",
            ])
            .arg(format!("--user-data-dir={}", profile.display()))
            .arg(format!("--accept-lang={lang}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        // SAFETY: between fork and exec, only dup2 (async-signal-safe) on descriptors we own.
        unsafe {
            command.pre_exec(move || {
                if libc::dup2(chrome_reads, 3) < 0 || libc::dup2(chrome_writes, 4) < 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        let child = command
            .spawn()
            .expect("chromium (Debian: apt-get install chromium)");
        // SAFETY: our ends of the pipes, owned from here on.
        let (to, from) = unsafe { (File::from_raw_fd(we_write), File::from_raw_fd(we_read)) };
        let mut chrome = Chrome {
            child,
            to,
            from: BufReader::new(from),
            next: 0,
            session: String::new(),
        };
        let target = chrome.call(None, "Target.createTarget", json!({"url": "about:blank"}));
        let target = target["targetId"].as_str().unwrap().to_string();
        let attached = chrome.call(
            None,
            "Target.attachToTarget",
            json!({"targetId": target, "flatten": true}),
        );
        chrome.session = attached["sessionId"].as_str().unwrap().to_string();
        let session = Some(chrome.session.clone());
        chrome.call(
            session.as_deref(),
            "Emulation.setDeviceMetricsOverride",
            json!({"width": WIDTH, "height": 844, "deviceScaleFactor": 1, "mobile": true}),
        );
        chrome.call(session.as_deref(), "Page.enable", json!({}));
        chrome
    }

    /// Opens `url` and waits until it has loaded.
    pub fn load(&mut self, url: &str) {
        let session = self.session.clone();
        self.call(Some(&session), "Page.navigate", json!({"url": url}));
        self.wait_for(&session, "Page.loadEventFired");
    }

    /// The value of a script run in the page (awaited when it is a promise).
    pub fn evaluate(&mut self, expression: &str) -> Value {
        let session = self.session.clone();
        let result = self.call(
            Some(&session),
            "Runtime.evaluate",
            json!({"expression": expression, "returnByValue": true, "awaitPromise": true}),
        );
        assert!(
            result.get("exceptionDetails").is_none(),
            "the script failed: {result}"
        );
        result["result"]["value"].clone()
    }

    /// The page's full height once it has loaded.
    pub fn height(&mut self, url: &str) -> u64 {
        self.load(url);
        self.evaluate("document.documentElement.scrollHeight")
            .as_u64()
            .unwrap()
    }

    /// What axe (its script's source given) finds serious or critical on the loaded page: each
    /// rule with the number of elements it flags.
    pub fn axe(&mut self, axe: &str) -> Vec<String> {
        self.evaluate(axe);
        let found = self.evaluate(
            "axe.run(document).then(r => r.violations \
               .filter(v => v.impact === 'serious' || v.impact === 'critical') \
               .map(v => v.impact + ' ' + v.id + ' (' + v.nodes.length + ')'))",
        );
        serde_json::from_value(found).unwrap()
    }

    pub fn call(&mut self, session: Option<&str>, method: &str, params: Value) -> Value {
        self.next += 1;
        let mut message = json!({"id": self.next, "method": method, "params": params});
        if let Some(session) = session {
            message["sessionId"] = json!(session);
        }
        let mut bytes = serde_json::to_vec(&message).unwrap();
        bytes.push(0);
        self.to.write_all(&bytes).unwrap();
        loop {
            let reply = self.read();
            if reply["id"].as_u64() == Some(self.next) {
                assert!(reply.get("error").is_none(), "{method}: {reply}");
                return reply["result"].clone();
            }
        }
    }

    fn wait_for(&mut self, session: &str, event: &str) {
        loop {
            let message = self.read();
            if message["method"] == event && message["sessionId"] == session {
                return;
            }
        }
    }

    fn read(&mut self) -> Value {
        let mut bytes = Vec::new();
        self.from.read_until(0, &mut bytes).unwrap();
        bytes.pop();
        serde_json::from_slice(&bytes).unwrap()
    }

    pub fn stop(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A pipe: (read end, write end), both inherited by children (no close-on-exec), numbered
/// above 100 so that neither is 3 or 4 already, which the child's dup2 would clobber.
fn pipe() -> (i32, i32) {
    let mut fds = [0; 2];
    // SAFETY: fds is a valid array of two; F_DUPFD returns a new descriptor or -1.
    unsafe {
        assert_eq!(libc::pipe(fds.as_mut_ptr()), 0);
        let high = fds.map(|fd| libc::fcntl(fd, libc::F_DUPFD, 100));
        assert!(high.iter().all(|&fd| fd >= 100));
        libc::close(fds[0]);
        libc::close(fds[1]);
        (high[0], high[1])
    }
}
