//! The message catalogue: every language's Fluent messages, parsed once.

use super::Lang;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;

/// The site's messages: one Fluent file per area and language, in `templates/messages/<lang>/`.
/// An id is defined once across the areas of a language (a second definition fails to load).
macro_rules! areas {
    ($($area:literal),*) => {
        [$(
            (Lang::En, include_str!(concat!("../../templates/messages/en/", $area, ".ftl"))),
            (Lang::Es, include_str!(concat!("../../templates/messages/es/", $area, ".ftl"))),
            (Lang::Cs, include_str!(concat!("../../templates/messages/cs/", $area, ".ftl"))),
            (Lang::Ja, include_str!(concat!("../../templates/messages/ja/", $area, ".ftl"))),
        )*]
    };
}
const SOURCES: &[(Lang, &str)] = &areas!("site", "games", "leagues", "emails");

/// An argument of a message: a name or a text, or a number (which chooses plurals).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Text(String),
    Number(i64),
}

/// What can be a message's argument: texts and numbers, and references to them (templates pass
/// their values by reference).
pub trait ToArg {
    fn to_arg(&self) -> Arg;
}

impl ToArg for str {
    fn to_arg(&self) -> Arg {
        Arg::Text(self.to_owned())
    }
}

impl ToArg for String {
    fn to_arg(&self) -> Arg {
        Arg::Text(self.clone())
    }
}

impl<T: ToArg + ?Sized> ToArg for &T {
    fn to_arg(&self) -> Arg {
        (**self).to_arg()
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl ToArg for $t {
            fn to_arg(&self) -> Arg {
                Arg::Number(*self as i64)
            }
        }
    )*};
}
number_args!(i16, i32, i64, u8, u16, u32, usize);

pub struct Catalogue {
    bundles: Vec<(Lang, FluentBundle<FluentResource>)>,
}

static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(Catalogue::load);

/// The catalogue, parsed on first use.
pub fn catalogue() -> &'static Catalogue {
    &CATALOGUE
}

impl Catalogue {
    fn load() -> Catalogue {
        let bundles = Lang::ALL
            .into_iter()
            .map(|lang| {
                let tag = lang.code().parse().expect("a language tag");
                let mut bundle = FluentBundle::new_concurrent(vec![tag]);
                // No Unicode isolation marks around arguments: every language here runs left
                // to right, and the marks would show in plain-text emails.
                bundle.set_use_isolating(false);
                for source in sources(lang) {
                    let resource = FluentResource::try_new(source.to_owned())
                        .unwrap_or_else(|(_, errors)| panic!("messages of {lang}: {errors:?}"));
                    bundle
                        .add_resource(resource)
                        .unwrap_or_else(|errors| panic!("messages of {lang}: {errors:?}"));
                }
                (lang, bundle)
            })
            .collect();
        Catalogue { bundles }
    }

    fn bundle(&self, lang: Lang) -> &FluentBundle<FluentResource> {
        &self
            .bundles
            .iter()
            .find(|(l, _)| *l == lang)
            .expect("loaded")
            .1
    }

    /// The message `id` in `lang` with `args`; the English one if `lang` lacks it (a test holds
    /// that none does), and the id itself if no language has it.
    pub fn message(&self, lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
        let (bundle, message) = match self.bundle(lang).get_message(id) {
            Some(m) => (self.bundle(lang), m),
            None => match self.bundle(Lang::En).get_message(id) {
                Some(m) => (self.bundle(Lang::En), m),
                None => {
                    tracing::error!(id, "no such message");
                    return id.to_owned();
                }
            },
        };
        let Some(pattern) = message.value() else {
            return id.to_owned();
        };
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            let value = match value {
                Arg::Text(s) => FluentValue::from(s.clone()),
                Arg::Number(n) => FluentValue::from(*n),
            };
            fluent_args.set(name.to_string(), value);
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
        if !errors.is_empty() {
            tracing::error!(id, lang = lang.code(), ?errors, "a message went wrong");
        }
        text.into_owned()
    }

    /// Every message id of `lang`, with the arguments it names.
    pub fn ids(&self, lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
        self.arguments(lang, false)
    }

    /// Every message id of `lang`, with the arguments it only chooses a plural form by, never
    /// shows: a language without plurals (Japanese) may leave them out.
    pub fn plural_only(&self, lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
        let shown = self.arguments(lang, true);
        self.ids(lang)
            .into_iter()
            .map(|(id, all)| {
                let only: BTreeSet<String> = all.difference(&shown[&id]).cloned().collect();
                (id, only)
            })
            .collect()
    }

    /// The arguments of each message: all it names, or only those it shows.
    fn arguments(&self, lang: Lang, shown_only: bool) -> BTreeMap<String, BTreeSet<String>> {
        let resources: Vec<FluentResource> = sources(lang)
            .map(|source| FluentResource::try_new(source.to_owned()).unwrap_or_else(|(r, _)| r))
            .collect();
        resources
            .iter()
            .flat_map(|resource| resource.entries())
            .filter_map(|entry| match entry {
                ast::Entry::Message(m) => {
                    let mut names = BTreeSet::new();
                    if let Some(value) = &m.value {
                        pattern_variables(value, shown_only, &mut names);
                    }
                    Some((m.id.name.to_owned(), names))
                }
                _ => None,
            })
            .collect()
    }
}

/// The sources of `lang`, one per area.
fn sources(lang: Lang) -> impl Iterator<Item = &'static str> {
    SOURCES
        .iter()
        .filter(move |(l, _)| *l == lang)
        .map(|(_, source)| *source)
}

fn pattern_variables(pattern: &ast::Pattern<&str>, shown_only: bool, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, shown_only, out);
        }
    }
}

/// The variables of `expression`; with `shown_only`, not those that only select a variant.
fn expression_variables(
    expression: &ast::Expression<&str>,
    shown_only: bool,
    out: &mut BTreeSet<String>,
) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            if !shown_only {
                inline_variables(selector, shown_only, out);
            }
            for v in variants {
                pattern_variables(&v.value, shown_only, out);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, shown_only, out),
    }
}

fn inline_variables(
    inline: &ast::InlineExpression<&str>,
    shown_only: bool,
    out: &mut BTreeSet<String>,
) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_owned());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_variables(a, shown_only, out);
            }
            for a in &arguments.named {
                inline_variables(&a.value, shown_only, out);
            }
        }
        ast::InlineExpression::Placeable { expression } => {
            expression_variables(expression, shown_only, out)
        }
        _ => {}
    }
}
