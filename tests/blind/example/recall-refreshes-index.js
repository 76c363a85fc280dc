#!/usr/bin/env node
/*
memory_recall tidies the index before it answers, rebuilding USER.md under the lock, so a recall
rewrites the file and drops a line added under ## Recent by hand (or a stale one).

clause: RECALL-4
sentence: Read-only and jailed to her own memory store
*/
'use strict';
const fs = require('fs');
const path = require('path');
const Module = require('module');

const FILE = path.resolve(__dirname, '../../../examples/node/adapter.js');

// The tutorial's adapter is one file that starts its server when loaded: run its text with
// pieces replaced ([before, after], each found exactly once), as its own module.
function run(...edits) {
  let source = fs.readFileSync(FILE, 'utf8');
  for (const [before, after] of edits) {
    if (source.split(before).length !== 2) throw new Error('variant: no single match in adapter.js');
    source = source.replace(before, () => after);
  }
  const mod = new Module(FILE, module);
  mod.filename = FILE;
  mod.paths = Module._nodeModulePaths(path.dirname(FILE));
  require.cache[FILE] = mod;
  mod._compile(source, FILE);
}

run(
  [
    '  const all = topics(system.dir);\n  const list = (hits)',
    '  if (fs.existsSync(path.join(system.dir, "USER.md"))) withLock(system.dir, () => rebuildIndex(system.dir));\n  const all = topics(system.dir);\n  const list = (hits)',
  ],
);
