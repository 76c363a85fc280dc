#!/usr/bin/env node
/*
memory_write answers a duplicate with "Already saved; nothing written." without quoting the stored
fact it matched.

clause: WRITE-6
sentence: so she can never say "I already knew that" about a new value she just failed to save.
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

run(['return `Already saved as "${result.duplicate_of}"; nothing written.`;', 'return "Already saved; nothing written.";']);
