#!/usr/bin/env node
// Minifies each page's wasm-bindgen glue (dist/cardtable-*.js) with terser
// (tools/js-min.mjs), in place, with V8's compile hint first (js-min's
// EAGER: a first tap calls most of its functions for the first time).
// About 2 KB gzip off every first load. (The pages name their files
// without integrity hashes, index.html says why, so nothing in them
// changes with the files' bytes.) Before that, the unused streams'
// exports go (tools/drop-streams.mjs: about 1.5 KB), and the glue's
// imports get short names in it and in its wasm (tools/short-imports.mjs):
// about 4 KB more. Then the preload links go first in each page's <head>
// (below). Run by scripts/build.sh after every page is built.
//
//   node tools/glue-min.mjs dist

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifyJs } from './js-min.mjs';
import { shortenImports } from './short-imports.mjs';
import { dropStreams } from './drop-streams.mjs';
import { execFileSync } from 'node:child_process';

// Trunk's wasm-opt level and parameters, as index.html gives them to every
// page, and the features the wasm uses (Trunk's run strips the wasm's own
// list of them: --strip-target-features).
const trunkLink = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
const OPT_LEVEL = `-O${/data-wasm-opt="(\w+)"/.exec(trunkLink)[1]}`;
const WASM_OPT = [...(/data-wasm-opt-params="([^"]*)"/.exec(trunkLink)[1].split(/\s+/).filter(Boolean)),
  '--enable-bulk-memory', '--enable-nontrapping-float-to-int', '--enable-sign-ext',
  '--enable-mutable-globals', '--enable-reference-types', '--enable-multivalue'];

const dist = process.argv[2] ?? 'dist';
const files = readdirSync(dist);
const pages = files.filter((f) => f.endsWith('.html'));
// A page that names a file by its hash would refuse the file changed here.
for (const page of pages) {
  if (readFileSync(join(dist, page), 'utf8').includes(' integrity=')) {
    throw new Error(`glue-min: ${page} names a file with an integrity hash (index.html: data-integrity="none")`);
  }
}

for (const glue of files.filter((f) => /^cardtable-[0-9a-f]+\.js$/.test(f))) {
  const path = join(dist, glue);
  const wasmPath = join(dist, glue.replace(/\.js$/, '_bg.wasm'));
  const original = readFileSync(path, 'utf8');
  const wasm = readFileSync(wasmPath);
  // First the streams' exports and classes go (tools/drop-streams.mjs), and
  // wasm-opt (as Trunk ran it) takes out the code only they reached.
  const lean = dropStreams(new Uint8Array(wasm), original);
  if (lean.dropped) {
    writeFileSync(wasmPath, lean.wasm);
    execFileSync('wasm-opt', [OPT_LEVEL, ...WASM_OPT, wasmPath, '-o', wasmPath], { stdio: 'inherit' });
  }
  // Then the imports' short names, in the wasm and its glue (tools/short-imports.mjs).
  const short = shortenImports(new Uint8Array(readFileSync(wasmPath)), lean.glue);
  writeFileSync(wasmPath, short.wasm);
  writeFileSync(path, await minifyJs(short.glue, { module: true, eager: true }));
}

// Trunk writes the glue's modulepreload and the wasm's preload links last in
// <head>, after boot.js, a script that holds up the parser: the wasm was
// asked for only once the glue had run (at 4x CPU throttling, about 0.4 s
// after the page came, the wasm's request went out). Moved first in <head>
// (after the charset), the wasm loads beside the stylesheet, asked for as
// the first thing the page needs. (boot.js is then put inside the page,
// tools/inline-boot.mjs.)
const PRELOADS = /[ \t]*(<link rel="modulepreload"[^>]*>)(<link rel="preload"[^>]*type="application\/wasm">)/;
const CHARSET = '<meta charset="utf-8" />';
for (const page of pages) {
  const path = join(dist, page);
  const html = readFileSync(path, 'utf8');
  const m = PRELOADS.exec(html);
  if (!m) {
    if (html.includes(`${CHARSET}\n    <link rel="preload" fetchpriority="high"`)) continue; // (moved already)
    if (html.includes('rel="preload"')) throw new Error(`glue-min: ${page}: the preload links are not as Trunk writes them`);
    continue;
  }
  if (!html.includes(CHARSET)) throw new Error(`glue-min: ${page} has no ${CHARSET}`);
  const wasm = m[2].replace('<link rel="preload"', '<link rel="preload" fetchpriority="high"');
  const moved = html.replace(m[0], '').replace(CHARSET, `${CHARSET}\n    ${wasm}${m[1]}`);
  writeFileSync(path, moved);
}
