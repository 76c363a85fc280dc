#!/usr/bin/env node
/*
The query's accents are not folded (the facts' are), so "Málaga" or "café" in a query finds nothing;
ASCII queries work.

clause: RECALL-2
sentence: A search is keyword-based, accent-normalised and stemmed, ranked by how much of the query
  it covers.
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
  '  const all = words(query);',
  '  const all = query.toLowerCase().match(/[\\p{L}\\p{N}]+/gu) || [];',
]);

require(path.join(LIB, 'protocol')).serve();
