#!/usr/bin/env node
// Makes a hand-written script smaller in place, for the release build
// (scripts/build.sh runs it on dist/boot.js and dist/table.js, and
// tools/sw-gen.mjs on sw.js): terser (from package.json), as for the
// wasm-bindgen glue (tools/glue-min.mjs). A classic script keeps its
// top-level names (boot.js's are inside one function anyway).
//
//   node tools/js-min.mjs dist/boot.js
//   node tools/js-min.mjs --eager dist/table.js   (compiled as it loads: EAGER)

import { readFileSync, writeFileSync } from 'node:fs';
import { minify } from 'terser';

/** V8's explicit compile hint (Chrome 136 on): every function of the file
 * is compiled while the file loads, off the main thread, not at its first
 * call. For the glue and table.js, whose functions a table's first tap
 * mostly calls for the first time: that compiling was about 10 ms of a
 * first tap at 4x CPU (tools/trace-tap.mjs; docs/page-weight.md, "First
 * taps"). Other browsers read a comment. */
export const EAGER = '//# allFunctionsCalledOnLoad\n';

/** `js` minified; `module`: an ES module (the glue), else a classic script;
 * `eager`: with the compile hint EAGER first. */
export async function minifyJs(js, { module = false, eager = false } = {}) {
  const { code } = await minify(js, { module, compress: { passes: 2 }, mangle: true });
  return (eager ? EAGER : '') + code + '\n';
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const eager = process.argv[2] === '--eager';
  const files = process.argv.slice(eager ? 3 : 2);
  if (!files.length) {
    console.error('usage: node tools/js-min.mjs [--eager] <file.js>...');
    process.exit(2);
  }
  for (const f of files) writeFileSync(f, await minifyJs(readFileSync(f, 'utf8'), { eager }));
}
