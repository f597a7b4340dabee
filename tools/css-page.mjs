#!/usr/bin/env node
// A table page's copy of the (minified) stylesheet without the rules only
// another game's table can match (scripts/build.sh): a selector is dropped
// when it names another game's table class (.pickup, .thricewise…), or a
// class only that table has (OWN), outside
// :not(…), :is(…), :where(…) and :has(…), a rule when all its selectors
// are. Rules are never merged or reordered, so the cascade on this page is
// the same; only rules that cannot match here are gone.
//
//   node tools/css-page.mjs <in.css> <game> <out.css> <every game…>
//
// (The games come from scripts/build.sh's list of pages, so there is one list.)

import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Splits `text` at `sep` where no ( [ or quote is open. */
function splitTop(text, sep) {
  const out = [];
  let depth = 0, quote = null, from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) { if (c === '\\') i++; else if (c === quote) quote = null; continue; }
    if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === sep && depth === 0) { out.push(text.slice(from, i)); from = i + 1; }
  }
  out.push(text.slice(from));
  return out;
}

/** The selector with everything in parentheses and brackets taken out. */
const outside = (sel) => {
  let out = '', depth = 0;
  for (const c of sel) {
    if (c === '(' || c === '[') depth++;
    if (depth === 0) out += c;
    if (c === ')' || c === ']') depth--;
  }
  return out;
};

// Classes that only one game's table has besides its table class (its own
// card faces and grid), named by rules that do not name that table: their
// rules are dropped on the other pages too. (The Decktet is Thricewise's.)
const OWN = {
  thricewise: ['tw-grid', 'cell', 'dcard', 'sprite', 'suit-icon', 'suit-moons', 'suit-suns',
    'suit-waves', 'suit-leaves', 'suit-wyrms', 'suit-knots', 'last-placed', 'to-place'],
};

export function cssForPage(css, game, games) {
  const names = games.filter((g) => g !== game).flatMap((g) => [g, ...(OWN[g] ?? [])]);
  const foreign = new RegExp(`\\.(${names.join('|')})(?![\\w-])`);
  const keep = (sel) => !foreign.test(outside(sel));
  // Walks blocks: `prelude{body}`; at-rule bodies holding rules are walked too.
  const walk = (text) => {
    let out = '', i = 0;
    while (i < text.length) {
      const open = text.indexOf('{', i);
      if (open < 0) { out += text.slice(i); break; }
      // The matching close brace (strings kept whole).
      let depth = 0, j = open, quote = null;
      for (; j < text.length; j++) {
        const c = text[j];
        if (quote) { if (c === '\\') j++; else if (c === quote) quote = null; continue; }
        if (c === '"' || c === "'") quote = c;
        else if (c === '{') depth++;
        else if (c === '}' && --depth === 0) break;
      }
      const prelude = text.slice(i, open), body = text.slice(open + 1, j);
      const at = prelude.trim();
      if (at.startsWith('@')) {
        const inner = /^@(media|supports|layer|container)\b/.test(at) ? walk(body) : body;
        if (inner.trim() || !/^@(media|supports)\b/.test(at)) out += `${prelude}{${inner}}`;
      } else {
        const kept = splitTop(prelude, ',').filter(keep);
        if (kept.length) out += `${kept.join(',')}{${body}}`;
      }
      i = j + 1;
    }
    return out;
  };
  return walk(css);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [input, game, output, ...games] = process.argv.slice(2);
  if (!games.includes(game)) throw new Error(`css-page: ${game} is not among the games given`);
  writeFileSync(output, cssForPage(readFileSync(input, 'utf8'), game, games));
}
