// Smoke tests of the release build (dist/) served under /cardtable/.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { button, checked, useSite } from './suite.mjs';
import { newPage } from './lib.mjs';

const shared = useSite();

test('the app loads under a sub-path with its title and a main landmark', async () => {
  await checked(newPage(shared.browser), async (page) => {
    await page.goto(shared.site.url);
    await page.getByRole('main').first().waitFor({ state: 'visible' });
    assert.equal(await page.title(), 'Card Table');
    assert.equal(await page.locator('#boot-error').count(), 0, 'boot fallback message shown');
  });
});

test('manifest, icons and service worker are served', async () => {
  const want = {
    'manifest.webmanifest': 'application/manifest+json',
    'icons/icon-192.png': 'image/png',
    'icons/icon-512.png': 'image/png',
    'sw.js': 'text/javascript; charset=utf-8',
  };
  for (const [path, type] of Object.entries(want)) {
    const res = await fetch(new URL(path, shared.site.url));
    assert.equal(res.status, 200, `${path} status`);
    assert.equal(res.headers.get('content-type'), type, `${path} content type`);
  }
  const manifest = await (await fetch(new URL('manifest.webmanifest', shared.site.url))).json();
  assert.equal(manifest.name, 'Card Table');
  assert.equal(manifest.start_url, './');
});

/** One visit to the home page (the service worker precaches every page), then offline. */
async function visitThenOffline(context, page) {
  await page.goto(shared.site.url);
  await page.getByRole('main').first().waitFor({ state: 'visible' });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await context.setOffline(true);
}

test('after one visit the app reloads offline from the service worker', async () => {
  const { context, page } = await newPage(shared.browser);
  try {
    await visitThenOffline(context, page);
    await page.reload();
    await page.getByRole('main').first().waitFor({ state: 'visible' });
    assert.equal(await page.title(), 'Card Table');
    assert.deepEqual(page.errors.map(String), []);
  } finally {
    await context.close();
  }
});

test('after one visit to the home page, the Pick Up page also opens offline', async () => {
  const { context, page } = await newPage(shared.browser);
  try {
    await visitThenOffline(context, page);
    await page.goto(`${shared.site.url}pickup.html#/play/pickup?seed=K7M2QX4P`);
    await page.getByRole('group', { name: 'Your hand', exact: true }).waitFor();
    assert.equal(await page.title(), 'Pick Up · Card Table');
    assert.deepEqual(page.errors.map(String), []);
  } finally {
    await context.close();
  }
});

// The rules, the statistics and the backup are on more.html: precached too,
// so the home page's links to them open offline.
test('after one visit to the home page, the rules, statistics and backup (more.html) open offline', async () => {
  const { context, page } = await newPage(shared.browser);
  try {
    await visitThenOffline(context, page);
    await page.goto(`${shared.site.url}#/`);
    await page.getByRole('link', { name: 'Statistics' }).click();
    await page.waitForURL(/\/more\.html#\/stats$/);
    await page.getByRole('heading', { level: 1, name: 'Statistics' }).waitFor();
    await page.goto(`${shared.site.url}#/rules/thricewise`);
    await page.waitForURL(/\/more\.html#\/rules\/thricewise$/);
    await page.getByRole('heading', { level: 1, name: 'How to play Thricewise' }).waitFor();
    await page.goto(`${shared.site.url}#/backup`);
    await button(page, 'Export file').waitFor();
    assert.deepEqual(page.errors.map(String), []);
  } finally {
    await context.close();
  }
});
