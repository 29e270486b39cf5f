//! The attack tool: honest pairs play live games on a fresh server of default limits while one
//! attacker address (and one IPv6 /64) tries each attack of issue 69 (names and seeks flooded,
//! games made without end, a rating farmed between its own names, store reads and HTTP requests
//! without end); it prints a JSON report: whether every honest move was acknowledged within a
//! second and no honest connection dropped, and what the attacker achieved.
//!
//! `cargo run --release -p tabletrio-server --example attack -- --honest 200 --secs 30`
//! (`ulimit -n 4096` first). `tests/attack.rs` runs the same core, bounded.

#[path = "../tests/common/mod.rs"]
mod common;

#[tokio::main]
async fn main() {
    let (mut honest, mut secs) = (200usize, 30u64);
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().unwrap_or_default();
        match flag.as_str() {
            "--honest" => honest = value.parse().expect("--honest PAIRS"),
            "--secs" => secs = value.parse().expect("--secs N"),
            _ => panic!("unknown flag {flag} (--honest PAIRS, --secs N)"),
        }
    }
    let report = common::attack::run(honest, secs).await;
    println!("{}", serde_json::to_string_pretty(&report).expect("JSON"));
}
