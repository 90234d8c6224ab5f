//! Build script: the migrations are embedded in the binary (`embed_migrations!`), so a change
//! under migrations/ must rebuild it, even when no Rust file changed.

fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
