// Cards that move and cards that are dragged (assets/table.js), through the
// real UI in Chromium: a drag with the mouse (pointer events, as a touch or a
// pen makes them) does what the two taps would, a drop elsewhere springs
// back with the reason, a moved card travels from where it was, and motion
// stays off under prefers-reduced-motion and the Settings switch.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { arcticYourMove, thricewiseYourMove } from './lib.mjs';
import { PHONE, button, checked, drag, openApp, touchDrag, useSite } from './suite.mjs';

const shared = useSite();
const INSTANT = { version: 1, four_colour: false, pace: 'instant' };

async function open(hash, settings = INSTANT, options = PHONE) {
  const opening = openApp(shared, '', options).then(async ({ context, page }) => {
    await page.evaluate((s) => localStorage.setItem('cardtable.settings', JSON.stringify(s)), settings);
    const [path] = hash.split('#');
    await page.goto(shared.site.url + path + '#' + hash.split('#')[1]);
    await page.getByRole('main').first().waitFor();
    // table.js comes after the app has started.
    await page.waitForFunction(() => document.querySelector('script[src="table.js"]'));
    await page.waitForTimeout(300);
    return { context, page };
  });
  return opening;
}

/** The cards travelling now (transform animations on [data-card]). */
const travelling = (page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.effect?.target?.dataset?.card && a.playState === 'running')
      .map((a) => a.effect.target.dataset.card),
  );

/** From now on, window.flown lists every card that starts to travel, in order. */
const recordFlights = (page) =>
  page.evaluate(() => {
    window.flown = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (...args) {
      if (this.dataset?.card) window.flown.push(this.dataset.card);
      return animate.apply(this, args);
    };
  });

const handCards = (page, name = /hand$/) =>
  page.getByRole('group', { name }).last().locator('[data-card]').evaluateAll((els) => els.map((e) => e.dataset.card));

test('Pick Up: a hand card dragged onto a face-up card takes it, and the cards travel', async () => {
  await checked(open('pickup.html#/play/pickup?seed=K7M2QX4P'), async (page) => {
    const hand = page.getByRole('group', { name: 'Your hand', exact: true });
    const before = await handCards(page, 'Your hand');
    assert.ok(before.includes('KS'));
    await recordFlights(page);
    // The king of spades can take the king of diamonds (the golden deal).
    await drag(page, hand.locator('[data-card="KS"]'), page.locator('.piles [data-card="KD"]'));
    await page.getByRole('listitem').filter({ hasText: 'You took the king of diamonds with the king of spades' }).waitFor();
    // Every flight started, not a sample of the running ones: a 200 ms
    // flight may be over by the time a sample after the drop is taken.
    const flown = await page.evaluate(() => window.flown);
    assert.ok(flown.includes('KD'), `the king of diamonds travels to your sets: ${flown}`);
    assert.ok(!(await handCards(page, 'Your hand')).includes('KS'));
  });
});

test('Pick Up: a touch drag (a finger on a phone) takes too, and the page does not scroll', async () => {
  await checked(open('pickup.html#/play/pickup?seed=K7M2QX4P'), async (page) => {
    await touchDrag(page, page.locator('.hand [data-card="KS"]'), page.locator('.piles [data-card="KD"]'));
    await page.getByRole('listitem').filter({ hasText: 'You took the king of diamonds with the king of spades' }).waitFor();
    assert.equal(await page.evaluate(() => scrollY), 0);
  });
});

test("Pick Up: the computer's cards travel too, from its hand to the table and its sets", async () => {
  await checked(open('pickup.html#/play/pickup?seed=K7M2QX4P'), async (page) => {
    await recordFlights(page);
    const hand = page.getByRole('group', { name: 'Your hand', exact: true });
    await drag(page, hand.locator('[data-card="KS"]'), page.locator('.piles [data-card="KD"]'));
    const line = page.getByRole('listitem').filter({ hasText: /^The computer took the (.+) with the (.+):/ });
    await line.waitFor();
    const sets = await page.getByRole('group', { name: 'The computer’s sets' }).or(page.locator('.opponent .sets')).first()
      .locator('[data-card]').evaluateAll((els) => els.map((e) => e.dataset.card));
    const flown = await page.evaluate(() => window.flown);
    assert.ok(sets.length && sets.some((c) => flown.includes(c)), `a card of the computer's sets travelled: sets ${sets}, flown ${flown}`);
  });
});

