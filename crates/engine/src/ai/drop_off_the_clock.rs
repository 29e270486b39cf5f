//! Freeing a finished search without making anyone wait for it.

/// Frees a search where nobody waits for it: freeing big trees takes a while (a third of a
/// second for two 3 s trees). The web has no threads, and no big trees.
pub fn drop_off_the_clock<T: Send + 'static>(value: T) {
    #[cfg(not(target_arch = "wasm32"))]
    std::thread::spawn(move || drop(value));
    #[cfg(target_arch = "wasm32")]
    drop(value);
}
