// The second half of tools/drop-streams.mjs, run on the linker's output
// (tools/link-wasm.sh), where functions still have their names.
//
// Dropping the streams' exports (drop-streams.mjs) takes out only the code
// they call directly: their futures' and closures' code is reached through
// the function table (a boxed future's vtable lives in data, its entries in
// the table), and wasm-opt keeps every function in the table whose type some
// indirect call has. So every table entry whose function is wasm-streams'
// own (its name says `wasm_streams`: only the streams' exports can make one
// of those values) is pointed at a stub of the same type that traps, and
// the code goes when the exports do. About 2.8 KB gzip a page (issue 29).
//
// Usage: node tools/stub-streams.mjs <file.wasm> (rewritten in place; exits 1,
// and the build stops, when it finds nothing to stub).

import { readFileSync, writeFileSync } from 'node:fs';
import { readName, readU32, rewriteSection, sections, skipDescription, u32 } from './short-imports.mjs';

const [IMPORT, FUNCTION, ELEMENT, CODE] = [2, 3, 9, 10];
const STREAMS = /wasm_streams/;

/** The function names of the `name` section, by function index. */
function functionNames(wasm) {
  const names = new Map();
  for (const [id, start, end] of sections(wasm)) {
    if (id !== 0) continue;
    let [section, p] = readName(wasm, start);
    if (section !== 'name') continue;
    while (p < end) {
      const kind = wasm[p];
      const [size, body] = readU32(wasm, p + 1);
      if (kind === 1) {
        let [count, q] = readU32(wasm, body);
        for (let i = 0; i < count; i++) {
          let index, name;
          [index, q] = readU32(wasm, q);
          [name, q] = readName(wasm, q);
          names.set(index, name);
        }
      }
      p = body + size;
    }
  }
  return names;
}

/** How many functions are imported, and each defined function's type. */
function functionTypes(wasm) {
  let imported = 0;
  const types = [];
  for (const [id, start] of sections(wasm)) {
    if (id !== IMPORT && id !== FUNCTION) continue;
    let [count, p] = readU32(wasm, start);
    for (let i = 0; i < count; i++) {
      if (id === IMPORT) {
        p = readName(wasm, readName(wasm, p)[1])[1];
        const kind = wasm[p];
        if (kind === 0) imported++;
        p = skipDescription(wasm, kind, p + 1);
      } else {
        let type;
        [type, p] = readU32(wasm, p);
        types.push(type);
      }
    }
  }
  return { imported, types };
}

/** Returns { wasm, stubbed }: `wasm` with the streams' table entries stubbed. */
export function stubStreams(wasm) {
  const names = functionNames(wasm);
  const { imported, types } = functionTypes(wasm);
  const stubs = new Map(); // type -> the stub's function index
  const stubFor = (type) => {
    if (!stubs.has(type)) stubs.set(type, imported + types.length + stubs.size);
    return stubs.get(type);
  };
  let stubbed = 0;
  let out = rewriteSection(wasm, ELEMENT, (start) => {
    let [count, p] = readU32(wasm, start);
    const body = [...u32(count)];
    for (let s = 0; s < count; s++) {
      // The linker writes one kind of segment: flags 0, an i32.const offset.
      if (wasm[p] !== 0 || wasm[p + 1] !== 0x41) throw new Error('stub-streams: an element segment of a kind the linker does not write');
      const offsetEnd = wasm.indexOf(0x0b, p + 2) + 1;
      body.push(...wasm.subarray(p, offsetEnd));
      let n;
      [n, p] = readU32(wasm, offsetEnd);
      body.push(...u32(n));
      for (let i = 0; i < n; i++) {
        let f;
        [f, p] = readU32(wasm, p);
        if (f >= imported && STREAMS.test(names.get(f) ?? '')) {
          f = stubFor(types[f - imported]);
          stubbed++;
        }
        body.push(...u32(f));
      }
    }
    return Uint8Array.from(body);
  });
  if (!stubbed) return { wasm, stubbed };
  // Each stub: no locals, `unreachable`, `end`; appended to the function
  // and code sections, so every other function keeps its index.
  const added = [...stubs.keys()];
  const append = (id, entry) => {
    out = rewriteSection(out, id, (start, end) => {
      const [count, p] = readU32(out, start);
      const head = u32(count + added.length);
      const tail = added.flatMap(entry);
      const body = new Uint8Array(head.length + (end - p) + tail.length);
      body.set(head);
      body.set(out.subarray(p, end), head.length);
      body.set(tail, head.length + (end - p));
      return body;
    });
  };
  append(FUNCTION, (type) => u32(type));
  append(CODE, () => [3, 0, 0x00, 0x0b]);
  return { wasm: out, stubbed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = process.argv[2];
  const { wasm, stubbed } = stubStreams(new Uint8Array(readFileSync(path)));
  // Nothing to stub means the code it is for has changed (a new leptos, say,
  // or names no longer kept): stop the build rather than ship its weight
  // silently. Then see whether the stub is still worth having.
  if (!stubbed) {
    console.error(`stub-streams: no table entry of wasm-streams' code found in ${path}; nothing was stubbed`);
    process.exit(1);
  }
  writeFileSync(path, wasm);
  console.error(`stub-streams: ${stubbed} table entries of wasm-streams' code stubbed in ${path}`);
}
