//! The connection to the server: one WebSocket (ewebsock: a thread on the desktop, the
//! browser's own on the web) that opens again by itself, waiting longer after each failure, and
//! that notices a silent server (a sleeping laptop, a cut cable) by its own pings.

use std::sync::Arc;

use tabletrio_protocol::{ClientMsg, ServerMsg};

/// Seconds to wait before the next try, by the number of failed tries.
const BACKOFF: [f64; 6] = [0.5, 1.0, 2.0, 4.0, 8.0, 15.0];
/// A ping after this much quiet; the link counts as lost after `SILENT` without a word.
const PING_AFTER: f64 = 15.0;
const SILENT: f64 = 40.0;
/// A connection that has not opened after this long is tried again.
const CONNECT_WAIT: f64 = 10.0;
/// The largest message the app takes from a server (the server's own limit is 4 KiB a frame
/// from clients; a long game's state is larger).
const MAX_INCOMING: usize = 256 * 1024;

/// Wakes the window's loop when a message arrives (the app draws only on change).
pub type Wake = Arc<dyn Fn() + Send + Sync>;

/// Where the link stands.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum LinkState {
    /// Not connected, and not trying.
    #[default]
    Idle,
    Connecting,
    Open,
    /// Lost; the next try is at this time (seconds of the app's real clock), the `tries`th.
    Retrying {
        at: f64,
        tries: u32,
    },
}

/// What came over the link.
#[derive(Clone, Debug, PartialEq)]
pub enum LinkEvent {
    Opened,
    Message(ServerMsg),
    /// A message the app cannot read (a newer server, or a broken one): logged, skipped.
    Unreadable(String),
    /// The connection ended; another try follows.
    Lost(String),
}

#[derive(Default)]
pub struct Link {
    socket: Option<(ewebsock::WsSender, ewebsock::WsReceiver)>,
    pub state: LinkState,
    url: String,
    failures: u32,
    last_heard: f64,
    last_sent: f64,
    pub wake: Option<Wake>,
}

impl Link {
    /// Connects to `url` (a new connection, even if one is open).
    pub fn open(&mut self, url: &str, now: f64) {
        self.url = url.to_owned();
        self.failures = 0;
        self.connect(now);
    }

    fn connect(&mut self, now: f64) {
        self.socket = None;
        let options = ewebsock::Options { max_incoming_frame_size: MAX_INCOMING, ..Default::default() };
        let wake = self.wake.clone();
        let result = ewebsock::connect_with_wakeup(self.url.clone(), options, move || {
            if let Some(wake) = &wake {
                wake();
            }
        });
        match result {
            Ok(socket) => {
                self.socket = Some(socket);
                self.state = LinkState::Connecting;
                self.last_heard = now;
            }
            Err(e) => {
                bevy::log::warn!("cannot connect to {}: {e}", self.url);
                self.retry_later(now);
            }
        }
    }

    fn retry_later(&mut self, now: f64) {
        self.socket = None;
        let wait = BACKOFF[(self.failures as usize).min(BACKOFF.len() - 1)];
        self.failures += 1;
        self.state = LinkState::Retrying { at: now + wait, tries: self.failures };
    }

    /// Closes the connection and stops trying.
    pub fn close(&mut self) {
        self.socket = None;
        self.state = LinkState::Idle;
    }

    /// Drops the connection as a network failure would (it is tried again at once): for
    /// tests, and for a page coming back from sleep.
    pub fn drop_now(&mut self, now: f64) {
        if self.state != LinkState::Idle {
            self.socket = None;
            self.state = LinkState::Retrying { at: now, tries: self.failures };
        }
    }

    /// Sends a message if the link is open; `false` if it is not (the caller keeps what it
    /// needs and sends it again once the link opens).
    pub fn send(&mut self, msg: &ClientMsg, now: f64) -> bool {
        match (&mut self.socket, self.state) {
            (Some((sender, _)), LinkState::Open) => {
                sender.send(ewebsock::WsMessage::Text(msg.to_json()));
                self.last_sent = now;
                true
            }
            _ => false,
        }
    }

    /// What arrived since the last call; opens the link again when its time has come, and
    /// pings a quiet server.
    pub fn poll(&mut self, now: f64) -> Vec<LinkEvent> {
        let mut events = Vec::new();
        if let LinkState::Retrying { at, .. } = self.state
            && now >= at
        {
            self.connect(now);
        }
        let Some((_, receiver)) = &self.socket else { return events };
        let mut lost = None;
        while let Some(event) = receiver.try_recv() {
            self.last_heard = now;
            match event {
                ewebsock::WsEvent::Opened => {
                    self.state = LinkState::Open;
                    self.failures = 0;
                    events.push(LinkEvent::Opened);
                }
                ewebsock::WsEvent::Message(ewebsock::WsMessage::Text(text)) => {
                    match serde_json::from_str::<ServerMsg>(&text) {
                        Ok(msg) => events.push(LinkEvent::Message(msg)),
                        Err(e) => events.push(LinkEvent::Unreadable(format!("{e}: {text:.200}"))),
                    }
                }
                ewebsock::WsEvent::Message(_) => {}
                ewebsock::WsEvent::Error(e) => {
                    lost = Some(e);
                    break;
                }
                ewebsock::WsEvent::Closed => {
                    lost = Some("closed by the server".to_owned());
                    break;
                }
            }
        }
        if lost.is_none() && self.state == LinkState::Connecting && now - self.last_heard > CONNECT_WAIT {
            lost = Some("no answer from the server".to_owned());
        }
        if lost.is_none() && self.state == LinkState::Open {
            if now - self.last_heard > SILENT {
                lost = Some("the server has not answered for a while".to_owned());
            } else if now - self.last_heard > PING_AFTER && now - self.last_sent > PING_AFTER {
                self.send(&ClientMsg::Ping, now);
            }
        }
        if let Some(why) = lost {
            self.retry_later(now);
            events.push(LinkEvent::Lost(why));
        }
        events
    }
}
