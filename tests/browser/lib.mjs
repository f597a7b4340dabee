// Shared helpers for the browser tests (node:test + playwright-core) and
// tools/bench.mjs: a static server for dist/ under a sub-path, a headless
// Chromium launcher, and pages that record their errors.

import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** The build under test: dist/, or CARDTABLE_DIST. */
export const DIST = resolve(process.env.CARDTABLE_DIST ?? join(ROOT, 'dist'));

/** The games' table pages of this build (dist/<game>.html, from the list
 * of games): every page but the home page, more.html, the games' review
 * and guide pages (review-<game>.html, guide-<game>.html), and review.html
 * and guide.html (the home page, kept for old links: boot.js sends them
 * on). Sorted. */
export function tablePages() {
  return readdirSync(DIST)
    .filter((f) => f.endsWith('.html') && !/^(index|more|guide|review)\.html$/.test(f) && !/^(review|guide)-/.test(f))
    .map((f) => f.slice(0, -'.html'.length))
    .sort();
}
/** The app is served under this sub-path, as on a real static host. */
export const BASE_PATH = '/cardtable/';
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serve `dir` (dist/ by default) at http://127.0.0.1:<free port>/cardtable/.
 * Returns { url, origin, server, close(), setDir(dir), setDelay(ms) }; `url` is
 * the app's index URL.
 *
 * For tests of a slow or dead network and of a new release:
 * - `options.delay` / `setDelay(ms)`: answer every request after `ms` ms
 *   (0, the default: at once; Infinity: accept requests but never answer).
 *   A file is read when asked for; a new delay applies to requests from then
 *   on, and requests still held forever are dropped (their sockets destroyed).
 * - `setDir(dir)`: serve another directory from then on (a "new build").
 * `close()` destroys every open socket (kept-alive or held), so it always ends.
 */
export async function serveDist(dir = DIST, options = {}) {
  const check = (d) => {
    if (!existsSync(join(d, 'index.html'))) {
      throw new Error(`${d}/index.html is missing: run \`trunk build --release\` first`);
    }
    return resolve(d);
  };
  let root = check(dir);
  let delay = options.delay ?? 0;
  const sockets = new Set();
  const held = new Set(); // responses never to be answered
  const timers = new Set();
  const server = createServer((req, res) => {
    const answer = respond(root, req);
    if (delay === 0) return answer(res);
    if (delay === Infinity) {
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    }
    let gone = false;
    res.on('close', () => {
      gone = true;
    });
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!gone && !res.destroyed) answer(res);
    }, delay);
    timers.add(timer);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', ok);
  });
  const origin = `http://127.0.0.1:${server.address().port}`;
  const dropHeld = () => {
    for (const res of held) res.destroy();
    held.clear();
  };
  return {
    server,
    origin,
    url: origin + BASE_PATH,
    setDir: (d) => {
      root = check(d);
    },
    setDelay: (ms) => {
      delay = ms;
      dropHeld();
    },
    close: () => new Promise((ok) => {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      dropHeld();
      server.close(() => ok());
      for (const s of sockets) s.destroy();
    }),
  };
}

/** The answer to `req` from the files under `root`, read now, sent by the returned function. */
function respond(root, req) {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  if (path === BASE_PATH.slice(0, -1)) {
    return (res) => {
      res.writeHead(301, { Location: BASE_PATH });
      res.end();
    };
  }
  if (!path.startsWith(BASE_PATH) || (req.method !== 'GET' && req.method !== 'HEAD')) {
    return notFound;
  }
  let file = normalize(join(root, path.slice(BASE_PATH.length)));
  if (file !== root && !file.startsWith(root + sep)) return notFound;
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file) || !statSync(file).isFile()) return notFound;
  const body = readFileSync(file);
  return (res) => {
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

function notFound(res) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('not found');
}

/** How many times launch() tries to start Chromium. */
const LAUNCH_TRIES = 3;

/**
 * Headless Chromium from the system (no browser download). A Chromium that
 * dies while it starts (seen in CI: SIGSEGV before its first page, failing
 * a whole file's tests) is started again, twice at most: that is the
 * machine, not the app, and nothing of the app has run yet.
 */
export async function launch(options = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await chromium.launch({
        executablePath: CHROMIUM,
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
        ],
        ...options,
      });
    } catch (error) {
      if (attempt === LAUNCH_TRIES) throw error;
      console.error(`Chromium did not start (try ${attempt} of ${LAUNCH_TRIES}): ${String(error.message).split('\n')[0]}`);
    }
  }
}

// Content-Security-Policy reports (tools/csp.mjs gives every page a
// policy) seen by any page of any context newPage made, until taken.
let cspSeen = [];

/** The CSP reports seen since the last call, as lines; clears them (suite.mjs fails a test that saw one). */
export function takeCspViolations() {
  const seen = cspSeen;
  cspSeen = [];
  return seen;
}

/**
 * Records every CSP report of the context's pages: a `securitypolicyviolation`
 * listener installed before any of the page's own scripts (an init script,
 * so it sees the earliest reports), and console messages about the policy.
 * They go to `context.cspViolations` and to takeCspViolations().
 */
