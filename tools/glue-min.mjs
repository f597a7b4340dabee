#!/usr/bin/env node
// Minifies each page's wasm-bindgen glue (dist/cardtable-*.js) with terser
// (tools/js-min.mjs), in place, and gives the pages that name it its new
// integrity hash (Trunk writes one on the modulepreload link). About 2 KB
// gzip off every first load. Run by scripts/build.sh after every page is
// built.
//
//   node tools/glue-min.mjs dist

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifyJs } from './js-min.mjs';

const dist = process.argv[2] ?? 'dist';
const files = readdirSync(dist);
const pages = files.filter((f) => f.endsWith('.html'));
const sri = (text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

for (const glue of files.filter((f) => /^cardtable-[0-9a-f]+\.js$/.test(f))) {
  const path = join(dist, glue);
  const before = readFileSync(path, 'utf8');
  const code = await minifyJs(before, { module: true });
  writeFileSync(path, code);
  const [oldHash, newHash] = [sri(before), sri(code)];
  for (const page of pages) {
    const html = readFileSync(join(dist, page), 'utf8');
    if (html.includes(oldHash)) writeFileSync(join(dist, page), html.replaceAll(oldHash, newHash));
    else if (html.includes(glue) && html.includes(`href="./${glue}" crossorigin="anonymous" integrity=`)) {
      throw new Error(`glue-min: ${page} names ${glue} with an integrity hash that is not its own`);
    }
  }
}
