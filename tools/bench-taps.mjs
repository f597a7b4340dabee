// Interaction to Next Paint on every table, and frame times while a
// computer moves (scripts/bench.sh; runnable alone:
// `node tools/bench-taps.mjs [dist]`).
//
// (j) first and later taps per game, 4x CPU throttling: each a real tap
//     (Playwright's pointer input, trusted events) and its Interaction to
//     Next Paint from the Event Timing API (input to the next paint).
//     "First": one tap per fresh page (new browser context, no cache, no
//     service worker), 1 s after its first card is on screen, 7 pages;
//     "later": 15 more taps of the same kind on one page. Target: every
//     tap <= 100 ms (INP_MS).
//     Verslun: Draw, then claim / Undo. Pick Up: a lit hand card (it is
//     chosen, then put back). Thricewise: a hand card (chosen), then the
//     other one. Asymmetry: a hand card the rules refuse (it says why).
//     Arctic Solitaire: a hand card (chosen), then the other one.
//     With BEFORE=<dist>: first taps only, a fresh page of that build and
//     one of this build in turn (FIRST_PAGES each, or PAGES=n), so the two
//     builds share the machine's moods; medians before -> after.
// (k) frames while computers move, no throttling, Normal pace: every
//     animation frame's interval while the computers think and move (from
//     your move until it is your turn again), over several of your moves,
//     against Hard computers; the longest frame and the share over 50 ms.
import { pathToFileURL } from 'node:url';
import { DIST, launch, newPage, serveDist } from '../tests/browser/lib.mjs';

const CPU_SLOWDOWN = 4;
const FIRST_PAGES = 7;
const LATER_TAPS = 15;
const SEED = 'K7M2QX4P';
const INSTANT = { version: 1, four_colour: false, pace: 'instant' };
const NORMAL = { version: 1, four_colour: false, pace: 'normal' };

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length ? (s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2) : NaN;
};

// What a tap is on each table: `first(page)` gives the element for the first
// tap, `later(page, i)` for the i-th later one (after `prepare`).
export const GAMES = {
  verslun: {
    url: `verslun.html#/play/verslun?seed=${SEED}`,
    first: (page) => page.getByRole('button', { name: 'Draw', exact: true }),
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Draw', exact: true }).click();
    },
    later: (page, i) =>
      i % 2 === 0
        ? page.getByRole('group', { name: 'Column 3', exact: true }).getByRole('button', { name: '3 of spades' })
        : page.getByRole('button', { name: 'Undo', exact: true }),
  },
  pickup: {
    url: `pickup.html#/play/pickup?seed=${SEED}`,
    first: (page) => page.locator('.hand button[data-card]:not([aria-disabled="true"])').first(),
    later: (page) => page.locator('.hand button[data-card]:not([aria-disabled="true"])').first(),
  },
  thricewise: {
    url: `thricewise.html#/play/thricewise?seed=${SEED}&players=2&opponents=hard`,
    first: (page) => page.locator('.hand button[data-card]').first(),
    prepare: async (page) => {
      await page.locator('.hand button[data-card]').first().click();
    },
    later: (page, i) => page.locator('.hand button[data-card]').nth(1 - (i % 2)),
  },
  asymmetry: {
    url: `asymmetry.html#/play/asymmetry?seed=${SEED}`,
    first: (page) => page.locator('.hand button[data-card][aria-disabled="true"]').first(),
    later: (page) => page.locator('.hand button[data-card][aria-disabled="true"]').first(),
  },
  arctic: {
    url: `arctic.html#/play/arctic?seed=${SEED}&players=1`,
    first: (page) => page.locator('.arctic-hand button[data-card]').first(),
    prepare: async (page) => {
      await page.locator('.arctic-hand button[data-card]').first().click({ force: true });
    },
    later: (page, i) => page.locator('.arctic-hand button[data-card]').nth(1 - (i % 2)),
  },
};

