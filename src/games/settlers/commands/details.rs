//! The few words an email puts beside a choice: what a card costs, gives or does ("1 wood and
//! 1 stone", "2 raze tokens (defense token): gives 2 stone").

use crate::settlers::cards::{CardId, Effect, Good, Goods, Kind};
use crate::settlers::describe::{UNVERIFIED, goods_words};
use crate::settlers::goods::price_words;
use crate::settlers::prices::{goods_price, spend_price};
use crate::settlers::state::Location;

/// What building a card costs: "1 wood and 1 stone", "1 stone and a Location part", "nothing".
pub fn cost(card: CardId) -> String {
    let goods = goods_price(card);
    match (goods.is_empty(), card.cost().location) {
        (true, true) => "a Location part".into(),
        (false, true) => format!("{} and a Location part", price_words(&goods)),
        _ => price_words(&goods),
    }
}

/// What a Production card gives each round: "2 stone", "1 raze token or 2 VP".
fn production(card: CardId) -> String {
    let Some(p) = card.design().production.as_ref() else {
        return String::new();
    };
    let mut parts = Vec::new();
    if !p.goods.is_empty() {
        parts.push(goods_words(&p.goods));
    }
    if !p.choice.is_empty() {
        let options: Vec<String> = p.choice.iter().map(goods_words).collect();
        parts.push(options.join(" or "));
    }
    if p.copy {
        parts.push("the production of another Production Location".into());
    }
    if let Some(look) = p.look {
        parts.push(format!(
            "a look at {}, keep {}",
            Good::FactionCard.count(look.look as u32),
            look.keep
        ));
    }
    parts.join(" and ")
}

/// A card of the row or the hand: "Common Production (2 stone), costs 1 wood and 1 stone".
pub fn card(card: CardId) -> String {
    let design = card.design();
    let deck = match design.deck.faction() {
        Some(f) => f.adjective(),
        None => "Common",
    };
    let kind = match design.kind {
        Kind::Production => format!("Production ({})", production(card)),
        Kind::Feature => "Feature".into(),
        Kind::Action if card.action().is_some() => format!("Action ({})", activation(card, false)),
        Kind::Action => "Action".into(),
        Kind::Plain => "no kind".into(),
    };
    let mut out = format!("{deck} {kind}, costs {}", cost(card));
    if !design.verified {
        out += &format!(" ({UNVERIFIED})");
    }
    out
}

/// "gives 2 stone", "gives nothing".
pub fn gives(goods: Option<&Goods>) -> String {
    match goods {
        Some(g) if !g.is_empty() => format!("gives {}", goods_words(g)),
        _ => "gives nothing".into(),
    }
}

/// A card razed from the hand: "1 raze token: gives 2 stone".
pub fn raze_card(card: CardId) -> String {
    format!("from your hand, 1 raze token: {}", gives(card.raze()))
}

/// An opponent's Location to raze: "3 raze tokens (2 + defense token): gives 2 stone".
pub fn raze_location(location: &Location, price: u8) -> String {
    format!(
        "{}{}: {}",
        Good::Raze.count(price as u32),
        crate::settlers::actions::raze::price_words(location),
        gives(location.card.raze())
    )
}

/// What an effect does, in a few words.
pub fn effect(effect: Effect) -> String {
    match effect {
        Effect::BuildFactionWithoutLocation => {
            "builds a Faction card of your hand without its Location part".into()
        }
        Effect::RepeatDeal => "gives one of your Deals' goods again".into(),
        Effect::RepeatProduction => "one of your Production Locations produces again".into(),
        Effect::StealResource => "takes 1 resource from an opponent".into(),
        Effect::RazeEnemyIgnoringDefense => {
            "razes an opponent's Location, whatever guards it".into()
        }
        Effect::DiscardEnemyLocation { .. } => "discards an opponent's Location".into(),
        Effect::EnemyLosesDeal => "an opponent discards one of his Deals".into(),
        Effect::TakeEnemyDeal { .. } => "takes one of an opponent's Deals".into(),
        Effect::TakeRazeGood => "takes a good of an opponent's Location's raze field".into(),
        Effect::RazeOwnLocation => "razes one of your Locations".into(),
        Effect::RazeEnemy { base_price } => format!(
            "razes an opponent's Location for {} (+1 per guard)",
            Good::Raze.count(base_price as u32)
        ),
        Effect::BuildFromDeal => "builds one of your Deals".into(),
        Effect::HandToFoundation => "lays a card of your hand as a Foundation".into(),
    }
}

/// What using an Action Location once costs: "1 worker", "1 card of your hand", "nothing".
pub fn use_cost(card: CardId) -> String {
    let mut parts = spend_price(card, 1).words();
    if let Some(action) = card.action() {
        if action.spend_cards > 0 {
            parts.push(format!(
                "{} of your hand",
                Good::Card.count(action.spend_cards as u32)
            ));
        }
        if action.spend_deals > 0 {
            parts.push(match action.spend_deals {
                1 => "1 Deal".to_string(),
                n => format!("{n} Deals"),
            });
        }
    }
    if parts.is_empty() {
        "nothing".into()
    } else {
        crate::words::and_list(&parts)
    }
}

/// An Action Location to use: "1 worker: gives 1 card; twice: 2 uses left".
pub fn activation(card: CardId, twice: bool) -> String {
    let Some(action) = card.action() else {
        return String::new();
    };
    let mut does = Vec::new();
    if !action.gain.is_empty() {
        does.push(gives(Some(&action.gain)));
    }
    if let Some(e) = action.effect {
        does.push(effect(e));
    }
    let mut out = format!("{}: {}", use_cost(card), does.join(", and "));
    if twice {
        out += "; may be used twice";
    }
    out
}
