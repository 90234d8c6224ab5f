//! A form's fields, or a query's, read once and refused whole if any value holds a control
//! character: nothing Missive stores or shows needs one, and PostgreSQL refuses NUL in text.
//! Line breaks and tabs are text, for the fields that take several lines.

use crate::i18n::Said;
use crate::web::error::WebError;
use actix_web::dev::Payload;
use actix_web::http::StatusCode;
use actix_web::{FromRequest, HttpRequest, web};
use serde::Deserialize;
use serde::de::{DeserializeOwned, Deserializer};
use std::collections::HashSet;
use std::future::Future;
use std::ops::Deref;
use std::pin::Pin;

/// The fields of a form (`application/x-www-form-urlencoded`), in order.
pub struct Fields(Vec<(String, String)>);

/// The fields of the address's query, in order.
pub struct QueryFields(Vec<(String, String)>);

impl Deref for Fields {
    type Target = Vec<(String, String)>;
    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl Deref for QueryFields {
    type Target = Vec<(String, String)>;
    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl Fields {
    pub fn into_inner(self) -> Vec<(String, String)> {
        self.0
    }

    /// The form as `T` (see [`read`]).
    pub fn read<T: DeserializeOwned>(&self) -> Result<T, WebError> {
        read(&self.0)
    }
}

impl QueryFields {
    pub fn into_inner(self) -> Vec<(String, String)> {
        self.0
    }

    /// The query as `T` (see [`read`]).
    pub fn read<T: DeserializeOwned>(&self) -> Result<T, WebError> {
        read(&self.0)
    }
}

/// The fields as the typed form `T`. A field the form lacks is `T`'s default for it (`T`'s
/// fields are `#[serde(default)]`), a field `T` does not name is ignored, and a field sent twice
/// counts once, as its first value: what a page sends is read the way a browser means it, and
/// the handler then says what is wrong with a value in its own words.
pub fn read<T: DeserializeOwned>(fields: &[(String, String)]) -> Result<T, WebError> {
    let mut seen = HashSet::new();
    let first: Vec<&(String, String)> = fields
        .iter()
        .filter(|(name, _)| seen.insert(name.as_str()))
        .collect();
    serde_urlencoded::to_string(first)
        .ok()
        .and_then(|encoded| serde_urlencoded::from_str(&encoded).ok())
        .ok_or_else(|| {
            WebError::refused(
                StatusCode::BAD_REQUEST,
                Said::msg("error-form-unread"),
                Said::msg("error-form-unread-why"),
            )
        })
}

/// The address of a page a form has just saved, `?saved=1`: the page says so.
#[derive(Deserialize, Default)]
#[serde(default)]
pub struct Saved {
    saved: Option<String>,
}

impl Saved {
    pub fn read(query: &QueryFields) -> Result<bool, WebError> {
        Ok(query.read::<Saved>()?.saved.is_some())
    }
}

/// The address of a page an action has just been done from, `?done=…`: the page says which.
#[derive(Deserialize, Default)]
#[serde(default)]
pub struct JustDone {
    done: String,
}

impl JustDone {
    pub fn read(query: &QueryFields) -> Result<String, WebError> {
        Ok(query.read::<JustDone>()?.done)
    }
}

/// A number typed in a text field, spaces around it allowed; anything else (nothing typed,
/// words) is `None`, for the handler to refuse in its own words. For `deserialize_with`.
pub fn number<'de, D, N>(deserializer: D) -> Result<Option<N>, D::Error>
where
    D: Deserializer<'de>,
    N: std::str::FromStr,
{
    let text = Option::<String>::deserialize(deserializer)?;
    Ok(text.and_then(|t| t.trim().parse().ok()))
}

impl FromRequest for Fields {
    type Error = actix_web::Error;
    type Future = Pin<Box<dyn Future<Output = Result<Fields, actix_web::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let form = web::Form::<Vec<(String, String)>>::from_request(req, payload);
        let back = form_page(req.path());
        Box::pin(async move {
            let fields = form.await?.into_inner();
            refuse_controls(&fields, &back)?;
            Ok(Fields(fields))
        })
    }
}

impl FromRequest for QueryFields {
    type Error = actix_web::Error;
    type Future = std::future::Ready<Result<QueryFields, actix_web::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let read = web::Query::<Vec<(String, String)>>::from_query(req.query_string())
            .map_err(|e| {
                WebError::refused(
                    StatusCode::BAD_REQUEST,
                    Said::msg("error-address"),
                    Said::msg("error-address-why").with("why", e.to_string()),
                )
                .into()
            })
            .and_then(|query| {
                let fields = query.into_inner();
                refuse_controls(&fields, req.path())?;
                Ok(QueryFields(fields))
            });
        std::future::ready(read)
    }
}

