//! The SQLite store on a thread of its own: the async server hands it writes and reads through
//! a bounded queue; the writes waiting when it turns to them commit as one batch (group commit),
//! which is what lets one SQLite file take thousands of moves a second. When the queue is full
//! the job is refused at once (`StoreError::Busy`) rather than waiting without end.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Instant;
use tabletrio_engine::Side;

use tokio::sync::oneshot;

use super::Sqlite;
use crate::store::{Running, StoreError, StoredGame, Write};

/// The most writes one commit takes.
const BATCH: usize = 512;

enum Job {
    Write(Box<Write>, oneshot::Sender<Result<(), StoreError>>),
    Game(String, oneshot::Sender<Result<Option<StoredGame>, StoreError>>),
    SeatOf(String, oneshot::Sender<Result<Option<(String, Side)>, StoreError>>),
    Running(oneshot::Sender<Result<Vec<Running>, StoreError>>),
    /// Any other call on the store (players, ratings, pages), after the writes before it.
    With(Box<dyn FnOnce(&mut Sqlite) + Send>),
    /// Answers once every job before it is done.
    Flush(oneshot::Sender<()>),
}

/// The async side of the SQLite store: its queue.
#[derive(Clone)]
pub struct Queue {
    jobs: mpsc::SyncSender<Job>,
    depth: Arc<AtomicUsize>,
}

impl Queue {
    /// Runs `store` on a new thread until every handle is dropped; at most `capacity` jobs wait.
    pub fn spawn(mut store: Sqlite, capacity: usize) -> Queue {
        let (jobs, rx) = mpsc::sync_channel::<Job>(capacity.max(1));
        let depth = Arc::new(AtomicUsize::new(0));
        let taken = depth.clone();
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
                    taken.fetch_sub(queue.len(), Ordering::Relaxed);
                    run(&mut store, queue);
                }
            })
            .expect("a thread for the store");
        Queue { jobs, depth }
    }

    /// Jobs waiting for the store.
    pub fn depth(&self) -> usize {
        self.depth.load(Ordering::Relaxed)
    }

    fn send(&self, job: Job) -> Result<(), StoreError> {
        self.depth.fetch_add(1, Ordering::Relaxed);
        self.jobs.try_send(job).map_err(|e| {
            self.depth.fetch_sub(1, Ordering::Relaxed);
            match e {
                mpsc::TrySendError::Full(_) => StoreError::Busy,
                mpsc::TrySendError::Disconnected(_) => StoreError::Stopped,
            }
        })
    }

    pub async fn write(&self, write: Write) -> Result<(), StoreError> {
        let (tx, rx) = oneshot::channel();
        self.send(Job::Write(Box::new(write), tx))?;
        rx.await.unwrap_or(Err(StoreError::Stopped))
    }

    pub async fn game(&self, code: &str) -> Result<Option<StoredGame>, StoreError> {
        let (tx, rx) = oneshot::channel();
        self.send(Job::Game(code.to_owned(), tx))?;
        rx.await.unwrap_or(Err(StoreError::Stopped))
    }

    pub async fn seat_of(&self, token: &str) -> Result<Option<(String, Side)>, StoreError> {
        let (tx, rx) = oneshot::channel();
        self.send(Job::SeatOf(token.to_owned(), tx))?;
        rx.await.unwrap_or(Err(StoreError::Stopped))
    }

    pub async fn running(&self) -> Result<Vec<Running>, StoreError> {
        let (tx, rx) = oneshot::channel();
        self.send(Job::Running(tx))?;
        rx.await.unwrap_or(Err(StoreError::Stopped))
    }

    /// Runs `call` on the store's thread, in turn with the other jobs.
    pub async fn with<T: Send + 'static>(
        &self,
        call: impl FnOnce(&mut Sqlite) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        let (tx, rx) = oneshot::channel();
        self.send(Job::With(Box::new(move |store| {
            let _ = tx.send(call(store));
        })))?;
        rx.await.unwrap_or(Err(StoreError::Stopped))
    }

    /// Waits until every job handed in before this call is done (a draining server's last
    /// commits). This one waits for room in the queue rather than being refused.
    pub async fn flush(&self) {
        let (tx, rx) = oneshot::channel();
        let jobs = self.jobs.clone();
        let depth = self.depth.clone();
        let sent = tokio::task::spawn_blocking(move || {
            depth.fetch_add(1, Ordering::Relaxed);
            jobs.send(Job::Flush(tx)).is_ok()
        })
        .await
        .unwrap_or(false);
        if sent {
            let _ = rx.await;
        }
    }
}

/// Commits a batch of writes, timing the commit for `/metrics`.
fn commit(store: &mut Sqlite, writes: &mut Vec<Write>, answers: &mut Vec<oneshot::Sender<Result<(), StoreError>>>) {
    if writes.is_empty() {
        return;
    }
    let started = Instant::now();
    let results = store.write(writes);
    metrics::histogram!("tabletrio_commit_seconds").record(started.elapsed().as_secs_f64());
    for (answer, result) in answers.drain(..).zip(results) {
        let _ = answer.send(result);
    }
    writes.clear();
}

/// Runs the jobs in order: consecutive writes as one batch, a read after the writes before it.
fn run(store: &mut Sqlite, queue: Vec<Job>) {
    let mut writes = Vec::new();
    let mut answers = Vec::new();
    for job in queue {
        if !matches!(job, Job::Write(..)) {
            commit(store, &mut writes, &mut answers);
        }
        match job {
            Job::Write(write, answer) => {
                writes.push(*write);
                answers.push(answer);
            }
            Job::Game(code, answer) => {
                let _ = answer.send(store.game(&code));
            }
            Job::SeatOf(token, answer) => {
                let _ = answer.send(store.seat_of(&token));
            }
            Job::Running(answer) => {
                let _ = answer.send(store.running());
            }
            Job::With(call) => call(store),
            Job::Flush(answer) => {
                let _ = answer.send(());
            }
        }
    }
    commit(store, &mut writes, &mut answers);
}
