//! Why a form was refused, shown with the form as it was typed: beside the field it concerns,
//! or above the form when it concerns the whole of it.

use crate::i18n::Tr;
use crate::play::PlayError;
use crate::words::sentence_in;
use actix_web::http::StatusCode;

#[derive(Debug, Default)]
pub struct Refusal {
    /// The field's name; "" for the whole form. On a page of several forms, prefixed with the
    /// form's name: "extend.hours", or "extend" for the whole of that form.
    field: String,
    reason: Option<String>,
}

impl Refusal {
    /// Nothing refused: the form as it first shows.
    pub fn none() -> Refusal {
        Refusal::default()
    }

    /// `reason`, in the words of `tr`, beside `field` ("" for the whole form).
    pub fn at(field: &str, reason: &str, tr: &Tr) -> Refusal {
        Refusal {
            field: field.to_string(),
            reason: Some(sentence_in(reason, tr.lang.code())),
        }
    }

    /// The refusal a form shows again, in the words of `tr`, or `None` for an error that is no
    /// form's to show (a stranger, a closed league, a failure of ours).
    pub fn of(error: &PlayError, tr: &Tr) -> Option<Refusal> {
        match error {
            PlayError::Field(field, reason) => Some(Refusal::at(field, &reason.read(tr.lang), tr)),
            PlayError::Invalid(reason) => Some(Refusal::at("", &reason.read(tr.lang), tr)),
            _ => None,
        }
    }

    /// As [`Refusal::of`], for the form named `form` among others on its page.
    pub fn of_form(form: &str, error: &PlayError, tr: &Tr) -> Option<Refusal> {
        let mut refusal = Refusal::of(error, tr)?;
        refusal.field = match refusal.field.as_str() {
            "" => form.to_string(),
            field => format!("{form}.{field}"),
        };
        Some(refusal)
    }

    /// The reason to show beside `field` of row `row` of a form of rows: "email2".
    pub fn on_row(&self, field: &str, row: &usize) -> Option<&str> {
        self.reason
            .as_deref()
            .filter(|_| self.field == format!("{field}{row}"))
    }

    /// Whether the refusal is about the form named `form` or one of its fields.
    pub fn concerns(&self, form: &str) -> bool {
        self.reason.is_some() && (self.field == form || self.field.starts_with(&format!("{form}.")))
    }

    /// The page's status: 422 when it shows a refused form again.
    pub fn status(&self) -> StatusCode {
        match self.reason {
            Some(_) => StatusCode::UNPROCESSABLE_ENTITY,
            None => StatusCode::OK,
        }
    }

    /// The reason to show beside `field`, if it is the one refused.
    pub fn on(&self, field: &str) -> Option<&str> {
        self.reason.as_deref().filter(|_| self.field == field)
    }

    /// The reason to show above the form, if it concerns no one field.
    pub fn general(&self) -> Option<&str> {
        self.on("")
    }
}
