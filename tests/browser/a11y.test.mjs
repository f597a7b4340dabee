// Accessibility, checked (issue 11, item 5), on a 360×640 phone:
// - axe-core finds no violations (label-content-name-mismatch included) on
//   every screen and state: home and its settings, every rules page, each
//   table at its start, mid-turn, every reveal step, game over, and every
//   dialog (pass-and-play covers, Verslun's questions, the replace prompt,
//   an alert notice, a broken link);
// - a polite live region says every move in words, the player's and the
//   computers', on every table;
// - focus is never lost after a move: a tapped card or button that goes
//   away hands focus to the next control, never to the page's body;
// - every rules page lists its keyboard keys.
// The end of a Pick Up hand shows every hidden card (issue 11, item 6).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { arcticStep, asymmetryStep, axeViolations, pickupStep, pickupYourTurn, tablePages, thricewiseStep, thricewiseYourMove } from './lib.mjs';
import { PHONE, button, checked, openApp, useSite } from './suite.mjs';

const shared = useSite();
const SEED = 'K7M2QX4P';

/** Opens `hash` with the computers at this pace (Instant by default). */
async function open(hash, pace = 'instant') {
  const opened = await openApp(shared, hash);
  await opened.page.evaluate((p) => localStorage.setItem('cardtable.settings', JSON.stringify({ version: 1, four_colour: false, pace: p })), pace);
  await opened.page.reload();
  await opened.page.getByRole('main').waitFor();
  await recordSaid(opened.page);
  return opened;
}

/** axe-core on the page as it is: no violations. */
async function axe(page, what) {
  assert.deepEqual(await axeViolations(page), [], `axe: ${what}`);
}

/**
 * Records what the page's polite live regions for moves say (`window.said`),
 * as a screen reader hears them, however fast they follow: each line added
 * to a move log, each new text of a sentence region. A line of a log that
 * changes in place would be said again: those go to `window.resaid`.
 */
async function recordSaid(page) {
  await page.evaluate(() => {
    window.said = [];
    window.resaid = [];
    const last = new WeakMap();
    new MutationObserver((records) => {
      for (const r of records) {
        const at = r.target.nodeType === 1 ? r.target : r.target.parentElement;
        const live = at?.closest('[aria-live="polite"]');
        if (!live || live.classList.contains('toasts')) continue;
        if (live.tagName === 'OL') {
          for (const n of r.addedNodes) if (n.nodeName === 'LI') window.said.push(n.textContent.trim());
          if (r.type === 'characterData' && at.closest('li')) window.resaid.push(at.textContent);
        } else {
          const t = live.textContent.trim();
          if (t && last.get(live) !== t) window.said.push(t);
          last.set(live, t);
        }
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** Nothing a move log said was said again (its lines never change in place). */
async function saidOnce(page, what) {
  assert.deepEqual(await page.evaluate(() => window.resaid), [], `${what}: log lines changed in place`);
}

/** Waits until something said matches `pattern`; returns everything said. */
async function heard(page, pattern, what) {
  const ok = await page
    .waitForFunction((p) => window.said.some((t) => new RegExp(p).test(t)), pattern.source, { timeout: 60000 })
    .then(() => true, () => false);
  const said = await page.evaluate(() => window.said);
  const log = ok ? '' : await page.evaluate(() => document.querySelector('.move-log')?.outerHTML);
  assert.ok(ok, `${what}: nothing said matched ${pattern}; said: ${JSON.stringify(said)} ${log}`);
  return said;
}

/** Focus is on an element of the page (not its body) once the change has settled. */
async function focusKept(page, what) {
  await page.waitForTimeout(100);
  const kept = await page
    .waitForFunction(() => document.activeElement && document.activeElement !== document.body, null, { timeout: 2000 })
    .then(() => true, () => false);
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80));
  assert.ok(kept, `${what}: focus was lost (${at})`);
  return at;
}

/** Taps with the keyboard, as a keyboard user would: focus, then Enter. */
async function press(locator) {
  await locator.focus();
  await locator.press('Enter');
}

const cardsIn = (locator) => locator.locator('[data-card]').evaluateAll((els) => els.map((e) => e.dataset.card));

test('axe: home, its settings, every rules page with a Keyboard section, a broken link, an alert notice', async () => {
  await checked(openApp(shared, '#/'), async (page) => {
    await axe(page, 'home');
    const settings = page.getByRole('region', { name: 'Settings' });
    await settings.getByRole('checkbox').first().check();
    await axe(page, 'home, a setting changed');
    // Every game of the list (the home page's Rules links, GameId::ALL),
    // which is every game page of the build.
    const ids = await page.locator('a[href^="#/rules/"]').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('href').slice('#/rules/'.length)))]);
    assert.deepEqual([...ids].sort(), tablePages(), 'a Rules link for every game page');
    for (const id of ids) {
      await page.goto(`${shared.site.url}#/rules/${id}`);
      const title = page.getByRole('heading', { level: 1, name: /^How to play / });
      await title.waitFor();
      const name = (await title.innerText()).slice('How to play '.length);
      await page.getByRole('heading', { name: 'Keyboard', exact: true }).waitFor();
      const keys = await page.locator('.rules-text h2:text-is("Keyboard") + ul').innerText();
      assert.match(keys, /Tab/, `${name}: keyboard keys`);
      assert.match(keys, /Enter or Space/, `${name}: keyboard keys`);
      if (id === 'verslun' || id === 'arctic') assert.match(keys, /Escape/, `${name}: Escape`);
      await axe(page, `rules of ${name}`);
    }
    await page.goto(`${shared.site.url}#/play/verslun?seed=${SEED}&hand=99`);
    await page.getByRole('heading', { name: "This link doesn't open a game" }).waitFor();
    await axe(page, 'a broken link');
  });
  // A save that does not load: an alert notice, with Dismiss.
  await checked(openApp(shared, '#/'), async (page) => {
    await page.evaluate(() => localStorage.setItem('cardtable.stats', '{broken'));
    await page.reload();
    await page.getByRole('alert').first().waitFor();
    await axe(page, 'an alert notice');
  });
  // A rules page that cannot be fetched (offline before the app was kept):
  // an alert with Try again, which then shows the rules, focus on the
  // heading. (The refused request is the only console error allowed.)
  const { context, page } = await openApp(shared, '#/', { ...PHONE, serviceWorkers: 'block' });
  try {
    await page.route('**/rules/*.html', (route) => route.abort());
    await page.goto(`${shared.site.url}#/rules/pickup`);
    const alert = page.getByRole('alert').filter({ hasText: 'The rules could not be loaded' });
    await alert.waitFor();
    await axe(page, 'a rules page that could not be loaded');
    await page.unroute('**/rules/*.html');
    await alert.getByRole('button', { name: 'Try again', exact: true }).click();
    await page.getByRole('heading', { name: 'Keyboard', exact: true }).waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'rules-title');
    assert.deepEqual(page.errors, []);
    assert.ok(page.consoleErrors.every((t) => /Failed to load resource/.test(t)), page.consoleErrors.join('\n'));
  } finally {
    await context.close();
  }
});

