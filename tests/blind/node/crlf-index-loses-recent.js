#!/usr/bin/env node
/*
The ## Recent heading is matched only as an exact line, so a USER.md saved by hand with CRLF line
endings has no inline facts at all (and the next write rebuilds ## Recent from nothing); LF files
work as before.

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

patch('store.js', [
  "const start = lines.findIndex((l) => l.trim() === '## Recent');",
  "const start = lines.findIndex((l) => l === '## Recent');",
]);

require(path.join(LIB, 'protocol')).serve();
