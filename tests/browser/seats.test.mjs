// Every table with computers shows beside each other seat the cards it
// played since your turn (issue 46, item 3): Pick Up, Thricewise and Arctic
// here (Asymmetry's deal F0110W01 in asymmetry.test.mjs). At your turn each
// such group is named by who played what, lists its cards in that order,
// and every card of it is on a 360×640 screen; the move log's strip tells
// the same moves. The generic native test (tests/games.rs,
// every_table_shows_beside_each_seat_what_it_played_since_your_turn) checks
// the cards against the log's lines in every game.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { arcticStep, arcticYourMove, pickupStep, pickupYourTurn, thricewiseStep, thricewiseYourMove } from './lib.mjs';
import { checked, openInstant, useSite } from './suite.mjs';

const shared = useSite();
const SEED = 'K7M2QX4P';

const open = (hash) => openInstant(shared, hash);

/** The groups of cards played since your turn now: label, and each card's name and whether it is on screen. */
const playedGroups = (page) => page.getByRole('group', { name: / played since your turn: / }).evaluateAll((groups) =>
  groups.map((g) => ({
    label: g.getAttribute('aria-label'),
    cards: [...g.querySelectorAll('[data-card]')].map((c) => {
      const r = c.getBoundingClientRect();
      return { name: c.getAttribute('aria-label'), onScreen: r.width > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight };
    }),
  })));

for (const [name, hash, step, yourTurn] of [
  ['Pick Up', `pickup.html#/play/pickup?seed=${SEED}`, pickupStep, pickupYourTurn],
  ['Thricewise', `thricewise.html#/play/thricewise?players=4&seed=${SEED}`, thricewiseStep, thricewiseYourMove],
  ['Arctic Solitaire', `arctic.html#/play/arctic?players=4&seed=${SEED}`, arcticStep, arcticYourMove],
]) {
  test(`${name}: at your turn each computer's cards played since your turn show beside it, named in order, on screen`, async () => {
    await checked(open(hash), async (page) => {
      let seen = 0;
      for (let i = 0; i < 12; i++) {
        const state = await yourTurn(page);
        if (state === 'over' || state === 'round') break;
        for (const group of await playedGroups(page)) {
          assert.ok(group.cards.length > 0, group.label);
          const [who, listed] = group.label.split(' played since your turn: ');
          assert.match(who, /^(The computer|Computer \d)$/, group.label);
          // The label lists as many cards as lie there, each on screen.
          assert.equal(listed.split(', ').length, group.cards.length, group.label);
          for (const card of group.cards) {
            assert.ok(card.onScreen, `${card.name} off screen (${group.label})`);
            seen++;
          }
        }
        if ((await step(page)) === false) break;
      }
      assert.ok(seen > 0, `${name}: no card played since your turn was shown`);
    });
  });
}