test('Verslun: axe at the start, mid-turn, mid-claim, in its questions, the replace prompt and game over; moves said; focus kept', async () => {
  await checked(open(`verslun.html#/play/verslun?seed=${SEED}`), async (page) => {
    const column = (n) => page.getByRole('group', { name: `Column ${n}`, exact: true });
    const hand = page.getByRole('group', { name: 'Hand', exact: true });
    await axe(page, 'Verslun at the start');
    await press(button(page, 'Draw'));
    await heard(page, /^You drew\. Your Hand: ace of spades, king of diamonds, queen of diamonds, 7 of spades, king of spades\.$/, 'the draw');
    await focusKept(page, 'after Draw');
    await axe(page, 'Verslun mid-turn');
    await press(column(3).getByRole('button', { name: '3 of spades' }));
    await heard(page, /^You chose Column 3 to claim\.$/, 'the claim');
    await axe(page, 'Verslun mid-claim');
    // The king of spades is paired: it stays in the Hand, pressed, until the
    // claim is confirmed, and focus stays on it.
    await press(hand.getByRole('button', { name: 'king of spades' }));
    await heard(page, /^You paired the 3 of spades with the king of spades\.$/, 'the pair');
    await focusKept(page, 'after the pair');
    assert.equal(
      await page.evaluate(() => `${document.activeElement.dataset.card} ${document.activeElement.getAttribute('aria-pressed')}`),
      'KS true',
      'focus on the king of spades, now paired',
    );
    await press(button(page, 'Confirm claim'));
    await heard(page, /^You claimed the Column\. Score 13\.$/, 'the confirmation');
    await focusKept(page, 'after Confirm claim');
    await button(page, 'End game').click();
    await page.getByRole('alertdialog').waitFor();
    await axe(page, 'Verslun, End game asks first');
    await button(page, 'Keep playing').click();
    // Another deal's link while this one is in play: the replace prompt.
    await page.goto(`${shared.site.url}verslun.html#/play/verslun?seed=ANH4MZWB`);
    await page.getByRole('heading', { name: 'Replace your game in progress?' }).waitFor();
    await axe(page, 'the replace prompt');
    await button(page, 'Keep my game').click();
    await button(page, 'End game').click();
    await page.getByRole('alertdialog').getByRole('button').first().click();
    await page.getByRole('region', { name: 'Game over' }).waitFor();
    await axe(page, 'Verslun game over');
  });
});

