//! The pages of finished games as the public sees them, kept in memory once drawn. A finished
//! game changes only with its table talk and its players' names (`db::page_stamps`), so a kept
//! page is served again, with its validator, for as long as its stamp stands: one small query
//! in place of reading and drawing the whole game. Signed-in visitors get pages drawn for them,
//! since theirs carry their seat and their forms.

use crate::i18n::Lang;
use crate::web::settled::etag;
use actix_web::web::Bytes;
use quick_cache::Weighter;
use quick_cache::sync::Cache;
use std::sync::Arc;

/// How many bytes of pages are kept: about 400 game or step pages of a 5-player game.
const KEPT_BYTES: u64 = 16 * 1024 * 1024;

#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq)]
pub enum Page {
    Game(i64, Lang),
    Step(i64, i32, Lang),
}

impl Page {
    pub fn game(self) -> i64 {
        match self {
            Page::Game(id, _) | Page::Step(id, _, _) => id,
        }
    }
}

#[derive(Clone)]
struct Kept {
    stamp: Arc<str>,
    tag: Arc<str>,
    body: Bytes,
}

#[derive(Clone)]
struct BodySize;

impl Weighter<Page, Kept> for BodySize {
    fn weight(&self, _page: &Page, kept: &Kept) -> u64 {
        (kept.body.len() + kept.stamp.len() + kept.tag.len()) as u64
    }
}

/// Shared by the server's workers; cloning shares the same pages.
#[derive(Clone)]
pub struct KeptPages {
    cache: Arc<Cache<Page, Kept, BodySize>>,
}

impl Default for KeptPages {
    fn default() -> Self {
        KeptPages {
            cache: Arc::new(Cache::with_weighter(512, KEPT_BYTES, BodySize)),
        }
    }
}

impl KeptPages {
    /// The kept page, its validator and body, while it was drawn from `stamp`.
    pub fn current(&self, page: Page, stamp: &str) -> Option<(Arc<str>, Bytes)> {
        self.cache
            .get(&page)
            .filter(|kept| *kept.stamp == *stamp)
            .map(|kept| (kept.tag, kept.body))
    }

    /// Keeps `body`, drawn from `stamp`; its validator and body.
    pub fn keep(&self, page: Page, stamp: String, body: String) -> (Arc<str>, Bytes) {
        let kept = Kept {
            stamp: stamp.into(),
            tag: etag(&body).into(),
            body: Bytes::from(body),
        };
        self.cache.insert(page, kept.clone());
        (kept.tag, kept.body)
    }
}
