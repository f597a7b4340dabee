// Asymmetry through the real UI in Chromium, against three Easy computers
// and between people. Elements are found by role and accessible name.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { asymmetryStep, asymmetryYourMove, axeViolations } from './lib.mjs';
import { button, checked, gameCard, openApp, settled, useSite } from './suite.mjs';

const SEED = 'K7M2QX4P';
const HASH = `#/play/asymmetry?seed=${SEED}&opponents=easy,easy,easy`;
// Asymmetry is its own page (asymmetry.html: only its code loads).
const LINK = `asymmetry.html${HASH}`;
// The golden deal (tests/asymmetry.rs, `cardtable-cli deal asymmetry K7M2QX4P`).
const YOUR_HAND = '3C 4C 7C 6S 9H 10H QD';
const OTHER_HANDS = '7S 10S 2H 6H 2C JC KC 3S QS KS 7H JH KH QC 9S 2D 4D 8D KD 6C 10C';
const DECK_START = '9C 3D 4S 6D 8H 9D JS 5S 5H 7D 8C 8S 5D JD 4H 5C 2S 3H QH';

const shared = useSite();
/** Computers move at once (Settings → Computer pace: Instant), so a whole game is quick. */
async function open(hash, { instant = true } = {}) {
  const opened = await openApp(shared, hash);
  if (instant) {
    await opened.page.evaluate(() => localStorage.setItem('cardtable.settings', JSON.stringify({ version: 1, four_colour: false, pace: 'instant' })));
    await opened.page.reload();
    await opened.page.getByRole('main').waitFor();
  }
  return opened;
}

const RANKS = { A: 'ace', J: 'jack', Q: 'queen', K: 'king' };
const SUITS = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const spoken = (code) => `${RANKS[code.slice(0, -1)] ?? code.slice(0, -1)} of ${SUITS[code.slice(-1)]}`;
const hand = (page) => page.getByRole('group', { name: 'Your hand', exact: true });
const cardsIn = (locator) => locator.locator('[data-card]').evaluateAll((els) => els.map((e) => e.dataset.card));

/** Fails if any of these cards shows in the page (accessible names, data attributes). */
async function assertHidden(page, codes, why) {
  const html = await page.evaluate(() => document.body.outerHTML);
  for (const code of codes) {
    assert.ok(!html.includes(spoken(code)), `${spoken(code)} (${why}) is in the page`);
    assert.ok(!html.includes(`data-card="${code}"`), `${code} (${why}) is in the page`);
  }
}

/** Cards that are public now: every card the page shows (pile top, Lessen Cards, the log). */
async function publicCards(page) {
  return page.evaluate(() => [...document.querySelectorAll('[data-card]')].map((e) => e.dataset.card));
}

const step = asymmetryStep;
const yourMove = asymmetryYourMove;

