//! The game as the `simulate` command plays it.

use crate::autoplay::Simulated;
use crate::settlers::{Options, Settlers};

impl Simulated for Settlers {
    fn variants(names: &[String]) -> Result<Options, String> {
        let mut options = Options::default();
        for name in names {
            match name.as_str() {
                "alternate-lookout" => options.alternate_lookout = true,
                other => {
                    return Err(format!("unknown variant {other:?}: use alternate-lookout"));
                }
            }
        }
        Ok(options)
    }
}
