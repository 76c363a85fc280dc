#!/usr/bin/env node
/*
The collector's prompt lists as already stored only the facts under "general", the topic its own
candidates go to, so a fact the model filed under another topic is never shown for de-duplication.

clause: COL-3
sentence: It is told what is already stored so it can de-duplicate across languages
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
  [
    'for (const topic of this.store.topics().values()) stored.push(...topic.facts);',
    'stored.push(...((this.store.topics().get(\'general\') || { facts: [] }).facts));',
  ]
);

require(path.join(LIB, 'protocol')).serve();
