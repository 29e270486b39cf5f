//! One link argument for the web build, and the Windows game's icon and version.
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
    // The .exe's icon (Explorer, the taskbar) and its version tab, from Cargo's package fields.
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("windows") {
        println!("cargo::rerun-if-changed=packaging/windows/tabletrio.ico");
        let mut resource = winresource::WindowsResource::new();
        resource
            .set_icon("packaging/windows/tabletrio.ico")
            .set("ProductName", "tabletrio")
            .set("FileDescription", "tabletrio: Yoxii, Oxono and Kamon on a 3D table");
        resource.compile().expect("the Windows resources (MinGW-w64's windres: scripts/release.sh installs it)");
    }
}
