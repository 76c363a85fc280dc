#!/usr/bin/env node
/*
Any accented Latin letter refuses a fact as Spanish, so French or German facts, and English naming
"Málaga" or "Zoë", are refused; plain ASCII is judged as before.

clause: WRITE-3
sentence: it covers no other language: "Spanish is the only non-English this store has ever
  received; anything else passes as before."
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

patch('rules.js', ['if (/[¿¡]/.test(fact)) return true;', 'if (/[¿¡\\u00c0-\\u017f]/.test(fact)) return true;']);

require(path.join(LIB, 'protocol')).serve();
