// The first tap, rehearsed (ui::parts::rehearse): a moment after a table is
// on screen, the player's likeliest first tap is made and the table put
// back, in one task. Through the real UI in Chromium, on every table: the tap was
// made (the page changed within that task), and nothing of it stays: the
// page at the end of the task is the page before it, no move is saved, and
// the player's own first tap works as ever.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoPageErrors, newPage } from './lib.mjs';
import { PHONE, useSite } from './suite.mjs';

const shared = useSite();
const SEED = 'K7M2QX4P';

// Each table, its game's storage key, what the rehearsed tap changes while
// it is on the page, and the player's first tap afterwards.
const TABLES = [
  {
    hash: `verslun.html#/play/verslun?seed=${SEED}`,
    key: 'cardtable.game.verslun',
    shows: 'cards', // Draw: the Hand's five cards come and go
    tap: (page) => page.getByRole('button', { name: 'Draw', exact: true }).click(),
    after: (page) => page.getByRole('group', { name: /hand/i }).locator('[data-card]').first().waitFor(),
  },
  {
    hash: `pickup.html#/play/pickup?seed=${SEED}`,
    key: 'cardtable.game.pickup',
    shows: 'pressed', // a lit hand card chosen
    tap: (page) => page.locator('.hand [data-card="KS"]').click(),
    after: (page) => page.locator('.hand [data-card="KS"][aria-pressed="true"]').waitFor(),
  },
  {
    hash: `thricewise.html#/play/thricewise?seed=${SEED}&players=2&opponents=hard`,
    key: 'cardtable.game.thricewise',
    shows: 'pressed',
    tap: (page) => page.locator('.hand button[data-card]').first().click(),
    after: (page) => page.locator('.hand button[data-card][aria-pressed="true"]').waitFor(),
  },
  {
    hash: `asymmetry.html#/play/asymmetry?seed=${SEED}`,
    key: 'cardtable.game.asymmetry',
    shows: 'text', // a card the rules refuse, and why
    tap: (page) => page.locator('.hand button[data-card][aria-disabled="true"]').first().click({ force: true }),
    after: (page) => page.locator('.tap-message:not(:empty)').waitFor(),
  },
  {
    hash: `arctic.html#/play/arctic?seed=${SEED}&players=1`,
    key: 'cardtable.game.arctic',
    // (On this deal no card can go anywhere before the draw: the tap says why.)
    shows: 'text',
    tap: (page) => page.locator('.arctic-hand button[data-card]').first().click({ force: true }),
    after: (page) => page.locator('.tap-message').filter({ hasText: /builds on no pile/ }).waitFor(),
  },
];

