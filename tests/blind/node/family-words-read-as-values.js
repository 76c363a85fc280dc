#!/usr/bin/env node
/*
A differing word naming a person or pet (sister, brother, dog, cat) is judged as a swapped value, so
"Lives with her brother" retires "Lives with her sister".

clause: WRITE-9
sentence: Retiring is a permanent delete with no archive, so every judgement in this module is
  biased toward keeping.
answer: undocumented: the documents' guards are against a swapped subject, whose fact it is (a
  sister's address, the dog's age, a second friend), and those are required and kept by this
  variant; a person or pet named after a verb ("Lives with her sister" then "Lives with her
  brother") is the same subject's value in the same frame, and whether that frame holds one value at
  a time is a line they never draw (the reference retires "Works for her father" for "Works for her
  uncle", kotoba_liberal keeps it)
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
  'rules.js',
  [
    '  if ([...oldMid, ...newMid].some((w) => OTHER_SUBJECTS.has(w))) return null;\n',
    '',
  ]
);

require(path.join(LIB, 'protocol')).serve();
