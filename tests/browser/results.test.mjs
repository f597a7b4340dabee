// The statistics screen (#/stats) and sharing a result, through the real UI
// in Chromium: statistics kept by an older version still load and show per
// game and options (streaks, clean and assisted games apart, a chart of the
// last results, the win rate by computer level); a Daily deal played to its
// end with an Undo shares a result that names the game, the day, the score,
// "with Undo" and the par, and no card; axe finds nothing on the screen.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations } from './lib.mjs';
import { button, checked, gameCard, openApp, useSite } from './suite.mjs';

const shared = useSite();

/** Statistics as stored before streaks, marks and clean games (10 recent), and one line as stored now. */
const OLD_STATS = {
  version: 1,
  entries: {
    'verslun hand=5 columns=4 aceswild=no rankpairs=no': { played: 12, best: 140, total: 1200, recent: [90, 100, 110, 120, 130, 140, 80, 70, 60, 100] },
    'pickup hands=5 opponent=hard': { played: 3, best: 900, total: 2000, recent: [900, 600, 500], won: 2 },
    'pickup hands=5 opponent=hard hands': { played: 15, best: 300, total: 1500, recent: [100], won: 9 },
    // As this version keeps it: streaks, clean and with Undo, marks (docs/records.md).
    'asymmetry opponents=easy,easy,easy': {
      played: 4, best: 0, total: -9, recent: [0, -4, -5, 0], won: 2, more: '1 1 3 1 -9 0 1 1 0 0 1001',
    },
    'asymmetry opponents=hard,normal,easy': { played: 2, best: 0, total: -3, recent: [0, -3], won: 1 },
  },
};

async function noViolations(page, what) {
  const found = await axeViolations(page);
  assert.deepEqual(found, [], `${what}: ${JSON.stringify(found, null, 1)}`);
}

test('statistics from before load and show per game and options: streaks, clean apart, a chart, win rate by level', async () => {
  await checked(openApp(shared, '#/'), async (page) => {
    await page.evaluate((s) => localStorage.setItem('cardtable.stats', JSON.stringify(s)), OLD_STATS);
    await page.reload();
    await page.getByRole('link', { name: 'Statistics' }).click();
    await page.getByRole('heading', { level: 1, name: 'Statistics' }).waitFor();
    assert.equal(await page.getByRole('alert').count(), 0, 'the old statistics read without a complaint');

    const verslun = page.getByRole('region', { name: 'Verslun' });
    const line = verslun.getByRole('region', { name: '4 Columns · Hand 5' });
    const figure = (region, name) => region.locator('.figures div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) }).locator('dd').innerText();
    assert.equal(await figure(line, 'Played'), '12');
    // In the game's own terms (issue 26): Verslun's are points.
    assert.equal(await figure(line, 'Best'), '140 points');
    assert.equal(await figure(line, 'Average'), '100.0 points');
    await line.getByText('12 games from before clean games were counted apart').waitFor();
    // A solitaire's score is no win: no streak.
    assert.equal(await line.locator('dt', { hasText: 'streak' }).count(), 0);
    const chart = line.getByRole('img');
    assert.equal(await chart.getAttribute('aria-label'), 'Last 10 games, oldest first: lowest 60 points, highest 140 points, newest 100 points');
    assert.equal(await chart.locator('rect').count(), 10);
    // The chart labelled on screen: what it counts, its top and bottom, its ends.
    const figure1 = line.getByRole('figure', { name: 'Last 10 games, oldest first, in points' });
    assert.equal(await figure1.locator('.chart-y').innerText(), '140\n0');
    assert.equal(await figure1.locator('.chart-x').innerText(), 'oldest → newest');
    assert.ok(await figure1.locator('.chart-y').isVisible());

    // Pick Up: matches and single hands apart; the win rate by level counts matches.
    const pickup = page.getByRole('region', { name: 'Pick Up' });
    await pickup.getByRole('region', { name: /5 hands.*single hands/ }).waitFor();
    assert.equal(await pickup.getByRole('row', { name: /Hard/ }).innerText(), 'Hard\t2 of 3 won (67%)');

    // Asymmetry: fewest cards is best; clean and with Undo or hints apart; streaks.
    const asym = page.getByRole('region', { name: 'Asymmetry' });
    const easy = asym.getByRole('region', { name: 'computers: Easy, Easy, Easy' });
    assert.equal(await figure(easy, 'Best'), '0 cards left (fewest)');
    assert.equal(await figure(easy, 'Average'), '2.3 cards left');
    await easy.getByRole('figure', { name: 'Last 4 games, oldest first, in cards left' }).waitFor();
    assert.equal(await figure(easy, 'Best streak'), '1');
    await easy.getByText('Clean: 3 games, 1 won, best 0, average 3.0 · With Undo or hints: 1 game, 1 won, best 0, average 0.0').waitFor();
    assert.equal(await easy.locator('rect.won').count(), 2);
    assert.equal(await easy.locator('rect.assisted').count(), 0, 'old marks: none assisted');
    // By the strongest computer at the table: Easy 2 of 4, Hard 1 of 2.
    assert.equal(await asym.getByRole('row', { name: /Easy/ }).innerText(), 'Easy\t2 of 4 won (50%)');
    assert.equal(await asym.getByRole('row', { name: /Hard/ }).innerText(), 'Hard\t1 of 2 won (50%)');

    await noViolations(page, 'statistics screen');
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scroll at 360 px');
    // Stored again in today's form, every count kept.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cardtable.stats')));
    for (const [key, e] of Object.entries(OLD_STATS.entries)) {
      assert.deepEqual([stored.entries[key].played, stored.entries[key].won ?? 0, stored.entries[key].recent], [e.played, e.won ?? 0, e.recent], key);
    }
  });
});

test('the Daily deal played to its end with an Undo: Share gives the result without a card, and the statistics count it with Undo', async () => {
  await checked(openApp(shared, '#/'), async (page) => {
    // A fixed day, so the Daily deal is the same deal on every run.
    await page.addInitScript(() => {
      const fixed = new Date(2026, 10, 22, 12).getTime();
      const RealDate = Date;
      globalThis.Date = class extends RealDate {
        constructor(...a) {
          super(...(a.length ? a : [fixed]));
        }
        static now() {
          return fixed;
        }
      };
    });
    await page.reload();
    await (await gameCard(page, 'Verslun')).getByRole('button', { name: 'Daily deal' }).click();
    await button(page, 'Draw').click();
    // Choose the first Column that can be claimed, then take it back.
    await page.locator('.column').filter({ has: page.locator('button.playable') }).first().locator('button').last().click();
    await button(page, 'Undo').click();
    await button(page, 'End game').click();
    await button(page, 'End the game now').click();
    const over = page.getByRole('region', { name: 'Game over' });
    const par = (await over.getByText(/^Par \d+/).innerText({ timeout: 90000 })).match(/^Par (\d+)/)[1];

    // The share sheet gets the result and the link.
    await page.evaluate(() => {
      navigator.share = async (data) => {
        window.shared = data;
      };
    });
    await over.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('status').filter({ hasText: 'Shared.' }).waitFor();
    const data = await page.evaluate(() => window.shared);
    const code = data.url.match(/seed=([0-9A-Z]+)/)[1];
    assert.equal(data.url, await page.evaluate(() => location.href));
    assert.equal(data.text, `Card Table · Verslun · Daily deal · 22 November · ${code}\nFinal score 0 · with Undo · par ${par}`);
    assert.doesNotMatch(data.text, /\b(of (clubs|spades|hearts|diamonds)|[2-9TJQKA][CDHS])\b/, 'no card is named');

    // Without a share sheet, the result and the link are copied.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => {
      delete Navigator.prototype.share;
      navigator.share = undefined;
    });
    await over.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('status').filter({ hasText: 'Copied. Paste it anywhere to share this deal.' }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), `${data.text}\n${data.url}`);

    // The statistics screen counts it apart, as a game with Undo.
    await page.goto(shared.site.url + '#/stats');
    const line = page.getByRole('region', { name: 'Verslun' }).getByRole('region', { name: '4 Columns · Hand 5' });
    await line.getByText('With Undo or hints: 1 game, best 0, average 0.0').waitFor();
    assert.equal(await line.locator('rect.assisted').count(), 1);
  });
});

