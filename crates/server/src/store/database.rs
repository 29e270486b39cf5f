//! Where the games are kept: a SQLite file (one node) or a PostgreSQL database (any number of
//! nodes), as `--db` names it.

use std::path::{Path, PathBuf};

/// Where the games are kept: `--db games.sqlite` (one node) or `--db postgres://…` (any number
/// of nodes sharing one database).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Database {
    Sqlite(PathBuf),
    Postgres(String),
}

impl Database {
    /// A `postgres://` or `postgresql://` address, else a SQLite file's path.
    pub fn parse(text: &str) -> Database {
        if text.starts_with("postgres://") || text.starts_with("postgresql://") {
            Database::Postgres(text.to_owned())
        } else {
            Database::Sqlite(PathBuf::from(text))
        }
    }

    /// As given on the command line.
    pub fn arg(&self) -> std::ffi::OsString {
        match self {
            Database::Sqlite(path) => path.clone().into_os_string(),
            Database::Postgres(url) => url.into(),
        }
    }

    /// What the logs show: the file, or the address with its password hidden.
    pub fn shown(&self) -> String {
        match self {
            Database::Sqlite(path) => path.display().to_string(),
            Database::Postgres(url) => {
                let (scheme, rest) = url.split_once("://").unwrap_or(("postgres", url));
                match rest.split_once('@') {
                    Some((user, host)) if user.contains(':') => {
                        format!("{scheme}://{}:***@{host}", user.split(':').next().unwrap_or_default())
                    }
                    _ => url.clone(),
                }
            }
        }
    }
}

impl From<PathBuf> for Database {
    fn from(path: PathBuf) -> Database {
        Database::Sqlite(path)
    }
}

impl From<&Path> for Database {
    fn from(path: &Path) -> Database {
        Database::Sqlite(path.to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_database_is_a_file_or_a_postgres_address_whose_password_logs_hide() {
        assert_eq!(Database::parse("games.sqlite"), Database::Sqlite("games.sqlite".into()));
        assert_eq!(Database::parse("postgres.sqlite"), Database::Sqlite("postgres.sqlite".into()));
        let url = "postgres://tt:s3cret@db:5432/tabletrio";
        assert_eq!(Database::parse(url), Database::Postgres(url.into()));
        assert_eq!(Database::parse(url).shown(), "postgres://tt:***@db:5432/tabletrio");
        assert_eq!(Database::parse("postgresql://tt@db/x").shown(), "postgresql://tt@db/x");
    }
}
