#!/usr/bin/env node
/*
The memory folder is created when a system opens, not by a write, so once it is deleted while the
system runs every later write fails until a restart.

clause: STORE-7
sentence: It is regenerated empty on the next write.
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
    '  fs.mkdirSync(path.join(dir, "topics"), { recursive: true });\n  fs.closeSync',
    '  fs.closeSync',
  ],
  [
    '      systems.set(handle, { dir: memoryDir(request.spec.env) });\n',
    '      const dir = memoryDir(request.spec.env);\n      fs.mkdirSync(path.join(dir, "topics"), { recursive: true });\n      systems.set(handle, { dir });\n',
  ],
);
