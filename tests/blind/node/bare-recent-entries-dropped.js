#!/usr/bin/env node
/*
facts_for_prompt leaves out every ## Recent entry that no topic file holds, so a line added by hand
under ## Recent is not inline.

clause: EDIT-1
sentence: Adding a line under ## Recent in USER.md puts it inline immediately.
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

patch('prompt.js', [
  'const lines = recent.map((f) => (home.has(f) ? `${f} [${home.get(f)}]` : f));',
  'const lines = recent.filter((f) => home.has(f)).map((f) => `${f} [${home.get(f)}]`);',
]);

require(path.join(LIB, 'protocol')).serve();
