#!/usr/bin/env node
/*
A lock holder whose process is not in the running state is taken for dead, so a writer sleeping on
I/O has its token taken over and two writers rewrite the files at once.

clause: STORE-8
sentence: Writes are atomic and locked across processes
*/
'use strict';
const fs = require('fs');
const path = require('path');
const Module = require('module');

const LIB = path.resolve(__dirname, '../../liberal/node');

// Load one module of the implementation with pieces of its text replaced ([before, after], each
// found exactly once), before any other module requires it: each variant runs in its own process.
function patch(name, ...edits) {
  const file = path.join(LIB, name);
  let source = fs.readFileSync(file, 'utf8');
  for (const [before, after] of edits) {
    if (source.split(before).length !== 2) throw new Error(`variant: no single match in ${name}`);
    source = source.replace(before, () => after);
  }
  const mod = new Module(file, module);
  mod.filename = file;
  mod.paths = Module._nodeModulePaths(LIB);
  require.cache[file] = mod;
  mod._compile(source, file);
  mod.loaded = true;
  return mod.exports;
}

patch(
  'lock.js',
  [
    'if (state === \'Z\' || state === \'X\') return true;',
    'if (state !== \'R\') return true;',
  ]
);

require(path.join(LIB, 'protocol')).serve();
