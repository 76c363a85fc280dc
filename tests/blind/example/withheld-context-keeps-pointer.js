#!/usr/bin/env node
/*
load_context(personal=False) (and the bridge for a non-owner) withholds the fact lines but still
gives the pointer line, with its counts and topic names.

clause: PERS-1
sentence: when it is false both the profile and the facts are empty strings
*/
'use strict';
const fs = require('fs');
const path = require('path');
const Module = require('module');

const FILE = path.resolve(__dirname, '../../../examples/node/adapter.js');

// The tutorial's adapter is one file that starts its server when loaded: run its text with
// pieces replaced ([before, after], each found exactly once), as its own module.
function run(...edits) {
  let source = fs.readFileSync(FILE, 'utf8');
  for (const [before, after] of edits) {
    if (source.split(before).length !== 2) throw new Error('variant: no single match in adapter.js');
    source = source.replace(before, () => after);
  }
  const mod = new Module(FILE, module);
  mod.filename = FILE;
  mod.paths = Module._nodeModulePaths(path.dirname(FILE));
  require.cache[FILE] = mod;
  mod._compile(source, FILE);
}

run(['facts: personal ? factsForPrompt(system).join("\\n") : ""', 'facts: (personal ? factsForPrompt(system) : factsForPrompt(system).slice(-1)).join("\\n")']);
