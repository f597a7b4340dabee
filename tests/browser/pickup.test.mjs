// Pick Up through the real UI in Chromium, against the Easy computer and
// between two people. Elements are found by role and accessible name.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pickupStep, pickupYourTurn } from './lib.mjs';
import { button, checked, gameCard, openApp, useSite } from './suite.mjs';

const SEED = 'K7M2QX4P';
const HASH = `#/play/pickup?seed=${SEED}&target=1000&opponent=easy`;
// Pick Up is its own page (pickup.html: only its code loads); links to
// index.html are sent on there.
const LINK = `pickup.html${HASH}`;
// The golden deal (tests/pickup.rs, `cardtable-cli deal pickup K7M2QX4P`):
// what the person may not see while the hand is live.
const OPPONENT_HAND = '7S 8S 10S 2H 3H 5H 6H 9H 10H AD JD 5C KC';
const UNDER_THE_PILES = 'QD 4C 9C 7H QC AH QS 5S 8H 4D 3C 4H 6C AC JC 2S AS KH';
const SET_ASIDE = '2D 3D';
const YOUR_HAND = 'KS QH JS 10D 10C 9S 8D 7D 7C 6S 6D 4S 3S';
// The click-through player below, replayed in Rust (src/app/pickup_table.rs,
// click_through_player_golden_hand): hand 1 ends 5 to 35 after 20 moves.
const GOLDEN_HAND_1 = { you: '5', computer: '35' };

const shared = useSite();
const open = (hash, options) => openApp(shared, hash, options);

const RANKS = { A: 'ace', J: 'jack', Q: 'queen', K: 'king' };
const SUITS = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const spoken = (code) => `${RANKS[code.slice(0, -1)] ?? code.slice(0, -1)} of ${SUITS[code.slice(-1)]}`;

const hand = (page) => page.getByRole('group', { name: 'Your hand', exact: true });
const table = (page) => page.getByRole('group', { name: 'Table', exact: true });
/** The page fits a 360 px wide phone: nothing scrolls sideways. */
const assertFitsPhone = async (page) =>
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'sideways scroll');
const cardsIn = (locator) => locator.locator('[data-card]').evaluateAll((els) => els.map((e) => e.dataset.card).join(' '));

/** Fails if any of these cards shows in the page (text, accessible names, data attributes). */
async function assertHidden(page, codes, why) {
  const html = await page.evaluate(() => document.body.outerHTML);
  for (const code of codes) {
    assert.ok(!html.includes(spoken(code)), `${spoken(code)} (${why}) is in the page`);
    assert.ok(!html.includes(`data-card="${code}"`), `${code} (${why}) is in the page`);
  }
}

/** Cards the move log says were played (they are public from then on). */
async function playedCards(page) {
  // Every line of the log, shown or scrolled away: all of them are public.
  const log = await page.locator('.move-log').evaluate((e) => e.textContent);
  return Object.keys(Object.fromEntries(
    [...log.matchAll(/(ace|king|queen|jack|\d+) of (spades|hearts|diamonds|clubs)/g)].map((m) => [m[0], 1]),
  ));
}

const step = pickupStep;
const yourTurn = pickupYourTurn;

