// What every browser test file shares: one server and one browser per file,
// pages opened on the app, and buttons found by their accessible names.
// (Kept apart from lib.mjs, which the benchmark imports without node:test.)
import { after, before } from 'node:test';
import { assertNoPageErrors, launch, newPage, serveDist } from './lib.mjs';

/** Starts the server and browser before the file's tests; stops them after. */
export function useSite() {
  const shared = {};
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