test('a seed link plays a whole game against three Easy computers, with a reload; nothing hidden shows', async () => {
  await checked(open(LINK), async (page) => {
    assert.deepEqual((await cardsIn(hand(page))).sort(), YOUR_HAND.split(' ').sort());
    // Each power in symbol and words; the pile's top card; whose turn and why.
    await page.getByRole('img', { name: 'You hold the Ace of diamonds: Diamonds play the other colour' }).waitFor();
    await page.getByRole('img', { name: 'West holds the Ace of spades: Spades play lower' }).waitFor();
    await page.getByRole('img', { name: 'North holds 7 cards' }).waitFor();
    await page.getByRole('img', { name: 'Play Pile top card: 10 of diamonds' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'The start card is the 10♦; the Ace of diamonds is with you, so you play first.' }).waitFor();
    await assertHidden(page, [...OTHER_HANDS.split(' '), ...DECK_START.split(' ')], 'hidden at the deal');
    // The page fits a 360 px phone, with no sideways scroll.
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'sideways scroll');
    // A card the power refuses says why (Diamonds: other colour than the 10♦).
    await hand(page).getByRole('button', { name: '9 of hearts' }).click({ force: true });
    await page.locator('.tap-message').filter({ hasText: 'Diamonds play the other colour than the 10♦: the 9♥ is red too.' }).waitFor();

    let moves = 0;
    let reloaded = false;
    for (;;) {
      const what = await step(page);
      if (what === 'over') break;
      moves++;
      assert.ok(moves < 400, 'the game did not end');
      if (moves === 6 && !reloaded) {
        await yourMove(page);
        const before = { hand: await cardsIn(hand(page)), log: await page.locator('.move-log').innerText() };
        await page.reload();
        await page.getByRole('main').waitFor();
        await yourMove(page);
        assert.deepEqual(await cardsIn(hand(page)), before.hand, 'the same hand after a reload');
        assert.equal(await page.locator('.move-log').innerText(), before.log);
        reloaded = true;
      }
      if (moves % 10 === 0 && !(await page.locator('.game-over').count())) {
        // The whole table stays on one 360×640 screen as the game goes on,
        // measured once the cards have landed: a card in flight, scaled
        // about its centre, can reach past the bottom for a moment.
        await settled(page);
        const tall = await page.evaluate(() => document.documentElement.scrollHeight);
        assert.ok(tall <= 640, `after ${moves} moves the page is ${tall} px tall`);
        // While live, the page holds your hand, the pile's top card, the
        // Lessen Cards and the cards each seat played (face up) since your
        // turn: no other card at all, in no attribute or name.
        const stray = await page.evaluate(() => [...document.querySelectorAll('[data-card]')]
          .filter((e) => !e.closest('.hand, .centre, .seat .things, .own-lessen, .seat .played'))
          .map((e) => e.dataset.card));
        assert.deepEqual(stray, [], 'cards shown outside your hand, the pile top and the Lessen Cards');
        // One look at the page (the computers move at once): names of cards
        // not in your hand nor on the table must not be anywhere.
        const { shownCards, names } = await page.evaluate(() => ({
          shownCards: [...document.querySelectorAll('.hand [data-card], .centre [data-card], .seat .things [data-card], .own-lessen [data-card], .seat .played [data-card]')].map((e) => e.dataset.card),
          names: [...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')).join(' | '),
        }));
        for (const c of OTHER_HANDS.split(' ')) {
          if (shownCards.includes(c)) continue;
          assert.ok(!names.includes(spoken(c)), `${spoken(c)} named in the page: ${names}`);
        }
      }
    }
    assert.ok(reloaded);
    // Game over: a winner, every hand face up, and the same actions as every table.
    const panel = page.getByRole('region', { name: 'Game over' });
    await panel.waitFor();
    assert.match(await panel.innerText(), /won|wins|win/);
    for (const seat of ['West', 'North', 'East']) {
      await page.getByRole('group', { name: `${seat}'s hand, face up` }).waitFor({ state: 'attached' });
    }
    assert.deepEqual(await panel.locator('.actions').locator('button, a').allInnerTexts(), ['New deal', 'Play this deal again', 'Share', 'Review this game']);
    const stats = await page.evaluate(() => JSON.parse(localStorage.getItem('cardtable.stats')));
    assert.equal(stats.entries['asymmetry opponents=easy,easy,easy'].played, 1);
  });
});

test('the table fits the phone: no scrolling at 360×640 and up, no sideways scroll at 320', async () => {
  for (const viewport of [{ width: 320, height: 568 }, { width: 360, height: 640 }, { width: 412, height: 915 }, { width: 640, height: 360 }]) {
    await checked(openApp(shared, LINK, { viewport, hasTouch: true, isMobile: true }), async (page) => {
      await hand(page).waitFor();
      const [sw, sh] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
      assert.ok(sw <= viewport.width, `${viewport.width}×${viewport.height}: ${sw} px wide`);
      if (viewport.width >= 360 && viewport.height >= 640) {
        assert.ok(sh <= viewport.height, `${viewport.width}×${viewport.height}: ${sh} px tall`);
        // Everything you play with is on screen: your hand and the buttons.
        const box = await page.locator('.actions').last().boundingBox();
        const handBox = await hand(page).boundingBox();
        assert.ok(handBox.y + handBox.height <= viewport.height, `${viewport.width}×${viewport.height}: the hand ends at ${handBox.y + handBox.height}`);
        assert.ok(!box || box.y + box.height <= viewport.height || box.height === 0, `the buttons end at ${box && box.y + box.height}`);
      }
    });
  }
});

test('pass and play covers the screen; a bad Asymmetry link shows what is wrong', async () => {
  await checked(open(`asymmetry.html#/play/asymmetry?seed=${SEED}&opponents=person,easy,easy`, { instant: false }), async (page) => {
    await button(page, 'Show my hand').waitFor();
    assert.equal(await page.getByRole('group', { name: /hand$/ }).count(), 0, 'no hand behind the cover');
    await assertHidden(page, YOUR_HAND.split(' '), 'behind the cover');
    await button(page, 'Show my hand').click();
    // Pass and play names every seat by where it sits: South opens here.
    const south = page.getByRole('group', { name: "South's hand", exact: true });
    await south.locator('[data-card]').first().waitFor();
    assert.deepEqual((await cardsIn(south)).sort(), YOUR_HAND.split(' ').sort());
  });
  await checked(openApp(shared, `asymmetry.html#/play/asymmetry?seed=${SEED}&opponents=easy,genius,easy`), async (page) => {
    await page.getByRole('heading', { name: "This link doesn't open a game" }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'options' }).waitFor();
  });
});

