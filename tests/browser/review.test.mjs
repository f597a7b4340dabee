// A finished game's review (review-<game>.html, src/ui/review.rs): opened from the
// end panel's "Review this game", stepped through with the buttons and the
// arrow keys (the move number, the log line and the live region change),
// every hand face up, the person's chances from the worker in a game
// against a computer, and the same position from the review link on
// another device (a fresh browser profile, opened on index.html: boot.js
// sends it to review-verslun.html).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoPageErrors, axeViolations, newPage } from './lib.mjs';
import { button, checked, openApp, PHONE, untilSaved, useSite } from './suite.mjs';
import { PICKUP_FINISHED } from './review-fixture.mjs';

const shared = useSite();

const at = (page) => page.locator('.review-at').innerText();
const line = (page) => page.locator('.review-line').innerText();
const said = (page) => page.locator('.review p.sr-only[role=status]').innerText();
const placesIn = (page, within) =>
  page.locator(`${within} .review-place`).evaluateAll((places) =>
    places.map((p) => [p.getAttribute('aria-label'), [...p.querySelectorAll('[data-card]')].map((c) => c.getAttribute('aria-label'))]),
  );
/** Every place of the position: its name and its cards' names. */
const position = (page) => placesIn(page, '.review-position');
/** The cards the player could not see there, face up, by place. */
const hidden = (page) => placesIn(page, '.review-hidden');

async function expectAt(page, text, lineText) {
  await page.locator('.review-at').getByText(text, { exact: true }).waitFor();
  if (lineText) {
    await page.locator('.review-line').getByText(lineText).waitFor();
    assert.match(await said(page), new RegExp(`^${text}\\. .*${lineText.source ?? lineText}`));
  }
}

