// Following every table (issue 26), on a 360×640 phone: what the others
// did since your turn, on the table, with the whole log a tap away; Skip
// to my turn while computers chain their turns; a waiting computer that
// does not claim to think; drag onto every table's places; every new
// screen at the top and Back where you were; light or dark from Settings.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { asymmetryYourMove, axeViolations } from './lib.mjs';
import { PHONE, button, checked, drag, gameCard, openApp, touchDrag, useSite } from './suite.mjs';

const shared = useSite();

/** Opens `hash` with these settings saved first. */
async function open(hash, settings = {}, options = PHONE) {
  const { context, page } = await openApp(shared, '', options);
  await page.evaluate((s) => localStorage.setItem('cardtable.settings', JSON.stringify({ version: 1, ...s })), settings);
  await page.goto(shared.site.url + hash);
  await page.getByRole('main').first().waitFor();
  return { context, page };
}

/** The move log's lines: all, and those shown on the table (not for screen readers only). */
const logLines = (page) =>
  page.evaluate(() => {
    const items = [...document.querySelectorAll('.move-log li')];
    const shown = items.filter((li) => getComputedStyle(li).position !== 'absolute');
    return { all: items.map((li) => li.textContent), shown: shown.map((li) => li.textContent) };
  });

/** Where an element is, against the screen. */
const box = (locator) => locator.evaluate((el) => {
  const r = el.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, height: r.height, innerHeight, scrollY };
});

test('Asymmetry: Skip to my turn while the computers chain turns; every move of theirs since your turn on the table; History', async () => {
  // On this deal your first turn comes after dozens of computer moves.
  await checked(open('asymmetry.html#/play/asymmetry?seed=RPA45B6T'), async (page) => {
    // Something to do within 3 s: Skip to my turn.
    const skip = button(page, 'Skip to my turn');
    await skip.waitFor({ timeout: 3000 });
    // With the keyboard: focus is never left on the page when the button goes.
    await skip.focus();
    await skip.press('Enter');
    assert.notEqual(await asymmetryYourMove(page), 'over');
    await page.waitForFunction(() => document.activeElement && document.activeElement !== document.body, null, { timeout: 2000 });
    const { all, shown } = await logLines(page);
    const others = all.filter((l) => !/^You /.test(l));
    assert.ok(others.length > 10, `the computers moved many times before yours: ${all.length} lines`);
    // Nothing of yours yet: every line is since your turn, in order, on the table.
    assert.deepEqual(shown, all);
    const strip = page.locator('.move-log .strip');
    const at = await box(strip);
    assert.ok(at.top >= 0 && at.bottom <= at.innerHeight, `the strip is on screen: ${JSON.stringify(at)}`);
    assert.equal(at.scrollY, 0, 'the page does not scroll');
    // The newest line is in view within the strip.
    const newest = await strip.evaluate((s) => {
      const li = s.querySelector('li:last-child').getBoundingClientRect();
      const r = s.getBoundingClientRect();
      return li.bottom <= r.bottom + 1 && li.top >= r.top - 1;
    });
    assert.ok(newest, 'the newest line is in view');
    assert.equal(await skip.isVisible(), false, 'no Skip on your turn');
    assert.deepEqual(await axeViolations(page), [], 'axe: your turn after many computer moves');

    // The whole log, a tap away, over the table; Escape (or Close) puts it away.
    await button(page, 'History').click();
    await page.getByRole('heading', { name: 'Every move' }).waitFor();
    const full = await logLines(page);
    assert.deepEqual(full.shown, full.all);
    assert.equal(await button(page, 'Close').getAttribute('aria-expanded'), 'true');
    assert.deepEqual(await axeViolations(page), [], 'axe: History open');
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Since your turn' }).waitFor({ state: 'attached' });

    // Your move, then the computers': the strip holds only what followed yours.
    const lit = page.getByRole('group', { name: /hand$/ }).locator('button.playable');
    if (await lit.count()) await lit.first().click();
    else await button(page, 'Skip playing').click();
    if ((await asymmetryYourMove(page)) === 'lessen') await button(page, 'End turn').click();
    await page.waitForFunction(() => [...document.querySelectorAll('.move-log li')].at(-1)?.textContent.startsWith('You') === false);
    await asymmetryYourMove(page);
    const after = await logLines(page);
    const lastMine = after.all.findLastIndex((l) => /^You /.test(l));
    assert.deepEqual(after.shown, after.all.slice(lastMine + 1));
  });
});

test('Asymmetry at Step pace: a waiting computer waits for your tap and says so, not "thinking"', async () => {
  await checked(open('asymmetry.html#/play/asymmetry?seed=RPA45B6T', { pace: 'step' }), async (page) => {
    const go = button(page, "Computer's move");
    await go.waitFor();
    const step = await page.locator('.step').innerText();
    assert.doesNotMatch(step, /thinking/i);
    assert.match(step, /is to play/);
    assert.equal(await page.locator('.thinking .words').innerText(), '');
    assert.deepEqual(await axeViolations(page), [], "axe: a computer waiting for your tap");
    const before = (await logLines(page)).all.length;
    await go.click();
    await page.waitForFunction((n) => document.querySelectorAll('.move-log li').length > n, before);
    // Skip to my turn at Step pace: no more taps needed.
    await button(page, 'Skip to my turn').click();
    assert.notEqual(await asymmetryYourMove(page), 'over');
  });
});

