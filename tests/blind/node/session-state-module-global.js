#!/usr/bin/env node
/*
Session state is kept in one set shared by the whole program instead of per system, so a restart
(close, then open on the same spec) still holds every kind of session state.

clause: LIFE-1
sentence: These are all in memory and gone on restart
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
  'lifetime.js',
  ['class Lifetime {', 'const SESSION_STATE = new Set();\n\nclass Lifetime {'],
  ['    this.state = new Set();', '    this.state = SESSION_STATE;']
);

require(path.join(LIB, 'protocol')).serve();
