#!/usr/bin/env node
/*
Stored facts are compared only within the topic being written to, so the same fact written under a
second topic is stored twice.

clause: WRITE-6
sentence: De-duplication runs across all topics, not within one
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
  'write.js',
  [
    'for (const [where, topic] of topics) {\n      for (const stored of topic.facts) {',
    'for (const [where, topic] of topics) {\n      if (where !== slug) continue;\n      for (const stored of topic.facts) {',
  ]
);

require(path.join(LIB, 'protocol')).serve();
