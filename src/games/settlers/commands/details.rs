//! The few words an email puts beside a choice, in the reader's language: what a card costs,
//! gives or does ("1 wood and 1 stone", "2 raze tokens (defense token): gives 2 stone").

use crate::commands::Lexicon;
use crate::settlers::cards::{CardId, Effect, Good, Goods, Kind};
use crate::settlers::goods::Supply;
use crate::settlers::prices::{goods_price, spend_price};
use crate::settlers::state::Location;
use crate::settlers::words;
use crate::{Phrase, Word};

/// Goods in the reader's language: "2 wood and 1 VP", "nothing".
pub fn goods(goods: &Goods, lex: &Lexicon) -> String {
    lex.word(&words::goods(goods))
}

/// A price in the reader's language: "1 wood and 1 stone", "nothing".
pub fn price(price: &Supply, lex: &Lexicon) -> String {
    lex.word(&words::and_list_or_nothing(price.amounts()))
}

/// What building a card costs: "1 wood and 1 stone", "1 stone and a Location part", "nothing".
pub fn cost(card: CardId, lex: &Lexicon) -> String {
    let goods = goods_price(card);
    match (goods.is_empty(), card.cost().location) {
        (true, true) => lex.say(&Phrase::new("settlers-command-cost-part")),
        (false, true) => {
            lex.say(&Phrase::new("settlers-command-cost-and-part").with("cost", price(&goods, lex)))
        }
        _ => price(&goods, lex),
    }
}

/// What a Production card gives each round: "2 stone", "1 raze token or 2 VP".
fn production(card: CardId, lex: &Lexicon) -> String {
    let Some(p) = card.design().production.as_ref() else {
        return String::new();
    };
    let mut parts = Vec::new();
    if !p.goods.is_empty() {
        parts.push(goods(&p.goods, lex));
    }
    if !p.choice.is_empty() {
        let options: Vec<String> = p.choice.iter().map(|g| goods(g, lex)).collect();
        parts.push(lex.or_list(&options));
    }
    if p.copy {
        parts.push(lex.say(&Phrase::new("settlers-command-produces-copy")));
    }
    if let Some(look) = p.look {
        parts.push(
            lex.say(
                &Phrase::new("settlers-command-produces-look")
                    .with("cards", Good::FactionCard.amount(look.look as u32))
                    .with("keep", look.keep),
            ),
        );
    }
    lex.list(&parts)
}

/// A card of the row or the hand: "Common Production (2 stone), costs 1 wood and 1 stone".
pub fn card(card: CardId, lex: &Lexicon) -> String {
    let design = card.design();
    let costs = if goods_price(card).is_empty() && !card.cost().location {
        Phrase::new("settlers-command-costs-nothing")
    } else {
        Phrase::new("settlers-command-costs").with("cost", cost(card, lex))
    };
    let with = |id: &str| {
        Phrase::new(id)
            .with("deck", design.deck.word())
            .with("costs", costs.clone())
    };
    let phrase = match design.kind {
        Kind::Production => {
            with("settlers-command-card-production").with("gives", production(card, lex))
        }
        Kind::Feature => with("settlers-command-card-feature"),
        Kind::Action if card.action().is_some() => {
            with("settlers-command-card-action-does").with("does", activation(card, false, lex))
        }
        Kind::Action => with("settlers-command-card-action"),
        Kind::Plain => with("settlers-command-card-plain"),
    };
    let mut out = lex.say(&phrase);
    if !design.verified {
        out = lex.say(&Phrase::new("settlers-command-unverified").with("detail", out));
    }
    out
}

/// "gives 2 stone", "gives nothing".
pub fn gives(goods: Option<&Goods>, lex: &Lexicon) -> String {
    match goods {
        Some(g) if !g.is_empty() => {
            lex.say(&Phrase::new("settlers-command-gives").with("goods", words::goods(g)))
        }
        _ => lex.say(&Phrase::new("settlers-command-gives-nothing")),
    }
}

/// "produces 2 stone", "produces nothing".
pub fn produces(goods: Option<&Goods>, lex: &Lexicon) -> String {
    let goods = match goods {
        Some(g) => words::goods(g),
        None => words::nothing(),
    };
    lex.say(&Phrase::new("settlers-command-produces").with("goods", goods))
}

