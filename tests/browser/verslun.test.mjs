// Verslun through the real UI in Chromium: every element is found by role
// and accessible name, as a person with a screen reader would find it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoPageErrors } from './lib.mjs';
import { PHONE, button, checked, gameCard, openApp, useSite } from './suite.mjs';

const SEED = 'K7M2QX4P';
const LINK = `#/play/verslun?seed=${SEED}`;
// The same deal as the native golden test (tests/verslun.rs): Columns top to
// bottom, then the first Hand.
const GOLDEN_COLUMNS = ['7C KC AD KH', '8D 4C 2C QC', '4D 6S 2H 3S', '6C 3C 6H QS'];
const GOLDEN_HAND = 'AS KD QD 7S KS';
// The same player in Rust scores the same (tests/verslun.rs, click_through_player).
const GOLDEN_CLICK_PLAYER_SCORE = 74;

const shared = useSite();
const open = (hash, options) => openApp(shared, hash, options);

const column = (page, n) => page.getByRole('group', { name: `Column ${n}`, exact: true });
const hand = (page) => page.getByRole('group', { name: 'Hand', exact: true });

async function cardsIn(locator) {
  return locator.locator('[data-card]').evaluateAll((els) => els.map((e) => e.dataset.card).join(' '));
}

async function board(page) {
  const columns = [];
  for (let n = 1; n <= 4; n++) {
    const open = column(page, n);
    const claimed = page.getByRole('group', { name: new RegExp(`^Claimed Column ${n},`) });
    columns.push((await open.count()) ? await cardsIn(open) : `claimed: ${await cardsIn(claimed)}`);
  }
  return { columns, hand: await cardsIn(hand(page)), score: await scoreOf(page) };
}

async function scoreOf(page) {
  return Number(await page.locator('.scoreline strong').innerText());
}

/** One step of a simple player that only uses what is on screen. */
async function step(page) {
  if (await page.getByRole('heading', { name: 'Game over' }).isVisible()) return false;
  // (While a claim is built its bar covers Draw, Redeal and End game.)
  if (await button(page, 'Cancel claim').isVisible()) {
    const pairable = hand(page).getByRole('button', { disabled: false, pressed: false });
    if (await pairable.count()) await pairable.first().click();
    else await button(page, 'Confirm claim').click();
    return true;
  }
  if (await button(page, 'Draw').isEnabled()) {
    await button(page, 'Draw').click();
    return true;
  }
  for (let n = 1; n <= 4; n++) {
    const claimable = column(page, n).getByRole('button', { disabled: false });
    if (await column(page, n).count() && await claimable.count()) {
      await claimable.last().click();
      return true;
    }
  }
  await button(page, 'End game').click();
  await button(page, 'End the game now').click();
  return true;
}

