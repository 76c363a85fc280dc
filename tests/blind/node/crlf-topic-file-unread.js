#!/usr/bin/env node
/*
A topic file saved by hand with CRLF line endings reads as holding no facts (a bullet line ending in
CR is not matched), so its facts are neither found nor counted, and the next write to it drops them;
LF files work as before.

clause: RECALL-5
sentence: So a hand-added fact is real memory.
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
  '    const fact = bullet(line);\n    if (fact === null) return;',
  `    const m = /^- (.+)$/.exec(line);
    const fact = m && m[1].trim() ? m[1].trim() : null;
    if (fact === null) return;`,
]);

require(path.join(LIB, 'protocol')).serve();
