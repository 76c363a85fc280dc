#!/usr/bin/env node
/*
Only the query is stemmed, not the facts, so "where do I live" no longer finds "Lives in Madrid"; a
query word that is its own stem ("Madrid", "dog") still matches.

clause: RECALL-2
sentence: Search is stemmed, so "where do I live" finds "Lives in Madrid".
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

patch('recall.js', [
  'const have = new Set(words(fact).map(stem));',
  'const have = new Set(words(fact));',
]);

require(path.join(LIB, 'protocol')).serve();
