// What a new player stumbled on (issue 13), each checked through the real UI
// on a 360×640 phone: the Pick Up reveal, sentences about a seat, passing
// notices, the face-down choice, the shared end panel, the Daily deal's
// name, disabled buttons, tap targets and hint lines that never push the
// table. Each test failed before its fix.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations, pickupYourTurn, thricewiseStep } from './lib.mjs';
import { button, checked, gameCard, openApp, PHONE, untilSaved, useSite } from './suite.mjs';

const shared = useSite();
const open = (hash, options) => openApp(shared, hash, options);

const PICKUP = 'pickup.html#/play/pickup?seed=K7M2QX4P&target=1000&opponent=easy';
const hand = (page) => page.getByRole('group', { name: 'Your hand', exact: true });
const cardsIn = (locator) => locator.locator('[data-card]').evaluateAll((els) => els.map((e) => e.dataset.card));
const reveal = (page) => page.getByRole('region', { name: /^Hand \d+ is over$/ });

/**
 * Pick Up: plays the person's moves (first usable card, else Pass) until
 * `stop(page)` holds; the face-down choice is left to the caller.
 */
async function pickupUntil(page, stop) {
  for (let moves = 0; moves < 60; moves++) {
    await pickupYourTurn(page);
    if (await stop(page)) return;
    const pass = button(page, 'Pass');
    if (await pass.count()) {
      await pass.click();
      continue;
    }
    await hand(page).locator('button[aria-disabled="false"]').first().click();
    const take = button(page, 'Take');
    if (!(await take.isEnabled())) {
      await page.getByRole('group', { name: 'Table', exact: true }).locator('button[aria-disabled="false"]').first().click();
    }
    await take.click();
  }
  assert.fail('the stop was never reached');
}

const choosingFaceDown = async (page) => (await button(page, 'Keep every set face up').count()) > 0;

test('Pick Up: the reveal shows the hand as it ended; totals after the last reveal; the next deal only on Next hand', async () => {
  await checked(open(PICKUP), async (page) => {
    await pickupUntil(page, choosingFaceDown);
    await button(page, 'Keep every set face up').click();
    await reveal(page).waitFor();
    // Both set-aside cards still face down: the header keeps hand 1 and its
    // old totals, and your hand shows what you were left with.
    const scoreline = page.locator('.scoreline');
    assert.equal(await scoreline.innerText(), 'You 0 · The computer 0 · Hand 1 · The computer dealt');
    const leftBefore = await cardsIn(hand(page));
    assert.ok(leftBefore.length < 13, `hand 1's last cards, not hand 2's deal: ${leftBefore.join(' ')}`);
    assert.ok(await hand(page).locator('[data-card]').first().isVisible());
    await page.getByRole('status').filter({ hasText: 'Hand 1 is over. Next: reveal the winning suit.' }).waitFor();
    await button(page, 'Reveal the winning suit').click();
    await page.getByRole('status').filter({ hasText: 'The winning suit is diamonds. Next: reveal the losing suit.' }).waitFor();
    assert.match(await scoreline.innerText(), /^You 0 · The computer 0 · Hand 1/);
    await button(page, 'Reveal the losing suit').click();
    // After the last reveal: the totals, and what the next tap does.
    await page.getByText('You 5 · The computer 35 · Hand 1 · The computer dealt').waitFor();
    const status = await page.locator('.step').innerText();
    assert.doesNotMatch(status, /Step through the reveal/);
    assert.equal(status, 'Hand 1: you score +5, the computer scores +35. Tap Next hand to deal hand 2.');
    // Your last cards are the ones the score table takes off.
    const left = await reveal(page).getByRole('row', { name: /^Cards left in hand/ }).getByRole('cell').first().innerText();
    assert.equal((left.match(/[♠♥♦♣]/g) ?? []).length, leftBefore.length, `${left} vs ${leftBefore}`);
    assert.deepEqual(await cardsIn(hand(page)), leftBefore);
    await button(page, 'Next hand').click();
    await page.getByText('You 5 · The computer 35 · Hand 2 · You dealt').waitFor();
    await pickupYourTurn(page);
    assert.ok((await cardsIn(hand(page))).length >= 12, 'hand 2 is dealt now');
  });
});

