// Arctic Solitaire through the real UI in Chromium: a solo deal from its
// link played to the end with a reload in the middle, a three-player round
// against Easy computers to its score table, no hidden card in the page,
// broken links, every screen fitting a phone, and axe-core on each state.
// Elements are found by role and accessible name.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { arcticStep, arcticYourMove, axeViolations } from './lib.mjs';
import { button, checked, gameCard, openApp, useSite } from './suite.mjs';

const SEED = 'K7M2QX4P';
const SOLO = `arctic.html#/play/arctic?seed=${SEED}&players=1&opponents=`;
const THREE = `arctic.html#/play/arctic?seed=${SEED}&players=3&opponents=easy,easy`;

const shared = useSite();
async function open(hash, options) {
  const opened = await openApp(shared, hash, options);
  // Instant computers; no card motion, so a click never waits for a card to settle (tests/browser/motion.test.mjs has the motion).
  await opened.page.evaluate(() => localStorage.setItem('cardtable.settings', JSON.stringify({ version: 1, four_colour: false, pace: 'instant', motion: false })));
  await opened.page.reload();
  await opened.page.getByRole('main').waitFor();
  return opened;
}

const hand = (page) => page.getByRole('group', { name: /^(Your|Player \d's) hand/ });
const places = (page) => page.getByRole('group', { name: 'Places', exact: true });
const cardsIn = (locator) => locator.locator('[data-card]').evaluateAll((els) => els.map((e) => e.dataset.card));

const yourMove = arcticYourMove;
const step = arcticStep;

/**
 * No card outside your hand, the piles, the discards, a finished round's
 * table and the cards each player played face up since your turn (beside
 * their seat: onto a pile or the discards, so public).
 */
async function assertNothingHidden(page) {
  const stray = await page.evaluate(() =>
    [...document.querySelectorAll('[data-card]')]
      .filter((e) => !e.closest('.arctic-hand, .arctic-places, .discards, .arctic-scores, .arctic-seats .played'))
      .map((e) => e.dataset.card));
  assert.deepEqual(stray, [], 'cards shown outside the public places');
  // Only your own hand's cards are in the hand.
  const counts = await page.evaluate(() => [...document.querySelectorAll('.arctic-seats li')].map((li) => li.getAttribute('aria-label')));
  assert.ok(counts.every((c) => /card/.test(c) || /out of the match/.test(c)), `players show counts: ${counts}`);
}

async function assertFits(page, scroll = true) {
  const [w, h, vw, vh] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight, innerWidth, innerHeight]);
  assert.ok(w <= vw, `sideways scroll: ${w} > ${vw}`);
  if (scroll) assert.ok(h <= vh, `the table scrolls: ${h} > ${vh}`);
}

test('a solo deal from its link, played through to the end with a reload; the par is shown', async () => {
  await checked(open(SOLO), async (page) => {
    const first = await cardsIn(hand(page));
    assert.equal(first.length, 5);
    assert.deepEqual(await axeViolations(page), [], 'axe at the start');
    // A card that goes nowhere says why; tapping a place without a card too.
    await places(page).getByRole('button').first().click();
    await page.locator('.tap-message').filter({ hasText: /\S/ }).waitFor();
    let moves = 0;
    let reloaded = false;
    for (;;) {
      const what = await step(page);
      if (what === 'over') break;
      if (what === 'setup') { await button(page, 'Skip set-up').click(); continue; }
      moves++;
      assert.ok(moves < 1500, 'the round did not end');
      if (moves === 25 && !reloaded) {
        await yourMove(page);
        const before = { hand: await cardsIn(hand(page)), counts: await page.locator('.counts').innerText(), piles: await cardsIn(places(page)) };
        await page.reload();
        await page.getByRole('main').waitFor();
        await yourMove(page);
        const after = { hand: await cardsIn(hand(page)), counts: await page.locator('.counts').innerText(), piles: await cardsIn(places(page)) };
        assert.deepEqual(after, before, 'a reload changes nothing');
        assert.deepEqual(await axeViolations(page), [], 'axe mid-round');
        await assertNothingHidden(page);
        reloaded = true;
      }
    }
    assert.ok(reloaded, 'the reload happened');
    await page.getByRole('heading', { name: 'Round over' }).waitFor();
    const result = await page.locator('.game-over').innerText();
    assert.match(result, /your score is \d+ \(lower is better\)/);
    // The par: the fewest cards drawn to go out with the deck known, found in slices.
    await page.locator('.game-over').filter({ hasText: /Par( \d+ \((proven best|best found)\)|: best found \d+ \(no line beats \d+\)) · you \d+/ }).waitFor({ timeout: 30000 });
    assert.match(await page.locator('.game-over').innerText(), /Solo rounds: 1 played/);
    assert.deepEqual(await axeViolations(page), [], 'axe at the end');
    // Issue 26: the final table and your hand stay on screen at the end.
    assert.ok((await cardsIn(places(page))).length > 0, 'the piles at the end');
    await hand(page).waitFor();
    const counts = await page.locator('.counts').innerText();
    // The par line is stepped through on the table, as Verslun's.
    await button(page, 'Step through the par line').click();
    await button(page, 'Leave the par line').waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Next');
    assert.match(await page.locator('.step').innerText(), /^The par line: the best play found with the deck order known, \d+ steps\. Tap Next\./);
    assert.equal(await page.locator('.game-over').count(), 0, 'the end panel gives way');
    await button(page, 'Next').click();
    assert.match(await page.locator('.step').innerText(), /^Par line, step 1 of \d+\. You /);
    await button(page, 'Back').click();
    assert.match(await page.locator('.step').innerText(), /^The par line/);
    assert.deepEqual(await axeViolations(page), [], 'axe on the par line');
    await button(page, 'Leave the par line').click();
    await page.getByRole('heading', { name: 'Round over' }).waitFor();
    assert.equal(await page.locator('.counts').innerText(), counts, 'your own end again');
  });
});

// Issue 26: a new player's findings on a 360×640 phone.
test('against computers, your own score is on the table with theirs', async () => {
  await checked(open(THREE), async (page) => {
    const you = page.getByRole('list', { name: 'Players' }).getByRole('listitem').first();
    assert.match(await you.getAttribute('aria-label'), /^You: \d+ cards?, 0 points/);
    assert.match(await you.innerText(), /0 pts/);
  });
});

test('a card on an empty place is no Triple Topper, and a round\'s last line does not stay under the next deal', async () => {
  // This deal's second round's set-up makes a Triple Topper: the first
  // round's last move was said to have made it.
  await checked(open(`arctic.html#/play/arctic?seed=0000001R&players=3&opponents=easy,easy`), async (page) => {
    let moves = 0;
    for (;;) {
      const what = await step(page);
      if (what === 'setup') { await button(page, 'Skip set-up').click(); continue; }
      if (what === 'round' || what === 'over') break;
      assert.ok(++moves < 1500, 'the round did not end');
    }
    const lines = await page.locator('.move-log li').allInnerTexts();
    assert.ok(lines.length > 0);
    for (const l of lines) assert.doesNotMatch(l, /start(s)? pile \d with the [^:]*: a Triple Topper/, l);
    assert.doesNotMatch(lines.at(-1), /Triple Topper/, 'the round\'s last move');
    await button(page, 'Next round').click();
    const after = await page.locator('.move-log li').allInnerTexts();
    assert.ok(!after.includes(lines.at(-1)), `the last round's line stays: ${after}`);
  });
});

test('the title is whole on a narrow phone', async () => {
  await checked(open(SOLO), async (page) => {
    for (const width of [360, 320]) {
      await page.setViewportSize({ width, height: 640 });
      const [sw, cw] = await page.locator('#table-title').evaluate((h) => [h.scrollWidth, h.clientWidth]);
      assert.ok(sw <= cw, `the title is cut at ${width}: ${sw} > ${cw}`);
    }
  });
});

test('the solo score says what it counts before any move', async () => {
  await checked(open(SOLO), async (page) => {
    await places(page).waitFor();
    assert.match(await page.locator('.counts').innerText(), /Score (\d+) = 0 drawn \+ \1 points in hand \(lower is better\)/);
  });
});

test('a dimmed card is not chosen: the tap says why, in the words on the cards, as a refused play does', async () => {
  await checked(open(SOLO), async (page) => {
    for (let i = 0; i < 300; i++) {
      const what = await yourMove(page);
      if (what === 'setup') { await button(page, 'Skip set-up').click(); continue; }
      assert.equal(what, 'play');
      const dimmed = hand(page).locator('button[aria-disabled="true"]');
      const lit = hand(page).locator('button[aria-disabled="false"]');
      if (await dimmed.count() && await lit.count() && await button(page, 'Draw').count()) {
        // (Playwright clicks an aria-disabled button only with force.)
        const code = await dimmed.first().getAttribute('data-card');
        const card = hand(page).locator(`[data-card="${code}"]`);
        await card.click({ force: true });
        await page.locator('.tap-message').filter({ hasText: /builds on no pile now/ }).waitFor();
        assert.equal(await card.getAttribute('aria-pressed'), 'false', 'the dimmed card was chosen');
        assert.equal(await card.getAttribute('aria-disabled'), 'true');
        assert.match(await page.locator('.tap-message').innerText(), /^The (red|yellow|green|blue|black) (circle|heart|triangle|square|blob) ([1-4]|question mark) builds/);
        // A lit card on a pile it does not build on: refused in the same words.
        await lit.first().click();
        const wrong = places(page).locator('button[aria-disabled="true"][data-card]');
        if (await wrong.count()) {
          await wrong.first().click({ force: true });
          const said = await page.locator('.tap-message').innerText();
          assert.match(said, /^The .+ does not build on the .+: a card goes on/, said);
          assert.doesNotMatch(said.split(':')[0], /(\d|mark), /, 'not the cards\' spoken names');
        }
        return;
      }
      if (await button(page, 'Cancel').count()) await button(page, 'Cancel').click();
      if (await button(page, 'Draw').count()) await button(page, 'Draw').click();
      else await button(page, 'End turn').click();
    }
    assert.fail('no dimmed card beside a lit one');
  });
});

test('three players against Easy computers: a round to its score table, every hand shown', async () => {
  await checked(open(THREE), async (page) => {
    await assertFits(page);
    await assertNothingHidden(page);
    // Every seat, yours too, with its score (issue 26).
    assert.equal(await page.getByRole('list', { name: 'Players' }).getByRole('listitem').count(), 3);
    let moves = 0;
    for (;;) {
      const what = await step(page);
      if (what === 'setup') { await button(page, 'Next step').click(); continue; }
      if (what === 'round' || what === 'over') break;
      moves++;
      assert.ok(moves < 1500, 'the round did not end');
      if (moves % 10 === 0) await assertNothingHidden(page);
      if (moves === 3) assert.deepEqual(await axeViolations(page), [], 'axe mid-turn');
    }
    // The score table: each player, their hand face up, their points.
    const table = page.getByRole('table');
    await table.waitFor();
    assert.equal(await table.getByRole('row').count(), 4);
    const revealed = await table.locator('[data-card]').count();
    const rows = await table.getByRole('row').allInnerTexts();
    assert.ok(rows.some((r) => /You/.test(r)) && rows.some((r) => /Computer 2/.test(r)), rows.join(' | '));
    assert.ok(revealed > 0, 'hands are face up');
    assert.match(await page.locator('.step').innerText(), /Round 1 is over: .* Tap Next round\./);
    assert.deepEqual(await axeViolations(page), [], 'axe at the round\'s end');
    // Nothing moves until the person goes on.
    const log = await page.locator('.move-log').innerText();
    await page.waitForTimeout(400);
    assert.equal(await page.locator('.move-log').innerText(), log);
    if (await button(page, 'Next round').count()) {
      await button(page, 'Next round').click();
      assert.equal(await page.getByRole('table').count(), 0);
    }
  });
});

test('every Arctic screen fits a phone; twenty cards in hand still fit', async () => {
  for (const size of [{ width: 320, height: 568 }, { width: 360, height: 640 }, { width: 412, height: 915 }, { width: 640, height: 360 }]) {
    for (const link of [SOLO, `arctic.html#/play/arctic?seed=${SEED}&players=6&opponents=easy,easy,easy,easy,easy`]) {
      await checked(open(link, { viewport: size, hasTouch: true, isMobile: true }), async (page) => {
        await yourMove(page);
        await assertFits(page, size.width >= 360 && size.height >= 640);
      });
    }
  }
  // A hand of twenty: draw without playing until the hand holds 20 cards.
  await checked(open(SOLO), async (page) => {
    for (let i = 0; i < 200; i++) {
      const what = await yourMove(page);
      if (what === 'setup') { await button(page, 'Skip set-up').click(); continue; }
      if ((await cardsIn(hand(page))).length >= 20 || what === 'over') break;
      if (await button(page, 'Discard').count() || await page.locator('.arctic-hand button.paired').count()) {
        // A card chosen (the drawn one): let it go and end the turn.
        if (await button(page, 'Cancel').count()) await button(page, 'Cancel').click();
      }
      if (await button(page, 'Draw').count()) await button(page, 'Draw').click();
      else await button(page, 'End turn').click();
    }
    assert.ok((await cardsIn(hand(page))).length >= 20, 'the hand grew to twenty');
    await assertFits(page);
    assert.deepEqual(await axeViolations(page), [], 'axe with twenty cards');
  });
});

test('broken Arctic links say what is wrong', async () => {
  for (const [hash, words] of [
    ['arctic.html#/play/arctic?seed=K7M2QX4P&players=9', /options are not valid: option players must be 1 to 6/],
    ['arctic.html#/play/arctic?seed=K7M2QX4P&players=2&opponents=easy,easy', /options are not valid/],
    ['arctic.html#/play/arctic?seed=NOPE&players=1', /seed/i],
  ]) {
    await checked(open(hash), async (page) => {
      await page.getByRole('main').filter({ hasText: words }).waitFor();
      assert.deepEqual(await axeViolations(page), [], `axe on ${hash}`);
    });
  }
});

test('Step pace: each computer move waits for a tap', async () => {
  const opened = await openApp(shared, THREE);
  await opened.page.evaluate(() => localStorage.setItem('cardtable.settings', JSON.stringify({ version: 1, four_colour: false, pace: 'step' })));
  await opened.page.reload();
  await opened.page.getByRole('main').waitFor();
  await checked(Promise.resolve(opened), async (page) => {
    const log = page.locator('.move-log');
    for (let i = 0; i < 200; i++) {
      await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) =>
        ["Computer's move", 'Draw', 'End turn', 'Discard', 'Next step', 'Next round'].includes(b.textContent)));
      if (await button(page, "Computer's move").count()) break;
      const what = await arcticStep(page);
      if (what === 'setup') await button(page, 'Skip set-up').click();
    }
    const before = await log.innerText();
    await page.waitForTimeout(700);
    assert.equal(await log.innerText(), before, 'the computer moved without a tap');
    await button(page, "Computer's move").click();
    await page.waitForFunction((b) => document.querySelector('.move-log').innerText !== b, before);
    assert.deepEqual(await axeViolations(page), [], 'axe with the Step button');
  });
});

