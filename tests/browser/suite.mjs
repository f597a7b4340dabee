// What every browser test file shares: one server and one browser per file,
// pages opened on the app, and buttons found by their accessible names.
// (Kept apart from lib.mjs, which the benchmark imports without node:test.)
import assert from 'node:assert/strict';
import { after, afterEach, before } from 'node:test';
import { assertNoPageErrors, launch, newPage, serveDist, takeCspViolations } from './lib.mjs';

/**
 * Fails each test of the file during which a page refused something under
 * its Content-Security-Policy (lib.mjs records the reports of every page
 * newPage opens). useSite does it; a file without useSite calls it.
 */
export function guardCsp() {
  afterEach(() => {
    const seen = takeCspViolations();
    assert.deepEqual(seen, [], `the page's Content-Security-Policy refused something:\n${seen.join('\n')}`);
  });
}

/** Starts the server and browser before the file's tests; stops them after; guardCsp. */
export function useSite() {
  const shared = {};
  guardCsp();
  before(async () => {
    shared.site = await serveDist();
    shared.browser = await launch();
  });
  after(async () => {
    await shared.browser?.close();
    await shared.site?.close();
  });
  return shared;
}

export const PHONE = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true };

/** A fresh browser profile with the app open at `hash`. */
export async function openApp(shared, hash, options = PHONE) {
  const { context, page } = await newPage(shared.browser, options);
  await page.goto(shared.site.url + hash);
  await page.getByRole('main').first().waitFor();
  return { context, page };
}

/** `openApp`, then the computers at Instant pace and no card motion (a test's quick game), reloaded. */
export async function openInstant(shared, hash) {
  const opened = await openApp(shared, hash);
  await opened.page.evaluate(() => localStorage.setItem('cardtable.settings', JSON.stringify({ version: 1, four_colour: false, pace: 'instant', motion: false })));
  await opened.page.reload();
  await opened.page.getByRole('main').waitFor();
  return opened;
}

/** The saved game of `game` as the app keeps it ({ record, hints, … }),
 * or null when none is saved. */
export const savedGame = (page, game) =>
  page.evaluate((g) => JSON.parse(localStorage.getItem(`cardtable.game.${g}`) ?? 'null'), game);

// A tap's save is made just after the next paint (src/ui/mod.rs, save_game):
// waits until the saved game of `game` holds at least `moves` moves (of the
// deal `seed`, when given).
export const untilSaved = (page, game, { seed, moves = 1 } = {}) =>
  page.waitForFunction(
    ([g, s, n]) => {
      const record = JSON.parse(localStorage.getItem(`cardtable.game.${g}`))?.record;
      return record !== undefined && (s === undefined || record.seed === s) && record.moves.length >= n;
    },
    [game, seed, moves],
  );

export const button = (page, name) => page.getByRole('button', { name, exact: true });

/** A game's tile at the top of the home page (named by the game, how many
 * play, and whether one is in play). */
export const gameTile = (page, name) =>
  page.getByRole('navigation', { name: 'Games', exact: true }).getByRole('button', { name: new RegExp(`^${name} \\d`) });

/** A game's card on the home page (its options and deals), shown: its tile
 * opened if it was not. */
export async function gameCard(page, name) {
  const tile = gameTile(page, name);
  if ((await tile.getAttribute('aria-expanded')) !== 'true') await tile.click();
  const card = page.getByRole('region', { name, exact: true });
  await card.waitFor();
  return card;
}

/**
 * Runs `body` on an opened page, then checks the page raised no errors, and
 * always closes its browser profile: `await checked(openApp(...), async (page) => …)`.
 */
export async function checked(opening, body) {
  const { context, page } = await opening;
  try {
    await body(page);
    assertNoPageErrors(page);
  } finally {
    await context.close();
  }
}

/** Waits until no card is in flight (assets/table.js's motion). */
export const settled = (page) =>
  page.waitForFunction(() => !document.getAnimations().some((a) => a.effect?.target?.dataset?.card && a.playState === 'running'));

/**
 * Drags `from` to the centre of `to` (a locator, or {x, y}) with the mouse,
 * as a person would: once the cards have stopped moving. Returns how many
 * places were lit (marked data-drop) while the card was lifted.
 */
export async function drag(page, from, to) {
  await settled(page);
  const a = await from.boundingBox();
  const b = to.boundingBox ? await to.boundingBox() : { x: to.x, y: to.y, width: 0, height: 0 };
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 - 12, { steps: 3 });
  const lit = await page.evaluate(() => document.documentElement.classList.contains('dragging') && document.querySelectorAll('[data-drop]').length);
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
  await page.mouse.up();
  return lit;
}

/** The same with a finger: touch events, through the DevTools protocol. */
export async function touchDrag(page, from, to) {
  await settled(page);
  const cdp = await page.context().newCDPSession(page);
  const centre = async (l) => {
    const b = await l.boundingBox();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const [a, b] = [await centre(from), await centre(to)];
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ ...p, id: 1 }] : [] });
  await touch('touchStart', a);
  for (let i = 1; i <= 8; i++) await touch('touchMove', { x: a.x + ((b.x - a.x) * i) / 8, y: a.y + ((b.y - a.y) * i) / 8 });
  await touch('touchEnd');
}

/** The phone sizes every table (and guide) fits (tests/browser/fit.test.mjs). */
export const SIZES = [
  { width: 320, height: 568 },
  { width: 360, height: 640 },
  { width: 412, height: 915 },
  { width: 640, height: 360 },
];
/** Sizes where the whole table is on one screen (320×568 may scroll down). */
export const noScroll = (size) => size.width >= 360;

/**
 * The page's size at every phone size, as "what at W×H: w×h" lines for each
 * size where it scrolls (sideways anywhere; down from 360×640 up).
 */
export async function misfits(page, what) {
  const found = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // Two frames for the layout, and no score still rising over the table.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.waitForFunction(() => !document.querySelector('.points-rise'), null, { timeout: 5000 }).catch(() => {});
    const [w, h] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
    if (w > size.width || (noScroll(size) && h > size.height)) found.push(`${what} at ${size.width}×${size.height}: ${w}×${h}`);
    // A card area's cards stay inside it (it is sized as if empty, so what
    // does not fit would spill over the rest of the table).
    const spill = await page.evaluate(() => [...document.querySelectorAll('.fit')].flatMap((area) => {
      const a = area.getBoundingClientRect();
      // (Pick Up's hand at a hand's end: kept for screen readers, 1 px wide.)
      if (a.width < 20) return [];
      return [...area.querySelectorAll('[data-card], .cell')].filter((c) => {
        const r = c.getBoundingClientRect();
        return r.width && (r.top < a.top - 1 || r.bottom > a.bottom + 1 || r.left < a.left - 1 || r.right > a.right + 1);
      }).map((c) => c.getAttribute('aria-label'));
    }));
    if (spill.length) found.push(`${what} at ${size.width}×${size.height}: outside the card area: ${spill.slice(0, 3).join(', ')}`);
  }
  await page.setViewportSize(SIZES[1]);
  return found;
}