test('Pick Up: the face-down choice is made by tapping one of your sets, on screen with its buttons', async () => {
  await checked(open(PICKUP), async (page) => {
    await pickupUntil(page, choosingFaceDown);
    const sets = page.getByRole('group', { name: 'Your sets', exact: true });
    const first = sets.getByRole('button').first();
    // "pair, king of diamonds on top, K": the corner's letter is in the name too.
    assert.match(await first.getAttribute('aria-label'), /^(pair|four), .* on top(, [AJQK])?$/);
    const turn = button(page, 'Turn the chosen set face down');
    assert.ok(await turn.isDisabled(), 'nothing chosen yet');
    assert.equal(await page.getByRole('button', { name: /^Turn down the/ }).count(), 0, 'no button per set any more');
    // The sets and the buttons are on one screen, no scrolling.
    for (const el of [first, turn, button(page, 'Keep every set face up')]) {
      const box = await el.boundingBox();
      assert.ok(box && box.y >= 0 && box.y + box.height <= PHONE.viewport.height, `off screen: ${JSON.stringify(box)}`);
    }
    await first.click();
    assert.equal(await first.getAttribute('aria-pressed'), 'true');
    assert.ok(await turn.isEnabled());
    const name = await first.getAttribute('aria-label');
    await turn.click();
    await reveal(page).waitFor();
    const top = name.replace(/^(pair|four), /, '').replace(/ on top(, [AJQK])?$/, '');
    await page.locator('.move-log').getByText(`You turned the set under the ${top} face down.`).waitFor();
    assert.notEqual(await reveal(page).getByRole('row', { name: /^Face down/ }).getByRole('cell').first().innerText(), 'none');
  });
});

test('sentences about a seat: "you deal", "Your pick", and one minus sign', async () => {
  // ANH4MZWB: the person draws the higher card and deals.
  await checked(open('pickup.html#/play/pickup?seed=ANH4MZWB&target=1000&opponent=easy'), async (page) => {
    await page.getByText('Draw for deal: you drew the 6 of clubs, the computer the 4 of clubs; you deal.').waitFor();
  });
  await checked(open('thricewise.html#/play/thricewise?seed=K7M2QX4P&players=3&opponents=easy,easy'), async (page) => {
    assert.equal(await thricewiseStep(page), 'pick');
    await page.getByRole('img', { name: /^Your pick: / }).waitFor();
    const names = await page.locator('[aria-label]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    assert.ok(!names.some((n) => /You's/.test(n)), names.join(' | '));
  });
  await checked(open(PICKUP), async (page) => {
    await pickupUntil(page, choosingFaceDown);
    await button(page, 'Keep every set face up').click();
    await button(page, 'Reveal the winning suit').click();
    await button(page, 'Reveal the losing suit').click();
    const text = await reveal(page).innerText();
    assert.match(text, /−\d/, 'negative points in the table');
    assert.doesNotMatch(text, /(^|\s|\()-\d/, 'a hyphen used as a minus');
  });
});

test('a passing notice ("Copied") floats over the table and fades on its own', async () => {
  await checked(open(PICKUP), async (page) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => { delete Navigator.prototype.share; });
    const heading = page.getByRole('heading', { name: 'Pick Up', level: 1 });
    const handBox = async () => (await hand(page).boundingBox()).y;
    const before = await handBox();
    await button(page, 'Share').click();
    const notice = page.getByRole('status').filter({ hasText: /Copied|Copy this/ });
    await notice.waitFor();
    assert.equal(await handBox(), before, 'the notice pushed the table down');
    assert.ok(await heading.isVisible());
    // It fades by itself, on this page or any other.
    await notice.waitFor({ state: 'detached', timeout: 8000 });
    assert.equal(await page.locator('.notice').count(), 0);
  });
});

test('the Daily deal says so on the table and in the end panel; end panels share their actions', async () => {
  await checked(open('#/'), async (page) => {
    const card = await gameCard(page, 'Thricewise');
    await card.getByRole('button', { name: 'Daily deal' }).click();
    await page.waitForURL(/thricewise\.html/);
    const day = await page.evaluate(() => {
      const d = new Date();
      return `${d.getDate()} ${d.toLocaleString('en-GB', { month: 'long' })}`;
    });
    await page.locator('.deal-line').filter({ hasText: `Daily deal · ${day}` }).waitFor();
    let what;
    while ((what = await thricewiseStep(page)) !== 'over');
    const panel = page.getByRole('region', { name: 'Game over' });
    await panel.getByText(`Daily deal · ${day}`).waitFor();
    const actions = await panel.locator('.actions').locator('button, a').allInnerTexts();
    assert.deepEqual(actions, ['New deal', 'Play this deal again', 'Share', 'Review this game']);
  });
});

