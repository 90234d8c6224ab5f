//! Headers lettre does not provide: list unsubscribe (RFC 2369, RFC 8058), Content-Language
//! (RFC 3282) and Auto-Submitted (RFC 3834, so vacation responders stay quiet).

use lettre::message::header::{Header, HeaderName, HeaderValue};

/// `List-Unsubscribe: <https://…>`
#[derive(Debug, Clone, PartialEq)]
pub struct ListUnsubscribe(pub String);

impl Header for ListUnsubscribe {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe")
    }

    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        let url = s.trim().trim_start_matches('<').trim_end_matches('>');
        Ok(Self(url.to_string()))
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), format!("<{}>", self.0))
    }
}

/// `List-Unsubscribe-Post: List-Unsubscribe=One-Click`: tells the mail
/// client it may unsubscribe with a POST to the URL, without a page.
#[derive(Debug, Clone, PartialEq)]
pub struct ListUnsubscribePost;

impl Header for ListUnsubscribePost {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe-Post")
    }

    fn parse(_: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(Self)
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), "List-Unsubscribe=One-Click".to_string())
    }
}

/// `Content-Language: es` (RFC 3282): the language the email is written in.
#[derive(Debug, Clone, PartialEq)]
pub struct ContentLanguage(pub String);

impl Header for ContentLanguage {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("Content-Language")
    }

    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(Self(s.trim().to_string()))
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), self.0.clone())
    }
}

/// `Auto-Submitted: auto-generated`
#[derive(Debug, Clone, PartialEq)]
pub struct AutoSubmitted;

impl Header for AutoSubmitted {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("Auto-Submitted")
    }

    fn parse(_: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(Self)
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), "auto-generated".to_string())
    }
}
