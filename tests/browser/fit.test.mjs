// Every table fits a phone (issue 11, item 1): at 320×568, 360×640 and
// 412×915 portrait and 640×360 landscape nothing scrolls sideways, and at
// 360×640, 412×915 and 640×360 nothing scrolls at all. Each table is checked
// at its start and in the states that grow a page: mid-game, a tap's
// message, more players, a hand's or a round's end, the end panel and the
// pass-and-play cover. A state is reached once, then the phone is turned
// and resized to each size in turn (as a phone that rotates).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { arcticStep, arcticYourMove, asymmetryStep, asymmetryYourMove, pickupStep, pickupYourTurn } from './lib.mjs';
import { SIZES, button, checked, misfits, openApp, useSite } from './suite.mjs';

const shared = useSite();
const SEED = 'K7M2QX4P';
/** Opens `hash` on a phone with the computers at this pace (Instant by default). */
async function open(hash, pace = 'instant') {
  const opened = await openApp(shared, hash, { viewport: SIZES[1], hasTouch: true, isMobile: true });
  // No card motion: a click never waits for a card to settle (motion.test.mjs has the motion).
  await opened.page.evaluate((p) => localStorage.setItem('cardtable.settings', JSON.stringify({ version: 1, four_colour: false, pace: p, motion: false })), pace);
  await opened.page.reload();
  await opened.page.getByRole('main').waitFor();
  return opened;
}

/**
 * Thricewise: one tap of a simple player (as lib.mjs thricewiseStep, which
 * it would be but for the five computers moving at once around it): place
 * the chosen card on the first lit cell, else pick the first usable hand
 * card. Returns 'place', 'pick' or 'over'.
 */
async function thricewiseTap(page) {
  const what = await page.waitForFunction(() => {
    if (document.querySelector('.game-over')) return 'over';
    if (document.querySelector('button.cell.open')) return 'place';
    const pick = [...document.querySelectorAll('.actions button')].some((b) => b.textContent.startsWith('Pick'));
    return pick && document.querySelector('.hand:not(.to-place) button[aria-disabled="false"]') ? 'pick' : false;
  }, null, { timeout: 60000 }).then((h) => h.jsonValue());
  if (what === 'place') {
    await page.locator('button.cell.open').first().click({ timeout: 5000 }).catch(() => {});
  } else if (what === 'pick') {
    const card = page.locator('.hand:not(.to-place) button[aria-disabled="false"]').first();
    await card.click({ timeout: 5000 }).catch(() => {});
    await card.click({ timeout: 5000 }).catch(() => {});
  }
  return what;
}

/** Runs `body(page, fits)` on `hash`; `await fits(what)` checks the page as it is now; fails with every misfit. */
async function table(hash, body, pace) {
  const found = [];
  await checked(open(hash, pace), async (page) => {
    await body(page, async (what) => found.push(...(await misfits(page, what))));
  });
  assert.deepEqual(found, [], `pages that scroll:\n${found.join('\n')}`);
}

test('Verslun fits: start, a tap\'s message, a claim, game over, its par line, six Columns and eight cards', async () => {
  const column = (page, n) => page.getByRole('group', { name: `Column ${n}`, exact: true });
  await table(`verslun.html#/play/verslun?seed=${SEED}`, async (page, fits) => {
    await column(page, 1).getByRole('button').first().waitFor();
    await fits('start');
    await column(page, 1).getByRole('button', { name: 'king of hearts' }).click({ force: true });
    await page.locator('.tap-message').filter({ hasText: /\S/ }).waitFor();
    await fits('a tap\'s message');
    await button(page, 'Draw').click();
    for (let n = 1; n <= 4; n++) {
      const claimable = column(page, n).getByRole('button', { disabled: false });
      if (await claimable.count()) {
        await claimable.last().click();
        break;
      }
    }
    await button(page, 'Cancel claim').waitFor();
    await fits('a claim');
    await button(page, 'Cancel claim').click();
    await button(page, 'End game').click();
    await button(page, 'End the game now').click();
    await page.getByRole('heading', { name: 'Game over' }).waitFor();
    await fits('game over');
    // Once the worker has the par: its line, and the button to step through it.
    await button(page, 'Step through the par line').waitFor({ timeout: 90000 });
    await fits('game over with the par');
    await button(page, 'Step through the par line').click();
    for (let i = 0; i < 6; i++) await button(page, 'Next').click();
    await fits('the par line on the table');
  });
  await table(`verslun.html#/play/verslun?seed=${SEED}&columns=6&hand=8`, async (page, fits) => {
    // (Once the address is the deal's whole link, the table is settled.)
    await page.waitForFunction(() => location.hash.includes('rankpairs'));
    await button(page, 'Draw').click();
    await page.getByRole('group', { name: 'Hand', exact: true }).getByRole('button').nth(7).waitFor();
    await fits('six Columns, a Hand of eight');
  });
});

