//! `tabletrio-server backup`: a copy of a SQLite file taken while a server may be writing it.

use std::path::Path;

use rusqlite::Connection;

use crate::store::StoreError;

/// Copies the database at `db` to a new file at `to` while a server may be writing it (`VACUUM
/// INTO` reads one consistent snapshot): `tabletrio-server backup`.
pub fn backup(db: &Path, to: &Path) -> Result<(), StoreError> {
    if to.exists() {
        return Err(StoreError::Db(format!("{} exists already: choose a new file", to.display())));
    }
    let conn = Connection::open_with_flags(db, rusqlite::OpenFlags::SQLITE_OPEN_READ_WRITE)
        .map_err(|e| StoreError::Db(format!("{}: {e}", db.display())))?;
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    let to_text = to.to_str().ok_or_else(|| StoreError::Db("the backup's path is not UTF-8".into()))?;
    // The copy holds every player's key hash and every game: made empty first with a mode only
    // its owner reads (VACUUM INTO fills an empty file), never readable by others for a moment.
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(to).map_err(|e| StoreError::Db(format!("{}: {e}", to.display())))?;
    if let Err(e) = conn.execute("VACUUM INTO ?1", [to_text]) {
        let _ = std::fs::remove_file(to);
        return Err(e.into());
    }
    Ok(())
}
