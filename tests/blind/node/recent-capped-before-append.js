#!/usr/bin/env node
/*
The index trims ## Recent to 25 before appending the new fact, so once the store holds more than 25
facts ## Recent (and the prompt) carries 26.

clause: STORE-2
sentence: ## Recent holds the last 25 facts and is the part that goes into every prompt
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

patch('store.js', [
  `      if (fresh !== null && fresh !== undefined) recent.push(fresh);
      recent = dedupe(recent).slice(-RECENT_CAP);`,
  `      recent = dedupe(recent).slice(-RECENT_CAP);
      if (fresh !== null && fresh !== undefined) recent.push(fresh);`,
]);

require(path.join(LIB, 'protocol')).serve();
