#!/usr/bin/env node
/*
A correction needs an "is" anywhere in the new fact rather than among the shared words before the
differing run, so a swapped subject in front of "is" is taken for a new value: "Anna is 30 years
old" retires "Tom is 30 years old".

clause: WRITE-8
sentence: two friends the same age where one lost the other
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
    'return a.slice(1, start).includes("is") && runs.every',
    'return a.includes("is") && runs.every',
  ],
);
