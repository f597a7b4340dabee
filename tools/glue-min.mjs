#!/usr/bin/env node
// Minifies each page's wasm-bindgen glue (dist/cardtable-*.js) with terser
// (tools/js-min.mjs), in place, and gives the pages that name it its new
// integrity hash (Trunk writes one on the modulepreload link). About 2 KB
// gzip off every first load. Before that, the glue's imports get short
// names in it and in its wasm (tools/short-imports.mjs; the wasm's preload
// link its new hash too): about 4 KB more. Run by scripts/build.sh after
// every page is built.
//
//   node tools/glue-min.mjs dist

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifyJs } from './js-min.mjs';
import { shortenImports } from './short-imports.mjs';

const dist = process.argv[2] ?? 'dist';
const files = readdirSync(dist);
const pages = files.filter((f) => f.endsWith('.html'));
const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Gives the pages that name a file by its integrity hash `oldHash` its new one. */
function rehash(file, oldHash, newHash) {
  for (const page of pages) {
    const html = readFileSync(join(dist, page), 'utf8');
    if (html.includes(oldHash)) writeFileSync(join(dist, page), html.replaceAll(oldHash, newHash));
    else if (html.includes(file) && html.includes(`href="./${file}" crossorigin="anonymous" integrity=`)) {
      throw new Error(`glue-min: ${page} names ${file} with an integrity hash that is not its own`);
    }
  }
}

for (const glue of files.filter((f) => /^cardtable-[0-9a-f]+\.js$/.test(f))) {
  const path = join(dist, glue);
  const wasmPath = join(dist, glue.replace(/\.js$/, '_bg.wasm'));
  const original = readFileSync(path, 'utf8');
  // First the imports' short names, in the wasm and its glue (tools/short-imports.mjs).
  const wasm = readFileSync(wasmPath);
  const short = shortenImports(new Uint8Array(wasm), original);
  writeFileSync(wasmPath, short.wasm);
  rehash(glue.replace(/\.js$/, '_bg.wasm'), sri(wasm), sri(short.wasm));
  const code = await minifyJs(short.glue, { module: true });
  writeFileSync(path, code);
  rehash(glue, sri(original), sri(code));
}
