//! The game as the `simulate` command plays it.

use super::{BotKind, autoplay};
use crate::autoplay::{Simulated, named_bots};
use crate::wonderful::cards::Side;
use crate::wonderful::{Options, State, Wonderful};

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

    fn play_bots(seed: u64, options: &Options, bots: &[String]) -> Result<State, String> {
        let mut bots = named_bots(bots, seed, |name, seed| {
            Ok(name.parse::<BotKind>()?.build(seed))
        })?;
        Ok(autoplay::play(seed, options, &mut bots, |_, _| {}))
    }
}
