#!/usr/bin/env node
/*
The pointer line names each topic with the number of its facts that are inline, not all of them, so
past 25 facts (or with bullets added to a topic file by hand) "pets (x)" is too small; N, M and K
are right.

clause: PROMPT-2
sentence: the pointer line says how many facts it stands for
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
    'map(([slug, f]) => `${slug} (${f.length})`)',
    'map(([slug, f]) => `${slug} (${f.filter((x) => recent.includes(x)).length})`)',
  ],
);