test('a deal from a seed link is the golden deal, and plays to game over by clicks', async () => {
  await checked(open(LINK), async (page) => {
    assert.deepEqual((await board(page)).columns, GOLDEN_COLUMNS);
    // The address became the full share link, with every option.
    assert.equal(
      await page.evaluate(() => location.hash),
      `#/play/verslun?seed=${SEED}&hand=5&columns=4&aceswild=no&rankpairs=no`,
    );
    await button(page, 'Draw').click();
    assert.equal(await cardsIn(hand(page)), GOLDEN_HAND);
    assert.equal(await button(page, 'Undo').isDisabled(), true, 'undo must not take back a draw');

    // A card that cannot be used explains why instead of doing nothing.
    // (force: Playwright will not click an aria-disabled element; people can.)
    await column(page, 1).getByRole('button', { name: 'king of hearts' }).click({ force: true });
    await assert.doesNotReject(
      page.getByRole('status').filter({ hasText: 'No card in your Hand pairs with the bottom card, the king of hearts.' }).waitFor(),
    );

    // Claim Column 3: 3 of spades with the king of spades; the points show first.
    await column(page, 3).getByRole('button', { name: '3 of spades' }).click();
    await hand(page).getByRole('button', { name: 'king of spades' }).click();
    await page.getByText('Claim: 1 pair · 13 points').waitFor();
    assert.equal(await button(page, 'Undo').isEnabled(), true);
    assert.equal(await button(page, 'Draw').count(), 0, 'the claim bar covers Draw while a claim is built');
    await button(page, 'Confirm claim').click();
    assert.equal(await scoreOf(page), 13);
    assert.ok(await page.getByRole('group', { name: 'Claimed Column 3, 13 points' }).isVisible());

    let steps = 0;
    while (await step(page)) {
      steps++;
      assert.ok(steps < 300, 'the game did not end');
    }
    const finalScore = await scoreOf(page);
    await page.getByText(`Final score ${finalScore}`).waitFor();
    assert.ok(finalScore >= 13);
    const over = page.getByRole('region', { name: 'Game over' });
    for (const name of ['New deal', 'Play this deal again', 'Share']) {
      assert.ok(await over.getByRole('button', { name, exact: true }).isVisible(), name);
    }
    // This click-through player is deterministic on this deal.
    assert.equal(finalScore, GOLDEN_CLICK_PLAYER_SCORE);
    // The deal's par (best score with the deck known, from the Web Worker):
    // `cardtable-cli par verslun K7M2QX4P` says 189, proven.
    await over.getByText(`Par 189 (proven best) · you ${finalScore}`).waitFor({ timeout: 90000 });
    await page.getByText(`Your best with these options: ${finalScore} · average ${finalScore}.0 · games played 1 · recent: ${finalScore}`).waitFor();

    // The save replays to the same score (the engine, not the screen, decides).
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cardtable.game.verslun')));
    assert.equal(saved.record.game, 'verslun');
    assert.equal(saved.record.seed, SEED);
    assert.equal(saved.counted, true);

    // Play this deal again: the very same cards, and a reload keeps the count at 1.
    await button(page, 'Play this deal again').click();
    assert.deepEqual((await board(page)).columns, GOLDEN_COLUMNS);
    await page.reload();
    await page.getByRole('button', { name: 'Draw', exact: true }).waitFor();
    const stats = await page.evaluate(() => JSON.parse(localStorage.getItem('cardtable.stats')));
    assert.equal(Object.values(stats.entries)[0].played, 1);
  });
});

test('a reload mid-game, mid-claim, gives the same position', async () => {
  await checked(open(LINK), async (page) => {
    await button(page, 'Draw').click();
    await column(page, 3).getByRole('button', { name: '3 of spades' }).click();
    await hand(page).getByRole('button', { name: 'king of spades' }).click();
    const before = await board(page);
    const stepText = await page.locator('.step').innerText();
    await page.reload();
    await page.getByText('Claim: 1 pair · 13 points').waitFor();
    assert.deepEqual(await board(page), before);
    assert.equal(await page.locator('.step').innerText(), stepText);
    // Undo still steps back through the claim after the reload, not over the draw.
    await button(page, 'Undo').click();
    await button(page, 'Undo').click();
    assert.equal(await button(page, 'Undo').isDisabled(), true);
    assert.equal(await cardsIn(hand(page)), GOLDEN_HAND);
  });
});

test('the same link in a fresh browser profile gives the same deal', async () => {
  const first = await open(LINK);
  const second = await open(LINK, { viewport: { width: 1280, height: 800 } });
  try {
    for (const { page } of [first, second]) await button(page, 'Draw').click();
    assert.deepEqual(await board(first.page), await board(second.page));
    assert.equal(await cardsIn(hand(second.page)), GOLDEN_HAND);
    assertNoPageErrors(first.page);
    assertNoPageErrors(second.page);
  } finally {
    await first.context.close();
    await second.context.close();
  }
});

