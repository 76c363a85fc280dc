#!/usr/bin/env node
/*
memory_write's reply never names the stored facts that still contradict the new one (write_fact's
conflicts list is still right).

clause: WRITE-7
sentence: the reply states what it replaced and what still contradicts it
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
  "reply += ` Still stored, and may contradict it: ${r.conflicts.map(quote).join(', ')}.`;",
  '',
]);

require(path.join(LIB, 'protocol')).serve();
