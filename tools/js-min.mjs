#!/usr/bin/env node
// Makes a hand-written script smaller in place, for the release build
// (scripts/build.sh runs it on dist/boot.js and dist/table.js, and
// tools/sw-gen.mjs on sw.js): terser (from package.json), as for the
// wasm-bindgen glue (tools/glue-min.mjs). A classic script keeps its
// top-level names (boot.js's are inside one function anyway).
//
//   node tools/js-min.mjs dist/boot.js

import { readFileSync, writeFileSync } from 'node:fs';
import { minify } from 'terser';

/** `js` minified; `module`: an ES module (the glue), else a classic script. */
export async function minifyJs(js, { module = false } = {}) {
  const { code } = await minify(js, { module, compress: { passes: 2 }, mangle: true });
  return code + '\n';
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const files = process.argv.slice(2);
  if (!files.length) {
    console.error('usage: node tools/js-min.mjs <file.js>...');
    process.exit(2);
  }
  for (const f of files) writeFileSync(f, await minifyJs(readFileSync(f, 'utf8')));
}
