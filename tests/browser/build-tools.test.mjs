// The build's own tools, where a silent no-op would ship weight unseen or
// lose time unseen: tools/stub-streams.mjs stops the build (exit 1) when it
// finds nothing to stub, and rewrites nothing then; the release build's
// glue and table.js begin with V8's compile hint (tools/js-min.mjs, EAGER).
// (No browser: it runs with the browser tests because they are the suite's
// JavaScript.)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { EAGER } from '../../tools/js-min.mjs';
import { DIST } from './lib.mjs';

test('stub-streams fails, and changes nothing, on a module with nothing to stub', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stub-streams-'));
  const path = join(dir, 'empty.wasm');
  // The smallest module: magic and version, no sections.
  const empty = Uint8Array.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]);
  writeFileSync(path, empty);
  const run = spawnSync(process.execPath, ['tools/stub-streams.mjs', path], { encoding: 'utf8' });
  assert.equal(run.status, 1, run.stderr);
  assert.match(run.stderr, /nothing was stubbed/);
  assert.deepEqual(new Uint8Array(readFileSync(path)), empty);
});

test("every page's glue and table.js begin with the compile hint", () => {
  const scripts = readdirSync(DIST).filter((f) => /^cardtable-[0-9a-f]+\.js$/.test(f));
  assert.ok(scripts.length >= 2, `no page glue in ${DIST}`);
  for (const f of [...scripts, 'table.js']) {
    assert.ok(readFileSync(join(DIST, f), 'utf8').startsWith(EAGER), `${f} does not begin with ${JSON.stringify(EAGER)}`);
  }
});
