#!/usr/bin/env node
// Makes a hand-written script smaller in place, for the release build
// (scripts/build.sh runs it on dist/boot.js): lines that are only a `//`
// comment are dropped and every line is trimmed. Nothing else changes, so it
// is only for scripts without template literals (it refuses a backquote
// outside a comment) or block comments.
//
//   node tools/js-min.mjs dist/boot.js

import { readFileSync, writeFileSync } from 'node:fs';

export function minifyJs(js) {
  const lines = js
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('//'));
  if (lines.some((l) => l.includes('`') || l.includes('/*'))) {
    throw new Error('js-min: template literals and block comments are not supported');
  }
  return lines.join('\n') + '\n';
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const files = process.argv.slice(2);
  if (!files.length) {
    console.error('usage: node tools/js-min.mjs <file.js>...');
    process.exit(2);
  }
  for (const f of files) writeFileSync(f, minifyJs(readFileSync(f, 'utf8')));
}
