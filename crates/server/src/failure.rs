//! What the server could not do for a client, as the client is told: a stable code (the app
//! shows it in its reader's language) and the English reason (docs/online.md lists the codes).

use std::fmt;

use tabletrio_protocol::{Code, ServerMsg};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub code: Code,
    pub reason: String,
}

impl Failure {
    pub fn new(code: Code, reason: impl Into<String>) -> Failure {
        Failure { code, reason: reason.into() }
    }

    /// The failure as an `error` message.
    pub fn error(&self) -> ServerMsg {
        ServerMsg::error(self.code, self.reason.clone())
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.reason)
    }
}