async function throttled(browser, base, url, settings) {
  const { context, page } = await newPage(browser, { serviceWorkers: 'block' });
  await context.addInitScript((s) => localStorage.setItem('cardtable.settings', JSON.stringify(s)), settings);
  // The Event Timing API: every interaction's events, from the input to the
  // next paint (entries of 16 ms or more; a tap with none was quicker).
  await context.addInitScript(() => {
    window.interactions_ = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.interactionId) window.interactions_.push({ id: e.interactionId, ms: e.duration });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(base + url);
  await page.locator('[data-card]').first().waitFor({ timeout: 30000 });
  // A person taps a moment after the cards appear.
  await page.waitForTimeout(1000);
  return { context, page };
}

/** One real tap (the browser's own pointer events, as a finger's), and its
 * Interaction to Next Paint: the longest event of the interaction, input
 * to the next paint (Event Timing; under 16 ms counts as 16). */
async function tap(page, locator, what) {
  await page.evaluate(() => { window.interactions_ = []; });
  // `force`: a card the rules refuse (aria-disabled) is tapped as a finger
  // would, without Playwright's wait for it to be enabled.
  await locator.click({ timeout: 5000, force: true }).catch((e) => {
    throw new Error(`nothing to tap for ${what}: ${e.message.split('\n')[0]}`);
  });
  // Entries arrive after the paint they end at: two frames and a moment.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 100)))));
  const events = await page.evaluate(() => window.interactions_);
  return { ms: Math.max(16, ...events.map((e) => e.ms)) };
}

/** (j): { game: { first: [{ ms }], later: [{ ms }] } }, each an INP */
export async function tapsPerGame(browser, base, games = Object.keys(GAMES)) {
  const out = {};
  for (const game of games) {
    const g = GAMES[game];
    const first = [];
    for (let i = 0; i < FIRST_PAGES; i++) {
      const { context, page } = await throttled(browser, base, g.url, INSTANT);
      try {
        first.push(await tap(page, g.first(page), `${game} first tap`));
      } finally {
        await context.close();
      }
    }
    const later = [];
    const { context, page } = await throttled(browser, base, g.url, INSTANT);
    try {
      if (g.prepare) await g.prepare(page);
      await tap(page, g.later(page, 0), `${game} warm`);
      for (let i = 1; i <= LATER_TAPS; i++) {
        await page.waitForTimeout(60);
        later.push(await tap(page, g.later(page, i), `${game} later tap`));
      }
    } finally {
      await context.close();
    }
    out[game] = { first, later };
    const list = (taps) => taps.map((t) => t.ms.toFixed(0)).join(' ');
    console.log(`${game}: first taps ${list(first)} ms; later taps ${list(later)} ms`);
  }
  return out;
}

/** (j) with BEFORE: first taps of two builds, a fresh page of each in
 * turn; prints each table's medians, before -> after. */
export async function firstTapsInterleaved(browser, before, after, games = Object.keys(GAMES), pages = FIRST_PAGES) {
  for (const game of games) {
    const g = GAMES[game];
    const taps = { before: [], after: [] };
    for (let i = 0; i < pages; i++) {
      for (const [side, base] of [['before', before], ['after', after]]) {
        const { context, page } = await throttled(browser, base, g.url, INSTANT);
        try {
          taps[side].push((await tap(page, g.first(page), `${game} first tap`)).ms);
        } finally {
          await context.close();
        }
      }
    }
    const list = (ms) => ms.map((x) => x.toFixed(0)).join(' ');
    console.log(`${game.padEnd(11)} first taps, median ${median(taps.before).toFixed(0)} -> ${median(taps.after).toFixed(0)} ms (before ${list(taps.before)}; after ${list(taps.after)})`);
  }
}

/** The guard for (j): Interaction to Next Paint at most INP_MS on every
 * table, for the first tap (every fresh page's) and every later tap (the
 * page's INP: with so few taps, its worst). Medians are printed beside.
 * False if one is over. */
export const INP_MS = 100;
export function inpWithinTarget(taps) {
  let ok = true;
  console.log(`\n== (j) Interaction to Next Paint per table, ${CPU_SLOWDOWN}x CPU (target <= ${INP_MS} ms, every tap) ==`);
  for (const [game, t] of Object.entries(taps)) {
    for (const [which, list] of [['first', t.first], ['later', t.later]]) {
      const ms = list.map((x) => x.ms);
      const worst = Math.max(...ms);
      const pass = worst <= INP_MS;
      ok &&= pass;
      console.log(`${`${game} ${which} taps`.padEnd(22)} worst ${worst.toFixed(0)} ms, median ${median(ms).toFixed(0)} ms  ${pass ? 'PASS' : 'MISS'}`);
    }
  }
  return ok;
}

// (k) --------------------------------------------------------------------
const COMPUTER_TABLES = {
  pickup: {
    url: `pickup.html#/play/pickup?seed=${SEED}&opponent=hard`,
    // Your move: take with a lit hand card (its only table card is chosen
    // with it), else Pass.
    move: async (page) => {
      const lit = page.locator('.hand button.playable');
      if (await lit.count()) {
        await lit.first().click();
        const take = page.getByRole('button', { name: 'Take', exact: true });
        if (await take.isEnabled().catch(() => false)) return take.click();
        await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      }
      const pass = page.getByRole('button', { name: 'Pass', exact: true });
      if (await pass.count()) return pass.click();
      return false;
    },
    yours: (page) =>
      page.waitForFunction(
        () => document.querySelector('.hand button.playable') || [...document.querySelectorAll('button')].some((b) => b.textContent === 'Pass'),
        null,
        { timeout: 60000 },
      ),
  },
  thricewise: {
    url: `thricewise.html#/play/thricewise?seed=${SEED}&players=3&opponents=hard,hard`,
    move: async (page) => {
      const cell = page.locator('button.cell.open');
      if (await cell.count()) return cell.first().click();
      const card = page.locator('.hand button[data-card]').first();
      await card.click();
      return card.click();
    },
    yours: (page) =>
      page.waitForFunction(
        () => document.querySelector('button.cell.open') || [...document.querySelectorAll('.actions button')].some((b) => b.textContent.startsWith('Pick')),
        null,
        { timeout: 60000 },
      ),
  },
  asymmetry: {
    url: `asymmetry.html#/play/asymmetry?seed=${SEED}&opponents=hard,hard,hard`,
    move: async (page) => {
      const lit = page.locator('.hand button.playable');
      if (await lit.count()) return lit.first().click();
      for (const name of ['Skip playing', 'End turn']) {
        const b = page.getByRole('button', { name, exact: true });
        if (await b.count()) return b.click();
      }
    },
    yours: (page) =>
      page.waitForFunction(
        () => [...document.querySelectorAll('.actions button')].some((b) => b.textContent === 'Skip playing' || b.textContent === 'End turn'),
        null,
        { timeout: 60000 },
      ),
  },
};

/** (k): { game: { frames, maxMs, over50 } } */
export async function computerFrames(browser, base, moves = 6) {
  const out = {};
  for (const [game, g] of Object.entries(COMPUTER_TABLES)) {
    const { context, page } = await newPage(browser, { serviceWorkers: 'block' });
    try {
      await context.addInitScript((s) => localStorage.setItem('cardtable.settings', JSON.stringify(s)), NORMAL);
      await page.goto(base + g.url);
      await page.locator('[data-card]').first().waitFor({ timeout: 30000 });
      const frames = [];
      for (let i = 0; i < moves; i++) {
        if (await page.locator('.game-over').count()) break;
        await g.yours(page);
        await page.waitForTimeout(300);
        await page.evaluate(() => {
          window.frames_ = [];
          let last = performance.now();
          const tick = (t) => {
            window.frames_.push(t - last);
            last = t;
            if (window.frames_on) requestAnimationFrame(tick);
          };
          window.frames_on = true;
          requestAnimationFrame(tick);
        });
        await g.move(page);
        await page.waitForTimeout(200);
        await g.yours(page).catch(() => {});
        frames.push(...(await page.evaluate(() => { window.frames_on = false; return window.frames_; })));
      }
      const maxMs = Math.max(...frames);
      const over50 = frames.filter((f) => f > 50).length;
      out[game] = { frames: frames.length, maxMs, over50 };
      console.log(`${game}: ${frames.length} frames while computers moved; longest ${maxMs.toFixed(1)} ms, ${over50} over 50 ms`);
    } finally {
      await context.close();
    }
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const site = await serveDist(process.argv[2] ?? DIST);
  const browser = await launch();
  try {
    const only = process.env.BENCH_GAMES?.split(',');
    if (process.env.BEFORE) {
      const before = await serveDist(process.env.BEFORE);
      try {
        console.log(`== (j) first taps, ${process.env.BEFORE} -> ${process.argv[2] ?? DIST}, ${CPU_SLOWDOWN}x CPU, interleaved ==`);
        await firstTapsInterleaved(browser, before.url, site.url, only, Number(process.env.PAGES) || FIRST_PAGES);
      } finally {
        await before.close();
      }
    } else {
      if (process.env.BENCH_PARTS?.includes('k') !== true || process.env.BENCH_PARTS.includes('j')) {
        console.log(`== (j) tap-to-paint per game, ${CPU_SLOWDOWN}x CPU throttling ==`);
        if (!inpWithinTarget(await tapsPerGame(browser, site.url, only))) process.exitCode = 1;
      }
      if (!process.env.BENCH_PARTS || process.env.BENCH_PARTS.includes('k')) {
        console.log('== (k) frames while computers move (Hard, Normal pace, no throttling) ==');
        await computerFrames(browser, site.url);
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
}
