#!/usr/bin/env node
/*
## Recent is trimmed to 25 before the new fact joins it, so past the cap it holds 26 entries.

clause: STORE-2
sentence: ## Recent is capped at 25 entries
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
    'const recent = listed.filter((fact) => held.has(fact));',
    'const recent = listed.filter((fact) => held.has(fact)).slice(-RECENT_CAP);',
  ],
  [
    'const newest = recent.slice(-RECENT_CAP).map',
    'const newest = recent.map',
  ],
);