async function watchCsp(context) {
  context.cspViolations = [];
  const note = (line) => {
    context.cspViolations.push(line);
    cspSeen.push(line);
  };
  context.noteCsp = note;
  await context.exposeBinding('__cardtableCspReport', ({ frame }, v) => {
    note(`${v.directive} refused ${v.blocked || 'inline'}${v.sample ? ` (${v.sample})` : ''} at ${v.source}:${v.line} on ${frame.url()}`);
  });
  await context.addInitScript(() => {
    addEventListener('securitypolicyviolation', (e) => {
      // (The binding is there before the page's first script.)
      window.__cardtableCspReport({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample, source: e.sourceFile, line: e.lineNumber });
    }, true);
  });
}

/** Console messages about the Content Security Policy (Chromium says why it refused). */
const CSP_MESSAGE = /Content[- ]Security[- ]Policy/i;

/**
 * A fresh context and page. The page records uncaught errors
 * (`page.errors`) and console errors (`page.consoleErrors`); the context,
 * CSP reports (`context.cspViolations`, see watchCsp).
 */
export async function newPage(browser, contextOptions = {}) {
  const context = await browser.newContext(contextOptions);
  await watchCsp(context);
  const page = await context.newPage();
  page.errors = [];
  page.consoleErrors = [];
  page.on('pageerror', (err) => page.errors.push(err));
  page.on('console', (msg) => {
    if (msg.type() === 'error') page.consoleErrors.push(msg.text());
    if (CSP_MESSAGE.test(msg.text())) context.noteCsp(`console.${msg.type()}: ${msg.text()}`);
  });
  return { context, page };
}

/** Fails if the page had an uncaught error or logged a console error. */
export function assertNoPageErrors(page) {
  const errors = page.errors.map((e) => `pageerror: ${e.stack ?? e}`);
  errors.push(...page.consoleErrors.map((t) => `console.error: ${t}`));
  assert.deepEqual(errors, [], `page had errors:\n${errors.join('\n')}`);
}

/** Pick Up: waits until the computer is not to move (or thinking). */
export async function pickupYourTurn(page) {
  await page.waitForFunction(() => {
    const status = document.querySelector('.step')?.textContent ?? '';
    return !status.includes('computer is') && !document.querySelector('.thinking:not(.hidden)');
  }, null, { timeout: 30000 });
}

/**
 * Pick Up: one move of a simple player that only uses what is on screen:
 * Pass when offered; keep every set face up; else the first usable hand
 * card, then (if Take is not ready) the first usable table card, then Take.
 * Returns false once the hand is over (its reveal is on screen). The same
 * player runs in Rust (src/app/pickup_table.rs, click_through).
 */
export async function pickupStep(page) {
  await pickupYourTurn(page);
  if (await page.getByRole('region', { name: /^Hand \d+ is over$/ }).count()) return false;
  for (const name of ['Pass', 'Keep every set face up']) {
    const b = page.getByRole('button', { name, exact: true });
    if (await b.count()) {
      await b.click();
      return true;
    }
  }
  const hand = page.getByRole('group', { name: /hand$/ }).last();
  await hand.locator('button[aria-disabled="false"]').first().click();
  const take = page.getByRole('button', { name: 'Take', exact: true });
  if (!(await take.isEnabled())) {
    await page.getByRole('group', { name: 'Table', exact: true }).locator('button[aria-disabled="false"]').first().click();
  }
  await take.click();
  return true;
}

/** Thricewise: waits until the person can act (Pick, or lit cells) or the game is over. */
export async function thricewiseYourMove(page) {
  await page.waitForFunction(() => {
    const over = document.querySelector('.game-over');
    const pick = [...document.querySelectorAll('.actions button')].some((b) => b.textContent.startsWith('Pick'));
    return over || pick || document.querySelector('button.cell.open');
  }, null, { timeout: 60000 });
  if (await page.getByRole('heading', { name: 'Game over' }).count()) return 'over';
  const lit = page.getByRole('group', { name: 'Grid', exact: true }).getByRole('button', { name: /^Place here/ });
  return (await lit.count()) ? 'place' : 'pick';
}

/**
 * Thricewise: one tap of a simple player that only uses what is on screen:
 * pick the first hand card (a tap on it, then Pick), or place the chosen card on the
 * first lit cell. Returns what it did ('pick', 'place') or 'over'. The same
 * player runs in Rust (src/app/thricewise_table.rs, click_through).
 */
export async function thricewiseStep(page) {
  const what = await thricewiseYourMove(page);
  if (what === 'pick') {
    // One tap chooses the card, even one still travelling into the hand
    // (assets/table.js gives the tap to the card pressed), then Pick: the
    // card's second tap does the same, but the button does not move under
    // the pointer while the chosen card rises.
    await page.getByRole('group', { name: /hand$/ }).getByRole('button').first().click();
    await page.locator('.actions button').filter({ hasText: /^Pick / }).click();
  } else if (what === 'place') {
    await page.getByRole('group', { name: 'Grid', exact: true }).getByRole('button', { name: /^Place here/ }).first().click();
  }
  return what;
}

