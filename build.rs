//! One link argument for the web build.
//!
//! Bevy's reflection registers types through `inventory`, whose entries are static constructors.
//! On wasm the linker decides by a heuristic whether anyone runs them; when it sees no call to
//! `__wasm_call_ctors` (Bevy's call sits inside LTO bitcode, which it does not look into) it
//! wraps every export so that each call from JavaScript into the module runs all constructors
//! first: every WebGL object handed to the module, every callback, dozens of times a frame,
//! about 12 ms of the page's time per frame (web/profile.mjs). Exporting the function tells the
//! linker someone calls it: Bevy does, once, before it reads the registrations.
fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo::rustc-link-arg-bins=--export=__wasm_call_ctors");
    }
}
