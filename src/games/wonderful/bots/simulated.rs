//! The game as the `simulate` command plays it.

use crate::autoplay::Simulated;
use crate::wonderful::cards::Side;
use crate::wonderful::{Options, Wonderful};

impl Simulated for Wonderful {
    fn variants(names: &[String]) -> Result<Options, String> {
        let mut options = Options::default();
        for name in names {
            match name.as_str() {
                "side-b" => options.side = Side::B,
                other => return Err(format!("unknown variant {other:?}: use side-b")),
            }
        }
        Ok(options)
    }
}
