// Loaded first by every page (index.html and each game's page), before the app.
// Boot fallback: if the app fails before it mounts (no WebAssembly, the
// .js/.wasm fails to load, or start-up panics), show a message instead
// of a blank page. Trunk fires TrunkApplicationStarted once init is done.
(function () {
  // A game's link opened on another page (an old index.html#/play/verslun…
  // link, say) goes straight to that game's page, before any app code
  // loads. The app does the same for links followed inside it. The games
  // with a page of their own are in this script tag's data-pages, which
  // scripts/build.sh writes from the list of games (a development build,
  // every page in one, has none and sends nothing away).
  var pages = ((document.currentScript && document.currentScript.getAttribute('data-pages')) || '').split(' ');
  // A finished game's review link (#/review/<game>…) goes to its game's
  // review page, review-<game>.html, a guide (#/guide/<game>) to its
  // game's guide page, guide-<game>.html, the rules, statistics and backup
  // (#/rules/<game>, #/stats, #/backup) to more.html ("review", "guide"
  // and "more" are in data-pages too).
  var link = /^#\/(?:play\/([a-z]+)|(review|guide)\/([a-z]+)|(rules\/|(?:stats|backup)(?:[/?]|$)))/.exec(location.hash) || [];
  var page = link[1] || (pages.indexOf(link[3]) >= 0 && link[2]) || (link[4] && 'more');
  var file = page === link[2] ? link[2] + '-' + link[3] : page;
  var here = location.pathname.split('/').pop() || 'index.html';
  if (page && pages.indexOf(page) >= 0 && here !== file + '.html') {
    location.replace(file + '.html' + location.hash);
    return;
  }
  // Light or dark as Settings say, before the first paint (the app keeps it
  // so after: src/ui/browser.rs set_theme).
  try {
    var theme = JSON.parse(localStorage.getItem('cardtable.settings')).theme;
    if (theme) document.documentElement.setAttribute('data-theme', theme);
  } catch (e) {}

  // Every new screen (a link followed, a route changed) starts at the top;
  // Back and Forward return to where that screen was scrolled. Each history
  // entry carries an id in history.state; where each was scrolled is kept
  // in sessionStorage, so Back from a game's page to the home page finds
  // it too. The screen is drawn after the route changes, so a position is
  // restored once the page is tall enough (or after 3 s, as far as it goes).
  try {
    history.scrollRestoration = 'manual';
    var SCROLLED = 'cardtable.scrolled';
    var scrolled = {};
    try { scrolled = JSON.parse(sessionStorage.getItem(SCROLLED)) || {}; } catch (e) {}
    var entryId = function () { return history.state && history.state.cardtableEntry; };
    var markEntry = function () {
      if (!entryId()) {
        var id = Date.now().toString(36) + Math.random().toString(36).slice(2, 7);
        history.replaceState(Object.assign({}, history.state, { cardtableEntry: id }), '');
      }
      return entryId();
    };
    var keepScrolled = function () {
      try { sessionStorage.setItem(SCROLLED, JSON.stringify(scrolled)); } catch (e) {}
    };
    var restore = function (y) {
      var since = performance.now();
      (function again() {
        var room = document.documentElement.scrollHeight - innerHeight;
        if (room >= y || performance.now() - since > 3000) scrollTo(0, y);
        else requestAnimationFrame(again);
      })();
    };
    var onScreen = markEntry();
    if (scrolled[onScreen]) restore(scrolled[onScreen]);
    addEventListener('scroll', function () { scrolled[onScreen] = scrollY; }, { passive: true });
    addEventListener('pagehide', keepScrolled);
    addEventListener('hashchange', function () {
      // An entry with an id is one returned to (Back, Forward).
      var back = entryId();
      onScreen = markEntry();
      if (back && scrolled[back]) restore(scrolled[back]);
      else scrollTo(0, 0);
      keepScrolled();
    });
  } catch (e) {}

  // Fit: a table's card area (class "fit") takes the height the rest of its
  // table leaves, and its cards are sized from that area's width and height
  // (style/main.css), kept here in --fit-w / --fit-h on the table that
  // holds it (the area's own style is the app's). A ResizeObserver says
  // when they change, in the same frame, before paint; a MutationObserver
  // finds each new area. table.js calls fit() again before it measures the
  // cards, so they fly to where they end up. (Container query units did
  // this, at 40-90 ms a tap at 4x CPU throttling.)
  var areas = new WeakSet();
  var sized = new ResizeObserver(function () { fit(); });
  // fit(true) only notes new areas: measuring there would lay the page out
  // once more.
  function fit(note) {
    document.querySelectorAll('.fit').forEach(function (el) {
      if (!areas.has(el)) areas.add(el), sized.observe(el);
      var r = note !== true && el.getBoundingClientRect();
      if (r && r.width) size(el.parentNode.style, '--fit-w', r.width), size(el.parentNode.style, '--fit-h', r.height);
    });
  }
  function size(st, name, px) {
    if (st.getPropertyValue(name) !== px + 'px') st.setProperty(name, px + 'px');
  }
  window.cardtableFit = fit;
  new MutationObserver(function () { fit(true); }).observe(document, { childList: true, subtree: true });

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
  addEventListener('TrunkApplicationStarted', function () {
    started = true;
    // A game's page: card motion and dragging (table.js), after the app
    // is on screen, so no page waits for them. (The home page and more.html,
    // its rules, statistics and backup, have no table.)
    if (here !== 'index.html' && here !== 'more.html') {
      var s = document.createElement('script');
      s.src = 'table.js';
      document.head.appendChild(s);
    }
  });
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
  // A release's sw.js serves the app from its cache first; a new release
  // waits, installed, until the player presses Reload in the notice below
  // (never on its own: the app saves the game after every move).
  if ('serviceWorker' in navigator && /^https?:$/.test(location.protocol)) {
    addEventListener('load', function () {
      navigator.serviceWorker.register('sw.js').then(watch, function () {});
    });
  }

  function watch(reg) {
    // A browser that blocks service workers may answer with no registration.
    if (!reg || !reg.addEventListener) return;
    var sw = navigator.serviceWorker, reloading = false, dismissed = null, box = null;
    var hide = function () {
      if (box) box.remove();
      box = null;
    };
    var button = function (text, click) {
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = text;
      b.onclick = click;
      box.appendChild(b);
    };
    var notice = function () {
      if (box || reloading || !sw.controller || !reg.waiting || reg.waiting === dismissed) return;
      box = document.createElement('div');
      box.className = 'update-notice';
      box.setAttribute('role', 'status');
      document.body.appendChild(box);
      // Filled once in the page, so screen readers announce it.
      setTimeout(function () {
        if (!box) return;
        if (!reg.waiting) return hide();
        box.appendChild(document.createElement('span')).textContent = 'A new version is ready.';
        button('Reload', function () {
          reloading = true;
          hide();
          if (!reg.waiting) return location.reload();
          // The new worker takes over (controllerchange), then the page
          // reloads; should it never take over, reload anyway.
          reg.waiting.postMessage({ type: 'skip-waiting' });
          setTimeout(function () { location.reload(); }, 5000);
        });
        button('Later', function () {
          dismissed = reg.waiting;
          hide();
        });
      }, 50);
    };
    // Only when the player asked: another tab's Reload also hands this page
    // to the new worker, and this page carries on as it is.
    sw.addEventListener('controllerchange', function () {
      if (reloading) location.reload();
    });
    notice();
    reg.addEventListener('updatefound', function () {
      var next = reg.installing;
      if (next) next.addEventListener('statechange', function () {
        // No controller: the first install, nothing to update.
        if (next.state === 'installed') notice();
      });
    });
    // Look for a new release whenever the page is shown again.
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'visible') {
        try { reg.update().catch(function () {}); } catch (e) {}
      }
    });
  }
})();