test('Pick Up: axe at the start, mid-turn, the face-down choice, each reveal step and the match over; every hidden card shown at the end; moves said; focus kept', async () => {
  await checked(open(`pickup.html#/play/pickup?seed=${SEED}&hands=1&opponent=easy`), async (page) => {
    const hand = page.getByRole('group', { name: 'Your hand', exact: true });
    await hand.locator('[data-card]').first().waitFor();
    await axe(page, 'Pick Up at the start');
    // The king of spades takes the king of diamonds (the only king up).
    await press(hand.getByRole('button', { name: /^king of spades/ }));
    await axe(page, 'Pick Up mid-turn, a set chosen');
    await press(button(page, 'Take'));
    await heard(page, /^You took the king of diamonds with the king of spades: a pair\.$/, 'your take');
    await focusKept(page, 'after Take');
    await heard(page, /^The computer (took|passed)/, "the computer's move");
    await pickupYourTurn(page);
    // On to the face-down choice, then the reveal.
    for (let i = 0; i < 60 && !(await button(page, 'Keep every set face up').count()); i++) {
      if (!(await pickupStep(page))) break;
      await focusKept(page, `Pick Up move ${i}`);
    }
    await button(page, 'Keep every set face up').waitFor();
    await axe(page, 'Pick Up, the face-down choice');
    await press(button(page, 'Keep every set face up'));
    const reveal = page.getByRole('region', { name: 'Hand 1 is over' });
    await reveal.waitFor();
    await axe(page, 'Pick Up reveal: the face-down sets');
    // Everything hidden is face up: both hands, the cards under the piles.
    const theirs = reveal.getByRole('group', { name: /^The computer's hand at the end: \d+ cards?$|^The computer's hand at the end: no cards$/ });
    const [, n] = (await theirs.getAttribute('aria-label')).match(/: (\d+|no) card/);
    assert.equal((await cardsIn(theirs)).length, n === 'no' ? 0 : Number(n));
    const under = reveal.getByRole('group', { name: /^Under the piles: / });
    const underCards = await cardsIn(under);
    assert.ok(underCards.length > 0, 'cards under the piles are shown');
    const sorted = async (locator) => (await cardsIn(locator)).sort();
    assert.deepEqual(await sorted(reveal.getByRole('group', { name: /^Your hand at the end/ })), await sorted(hand));
    // The seed stays on screen, in the deal line above the reveal.
    assert.match(await page.locator('.deal-line').innerText(), new RegExp(`^Deal ${SEED} · 1 hand`));
    assert.equal(await button(page, 'Play this deal again').count(), 0, 'a match of one hand: its end panel offers it');
    await press(button(page, 'Reveal the winning suit'));
    await focusKept(page, 'after a reveal step');
    await axe(page, 'Pick Up reveal: the winning suit');
    await press(button(page, 'Reveal the losing suit'));
    await axe(page, 'Pick Up reveal: the losing suit');
    await press(button(page, 'See the result'));
    await page.getByRole('region', { name: 'Match over' }).waitFor();
    await focusKept(page, 'after See the result');
    // The last hand stays shown; the end panel names the deal and offers it again.
    assert.deepEqual(await cardsIn(reveal.getByRole('group', { name: /^Under the piles: / })), underCards);
    await button(page, 'Play this deal again').waitFor();
    await axe(page, 'Pick Up match over');
    await saidOnce(page, 'Pick Up');
  });
});