for (const t of TABLES) {
  const game = t.hash.split('.')[0];
  test(`${game}: the first tap is rehearsed unseen, and nothing of it stays`, async () => {
    const { context, page } = await newPage(shared.browser, PHONE);
    try {
      await context.addInitScript((key) => {
        localStorage.setItem('cardtable.settings', JSON.stringify({ version: 1, four_colour: false, pace: 'instant' }));
        // The timer task in which the app marks a rehearsal: the page before
        // it, the page once its microtasks have run, and what changed in
        // between. Every save of the game.
        window.rehearsals = [];
        window.saves = [];
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (k, v) {
          if (k === key) window.saves.push(performance.now());
          return setItem.call(this, k, v);
        };
        let records = [];
        const seen = new MutationObserver((r) => records.push(...r));
        addEventListener('DOMContentLoaded', () =>
          seen.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true }));
        const later = window.setTimeout.bind(window);
        const marked = () => performance.getEntriesByName('rehearsal').length;
        // The page without its deal line: the deal's par comes into it from
        // the Web Worker whenever the search ends, a message that may land
        // between the two looks (no tap changes the deal line).
        const page = () => {
          const main = document.querySelector('main');
          if (!main) return null;
          const copy = main.cloneNode(true);
          copy.querySelectorAll('.deal-line[role=status]').forEach((e) => e.remove());
          return copy.innerHTML;
        };
        window.setTimeout = (f, ms, ...args) => {
          if (typeof f !== 'function') return later(f, ms, ...args);
          return later((...a) => {
            const marks = marked();
            records.push(...seen.takeRecords());
            records = [];
            const before = page();
            const at = performance.now();
            f(...a);
            if (marked() === marks) return;
            // A later task: the rehearsal's microtasks have all run.
            later(() => {
              records.push(...seen.takeRecords());
              const card = (n) => n.nodeType === 1 && (n.matches('[data-card]') || n.querySelector('[data-card]'));
              const changed = {
                cards: records.filter((r) => [...r.addedNodes].some(card)).length,
                pressed: records.filter((r) => r.attributeName === 'aria-pressed').length,
                text: records.filter((r) => r.type === 'characterData' || r.target.closest?.('[role=status]')).length,
              };
              window.rehearsals.push({ at, before, after: page(), changed });
            }, 0);
          }, ms, ...args);
        };
      }, t.key);
      await page.goto(shared.site.url + t.hash);
      await page.locator('[data-card]').first().waitFor();
      await page.waitForFunction(() => window.rehearsals.length > 0, null, { timeout: 10000 });
      await page.waitForTimeout(500);
      const { rehearsals, saves } = await page.evaluate(() => ({ rehearsals: window.rehearsals, saves: window.saves }));
      assert.equal(rehearsals.length, 1, 'one rehearsal');
      const [r] = rehearsals;
      assert.ok(r.changed[t.shows] > 0, `the tap was made (${JSON.stringify(r.changed)})`);
      assert.equal(r.after, r.before, 'the page at the end of the task is the page before it');
      // (A save would follow the next frame; a computer's move may come later.)
      assert.deepEqual(saves.filter((s) => s >= r.at && s < r.at + 250), [], 'nothing saved after it');
      // The player's own first tap does what it always did.
      await t.tap(page);
      await t.after(page);
      if (game === 'verslun') {
        await page.waitForTimeout(300);
        assert.ok((await page.evaluate(() => window.saves.length)) > saves.length, 'the Draw is saved');
      }
      assertNoPageErrors(page);
    } finally {
      await context.close();
    }
  });
}

// Pick Up's table with card motion (assets/table.js) held back 700 ms, so
// the rehearsal is still waiting for it a while after the first card;
// `setup(context)` runs before the page opens.
async function withMotionHeldBack(setup, check) {
  const { context, page } = await newPage(shared.browser, PHONE);
  try {
    await setup(context);
    await context.route('**/table.js', async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await page.goto(`${shared.site.url}pickup.html#/play/pickup?seed=${SEED}`);
    await page.locator('[data-card]').first().waitFor();
    await check(page);
    assertNoPageErrors(page);
  } finally {
    await context.close();
  }
}

// Card motion (assets/table.js, loaded once the app has started) watches
// every change a tap makes, so its code is part of a first tap's work: the
// rehearsal waits for it (table.js marks the page's root `motion-js`).
// Here table.js is held back 700 ms: the rehearsal must still come after it.
test('the rehearsal waits for card motion to be on the page', () =>
  withMotionHeldBack(
    (context) =>
      context.addInitScript(() => {
        window.motionAtRehearsal = [];
        const mark = performance.mark.bind(performance);
        performance.mark = (name, ...rest) => {
          if (name === 'rehearsal') window.motionAtRehearsal.push(document.documentElement.classList.contains('motion-js'));
          return mark(name, ...rest);
        };
      }),
    async (page) => {
      await page.waitForFunction(() => window.motionAtRehearsal.length > 0, null, { timeout: 10000 });
      assert.deepEqual(await page.evaluate(() => window.motionAtRehearsal), [true], 'card motion was on the page when the first tap was rehearsed');
    },
  ));

// A person's tap or key before the rehearsal (a Hint, say, or a tap on the
// page that focuses nothing) ends its chance: a swap of the table after it
// would undo what that tap showed (the hint's marks). Card motion is held
// back so the rehearsal is still waiting when the person taps.
test('a tap of the person before the rehearsal ends its chance', () =>
  withMotionHeldBack(
    async () => {},
    async (page) => {
      // The step line: nothing to focus, nothing it changes.
      await page.getByRole('status').first().click();
      assert.ok(await page.evaluate(() => document.activeElement === document.body), 'the tap focused nothing');
      await page.waitForFunction(() => document.documentElement.classList.contains('motion-js'), null, { timeout: 10000 });
      await page.waitForTimeout(2000);
      assert.equal(await page.evaluate(() => performance.getEntriesByName('rehearsal').length), 0, 'no rehearsal after the person tapped');
    },
  ));
