// The release build's Content-Security-Policy (tools/csp.mjs): every page of
// dist/ carries it as the first element of its <head>, scripts only from the
// page's origin, WebAssembly, and the inline scripts the page really has (by
// hash), never 'unsafe-inline' nor 'unsafe-eval' for scripts; and nothing the
// pages do is refused under it. Each page is opened and played a little: the
// home page's settings, backup export (file and text), statistics and every
// rules page, the manifest, the service worker, then offline; each game's
// page by a deal link, a few taps and, where computers play, their moves
// (the Web Worker). Any CSP report fails: lib.mjs listens for
// `securitypolicyviolation` from before the page's first script, and for
// console messages about the policy (suite.mjs fails any browser test that
// saw one; here each test also says so itself).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { arcticStep, asymmetryStep, newPage, pickupStep, tablePages, thricewiseStep } from './lib.mjs';
import { PHONE, button, checked, useSite } from './suite.mjs';

const shared = useSite();
const SEED = 'K7M2QX4P';

/** The game pages of this build (dist/<game>.html), from the list of games. */
const GAMES = tablePages();

const steps = (step, n) => async (page) => {
  for (let i = 0; i < n; i++) if ((await step(page)) === 'over') return;
};

/**
 * Each game's deal and a little play; `computers`: a computer moves in it
 * (so the Web Worker runs). A game not here is opened by a plain deal link.
 */
const PLAYS = {
  verslun: {
    options: '',
    play: async (page) => {
      await button(page, 'Draw').click();
      await button(page, 'Undo').waitFor();
    },
  },
  pickup: { options: '&target=1000&opponent=easy', computers: true, play: steps(pickupStep, 3) },
  thricewise: { options: '&players=2&opponents=easy', computers: true, play: steps(thricewiseStep, 4) },
  asymmetry: { options: '&opponents=easy,easy,easy', computers: true, play: steps(asymmetryStep, 3) },
  arctic: { options: '&players=3&opponents=easy,easy', computers: true, play: steps(arcticStep, 3) },
};

/** A fresh profile, computers at Instant pace, with the app open at `path`. */
async function open(path) {
  const opened = await newPage(shared.browser, PHONE);
  await opened.context.addInitScript(() => {
    if (!localStorage.getItem('cardtable.settings')) {
      localStorage.setItem('cardtable.settings', JSON.stringify({ version: 1, four_colour: false, pace: 'instant' }));
    }
  });
  await opened.page.goto(shared.site.url + path);
  await opened.page.getByRole('main').first().waitFor();
  return opened;
}

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The page's policy, as the browser parsed the page: first in <head>, strict for scripts, every inline script hashed. */
async function assertPolicy(page, what) {
  const found = await page.evaluate(() => {
    const first = document.head.firstElementChild;
    return {
      first: first && first.outerHTML,
      metas: document.querySelectorAll('meta[http-equiv="Content-Security-Policy" i]').length,
      policy: first && first.matches('meta[http-equiv="Content-Security-Policy" i]') ? first.content : null,
      inline: [...document.scripts].filter((s) => !s.src).map((s) => s.text),
    };
  });
  assert.equal(found.metas, 1, `${what}: one CSP meta`);
  assert.ok(found.policy, `${what}: the CSP meta is the first element of <head>, not ${found.first}`);
  const directives = Object.fromEntries(
    found.policy.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name, values]),
  );
  const scripts = directives['script-src'];
  assert.ok(scripts, `${what}: a script-src`);
  for (const bad of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'blob:', 'http:', 'https:']) {
    assert.ok(!scripts.includes(bad), `${what}: script-src allows ${bad}`);
  }
  assert.ok(scripts.includes("'self'") && scripts.includes("'wasm-unsafe-eval'"), `${what}: script-src ${scripts.join(' ')}`);
  assert.deepEqual(directives['default-src'], ["'self'"], `${what}: default-src`);
  assert.deepEqual(directives['object-src'], ["'none'"], `${what}: object-src`);
  for (const own of ['worker-src', 'connect-src']) assert.deepEqual(directives[own], ["'self'"], `${what}: ${own}`);
  assert.ok(!(directives['style-src'] ?? []).includes("'unsafe-inline'"), `${what}: style-src allows 'unsafe-inline'`);
  assert.ok(found.inline.length >= 1, `${what}: Trunk's loader is inline`);
  for (const text of found.inline) assert.ok(scripts.includes(sha256(text)), `${what}: an inline script not hashed in script-src`);
  // Only the hashes of the page's own scripts.
  assert.equal(scripts.filter((s) => s.startsWith("'sha256-")).length, found.inline.length, `${what}: a hash for no script`);
}

