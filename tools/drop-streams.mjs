// Drops what leptos' server functions export for streaming bodies
// (wasm-streams' IntoUnderlyingSource, IntoUnderlyingByteSource and
// IntoUnderlyingSink): a client-side app calls no server function, but
// leptos' `csr` feature builds them in (server_fn's `browser` feature, no
// way to turn it off), and wasm-bindgen exports them, so every page carried
// them and the futures code they reach. Their classes go from the glue and
// their exports from the wasm; wasm-opt then removes the code no export
// reaches any more (tools/glue-min.mjs). About 1.5 KB gzip a page (issue 29).
//
// The export section (id 7) is a vector of (name, kind byte, index).

import { readU32, rewriteSection, u32, utf8 } from './short-imports.mjs';

const EXPORT_SECTION = 7;
const STREAMS = /intounderlying(?:source|bytesource|sink)/i;
const CLASS = /^export class (IntoUnderlying(?:Source|ByteSource|Sink)) \{\n[\s\S]*?\n\}\nif \(Symbol\.dispose\) \1\.prototype\[Symbol\.dispose\] = \1\.prototype\.free;\n/gm;
const FINALIZATION = /^const (IntoUnderlying(?:Source|ByteSource|Sink))Finalization = [\s\S]*?;\n/gm;

/**
 * Returns { wasm, glue, dropped }: `wasm` (bytes) without the streams'
 * exports and `glue` (wasm-bindgen's text, not yet minified) without their
 * classes; `dropped`, how many exports went.
 */
export function dropStreams(wasm, glue) {
  let dropped = 0;
  const bytes = rewriteSection(wasm, EXPORT_SECTION, (start) => {
    let [count, p] = readU32(wasm, start);
    const kept = [];
    for (let i = 0; i < count; i++) {
      const from = p;
      let len;
      [len, p] = readU32(wasm, p);
      const field = utf8.decode(wasm.subarray(p, p + len));
      p = readU32(wasm, p + len + 1)[1]; // kind byte, then the index
      if (STREAMS.test(field)) dropped++;
      else kept.push(wasm.subarray(from, p));
    }
    const head = u32(kept.length);
    const body = new Uint8Array(kept.reduce((n, e) => n + e.length, head.length));
    body.set(head);
    kept.reduce((n, e) => (body.set(e, n), n + e.length), head.length);
    return body;
  });
  const text = glue.replace(CLASS, '').replace(FINALIZATION, '');
  if (STREAMS.test(text)) throw new Error('drop-streams: the glue still names a stream class (has wasm-bindgen changed how it writes them?)');
  return { wasm: bytes, glue: text, dropped };
}