test('disabled looks disabled; every control is at least 44 px tall; hint lines never push the table', async () => {
  await checked(open(PICKUP), async (page) => {
    await pickupYourTurn(page);
    // A table card alone: Take is the main action, and disabled.
    await page.getByRole('group', { name: 'Table', exact: true }).locator('button[aria-disabled="false"]').first().click();
    const take = button(page, 'Take');
    assert.ok(await take.isDisabled());
    const look = (el) => el.evaluate((b) => getComputedStyle(b).backgroundColor);
    assert.notEqual(await look(take), 'rgb(255, 210, 74)', 'a disabled main action keeps the bright fill');
    await button(page, 'Cancel').click();
    // A refused tap writes a hint line: the hand does not move.
    const y = (await hand(page).boundingBox()).y;
    await page.getByRole('group', { name: 'Table', exact: true }).locator('button[aria-disabled="true"]').first().click({ force: true });
    await page.locator('.tap-message').filter({ hasText: /\S/ }).waitFor();
    assert.equal((await hand(page).boundingBox()).y, y, 'the hint line pushed the hand');
    await assertTapTargets(page);
  });
  for (const link of ['#/', 'verslun.html#/play/verslun?seed=K7M2QX4P', 'thricewise.html#/play/thricewise?seed=K7M2QX4P&players=3&opponents=easy,easy', 'asymmetry.html#/play/asymmetry?seed=K7M2QX4P&opponents=easy,easy,easy', 'arctic.html#/play/arctic?seed=K7M2QX4P&players=3&opponents=easy,easy', '#/rules/pickup', '#/rules/arctic']) {
    await checked(open(link), async (page) => {
      await page.locator('main button, main a.button').first().waitFor();
      await assertTapTargets(page);
    });
  }
});

test('pass and play: Show my hand is a whole-width button on one line', async () => {
  await checked(open('pickup.html#/play/pickup?seed=K7M2QX4P&target=1000&opponent=person'), async (page) => {
    const show = button(page, 'Show my hand');
    const box = await show.boundingBox();
    assert.ok(box.width > 200, `squeezed: ${box.width} px wide`);
    assert.ok(box.height < 56, `wrapped: ${box.height} px tall`);
  });
});

/** Every visible button, select and button-styled link is at least 44 px tall; checkboxes have a 44 px label. */
async function assertTapTargets(page) {
  const small = await page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll('button:not(.card):not(.cell), select, a.button, input[type="checkbox"]')) {
      const target = el.matches('input') ? el.closest('label') ?? el : el;
      const r = target.getBoundingClientRect();
      if (r.width === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (r.height < 43.5) out.push(`${el.tagName} "${el.textContent.trim() || el.getAttribute('aria-label')}" ${r.height.toFixed(1)} px`);
    }
    return out;
  });
  assert.deepEqual(small, [], 'tap targets under 44 px');
}

test('issue 26, 47: the home page shows every game as a tile on the first screen; a tile shows its card', async () => {
  await checked(open('#/'), async (page) => {
    const list = page.getByRole('navigation', { name: 'Games', exact: true });
    const names = ['Verslun', 'Pick Up', 'Thricewise', 'Asymmetry', 'Arctic Solitaire'];
    for (const size of [{ width: 360, height: 640 }, { width: 320, height: 568 }, { width: 640, height: 360 }]) {
      await page.setViewportSize(size);
      const shown = await list.getByRole('button').evaluateAll((els) => els.map((b) => {
        const r = b.getBoundingClientRect();
        const picture = b.querySelector('.picture svg')?.getBoundingClientRect();
        return { name: b.querySelector('strong').textContent, seen: r.top >= 0 && r.bottom <= innerHeight && r.right <= innerWidth, picture: picture?.width > 40 && picture?.height > 30 };
      }));
      assert.deepEqual(shown.map((b) => b.name), names, 'the games of the list, in its order');
      assert.ok(shown.every((b) => b.seen && b.picture), `every game and its picture on the first screen at ${size.width}×${size.height}: ${JSON.stringify(shown)}`);
    }
    await page.setViewportSize(PHONE.viewport);
    // No game's options until its tile is chosen: the page is short.
    assert.equal(await page.getByRole('region', { name: 'Thricewise', exact: true }).count(), 0);
    assert.ok(await page.evaluate(() => document.documentElement.scrollHeight) < 1600, 'the home page is short');
    // Named by the game and how many play.
    const tile = list.getByRole('button', { name: 'Thricewise 2–5 players', exact: true });
    assert.equal(await tile.getAttribute('aria-expanded'), 'false');
    await tile.click();
    assert.equal(await tile.getAttribute('aria-expanded'), 'true');
    const heading = page.getByRole('heading', { level: 2, name: 'Thricewise', exact: true });
    await page.waitForFunction(() => {
      const r = document.getElementById('thricewise-title').getBoundingClientRect();
      return r.top >= 0 && r.top < 80;
    });
    assert.ok(await heading.evaluate((h) => document.activeElement === h), 'focus goes to the game');
    assert.match(await page.evaluate(() => location.hash), /^(#\/)?$/, 'no route taken');
    // Another tile shows its card instead; a second tap hides it.
    const pickup = list.getByRole('button', { name: 'Pick Up 2 players', exact: true });
    await pickup.click();
    await page.getByRole('region', { name: 'Pick Up', exact: true }).waitFor();
    assert.equal(await page.getByRole('region', { name: 'Thricewise', exact: true }).count(), 0);
    await pickup.click();
    await page.getByRole('region', { name: 'Pick Up', exact: true }).waitFor({ state: 'hidden' });
    assert.deepEqual(await axeViolations(page), [], 'axe: the home page');
  });
});

test('issue 47: with a game in play, the first screen has a big Continue naming its deal, and all five games', async () => {
  await checked(open('verslun.html#/play/verslun?seed=K7M2QX4P'), async (page) => {
    await button(page, 'Draw').click();
    await untilSaved(page, 'verslun');
    await page.getByRole('link', { name: 'Home' }).click();
    const go = button(page, 'Continue Verslun');
    await go.waitFor();
    const inView = (loc) => loc.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; });
    assert.ok(await inView(go), 'Continue on the first screen');
    assert.ok((await go.boundingBox()).height >= 50, 'a big Continue');
    const said = page.getByRole('region', { name: 'Continue' }).getByText(/^In play: deal K7M2QX4P, /);
    assert.ok(await inView(said), 'its deal and where it stands');
    const tiles = page.getByRole('navigation', { name: 'Games', exact: true }).getByRole('button');
    assert.equal(await tiles.count(), 5);
    for (const t of await tiles.all()) assert.ok(await inView(t), `${await t.innerText()} on the first screen`);
    assert.match(await tiles.first().innerText(), /\nIn play$/, 'the tile says a game is in play, on a line of its own');
    assert.doesNotMatch(await tiles.nth(1).innerText(), /In play/, 'only the game in play');
    await go.click();
    await page.getByRole('group', { name: 'Column 1', exact: true }).waitFor();
    assert.match(await page.evaluate(() => location.hash), /seed=K7M2QX4P/);
  });
});

