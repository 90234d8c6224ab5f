//! The game as the `simulate` command plays it.

use super::{BotKind, autoplay};
use crate::autoplay::{Simulated, named_bots};
use crate::settlers::{Options, Settlers, State};

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

    fn play_bots(seed: u64, options: &Options, bots: &[String]) -> Result<State, String> {
        let mut bots = named_bots(bots, seed, |name, seed| {
            Ok(name.parse::<BotKind>()?.build(seed))
        })?;
        Ok(autoplay::play(seed, options, &mut bots, |_, _| {}))
    }
}
