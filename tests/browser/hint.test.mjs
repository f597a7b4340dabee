// Hint on every table, and a solitaire's par from here (issue 28).
// On each of the five tables (deal links, computers at Instant pace):
// press Hint, wait for its marks (data-hinted="1", "2", … in the order of
// the taps), tap them in order, and check the game gained a move and is
// saved with the hint counted (not clean). On Verslun and Arctic solo the
// par from here (the best with the deck known) starts the deal line; the
// hints there come from what you have seen (issue 46: they followed the par
// line, which knows the deck's order).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { arcticYourMove, asymmetryYourMove, pickupYourTurn, thricewiseYourMove } from './lib.mjs';
import { button, checked, openInstant, savedGame, untilSaved, useSite } from './suite.mjs';

const SEED = 'K7M2QX4P';
const shared = useSite();

const open = (hash) => openInstant(shared, hash);

const movesMade = async (page, game) => (await savedGame(page, game))?.record.moves.length ?? 0;

/** Presses Hint and follows its marks; returns the sentence said. */
async function followHint(page, game) {
  const before = await movesMade(page, game);
  const hints = (await savedGame(page, game))?.hints ?? 0;
  await button(page, 'Hint').click();
  await page.locator('[data-hinted="1"]').first().waitFor({ timeout: 20000 });
  const said = await page.locator('.tap-message').textContent();
  assert.match(said, /^Hint: /);
  for (let k = 1; k < 8; k++) {
    const marked = page.locator(`button[data-hinted="${k}"]:not([disabled])`);
    // A later tap's mark may show only after the earlier taps (a cell named once its card is chosen).
    try {
      await marked.first().waitFor({ timeout: 1500 });
    } catch {
      break;
    }
    await marked.first().click();
    if ((await movesMade(page, game)) > before) break;
  }
  await untilSaved(page, game, { moves: before + 1 });
  // Counted and kept: the game is not clean.
  await page.waitForFunction(([g, n]) => JSON.parse(localStorage.getItem(`cardtable.game.${g}`))?.hints === n + 1, [game, hints]);
  // The marks go with the move.
  await page.waitForFunction(() => !document.querySelector('[data-hinted]'));
  return said;
}

test('Verslun: a hint from your own view (never the deck order) marks a move, and following it plays it', async () => {
  await checked(open(`verslun.html#/play/verslun?seed=${SEED}`), async (page) => {
    assert.match(await followHint(page, 'verslun'), /only move|cards you have not seen/);
  });
});

test('Pick Up: a hint from your own view leads to your move', async () => {
  await checked(open(`pickup.html#/play/pickup?seed=${SEED}`), async (page) => {
    await pickupYourTurn(page);
    const said = await followHint(page, 'pickup');
    assert.match(said, /Hard computer|only move/);
  });
});

test('Thricewise: a hint leads to your pick', async () => {
  await checked(open(`thricewise.html#/play/thricewise?seed=${SEED}`), async (page) => {
    await thricewiseYourMove(page);
    await followHint(page, 'thricewise');
  });
});

test('Asymmetry: a hint leads to your move', async () => {
  await checked(open(`asymmetry.html#/play/asymmetry?seed=${SEED}`), async (page) => {
    assert.notEqual(await asymmetryYourMove(page), 'over');
    await followHint(page, 'asymmetry');
  });
});

test('Arctic Solitaire against computers: a hint leads to your move', async () => {
  await checked(open(`arctic.html#/play/arctic?seed=${SEED}&players=3&opponents=easy,easy`), async (page) => {
    if ((await arcticYourMove(page)) === 'setup') await button(page, 'Skip set-up').click();
    assert.equal(await arcticYourMove(page), 'play');
    await followHint(page, 'arctic');
  });
});

test('the par from here, labelled with the deck known, beside hints from your own view (Verslun, Arctic solo)', async () => {
  // (That the par from here falls off after a bad move: app::jobs' native tests.)
  await checked(open(`verslun.html#/play/verslun?seed=${SEED}`), async (page) => {
    const line = page.locator('.deal-line');
    // Before the first move, the par alone (nothing to be on par with yet).
    await page.waitForFunction(() => /^Par \d+ \(deck known\) · Deal /.test(document.querySelector('.deal-line')?.textContent ?? ''), null, { timeout: 30000 });
    assert.equal(await line.getAttribute('role'), 'status');
    await followHint(page, 'verslun');
    await page.waitForFunction(() => /^Par \d+ \(deck known\) · (on par|\d+ (below|over) par|par not found from here) · Deal /.test(document.querySelector('.deal-line')?.textContent ?? ''), null, { timeout: 30000 });
  });
  // Arctic solo: hints from the cards you have seen; the par from here follows each move.
  await checked(open(`arctic.html#/play/arctic?seed=${SEED}&players=1&opponents=`), async (page) => {
    await page.waitForFunction(() => /^Par \d+ \(deck known\) · Deal /.test(document.querySelector('.deal-line')?.textContent ?? ''), null, { timeout: 30000 });
    assert.match(await followHint(page, 'arctic'), /only move|cards you have not seen/);
    assert.match(await followHint(page, 'arctic'), /only move|cards you have not seen/);
    await page.waitForFunction(() => /^Par \d+ \(deck known\) · (on par|\d+ (below|over) par|par not found from here) · Deal /.test(document.querySelector('.deal-line')?.textContent ?? ''), null, { timeout: 30000 });
  });
});
