// The kill switch of the site's service worker (docs/offline.md). Deployed as /sw.js, over the
// worker (`OFFLINE_WORKER=retire npm run build`, or this file copied there on the host), it
// replaces a broken worker at the next visit: it deletes everything the site kept on the device,
// unregisters itself and reloads the site's open pages from the network. Plain script, no build.
self.addEventListener('install', function () {
  self.skipWaiting();
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches
      .keys()
      .then(function (names) {
        return Promise.all(
          names
            .filter(function (name) {
              return name.indexOf('n360-') === 0;
            })
            .map(function (name) {
              return caches.delete(name);
            }),
        );
      })
      .then(function () {
        return self.registration.unregister();
      })
      .then(function () {
        return self.clients.matchAll({ type: 'window' });
      })
      .then(function (clients) {
        clients.forEach(function (client) {
          client.navigate(client.url);
        });
      }),
  );
});