test('Pick Up: a hand ending mid-match shows its hidden cards, the seed, Next hand and Play this deal again', async () => {
  await checked(open(`pickup.html#/play/pickup?seed=${SEED}&hands=3&opponent=easy`), async (page) => {
    while (await pickupStep(page));
    const reveal = page.getByRole('region', { name: 'Hand 1 is over' });
    await reveal.getByRole('group', { name: /^The computer's hand at the end/ }).waitFor();
    await reveal.getByRole('group', { name: /^Under the piles: / }).waitFor();
    assert.match(await page.locator('.deal-line').innerText(), new RegExp(`^Deal ${SEED} · 3 hands`));
    await button(page, 'Play this deal again').waitFor();
    await axe(page, 'Pick Up, a hand over mid-match');
    await button(page, 'Reveal the winning suit').click();
    await button(page, 'Reveal the losing suit').click();
    await press(button(page, 'Next hand'));
    await reveal.waitFor({ state: 'detached' });
    await focusKept(page, 'after Next hand');
    await pickupYourTurn(page);
    await axe(page, 'Pick Up, hand 2');
    // Play this deal again deals hand 1 of the same match.
    await pickupStep(page);
    while (await pickupStep(page));
    await button(page, 'Play this deal again').click();
    await page.getByText(/Hand 1 of 3/).first().waitFor();
  });
});

test('Pick Up and the other tables: pass-and-play covers have no axe violations', async () => {
  for (const hash of [
    `pickup.html#/play/pickup?seed=${SEED}&opponent=person`,
    `thricewise.html#/play/thricewise?seed=${SEED}&players=2&opponents=person`,
    `asymmetry.html#/play/asymmetry?seed=${SEED}&opponents=person,easy,easy`,
    `arctic.html#/play/arctic?seed=${SEED}&players=2&opponents=person`,
  ]) {
    await checked(open(hash), async (page) => {
      await button(page, 'Show my hand').waitFor();
      await axe(page, `the cover on ${hash}`);
      await press(button(page, 'Show my hand'));
      await focusKept(page, `after Show my hand on ${hash}`);
      await axe(page, `after Show my hand on ${hash}`);
    });
  }
});

test('Thricewise: axe at the start, mid-turn, at the reveal of the picks and game over; every card face up at the end; moves said; focus kept', async () => {
  await checked(open(`thricewise.html#/play/thricewise?seed=${SEED}&players=3&opponents=easy,easy`), async (page) => {
    const hand = page.getByRole('group', { name: 'Your hand', exact: true });
    await hand.getByRole('button').first().waitFor();
    await axe(page, 'Thricewise at the start');
    const first = hand.getByRole('button').first();
    const picked = await first.getAttribute('data-card');
    await press(first);
    await axe(page, 'Thricewise mid-turn, a card chosen');
    await press(hand.locator(`[data-card="${picked}"]`));
    await heard(page, /^You picked a card\.$/, 'your pick');
    await focusKept(page, 'after your pick left the hand');
    await heard(page, /^Computer 1 picked a card\./, "a computer's pick");
    await heard(page, /Turn 1 reveal: /, 'the reveal');
    await heard(page, /^Computer \d placed /, "a computer's placement");
    await thricewiseYourMove(page);
    await axe(page, 'Thricewise after the reveal of the picks');
    let what;
    while ((what = await thricewiseStep(page)) !== 'over') {
      if (what === 'place') {
        await heard(page, /^You placed /, 'your placement');
        await focusKept(page, 'after your placement');
      }
    }
    await page.getByRole('region', { name: 'Game over' }).waitFor();
    assert.match(await page.getByRole('region', { name: 'Game over' }).innerText(), /Every card is face up: \d+ on the grid/);
    await axe(page, 'Thricewise game over');
    await saidOnce(page, 'Thricewise');
  });
});

test('Asymmetry: moves said, yours and the computers\'; focus kept after a card is played; axe mid-turn', async () => {
  await checked(open(`asymmetry.html#/play/asymmetry?seed=${SEED}&opponents=easy,easy,easy`), async (page) => {
    const hand = page.getByRole('group', { name: 'Your hand', exact: true });
    await hand.locator('[data-card]').first().waitFor();
    for (let i = 0; i < 40; i++) {
      const lit = hand.locator('button.playable');
      if (await lit.count()) {
        await press(lit.first());
        await heard(page, /^You played the /, 'your card');
        await focusKept(page, 'after your card left the hand');
        await axe(page, 'Asymmetry mid-turn');
        break;
      }
      await asymmetryStep(page);
    }
    await asymmetryStep(page);
    await heard(page, /^(West|North|East|Computer \d)\b.*(played|placed|drew|no card)/, "a computer's move");
    await saidOnce(page, 'Asymmetry');
  });
});

test('Arctic Solitaire: the set-up steps, moves said, focus kept; axe at each', async () => {
  await checked(open(`arctic.html#/play/arctic?seed=${SEED}&players=3&opponents=easy,easy`), async (page) => {
    let setup = false;
    let mine = false;
    for (let i = 0; i < 300 && !mine; i++) {
      const what = await arcticStep(page);
      if (what === 'setup') {
        if (!setup) await axe(page, 'Arctic, the dealer\'s set-up');
        setup = true;
        await press(button(page, 'Next step'));
        await focusKept(page, 'after Next step');
        continue;
      }
      if (what !== 'play') break;
      mine = (await page.evaluate(() => window.said)).some((t) => /^You /.test(t));
    }
    const said = await heard(page, /^You /, 'your move');
    await focusKept(page, 'after your move');
    // Your turn goes on after a play: play it out until a computer moves.
    const computerSaid = () => page.evaluate(() => window.said.some((t) => /^Computer \d /.test(t)));
    for (let i = 0; i < 60 && !(await computerSaid()); i++) {
      if ((await arcticStep(page)) === 'over') break;
    }
    await heard(page, /^Computer \d /, "a computer's move");
    await axe(page, 'Arctic mid-round');
    assert.ok(said.length > 0);
    await saidOnce(page, 'Arctic');
  });
});
