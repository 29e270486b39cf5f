//! A throwaway PostgreSQL cluster for one test binary: `initdb` in a temporary folder, started
//! on a free loopback port, stopped when dropped. PostgreSQL refuses to run as root, so under
//! root (CI) its programs run as the `postgres` system user. Without PostgreSQL installed the
//! start fails and says so: a PostgreSQL test never passes by being skipped.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

static CLUSTERS: AtomicUsize = AtomicUsize::new(0);
static DATABASES: AtomicUsize = AtomicUsize::new(0);
static SHARED: OnceLock<Cluster> = OnceLock::new();

/// The test binary's cluster for `temp_db`, started on first use and stopped when the process
/// exits (statics are never dropped, so `atexit` stops it).
pub fn shared() -> &'static Cluster {
    SHARED.get_or_init(|| {
        extern "C" fn stop() {
            if let Some(cluster) = SHARED.get() {
                cluster.stop();
            }
        }
        // SAFETY: `stop` is a plain function that only runs programs and removes a folder.
        unsafe { libc::atexit(stop) };
        Cluster::start()
    })
}

pub struct Cluster {
    dir: PathBuf,
    bin: PathBuf,
    pub port: u16,
}

/// Where Debian's PostgreSQL keeps its server programs (not on the PATH), newest first.
fn server_programs() -> Option<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(|e| Some(e.ok()?.path().join("bin")))
        .filter(|bin| bin.join("initdb").exists())
        .collect();
    found.sort();
    found.pop()
}

fn as_postgres(bin: &Path, program: &str) -> Command {
    let root = Command::new("id").arg("-u").output().is_ok_and(|o| o.stdout.starts_with(b"0\n"));
    if root {
        let mut c = Command::new("runuser");
        c.args(["-u", "postgres", "--"]).arg(bin.join(program));
        c
    } else {
        Command::new(bin.join(program))
    }
}

impl Cluster {
    pub fn start() -> Cluster {
        let bin = server_programs()
            .expect("PostgreSQL is not installed (Debian's `postgresql`): `bash scripts/setup.sh --tests` installs it");
        let dir = std::env::temp_dir().join(format!(
            "tabletrio-pg-{}-{}",
            std::process::id(),
            CLUSTERS.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let _ = Command::new("chown").args(["postgres:postgres"]).arg(&dir).status();
        let data = dir.join("data");
        let made = as_postgres(&bin, "initdb")
            .args(["-A", "trust", "-U", "postgres", "--no-sync", "-D"])
            .arg(&data)
            .output()
            .expect("initdb runs");
        assert!(made.status.success(), "initdb: {}", String::from_utf8_lossy(&made.stderr));
        let port = TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let options =
            format!("-p {port} -k {} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200", dir.display());
        let started = as_postgres(&bin, "pg_ctl")
            .args(["-w", "-t", "30", "-D"])
            .arg(&data)
            .args(["-o", &options, "-l"])
            .arg(dir.join("log"))
            .arg("start")
            .output()
            .expect("pg_ctl runs");
        assert!(
            started.status.success(),
            "pg_ctl start: {}{}",
            String::from_utf8_lossy(&started.stderr),
            std::fs::read_to_string(dir.join("log")).unwrap_or_default()
        );
        Cluster { dir, bin, port }
    }

    /// The address of database `name` in this cluster.
    pub fn url(&self, name: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{name}", self.port)
    }

    /// A new empty database for one test; its address.
    pub fn database(&self, name: &str) -> String {
        let name: String = format!("tt_{}_{name}", DATABASES.fetch_add(1, Ordering::Relaxed))
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '_' })
            .collect();
        let made = as_postgres(&self.bin, "createdb")
            .args(["-h", "127.0.0.1", "-p", &self.port.to_string(), "-U", "postgres", &name])
            .output()
            .expect("createdb runs");
        assert!(made.status.success(), "createdb {name}: {}", String::from_utf8_lossy(&made.stderr));
        self.url(&name)
    }

    fn stop(&self) {
        let _ = as_postgres(&self.bin, "pg_ctl")
            .args(["-m", "immediate", "-D"])
            .arg(self.dir.join("data"))
            .arg("stop")
            .output();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        self.stop();
    }
}

/// A TCP relay in front of the cluster that can go silent on the nodes' listening connections,
/// as a network cut that closes nothing would: from `cut_listening` on, what either side sends
/// on them is taken and dropped. Connections made after it pass as before.
pub struct SilentRelay {
    port: u16,
    listening: Arc<Mutex<Vec<Arc<AtomicBool>>>>,
}

impl SilentRelay {
    /// A relay on a free loopback port to the cluster on `to`.
    pub async fn start(to: u16) -> SilentRelay {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let listening = Arc::new(Mutex::new(Vec::new()));
        let kept = Arc::clone(&listening);
        tokio::spawn(async move {
            while let Ok((inbound, _)) = listener.accept().await {
                tokio::spawn(relay(inbound, to, Arc::clone(&kept)));
            }
        });
        SilentRelay { port, listening }
    }

    /// `url` (an address in the cluster) through this relay.
    pub fn through(&self, url: &str, cluster_port: u16) -> String {
        url.replace(&format!(":{cluster_port}/"), &format!(":{}/", self.port))
    }

    /// Silences every listening connection open now; how many.
    pub fn cut_listening(&self) -> usize {
        let mut open = self.listening.lock().unwrap();
        for cut in open.iter() {
            cut.store(true, Ordering::SeqCst);
        }
        open.drain(..).count()
    }
}

async fn relay(mut inbound: tokio::net::TcpStream, to: u16, listening: Arc<Mutex<Vec<Arc<AtomicBool>>>>) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let Ok(mut outbound) = tokio::net::TcpStream::connect(("127.0.0.1", to)).await else { return };
    // The start-up message names the connection, in plain text (the nodes use no TLS here).
    let mut first = vec![0; 4096];
    let n = match inbound.read(&mut first).await {
        Ok(0) | Err(_) => return,
        Ok(n) => n,
    };
    let cut = Arc::new(AtomicBool::new(false));
    let name = tabletrio_server::bus::LISTEN_NAME.as_bytes();
    if first[..n].windows(name.len()).any(|w| w == name) {
        listening.lock().unwrap().push(Arc::clone(&cut));
    }
    if outbound.write_all(&first[..n]).await.is_err() {
        return;
    }
    let (from_node, to_node) = inbound.into_split();
    let (from_db, to_db) = outbound.into_split();
    tokio::join!(pass(from_node, to_db, Arc::clone(&cut)), pass(from_db, to_node, cut));
}

/// Copies until either end closes; once cut, drops what it reads.
async fn pass(mut from: tokio::net::tcp::OwnedReadHalf, mut to: tokio::net::tcp::OwnedWriteHalf, cut: Arc<AtomicBool>) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut buf = vec![0; 16 * 1024];
    loop {
        let n = match from.read(&mut buf).await {
            Ok(0) | Err(_) => return,
            Ok(n) => n,
        };
        if !cut.load(Ordering::SeqCst) && to.write_all(&buf[..n]).await.is_err() {
            return;
        }
    }
}
