// Starts the game: checks for WebGL2, downloads the wasm with a real progress bar, lets audio
// start on the first click or key, and shows a readable message when something goes wrong.

const loading = document.getElementById("loading");
const barFill = document.getElementById("bar-fill");
const bar = document.getElementById("bar");
const loadingText = document.getElementById("loading-text");
const status = document.getElementById("tabletrio-status");

function showProblem(text) {
  loading.hidden = true;
  document.getElementById("problem-text").textContent = text;
  document.getElementById("problem").hidden = false;
}

// winit stops the browser's call stack with this exception on purpose; it is not a failure.
function isControlFlow(error) {
  return String(error && (error.message ?? error)).includes("Using exceptions for control flow");
}

window.addEventListener("error", (event) => {
  if (!isControlFlow(event.error ?? event.message)) {
    showProblem(`The game stopped because of an error: ${event.message}. Reloading the page starts it again.`);
  }
});

// Browsers keep audio silent until the person interacts with the page: remember every audio
// context the game makes and resume them all on the first click, touch or key.
const audioContexts = [];
for (const name of ["AudioContext", "webkitAudioContext"]) {
  const Original = window[name];
  if (!Original) continue;
  window[name] = class extends Original {
    constructor(...args) {
      super(...args);
      audioContexts.push(this);
    }
  };
}
function resumeAudio() {
  for (const context of audioContexts) {
    if (context.state === "suspended") context.resume().catch(() => {});
  }
}
for (const type of ["pointerdown", "keydown", "touchstart"]) {
  window.addEventListener(type, resumeAudio, { capture: true });
}

function setProgress(fraction, text) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  barFill.style.width = `${percent}%`;
  bar.setAttribute("aria-valuenow", String(percent));
  loadingText.textContent = text;
}

const mb = (bytes) => (bytes / 1048576).toFixed(1);

// Streams the wasm into the browser's compiler as it arrives (instantiateStreaming), counting
// the bytes on the way for the bar. The total is the module's own size from build.json when the
// server sends a compressed copy (Content-Length then counts the compressed bytes, the stream
// the module's).
async function download(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: the server answered ${response.status} ${response.statusText}`);
  let total = Number(response.headers.get("Content-Length")) || 0;
  if (!total || response.headers.get("Content-Encoding")) {
    total = await fetch("build.json").then((r) => (r.ok ? r.json() : {})).then((b) => b.wasm_bytes || 0, () => 0);
  }
  let finished;
  const progress = { done: false, finished: new Promise((resolve) => (finished = resolve)) };
  let received = 0;
  const counted = response.body.pipeThrough(
    new TransformStream({
      transform(chunk, controller) {
        received += chunk.length;
        setProgress(total ? received / total : 0, total ? `Loading… ${mb(received)} of ${mb(total)} MB` : `Loading… ${mb(received)} MB`);
        controller.enqueue(chunk);
      },
      flush() {
        progress.done = true;
        setProgress(1, "Starting…");
        finished();
      },
    }),
  );
  // The type is what lets the browser compile while the bytes come.
  return { response: new Response(counted, { headers: { "Content-Type": "application/wasm" } }), progress };
}

// The overlay stays until the game reports its first frame.
function waitForFirstFrame() {
  const observer = new MutationObserver(() => {
    loading.hidden = true;
    window.tabletrioFirstFrameMs = performance.now();
    observer.disconnect();
  });
  observer.observe(status, { childList: true, characterData: true, subtree: true });
}

async function start() {
  if (!document.createElement("canvas").getContext("webgl2")) {
    showProblem("This browser cannot show the 3D table: it has no WebGL2. Try a current Firefox, Chrome, Edge or Safari, and check that hardware acceleration is allowed.");
    return;
  }
  let module;
  try {
    module = await download("tabletrio_bg.wasm");
  } catch (error) {
    showProblem(`The game could not be downloaded (${error.message}). Check the connection and reload the page.`);
    return;
  }
  waitForFirstFrame();
  try {
    const { default: init } = await import("./tabletrio.js");
    // The offline copy is made once the module is in: its requests then find every file in
    // the browser's cache (a 304 each) instead of downloading the module a second time.
    module.progress.finished.then(keepForOffline);
    // Compiled as it downloads.
    await init({ module_or_path: module.response });
  } catch (error) {
    if (isControlFlow(error)) {
      // winit's way out of the start: the game runs.
    } else if (!module.progress.done) {
      showProblem(`The game could not be downloaded (${error.message ?? error}). Check the connection and reload the page.`);
    } else {
      showProblem(`The game could not start: ${error.message ?? error}.`);
    }
  }
  document.getElementById("bevy").focus();
}

// Installable and offline once loaded: the service worker keeps this build (web/sw.js). A page
// served without one (a file, a plain http host other than this machine) plays as before.
async function keepForOffline() {
  if (!("serviceWorker" in navigator)) return;
  try {
    const { build } = await fetch("precache.json").then((r) => r.json());
    await navigator.serviceWorker.register(`sw.js?build=${encodeURIComponent(build)}`);
  } catch (error) {
    console.warn(`tabletrio: no offline copy (${error.message ?? error})`);
  }
}

start();
