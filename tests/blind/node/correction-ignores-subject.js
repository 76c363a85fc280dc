#!/usr/bin/env node
/*
Subject words (sister, dog, cat, friend…) are left out when two facts are compared, so "The dog is 4
years old" retires "The cat is 3 years old" and a sister's city retires the user's.

clause: WRITE-8
sentence: a sister's address retiring your own as a "refinement", "the dog is 4 years old" retiring
  the cat's age
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

patch('rules.js', [
  `  if (a.length === b.length && a.every((w, i) => w === b[i])) return 'duplicate';
  let p = 0;`,
  `  if (a.length === b.length && a.every((w, i) => w === b[i])) return 'duplicate';
  const other = (w) => !OTHER_SUBJECTS.has(w);
  return judgeValues(a.filter(other), b.filter(other));
}

function judgeValues(a, b) {
  if (a.length === b.length && a.every((w, i) => w === b[i])) return null;
  let p = 0;`,
]);

require(path.join(LIB, 'protocol')).serve();
