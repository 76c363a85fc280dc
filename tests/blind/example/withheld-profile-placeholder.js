#!/usr/bin/env node
/*
The context's profile is always "(nothing known about the user yet)", the empty profile's text, so a
withheld context (personal=False, a non-owner) is not empty strings for both stores.

clause: PERS-1
sentence: when it is false both the profile and the facts are empty strings
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
    'return { profile: "", facts:',
    'return { profile: "(nothing known about the user yet)", facts:',
  ],
);
