//! A bounded run of the attack tool (`examples/attack.rs`): twenty honest pairs play for eight
//! seconds while one attacker address tries each attack of issue 69. Every honest move is
//! acknowledged within a second, no honest connection drops, and the attacker gets no more than
//! the documented caps (docs/online.md, "Limits").

mod common;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_attacker_breaks_nothing_for_honest_players_and_gains_only_the_caps() {
    let report = common::attack::run(20, 8).await;
    eprintln!("{report:#}");
    let (honest, attacker) = (&report["honest"], &report["attacker"]);
    assert!(honest["moves"].as_u64().unwrap() > 100, "{report}");
    assert_eq!(honest["acknowledged_after_1s"], 0, "{report}");
    assert_eq!(honest["connections_dropped"], 0, "{report}");
    assert!(attacker["names_made"].as_u64().unwrap() <= 20, "names an hour: {report}");
    assert!(attacker["seeks_held"].as_u64().unwrap() <= 6, "seeks an address: {report}");
    assert!(attacker["lobby_answer_bytes"].as_u64().unwrap() < 64 * 1024, "{report}");
    assert!(attacker["games_made"].as_u64().unwrap() <= 200, "games an hour: {report}");
    assert_eq!(
        (&attacker["rated_games_between_own_names"], &attacker["rating_gained"]),
        (&0.into(), &0.into()),
        "{report}"
    );
    assert!(attacker["socket_reads_refused"].as_u64().unwrap() > 0, "{report}");
    assert!(attacker["socket_reads_answered"].as_u64().unwrap() <= 12, "1,200 jobs a minute, 100 a message: {report}");
    assert!(attacker["http_requests_served"].as_u64().unwrap() <= 600, "{report}");
}
