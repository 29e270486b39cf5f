//! This node's link to the other nodes sharing its database: the bus the notes travel on, and
//! when each other node was last heard (a node not heard for `NODE_GONE_MS` counts as gone).

use std::collections::HashMap;
use std::sync::Mutex;

use tokio::sync::mpsc;

use crate::bus::{Bus, Listened, NODE_GONE_MS, Note};
use crate::locks::guard;

pub struct NodeLink {
    bus: Bus,
    heard: Mutex<HashMap<u64, u64>>,
}

impl NodeLink {
    pub fn new(bus: Bus) -> NodeLink {
        NodeLink { bus, heard: Mutex::new(HashMap::new()) }
    }

    /// This node's number (0 when alone).
    pub fn node(&self) -> u64 {
        self.bus.node()
    }

    /// Whether other nodes share the database (PostgreSQL).
    pub fn is_shared(&self) -> bool {
        self.bus.is_shared()
    }

    /// The bus, for the parts that send notes of their own (the lobby).
    pub fn bus(&self) -> &Bus {
        &self.bus
    }

    pub fn publish(&self, note: &Note) {
        self.bus.publish(note);
    }

    pub async fn say_now(&self, note: &str) {
        self.bus.say_now(note).await;
    }

    pub fn listen(&self, heard: mpsc::Sender<Listened>) {
        self.bus.listen(heard);
    }

    /// `node` was heard from at `now`: `true` when it was not counted (new, or back after it
    /// was taken for gone), so this node tells it who is here and asks who is there.
    pub fn heard(&self, node: u64, now: u64) -> bool {
        guard(&self.heard).insert(node, now).is_none()
    }

    /// Sends a note now, beside the queue of game notes (a sign of life must not wait behind
    /// them).
    pub async fn say_now_note(&self, note: &Note) {
        self.bus.say_now(&serde_json::to_string(note).expect("plain data")).await;
    }

    /// The nodes not heard for `NODE_GONE_MS` at `now`, forgotten (heard again, they count again).
    pub fn gone(&self, now: u64) -> Vec<u64> {
        let mut heard = guard(&self.heard);
        let gone: Vec<u64> =
            heard.iter().filter(|(_, at)| now.saturating_sub(**at) > NODE_GONE_MS).map(|(n, _)| *n).collect();
        for node in &gone {
            heard.remove(node);
        }
        gone
    }
}
