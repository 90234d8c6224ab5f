//! The arguments each message of a Fluent file names, for the tests that hold every language
//! to the same ids and arguments.

use fluent_bundle::FluentResource;
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};

/// Each message of `sources` with the arguments it names; with `shown_only`, not those that
/// only choose a variant.
pub fn of<'a>(
    sources: impl Iterator<Item = &'a str>,
    shown_only: bool,
) -> BTreeMap<String, BTreeSet<String>> {
    let resources: Vec<FluentResource> = sources
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

fn pattern_variables(pattern: &ast::Pattern<&str>, shown_only: bool, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, shown_only, out);
        }
    }
}

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
