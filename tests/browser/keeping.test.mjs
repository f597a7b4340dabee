// Never losing a move (issue 27): a tap, or a computer's move, and the page
// left in the same moment; one game open in two tabs; saves that the
// browser does not keep, with a backup offered there and then; and what
// the Backup screen (more.html#/backup) says of the app's storage.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoPageErrors, newPage } from './lib.mjs';
import { PHONE, button, checked, openApp, savedGame, untilSaved, useSite } from './suite.mjs';

const shared = useSite();
const LINK = '#/play/verslun?seed=K7M2QX4P';

const saved = async (page, game = 'verslun') => (await savedGame(page, game))?.record ?? null;
const gamesPlayed = (page) =>
  page.evaluate(() => Object.values(JSON.parse(localStorage.getItem('cardtable.stats'))?.entries ?? {})
    .reduce((n, e) => n + e.played, 0));

const hand = (page) => page.getByRole('group', { name: 'Hand', exact: true });

/** Reopens the link in a fresh page of the same browser profile. */
async function reopen(context, hash) {
  const page = await context.newPage();
  await page.goto(shared.site.url + hash);
  await page.getByRole('main').first().waitFor();
  return page;
}

test('a tap and leaving the page in the same moment: the move is kept (to another address, a closed tab, a frozen page)', async () => {
  const { context, page } = await openApp(shared, LINK);
  try {
    await button(page, 'Draw').waitFor();
    // The tap and the navigation in one task: no paint comes in between.
    await button(page, 'Draw').evaluate((draw) => {
      draw.click();
      location.href = 'about:blank';
    });
    await page.waitForURL('about:blank');
    assertNoPageErrors(page);
    const again = await reopen(context, LINK);
    assert.equal((await saved(again)).moves.length, 1, 'the Draw was saved as the page went');
    // On screen too: the hand the Draw dealt.
    await hand(again).getByRole('button', { name: 'king of spades' }).waitFor();

    // A tab closed at once after a tap (the close runs the page's pagehide).
    await again.getByRole('group', { name: 'Column 3', exact: true }).getByRole('button', { name: '3 of spades' }).evaluate((card) => card.click());
    await again.close();
    const third = await reopen(context, LINK);
    assert.equal((await saved(third)).moves.length, 2, 'the tap before the close was saved');

    // A page frozen in the background (and maybe discarded, with no
    // pagehide): its freeze event saves at once, within the tap's task.
    const moves = await hand(third).getByRole('button', { name: 'king of spades' }).evaluate((card) => {
      card.click();
      document.dispatchEvent(new Event('freeze'));
      return JSON.parse(localStorage.getItem('cardtable.game.verslun')).record.moves.length;
    });
    assert.equal(moves, 3, 'saved before the freeze event returned');
  } finally {
    await context.close();
  }
});

test('a computer\'s move that has just landed is kept when the page goes at once', async () => {
  // On this Asymmetry deal the computers move first, at the Normal pace.
  const hash = 'asymmetry.html#/play/asymmetry?seed=RPA45B6T';
  const { context, page } = await openApp(shared, '');
  try {
    await page.goto(shared.site.url + hash);
    await page.getByRole('main').first().waitFor();
    const before = (await saved(page, 'asymmetry'))?.moves.length ?? 0;
    assert.equal(before, 0, 'no computer has moved yet');
    // As soon as a computer's move is on the screen (its line in the
    // move log), the page goes: before the next paint.
    await page.evaluate(() => {
      const watch = new MutationObserver(() => {
        if (document.querySelector('.move-log li')) {
          watch.disconnect();
          location.href = 'about:blank';
        }
      });
      watch.observe(document.body, { childList: true, subtree: true });
    });
    await page.waitForURL('about:blank', { timeout: 30000 });
    const again = await reopen(context, hash);
    const moves = (await saved(again, 'asymmetry')).moves.length;
    assert.ok(moves >= 1, `the computer's move was saved: ${moves} moves`);
  } finally {
    await context.close();
  }
});

