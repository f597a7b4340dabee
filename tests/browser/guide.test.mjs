// The guided first games (guide-<game>.html): each game's guide, opened from its
// home card's "Learn by playing", followed to its end by tapping only what
// it marks (data-guide="1", "2", … in order): the test knows no move. A
// wrong tap gets the nudge; each step is said in the live region; at the
// end nothing is counted and the player's saved game is as it was. Each
// guide fits a phone (portrait and landscape) with nothing scrolling, and
// every step's words show whole in the guide's panel, on the screen, at
// every phone size (issue 46: they were cut to three lines).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoPageErrors } from './lib.mjs';
import { PHONE, SIZES, button, misfits, openApp, untilSaved, useSite } from './suite.mjs';

const shared = useSite();

/** Each phone size where the step's words do not show whole: cut off in
 * their panel, or the panel past the screen's edge. */
async function stepCut(page, what) {
  const found = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const cut = await page.evaluate(() => {
      const says = document.querySelector('.guide-says');
      const panel = says.closest('.guide-panel').getBoundingClientRect();
      const r = says.getBoundingClientRect();
      const inside = says.scrollHeight <= says.clientHeight + 1 && r.bottom <= panel.bottom + 1;
      const onScreen = panel.top >= 0 && panel.bottom <= innerHeight && panel.right <= innerWidth;
      return inside && onScreen ? '' : `${says.scrollHeight}/${says.clientHeight} px, panel ${Math.round(panel.bottom)} of ${innerHeight}`;
    });
    if (cut) found.push(`${what} at ${size.width}×${size.height}: ${cut}`);
  }
  await page.setViewportSize(SIZES[1]);
  return found;
}

const stored = (page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)])));

test('every guide runs to its end by its marks, counting and saving nothing', async () => {
  // A real game in play first: the guide must leave it alone.
  const { context, page } = await openApp(shared, '#/play/verslun?seed=K7M2QX4P', PHONE);
  try {
    await button(page, 'Draw').click();
    await untilSaved(page, 'verslun', { seed: 'K7M2QX4P', moves: 1 });
    await page.goto(shared.site.url + '#/');
    // (Every game's, each in its card, shown or not behind its tile.)
    const links = page.getByRole('link', { name: 'Learn by playing', exact: true, includeHidden: true });
    await links.first().waitFor({ state: 'attached' });
    const hashes = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert.ok(hashes.length >= 2, `guide links: ${hashes}`);
    const before = await stored(page);
    let nudged = false;
    // The guide fits the phone as its table does (fit.test.mjs), checked at
    // the first step and a later one of each guide.
    const scrolled = [];
    const cut = [];
    const ended = [];
    for (const hash of hashes) {
      const game = hash.split('/').pop();
      await page.goto(shared.site.url + '#/');
      // Its tile shows its card, with the link.
      await page.locator(`.game-list button[aria-controls="${game}-card"]`).click();
      await page.locator(`a[href="${hash}"]`).first().click();
      // On its own game's page.
      await page.waitForURL(new RegExp(`/guide-${game}\\.html#/guide/${game}$`));
      const says = page.locator('.guide-says[role="status"][aria-live="polite"]');
      const done = page.getByRole('link', { name: 'Play a real game', exact: true });
      let steps = 0;
      let said = '';
      for (;;) {
        await page.waitForFunction(
          () => document.querySelector('main [data-guide="1"]') || !document.querySelector('.guide-actions .primary.hidden'),
          null,
          { timeout: 20000 },
        );
        if (await done.isVisible()) break;
        // The marks are set the frame after the step shows.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const now = await says.innerText();
        assert.notEqual(now, said, `${game}: each step is said`);
        said = now;
        scrolled.push(...(await misfits(page, `${game}'s guide, step ${steps + 1}`)));
        cut.push(...(await stepCut(page, `${game}'s guide, step ${steps + 1}`)));
        const count = await page.locator('main [data-guide]').count();
        const first = page.locator('main [data-guide="1"]');
        // Once: a wrong tap (another card, elsewhere) is refused with the nudge.
        if (!nudged && count === 1 && (await first.getAttribute('data-card'))) {
          const other = await first.evaluate((marked) => {
            const group = marked.closest('[role="group"]');
            // A card a finger can reach: not under another (a Column's cards overlap).
            const reachable = (b) => {
              const r = b.getBoundingClientRect();
              return b.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
            };
            const c = [...document.querySelectorAll('main button[data-card]')].find(
              (b) =>
                !b.dataset.guide &&
                b.closest('[role="group"]') !== group &&
                b.getAttribute('aria-disabled') !== 'true' &&
                reachable(b),
            );
            return c?.dataset.card;
          });
          if (other) {
            const moves = await page.evaluate(() => document.querySelector('main').innerText);
            await page.locator(`main button[data-card="${other}"]`).click();
            await page.getByText(/^Not that one\./).first().waitFor();
            assert.equal(await says.innerText(), said, 'the step stays');
            assert.ok(moves.length > 0);
            nudged = true;
          }
        }
        // Each mark in order; a control may show (and be marked) only after
        // the first taps, so the next number is awaited until the step moves on.
        const moved = (text) => document.querySelector('.guide-says')?.innerText !== text;
        for (let i = 1; ; i++) {
          await page.waitForFunction(
            ([text, n]) => document.querySelector('.guide-says')?.innerText !== text || document.querySelector(`main [data-guide="${n}"]`),
            [said, i],
            { timeout: 20000 },
          );
          if (await page.evaluate(moved, said)) break;
          assert.ok(i <= 8, `${game}: more marks than a step has`);
          await page.locator(`main [data-guide="${i}"]`).click();
        }
        assert.ok(count >= 1);
        steps++;
      }
      assert.ok(steps >= 8, `${game}: ${steps} steps`);
      cut.push(...(await stepCut(page, `${game}'s guide, its last words`)));
      // A guide that ends at a hand's end (Pick Up's) is tapped on to the
      // game's end panel: the guide's page still fits, its table sharing
      // the screen with the panel (the breakdown scrolls inside its box).
      const over = page.locator('main .game-over');
      if (await page.locator('main .table > .reveal').isVisible()) {
        for (let i = 0; i < 10 && !(await over.isVisible()); i++) {
          await page.locator('main .table button.primary:visible:not([disabled])').first().click();
        }
        scrolled.push(...(await misfits(page, `${game}'s guide, its end`)));
        ended.push(game);
      }
      assert.ok(await page.getByRole('link', { name: 'Back to the rules', exact: true }).isVisible());
      assertNoPageErrors(page);
    }
    assert.ok(nudged, 'a wrong tap was tried and nudged');
    assert.ok(ended.includes('pickup'), `guides tapped on to their end panel: ${ended}`);
    assert.deepEqual(scrolled, [], `guides that scroll:\n${scrolled.join('\n')}`);
    assert.deepEqual(cut, [], `guide steps not shown whole:\n${cut.join('\n')}`);
    await page.goto(shared.site.url + '#/');
    await page.getByRole('navigation', { name: 'Games', exact: true }).waitFor();
    assert.deepEqual(await stored(page), before, 'no statistics counted, the saved game untouched');
  } finally {
    await context.close();
  }
});
