#!/usr/bin/env node
/*
A renaming is checked with an ASCII word boundary, so a new name that starts or ends with a
non-ASCII letter ("Zoë", "Élodie") is never taken.

clause: COL-4
sentence: and the companion's name if you unambiguously rename her.
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
  'message.toLowerCase().includes(name.toLowerCase())',
  "new RegExp(`\\\\b${name}\\\\b`, 'i').test(message)",
]);

require(path.join(LIB, 'protocol')).serve();