test('Pick Up: a tap on a card still travelling chooses it, though the card lands away from the finger', async () => {
  await checked(open('pickup.html#/play/pickup?seed=K7M2QX4P'), async (page) => {
    // The hand's last card (drawn over the others) flies in from 120 px to
    // its left, as a dealt card would; it is pressed where it is seen then,
    // and lands when pressed (table.js), so the release is beside it.
    const card = page.getByRole('group', { name: 'Your hand', exact: true }).locator('[data-card][aria-disabled="false"]').last();
    await card.waitFor();
    const at = await card.evaluate((el) => {
      const r = el.getBoundingClientRect();
      el.animate([{ transform: 'translateX(-120px)' }, { transform: 'none' }], { duration: 5000 });
      return { x: r.left + r.width / 2 - 118, y: r.top + r.height / 2 };
    });
    assert.equal(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y).closest('[data-card]')?.dataset.card, at), await card.getAttribute('data-card'), 'pressed where it is seen');
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForFunction((id) => document.querySelector(`.hand [data-card="${id}"]`)?.getAttribute('aria-pressed') === 'true', await card.getAttribute('data-card'), { timeout: 5000 });
  });
});

test('A tap that moves no card reads no card\'s place in its frame; where they are is noted once the page is idle', async () => {
  await checked(open('pickup.html#/play/pickup?seed=K7M2QX4P'), async (page) => {
    // Every layout read of a card (table.js measures with
    // getBoundingClientRect), and the idle callbacks held back to run later.
    await page.evaluate(() => {
      window.reads = 0;
      const read = Element.prototype.getBoundingClientRect;
      Element.prototype.getBoundingClientRect = function () {
        if (this.matches('[data-card], .card')) window.reads++;
        return read.call(this);
      };
      window.idle = [];
      window.requestIdleCallback = (f) => window.idle.push(f);
    });
    const card = page.getByRole('group', { name: 'Your hand', exact: true }).locator('[data-card="KS"]');
    // Chosen: it is pressed and its targets light; no card changes place.
    const reads = await card.evaluate(async (el) => {
      el.click();
      window.reads = 0; // (the tap's own place, read before anything changed)
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      return window.reads;
    });
    assert.equal(await card.getAttribute('aria-pressed'), 'true', 'the card is chosen');
    assert.equal(reads, 0, 'no card measured in the frame of the tap');
    const later = await page.evaluate(() => {
      window.idle.splice(0).forEach((f) => f());
      return window.reads;
    });
    assert.ok(later > 0, 'the cards are measured once idle');
    // A tap that moves cards still measures them in its frame, and they
    // travel: the king of spades takes the king of diamonds (the golden
    // deal; its only match, chosen with it).
    await recordFlights(page);
    await page.evaluate(() => (window.reads = 0));
    await button(page, 'Take').click();
    await page.waitForFunction(() => window.flown.includes('KD'));
    assert.ok((await page.evaluate(() => window.reads)) > 0, 'the cards are measured in the frame of the take');
  });
});

