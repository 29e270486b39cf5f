//! The protocol fuzzed against a live server: arbitrary text and binary frames, and JSON shaped
//! like each client message with arbitrary field values, sent by a seated player. Every frame
//! is answered (or the connection is closed with a reason), the server never falls over, and a
//! refused message leaves the game exactly as a fresh spectator saw it before.

mod common;

use std::net::SocketAddr;
use std::sync::OnceLock;

use common::*;
use proptest::prelude::*;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

/// One server for every case, on a runtime of its own.
fn server() -> &'static (tokio::runtime::Runtime, SocketAddr) {
    static SERVER: OnceLock<(tokio::runtime::Runtime, SocketAddr)> = OnceLock::new();
    SERVER.get_or_init(|| {
        let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
        let limits = tabletrio_server::Limits {
            creates_per_hour: 1_000_000,
            waiting_per_address: 1_000_000,
            lookups_per_minute: 1_000_000,
            ..Default::default()
        };
        let config = tabletrio_server::Config { db: temp_db("fuzz-live"), limits, ..Default::default() };
        let addr = rt.block_on(start_with(config));
        (rt, addr)
    })
}

#[derive(Clone, Debug)]
enum Frame {
    Text(String),
    Binary(Vec<u8>),
    Json(Value),
}

const FIELDS: [&str; 10] = ["game", "code", "token", "ply", "action", "accept", "clock", "seat", "tokens", "type"];

fn value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        (0u64..5).prop_map(Value::from),
        any::<f64>().prop_map(|f| serde_json::Number::from_f64(f).map_or(Value::Null, Value::Number)),
        "[a-zA-Z0-9:=+\\-. ]{0,12}".prop_map(Value::from),
        prop_oneof![Just("kamon"), Just("oxono"), Just("yoxii"), Just("first"), Just("second")].prop_map(Value::from),
        "[0-9a-f]{32}".prop_map(Value::from),
    ];
    leaf.prop_recursive(2, 8, 4, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..4).prop_map(Value::from),
            proptest::collection::btree_map("[a-z_]{1,12}", inner, 0..3)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

fn frame() -> impl Strategy<Value = Frame> {
    let shaped = (0..MESSAGE_TYPES.len(), proptest::collection::vec((0..FIELDS.len(), value()), 0..4)).prop_map(
        |(t, fields)| {
            let mut msg = json!({"type": MESSAGE_TYPES[t]});
            for (f, v) in fields {
                msg[FIELDS[f]] = v;
            }
            Frame::Json(msg)
        },
    );
    prop_oneof![
        6 => shaped,
        2 => ".{0,80}".prop_map(Frame::Text),
        1 => proptest::collection::vec(any::<u8>(), 0..64).prop_map(Frame::Binary),
    ]
}

/// The game as a fresh spectator sees it: record, ply and outcome.
async fn seen(addr: SocketAddr, code: &str) -> (Value, Value, Value) {
    let mut w = Client::connect(addr).await;
    w.send(json!({"type": "watch", "code": code})).await;
    let s = w.expect("state").await;
    (s["record"].clone(), s["ply"].clone(), s["outcome"].clone())
}

async fn run_case(addr: SocketAddr, frames: Vec<Frame>) -> Result<(), TestCaseError> {
    let mut first = Client::create(addr, "kamon").await;
    let mut second = Client::join(addr, &first.code).await;
    // The creator's states: waiting, then started.
    while first.expect("state").await["started"] != true {}
    second.expect("state").await;
    let code = first.code.clone();
    let mut before = seen(addr, &code).await;
    for frame in frames {
        let sent = match &frame {
            Frame::Text(t) => first.send_raw(Message::Text(t.clone().into())).await,
            Frame::Binary(b) => first.send_raw(Message::Binary(b.clone().into())).await,
            Frame::Json(v) => first.send_raw(Message::Text(v.to_string().into())).await,
        };
        if !sent {
            break;
        }
        // The answer: the first message that is not news of the game (presence, a state).
        let answer = loop {
            match first.next().await {
                Some(msg) if msg["type"] == "presence" => continue,
                other => break other,
            }
        };
        let Some(answer) = answer else {
            // Closed: only ever after saying why (an error) — checked by the server's close
            // frame in the ping and flood tests; here it ends the case.
            break;
        };
        prop_assert!(answer["type"].is_string(), "{frame:?} -> {answer}");
        let now = seen(addr, &code).await;
        if answer["type"] == "error" || answer["type"] == "rejected" {
            prop_assert!(answer["reason"].as_str().is_some_and(|r| !r.is_empty()), "{answer}");
            prop_assert_eq!(&now, &before, "a refused {:?} changed the game", frame);
        }
        before = now;
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_frames_are_answered_and_refusals_change_nothing(frames in proptest::collection::vec(frame(), 1..12)) {
        let (rt, addr) = server();
        rt.block_on(run_case(*addr, frames))?;
    }
}

#[test]
fn the_server_still_plays_after_the_fuzzing() {
    let (rt, addr) = server();
    rt.block_on(async {
        let mut c = Client::connect(*addr).await;
        c.send(json!({"type": "ping"})).await;
        c.expect("pong").await;
    });
}
