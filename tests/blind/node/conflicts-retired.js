#!/usr/bin/env node
/*
A stored fact the write cannot tell from a correction (a conflict) is retired instead of kept and
reported.

clause: WRITE-9
sentence: Every judgement here is biased toward KEEPING, since retiring is a permanent delete with
  no archive
answer: undocumented: which stored facts a write cannot tell from a correction is each
  implementation's judgement, and no pair is one that every faithful implementation must keep (the
  same pair is retired by the reference and kept by kotoba_liberal); the kept cases the documents
  name, another subject (WRITE-8), are required and caught
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

patch('write.js', [
  "if (verdict === 'correction' && !retired.includes(stored)) retired.push(stored);",
  "if ((verdict === 'correction' || verdict === 'conflict') && !retired.includes(stored)) retired.push(stored);",
], [
  "        if (verdict === 'conflict' && !conflicts.includes(stored)) conflicts.push(stored);\n",
  '',
]);

require(path.join(LIB, 'protocol')).serve();
