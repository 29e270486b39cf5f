//! The one way the server's parts take their locks.

use std::sync::{Mutex, MutexGuard};

/// A panic elsewhere never leaves the server's maps half-changed (every change is one insert or
/// remove), so a poisoned lock is still good to use.
pub fn guard<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}
