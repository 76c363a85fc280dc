#!/usr/bin/env node
/*
With ## Recent empty the prompt is empty, pointer line included, even though topic files hold facts
(a topic file written by hand, or Recent emptied by delete_topic), so nothing says any fact is
saved.

clause: PROMPT-3
sentence: with no total it read as 'this is everything', which is the opposite of true
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
    'if (recent.length === 0 && total === 0) return [];',
    'if (recent.length === 0) return [];',
  ],
);
