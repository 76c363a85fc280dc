#!/usr/bin/env node
/*
The collector's prompt names only three of the four things never to extract: what she or the
conversation are doing right now is left out (the other three, and the week horizon, are there).

clause: COL-2
sentence: anything about what she or the conversation are doing right now
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
  'collector.js',
  ["    '3. what you or the conversation are doing right now;',\n", ''],
  ['"4. an inference about', '"3. an inference about']
);

require(path.join(LIB, 'protocol')).serve();
