//! The seat pages open with their forms filled in (standing orders, else the fallback's
//! suggestion), so that a player may just confirm. Over random games and random orders, at
//! every prompt of every seat: the form as drawn, sent unchanged, is read into a decision the
//! rules accept; and the page is the same whatever the hidden cards are, so the suggestion gives
//! nothing away.

use crate::support;
use crate::wonderful_games::{Step, cases, config, play, random_orders, tables};
use crate::wonderful_pages::context;
use missive::games::wonderful::{Orders, State, Wonderful};
use missive::games::{Game, Seat};
use missive::web::games::{GameWeb, SeatPageOf};
use proptest::prelude::*;
use proptest::test_runner::TestCaseResult;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;
use support::html_forms::{forms, submitted};
use support::seat_pages::opened;

/// The seat page with nothing submitted, as a player opening the email's link sees it.
fn page(state: &State, seat: Seat, orders: Option<&Orders>) -> String {
    let ctx = context(state, seat, false);
    <Wonderful as GameWeb>::seat_page(&SeatPageOf {
        orders,
        ..opened(&ctx, state, seat)
    })
    .unwrap()
}

/// The same game with every card the seat cannot see dealt differently: the other hands, the
/// deck and the solo supply keep their sizes but not their cards, and the shuffles to come
/// change too.
fn hidden_cards_moved(state: &State, seat: Seat) -> State {
    let mut moved = state.clone();
    let mut pool = Vec::new();
    for (s, p) in moved.players.iter().enumerate() {
        if s != seat {
            pool.extend(&p.hand);
        }
    }
    pool.extend(&moved.deck);
    if let Some(solo) = &moved.solo {
        pool.extend(solo.stacks.iter().flatten());
    }
    pool.reverse();
    if !pool.is_empty() {
        let by = state.step as usize % pool.len();
        pool.rotate_left(by);
    }
    let mut next = pool.into_iter();
    let mut refill = |cards: &mut Vec<_>| {
        for card in cards.iter_mut() {
            *card = next.next().expect("as many cards as were taken");
        }
    };
    for (s, p) in moved.players.iter_mut().enumerate() {
        if s != seat {
            refill(&mut p.hand);
        }
    }
    refill(&mut moved.deck);
    if let Some(solo) = &mut moved.solo {
        for stack in &mut solo.stacks {
            refill(stack);
        }
    }
    moved.rng = ChaCha8Rng::seed_from_u64(u64::from(state.step) + 1);
    moved
}

fn prefilled_forms_are_legal(step: &Step, orders: &[Option<Orders>]) -> TestCaseResult {
    let state = step.before;
    let at = step.at();
    for (seat, prompt) in Wonderful::prompts(state) {
        let orders = orders[seat].as_ref();
        let html = page(state, seat, orders);
        // Solo pages have a trade form and a plan form: the one filled in is the one to confirm,
        // the other sends nothing a decision can be read from.
        let mut accepted = 0;
        for form in forms(&html) {
            let sent = submitted(form);
            let Ok(decision) = <Wonderful as GameWeb>::parse_decision(&prompt, &sent) else {
                continue;
            };
            let checked = Wonderful::check(state, seat, &decision);
            prop_assert!(
                checked.is_ok(),
                "{at}: seat {seat} ({orders:?}) confirms {sent:?} for {prompt:?}: {checked:?}"
            );
            accepted += 1;
        }
        prop_assert!(
            accepted == 1,
            "{at}: seat {seat} ({orders:?}) has {accepted} forms to confirm for {prompt:?}"
        );
        prop_assert!(
            page(&hidden_cards_moved(state, seat), seat, orders) == html,
            "{at}: seat {seat}'s page changes with cards it cannot see"
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..config() })]

    #[test]
    fn accepting_the_prefilled_form_is_always_legal(
        (seed, heuristic) in cases(),
        orders in proptest::collection::vec(proptest::option::of(random_orders()), 5),
    ) {
        for table in tables(seed, &heuristic) {
            play(&table, false, |step| prefilled_forms_are_legal(step, &orders))?;
        }
    }
}