test('Pick Up: a card dropped where it cannot go springs back and says why', async () => {
  await checked(open('pickup.html#/play/pickup?seed=K7M2QX4P'), async (page) => {
    const hand = page.getByRole('group', { name: 'Your hand', exact: true });
    const before = await handCards(page, 'Your hand');
    // Onto the page's heading: no card, no cell.
    await drag(page, hand.locator('[data-card="KS"]'), page.locator('.scoreline'));
    assert.deepEqual(await handCards(page, 'Your hand'), before);
    await page.waitForFunction(() => /drop the card on a lit card/.test(document.getElementById('drag-note')?.textContent));
    assert.ok((await travelling(page)).includes('KS'), 'the card springs back');
    // Onto a card it cannot take: the game's own reason.
    await drag(page, hand.locator('[data-card="KS"]'), page.locator('.piles [data-card="5D"]'));
    await page.getByRole('status').filter({ hasText: /can't take|cannot|no 5|does not match/i }).first().waitFor();
    assert.deepEqual(await handCards(page, 'Your hand'), before);
  });
});

test('Verslun: a hand card dragged onto the claimed Column pairs it; tapping still works', async () => {
  await checked(open('verslun.html#/play/verslun?seed=K7M2QX4P'), async (page) => {
    await button(page, 'Draw').click();
    // Claim the first Column that some Hand card pairs with (lit).
    const hand = page.getByRole('group', { name: 'Hand', exact: true });
    let column = null;
    for (let n = 1; n <= 4 && !column; n++) {
      const c = page.getByRole('group', { name: `Column ${n}`, exact: true });
      if (!(await c.getByRole('button', { disabled: false }).count())) continue;
      await c.getByRole('button', { disabled: false }).last().click();
      if (await hand.locator('button.playable').count()) column = c;
      else await button(page, 'Cancel claim').click();
    }
    assert.ok(column, 'some Column can be claimed and paired after the first draw');
    const card = await hand.locator('button.playable').first().getAttribute('data-card');
    // A drop on another Column is refused: the card stays in the hand.
    await drag(page, hand.locator(`[data-card="${card}"]`), page.locator('.column:not(.claiming)').first());
    await page.waitForFunction(() => /drop the card/.test(document.getElementById('drag-note')?.textContent));
    assert.ok(await hand.locator(`[data-card="${card}"]`).count());
    // Onto the claimed Column: paired with its bottom card, as a tap would.
    const step = await page.locator('p.step').first().innerText();
    await drag(page, hand.locator(`[data-card="${card}"]`), column);
    await hand.locator(`[data-card="${card}"][aria-pressed="true"]`).waitFor();
    assert.notEqual(await page.locator('p.step').first().innerText(), step);
    assert.equal(await page.evaluate(() => document.getElementById('drag-note').textContent), '');
    // The points won rise from the Column.
    await button(page, 'Confirm claim').click();
    const rise = page.locator('.points-rise');
    await rise.waitFor({ state: 'attached' });
    assert.match(await rise.textContent(), /^\+\d+$/);
    assert.equal(await rise.getAttribute('aria-hidden'), 'true');
  });
});

test('Thricewise: your pick dragged onto a lit cell is placed there', async () => {
  await checked(open('thricewise.html#/play/thricewise?seed=K7M2QX4P&players=2&opponents=easy'), async (page) => {
    assert.equal(await thricewiseYourMove(page), 'pick');
    const first = page.getByRole('group', { name: /hand$/ }).getByRole('button').first();
    await first.click();
    await first.click();
    assert.equal(await thricewiseYourMove(page), 'place');
    const toPlace = page.locator('.to-place button[data-card]').first();
    const card = await toPlace.getAttribute('data-card');
    const cell = page.getByRole('group', { name: 'Grid', exact: true }).getByRole('button', { name: /^Place here/ }).first();
    await drag(page, toPlace, cell);
    await page.waitForFunction((c) => document.querySelector(`.cell [data-card="${c}"]`), card);
  });
});

test('Arctic Solitaire: a hand card dragged onto a lit place is played there', async () => {
  await checked(open('arctic.html#/play/arctic?seed=14H48STX&players=1&opponents='), async (page) => {
    const hand = page.locator('.arctic-hand');
    const places = page.getByRole('group', { name: 'Places', exact: true });
    // The first hand card that lights a place when chosen (drawing until one does).
    let played = null;
    let cards = [];
    for (let turn = 0; turn < 40 && !played; turn++) {
      const what = await arcticYourMove(page);
      if (what === 'setup') {
        await button(page, 'Skip set-up').click();
        continue;
      }
      assert.equal(what, 'play');
      cards = await hand.locator('button[data-card][aria-disabled="false"]').evaluateAll((els) => els.map((e) => e.dataset.card));
      for (const card of cards) {
        const el = hand.locator(`[data-card="${card}"]`);
        if ((await el.getAttribute('aria-pressed')) !== 'true') await el.click();
        const lit = places.locator('button.playable');
        if (!(await lit.count())) {
          await el.click(); // put back
          continue;
        }
        await drag(page, el, lit.first());
        played = card;
        break;
      }
      if (!played) await button(page, (await button(page, 'Draw').count()) ? 'Draw' : 'End turn').click();
    }
    assert.ok(played, `some hand card could be played: ${cards}`);
    await page.waitForFunction((c) => !document.querySelector(`.arctic-hand [data-card="${c}"]`), played);
    assert.ok(await places.locator(`[data-card="${played}"]`).count(), 'the card is on a place');
  });
});

test('Motion: a draw travels; reduced motion and the Settings switch keep cards still', async () => {
  await checked(open('verslun.html#/play/verslun?seed=K7M2QX4P'), async (page) => {
    await button(page, 'Draw').click();
    await page.waitForTimeout(20);
    assert.ok((await travelling(page)).length >= 1, 'the drawn cards travel');
  });
  await checked(open('verslun.html#/play/verslun?seed=K7M2QX4P', INSTANT, { ...PHONE, reducedMotion: 'reduce' }), async (page) => {
    await button(page, 'Draw').click();
    await page.waitForTimeout(20);
    assert.deepEqual(await travelling(page), []);
  });
  await checked(open('verslun.html#/play/verslun?seed=K7M2QX4P', { ...INSTANT, motion: false }), async (page) => {
    assert.ok(await page.locator('.app.no-motion').count(), 'the setting reaches the page');
    await button(page, 'Draw').click();
    await page.waitForTimeout(20);
    assert.deepEqual(await travelling(page), []);
  });
});

test('Settings offers Card motion, and it is kept', async () => {
  await checked(openApp(shared, '#/'), async (page) => {
    const motion = page.getByRole('checkbox', { name: /Card motion/ });
    assert.equal(await motion.isChecked(), true);
    await motion.uncheck();
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cardtable.settings')));
    assert.equal(saved.motion, false);
  });
});
