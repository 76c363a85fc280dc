#!/usr/bin/env node
/*
Search ranks facts by the share of their own words that match the query, not by how much of the
query they cover, so a short fact matching one query word outranks a longer one matching all of
them.

clause: RECALL-2
sentence: ranked by how much of the query it covers
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
  'if (covered) hits.push({ fact, slug, covered });',
  'if (covered) hits.push({ fact, slug, covered: covered / have.size });',
]);

require(path.join(LIB, 'protocol')).serve();
