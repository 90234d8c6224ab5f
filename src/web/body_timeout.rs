//! A request body must arrive within a time limit after its headers (actix already limits the
//! headers): a client that trickles its body in, a byte now and then, would otherwise hold a
//! connection and a worker for as long as it likes.

use crate::web::state::AppState;
use actix_web::HttpMessage;
use actix_web::body::MessageBody;
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::error::PayloadError;
use actix_web::middleware::Next;
use actix_web::rt::time::{Instant, Sleep, sleep_until};
use actix_web::web::{Bytes, Data};
use futures_core::Stream;
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

/// Enough for any form over a slow phone connection.
pub const DEFAULT: Duration = Duration::from_secs(20);

/// The text of the error a late body ends with, to tell it from other read errors.
pub const TOO_SLOW: &str = "the request body took too long to arrive";

pub async fn limit(
    mut req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let limit = req
        .app_data::<Data<AppState>>()
        .map_or(DEFAULT, |state| state.body_timeout);
    let inner = req.take_payload();
    let timed = Timed {
        inner,
        deadline: Box::pin(sleep_until(Instant::now() + limit)),
    };
    let boxed: Pin<Box<dyn Stream<Item = Result<Bytes, PayloadError>>>> = Box::pin(timed);
    req.set_payload(Payload::from(boxed));
    next.call(req).await
}

struct Timed {
    inner: Payload,
    deadline: Pin<Box<Sleep>>,
}

impl Stream for Timed {
    type Item = Result<Bytes, PayloadError>;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        if let Poll::Ready(item) = Pin::new(&mut self.inner).poll_next(cx) {
            return Poll::Ready(item);
        }
        match self.deadline.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(Some(Err(PayloadError::Io(std::io::Error::new(
                std::io::ErrorKind::TimedOut,
                TOO_SLOW,
            ))))),
            Poll::Pending => Poll::Pending,
        }
    }
}