test("after a Verslun game, the par line steps through on the table, and the game stays yours", async () => {
  await checked(openApp(shared, 'verslun.html#/play/verslun?seed=K7M2QX4P'), async (page) => {
    await button(page, 'Draw').click();
    await button(page, 'End game').click();
    await button(page, 'End the game now').click();
    const over = page.getByRole('region', { name: 'Game over' });
    // `cardtable-cli par verslun K7M2QX4P`: 189, proven.
    await over.getByText('Par 189 (proven best) · you 0').waitFor({ timeout: 90000 });
    const saved = await page.evaluate(() => localStorage.getItem('cardtable.game.verslun'));
    const score = () => page.locator('.scoreline .score strong').innerText();

    await button(page, 'Step through the par line').click();
    const next = button(page, 'Next');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Next');
    const step = page.locator('.step');
    assert.match(await step.innerText(), /^The par line: the best play found with the deck order known, (\d+) steps\. Tap Next\.$/);
    const steps = Number((await step.innerText()).match(/(\d+) steps/)[1]);
    assert.equal(await over.count(), 0, 'the table shows the line, not the end panel');
    assert.ok(await button(page, 'Back').isDisabled());
    await next.click();
    await step.filter({ hasText: `Par line, step 1 of ${steps}. You drew. Your Hand:` }).waitFor();
    await noViolations(page, 'the par line on the table');
    // The table's own cards do nothing meanwhile.
    assert.equal(await page.locator('.hand').getAttribute('inert'), '');
    for (let i = 1; i < steps; i++) await next.click();
    await step.filter({ hasText: `Par line, step ${steps} of ${steps}.` }).waitFor();
    assert.equal(await score(), '189');
    assert.ok(await next.isDisabled());
    await button(page, 'Back').click();
    await step.filter({ hasText: `Par line, step ${steps - 1} of ${steps}.` }).waitFor();

    await button(page, 'Leave the par line').click();
    await over.getByText('Par 189 (proven best) · you 0').waitFor();
    assert.equal(await score(), '0');
    assert.equal(await page.evaluate(() => localStorage.getItem('cardtable.game.verslun')), saved, 'the game is as it was');
  });
});
