//! The store on a thread of its own: the async server hands it writes and reads through a
//! bounded queue; the writes waiting when it turns to them commit as one batch (group commit),
//! which is what lets one SQLite file take thousands of moves a second. When the queue is full
//! the job is refused at once (`StoreError::Busy`) rather than waiting without end.
//!
//! The server asks the store only through `StoreHandle`'s named async calls: SQLite's queue
//! (one writer, group commit) or PostgreSQL's pool (many nodes, one database) stand behind them.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Instant;
use tabletrio_engine::{GameKind, Side};
use tabletrio_protocol::{RatingChange, Speed};

use tokio::sync::oneshot;

use crate::ratings::Glicko;
use crate::store::postgres::Postgres;
use crate::store::{Board, NameRefused, Profile, Running, Seated, Store, StoreError, StoredGame, Write};

/// The most writes one commit takes.
const BATCH: usize = 512;

enum Job {
    Write(Box<Write>, oneshot::Sender<Result<(), StoreError>>),
    Game(String, oneshot::Sender<Result<Option<StoredGame>, StoreError>>),
    SeatOf(String, oneshot::Sender<Result<Option<(String, Side)>, StoreError>>),
    Running(oneshot::Sender<Result<Vec<Running>, StoreError>>),
    /// Any other call on the store (players, ratings, pages), after the writes before it.
    With(Box<dyn FnOnce(&mut dyn Store) + Send>),
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
    pub fn spawn(mut store: impl Store, capacity: usize) -> Queue {
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

    /// A new player with the key's hash and this (checked) name.
    pub async fn register(
        &self,
        key_hash: String,
        name: String,
        bot: bool,
        now: u64,
    ) -> Result<Result<Seated, NameRefused>, StoreError> {
        self.with(move |s| s.register(&key_hash, &name, bot, now)).await
    }

    /// The player whose key has this hash.
    pub async fn player(&self, key_hash: String) -> Result<Option<Seated>, StoreError> {
        self.with(move |s| s.player(&key_hash)).await
    }

    /// A new (checked) name for a player, at most once a day.
    pub async fn rename(&self, id: i64, name: String, now: u64) -> Result<Result<Seated, NameRefused>, StoreError> {
        self.with(move |s| s.rename(id, &name, now)).await
    }

    /// A player's rating at a game and speed.
    pub async fn rating(&self, id: i64, game: GameKind, speed: Speed) -> Result<Glicko, StoreError> {
        self.with(move |s| s.rating(id, game, speed)).await
    }

    /// The rating changes a rated game's ending made.
    pub async fn rating_changes(&self, code: String) -> Result<Option<[RatingChange; 2]>, StoreError> {
        self.with(move |s| s.rating_changes(&code)).await
    }

    /// The games a player has a seat at, newest first.
    pub async fn player_games(&self, id: i64, most: usize) -> Result<Vec<(String, Side)>, StoreError> {
        self.with(move |s| s.player_games(id, most)).await
    }

    /// A player's public page.
    pub async fn profile(&self, name: String) -> Result<Option<Profile>, StoreError> {
        self.with(move |s| s.profile(&name)).await
    }

    /// The top players of a game and speed.
    pub async fn leaderboard(&self, game: GameKind, speed: Speed, top: usize) -> Result<Board, StoreError> {
        self.with(move |s| s.leaderboard(game, speed, top)).await
    }

    /// Runs `call` on the store's thread, in turn with the other jobs.
    async fn with<T: Send + 'static>(
        &self,
        call: impl FnOnce(&mut dyn Store) -> Result<T, StoreError> + Send + 'static,
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
fn commit(store: &mut impl Store, writes: &mut Vec<Write>, answers: &mut Vec<oneshot::Sender<Result<(), StoreError>>>) {
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
fn run(store: &mut impl Store, queue: Vec<Job>) {
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

/// The store the hub asks: every call async, whichever database answers.
#[derive(Clone)]
pub enum StoreHandle {
    /// SQLite on a thread of its own: one node.
    Sqlite(Queue),
    /// PostgreSQL through a pool of connections: any number of nodes.
    Postgres(Arc<Postgres>),
}

impl StoreHandle {
    /// Runs a SQLite (or test) store on a thread of its own.
    pub fn spawn(store: impl Store, capacity: usize) -> StoreHandle {
        StoreHandle::Sqlite(Queue::spawn(store, capacity))
    }

    /// Jobs waiting for the store.
    pub fn depth(&self) -> usize {
        match self {
            StoreHandle::Sqlite(q) => q.depth(),
            StoreHandle::Postgres(p) => p.waiting(),
        }
    }

    pub async fn write(&self, write: Write) -> Result<(), StoreError> {
        self.write_noted(write, None).await
    }

    /// Stores a change with the note that tells the other nodes of it, sent only if the change
    /// is stored and as part of it (with SQLite there are no other nodes: no note).
    pub async fn write_noted(&self, write: Write, note: Option<String>) -> Result<(), StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.write(write).await,
            StoreHandle::Postgres(p) => p.write(&write, note.as_deref()).await,
        }
    }

    /// The store's version of a game (`None`: no such game).
    pub async fn version(&self, code: &str) -> Result<Option<u64>, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.game(code).await.map(|g| g.map(|g| g.version)),
            StoreHandle::Postgres(p) => p.version(code).await,
        }
    }

