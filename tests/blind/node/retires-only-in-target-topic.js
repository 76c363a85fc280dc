#!/usr/bin/env node
/*
A correction retires the old fact only when it lives in the topic being written; filed under another
topic it stays in its file, though the answer says it was retired.

clause: WRITE-7
sentence: _retire_facts drops bullets from every topic file that matches, and nothing is archived.
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

patch('write.js', [
  "    for (const [where, topic] of topics) {\n      const kept",
  "    for (const [where, topic] of topics) {\n      if (where !== slug) continue;\n      const kept",
]);

require(path.join(LIB, 'protocol')).serve();
