// Short import names for each page's wasm (issue 29): wasm-bindgen names
// every import from its glue `__wbg_<name>_<16 hex digits>` (or
// `__wbindgen_…`), ~130 names a page, written twice (the wasm's import
// section and the glue's import object); the hex digits do not compress,
// about 4 KB gzip a page. Each is renamed `_$<n>` (base 36) in both, in place, and
// returns the new bytes of both files. Run by tools/glue-min.mjs before it
// minifies the glue.
//
// A wasm module is its header, then sections (an id byte, a LEB128 size,
// the contents); the import section (id 2) is a vector of (module name,
// field name, kind, description). Only the names of functions imported from
// the glue's module change; every other byte is copied as it is.
//
// The exports the glue calls by name go the same way: a closure's
// `wasm_bindgen_<hex>___convert__closures_____invoke___…` runs to 300
// characters, `__wbindgen_malloc` and the like are in every call that
// passes a string. Each is renamed `$_<n>` (the export section, id 7: a
// vector of (name, kind, index)); `memory` and `main` keep theirs.

const IMPORT_SECTION = 2;
const EXPORT_SECTION = 7;
const KEPT_EXPORTS = new Set(['memory', 'main']);
const RENAMED = /^__wb(g|indgen)_\w+$/;

export function readU32(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    value |= (b & 0x7f) << shift;
    if (!(b & 0x80)) return [value >>> 0, at];
    shift += 7;
  }
}

export function u32(value) {
  const out = [];
  do {
    let b = value & 0x7f;
    value >>>= 7;
    if (value) b |= 0x80;
    out.push(b);
  } while (value);
  return out;
}

export const utf8 = new TextDecoder();
export const name = (text) => {
  const b = new TextEncoder().encode(text);
  return [...u32(b.length), ...b];
};

/** Skips an import's description (after its kind byte) from `at`. */
export function skipDescription(bytes, kind, at) {
  const limits = (p) => {
    const flags = bytes[p++];
    [, p] = readU32(bytes, p);
    if (flags & 1) [, p] = readU32(bytes, p);
    return p;
  };
  switch (kind) {
    case 0: return readU32(bytes, at)[1]; // function: its type index
    case 1: return limits(at + 1); // table: element type, limits
    case 2: return limits(at); // memory
    case 3: return at + 2; // global: value type, mutability
    case 4: return readU32(bytes, at + 1)[1]; // tag: attribute, type index
    default: throw new Error(`short-imports: unknown import kind ${kind}`);
  }
}

/** Each section of the module `wasm`: [its id, where its contents start and end, where it starts]. */
export function sections(wasm) {
  const all = [];
  for (let at = 8; at < wasm.length;) {
    const [size, start] = readU32(wasm, at + 1);
    all.push([wasm[at], start, start + size, at]);
    at = start + size;
  }
  return all;
}

/**
 * The module `wasm` (bytes) with its section `id`'s contents replaced by
 * `rewrite(start, end)` (the contents run from `start` to `end`; it
 * returns the new contents); every other section is copied as it is.
 */
export function rewriteSection(wasm, id, rewrite) {
  // (Parts, joined at the end: the code section is too long to spread.)
  const out = [wasm.subarray(0, 8)];
  for (const [sid, start, end, at] of sections(wasm)) {
    if (sid === id) {
      const body = rewrite(start, end);
      out.push(Uint8Array.from([id, ...u32(body.length)]), body);
    } else {
      out.push(wasm.subarray(at, end));
    }
  }
  const bytes = new Uint8Array(out.reduce((n, part) => n + part.length, 0));
  out.reduce((n, part) => (bytes.set(part, n), n + part.length), 0);
  return bytes;
}

/** A name (its length, then UTF-8) at `at`: [the text, the position after it]. */
export function readName(bytes, at) {
  const [len, p] = readU32(bytes, at);
  return [utf8.decode(bytes.subarray(p, p + len)), p + len];
}

/**
 * The module `wasm` with section `id` (a vector) rewritten entry by entry:
 * `entry(at)` returns [the entry's new bytes, the position after it].
 */
function rewriteVector(wasm, id, entry) {
  return rewriteSection(wasm, id, (start) => {
    let [count, p] = readU32(wasm, start);
    const body = [...u32(count)];
    for (let i = 0; i < count; i++) {
      let out;
      [out, p] = entry(p);
      body.push(...out);
    }
    return Uint8Array.from(body);
  });
}

/**
 * Renames the glue's imports in `wasm` (bytes) and `glue` (its text).
 * Returns { wasm, glue, renamed } (the new bytes and text, and how many).
 */
export function shortenImports(wasm, glue) {
  const names = new Map();
  const bytes = rewriteVector(wasm, IMPORT_SECTION, (at) => {
    const [module, p0] = readName(wasm, at);
    let [field, p] = readName(wasm, p0);
    const kind = wasm[p];
    const next = skipDescription(wasm, kind, p + 1);
    if (kind === 0 && RENAMED.test(field) && glue.includes(field)) {
      if (!names.has(field)) names.set(field, `_$${names.size.toString(36)}`);
      field = names.get(field);
    }
    return [[...name(module), ...name(field), ...wasm.subarray(p, next)], next];
  });
  // Each old name is a whole identifier in the glue (an import object's key).
  let text = glue.replace(/\b__wb(?:g|indgen)_\w+\b/g, (n) => names.get(n) ?? n);
  const exported = new Map();
  const renamed = rewriteVector(bytes, EXPORT_SECTION, (at) => {
    let [field, p] = readName(bytes, at);
    // (Its kind byte, then its index.)
    const next = readU32(bytes, p + 1)[1];
    if (!KEPT_EXPORTS.has(field) && new RegExp(`\\b${field}\\b`).test(text)) {
      exported.set(field, `$_${exported.size.toString(36)}`);
      field = exported.get(field);
    }
    return [[...name(field), ...bytes.subarray(p, next)], next];
  });
  // (Longest first: no name is cut short by another that begins it.)
  for (const old of [...exported.keys()].sort((a, b) => b.length - a.length)) {
    text = text.replace(new RegExp(`\\b${old}\\b`, 'g'), () => exported.get(old));
  }
  for (const [old, short] of [...names, ...exported]) {
    if (text.includes(old)) throw new Error(`short-imports: ${old} is still in the glue`);
    if (glue.includes(short)) throw new Error(`short-imports: ${short} is already a name in the glue`);
  }
  return { wasm: renamed, glue: text, renamed: names.size + exported.size };
}
