// Thricewise through the real UI in Chromium: a 3-player game against two
// Easy computers from a seed link, played by taps to its final scores, with a
// reload in the middle. Elements are found by role and accessible name.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { thricewiseStep, thricewiseYourMove } from './lib.mjs';
import { button, checked, gameCard, openApp, useSite } from './suite.mjs';

const SEED = 'K7M2QX4P';
const HASH = `#/play/thricewise?seed=${SEED}&players=3&opponents=easy,easy`;
// The golden deal (`cardtable-cli deal thricewise K7M2QX4P`).
const YOUR_HAND = ['the Author', 'the Diplomat', 'the End'];
const COMPUTER_HANDS = ['2SY', '4YK', '5YK', '7VY', '8YK', '9VY'];
const DECK = '7SK AK CK 3MV 7ML 8VL 3LY AM 3SK 4VL AL 5ML CY 6SY 6MV 6LK 5SV AY 9LK 2VL 4MS'.split(' ');
// The same taps in Rust (src/app/thricewise_table.rs, click_through) end
// after 20 taps with these scores.
const GOLDEN = { taps: 20, final: 'Computer 2 wins with 27 points. Final scores: You 6 · Computer 1 21 · Computer 2 27' };

const shared = useSite();
const open = (hash, options) => openApp(shared, hash, options);
const hand = (page) => page.getByRole('group', { name: /hand$/ });
const grid = (page) => page.getByRole('group', { name: 'Grid', exact: true });

const tap = thricewiseStep;
const yourMove = thricewiseYourMove;

/** Fails if any of these cards shows in the page (data attributes or names). */
async function assertHidden(page, codes, why) {
  const html = await page.evaluate(() => document.body.outerHTML);
  for (const code of codes) assert.ok(!html.includes(`data-card="${code}"`), `${code} (${why}) is in the page`);
}

test('a seed link plays a 3-player game against Easy to its final scores, with a reload in the middle', async () => {
  await checked(open(`thricewise.html${HASH}`), async (page) => {
    const names = await hand(page).getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label').split(',')[0]));
    assert.deepEqual(names, YOUR_HAND);
    assert.equal(await grid(page).locator('[data-card]').count(), 6, 'a 2×3 start layout');
    await assertHidden(page, [...COMPUTER_HANDS, ...DECK], 'the computers\' hands and the deck');
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'sideways scroll');
    // Nothing chosen: Pick is there but off.
    assert.ok(await button(page, 'Pick').isDisabled());

    let taps = 0;
    let reloaded = false;
    for (;;) {
      const what = await tap(page);
      if (what === 'over') break;
      taps += 1;
      if (taps === 1) {
        // After your pick, the reveal shows all three picks together.
        await page.getByRole('img', { name: /^Computer 2's pick:/ }).waitFor();
        assert.equal(await page.getByRole('img', { name: / pick:/ }).count(), 3);
      }
      if (taps === 9 && !reloaded) {
        // Reload mid-game: the same position comes back from storage.
        await yourMove(page);
        const before = await page.locator('.players').innerText();
        const grid1 = await grid(page).locator('[data-card]').evaluateAll((els) => els.map((e) => e.dataset.card).join(' '));
        await page.reload();
        await page.getByRole('main').waitFor();
        await yourMove(page);
        assert.equal(await page.locator('.players').innerText(), before);
        assert.equal(await grid(page).locator('[data-card]').evaluateAll((els) => els.map((e) => e.dataset.card).join(' ')), grid1);
        reloaded = true;
      }
      assert.ok(taps < 60, 'the game must end');
    }
    assert.equal(taps, GOLDEN.taps);
    assert.equal(await page.locator('.game-over .final').first().innerText(), GOLDEN.final);
    assert.match(await page.locator('p.step[role=status]').innerText(), /Game over: Computer 2 wins with 27 points/);
    assert.equal(await grid(page).locator('[data-card]').count() > 25, true);
    await button(page, 'New deal').waitFor();
    await button(page, 'Play this deal again').waitFor();
    // The full grid (6 by 6) still fits the phone.
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'sideways scroll');
  });
});

