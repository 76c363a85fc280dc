#!/usr/bin/env node
/*
Search terms are normalised to NFC, not NFKD, so no accent is stripped and an accented letter splits
its word: "Zurich" does not find "Visited Zürich in May", nor "Zürich" find "Lives near Zurich".

clause: RECALL-2
sentence: accent-normalised
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
    'const folded = text.normalize("NFKD")',
    'const folded = text.normalize("NFC")',
  ],
);