test('offline after one visit: reload the deal and keep playing', async () => {
  const { context, page } = await open(LINK);
  try {
    await button(page, 'Draw').click();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('group', { name: 'Hand' }).getByRole('button', { name: 'king of spades' }).waitFor();
    await column(page, 3).getByRole('button', { name: '3 of spades' }).click();
    await hand(page).getByRole('button', { name: 'king of spades' }).click();
    await button(page, 'Confirm claim').click();
    assert.equal(await scoreOf(page), 13);
    assert.deepEqual(page.errors.map(String), []);
  } finally {
    await context.close();
  }
});

test('the table fits a phone in portrait without sideways scrolling', async () => {
  await checked(open(`#/play/verslun?seed=${SEED}&columns=6&hand=8`), async (page) => {
    await button(page, 'Draw').click();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    assert.ok(scrollWidth <= innerWidth, `page is ${scrollWidth}px wide in a ${innerWidth}px window`);
    assert.equal(await column(page, 6).count(), 1);
    assert.equal((await cardsIn(hand(page))).split(' ').length, 8);
  });
});

// A tap relights most cards of a table; a card's states (aria-disabled,
// aria-pressed) are written only when they change (each write is DOM work
// in the tap, and for a screen reader a state "changed" to what it was).
test("a Draw writes a card's states only when they change", async () => {
  await checked(open(LINK), async (page) => {
    await page.evaluate(() => {
      window.stateWrites = [];
      new MutationObserver((records) => {
        for (const r of records) window.stateWrites.push([r.target.dataset.card, r.attributeName, r.oldValue, r.target.getAttribute(r.attributeName)]);
      }).observe(document.body, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ['aria-disabled', 'aria-pressed'] });
    });
    await button(page, 'Draw').click();
    await hand(page).locator('[data-card]').first().waitFor();
    await page.waitForTimeout(300);
    const writes = await page.evaluate(() => window.stateWrites);
    // The Draw dims the Columns' cards that pair with no Hand card.
    assert.ok(writes.some(([, name, was, now]) => name === 'aria-disabled' && was === 'false' && now === 'true'), `no card was dimmed: ${JSON.stringify(writes)}`);
    assert.deepEqual(writes.filter(([, , was, now]) => was === now), [], 'states written with the value they had');
  });
});

test('keyboard play: Tab to a control and press Enter', async () => {
  await checked(open(LINK), async (page) => {
    await button(page, 'Draw').focus();
    await page.keyboard.press('Enter');
    assert.equal(await cardsIn(hand(page)), GOLDEN_HAND);
    await column(page, 3).getByRole('button', { name: '3 of spades' }).focus();
    await page.keyboard.press('Enter');
    await hand(page).getByRole('button', { name: 'king of spades' }).focus();
    await page.keyboard.press(' ');
    await button(page, 'Confirm claim').focus();
    await page.keyboard.press('Enter');
    assert.equal(await scoreOf(page), 13);
  });
});

test('opening another deal while one is in play asks first', async () => {
  await checked(open(LINK), async (page) => {
    await button(page, 'Draw').click();
    await page.evaluate(() => { location.hash = '#/play/verslun?seed=22222222'; });
    await page.getByRole('heading', { name: 'Replace your game in progress?' }).waitFor();
    await button(page, 'Keep my game').click();
    await hand(page).getByRole('button', { name: 'king of spades' }).waitFor();
    assert.match(await page.evaluate(() => location.hash), new RegExp(SEED));
    await page.evaluate(() => { location.hash = '#/play/verslun?seed=22222222'; });
    await button(page, 'Open the new deal').click();
    await button(page, 'Draw').waitFor();
    assert.notDeepEqual((await board(page)).columns, GOLDEN_COLUMNS);
  });
});

