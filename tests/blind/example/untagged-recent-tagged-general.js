#!/usr/bin/env node
/*
A ## Recent entry no topic file holds (added by hand, or retired) is shown tagged "[general]"
instead of bare.

clause: PROMPT-4
sentence: It shows untagged, because it has no topic file to name
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

run(['return holder ? `${fact} [${holder[0]}]` : fact;', 'return holder ? `${fact} [${holder[0]}]` : `${fact} [general]`;']);