/// A card razed from the hand: "from your hand, 1 raze token: gives 2 stone".
pub fn raze_card(card: CardId, lex: &Lexicon) -> String {
    lex.say(&Phrase::new("settlers-command-raze-card").with("gives", gives(card.raze(), lex)))
}

/// An opponent's Location to raze: "3 raze tokens (2 + defense token): gives 2 stone".
pub fn raze_location(location: &Location, price: u8, lex: &Lexicon) -> String {
    let tokens = Good::Raze.amount(price as u32);
    let gives = gives(location.card.raze(), lex);
    let phrase = match crate::settlers::actions::raze::guards(location) {
        Some(guards) => Phrase::new("settlers-command-raze-guarded")
            .with("tokens", tokens)
            .with("guards", guards),
        None => Phrase::new("settlers-command-raze-location").with("tokens", tokens),
    };
    lex.say(&phrase.with("gives", gives))
}

/// What an effect does, in a few words.
pub fn effect(effect: Effect, lex: &Lexicon) -> String {
    let phrase = match effect {
        Effect::BuildFactionWithoutLocation => Phrase::new("settlers-command-effect-build-faction"),
        Effect::RepeatDeal => Phrase::new("settlers-command-effect-repeat-deal"),
        Effect::RepeatProduction => Phrase::new("settlers-command-effect-repeat-production"),
        Effect::StealResource => Phrase::new("settlers-command-effect-steal"),
        Effect::RazeEnemyIgnoringDefense => Phrase::new("settlers-command-effect-raze-unguarded"),
        Effect::DiscardEnemyLocation { .. } => Phrase::new("settlers-command-effect-discard"),
        Effect::EnemyLosesDeal => Phrase::new("settlers-command-effect-lose-deal"),
        Effect::TakeEnemyDeal { .. } => Phrase::new("settlers-command-effect-take-deal"),
        Effect::TakeRazeGood => Phrase::new("settlers-command-effect-raze-good"),
        Effect::RazeOwnLocation => Phrase::new("settlers-command-effect-raze-own"),
        Effect::RazeEnemy { base_price } => Phrase::new("settlers-command-effect-raze")
            .with("tokens", Good::Raze.amount(base_price as u32)),
        Effect::BuildFromDeal => Phrase::new("settlers-command-effect-build-deal"),
        Effect::HandToFoundation => Phrase::new("settlers-command-effect-foundation"),
    };
    lex.say(&phrase)
}

/// Cards of the hand and Deals, as a cost says them: "1 card of your hand and 1 Deal".
pub fn cards_and_deals(cards: usize, deals: usize) -> Vec<Word> {
    let mut parts: Vec<Word> = Vec::new();
    if cards > 0 {
        parts.push(
            Phrase::new("settlers-command-hand-cards")
                .with("count", cards)
                .into(),
        );
    }
    if deals > 0 {
        parts.push(
            Phrase::new("settlers-command-deals")
                .with("count", deals)
                .into(),
        );
    }
    parts
}

/// What using an Action Location once costs: "1 worker", "1 card of your hand", "nothing".
pub fn use_cost(card: CardId, lex: &Lexicon) -> String {
    let mut parts = spend_price(card, 1).amounts();
    if let Some(action) = card.action() {
        parts.extend(cards_and_deals(
            action.spend_cards as usize,
            action.spend_deals as usize,
        ));
    }
    lex.word(&words::and_list_or_nothing(parts))
}

/// An Action Location to use: "1 worker: gives 1 card; may be used twice".
pub fn activation(card: CardId, twice: bool, lex: &Lexicon) -> String {
    let Some(action) = card.action() else {
        return String::new();
    };
    let mut does = Vec::new();
    if !action.gain.is_empty() {
        does.push(gives(Some(&action.gain), lex));
    }
    if let Some(e) = action.effect {
        does.push(effect(e, lex));
    }
    let does = match &does[..] {
        [gain, effect] => lex.say(
            &Phrase::new("settlers-command-gives-and")
                .with("gives", gain.as_str())
                .with("does", effect.as_str()),
        ),
        _ => does.join(""),
    };
    let id = if twice {
        "settlers-command-use-twice"
    } else {
        "settlers-command-use"
    };
    lex.say(
        &Phrase::new(id)
            .with("cost", use_cost(card, lex))
            .with("does", does),
    )
}
