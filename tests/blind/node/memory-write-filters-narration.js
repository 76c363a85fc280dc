#!/usr/bin/env node
/*
An explicit write of a fact that opens with an -ing verb and an object ("Learning the cello since
2019") is dropped as task narration.

clause: WRITE-13
sentence: That filter is off for an explicit memory_write, because there she has already decided.
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
  '  if (looksSpanish(fact)) return',
  `  if (require('./collector').looksEphemeral(fact)) {
    return answer(false, 'empty', { message: 'NOT SAVED — that reads as task narration.' });
  }
  if (looksSpanish(fact)) return`,
]);

require(path.join(LIB, 'protocol')).serve();