test('one game in two tabs: each follows the other, an undo there keeps this tab\'s game to bring back, and results count once', async () => {
  const { context, page: first } = await newPage(shared.browser, PHONE);
  const second = await context.newPage();
  second.errors = [];
  second.on('pageerror', (e) => second.errors.push(e));
  try {
    for (const page of [first, second]) {
      await page.goto(shared.site.url + LINK);
      await button(page, 'Draw').waitFor();
    }
    // A Draw in the first tab: the second follows it, and says so.
    await button(first, 'Draw').click();
    await untilSaved(first, 'verslun', { moves: 1 });
    await second.getByText('This game moved on in another tab or window').waitFor();
    await hand(second).getByRole('button', { name: 'king of spades' }).waitFor();

    // A claim begun in the second: the first follows.
    await second.getByRole('group', { name: 'Column 3', exact: true }).getByRole('button', { name: '3 of spades' }).click();
    await hand(second).getByRole('button', { name: 'king of spades' }).click();
    await second.getByText('Claim: 1 pair · 13 points').waitFor();
    const both = (await saved(second)).moves.length;
    assert.ok(both >= 2, `both tabs' moves are saved: ${both}`);
    await first.getByText('Claim: 1 pair · 13 points').waitFor();

    // An undo in the first takes a move the second made: the second shows
    // the game as saved, and keeps its own to bring back.
    await button(first, 'Undo').click();
    await first.waitForFunction((n) => JSON.parse(localStorage.getItem('cardtable.game.verslun')).record.moves.length < n, both);
    const kept = second.getByRole('alert').filter({ hasText: 'Another tab or window changed this game' });
    await kept.waitFor();
    assert.match(await kept.innerText(), /deal K7M2QX4P, \d+ moves/);
    await kept.getByRole('button', { name: "Bring back this tab's game" }).click();
    await second.getByText('Claim: 1 pair · 13 points').waitFor();
    assert.equal((await saved(second)).moves.length, both, 'the second tab\'s game is back, and saved');
    await first.getByText('Claim: 1 pair · 13 points').waitFor();

    // A result counts once, whichever tab ends the game.
    await button(second, 'Cancel claim').click();
    await button(second, 'End game').click();
    await button(second, 'End the game now').click();
    await first.getByRole('heading', { name: 'Game over' }).waitFor();
    assert.equal(await gamesPlayed(first), 1);
    // Another game in the first: its result joins the second's, not over it.
    await first.getByRole('region', { name: 'Game over' }).getByRole('button', { name: 'Play this deal again' }).click();
    await button(first, 'End game').click();
    await button(first, 'End the game now').click();
    await second.getByRole('heading', { name: 'Game over' }).waitFor();
    await first.waitForFunction(() => JSON.parse(localStorage.getItem('cardtable.game.verslun')).counted);
    assert.equal(await gamesPlayed(first), 2);
    await second.waitForFunction(() => true);
    assert.equal(await gamesPlayed(second), 2);
    assertNoPageErrors(first);
    assert.deepEqual(second.errors, []);
  } finally {
    await context.close();
  }
});

test('saves the browser does not keep: the notice offers a backup of the game on screen; the Backup screen says what the app keeps', async () => {
  await checked(openApp(shared, LINK), async (page) => {
    await button(page, 'Draw').waitFor();
    // From now on this browser drops every write without a word.
    await page.evaluate(() => {
      Storage.prototype.setItem = function () {};
    });
    await button(page, 'Draw').click();
    const problem = page.getByRole('alert').filter({ hasText: 'did not keep what the app just saved' });
    await problem.waitFor();
    const download = page.waitForEvent('download');
    await problem.getByRole('button', { name: 'Export a backup' }).click();
    const file = await download;
    const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString());
    const backup = JSON.parse(text);
    assert.equal(backup.kind, 'cardtable backup');
    assert.equal(backup.games.verslun.record.moves.length, 1, 'the backup holds the Draw the browser did not keep');
  });
  // (The Backup screen, #/backup, on more.html.)
  await checked(openApp(shared, '#/backup'), async (page) => {
    await page.evaluate(() => localStorage.setItem('cardtable.game.verslun', JSON.stringify({ version: 1, record: { format: 1, game: 'verslun', options: {}, seed: 'K7M2QX4P', moves: ['x'.repeat(3000)] } })));
    await page.reload();
    await page.getByRole('main').first().waitFor();
    const used = page.getByText(/^Your games, statistics and settings take \d+ KB of this browser's storage\.$/);
    await used.scrollIntoViewIfNeeded();
    const kb = Number((await used.innerText()).match(/take (\d+) KB/)[1]);
    assert.ok(kb >= 6, `the 3,000-character save counts: ${kb} KB`);
    await page.getByText(/This browser (keeps|may clear|does not say)/).waitFor();
  });
});