const waitForTableJs = (page) => page.waitForFunction(() => document.querySelector('script[src="table.js"]'));

test('Asymmetry: a hand card dragged onto the Play Pile is played (mouse and touch); one dragged onto your Lessen place is placed', async () => {
  await checked(open('asymmetry.html#/play/asymmetry?seed=K7M2QX4P', { pace: 'instant' }), async (page) => {
    await waitForTableJs(page);
    const hand = page.getByRole('group', { name: /hand$/ });
    const pile = page.getByRole('group', { name: 'Play Pile', exact: true });
    let played = 0;
    let placed = false;
    for (let turn = 0; turn < 30 && !(played >= 2 && placed); turn++) {
      const what = await asymmetryYourMove(page);
      if (what === 'over') break;
      if (what === 'play') {
        const lit = hand.locator('button.playable');
        if (!(await lit.count())) {
          await button(page, 'Skip playing').click();
          continue;
        }
        const card = await lit.first().getAttribute('data-card');
        if (played % 2 === 0) assert.ok(await drag(page, lit.first(), pile), 'the Play Pile is lit while a card is lifted');
        else await touchDrag(page, lit.first(), pile);
        await pile.locator(`[data-card="${card}"]`).waitFor();
        played++;
      } else if (!placed && (await page.locator('.own-lessen[data-drop]').count())) {
        const card = await hand.locator('button[data-card]').first().getAttribute('data-card');
        await drag(page, hand.locator(`[data-card="${card}"]`), page.locator('.own-lessen'));
        await page.getByRole('group', { name: 'Your Lessen Card', exact: true }).locator(`[data-card="${card}"]`).waitFor();
        placed = true;
      } else {
        await button(page, 'End turn').click();
      }
    }
    assert.ok(played >= 2, `cards played by dragging: ${played}`);
    assert.ok(placed, 'a Lessen Card placed by dragging');
  });
});

test('Verslun: a hand card dragged onto a Column claims it and pairs the card', async () => {
  await checked(open('verslun.html#/play/verslun?seed=K7M2QX4P'), async (page) => {
    await waitForTableJs(page);
    await button(page, 'Draw').click();
    const hand = page.getByRole('group', { name: 'Hand', exact: true });
    // The first Column some Hand card pairs with: found by tapping, then cancelled.
    let found = null;
    for (let n = 1; n <= 4 && !found; n++) {
      const c = page.getByRole('group', { name: `Column ${n}`, exact: true });
      if (!(await c.getByRole('button', { disabled: false }).count())) continue;
      await c.getByRole('button', { disabled: false }).last().click();
      if (await hand.locator('button.playable').count()) found = { n, card: await hand.locator('button.playable').first().getAttribute('data-card') };
      await button(page, 'Cancel claim').click();
    }
    assert.ok(found, 'some Column pairs with a Hand card after the first draw');
    const column = page.getByRole('group', { name: `Column ${found.n}`, exact: true });
    await drag(page, hand.locator(`[data-card="${found.card}"]`), column);
    await hand.locator(`[data-card="${found.card}"][aria-pressed="true"]`).waitFor();
    await button(page, 'Confirm claim').waitFor();
  });
});

test('Every new screen starts at the top; Back returns to where you were', async () => {
  await checked(openApp(shared, ''), async (page) => {
    // Down the home page, the last game's card open, its Rules.
    const rules = (await gameCard(page, 'Arctic Solitaire')).getByRole('link', { name: 'Rules' });
    await rules.scrollIntoViewIfNeeded();
    const down = await page.evaluate(() => scrollY);
    assert.ok(down > 300, `the last game's Rules link is down the page: ${down}`);
    await rules.click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(100);
    assert.equal(await page.evaluate(() => scrollY), 0, 'the rules open at the top');
    await page.goBack();
    await page.waitForFunction((y) => Math.abs(scrollY - y) < 8, down, { timeout: 5000 });
    // Forward again: the rules where they were (the top).
    await page.goForward();
    await page.waitForFunction(() => scrollY === 0);
  });
});

test('Settings: Light or dark, as the system by default, kept across a reload and on every page', async () => {
  await checked(openApp(shared, '', { ...PHONE, colorScheme: 'light' }), async (page) => {
    const felt = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await felt();
    const choice = page.getByRole('combobox', { name: /Light or dark/ });
    assert.equal(await choice.inputValue(), 'system');
    await choice.selectOption('dark');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    const dark = await felt();
    assert.notEqual(dark, light);
    assert.deepEqual(await axeViolations(page), [], 'axe: the home page, dark');
    await page.reload();
    await page.getByRole('main').waitFor();
    assert.equal(await felt(), dark, 'dark after a reload');
    // A table's page, before its app has started too (boot.js).
    await page.goto(shared.site.url + 'verslun.html#/play/verslun?seed=K7M2QX4P');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    await page.getByRole('main').waitFor();
    assert.equal(await felt(), dark);
    assert.deepEqual(await axeViolations(page), [], 'axe: a table, dark');
    // Light on a system set to dark.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(shared.site.url);
    await choice.selectOption('light');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    assert.equal(await felt(), light);
    await choice.selectOption('system');
    await page.waitForFunction((d) => getComputedStyle(document.body).backgroundColor === d, dark);
  });
});
