//! Bots the operator makes ahead (`tabletrio-server add-bot`): the player exists, marked a bot,
//! before the bot first connects, so nobody can take its name first; the bot identifies with the
//! key kept in a file only its owner reads (`tabletrio-bot --key-file`).

use std::io::Write as _;
use std::path::Path;
use std::sync::Arc;

use crate::clock::now_ms;
use crate::secret::{hash_token, new_token};
use crate::store::postgres::Postgres;
use crate::store::{Database, Sqlite, StoreHandle, check_name};

/// Makes the bot `name` in the games at `db` and writes its key to `key_file` (a new file,
/// mode 0600). Says what it made, or why not; a refused name leaves no key file behind.
pub async fn add_bot(db: &Database, name: &str, key_file: &Path) -> Result<String, String> {
    check_name(name).map_err(|refused| refused.reason)?;
    let store = match db {
        Database::Sqlite(path) => StoreHandle::spawn(Sqlite::open(path, false).map_err(|e| e.to_string())?, None, 16),
        Database::Postgres(url) => {
            StoreHandle::Postgres(Arc::new(Postgres::open(url).await.map_err(|e| e.to_string())?))
        }
    };
    let key = new_token();
    // The key is on disk before the player exists: a player whose key was lost is a name
    // nobody can ever use.
    write_private(key_file, &key).map_err(|e| format!("cannot write the key to {}: {e}", key_file.display()))?;
    let made = store.register(hash_token(&key), name.to_owned(), true, now_ms()).await;
    store.flush().await;
    match made {
        Ok(Ok(player)) => Ok(format!("the bot {} is made; its key is in {}", player.tag.name, key_file.display())),
        Ok(Err(refused)) => {
            let _ = std::fs::remove_file(key_file);
            Err(refused.reason)
        }
        Err(e) => {
            let _ = std::fs::remove_file(key_file);
            Err(e.to_string())
        }
    }
}

/// A new file only its owner can read (an existing one is left alone: it holds a bot's key).
fn write_private(path: &Path, text: &str) -> std::io::Result<()> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options.open(path)?;
    writeln!(file, "{text}")
}
