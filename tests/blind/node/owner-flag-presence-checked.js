#!/usr/bin/env node
/*
The bridge checks that the speaker carries an is_owner field, not its value, so a speaker with
is_owner false gets the facts.

clause: PERS-2
sentence: the Discord bridge passes personal=bool(who and who.is_owner)
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
  'system.js',
  [
    'return truthy(speaker) && truthy(speaker.is_owner);',
    'return truthy(speaker) && \'is_owner\' in speaker;',
  ]
);

require(path.join(LIB, 'protocol')).serve();
