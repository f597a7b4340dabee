// How the cards look (issue 47; style/decks/standard.css, app::faces): the
// standard deck's number cards show the traditional pips (the 7 of clubs
// seven clubs), the courts an emblem and the index in both corners, the
// back its design; the Decktet's suits are larger than its name; every
// table keeps axe-core at 0 in light and dark.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations } from './lib.mjs';
import { checked, openApp, useSite } from './suite.mjs';

const shared = useSite();

/** What a card's ::before draws: its mask layers (one per pip or emblem),
 * the pips' shape, and how many layers are drawn (a size above 0). */
const drawn = (locator) =>
  locator.evaluate(async (card) => {
    const s = getComputedStyle(card, '::before');
    const images = s.maskImage.split(/,\s*(?=url\()/);
    const sizes = s.maskSize.split(',').map((x) => x.trim());
    // The pip's picture loads under the page's own policy (a policy that
    // refused data: images left every card blank, with the same styles).
    const img = new Image();
    img.src = images[0].replace(/^url\("?|"?\)$/g, '');
    const loads = await new Promise((r) => { img.onload = () => r(img.naturalWidth > 0); img.onerror = () => r(false); });
    return {
      loads,
      layers: images.length,
      // (A layer left out has the size 0: "0px auto".)
      shown: sizes.filter((x) => !/^0(px)?\b/.test(x)).length,
      image: images[0],
      colour: s.backgroundColor,
      corners: card.querySelectorAll('.corner').length,
    };
  });

test('the 7 of clubs shows seven clubs; a court its emblem and both indices; the backs their design', async () => {
  await checked(openApp(shared, 'pickup.html#/play/pickup?seed=K7M2QX4P&hands=1&opponent=easy'), async (page) => {
    const hand = page.getByRole('group', { name: /^Your hand/ });
    const seven = hand.getByRole('button', { name: '7 of clubs', exact: true });
    const clubs = await drawn(seven);
    assert.equal(clubs.shown, 7, JSON.stringify(clubs));
    assert.ok(clubs.loads, 'the pip’s picture loads');
    assert.match(clubs.image, /^url\("data:image\/svg\+xml/);
    assert.equal(clubs.corners, 1, 'a number card has its index once');
    // Another number card of the same suit draws the same pip, as many
    // times as its rank; a heart's pip is another shape, in red.
    const hearts = await drawn(hand.getByRole('button', { name: 'queen of hearts, Q', exact: true }));
    assert.equal(hearts.shown, 1, 'a court draws one emblem');
    assert.ok(hearts.loads, 'the emblem loads');
    assert.equal(hearts.corners, 2, 'a court has its index in both corners');
    assert.notEqual(hearts.image, clubs.image);
    assert.notEqual(hearts.colour, clubs.colour, 'a heart is not drawn in the clubs’ colour');
    const six = await drawn(hand.getByRole('button', { name: '6 of spades', exact: true }));
    assert.equal(six.shown, 6, JSON.stringify(six));
    // The other hand's backs: a lattice in a frame, not a plain colour.
    const back = await page.locator('.card.back').first().evaluate((b) => getComputedStyle(b).backgroundImage);
    assert.match(back, /repeating-linear-gradient/);
    for (const theme of ['light', 'dark']) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      assert.deepEqual(await axeViolations(page), [], `axe, ${theme}`);
    }
  });
});

test('a Decktet card shows its rank and suits before its name, the suits larger than the name', async () => {
  await checked(openApp(shared, 'thricewise.html#/play/thricewise?seed=K7M2QX4P&players=2&opponents=easy'), async (page) => {
    const card = page.locator('.hand .dcard').first();
    await card.waitFor();
    const sizes = await card.evaluate((c) => {
      const box = (sel) => c.querySelector(sel).getBoundingClientRect();
      return { suit: box('.suit-icon').height, name: box('.name').height, suitTop: box('.suits').top, nameTop: box('.name').top };
    });
    // (Before issue 47 a suit was 1.16 times the name's height.)
    assert.ok(sizes.suit > 1.35 * sizes.name, JSON.stringify(sizes));
    assert.ok(sizes.suitTop < sizes.nameTop, JSON.stringify(sizes));
    for (const theme of ['light', 'dark']) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      assert.deepEqual(await axeViolations(page), [], `axe, ${theme}`);
    }
  });
});
