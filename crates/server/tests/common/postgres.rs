//! A throwaway PostgreSQL cluster for one test binary: `initdb` in a temporary folder, started
//! on a free loopback port, stopped when dropped. PostgreSQL refuses to run as root, so under
//! root (CI) its programs run as the `postgres` system user. Without PostgreSQL installed the
//! start fails and says so: a PostgreSQL test never passes by being skipped.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

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
