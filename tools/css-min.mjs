#!/usr/bin/env node
// Writes one page's stylesheet for the release build (scripts/build.sh): the
// stylesheets it is given, in that order (the shared one, then its deck's and
// its game's), as one file, smaller: comments out, each line trimmed, empty
// lines dropped, and the spaces around `{`, `}`, `;` and `,` removed. Text in
// quotes is kept as it is. Nothing else changes (no rule is merged, reordered
// or rewritten), so the page looks as with the sources, which keep their
// comments (`trunk serve` links them one by one).
//
//   node tools/css-min.mjs style/main.css style/verslun.css target/style/verslun.css

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export function minifyCss(css) {
  // 1. Comments out, strings kept.
  let out = '';
  for (let i = 0; i < css.length; ) {
    const c = css[i];
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < css.length && css[j] !== c) j += css[j] === '\\' ? 2 : 1;
      out += css.slice(i, j + 1);
      i = j + 1;
    } else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      if (end < 0) throw new Error('unclosed comment in the stylesheet');
      i = end + 2;
    } else {
      out += c;
      i += 1;
    }
  }
  // 2. Whitespace outside strings: lines trimmed and joined; none around { } ; ,
  const parts = out.split(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/);
  return parts
    .map((p, k) =>
      k % 2
        ? p
        : p
            .split('\n')
            .map((l) => l.trim())
            .filter((l) => l)
            .join('\n')
            .replace(/\s*([{};,])\s*/g, '$1'),
    )
    .join('')
    .trim() + '\n';
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const files = process.argv.slice(2);
  const to = files.pop();
  if (!files.length || !to) {
    console.error('usage: node tools/css-min.mjs <in.css>… <out.css>');
    process.exit(2);
  }
  mkdirSync(dirname(to), { recursive: true });
  writeFileSync(to, minifyCss(files.map((f) => readFileSync(f, 'utf8')).join('\n')));
}
