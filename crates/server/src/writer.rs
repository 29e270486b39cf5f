//! The store on a thread of its own: the async server hands it writes and reads through a
//! channel; the writes waiting when it turns to them commit as one batch (group commit), which
//! is what lets one SQLite file take thousands of moves a second.

use std::sync::mpsc;

use tokio::sync::oneshot;

use crate::store::{Store, StoreError, StoredGame, Write};
use tabletrio_protocol::Seat;

/// The most writes one commit takes.
const BATCH: usize = 512;

enum Job {
    Write(Write, oneshot::Sender<Result<(), StoreError>>),
    Game(String, oneshot::Sender<Result<Option<StoredGame>, StoreError>>),
    SeatOf(String, oneshot::Sender<Result<Option<(String, Seat)>, StoreError>>),
}

/// The async side of the store.
#[derive(Clone)]
pub struct StoreHandle {
    jobs: mpsc::Sender<Job>,
}

fn gone() -> StoreError {
    StoreError("the store has stopped".into())
}

impl StoreHandle {
    /// Runs `store` on a new thread until every handle is dropped.
    pub fn spawn(mut store: impl Store) -> StoreHandle {
        let (jobs, rx) = mpsc::channel::<Job>();
        std::thread::Builder::new()
            .name("tabletrio-store".into())
            .spawn(move || {
                while let Ok(first) = rx.recv() {
                    let mut queue = vec![first];
                    while queue.len() < BATCH {
                        match rx.try_recv() {
                            Ok(job) => queue.push(job),
                            Err(_) => break,
                        }
                    }
                    run(&mut store, queue);
                }
            })
            .expect("a thread for the store");
        StoreHandle { jobs }
    }

    pub async fn write(&self, write: Write) -> Result<(), StoreError> {
        let (tx, rx) = oneshot::channel();
        self.jobs.send(Job::Write(write, tx)).map_err(|_| gone())?;
        rx.await.unwrap_or_else(|_| Err(gone()))
    }

    pub async fn game(&self, code: &str) -> Result<Option<StoredGame>, StoreError> {
        let (tx, rx) = oneshot::channel();
        self.jobs.send(Job::Game(code.to_owned(), tx)).map_err(|_| gone())?;
        rx.await.unwrap_or_else(|_| Err(gone()))
    }

    pub async fn seat_of(&self, token: &str) -> Result<Option<(String, Seat)>, StoreError> {
        let (tx, rx) = oneshot::channel();
        self.jobs.send(Job::SeatOf(token.to_owned(), tx)).map_err(|_| gone())?;
        rx.await.unwrap_or_else(|_| Err(gone()))
    }
}

/// Runs the jobs in order: consecutive writes as one batch, a read after the writes before it.
fn run(store: &mut impl Store, queue: Vec<Job>) {
    let mut writes = Vec::new();
    let mut answers = Vec::new();
    let flush = |store: &mut dyn FnMut(&[Write]) -> Vec<Result<(), StoreError>>,
                 writes: &mut Vec<Write>,
                 answers: &mut Vec<oneshot::Sender<Result<(), StoreError>>>| {
        if writes.is_empty() {
            return;
        }
        let results = store(writes);
        for (answer, result) in answers.drain(..).zip(results) {
            let _ = answer.send(result);
        }
        writes.clear();
    };
    for job in queue {
        match job {
            Job::Write(write, answer) => {
                writes.push(write);
                answers.push(answer);
            }
            Job::Game(code, answer) => {
                flush(&mut |b| store.write(b), &mut writes, &mut answers);
                let _ = answer.send(store.game(&code));
            }
            Job::SeatOf(token, answer) => {
                flush(&mut |b| store.write(b), &mut writes, &mut answers);
                let _ = answer.send(store.seat_of(&token));
            }
        }
    }
    flush(&mut |b| store.write(b), &mut writes, &mut answers);
}
