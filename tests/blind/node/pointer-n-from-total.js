#!/usr/bin/env node
/*
The pointer line's N is the smaller of M and 25 rather than the number of facts shown inline, so
after a bullet is added to a topic file by hand, or a ## Recent line is added by hand, N no longer
counts the inline facts.

clause: PROMPT-2
sentence: (This list is the 2 most recent of 2 facts, across 1 topics: pets (2).
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
  '`(This list is the ${recent.length} most recent of ${total} facts, `',
  '`(This list is the ${Math.min(total, 25)} most recent of ${total} facts, `',
]);

require(path.join(LIB, 'protocol')).serve();
