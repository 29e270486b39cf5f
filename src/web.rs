//! The few things the web build asks of the page, through small JavaScript functions (no extra
//! `web-sys` features, so Bevy's web dependencies build once for both).

use wasm_bindgen::prelude::*;

#[wasm_bindgen(inline_js = r#"
export function publish_status(text) {
    const el = document.getElementById("tabletrio-status");
    if (el) el.textContent = text;
}
export function storage_get(key) {
    try { return window.localStorage.getItem(key); } catch (_) { return null; }
}
export function random_seed() {
    return Math.floor(Math.random() * 4294967296) * 4294967296 + Math.floor(Math.random() * 4294967296);
}
export function storage_set(key, value) {
    try { window.localStorage.setItem(key, value); return true; } catch (_) { return false; }
}
export function storage_remove(key) {
    try { window.localStorage.removeItem(key); return true; } catch (_) { return false; }
}
"#)]
extern "C" {
    /// Puts the test status (JSON) into the page's hidden `#tabletrio-status` element.
    pub fn publish_status(text: &str);
    /// The stored text, or `None` when absent or when the browser refuses storage.
    pub fn storage_get(key: &str) -> Option<String>;
    /// Stores the text; `false` when the browser refuses (private mode, quota).
    pub fn storage_set(key: &str, value: &str) -> bool;
    /// Removes the stored text; `false` when the browser refuses.
    pub fn storage_remove(key: &str) -> bool;
    /// A number from the browser's generator, for the seed of a new game's setup.
    #[wasm_bindgen(js_name = random_seed)]
    fn random_seed_js() -> f64;
}

/// A seed for a new game's random setup (the web has no system clock through `std`).
pub fn random_seed() -> u64 {
    random_seed_js() as u64
}
