// Loaded first by every page (index.html, pickup.html), before the app.
// Boot fallback: if the app fails before it mounts (no WebAssembly, the
// .js/.wasm fails to load, or start-up panics), show a message instead
// of a blank page. Trunk fires TrunkApplicationStarted once init is done.
(function () {
  var started = false;
  function fail(detail) {
    if (started || document.getElementById('boot-error')) return;
    var show = function () {
      var box = document.createElement('div');
      box.id = 'boot-error';
      box.setAttribute('role', 'alert');
      box.style.cssText =
        'max-width:32rem;margin:3rem auto;padding:1rem 1.25rem;font:16px/1.5 system-ui,sans-serif;' +
        'color:#fff;background:#0f3d2e;border-radius:.75rem';
      box.innerHTML =
        '<strong>Card Table could not start.</strong><br>' +
        'Your browser may be too old, or the download was interrupted. ' +
        'Try reloading the page; a current Chrome, Firefox or Safari works best.';
      document.body.appendChild(box);
    };
    if (document.body) show();
    else document.addEventListener('DOMContentLoaded', show);
    if (window.console) console.error('Card Table failed to start:', detail);
  }
  addEventListener('TrunkApplicationStarted', function () { started = true; });
  addEventListener('error', function (e) {
    var t = e.target;
    // Script or stylesheet that failed to load (capture phase), or a
    // script error / trap during start-up.
    if (t && t !== window && t.tagName && !/^(SCRIPT|LINK)$/.test(t.tagName)) return;
    if (t && t.tagName === 'LINK' && t.rel !== 'modulepreload') return;
    fail(e.error || e.message || (t && (t.src || t.href)));
  }, true);
  addEventListener('unhandledrejection', function (e) { fail(e.reason); });
  if (typeof WebAssembly !== 'object') fail('no WebAssembly');

  // Offline support: only for real http(s) hosting. A debug build's
  // sw.js removes itself, so `trunk serve` is never served from cache.
  if ('serviceWorker' in navigator && /^https?:$/.test(location.protocol)) {
    addEventListener('load', function () {
      navigator.serviceWorker.register('sw.js').catch(function () {});
    });
  }
})();
