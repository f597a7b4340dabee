// Issue 13, what a new player stumbles on: Verslun's confirmations must be on
// screen and take focus; a Redeal that can only lose says what it costs
// first; New deal and Daily deal on Home never silently replace a game.
// Phone size (360×640); the test never scrolls: only the app may.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { DIST, pickupStep, thricewiseStep } from './lib.mjs';
import { button, checked, gameCard, openApp, savedGame, untilSaved, useSite } from './suite.mjs';

const shared = useSite();
const open = (hash, options) => openApp(shared, hash, options);

const column = (page, n) => page.getByRole('group', { name: `Column ${n}`, exact: true });
const hand = (page) => page.getByRole('group', { name: 'Hand', exact: true });
const dialog = (page) => page.getByRole('alertdialog');
const scoreOf = async (page) => Number(await page.locator('.scoreline strong').innerText());

/** Waits (briefly) until the open confirmation has focus and lies wholly on screen. */
async function focusedOnScreen(page) {
  return page
    .waitForFunction(() => {
      const box = document.querySelector('[role="alertdialog"]');
      if (!box) return false;
      const r = box.getBoundingClientRect();
      return box.contains(document.activeElement) && r.top >= 0 && r.bottom <= innerHeight;
    }, null, { timeout: 3000 })
    .then(() => true, () => false);
}

/** Where the confirmation is, and whether it holds the focus. */
async function where(page) {
  return dialog(page).evaluate((box) => {
    const r = box.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, height: innerHeight, focused: box.contains(document.activeElement) };
  });
}

const focusedName = (page) => page.evaluate(() => document.activeElement?.textContent?.trim());

test('End game at 360×640: the confirmation is on screen and focused; Escape and Keep playing give focus back', async () => {
  await checked(open('#/play/verslun?seed=K7M2QX4P'), async (page) => {
    await button(page, 'Draw').click();
    await column(page, 3).getByRole('button', { name: '3 of spades' }).click();
    await hand(page).getByRole('button', { name: 'king of spades' }).click();
    await button(page, 'Confirm claim').click();

    await button(page, 'End game').click();
    await dialog(page).waitFor();
    await focusedOnScreen(page);
    const at = await where(page);
    assert.ok(at.top >= 0 && at.bottom <= at.height, `the confirmation is at ${at.top}..${at.bottom}, the screen 0..${at.height}`);
    assert.ok(at.focused, 'focus is not in the confirmation');
    assert.match(await dialog(page).innerText(), /End the game with 13 points\?/);

    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    assert.equal(await focusedName(page), 'End game');
    assert.equal(await scoreOf(page), 13);

    await button(page, 'End game').click();
    assert.ok(await focusedOnScreen(page));
    await button(page, 'Keep playing').click();
    await dialog(page).waitFor({ state: 'detached' });
    assert.equal(await focusedName(page), 'End game');
    assert.equal(await page.getByRole('heading', { name: 'Game over' }).count(), 0);

    await button(page, 'End game').click();
    assert.ok(await button(page, 'End the game now').evaluate((b) => b.classList.contains('primary')), 'End game asked for: ending is the main button');
    await button(page, 'End the game now').click();
    await page.getByText('Final score 13').waitFor();
  });
});

// Deal ANH4MZWB to the Deck's end in 20 taps (the same line is checked
// natively in src/app/verslun_table.rs, ANH4MZWB_TO_DECK_0): one Claimed
// Column (Column 3, 27 points), nothing to claim, Deck 0.
const ANH4MZWB_TO_DECK_0 = [
  'draw', 'claim 3', 'pair JS', 'confirm',
  'redeal 3', 'claim 3', 'pair 9S', 'confirm',
  'redeal 3', 'claim 1', 'pair 2H', 'pair 3S', 'confirm',
  'draw', 'redeal 1', 'claim 3', 'pair 6D', 'pair AD', 'confirm',
  'draw',
];

/** One move in notation, as taps (each Redeal here has one Claimed Column to discard). */
async function tap(page, move) {
  const [verb, arg] = move.split(' ');
  if (verb === 'draw') await button(page, 'Draw').click();
  else if (verb === 'redeal') await button(page, 'Redeal').click();
  else if (verb === 'confirm') await button(page, 'Confirm claim').click();
  else if (verb === 'claim') await column(page, Number(arg)).getByRole('button').last().click();
  else if (verb === 'pair') await hand(page).locator(`[data-card="${arg}"]`).click();
  else throw new Error(`no taps for ${move}`);
}

