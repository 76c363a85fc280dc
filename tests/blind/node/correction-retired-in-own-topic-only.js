#!/usr/bin/env node
/*
A correction deletes the old fact only from the topic file the new one is written to, so a
correction filed under another topic reports the old fact retired while it stays stored.

clause: WRITE-7
sentence: A fact that supersedes an older one retires the old version
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
    'const kept = topic.facts.filter((f) => !gone.has(key(f)));',
    'const kept = where === slug ? topic.facts.filter((f) => !gone.has(key(f))) : topic.facts;',
  ]
);

require(path.join(LIB, 'protocol')).serve();
