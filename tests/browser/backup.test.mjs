// Backup (the home page's link to #/backup, on more.html): export (file
// and text), clear the browser, import → the same progress; a game in play
// is replaced only when the player says so; a foreign or newer file changes
// nothing. axe on the Backup screen in each state.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { arcticStep, asymmetryStep, axeViolations, pickupStep, thricewiseStep } from './lib.mjs';
import { button, checked, openApp, untilSaved, useSite } from './suite.mjs';

const shared = useSite();
const VERSLUN = 'verslun.html#/play/verslun?seed=K7M2QX4P';

/** Every value the app keeps in this browser. */
const kept = (page) =>
  page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((k) => k.startsWith('cardtable.'))
        .sort()
        .map((k) => [k, localStorage.getItem(k)]),
    ),
  );

async function home(page) {
  await page.goto(shared.site.url + '#/');
  await page.getByRole('heading', { name: 'Backup' }).waitFor();
}

/** From the home page, its link to the Backup screen (more.html#/backup). */
async function openBackup(page) {
  await home(page);
  await page.getByRole('link', { name: 'Export or import a backup' }).click();
  await page.waitForURL(/\/more\.html#\/backup$/);
  await button(page, 'Export file').waitFor();
}

async function noViolations(page, what) {
  const found = await axeViolations(page);
  assert.deepEqual(found, [], `${what}: ${JSON.stringify(found, null, 1)}`);
}

/** A Verslun game one move in, then home: the backup's text. */
async function backupOfAGameInPlay(page) {
  await button(page, 'Draw').click();
  await button(page, 'Undo').waitFor();
  await openBackup(page);
  await button(page, 'Export as text').click();
  return page.getByLabel('Backup text (copy it somewhere safe)').inputValue();
}

async function paste(page, text) {
  await page.getByLabel("Or paste a backup's text").fill(text);
  await button(page, 'Check pasted backup').click();
}

test('export, clear the browser, import: the same progress, and the game resumes', async () => {
  await checked(openApp(shared, VERSLUN), async (page) => {
    await button(page, 'Draw').click();
    await button(page, 'Undo').waitFor();
    await home(page);
    await button(page, 'Continue Verslun').waitFor();
    const before = await kept(page);
    assert.ok(before['cardtable.game.verslun'], 'a game is in play');
    await openBackup(page);

    // The file and the text are the same backup.
    const [download] = await Promise.all([page.waitForEvent('download'), button(page, 'Export file').click()]);
    assert.match(download.suggestedFilename(), /^cardtable-backup-\d{4}-\d\d-\d\d\.json$/);
    const fileText = await readFile(await download.path(), 'utf8');
    await button(page, 'Export as text').click();
    const text = await page.getByLabel('Backup text (copy it somewhere safe)').inputValue();
    assert.deepEqual(JSON.parse(fileText), JSON.parse(text));
    assert.equal(JSON.parse(text).kind, 'cardtable backup');
    await noViolations(page, 'backup text shown');

    await page.evaluate(() => localStorage.clear());
    await home(page);
    assert.equal(await button(page, 'Continue Verslun').count(), 0, 'cleared: nothing in play');
    await openBackup(page);

    await page.getByLabel('Import a backup file').setInputFiles({
      name: download.suggestedFilename(),
      mimeType: 'application/json',
      buffer: Buffer.from(fileText),
    });
    const plan = page.getByRole('group', { name: 'Importing this backup' });
    await plan.getByText('Adds your Verslun game.').waitFor();
    await noViolations(page, 'import plan');
    await plan.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Imported: statistics, settings and Verslun.').waitFor();
    await home(page);
    await button(page, 'Continue Verslun').waitFor();
    assert.deepEqual(await kept(page), before, 'the same values as before');
    await button(page, 'Continue Verslun').click();
    await button(page, 'Undo').waitFor();
  });
});

test('a game in play is replaced only when the player says so', async () => {
  await checked(openApp(shared, VERSLUN), async (page) => {
    const text = await backupOfAGameInPlay(page);
    const theirs = JSON.parse(text).games.verslun.record;

    // Another deal in play here.
    await page.goto(shared.site.url + 'verslun.html#/play/verslun?seed=14H48STX');
    await button(page, 'Open the new deal').click();
    await button(page, 'Draw').click();
    await button(page, 'Undo').waitFor();
    await untilSaved(page, 'verslun', { seed: '14H48STX' });
    await openBackup(page);
    const ours = JSON.parse(await page.evaluate(() => localStorage.getItem('cardtable.game.verslun'))).record;
    assert.notDeepEqual(ours, theirs);

    await paste(page, text);
    const plan = page.getByRole('group', { name: 'Importing this backup' });
    await plan.getByText(/^Replaces the Verslun game in play here/).waitFor();
    await plan.getByRole('button', { name: 'Import, keep the games here' }).click();
    const kept1 = JSON.parse(await page.evaluate(() => localStorage.getItem('cardtable.game.verslun'))).record;
    assert.deepEqual(kept1, ours, 'kept');

    await paste(page, text);
    await plan.getByRole('button', { name: 'Import and replace' }).click();
    await page.getByText('Imported: statistics, settings and Verslun.').waitFor();
    const now = JSON.parse(await page.evaluate(() => localStorage.getItem('cardtable.game.verslun'))).record;
    assert.deepEqual(now, theirs, 'replaced');
  });
});

test('a foreign, broken or newer backup is refused with a reason and changes nothing', async () => {
  await checked(openApp(shared, VERSLUN), async (page) => {
    const text = await backupOfAGameInPlay(page);
    const before = await kept(page);
    const newer = JSON.stringify({ ...JSON.parse(text), version: 9 });
    for (const [bad, says] of [
      ['{"hello": "world"}', 'not a Card Table backup'],
      ['not json at all', 'not JSON'],
      [newer, 'newer version of the app (version 9)'],
      [text.replace('"seed":"K7M2QX4P"', '"seed": "K7M2"'), 'damaged'],
    ]) {
      await paste(page, bad);
      await page.getByRole('alert').filter({ hasText: says }).waitFor();
      assert.equal(await page.getByRole('group', { name: 'Importing this backup' }).count(), 0);
      assert.deepEqual(await kept(page), before, `${says}: nothing changed`);
    }
    await noViolations(page, 'a refused backup');
  });
});

// A backup holds a game of every kind, and every one of them imports (each
// game's deal is read through the list of games: before, a backup with an
// Asymmetry or an Arctic Solitaire game was refused as damaged).
test('a backup with a game of every kind in play exports and imports whole', async () => {
  const SEED = 'K7M2QX4P';
  const GAMES = [
    ['Verslun', `verslun.html#/play/verslun?seed=${SEED}`, (page) => button(page, 'Draw').click()],
    ['Pick Up', `pickup.html#/play/pickup?seed=${SEED}`, pickupStep],
    ['Thricewise', `thricewise.html#/play/thricewise?seed=${SEED}&players=3`, thricewiseStep],
    ['Asymmetry', `asymmetry.html#/play/asymmetry?seed=${SEED}`, asymmetryStep],
    ['Arctic Solitaire', `arctic.html#/play/arctic?seed=${SEED}&players=3&opponents=easy,easy`, async (page) => {
      if ((await button(page, 'Skip set-up').count()) > 0) await button(page, 'Skip set-up').click();
      await arcticStep(page);
    }],
  ];
  await checked(openApp(shared, '#/'), async (page) => {
    // Computers at once, so each game is soon the person's to move.
    await page.evaluate(() => localStorage.setItem('cardtable.settings', JSON.stringify({ version: 1, four_colour: false, pace: 'instant', motion: false })));
    for (const [, hash, move] of GAMES) {
      await page.goto(shared.site.url + hash);
      await page.getByRole('main').waitFor();
      await move(page);
      // Saved just after the next paint.
      await page.waitForFunction((id) => JSON.parse(localStorage.getItem(`cardtable.game.${id}`) ?? '{}').in_play,
        hash.split('.html')[0], { timeout: 30000 });
    }
    await openBackup(page);
    const before = await kept(page);
    assert.equal(Object.keys(before).filter((k) => k.startsWith('cardtable.game.')).length, GAMES.length);
    await button(page, 'Export as text').click();
    const text = await page.getByLabel('Backup text (copy it somewhere safe)').inputValue();
    assert.deepEqual(Object.keys(JSON.parse(text).games).sort(), ['arctic', 'asymmetry', 'pickup', 'thricewise', 'verslun']);

    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByRole('heading', { name: 'Backup' }).waitFor();
    await paste(page, text);
    const plan = page.getByRole('group', { name: 'Importing this backup' });
    for (const [name] of GAMES) await plan.getByText(`Adds your ${name} game.`).waitFor();
    await plan.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText(/^Imported: statistics, settings and /).waitFor();
    assert.deepEqual(await kept(page), before, 'the same values as before');
    await home(page);
    const resumes = page.getByRole('region', { name: 'Continue' }).getByRole('button', { name: /^Continue / });
    await resumes.first().waitFor();
    assert.equal(await resumes.count(), GAMES.length, 'every game resumes');
  });
});