test('home offers Asymmetry (nothing is coming soon any more), Continue, and the rules with a picture of each power', async () => {
  await checked(openApp(shared, '#/'), async (page) => {
    const card = await gameCard(page, 'Asymmetry');
    assert.equal(await page.getByRole('region', { name: 'Coming soon' }).count(), 0);
    await card.getByLabel('Others').selectOption('normal');
    await card.getByLabel('Open a seed code').fill(SEED);
    await card.getByRole('button', { name: 'Open' }).click();
    await hand(page).waitFor();
    assert.equal(await page.evaluate(() => location.pathname + location.hash), `/cardtable/asymmetry.html#/play/asymmetry?seed=${SEED}&opponents=normal,normal,normal`);
    await hand(page).getByRole('button', { name: '3 of clubs' }).click();
    await page.getByRole('link', { name: 'Home' }).click();
    await button(page, 'Continue Asymmetry').click();
    await hand(page).waitFor();
    await page.getByRole('link', { name: 'Rules' }).click();
    await page.getByRole('heading', { name: 'How to play Asymmetry' }).waitFor();
    for (const power of ['Hearts: same colour', 'Diamonds: other colour', 'Clubs: higher', 'Spades: lower']) {
      await page.getByRole('figure', { name: power }).waitFor();
    }
  });
});

test('axe-core finds no violations on the Asymmetry table: at the start, mid-turn, at the end', async () => {
  await checked(open(LINK), async (page) => {
    await hand(page).waitFor();
    assert.deepEqual(await axeViolations(page), [], 'at the start');
    // Mid-turn: a card played, the Lessen step waiting.
    await hand(page).locator('button.playable').first().click();
    await button(page, 'End turn').waitFor();
    assert.deepEqual(await axeViolations(page), [], 'in the Lessen step');
    while ((await step(page)) !== 'over');
    await page.getByRole('region', { name: 'Game over' }).waitFor();
    assert.deepEqual(await axeViolations(page), [], 'at the end');
  });
});

test('issue 26: the Lessen step\'s buttons fit a phone, none over two lines, each named', async () => {
  await checked(open(LINK), async (page) => {
    await hand(page).locator('button.playable').first().click();
    await button(page, 'End turn').waitFor();
    // A hand card chosen for the Lessen Card: Place it, Cancel, End turn, Undo.
    await hand(page).getByRole('button').first().click();
    const place = page.getByRole('button', { name: /^Place the / });
    await place.waitFor();
    assert.match(await page.locator('.step').innerText(), /^Place the .+ beside your Ace\?/, 'the step says where it goes');
    for (const size of [{ width: 360, height: 640 }, { width: 320, height: 568 }, { width: 640, height: 360 }]) {
      await page.setViewportSize(size);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const buttons = await page.locator('.actions:not(.hidden) button').evaluateAll((els) => els.map((b) => {
        const range = document.createRange();
        range.selectNodeContents(b);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        const r = b.getBoundingClientRect();
        return { name: b.textContent, lines, inside: r.left >= 0 && r.right <= innerWidth };
      }));
      assert.deepEqual(buttons.map((b) => b.name).slice(0, 3), [await place.innerText(), 'Cancel', 'End turn'], 'every button named');
      for (const b of buttons) {
        assert.ok(b.lines <= 2 && b.inside, `${b.name} at ${size.width}×${size.height}: ${b.lines} lines`);
      }
    }
  });
});

test('issue 46: at your turn every card the computers played since your last one shows beside its seat, in order, on screen (deal F0110W01)', async () => {
  await checked(open('asymmetry.html#/play/asymmetry?seed=F0110W01&opponents=easy,easy,easy'), async (page) => {
    let checkedTurns = 0;
    let plays = 0;
    for (let turn = 0; turn < 4; turn++) {
      const state = await asymmetryYourMove(page);
      if (state === 'over') break;
      if (state === 'play') {
        // (Once the cards have stopped moving; a scroll's own timeline aside.)
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.timeline !== document.timeline));
        // What the strip says was played since your turn, seat by seat…
        const lines = await page.locator('.move-log li:not(.earlier)').allInnerTexts();
        const said = {};
        for (const line of lines) {
          const m = line.match(/^(North|East|West) played (?:the |their Lessen Card, the )(\d+|[AJQK])([♠♥♦♣])/);
          if (m) (said[m[1]] ??= []).push(m[2] + m[3]);
        }
        // … is what each seat shows, in order, every card on screen.
        for (const seat of ['North', 'East', 'West']) {
          const group = page.getByRole('group', { name: new RegExp(`^${seat} played`) });
          const shown = (await group.count())
            ? await group.locator('[data-card]').evaluateAll((cs) =>
                cs.map((c) => {
                  const r = c.getBoundingClientRect();
                  const onScreen = r.width > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
                  return onScreen ? c.dataset.card.replace(/([SHDC])$/, (s) => ({ S: '♠', H: '♥', D: '♦', C: '♣' })[s]) : `${c.dataset.card} off screen`;
                }),
              )
            : [];
          assert.deepEqual(shown, said[seat] ?? [], `turn ${turn + 1}, ${seat}: ${lines.join(' / ')}`);
        }
        plays += Object.values(said).flat().length;
        checkedTurns++;
      }
      await asymmetryStep(page);
    }
    assert.ok(checkedTurns >= 2 && plays >= 6, `turns checked: ${checkedTurns}, cards played by the computers: ${plays}`);
  });
});
