#!/usr/bin/env node
/*
A correction removes the superseded fact only from the topic file the new fact is written to; a copy
in any other topic file stays (and stays in ## Recent), though write_fact lists it as retired.

clause: EDIT-4
sentence: _retire_facts drops bullets from every topic file that matches
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
    '      if (other === slug || !facts.some((f) => retired.includes(f))) continue;\n',
    '      if (other !== slug || !facts.some((f) => retired.includes(f))) continue; // only the file written to\n',
  ],
);