test('a seed link plays a whole hand against Easy to its score table; nothing hidden shows', async () => {
  await checked(open(LINK), async (page) => {
    assert.equal(await cardsIn(hand(page)), YOUR_HAND, 'your hand, highest rank first');
    await assertFitsPhone(page);
    assert.equal(await cardsIn(table(page)), 'KD 9D 5D 2C 8C JH');
    await page.getByText('Draw for deal: you drew the 7 of clubs, the computer the king of clubs; the computer deals.').waitFor();
    assert.ok(await page.getByRole('group', { name: "The computer's hand: 13 cards" }).isVisible());
    // Nothing the person may not see is in the page: not the other hand, not
    // the cards under the piles, not the set-aside cards. (The draw for deal
    // is a shuffle of its own, so its line is left out of this check.)
    await page.locator('.draw').evaluate((e) => e.remove());
    await assertHidden(page, [...OPPONENT_HAND.split(' '), ...UNDER_THE_PILES.split(' '), ...SET_ASIDE.split(' ')], 'hidden at the deal');
    assert.equal(await button(page, 'Pass').count(), 0, 'Pass only when no set can be made');

    // An illegal choice is explained, not ignored (force: Playwright won't click aria-disabled).
    await table(page).getByRole('button', { name: '5 of diamonds' }).click({ force: true });
    await page.getByRole('status').filter({ hasText: "You hold no 5, so you can't take the 5 of diamonds." }).waitFor();

    let moves = 0;
    while (await step(page)) {
      moves++;
      assert.ok(moves < 40, 'the hand did not end');
      if (await page.getByRole('region', { name: /^Hand \d+ is over$/ }).count()) break;
      // While the hand is live: the computer's unplayed cards and the set-aside cards stay hidden.
      const played = await playedCards(page);
      const unplayed = OPPONENT_HAND.split(' ').filter((c) => !played.includes(spoken(c)));
      await assertHidden(page, [...unplayed, ...SET_ASIDE.split(' ')], 'still hidden');
    }
    // The reveal, step by step.
    const reveal = page.getByRole('region', { name: 'Hand 1 is over' });
    await reveal.waitFor();
    assert.equal(await reveal.getByRole('row', { name: /Winning suit/ }).count(), 0, 'suits hidden before the reveal');
    await button(page, 'Reveal the winning suit').click();
    await reveal.getByRole('row', { name: /^Winning suit, diamonds/ }).waitFor();
    await button(page, 'Reveal the losing suit').click();
    await reveal.getByRole('row', { name: /^Losing suit, diamonds/ }).waitFor();
    const row = async (name) => reveal.getByRole('row', { name }).getByRole('cell').allInnerTexts();
    assert.deepEqual(await row(/^Hand score/), [GOLDEN_HAND_1.you, GOLDEN_HAND_1.computer]);
    await assertFitsPhone(page);
    assert.deepEqual(await row(/^Match total/), [GOLDEN_HAND_1.you, GOLDEN_HAND_1.computer]);
    await button(page, 'Next hand').click();
    await page.getByText(`You ${GOLDEN_HAND_1.you} · The computer ${GOLDEN_HAND_1.computer} · Hand 2 · You dealt`).waitFor();
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cardtable.game.pickup')));
    assert.equal(saved.record.moves.length, 20);
    assert.equal(saved.rounds_seen, 1);
    const stats = await page.evaluate(() => JSON.parse(localStorage.getItem('cardtable.stats')));
    assert.equal(stats.entries['pickup target=1000 opponent=easy hands'].played, 1);
  });
});

test('a reload mid-hand resumes the same position', async () => {
  await checked(open(LINK), async (page) => {
    for (let i = 0; i < 3; i++) await step(page);
    await yourTurn(page);
    const before = {
      hand: await cardsIn(hand(page)),
      table: await cardsIn(table(page)),
      log: await page.locator('.move-log').innerText(),
      score: await page.locator('.scoreline').innerText(),
    };
    await page.reload();
    await hand(page).waitFor();
    await yourTurn(page);
    assert.deepEqual({
      hand: await cardsIn(hand(page)),
      table: await cardsIn(table(page)),
      log: await page.locator('.move-log').innerText(),
      score: await page.locator('.scoreline').innerText(),
    }, before);
    // And play goes on from there.
    assert.equal(await step(page), true);
  });
});

