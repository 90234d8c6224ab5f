//! A private PostgreSQL cluster started from the system's server binaries.