test('Verslun\'s board keeps its size through the first Draw and a claim, and is sized in the frame that changes it', async () => {
  await checked(open(`verslun.html#/play/verslun?seed=${SEED}`), async (page) => {
    const column3 = page.getByRole('group', { name: 'Column 3', exact: true });
    await column3.getByRole('button').first().waitFor();
    // The board as painted in the frame after `change` (or now, without
    // one): its height, the height boot.js gave it (--fit-h), and how far
    // its cards reach below it.
    const board = (change) => page.evaluate(async (change) => {
      if (change === 'draw') [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Draw').click();
      if (change === 'claim') [...document.querySelectorAll('[aria-label="Column 3"] button')].pop().click();
      // Something else takes height from the board: a taller step line.
      if (change === 'taller step') document.querySelector('.verslun .step').style.minHeight = '6em';
      await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
      const el = document.querySelector('.verslun .board');
      const box = el.getBoundingClientRect();
      const lowest = Math.max(...[...el.querySelectorAll('[data-card]')].map((c) => c.getBoundingClientRect().bottom));
      return { height: box.height, fit: parseFloat(getComputedStyle(el).getPropertyValue('--fit-h')), below: lowest - box.bottom };
    }, change);
    const start = await board(null);
    const drawn = await board('draw');
    await page.getByRole('group', { name: 'Hand', exact: true }).getByRole('button').first().waitFor();
    const claiming = await board('claim');
    assert.ok(await button(page, 'Cancel claim').isVisible(), 'the tap started a claim');
    assert.ok(await button(page, 'Undo').isEnabled(), 'Undo shows beside the claim bar');
    // Every card of the board re-styles and re-lays out when it resizes
    // (~40 ms a tap at 4x CPU throttling): the Hand and the claim bar keep
    // their places, so neither the Draw nor the claim resizes it.
    assert.equal(drawn.height, start.height, 'the first Draw leaves the board its size');
    assert.equal(claiming.height, start.height, 'starting a claim leaves the board its size');
    const squeezed = await board('taller step');
    assert.ok(squeezed.height < start.height - 20, `a taller step line takes height from the board (${start.height} → ${squeezed.height} px)`);
    for (const [what, b] of [['at the start', start], ['claiming', claiming], ['squeezed', squeezed]]) {
      assert.ok(Math.abs(b.fit - b.height) < 0.5, `${what}: --fit-h ${b.fit} is the board's height ${b.height}, in the same frame`);
      assert.ok(b.below <= 1, `${what}: the cards stay within the board (${b.below.toFixed(1)} px below it)`);
    }
  });
});

test('Pick Up fits: start, a tap\'s message, mid-hand, the hand\'s end, match over, pass and play', async () => {
  await table(`pickup.html#/play/pickup?seed=${SEED}&hands=1&opponent=easy`, async (page, fits) => {
    await pickupYourTurn(page);
    await fits('start');
    await page.getByRole('group', { name: 'Table', exact: true }).locator('button[aria-disabled="true"]').first().click({ force: true });
    await page.locator('.tap-message').filter({ hasText: /\S/ }).waitFor();
    await fits('a tap\'s message');
    for (let i = 0; i < 6; i++) await pickupStep(page);
    await pickupYourTurn(page);
    await fits('mid-hand');
    while (await pickupStep(page));
    await fits('the hand\'s end');
    // Every step of the reveal, then the match is over (one hand).
    for (let i = 0; i < 20 && !(await page.locator('.game-over').count()); i++) {
      await page.locator('.actions:not(.hidden) button').first().click();
      await page.waitForTimeout(50);
    }
    await page.getByRole('heading', { name: 'Match over' }).waitFor();
    await fits('match over');
  });
  await table(`pickup.html#/play/pickup?seed=${SEED}&target=500&opponent=person`, async (page, fits) => {
    await button(page, 'Show my hand').waitFor();
    await fits('the pass-and-play cover');
  }, 'normal');
});

test('Thricewise fits: start, five players mid-game, game over, pass and play', async () => {
  await table(`thricewise.html#/play/thricewise?seed=${SEED}&players=3&opponents=easy,easy`, async (page, fits) => {
    await page.getByRole('button', { name: 'Pick', exact: true }).waitFor();
    await fits('start');
    for (let i = 0; i < 12; i++) await thricewiseTap(page);
    await fits('mid-game');
    while ((await thricewiseTap(page)) !== 'over');
    await fits('game over');
  });
  await table(`thricewise.html#/play/thricewise?seed=${SEED}&players=5&opponents=easy,easy,easy,easy`, async (page, fits) => {
    await page.getByRole('button', { name: 'Pick', exact: true }).waitFor();
    await fits('five players, start');
    for (let i = 0; i < 7; i++) await thricewiseTap(page);
    await fits('five players, mid-game');
    while ((await thricewiseTap(page)) !== 'over');
    await fits('five players, game over');
  });
  await table(`thricewise.html#/play/thricewise?seed=${SEED}&players=2&opponents=person`, async (page, fits) => {
    await button(page, 'Show my hand').waitFor();
    await fits('the pass-and-play cover');
  }, 'normal');
});

test('Asymmetry fits: start, a tap\'s message, mid-game, game over, pass and play', async () => {
  await table(`asymmetry.html#/play/asymmetry?seed=${SEED}&opponents=easy,easy,easy`, async (page, fits) => {
    await asymmetryYourMove(page);
    await fits('start');
    await page.getByRole('group', { name: 'Your hand', exact: true }).getByRole('button', { name: '9 of hearts' }).click({ force: true });
    await page.locator('.tap-message').filter({ hasText: /\S/ }).waitFor();
    await fits('a tap\'s message');
    for (let i = 0; i < 20; i++) await asymmetryStep(page);
    await asymmetryYourMove(page);
    await fits('mid-game');
    while ((await asymmetryStep(page)) !== 'over');
    await fits('game over');
  });
  await table(`asymmetry.html#/play/asymmetry?seed=${SEED}&opponents=person,easy,easy`, async (page, fits) => {
    await button(page, 'Show my hand').waitFor();
    await fits('the pass-and-play cover');
  }, 'normal');
});

test('Arctic Solitaire fits: solo start and a tap\'s message, six players, a round\'s end, game over, pass and play', async () => {
  await table(`arctic.html#/play/arctic?seed=${SEED}&players=1&opponents=`, async (page, fits) => {
    await arcticYourMove(page);
    await fits('solo start');
    await page.getByRole('group', { name: 'Places', exact: true }).getByRole('button').first().click();
    await page.locator('.tap-message').filter({ hasText: /\S/ }).waitFor();
    await fits('a tap\'s message');
    for (;;) {
      const what = await arcticStep(page);
      if (what === 'over') break;
      if (what === 'setup') await button(page, 'Skip set-up').click();
    }
    await fits('game over');
  });
  // Six players at Step pace: the table as the computers play, a tap at a time.
  await table(`arctic.html#/play/arctic?seed=${SEED}&players=6&opponents=easy,easy,easy,easy,easy`, async (page, fits) => {
    const next = page.getByRole('button', { name: /^(Computer's move|Next step)$/ });
    for (let i = 0; i < 6; i++) {
      if (!(await next.first().waitFor({ timeout: 5000 }).then(() => true, () => false))) break;
      await next.first().click();
    }
    await page.getByRole('list', { name: 'Players' }).waitFor();
    await fits('six players');
  }, 'step');
  await table(`arctic.html#/play/arctic?seed=${SEED}&players=3&opponents=easy,easy`, async (page, fits) => {
    for (;;) {
      const what = await arcticStep(page);
      if (what === 'round' || what === 'over') break;
      if (what === 'setup') await button(page, 'Skip set-up').click();
    }
    await fits('a round\'s end, three players');
  });
  await table(`arctic.html#/play/arctic?seed=${SEED}&players=2&opponents=person`, async (page, fits) => {
    await button(page, 'Show my hand').waitFor();
    await fits('the pass-and-play cover');
  }, 'normal');
});

// Each table page loads one stylesheet made of the shared one, its deck's
// and its game's (scripts/build.sh). Every element of its table, at the
// start and in a second state, has the same computed style with every
// stylesheet of the app put in its place (the sources, as written: the
// shared one, every deck's, every game's): the page misses no rule it needs,
// and no other game's rule touches it.
test('Each table page\'s own stylesheet styles every element as all the stylesheets together do', async () => {
  const dir = new URL('../../style/', import.meta.url);
  const read = (name) => readFileSync(new URL(name, dir), 'utf8');
  const sources = ['main.css', ...readdirSync(new URL('decks/', dir)).sort().map((f) => `decks/${f}`),
    ...readdirSync(dir).filter((f) => f.endsWith('.css') && f !== 'main.css' && f !== 'home.css').sort()];
  const whole = sources.map(read).join('\n');
  const styles = (page) => page.evaluate(() => [...document.querySelectorAll('body *')].map((el) => {
    const cs = getComputedStyle(el);
    // (Custom properties are left out: a deck's colours are defined on
    // every element where its stylesheet is loaded; what they style shows
    // in the properties they feed.)
    return `${el.tagName}.${el.className?.baseVal ?? el.className}: ${[...cs].filter((p) => !p.startsWith('--')).map((p) => `${p}=${cs.getPropertyValue(p)}`).join(';')}`;
  }));
  const TABLES = [
    ['verslun', `#/play/verslun?seed=${SEED}`, (page) => button(page, 'Draw').click()],
    ['pickup', `#/play/pickup?seed=${SEED}`, (page) => page.locator('.hand button[data-card]').first().click({ force: true })],
    ['thricewise', `#/play/thricewise?seed=${SEED}&players=3`, (page) => page.locator('.hand button[data-card]').first().click({ force: true })],
    ['asymmetry', `#/play/asymmetry?seed=${SEED}`, (page) => page.locator('.hand button[data-card]').first().click({ force: true })],
    ['arctic', `#/play/arctic?seed=${SEED}&players=1`, (page) => page.locator('.arctic-hand button[data-card]').first().click({ force: true })],
  ];
  const differ = [];
  for (const [game, hash, tap] of TABLES) {
    await checked(open(`${game}.html${hash}`), async (page) => {
      const own = await page.evaluate(() => document.querySelector('link[rel="stylesheet"]').getAttribute('href'));
      assert.match(own, new RegExp(`${game}-[0-9a-f]+\\.css$`), `${game}.html loads its own stylesheet`);
      await page.locator('[data-card]').first().waitFor();
      for (const state of ['start', 'after a tap']) {
        if (state !== 'start') await tap(page);
        await page.waitForTimeout(300);
        const before = await styles(page);
        // A constructed stylesheet, not a <style> element: the page's
        // Content-Security-Policy refuses inline styles.
        await page.evaluate((css) => {
          const link = document.querySelector('link[rel="stylesheet"]');
          link.disabled = true;
          const all = new CSSStyleSheet();
          all.replaceSync(css);
          document.adoptedStyleSheets = [all];
        }, whole);
        const after = await styles(page);
        const lines = before.map((b, i) => (b === after[i] ? null : `${game} (${state}): ${b.slice(0, 60)}…`)).filter(Boolean);
        if (before.length !== after.length) lines.push(`${game} (${state}): ${before.length} elements, then ${after.length}`);
        differ.push(...lines.slice(0, 5));
        await page.evaluate(() => {
          document.adoptedStyleSheets = [];
          document.querySelector('link[rel="stylesheet"]').disabled = false;
        });
      }
    });
  }
  assert.deepEqual(differ, [], 'elements styled otherwise by all the stylesheets');
});
