#!/usr/bin/env node
// Gives every page of a release build (dist/*.html) a strict
// Content-Security-Policy, as a <meta http-equiv> (a static host may not let
// us send headers): the first element of its <head>, since a meta policy
// governs only what follows it. Run by scripts/build.sh after the glue and
// scripts are minified (tools/glue-min.mjs, tools/js-min.mjs) and before
// tools/sw-gen.mjs hashes the files.
//
// Scripts come only from the page's own origin, plus WebAssembly
// compilation ('wasm-unsafe-eval'), plus the inline scripts this page really
// has, each allowed by its sha256 hash: Trunk writes its loader (a
// <script type="module"> that imports the glue, starts the wasm and fires
// TrunkApplicationStarted) into each page. It stays inline, allowed by its
// hash, rather than moved into a file: a file would be one more request
// before the wasm starts on every first load, and the hash is taken here
// from the page as built, so it follows whatever Trunk writes. Never
// 'unsafe-inline' nor 'unsafe-eval' for scripts.
//
// Styles: only stylesheets of the origin. No 'unsafe-inline': the app sets
// its inline custom properties (--cols, --n) through the CSSOM
// (`style=("--cols", …)` in Leptos: style.setProperty), and boot.js and
// table.js write element.style too, which a policy does not govern; a
// style="…" attribute in HTML or through setAttribute would be refused, so
// the pages and the app's HTML strings have none.
//
// The step fails loudly on what the policy would refuse or what it cannot
// vouch for: an inline event handler (on…=), a javascript: URL, an inline
// style (a <style> element or a style attribute), an unclosed <script>, an
// inline script of a type it does not know, a page without <head> or whose
// charset declaration would fall outside the first 1024 bytes.
//
// The development server (scripts/serve.sh, `trunk serve`) has no policy:
// its live reload injects inline scripts of its own.
//
//   node tools/csp.mjs dist

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The policy of a page whose inline scripts have these hashes ('sha256-…'). */
export function policy(scriptHashes) {
  return [
    "default-src 'self'",
    ["script-src 'self' 'wasm-unsafe-eval'", ...scriptHashes.map((h) => `'${h}'`)].join(' '),
    "style-src 'self'",
    // (data: for the card faces' pips and emblems, SVG masks in the deck
    // stylesheets: an image runs no script.)
    "img-src 'self' data:",
    "font-src 'self'",
    "worker-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** Script types a browser runs: the hash must allow them. */
const RUNS = /^(|text\/javascript|application\/javascript|module|importmap)$/i;
const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*" \/>\s*/;

/** The text a browser hashes: an inline script's content as the HTML parser gives it. */
const sha256 = (text) =>
  `sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}`;

/** An element's attributes, lower-cased names → values. */
function attributes(source) {
  const out = new Map();
  const attr = /([^\s"'>\/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const m of source.matchAll(attr)) out.set(m[1].toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
  return out;
}

/** `html` with its policy, or throws saying what the policy could not allow. */
export function withPolicy(html, name = 'page') {
  const fail = (why) => {
    throw new Error(`csp: ${name}: ${why}`);
  };
  html = html.replace(META, ''); // run again: the policy is made afresh
  // Comments hold nothing that runs; <noscript> holds text while scripts run,
  // but the policy still applies to it when they do not.
  const live = html.replace(/<!--[\s\S]*?-->/g, '');
  const hashes = [];
  const scripts = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (const [, attrs, body] of live.matchAll(scripts)) {
    const a = attributes(attrs);
    if (a.has('src')) {
      if (body.trim()) fail('a <script src> with content too');
      continue;
    }
    const type = (a.get('type') ?? '').trim();
    if (!RUNS.test(type)) fail(`an inline <script type="${type}"> it does not know how to allow`);
    hashes.push(sha256(body));
  }
  const rest = live.replace(scripts, '');
  if (/<script\b/i.test(rest)) fail('a <script> without its </script>');
  if (/<style\b/i.test(rest)) fail('an inline <style> element (style-src has no \'unsafe-inline\')');
  for (const [tag, name, attrs] of rest.matchAll(/<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>\/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g)) {
    for (const [key, value] of attributes(attrs)) {
      if (/^on/.test(key)) fail(`an inline event handler ${key}= on <${name}> (no hash allows it): ${tag}`);
      if (key === 'style') fail(`a style attribute on <${name}> (style-src has no 'unsafe-inline'): ${tag}`);
      if (/^\s*javascript:/i.test(value)) fail(`a javascript: URL on <${name}>: ${tag}`);
    }
  }
  const head = html.indexOf('<head>');
  if (head < 0) fail('no <head> to put the policy in');
  const at = head + '<head>'.length;
  const out = `${html.slice(0, at)}\n    <meta http-equiv="Content-Security-Policy" content="${policy(hashes)}" />${html.slice(at)}`;
  // The charset must be declared within the first 1024 bytes.
  const charset = /<meta charset="[^"]*" ?\/?>/i.exec(out);
  if (!charset || Buffer.byteLength(out.slice(0, charset.index + charset[0].length)) > 1024) {
    fail('its <meta charset> would not be within the first 1024 bytes after the policy');
  }
  return { html: out, hashes };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const dist = process.argv[2] ?? 'dist';
  const pages = readdirSync(dist).filter((f) => f.endsWith('.html')).sort();
  if (!pages.length) {
    console.error(`csp: no page in ${dist}`);
    process.exit(1);
  }
  try {
    for (const page of pages) {
      const path = join(dist, page);
      const { html, hashes } = withPolicy(readFileSync(path, 'utf8'), page);
      writeFileSync(path, html);
      console.log(`csp: ${page}: policy with ${hashes.length} inline script hash${hashes.length === 1 ? '' : 'es'}`);
    }
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}
