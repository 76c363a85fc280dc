#!/usr/bin/env node
/*
A fact of exactly 400 characters is cut as if it were longer (its last word dropped, "…" added);
only longer facts should be.

clause: WRITE-10
sentence: anything past 400 characters is truncated at a word boundary with an ellipsis.
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

patch('text.js', ['if (chars.length <= CAP) return text;', 'if (chars.length < CAP) return text;']);

require(path.join(LIB, 'protocol')).serve();
