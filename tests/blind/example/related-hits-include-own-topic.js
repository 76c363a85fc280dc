#!/usr/bin/env node
/*
The related hits of a topic read are searched in every topic, its own included, so the topic's own
facts that name it fill the 4 slots and a fact filed under another topic is not shown.

clause: RECALL-3
sentence: Reading a topic returns that topic's own facts plus up to 4 related hits from other topics
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
    'search(all, slug.replace(/-/g, " "), slug).slice(0, RELATED);',
    'search(all, slug.replace(/-/g, " ")).slice(0, RELATED);',
  ],
);
