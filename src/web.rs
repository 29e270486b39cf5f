//! The few things the web build asks of the page, through small JavaScript functions (no extra
//! `web-sys` features, so Bevy's web dependencies build once for both).

use wasm_bindgen::prelude::*;

#[wasm_bindgen(inline_js = r#"
export function set_page_language(code) {
    document.documentElement.lang = code;
}
export function set_page_title(text) {
    document.title = text;
}
export function announce(text) {
    const el = document.getElementById("tabletrio-announce");
    if (el) el.textContent = text;
}
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
export function today() {
    return new Date().toISOString().slice(0, 10);
}
export function download(name, text) {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
}
// A chosen file's or a paste's text waits here until the game collects it.
let imported = null;
export function pick_text_file() {
    const input = document.createElement("input");
    input.type = "file";
    input.accept = ".txt,text/plain";
    input.onchange = () => {
        const file = input.files && input.files[0];
        if (file) file.text().then((t) => { imported = t; });
    };
    input.click();
}
export function read_clipboard() {
    if (navigator.clipboard && navigator.clipboard.readText) {
        navigator.clipboard.readText().then((t) => { imported = t; }, () => { imported = ""; });
    } else {
        imported = "";
    }
}
export function write_clipboard(text) {
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).catch(() => {});
}
export function take_import() {
    const t = imported;
    imported = null;
    return t;
}
export function url_param(name) {
    return new URLSearchParams(window.location.search).get(name);
}
export function driven() {
    return navigator.webdriver === true || new URLSearchParams(window.location.search).has("status");
}
export function own_websocket() {
    return (window.location.protocol === "https:" ? "wss://" : "ws://") + window.location.host + "/ws";
}
export function page_address() {
    return window.location.origin + window.location.pathname;
}
export function storage_remove(key) {
    try { window.localStorage.removeItem(key); return true; } catch (_) { return false; }
}
// A visually hidden text input that the game's text fields type through: a tap or click on one
// focuses it inside that event (a phone opens its keyboard only then), and paste works in it.
let textField = null;
let textTyped = null;
let textSubmitted = false;
let textSpots = [];
function ensureTextField() {
    if (textField) return textField;
    const field = document.createElement("input");
    field.id = "tabletrio-text";
    field.type = "text";
    field.autocomplete = "off";
    field.spellcheck = false;
    field.setAttribute("aria-label", "text");
    // In view but invisible; 16 px so that no phone zooms in when it takes the focus.
    field.style.cssText = "position:fixed;left:0;bottom:0;width:1px;height:1px;opacity:0;border:0;padding:0;margin:0;font-size:16px;";
    field.addEventListener("input", () => { textTyped = field.value; });
    field.addEventListener("keydown", (e) => {
        if (e.key === "Enter") { textSubmitted = true; e.preventDefault(); }
        if (e.key === "Escape" || e.key === "Tab") field.blur();
    });
    document.body.appendChild(field);
    const spotAt = (e) => textSpots.find((s) => Math.abs(e.clientX - s.x) <= s.w / 2 && Math.abs(e.clientY - s.y) <= s.h / 2);
    const take = (spot) => {
        field.inputMode = spot.mode;
        field.setAttribute("autocapitalize", spot.caps);
        field.focus();
    };
    document.addEventListener("pointerdown", (e) => {
        const spot = spotAt(e);
        if (spot) take(spot);
        else if (document.activeElement === field) field.blur();
    }, true);
    // The canvas takes the focus back in its own pointerdown handler (to get the keys): the
    // input takes it again when the finger or button is lifted, still within the gesture.
    document.addEventListener("pointerup", (e) => {
        const spot = spotAt(e);
        if (spot) take(spot);
    }, true);
    textField = field;
    return field;
}
export function set_text_spots(json) {
    ensureTextField();
    textSpots = JSON.parse(json);
}
export function edit_text(value, mode, caps, max) {
    const field = ensureTextField();
    field.inputMode = mode;
    field.setAttribute("autocapitalize", caps);
    field.maxLength = max;
    field.value = value;
    textTyped = null;
    if (document.activeElement !== field) field.focus();
}
export function end_text() {
    if (textField && document.activeElement === textField) textField.blur();
}
export function take_text() {
    const t = textTyped;
    textTyped = null;
    return t;
}
export function ask_to_notify() {
    if ("Notification" in window && Notification.permission === "default") {
        Notification.requestPermission().catch(() => {});
    }
}
export function notify_if_hidden(title, body) {
    if (!document.hidden || !("Notification" in window) || Notification.permission !== "granted") return;
    try {
        // One at a time: a newer move replaces the last word about it.
        new Notification(title, { body, tag: "tabletrio-your-turn" });
    } catch (e) {
        // Some phones allow notifications only from a service worker: the page title still counts.
    }
}
export function take_submit() {
    const s = textSubmitted;
    textSubmitted = false;
    return s;
}
"#)]
extern "C" {
    /// Puts the test status (JSON) into the page's hidden `#tabletrio-status` element.
    pub fn publish_status(text: &str);
    /// Puts an announcement into the page's ARIA live region, which screen readers read out.
    pub fn announce(text: &str);
    /// The page's `lang`, so screen readers read it in the app's language.
    pub fn set_page_language(code: &str);
    /// The page's title (the browser's tab).
    pub fn set_page_title(text: &str);
    /// The stored text, or `None` when absent or when the browser refuses storage.
    pub fn storage_get(key: &str) -> Option<String>;
    /// Stores the text; `false` when the browser refuses (private mode, quota).
    pub fn storage_set(key: &str, value: &str) -> bool;
    /// A query parameter of the page's address (`?quality=low`), if present.
    pub fn url_param(name: &str) -> Option<String>;
    /// Whether a test drives the page (a WebDriver or DevTools-driven browser says so in
    /// `navigator.webdriver`; `?status` asks by hand): only then is the status report made.
    pub fn driven() -> bool;
    /// The WebSocket address of the server that served the page (`ws://host/ws`).
    pub fn own_websocket() -> String;
    /// The page's address without its query (for `?join=CODE` links).
    pub fn page_address() -> String;
    /// Removes the stored text; `false` when the browser refuses.
    pub fn storage_remove(key: &str) -> bool;
    /// Today's date, `YYYY-MM-DD` (UTC).
    pub fn today() -> String;
    /// Offers the text as a file download.
    pub fn download(name: &str, text: &str);
    /// Opens the browser's file picker; the chosen file's text comes through `take_import`.
    pub fn pick_text_file();
    /// Asks for the clipboard's text; it comes through `take_import` (empty when refused).
    pub fn read_clipboard();
    /// Puts the text on the clipboard, when the browser allows it.
    pub fn write_clipboard(text: &str);
    /// A file's or paste's text that arrived since the last call.
    pub fn take_import() -> Option<String>;
    /// Where the game's text fields are (JSON: `[{x, y, w, h, mode, caps}]`, page pixels): a
    /// tap there focuses the hidden text input within the tap.
    pub fn set_text_spots(json: &str);
    /// Types into the hidden text input from now on: its text, `inputmode`, `autocapitalize`
    /// and most characters.
    pub fn edit_text(value: &str, mode: &str, caps: &str, max: u32);
    /// Gives the keys back to the game.
    pub fn end_text();
    /// The input's whole text, if it changed since the last call.
    pub fn take_text() -> Option<String>;
    /// Asks the player whether the page may notify (once: the browser keeps the answer).
    pub fn ask_to_notify();
    /// The browser's notification, only while the page is hidden and notifying is allowed.
    pub fn notify_if_hidden(title: &str, body: &str);
    /// Whether Enter was pressed in the input since the last call.
    pub fn take_submit() -> bool;
    /// A number from the browser's generator, for the seed of a new game's setup.
    #[wasm_bindgen(js_name = random_seed)]
    fn random_seed_js() -> f64;
}

/// A seed for a new game's random setup (the web has no system clock through `std`).
pub fn random_seed() -> u64 {
    random_seed_js() as u64
}
