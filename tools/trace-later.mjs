// What a table's later taps cost the browser beyond the main thread: each
// later tap of tools/bench-taps.mjs (j) traced (4x CPU), and per tap the
// main thread's Paint, the raster workers' RasterTask and the display
// compositor's DrawAndSwap summed, with the tap's Interaction to Next
// Paint; medians, for a style on top of the page's (CSS) and without it,
// interleaved on fresh pages. For a look that may cost every tap (a felt,
// a shadow): INP alone is too noisy on a shared 2-core machine to tell
// 10 ms apart, the raster time is not.
//
//   node tools/trace-later.mjs [game] [dist]          (verslun by default)
//   CSS='body{background:red}' ROUNDS=4 node tools/trace-later.mjs pickup
import { pathToFileURL } from 'node:url';
import { DIST, launch, serveDist } from '../tests/browser/lib.mjs';
import { GAMES } from './bench-taps.mjs';
import { throttledPage, tracedTap } from './trace-tap.mjs';

const TAPS = 8;
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

async function laterTaps(browser, base, game, css) {
  const g = GAMES[game];
  const { context, page, cdp } = await throttledPage(browser, base + g.url, css);
  try {
    await page.waitForTimeout(800);
    if (g.prepare) await g.prepare(page);
    await g.later(page, 0).click({ force: true });
    const rows = [];
    for (let i = 1; i <= TAPS; i++) {
      await page.waitForTimeout(300);
      const box = await g.later(page, i).boundingBox();
      const { inp, events } = await tracedTap(page, cdp, box, 'devtools.timeline,cc,viz');
      const sum = (name) => events.filter((e) => e.name === name && e.ph === 'X').reduce((s, e) => s + (e.dur ?? 0) / 1000, 0);
      rows.push({ inp, paint: sum('Paint'), raster: sum('RasterTask'), draw: sum('Display::DrawAndSwap') });
    }
    return rows;
  } finally {
    await context.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const game = process.argv[2] ?? 'verslun';
  if (!GAMES[game]) throw new Error(`no later tap known for ${game}: ${Object.keys(GAMES).join(', ')}`);
  const site = await serveDist(process.argv[3] ?? DIST);
  const browser = await launch();
  const variants = { without: '', with: process.env.CSS ?? '' };
  const rows = { without: [], with: [] };
  try {
    for (let round = 0; round < (Number(process.env.ROUNDS) || 2); round++) {
      for (const [name, css] of Object.entries(variants)) rows[name].push(...(await laterTaps(browser, site.url, game, css)));
    }
    for (const [name, list] of Object.entries(rows)) {
      console.log(`${`${game}, ${name} CSS`.padEnd(22)} ${Object.keys(list[0]).map((k) => `${k} ${median(list.map((r) => r[k])).toFixed(1)}`).join('  ')} ms (median of ${list.length} taps)`);
    }
  } finally {
    await browser.close();
    await site.close();
  }
}
