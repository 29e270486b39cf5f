//! `GET /metrics`: the server's counters in the Prometheus text format, kept by the `metrics`
//! facade (counters and the commit histogram are recorded where things happen; the gauges of
//! what the server holds are read when the page is asked for).

use std::sync::OnceLock;

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();

/// The process's recorder, installed on first use (one a process: tests start many servers).
pub fn handle() -> &'static PrometheusHandle {
    HANDLE.get_or_init(|| {
        let builder = PrometheusBuilder::new()
            .set_buckets_for_metric(
                Matcher::Full("tabletrio_commit_seconds".into()),
                &[0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 5.0],
            )
            .expect("the buckets are not empty");
        let recorder = builder.build_recorder();
        let handle = recorder.handle();
        // Another recorder may be installed already (a program embedding the server): then
        // this page shows only the gauges.
        let _ = metrics::set_global_recorder(recorder);
        describe();
        handle
    })
}

fn describe() {
    metrics::describe_gauge!("tabletrio_connections", "open WebSocket connections");
    metrics::describe_gauge!("tabletrio_rooms_in_memory", "games held in memory");
    metrics::describe_gauge!("tabletrio_store_queue_depth", "jobs waiting for the store");
    metrics::describe_gauge!("tabletrio_deadlines", "games whose clock the server watches");
    metrics::describe_counter!("tabletrio_games_created_total", "games created (rematches included)");
    metrics::describe_counter!("tabletrio_games_ended_total", "games ended, by reason");
    metrics::describe_counter!("tabletrio_moves_total", "moves stored");
    metrics::describe_counter!("tabletrio_refusals_total", "messages refused, by reason");
    metrics::describe_counter!("tabletrio_limited_total", "clients held back by a limit, by limit");
    metrics::describe_counter!("tabletrio_rooms_evicted_total", "idle games dropped from memory");
    metrics::describe_histogram!("tabletrio_commit_seconds", "time of one store commit (a batch of writes)");
}

/// Drains the histograms' old samples; run every few seconds.
pub fn upkeep() {
    handle().run_upkeep();
}

/// What the server holds now, read when the page is asked for.
pub struct Gauges {
    pub connections: usize,
    pub rooms: usize,
    pub store_queue: usize,
    pub deadlines: usize,
}

/// The page, with the gauges set from what the server holds now.
pub fn render(gauges: Gauges) -> String {
    let handle = handle();
    metrics::gauge!("tabletrio_connections").set(gauges.connections as f64);
    metrics::gauge!("tabletrio_rooms_in_memory").set(gauges.rooms as f64);
    metrics::gauge!("tabletrio_store_queue_depth").set(gauges.store_queue as f64);
    metrics::gauge!("tabletrio_deadlines").set(gauges.deadlines as f64);
    handle.render()
}
