//! The SQLite store on threads of its own: the async server hands the writer its writes through
//! a bounded queue, and the writes waiting when it turns to them commit as one batch (group
//! commit), which is what lets one SQLite file take thousands of moves a second. Reads go to a
//! second thread with a read-only connection of its own, so that no profile or look-up waits
//! behind a commit and no flood of reads holds a move back. When a queue is full the job is
//! refused at once (`StoreError::Busy`) rather than waiting without end.

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

/// A call on a store's connection.
type Call = Box<dyn FnOnce(&mut Sqlite) + Send>;

enum Job {
    Write(Box<Write>, oneshot::Sender<Result<(), StoreError>>),
    Running(oneshot::Sender<Result<Vec<Running>, StoreError>>),
    /// Any other call on the writer's connection (registering, renaming), after the writes
    /// before it.
    With(Call),
    /// Answers once every job before it is done.
    Flush(oneshot::Sender<()>),
}

/// The async side of the SQLite store: its queues.
#[derive(Clone)]
pub struct Queue {
    jobs: mpsc::SyncSender<Job>,
    /// The reader's calls (none: reads go to the writer, in turn with the writes).
    reads: Option<mpsc::SyncSender<Call>>,
    depth: Arc<AtomicUsize>,
}

impl Queue {
    /// Runs `store` on a new thread, and `reader` (a read-only connection to the same file) on
    /// another, until every handle is dropped; at most `capacity` jobs wait for each.
    pub fn spawn(mut store: Sqlite, reader: Option<Sqlite>, capacity: usize) -> Queue {
        let (jobs, rx) = mpsc::sync_channel::<Job>(capacity.max(1));
        let depth = Arc::new(AtomicUsize::new(0));
        let reads = reader.map(|mut reader| {
            let (reads, rx) = mpsc::sync_channel::<Call>(capacity.max(1));
            let taken = depth.clone();
            std::thread::Builder::new()
                .name("tabletrio-store-reads".into())
                .spawn(move || {
                    while let Ok(call) = rx.recv() {
                        taken.fetch_sub(1, Ordering::Relaxed);
                        call(&mut reader);
                    }
                })
                .expect("a thread for the store's reads");
            reads
        });
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
        Queue { jobs, reads, depth }
    }

    /// Jobs waiting for the store.
    pub fn depth(&self) -> usize {
        self.depth.load(Ordering::Relaxed)
    }

    fn send(&self, job: Job) -> Result<(), StoreError> {
        self.depth.fetch_add(1, Ordering::Relaxed);
        self.jobs.try_send(job).map_err(|e| self.refused(e))
    }

    fn refused<T>(&self, e: mpsc::TrySendError<T>) -> StoreError {
        self.depth.fetch_sub(1, Ordering::Relaxed);
        match e {
            mpsc::TrySendError::Full(_) => StoreError::Busy,
            mpsc::TrySendError::Disconnected(_) => StoreError::Stopped,
        }
    }

    pub async fn write(&self, write: Write) -> Result<(), StoreError> {
        let (tx, rx) = oneshot::channel();
        self.send(Job::Write(Box::new(write), tx))?;
        rx.await.unwrap_or(Err(StoreError::Stopped))
    }

    pub async fn game(&self, code: &str) -> Result<Option<StoredGame>, StoreError> {
        let code = code.to_owned();
        self.read(move |s| s.game(&code)).await
    }

    pub async fn seat_of(&self, token: &str) -> Result<Option<(String, Side)>, StoreError> {
        let token = token.to_owned();
        self.read(move |s| s.seat_of(&token)).await
    }

    /// Runs a read on the reader's connection. It sees every write whose call has returned:
    /// each is committed before it is answered.
    pub async fn read<T: Send + 'static>(
        &self,
        call: impl FnOnce(&mut Sqlite) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        let Some(reads) = &self.reads else { return self.with(call).await };
        let (tx, rx) = oneshot::channel();
        self.depth.fetch_add(1, Ordering::Relaxed);
        reads
            .try_send(Box::new(move |store: &mut Sqlite| {
                let _ = tx.send(call(store));
            }))
            .map_err(|e| self.refused(e))?;
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

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    /// Reads run on their own connection: one goes on while the writer is held (a long commit,
    /// a burst of writes), and each sees every write whose call returned before it.
    #[tokio::test]
    async fn reads_go_on_while_the_writer_is_held_and_see_every_answered_write() {
        let path = std::env::temp_dir().join(format!("tabletrio-queue-reads-{}.sqlite", std::process::id()));
        let _ = std::fs::remove_file(&path);
        let store = Sqlite::open(&path, false).unwrap();
        let queue = Queue::spawn(store, Some(Sqlite::reader(&path).unwrap()), 16);
        queue.write(Write::Alive(42)).await.unwrap();
        assert_eq!(queue.read(|s| s.last_alive()).await, Ok(Some(42)));
        let (release, held) = mpsc::channel::<()>();
        let (holding, started) = mpsc::channel::<()>();
        let writer = tokio::spawn({
            let queue = queue.clone();
            async move {
                queue
                    .with(move |_| {
                        let _ = holding.send(());
                        Ok(held.recv().ok())
                    })
                    .await
                    .unwrap();
                queue.write(Write::Alive(43)).await
            }
        });
        // The writer's thread is held before the read is asked.
        tokio::task::spawn_blocking(move || started.recv().unwrap()).await.unwrap();
        let read = tokio::time::timeout(Duration::from_secs(5), queue.read(|s| s.last_alive())).await;
        assert_eq!(read.expect("a read does not wait for the writer"), Ok(Some(42)));
        assert!(!writer.is_finished());
        release.send(()).unwrap();
        writer.await.unwrap().unwrap();
        assert_eq!(queue.read(|s| s.last_alive()).await, Ok(Some(43)));
        // Without a reader, reads take their turn on the writer's thread.
        let alone = Queue::spawn(Sqlite::open(&path, false).unwrap(), None, 16);
        assert_eq!(alone.read(|s| s.last_alive()).await, Ok(Some(43)));
        let _ = std::fs::remove_file(&path);
    }
}
