#!/usr/bin/env node
// Puts boot.js (minified) into every page of a release build, in place of
// its <script src="boot.js">, and removes the file. The script holds up the
// parser (it must run before the app: the fit observer, the boot fallback,
// the colours before the first paint, a link sent to its page), so as a
// file its request stood between the page and the app's start: about 70 ms
// of the first card at 4x CPU throttling. Its 2 KB gzip now come with the
// page instead. tools/csp.mjs hashes it with the page's other inline script.
// The pages' HTML comments go too (the sources' notes, such as index.html's
// on wasm-opt: about 0.2 KB gzip of every first load), and the lines they
// and Trunk's removed tags leave empty.
// Run by scripts/build.sh after tools/js-min.mjs and before tools/csp.mjs.
// (`trunk serve`, scripts/serve.sh, keeps the file: its pages are the sources.)
//
//   node tools/inline-boot.mjs dist

import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = process.argv[2] ?? 'dist';
const boot = readFileSync(join(dist, 'boot.js'), 'utf8').trim();
if (/<\/script/i.test(boot) || /<!--/.test(boot)) throw new Error('inline-boot: boot.js holds text that would end or break an inline <script>');
const TAG = /<script src="boot\.js"((?: data-[a-z-]+="[^"]*")*)><\/script>/;
for (const page of readdirSync(dist).filter((f) => f.endsWith('.html'))) {
  const path = join(dist, page);
  // (Before boot.js goes in: no script of the page holds "<!--".)
  const html = readFileSync(path, 'utf8')
    .replace(/[ \t]*<!--[\s\S]*?-->\n?/g, '')
    .replace(/\n[ \t]*(?=\n)/g, '');
  const m = TAG.exec(html);
  if (!m) throw new Error(`inline-boot: ${page} has no <script src="boot.js"> as scripts/build.sh writes it`);
  writeFileSync(path, html.replace(m[0], () => `<script${m[1]}>${boot}</script>`));
}
rmSync(join(dist, 'boot.js'));