/** The wasm is asked for first (tools/glue-min.mjs): its preload is the
 * first <link> or <script> of <head>, before the stylesheet and boot.js, and
 * the glue's modulepreload follows it. */
async function assertWasmFirst(page, what) {
  const first = await page.evaluate(() =>
    [...document.head.querySelectorAll('link, script')].slice(0, 2).map((e) => `${e.getAttribute('rel')} ${e.getAttribute('as') ?? ''} ${e.getAttribute('href') ?? e.getAttribute('src') ?? ''}`),
  );
  assert.match(first[0] ?? '', /^preload fetch \.\/cardtable-[0-9a-f]+_bg\.wasm$/, `${what}: the first link or script of <head> is the wasm's preload, not ${first[0]}`);
  assert.match(first[1] ?? '', /^modulepreload {2}\.\/cardtable-[0-9a-f]+\.js$/, `${what}: then the glue's modulepreload, not ${first[1]}`);
}

/** Fails if a page of this context reported anything under the policy. */
function assertNoReports(context, what) {
  assert.deepEqual(context.cspViolations, [], `${what}: the policy refused:\n${context.cspViolations.join('\n')}`);
}

const untilServiceWorker = (page) => page.evaluate(() => navigator.serviceWorker.ready.then((r) => !!r.active));

