//! A connection as the server knows it (its id, address and outbox), and the connections' own
//! state: the next id, and whether the server is draining.

use std::net::IpAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use tabletrio_protocol::ServerMsg;
use tokio::sync::{Notify, watch};

use crate::room::Outbox;

/// A connection as the server knows it.
#[derive(Clone)]
pub struct Conn {
    pub id: u64,
    pub ip: IpAddr,
    pub outbox: Outbox,
    /// Told when the connection must close: it stopped reading.
    pub kill: Arc<Notify>,
}

impl Conn {
    pub fn send(&self, msg: ServerMsg) {
        if self.outbox.try_send(msg.to_json().into()).is_err() {
            self.kill.notify_one();
        }
    }
}

/// The connections: each gets its id here, and all hear when the server starts draining.
pub struct Connections {
    next_id: AtomicU64,
    shutdown: watch::Sender<bool>,
}

impl Default for Connections {
    fn default() -> Connections {
        Connections { next_id: AtomicU64::new(1), shutdown: watch::channel(false).0 }
    }
}

impl Connections {
    pub fn connect(&self, ip: IpAddr, outbox: Outbox, kill: Arc<Notify>) -> Conn {
        Conn { id: self.next_id.fetch_add(1, Ordering::Relaxed), ip, outbox, kill }
    }

    /// A receiver that turns `true` when the server starts draining.
    pub fn shutdown_signal(&self) -> watch::Receiver<bool> {
        self.shutdown.subscribe()
    }

    pub fn draining(&self) -> bool {
        *self.shutdown.borrow()
    }

    /// Every connection is told to close ("server restarting").
    pub fn drain(&self) {
        self.shutdown.send_replace(true);
    }
}
