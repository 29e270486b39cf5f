// The service worker: keeps a copy of this build so that, once the page has loaded, it starts
// and plays with no network (against the computer or a friend on the same screen; online play
// needs the server and says so). Online the network is asked first, so a new build is seen at
// once; the copy answers only when the network cannot.

// The build's id comes with the registration (`sw.js?build=ID`): a new build is a new worker,
// whose copy replaces the old one.
const CACHE = `tabletrio-${new URL(location.href).searchParams.get("build") ?? "dev"}`;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const list = await fetch("precache.json", { cache: "no-store" }).then((r) => r.json());
      const cache = await caches.open(CACHE);
      // Each file read whole, then kept: on a disk with little room left Chromium refuses to
      // keep the 25 MB module from its stream (`cache.addAll` and `put(response)` fail with a
      // network error, seen with Chromium 156 and 4 GB free), while the same bytes from a
      // buffer are kept.
      const kept = await Promise.all(
        list.files.map(async (file) => {
          const response = await fetch(file, { cache: "no-cache" });
          if (!response.ok) throw new Error(`${file}: ${response.status}`);
          const body = await response.arrayBuffer();
          // The bytes are decoded already: the coding and length sent no longer describe them.
          const headers = new Headers(response.headers);
          headers.delete("content-encoding");
          headers.delete("content-length");
          return [file, new Response(body, { status: response.status, statusText: response.statusText, headers })];
        }),
      );
      for (const [file, response] of kept) await cache.put(file, response);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith("tabletrio-") && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== location.origin) return;
  event.respondWith(
    fetch(request).catch(async (error) => {
      // `?join=CODE` and other queries open the same page.
      const kept = await caches.match(request, { cacheName: CACHE, ignoreSearch: true });
      if (kept) return kept;
      throw error;
    }),
  );
});