test('a finished Verslun game is stepped through, then opened from its review link on another device', async () => {
  await checked(openApp(shared, 'verslun.html#/play/verslun?seed=K7M2QX4P'), async (page) => {
    await button(page, 'Draw').click();
    await button(page, 'End game').click();
    await button(page, 'End the game now').click();
    const over = page.getByRole('region', { name: 'Game over' });
    await untilSaved(page, 'verslun', { moves: 2 });
    await over.getByRole('link', { name: 'Review this game' }).click();
    await page.waitForURL(/\/review-verslun\.html#\/review\/verslun\?seed=K7M2QX4P&.*&v=1&m=draw~end$/);

    // The deal first (issue 46: it opened at the end, with Next the main
    // button and doing nothing); nothing to go back to.
    await expectAt(page, 'Move 0 of 2', 'The deal.');
    for (const name of ['First', 'Previous']) assert.ok(await button(page, name).isDisabled(), `${name} at the start`);
    assert.ok(await button(page, 'Next').isEnabled());
    await page.keyboard.press('End');
    // At the end, every card of the deck face up, by place; Next and Last off.
    await expectAt(page, 'Move 2 of 2', /end/);
    for (const name of ['Next', 'Last']) assert.ok(await button(page, name).isDisabled(), `${name} at the end`);
    await page.keyboard.press('ArrowRight');
    await expectAt(page, 'Move 2 of 2', /end/);
    // Its link to share (copied where the browser cannot share).
    assert.ok(await button(page, 'Share this review').isVisible());
    const end = await position(page);
    assert.equal(end.flatMap(([, cards]) => cards).length, 52, 'every card is shown');
    assert.ok(end.every(([name, cards]) => name && cards.every((c) => / of |, /.test(c))), JSON.stringify(end));
    assert.equal(await page.locator('.review .card.back').count(), 0, 'no card face down');

    await button(page, 'Previous').click();
    await expectAt(page, 'Move 1 of 2', /You drew\. Your Hand: /);
    // The position on Verslun's own table (issue 46): its Columns as
    // Columns, the Hand the Draw filled; none of the table's own buttons.
    const table = page.locator('.review-table');
    assert.equal(await table.getByRole('group', { name: /^Column \d/ }).count(), 4);
    const hand = table.getByRole('group', { name: 'Hand' });
    assert.equal(await hand.locator('[data-card]').count(), 5);
    for (const name of ['Draw', 'Redeal', 'Hint', 'Share']) {
      const shown = await table.getByRole('button', { name, exact: true }).evaluateAll((els) => els.filter((e) => e.checkVisibility()).length);
      assert.equal(shown, 0, `${name} on the review's table`);
    }
    // Read-only: a tap on a card or a Column changes nothing.
    const before = await table.innerHTML();
    await hand.locator('[data-card]').first().click();
    await table.getByRole('group', { name: /^Column 1/ }).click();
    await page.waitForTimeout(300);
    assert.equal(await table.innerHTML(), before, 'a tap on the review changed its table');
    await expectAt(page, 'Move 1 of 2', /You drew\. Your Hand: /);
    await page.keyboard.press('ArrowLeft');
    await expectAt(page, 'Move 0 of 2', 'The deal.');
    const deal = await position(page);
    assert.notDeepEqual(deal, end, 'the position changes with the step');
    await page.keyboard.press('End');
    await expectAt(page, 'Move 2 of 2', /end/);
    await page.keyboard.press('Home');
    await expectAt(page, 'Move 0 of 2');
    await page.keyboard.press('ArrowRight');
    await expectAt(page, 'Move 1 of 2', /You drew\. Your Hand: /);
    await button(page, 'Last').click();
    await expectAt(page, 'Move 2 of 2');
    await button(page, 'First').click();
    await expectAt(page, 'Move 0 of 2');
    await button(page, 'Next').click();
    await expectAt(page, 'Move 1 of 2', /You drew\. Your Hand: /);
    const afterDraw = await position(page);
    // The Deck, face down on the table, is face up under it, in its order.
    const deck = afterDraw.filter(([name]) => name === 'Deck');
    assert.equal(deck.length, 1);
    assert.ok(deck[0][1].length > 30, JSON.stringify(deck));
    assert.deepEqual(await hidden(page), deck);
    assert.ok(await page.getByRole('region', { name: 'Cards you could not see here' }).isVisible());
    // On a phone the table and the buttons to step are on the first
    // screen, at the smallest too (the chances and the cards by place come
    // under them); nothing scrolls sideways.
    for (const [width, height] of [[360, 640], [320, 568], [640, 360]]) {
      await page.setViewportSize({ width, height });
      const box = await button(page, 'Next').boundingBox();
      assert.ok(box && box.y + box.height <= height && box.x + box.width <= width, `Next at ${JSON.stringify(box)} in ${width}×${height}`);
      // Every card of the table inside the screen, none under the buttons.
      const shown = await table.evaluate((t, controls) => {
        const cards = [...t.querySelectorAll('[data-card]')].map((c) => c.getBoundingClientRect()).filter((c) => c.width > 0);
        const under = cards.filter((c) => c.right > controls.x && c.left < controls.x + controls.width && c.bottom > controls.y && c.top < controls.y + controls.height);
        return { cards: cards.length, under: under.length, lowest: Math.max(...cards.map((c) => c.bottom)), right: Math.max(...cards.map((c) => c.right)) };
      }, await page.getByRole('group', { name: 'Step through the game' }).boundingBox());
      assert.ok(shown.cards > 0 && shown.under === 0 && shown.lowest <= height && shown.right <= width, `the table's cards: ${JSON.stringify(shown)} in ${width}×${height}`);
      const w = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(w <= width, `the review page is ${w} wide in ${width}×${height}`);
    }

    // Another device: the link, opened on the home page's address.
    const link = page.url().replace(/review-verslun\.html#/, '#');
    const other = await newPage(shared.browser, PHONE);
    try {
      await other.page.goto(link);
      await other.page.waitForURL(/\/review-verslun\.html#\/review\/verslun\?/);
      await expectAt(other.page, 'Move 0 of 2', 'The deal.');
      assert.deepEqual(await position(other.page), deal);
      await button(other.page, 'Last').click();
      await expectAt(other.page, 'Move 2 of 2', /end/);
      assert.deepEqual(await position(other.page), end);
      await button(other.page, 'Previous').click();
      await expectAt(other.page, 'Move 1 of 2', /You drew\. Your Hand: /);
      assert.deepEqual(await position(other.page), afterDraw);
      // The same link on review.html, the one review page before each game
      // had its own: a fresh load there, sent on by boot.js, at its deal again.
      await other.page.goto(page.url().replace(/review-verslun\.html#/, 'review.html#'));
      await expectAt(other.page, 'Move 0 of 2', 'The deal.');
      assert.match(other.page.url(), /\/review-verslun\.html#\/review\/verslun\?/);
      assert.deepEqual(await position(other.page), deal);
      assertNoPageErrors(other.page);
    } finally {
      await other.context.close();
    }
  });
});

test('a finished game against the computer: its hand face up, your chances before and after your moves', async () => {
  await checked(openApp(shared, 'pickup.html'), async (page) => {
    await page.evaluate((saved) => localStorage.setItem('cardtable.game.pickup', saved), PICKUP_FINISHED.saved);
    await page.goto(shared.site.url + 'pickup.html' + PICKUP_FINISHED.link);
    // The hand's end is shown step by step (the suits revealed), then the end panel.
    const review = page.getByRole('link', { name: 'Review this game' });
    for (let i = 0; i < 10 && !(await review.isVisible()); i++) {
      const step = page.getByRole('button', { name: /^(Reveal|See|Show the|Continue)/ });
      if (await step.count()) await step.first().click();
      else await page.waitForTimeout(300);
    }
    await review.click();
    await page.waitForURL(/\/review-pickup\.html#\/review\/pickup\?/);
    const n = PICKUP_FINISHED.moves;
    await expectAt(page, `Move 0 of ${n}`);

    // Early on, the computer's hand is on show, card by card.
    await button(page, 'Next').click();
    await expectAt(page, `Move 1 of ${n}`);
    const hands = (await position(page)).filter(([name]) => /computer/i.test(name) && /hand/.test(name));
    assert.equal(hands.length, 1, JSON.stringify(await position(page)));
    assert.ok(hands[0][1].length > 0 && hands[0][1].every((c) => / of /.test(c)), JSON.stringify(hands));
    // What the table keeps face down (the computer's hand, the cards set
    // aside, those under the piles) is face up under it.
    const unseen = await hidden(page);
    const names = unseen.map(([name]) => name);
    assert.ok(names.some((n) => /computer/i.test(n) && /hand/.test(n)) && names.includes('Set aside'), JSON.stringify(names));
    assert.deepEqual(unseen.find(([name]) => /computer/i.test(name) && /hand/.test(name)), hands[0]);

    // Your first move's chances, from the worker.
    await page.getByText('Your moves and chances').click();
    const first = page.locator('.review-moves button').first();
    await first.click();
    await page.locator('.review-chance').getByText(/^Your chance to win: \d+% before this move, \d+% after\./).waitFor({ timeout: 60000 });
    const label = await first.innerText();
    assert.match(label, /^Move \d+: \d+% to \d+%/);
    const k = Number(label.match(/^Move (\d+)/)[1]);
    await expectAt(page, `Move ${k} of ${n}`);
    // The costly moves, once every chance is in.
    await page.locator('.review-chances p.fine').getByText(/^(The moves that cost you most:|No move cost you)/).waitFor({ timeout: 240000 });
    // axe-core finds nothing, in the light theme and the dark.
    assert.deepEqual(await axeViolations(page), [], 'axe, light');
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    assert.deepEqual(await axeViolations(page), [], 'axe, dark');
  });
});

// A whole 2-player game against the Easy computer (first legal moves),
// made by a throwaway native test with app::review::review_hash.
const THRICEWISE_GAME = '#/review/thricewise?seed=K7M2QX4P&players=2&opponents=easy&v=1&m=pick_2SY~pick_5YK~place_2SY_at_-1,-1~place_5YK_at_-2,-2~pick_7VY~pick_9VY~place_7VY_at_-3,-3~place_9VY_at_-4,-4~pick_8MS~pick_9MS~place_8MS_at_-4,-3~place_9MS_at_-4,-2~pick_AS~pick_7SK~place_AS_at_-4,-1~place_7SK_at_-4,0~pick_AK~pick_CS~place_AK_at_-4,1~place_CS_at_-3,-4~pick_3MV~pick_7ML~place_3MV_at_-3,-2~place_7ML_at_-3,-1~pick_8VL~pick_3LY~place_3LY_at_-3,0~place_8VL_at_-3,1~pick_AM~pick_3SK~place_AM_at_-2,-4~place_3SK_at_-2,-3~pick_4VL~pick_AL~place_AL_at_-2,-1~place_4VL_at_-2,0~pick_5ML~pick_CL~place_5ML_at_-2,1~place_CL_at_-1,-4~pick_6SY~pick_6MV~pick_6LK~pick_5SV~place_5SV_at_-1,-3~place_6MV_at_-1,-2~place_6SY_at_-1,0~place_6LK_at_-1,1~pick_AY~pick_9LK~place_AY_at_0,-4~place_9LK_at_0,-3~pick_2VL~pick_4MS~place_2VL_at_0,-2~place_4MS_at_0,-1~pick_CM~pick_CY~pick_CV~pick_CK';

test('a Thricewise review shows the grid as a grid, step by step, on a phone', async () => {
  await checked(openApp(shared, `review-thricewise.html${THRICEWISE_GAME}`), async (page) => {
    await expectAt(page, 'Move 0 of 60', 'The deal.');
    const grid = page.locator('.review-table').getByRole('group', { name: 'Grid' });
    await grid.waitFor();
    const placed = () => grid.locator('[data-card]').count();
    // The deal: four cards in a square at the grid's centre.
    assert.equal(await placed(), 4);
    // The computer's hand and the deck, face up under the table.
    const unseen = await hidden(page);
    assert.deepEqual(unseen.map(([name]) => name).sort(), ["Computer 1's hand", 'Deck'], JSON.stringify(unseen));
    assert.ok(unseen.every(([, cards]) => cards.length > 0));
    await page.keyboard.press('End');
    await expectAt(page, 'Move 60 of 60');
    // Every placement on the grid, laid out in rows and columns: the
    // cards of one row side by side, the next row below.
    const boxes = await grid.locator('[data-card]').evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect()).map((r) => [Math.round(r.x), Math.round(r.y)]));
    assert.equal(boxes.length, 4 + 28);
    const xs = new Set(boxes.map(([x]) => x));
    const ys = new Set(boxes.map(([, y]) => y));
    assert.ok(xs.size >= 5 && ys.size >= 5, `a grid of ${xs.size} columns and ${ys.size} rows`);
    // The whole review on the screen, its buttons too.
    for (const [width, height] of [[360, 640], [640, 360]]) {
      await page.setViewportSize({ width, height });
      const box = await grid.boundingBox();
      assert.ok(box && box.width > 0 && box.y + box.height <= height + 1, `the grid at ${JSON.stringify(box)} in ${width}×${height}`);
      const next = await button(page, 'Previous').boundingBox();
      assert.ok(next && next.y + next.height <= height, `Previous at ${JSON.stringify(next)} in ${width}×${height}`);
    }
    assert.ok(await button(page, 'Next').isDisabled(), 'Next at the end');
    await page.keyboard.press('Home');
    await expectAt(page, 'Move 0 of 60');
    assert.equal(await placed(), 4);
    assert.deepEqual(await axeViolations(page), [], 'axe, light');
  });
});

test('a broken review link says why, never a blank page', async () => {
  await checked(openApp(shared, 'review-verslun.html#/review/verslun?seed=K7M2QX4P&v=1&m=draw~fly'), async (page) => {
    await page.getByRole('heading', { name: "This review link doesn't open a game" }).waitFor();
    await page.getByRole('alert').getByText(/Move 2 of this review link is not a move: .*fly/).waitFor();
  });
});