    pub async fn game(&self, code: &str) -> Result<Option<StoredGame>, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.game(code).await,
            StoreHandle::Postgres(p) => p.game(code).await,
        }
    }

    pub async fn seat_of(&self, token: &str) -> Result<Option<(String, Side)>, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.seat_of(token).await,
            StoreHandle::Postgres(p) => p.seat_of(token).await,
        }
    }

    pub async fn running(&self) -> Result<Vec<Running>, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.running().await,
            StoreHandle::Postgres(p) => p.running().await,
        }
    }

    /// A new player with the key's hash and this (checked) name.
    pub async fn register(
        &self,
        key_hash: String,
        name: String,
        bot: bool,
        now: u64,
    ) -> Result<Result<Seated, NameRefused>, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.register(key_hash, name, bot, now).await,
            StoreHandle::Postgres(p) => p.register(&key_hash, &name, bot, now).await,
        }
    }

    /// The player whose key has this hash.
    pub async fn player(&self, key_hash: String) -> Result<Option<Seated>, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.player(key_hash).await,
            StoreHandle::Postgres(p) => p.player(&key_hash).await,
        }
    }

    /// A new (checked) name for a player, at most once a day.
    pub async fn rename(&self, id: i64, name: String, now: u64) -> Result<Result<Seated, NameRefused>, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.rename(id, name, now).await,
            StoreHandle::Postgres(p) => p.rename(id, &name, now).await,
        }
    }

    /// A player's rating at a game and speed.
    pub async fn rating(&self, id: i64, game: GameKind, speed: Speed) -> Result<Glicko, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.rating(id, game, speed).await,
            StoreHandle::Postgres(p) => p.rating(id, game, speed).await,
        }
    }

    /// The rating changes a rated game's ending made.
    pub async fn rating_changes(&self, code: String) -> Result<Option<[RatingChange; 2]>, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.rating_changes(code).await,
            StoreHandle::Postgres(p) => p.rating_changes(&code).await,
        }
    }

    /// The games a player has a seat at, newest first.
    pub async fn player_games(&self, id: i64, most: usize) -> Result<Vec<(String, Side)>, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.player_games(id, most).await,
            StoreHandle::Postgres(p) => p.player_games(id, most).await,
        }
    }

    /// A player's public page.
    pub async fn profile(&self, name: String) -> Result<Option<Profile>, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.profile(name).await,
            StoreHandle::Postgres(p) => p.profile(&name).await,
        }
    }

    /// The top players of a game and speed.
    pub async fn leaderboard(&self, game: GameKind, speed: Speed, top: usize) -> Result<Board, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.leaderboard(game, speed, top).await,
            StoreHandle::Postgres(p) => p.leaderboard(game, speed, top).await,
        }
    }

    /// Waits until every change handed in before this call is stored (PostgreSQL's are stored
    /// when their call returns).
    pub async fn flush(&self) {
        if let StoreHandle::Sqlite(q) = self {
            q.flush().await;
        }
    }
}
