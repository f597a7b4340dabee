// Bad input never gives a blank page: broken links, corrupted or old saves,
// a full or forbidden localStorage each get a clear message, and nothing is lost.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoPageErrors, newPage } from './lib.mjs';
import { button, checked, openApp, PHONE, untilSaved, useSite } from './suite.mjs';

const LINK = '#/play/verslun?seed=K7M2QX4P';
const shared = useSite();
const open = (hash) => openApp(shared, hash);

for (const [hash, says] of [
  ['#/play/verslun?seed=K7M2', 'seed code'],
  ['#/play/verslun?seed=K7M2QX4O', 'never use the letter O'],
  ['#/play/poker?seed=K7M2QX4P', "game we don't have"],
  ['#/play/verslun?seed=K7M2QX4P&hand=99', 'options are not valid'],
  ['#/play/verslun?seed=K7M2QX4P&jokers=yes', 'no option'],
  ['#/play/verslun', 'no seed'],
  ['#/somewhere/else', 'no page'],
  ['#/play/pickup?seed=K7M2QX4P&opponent=genius', 'options are not valid'],
  ['#/play/pickup?seed=K7M2QX4P&target=5', 'options are not valid'],
  // Which seed did the sender mean? A parameter given twice is refused.
  ['#/play/verslun?seed=K7M2QX4P&seed=14H48STX', 'This link gives seed twice.'],
  ['#/play/pickup?seed=K7M2QX4P&opponent=hard&opponent=easy', 'This link gives opponent twice.'],
]) {
  test(`broken link ${hash} shows a message and a way home; the save is untouched`, async () => {
    await checked(open(LINK), async (page) => {
      await button(page, 'Draw').click();
      await untilSaved(page, 'verslun');
      const saved = await page.evaluate(() => localStorage.getItem('cardtable.game.verslun'));
      await page.goto(shared.site.url + hash);
      await page.reload();
      await page.getByRole('alert').filter({ hasText: says }).waitFor();
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await button(page, 'Continue Verslun').waitFor();
      assert.equal(await page.evaluate(() => localStorage.getItem('cardtable.game.verslun')), saved);
    });
  });
}

// A link 100,000 characters long: the message quotes a few dozen of them.
for (const [what, hash] of [
  ['value', `#/play/verslun?seed=K7M2QX4P&hand=${'9'.repeat(100_000)}`],
  ['name', `#/play/pickup?seed=K7M2QX4P&${'x'.repeat(100_000)}=1`],
]) {
  test(`a 100,000-character ${what} in a link gives a short message`, async () => {
    await checked(open(hash), async (page) => {
      const alert = page.getByRole('alert').filter({ hasText: 'This link' });
      await alert.waitFor();
      const text = await alert.innerText();
      assert.ok(text.length < 300, `${text.length} characters: ${text.slice(0, 300)}`);
      assert.ok(text.includes('…'), text);
    });
  });
}

const CORRUPTIONS = {
  'not JSON': '{oops',
  'a newer version': '{"version":99}',
  'the wrong shape': '{"version":1,"entries":7,"record":3,"four_colour":"purple"}',
};

// Each saved game is read by the page that carries its game; statistics and
// settings by every page. `playing` waits for that page's table to be usable.
const READERS = {
  'cardtable.game.verslun': [LINK, (page) => button(page, 'Draw').waitFor()],
  'cardtable.game.pickup': [
    'pickup.html#/play/pickup?seed=K7M2QX4P&target=1000&opponent=easy',
    (page) => page.getByRole('group', { name: 'Your hand', exact: true }).waitFor(),
  ],
  'cardtable.game.thricewise': [
    'thricewise.html#/play/thricewise?seed=K7M2QX4P&players=3&opponents=easy,easy',
    (page) => page.getByRole('button', { name: 'Pick', exact: true }).waitFor(),
  ],
  'cardtable.stats': [LINK, (page) => button(page, 'Undo').waitFor()],
  'cardtable.settings': [LINK, (page) => button(page, 'Undo').waitFor()],
};

for (const [key, [link, playing]] of Object.entries(READERS)) {
  for (const [what, value] of Object.entries(CORRUPTIONS)) {
    test(`${key} holding ${what}: message, value kept aside, app goes on`, async () => {
      await checked(open(link), async (page) => {
        if (link === LINK) await button(page, 'Draw').click();
        await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, value]);
        await page.reload();
        await page.getByRole('alert').filter({ hasText: 'could not be read' }).waitFor();
        const aside = await page.evaluate(() =>
          Object.keys(localStorage).filter((k) => k.startsWith('cardtable.unreadable.')),
        );
        assert.equal(aside.length, 1, `kept aside: ${aside}`);
        assert.equal(await page.evaluate((k) => localStorage.getItem(k), aside[0]), value);
        // Still playable.
        await playing(page);
      });
    });
  }
}

test('a save whose moves are not legal is kept aside with the reason', async () => {
  await checked(open(LINK), async (page) => {
    await button(page, 'Draw').click();
    await untilSaved(page, 'verslun');
    await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('cardtable.game.verslun'));
      saved.record.moves.push('confirm');
      localStorage.setItem('cardtable.game.verslun', JSON.stringify(saved));
    });
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'is not legal' }).waitFor();
    await button(page, 'Draw').waitFor();
  });
});

test('a full localStorage: a message, and play goes on', async () => {
  await checked(open(LINK), async (page) => {
    // Fill localStorage to the last byte: big pieces, then ever smaller ones.
    const probe = await page.evaluate(() => {
      let key = 0;
      for (let n = 1 << 20; n >= 1; ) {
        try {
          localStorage.setItem(`filler.${key++}`, 'x'.repeat(n));
        } catch {
          n = Math.floor(n / 2);
        }
      }
      // Then the smallest entries there are (short keys, empty values), so
      // not even a few characters are left over.
      const chars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
      for (const a of chars) {
        for (const b of ['', ...chars]) {
          try {
            localStorage.setItem(a + b, '');
          } catch {
            // that one did not fit; a shorter one later might
          }
        }
      }
      try {
        localStorage.setItem('probe', 'x');
        return 'a one-character write still fits';
      } catch {
        return 'full';
      }
    });
    assert.equal(probe, 'full');
    await button(page, 'Draw').click();
    await page.getByRole('alert').filter({ hasText: 'storage is full' }).waitFor();
    await page.getByRole('group', { name: 'Column 3' }).getByRole('button', { name: '3 of spades' }).click();
    await page.getByRole('group', { name: 'Hand' }).getByRole('button', { name: 'king of spades' }).click();
    await button(page, 'Confirm claim').click();
    assert.equal(await page.locator('.scoreline strong').innerText(), '13');
  });
});

test('storage forbidden (the getter throws): a notice, and play goes on in memory', async () => {
  const { context, page } = await newPage(shared.browser, PHONE);
  try {
    // As in a browser that blocks site data: reading window.localStorage throws.
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto(shared.site.url + LINK);
    await page.getByRole('alert').filter({ hasText: 'progress lasts only while this page is open' }).waitFor();
    await button(page, 'Draw').click();
    await page.getByRole('group', { name: 'Column 3' }).getByRole('button', { name: '3 of spades' }).click();
    await page.getByRole('group', { name: 'Hand' }).getByRole('button', { name: 'king of spades' }).click();
    await button(page, 'Confirm claim').click();
    assert.equal(await page.locator('.scoreline strong').innerText(), '13');
    assertNoPageErrors(page);
  } finally {
    await context.close();
  }
});
