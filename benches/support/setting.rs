//! A bench's size, from the environment.

/// A count from the environment variable `name`, or `default` when it is unset.
pub fn setting(name: &str, default: usize) -> usize {
    match std::env::var(name) {
        Ok(v) => v
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("{name} must be a number, not {v:?}")),
        Err(_) => default,
    }
}
