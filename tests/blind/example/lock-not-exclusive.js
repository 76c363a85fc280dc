#!/usr/bin/env node
/*
The lock's owner file is opened with "w" instead of "wx", so two writers in separate processes both
get in and one can overwrite the other's fact.

clause: STORE-8
sentence: Writes are atomic and locked across processes
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

run(['fs.writeFileSync(owner, String(process.pid), { flag: "wx" });', 'fs.writeFileSync(owner, String(process.pid), { flag: "w" });']);
