#!/usr/bin/env node
/*
Every capitalised word is taken for a name, the sentence's first word too, so a Spanish fact opening
with its verb ("Vive en Madrid") loses its verb and is saved.

clause: WRITE-2
sentence: The store is English-only because the duplicate detector works within one language.
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
  'rules.js',
  [
    '.filter((t, i) => i === 0 || t === t.toLowerCase())',
    '.filter((t) => t === t.toLowerCase())',
  ]
);

require(path.join(LIB, 'protocol')).serve();
