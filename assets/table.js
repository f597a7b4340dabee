// Card motion and dragging for every table: no game logic, only the DOM the
// app renders. Loaded by boot.js once the app has started (not part of any
// page's first load); a table works the same without it (taps, keyboard).
//
// Motion (FLIP): every card carries data-card (its identity). After each
// change to the page, in the next animation frame, every card that is now
// somewhere else travels from where it was; a card that was not on screen
// comes from the face-down card that left (a computer's hand), from what was
// just tapped (a draw), from the seat whose turn it was, or fades in.
// Transform and opacity only. Off under prefers-reduced-motion and when the
// player turns Card motion off in Settings (the app marks .app.no-motion).
//
// Drag (pointer events: mouse, touch, pen): the view marks what can be
// dragged and where to, so this script names no game. A card of a row with
// data-drag="choose" picked up is tapped, as a tap would choose it, so its
// targets light; dropped on a card or cell, that is tapped, so the game
// decides and says why not, then the table's button marked data-finish (if
// enabled) finishes the move. A card of a row with data-drag="play" dropped
// on a place marked data-drop is that card's own tap (after the place's own
// tap, where it is marked data-drop="tap": a Column claimed, then paired),
// then the finishing button's, if enabled (a Lessen Card chosen, then
// placed). While a card is lifted, its targets light: as a tap lights them
// for a "choose" row, by data-drop for a "play" row. Dropped elsewhere, a
// card springs back and the reason is said.
(function () {
  'use strict';
  var MS = 200;
  document.documentElement.classList.add('motion-js');
  var reduce = matchMedia('(prefers-reduced-motion: reduce)');
  function moving() {
    return !reduce.matches && !document.querySelector('.app.no-motion');
  }

  // --- where everything was -------------------------------------------------
  var last = null; // { cards: Map id -> rect, backs: Map group -> [rect], turn: rect }
  var tapped = null; // { rect, at } the last element tapped or keyed
  var dropped = {}; // card id -> rect it was dropped at

  function box(el) {
    var r = el.getBoundingClientRect();
    return r.width ? { x: r.left + scrollX, y: r.top + scrollY, w: r.width, h: r.height } : null;
  }
  function measure() {
    var cards = new Map();
    var list = document.querySelectorAll('[data-card]');
    for (var i = 0; i < list.length; i++) {
      // What a seat played since your turn is a record, not a place: its
      // cards never travel.
      if (list[i].closest('.played')) continue;
      var id = list[i].dataset.card;
      // A card shown twice (a reveal beside the table) has no one place.
      if (cards.has(id)) { cards.set(id, null); continue; }
      var b = box(list[i]);
      if (b) { b.el = list[i]; cards.set(id, b); }
    }
    var backs = new Map();
    var bl = document.querySelectorAll('.card.back');
    for (var j = 0; j < bl.length; j++) {
      var g = bl[j].closest('[aria-label]');
      var key = g ? g.getAttribute('aria-label').replace(/\d+/g, '#') : '';
      var bb = box(bl[j]);
      if (!bb) continue;
      if (!backs.has(key)) backs.set(key, []);
      backs.get(key).push(bb);
    }
    var turn = document.querySelector('.to-move');
    return { cards: cards, backs: backs, turn: turn && box(turn) };
  }

  function fly(el, from, to, fade) {
    var dx = from.x - to.x, dy = from.y - to.y;
    if (Math.abs(dx) < 2 && Math.abs(dy) < 2 && !fade) return;
    var s = from.w && to.w ? Math.min(2, Math.max(0.3, from.w / to.w)) : 1;
    var first = { transform: 'translate(' + dx + 'px,' + dy + 'px) scale(' + s + ')' };
    if (fade) first.opacity = 0;
    var a = el.animate([first, { transform: 'none', opacity: 1 }], {
      duration: MS,
      easing: 'cubic-bezier(.2,.7,.3,1)',
    });
    inFlight.add(a);
    a.onfinish = a.oncancel = function () { inFlight.delete(a); };
  }
  // The card animations running now. Kept here, not asked of each card:
  // Element.getAnimations walks every animation of the document, so asking
  // it card by card grew to a second a frame late in a long game.
  var inFlight = new Set();

  function settle() {
    scheduled = false;
    var moved = structural, scored = scoring;
    structural = scoring = false;
    // No card came, went or changed places in the page (a card chosen, a
    // message): nothing travels, so this frame reads no layout (at 4x CPU
    // throttling that read was about a third of such a tap), and the
    // scores are read only if one changed. Where the cards now are is
    // noted once the page is idle (later).
    if (!moved) { if (scored) scores(null); later(); return; }
    // Cards still in flight are where they are seen, not where they land.
    var seen = new Map();
    var flying = Array.from(inFlight);
    flying.forEach(function (a) {
      var el = a.effect && a.effect.target;
      var b = el && el.isConnected && el.dataset.card && box(el);
      if (b) seen.set(el.dataset.card, b);
    });
    flying.forEach(function (a) { a.cancel(); });
    // Nothing travels: no need to lay the page out now to measure it.
    if (!moving()) { last = null; dropped = {}; scores(null); return; }
    // A card area resized by this change (boot.js): its new size first.
    if (window.cardtableFit) cardtableFit();
    var now = measure();
    var before = last;
    last = now;
    if (!before) { dropped = {}; scores(null); return; }
    // The face-down cards that left, group by group, in order.
    var left = [];
    before.backs.forEach(function (rects, key) {
      var n = (now.backs.get(key) || []).length;
      for (var k = n; k < rects.length; k++) left.push(rects[k]);
    });
    var recent = tapped && performance.now() - tapped.at < 800 ? tapped.rect : null;
    var landed = null;
    now.cards.forEach(function (to, id) {
      if (!to) return;
      var from = dropped[id] || seen.get(id) || before.cards.get(id);
      if (to.el.classList.contains('lifted')) return;
      if (from) {
        if (Math.abs(from.x - to.x) + Math.abs(from.y - to.y) > 2) landed = to;
        return fly(to.el, from, to, false);
      }
      if (before.cards.has(id)) return; // was shown twice: no one place
      from = left.shift() || recent || before.turn;
      if (from) landed = to;
      fly(to.el, from || to, to, true);
    });
    dropped = {};
    scores(landed);
  }

  // Points won rise from where they were scored: the card that just landed,
  // else the score itself.
  var SCORES = '.score, .scoreline strong, [data-points]';
  var shown = new WeakMap();
  function scores(at) {
    var list = document.querySelectorAll(SCORES);
    for (var i = 0; i < list.length; i++) {
      if (list[i].querySelector(SCORES)) continue; // the number is inside
      var m = /[-\u2212]?\d+/.exec(list[i].textContent);
      if (!m) continue;
      var n = parseInt(m[0].replace('\u2212', '-'), 10);
      var was = shown.get(list[i]);
      shown.set(list[i], n);
      if (was === undefined || n <= was || !moving()) continue;
      // A second score that grew (another player's) rises from itself.
      rise('+' + (n - was), at || box(list[i]));
      at = null;
    }
  }
  function rise(text, from) {
    if (!from) return;
    var tag = document.createElement('span');
    tag.className = 'points-rise';
    tag.setAttribute('aria-hidden', 'true');
    tag.textContent = text;
    tag.style.left = from.x + from.w / 2 + 'px';
    tag.style.top = from.y + from.h / 3 + 'px';
    document.body.appendChild(tag);
    tag.animate([
      { transform: 'translate(-50%, 0)', opacity: 1 },
      { transform: 'translate(-50%, -2.5rem)', opacity: 0 },
    ], { duration: 900, easing: 'ease-out' }).onfinish = function () { tag.remove(); };
  }

  var scheduled = false;
  var structural = false;
  var scoring = false;
  function schedule(moved, scored) {
    if (moved) structural = true;
    if (scored) scoring = true;
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(settle);
  }
  // Whether a change added, removed or moved a card (keyed rows move a
  // card's element) or a face-down card, or what holds one.
  var CARDS = '[data-card], .card';
  function carries(nodes) {
    for (var i = 0; i < nodes.length; i++) {
      var n = nodes[i];
      if (n.nodeType === 1 && (n.matches(CARDS) || n.querySelector(CARDS))) return true;
    }
    return false;
  }
  // Whether a change was in a score, or brought one.
  function scoreIn(r) {
    var el = r.target.nodeType === 1 ? r.target : r.target.parentElement;
    if (el && el.closest(SCORES)) return true;
    for (var i = 0; i < r.addedNodes.length; i++) {
      var n = r.addedNodes[i];
      if (n.nodeType === 1 && (n.matches(SCORES) || n.querySelector(SCORES))) return true;
    }
    return false;
  }
  new MutationObserver(function (records) {
    var moved = false, scored = false;
    for (var i = 0; i < records.length && !(moved && scored); i++) {
      moved = moved || carries(records[i].addedNodes) || carries(records[i].removedNodes);
      scored = scored || scoreIn(records[i]);
    }
    schedule(moved, scored);
  }).observe(document.body, {
    childList: true, subtree: true, characterData: true,
  });
  // After a change that moved no card, where the cards are now (a longer
  // message may have shifted them), once the frame is painted and the
  // page is idle; not while cards travel (their landing places are known).
  var noting = false;
  function later() {
    if (noting) return;
    noting = true;
    var note = function () {
      noting = false;
      if (scheduled || inFlight.size || !moving()) return;
      last = measure();
    };
    if (window.requestIdleCallback) requestIdleCallback(note, { timeout: 500 });
    else setTimeout(note, 50);
  }
  addEventListener('resize', function () { last = null; schedule(true); });
  addEventListener('click', function (e) {
    var t = e.target.closest && e.target.closest('button, [role=button]');
    if (t) tapped = { rect: box(t), at: performance.now() };
  }, true);
  schedule(true);

  // --- drag -------------------------------------------------------------
  // Where a tap chooses a hand card and a second tap says where it goes, a
  // drag does both taps (data-drag="choose"). Where a tap plays the card
  // (data-drag="play"), a drop on a place marked data-drop is that tap.
  var SOURCES = '[data-drag] button[data-card]';
  // After the drop, the button that finishes the move, if the table marks
  // one (data-finish) and it is enabled (the cards chosen make a legal move).
  function finish(el) {
    var t = el.closest('.table');
    var b = t && t.querySelector('button[data-finish]');
    if (b && !b.disabled) b.click();
  }
  // Where a card of a "play" row may be dropped; null for a "choose" row.
  function playsOn(el) {
    var row = el.closest('[data-drag]');
    return row && row.getAttribute('data-drag') === 'play' ? '[data-drop]' : null;
  }
  var drag = null;
  var swallow = 0;

  function say(text) {
    var box = document.getElementById('drag-note');
    if (!box) {
      box = document.createElement('p');
      box.id = 'drag-note';
      box.className = 'sr-only';
      box.setAttribute('role', 'status');
      document.body.appendChild(box);
    }
    box.textContent = '';
    if (text) setTimeout(function () { box.textContent = text; }, 30);
  }
  function under(x, y) {
    var el = document.elementFromPoint(x, y);
    return el && el.closest('button, [role=button]');
  }
  function card(id) {
    return document.querySelector('[data-drag] button[data-card="' + CSS.escape(id) + '"]');
  }
  function lift(el, dx, dy) {
    el.style.transform = 'translate(' + dx + 'px,' + dy + 'px) scale(1.08)';
  }
  function end(e, drop) {
    var d = drag;
    drag = null;
    document.documentElement.classList.remove('dragging');
    if (d && !d.started) {
      // A tap. A card still travelling jumps to where it lands when pressed
      // (below), so the release may fall beside it and the browser's click
      // would go to whatever holds both: the tap is the card's.
      var pressed = card(d.id) || d.el;
      if (drop && pressed.isConnected && !pressed.contains(e.target)) pressed.click();
      return;
    }
    if (!d) return;
    swallow = performance.now();
    var el = card(d.id) || d.el;
    var at = box(el);
    el.style.transform = '';
    el.classList.remove('lifted');
    if (d.over) d.over.classList.remove('drop-over');
    var target = drop ? under(e.clientX, e.clientY) : null;
    if (d.plays) {
      var spot = drop && document.elementFromPoint(e.clientX, e.clientY);
      d.place = spot && spot.closest(d.plays);
      target = d.place ? el : null;
    }
    if (target && (d.plays || (target !== el && !el.contains(target)))) {
      // From where it was let go, wherever the game puts it (or back).
      if (at) dropped[d.id] = at;
      say('');
      if (d.plays) {
        // The place's own tap first, where it has one; then the card's (a
        // new element if the view was rebuilt), then the finishing button.
        var place = d.place;
        var own = place && place.getAttribute('data-drop') === 'tap' && place.querySelector('button');
        if (own) own.click();
        setTimeout(function () {
          var now = card(d.id);
          if (now) now.click();
          setTimeout(function () { if (now && now.isConnected) finish(now); }, 0);
        }, 0);
      } else {
        if (target.getAttribute('aria-pressed') !== 'true') target.click();
        // Only a drop the game took as this card's target finishes the move.
        setTimeout(function () {
          if (target.isConnected && target.getAttribute('aria-pressed') === 'true') finish(target);
        }, 0);
      }
      schedule(true);
      if (!document.activeElement || document.activeElement === document.body) el.focus();
      return;
    }
    if (at && moving()) fly(el, at, box(el), false);
    say(target === el ? 'Card put back.' : 'Not moved: drop the card on a lit card or place.');
  }
  addEventListener('pointerdown', function (e) {
    if (drag || e.button !== 0 || !e.isPrimary) return;
    var el = e.target.closest && e.target.closest(SOURCES);
    if (!el) return;
    // A card still travelling is taken from where it lands.
    if (el.getAnimations) el.getAnimations().forEach(function (a) { a.finish(); });
    drag = { el: el, id: el.dataset.card, x: e.clientX, y: e.clientY, started: false, over: null, pid: e.pointerId, plays: playsOn(el) };
  });
  addEventListener('pointermove', function (e) {
    var d = drag;
    if (!d || e.pointerId !== d.pid) return;
    var dx = e.clientX - d.x, dy = e.clientY - d.y;
    if (!d.started) {
      if (dx * dx + dy * dy < 100) return;
      d.started = true;
      // Chosen as a tap would choose it, so its targets light up.
      if (!d.plays && d.el.getAttribute('aria-pressed') !== 'true') d.el.click();
      document.documentElement.classList.add('dragging');
    }
    e.preventDefault();
    var el = card(d.id);
    if (!el) return end(e, false);
    el.classList.add('lifted');
    lift(el, dx, dy);
    var over = under(e.clientX, e.clientY);
    if (d.plays) {
      var spot = document.elementFromPoint(e.clientX, e.clientY);
      over = spot && spot.closest(d.plays);
    }
    if (over === el) over = null;
    if (over !== d.over) {
      if (d.over) d.over.classList.remove('drop-over');
      if (over) over.classList.add('drop-over');
      d.over = over;
    }
  }, { passive: false });
  addEventListener('pointerup', function (e) {
    if (drag && e.pointerId === drag.pid) end(e, true);
  });
  addEventListener('pointercancel', function (e) {
    if (drag && e.pointerId === drag.pid) end(e, false);
  });
  // The click a browser sends after a drag is not a tap.
  addEventListener('click', function (e) {
    if (e.isTrusted && swallow && performance.now() - swallow < 400) {
      swallow = 0;
      e.stopPropagation();
      e.preventDefault();
    }
  }, true);
  // --- a hint's marks ---------------------------------------------------
  // The app puts the worker's hint on its root element as data-marks (until
  // the game moves on), a tap a line, in order: "c:7H" a card's button by
  // its data-card, "n:Draw" a button by its accessible name (or how the
  // name begins, up to a ':' or a space).
  // After every change each gets data-hinted="1", "2", … (style/main.css
  // draws them), and nothing else keeps one.
  var hintDue = false;
  function named(el, name) {
    var said = (el.getAttribute('aria-label') || el.textContent || '').trim();
    var rest = said.slice(name.length);
    return said.slice(0, name.length) === name && (rest === '' || rest[0] === ':' || rest[0] === ' ');
  }
  function markHint() {
    hintDue = false;
    var old = document.querySelectorAll('[data-hinted]');
    for (var i = 0; i < old.length; i++) old[i].removeAttribute('data-hinted');
    var from = document.querySelector('[data-marks]');
    var marks = from ? from.getAttribute('data-marks').split('\n') : [];
    var els = document.querySelectorAll('.table button');
    marks.forEach(function (m, k) {
      for (var i = 0; i < els.length; i++) {
        var el = els[i], what = m.slice(2);
        var hit = m[0] === 'c' ? el.getAttribute('data-card') === what : m[0] === 'n' && named(el, what);
        if (hit) el.setAttribute('data-hinted', String(k + 1));
      }
    });
  }
  new MutationObserver(function () {
    if (hintDue) return;
    hintDue = true;
    requestAnimationFrame(markHint);
  }).observe(document.documentElement, {
    childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['data-marks'],
  });
  markHint();
})();