pub use crate::words::control_character;

fn refuse_controls(fields: &[(String, String)], back: &str) -> Result<(), WebError> {
    for (name, value) in fields {
        let Some(c) = control_character(value).or_else(|| control_character(name)) else {
            continue;
        };
        let shown: String = name.chars().filter(|c| !c.is_control()).take(40).collect();
        return Err(WebError::refused(
            StatusCode::UNPROCESSABLE_ENTITY,
            Said::msg("error-form-refused"),
            Said::msg("error-control")
                .with("field", shown)
                .with("code", format!("U+{:04X}", c as u32)),
        )
        .back_to(back, Said::msg("error-back-form")));
    }
    Ok(())
}

/// The page that holds the form a POST to `path` came from, to go back to.
fn form_page(path: &str) -> String {
    let parts: Vec<&str> = path.trim_end_matches('/').split('/').collect();
    match parts.as_slice() {
        ["", "games"] => "/games/new".to_string(),
        ["", "leagues"] => "/leagues/new".to_string(),
        ["", "account", "calendar"] => "/account".to_string(),
        ["", "games", id, "extend" | "replace" | "abandon"] => format!("/games/{id}/manage"),
        ["", "games", id, "open"] => format!("/games/{id}"),
        ["", "leagues", id, "seasons", n, "start"] => format!("/leagues/{id}/seasons/{n}"),
        ["", "leagues", "invite", _] => path.to_string(),
        [
            "",
            "leagues",
            id,
            "invite" | "join-link" | "leave" | "organizers" | "seasons",
        ] => {
            format!("/leagues/{id}")
        }
        ["", "play", token, "absence", _, "end"] => format!("/play/{token}/absence"),
        _ => path.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_breaks_and_tabs_are_text_other_controls_are_not() {
        assert_eq!(control_character("Ann\r\nBob\tCy"), None);
        assert_eq!(control_character("A\0nn"), Some('\0'));
        assert_eq!(control_character("bell\u{7}"), Some('\u{7}'));
        assert_eq!(control_character("del\u{7f}"), Some('\u{7f}'));
        assert_eq!(control_character("c1\u{85}"), Some('\u{85}'));
        assert_eq!(control_character("Zoë ☕ 日本"), None);
    }

    #[derive(Deserialize, Default, Debug, PartialEq)]
    #[serde(default)]
    struct Sample {
        name: String,
        once: Option<String>,
        #[serde(deserialize_with = "number")]
        hours: Option<i32>,
    }

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn a_typed_form_reads_what_a_browser_sends() {
        let form: Sample = read(&pairs(&[
            ("name", "Zoë & Bob=1"),
            ("hours", " 48 "),
            ("name", "second"),
            ("other", "x"),
        ]))
        .unwrap();
        assert_eq!(
            form,
            Sample {
                name: "Zoë & Bob=1".into(),
                once: None,
                hours: Some(48),
            }
        );
        let words: Sample = read(&pairs(&[("hours", "two days"), ("once", "k")])).unwrap();
        assert_eq!(words.hours, None);
        assert_eq!(words.once.as_deref(), Some("k"));
        assert_eq!(read::<Sample>(&[]).unwrap(), Sample::default());
    }

    #[test]
    fn a_refused_form_leads_back_to_its_page() {
        assert_eq!(form_page("/games"), "/games/new");
        assert_eq!(form_page("/games/12/replace"), "/games/12/manage");
        assert_eq!(form_page("/leagues/3/invite"), "/leagues/3");
        assert_eq!(form_page("/play/abc/absence/7/end"), "/play/abc/absence");
        assert_eq!(form_page("/account"), "/account");
    }
}
