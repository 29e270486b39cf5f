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
      await cache.addAll(list.files);
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
