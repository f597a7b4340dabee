// Where a first tap's time goes: a fresh page of one table at 4x CPU, its
// first tap (as tools/bench-taps.mjs (j) taps it) traced with Chromium's
// tracing, and the main thread's work from the input to the paint summed
// by kind; medians over several fresh pages. For finding what to change
// when bench-taps reports an Interaction to Next Paint over the guard.
//
//   node tools/trace-tap.mjs [game] [dist]      (game: verslun by default)
//   RUNS=9 node tools/trace-tap.mjs pickup
//   CSS='.card{contain:layout}' node tools/trace-tap.mjs   (a style tried on top)
//   CATS='devtools.timeline,cc,viz' DUMP=t.json node tools/trace-tap.mjs  (other
//   trace categories; the whole trace kept)
//
// Columns (ms, main thread, within the interaction): inp (Event Timing),
// click and pointer (the events' handlers, with the app's work), raf
// (animation-frame callbacks: table.js's motion, focus kept), style,
// layout, prepaint, paint, timer (timers run before the paint), wasm
// (lazy compilation of wasm functions), js (of JavaScript functions: the
// build's compile hint leaves little, tools/js-min.mjs EAGER).
import { pathToFileURL } from 'node:url';
import { DIST, launch, newPage, serveDist } from '../tests/browser/lib.mjs';
import { GAMES } from './bench-taps.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** A fresh page at 4x CPU, with a style on top (`css`), the settings
 * (pace instant), and the Event Timing entries of each interaction kept
 * in `window.inp_`: { context, page, cdp }. Shared with trace-later.mjs. */
export async function throttledPage(browser, url, css) {
  const { context, page } = await newPage(browser, { serviceWorkers: 'block', bypassCSP: Boolean(css) });
  if (css) {
    await context.addInitScript((text) => document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = text;
      document.head.append(style);
    }), css);
  }
  await context.addInitScript((s) => localStorage.setItem('cardtable.settings', JSON.stringify(s)), JSON.parse(process.env.SETTINGS ?? '{"version":1,"four_colour":false,"pace":"instant"}'));
  await context.addInitScript(() => {
    window.inp_ = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) if (e.interactionId) window.inp_.push(e.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url);
  await page.locator('[data-card]').first().waitFor({ timeout: 30000 });
  return { context, page, cdp };
}

/** One real tap in the middle of `box`, traced with these categories:
 * { inp, events } (the tap's Interaction to Next Paint, the trace). */
export async function tracedTap(page, cdp, box, categories) {
  await page.evaluate(() => { window.inp_ = []; });
  const events = [];
  const collect = (d) => events.push(...d.value);
  cdp.on('Tracing.dataCollected', collect);
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(300);
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', collect);
  return { inp: await page.evaluate(() => Math.max(16, ...window.inp_)), events };
}

export async function traceOne(browser, base, game, css = process.env.CSS) {
  const { context, page, cdp } = await throttledPage(browser, base + GAMES[game].url, css);
  try {
    await page.waitForTimeout(1000);
    const box = await GAMES[game].first(page).boundingBox();
    const { inp, events } = await tracedTap(page, cdp, box, process.env.CATS ?? 'devtools.timeline,blink,v8,v8.wasm,disabled-by-default-v8.compile');
    if (process.env.DUMP) (await import('node:fs')).writeFileSync(process.env.DUMP, JSON.stringify({ inp, events }));
    const main = events.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain'
      && events.some((x) => x.pid === e.pid && x.name === 'EventDispatch'));
    const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur);
    const t0 = Math.min(...mine.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown').map((e) => e.ts));
    const t1 = t0 + inp * 1000;
    const sum = (name, f = () => true) => mine
      .filter((e) => e.name === name && e.ts >= t0 - 1000 && e.ts < t1 && f(e))
      .reduce((s, e) => s + e.dur / 1000, 0);
    return {
      inp,
      click: sum('EventDispatch', (e) => e.args?.data?.type === 'click'),
      pointer: sum('EventDispatch', (e) => e.args?.data?.type !== 'click'),
      raf: sum('FireAnimationFrame'),
      style: sum('UpdateLayoutTree'),
      layout: sum('Layout'),
      prepaint: sum('PrePaint'),
      paint: sum('Paint'),
      timer: sum('TimerFire'),
      wasm: sum('wasm.CompileLazy'),
      js: sum('V8.CompileCode'),
    };
  } finally {
    await context.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const game = process.argv[2] ?? 'verslun';
  if (!GAMES[game]) throw new Error(`no first tap known for ${game}: ${Object.keys(GAMES).join(', ')}`);
  const site = await serveDist(process.argv[3] ?? DIST);
  const browser = await launch();
  try {
    const rows = [];
    for (let i = 0; i < (Number(process.env.RUNS) || 7); i++) {
      const r = await traceOne(browser, site.url, game);
      rows.push(r);
      console.log(Object.entries(r).map(([k, v]) => `${k} ${v.toFixed(0)}`).join('  '));
    }
    console.log(`median: ${Object.keys(rows[0]).map((k) => `${k} ${median(rows.map((r) => r[k])).toFixed(0)}`).join('  ')}`);
  } finally {
    await browser.close();
    await site.close();
  }
}
