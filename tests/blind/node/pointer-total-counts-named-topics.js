#!/usr/bin/env node
// clause: PROMPT-2
// sentence: the pointer line says how many facts it stands for.
// what: The pointer line's total M sums only the six topics it names, so with seven topics or more it states fewer facts than the topic files hold.
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
  'prompt.js',
  [
    '`(This list is the ${recent.length} most recent of ${total} facts, `',
    '`(This list is the ${recent.length} most recent of ${ordered.slice(0, POINTER_TOPICS).reduce((n, t) => n + t.n, 0)} facts, `',
  ]
);

require(path.join(LIB, 'protocol')).serve();
