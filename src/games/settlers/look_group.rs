//! Cards a player looks at together in the Lookout (rules §12.1): some kept, the rest
//! discarded. Held in the state, and asked about in the Keep prompt.

use crate::settlers::cards::CardId;
use serde::{Deserialize, Serialize};

/// Cards looked at together, of which `keep` go to the hand and the rest are discarded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LookGroup {
    pub cards: Vec<CardId>,
    pub keep: u8,
}