test('home: new deal, daily deal, seed codes, continue', async () => {
  await checked(open('#/'), async (page) => {
    // Each game has its own card on the home page, behind its tile; these are Verslun's.
    const card = (p) => gameCard(p, 'Verslun');
    await (await card(page)).getByLabel('Open a seed code').fill('k7m2-qx4o');
    await button(await card(page), 'Open').click();
    await page.getByRole('alert').filter({ hasText: 'never use the letter O' }).waitFor();
    await (await card(page)).getByLabel('Open a seed code').fill('k7m2qx4p');
    await button(await card(page), 'Open').click();
    await button(page, 'Draw').click();
    await hand(page).locator('[data-card]').first().waitFor();
    assert.equal(await cardsIn(hand(page)), GOLDEN_HAND);
    await page.getByRole('link', { name: 'Home' }).click();
    // Verslun is its own page: Continue opens it there.
    await button(page, 'Continue Verslun').click();
    await hand(page).locator('[data-card]').first().waitFor();
    assert.equal(await cardsIn(hand(page)), GOLDEN_HAND);
    await page.getByRole('link', { name: 'Rules' }).click();
    await page.getByRole('heading', { name: 'How to play Verslun' }).waitFor();
    await button(page, 'Back').click();
    await hand(page).waitFor();
    // Daily deal: the same seed for everyone today.
    await page.getByRole('link', { name: 'Home' }).click();
    await button(await card(page), 'Daily deal').click();
    await page.getByRole('heading', { name: 'Replace your game in progress?' }).waitFor();
    await button(page, 'Open the new deal').click();
    await button(page, 'Draw').waitFor();
    const daily = await page.evaluate(() => location.hash);
    const other = await open('#/');
    await button(await card(other.page), 'Daily deal').click();
    await button(other.page, 'Draw').waitFor();
    assert.equal(await other.page.evaluate(() => location.hash), daily);
    await other.context.close();
  });
});

test('Share copies the deal link where there is no share sheet', async () => {
  await checked(open(LINK, { ...PHONE, permissions: ['clipboard-read', 'clipboard-write'] }), async (page) => {
    await button(page, 'Share').click();
    const said = page.getByRole('status').filter({ hasText: /Copied|Shared|Copy this/ });
    await said.waitFor();
    if ((await said.innerText()).includes('Copied')) {
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.equal(copied, await page.evaluate(() => location.href));
      assert.match(copied, /#\/play\/verslun\?seed=K7M2QX4P&hand=5&columns=4/);
    }
  });
});

test('settings persist: four-colour suits survive a reload', async () => {
  await checked(open('#/'), async (page) => {
    const box = page.getByRole('checkbox', { name: /Four-colour suits/ });
    await box.check();
    await page.reload();
    assert.equal(await page.getByRole('checkbox', { name: /Four-colour suits/ }).isChecked(), true);
    await page.goto(shared.site.url + LINK);
    await button(page, 'Draw').click();
    const clubs = await page.locator('[data-card="QC"]').evaluate((e) => getComputedStyle(e).color);
    const spades = await page.locator('[data-card="3S"]').evaluate((e) => getComputedStyle(e).color);
    assert.notEqual(clubs, spades, 'clubs are not black in four-colour mode');
  });
});

test('issue 46: at the end nothing stays hidden: the Deck\'s cards left are face up, every card once', async () => {
  await checked(open('verslun.html#/play/verslun?seed=K7M2QX4P'), async (page) => {
    await button(page, 'Draw').click();
    await button(page, 'End game').click();
    await button(page, 'End the game now').click();
    const left = page.getByRole('group', { name: 'Left in the Deck, top first: 31 cards', exact: true });
    await left.waitFor();
    const cards = left.getByRole('img');
    assert.equal(await cards.count(), 31);
    assert.match(await cards.first().getAttribute('aria-label'), /^(ace|king|queen|jack|[2-9]|10) of (clubs|diamonds|hearts|spades)$/);
    // The Columns, the Hand and the Deck left: the whole deck, each card once.
    const shown = await page.locator('main [data-card]').evaluateAll((els) => els.map((e) => e.dataset.card));
    assert.equal(shown.length, 52, shown.join(' '));
    assert.equal(new Set(shown).size, 52);
  });
});