test('home offers Arctic Solitaire, solo by default; Open, Continue and the rules with pictures', async () => {
  await checked(openApp(shared, '#/'), async (page) => {
    const card = await gameCard(page, 'Arctic Solitaire');
    assert.equal(await card.getByLabel('Players').inputValue(), '1');
    assert.equal(await card.getByLabel('Others').count(), 0, 'no computers to choose in solo');
    await card.getByLabel('Players').selectOption('3');
    await card.getByLabel('Others').selectOption('normal');
    await card.getByLabel('Players').selectOption('1');
    await card.getByLabel('Open a seed code').fill(SEED);
    await card.getByRole('button', { name: 'Open' }).click();
    await places(page).waitFor();
    assert.equal(await page.evaluate(() => location.pathname + location.hash), `/cardtable/arctic.html#/play/arctic?seed=${SEED}&players=1&opponents=`);
    for (;;) {
      const what = await arcticYourMove(page);
      if (what === 'setup') { await button(page, 'Skip set-up').click(); continue; }
      break;
    }
    await button(page, 'Draw').click();
    await page.getByRole('link', { name: 'Home' }).click();
    await button(page, 'Continue Arctic Solitaire').click();
    await places(page).waitFor();
    await page.getByRole('link', { name: 'Rules' }).click();
    // The rules are on the home page: wait for it, not for a heading the
    // table's page still shows while it goes there.
    await page.waitForURL((url) => !url.pathname.endsWith('arctic.html') && url.hash === '#/rules/arctic');
    await page.getByRole('heading', { name: /Arctic Solitaire/ }).first().waitFor();
    assert.ok(await page.getByRole('img', { name: '3, red triangle' }).count() > 0, 'the building picture');
    assert.deepEqual(await axeViolations(page), [], 'axe on the rules');
  });
});