test('home offers Continue for a game in play, and it opens the same position', async () => {
  await checked(open(`thricewise.html${HASH}`), async (page) => {
    await tap(page);
    await yourMove(page);
    const players = await page.locator('.players').innerText();
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByText(`In play: deal ${SEED}`).waitFor();
    await button(page, 'Continue Thricewise').click();
    await page.waitForURL(/thricewise\.html#\/play\/thricewise\?seed=K7M2QX4P/);
    await yourMove(page);
    assert.equal(await page.locator('.players').innerText(), players);
  });
});

test('home: Thricewise options make the link; the rules page pictures the scoring', async () => {
  await checked(open('#/'), async (page) => {
    const card = await gameCard(page, 'Thricewise');
    await card.getByLabel('Players').selectOption('4');
    await card.getByLabel('Others').selectOption('hard');
    await card.getByRole('button', { name: 'New deal' }).click();
    await page.waitForURL(/thricewise\.html#\/play\/thricewise\?seed=\w+&players=4&opponents=hard,hard,hard$/);
    await grid(page).waitFor();
    assert.equal(await grid(page).locator('[data-card]').count(), 4, 'a 2×2 start layout for 4 players');
    assert.equal(await page.locator('.players li').count(), 4);
    await page.getByRole('link', { name: 'Rules' }).click();
    await page.getByRole('heading', { name: 'How to play Thricewise' }).waitFor();
    const pictured = page.getByRole('region', { name: 'Scoring examples' });
    await pictured.getByRole('img', { name: 'the Huntress, Crown of Moons' }).waitFor();
    assert.match(await pictured.innerText(), /= 16\./);
    assert.match(await pictured.innerText(), /= 13\./);
  });
});

test('pass and play covers the screen between the people\'s picks', async () => {
  await checked(open(`thricewise.html#/play/thricewise?seed=${SEED}&players=2&opponents=person`), async (page) => {
    await button(page, 'Show my hand').click();
    const first = hand(page).getByRole('button').first();
    await first.click();
    await first.click();
    // Player 2's turn: covered, and Player 1's pick is nowhere on screen.
    await button(page, 'Show my hand').waitFor();
    assert.equal(await hand(page).count(), 0, 'no hand while covered');
    await button(page, 'Show my hand').click();
    assert.match(await page.locator('.step').innerText(), /Choose a card/);
    assert.equal(await page.getByRole('img', { name: / pick:/ }).count(), 0);
  });
});

/** Every Decktet card name shown on the table, as "name: what is wrong" where it is cut. */
const cutNames = (page) => page.evaluate(() => [...document.querySelectorAll('.dcard .name')].filter((e) => e.offsetWidth).flatMap((e) => {
  const card = e.closest('.dcard').getBoundingClientRect();
  const r = e.getBoundingClientRect();
  const cut = e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1 || r.bottom > card.bottom + 0.5 || r.right > card.right + 0.5;
  return cut ? [`${e.textContent} (a card ${Math.round(card.width)} px wide)`] : [];
}));

test('issue 26: card names are whole on a phone, portrait and landscape; the deferred cards are shown and named at the end', async () => {
  // Deal 0000000E, you against one Easy computer, ends with a deferred
  // card each (src/app/thricewise/tests.rs, the_end_names_the_deferred_cards).
  await checked(open('thricewise.html#/play/thricewise?seed=0000000E&players=2&opponents=easy'), async (page) => {
    await page.evaluate(() => localStorage.setItem('cardtable.settings', JSON.stringify({ version: 1, four_colour: false, pace: 'instant', motion: false })));
    await page.reload();
    await hand(page).getByRole('button').first().waitFor();
    const sizes = [{ width: 360, height: 640 }, { width: 320, height: 568 }, { width: 640, height: 360 }];
    const namesWhole = async (when) => {
      for (const size of sizes) {
        await page.setViewportSize(size);
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        assert.deepEqual(await cutNames(page), [], `${when} at ${size.width}×${size.height}: names cut`);
      }
      await page.setViewportSize(sizes[0]);
    };
    await namesWhole('at the start');
    for (let i = 0; i < 8; i++) await tap(page);
    await yourMove(page);
    await namesWhole('mid-game');
    while ((await tap(page)) !== 'over');
    const over = page.getByRole('region', { name: 'Game over' });
    await over.getByText('Every card is face up: 34 on the grid; 2 deferred: the Calamity (you), the Bard (Computer 1).').waitFor();
    for (const size of sizes) {
      await page.setViewportSize(size);
      for (const [owner, card] of [['Your', 'the Calamity'], ["Computer 1's", 'the Bard']]) {
        const shown = page.getByRole('group', { name: `${owner} deferred cards`, exact: true }).getByRole('img', { name: new RegExp(`^deferred: ${card},`) });
        const box = await shown.boundingBox();
        assert.ok(box && box.width > 10 && box.y >= 0 && box.y + box.height <= size.height, `${owner} deferred ${card} shown face up at ${size.width}×${size.height}`);
      }
    }
  });
});