test('the home page: policy first in <head>; settings, backup export, statistics, every rules page, manifest, service worker and offline, nothing refused', async () => {
  const { context, page } = await open('#/');
  await checked({ context, page }, async () => {
    await assertPolicy(page, 'index.html');
    await assertWasmFirst(page, 'index.html');
    // Settings: a toggle, the colours (data-theme on the root).
    const settings = page.getByRole('region', { name: 'Settings' });
    await settings.getByRole('checkbox').first().check();
    await settings.getByLabel('Light or dark').selectOption({ label: 'Dark' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    // Backup (more.html, from the home page's link): a file download and the text.
    await page.getByRole('link', { name: 'Export or import a backup' }).click();
    await page.waitForURL(/\/more\.html#\/backup$/);
    await page.getByRole('heading', { name: 'Backup' }).waitFor();
    await assertPolicy(page, 'more.html');
    const [download] = await Promise.all([page.waitForEvent('download'), button(page, 'Export file').click()]);
    assert.match(download.suggestedFilename(), /^cardtable-backup-.*\.json$/);
    await button(page, 'Export as text').click();
    assert.match(await page.getByLabel('Backup text (copy it somewhere safe)').inputValue(), /cardtable backup/);
    // Statistics and every game's rules (the Decktet's pictures, the examples' grids).
    await page.goto(`${shared.site.url}#/stats`);
    await page.getByRole('main').first().waitFor();
    for (const id of GAMES) {
      await page.goto(`${shared.site.url}#/rules/${id}`);
      await page.getByRole('heading', { name: /^How to play / }).waitFor();
    }
    // The manifest, as the browser reads it for installing.
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    assert.deepEqual(manifest.errors, [], 'manifest errors');
    assert.match(manifest.data ?? '', /"Card Table"/, 'manifest read');
    // The service worker registers and precaches; then the page opens offline.
    await page.goto(`${shared.site.url}#/`);
    assert.ok(await untilServiceWorker(page), 'service worker active');
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Backup' }).waitFor();
    await assertPolicy(page, 'index.html, offline');
    assertNoReports(context, 'index.html and more.html');
  });
});

for (const id of GAMES) {
  const plays = PLAYS[id] ?? { options: '', play: async () => {} };
  test(`${id}.html: policy first in <head>; a deal played a little${plays.computers ? ', computers moving (the Web Worker)' : ''}, nothing refused`, async () => {
    const { context, page } = await open(`${id}.html#/play/${id}?seed=${SEED}${plays.options}`);
    await checked({ context, page }, async () => {
      assert.ok(page.url().includes(`/${id}.html#/play/${id}`), `on ${id}.html: ${page.url()}`);
      await assertPolicy(page, `${id}.html`);
      await assertWasmFirst(page, `${id}.html`);
      // table.js (card motion, dragging) is loaded once the app has started.
      await page.waitForFunction(() => [...document.scripts].some((s) => /table\.js$/.test(s.src)));
      await plays.play(page);
      if (plays.computers) assert.ok(page.workers().length >= 1, `${id}: the Web Worker ran the computers' moves`);
      assert.ok(await untilServiceWorker(page), 'service worker active');
      assertNoReports(context, `${id}.html`);
    });
  });
}

test('review-pickup.html: policy first in <head>; a review stepped through, its chances from the Web Worker, nothing refused', async () => {
  // A one-hand Pick Up match against the Easy computer, as its review link.
  const { PICKUP_FINISHED } = await import('./review-fixture.mjs');
  const moves = JSON.parse(PICKUP_FINISHED.saved).record.moves;
  // (Pick Up's moves are letters, digits and spaces: a space is written _.)
  const m = moves.map((mv) => mv.replaceAll(' ', '_')).join('~');
  const link = PICKUP_FINISHED.link.replace('#/play/', '#/review/') + `&v=1&m=${m}`;
  const { context, page } = await open(`review-pickup.html${link}`);
  await checked({ context, page }, async () => {
    await assertPolicy(page, 'review-pickup.html');
    await page.getByRole('button', { name: 'Last', exact: true }).click();
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await page.locator('.review-at').getByText(`Move ${moves.length - 1} of ${moves.length}`, { exact: true }).waitFor();
    await page.keyboard.press('Home');
    await page.locator('.review-at').getByText(`Move 0 of ${moves.length}`, { exact: true }).waitFor();
    await page.locator('.review-chances p.fine').getByText(/^(The moves that cost you most:|No move cost you)/).waitFor({ timeout: 240000 });
    assert.ok(page.workers().length >= 1, 'the Web Worker worked out the chances');
    assertNoReports(context, 'review-pickup.html');
  });
});

test('guide-pickup.html: policy first in <head>; a guide followed a few steps by its marks, nothing refused', async () => {
  // (By the link of before each game had its guide's page: boot.js sends it on.)
  const { context, page } = await open('guide.html#/guide/pickup');
  await checked({ context, page }, async () => {
    assert.match(page.url(), /\/guide-pickup\.html#\/guide\/pickup$/);
    await assertPolicy(page, 'guide-pickup.html');
    const says = page.locator('.guide-says');
    for (let step = 0; step < 3; step++) {
      await page.locator('main [data-guide="1"]').waitFor();
      const said = await says.innerText();
      for (let i = 1; ; i++) {
        await page.waitForFunction(
          ([text, n]) => document.querySelector('.guide-says')?.innerText !== text || document.querySelector(`main [data-guide="${n}"]`),
          [said, i],
        );
        if ((await says.innerText()) !== said) break;
        await page.locator(`main [data-guide="${i}"]`).click();
      }
    }
    assertNoReports(context, 'guide-pickup.html');
  });
});
