#!/usr/bin/env node
/*
Any fact that differs from a stored one in a run of one or two words retires it, so "Has a dog named
Luna" retires "Has a cat named Luna".

clause: WRITE-8
sentence: a swapped verb is a rewording, a swapped subject is another statement.
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

run(['return a.slice(1, start).includes("is") && runs.every', 'return runs.every']);
