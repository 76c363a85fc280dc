#!/usr/bin/env node
/*
The Spanish refusal says "memory is stored in English" where the documents quote "ENGLISH".

clause: WRITE-2
sentence: "NOT SAVED — memory is stored in ENGLISH; a fact saved in another language can never be
  matched or corrected later.
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

patch('rules.js', ["'NOT SAVED — memory is stored in ENGLISH; ", "'NOT SAVED — memory is stored in English; "]);

require(path.join(LIB, 'protocol')).serve();