test('issue 46: options a player chose stick: after a reload, past a link with others, and in a guide\'s real game', async () => {
  await checked(open('#/'), async (page) => {
    const others = async () => (await gameCard(page, 'Asymmetry')).getByLabel('Others');
    const match = async () => (await gameCard(page, 'Pick Up')).getByLabel('Match');
    assert.equal(await (await others()).inputValue(), 'easy', 'Easy until the player chooses');
    await (await others()).selectOption('hard');
    await (await match()).selectOption('h5');
    await page.reload();
    await others();
    assert.equal(await (await others()).inputValue(), 'hard');
    assert.equal(await (await match()).inputValue(), 'h5');
    // A link with other options, played: the home page keeps the player's choice.
    await page.goto(shared.site.url + 'asymmetry.html#/play/asymmetry?seed=K7M2QX4P&opponents=normal,normal,normal');
    await page.locator('[data-card]').first().waitFor();
    await page.goto(shared.site.url + '#/');
    await others();
    assert.equal(await (await others()).inputValue(), 'hard');
    // The Pick Up guide's "Play a real game" deals the match chosen, not the guide's.
    await page.goto(shared.site.url + 'guide-pickup.html#/guide/pickup');
    const real = page.locator('a', { hasText: 'Play a real game' });
    await real.waitFor({ state: 'attached' });
    assert.match(await real.getAttribute('href'), /^pickup\.html#\/play\/pickup\?seed=[0-9A-Z]+&hands=5&opponent=easy$/);
  });
});

test('issue 46: a table\'s title never breaks inside a word nor spills, at 320×568 and 640×360', async () => {
  const broken = [];
  for (const game of ['verslun', 'pickup', 'thricewise', 'asymmetry', 'arctic']) {
    for (const viewport of [{ width: 320, height: 568 }, { width: 640, height: 360 }]) {
      await checked(open(`${game}.html#/play/${game}?seed=K7M2QX4P`, { viewport, hasTouch: true, isMobile: true }), async (page) => {
        await page.locator('[data-card]').first().waitFor();
        const title = page.locator('#table-title > span');
        // Each word's own boxes: a word broken over two lines has two.
        const said = await title.evaluate((el) => {
          const text = el.firstChild;
          let at = 0;
          const words = text.textContent.split(' ').map((w) => {
            const r = document.createRange();
            r.setStart(text, at);
            r.setEnd(text, at + w.length);
            at += w.length + 1;
            return [w, r.getClientRects().length];
          });
          return { words, spills: el.scrollWidth > el.clientWidth + 1 };
        });
        for (const [word, boxes] of said.words) {
          if (boxes !== 1) broken.push(`${game} ${viewport.width}×${viewport.height}: "${word}" in ${boxes} pieces`);
        }
        if (said.spills) broken.push(`${game} ${viewport.width}×${viewport.height}: the title spills out of its place`);
      });
    }
  }
  assert.deepEqual(broken, []);
});