/** Asymmetry: waits until the person can act or the game is over; 'over', 'play' or 'lessen'. */
export async function asymmetryYourMove(page) {
  await page.waitForFunction(() => {
    if (document.querySelector('.game-over')) return true;
    const labels = [...document.querySelectorAll('.actions button')].map((b) => b.textContent);
    return labels.some((l) => l === 'Skip playing' || l === 'End turn' || l === 'Show my hand');
  }, null, { timeout: 60000 });
  if (await page.locator('.game-over').count()) return 'over';
  return (await page.getByRole('button', { name: 'Skip playing', exact: true }).count()) ? 'play' : 'lessen';
}

/**
 * Asymmetry: one move of a simple player that uses only what is on screen:
 * the first lit hand card, else Skip playing; in the Lessen step, play the
 * Lessen Card when offered, else End turn. Returns 'play', 'lessen' or
 * 'over'. The same player runs in Rust (src/app/asymmetry_table.rs,
 * click_through).
 */
export async function asymmetryStep(page) {
  const what = await asymmetryYourMove(page);
  if (what === 'play') {
    const lit = page.getByRole('group', { name: /hand$/ }).locator('button.playable');
    if (await lit.count()) await lit.first().click();
    else await page.getByRole('button', { name: 'Skip playing', exact: true }).click();
  } else if (what === 'lessen') {
    const play = page.getByRole('button', { name: /^Play the Lessen Card/ });
    if (await play.count()) await play.click();
    else await page.getByRole('button', { name: 'End turn', exact: true }).click();
  }
  return what;
}

const arcticHand = (page) => page.getByRole('group', { name: /^(Your|Player \d's) hand/ });
const arcticPlaces = (page) => page.getByRole('group', { name: 'Places', exact: true });
const arcticButton = (page, name) => page.getByRole('button', { name, exact: true });

/** Arctic Solitaire: waits until the person can act, a round's result is shown, or the game is over. */
export async function arcticYourMove(page) {
  // One round trip: the wait itself says what is on screen.
  const what = await page.waitForFunction(() => {
    if (document.querySelector('.game-over')) return 'over';
    const labels = [...document.querySelectorAll('.actions button')].map((b) => b.textContent);
    if (labels.includes('Next round')) return 'round';
    if (labels.includes('Next step')) return 'setup';
    return labels.some((l) => ['Draw', 'End turn', 'Discard', 'Show my hand'].includes(l)) && 'play';
  }, null, { timeout: 60000 });
  return what.jsonValue();
}

/** Arctic Solitaire: after a tap on a hand card, whether Discard is offered and whether a place lit. */
const arcticAfterTap = (page) => page.evaluate(() => ({
  discard: [...document.querySelectorAll('.actions button')].some((b) => b.textContent === 'Discard'),
  place: !!document.querySelector('.arctic-places button.playable'),
}));

/**
 * Arctic Solitaire: one move of a simple player that uses only what is on screen: play the
 * first lit hand card on the first lit place; else discard when owed; else
 * draw (and play the drawn card if a place lights); else end the turn.
 */
export async function arcticStep(page) {
  const what = await arcticYourMove(page);
  if (what !== 'play') return what;
  if ((await arcticAfterTap(page)).discard) {
    await arcticButton(page, 'Discard').click();
    return 'play';
  }
  const lit = arcticHand(page).locator('button[aria-disabled="false"]');
  const n = await lit.count();
  for (let i = 0; i < n; i++) {
    await lit.nth(i).click();
    const after = await arcticAfterTap(page);
    if (after.discard) {
      await arcticButton(page, 'Discard').click();
      return 'play';
    }
    if (after.place) {
      await arcticPlaces(page).locator('button.playable').first().click();
      return 'play';
    }
  }
  if (await arcticButton(page, 'Cancel').count()) await arcticButton(page, 'Cancel').click();
  if (await arcticButton(page, 'Draw').count()) {
    await arcticButton(page, 'Draw').click();
    return 'play';
  }
  await arcticButton(page, 'End turn').click();
  return 'play';
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules, and best practices) on the page
 * and returns its violations as short lines ("rule: target …"); [] if none.
 */
export async function axeViolations(page) {
  const source = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  // Colours mid-animation (a card fading in, a power flashing) are not
  // what a player reads: let them settle first.
  // (A spinner turns for ever: its colours never change.) What still runs
  // after 5 s (computers moving at Instant pace) is taken to its end.
  const finite = () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
  // (A function, not a string: Playwright evals a string predicate anew on
  // every poll, and the page's Content-Security-Policy refuses eval.)
  const settled = () => !document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
  await page.waitForFunction(settled, null, { timeout: 5000 }).catch(() => {});
  await page.evaluate(`(${finite})().forEach((a) => a.finish())`);
  // Evaluated, not added as a <script>: the page's policy refuses inline scripts.
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(source);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}${v.nodes.length > 3 ? ` … ${v.nodes.length} in all` : ''}`);
  });
  return violations;
}