test('a Redeal that can only lose says what it costs first; Keep playing changes nothing', async () => {
  await checked(open('#/play/verslun?seed=ANH4MZWB'), async (page) => {
    for (const move of ANH4MZWB_TO_DECK_0) {
      await tap(page, move);
      assert.equal(await dialog(page).count(), 0, `nothing to confirm after ${move}`);
    }
    await page.locator('.scoreline').getByText('Deck 0', { exact: true }).waitFor();
    assert.equal(await scoreOf(page), 27);
    const claimed = page.getByRole('group', { name: 'Claimed Column 3, 27 points' });
    assert.ok(await claimed.isVisible());
    const step = await page.locator('.step').innerText();
    assert.doesNotMatch(step, /^Nothing can be claimed\. Redeal, or end the game\.$/, 'the step text invites a losing Redeal');

    await button(page, 'Redeal').click();
    await dialog(page).waitFor({ timeout: 3000 });
    const text = await dialog(page).innerText();
    assert.match(text, /Column 3 \(27 points\)/);
    assert.match(text, /Deck empty/);
    assert.match(text, /0 instead of 27/);
    assert.ok(await focusedOnScreen(page), 'the question is not focused and on screen');
    // The safe choice is the main (yellow) button, not the one that loses points (issue 26).
    const isMain = (name) => dialog(page).getByRole('button', { name, exact: true }).evaluate((b) => b.classList.contains('primary'));
    assert.deepEqual([await isMain('Keep playing'), await isMain('Redeal and end the game')], [true, false]);
    const at = await where(page);
    assert.ok(at.top >= 0 && at.bottom <= at.height, `the question is at ${at.top}..${at.bottom}`);

    // Keep playing: nothing changed, and focus is back on Redeal.
    await button(page, 'Keep playing').click();
    await dialog(page).waitFor({ state: 'detached' });
    assert.equal(await focusedName(page), 'Redeal');
    assert.equal(await scoreOf(page), 27);
    assert.ok(await claimed.isVisible());
    assert.equal(await page.getByRole('heading', { name: 'Game over' }).count(), 0);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cardtable.game.verslun')));
    assert.equal(saved.record.moves.length, ANH4MZWB_TO_DECK_0.length, 'no move was played');

    // Escape closes it too; saying yes plays the Redeal, which ends the game.
    await button(page, 'Redeal').click();
    assert.ok(await focusedOnScreen(page));
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    assert.equal(await focusedName(page), 'Redeal');
    await button(page, 'Redeal').click();
    await dialog(page).getByRole('button').first().click();
    await page.getByText('Final score 0').waitFor();
  });
});

test('Home: New deal and Daily deal ask before replacing a game in progress; Keep my game keeps it', async () => {
  await checked(open('#/play/verslun?seed=K7M2QX4P'), async (page) => {
    await button(page, 'Draw').click();
    await column(page, 3).getByRole('button', { name: '3 of spades' }).click();
    await hand(page).getByRole('button', { name: 'king of spades' }).click();
    await button(page, 'Confirm claim').click();
    const savedMoves = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('cardtable.game.verslun'))?.record);

    for (const which of ['New deal', 'Daily deal']) {
      await page.getByRole('link', { name: 'Home' }).click();
      await button(await gameCard(page, 'Verslun'), which).click();
      await page.getByRole('heading', { name: 'Replace your game in progress?' }).waitFor({ timeout: 3000 });
      assert.match(await page.getByRole('main').innerText(), /K7M2QX4P/);
      const record = await savedMoves();
      assert.equal(record.seed, 'K7M2QX4P', `${which} replaced the game before asking`);
      assert.equal(record.moves.length, 4);
      await button(page, 'Keep my game').click();
      await page.getByRole('group', { name: 'Claimed Column 3, 13 points' }).waitFor();
      assert.match(await page.evaluate(() => location.hash), /seed=K7M2QX4P/);
      assert.equal(await scoreOf(page), 13);
    }
  });
});

// The games of the other pages: Home (index.html) opens the new deal on the
// game's own page, and the prompt appears there. Needs the full build
// (scripts/build.sh); skipped on a build of the main page alone.
for (const [game, name, step] of [['pickup', 'Pick Up', pickupStep], ['thricewise', 'Thricewise', thricewiseStep]]) {
  const skip = !existsSync(join(DIST, `${game}.html`)) && `${game}.html is not in this build`;
  test(`Home: New deal for ${name} asks on its page before replacing the game in progress`, { skip }, async () => {
    await checked(open(`#/play/${game}?seed=K7M2QX4P`), async (page) => {
      await step(page);
      await step(page);
      const saved = async () => (await savedGame(page, game))?.record;
      await untilSaved(page, game);
      // (A computer may still be moving: the game must only never go back to a new deal.)
      const before = (await saved()).moves.length;
      const kept = async () => {
        const record = await saved();
        assert.equal(record.seed, 'K7M2QX4P', 'the game was replaced before asking');
        assert.ok(record.moves.length >= before, `${record.moves.length} moves, not ${before}`);
      };
      await page.getByRole('link', { name: 'Home' }).click();
      await button(await gameCard(page, name), 'New deal').click();
      await page.getByRole('heading', { name: 'Replace your game in progress?' }).waitFor();
      // New deal opened no link: the prompt says what happens, not "This link…".
      const said = await page.locator('.prompt p').innerText();
      assert.match(said, /^You are playing .+\. Opening deal [0-9A-Z]+ instead ends that game\.$/);
      await kept();
      await button(page, 'Keep my game').click();
      await page.waitForFunction(() => /seed=K7M2QX4P/.test(location.hash));
      await kept();
    });
  });
}