test('two people: a cover between turns, and only the hand of the player to move', async () => {
  await checked(open(`pickup.html#/play/pickup?seed=${SEED}&target=500&opponent=person`), async (page) => {
    await page.getByText('Player 1, it').waitFor();
    assert.equal(await page.getByRole('group', { name: /hand$/ }).locator('[data-card]').count(), 0, 'no hand behind the cover');
    await button(page, 'Show my hand').click();
    const first = page.getByRole('group', { name: "Player 1's hand", exact: true });
    assert.equal(await cardsIn(first), YOUR_HAND);
    await first.getByRole('button', { name: 'king of spades' }).click();
    await button(page, 'Take').click();
    await page.getByText('Player 2, it').waitFor();
    assert.equal(await page.locator('.hand [data-card]').count(), 0, "Player 1's hand is gone");
    await button(page, 'Show my hand').click();
    assert.equal(await cardsIn(page.getByRole('group', { name: "Player 2's hand", exact: true })), 'AD KC JD 10S 10H 9H 8S 7S 6H 5H 5C 3H 2H');
  });
});

test('home: Pick Up options make the link, and a match in play can be resumed', async () => {
  await checked(open('#/'), async (page) => {
    const card = await gameCard(page, 'Pick Up');
    await card.getByLabel('Opponent').selectOption('hard');
    // A match of 5 hands unless another length is chosen; first to a target is one choice.
    assert.equal(await card.getByLabel('Match').inputValue(), 'h5');
    await card.getByLabel('Match').selectOption({ label: 'First to 250' });
    await card.getByLabel('Open a seed code').fill(SEED);
    await card.getByRole('button', { name: 'Open' }).click();
    await hand(page).waitFor();
    assert.equal(await page.evaluate(() => location.pathname + location.hash), `/cardtable/pickup.html#/play/pickup?seed=${SEED}&target=250&opponent=hard`);
    await page.getByText('Deal K7M2QX4P · To 250 · Hard computer').waitFor();
    await step(page);
    await page.getByRole('link', { name: 'Home' }).click();
    await button(page, 'Continue Pick Up').click();
    await hand(page).waitFor();
    await page.getByRole('link', { name: 'Rules' }).click();
    await page.getByRole('heading', { name: 'How to play Pick Up' }).waitFor();
    await page.getByText('A player without sets has nothing to choose.', { exact: false }).waitFor();
  });
});

