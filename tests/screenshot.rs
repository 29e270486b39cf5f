//! Real frames: runs the game binary under Xvfb with Mesa's lavapipe (software Vulkan), saves
//! screenshots of the start and of a mid-game record, and checks they show a scene, not a blank
//! window. `scripts/setup.sh --tests` installs Xvfb and Mesa; without them this test fails.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Stops the X server when the test ends, however it ends.
struct Xvfb(Child);

impl Drop for Xvfb {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Starts Xvfb on the first display number with no server (no lock file).
fn start_xvfb() -> (Xvfb, u32) {
    let display =
        (90..140).find(|d| !Path::new(&format!("/tmp/.X{d}-lock")).exists()).expect("a free X display number");
    let socket = PathBuf::from(format!("/tmp/.X11-unix/X{display}"));
    let _ = std::fs::remove_file(&socket);
    let child = Command::new("Xvfb")
        .args([&format!(":{display}"), "-screen", "0", "1280x720x24", "-nolisten", "tcp"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("Xvfb runs (scripts/setup.sh --tests installs it)");
    let deadline = Instant::now() + Duration::from_secs(20);
    while !socket.exists() {
        assert!(Instant::now() < deadline, "Xvfb did not start");
        std::thread::sleep(Duration::from_millis(100));
    }
    (Xvfb(child), display)
}

fn screenshot(display: u32, out: &Path, extra: &[&str]) {
    let _ = std::fs::remove_file(out);
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabletrio"))
        .args(["--game", "yoxii", "--after-frames", "240", "--screenshot"])
        .arg(out)
        .args(extra)
        .env("DISPLAY", format!(":{display}"))
        .env("WGPU_BACKEND", "vulkan")
        .env("VK_ICD_FILENAMES", "/usr/share/vulkan/icd.d/lvp_icd.x86_64.json")
        .env("WAYLAND_DISPLAY", "")
        .env("RUST_LOG", "warn")
        .spawn()
        .expect("the game binary starts");
    let deadline = Instant::now() + Duration::from_secs(600);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            assert!(status.success(), "the game exited with {status}");
            break;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("no screenshot within 10 minutes");
        }
        std::thread::sleep(Duration::from_millis(200));
    }
    assert!(out.exists(), "{} was not written", out.display());
}

/// Decodes a PNG with Bevy's own image loader into RGB pixels.
fn pixels(path: &Path) -> (u32, u32, Vec<[u8; 3]>) {
    use bevy::asset::RenderAssetUsages;
    use bevy::image::{CompressedImageFormats, Image, ImageSampler, ImageType};
    let bytes = std::fs::read(path).unwrap();
    let image = Image::from_buffer(
        &bytes,
        ImageType::Extension("png"),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::Default,
        RenderAssetUsages::default(),
    )
    .expect("a PNG");
    let image = image.try_into_dynamic().expect("8-bit colour").to_rgb8();
    let (w, h) = image.dimensions();
    (w, h, image.pixels().map(|p| p.0).collect())
}

/// A real scene has many colours and a fair spread of brightness; a blank or black frame has
/// neither.
fn assert_not_blank(path: &Path) {
    let (w, h, px) = pixels(path);
    assert_eq!((w, h), (1280, 720), "{}", path.display());
    let mut colours: Vec<[u8; 3]> = px.iter().map(|p| [p[0] & 0xf8, p[1] & 0xf8, p[2] & 0xf8]).collect();
    colours.sort_unstable();
    colours.dedup();
    let lum: Vec<f64> = px.iter().map(|p| 0.3 * p[0] as f64 + 0.59 * p[1] as f64 + 0.11 * p[2] as f64).collect();
    let mean = lum.iter().sum::<f64>() / lum.len() as f64;
    let sd = (lum.iter().map(|l| (l - mean).powi(2)).sum::<f64>() / lum.len() as f64).sqrt();
    assert!(colours.len() > 200, "{}: only {} colours", path.display(), colours.len());
    assert!(sd > 12.0 && mean > 15.0, "{}: flat image (mean {mean:.1}, sd {sd:.1})", path.display());
}

#[test]
fn renders_the_table_under_xvfb_with_lavapipe() {
    let (_x, display) = start_xvfb();
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("screenshots");
    std::fs::create_dir_all(&dir).unwrap();

    let start = dir.join("yoxii-start.png");
    screenshot(display, &start, &[]);
    assert_not_blank(&start);

    let record = dir.join("midgame.txt");
    std::fs::write(
        &record,
        "d3:e3=2\ne2:d1=4\nd3:c4=2\nd4:e4=3\ne5:f6=3\nf4:g5=2\nf5:g4=1\nf4:f3=3\nd2:c3=1\nc1:b2=2\n",
    )
    .unwrap();
    let mid = dir.join("yoxii-midgame.png");
    screenshot(display, &mid, &["--record", record.to_str().unwrap()]);
    assert_not_blank(&mid);
    println!("screenshots in {}", dir.display());
}
