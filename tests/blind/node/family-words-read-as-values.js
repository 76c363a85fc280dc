#!/usr/bin/env node
// clause: WRITE-9
// sentence: Retiring is a permanent delete with no archive, so every judgement in this module is biased toward keeping.
// what: A differing word naming a person or pet (sister, brother, dog, cat) is judged as a swapped value, so "Lives with her brother" retires "Lives with her sister".
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
  'rules.js',
  [
    '  if ([...oldMid, ...newMid].some((w) => OTHER_SUBJECTS.has(w))) return null;\n',
    '',
  ]
);

require(path.join(LIB, 'protocol')).serve();
