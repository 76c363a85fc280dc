#!/usr/bin/env node
/*
A reply that comes while an earlier collector pass is still waiting for its model starts no pass of
its own, so with a slow model the facts of a quick follow-up message are never extracted.

clause: COL-1
sentence: a lightweight pass runs after each reply
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

patch('collector.js', [
  '  replyTo(message) {\n',
  "  replyTo(message) {\n    if (this.pending.size) return 'Noted.'; // a pass is already running\n",
]);

require(path.join(LIB, 'protocol')).serve();
