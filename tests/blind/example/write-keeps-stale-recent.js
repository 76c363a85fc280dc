#!/usr/bin/env node
/*
The write path drops from ## Recent only the facts its own correction retired and never checks the
rest against the topic files (only delete_topic does), so a fact deleted by hand from its topic file
stays inline after the next write.

clause: EDIT-2
sentence: delete_topic and the write path both filter Recent against what still exists
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
    'function rebuildIndex(dir, added) {',
    'function rebuildIndex(dir, added, retired = []) {',
  ],
  [
    'const recent = listed.filter((fact) => held.has(fact));',
    'const recent = listed.filter((fact) => (added === undefined ? held.has(fact) : !retired.includes(fact)));',
  ],
  [
    '    rebuildIndex(system.dir, text);\n',
    '    rebuildIndex(system.dir, text, retired);\n',
  ],
);