test('issue 48: the Expert computer, chosen on the home page, is in the link and the deal line, and moves in the worker', async () => {
  await checked(open('#/'), async (page) => {
    const card = await gameCard(page, 'Pick Up');
    await card.getByLabel('Opponent').selectOption({ label: 'Expert computer' });
    await card.getByLabel('Open a seed code').fill(SEED);
    await card.getByRole('button', { name: 'Open' }).click();
    await hand(page).waitFor();
    assert.equal(await page.evaluate(() => location.pathname + location.hash), `/cardtable/pickup.html#/play/pickup?seed=${SEED}&hands=5&opponent=expert`);
    await page.getByText('Deal K7M2QX4P · 5 hands · Expert computer').waitFor();
    // When each of your taps came, and each computer line of the log.
    await page.evaluate(() => {
      window.taps_ = [];
      addEventListener('click', () => window.taps_.push(performance.now()), true);
      window.computerLines_ = [];
      let seen = 0;
      new MutationObserver(() => {
        const n = (document.querySelector('.move-log')?.textContent.match(/The computer /g) ?? []).length;
        if (n > seen) window.computerLines_.push(performance.now());
        seen = n;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    // After your moves the Expert thinks (in the worker) and moves: its
    // move is in the log.
    const log = () => page.locator('.move-log').evaluate((e) => e.textContent);
    for (let moves = 0; moves < 6 && !/The computer /.test(await log()); moves++) await step(page);
    assert.match(await log(), /The computer /);
    // At Normal pace (the settings' default) the worker is asked at once and
    // thinks during the table's pause (Pick Up's: 450 ms), so an Expert's
    // second does not add to the pause; the move still waits for the pause.
    const { tap, asked, played } = await page.evaluate(() => {
      const played = window.computerLines_[0];
      const tap = Math.max(...window.taps_.filter((t) => t < played));
      const asked = performance.getEntriesByName('computer-move', 'mark').map((m) => m.startTime).find((t) => t > tap);
      return { tap, asked, played };
    });
    assert.ok(asked !== undefined && asked < played, 'the worker was asked for the computer\'s move');
    assert.ok(asked - tap < 300, `the worker was asked ${asked - tap} ms after your tap, not at once`);
    assert.ok(played - tap >= 450, `the computer moved ${played - tap} ms after your tap, before the pause was over`);
  });
});

test('a Pick Up link to the main page opens the Pick Up page, and Back skips the hop', async () => {
  await checked(open('#/'), async (page) => {
    await page.goto(shared.site.url + HASH);
    await hand(page).waitFor();
    assert.equal(await page.evaluate(() => location.pathname + location.hash), `/cardtable/${LINK}`);
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { name: 'Card Table' }).waitFor();
    await page.goBack();
    await hand(page).waitFor();
    assert.equal(await page.evaluate(() => location.pathname), '/cardtable/pickup.html');
  });
});

test('issue 26: a match of one hand says "after 1 hand"; the score table is never cut off in its box', async () => {
  await checked(open(`pickup.html#/play/pickup?seed=${SEED}&hands=1&opponent=easy`), async (page) => {
    while (await step(page));
    const sizes = [{ width: 360, height: 640 }, { width: 320, height: 568 }, { width: 640, height: 360 }];
    // The box scrolls when the hand's cards do not fit; the column heads,
    // and once shown the hand's score and the match total, stay in view,
    // and nothing runs out sideways.
    const checkScores = async (when) => {
      for (const size of sizes) {
        await page.setViewportSize(size);
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const found = await page.locator('.reveal').evaluate((box) => {
          const b = box.getBoundingClientRect();
          const rows = [...box.querySelectorAll('.scores thead tr, .scores tr.total')];
          const cut = rows.filter((r) => {
            const x = r.getBoundingClientRect();
            return x.top < b.top - 0.5 || x.bottom > b.bottom + 0.5 || x.right > b.right + 0.5;
          }).map((r) => r.textContent);
          // (The "Score" column head is for screen readers: 1 px wide.)
          const wide = [...box.querySelectorAll('.scores :is(th, td)')].filter((c) => c.clientWidth > 1 && c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent);
          return { sideways: box.scrollWidth > box.clientWidth, cut, wide, totals: box.querySelectorAll('.scores tr.total').length };
        });
        const at = `${when} at ${size.width}×${size.height}`;
        assert.ok(!found.sideways, `${at}: the box scrolls sideways`);
        assert.deepEqual(found.cut, [], `${at}: rows out of view`);
        assert.deepEqual(found.wide, [], `${at}: cells cut`);
        if (when !== 'the hand\'s end') assert.equal(found.totals, 2, `${at}: the hand's score and the match total`);
      }
      await page.setViewportSize(sizes[0]);
    };
    await checkScores('the hand\'s end');
    await button(page, 'Reveal the winning suit').click();
    await button(page, 'Reveal the losing suit').click();
    await button(page, 'See the result').waitFor();
    await checkScores('every suit revealed');
    await button(page, 'See the result').click();
    await page.getByRole('region', { name: 'Match over' }).waitFor();
    await checkScores('match over');
    await page.getByRole('status').filter({ hasText: /^Match over after 1 hand: the computer wins on totals, 35 to 5\.$/ }).first().waitFor();
    // Its five actions in one row, each whole (Home was cut off at 360 px).
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const cut = await page.locator('.game-over .actions').evaluate((row) => {
        const r = row.getBoundingClientRect();
        return [...row.children].filter((a) => {
          const b = a.getBoundingClientRect();
          return b.left < r.left - 0.5 || b.right > r.right + 0.5 || a.scrollWidth > a.clientWidth + 1;
        }).map((a) => a.textContent);
      });
      assert.equal(await page.locator('.game-over .actions > *').count(), 4);
      assert.deepEqual(cut, [], `match over at ${size.width}×${size.height}: actions cut off`);
    }
    await page.setViewportSize(sizes[0]);
  });
});
